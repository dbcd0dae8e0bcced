"""Tests of main.py: exact sums, and exactly which invalid JSON each library accepts.

Run with the venv's interpreter (make test-python): python -m unittest discover -s DIR
"""

import contextlib
import io
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import main  # noqa: E402

GOOD = (
    '{"integer_1":-12,"integer_2":981,"float_1":-431.2376523422,"float_2":1.2E-4,"bool":true,'
    '"words":["fact","river","stone","quiet","moon"],"str":"Week later.",'
    '"datetime":"2013-07-06T19:04:23Z","coordinates":{"longitude":-122.419416,"latitude":37.774929},'
    '"null":null}'
)
OTHER = (
    '{"null":null,"coordinates":{"latitude":-3.5e-5,"longitude":180},'
    '"datetime":"1999-12-31T23:59:59Z","str":"Quote \\" and \\u00e9.",'
    '"words":["a","b","c","d","e"],"bool":false,"float_2":-0.0,"float_1":5E+2,'
    '"integer_2":-1000,"integer_1":-999}'
)

# One value that the checksum never reads (never integer_1 or integer_2) made invalid JSON.
MALFORMED = {
    "unquoted string": ('"str":"Week later."', '"str":Week'),
    "single-quoted string": ('"str":"Week later."', "\"str\":'Week'"),
    "NaN": ('"float_1":-431.2376523422', '"float_1":NaN'),
    "Infinity": ('"float_1":-431.2376523422', '"float_1":Infinity'),
    "-Infinity": ('"float_1":-431.2376523422', '"float_1":-Infinity'),
    "hex float": ('"float_1":-431.2376523422', '"float_1":0x1p3'),
    "leading zero": ('"float_1":-431.2376523422', '"float_1":01.5'),
    "plus sign": ('"float_1":-431.2376523422', '"float_1":+1.5'),
    "trailing dot": ('"float_1":-431.2376523422', '"float_1":1.'),
    "unquoted word": ('["fact",', "[fact,"),
    "truncated null": ('"null":null', '"null":nul'),
    "trailing comma in object": ('"null":null}', '"null":null,}'),
    "trailing comma in array": ('"moon"]', '"moon",]'),
    "invalid escape": ('"Week later."', '"Week \\x later."'),
    "raw control character": ('"Week later."', '"Week \x01 later."'),
    "comment": ('"null":null}', '"null":null/*c*/}'),
}

# What each library accepts of MALFORMED, observed with the pinned versions. ujson and
# python-rapidjson are lenient by design (rapidjson reads NaN and Infinity unless its
# number_mode says otherwise) and are left so; json rejects NaN/Infinity through
# parse_constant in main.py.
ACCEPTED = {
    "json": set(),
    "orjson": set(),
    "ujson": {"NaN", "Infinity", "-Infinity", "leading zero", "trailing dot", "raw control character"},
    "rapidjson": {"NaN", "Infinity", "-Infinity"},
    "simdjson": set(),
    "msgspec": set(),
}


def broken(name):
    valid, invalid = MALFORMED[name]
    line = GOOD.replace(valid, invalid, 1)
    assert line != GOOD, name
    return line


def setup(variant):
    try:
        return main.VARIANTS[variant][0]()
    except ImportError as error:
        raise unittest.SkipTest(f"{variant} is not installed: {error}")


def checksum(variant, text):
    loads, decode_error = setup(variant)
    return main.VARIANTS[variant][1](io.BytesIO(text.encode("utf-8")), loads, decode_error)


class Sums(unittest.TestCase):
    def test_every_variant_sums_exactly(self):
        text = "\n" + GOOD + "\n" + OTHER + "\r\n  \n" + GOOD
        for variant in main.VARIANTS:
            with self.subTest(variant):
                self.assertEqual(checksum(variant, text), 2 * 969 - 1999)

    def test_accepted_invalid_json_is_exactly_the_documented(self):
        self.assertEqual(set(ACCEPTED), set(main.VARIANTS))
        for variant in main.VARIANTS:
            with self.subTest(variant):
                accepted = set()
                for name in MALFORMED:
                    try:
                        checksum(variant, GOOD + "\n" + broken(name) + "\n")
                        accepted.add(name)
                    except main.RecordError as error:
                        self.assertTrue(str(error).startswith("line 2: "), str(error))
                self.assertEqual(accepted, ACCEPTED[variant])


class Program(unittest.TestCase):
    """main(): exit status, stdout and one line of stderr."""

    def run_main(self, variant, text):
        with tempfile.NamedTemporaryFile("wb", suffix=".jsonl", delete=False) as file:
            file.write(text.encode("utf-8"))
        self.addCleanup(os.unlink, file.name)
        setup(variant)  # skips when the library is missing
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main.main(["main.py", variant, file.name])
        return code, out.getvalue(), err.getvalue()

    def test_prints_the_sum(self):
        for variant in main.VARIANTS:
            with self.subTest(variant):
                self.assertEqual(self.run_main(variant, GOOD + "\n" + OTHER + "\n"), (0, "-1030\n", ""))

    def test_rejects_a_missing_null_fractional_or_quoted_integer(self):
        lines = {
            "missing": GOOD.replace('"integer_1":-12,', ""),
            "null": GOOD.replace('"integer_1":-12', '"integer_1":null'),
            "fraction": GOOD.replace('"integer_1":-12', '"integer_1":1.5'),
            "quoted": GOOD.replace('"integer_1":-12', '"integer_1":"-12"'),
        }
        for variant in main.VARIANTS:
            for what, line in lines.items():
                with self.subTest(variant=variant, integer_1=what):
                    self.assertNotEqual(line, GOOD)
                    code, out, err = self.run_main(variant, GOOD + "\n" + line + "\n")
                    self.assertEqual((code, out), (1, ""), err)
                    self.assertEqual(len(err.strip().splitlines()), 1, err)

    def test_json_rejects_nan_and_infinity(self):
        for name in ("NaN", "Infinity", "-Infinity"):
            with self.subTest(name):
                code, out, err = self.run_main("json", GOOD + "\n" + broken(name) + "\n")
                self.assertEqual((code, out), (1, ""))
                self.assertIn("line 2: invalid JSON: ", err)
                self.assertIn(f"{name} is not valid JSON", err)

    def test_invalid_utf8_is_one_line_of_stderr_in_every_variant(self):
        for variant in main.VARIANTS:
            with self.subTest(variant):
                with tempfile.NamedTemporaryFile("wb", suffix=".jsonl", delete=False) as file:
                    file.write(GOOD.replace("Week", "We\xffk").encode("latin-1") + b"\n")
                self.addCleanup(os.unlink, file.name)
                setup(variant)
                err = io.StringIO()
                with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
                    code = main.main(["main.py", variant, file.name])
                self.assertEqual(code, 1, err.getvalue())
                self.assertEqual(len(err.getvalue().strip().splitlines()), 1, err.getvalue())


if __name__ == "__main__":
    unittest.main()
