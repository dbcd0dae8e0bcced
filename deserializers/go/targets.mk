# Go deserializers (deserializers/go): one binary, eight variants. Included by the top-level Makefile.

GO_DESER_DIR := deserializers/go
GO_DESER_BIN := $(GO_DESER_DIR)/jsonmark-go
GO_DESER_SRC := $(GO_DESER_DIR)/go.mod $(GO_DESER_DIR)/go.sum \
	$(filter-out %_test.go,$(wildcard $(GO_DESER_DIR)/*.go))
GO_DESER_INSTALL := Go 1.23 to 1.27 on PATH: $(if $(wildcard /usr/local/go/bin/go),Go is in /usr/local/go/bin: add that folder to PATH,install it from the official Go downloads into /usr/local/go and add /usr/local/go/bin to PATH) (Debian bookworm's golang-go is 1.19, too old); modules come from the Go module proxy on the first build

$(GO_DESER_BIN): $(GO_DESER_SRC)
	cd $(GO_DESER_DIR) && go build -mod=readonly -buildvcs=false -trimpath -o jsonmark-go .

GO_DESER_VARIANTS := unstructured-json structured-json unstructured-siojson structured-siojson \
	unstructured-jsonparser unstructured-ast-sonic unstructured-map-sonic structured-sonic

DESERIALIZERS += $(addprefix go-,$(GO_DESER_VARIANTS))

go-unstructured-json_CMD = $(GO_DESER_BIN) unstructured-json $$FILENAME
go-structured-json_CMD = $(GO_DESER_BIN) structured-json $$FILENAME
go-unstructured-siojson_CMD = $(GO_DESER_BIN) unstructured-siojson $$FILENAME
go-structured-siojson_CMD = $(GO_DESER_BIN) structured-siojson $$FILENAME
go-unstructured-jsonparser_CMD = $(GO_DESER_BIN) unstructured-jsonparser $$FILENAME
go-unstructured-ast-sonic_CMD = $(GO_DESER_BIN) unstructured-ast-sonic $$FILENAME
go-unstructured-map-sonic_CMD = $(GO_DESER_BIN) unstructured-map-sonic $$FILENAME
go-structured-sonic_CMD = $(GO_DESER_BIN) structured-sonic $$FILENAME

go-unstructured-json_DEPS = $(GO_DESER_BIN)
go-structured-json_DEPS = $(GO_DESER_BIN)
go-unstructured-siojson_DEPS = $(GO_DESER_BIN)
go-structured-siojson_DEPS = $(GO_DESER_BIN)
go-unstructured-jsonparser_DEPS = $(GO_DESER_BIN)
go-unstructured-ast-sonic_DEPS = $(GO_DESER_BIN)
go-unstructured-map-sonic_DEPS = $(GO_DESER_BIN)
go-structured-sonic_DEPS = $(GO_DESER_BIN)

go-unstructured-json_NEEDS = go
go-structured-json_NEEDS = go
go-unstructured-siojson_NEEDS = go
go-structured-siojson_NEEDS = go
go-unstructured-jsonparser_NEEDS = go
go-unstructured-ast-sonic_NEEDS = go
go-unstructured-map-sonic_NEEDS = go
go-structured-sonic_NEEDS = go

go-unstructured-json_INSTALL = $(GO_DESER_INSTALL)
go-structured-json_INSTALL = $(GO_DESER_INSTALL)
go-unstructured-siojson_INSTALL = $(GO_DESER_INSTALL)
go-structured-siojson_INSTALL = $(GO_DESER_INSTALL)
go-unstructured-jsonparser_INSTALL = $(GO_DESER_INSTALL)
go-unstructured-ast-sonic_INSTALL = $(GO_DESER_INSTALL)
go-unstructured-map-sonic_INSTALL = $(GO_DESER_INSTALL)
go-structured-sonic_INSTALL = $(GO_DESER_INSTALL)

.PHONY: clean-go
clean-go:
	rm -f $(GO_DESER_BIN)
CLEAN_TARGETS += clean-go

.PHONY: test-go
test-go:
	@$(call skip_unless,go,test-go); set -x; cd $(GO_DESER_DIR) && go test -mod=readonly -buildvcs=false ./...
TEST_TARGETS += test-go
