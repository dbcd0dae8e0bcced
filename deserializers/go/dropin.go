package main

import (
	goccy "github.com/goccy/go-json"
	jsoniter "github.com/json-iterator/go"
)

// The two drop-in replacements for encoding/json that Go users try first, typed like
// structured-json: each decodes into the same structs, through its own Unmarshal.

// jsoniterStd is json-iterator's configuration for replacing encoding/json, the one its
// README gives for that (ConfigFastest would write floats with 6 digits).
var jsoniterStd = jsoniter.ConfigCompatibleWithStandardLibrary

// jsoniterUnmarshal and jsoniterMarshal are that configuration's Unmarshal and Marshal.
func jsoniterUnmarshal(data []byte, v any) error { return jsoniterStd.Unmarshal(data, v) }
func jsoniterMarshal(v any) ([]byte, error)      { return jsoniterStd.Marshal(v) }

// structuredGoccy decodes with goccy/go-json into the typed record.
func structuredGoccy(line []byte) (int64, error) {
	r := newRecord()
	if err := goccy.Unmarshal(line, &r); err != nil {
		return 0, err
	}
	return sumFromRecord(&r)
}

// structuredJSONIter decodes with json-iterator into the typed record.
func structuredJSONIter(line []byte) (int64, error) {
	r := newRecord()
	if err := jsoniterStd.Unmarshal(line, &r); err != nil {
		return 0, err
	}
	return sumFromRecord(&r)
}
