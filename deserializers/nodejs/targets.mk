# Node.js deserializer: deserializers/nodejs/main.js FILENAME, JSON.parse per line.
# No npm dependencies and nothing to build.
NODEJS_DIR := deserializers/nodejs

DESERIALIZERS += nodejs

nodejs_CMD = node $(NODEJS_DIR)/main.js $$FILENAME
nodejs_DEPS =
nodejs_NEEDS = node
nodejs_INSTALL = apt-get install -y nodejs

# Nothing is built; the target exists so that every language offers clean-<lang>.
.PHONY: clean-nodejs
clean-nodejs:
	@:
CLEAN_TARGETS += clean-nodejs
