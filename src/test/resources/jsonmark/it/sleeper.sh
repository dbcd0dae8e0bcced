# sleeper.sh STATE FACTOR LIBRARY CHECKSUM FILE, for CompareIT: the n-th call (counted in STATE)
# sleeps the (n mod 5)-th of five fixed durations times FACTOR, so that two folders hold the same
# times (FACTOR 1) or times a known factor apart; then reads FILE whole (the driver refuses a run
# that did not), names LIBRARY and prints CHECKSUM.
state=$1 factor=$2 library=$3 checksum=$4 file=$5
n=$(cat "$state" 2>/dev/null || echo 0)
echo $((n + 1)) > "$state"
set -- 0.60 0.63 0.57 0.66 0.54
shift $((n % 5))
sleep "$(awk -v d="$1" -v f="$factor" 'BEGIN { printf "%.4f", d * f }')"
cat "$file" > /dev/null
echo "library: $library"
echo "$checksum"
