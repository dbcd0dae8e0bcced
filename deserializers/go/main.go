// Command jsonmark-go is the Go deserializer of JSONMark for Java.
//
// Usage: jsonmark-go VARIANT FILENAME
//
// It parses every line of a JSON Lines file with the library named by VARIANT,
// sums integer_1 + integer_2 over all records and prints the sum on stdout.
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

// lineParser parses one JSON document fully and returns integer_1 + integer_2.
type lineParser func(line []byte) (int64, error)

// variant is one library configuration under test.
type variant struct {
	parse lineParser
	// unavailable, when non-empty, says why this variant cannot run on this build.
	unavailable func() string
}

var variants = map[string]variant{
	"unstructured-json":       {parse: unstructuredJSON},
	"structured-json":         {parse: structuredJSON},
	"unstructured-siojson":    {parse: unstructuredSIOJSON},
	"structured-siojson":      {parse: structuredSIOJSON},
	"unstructured-jsonparser": {parse: unstructuredJSONParser},
	"unstructured-ast-sonic":  {parse: unstructuredASTSonic, unavailable: sonicUnavailable},
	"unstructured-map-sonic":  {parse: unstructuredMapSonic, unavailable: sonicUnavailable},
	"structured-sonic":        {parse: structuredSonic, unavailable: sonicUnavailable},
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
		fmt.Fprintf(stderr, "usage: jsonmark-go VARIANT FILENAME (variants: %s)\n", variantNames())
		return 2
	}
	name, filename := args[0], args[1]
	v, ok := variants[name]
	if !ok {
		fmt.Fprintf(stderr, "jsonmark-go: unknown variant %q (variants: %s)\n", name, variantNames())
		return 2
	}
	if v.unavailable != nil {
		if why := v.unavailable(); why != "" {
			fmt.Fprintf(stderr, "jsonmark-go: variant %s cannot run: %s\n", name, why)
			return 1
		}
	}
	f, err := os.Open(filename)
	if err != nil {
		fmt.Fprintf(stderr, "jsonmark-go: cannot open data file: %v\n", err)
		return 1
	}
	defer f.Close()
	sum, err := sumLines(f, v.parse)
	if err != nil {
		fmt.Fprintf(stderr, "jsonmark-go: %s: %s: %v\n", name, filename, err)
		return 1
	}
	fmt.Fprintln(stdout, sum)
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
