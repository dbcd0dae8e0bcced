package main

import (
	"fmt"
	"math"
)

// A tree is how an unstructured variant walks one parsed line, so that each benchmark's
// checksum is written once (twitterChecksum, canadaChecksum, citmChecksum) for the generic
// map, buger/jsonparser and sonic's AST alike. V is the library's handle on a value.
//
// The walkers hand every value the checksum does not read to skip, so the lazy libraries
// decode each value of the line exactly once, in one pass.
type tree[V any] interface {
	// object calls member for every member of object v, in document order.
	object(v V, member func(key string, v V) error) error
	// array calls element for every element of array v and returns how many there were.
	array(v V, element func(i int, v V) error) (int, error)
	// integer reads an integer number; anything else (null, 1.5, "1") is an error.
	integer(v V) (int64, error)
	// text reads a string.
	text(v V) (string, error)
	isNull(v V) bool
	isArray(v V) bool
	// skip decodes v and everything in it, for values the checksum does not read.
	skip(v V) error
}

// skipElement is an array callback that only decodes each element.
func skipElement[V any, T tree[V]](t T) func(int, V) error {
	return func(_ int, v V) error { return t.skip(v) }
}

// fieldSet records which of an object's required keys were seen.
type fieldSet uint32

// missing returns an error naming the first of names (bit i = names[i]) not in s.
func (s fieldSet) missing(names ...string) error {
	for i, n := range names {
		if s&(1<<i) == 0 {
			return fmt.Errorf("missing key %q", n)
		}
	}
	return nil
}

// inKey prefixes err with the key it happened in, so nested errors read as a path.
func inKey(key string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", key, err)
}

// mapTree walks what encoding/json, segmentio and sonic decode into a map[string]any:
// the library has already decoded every value, so skip has nothing left to do.
type mapTree struct{}

func (mapTree) object(v any, member func(string, any) error) error {
	m, ok := v.(map[string]any)
	if !ok {
		return fmt.Errorf("not an object: %s", typeName(v))
	}
	for k, x := range m {
		if err := member(k, x); err != nil {
			return err
		}
	}
	return nil
}

func (mapTree) array(v any, element func(int, any) error) (int, error) {
	a, ok := v.([]any)
	if !ok {
		return 0, fmt.Errorf("not an array: %s", typeName(v))
	}
	for i, x := range a {
		if err := element(i, x); err != nil {
			return 0, err
		}
	}
	return len(a), nil
}

// integer accepts any float64 that holds an integer exactly: such a map keeps every
// number as a float64, so 1e2 reads as 100 (as for Simple1's integer_1).
func (mapTree) integer(v any) (int64, error) {
	f, ok := v.(float64)
	if !ok || f != math.Trunc(f) || math.Abs(f) > 1<<53 {
		return 0, fmt.Errorf("not an integer: %s", typeName(v))
	}
	return int64(f), nil
}

func (mapTree) text(v any) (string, error) {
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("not a string: %s", typeName(v))
	}
	return s, nil
}

func (mapTree) isNull(v any) bool { return v == nil }

func (mapTree) isArray(v any) bool {
	_, ok := v.([]any)
	return ok
}

func (mapTree) skip(any) error { return nil }

// typeName names a decoded value's JSON type for error messages.
func typeName(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case float64:
		return fmt.Sprintf("number %v", x)
	case string:
		return "string"
	case bool:
		return "boolean"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return fmt.Sprintf("%T", v)
}
