#!/usr/bin/env bash
# Two consecutive `make results`, and whether they give the same answer (issue: "the same answer
# twice"): per benchmark, the Spearman rank correlation of mean time (target >= 0.99) and of
# instructions per record (>= 0.999), and the median |change| of each command's % time against
# the fastest (<= 3 %); with each run's wall time (target <= 45 min on 2 cores). Take it with
# nothing else running: bench/host-speed.py's reading is printed first, then again between runs.
#
# Usage: bench/results-twice.sh [OUT_DIR] [make variables...]
#   OUT_DIR: where both RESULTS_DIRs go (default: a new folder under /tmp, kept and printed).
#   Any NAME=VALUE after it goes to both `make results`, e.g. RESULTS_BENCHMARK=Simple1Benchmark.
# Exit status: 0 when every target is met, 1 when one is not, 2 when a run could not be made.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-$(mktemp -d /tmp/jsonmark-results-twice.XXXXXX)}
shift $(($# ? 1 : 0))
mkdir -p "$out"
echo "# $(nproc) cores; results in $out"
for pass in first second; do
  echo "## host before the $pass run (bench/host-speed.py 40 0.25):"
  python3 bench/host-speed.py 40 0.25 2>&1 | sed "s/^/#   /"
  start=$(date +%s)
  status=0
  make -s results RESULTS_DIR="$out/$pass" "$@" >"$out/$pass.log" 2>&1 || status=$?
  # make exits 2 whenever its recipe fails, and the recipe fails when --validate or conformance
  # finds a deserializer reading wrong, with every figure written: a run finished when its
  # conformance folder was written, whatever the status.
  grep -q -- "-conformance$" "$out/$pass.log" \
    || { echo "results-twice.sh: make results exited $status before its end; see $out/$pass.log" >&2; exit 2; }
  echo "## $pass make results: $(( $(date +%s) - start )) s (exit $status)"
done
python3 bench/results_agreement.py "$out/first" "$out/second"
