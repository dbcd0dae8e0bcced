# C++ deserializers: simdjson (Debian's libsimdjson-dev), RapidJSON (rapidjson-dev) and nlohmann/json
# (nlohmann-json3-dev), built with CMake. See deserializers/cpp/README.md.

CPP_DIR := deserializers/cpp
CPP_BUILD_DIR := $(CPP_DIR)/build
CPP_BIN := $(CPP_BUILD_DIR)/jsonmark-cpp
# RapidJSON and nlohmann/json: one more binary of the same CMake build.
CPP_TREE_BIN := $(CPP_BUILD_DIR)/jsonmark-cpp-tree
CPP_HEADERS := /usr/include/rapidjson/document.h /usr/include/nlohmann/json.hpp
CPP_SIMDJSON_HEADER ?= /usr/include/simdjson.h
# Empty when simdjson is not installed, so the caller can skip the C++ targets.
CPP_SIMDJSON_PRESENT := $(wildcard $(CPP_SIMDJSON_HEADER))
CPP_SOURCES := $(CPP_DIR)/CMakeLists.txt $(wildcard $(CPP_DIR)/src/*.cpp $(CPP_DIR)/src/*.h $(CPP_DIR)/src/tree/*.cpp $(CPP_DIR)/src/tree/*.h)

# One cmake build makes both binaries; this only remakes the second if it alone was removed.
$(CPP_TREE_BIN): $(CPP_BIN)
	cmake --build $(call quote,$(CPP_BUILD_DIR)) --parallel 2 --target jsonmark-cpp-tree
	@touch $(call quote,$@)
$(CPP_BIN): $(CPP_SOURCES)
	@test -f $(call quote,$(CPP_SIMDJSON_HEADER)) || { echo "simdjson is missing: run 'sudo apt-get install -y libsimdjson-dev'" >&2; exit 1; }
	@for h in $(CPP_HEADERS); do test -f "$$h" || { echo "$$h is missing: run 'sudo apt-get install -y rapidjson-dev nlohmann-json3-dev'" >&2; exit 1; }; done
	cmake -S $(call quote,$(CPP_DIR)) -B $(call quote,$(CPP_BUILD_DIR)) -DCMAKE_BUILD_TYPE=Release
	cmake --build $(call quote,$(CPP_BUILD_DIR)) --parallel 2
	@touch $(call quote,$@)

# cpp-dom-load-many and cpp-ondemand-load parse on one thread, like every other deserializer;
# the *-threaded targets let simdjson index the next batch on a second thread meanwhile.
CPP_PROGRAM = $(CPP_BIN)
CPP_DEPS = $(CPP_BIN)
CPP_NEEDS = cmake g++ $(CPP_SIMDJSON_HEADER) $(CPP_HEADERS)
CPP_INSTALL = sudo apt-get install -y libsimdjson-dev rapidjson-dev nlohmann-json3-dev cmake g++
# Each target runs the binary's variant of the same name with _ for -: cpp-dom-getline runs dom_getline.
$(foreach v,dom-getline dom-load-many ondemand-load dom-load-many-threaded ondemand-load-threaded,\
  $(eval $(call deserializer,cpp-$(v),CPP,$(subst -,_,$(v)))))
# RapidJSON and nlohmann/json: a tree per line, read as cpp-dom-getline reads simdjson's;
# cpp-rapidjson-fullprec is RapidJSON with kParseFullPrecisionFlag (its defaults misread some
# doubles), as nativejson-benchmark lists both.
CPP_TREE_PROGRAM = $(CPP_TREE_BIN)
CPP_TREE_DEPS = $(CPP_TREE_BIN)
CPP_TREE_NEEDS = $(CPP_NEEDS)
CPP_TREE_INSTALL = $(CPP_INSTALL)
$(foreach v,rapidjson rapidjson-fullprec nlohmann,$(eval $(call deserializer,cpp-$(v),CPP_TREE,$(v))))

.PHONY: clean-cpp
clean-cpp:
	rm -rf $(call quote,$(CPP_BUILD_DIR))
CLEAN_TARGETS += clean-cpp

# Exact sums, one thread unless the name says "threaded", and invalid JSON rejected
# (deserializers/cpp/tests/run.sh), validation mode and Data (tests/validate.sh); both for
# jsonmark-cpp, then for jsonmark-cpp-tree's variants.
.PHONY: test-cpp
test-cpp:
	@$(call skip_unless,cmake,test-cpp); $(call skip_unless,g++,test-cpp); \
	for h in $(CPP_SIMDJSON_HEADER) $(CPP_HEADERS); do \
	  [ -f "$$h" ] || { echo "SKIPPED test-cpp: $$h is missing"; exit $(skip_status); }; \
	done; \
	set -x; $(MAKE) --no-print-directory $(call quote,$(CPP_BIN)) && $(call quote,$(CPP_DIR)/tests/run.sh) $(call quote,$(CPP_BIN)) && $(call quote,$(CPP_DIR)/tests/validate.sh) $(call quote,$(CPP_BIN)) && \
	JSONMARK_CPP_VARIANTS='rapidjson rapidjson-fullprec nlohmann' $(call quote,$(CPP_DIR)/tests/run.sh) $(call quote,$(CPP_TREE_BIN)) && \
	JSONMARK_CPP_VARIANTS='rapidjson rapidjson-fullprec nlohmann' $(call quote,$(CPP_DIR)/tests/validate.sh) $(call quote,$(CPP_TREE_BIN))
TEST_TARGETS += test-cpp
