package main

import (
	"encoding/json"

	siojson "github.com/segmentio/encoding/json"
)

// unstructuredJSON decodes with encoding/json into a generic map.
func unstructuredJSON(line []byte) (int64, error) {
	var m map[string]interface{}
	if err := json.Unmarshal(line, &m); err != nil {
		return 0, err
	}
	return sumFromMap(m)
}

// structuredJSON decodes with encoding/json into the typed record.
func structuredJSON(line []byte) (int64, error) {
	r := newRecord()
	if err := json.Unmarshal(line, &r); err != nil {
		return 0, err
	}
	return sumFromRecord(&r)
}

// unstructuredSIOJSON decodes with segmentio/encoding/json into a generic map.
func unstructuredSIOJSON(line []byte) (int64, error) {
	var m map[string]interface{}
	if err := siojson.Unmarshal(line, &m); err != nil {
		return 0, err
	}
	return sumFromMap(m)
}

// structuredSIOJSON decodes with segmentio/encoding/json into the typed record.
func structuredSIOJSON(line []byte) (int64, error) {
	r := newRecord()
	if err := siojson.Unmarshal(line, &r); err != nil {
		return 0, err
	}
	return sumFromRecord(&r)
}
