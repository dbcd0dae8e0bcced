#!/usr/bin/env python3
"""Checks a deserializer's validation-mode output (JSONMARK_VALIDATE=1) against its input file.

`python3 check_validation.py INPUT.jsonl OUTPUT.txt` (OUTPUT `-` = stdin). Independent of the
driver, so that every language's tests hold their programs to the protocol on their own: the
output must be an optional `partial: ...` line, one compact JSON line per non-blank input line,
then an integer checksum line. Each record line is compared with its input line by value:
objects as key sets (a partial output may leave keys out), arrays in order, strings by code
point, integers (as written in the input) by exact value, other numbers by the bits of the
nearest double. Prints `exact`, `partial (<reason>)` or `<n> of <m> lines differ`, then one line
per difference (`line 3: $.a[1]: expected 2.5, read 2.4`); exits 0 when nothing differs, else 1.
"""
import json
import re
import signal
import struct
import sys
from decimal import Decimal

from generic_checksum import reject_constant, unique_keys

CHECKSUM = re.compile(r"-?[0-9]+")
PATH_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
NOTHING = object()  # the side of a difference where a key is missing


class Number:
    """A number with the text it was written as."""

    def __init__(self, text):
        self.text = text

    def is_integer_form(self):
        return not any(c in self.text for c in ".eE")


def members(pairs):
    return dict(unique_keys(pairs))


def parse(text):
    return json.loads(text, object_pairs_hook=members, parse_constant=reject_constant,
                      parse_int=Number, parse_float=Number)


def show(value):
    if value is NOTHING:
        return "nothing"
    if isinstance(value, Number):
        return value.text
    if isinstance(value, (dict, list)):
        text = json.dumps(value, ensure_ascii=False, default=lambda n: n.text)
        return text if len(text) <= 60 else text[:57] + "..."
    return json.dumps(value, ensure_ascii=False)


def same_number(expected, read):
    if expected.is_integer_form():
        return Decimal(expected.text) == Decimal(read.text)
    return struct.pack(">d", float(expected.text)) == struct.pack(">d", float(read.text))


def differences(expected, read, path, partial):
    """Yields (path, expected, read) for every value that differs."""
    if isinstance(expected, Number) and isinstance(read, Number):
        if not same_number(expected, read):
            yield path, expected, read
    elif isinstance(expected, dict) and isinstance(read, dict):
        for key in list(expected) + [key for key in read if key not in expected]:
            sub = f"{path}.{key}" if PATH_KEY.fullmatch(key) else f"{path}[{json.dumps(key, ensure_ascii=False)}]"
            if key not in read:
                if not partial:
                    yield sub, expected[key], NOTHING
            elif key not in expected:
                yield sub, NOTHING, read[key]
            else:
                yield from differences(expected[key], read[key], sub, partial)
    elif isinstance(expected, list) and isinstance(read, list):
        if len(expected) != len(read):
            yield f"{path}.length", Number(str(len(expected))), Number(str(len(read)))
        for i, (e, r) in enumerate(zip(expected, read)):
            yield from differences(e, r, f"{path}[{i}]", partial)
    elif type(expected) is not type(read) or expected != read:
        yield path, expected, read


def check(input_lines, output_lines):
    """The report's lines and whether the output is exact (or exactly what a partial model holds)."""
    inputs = [line for line in input_lines if line.strip()]
    outputs = [line for line in output_lines if line.strip()]
    partial = None
    if outputs and outputs[0].startswith("partial: "):
        partial = outputs.pop(0)[len("partial: "):].strip()
    if not outputs or not CHECKSUM.fullmatch(outputs[-1].strip()):
        return [f"the last line is not a checksum: {outputs[-1] if outputs else 'no output'}"], False
    records = outputs[:-1]
    if len(records) != len(inputs):
        return [f"{len(records)} record lines for {len(inputs)} input lines"], False
    report, differing = [], 0
    for lineno, (given, written) in enumerate(zip(inputs, records), 1):
        try:
            found = list(differences(parse(given), parse(written), "$", partial is not None))
        except ValueError as error:
            found = [("$", "a JSON value", f"not strict JSON ({error})")]
        differing += bool(found)
        report += [f"line {lineno}: {path}: expected {show(e)}, read {show(r)}" for path, e, r in found]
    if differing:
        return [f"{differing} of {len(inputs)} lines differ"] + report, False
    return ["exact" if partial is None else f"partial ({partial})"], True


def main(argv):
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # piped into head: stop quietly
    if len(argv) != 3:
        print("usage: check_validation.py INPUT.jsonl OUTPUT.txt (- for stdin)", file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as file:
        input_lines = file.read().split("\n")
    output = sys.stdin.read() if argv[2] == "-" else open(argv[2], encoding="utf-8").read()
    report, ok = check(input_lines, output.split("\n"))
    print("\n".join(report))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
