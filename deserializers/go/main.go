// Command jsonmark-go is the Go deserializer of JSONMark for Java.
//
// Usage: JSONMARK_BENCHMARK=NAME [JSONMARK_VALIDATE=1] jsonmark-go VARIANT FILENAME
//
// It parses every line of a JSON Lines file with the library named by VARIANT, as
// records of the benchmark NAME (default Simple1Benchmark; Data: any JSON, the generic
// checksum), and prints its library line and the sum of the benchmark's checksum over all
// records on stdout (docs/benchmarks.md). In validation mode it prints every record it
// parsed, written back by its library, then the sum.
package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// lineParser parses one JSON document fully and returns its checksum.
type lineParser func(line []byte) (int64, error)

// variant is one library configuration under test; its parser per benchmark is in benchmarks.
type variant struct {
	// unavailable, when non-nil and returning non-empty, says why this variant cannot run on this build.
	unavailable func() string
}

var variants = map[string]variant{
	"unstructured-json":       {},
	"structured-json":         {},
	"unstructured-siojson":    {},
	"structured-siojson":      {},
	"unstructured-jsonparser": {},
	"unstructured-ast-sonic":  {unavailable: sonicUnavailable},
	"unstructured-map-sonic":  {unavailable: sonicUnavailable},
	"structured-sonic":        {unavailable: sonicUnavailable},
	"structured-goccy":        {},
	"structured-jsoniter":     {},
}

const (
	readBufferSize = 4 << 20 // initial line buffer; grows for longer lines
	maxLineSize    = 1 << 30 // a single line longer than this is refused
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is main without the process exit, so tests can call it.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) != 2 {
		fmt.Fprintf(stderr, "usage: jsonmark-go VARIANT FILENAME, benchmark in $%s (variants: %s; benchmarks: %s)\n",
			benchmarkEnv, variantNames(), benchmarkNames())
		return 2
	}
	name, filename := args[0], args[1]
	v, ok := variants[name]
	if !ok {
		fmt.Fprintf(stderr, "jsonmark-go: unknown variant %q (variants: %s)\n", name, variantNames())
		return 2
	}
	// The benchmark is chosen once: every line goes to the same parser.
	benchmark, parsers, err := selectedBenchmark()
	if err != nil {
		fmt.Fprintf(stderr, "jsonmark-go: %v\n", err)
		return 2
	}
	if v.unavailable != nil {
		if why := v.unavailable(); why != "" {
			fmt.Fprintf(stderr, "jsonmark-go: variant %s cannot run: %s\n", name, why)
			return 1
		}
	}
	if _, ok := parsers[name]; !ok {
		fmt.Fprintf(stdout, "unsupported: %s\n", dataUnsupported)
		return 3
	}
	f, err := os.Open(filename)
	if err != nil {
		fmt.Fprintf(stderr, "jsonmark-go: cannot open data file: %v\n", err)
		return 1
	}
	defer f.Close()
	if os.Getenv(validateEnv) == "1" {
		return validate(f, benchmark, name, filename, stdout, stderr)
	}
	sum, err := sumLines(f, parsers[name])
	if err != nil {
		fmt.Fprintf(stderr, "jsonmark-go: %s: %s: %s: %v\n", name, benchmark, filename, err)
		return 1
	}
	fmt.Fprintln(stdout, libraryLine(name))
	fmt.Fprintln(stdout, sum)
	return 0
}

// validate is run in validation mode: every record written back, then the sum.
func validate(f io.Reader, benchmark, name, filename string, stdout, stderr io.Writer) int {
	out := &recordOut{bufio.NewWriterSize(stdout, 1<<16)}
	sum, err := sumLines(f, validators(benchmark, out)[name])
	if err != nil {
		out.w.Flush()
		fmt.Fprintf(stderr, "jsonmark-go: %s: %s: %s: %v\n", name, benchmark, filename, err)
		return 1
	}
	fmt.Fprintln(out.w, sum)
	if err := out.w.Flush(); err != nil {
		fmt.Fprintf(stderr, "jsonmark-go: cannot write to stdout: %v\n", err)
		return 1
	}
	return 0
}

// sumLines parses every non-blank line of r and adds up what parse returns.
func sumLines(r io.Reader, parse lineParser) (int64, error) {
	scanner := bufio.NewScanner(r)
	scanner.Buffer(make([]byte, readBufferSize), maxLineSize)
	var sum int64
	lineNo := 0
	for scanner.Scan() {
		lineNo++
		line := scanner.Bytes()
		if isBlank(line) {
			continue
		}
		n, err := parse(line)
		if err != nil {
			return 0, fmt.Errorf("line %d: invalid JSON record: %s", lineNo, oneLine(err.Error()))
		}
		sum += n
	}
	if err := scanner.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return 0, fmt.Errorf("line %d: longer than %d bytes", lineNo+1, maxLineSize)
		}
		return 0, fmt.Errorf("read error after line %d: %v", lineNo, err)
	}
	return sum, nil
}

func isBlank(line []byte) bool {
	for _, c := range line {
		if c != ' ' && c != '\t' && c != '\r' && c != '\n' {
			return false
		}
	}
	return true
}

func variantNames() string {
	names := make([]string, 0, len(variants))
	for n := range variants {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// oneLine collapses runs of whitespace, so an error is one line on stderr.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
