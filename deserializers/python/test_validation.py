"""Tests of validation mode (JSONMARK_VALIDATE=1), benchmark Data's generic checksum, the
library line and one-line errors on deep nesting, through main.py run as a real process."""

import io
import json
import os
import signal
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TESTDATA = os.path.join(HERE, "..", "testdata")
sys.path.insert(0, HERE)
sys.path.insert(0, TESTDATA)
import check_validation  # noqa: E402
import main  # noqa: E402
import modes  # noqa: E402

SAMPLES = ("Simple1Benchmark", "Twitter1Benchmark", "Canada1Benchmark", "Citm1Benchmark", "Data")
EXAMPLE = '{"a":[1,2.5,"xé"],"b":{"c":null,"d":true}}'  # the definition's worked example: 177


def installed(variant):
    try:
        main.VARIANTS[variant]("Data")
        return True
    except ImportError:
        return False


VARIANTS = [variant for variant in main.VARIANTS if installed(variant)]


def run(variant, path, benchmark, validate):
    env = dict(os.environ, JSONMARK_BENCHMARK=benchmark)
    env.pop("JSONMARK_VALIDATE", None)
    if validate:
        env["JSONMARK_VALIDATE"] = "1"
    return subprocess.run([sys.executable, os.path.join(HERE, "main.py"), variant, path], env=env,
                          capture_output=True, text=True, encoding="utf-8")


def written(text):
    """A temporary file holding text, removed at the end of the test run."""
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".jsonl", delete=False) as file:
        file.write(text)
    return file.name


class ValidationMode(unittest.TestCase):
    def test_every_variant_writes_every_sample_back_exactly(self):
        with open(os.path.join(TESTDATA, "checksums.txt"), encoding="utf-8") as file:
            sums = dict(line.split() for line in file if line.strip())
        for benchmark in SAMPLES:
            path = os.path.join(TESTDATA, f"{benchmark}.jsonl")
            with open(path, encoding="utf-8") as file:
                inputs = file.read().split("\n")
            for variant in VARIANTS:
                with self.subTest(benchmark=benchmark, variant=variant):
                    result = run(variant, path, benchmark, validate=True)
                    self.assertEqual((result.returncode, result.stderr), (0, ""))
                    lines = result.stdout.split("\n")
                    self.assertEqual(lines[-2:], [sums[benchmark], ""])
                    self.assertEqual(check_validation.check(inputs, lines), (["exact"], True))

    def test_only_records_and_the_checksum_are_printed(self):
        path = written(EXAMPLE + "\n\n[]\n")
        self.addCleanup(os.unlink, path)
        for variant in VARIANTS:
            with self.subTest(variant):
                result = run(variant, path, "Data", validate=True)
                self.assertEqual(result.returncode, 0, result.stderr)
                records = result.stdout.splitlines()
                self.assertEqual(len(records), 3, result.stdout)
                self.assertEqual(json.loads(records[0]), json.loads(EXAMPLE))
                self.assertEqual(records[1:], ["[]", str(177 + 2)])

    def test_a_writer_that_cannot_write_a_record_is_one_line_of_stderr(self):
        # orjson reads 1,000 nested arrays but writes no more than 254.
        if "orjson" not in VARIANTS:
            self.skipTest("orjson is not installed")
        path = written("[]\n" + "[" * 300 + "]" * 300 + "\n")
        self.addCleanup(os.unlink, path)
        result = run("orjson", path, "Data", validate=True)
        self.assertEqual(result.returncode, 1)
        self.assertEqual(len(result.stderr.strip().splitlines()), 1, result.stderr)
        self.assertIn("line 2: cannot write the record back: ", result.stderr)


class Checker(unittest.TestCase):
    def test_a_misread_double_and_a_dropped_key_are_named_by_path(self):
        report, ok = check_validation.check(
            ['{"a":{"b":[1,-65.61361694335938]},"c":1}', "2"],
            ['{"a":{"b":[1.0,-65.6136169433594]}}', "2", "7"])
        self.assertFalse(ok)
        self.assertEqual(report, ["1 of 2 lines differ",
                                  "line 1: $.a.b[1]: expected -65.61361694335938, read -65.6136169433594",
                                  "line 1: $.c: expected 1, read nothing"])

    def test_a_partial_output_may_leave_keys_out_but_not_change_them(self):
        self.assertEqual(check_validation.check(['{"a":1,"b":2}'], ["partial: a only", '{"a":1}', "1"]),
                         (["partial (a only)"], True))
        self.assertFalse(check_validation.check(['{"a":1,"b":2}'], ["partial: a only", '{"a":2}', "1"])[1])


class GenericChecksum(unittest.TestCase):
    def test_the_definitions_example_sums_to_177(self):
        self.assertEqual(modes.data_checksum(json.loads(EXAMPLE)), 177)

    def test_code_points_not_utf16_units_nor_bytes(self):
        # "\ud83d\ude00" is one code point: 5 + 19; "a\nb" is three: 5 + 57.
        self.assertEqual(modes.data_checksum(json.loads('"\\ud83d\\ude00"')), 24)
        self.assertEqual(modes.data_checksum(json.loads('"a\\nb"')), 62)
        self.assertEqual(modes.data_checksum(json.loads('{"é":false}')), 1 + 3 + 19 + 13)

    def test_booleans_are_not_counted_as_numbers(self):
        self.assertEqual(modes.data_checksum([True, False, 0, 0.5, None]), 2 + 11 + 13 + 7 + 7 + 17)


class LibraryLine(unittest.TestCase):
    def test_names_the_installed_version_only_in_the_normal_mode(self):
        path = os.path.join(TESTDATA, "Simple1Benchmark.jsonl")
        for variant in VARIANTS:
            with self.subTest(variant):
                normal = run(variant, path, "Simple1Benchmark", validate=False).stdout.splitlines()
                self.assertEqual(len(normal), 2, normal)
                self.assertRegex(normal[0], r"^library: \S+ \S+$")
                self.assertNotIn("unknown", normal[0])
                validating = run(variant, path, "Simple1Benchmark", validate=True).stdout
                self.assertNotIn("library:", validating)

    def test_pysimdjson_version_is_read_from_its_package_metadata(self):
        if "simdjson" not in VARIANTS:
            self.skipTest("pysimdjson is not installed")
        import importlib.metadata

        import simdjson

        self.assertEqual(modes.library_line("pysimdjson", simdjson, "pysimdjson"),
                         f"library: pysimdjson {importlib.metadata.version('pysimdjson')}")


with open(os.path.join(TESTDATA, "Simple1Benchmark.jsonl"), encoding="utf-8") as sample:
    FIRST_SIMPLE = sample.readline()


class DeepNesting(unittest.TestCase):
    def test_100000_opening_brackets_are_one_line_of_stderr_in_every_variant(self):
        cases = {"unclosed": "[" * 100000, "closed": "[" * 100000 + "]" * 100000,
                 "under a key": '{"a":' + "[" * 100000 + "}"}
        for name, line in cases.items():
            path = written(FIRST_SIMPLE + line + "\n")
            self.addCleanup(os.unlink, path)
            for variant in VARIANTS:
                for benchmark in ("Simple1Benchmark", "Data"):
                    with self.subTest(case=name, variant=variant, benchmark=benchmark):
                        result = run(variant, path, benchmark, validate=False)
                        if variant == "yyjson" and name == "closed":
                            # The binding converts its tree recursively in C (README).
                            self.assertEqual((result.returncode, result.stdout), (-signal.SIGSEGV, ""))
                            continue
                        self.assertEqual((result.returncode, result.stdout), (1, ""))
                        self.assertEqual(len(result.stderr.strip().splitlines()), 1, result.stderr)
                        self.assertIn("line 2: ", result.stderr)


class SkippedValues(unittest.TestCase):
    def test_only_msgspec_accepts_invalid_utf8_under_a_key_its_model_does_not_have(self):
        line = FIRST_SIMPLE.rstrip("\n")[:-1].encode("utf-8") + b',"extra":"x\xffy"}\n'
        accepted = set()
        for variant in VARIANTS:
            try:
                main.VARIANTS[variant]("Simple1Benchmark")(io.BytesIO(line))
                accepted.add(variant)
            except main.RecordError as error:
                self.assertIn("line 1: ", str(error))
        self.assertEqual(accepted, {"msgspec"} & set(VARIANTS))


if __name__ == "__main__":
    unittest.main()
