package main

import (
	"bufio"
	"encoding/json"
	"fmt"

	"github.com/buger/jsonparser"
	"github.com/bytedance/sonic"
	"github.com/bytedance/sonic/ast"
	goccy "github.com/goccy/go-json"
	siojson "github.com/segmentio/encoding/json"
)

// Validation mode (JSONMARK_VALIDATE=1, docs/benchmarks.md): every line parsed and summed as
// in the normal mode, then the value the variant holds written back, one line per record,
// by the library's own Marshal. jsonparser and sonic's AST keep no values: their lines are
// walked a second time with the very calls their normal walk decodes with (ParseFloat and
// StrictFloat64 for every number, ParseString and StrictString for every string, ...),
// and the values these return are written, by encoding/json and by sonic's Marshal.

const validateEnv = "JSONMARK_VALIDATE"

// marshalFunc is a library's json.Marshal.
type marshalFunc func(v any) ([]byte, error)

// recordOut writes the records of validation mode, one line each, to stdout.
type recordOut struct{ w *bufio.Writer }

// write writes one record, or says why the library's writer could not.
func (o *recordOut) write(b []byte, err error) error {
	if err != nil {
		return fmt.Errorf("cannot write the record back: %v", err)
	}
	o.w.Write(b)
	return o.w.WriteByte('\n')
}

// sonicMarshal is the writer of the configuration the sonic variants parse with.
func sonicMarshal(v any) ([]byte, error) { return sonicValidating.Marshal(v) }

// validators returns each variant's parser of benchmark in validation mode, writing to out.
func validators(benchmark string, out *recordOut) map[string]lineParser {
	var typed func(unmarshalFunc, marshalFunc) lineParser
	var onMap func(mapTree, any) (int64, error)
	switch benchmark {
	case "Simple1Benchmark":
		typed = simpleWritten(out)
		onMap = func(_ mapTree, v any) (int64, error) { return sumFromMap(v.(map[string]any)) }
	case "Twitter1Benchmark":
		typed = decodedWritten[twitterStatus](out)
		onMap = twitterChecksum[any, mapTree]
	case "Canada1Benchmark":
		typed = canadaWritten(out)
		onMap = canadaChecksum[any, mapTree]
	case "Citm1Benchmark":
		typed = decodedWritten[citmEvent](out)
		onMap = citmChecksum[any, mapTree]
	case dataBenchmark:
		onMap = func(_ mapTree, v any) (int64, error) { return dataChecksumOf(v) }
	}
	isObject := benchmark != dataBenchmark
	normal := benchmarks[benchmark]
	parsers := map[string]lineParser{
		"unstructured-json":       mapWritten(json.Unmarshal, json.Marshal, onMap, isObject, out),
		"unstructured-siojson":    mapWritten(siojson.Unmarshal, siojson.Marshal, onMap, isObject, out),
		"unstructured-jsonparser": thenWritten(normal["unstructured-jsonparser"], jsonparserRecord, json.Marshal, out),
		"unstructured-ast-sonic":  thenWritten(normal["unstructured-ast-sonic"], astRecord, sonic.Marshal, out),
		"unstructured-map-sonic":  mapWritten(sonicUnmarshal, sonicMarshal, onMap, isObject, out),
	}
	if typed != nil {
		parsers["structured-json"] = typed(json.Unmarshal, json.Marshal)
		parsers["structured-siojson"] = typed(siojson.Unmarshal, siojson.Marshal)
		parsers["structured-sonic"] = typed(sonicUnmarshal, sonicMarshal)
		parsers["structured-goccy"] = typed(goccy.Unmarshal, goccy.Marshal)
		parsers["structured-jsoniter"] = typed(jsoniterUnmarshal, jsoniterMarshal)
	}
	return parsers
}

// mapWritten unmarshals like mapWalker (or into an `any` for Data), sums, and marshals the map.
func mapWritten(unmarshal unmarshalFunc, marshal marshalFunc, checksum func(mapTree, any) (int64, error),
	isObject bool, out *recordOut) lineParser {
	return func(line []byte) (int64, error) {
		var v any
		if isObject {
			var m map[string]any
			if err := unmarshal(line, &m); err != nil {
				return 0, err
			}
			if m == nil {
				return 0, fmt.Errorf("the line is null, not an object")
			}
			v = m
		} else if err := unmarshal(line, &v); err != nil {
			return 0, err
		}
		sum, err := checksum(mapTree{}, v)
		if err != nil {
			return 0, err
		}
		return sum, out.write(marshal(v))
	}
}

// decodedWritten is decoded, then the struct marshalled by the same library.
func decodedWritten[R any, P typedRecord[R]](out *recordOut) func(unmarshalFunc, marshalFunc) lineParser {
	return typedWritten(out, func() (r R) { return }, func(r *R) (int64, error) { return P(r).checksum() })
}

// simpleWritten is Simple1's typed parser (as structured(json.Unmarshal)), then the record marshalled.
func simpleWritten(out *recordOut) func(unmarshalFunc, marshalFunc) lineParser {
	return typedWritten(out, newRecord, sumFromRecord)
}

// typedWritten unmarshals each line into fresh(), sums it, then writes it marshalled to out.
func typedWritten[R any](out *recordOut, fresh func() R, sum func(*R) (int64, error)) func(unmarshalFunc, marshalFunc) lineParser {
	return func(unmarshal unmarshalFunc, marshal marshalFunc) lineParser {
		return func(line []byte) (int64, error) {
			r := fresh()
			if err := unmarshal(line, &r); err != nil {
				return 0, err
			}
			total, err := sum(&r)
			if err != nil {
				return 0, err
			}
			return total, out.write(marshal(&r))
		}
	}
}

// canadaWritten is canadaDecoded, then the feature marshalled with the coordinates it
// decoded (not the raw bytes it kept of them).
func canadaWritten(out *recordOut) func(unmarshalFunc, marshalFunc) lineParser {
	return func(unmarshal unmarshalFunc, marshal marshalFunc) lineParser {
		return func(line []byte) (int64, error) {
			f, sum, polygons, err := canadaDecodeFeature(unmarshal, line)
			if err != nil {
				return 0, err
			}
			var coordinates any = polygons
			if f.Geometry.Type == "Polygon" {
				coordinates = polygons[0]
			}
			written := struct {
				Type       string           `json:"type"`
				Properties canadaProperties `json:"properties"`
				Geometry   struct {
					Type        string `json:"type"`
					Coordinates any    `json:"coordinates"`
				} `json:"geometry"`
			}{Type: f.Type, Properties: f.Properties}
			written.Geometry.Type, written.Geometry.Coordinates = f.Geometry.Type, coordinates
			return sum, out.write(marshal(&written))
		}
	}
}

// thenWritten runs a lazy variant's normal parser, then writes what value reads of the line.
func thenWritten(parse lineParser, value func([]byte) (any, error), marshal marshalFunc, out *recordOut) lineParser {
	return func(line []byte) (int64, error) {
		sum, err := parse(line)
		if err != nil {
			return 0, err
		}
		v, err := value(line)
		if err != nil {
			return 0, err
		}
		return sum, out.write(marshal(v))
	}
}

// jsonparserRecord reads the line's value with the calls of jsonparserValue.
func jsonparserRecord(line []byte) (any, error) {
	raw, vt, _, err := jsonparser.Get(line)
	if err != nil {
		return nil, err
	}
	return jsonparserValueOf(raw, vt)
}

func jsonparserValueOf(raw []byte, vt jsonparser.ValueType) (any, error) {
	switch vt {
	case jsonparser.Object:
		m := map[string]any{}
		err := objectEach(raw, func(key, v []byte, t jsonparser.ValueType, _ int) error {
			x, err := jsonparserValueOf(v, t)
			m[string(key)] = x
			return err
		})
		return m, err
	case jsonparser.Array:
		a := []any{}
		_, err := jsonparser.ArrayEachErr(raw, func(v []byte, t jsonparser.ValueType, _ int, err error) error {
			if err != nil {
				return err
			}
			x, err := jsonparserValueOf(v, t)
			a = append(a, x)
			return err
		})
		return a, err
	case jsonparser.Number:
		return jsonparser.ParseFloat(raw)
	case jsonparser.String:
		return jsonparser.ParseString(raw)
	case jsonparser.Boolean:
		return jsonparser.ParseBoolean(raw)
	case jsonparser.Null:
		return nil, nil
	}
	return nil, fmt.Errorf("unexpected value %q", raw)
}

// astRecord reads the line's value with the strict accessors of loadASTNode.
func astRecord(line []byte) (any, error) {
	root, err := astRootValue(line)
	if err != nil {
		return nil, err
	}
	v, err := astValueOf(&root)
	return v, sonicErrorOrNil(err)
}

func astValueOf(n *ast.Node) (any, error) {
	switch n.TypeSafe() {
	case ast.V_OBJECT, ast.V_ARRAY:
		if err := n.LoadAll(); err != nil {
			return nil, err
		}
		m, a := map[string]any{}, []any{}
		var walkErr error
		err := n.ForEach(func(path ast.Sequence, c *ast.Node) bool {
			var x any
			x, walkErr = astValueOf(c)
			if path.Key != nil {
				m[*path.Key] = x
			} else {
				a = append(a, x)
			}
			return walkErr == nil
		})
		if err == nil {
			err = walkErr
		}
		if n.TypeSafe() == ast.V_OBJECT {
			return m, err
		}
		return a, err
	case ast.V_NUMBER:
		return n.StrictFloat64()
	case ast.V_STRING:
		return n.StrictString()
	case ast.V_TRUE, ast.V_FALSE:
		return n.StrictBool()
	case ast.V_NULL:
		return nil, nil
	}
	if err := n.Check(); err != nil {
		return nil, err
	}
	return nil, fmt.Errorf("unexpected JSON node type %d", n.TypeSafe())
}
