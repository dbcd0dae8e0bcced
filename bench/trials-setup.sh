# Sourced by the history trials (bench/history-trials.sh, bench/compare-history-trials.sh): a
# copy of the driver in a new work folder (a rebuild meanwhile must not change it), removed on
# exit, and with LOAD=1 bench/noise-load.py's seeded background load, stopped on exit.
[ -f target/jsonmark.jar ] || mvn -B -q package -DskipTests
work=$(mktemp -d)
cp target/jsonmark.jar "$work/jsonmark.jar"
load_pid=
cleanup() { [ -z "$load_pid" ] || kill "$load_pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
if [ "${LOAD:-0}" = 1 ]; then
  python3 bench/noise-load.py --seed 47 > /dev/null 2>&1 &
  load_pid=$!
fi
