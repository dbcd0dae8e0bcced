"""JSONMark deserializer for Python: parse every line of a JSON Lines file, print the checksum.

Usage: main.py VARIANT FILENAME, where VARIANT names the JSON library under test.
Every line is parsed fully (into dicts and lists, or into a typed msgspec Struct), then
integer_1 + integer_2 of every record is added up and the sum printed as the last line.
Only the chosen library is imported, so the `json` variant needs nothing but python3.
"""

import sys

READ_BUFFER = 1 << 20


class RecordError(Exception):
    """A line that is not valid JSON, or not a record with integers integer_1 and integer_2."""

    def __init__(self, lineno, cause):
        if isinstance(cause, (KeyError, TypeError, IndexError)):
            what = f"not a record with integers integer_1 and integer_2 ({cause!r})"
        elif type(cause).__name__ == "ValidationError":  # msgspec: valid JSON, wrong shape
            what = f"not a valid record: {cause}"
        else:
            what = f"invalid JSON: {cause}"
        super().__init__(f"line {lineno}: {what}")


def json_loads():
    import json

    def reject_constant(name):
        raise ValueError(f"{name} is not valid JSON")

    # json.loads accepts NaN, Infinity and -Infinity unless parse_constant rejects them.
    # One decoder, made once: json.loads(line, parse_constant=...) would build a new one
    # for every line. Lines are decoded as strict UTF-8 (json.loads would guess the encoding
    # and let lone surrogates through), then parsed by the same C scanner as json.loads.
    decode = json.JSONDecoder(parse_constant=reject_constant).decode

    def loads(line):
        return decode(line.decode("utf-8"))

    return loads, ValueError


def orjson_loads():
    import orjson

    return orjson.loads, orjson.JSONDecodeError


def ujson_loads():
    import ujson

    # ValueError, not only ujson.JSONDecodeError: invalid UTF-8 raises UnicodeDecodeError.
    return ujson.loads, ValueError


def rapidjson_loads():
    import rapidjson

    # ValueError, not only rapidjson.JSONDecodeError: invalid UTF-8 raises UnicodeDecodeError.
    return rapidjson.loads, ValueError


def simdjson_loads():
    import simdjson

    # One reused parser; recursive=True turns the whole document into real dicts and
    # lists at once (a full parse, no lazy proxies left behind).
    parse = simdjson.Parser().parse
    return (lambda line: parse(line, True)), ValueError


def msgspec_loads():
    import msgspec

    class Coordinates(msgspec.Struct):
        longitude: float
        latitude: float

    class Record(msgspec.Struct):
        integer_1: int
        integer_2: int
        float_1: float
        float_2: float
        bool: bool
        words: list[str]
        str: str
        datetime: str
        coordinates: Coordinates
        null: None  # "null" is an ordinary identifier in Python, so no rename is needed

    decode = msgspec.json.Decoder(Record).decode
    return decode, msgspec.DecodeError


def sum_dicts(file, loads, decode_error):
    """Parse every line of a binary file into a dict; sum integer_1 + integer_2."""
    total = 0
    for lineno, line in enumerate(file, 1):
        try:
            record = loads(line)
            total += record["integer_1"] + record["integer_2"]
        except decode_error as error:
            # Blank lines (such as a trailing newline) are skipped; they are rare, so
            # they are recognised only after the parser has rejected them.
            if line.strip():
                raise RecordError(lineno, error) from None
        except (KeyError, TypeError, IndexError) as error:
            raise RecordError(lineno, error) from None
    return total


def sum_structs(file, loads, decode_error):
    """Decode every line of a binary file into a typed Struct; sum integer_1 + integer_2."""
    total = 0
    for lineno, line in enumerate(file, 1):
        try:
            record = loads(line)
            total += record.integer_1 + record.integer_2
        except decode_error as error:
            if line.strip():
                raise RecordError(lineno, error) from None
    return total


VARIANTS = {
    "json": (json_loads, sum_dicts),
    "orjson": (orjson_loads, sum_dicts),
    "ujson": (ujson_loads, sum_dicts),
    "rapidjson": (rapidjson_loads, sum_dicts),
    "simdjson": (simdjson_loads, sum_dicts),
    "msgspec": (msgspec_loads, sum_structs),
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
    setup, summer = VARIANTS[variant]
    try:
        loads, decode_error = setup()
    except ImportError as error:
        print(
            f"{prog}: the {variant} library is not installed ({error}); "
            "install deserializers/python/requirements.txt, e.g. make python-" + variant,
            file=sys.stderr,
        )
        return 1
    try:
        with open(path, "rb", buffering=READ_BUFFER) as file:
            total = summer(file, loads, decode_error)
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
            "integer_1 and integer_2 must be integers",
            file=sys.stderr,
        )
        return 1
    print(total)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
