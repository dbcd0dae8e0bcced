#!/usr/bin/env bash
# The Makefile's promises, tried on a copy of the repository's Makefile beside links to its
# deserializer folders, plus a new folder deserializers/mylang/targets.mk as docs/protocol.md's
# "Adding a deserializer to this repository" writes it: every folder is picked up, make variables are data and
# never shell code but for JSONMARK_COMMAND, a shell command line whose quotes keep their
# meaning, an empty JSONMARK_COMMAND (or one make would take for a recipe prefix) is an error,
# BENCHMARK may name several, mvn -q prints no ANSI escapes, and bench/timing-agreement.sh never
# runs the data file's path as code.
# Needs the driver's jar (make test-make builds it) and python3. Run: make test-make.
set -euo pipefail
# The copy below has a target whose tool is missing on purpose: CI's "every deserializer must
# run" applies to the real targets (check-deserializers), not to this test's fakes.
unset JSONMARK_REQUIRE_ALL
root=$(cd "$(dirname "$0")/../../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
repo=$work/repo
mkdir -p "$repo/deserializers" "$repo/target"
cp "$root/Makefile" "$repo/Makefile"
for entry in jsonmark pom.xml config bench target/jsonmark.jar; do ln -s "$root/$entry" "$repo/$entry"; done
for dir in "$root"/deserializers/*/; do ln -s "$dir" "$repo/deserializers/$(basename "$dir")"; done
mkdir "$repo/deserializers/mylang"
cat >"$repo/deserializers/mylang/targets.mk" <<'MAKE'
MYLANG_PROGRAM = python3 deserializers/python/main.py
MYLANG_DEPS =
MYLANG_NEEDS = python3
MYLANG_INSTALL = apt-get install -y python3
$(eval $(call deserializer,mylang-json,MYLANG,json))
# By hand, with quotes of its own, as a nested shell needs them.
DESERIALIZERS += mylang-quoted
mylang-quoted_CMD = sh -c 'python3 deserializers/python/main.py json "$$JSONMARK_FILENAME"'
mylang-quoted_NEEDS = python3
DESERIALIZERS += mylang-missing
mylang-missing_CMD = no-such-tool $$FILENAME
mylang-missing_NEEDS = no-such-tool
mylang-missing_INSTALL = it's `touch PWNED` and $$(touch PWNED)
MAKE

failures=0
pass() { echo "ok   $1"; }
fail() { echo "FAIL $1" >&2; sed 's/^/     /' "$work/out" >&2; failures=$((failures + 1)); }
# run NAME EXPECTED_STATUS make-arguments...: runs make in the copy, output in $work/out.
run() {
  local name=$1 expected=$2 status=0
  shift 2
  (cd "$repo" && make --no-print-directory "$@") >"$work/out" 2>&1 || status=$?
  if [[ $status == "$expected" ]]; then
    return 0
  fi
  echo "exit status $status, expected $expected" >>"$work/out"
  fail "$name"
  return 1
}
contains() { grep -qF -- "$2" "$work/out" && pass "$1" || fail "$1: no '$2'"; }
lacks() { ! grep -qF -- "$2" "$work/out" && pass "$1" || fail "$1: '$2' is there"; }
no_pwned() { [[ -z $(find "$work" -name 'PWNED*' -print -quit) ]] && pass "$1" || fail "$1: PWNED"; }

quick="./jsonmark --cache-dir $work/cache --records 200 --startup-runs 0 --results-dir $work/results"

run "a new folder's targets.mk is included" 0 list-deserializers &&
  contains "its macro target is listed" "mylang-json: python3 deserializers/python/main.py json \$FILENAME" &&
  contains "its hand-written target is listed" \
    "mylang-quoted: sh -c 'python3 deserializers/python/main.py json \"\$JSONMARK_FILENAME\"'"

run "the new targets run and pass" 0 mylang-json mylang-quoted \
    JSONMARK_COMMAND="$quick --benchmark Simple1Benchmark" &&
  contains "the driver ran the quoted command" "Results written to"

# The issue's own reproductions use nodejs; mylang-json needs only python3.
targets=(mylang-json)
! command -v node >/dev/null || targets+=(nodejs)
for target in "${targets[@]}"; do
  run "$target: a hostile BENCHMARK is the driver's usage error" 2 "$target" \
      BENCHMARK="x; touch $work/PWNED #" &&
    contains "$target: the driver names the bad benchmark" "Unknown --benchmark 'x;'"
  no_pwned "$target: a hostile BENCHMARK runs nothing"
  for prefix in - @ +; do
    run "$target: JSONMARK_COMMAND='${prefix}x' stops make" 2 "$target" JSONMARK_COMMAND="${prefix}x ./jsonmark" &&
      contains "$target: it says what to give first" "JSONMARK_COMMAND starts with '${prefix}x': give the driver first"
  done
  for empty in "" "   "; do
    run "$target: JSONMARK_COMMAND='$empty' stops make" 2 "$target" JSONMARK_COMMAND="$empty" &&
      contains "$target: it says why" "JSONMARK_COMMAND is empty" &&
      lacks "$target: no ignored error" "(ignored)"
  done
done

run "two benchmarks are two --benchmark options" 0 -n mylang-json BENCHMARK="Simple1Benchmark Twitter1Benchmark" &&
  contains "both are passed" "--benchmark 'Simple1Benchmark' --benchmark 'Twitter1Benchmark'"
# The issue's form: a cache dir with a blank, quoted in JSONMARK_COMMAND as in a shell.
spaced="$work/my dir"
run "JSONMARK_COMMAND keeps its quotes" 0 mylang-json \
    JSONMARK_COMMAND="./jsonmark --cache-dir '$spaced' --records 200 --startup-runs 0 --results-dir '$work/results' --benchmark Simple1Benchmark" &&
  contains "the driver ran with the quoted folder" "Results written to" &&
  { [[ -n $(find "$spaced" -name 'Simple1Benchmark.*' -print -quit) ]] &&
    pass "the data file is in the folder with a blank" || fail "the data file is in the folder with a blank"; }
run "two benchmarks run one after the other" 0 mylang-json BENCHMARK="Simple1Benchmark Twitter1Benchmark" \
    JSONMARK_COMMAND="$quick \$(addprefix --benchmark ,\$(BENCHMARK))" &&
  contains "Twitter1 ran" "Twitter1Benchmark" && contains "Simple1 ran" "Simple1Benchmark"

# make results on a matrix: two parts, one after the other as two jobs would run them, then the
# merge; a hostile SHARD is the driver's usage error, never shell code.
sharded=(AVAILABLE="mylang-json mylang-quoted" RESULTS_ORDER="mylang-json mylang-quoted" RESULTS_DIR="$work/sharded" RESULTS_RUNS=1
  RESULTS_COUNT_OPTIONS="--runs 1"
  JSONMARK_COMMAND="./jsonmark --cache-dir $work/cache --records 200 --startup-runs 0 --benchmark Simple1Benchmark --benchmark Twitter1Benchmark")
run "make results SHARD=1/2 runs its part" 0 results SHARD=1/2 "${sharded[@]}" &&
  contains "the part is passed" "--shard 1/2" &&
  { [[ -d $work/sharded/shards/time/part-1 ]] && pass "part 1 is in shards/time/part-1" ||
    fail "part 1 is in shards/time/part-1"; }
run "make results SHARD=2/2 runs the other part, without conformance" 0 results SHARD=2/2 "${sharded[@]}" &&
  lacks "conformance runs in part 1 only" "== conformance"
run "make results-merge merges the parts" 0 results-merge RESULTS_DIR="$work/sharded" &&
  contains "the timed parts are merged" "Merged 2 parts into $work/sharded/" &&
  { [[ -n $(find "$work/sharded" -maxdepth 2 -name summary.md -newer "$work/sharded/shards" -print -quit) ]] &&
    pass "the merged folder has its summary.md" || fail "the merged folder has its summary.md"; }
run "a hostile SHARD is the driver's usage error" 2 results SHARD="2/2; touch $work/PWNED5 #" "${sharded[@]}" &&
  contains "the driver names it" "--shard 2/2; touch"
no_pwned "a hostile SHARD runs nothing"

run "a missing tool is named with its install line as written" 2 mylang-missing &&
  contains "the install text is data" "mylang-missing: missing no-such-tool; install it: it's \`touch PWNED\` and \$(touch PWNED)"
run "check-toolchains prints the same text" 0 check-toolchains &&
  contains "SKIPPED line" "SKIPPED mylang-missing: missing no-such-tool; install it: it's \`touch PWNED\`"
no_pwned "an install text runs nothing"

# ($(...) in a make value is make's own syntax, so the shell's $(...) is written with backquotes.)
run "help shows hostile values as text" 0 help RESULTS_RUNS="'; touch $work/PWNED1; '" \
    CHECK_RECORDS="\`touch $work/PWNED2\`" &&
  contains "RESULTS_RUNS as text" "('; touch $work/PWNED1; ' runs each" &&
  contains "CHECK_RECORDS as text" "on \`touch $work/PWNED2\` records"
run "install takes a PREFIX with a quote, a blank and a ;" 0 install PREFIX="$work/p 'q';touch PWNED3;x" &&
  { [[ -L "$work/p 'q';touch PWNED3;x/bin/jsonmark" ]] && pass "the link is where PREFIX says" ||
    fail "the link is where PREFIX says"; }
run "list-deserializers survives a quote in a command" 0 list-deserializers mylang-json_CMD="it's \$\$FILENAME" &&
  contains "the command is printed as it is" "mylang-json: it's \$FILENAME"
no_pwned "help, install and list run nothing"

# The driver's and the Java deserializers' builds, as make and the launcher run them, piped.
for pom in "$root/pom.xml" "$root/deserializers/java/pom.xml"; do
  (cd "$root" && mvn -B -q -f "$pom" validate) >"$work/out" 2>&1 || true
  if grep -q $'\e' "$work/out"; then fail "mvn -B -q validate of $pom prints no ANSI escape"; else
    pass "mvn -B -q validate of $pom prints no ANSI escape"; fi
done

# bench/timing-agreement.sh with a stand-in hyperfine that records the command it is given.
mkdir "$work/bin"
cat >"$work/bin/hyperfine" <<'SH'
#!/usr/bin/env bash
runs=1
while (($#)); do
  case $1 in
    --export-json) json=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --style) shift 2 ;;
    *) command=$1; shift ;;
  esac
done
printf '%s\n' "$command" >>"$HYPERFINE_LOG"
times=
for ((i = 0; i < runs; i++)); do
  sh -c "$command" >>"$HYPERFINE_LOG.out"
  times+=${times:+, }0.01
done
printf '{"results": [{"mean": 0.01, "times": [%s]}]}' "$times" >"$json"
SH
chmod +x "$work/bin/hyperfine"
hostile="$work/c\$(date>PWNED4)"
status=0
(cd "$repo" && PATH="$work/bin:$PATH" HYPERFINE_LOG="$work/hyperfine" CACHE_DIR="$hostile" RECORDS=200 \
  bench/timing-agreement.sh mylang-json 2) >"$work/out" 2>&1 || status=$?
if [[ $status == 0 ]]; then pass "timing-agreement.sh runs with a hostile CACHE_DIR"; else
  fail "timing-agreement.sh runs with a hostile CACHE_DIR (exit $status)"; sed 's/^/     /' "$work/out"; fi
cp "$work/hyperfine" "$work/out"
lacks "hyperfine never gets the path as text" "$hostile"
contains "hyperfine's shell expands the variable" "\"\$JSONMARK_FILENAME\""
data=$(find "$hostile" -name 'Simple1Benchmark*' ! -name '*.json' -type f | head -1)
expected=$(python3 "$root/deserializers/python/main.py" json "$data" | tail -1)
cp "$work/hyperfine.out" "$work/out"
[[ $(tail -1 "$work/hyperfine.out") == "$expected" ]] && pass "hyperfine's run printed the checksum" ||
  fail "hyperfine's run printed the checksum $expected"
no_pwned "the hostile CACHE_DIR ran nothing"

((failures == 0)) || { echo "makefile-test: $failures failed" >&2; exit 1; }
echo "makefile-test: all passed"
