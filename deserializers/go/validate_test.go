package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// untypedNumbers are the variants that hold every number as a float64: a generic map of
// encoding/json, segmentio and sonic, and jsonparser and sonic's AST, which read every number
// the checksum does not with ParseFloat / StrictFloat64.
var untypedNumbers = []string{"unstructured-json", "unstructured-siojson", "unstructured-jsonparser",
	"unstructured-ast-sonic", "unstructured-map-sonic"}

// validationReports is the first line of check_validation.py's report for what differs
// (every other variant and benchmark: "exact"): integers beyond 2^53 read as float64, the
// ids of all 12 Twitter sample statuses and five integers of two Data lines.
var validationReports = map[string]string{
	"Twitter1Benchmark": "12 of 12 lines differ",
	"Data":              "2 of 17 lines differ",
}

// checkValidation runs deserializers/testdata/check_validation.py on a validation output.
func checkValidation(t *testing.T, input string, output []byte) []string {
	t.Helper()
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is needed for testdata/check_validation.py")
	}
	path := filepath.Join(t.TempDir(), "out.txt")
	if err := os.WriteFile(path, output, 0o644); err != nil {
		t.Fatal(err)
	}
	report, _ := exec.Command(python, filepath.Join(testdata, "check_validation.py"), input, path).Output()
	return strings.Split(strings.TrimRight(string(report), "\n"), "\n")
}

func TestValidationModeWritesEverySampleBackExactlyButBigIntegersInFloat64Variants(t *testing.T) {
	t.Setenv(validateEnv, "1")
	for b, want := range sampleChecksums(t) {
		input := filepath.Join(testdata, b+".jsonl")
		for _, v := range untypedFirst(b) {
			t.Run(b+"/"+v, func(t *testing.T) {
				t.Setenv(benchmarkEnv, b)
				var out, errOut bytes.Buffer
				if code := run([]string{v, input}, &out, &errOut); code != 0 || errOut.Len() != 0 {
					t.Fatalf("exit %d, stderr %q", code, errOut.String())
				}
				lines := strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
				if last := lines[len(lines)-1]; last != itoa(int(want)) || len(lines) != len(sampleLines(t, b))+1 {
					t.Fatalf("%d lines ending %q; want one per record, then %d", len(lines), last, want)
				}
				expected := "exact"
				if report, ok := validationReports[b]; ok && contains(untypedNumbers, v) {
					expected = report
				}
				if report := checkValidation(t, input, out.Bytes()); report[0] != expected {
					t.Errorf("report %q, want %q", report, expected)
				}
			})
		}
	}
}

func TestFloat64VariantsDifferOnlyInIntegersBeyond2To53(t *testing.T) {
	t.Setenv(validateEnv, "1")
	t.Setenv(benchmarkEnv, dataBenchmark)
	input := filepath.Join(testdata, "Data.jsonl")
	for _, v := range untypedNumbers {
		var out bytes.Buffer
		run([]string{v, input}, &out, &bytes.Buffer{})
		want := []string{"2 of 17 lines differ",
			"line 12: $.ints[4]: expected 9007199254740993, read 9007199254740992",
			"line 12: $.ints[5]: expected 9223372036854775807, read 9223372036854776000",
			"line 12: $.ints[6]: expected -9223372036854775808, read -9223372036854776000",
			"line 16: $.id: expected 1152921504606846977, read 1152921504606847000",
			"line 16: $.neg: expected -4611686018427387905, read -4611686018427388000"}
		if report := checkValidation(t, input, out.Bytes()); strings.Join(report, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: report %q", v, report)
		}
	}
}

func TestTypedVariantsSayDataIsUnsupportedAndExit3(t *testing.T) {
	for _, validate := range []string{"", "1"} {
		t.Setenv(validateEnv, validate)
		t.Setenv(benchmarkEnv, dataBenchmark)
		for _, v := range []string{"structured-json", "structured-siojson", "structured-sonic", "structured-goccy", "structured-jsoniter"} {
			var out, errOut bytes.Buffer
			code := run([]string{v, filepath.Join(testdata, "Data.jsonl")}, &out, &errOut)
			if code != 3 || !strings.HasPrefix(out.String(), "unsupported: ") || strings.Count(out.String(), "\n") != 1 {
				t.Errorf("%s: exit %d, stdout %q", v, code, out.String())
			}
		}
	}
}

func TestGenericChecksumOfTheDefinitionsExampleIs177(t *testing.T) {
	line := []byte(`{"a":[1,2.5,"xé"],"b":{"c":null,"d":true}}`)
	for _, v := range untypedFirst(dataBenchmark) {
		if sum, err := benchmarks[dataBenchmark][v](line); sum != 177 || err != nil {
			t.Errorf("%s: %d, %v; want 177", v, sum, err)
		}
	}
}

func TestGenericChecksumCountsCodePointsAndAcceptsTopLevelScalars(t *testing.T) {
	cases := map[string]int64{`"\ud83d\ude00"`: 5 + 19, `"a\nb"`: 5 + 57, `{"é":false}`: 1 + 3 + 19 + 13,
		` 42 `: 7, `null`: 17, `[true,[]]`: 2 + 11 + 2}
	for line, want := range cases {
		for _, v := range untypedFirst(dataBenchmark) {
			if sum, err := benchmarks[dataBenchmark][v]([]byte(line)); sum != want || err != nil {
				t.Errorf("%s: %s: %d, %v; want %d", v, line, sum, err, want)
			}
		}
	}
	for _, v := range untypedFirst(dataBenchmark) {
		if _, err := benchmarks[dataBenchmark][v]([]byte(`[1] 2`)); err == nil {
			t.Errorf("%s accepts a second value after the first", v)
		}
	}
}

func TestLibraryLineNamesTheLinkedModuleVersion(t *testing.T) {
	pattern := regexp.MustCompile(`^library: (go1\.\d+(\.\d+)? encoding/json|github\.com/\S+ v\d+\.\d+\.\d+)$`)
	for _, v := range sortedVariantNames() {
		if line := libraryLine(v); !pattern.MatchString(line) {
			t.Errorf("%s: %q", v, line)
		}
	}
	if got := libraryLine("structured-sonic"); got != "library: github.com/bytedance/sonic v1.15.5" {
		t.Errorf("sonic: %q, want the version of go.mod", got)
	}
}

func TestValidationModePrintsNoLibraryLine(t *testing.T) {
	t.Setenv(validateEnv, "1")
	t.Setenv(benchmarkEnv, "Simple1Benchmark")
	var out bytes.Buffer
	run([]string{"structured-sonic", filepath.Join(testdata, "Simple1Benchmark.jsonl")}, &out, &bytes.Buffer{})
	if strings.Contains(out.String(), "library:") {
		t.Errorf("stdout %q", out.String())
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestATrailingCommaInANestedObjectIsRejectedByEveryVariant(t *testing.T) {
	simple := sampleLines(t, "Simple1Benchmark")[0]
	twitter := sampleLines(t, "Twitter1Benchmark")[0]
	cases := map[string][]string{
		"Simple1Benchmark":  {strings.Replace(simple, `"latitude":-77.018792}`, `"latitude":-77.018792,}`, 1)},
		"Twitter1Benchmark": {strings.Replace(twitter, `"user_mentions":[]}`, `"user_mentions":[],}`, 1)},
		dataBenchmark:       {`{"a":{"b":1,}}`, `[{"b":1,}]`, `{"b":1,}`, `{,}`},
	}
	for b, lines := range cases {
		for _, line := range lines {
			if !strings.Contains(line, ",}") {
				t.Fatalf("%s: no trailing comma in %q", b, line)
			}
			for _, v := range untypedFirst(b) {
				if _, err := benchmarks[b][v]([]byte(line)); err == nil {
					t.Errorf("%s: %s accepts %.80q", b, v, line)
				}
			}
		}
	}
	for _, line := range []string{`{ }`, `{"a":{ },"b":[{}]}`} {
		for _, v := range untypedFirst(dataBenchmark) {
			if _, err := benchmarks[dataBenchmark][v]([]byte(line)); err != nil {
				t.Errorf("%s rejects %q: %v", v, line, err)
			}
		}
	}
}
