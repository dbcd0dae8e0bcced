#!/usr/bin/env bash
# --measure instructions over every deserializer of `make list-deserializers` on one file, in one
# driver run: prints how long it took and each command's spread ((max - min) / min of its
# counts, from summary.json) and whether the driver called it exact. Counts do not depend on the
# machine's load, so the spreads may be taken on a busy machine; the time may not (take it on a
# quiet one, with nothing else running).
#
# Usage: bench/count-all.sh [RUNS] [RECORDS] [TARGET...]
#   RUNS: counted runs per command (default 5; "default" for the driver's own: 2, a third when
#   they differ, and its one start-up run); RECORDS: Simple1 records (default 1000; "default"
#   for the driver's own under --measure instructions, 20,000); JOBS=N for --jobs N (default:
#   the driver's, the number of cores);
#   TARGET: names of `make list-deserializers` (default: every one that is built).
#   DESERIALIZERS=dir to use deserializers built elsewhere (default: ./deserializers).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
records=${2:-1000}
shift $(($# < 2 ? $# : 2))
built=${DESERIALIZERS:-$(pwd)/deserializers}
command -v valgrind >/dev/null || { echo "count-all.sh: valgrind is needed: apt-get install valgrind" >&2; exit 2; }
[ -f target/jsonmark.jar ] || mvn -B -q package -DskipTests
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp target/jsonmark.jar "$work/jsonmark.jar" # a rebuild meanwhile must not change the driver

args=()
while IFS= read -r line; do
  name=${line%%: *}
  command=${line#*: }
  command=${command//deserializers\//$built/}
  if (($#)) && [[ " $* " != *" $name "* ]]; then continue; fi
  program=${command%% *}
  [ "$program" = node ] || [ "$program" = java ] || [ -x "$program" ] \
    || { echo "count-all.sh: $name is not built ($program): skipped" >&2; continue; }
  args+=(--name "$name" "$command")
done < <(make -s list-deserializers)
((${#args[@]})) || { echo "count-all.sh: no deserializer to count" >&2; exit 2; }

echo "# $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); $runs runs of $((${#args[@]} / 3)) commands on $records records"
start=$(date +%s)
options=()
[ "$runs" = default ] || options+=(--runs "$runs" --startup-runs 0)
[ "$records" = default ] || options+=(--records "$records")
[ -z "${JOBS:-}" ] || options+=(--jobs "$JOBS")
java -jar "$work/jsonmark.jar" --cache-dir "$work/cache" --results-dir "$work/results" \
  --benchmark Simple1Benchmark --measure instructions "${options[@]}" \
  --timeout 1800 "${args[@]}" > "$work/out.txt" 2> "$work/err.txt" \
  || { tail -20 "$work/err.txt" >&2; echo "count-all.sh: the driver failed (above)" >&2; }
end=$(date +%s)
echo "# --measure instructions took $((end - start)) s (load average after: $(cut -d' ' -f1-3 /proc/loadavg))"
python3 - "$work/results" <<'PY'
import json, pathlib, sys
summary = json.loads(next(pathlib.Path(sys.argv[1]).glob("*/summary.json")).read_text())
print("| command | runs | min | max | spread | exact |")
print("|---|---:|---:|---:|---:|---|")
for c in summary["commands"]:
    i = c.get("instructions")
    if not i:
        print(f'| {c["name"]} | 0 | | | | failed |')
        continue
    exact = {True: "yes", False: "no", None: "unknown"}[i["exact"]]
    print(f'| {c["name"]} | {i["runs"]} | {i["min"]:,} | {i["max"]:,} | {i["spread_percent"]:.4f} % | {exact} |')
PY
