package main

// Simple1's parsers for the libraries with a json.Unmarshal of their own (encoding/json,
// segmentio/encoding/json and the drop-in replacements of dropin.go).

// unstructured decodes with unmarshal into a generic map.
func unstructured(unmarshal unmarshalFunc) lineParser {
	return func(line []byte) (int64, error) {
		var m map[string]interface{}
		if err := unmarshal(line, &m); err != nil {
			return 0, err
		}
		return sumFromMap(m)
	}
}

// structured decodes with unmarshal into the typed record.
func structured(unmarshal unmarshalFunc) lineParser {
	return func(line []byte) (int64, error) {
		r := newRecord()
		if err := unmarshal(line, &r); err != nil {
			return 0, err
		}
		return sumFromRecord(&r)
	}
}
