#!/usr/bin/env bash
# Tests of jsonmark-cpp (and, given its variants, of jsonmark-cpp-tree): exact sums, one
# thread unless the variant's name says otherwise (simdjson's streams),
# and the rejection of invalid JSON in values the checksum never reads; then the same for
# every benchmark of docs/benchmarks.md on the shared samples (deserializers/testdata);
# then one document per line, of any length, in every variant.
# Usage: [JSONMARK_CPP_VARIANTS='rapidjson rapidjson-fullprec nlohmann'] deserializers/cpp/tests/run.sh PATH/TO/BINARY
set -u
export LC_ALL=C  # the string surgery below is byte-wise
unset JSONMARK_BENCHMARK  # sections 1 and 2: the default, Simple1Benchmark
. "$(dirname "$0")/common.sh"

good='{"integer_1":-12,"integer_2":981,"float_1":-431.2376523422,"float_2":1.2E-4,"bool":true,"words":["fact","river","stone","quiet","moon"],"str":"Week later.","datetime":"2013-07-06T19:04:23Z","coordinates":{"longitude":-122.419416,"latitude":37.774929},"null":null}'
other='{"null":null,"coordinates":{"latitude":-3.5e-5,"longitude":180},"datetime":"1999-12-31T23:59:59Z","str":"Quote \" and \u00e9.","words":["a","b","c","d","e"],"bool":false,"float_2":-0.0,"float_1":5E+2,"integer_2":-1000,"integer_1":-999}'

# 1. 12,000 records (about 3 MB, several of simdjson's 1 MB stream batches): exact sum in
#    every variant, and the stream's second thread only where the name says "threaded".
for _ in $(seq 6000); do printf '%s\n%s\n' "$good" "$other"; done > "$dir/many.jsonl"
want=$((6000 * (969 - 1999)))
for v in $variants; do
  out=$(JSONMARK_CPP_VERBOSE=1 "$bin" "$v" "$dir/many.jsonl" 2>"$dir/err") || fail "$v exited $? on valid data: $(cat "$dir/err")"
  out=${out##*$'\n'}  # the sum is the last line, after the library line
  [ "$out" = "$want" ] || fail "$v printed '$out', want $want"
  thread=$(sed -n 's/^stream thread: //p' "$dir/err")
  case $v in
    *_threaded) [ "$thread" = on ] || fail "$v: stream thread '$thread', want on" ;;
    dom_getline) [ "$thread" = n/a ] || fail "$v: stream thread '$thread', want n/a" ;;
    rapidjson | rapidjson-fullprec | nlohmann) ;;  # jsonmark-cpp-tree: one thread, no stream
    *) [ "$thread" = off ] || fail "$v: stream thread '$thread', want off (one thread by default)" ;;
  esac
done

# 2. One broken value on line 2 of 3, never integer_1 or integer_2: simdjson, RapidJSON and
#    nlohmann/json validate everything, so every variant must exit 1 naming line 2, on one
#    line of stderr.
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

# 3. Every benchmark: the sample's checksum from testdata/checksums.txt in every variant,
#    and the same sample 100 times over (1.5 to 2.7 MB: several stream batches).
while read -r benchmark want; do
  sample=$testdata/$benchmark.jsonl
  for _ in $(seq 100); do cat "$sample"; done > "$dir/$benchmark.x100.jsonl"
  for v in $variants; do
    # simdjson 3.0.1's iterate_many cannot read a top-level number, true or null (tests/validate.sh).
    case $benchmark:$v in Data:ondemand*) continue ;; esac
    out=$(JSONMARK_BENCHMARK=$benchmark "$bin" "$v" "$sample" 2>"$dir/err") || fail "$benchmark $v exited $?: $(cat "$dir/err")"
    out=${out##*$'\n'}
    [ "$out" = "$want" ] || fail "$benchmark $v printed '$out', want $want"
    out=$(JSONMARK_BENCHMARK=$benchmark "$bin" "$v" "$dir/$benchmark.x100.jsonl" 2>"$dir/err") || fail "$benchmark $v x100 exited $?: $(cat "$dir/err")"
    out=${out##*$'\n'}
    [ "$out" = "$((want * 100))" ] || fail "$benchmark $v x100 printed '$out', want $((want * 100))"
  done
done < "$testdata/checksums.txt"
# Unset means Simple1Benchmark, so a Twitter file is invalid.
"$bin" "${variants%% *}" "$testdata/Twitter1Benchmark.jsonl" >/dev/null 2>&1 && fail "a Twitter file passed as Simple1Benchmark"

# 4. An unknown benchmark: exit 2, one line of stderr naming every known benchmark.
for name in Twitter2Benchmark "" simple1benchmark; do
  for v in $variants; do
    out=$(JSONMARK_BENCHMARK=$name "$bin" "$v" "$testdata/Simple1Benchmark.jsonl" 2>"$dir/err"); code=$?
    [ "$code" = 2 ] || fail "$v with JSONMARK_BENCHMARK='$name' exited $code, want 2"
    [ -z "$out" ] || fail "$v with JSONMARK_BENCHMARK='$name' printed '$out'"
    [ "$(wc -l < "$dir/err")" = 1 ] || fail "$v with JSONMARK_BENCHMARK='$name': stderr is not one line: $(cat "$dir/err")"
    for known in Simple1Benchmark Twitter1Benchmark Canada1Benchmark Citm1Benchmark; do
      grep -q "$known" "$dir/err" || fail "$v with JSONMARK_BENCHMARK='$name': stderr does not name $known"
    done
  done
done

# 5. One broken value in line 2 of 3 (copies of the sample's first record): invalid JSON
#    where the checksum does not look, or a null/missing/fractional value it needs.
#    '"k":' → '"k":null,"x":' makes k null and moves its value to an extra key x.
replace_nth() { # text, old, new, n (from 0): the text with the n-th occurrence replaced
  local rest=$1 done_part='' i=0
  while [[ $rest == *"$2"* ]]; do
    if [ "$i" = "$4" ]; then printf '%s' "$done_part${rest%%"$2"*}$3${rest#*"$2"}"; return 0; fi
    done_part+=${rest%%"$2"*}$2; rest=${rest#*"$2"}; i=$((i + 1))
  done
  return 1
}
broken_in() { # benchmark, name, valid text, replacement, occurrence (from 0)
  local first bad
  first=$(head -n 1 "$testdata/$1.jsonl")
  bad=$(replace_nth "$first" "$3" "$4" "$5") || { fail "$1 $2: '$3' is not $5 times in the first line"; return; }
  printf '%s\n%s\n%s\n' "$first" "$bad" "$first" > "$dir/bad.jsonl"
  for v in $variants; do
    out=$(JSONMARK_BENCHMARK=$1 "$bin" "$v" "$dir/bad.jsonl" 2>"$dir/err"); code=$?
    if [ "$code" != 1 ]; then fail "$1 $v accepted $2 (exit $code, printed '$out')"; continue; fi
    grep -q 'bad.jsonl: line 2: ' "$dir/err" || fail "$1 $v on $2: stderr does not name line 2: $(cat "$dir/err")"
    [ "$(wc -l < "$dir/err")" = 1 ] || fail "$1 $v on $2: stderr is not one line: $(cat "$dir/err")"
  done
}
# The first Twitter status holds a retweeted status, which comes before its own
# retweet_count, favorite_count and entities (occurrence 1) and after its user (so the
# retweeted user's friends_count is occurrence 1).
broken_in Twitter1Benchmark "invalid escape in text" '"text":"' '"text":"\q' 0
broken_in Twitter1Benchmark "raw control character in text" '"text":"' "$(printf '"text":"\001')" 0
broken_in Twitter1Benchmark "unquoted lang" '"lang":"fr"' '"lang":fr' 0
broken_in Twitter1Benchmark "truncated false" '"truncated":false' '"truncated":fals' 0
broken_in Twitter1Benchmark "leading zero in id" '"id":576460752303423488' '"id":0576460752303423488' 0
broken_in Canada1Benchmark "leading zero in a coordinate" '[[[[-59.9999,' '[[[[01.5,' 0
broken_in Canada1Benchmark "NaN coordinate" '[[[[-59.9999,' '[[[[NaN,' 0
broken_in Canada1Benchmark "unquoted name" '"name":"Canada"' '"name":Canada' 0
broken_in Canada1Benchmark "trailing comma in a ring" ']],[[' ',]],[[' 0
broken_in Citm1Benchmark "unquoted name" '"name":"30th Anniversary Tour"' '"name":30th Anniversary Tour' 0
broken_in Citm1Benchmark "single-quoted venueCode" '"venueCode":"PLEYEL_PLEYEL"' "\"venueCode\":'PLEYEL_PLEYEL'" 0
broken_in Citm1Benchmark "trailing comma in blockIds" '"blockIds":[1,2]' '"blockIds":[1,2,]' 0
broken_in Citm1Benchmark "comment after subjectCode" '"subjectCode":null' '"subjectCode":null/**/' 0
broken_in Twitter1Benchmark "retweet_count null" '"retweet_count":' '"retweet_count":null,"x":' 1
broken_in Twitter1Benchmark "favorite_count fractional" '"favorite_count":' '"favorite_count":1.5,"x":' 1
broken_in Twitter1Benchmark "followers_count quoted" '"followers_count":' '"followers_count":"1","x":' 0
broken_in Twitter1Benchmark "retweeted_status missing" '"retweeted_status":' '"x":' 0
broken_in Twitter1Benchmark "user_mentions missing" '"user_mentions":' '"x":' 1
broken_in Twitter1Benchmark "friends_count of the retweeted user null" '"friends_count":' '"friends_count":null,"x":' 1
broken_in Canada1Benchmark "properties.id null" '"id":' '"id":null,"x":' 0
broken_in Canada1Benchmark "unknown geometry type" '"MultiPolygon"' '"Point"' 0
broken_in Canada1Benchmark "Polygon nested like a MultiPolygon" '"MultiPolygon"' '"Polygon"' 0
broken_in Canada1Benchmark "a point of three numbers" '[[[[-59.9999,' '[[[[1,2,3],[-59.9999,' 0
broken_in Canada1Benchmark "an empty point" '[[[[-59.9999,' '[[[[],[-59.9999,' 0
broken_in Canada1Benchmark "a point with a string" '[[[[-59.9999,' '[[[[1,"2"],[-59.9999,' 0
broken_in Canada1Benchmark "coordinates missing" '"coordinates":' '"x":' 0
broken_in Citm1Benchmark "amount null" '"amount":' '"amount":null,"x":' 0
broken_in Citm1Benchmark "amount fractional" '"amount":' '"amount":9.5,"x":' 0
broken_in Citm1Benchmark "areaNames missing" '"areaNames":' '"x":' 0
broken_in Citm1Benchmark "topicIds null" '"topicIds":' '"topicIds":null,"x":' 0

# 6. One document per line in every variant, as dom_getline reads them: two values on one
#    line, or one value over two lines, exit 1 naming the line; blank lines are skipped; and
#    a line of any length is read (simdjson's streams hold 1 MB batches: lines of 3 and 9 MB).
check_layout() { # name, file content, then "" for accepted with the sum, or the line named
  printf '%s' "$2" > "$dir/layout.jsonl"
  for v in $variants; do
    out=$("$bin" "$v" "$dir/layout.jsonl" 2>"$dir/err"); code=$?
    out=${out##*$'\n'}  # the sum is the last line, after the library line
    if [ -z "$3" ]; then
      [ "$code" = 0 ] && [ "$out" = "$4" ] || fail "$v on $1: exit $code, printed '$out', want $4: $(head -c 300 "$dir/err")"
    elif [ "$code" != 1 ]; then
      fail "$v accepted $1 (exit $code, printed '$out')"
    else
      grep -q "layout.jsonl: $3: " "$dir/err" || fail "$v on $1: stderr does not name $3: $(cat "$dir/err")"
      [ "$(wc -l < "$dir/err")" = 1 ] || fail "$v on $1: stderr is not one line: $(cat "$dir/err")"
    fi
  done
}
cut=${good%%,*},  # '{"integer_1":-12,': the record broken after its first member
nl=$'\n'
check_layout "two records on one line" "$good$nl$good $good$nl$good$nl" "line 2"
check_layout "two records on one line, no blank between" "$good$nl$good$other$nl" "line 2"
check_layout "a record over two lines" "$good$nl$cut$nl${good#"$cut"}$nl$good$nl" "line 2"
check_layout "the last record over two lines" "$good$nl$cut$nl${good#"$cut"}$nl" "line 2"
check_layout "blank lines around records" "$nl  $nl$good$nl$nl$nl$other$nl $nl" "" "$((969 - 1999))"
long_str=$(head -c 3000000 /dev/zero | tr '\0' x)
longer_str=$(head -c 9000000 /dev/zero | tr '\0' y)
long=${good/'"Week later."'/"\"$long_str\""}
longer=${good/'"Week later."'/"\"$longer_str\""}
check_layout "lines of 3 and 9 MB" "$good$nl$long$nl$other$nl$longer$nl$good$nl" "" "$((4 * 969 - 1999))"
check_layout "two 3 MB records on one line" "$good$nl$long $long$nl" "line 2"

finish "jsonmark-cpp tests"
