package main

import (
	"encoding/json"
	"fmt"
	"unicode/utf8"

	"github.com/buger/jsonparser"
	"github.com/bytedance/sonic/ast"
	siojson "github.com/segmentio/encoding/json"
)

// Benchmark Data: any JSON value per line, the generic checksum of docs/benchmarks.md:
// 1·objects + 2·arrays + 3·members + 5·strings + 7·numbers + 11·trues + 13·falses + 17·nulls
// + 19·code points of every string value and every key.

const dataBenchmark = "Data"

// dataUnsupported says why the typed variants have no Data parser: they decode into the
// structs of the four benchmarks and cannot hold arbitrary JSON.
const dataUnsupported = "a typed variant decodes into the benchmarks' structs, not arbitrary JSON; " +
	"the unstructured variants read any JSON"

// dataParsers are the untyped variants' Data parsers; the typed variants have none.
func dataParsers() map[string]lineParser {
	return map[string]lineParser{
		"unstructured-json":       anyWalker(json.Unmarshal),
		"unstructured-siojson":    anyWalker(siojson.Unmarshal),
		"unstructured-jsonparser": dataJSONParser,
		"unstructured-ast-sonic":  dataAST,
		"unstructured-map-sonic":  anyWalker(sonicUnmarshal),
	}
}

// anyWalker unmarshals a line into an `any` (any top-level value) and counts it.
func anyWalker(unmarshal unmarshalFunc) lineParser {
	return func(line []byte) (int64, error) {
		var v any
		if err := unmarshal(line, &v); err != nil {
			return 0, err
		}
		return dataChecksumOf(v)
	}
}

// dataChecksumOf counts a value decoded into maps, slices and scalars, with a stack rather
// than recursion.
func dataChecksumOf(root any) (int64, error) {
	var sum int64
	stack := []any{root}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch x := v.(type) {
		case map[string]any:
			sum += 1 + 3*int64(len(x))
			for k, member := range x {
				sum += 19 * int64(utf8.RuneCountInString(k))
				stack = append(stack, member)
			}
		case []any:
			sum += 2
			stack = append(stack, x...)
		case string:
			sum += 5 + 19*int64(utf8.RuneCountInString(x))
		case float64, json.Number:
			sum += 7
		case bool:
			if x {
				sum += 11
			} else {
				sum += 13
			}
		case nil:
			sum += 17
		default:
			return 0, fmt.Errorf("unexpected decoded type %T", v)
		}
	}
	return sum, nil
}

// dataJSONParser finds the line's one value with jsonparser.Get and decodes all of it.
func dataJSONParser(line []byte) (int64, error) {
	raw, vt, end, err := jsonparser.Get(line)
	if err != nil {
		return 0, err
	}
	if rest := skipBlanks(line, end); rest != len(line) {
		return 0, fmt.Errorf("unexpected %q after the top-level value", line[rest:])
	}
	return jsonparserData(raw, vt)
}

// jsonparserData counts one value, decoding it as jsonparserValue does.
func jsonparserData(raw []byte, vt jsonparser.ValueType) (int64, error) {
	switch vt {
	case jsonparser.Object:
		sum := int64(1)
		err := objectEach(raw, func(key, v []byte, t jsonparser.ValueType, _ int) error {
			n, err := jsonparserData(v, t)
			sum += 3 + 19*int64(utf8.RuneCount(key)) + n
			return err
		})
		return sum, err
	case jsonparser.Array:
		sum := int64(2)
		_, err := jsonparser.ArrayEachErr(raw, func(v []byte, t jsonparser.ValueType, _ int, err error) error {
			if err != nil {
				return err
			}
			n, err := jsonparserData(v, t)
			sum += n
			return err
		})
		return sum, err
	case jsonparser.String:
		s, err := jsonparser.ParseString(raw)
		return 5 + 19*int64(utf8.RuneCountInString(s)), err
	case jsonparser.Number:
		_, err := jsonparser.ParseFloat(raw)
		return 7, err
	case jsonparser.Boolean:
		b, err := jsonparser.ParseBoolean(raw)
		if b {
			return 11, err
		}
		return 13, err
	case jsonparser.Null:
		return 17, nil
	}
	return 0, fmt.Errorf("unexpected value %q", raw)
}

// dataAST validates the line with sonic's AST searcher and loads and reads every node.
func dataAST(line []byte) (int64, error) {
	root, err := astRootValue(line)
	if err != nil {
		return 0, err
	}
	sum, err := astData(&root)
	return sum, sonicErrorOrNil(err)
}

// astData counts one node, loading and reading it as loadASTNode does.
func astData(n *ast.Node) (int64, error) {
	switch n.TypeSafe() {
	case ast.V_OBJECT, ast.V_ARRAY:
		if err := n.LoadAll(); err != nil {
			return 0, err
		}
		sum := int64(2)
		if n.TypeSafe() == ast.V_OBJECT {
			sum = 1
		}
		var walkErr error
		err := n.ForEach(func(path ast.Sequence, c *ast.Node) bool {
			var x int64
			x, walkErr = astData(c)
			sum += x
			if path.Key != nil {
				sum += 3 + 19*int64(utf8.RuneCountInString(*path.Key))
			}
			return walkErr == nil
		})
		if err == nil {
			err = walkErr
		}
		return sum, err
	case ast.V_STRING:
		s, err := n.StrictString()
		return 5 + 19*int64(utf8.RuneCountInString(s)), err
	case ast.V_NUMBER:
		_, err := n.StrictFloat64()
		return 7, err
	case ast.V_TRUE:
		return 11, nil
	case ast.V_FALSE:
		return 13, nil
	case ast.V_NULL:
		return 17, nil
	}
	if err := n.Check(); err != nil {
		return 0, err
	}
	return 0, fmt.Errorf("unexpected JSON node type %d", n.TypeSafe())
}

func sonicErrorOrNil(err error) error {
	if err == nil {
		return nil
	}
	return sonicError(err)
}
