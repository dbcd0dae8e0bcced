#!/usr/bin/env bash
# Where the JIT compiles during a benchmark of a ~1 ms program (issue 49, item 1): each
# compilation HotSpot logs (-XX:+PrintCompilation) is counted against the timed run that was
# last started when it was logged, so a count under run N is work the JIT did in the gap before
# run N+1 or while run N ran, beside it. The between-runs path compiled before the first timed run
# shows as few compilations per run; a burst under one run is what made the settle before the
# next ones wait (the first write of the text results was such a burst).
#
#   bench/gap-compiles.sh [RUNS]    (default: 20)
#
# LAUNCHER=path/to/jsonmark measures another build. Counts, not times: any machine will do, but
# the figures of summary.json it prints beside them (driver_gap) are times, for a quiet machine.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20}
source bench/quick-program.sh # $work, $launcher, $records, $checksum, $program
run() {
  local dir=$1
  shift
  "$launcher" --benchmark Simple1Benchmark --records "$records" --cache-dir "$work/cache" \
    --results-dir "$dir" "$@" "$program" >/dev/null
}
# The class-data archive first, as bench/round-overhead.sh makes it.
run "$work/warm" --runs 2 --startup-runs 0 -n warm -q 2>/dev/null
run "$work/warm" --runs 2 --startup-runs 0 -n warm -q 2>/dev/null
LOG_LEVEL=DEBUG JSONMARK_JAVA_OPTS="${JSONMARK_JAVA_OPTS:-} -XX:+PrintCompilation" \
  run "$work/quick" --runs "$runs" -n quick 2>"$work/log"
summary=$(ls -d "$work/quick"/*/ | tail -1)summary.json
python3 - "$work/log" "$runs" "$summary" <<'PYEOF'
import json, re, statistics, sys
log, runs, summary = sys.argv[1], int(sys.argv[2]), sys.argv[3]
compiled = re.compile(r"^\s*\d+\s+\d+\s")
started = re.compile(r"^DEBUG: Running quick run (\d+)/")
run, per_run, before = 0, {}, 0
for line in open(log, errors="replace"):
    m = started.match(line)
    if m:
        run = int(m.group(1))
    elif compiled.match(line):
        if run == 0:
            before += 1
        else:
            per_run[run] = per_run.get(run, 0) + 1
counts = [per_run.get(n, 0) for n in range(1, runs + 1)]
print(f"compilations before the first timed run:        {before}")
print(f"compilations per timed run (to the next start): median {statistics.median(counts[:-1])},"
      f" max {max(counts[:-1])} (under run {counts.index(max(counts[:-1])) + 1}),"
      f" total {sum(counts[:-1])} of runs 1-{runs - 1}")
print(f"compilations after the last run started:        {counts[-1]}  (the final writing)")
print("per run:", " ".join(str(c) for c in counts))
try:
    gap = json.load(open(summary))["commands"][0]["driver_gap"]
    print(f"driver_gap: median {gap['median_ms']:.2f} ms, max {gap['max_ms']:.2f} ms"
          "  (a time: meaningful on a quiet machine only)")
except (OSError, KeyError, IndexError, ValueError):
    print("driver_gap: n/a")
PYEOF
