# Two commands: `make demo` (set up and run the main job) and `make test` (run the whole suite).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: demo test venv clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: $(BIN)/python pyproject.toml
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: $(VENV)/.installed
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@

venv: $(VENV)/.installed

demo: $(VENV)/.installed
	$(BIN)/mnemo demo

test: $(VENV)/.installed-test
	$(BIN)/python -m mypy
	$(BIN)/python -m pytest -q

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info
