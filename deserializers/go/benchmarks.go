package main

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/bytedance/sonic/ast"
	goccy "github.com/goccy/go-json"
	siojson "github.com/segmentio/encoding/json"
)

// benchmarkEnv names the benchmark; the driver exports it for every command.
const benchmarkEnv = "JSONMARK_BENCHMARK"

const defaultBenchmark = "Simple1Benchmark"

// benchmarks gives, for each benchmark of docs/benchmarks.md, the line parser of each variant.
// Simple1Benchmark keeps its hand-written parsers; the others are assembled by shapeParsers.
var benchmarks = map[string]map[string]lineParser{
	"Simple1Benchmark": {
		"unstructured-json":       unstructured(json.Unmarshal),
		"structured-json":         structured(json.Unmarshal),
		"unstructured-siojson":    unstructured(siojson.Unmarshal),
		"structured-siojson":      structured(siojson.Unmarshal),
		"unstructured-jsonparser": unstructuredJSONParser,
		"unstructured-ast-sonic":  unstructuredASTSonic,
		"unstructured-map-sonic":  unstructuredMapSonic,
		"structured-sonic":        structuredSonic,
		"structured-goccy":        structured(goccy.Unmarshal),
		"structured-jsoniter":     structured(jsoniterUnmarshal),
	},
	"Twitter1Benchmark": shapeParsers(
		decoded[twitterStatus],
		twitterChecksum[any, mapTree],
		twitterChecksum[jpValue, *jpTree],
		twitterChecksum[*ast.Node, *astTree],
	),
	"Canada1Benchmark": shapeParsers(
		canadaDecoded,
		canadaChecksum[any, mapTree],
		canadaChecksum[jpValue, *jpTree],
		canadaChecksum[*ast.Node, *astTree],
	),
	"Citm1Benchmark": shapeParsers(
		decoded[citmEvent],
		citmChecksum[any, mapTree],
		citmChecksum[jpValue, *jpTree],
		citmChecksum[*ast.Node, *astTree],
	),
	// Any JSON per line, the generic checksum (data.go); the typed variants have no parser.
	dataBenchmark: dataParsers(),
}

// unmarshalFunc is a library's json.Unmarshal.
type unmarshalFunc func(data []byte, v any) error

// sonicUnmarshal is sonic with string validation on (see sonicValidating), its errors
// shortened to one line.
func sonicUnmarshal(data []byte, v any) error {
	if err := sonicValidating.Unmarshal(data, v); err != nil {
		return sonicError(err)
	}
	return nil
}

// shapeParsers assembles the ten variants of one benchmark from its typed parser (given
// each library's Unmarshal) and its tree walker (instantiated for each unstructured library).
func shapeParsers(
	typed func(unmarshalFunc) lineParser,
	onMap func(mapTree, any) (int64, error),
	onJSONParser func(*jpTree, jpValue) (int64, error),
	onAST func(*astTree, *ast.Node) (int64, error),
) map[string]lineParser {
	return map[string]lineParser{
		"unstructured-json":       mapWalker(json.Unmarshal, onMap),
		"structured-json":         typed(json.Unmarshal),
		"unstructured-siojson":    mapWalker(siojson.Unmarshal, onMap),
		"structured-siojson":      typed(siojson.Unmarshal),
		"unstructured-jsonparser": jsonparserWalker(onJSONParser),
		"unstructured-ast-sonic":  astWalker(onAST),
		"unstructured-map-sonic":  mapWalker(sonicUnmarshal, onMap),
		"structured-sonic":        typed(sonicUnmarshal),
		"structured-goccy":        typed(goccy.Unmarshal),
		"structured-jsoniter":     typed(jsoniterUnmarshal),
	}
}

// typedRecord is a benchmark's typed line (R) that computes its checksum once decoded.
type typedRecord[R any] interface {
	*R
	checksum() (int64, error)
}

// decoded makes a typed parser: unmarshal each line into a fresh R, then sum it.
func decoded[R any, P typedRecord[R]](unmarshal unmarshalFunc) lineParser {
	return func(line []byte) (int64, error) {
		var r R
		if err := unmarshal(line, &r); err != nil {
			return 0, err
		}
		return P(&r).checksum()
	}
}

// mapWalker makes an unstructured parser: unmarshal each line into a map[string]any,
// then walk it.
func mapWalker(unmarshal unmarshalFunc, checksum func(mapTree, any) (int64, error)) lineParser {
	return func(line []byte) (int64, error) {
		var m map[string]any
		if err := unmarshal(line, &m); err != nil {
			return 0, err
		}
		if m == nil {
			return 0, fmt.Errorf("the line is null, not an object")
		}
		return checksum(mapTree{}, m)
	}
}

// selectedBenchmark returns the benchmark named by JSONMARK_BENCHMARK (unset or empty:
// Simple1Benchmark) and its parsers, or an error naming the known benchmarks.
func selectedBenchmark() (string, map[string]lineParser, error) {
	name := os.Getenv(benchmarkEnv)
	if name == "" {
		name = defaultBenchmark
	}
	parsers, ok := benchmarks[name]
	if !ok {
		return name, nil, fmt.Errorf("unknown benchmark %q in %s (known benchmarks: %s)", name, benchmarkEnv, benchmarkNames())
	}
	return name, parsers, nil
}

func benchmarkNames() string {
	names := make([]string, 0, len(benchmarks))
	for n := range benchmarks {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}
