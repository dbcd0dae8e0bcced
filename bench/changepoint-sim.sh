#!/usr/bin/env bash
# Prints the false-alarm and detection rates of change-point detection and of the gate over
# history on seeded synthetic series (docs/history.md, "Change points"). Pure computation, no
# timing: any machine gives the same figures. Usage: bench/changepoint-sim.sh [TRIALS] [SD...]
# (SD: a point's relative noise, default 0.01 0.02 0.061 0.267).
set -euo pipefail
exec "$(dirname "$0")/run-test-class.sh" jsonmark.stats.changes.ChangePointSimulation "$@"
