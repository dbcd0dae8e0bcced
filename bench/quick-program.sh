# Sourced by bench/round-overhead.sh and bench/gap-compiles.sh: a temporary folder ($work,
# removed on exit), the launcher ($launcher, LAUNCHER or ./jsonmark, built when stale), a data
# file of $records Simple1 records in $work/cache, its $checksum, and the "program" that reads
# the whole file and prints the checksum, about a millisecond ($program).
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
launcher=${LAUNCHER:-./jsonmark}
"$launcher" --version >/dev/null # builds the jar when it is missing or stale

records=200
"$launcher" --only-serialize --benchmark Simple1Benchmark --records "$records" \
  --cache-dir "$work/cache" 2>/dev/null >/dev/null
checksum=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["holds"]["checksum"])' \
  "$work/cache/Simple1Benchmark.1.jackson.$records.jsonl.meta.json")
program="cat \$FILENAME > /dev/null; echo $checksum"
