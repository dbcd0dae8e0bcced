"""Tests of main.py: exact sums, and exactly which invalid JSON each library accepts.

Run with the venv's interpreter (make test-python): python -m unittest discover -s DIR
"""

import contextlib
import io
import os
import re
import sys
import tempfile
import unittest
from unittest import mock

HERE = os.path.dirname(os.path.abspath(__file__))
TESTDATA = os.path.join(HERE, "..", "testdata")
sys.path.insert(0, HERE)
import main  # noqa: E402

BENCHMARKS = ("Simple1Benchmark", "Twitter1Benchmark", "Canada1Benchmark", "Citm1Benchmark", "Data")

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
# number_mode says otherwise) and are left so, as is jiter (its default allow_inf_nan=True,
# which pydantic keeps); json rejects NaN/Infinity through
# parse_constant in main.py.
ACCEPTED = {
    "json": set(),
    "orjson": set(),
    "ujson": {"NaN", "Infinity", "-Infinity", "leading zero", "trailing dot", "raw control character"},
    "rapidjson": {"NaN", "Infinity", "-Infinity"},
    "simdjson": set(),
    "msgspec": set(),
    "jiter": {"NaN", "Infinity", "-Infinity"},
    "yyjson": set(),
}


def broken(name):
    valid, invalid = MALFORMED[name]
    line = GOOD.replace(valid, invalid, 1)
    assert line != GOOD, name
    return line


def setup(variant, benchmark="Simple1Benchmark"):
    try:
        return main.VARIANTS[variant](benchmark)
    except ImportError as error:
        raise unittest.SkipTest(f"{variant} is not installed: {error}")


def checksum(variant, text, benchmark="Simple1Benchmark"):
    return setup(variant, benchmark)(io.BytesIO(text.encode("utf-8")))


def sample(benchmark):
    """The benchmark's sample file (deserializers/testdata) as text, and its checksum."""
    with open(os.path.join(TESTDATA, f"{benchmark}.jsonl"), encoding="utf-8") as file:
        text = file.read()
    with open(os.path.join(TESTDATA, "checksums.txt"), encoding="utf-8") as file:
        sums = dict(line.split() for line in file if line.strip())
    return text, int(sums[benchmark])


def first_line(benchmark):
    return sample(benchmark)[0].split("\n", 1)[0]


def edited(line, pattern, replacement):
    """line with the first match of pattern replaced (use a greedy '(.*)' prefix for the last)."""
    result, count = re.subn(pattern, replacement, line, count=1)
    assert count == 1 and result != line, pattern
    return result


# Per new benchmark, one value that its checksum never reads made invalid JSON (regex and
# replacement applied to the first line of its sample file).
SHAPE_MALFORMED = {
    "Twitter1Benchmark": {
        "invalid escape in text": (r'"text":"line one', r'"text":"line \\x one'),
        "raw control character in text": (r"\\u0001", "\x01"),
        "NaN as listed_count": (r'"listed_count":\d+', '"listed_count":NaN'),
        "unquoted screen_name": (r'"screen_name":"[^"]*"', '"screen_name":user'),
        "truncated null geo": (r'"geo":null', '"geo":nul'),
    },
    "Canada1Benchmark": {
        "leading zero in a coordinate": (r"(?<=\[)-?\d+\.\d+(?=,)", "01.5"),
        "trailing dot in a coordinate": (r"(?<=\[)-?\d+\.\d+(?=,)", "1."),
        "Infinity as a coordinate": (r"(?<=\[)-?\d+\.\d+(?=,)", "-Infinity"),
        "trailing comma in a ring": (r"\]\]\]", "],]]"),
        "single-quoted name": (r'"name":"[^"]*"', "\"name\":'Canada'"),
    },
    "Citm1Benchmark": {
        "unquoted name": (r'"name":"[^"]*"', '"name":Tour'),
        "truncated null": (r'"description":null', '"description":nul'),
        "trailing comma in subTopicIds": (r'("subTopicIds":\[[^\]]*)\]', r"\1,]"),
        "comment": (r'"subjectCode":null', '"subjectCode":null/*c*/'),
        "hex blockId": (r'"blockIds":\[1', '"blockIds":[0x1'),
    },
}

# What each lenient library accepts of SHAPE_MALFORMED, observed with the pinned versions
# (the same leniencies as in ACCEPTED); every other variant rejects all of it.
SHAPE_ACCEPTED = {
    "ujson": {
        "raw control character in text", "NaN as listed_count",
        "leading zero in a coordinate", "trailing dot in a coordinate", "Infinity as a coordinate",
    },
    "rapidjson": {"NaN as listed_count", "Infinity as a coordinate"},
    "jiter": {"NaN as listed_count", "Infinity as a coordinate"},
}

# Per new benchmark, one integer that its checksum adds, made missing, null, quoted or
# fractional: every variant must fail (untyped ones through the sum, msgspec through its model).
# Twitter's outer retweet_count is the last one on the line (the retweeted status comes first).
CHECKSUM_INPUTS = {
    "Twitter1Benchmark": (r'(.*)"retweet_count":(\d+),', r'\1"retweet_count":{},', r"\1"),
    "Canada1Benchmark": (r'"id":(\d+)', '"id":{}', '"_id":1'),
    "Citm1Benchmark": (r'"amount":(\d+),', '"amount":{},', ""),
}


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


    def test_each_benchmark_sample_gives_its_checksum_in_every_variant(self):
        for benchmark in BENCHMARKS:
            text, expected = sample(benchmark)
            for variant in main.VARIANTS:
                with self.subTest(benchmark=benchmark, variant=variant):
                    self.assertEqual(checksum(variant, text, benchmark), expected)

    def test_malformed_values_in_each_benchmark_are_rejected_unless_documented(self):
        for benchmark, cases in SHAPE_MALFORMED.items():
            line = first_line(benchmark)
            for variant in main.VARIANTS:
                with self.subTest(benchmark=benchmark, variant=variant):
                    accepted = set()
                    for name, (pattern, replacement) in cases.items():
                        bad = edited(line, pattern, replacement)
                        try:
                            checksum(variant, line + "\n" + bad + "\n", benchmark)
                            accepted.add(name)
                        except main.RecordError as error:
                            self.assertTrue(str(error).startswith("line 2: "), str(error))
                    self.assertEqual(accepted, SHAPE_ACCEPTED.get(variant, set()) & set(cases))


class Program(unittest.TestCase):
    """main(): exit status, stdout and one line of stderr."""

    def run_main(self, variant, text, benchmark=None):
        """main() on text, with JSONMARK_BENCHMARK set to benchmark (unset when None)."""
        with tempfile.NamedTemporaryFile("wb", suffix=".jsonl", delete=False) as file:
            file.write(text.encode("utf-8"))
        self.addCleanup(os.unlink, file.name)
        setup(variant)  # skips when the library is missing
        env = {} if benchmark is None else {"JSONMARK_BENCHMARK": benchmark}
        out, err = io.StringIO(), io.StringIO()
        with mock.patch.dict(os.environ, env), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            if benchmark is None:
                os.environ.pop("JSONMARK_BENCHMARK", None)
            code = main.main(["main.py", variant, file.name])
        return code, out.getvalue(), err.getvalue()

    def test_each_benchmark_sample_through_jsonmark_benchmark(self):
        for benchmark in BENCHMARKS:
            text, expected = sample(benchmark)
            for variant in main.VARIANTS:
                with self.subTest(benchmark=benchmark, variant=variant):
                    library = main.VARIANTS[variant](benchmark).library_line
                    self.assertEqual(self.run_main(variant, text, benchmark), (0, f"{library}\n{expected}\n", ""))

    def test_unknown_benchmark_exits_2_naming_the_known_ones(self):
        for name in ("Twitter2Benchmark", "simple1benchmark", ""):
            with self.subTest(name):
                code, out, err = self.run_main("json", GOOD + "\n", name)
                self.assertEqual((code, out), (2, ""))
                self.assertEqual(len(err.strip().splitlines()), 1, err)
                self.assertIn(f"unknown benchmark '{name}'", err)
                for known in BENCHMARKS:
                    self.assertIn(known, err)

    def test_rejects_a_missing_null_fractional_or_quoted_checksum_input(self):
        for benchmark, (pattern, template, removed) in CHECKSUM_INPUTS.items():
            line = first_line(benchmark)
            lines = {
                "missing": edited(line, pattern, removed),
                "null": edited(line, pattern, template.format("null")),
                "fraction": edited(line, pattern, template.format("1.5")),
                "quoted": edited(line, pattern, template.format('"7"')),
            }
            for variant in main.VARIANTS:
                for what, bad in lines.items():
                    with self.subTest(benchmark=benchmark, variant=variant, input=what):
                        code, out, err = self.run_main(variant, line + "\n" + bad + "\n", benchmark)
                        self.assertEqual((code, out), (1, ""), err)
                        self.assertEqual(len(err.strip().splitlines()), 1, err)

    def test_prints_the_sum(self):
        for variant in main.VARIANTS:
            with self.subTest(variant):
                library = main.VARIANTS[variant]("Simple1Benchmark").library_line
                self.assertEqual(self.run_main(variant, GOOD + "\n" + OTHER + "\n"), (0, f"{library}\n-1030\n", ""))

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

    def test_rejects_an_unknown_geometry_or_a_missing_retweeted_status(self):
        canada = first_line("Canada1Benchmark")
        # A status that is not a retweet, so that its one retweeted_status is the outer one.
        twitter = next(
            line for line in sample("Twitter1Benchmark")[0].splitlines()
            if line.count('"retweeted_status"') == 1 and '"retweeted_status":null,' in line
        )
        cases = {
            "Canada1Benchmark": edited(canada, r'"MultiPolygon"', '"Point"'),
            "Twitter1Benchmark": edited(twitter, r'"retweeted_status":null,', ""),
        }
        for benchmark, bad in cases.items():
            good = canada if benchmark == "Canada1Benchmark" else twitter
            for variant in main.VARIANTS:
                with self.subTest(benchmark=benchmark, variant=variant):
                    code, out, err = self.run_main(variant, good + "\n" + bad + "\n", benchmark)
                    self.assertEqual((code, out), (1, ""), err)
                    self.assertIn("line 2: ", err)
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


class YyjsonBuild(unittest.TestCase):
    def test_a_yyjson_build_that_corrupts_non_ascii_strings_is_refused_in_one_line(self):
        try:
            import yyjson
        except ImportError as error:
            self.skipTest(f"yyjson is not installed: {error}")
        # What a wheel built with a signed char returns for the bytes of "é": two characters.
        with mock.patch.object(yyjson, "loads", lambda text: "\u00c3\u00a9"):
            out, err = io.StringIO(), io.StringIO()
            path = os.path.join(TESTDATA, "Simple1Benchmark.jsonl")
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = main.main(["main.py", "yyjson", path])
        self.assertEqual((code, out.getvalue()), (1, ""))
        self.assertEqual(len(err.getvalue().splitlines()), 1, err.getvalue())
        self.assertIn("CFLAGS=-funsigned-char", err.getvalue())

    def test_the_installed_yyjson_reads_non_ascii_strings_as_code_points(self):
        try:
            import yyjson
        except ImportError as error:
            self.skipTest(f"yyjson is not installed: {error}")
        self.assertEqual(yyjson.loads('{"é":"x\\u00e9😀"}'.encode()), {"é": "xé😀"})
