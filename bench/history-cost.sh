#!/usr/bin/env bash
# What the history store costs (issue 47, item 7): the time to record one run (opening the
# store and writing it, as the driver's DEBUG line times it, without the JVM's start), and
# `jsonmark history show NAME` over RUNS synthetic runs of DESERIALIZERS commands (default
# 1,000 runs of 33), filled directly from made-up results folders by `history import`.
# Targets: 50 ms to record a run, 2 s for show. Take the figures on a quiet machine.
# Usage: bench/history-cost.sh [RUNS] [DESERIALIZERS] [REPEATS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-1000}
commands=${2:-33}
repeats=${3:-5}
[ -f target/jsonmark.jar ] || mvn -B -q package -DskipTests
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp target/jsonmark.jar "$work/jsonmark.jar"
jsonmark() { java -jar "$work/jsonmark.jar" "$@"; }
ms_since() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }

# One real run's summary.json is the template: every synthetic one is read as the real ones are.
jsonmark --benchmark Simple1Benchmark --records 300 --runs 2 --startup-runs 0 --no-history \
  --cache-dir "$work/cache" --results-dir "$work/template" \
  "python3 deserializers/python/main.py json \$FILENAME" > /dev/null 2>&1
template=$(ls "$work"/template/*/summary.json)
python3 - "$template" "$work/synthetic" "$runs" "$commands" <<'PY'
import copy, datetime, json, pathlib, random, sys, uuid
template, out, runs, commands = json.loads(pathlib.Path(sys.argv[1]).read_text()), \
    pathlib.Path(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
rng = random.Random(47)
one = template["commands"][0]
start = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
for r in range(runs):
    summary = copy.deepcopy(template)
    summary["run"] = {"id": str(uuid.UUID(int=rng.getrandbits(128))), "commit": f"{r:040x}"}
    summary["start_time"] = (start + datetime.timedelta(hours=r)).isoformat().replace("+00:00", "Z")
    summary["commands"] = []
    for c in range(commands):
        command = copy.deepcopy(one)
        command["name"] = f"deserializer-{c:02d}"
        command["command"] = f"deserializer-{c:02d} $FILENAME"
        mean = (0.2 + 0.01 * c) * (1.1 if r >= runs // 2 and c == 0 else 1) * rng.lognormvariate(0, 0.02)
        command["statistics"].update(mean_s=mean, median_s=mean, min_s=mean * 0.98, max_s=mean * 1.02)
        summary["commands"].append(command)
    folder = out / f"run{r:05d}"
    folder.mkdir(parents=True)
    (folder / "summary.json").write_text(json.dumps(summary))
PY
store="jdbc:sqlite:$work/history.sqlite"
t=$(date +%s%N)
jsonmark history import "$work/synthetic" --history "$store" > /dev/null
echo "import of $runs runs of $commands commands (one process, JVM start included): $(ms_since "$t") ms"

# record_cost LABEL PROGRAM...: REPEATS recordings of a small run by PROGRAM, each one's total
# (opening the store and writing the run, from the driver's DEBUG line, without the JVM's start),
# then a RECORDING COST line: their median against the 50 ms target.
record_cost() {
  local label=$1 line opened written total
  shift
  local totals=()
  echo "recording one run into the store, $label:"
  for i in $(seq "$repeats"); do
    line=$(LOG_LEVEL=DEBUG "$@" --benchmark Simple1Benchmark --records 300 --runs 2 \
      --startup-runs 0 --history "$store" --cache-dir "$work/cache" --results-dir "$work/results" \
      "python3 deserializers/python/main.py json \$FILENAME" 2>&1 >/dev/null \
      | grep -o 'opened in [0-9.]* ms, written in [0-9.]* ms' || true)
    if [ -z "$line" ]; then
      echo "  run $i: not recorded (run it with LOG_LEVEL=DEBUG by hand to see why)"
      continue
    fi
    read -r opened written < <(echo "$line" \
      | sed 's/opened in \([0-9.]*\) ms, written in \([0-9.]*\) ms/\1 \2/')
    total=$(awk -v a="$opened" -v b="$written" 'BEGIN { printf "%.1f", a + b }')
    totals+=("$total")
    echo "  run $i: $total ms (opening $opened ms, writing $written ms)"
  done
  if [ ${#totals[@]} -gt 0 ]; then
    printf '%s\n' "${totals[@]}" | sort -n | awk -v label="$label" '{ v[NR] = $1 } END {
      m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
      printf "RECORDING COST (%s): median %.1f ms, min %.1f ms, max %.1f ms over %d runs;" \
        " target 50 ms: %s\n", label, m, v[1], v[NR], NR, (m <= 50 ? "met" : "MISSED") }'
  fi
}
# As users run it: the launcher, with its class-data archive. Its first run, which records too,
# makes the archive if there is none as new as the jar, so it goes first, uncounted.
./jsonmark --benchmark Simple1Benchmark --records 300 --runs 2 --startup-runs 0 \
  --history "jdbc:sqlite:$work/warm-up.sqlite" \
  --cache-dir "$work/cache" --results-dir "$work/warm-up" \
  "python3 deserializers/python/main.py json \$FILENAME" > /dev/null 2>&1
record_cost "./jsonmark, with the launcher's class-data archive" ./jsonmark
record_cost "java -jar, without class-data sharing" jsonmark

echo "history show deserializer-00 over $runs runs (whole command, JVM start included; target 2 s):"
for i in $(seq "$repeats"); do
  t=$(date +%s%N)
  jsonmark history show deserializer-00 --history "$store" --html "$work/history.html" > /dev/null
  echo "  $(ms_since "$t") ms"
done
t=$(date +%s%N)
jsonmark --version > /dev/null
echo "for reference, jsonmark --version (the JVM's start alone): $(ms_since "$t") ms"
