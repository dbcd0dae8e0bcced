#!/usr/bin/env bash
# Tests of jsonmark-cpp: exact sums, one thread unless the variant's name says otherwise,
# and the rejection of invalid JSON in values the checksum never reads.
# Usage: deserializers/cpp/tests/run.sh PATH/TO/jsonmark-cpp
set -u
bin=${1:?usage: run.sh PATH/TO/jsonmark-cpp}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

variants="dom_getline dom_load_many ondemand_load dom_load_many_threaded ondemand_load_threaded"
good='{"integer_1":-12,"integer_2":981,"float_1":-431.2376523422,"float_2":1.2E-4,"bool":true,"words":["fact","river","stone","quiet","moon"],"str":"Week later.","datetime":"2013-07-06T19:04:23Z","coordinates":{"longitude":-122.419416,"latitude":37.774929},"null":null}'
other='{"null":null,"coordinates":{"latitude":-3.5e-5,"longitude":180},"datetime":"1999-12-31T23:59:59Z","str":"Quote \" and \u00e9.","words":["a","b","c","d","e"],"bool":false,"float_2":-0.0,"float_1":5E+2,"integer_2":-1000,"integer_1":-999}'

# 1. 12,000 records (about 3 MB, several of simdjson's 1 MB stream batches): exact sum in
#    every variant, and the stream's second thread only where the name says "threaded".
for _ in $(seq 6000); do printf '%s\n%s\n' "$good" "$other"; done > "$dir/many.jsonl"
want=$((6000 * (969 - 1999)))
for v in $variants; do
  out=$(JSONMARK_CPP_VERBOSE=1 "$bin" "$v" "$dir/many.jsonl" 2>"$dir/err") || fail "$v exited $? on valid data: $(cat "$dir/err")"
  [ "$out" = "$want" ] || fail "$v printed '$out', want $want"
  thread=$(sed -n 's/^stream thread: //p' "$dir/err")
  case $v in
    *_threaded) [ "$thread" = on ] || fail "$v: stream thread '$thread', want on" ;;
    dom_getline) [ "$thread" = n/a ] || fail "$v: stream thread '$thread', want n/a" ;;
    *) [ "$thread" = off ] || fail "$v: stream thread '$thread', want off (one thread by default)" ;;
  esac
done

# 2. One broken value on line 2 of 3, never integer_1 or integer_2: simdjson validates
#    everything, so every variant must exit 1 naming line 2, on one line of stderr.
check_rejected() { # name, broken line
  printf '%s\n%s\n%s\n' "$good" "$2" "$good" > "$dir/bad.jsonl"
  [ "$2" != "$good" ] || { fail "$1: the replacement did not change the record"; return; }
  for v in $variants; do
    out=$("$bin" "$v" "$dir/bad.jsonl" 2>"$dir/err"); code=$?
    if [ "$code" != 1 ]; then fail "$v accepted $1 (exit $code, printed '$out')"; continue; fi
    grep -q 'bad.jsonl: line 2: ' "$dir/err" || fail "$v on $1: stderr does not name line 2: $(cat "$dir/err")"
    [ "$(wc -l < "$dir/err")" = 1 ] || fail "$v on $1: stderr is not one line: $(cat "$dir/err")"
  done
}
broken() { # name, valid text, replacement
  check_rejected "$1" "${good/"$2"/"$3"}"
}
broken "unquoted string" '"str":"Week later."' '"str":Week'
broken "single-quoted string" '"str":"Week later."' "\"str\":'Week'"
broken "NaN" '"float_1":-431.2376523422' '"float_1":NaN'
broken "-Infinity" '"float_1":-431.2376523422' '"float_1":-Infinity'
broken "hex float" '"float_1":-431.2376523422' '"float_1":0x1p3'
broken "leading zero" '"float_1":-431.2376523422' '"float_1":01.5'
broken "plus sign" '"float_1":-431.2376523422' '"float_1":+1.5'
broken "trailing dot" '"float_1":-431.2376523422' '"float_1":1.'
broken "unquoted word" '["fact",' '[fact,'
broken "truncated null" '"null":null' '"null":nul'
broken "trailing comma in object" '"null":null}' '"null":null,}'
broken "trailing comma in array" '"moon"]' '"moon",]'
broken "invalid escape" '"Week later."' '"Week \x later."'
broken "raw control character" '"Week later."' "$(printf '"Week \001 later."')"
broken "comment" '"null":null}' '"null":null/*c*/}'
broken "integer_1 missing" '"integer_1":-12,' ''
broken "integer_1 null" '"integer_1":-12' '"integer_1":null'
broken "integer_2 fraction" '"integer_2":981' '"integer_2":981.5'

if [ "$failures" -gt 0 ]; then
  echo "jsonmark-cpp tests: $failures failure(s)" >&2
  exit 1
fi
echo "jsonmark-cpp tests: all passed"
