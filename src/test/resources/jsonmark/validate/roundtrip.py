"""A deserializer for the driver's validation tests, right or deliberately wrong.

Usage: roundtrip.py MODE FILENAME, MODE one of
  exact             reads every value right (Python's json) and writes it back
  truncate-doubles  reads every double rounded to 6 significant digits
  drop-key          forgets the key "bool" of every record
  partial           holds only integer_1 and integer_2, and says so
  unsupported       cannot run in validation mode
  typed-only        cannot read benchmark Data (any JSON), in either mode
Its checksum is always right, so only --validate tells the wrong modes apart.
"""
import json
import os
import sys


def generic(value):
    """The checksum of benchmark Data (docs/benchmarks.md) for one value."""
    if isinstance(value, dict):
        return 1 + sum(3 + 19 * len(k) + generic(v) for k, v in value.items())
    if isinstance(value, list):
        return 2 + sum(generic(v) for v in value)
    if isinstance(value, str):
        return 5 + 19 * len(value)
    if value is True:
        return 11
    if value is False:
        return 13
    if value is None:
        return 17
    return 7


def main():
    mode, filename = sys.argv[1], sys.argv[2]
    benchmark = os.environ.get("JSONMARK_BENCHMARK", "Simple1Benchmark")
    validating = os.environ.get("JSONMARK_VALIDATE") == "1"
    if benchmark == "Data" and mode == "typed-only":
        print("unsupported: a typed model of Simple1Benchmark reads no other shape")
        sys.exit(3)
    if validating and mode == "unsupported":
        print("unsupported: this program has no validation mode")
        sys.exit(3)
    parse_float = (lambda s: float("%.6g" % float(s))) if mode == "truncate-doubles" else float
    total = 0
    out = []
    if validating and mode == "partial":
        out.append("partial: integer_1 and integer_2 only")
    with open(filename, "rb") as f:
        for line in f:
            if not line.strip():
                continue
            record = json.loads(line, parse_float=parse_float)
            if benchmark == "Data":
                total += generic(record)
            else:
                total += record["integer_1"] + record["integer_2"]
            if mode == "drop-key":
                record.pop("bool", None)
            if mode == "partial":
                record = {"integer_1": record["integer_1"], "integer_2": record["integer_2"]}
            if validating:
                out.append(json.dumps(record, separators=(",", ":"), ensure_ascii=False))
    out.append(str(total))
    sys.stdout.write("\n".join(out) + "\n")


main()
