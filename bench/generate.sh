#!/usr/bin/env bash
# Measures data generation (`jsonmark --only-serialize`) for each serializer: records/s and MB/s
# from the driver's "Serializer time taken" line (in-process), and from /usr/bin/time -v the
# whole process's wall seconds, CPU seconds, CPU use (100 % = one core busy all along) and peak
# RSS.
#
# Usage: bench/generate.sh [--runs N] [--records N] [--threads N] [--benchmark NAME ...]
#                          [SERIALIZER ...]
#   default: 3 runs of each of jackson gson fastjson2 dsl-json on Simple1Benchmark, at each
#   benchmark's default record count, on as many worker threads as cores; --benchmark is
#   repeatable, or `all` for the four. --threads sets the workers (the bytes do not change).
# Environment: JSONMARK (driver, default ./jsonmark), JSONMARK_JAVA_OPTS (JVM flags, passed on).
# Each run writes into a fresh temporary cache directory, so nothing is reused.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

runs=3
records=()
serializers=()
benchmarks=()
while (($#)); do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --records) records=(--records "$2"); shift 2 ;;
    --threads) export JSONMARK_JAVA_OPTS="${JSONMARK_JAVA_OPTS:-} -Djsonmark.generate.threads=$2"
      shift 2 ;;
    --benchmark) benchmarks+=("$2"); shift 2 ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    *) serializers+=("$1"); shift ;;
  esac
done
((${#serializers[@]})) || serializers=(jackson gson fastjson2 dsl-json)
((${#benchmarks[@]})) || benchmarks=(Simple1Benchmark)
[[ ${benchmarks[*]} != all ]] || benchmarks=(Simple1Benchmark Twitter1Benchmark Canada1Benchmark Citm1Benchmark)
driver=${JSONMARK:-./jsonmark}
[[ -x /usr/bin/time ]] || { echo "generate.sh: /usr/bin/time is needed: apt-get install -y time" >&2; exit 1; }

"$driver" --version >/dev/null # builds the jar first, outside the measurement
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "# $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), JSONMARK_JAVA_OPTS='${JSONMARK_JAVA_OPTS:-}'"
printf '| %-17s | %-10s | %3s | %7s | %10s | %6s | %7s | %7s | %7s | %5s | %12s |\n' benchmark \
  serializer run seconds records/s MB "MB/s" "wall s" "CPU s" "CPU %" "max RSS MiB"
printf '|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|\n' ------------------- ------------ ----- --------- \
  ------------ -------- --------- --------- --------- ------- --------------
for benchmark in "${benchmarks[@]}"; do
  for serializer in "${serializers[@]}"; do
    for ((run = 1; run <= runs; run++)); do
      cache="$work/cache-$benchmark-$serializer-$run"
      log="$work/log"
      if ! /usr/bin/time -v -o "$work/time" "$driver" --only-serialize --benchmark "$benchmark" \
          --serializer "$serializer" --cache-dir "$cache" "${records[@]}" >"$log" 2>&1; then
        echo "generate.sh: $benchmark $serializer run $run failed:" >&2
        tail -5 "$log" >&2
        exit 1
      fi
      taken=$(grep -o 'Serializer time taken: [0-9.]*s ([0-9.]* lines/sec)' "$log" | tail -1)
      seconds=$(sed -E 's/.*taken: ([0-9.]+)s.*/\1/' <<<"$taken")
      rate=$(sed -E 's/.*\(([0-9.]+) lines.*/\1/' <<<"$taken")
      bytes=$(find "$cache" -maxdepth 1 -type f -name "$benchmark.*.$serializer*.jsonl" \
        -printf '%s\n' | head -1)
      rss_kib=$(sed -nE 's/.*Maximum resident set size \(kbytes\): ([0-9]+).*/\1/p' "$work/time")
      # CPU seconds of the whole driver process (JVM start included): on a shared, loaded machine
      # bytes per CPU second says more than wall-clock MB/s.
      cpu=$(awk -F': ' '/User time|System time/ { s += $2 } END { print s }' "$work/time")
      # Elapsed is m:ss.cc or h:mm:ss.
      wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0
        for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$work/time")
      printf '| %-17s | %-10s | %3d | %7.2f | %10.0f | %6.1f | %7.1f | %7.2f | %7.2f | %5.0f | %12.1f |\n' \
        "$benchmark" "$serializer" "$run" "$seconds" "$rate" \
        "$(awk -v b="$bytes" 'BEGIN { print b / 1e6 }')" \
        "$(awk -v b="$bytes" -v s="$seconds" 'BEGIN { print b / s / 1e6 }')" "$wall" "$cpu" \
        "$(awk -v c="$cpu" -v w="$wall" 'BEGIN { print (w > 0 ? 100 * c / w : 0) }')" \
        "$(awk -v k="$rss_kib" 'BEGIN { print k / 1024 }')"
      rm -rf "$cache"
    done
  done
done
