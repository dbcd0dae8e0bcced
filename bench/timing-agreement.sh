#!/usr/bin/env bash
# Does the time jsonmark reports agree with an independent timer, and what does --profile cost?
# Runs one deserializer on the same cached file with hyperfine, with jsonmark, and with
# jsonmark --profile, interleaved round by round, then prints the means and their ratios.
#
#   bench/timing-agreement.sh [TARGET] [ROUNDS]     (defaults: rust-serde 5)
#
# CACHE_DIR (default cache) holds the data file; RECORDS (default: the benchmark's) sets its size.
#
# Targets: 3 % agreement between jsonmark and hyperfine; --profile adds at most 3 %.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:-rust-serde}
rounds=${2:-5}
cache=${CACHE_DIR:-cache}
records=()
[[ -z ${RECORDS:-} ]] || records=(--records "$RECORDS")
command -v hyperfine >/dev/null || { echo "hyperfine is missing: apt-get install -y hyperfine" >&2; exit 1; }

# Build the target and the data file, and take one untimed pass to warm the page cache.
# (The Makefile splits JSONMARK_COMMAND into words and quotes each: the cache dir is never code.)
log=$(mktemp)
make -s "$target" JSONMARK_COMMAND="./jsonmark --cache-dir $cache ${records[*]} --benchmark Simple1Benchmark" \
  >"$log" 2>&1 || { echo "make $target failed:" >&2; tail -20 "$log" >&2; rm -f "$log"; exit 1; }
rm -f "$log"
template=$(make -s list-deserializers | sed -n "s/^$target: //p")
[[ -n $template ]] || { echo "no such target: $target" >&2; exit 1; }
data=$(./jsonmark --cache-dir "$cache" "${records[@]}" --benchmark Simple1Benchmark --only-serialize 2>/dev/null)
# The path is never spliced into the command: hyperfine's shell expands "$JSONMARK_FILENAME"
# itself, as the driver's rewrite of $FILENAME does. The Makefile's commands hold $FILENAME bare,
# outside quotes; one with quotes of its own would need the driver's scanner, so it is refused.
if [[ $template == *[\'\"\\]* ]]; then
  echo "$target: its command has quotes of its own; this script handles a bare \$FILENAME only" >&2
  exit 1
fi
export JSONMARK_FILENAME=$data JSONMARK_BENCHMARK=Simple1Benchmark
command=${template//\$FILENAME/\"\$JSONMARK_FILENAME\"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

seconds_of_jsonmark() { # prints the run's seconds from runs.csv
  local dir=$work/results-$1
  ./jsonmark --cache-dir "$cache" "${records[@]}" --benchmark Simple1Benchmark --results-dir "$dir" \
    "${@:2}" "$template" >"$work/jsonmark.log" 2>&1 ||
    { echo "jsonmark failed:" >&2; tail -20 "$work/jsonmark.log" >&2; exit 1; }
  python3 -c "import csv,sys; print(next(csv.DictReader(open(sys.argv[1])))['seconds'])" \
    "$(find "$dir" -name runs.csv)"
}

for ((i = 1; i <= rounds; i++)); do
  hyperfine --runs 1 --style none --export-json "$work/h$i.json" "$command" >/dev/null 2>&1
  python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['results'][0]['mean'])" \
    "$work/h$i.json" >>"$work/hyperfine"
  seconds_of_jsonmark "p$i" >>"$work/plain"
  seconds_of_jsonmark "q$i" --profile >>"$work/profiled"
  echo "round $i/$rounds done" >&2
done

python3 - "$work" "$target" "$rounds" <<'PY'
import statistics, sys
work, target, rounds = sys.argv[1], sys.argv[2], sys.argv[3]
read = lambda name: [float(x) for x in open(f"{work}/{name}")]
h, p, q = read("hyperfine"), read("plain"), read("profiled")
print(f"{target}, {rounds} interleaved rounds (seconds: mean ± sample sd)")
for label, xs in (("hyperfine", h), ("jsonmark", p), ("jsonmark --profile", q)):
    print(f"  {label:20s} {statistics.mean(xs):.4f} ± {statistics.stdev(xs):.4f}   {' '.join(f'{x:.4f}' for x in xs)}")
print(f"  jsonmark / hyperfine           = {statistics.mean(p) / statistics.mean(h):.4f}  (target within 3 %)")
print(f"  jsonmark --profile / jsonmark  = {statistics.mean(q) / statistics.mean(p):.4f}  (target at most 1.03)")
PY
