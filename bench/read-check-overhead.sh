#!/usr/bin/env bash
# Measures what the checks that a run read its data cost it: the map watcher's CPU, the
# ReadMeter's readings, and a watched / unwatched wall-time ratio of a CPU-bound child.
# Usage: bench/read-check-overhead.sh [SECONDS] [PAIRS]
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q test-compile
classpath_file=$(mktemp)
trap 'rm -f "$classpath_file"' EXIT
mvn -B -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$classpath_file"
exec java -cp "target/classes:target/test-classes:$(cat "$classpath_file")" \
  jsonmark.exec.ReadCheckOverhead "${1:-5}" "${2:-8}"
