package main

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unsafe"

	"github.com/bytedance/sonic"
)

// fixture has negative integers, exponent and plain floats, escapes, reordered keys,
// blanks around records and blank lines. Its sum is computed by hand below.
const fixture = `{"integer_1":-12,"integer_2":981,"float_1":-431.2376523422,"float_2":1.2E-4,"bool":true,"words":["apple","river","stone","quiet","moon"],"str":"The quick brown fox jumps.","datetime":"2013-07-06T19:04:23Z","coordinates":{"longitude":-122.419416,"latitude":37.774929},"null":null}
{"integer_1":-1000,"integer_2":-1000,"float_1":-3.5E-5,"float_2":999.9999999999999,"bool":false,"words":["a\"b","c\\d","\u00e9t\u00e9","tab\there","x"],"str":"Escapes: \" \\ \/ \b \f \n \r \t \u0041.","datetime":"1999-12-31T23:59:59Z","coordinates":{"longitude":180.0,"latitude":-90.0},"null":null}

{"null":null,"coordinates":{"latitude":1.5e+2,"longitude":-0.0},"datetime":"2000-01-01T00:00:00Z","str":"Reordered keys.","words":[],"bool":true,"float_2":0,"float_1":1E10,"integer_2":1000,"integer_1":1000}
  {"integer_1": 7, "integer_2": -3, "float_1": 1.0, "float_2": -2.5e-300, "bool": false, "words": ["one", "two", "three", "four", "five"], "str": "Spaced out.", "datetime": "2013-07-06T19:04:23Z", "coordinates": {"longitude": 0.000001, "latitude": -0.000001}, "null": null}  
{"integer_1":0,"integer_2":-0,"float_1":4.9E-324,"float_2":1.7976931348623157E308,"bool":true,"words":["w1","w2","w3","w4","w5"],"str":"Extremes.","datetime":"2013-07-06T19:04:23Z","coordinates":{"longitude":1,"latitude":2},"null":null}

`

// (-12+981) + (-1000-1000) + (1000+1000) + (7-3) + (0+0)
const fixtureSum int64 = 969 + -2000 + 2000 + 4 + 0

func sortedVariantNames() []string {
	names := make([]string, 0, len(variants))
	for n := range variants {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func sonicIsNative() bool { return sonic.APIKind == sonic.UseSonicJSON }

func TestEveryVariantSumsTheFixtureExactly(t *testing.T) {
	if len(variants) != 10 {
		t.Fatalf("expected the 8 variants of the original and goccy's and json-iterator's, have %d", len(variants))
	}
	for _, name := range sortedVariantNames() {
		t.Run(name, func(t *testing.T) {
			v := variants[name]
			if v.unavailable != nil && v.unavailable() != "" {
				t.Skipf("unavailable: %s", v.unavailable())
			}
			sum, err := sumLines(strings.NewReader(fixture), simple1[name])
			if err != nil {
				t.Fatal(err)
			}
			if sum != fixtureSum {
				t.Fatalf("sum = %d, want %d", sum, fixtureSum)
			}
		})
	}
}

func TestEveryVariantSumsAManyLineFileWithoutTrailingNewline(t *testing.T) {
	var b strings.Builder
	var want int64
	for i := -1000; i <= 1000; i++ {
		b.WriteString(`{"integer_1":` + itoa(i) + `,"integer_2":` + itoa(i/2) +
			`,"float_1":-1.25E-4,"float_2":3.0,"bool":true,"words":["a","b","c","d","e"],"str":"S.","datetime":"2013-07-06T19:04:23Z","coordinates":{"longitude":1.5,"latitude":-2.5},"null":null}`)
		if i != 1000 {
			b.WriteByte('\n')
		}
		want += int64(i + i/2)
	}
	for _, name := range sortedVariantNames() {
		v := variants[name]
		if v.unavailable != nil && v.unavailable() != "" {
			continue
		}
		sum, err := sumLines(strings.NewReader(b.String()), simple1[name])
		if err != nil || sum != want {
			t.Errorf("%s: sum = %d, err = %v, want %d", name, sum, err, want)
		}
	}
}

func itoa(i int) string {
	var buf [24]byte
	return string(appendInt(buf[:0], i))
}

func appendInt(b []byte, i int) []byte {
	if i < 0 {
		return appendInt(append(b, '-'), -i)
	}
	if i >= 10 {
		b = appendInt(b, i/10)
	}
	return append(b, byte('0'+i%10))
}

func TestEveryVariantRejectsInvalidRecordsWithTheLineNumber(t *testing.T) {
	good := `{"integer_1":1,"integer_2":2,"float_1":1.5,"float_2":2.5,"bool":true,"words":["a"],"str":"s","datetime":"d","coordinates":{"longitude":1,"latitude":2},"null":null}`
	bad := map[string]string{
		"truncated":         `{"integer_1":1,"integer_2":`,
		"not json":          `not json`,
		"trailing garbage":  `{"integer_1":1,"integer_2":2}x`,
		"two objects":       `{"integer_1":1,"integer_2":2} {"integer_1":1,"integer_2":2}`,
		"missing integer_2": `{"integer_1":1}`,
		"null integer_2":    `{"integer_1":1,"integer_2":null}`,
		"string integer_1":  `{"integer_1":"1","integer_2":2}`,
		"unclosed string":   `{"integer_1":1,"integer_2":2,"str":"abc}`,
	}
	for _, name := range sortedVariantNames() {
		v := variants[name]
		if v.unavailable != nil && v.unavailable() != "" {
			continue
		}
		for what, line := range bad {
			input := good + "\n\n" + line + "\n" + good + "\n"
			_, err := sumLines(strings.NewReader(input), simple1[name])
			if err == nil {
				t.Errorf("%s accepted %s: %s", name, what, line)
				continue
			}
			if !strings.HasPrefix(err.Error(), "line 3: ") || strings.Contains(err.Error(), "\n") {
				t.Errorf("%s on %s: error %q should be one line starting with \"line 3: \"", name, what, err)
			}
		}
	}
}

func TestSonicVariantsRunOnlyWithNativeSonic(t *testing.T) {
	for _, name := range []string{"unstructured-ast-sonic", "unstructured-map-sonic", "structured-sonic"} {
		why := variants[name].unavailable()
		if sonicIsNative() != (why == "") {
			t.Errorf("%s: native=%v but unavailable=%q", name, sonicIsNative(), why)
		}
	}
	if !sonicIsNative() {
		t.Logf("sonic is in encoding/json fallback mode here: %s", sonicUnavailable())
	}
}

func TestRunPrintsTheSumAsTheLastLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "data.jsonl")
	if err := os.WriteFile(path, []byte(fixture), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := run([]string{"structured-json", path}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut.String())
	}
	if got := out.String(); got != libraryLine("structured-json")+"\n973\n" || fixtureSum != 973 {
		t.Fatalf("stdout %q, want the library line and \"973\\n\" (fixtureSum %d)", got, fixtureSum)
	}
}

func TestRunExitCodes(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.jsonl")
	if err := os.WriteFile(bad, []byte("{\"integer_1\":1,\"integer_2\":2}\n{\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		args []string
		code int
		msg  string
	}{
		{"no arguments", nil, 2, "usage: jsonmark-go VARIANT FILENAME"},
		{"one argument", []string{"structured-json"}, 2, "usage:"},
		{"unknown variant", []string{"simdjson", bad}, 2, `unknown variant "simdjson"`},
		{"missing file", []string{"structured-json", "/nonexistent/data.jsonl"}, 1, "cannot open data file"},
		{"invalid JSON", []string{"structured-json", bad}, 1, "line 2: invalid JSON record"},
	}
	for _, c := range cases {
		var out, errOut bytes.Buffer
		code := run(c.args, &out, &errOut)
		if code != c.code || !strings.Contains(errOut.String(), c.msg) || out.Len() != 0 {
			t.Errorf("%s: exit %d stderr %q stdout %q; want exit %d and %q", c.name, code, errOut.String(), out.String(), c.code, c.msg)
		}
		if strings.Count(errOut.String(), "\n") != 1 {
			t.Errorf("%s: stderr should be one line: %q", c.name, errOut.String())
		}
	}
}

// strictnessGood is a valid record; strictnessCases break one value of it that the
// checksum never reads (never integer_1 or integer_2), so only a validating parser notices.
const strictnessGood = `{"integer_1":-12,"integer_2":981,"float_1":-431.2376523422,"float_2":1.2E-4,"bool":true,"words":["fact","river","stone","quiet","moon"],"str":"Week later.","datetime":"2013-07-06T19:04:23Z","coordinates":{"longitude":-122.419416,"latitude":37.774929},"null":null}`

var strictnessCases = [][3]string{ // name, valid text, invalid replacement
	{"unquoted string", `"str":"Week later."`, `"str":Week`},
	{"single-quoted string", `"str":"Week later."`, `"str":'Week'`},
	{"NaN", `"float_1":-431.2376523422`, `"float_1":NaN`},
	{"-Infinity", `"float_1":-431.2376523422`, `"float_1":-Infinity`},
	{"hex float", `"float_1":-431.2376523422`, `"float_1":0x1p3`},
	{"leading zero", `"float_1":-431.2376523422`, `"float_1":01.5`},
	{"plus sign", `"float_1":-431.2376523422`, `"float_1":+1.5`},
	{"trailing dot", `"float_1":-431.2376523422`, `"float_1":1.`},
	{"unquoted word", `["fact",`, `[fact,`},
	{"truncated null", `"null":null`, `"null":nul`},
	{"trailing comma in object", `"null":null}`, `"null":null,}`},
	{"trailing comma in array", `"moon"]`, `"moon",]`},
	{"invalid escape", `"Week later."`, `"Week \x later."`},
	{"raw control character", `"Week later."`, "\"Week \x01 later.\""},
	{"comment", `"null":null}`, `"null":null/*c*/}`},
}

// strictnessAccepted lists, per variant, the cases above that its library accepts
// (observed with the pinned versions). buger/jsonparser does not validate numbers or
// strings it does not need to; sonic's AST searcher has no string validation option;
// json-iterator reads a float with a leading plus sign.
var strictnessAccepted = map[string][]string{
	"unstructured-jsonparser": {"-Infinity", "hex float", "leading zero", "trailing dot", "raw control character"},
	"unstructured-ast-sonic":  {"raw control character"},
	"structured-jsoniter":     {"plus sign"},
}

func TestEachVariantAcceptsExactlyTheDocumentedInvalidJSON(t *testing.T) {
	for _, name := range sortedVariantNames() {
		v := variants[name]
		if v.unavailable != nil && v.unavailable() != "" {
			continue
		}
		want := map[string]bool{}
		for _, c := range strictnessAccepted[name] {
			want[c] = true
		}
		for _, c := range strictnessCases {
			line := strings.Replace(strictnessGood, c[1], c[2], 1)
			if line == strictnessGood {
				t.Fatalf("%s: %q is not in the record", c[0], c[1])
			}
			sum, err := simple1[name]([]byte(line))
			if accepted := err == nil; accepted != want[c[0]] {
				t.Errorf("%s: %s: accepted=%v (sum %d, err %v), documented accepted=%v", name, c[0], accepted, sum, err, want[c[0]])
			}
		}
		if sum, err := simple1[name]([]byte(strictnessGood)); err != nil || sum != 969 {
			t.Errorf("%s: the valid record gave %d, %v", name, sum, err)
		}
	}
}

func TestASTSonicDoesNotCopyTheLine(t *testing.T) {
	if !sonicIsNative() {
		t.Skip("sonic is in fallback mode")
	}
	line := []byte("  " + strictnessGood + " ")
	root, err := astRoot(line)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := root.Raw()
	if err != nil {
		t.Fatal(err)
	}
	if raw != strictnessGood || unsafe.StringData(raw) != &line[2] {
		t.Fatalf("the root node does not refer to the line's bytes (a copy was made)")
	}
}

var simple1 = benchmarks["Simple1Benchmark"]
