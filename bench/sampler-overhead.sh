#!/usr/bin/env bash
# Measures the profiling sampler's own CPU use against an idle `sleep` child (target: < 5 % of
# one core at the default 50 ms interval). Usage: bench/sampler-overhead.sh [INTERVAL_MS] [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q test-compile
classpath_file=$(mktemp)
trap 'rm -f "$classpath_file"' EXIT
mvn -B -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$classpath_file"
exec java -cp "target/classes:target/test-classes:$(cat "$classpath_file")" \
  jsonmark.profile.SamplerOverhead "${1:-50}" "${2:-10}"
