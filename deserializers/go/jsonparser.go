package main

import (
	"fmt"
	"math"
	"unsafe"

	"github.com/buger/jsonparser"
)

// jsonparserSink keeps the decoded values observable so the compiler cannot drop
// the work of decoding them.
var jsonparserSink uint64

// unstructuredJSONParser walks every key of the record with jsonparser.ObjectEach and
// decodes every value by its type: integer_1 and integer_2 with ParseInt, other
// numbers with ParseFloat, strings with ParseString (unescaped copies), booleans with
// ParseBoolean, arrays element by element with ArrayEachErr, objects recursively.
func unstructuredJSONParser(line []byte) (int64, error) {
	var sum int64
	var found int
	var digest uint64
	end := 0 // offset just past the last value seen, to check what follows the object
	err := jsonparser.ObjectEach(line, func(key, value []byte, vt jsonparser.ValueType, offset int) error {
		end = offset
		switch string(key) {
		case "integer_1", "integer_2":
			if vt != jsonparser.Number {
				return fmt.Errorf("key %q is a %s, not a number", key, vt)
			}
			n, err := jsonparser.ParseInt(value)
			if err != nil {
				return fmt.Errorf("key %q: %v", key, err)
			}
			sum += n
			found++
			return nil
		}
		return jsonparserValue(value, vt, &digest)
	})
	if err != nil {
		return 0, err
	}
	if found != 2 {
		return 0, fmt.Errorf("expected keys integer_1 and integer_2, found %d of them", found)
	}
	// ObjectEach stops at the closing brace; anything but blanks after it is an error.
	if err := checkOnlyCloseBrace(line[end:]); err != nil {
		return 0, err
	}
	jsonparserSink += digest
	return sum, nil
}

// jsonparserValue decodes one value of any type, folding it into digest.
func jsonparserValue(value []byte, vt jsonparser.ValueType, digest *uint64) error {
	switch vt {
	case jsonparser.Number:
		f, err := jsonparser.ParseFloat(value)
		if err != nil {
			return err
		}
		*digest += math.Float64bits(f)
	case jsonparser.String:
		s, err := jsonparser.ParseString(value)
		if err != nil {
			return err
		}
		*digest += uint64(len(s))
	case jsonparser.Boolean:
		b, err := jsonparser.ParseBoolean(value)
		if err != nil {
			return err
		}
		if b {
			*digest++
		}
	case jsonparser.Null:
		*digest += 3
	case jsonparser.Array:
		_, err := jsonparser.ArrayEachErr(value, func(v []byte, t jsonparser.ValueType, _ int, err error) error {
			if err != nil {
				return err
			}
			return jsonparserValue(v, t, digest)
		})
		return err
	case jsonparser.Object:
		return objectEach(value, func(_, v []byte, t jsonparser.ValueType, _ int) error {
			return jsonparserValue(v, t, digest)
		})
	default:
		return fmt.Errorf("unexpected value %q", value)
	}
	return nil
}

// objectEach is jsonparser.ObjectEach that also rejects what ObjectEach lets through after
// the last member of an object: a trailing comma ({"a":1,}) or anything else before '}'.
// (Only the top-level object was checked before; a nested one was not.)
func objectEach(raw []byte, member func(key, value []byte, vt jsonparser.ValueType, offset int) error) error {
	end := -1 // offset just past the last member's value
	err := jsonparser.ObjectEach(raw, func(key, value []byte, vt jsonparser.ValueType, offset int) error {
		end = offset
		return member(key, value, vt, offset)
	})
	if err != nil {
		return err
	}
	if end < 0 { // no member: only blanks between the braces
		if i := skipBlanks(raw, 0); i < len(raw) && raw[i] == '{' {
			end = i + 1
		}
	}
	if end < 0 {
		return fmt.Errorf("not an object")
	}
	return checkOnlyCloseBrace(raw[end:])
}

// checkOnlyCloseBrace checks that rest is blanks, one '}', then blanks.
func checkOnlyCloseBrace(rest []byte) error {
	i := skipBlanks(rest, 0)
	if i == len(rest) || rest[i] != '}' {
		return fmt.Errorf("expected '}' at the end of the object")
	}
	if j := skipBlanks(rest, i+1); j != len(rest) {
		return fmt.Errorf("unexpected %q after the top-level object", rest[j:])
	}
	return nil
}

func skipBlanks(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r' || b[i] == '\n') {
		i++
	}
	return i
}

// jpValue is buger/jsonparser's handle on a value: its bytes and type.
type jpValue struct {
	raw []byte
	t   jsonparser.ValueType
}

// jpTree walks a line with buger/jsonparser for the tree-walking checksums: the members
// and elements the checksum reads are parsed by the benchmark's walker, every other
// value by jsonparserValue, so each value of the line is decoded exactly once.
type jpTree struct {
	digest  uint64
	depth   int // objects entered and not yet left
	rootEnd int // offset just past the last value of the top-level object
}

// jsonparserWalker makes the jsonparser variant of a benchmark from its walker.
func jsonparserWalker(checksum func(*jpTree, jpValue) (int64, error)) lineParser {
	return func(line []byte) (int64, error) {
		t := &jpTree{}
		sum, err := checksum(t, jpValue{line, jsonparser.Object})
		if err != nil {
			return 0, err
		}
		// ObjectEach stops at the closing brace; anything but blanks after it is an error.
		if err := checkOnlyCloseBrace(line[t.rootEnd:]); err != nil {
			return 0, err
		}
		jsonparserSink += t.digest
		return sum, nil
	}
}

func (t *jpTree) object(v jpValue, member func(string, jpValue) error) error {
	if v.t != jsonparser.Object {
		return fmt.Errorf("not an object: %s", v.t)
	}
	t.depth++
	defer func() { t.depth-- }()
	return objectEach(v.raw, func(key, raw []byte, vt jsonparser.ValueType, offset int) error {
		if t.depth == 1 {
			t.rootEnd = offset
		}
		return member(bytesAsString(key), jpValue{raw, vt})
	})
}

func (t *jpTree) array(v jpValue, element func(int, jpValue) error) (int, error) {
	if v.t != jsonparser.Array {
		return 0, fmt.Errorf("not an array: %s", v.t)
	}
	n := 0
	_, err := jsonparser.ArrayEachErr(v.raw, func(raw []byte, vt jsonparser.ValueType, _ int, err error) error {
		if err != nil {
			return err
		}
		n++
		return element(n-1, jpValue{raw, vt})
	})
	return n, err
}

func (t *jpTree) integer(v jpValue) (int64, error) {
	if v.t != jsonparser.Number {
		return 0, fmt.Errorf("not a number: %s", v.t)
	}
	n, err := jsonparser.ParseInt(v.raw)
	if err != nil {
		return 0, fmt.Errorf("not an integer: %q", v.raw)
	}
	return n, nil
}

func (t *jpTree) text(v jpValue) (string, error) {
	if v.t != jsonparser.String {
		return "", fmt.Errorf("not a string: %s", v.t)
	}
	return jsonparser.ParseString(v.raw)
}

func (t *jpTree) isNull(v jpValue) bool  { return v.t == jsonparser.Null }
func (t *jpTree) isArray(v jpValue) bool { return v.t == jsonparser.Array }
func (t *jpTree) skip(v jpValue) error   { return jsonparserValue(v.raw, v.t, &t.digest) }

// bytesAsString views a key as a string without copying it: the walkers only compare
// keys during the callback and never keep them, and the bytes are not changed meanwhile.
func bytesAsString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}
