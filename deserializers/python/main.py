"""JSONMark deserializer for Python: parse every line of a JSON Lines file, print the checksum.

Usage: [JSONMARK_BENCHMARK=NAME] [JSONMARK_VALIDATE=1] main.py VARIANT FILENAME, where
VARIANT names the JSON library under test and NAME the benchmark (default Simple1Benchmark;
docs/benchmarks.md; Data = any JSON, the generic checksum). Every line is parsed fully (into
dicts and lists, or into a typed msgspec Struct), then the benchmark's checksum of every
record is added up and the sum printed as the last line, after a `library:` line. With
JSONMARK_VALIDATE=1 every parsed record is first written back, one line each, by the
library's own writer (modes.py). Only the chosen library is imported, so the `json` variant
needs nothing but python3.
"""

import os
import sys

import modes
from libraries import (Library, UnusableLibrary, jiter_loads, json_loads, orjson_loads, rapidjson_loads,
                       simdjson_loads, ujson_loads, yyjson_loads)

READ_BUFFER = 1 << 20
DEFAULT_BENCHMARK = "Simple1Benchmark"


class ShapeError(Exception):
    """Valid JSON that is not a record of the benchmark (e.g. an unknown geometry type)."""


# What a checksum function raises on a record of the wrong shape: a missing key (KeyError),
# a null, string or list where a number or object belongs (TypeError), a short array.
# A writer that fails in validation mode raises WriteError.
SHAPE_ERRORS = (KeyError, TypeError, IndexError, ShapeError, modes.WriteError)


class RecordError(Exception):
    """A line that is not valid JSON, or not a record of the benchmark."""

    def __init__(self, lineno, cause):
        # RecursionError: json, rapidjson and msgspec hit the interpreter's recursion limit;
        # pysimdjson raises a plain RuntimeError past its depth of 1,024.
        if isinstance(cause, RecursionError) or "DEPTH_ERROR" in str(cause):
            what = f"nested too deeply for the parser ({cause})"
        elif isinstance(cause, modes.WriteError):
            what = str(cause)
        elif isinstance(cause, SHAPE_ERRORS):
            what = f"not a record of the benchmark ({cause!r})"
        elif type(cause).__name__ == "ValidationError":  # msgspec: valid JSON, wrong shape
            what = f"not a valid record: {cause}"
        else:
            what = f"invalid JSON: {cause}"
        super().__init__(f"line {lineno}: {what}")


# ---- Checksums (docs/benchmarks.md) of one record parsed into dicts and lists. Each is
# plain indexing and arithmetic on the parsed values: a missing key, a null or a string where
# an integer belongs raises one of SHAPE_ERRORS; a fractional integer makes the sum a float,
# which main() rejects at the end.


def simple_checksum(r):
    return r["integer_1"] + r["integer_2"]


def twitter_checksum(s):
    e = s["entities"]
    total = s["retweet_count"] + s["favorite_count"] + s["user"]["followers_count"] + len(e["hashtags"])
    for m in e["user_mentions"]:
        total += m["indices"][0]
    retweeted = s["retweeted_status"]  # the key must be there, even when null
    if retweeted is not None:
        total += retweeted["user"]["friends_count"]
    return total


def canada_checksum(f):
    g = f["geometry"]
    kind = g["type"]
    if kind == "Polygon":
        points = sum(map(len, g["coordinates"]))
    elif kind == "MultiPolygon":
        points = sum(len(ring) for polygon in g["coordinates"] for ring in polygon)
    else:
        raise ShapeError(f"geometry type {kind!r} is neither Polygon nor MultiPolygon")
    return f["properties"]["id"] + points


def citm_checksum(e):
    total = len(e["topicIds"]) + len(e["areaNames"])
    for p in e["performances"]:
        for price in p["prices"]:
            total += price["amount"]
        for category in p["seatCategories"]:
            total += len(category["areas"])
    return total


DICT_CHECKSUMS = {
    "Simple1Benchmark": simple_checksum,
    "Twitter1Benchmark": twitter_checksum,
    "Canada1Benchmark": canada_checksum,
    "Citm1Benchmark": citm_checksum,
    "Data": modes.data_checksum,
}
BENCHMARKS = tuple(DICT_CHECKSUMS)


def untyped(setup):
    """A variant that parses into dicts and lists: its records get the dict checksums above.
    out: None in the normal mode, else the binary stream validation mode writes records to."""

    def summer_for(benchmark, out=None):
        library = setup()
        loads = library.loads if out is None else modes.validating(library.loads, library.dumps(), out)
        if benchmark == "Simple1Benchmark":
            return summer_with(library, simple_summer(loads, library.decode_error, typed=False))
        return summer_with(library, summer(loads, library.decode_error, DICT_CHECKSUMS[benchmark]))

    return summer_for


def msgspec_summer(benchmark, out=None):
    """Typed: one msgspec Decoder into the benchmark's Struct model (msgspec_models.py);
    Data, any JSON, through its untyped Decoder (dicts and lists)."""
    import msgspec

    library = Library(None, (msgspec.DecodeError, RecursionError), lambda: msgspec.json.Encoder().encode,
                      modes.library_line("msgspec", msgspec, "msgspec"))
    if benchmark == "Data":
        model, record_checksum = msgspec.json.Decoder().decode, modes.data_checksum
    else:
        from msgspec_models import MODELS

        typed, record_checksum = MODELS[benchmark]
        model = msgspec.json.Decoder(typed).decode
    decode = model if out is None else modes.validating(model, library.dumps(), out)
    if benchmark == "Simple1Benchmark":
        return summer_with(library, simple_summer(decode, library.decode_error, typed=True))
    return summer_with(library, summer(decode, library.decode_error, record_checksum))


def summer_with(library, sum_file):
    """The file summer, carrying its library's `library:` line for main() to print."""
    sum_file.library_line = library.line
    return sum_file


def summer(loads, decode_error, record_checksum):
    """A function that parses every line of a binary file and adds up the records' checksums."""

    def sum_file(file):
        total = 0
        for lineno, line in enumerate(file, 1):
            try:
                total += record_checksum(loads(line))
            except decode_error as error:
                # Blank lines (such as a trailing newline) are skipped; they are rare, so
                # they are recognised only after the parser has rejected them. (msgspec's
                # ValidationError, valid JSON of the wrong shape, is a DecodeError too.)
                if line.strip():
                    raise RecordError(lineno, error) from None
            except SHAPE_ERRORS as error:
                raise RecordError(lineno, error) from None
        return total

    return sum_file


def simple_summer(loads, decode_error, typed):
    """summer() for Simple1Benchmark with the checksum inlined: its records are so small that
    calling simple_checksum per line cost ~10% of the time with msgspec and orjson."""

    def sum_dicts(file):
        total = 0
        for lineno, line in enumerate(file, 1):
            try:
                record = loads(line)
                total += record["integer_1"] + record["integer_2"]
            except decode_error as error:
                if line.strip():
                    raise RecordError(lineno, error) from None
            except SHAPE_ERRORS as error:
                raise RecordError(lineno, error) from None
        return total

    def sum_structs(file):
        total = 0
        for lineno, line in enumerate(file, 1):
            try:
                record = loads(line)
                total += record.integer_1 + record.integer_2
            except decode_error as error:
                if line.strip():
                    raise RecordError(lineno, error) from None
        return total

    return sum_structs if typed else sum_dicts


# variant -> function(benchmark) -> function(binary file) -> checksum. The library and the
# benchmark are chosen once, so the per-line loop never looks at either.
VARIANTS = {
    "json": untyped(json_loads),
    "orjson": untyped(orjson_loads),
    "ujson": untyped(ujson_loads),
    "rapidjson": untyped(rapidjson_loads),
    "simdjson": untyped(simdjson_loads),
    "msgspec": msgspec_summer,
    "jiter": untyped(jiter_loads),
    "yyjson": untyped(yyjson_loads),
}


def main(argv):
    prog = "main.py"
    if len(argv) != 3:
        print(f"usage: {prog} VARIANT FILENAME (VARIANT: {', '.join(VARIANTS)})", file=sys.stderr)
        return 2
    variant, path = argv[1], argv[2]
    if variant not in VARIANTS:
        print(
            f"{prog}: unknown variant '{variant}'; choose one of: {', '.join(VARIANTS)}",
            file=sys.stderr,
        )
        return 2
    benchmark = os.environ.get("JSONMARK_BENCHMARK", DEFAULT_BENCHMARK)
    validate = os.environ.get("JSONMARK_VALIDATE") == "1"
    if benchmark not in DICT_CHECKSUMS:
        print(
            f"{prog}: unknown benchmark '{benchmark}' (JSONMARK_BENCHMARK); "
            f"known benchmarks: {', '.join(BENCHMARKS)}",
            file=sys.stderr,
        )
        return 2
    try:
        sum_file = VARIANTS[variant](benchmark, sys.stdout.buffer if validate else None)
    except ImportError as error:
        print(
            f"{prog}: the {variant} library is not installed ({error}); "
            "install deserializers/python/requirements.txt, e.g. make python-" + variant,
            file=sys.stderr,
        )
        return 1
    except UnusableLibrary as error:
        print(f"{prog}: {error}", file=sys.stderr)
        return 1
    try:
        with open(path, "rb", buffering=READ_BUFFER) as file:
            total = sum_file(file)
    except OSError as error:
        print(f"{prog}: cannot read {path}: {error.strerror or error}", file=sys.stderr)
        return 1
    except RecordError as error:
        print(f"{prog}: {path}: {error}", file=sys.stderr)
        return 1
    # Python integers never overflow, so the 64-bit contract is checked once at the end;
    # a float (e.g. "integer_1": 1.5) would also make the sum a float.
    if type(total) is not int or not -(2**63) <= total < 2**63:
        print(
            f"{prog}: {path}: the sum {total!r} is not a signed 64-bit integer; "
            f"the {benchmark} checksum's inputs must be integers",
            file=sys.stderr,
        )
        return 1
    if not validate:  # after the parse, so that a failed run prints nothing on stdout
        print(sum_file.library_line)
    print(total)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
