#!/usr/bin/env bash
# How much CPU the driver itself uses while the commands it measures run (target: < 0.5 % of
# one core), per driver thread (JIT compilers, the CPU-wait sampler, the mapping watcher, main).
# The command sleeps, so everything on the clock is the driver's:
#
#   bench/driver-cpu.sh [RUNS] [SECONDS_PER_RUN] [JAR]    (defaults: 10 1 target/jsonmark.jar)
#
# JAR lets two builds be compared, interleaved, on the same (noisy) machine.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
seconds=${2:-1}
jar=${3:-target/jsonmark.jar}
[[ -f $jar ]] || ./jsonmark --version >/dev/null # builds the jar when it is missing
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
java -Xmx128m -jar "$jar" --benchmark Simple1Benchmark --records 2000 --runs "$runs" \
  --startup-runs 0 --results-dir "$work/results" --cache-dir "$work/cache" -n sleeper \
  "sleep $seconds; cat \$FILENAME > /dev/null; echo -31447" >/dev/null 2>"$work/log" &
driver=$!
python3 "$(dirname "$0")/driver-threads.py" "$driver"
wait "$driver" || { echo "the driver failed:" >&2; tail -5 "$work/log" >&2; exit 1; }
grep -h "driver itself used" "$work/log" || true
