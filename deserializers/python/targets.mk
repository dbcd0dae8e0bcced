# Python deserializers: one program, deserializers/python/main.py VARIANT FILENAME.
# Every target runs the interpreter of a project-local venv (created from the python3 on PATH,
# and filled from the pinned requirements.txt, on first use): the venv's bin/python is the real
# interpreter, not a wrapper such as a pyenv shim, so python-json starts as fast as the others.
PYTHON_DIR := deserializers/python
PYTHON_VENV := $(PYTHON_DIR)/.venv
PYTHON_VENV_PY := $(PYTHON_VENV)/bin/python
PYTHON_VENV_STAMP := $(PYTHON_VENV)/.installed
PYTHON_MAIN := $(PYTHON_DIR)/main.py

$(PYTHON_VENV_STAMP): $(PYTHON_DIR)/requirements.txt
	python3 -m venv --clear $(PYTHON_VENV)
	$(PYTHON_VENV)/bin/pip install --disable-pip-version-check --quiet -r $(PYTHON_DIR)/requirements.txt
	touch $@

DESERIALIZERS += python-json python-orjson python-ujson python-rapidjson python-simdjson python-msgspec

python-json_CMD = $(PYTHON_VENV_PY) $(PYTHON_MAIN) json $$FILENAME
python-json_DEPS = $(PYTHON_VENV_STAMP)
python-json_NEEDS = python3
python-json_INSTALL = apt-get install -y python3 python3-venv

python-orjson_CMD = $(PYTHON_VENV_PY) $(PYTHON_MAIN) orjson $$FILENAME
python-orjson_DEPS = $(PYTHON_VENV_STAMP)
python-orjson_NEEDS = python3
python-orjson_INSTALL = apt-get install -y python3 python3-venv

python-ujson_CMD = $(PYTHON_VENV_PY) $(PYTHON_MAIN) ujson $$FILENAME
python-ujson_DEPS = $(PYTHON_VENV_STAMP)
python-ujson_NEEDS = python3
python-ujson_INSTALL = apt-get install -y python3 python3-venv

python-rapidjson_CMD = $(PYTHON_VENV_PY) $(PYTHON_MAIN) rapidjson $$FILENAME
python-rapidjson_DEPS = $(PYTHON_VENV_STAMP)
python-rapidjson_NEEDS = python3
python-rapidjson_INSTALL = apt-get install -y python3 python3-venv

python-simdjson_CMD = $(PYTHON_VENV_PY) $(PYTHON_MAIN) simdjson $$FILENAME
python-simdjson_DEPS = $(PYTHON_VENV_STAMP)
python-simdjson_NEEDS = python3
python-simdjson_INSTALL = apt-get install -y python3 python3-venv

python-msgspec_CMD = $(PYTHON_VENV_PY) $(PYTHON_MAIN) msgspec $$FILENAME
python-msgspec_DEPS = $(PYTHON_VENV_STAMP)
python-msgspec_NEEDS = python3
python-msgspec_INSTALL = apt-get install -y python3 python3-venv

.PHONY: clean-python
clean-python:
	rm -rf $(PYTHON_VENV) $(PYTHON_DIR)/__pycache__
CLEAN_TARGETS += clean-python

# Exact sums, exactly which invalid JSON each library accepts, exit codes (test_main.py).
.PHONY: test-python
test-python:
	@$(call skip_unless,python3,test-python); set -x; \
	$(MAKE) --no-print-directory $(PYTHON_VENV_STAMP) && \
	$(PYTHON_VENV_PY) -B -m unittest discover -s $(PYTHON_DIR) -p 'test_*.py'
TEST_TARGETS += test-python
