package main

import (
	"runtime"
	"runtime/debug"
)

// variantModules names the module of each variant's library; "" is the standard library.
var variantModules = map[string]string{
	"unstructured-json":       "",
	"structured-json":         "",
	"unstructured-siojson":    "github.com/segmentio/encoding",
	"structured-siojson":      "github.com/segmentio/encoding",
	"unstructured-jsonparser": "github.com/buger/jsonparser",
	"unstructured-ast-sonic":  "github.com/bytedance/sonic",
	"unstructured-map-sonic":  "github.com/bytedance/sonic",
	"structured-sonic":        "github.com/bytedance/sonic",
	"structured-goccy":        "github.com/goccy/go-json",
	"structured-jsoniter":     "github.com/json-iterator/go",
}

// libraryLine is the protocol's `library: <name> <version>` line of a variant, read from the
// binary's build information (the module versions it was linked with) and the Go runtime.
func libraryLine(variant string) string {
	module := variantModules[variant]
	if module == "" {
		return "library: " + runtime.Version() + " encoding/json"
	}
	version := "unknown"
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, dep := range info.Deps {
			if dep.Path == module {
				version = dep.Version
			}
		}
	}
	return "library: " + module + " " + version
}
