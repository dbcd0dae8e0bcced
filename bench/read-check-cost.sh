#!/usr/bin/env bash
# Measures what a driver pays for its own copy of the data file (copy + SHA-256, once per
# benchmark and after every restore) against a plain copy and a plain SHA-256 pass, and what
# watching the copy costs between two runs (inotify drain, access time set back and read).
# Run it on a quiet machine: on a shared one the figures say more about the neighbours.
# Usage: bench/read-check-cost.sh [MEGABYTES] [REPEATS] [DIR]   (DIR: the file system to test;
# default target/)
set -euo pipefail
exec "$(dirname "$0")/run-test-class.sh" jsonmark.readcheck.PrivateCopyCost "${1:-332}" "${2:-5}" \
  "${3:-target}"
