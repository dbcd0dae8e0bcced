#!/usr/bin/env bash
# Measures what the checks that a run read its data cost it: the map watcher's CPU, the
# ReadMeter's readings, and a watched / unwatched wall-time ratio of a CPU-bound child.
# Usage: bench/read-check-overhead.sh [SECONDS] [PAIRS]
set -euo pipefail
exec "$(dirname "$0")/run-test-class.sh" jsonmark.exec.ReadCheckOverhead "${1:-5}" "${2:-8}"
