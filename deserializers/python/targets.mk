# Python deserializers: one program, deserializers/python/main.py VARIANT FILENAME.
# Every target runs the interpreter of a project-local venv (created from the python3 on PATH,
# and filled from the pinned requirements.txt, on first use): the venv's bin/python is the real
# interpreter, not a wrapper such as a pyenv shim, so python-json starts as fast as the others.
# yyjson's binding is compiled there (requirements.txt says --no-binary), with unsigned chars:
# its wheels, built with signed ones, corrupt every non-ASCII string (libraries.py).
PYTHON_DIR := deserializers/python
PYTHON_VENV := $(PYTHON_DIR)/.venv
PYTHON_VENV_PY := $(PYTHON_VENV)/bin/python
PYTHON_VENV_STAMP := $(PYTHON_VENV)/.installed
PYTHON_MAIN := $(PYTHON_DIR)/main.py

$(PYTHON_VENV_STAMP): $(PYTHON_DIR)/requirements.txt
	python3 -m venv --clear $(call quote,$(PYTHON_VENV))
	CFLAGS=-funsigned-char $(call quote,$(PYTHON_VENV)/bin/pip) install --disable-pip-version-check --quiet -r $(call quote,$(PYTHON_DIR)/requirements.txt)
	touch $(call quote,$@)

PYTHON_PROGRAM = $(PYTHON_VENV_PY) $(PYTHON_MAIN)
PYTHON_DEPS = $(PYTHON_VENV_STAMP)
PYTHON_NEEDS = python3 cc
PYTHON_INSTALL = apt-get install -y python3 python3-venv python3-dev gcc (gcc and the headers build the yyjson binding)
$(foreach v,json orjson ujson rapidjson simdjson msgspec jiter yyjson,$(eval $(call deserializer,python-$(v),PYTHON,$(v))))

.PHONY: clean-python
clean-python:
	rm -rf $(call quote,$(PYTHON_VENV)) $(call quote,$(PYTHON_DIR)/__pycache__)
CLEAN_TARGETS += clean-python

# Exact sums, exactly which invalid JSON each library accepts, exit codes (test_main.py).
.PHONY: test-python
test-python:
	@$(call skip_unless,python3,test-python); set -x; \
	$(MAKE) --no-print-directory $(call quote,$(PYTHON_VENV_STAMP)) && \
	$(call quote,$(PYTHON_VENV_PY)) -B -m unittest discover -s $(call quote,$(PYTHON_DIR)) -p 'test_*.py'
TEST_TARGETS += test-python
