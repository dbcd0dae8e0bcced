package main

import (
	"fmt"
	"math"
)

// record is the typed form of a Simple1Benchmark record, all ten fields.
type record struct {
	Integer1    int64       `json:"integer_1"`
	Integer2    int64       `json:"integer_2"`
	Float1      float64     `json:"float_1"`
	Float2      float64     `json:"float_2"`
	Bool        bool        `json:"bool"`
	Words       []string    `json:"words"`
	Str         string      `json:"str"`
	Datetime    string      `json:"datetime"`
	Coordinates coordinates `json:"coordinates"`
	Null        interface{} `json:"null"`
}

type coordinates struct {
	Longitude float64 `json:"longitude"`
	Latitude  float64 `json:"latitude"`
}

// unset marks an integer field the decoder did not fill (missing key or null):
// decoding into a struct leaves such fields untouched instead of failing.
const unset = math.MinInt64

// newRecord returns a record whose integer fields are marked unset.
func newRecord() record {
	return record{Integer1: unset, Integer2: unset}
}

// sumFromRecord returns integer_1 + integer_2 of a decoded record.
func sumFromRecord(r *record) (int64, error) {
	if r.Integer1 == unset || r.Integer2 == unset {
		return 0, fmt.Errorf("integer_1 or integer_2 is missing or null")
	}
	return r.Integer1 + r.Integer2, nil
}

// sumFromMap returns integer_1 + integer_2 of a record decoded into a generic map,
// where JSON numbers are float64.
func sumFromMap(m map[string]interface{}) (int64, error) {
	a, err := intFromMap(m, "integer_1")
	if err != nil {
		return 0, err
	}
	b, err := intFromMap(m, "integer_2")
	if err != nil {
		return 0, err
	}
	return a + b, nil
}

func intFromMap(m map[string]interface{}, key string) (int64, error) {
	v, ok := m[key]
	if !ok {
		return 0, fmt.Errorf("missing key %q", key)
	}
	f, ok := v.(float64)
	if !ok || f != math.Trunc(f) || math.Abs(f) > 1<<53 {
		return 0, fmt.Errorf("key %q is not an integer: %v", key, v)
	}
	return int64(f), nil
}
