#!/usr/bin/env bash
# Runs a measuring class from src/test/java (CLASS ARGS...) on the test classpath, after
# compiling the tests: what the bench/*-overhead.sh scripts share.
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q test-compile
classpath_file=$(mktemp)
trap 'rm -f "$classpath_file"' EXIT
mvn -B -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$classpath_file"
classpath="target/classes:target/test-classes:$(cat "$classpath_file")"
rm -f "$classpath_file"
exec java -cp "$classpath" "$@"
