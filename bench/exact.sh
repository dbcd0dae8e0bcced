#!/usr/bin/env bash
# Issue 30's "how we will know": --measure instructions under the seeded background loads of
# bench/noise-load.py. Per target and trial, three runs of jsonmark (two commands each):
#   A against AA (A twice in a row: true ratio 2.0), A against A, and A against A+ (A after a
#   little extra work on the same data: `head -c N | sha256sum`, N calibrated so that it adds about
#   2 % of A's instructions), then `compare --measure instructions --fail-on-regression 1` of the
#   A-against-A+ folder after the A-against-A folder (must fail) and before it (must pass).
# Prints one line per trial and a table per target: AA/A within 1 % of 2.0, A vs A "no
# difference", A+ detected as more, the gate failing and passing as it should.
# Usage: bench/exact.sh [TRIALS] [RECORDS] [LOAD] [TARGET...]
#   LOAD: heavy, bursty or none; TARGET: a name of `make list-deserializers` (default:
#   python-orjson rust-serde go-unstructured-jsonparser cpp-ondemand-load).
#   DESERIALIZERS=dir to use deserializers built elsewhere (default: ./deserializers).
set -euo pipefail
cd "$(dirname "$0")/.."
trials=${1:-10}
records=${2:-5000}
load=${3:-heavy}
shift $(($# < 3 ? $# : 3))
targets=("$@")
((${#targets[@]})) || targets=(python-orjson rust-serde go-unstructured-jsonparser cpp-ondemand-load)
built=${DESERIALIZERS:-$(pwd)/deserializers}
command -v valgrind >/dev/null || { echo "exact.sh: valgrind is needed: apt-get install valgrind" >&2; exit 2; }
[ -f target/jsonmark.jar ] || mvn -B -q package -DskipTests
work=$(mktemp -d)
cp target/jsonmark.jar "$work/jsonmark.jar" # a rebuild meanwhile must not change the driver
load_pid=
cleanup() { [ -z "$load_pid" ] || kill "$load_pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
jsonmark() { java -jar "$work/jsonmark.jar" --cache-dir "$work/cache" --benchmark Simple1Benchmark --records "$records" "$@"; }
file=$(jsonmark --only-serialize 2>/dev/null)
bytes=$(stat -c %s "$file")

# The command of a target, from the Makefile's list, its programs by absolute path.
command_of() {
  local line
  line=$(make -s list-deserializers | grep "^$1: ") || { echo "exact.sh: no target $1" >&2; exit 2; }
  line=${line#*: }
  echo "${line//deserializers\//$built/}"
}

# "count" of one command under jsonmark: the mean instructions of its runs.
count_of() { # name command
  jsonmark --measure instructions --runs 1 --startup-runs 0 --results-dir "$work/cal" --name "$1" "$2" \
    > /dev/null 2>> "$work/jsonmark.log" || { tail -5 "$work/jsonmark.log" >&2; exit 1; }
  python3 - "$work/cal" <<'PY'
import json, pathlib, sys
folder = max(pathlib.Path(sys.argv[1]).glob("*/summary.json"), key=lambda p: p.stat().st_mtime)
print(round(json.loads(folder.read_text())["commands"][0]["instructions"]["mean"]))
PY
}

# "ratio low high significant" of B over A from a folder's summary.json.
ratio_of() { # folder
  python3 - "$1" <<'PY'
import json, pathlib, sys
summary = json.loads(next(pathlib.Path(sys.argv[1]).glob("*/summary.json")).read_text())
r = next(c for c in summary["commands"] if c["name"] == "B")["instructions"]["relative"]
print(f'{r["ratio"]:.6f} {r["low"]:.6f} {r["high"]:.6f} {int(r["low"] > 1 or r["high"] < 1)}')
PY
}

pair() { # folder seed commandA commandB
  jsonmark --measure instructions --startup-runs 0 --seed "$2" --results-dir "$1" --baseline A \
    --name A --name B "$3" "$4" > /dev/null 2>> "$work/jsonmark.log" \
    || { tail -5 "$work/jsonmark.log" >&2; exit 1; }
  ratio_of "$1"
}

gate() { # old new: 1 when compare --fail-on-regression 1 fails (exit 1), 0 when it passes
  local status=0
  java -jar "$work/jsonmark.jar" compare --measure instructions --fail-on-regression 1 \
    --results-dir "$work/cmp" "$1"/*/ "$2"/*/ > /dev/null 2>> "$work/compare.log" || status=$?
  [ "$status" -le 1 ] || { tail -3 "$work/compare.log" >&2; exit 1; }
  echo "$status"
}

echo "| target | load | trials | AA/A within 1 % of 2.0 | worst AA/A error | A vs A: no difference | A+ vs A: more | median A+/A | gate fails on A+ | gate passes on A |"
echo "|---|---|---|---|---|---|---|---|---|---|"
for target in "${targets[@]}"; do
  a=$(command_of "$target")
  aa="$a >/dev/null && $a"
  # Calibrate the extra work: sha256sum's instructions per byte, and A's count.
  a_count=$(count_of A "$a")
  full=$(count_of C "head -c $bytes \$FILENAME | sha256sum >/dev/null; $a")
  none=$(count_of C "head -c 0 \$FILENAME | sha256sum >/dev/null; $a")
  per_byte=$(python3 -c "print(max(1e-9, ($full - $none) / $bytes))")
  extra=$(python3 -c "print(max(0, min($bytes, int((0.02 * $a_count - ($none - $a_count)) / $per_byte))))")
  plus="head -c $extra \$FILENAME | sha256sum >/dev/null; $a"
  echo "$target: A counts $a_count; A+ adds head -c $extra | sha256sum: expected A+/A $(python3 -c "print(round(($none + $extra * $per_byte) / $a_count, 5))")" >&2
  : > "$work/$target.lines"
  for trial in $(seq 1 "$trials"); do
    if [ "$load" != none ]; then python3 bench/noise-load.py "$load" "$trial" & load_pid=$!; fi
    d="$work/$target-$trial"
    twice=$(pair "$d-aa" "$trial" "$a" "$aa")
    same=$(pair "$d-same" "$trial" "$a" "$a")
    more=$(pair "$d-plus" "$trial" "$a" "$plus")
    fails=$(gate "$d-same" "$d-plus")
    passes=$((1 - $(gate "$d-plus" "$d-same")))
    if [ -n "$load_pid" ]; then kill "$load_pid"; wait "$load_pid" 2>/dev/null || true; load_pid=; fi
    echo "$twice | $same | $more | $fails $passes" >> "$work/$target.lines"
    echo "$target $load trial $trial: AA/A $twice; A/A $same; A+/A $more; gate fails $fails, passes $passes" >&2
  done
  python3 - "$work/$target.lines" "$target" "$load" <<'PY'
import statistics, sys
rows = [[part.split() for part in line.split("|")] for line in open(sys.argv[1])]
n = len(rows)
twice = [float(r[0][0]) for r in rows]
err = [abs(t / 2 - 1) * 100 for t in twice]
same_ok = sum(1 for r in rows if r[1][3] == "0")
more_ok = sum(1 for r in rows if r[2][3] == "1" and float(r[2][0]) > 1)
fails = sum(int(r[3][0]) for r in rows)
passes = sum(int(r[3][1]) for r in rows)
print(f"| {sys.argv[2]} | {sys.argv[3]} | {n} | {sum(e <= 1 for e in err)} of {n} | {max(err):.4f} %"
      f" | {same_ok} of {n} | {more_ok} of {n}"
      f" | {statistics.median(float(r[2][0]) for r in rows):.5f} | {fails} of {n} | {passes} of {n} |")
PY
done
