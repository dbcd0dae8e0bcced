#!/usr/bin/env bash
# What a matrix of N machines would take for `make results`: runs its N parts one after the
# other on this machine (as the matrix would run them side by side), then the merge, and prints
# each part's wall time, the slowest, the merge's, and the whole `make results` for comparison.
# For docs/lab: run it on a quiet machine, where no other job shares the cores.
#
# Usage: bench/results-shards.sh [N] [OUT]
#   N     how many parts (default 4)
#   OUT   where the parts, the merged result, the whole run and the timings go
#         (default target/results-shards)
# Exit status: 0 every part, the merge and the whole run passed; 1 one failed.
set -euo pipefail
parts=${1:-4}
out=${2:-target/results-shards}
cd "$(dirname "$0")/.."
rm -rf "$out" && mkdir -p "$out"
status=0
seconds() { local start=$SECONDS; "$@" >"$out/last.log" 2>&1 || status=1; echo $((SECONDS - start)); }
slowest=0
for k in $(seq 1 "$parts"); do
  took=$(seconds make results SHARD="$k/$parts" RESULTS_DIR="$out/sharded")
  echo "part $k/$parts: ${took} s" | tee -a "$out/timings.txt"
  (( took > slowest )) && slowest=$took
done
merge=$(seconds make results-merge RESULTS_DIR="$out/sharded")
echo "merge: ${merge} s" | tee -a "$out/timings.txt"
echo "a $parts-machine matrix: $((slowest + merge)) s (the slowest part, then the merge)" \
  | tee -a "$out/timings.txt"
whole=$(seconds make results RESULTS_DIR="$out/whole")
echo "make results on one machine: ${whole} s" | tee -a "$out/timings.txt"
exit $status
