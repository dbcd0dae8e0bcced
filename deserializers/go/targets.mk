# Go deserializers (deserializers/go): one binary, ten variants. Included by the top-level Makefile.

GO_DESER_DIR := deserializers/go
GO_DESER_BIN := $(GO_DESER_DIR)/jsonmark-go
GO_DESER_SRC := $(GO_DESER_DIR)/go.mod $(GO_DESER_DIR)/go.sum \
	$(filter-out %_test.go,$(wildcard $(GO_DESER_DIR)/*.go))
GO_DESER_INSTALL := Go 1.23 to 1.27 on PATH: $(if $(wildcard /usr/local/go/bin/go),Go is in /usr/local/go/bin: add that folder to PATH,install it from the official Go downloads into /usr/local/go and add /usr/local/go/bin to PATH) (Debian bookworm's golang-go is 1.19, too old); modules come from the Go module proxy on the first build

$(GO_DESER_BIN): $(GO_DESER_SRC)
	cd $(call quote,$(GO_DESER_DIR)) && go build -mod=readonly -buildvcs=false -trimpath -o jsonmark-go .

GO_DESER_VARIANTS := unstructured-json structured-json unstructured-siojson structured-siojson \
	unstructured-jsonparser unstructured-ast-sonic unstructured-map-sonic structured-sonic

GO_DESER_PROGRAM = $(GO_DESER_BIN)
GO_DESER_DEPS = $(GO_DESER_BIN)
GO_DESER_NEEDS = go
$(foreach v,$(GO_DESER_VARIANTS),$(eval $(call deserializer,go-$(v),GO_DESER,$(v))))
# The drop-in replacements, typed like structured-json; named by their library alone.
$(eval $(call deserializer,go-goccy,GO_DESER,structured-goccy))
$(eval $(call deserializer,go-jsoniter,GO_DESER,structured-jsoniter))

.PHONY: clean-go
clean-go:
	rm -f $(call quote,$(GO_DESER_BIN))
CLEAN_TARGETS += clean-go

.PHONY: test-go
test-go:
	@$(call skip_unless,go,test-go); set -x; cd $(call quote,$(GO_DESER_DIR)) && go test -mod=readonly -buildvcs=false ./...
TEST_TARGETS += test-go
