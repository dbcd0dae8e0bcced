#!/usr/bin/env bash
# Tests of jsonmark-cpp's validation mode (JSONMARK_VALIDATE=1), benchmark Data and the
# library line. Validation output is checked by deserializers/testdata/check_validation.py,
# which compares every value as the driver does.
# Usage: [JSONMARK_CPP_VARIANTS='rapidjson rapidjson-fullprec nlohmann'] deserializers/cpp/tests/validate.sh PATH/TO/BINARY
set -u
. "$(dirname "$0")/common.sh"
command -v python3 >/dev/null || { echo "SKIPPED validate.sh: python3 is needed for check_validation.py"; exit 0; }
check() { python3 "$testdata/check_validation.py" "$@"; }

# RapidJSON's default number parser (without kParseFullPrecisionFlag) is not correctly
# rounded: these samples' doubles it reads one or more units in the last place off;
# rapidjson-fullprec (kParseFullPrecisionFlag) reads them all exactly.
expected() { # benchmark, variant: check_validation.py's first line
  case $1:$2 in
    Simple1Benchmark:rapidjson) echo "3 of 20 lines differ" ;;
    Canada1Benchmark:rapidjson) echo "8 of 8 lines differ" ;;
    *) echo exact ;;
  esac
}

# 1. Every sample written back exactly, one line per record, then the checksum; Data in the
#    DOM variants (On-Demand: section 2).
while read -r benchmark want; do
  sample=$testdata/$benchmark.jsonl
  for v in $variants; do
    case $benchmark:$v in Data:ondemand*) continue ;; esac
    JSONMARK_VALIDATE=1 JSONMARK_BENCHMARK=$benchmark "$bin" "$v" "$sample" >"$dir/out" 2>"$dir/err" \
      || { fail "$benchmark $v exited $?: $(cat "$dir/err")"; continue; }
    [ "$(wc -l < "$dir/out")" = "$(($(wc -l < "$sample") + 1))" ] || fail "$benchmark $v: not one line per record and the sum"
    [ "$(tail -n 1 "$dir/out")" = "$want" ] || fail "$benchmark $v: last line '$(tail -n 1 "$dir/out")', want $want"
    report=$(check "$sample" "$dir/out")
    [ "${report%%$'\n'*}" = "$(expected "$benchmark" "$v")" ] || fail "$benchmark $v: $report"
  done
done < "$testdata/checksums.txt"

# 2. On-Demand streams (iterate_many) of simdjson 3.0.1 cannot read a top-level number, true or
#    null (the root-scalar check sees the whole batch: TRAILING_CONTENT); strings and every
#    array and object they read exactly.
grep -E '^[[{]' "$testdata/Data.jsonl" > "$dir/containers.jsonl"
containers=$(python3 "$testdata/generic_checksum.py" "$dir/containers.jsonl")
for v in $variants; do
  case $v in ondemand*) ;; *) continue ;; esac
  JSONMARK_BENCHMARK=Data "$bin" "$v" "$testdata/Data.jsonl" >"$dir/out" 2>"$dir/err"; code=$?
  [ "$code" = 1 ] || fail "$v on Data.jsonl exited $code"
  grep -q 'line 4 (document 4): invalid JSON: Unexpected trailing content' "$dir/err" \
    || fail "$v on Data.jsonl: $(cat "$dir/err")"
  JSONMARK_VALIDATE=1 JSONMARK_BENCHMARK=Data "$bin" "$v" "$dir/containers.jsonl" >"$dir/out" 2>"$dir/err" \
    || fail "$v on the arrays and objects of Data.jsonl exited $?: $(cat "$dir/err")"
  [ "$(tail -n 1 "$dir/out")" = "$containers" ] || fail "$v: Data sum $(tail -n 1 "$dir/out"), want $containers"
  report=$(check "$dir/containers.jsonl" "$dir/out") || fail "$v on the arrays and objects of Data.jsonl: $report"
  printf '[]\n"a top-level string"\n' > "$dir/string.jsonl"
  out=$(JSONMARK_BENCHMARK=Data "$bin" "$v" "$dir/string.jsonl" 2>"$dir/err")
  [ "${out##*$'\n'}" = $((2 + 5 + 19 * 18)) ] || fail "$v on a top-level string: '$out' $(cat "$dir/err")"
done

# 3. The definition's example, and code points rather than bytes, in every variant.
printf '%s\n' '{"a":[1,2.5,"xé"],"b":{"c":null,"d":true}}' '["\ud83d\ude00","a\nb",{"é":false}]' > "$dir/example.jsonl"
for v in $variants; do
  out=$(JSONMARK_BENCHMARK=Data "$bin" "$v" "$dir/example.jsonl" 2>"$dir/err")
  [ "${out##*$'\n'}" = $((177 + 2 + 24 + 62 + 1 + 3 + 19 + 13)) ] || fail "$v: example sums to '$out' $(cat "$dir/err")"
done

# 4. The library line: the version of the headers, in the normal mode only.
simdjson=$(sed -n 's/^#define SIMDJSON_VERSION "*\([0-9.]*\)"*$/\1/p' /usr/include/simdjson.h)
rapidjson=$(sed -n 's/^#define RAPIDJSON_\(MAJOR\|MINOR\|PATCH\)_VERSION \([0-9]*\)$/\2/p' /usr/include/rapidjson/rapidjson.h | paste -sd.)
nlohmann=$(sed -n 's/^#define NLOHMANN_JSON_VERSION_\(MAJOR\|MINOR\|PATCH\) \([0-9]*\).*$/\2/p' /usr/include/nlohmann/detail/abi_macros.hpp | paste -sd.)
for v in $variants; do
  case $v in
    rapidjson | rapidjson-fullprec) want="library: RapidJSON $rapidjson" ;;
    nlohmann) want="library: nlohmann/json $nlohmann" ;;
    *) want="library: simdjson $simdjson" ;;
  esac
  out=$("$bin" "$v" "$testdata/Simple1Benchmark.jsonl")
  [ "${out%%$'\n'*}" = "$want" ] || fail "$v: first line '${out%%$'\n'*}', want $want"
  JSONMARK_VALIDATE=1 "$bin" "$v" "$testdata/Simple1Benchmark.jsonl" | grep -q '^library:' && fail "$v: a library line in validation mode"
done

# 5. 100,000 opening brackets (closed or not, alone or under a key): one line of stderr and
#    exit 1, any benchmark (On-Demand's recursion used to overflow the stack on closed ones;
#    RapidJSON's and nlohmann's writers recurse, so validation mode refuses such depths).
brackets() { printf '%0.s[' $(seq 100000); [ "$1" = open ] || printf '%0.s]' $(seq 100000); }
{ brackets open; echo; } > "$dir/open.jsonl"
{ brackets closed; echo; } > "$dir/closed.jsonl"
{ printf '{"integer_1":1,"integer_2":2,"x":'; brackets closed; echo '}'; } > "$dir/under_a_key.jsonl"
for file in open closed under_a_key; do
  for v in $variants; do
    for benchmark in Simple1Benchmark Data; do
      for validate in 0 1; do
        JSONMARK_VALIDATE=$validate JSONMARK_BENCHMARK=$benchmark "$bin" "$v" "$dir/$file.jsonl" >/dev/null 2>"$dir/err"; code=$?
        # RapidJSON and nlohmann/json have no depth limit: valid brackets are read (and a
        # valid Simple1 record holds them under a key), only written back they are refused.
        case $v:$file:$validate:$benchmark in
          rapidjson*:closed:0:Data | nlohmann:closed:0:Data | rapidjson*:under_a_key:0:* | nlohmann:under_a_key:0:*)
            [ "$code" = 0 ] || fail "$v $benchmark on valid $file brackets exited $code: $(head -c 300 "$dir/err")"
            continue ;;
        esac
        [ "$code" = 1 ] || fail "$v $benchmark on $file brackets exited $code"
        [ "$(wc -l < "$dir/err")" = 1 ] || fail "$v $benchmark on $file brackets: $(head -c 300 "$dir/err")"
      done
    done
  done
done

finish "jsonmark-cpp validation tests"
