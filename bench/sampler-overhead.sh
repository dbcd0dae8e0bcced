#!/usr/bin/env bash
# Measures the profiling sampler's own CPU use against an idle `sleep` child (target: < 5 % of
# one core at the default 50 ms interval). Usage: bench/sampler-overhead.sh [INTERVAL_MS] [SECONDS]
set -euo pipefail
exec "$(dirname "$0")/run-test-class.sh" jsonmark.profile.SamplerOverhead "${1:-50}" "${2:-10}"
