# C++ deserializers: simdjson (Debian's libsimdjson-dev), built with CMake. See deserializers/cpp/README.md.

CPP_DIR := deserializers/cpp
CPP_BUILD_DIR := $(CPP_DIR)/build
CPP_BIN := $(CPP_BUILD_DIR)/jsonmark-cpp
CPP_SIMDJSON_HEADER ?= /usr/include/simdjson.h
# Empty when simdjson is not installed, so the caller can skip the C++ targets.
CPP_SIMDJSON_PRESENT := $(wildcard $(CPP_SIMDJSON_HEADER))
CPP_SOURCES := $(CPP_DIR)/CMakeLists.txt $(wildcard $(CPP_DIR)/src/*.cpp $(CPP_DIR)/src/*.h)

$(CPP_BIN): $(CPP_SOURCES)
	@test -f $(CPP_SIMDJSON_HEADER) || { echo "simdjson is missing: run 'sudo apt-get install -y libsimdjson-dev'" >&2; exit 1; }
	cmake -S $(CPP_DIR) -B $(CPP_BUILD_DIR) -DCMAKE_BUILD_TYPE=Release
	cmake --build $(CPP_BUILD_DIR) --parallel 2
	@touch $@

# cpp-dom-load-many and cpp-ondemand-load parse on one thread, like every other deserializer;
# the *-threaded targets let simdjson index the next batch on a second thread meanwhile.
DESERIALIZERS += cpp-dom-getline cpp-dom-load-many cpp-ondemand-load \
	cpp-dom-load-many-threaded cpp-ondemand-load-threaded

cpp-dom-getline_CMD = $(CPP_BIN) dom_getline $$FILENAME
cpp-dom-getline_DEPS = $(CPP_BIN)
cpp-dom-getline_NEEDS = cmake g++ $(CPP_SIMDJSON_HEADER)
cpp-dom-getline_INSTALL = sudo apt-get install -y libsimdjson-dev cmake g++

cpp-dom-load-many_CMD = $(CPP_BIN) dom_load_many $$FILENAME
cpp-dom-load-many_DEPS = $(CPP_BIN)
cpp-dom-load-many_NEEDS = cmake g++ $(CPP_SIMDJSON_HEADER)
cpp-dom-load-many_INSTALL = sudo apt-get install -y libsimdjson-dev cmake g++

cpp-ondemand-load_CMD = $(CPP_BIN) ondemand_load $$FILENAME
cpp-ondemand-load_DEPS = $(CPP_BIN)
cpp-ondemand-load_NEEDS = cmake g++ $(CPP_SIMDJSON_HEADER)
cpp-ondemand-load_INSTALL = sudo apt-get install -y libsimdjson-dev cmake g++

cpp-dom-load-many-threaded_CMD = $(CPP_BIN) dom_load_many_threaded $$FILENAME
cpp-dom-load-many-threaded_DEPS = $(CPP_BIN)
cpp-dom-load-many-threaded_NEEDS = cmake g++ $(CPP_SIMDJSON_HEADER)
cpp-dom-load-many-threaded_INSTALL = sudo apt-get install -y libsimdjson-dev cmake g++

cpp-ondemand-load-threaded_CMD = $(CPP_BIN) ondemand_load_threaded $$FILENAME
cpp-ondemand-load-threaded_DEPS = $(CPP_BIN)
cpp-ondemand-load-threaded_NEEDS = cmake g++ $(CPP_SIMDJSON_HEADER)
cpp-ondemand-load-threaded_INSTALL = sudo apt-get install -y libsimdjson-dev cmake g++

.PHONY: clean-cpp
clean-cpp:
	rm -rf $(CPP_BUILD_DIR)
CLEAN_TARGETS += clean-cpp

# Exact sums, one thread unless the name says "threaded", and invalid JSON rejected
# (deserializers/cpp/tests/run.sh), validation mode and Data (tests/validate.sh).
.PHONY: test-cpp
test-cpp:
	@$(call skip_unless,cmake,test-cpp); $(call skip_unless,g++,test-cpp); \
	if [ ! -f $(CPP_SIMDJSON_HEADER) ]; then \
	  echo "SKIPPED test-cpp: $(CPP_SIMDJSON_HEADER) is missing"; [ "$(JSONMARK_REQUIRE_ALL)" != 1 ] || exit 1; exit 0; \
	fi; \
	set -x; $(MAKE) --no-print-directory $(CPP_BIN) && $(CPP_DIR)/tests/run.sh $(CPP_BIN) && $(CPP_DIR)/tests/validate.sh $(CPP_BIN)
TEST_TARGETS += test-cpp
