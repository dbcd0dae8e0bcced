#!/usr/bin/env bash
# Reproduces issue 17's experiment: A = python-orjson on Simple1 records, AA = A twice in a row
# (true ratio 2.0), and A against A, under a seeded background load (bench/noise-load.py) in a
# bursty and a heavy form; jsonmark with --runs 5 and hyperfine --runs 5 side by side.
# Prints, per load and tool: trials whose AA/A ratio is within 5 % of 2.0, intervals that
# contain 2.0, their median half-width, and A-vs-A trials reported as no significant difference.
# Usage: bench/noise.sh [TRIALS] [RECORDS]   (PYTHON=... to choose the interpreter with orjson;
# JSONMARK_ARGS=... instead of jsonmark's --runs 5, e.g. "--precision 5 --max-time 60";
# SAME_ONLY=1 runs only the A-against-A trials: the false-alarm rate, three times faster)
set -euo pipefail
cd "$(dirname "$0")/.."
trials=${1:-10}
records=${2:-300000}
python=${PYTHON:-deserializers/python/.venv/bin/python}
read -r -a jsonmark_args <<<"${JSONMARK_ARGS:---runs 5}"
[ -x "$python" ] || { echo "noise.sh: $python not found; build it (make python) or set PYTHON" >&2; exit 2; }
[ -f target/jsonmark.jar ] || mvn -B -q package -DskipTests
work=$(mktemp -d)
cp target/jsonmark.jar "$work/jsonmark.jar" # a rebuild meanwhile must not change the driver
load_pid=
cleanup() { [ -z "$load_pid" ] || kill "$load_pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
a="$python $(pwd)/deserializers/python/main.py orjson \$FILENAME"
aa="$a >/dev/null && $a"
java -jar "$work/jsonmark.jar" --cache-dir "$work/cache" --benchmark Simple1Benchmark \
  --records "$records" --only-serialize > "$work/file"
file=$(cat "$work/file")

# jsonmark: prints "ratio low high" of the second command (B) over the first (A, the baseline),
# from summary.json.
jsonmark_ratio() { # results-dir seed command1 command2
  java -jar "$work/jsonmark.jar" --cache-dir "$work/cache" --benchmark Simple1Benchmark \
    --records "$records" "${jsonmark_args[@]}" --seed "$2" --results-dir "$1" --baseline A --name A --name B "$3" "$4" \
    > /dev/null 2>> "$work/jsonmark.log" || { tail -5 "$work/jsonmark.log" >&2; exit 1; }
  python3 - "$1" <<'PY'
import json, pathlib, sys
summary = json.loads(next(pathlib.Path(sys.argv[1]).glob("*/summary.json")).read_text())
# By name: the table puts the fastest first, and with the same command twice either may be.
rel = next(c for c in summary["commands"] if c["name"] == "B")["relative"]
waited = [c["waited_percent"] for c in summary["commands"]]
counted = [len([r for r in c["runs"] if r.get("contention", "none") != "set-aside"])
           for c in summary["commands"]]
print(rel["percent"] / 100, (rel["low_percent"] or 0) / 100, (rel["high_percent"] or 0) / 100,
      *waited, file=sys.stdout)
print("runs per command:", *counted, file=sys.stderr)
PY
}

hyperfine_ratio() { # command1 command2, with $FILENAME replaced
  hyperfine --runs 5 --style none --export-json "$work/h.json" "${1//\$FILENAME/$file}" \
    "${2//\$FILENAME/$file}" > /dev/null 2>&1
  python3 - "$work/h.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
print(r[1]["mean"] / r[0]["mean"])
PY
}

for form in bursty heavy; do
  : > "$work/$form.j"; : > "$work/$form.h"; : > "$work/$form.same"
  for trial in $(seq 1 "$trials"); do
    python3 bench/noise-load.py "$form" "$trial" & load_pid=$!
    if [ -z "${SAME_ONLY:-}" ]; then
      jsonmark_ratio "$work/r-$form-$trial" "$trial" "$a" "$aa" >> "$work/$form.j"
      hyperfine_ratio "$a" "$aa" >> "$work/$form.h"
    fi
    jsonmark_ratio "$work/s-$form-$trial" "$trial" "$a" "$a" >> "$work/$form.same"
    kill "$load_pid"; wait "$load_pid" 2>/dev/null || true; load_pid=
    echo "$form trial $trial: jsonmark ${SAME_ONLY:+(skipped)}$(tail -1 "$work/$form.j"), A vs A $(tail -1 "$work/$form.same"), hyperfine ${SAME_ONLY:+(skipped)}$(tail -1 "$work/$form.h")" >&2
  done
done

python3 - "$work" "$trials" <<'PY'
import statistics, sys
work, trials = sys.argv[1], int(sys.argv[2])
print("| background load | tool | A/AA within 5 % of 2.0 | interval contains 2.0 | median half-width"
      " | median error | worst error | A vs A: no significant difference | mean waited % |")
print("|---|---|---|---|---|---|---|---|---|")
for form in ("bursty", "heavy"):
    j = [list(map(float, l.split())) for l in open(f"{work}/{form}.j")]
    same = [list(map(float, l.split())) for l in open(f"{work}/{form}.same")]
    h = [float(l) for l in open(f"{work}/{form}.h")]
    if not j:  # SAME_ONLY: the false alarms alone
        nosig = sum(1 for r in same if r[1] <= 1 <= r[2])
        waited = statistics.mean(x for r in same for x in r[3:])
        print(f"| {form} | jsonmark | n/a | n/a | n/a | n/a | n/a | {nosig} of {trials}"
              f" | {waited:.0f} |")
        continue
    err = lambda r: abs(r / 2.0 - 1) * 100
    je = [err(r[0]) for r in j]
    he = [err(r) for r in h]
    contains = sum(1 for r in j if r[1] <= 2.0 <= r[2])
    half = statistics.median(max(r[2] / r[0] - 1, 1 - r[1] / r[0]) * 100 for r in j)
    nosig = sum(1 for r in same if r[1] <= 1 <= r[2])
    waited = statistics.mean(x for r in j for x in r[3:])
    print(f"| {form} | jsonmark | {sum(e <= 5 for e in je)} of {trials} | {contains} of {trials}"
          f" | {half:.1f} % | {statistics.median(je):.1f} % | {max(je):.1f} % | {nosig} of {trials}"
          f" | {waited:.0f} |")
    print(f"| {form} | hyperfine | {sum(e <= 5 for e in he)} of {trials} | n/a | n/a"
          f" | {statistics.median(he):.1f} % | {max(he):.1f} % | n/a | n/a |")
PY
