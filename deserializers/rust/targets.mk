# Rust deserializers (simd-json, serde_json, sonic-rs); included by the top-level Makefile.

RUST_DIR := deserializers/rust
RUST_BIN := $(RUST_DIR)/target/release/jsonmark-rust
RUST_SOURCES := $(RUST_DIR)/Cargo.toml $(RUST_DIR)/Cargo.lock $(RUST_DIR)/build.rs $(wildcard $(RUST_DIR)/src/*.rs)

# cargo leaves the binary alone when nothing it tracks changed: touch it so make agrees.
$(RUST_BIN): $(RUST_SOURCES)
	cd $(call quote,$(RUST_DIR)) && cargo build --release --locked
	touch $(call quote,$@)

RUST_PROGRAM = $(RUST_BIN)
RUST_DEPS = $(RUST_BIN)
RUST_NEEDS = cargo
RUST_INSTALL = $(if $(wildcard $(HOME)/.cargo/bin/cargo),cargo is in $(HOME)/.cargo/bin but not on PATH: run . $(HOME)/.cargo/env (or add that folder to PATH),curl --proto =https --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal)
$(eval $(call deserializer,rust,RUST,simd-json))
$(eval $(call deserializer,rust-serde,RUST,serde))
$(eval $(call deserializer,rust-sonic,RUST,sonic))

.PHONY: test-rust clean-rust
test-rust:
	@$(call skip_unless,cargo,test-rust); set -x; cd $(call quote,$(RUST_DIR)) && cargo test --locked
TEST_TARGETS += test-rust

CLEAN_TARGETS += clean-rust
clean-rust:
	rm -rf $(call quote,$(RUST_DIR)/target)
