# JSONMark for Java: the driver, every deserializer, and the comparison.
# Each deserializers/<folder>/targets.mk registers its targets (see README, "Adding a deserializer").
#
# Make variables are data, never shell code, with one exception: every value that reaches a
# recipe goes through $(call quote,...) (one shell word) or $(call quote_words,...) (one word per
# blank-separated word), so `make nodejs BENCHMARK='x; touch /tmp/PWNED #'` hands the driver
# odd benchmark names that it refuses, and runs nothing. The exception is JSONMARK_COMMAND, a
# shell command line as CFLAGS is one: quotes and escapes in it keep their meaning
# (JSONMARK_COMMAND="./jsonmark --cache-dir 'my dir' --benchmark Simple1Benchmark"); it is the
# user's own line, and names in its default (BENCHMARK) are quoted into it. No recipe line
# starts with a variable's value that could turn it into make's `-` (ignore errors), `@` or `+`
# prefix: an empty JSONMARK_COMMAND, or one starting with such a character, stops make.

# The benchmark(s) a deserializer target runs on: make java-jackson BENCHMARK=Twitter1Benchmark;
# several, blank-separated, run one after the other as with a repeated --benchmark.
BENCHMARK ?= Simple1Benchmark
# The driver and its options, a shell command line (a $ in it is make's: write $$ for the shell's).
JSONMARK_COMMAND ?= ./jsonmark --cache-dir cache $(addprefix --benchmark ,$(call quote_words,$(BENCHMARK)))
# The small files that check-deserializers runs every deserializer on: each benchmark, written
# by each serializer, since each writes numbers its own way (1.0E-4, 1.0e-4, 0.0001...).
# Simple1's records are ~330 bytes; the other shapes' are 2-11 KB, so they get fewer.
CHECK_BENCHMARKS ?= Simple1Benchmark Twitter1Benchmark Canada1Benchmark Citm1Benchmark
CHECK_RECORDS ?= 5000
CHECK_SHAPE_RECORDS ?= 500
CHECK_SERIALIZERS ?= jackson gson fastjson2 dsl-json
# The benchmarks of `make results`: every one, each command on each.
RESULTS_BENCHMARK ?= all
# Timed runs per deserializer in `make results`; empty: each its own budget (at least 5 runs and
# 3 s of runs, as hyperfine, more for a command whose runs spread).
RESULTS_RUNS ?=
# Options of the counted pass of `make results` (--measure instructions, at the cores' width):
# one start-up run is enough, for counts are exact.
RESULTS_COUNT_OPTIONS ?= --startup-runs 1
# Where `make results` writes its folders.
RESULTS_DIR ?= results
# `make results SHARD=K/N` runs only the K-th of N parts of it (one job of a CI matrix), into
# RESULTS_DIR/shards/; `make results-merge` then merges the parts there into RESULTS_DIR.
SHARD ?=
# With SHARD, the measured costs that balance the split (the "costs" of `jsonmark plan --shards`'s
# matrix entry, given to every part alike); empty: every unit's cost is estimated.
SHARD_COSTS ?=
# Options of `make results-merge`, e.g. --allow-partial.
MERGE_OPTIONS ?=
# Where `make install` links the launcher: $(PREFIX)/bin/jsonmark.
PREFIX ?= $(HOME)/.local
# Options of `make conformance` (and of make results' conformance), e.g. CONFORMANCE_OPTIONS=--strict
# to fail on a wrong answer, or --jobs 1 for one case at a time (default: the cores).
CONFORMANCE_OPTIONS ?=

# The --data examples: three shapes no deserializer was written for (bench/data_examples.py,
# deterministic and seeded, about 3 MB each), run by check-deserializers and validate.
DATA_EXAMPLES := $(addprefix cache/examples/,github-events.jsonl geojson-features.jsonl app-logs.jsonl)

DRIVER_JAR := target/jsonmark.jar
DRIVER_SOURCES := pom.xml $(shell find src/main -type f 2>/dev/null)

DESERIALIZERS :=
CLEAN_TARGETS :=
TEST_TARGETS :=
# $(call quote,TEXT): TEXT as one single-quoted shell word, each ' written '\''.
quote = '$(subst ','\'',$(1))'
# $(call quote_words,TEXT): each blank-separated word of TEXT quoted on its own.
quote_words = $(foreach word,$(1),$(call quote,$(word)))
# The status of a SKIPPED step: 1 under JSONMARK_REQUIRE_ALL=1 (as in CI), else 0.
skip_status = $(if $(filter 1,$(strip $(JSONMARK_REQUIRE_ALL))),1,0)
# In a recipe: stop that recipe's shell with SKIPPED when command $(1) is missing (fails under JSONMARK_REQUIRE_ALL=1).
skip_unless = command -v $(call quote,$(1)) >/dev/null 2>&1 || { echo $(call quote,SKIPPED $(2): $(1) is not installed); exit $(skip_status); }

# $(call deserializer,TARGET,LANG,ARGUMENTS) registers one deserializer target that runs
# `$(LANG_PROGRAM) ARGUMENTS $FILENAME`, built from LANG_DEPS (file targets), runnable when
# every LANG_NEEDS entry is there (a command on PATH, or a /file), and LANG_INSTALL tells how to
# get what is missing; use it as $(eval $(call deserializer,mylang-mylib,MYLANG,mylib)).
# To give every target a new per-target variable X (say TARGET_VALIDATE_CMD), add one line
# `$(1)_X = $$($(2)_X)` below and set LANG_X in each targets.mk; a single target departs from
# its language by assigning TARGET_X after its $(eval). Targets may also set the four
# variables by hand (DESERIALIZERS += t, t_CMD = ... $$FILENAME, t_DEPS, t_NEEDS, t_INSTALL).
define deserializer
DESERIALIZERS += $(1)
$(1)_CMD = $$($(2)_PROGRAM)$(if $(3), $(3)) $$$$FILENAME
$(1)_DEPS = $$($(2)_DEPS)
$(1)_NEEDS = $$($(2)_NEEDS)
$(1)_INSTALL = $$($(2)_INSTALL)
endef

# In the order of the original's results table, then every other folder with a targets.mk.
LANGUAGES := python nodejs java rust cpp go
TARGET_FILES := $(wildcard $(foreach l,$(LANGUAGES),deserializers/$(l)/targets.mk))
include $(TARGET_FILES) $(filter-out $(TARGET_FILES),$(sort $(wildcard deserializers/*/targets.mk)))

# A target is runnable when every NEEDS entry is there: a command on PATH, or a file (/path).
have = $(if $(filter /%,$(1)),$(wildcard $(1)),$(shell command -v $(1) 2>/dev/null))
runnable = $(if $(strip $(foreach need,$($(1)_NEEDS),$(if $(call have,$(need)),,missing))),,$(1))
missing_of = $(strip $(foreach need,$($(1)_NEEDS),$(if $(call have,$(need)),,$(need))))
AVAILABLE = $(strip $(foreach t,$(DESERIALIZERS),$(call runnable,$(t))))
UNAVAILABLE = $(filter-out $(AVAILABLE),$(DESERIALIZERS))
# python-orjson is the baseline, as in the original's table.
RESULTS_ORDER = $(filter python-orjson,$(AVAILABLE)) $(filter-out python-orjson,$(AVAILABLE))
named_commands = $(foreach t,$(1),--name $(call quote,$(t)) $(call quote,$($(t)_CMD)))
# The driver's command line; an empty JSONMARK_COMMAND, or one that make would read as a recipe
# prefix (- @ +), stops make with a message.
jsonmark_command = $(if $(strip $(JSONMARK_COMMAND)),$(if $(filter -% @% +%,$(firstword $(JSONMARK_COMMAND))),$(error \
  JSONMARK_COMMAND starts with '$(firstword $(JSONMARK_COMMAND))': give the driver first, e.g. ./jsonmark --cache-dir cache --benchmark Simple1Benchmark),$(JSONMARK_COMMAND)),$(error \
  JSONMARK_COMMAND is empty: leave it unset for the default, ./jsonmark --cache-dir cache --benchmark BENCHMARK, or give the driver and its options))

.DEFAULT_GOAL := help
.SECONDEXPANSION:
.PHONY: help driver build-deserializers hyperfine-venv test test-make test-driver test-deserializers check-deserializers results results-merge test-ci test-shards-all \
        conformance validate clean cache clean-cache list-deserializers install jsonmark-command check-toolchains \
        $(DESERIALIZERS) $(CLEAN_TARGETS)

help:
	@echo 'make java-jackson          build what it needs and run a real benchmark (any target below)'
	@echo 'make test                  run every test: the driver'\''s, each language'\''s, then every deserializer on small files'
	@echo 'make results               every deserializer on every benchmark: timed ('$(if $(strip $(RESULTS_RUNS)),$(call quote,$(RESULTS_RUNS))' runs each',each its own runs)', profiled), counted, conformance'
	@echo 'make results SHARD=K/N     only the K-th of N parts of it (one CI matrix job), into '$(call quote,$(RESULTS_DIR)/shards)
	@echo 'make results-merge         the parts gathered in '$(call quote,$(RESULTS_DIR)/shards)' merged into one result, as make results writes it'
	@echo 'make conformance           run every deserializer on valid and invalid JSON and report what it accepts'
	@echo 'make check-deserializers   run every deserializer on '$(call quote,$(CHECK_RECORDS))' records and check its checksum'
	@echo 'make validate              check every value each deserializer reads, on every benchmark and the --data examples'
	@echo 'make build-deserializers   build every deserializer without running it'
	@echo 'make hyperfine-venv        a venv with what hyperfine'"'"'s scripts import (numpy, scipy, matplotlib)'
	@echo 'make list-deserializers    print each deserializer target with its command'
	@echo 'make install PREFIX=~/.local  link the jsonmark launcher into PREFIX/bin (on PATH), from any folder'
	@echo 'make cache                 list the cached data files: current, stale, broken or left over'
	@echo 'make clean-cache           remove the cached files no run will use again (current ones stay)'
	@echo 'make clean                 remove build outputs (the cache stays; rm -rf cache to drop it)'
	@echo 'deserializer targets: '$(call quote,$(DESERIALIZERS))

driver: $(DRIVER_JAR)

# Builds every deserializer whose toolchain is present, without running any.
build-deserializers: check-toolchains $$(foreach t,$$(AVAILABLE),$$($$(t)_DEPS))

# .mvn/jvm.config keeps mvn -q from printing ANSI resets (ESC[0m) into piped output.
$(DRIVER_JAR): $(DRIVER_SOURCES)
	mvn -B -q package -DskipTests
	@touch $@

need-%:
	@$(if $(call missing_of,$*),echo $(call quote,$*: missing $(call missing_of,$*); install it: $($*_INSTALL)) >&2; exit 1,:)

# Checked first, so that an empty JSONMARK_COMMAND stops make before anything is built.
jsonmark-command:
	@: $(jsonmark_command)

$(DESERIALIZERS): %: jsonmark-command need-% $(DRIVER_JAR) $$($$*_DEPS)
	$(jsonmark_command) --name $(call quote,$*) $(call quote,$($*_CMD))

list-deserializers:
	@$(foreach t,$(DESERIALIZERS),echo $(call quote,$(t): $($(t)_CMD));)

HYPERFINE_VENV := bench/hyperfine/.venv
HYPERFINE_VENV_STAMP := $(HYPERFINE_VENV)/.installed

test: test-make test-ci test-driver test-deserializers check-deserializers

# The Java deserializers' jar first: the end-to-end tests run java-jackson and java-gson; and
# the venv in which HyperfineScriptsIT runs hyperfine's own scripts on our --export-json files.
test-driver: $(JAVA_DESER_JAR) $(HYPERFINE_VENV_STAMP)
	mvn -B verify

# numpy, scipy and matplotlib for hyperfine's scripts (bench/hyperfine/requirements.txt).
hyperfine-venv: $(HYPERFINE_VENV_STAMP)
$(HYPERFINE_VENV_STAMP): bench/hyperfine/requirements.txt
	python3 -m venv --clear $(HYPERFINE_VENV)
	$(HYPERFINE_VENV)/bin/pip install --disable-pip-version-check --quiet -r bench/hyperfine/requirements.txt
	@touch $@

# ShardsIT's case of every runnable deserializer: 4 counted shards against one run of them.
test-shards-all: check-toolchains $(DRIVER_JAR) $$(foreach t,$$(AVAILABLE),$$($$(t)_DEPS))
	@mkdir -p target && : > target/all-commands.tsv
	@$(foreach t,$(RESULTS_ORDER),printf '%s\t%s\n' $(call quote,$(t)) $(call quote,$($(t)_CMD)) >> target/all-commands.tsv;)
	JSONMARK_ALL_COMMANDS=target/all-commands.tsv mvn -B verify -Dtest=NoSuchTest -Dsurefire.failIfNoSpecifiedTests=false -Dit.test='ShardsIT#everyDeserializer*'

# docs/ci/own-project.yml played without GitHub on a toy parser's repository: the gate passes
# an unchanged head and fails a slower one (src/test/ci/play-workflow.py, PyYAML in its venv).
CI_VENV := src/test/ci/.venv
CI_VENV_STAMP := $(CI_VENV)/.installed
test-ci: $(DRIVER_JAR) $(CI_VENV_STAMP)
	$(CI_VENV)/bin/python src/test/ci/play-workflow.py --self-test
$(CI_VENV_STAMP): src/test/ci/requirements.txt
	python3 -m venv --clear $(CI_VENV)
	$(CI_VENV)/bin/pip install --disable-pip-version-check --quiet -r src/test/ci/requirements.txt
	@touch $@

# The Makefile's own promises: variables are data, empty commands are errors, every folder's
# targets.mk is picked up, and mvn -q output carries no ANSI escapes (src/test/make/).
test-make: $(DRIVER_JAR)
	src/test/make/makefile-test.sh

# Each language's own unit tests, where the language registered them.
test-deserializers: $(TEST_TARGETS)

# Fails on a wrong checksum; a target whose toolchain is absent is SKIPPED, which fails too
# when JSONMARK_REQUIRE_ALL=1 (as in CI).
check-deserializers: check-toolchains $(DRIVER_JAR) $(DATA_EXAMPLES) $$(foreach t,$$(AVAILABLE),$$($$(t)_DEPS))
	@set -e; for benchmark in $(call quote_words,$(CHECK_BENCHMARKS)); do \
	  records=$(call quote,$(CHECK_SHAPE_RECORDS)); [ "$$benchmark" != Simple1Benchmark ] || records=$(call quote,$(CHECK_RECORDS)); \
	  for serializer in $(call quote_words,$(CHECK_SERIALIZERS)); do \
	    echo "== every deserializer on $$records $$benchmark records written by $$serializer"; \
	    LOG_LEVEL=WARN ./jsonmark --cache-dir cache --benchmark "$$benchmark" \
	      --serializer "$$serializer" --records "$$records" \
	      --results-dir target/check-results --timeout 120 --startup-runs 0 --runs 1 --max-wait 100 $(call named_commands,$(AVAILABLE)) \
	      > target/check-results.last.txt || { cat target/check-results.last.txt; exit 1; }; \
	  done; \
	done; \
	echo "== every deserializer on the --data examples (benchmark Data, the generic checksum)"; \
	LOG_LEVEL=WARN ./jsonmark --cache-dir cache $(foreach f,$(DATA_EXAMPLES),--data $(call quote,$(f))) \
	  --results-dir target/check-results --timeout 120 --startup-runs 0 --runs 1 --max-wait 100 $(call named_commands,$(AVAILABLE)) \
	  > target/check-results.last.txt || { cat target/check-results.last.txt; exit 1; }; \
	echo 'check-deserializers: $(words $(AVAILABLE)) deserializers × $(words $(CHECK_BENCHMARKS)) benchmarks × $(words $(CHECK_SERIALIZERS)) serializers, and $(words $(DATA_EXAMPLES)) --data examples, passed'

require_all_message = 'JSONMARK_REQUIRE_ALL=1: every deserializer must run, but $(words $(UNAVAILABLE)) cannot'
check-toolchains:
	@$(foreach t,$(UNAVAILABLE),echo $(call quote,SKIPPED $(t): missing $(call missing_of,$(t)); install it: $($(t)_INSTALL));)
	@$(if $(and $(UNAVAILABLE),$(filter 1,$(skip_status))),echo $(require_all_message) >&2; exit 1,:)

# With SHARD=K/N: each pass runs its K-th part into RESULTS_DIR/shards/<pass>/part-K (the timed
# pass keeps each benchmark whole, the counted one splits by command), and conformance, which
# is not split, runs in part 1 only.
shard_part = $(firstword $(subst /, ,$(SHARD)))
shard_options = $(if $(strip $(SHARD)),--shard $(call quote,$(SHARD))$(if $(strip $(SHARD_COSTS)), --shard-costs $(call quote,$(SHARD_COSTS))))
results_dir_of = $(call quote,$(if $(strip $(SHARD)),$(RESULTS_DIR)/shards/$(1)/part-$(shard_part),$(RESULTS_DIR)))
results: BENCHMARK = $(RESULTS_BENCHMARK)
results: jsonmark-command check-toolchains $(DRIVER_JAR) $$(foreach t,$$(AVAILABLE),$$($$(t)_DEPS))
	@echo $(call quote,$(JSONMARK_COMMAND) --results-dir $(RESULTS_DIR)$(if $(strip $(RESULTS_RUNS)), --runs $(RESULTS_RUNS))$(if $(strip $(SHARD)), --shard $(SHARD)) --profile --validate ... ($(words $(RESULTS_ORDER)) deserializers; make list-deserializers shows their commands))
	@status=0; $(jsonmark_command) --results-dir $(call results_dir_of,time) $(if $(strip $(RESULTS_RUNS)),--runs $(call quote,$(RESULTS_RUNS))) \
	  $(shard_options) --profile --validate $(call named_commands,$(RESULTS_ORDER)) || status=$$?; \
	echo '== instruction counts of the same deserializers (near-exact, whatever the load)'; \
	if command -v valgrind >/dev/null; then \
	  $(jsonmark_command) --results-dir $(call results_dir_of,instructions) --measure instructions $(call quote_words,$(RESULTS_COUNT_OPTIONS)) \
	    $(shard_options) $(if $(strip $(SHARD)),--shard-by command) $(call named_commands,$(RESULTS_ORDER)) || status=$$?; \
	else echo 'SKIPPED instruction counts: valgrind is missing; install it: sudo apt-get install valgrind'; fi; \
	if [ -z $(call quote,$(SHARD)) ] || [ $(call quote,$(shard_part)) = 1 ]; then \
	  echo '== conformance of the same deserializers (speed is only half the answer)'; \
	  ./jsonmark conformance --results-dir $(call quote,$(RESULTS_DIR)) $(call quote_words,$(CONFORMANCE_OPTIONS)) $(call named_commands,$(RESULTS_ORDER)) || status=$$?; \
	fi; \
	exit $$status

# The parts that `make results SHARD=K/N` wrote in RESULTS_DIR/shards/ (each job's, gathered
# in one tree), merged pass by pass into RESULTS_DIR as one `make results` would write them.
results-merge: $(DRIVER_JAR)
	@status=0; for pass in time instructions; do \
	  parts=$(call quote,$(RESULTS_DIR))/shards/$$pass; \
	  if [ ! -d "$$parts" ]; then echo "SKIPPED $$pass: no parts in $$parts"; continue; fi; \
	  echo "== merging the parts of the $$pass pass"; \
	  ./jsonmark merge "$$parts"/part-* --results-dir $(call quote,$(RESULTS_DIR)) $(call quote_words,$(MERGE_OPTIONS)) || status=$$?; \
	done; exit $$status

# Every deserializer on the conformance suite: a matrix of cases by deserializers, and
# results/<time>-conformance/. Exits 0 whatever it finds, unless CONFORMANCE_OPTIONS=--strict.
conformance: check-toolchains $(DRIVER_JAR) $$(foreach t,$$(AVAILABLE),$$($$(t)_DEPS))
	./jsonmark conformance $(call quote_words,$(CONFORMANCE_OPTIONS)) $(call named_commands,$(RESULTS_ORDER))

# Every deserializer's values checked (jsonmark validate) on every benchmark's validation file
# and the --data examples; fails when a value is read wrong (partial and unsupported pass).
validate: check-toolchains $(DRIVER_JAR) $(DATA_EXAMPLES) $$(foreach t,$$(AVAILABLE),$$($$(t)_DEPS))
	./jsonmark validate --cache-dir cache --benchmark all $(foreach f,$(DATA_EXAMPLES),--data $(call quote,$(f))) \
	  --timeout 120 $(call named_commands,$(RESULTS_ORDER))

# One rule writes all three (a stamp-free grouped target needs GNU make 4.3).
$(firstword $(DATA_EXAMPLES)): bench/data_examples.py
	python3 bench/data_examples.py cache/examples
$(wordlist 2,3,$(DATA_EXAMPLES)): $(firstword $(DATA_EXAMPLES))

# A link, not a copy: the launcher finds the jar (and rebuilds it) through the link.
install: $(DRIVER_JAR)
	mkdir -p $(call quote,$(PREFIX)/bin)
	ln -sfn $(call quote,$(CURDIR)/jsonmark) $(call quote,$(PREFIX)/bin/jsonmark)
	@echo $(call quote,installed $(PREFIX)/bin/jsonmark; it needs $(PREFIX)/bin on PATH)

cache: $(DRIVER_JAR)
	./jsonmark cache --cache-dir cache

clean-cache: $(DRIVER_JAR)
	./jsonmark cache --cache-dir cache --remove-stale

clean: $(CLEAN_TARGETS)
	rm -rf target
