#!/usr/bin/env bash
# The driver's own cost around what it measures, each figure beside its target (issue 49):
#
#   1. the gap between one timed run's exit and the next one's start, every default check on:
#      median and max, as the driver reports them in summary.json (driver_gap);
#   2. the time to answer: 20 runs of a ~1 ms program, data cached, every default view written,
#      through ./jsonmark (its class-data archive made first), the median wall time of TRIALS;
#   3. the driver's CPU while the runs run (driver_cpu_percent of a command that sleeps);
#   4. what --profile adds to it at its default interval.
#
#   bench/round-overhead.sh [TRIALS] [SLEEP_RUNS]    (defaults: 5 10)
#
# LAUNCHER=path/to/jsonmark measures another build (one before these changes: its gap reads n/a,
# for it does not report one). Run it on a quiet machine: every figure is the driver's time.
set -euo pipefail
cd "$(dirname "$0")/.."
trials=${1:-5}
sleep_runs=${2:-10}
# $work, $launcher, $records, $checksum and $program: the "program" reads the whole data file
# and prints its checksum, about a millisecond.
source bench/quick-program.sh

# One run of ./jsonmark into results folder $1 with the remaining arguments; its summary.json.
jsonmark_run() {
  local dir=$1
  shift
  "$launcher" --benchmark Simple1Benchmark --records "$records" --cache-dir "$work/cache" \
    --results-dir "$dir" -q "$@" >/dev/null 2>"$work/log" \
    || { echo "the driver failed:" >&2; tail -5 "$work/log" >&2; exit 1; }
  ls -d "$dir"/*/ | tail -1 | sed 's|/$|/summary.json|'
}

# A field of the first command of summary.json $1: python expression $2 on `c`.
field() {
  python3 -c 'import json,sys; c=json.load(open(sys.argv[1]))["commands"][0]; print(eval(sys.argv[2]))' "$1" "$2"
}

# The first run after a build writes the class-data archive; the next one puts it in place.
# (Run through the launcher: a build without one just runs twice.)
jsonmark_run "$work/warm" --runs 2 --startup-runs 0 -n warm "$program" >/dev/null
jsonmark_run "$work/warm" --runs 2 --startup-runs 0 -n warm "$program" >/dev/null

walls=()
gaps=()
for trial in $(seq "$trials"); do
  start=$(date +%s.%N)
  summary=$(jsonmark_run "$work/answer-$trial" --runs 20 -n quick "$program")
  end=$(date +%s.%N)
  walls+=("$(python3 -c "print(f'{$end - $start:.3f}')")")
  gaps+=("$(field "$summary" '"%.2f %.2f" % (c["driver_gap"]["median_ms"], c["driver_gap"]["max_ms"]) if "driver_gap" in c else "nan nan"')")
done
python3 - "$trials" "${walls[@]}" "${gaps[@]}" <<'EOF'
import statistics, sys
n = int(sys.argv[1])
walls = [float(w) for w in sys.argv[2:2 + n]]
gaps = [tuple(map(float, g.split())) for g in sys.argv[2 + n:]]
medians = [g[0] for g in gaps]
print(f"gap between runs, median (ms):   {statistics.median(medians):8.2f}   target <= 5 (hyperfine ~1)"
      f"   [per trial: {', '.join(f'{m:.2f}' for m in medians)}]")
print(f"gap between runs, max (ms):      {max(g[1] for g in gaps):8.2f}   (largest of {n} trials)")
print(f"time to answer, 20 runs (s):     {statistics.median(walls):8.3f}   target <= 2.0"
      f"   [per trial: {', '.join(f'{w:.3f}' for w in walls)}]")
EOF

sleeper="sleep 1; cat \$FILENAME > /dev/null; echo $checksum"
quiet=$(jsonmark_run "$work/quiet" --runs "$sleep_runs" --startup-runs 0 -n sleeper "$sleeper")
profiled=$(jsonmark_run "$work/profiled" --runs "$sleep_runs" --startup-runs 0 --profile \
  -n sleeper "$sleeper")
python3 - "$quiet" "$profiled" <<'EOF'
import json, sys
def cpu(path):
    return json.load(open(path))["commands"][0]["driver_cpu_percent"]
quiet, profiled = cpu(sys.argv[1]), cpu(sys.argv[2])
print(f"driver CPU while runs run (%):   {quiet:8.3f}   target <= 0.5 of one core")
print(f"--profile adds (% of one core):  {profiled - quiet:8.3f}   target <= 2"
      f"   (driver CPU with it: {profiled:.3f})")
# The profiler's own cost as the driver reports it: its readings' CPU over the runs' wall time.
runs = json.load(open(sys.argv[2]))["commands"][0]["runs"]
own = [r["profile"].get("sampler_cpu_s") for r in runs if r.get("profile")]
if own and all(o is not None for o in own):
    wall = sum(r["seconds"] for r in runs if r.get("profile"))
    print(f"sampler_cpu_s over wall (%):     {100 * sum(own) / wall:8.3f}   target <= 2"
          "   (the profiler's own cost, from summary.json)")
else:
    print("sampler_cpu_s over wall (%):          n/a   (this driver does not report it)")
EOF
