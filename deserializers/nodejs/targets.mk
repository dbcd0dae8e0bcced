# Node.js deserializer: deserializers/nodejs/main.js FILENAME, JSON.parse per line; the benchmark
# comes from JSONMARK_BENCHMARK, which the driver exports.
# No npm dependencies and nothing to build.
NODEJS_DIR := deserializers/nodejs

# $JSONMARK_NODE_FLAGS: the V8 flags jsonmark gives counted runs (node refuses them in
# NODE_OPTIONS); empty in timed runs. See docs/instructions.md.
NODEJS_PROGRAM = node $$JSONMARK_NODE_FLAGS $(NODEJS_DIR)/main.js
NODEJS_DEPS =
NODEJS_NEEDS = node
NODEJS_INSTALL = apt-get install -y nodejs
$(eval $(call deserializer,nodejs,NODEJS,))

# Nothing is built; the target exists so that every language offers clean-<lang>.
.PHONY: clean-nodejs
clean-nodejs:
	@:
CLEAN_TARGETS += clean-nodejs

# node --test: every benchmark's sample sum, invalid JSON rejected, wrong-shape records rejected.
.PHONY: test-nodejs
test-nodejs:
	@$(call skip_unless,node,test-nodejs); set -x; node --test $(call quote,$(NODEJS_DIR)/test.js) $(call quote,$(NODEJS_DIR)/test_validation.js)
TEST_TARGETS += test-nodejs
