#!/usr/bin/env bash
# Does the time jsonmark reports agree with an independent timer, and what does --profile cost?
# Runs one deserializer on the same cached file with hyperfine, with jsonmark, and with
# jsonmark --profile, interleaved round by round, then prints the means and their ratios.
#
# On a machine whose speed wanders (a virtual machine on a busy host: +-20 % from one run to the
# next, with nothing to see inside the guest), means of a few runs cannot show a 1 % difference.
# So the command also stamps its own start and end (`date +%s%N` before and after it, in the same
# shell): each tool's time minus the command's own is that tool's overhead for that very run,
# free of the machine's speed. The overheads' difference, over the mean time, is the agreement.
#
#   bench/timing-agreement.sh [TARGET] [ROUNDS]     (defaults: rust-serde 5)
#
# Each round runs hyperfine, jsonmark and jsonmark --profile for RUNS (default 3) timed runs each,
# jsonmark with its default start-up runs first: what a user's run does.
# CACHE_DIR (default cache) holds the data file; RECORDS (default: the benchmark's) sets its size.
#
# Targets: within 1 % of hyperfine; --profile costs under 1 % (its own figure: the overhead's
# change, and the driver's CPU share while the runs ran, which bounds what it can take away from
# the command on a machine with a core to spare).
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:-rust-serde}
rounds=${2:-5}
cache=${CACHE_DIR:-cache}
records=()
[[ -z ${RECORDS:-} ]] || records=(--records "$RECORDS")
command -v hyperfine >/dev/null || { echo "hyperfine is missing: apt-get install -y hyperfine" >&2; exit 1; }

# Build the target and the data file, and take one untimed pass to warm the page cache.
# JSONMARK_COMMAND is a shell command line, in which make expands each $ first: each word goes
# in single-quoted for the shell, each $ doubled for make, so the cache dir is never code.
for_make() {
  local word quoted line=
  for word in "$@"; do
    quoted=\'${word//\'/\'\\\'\'}\'
    line+=" ${quoted//\$/\$\$}"
  done
  printf %s "$line"
}
log=$(mktemp)
make -s "$target" JSONMARK_COMMAND="./jsonmark$(for_make --cache-dir "$cache" "${records[@]}") --benchmark Simple1Benchmark" \
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
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Both tools run the same stamped shell line; hyperfine's copy reads the path from the variable.
runs=${RUNS:-3}
stamps=$(printf %q "$work") # a folder under $TMPDIR, quoted for the shell whatever it holds
stamped="date +%s%N >> $stamps/start; $template; date +%s%N >> $stamps/end"
command=${stamped//\$FILENAME/\"\$JSONMARK_FILENAME\"}
# Prints "seconds inner [driver_cpu_percent]" per timed run: the tool's times (one per line on
# stdin, in the order they ran) beside the last as many stamps, which are then cleared.
pair() {
  python3 -c '
import sys
times = [line.split() for line in sys.stdin if line.strip()]
start = [int(x) for x in open(sys.argv[1])][-len(times):]
end = [int(x) for x in open(sys.argv[2])][-len(times):]
for t, a, b in zip(times, start, end):
    print(t[0], (b - a) / 1e9, *t[1:])' "$work/start" "$work/end"
  : >"$work/start"; : >"$work/end"
}

seconds_of_jsonmark() { # its timed runs, paired with their stamps (set-aside runs too)
  local dir=$work/results-$1
  ./jsonmark --cache-dir "$cache" "${records[@]}" --benchmark Simple1Benchmark --results-dir "$dir" \
    --runs "$runs" "${@:2}" "$stamped" >"$work/jsonmark.log" 2>&1 ||
    { echo "jsonmark failed:" >&2; tail -20 "$work/jsonmark.log" >&2; exit 1; }
  python3 -c "import csv,sys; [print(r['seconds'], r['driver_cpu_percent'] or 'nan') for r in csv.DictReader(open(sys.argv[1]))]" \
    "$(find "$dir" -name runs.csv)" | pair
}

for ((i = 1; i <= rounds; i++)); do
  : >"$work/start"; : >"$work/end"
  hyperfine --runs "$runs" --style none --export-json "$work/h$i.json" "$command" >/dev/null 2>&1
  python3 -c "import json,sys; [print(t) for t in json.load(open(sys.argv[1]))['results'][0]['times']]" \
    "$work/h$i.json" | pair >>"$work/hyperfine"
  seconds_of_jsonmark "p$i" >>"$work/plain"
  seconds_of_jsonmark "q$i" --profile >>"$work/profiled"
  echo "round $i/$rounds done" >&2
done

python3 - "$work" "$target" "$rounds" <<'PY'
import statistics, sys
work, target, rounds = sys.argv[1], sys.argv[2], sys.argv[3]
read = lambda name: [[float(x) for x in line.split()] for line in open(f"{work}/{name}")]
h, p, q = read("hyperfine"), read("plain"), read("profiled")
mean = lambda rows, i: statistics.mean(r[i] for r in rows)
sd = lambda xs: statistics.stdev(xs) if len(xs) > 1 else float("nan")
print(f"{target}, {rounds} interleaved rounds of {len(h) // int(rounds)} runs (seconds: mean ± sample sd)")
for label, rows in (("hyperfine", h), ("jsonmark", p), ("jsonmark --profile", q)):
    xs = [r[0] for r in rows]
    over = [1000 * (r[0] - r[1]) for r in rows]
    print(f"  {label:20s} {statistics.mean(xs):.4f} ± {sd(xs):.4f}   overhead beyond the command's"
          f" own time {statistics.mean(over):6.2f} ± {sd(over):.2f} ms   {' '.join(f'{x:.4f}' for x in xs)}")
print(f"  jsonmark / hyperfine, means            = {mean(p, 0) / mean(h, 0):.4f}")
print(f"  jsonmark --profile / jsonmark, means   = {mean(q, 0) / mean(p, 0):.4f}")
agree = 100 * ((mean(p, 0) - mean(p, 1)) - (mean(h, 0) - mean(h, 1))) / mean(h, 0)
print(f"  jsonmark's overhead minus hyperfine's  = {agree:+.3f} % of the time (target within ± 1 %)")
prof = 100 * ((mean(q, 0) - mean(q, 1)) - (mean(p, 0) - mean(p, 1))) / mean(p, 0)
print(f"  --profile's overhead minus plain's     = {prof:+.3f} % of the time")
print(f"  the driver's CPU while the runs ran    = {mean(p, 2):.2f} % of one core, with --profile"
      f" {mean(q, 2):.2f} % (target: --profile under 1 % more)")
PY
