#!/usr/bin/env bash
# A CI gate on instruction counts (docs/ci.md): counts the commands on the pull request's base and
# on its head with `jsonmark --measure instructions`, then fails when a command executes
# significantly more instructions on the head, by more than PCT %, through
# `jsonmark compare --measure instructions --fail-on-regression PCT`.
#
# Usage: bench/ci-gate.sh [-f PCT] [-b BUILD] [-o DIR] BASE_REF -- JSONMARK_ARGS...
#   BASE_REF        the commit to compare with (origin/main, a SHA); the head is the current
#                   checkout of the git repository in the working directory
#   -f PCT          the regression allowed, in % (default 1)
#   -b BUILD        a shell command that builds the programs, run in each checkout first
#   -o DIR          where the counts, the data file and the comparison go (default ci-gate)
#   JSONMARK_ARGS   the options and DESERIALIZER_CMDs of the run, e.g. --benchmark
#                   Simple1Benchmark 'target/release/parse $FILENAME'; the commands run in each
#                   checkout, so a relative path names that checkout's program
#   JSONMARK        the driver (default: ./jsonmark of the repository this script is in); both
#                   sides are counted by the same driver, on the same data file
# Exit status: 0 no regression; 1 a regression, or a run failed; 2 usage error.
set -euo pipefail
usage() { sed -n '7,17s/^# \{0,1\}//p' "$0" >&2; exit 2; }
pct=1 build= out=ci-gate
while getopts 'f:b:o:h' option; do
  case $option in
    f) pct=$OPTARG ;;
    b) build=$OPTARG ;;
    o) out=$OPTARG ;;
    *) usage ;;
  esac
done
shift $((OPTIND - 1))
(($# >= 2)) && [[ $2 == -- ]] || usage
base_ref=$1
shift 2
jsonmark=${JSONMARK:-$(cd "$(dirname "$0")/.." && pwd)/jsonmark}
head_src=$(git rev-parse --show-toplevel)
git rev-parse --verify --quiet "$base_ref^{commit}" >/dev/null \
  || { echo "ci-gate.sh: '$base_ref' is not a commit here (fetch it: git fetch origin, or checkout with fetch-depth: 0)" >&2; exit 2; }
mkdir -p "$out"
out=$(cd "$out" && pwd)
rm -rf "$out/base" "$out/head" "$out/compare"
base_src="$out/base-src"
git worktree remove --force "$base_src" 2>/dev/null || rm -rf "$base_src"
git worktree add --quiet --detach "$base_src" "$base_ref"
trap 'git -C "$head_src" worktree remove --force "$base_src" 2>/dev/null || true' EXIT

# count SRC RESULTS LABEL ARGS...: counts the commands in checkout SRC into folder RESULTS.
count() {
  local src=$1 results=$2 label=$3
  shift 3
  echo "== counting the $label, $(git -C "$src" rev-parse --short HEAD)"
  if [[ -n $build ]]; then (cd "$src" && sh -c "$build"); fi
  (cd "$src" && "$jsonmark" --measure instructions --cache-dir "$out/cache" \
    --results-dir "$results" "$@")
}
status=0
count "$base_src" "$out/base" base "$@" || status=$?
count "$head_src" "$out/head" head "$@" || status=$?
if ((status != 0)); then
  echo "ci-gate.sh: a count failed (exit status $status); see above" >&2
  exit 1
fi
"$jsonmark" compare --measure instructions --fail-on-regression "$pct" \
  --results-dir "$out/compare" "$out"/base/*/ "$out"/head/*/
