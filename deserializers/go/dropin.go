package main

import jsoniter "github.com/json-iterator/go"

// The two drop-in replacements for encoding/json that Go users try first, typed like
// structured-json: each decodes into the same structs, through its own Unmarshal
// (goccy.Unmarshal, jsoniterUnmarshal; see benchmarks.go).

// jsoniterStd is json-iterator's configuration for replacing encoding/json, the one its
// README gives for that (ConfigFastest would write floats with 6 digits).
var jsoniterStd = jsoniter.ConfigCompatibleWithStandardLibrary

// jsoniterUnmarshal and jsoniterMarshal are that configuration's Unmarshal and Marshal.
func jsoniterUnmarshal(data []byte, v any) error { return jsoniterStd.Unmarshal(data, v) }
func jsoniterMarshal(v any) ([]byte, error)      { return jsoniterStd.Marshal(v) }
