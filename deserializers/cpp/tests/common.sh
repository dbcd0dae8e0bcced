# Shared by run.sh and validate.sh (sourced, after `set -u`): the binary under test ($bin,
# the script's first argument), the samples ($testdata), a scratch folder ($dir, removed on
# exit), fail MESSAGE to count a failure, and finish NAME to report them and exit.
bin=${1:?usage: $(basename "$0") PATH/TO/jsonmark-cpp}
testdata=$(cd "$(dirname "$0")/../../testdata" && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
finish() {
  if [ "$failures" -gt 0 ]; then
    echo "$1: $failures failure(s)" >&2
    exit 1
  fi
  echo "$1: all passed"
}
# The variants to test: JSONMARK_CPP_VARIANTS, by default every variant of jsonmark-cpp.
variants=${JSONMARK_CPP_VARIANTS:-"dom_getline dom_load_many ondemand_load dom_load_many_threaded ondemand_load_threaded"}
