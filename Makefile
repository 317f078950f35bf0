# The two commands a new machine needs: `make run` and `make test`. Everything else they need
# (the virtual environment, the project, Qt's system libraries) they install themselves.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test
STAMP_PACKAGE := $(VENV)/.installed-package

.PHONY: run test lint format typecheck bench package screenshots sysdeps clean translations qm

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	@touch $@

$(STAMP_TEST): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[test,dev,package]"
	@touch $@ $(STAMP_RUN)

# Qt needs a few shared libraries that a bare Debian lacks; install them only when missing.
sysdeps:
	@bash packaging/system-deps.sh

# The compiled translations (.qm) from resources/translations/*.ts; build products, not committed.
qm: $(STAMP_RUN)
	$(BIN)/python packaging/translations.py release

# After changing user-visible text: refresh the .ts files from the code (docs/translating.md).
translations: $(STAMP_RUN)
	$(BIN)/python packaging/translations.py update

run: sysdeps $(STAMP_RUN) qm
	$(BIN)/gmscreen

test: sysdeps $(STAMP_TEST) qm
	$(BIN)/lint-imports --no-cache
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

lint: $(STAMP_TEST)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: $(STAMP_TEST)
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

typecheck: $(STAMP_TEST)
	$(BIN)/mypy gmscreen

# The README's screenshots, rendered offscreen into docs/screenshots/.
screenshots: $(STAMP_TEST)
	@for script in docs/make_screenshots.py docs/screenshot_*.py; do \
		[ -f $$script ] || continue; QT_QPA_PLATFORM=offscreen $(BIN)/python $$script || exit 1; done

bench: $(STAMP_TEST)
	@for script in benchmarks/*.py; do echo "== $$script"; QT_QPA_PLATFORM=offscreen $(BIN)/python $$script || exit 1; done

$(STAMP_PACKAGE): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[package]"
	@touch $@ $(STAMP_RUN)

# The download for this platform (packaging/build.py): the bundle in dist/gmscreen and its
# archive beside it, named with pyproject's version; then `--smoke` from the unpacked archive.
package: sysdeps $(STAMP_PACKAGE) qm
	$(BIN)/python packaging/build.py --smoke

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
