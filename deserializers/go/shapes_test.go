package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The sample files and checksums of deserializers/testdata are written from
// docs/benchmarks.md independently of the driver's generator.
const testdata = "../testdata"

func sampleChecksums(t *testing.T) map[string]int64 {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(testdata, "checksums.txt"))
	if err != nil {
		t.Fatal(err)
	}
	sums := map[string]int64{}
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		name, sum, _ := strings.Cut(line, " ")
		n, err := strconv.ParseInt(sum, 10, 64)
		if err != nil {
			t.Fatalf("checksums.txt: %q: %v", line, err)
		}
		sums[name] = n
	}
	return sums
}

func sampleLines(t *testing.T, benchmark string) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(testdata, benchmark+".jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimRight(string(b), "\n"), "\n")
}

// available returns the variants this build can run, by name.
func available() []string {
	var names []string
	for _, n := range sortedVariantNames() {
		if v := variants[n]; v.unavailable == nil || v.unavailable() == "" {
			names = append(names, n)
		}
	}
	return names
}

func TestEveryBenchmarkHasEveryVariant(t *testing.T) {
	want := sampleChecksums(t)
	if len(benchmarks) != len(want) {
		t.Errorf("benchmarks %s, checksums.txt has %d", benchmarkNames(), len(want))
	}
	for b, parsers := range benchmarks {
		if _, ok := want[b]; !ok {
			t.Errorf("%s has no sample checksum", b)
		}
		typedOnly := 0
		for _, v := range sortedVariantNames() {
			if parsers[v] == nil && (b != dataBenchmark || !strings.HasPrefix(v, "structured-")) {
				t.Errorf("%s has no %s parser", b, v)
			}
			if b == dataBenchmark && strings.HasPrefix(v, "structured-") {
				typedOnly++
			}
		}
		if len(parsers)+typedOnly != len(variants) {
			t.Errorf("%s has %d parsers for %d variants", b, len(parsers), len(variants))
		}
	}
}

// TestRunSumsEverySampleFile runs the program as the driver does, benchmark in the environment.
func TestRunSumsEverySampleFile(t *testing.T) {
	for b, want := range sampleChecksums(t) {
		for _, v := range available() {
			t.Run(b+"/"+v, func(t *testing.T) {
				t.Setenv(benchmarkEnv, b)
				var out, errOut bytes.Buffer
				code := run([]string{v, filepath.Join(testdata, b+".jsonl")}, &out, &errOut)
				if benchmarks[b][v] == nil {
					if code != 3 || out.String() != "unsupported: "+dataUnsupported+"\n" || errOut.Len() != 0 {
						t.Fatalf("exit %d, stdout %q, stderr %q; want exit 3 and unsupported", code, out.String(), errOut.String())
					}
					return
				}
				if code != 0 || out.String() != libraryLine(v)+"\n"+strconv.FormatInt(want, 10)+"\n" {
					t.Fatalf("exit %d, stdout %q, stderr %q; want %d", code, out.String(), errOut.String(), want)
				}
			})
		}
	}
}

func TestUnsetOrEmptyBenchmarkIsSimple1(t *testing.T) {
	want := sampleChecksums(t)["Simple1Benchmark"]
	for _, env := range []string{"unset", ""} {
		if env == "unset" {
			t.Setenv(benchmarkEnv, "x") // restored after the test
			os.Unsetenv(benchmarkEnv)
		} else {
			t.Setenv(benchmarkEnv, env)
		}
		var out, errOut bytes.Buffer
		code := run([]string{"structured-json", filepath.Join(testdata, "Simple1Benchmark.jsonl")}, &out, &errOut)
		if code != 0 || out.String() != libraryLine("structured-json")+"\n"+strconv.FormatInt(want, 10)+"\n" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want %d", env, code, out.String(), errOut.String(), want)
		}
	}
}

func TestUnknownBenchmarkExits2NamingTheKnownOnes(t *testing.T) {
	for _, name := range []string{"Twitter2Benchmark", "simple1benchmark", "Simple1"} {
		t.Setenv(benchmarkEnv, name)
		var out, errOut bytes.Buffer
		// The file need not exist: the benchmark is checked first.
		code := run([]string{"structured-json", "/nonexistent/data.jsonl"}, &out, &errOut)
		msg := errOut.String()
		if code != 2 || out.Len() != 0 || strings.Count(msg, "\n") != 1 || !strings.Contains(msg, strconv.Quote(name)) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 2 and one line naming it", name, code, out.String(), msg)
		}
		for _, known := range []string{"Simple1Benchmark", "Twitter1Benchmark", "Canada1Benchmark", "Citm1Benchmark"} {
			if !strings.Contains(msg, known) {
				t.Errorf("%s: stderr %q does not name %s", name, msg, known)
			}
		}
	}
}

// TestKeyOrderDoesNotMatter reverses the keys of every object of every sample line (Canada's
// geometry then has "coordinates" before "type") and expects the same checksums.
func TestKeyOrderDoesNotMatter(t *testing.T) {
	for b, want := range sampleChecksums(t) {
		var reversed bytes.Buffer
		for _, line := range sampleLines(t, b) {
			reversed.Write(reverseKeys(t, line))
			reversed.WriteByte('\n')
		}
		if bytes.Contains(reversed.Bytes(), []byte(`"type":"Feature"`)) == false && b == "Canada1Benchmark" {
			t.Fatal("the reversed Canada sample lost its type")
		}
		for _, v := range available() {
			if benchmarks[b][v] == nil {
				continue // a typed variant on Data
			}
			sum, err := sumLines(bytes.NewReader(reversed.Bytes()), benchmarks[b][v])
			if err != nil || sum != want {
				t.Errorf("%s/%s: reversed keys gave %d, %v; want %d", b, v, sum, err, want)
			}
		}
	}
}

// reverseKeys rewrites one JSON document with the members of every object in reverse order.
func reverseKeys(t *testing.T, doc string) []byte {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(doc))
	dec.UseNumber() // numbers are copied as written
	var buf bytes.Buffer
	var write func() error
	write = func() error {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		switch tok {
		case json.Delim('{'):
			var members [][]byte
			for dec.More() {
				key, err := dec.Token()
				if err != nil {
					return err
				}
				k, _ := json.Marshal(key)
				outer := buf
				buf = *bytes.NewBuffer(append(k, ':'))
				if err := write(); err != nil {
					return err
				}
				members = append(members, buf.Bytes())
				buf = outer
			}
			buf.WriteByte('{')
			for i := len(members) - 1; i >= 0; i-- {
				buf.Write(members[i])
				if i > 0 {
					buf.WriteByte(',')
				}
			}
			buf.WriteByte('}')
			_, err = dec.Token()
			return err
		case json.Delim('['):
			buf.WriteByte('[')
			for i := 0; dec.More(); i++ {
				if i > 0 {
					buf.WriteByte(',')
				}
				if err := write(); err != nil {
					return err
				}
			}
			buf.WriteByte(']')
			_, err = dec.Token()
			return err
		}
		b, err := json.Marshal(tok)
		buf.Write(b)
		return err
	}
	if err := write(); err != nil {
		t.Fatalf("reversing %.60s...: %v", doc, err)
	}
	return buf.Bytes()
}

// A shapeCase changes one sample line: the first occurrence of old becomes new.
type shapeCase struct {
	benchmark, name, old, new string
}

// invalidCases break one value that the checksum never reads, so only a parser that
// validates everything notices. Each old text occurs in the first line of the sample.
var invalidCases = []shapeCase{
	{"Twitter1Benchmark", "invalid escape in text", `"text":"`, `"text":"\x`},
	{"Twitter1Benchmark", "raw control character in text", `"text":"`, "\"text\":\"\x01"},
	{"Twitter1Benchmark", "unquoted lang", `"lang":"fr"`, `"lang":fr`},
	{"Twitter1Benchmark", "leading zero in id", `"id":576460752303423488`, `"id":0576460752303423488`},
	{"Twitter1Benchmark", "truncated false", `"truncated":false`, `"truncated":fals`},
	{"Twitter1Benchmark", "trailing comma in symbols", `"symbols":[]`, `"symbols":[,]`},
	{"Canada1Benchmark", "leading zero in a coordinate", `[-59.9999,53.71676316056633]`, `[-59.9999,053.71676316056633]`},
	{"Canada1Benchmark", "NaN coordinate", `[-59.9999,53.71676316056633]`, `[-59.9999,NaN]`},
	{"Canada1Benchmark", "trailing dot in a coordinate", `[-59.9999,53.71676316056633]`, `[-59.9999,53.]`},
	{"Canada1Benchmark", "unquoted name", `"name":"Canada"`, `"name":Canada`},
	{"Citm1Benchmark", "unquoted name", `"name":"30th Anniversary Tour"`, `"name":30th Anniversary Tour`},
	{"Citm1Benchmark", "single-quoted venue", `"venueCode":"PLEYEL_PLEYEL"`, `"venueCode":'PLEYEL_PLEYEL'`},
	{"Citm1Benchmark", "hex start", `"start":1372701600000`, `"start":0x13`},
	{"Citm1Benchmark", "comment in seatCategoryNames", `"seatCategoryNames":{`, `"seatCategoryNames":{/*c*/`},
}

// invalidAccepted lists the invalidCases each variant accepts (observed with the pinned
// versions, as in strictnessAccepted for Simple1): buger/jsonparser does not validate
// numbers or strings by design; sonic's AST searcher has no string validation option.
var invalidAccepted = map[string][]string{
	"unstructured-jsonparser": {
		"Twitter1Benchmark/raw control character in text",
		"Twitter1Benchmark/leading zero in id",
		"Canada1Benchmark/leading zero in a coordinate",
		"Canada1Benchmark/trailing dot in a coordinate",
	},
	"unstructured-ast-sonic": {"Twitter1Benchmark/raw control character in text"},
}

func TestEachVariantAcceptsExactlyTheDocumentedInvalidValuesInEveryBenchmark(t *testing.T) {
	for _, v := range available() {
		accepted := map[string]bool{}
		for _, c := range invalidAccepted[v] {
			accepted[c] = true
		}
		for _, c := range invalidCases {
			line := changedFirstLine(t, c)
			sum, err := benchmarks[c.benchmark][v]([]byte(line))
			if id := c.benchmark + "/" + c.name; (err == nil) != accepted[id] {
				t.Errorf("%s: %s: accepted=%v (sum %d, err %v), documented accepted=%v", v, id, err == nil, sum, err, accepted[id])
			}
		}
	}
}

// nullCases make a value the checksum reads missing, null or not an integer: every
// variant must fail, never count it as 0.
var nullCases = []shapeCase{
	{"Twitter1Benchmark", "null retweet_count", `"retweet_count":60,`, `"retweet_count":null,`},
	{"Twitter1Benchmark", "missing favorite_count", `"favorite_count":223,`, `"x":223,`},
	{"Twitter1Benchmark", "null retweet_count in a retweeted status", `"retweet_count":`, `"retweet_count":null,"x":`},
	{"Twitter1Benchmark", "fractional retweet_count", `"retweet_count":`, `"retweet_count":0.5,"x":`},
	{"Twitter1Benchmark", "quoted followers_count", `"followers_count":`, `"followers_count":"1","x":`},
	{"Twitter1Benchmark", "null user", `"user":{`, `"user":null,"x":{`},
	{"Twitter1Benchmark", "null hashtags", `"hashtags":`, `"hashtags":null,"x":`},
	{"Twitter1Benchmark", "null first mention index", `"indices":[3,`, `"indices":[null,`},
	{"Twitter1Benchmark", "empty mention indices", `"indices":[3,11]`, `"indices":[]`},
	{"Twitter1Benchmark", "null user_mentions", `"user_mentions":`, `"user_mentions":null,"x":`},
	{"Twitter1Benchmark", "user without friends_count", `"friends_count":2459`, `"x":2459`},
	{"Twitter1Benchmark", "retweeted status with null friends_count", `"friends_count":635`, `"friends_count":null`},
	{"Twitter1Benchmark", "retweeted status without retweet_count", `"retweet_count":593`, `"x":593`},
	{"Canada1Benchmark", "null id", `"id":0`, `"id":null`},
	{"Canada1Benchmark", "missing geometry type", `"type":"MultiPolygon"`, `"x":"MultiPolygon"`},
	{"Canada1Benchmark", "Polygon with MultiPolygon coordinates", `"type":"MultiPolygon"`, `"type":"Polygon"`},
	{"Canada1Benchmark", "null ring", `"coordinates":[[`, `"coordinates":[null,[`},
	{"Citm1Benchmark", "null amount", `"amount":9628`, `"amount":null`},
	{"Citm1Benchmark", "fractional amount", `"amount":9628`, `"amount":9628.5`},
	{"Citm1Benchmark", "null topicIds", `"topicIds":[]`, `"topicIds":null`},
	{"Citm1Benchmark", "null areaNames", `"areaNames":{}`, `"areaNames":null`},
	{"Citm1Benchmark", "missing areas", `"areas":`, `"x":`},
	{"Citm1Benchmark", "null prices", `"prices":`, `"prices":null,"x":`},
}

func TestEveryVariantRejectsAMissingOrNullChecksumValue(t *testing.T) {
	for _, v := range available() {
		for _, c := range nullCases {
			line := changedFirstLine(t, c)
			sum, err := benchmarks[c.benchmark][v]([]byte(line))
			if err == nil {
				t.Errorf("%s: %s/%s: accepted with sum %d", v, c.benchmark, c.name, sum)
			} else if testing.Verbose() {
				t.Logf("%s: %s/%s: %v", v, c.benchmark, c.name, err)
			}
		}
	}
}

// changedFirstLine applies c to a line of c's sample: the first that has c.old and still
// parses with structured-json when unchanged.
func changedFirstLine(t *testing.T, c shapeCase) string {
	t.Helper()
	for _, line := range sampleLines(t, c.benchmark) {
		if strings.Contains(line, c.old) {
			return strings.Replace(line, c.old, c.new, 1)
		}
	}
	t.Fatalf("%s/%s: %q is in no line of the sample", c.benchmark, c.name, c.old)
	return ""
}

// TestSampleLinesAreValid keeps the cases above honest: unchanged, every line they use parses.
func TestEveryVariantParsesEachSampleLineAlone(t *testing.T) {
	for b := range sampleChecksums(t) {
		for i, line := range sampleLines(t, b) {
			var want int64
			for j, v := range untypedFirst(b) {
				sum, err := benchmarks[b][v]([]byte(line))
				if err != nil {
					t.Errorf("%s line %d: %s: %v", b, i+1, v, err)
				}
				if j == 0 {
					want = sum
				} else if sum != want {
					t.Errorf("%s line %d: %s gave %d, %s gave %d", b, i+1, v, sum, untypedFirst(b)[0], want)
				}
			}
		}
	}
}

// untypedFirst is available() less the variants that have no parser of benchmark b.
func untypedFirst(b string) []string {
	var names []string
	for _, v := range available() {
		if benchmarks[b][v] != nil {
			names = append(names, v)
		}
	}
	return names
}
