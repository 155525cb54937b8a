# Two commands for users: `make run` and `make test`. Both create .venv on first use.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-$(shell cksum pyproject.toml | cut -d' ' -f1)

.PHONY: run test test-stress check lint format bench screenshot package clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	rm -f $(VENV)/.installed-*
	touch $@

run: $(STAMP)
	$(BIN)/cometdesk

# Headless: offscreen Qt, and a private D-Bus session with an unlocked gnome-keyring
# when one is installed, so the keyring tests talk to a real Secret Service. On every core
# (pytest-xdist; a test file's tests on one worker, so a module's fixtures, such as the
# packaging tests' one build in dist/, are made once), in a new random order each time
# (pytest-randomly prints the seed).
test: $(STAMP)
	QT_QPA_PLATFORM=offscreen tests/run_with_keyring.sh $(BIN)/python -m pytest -n auto --dist loadfile $(PYTEST_ARGS)

# The GUI, integration and end-to-end tests STRESS_RUNS times over, each in a new order,
# with one core kept busy: proof that they do not pass by chance. Then the sync convergence
# property test on SYNC_SEEDS random seeds per storage (folder, WebDAV, S3).
STRESS_RUNS ?= 10
SYNC_SEEDS ?= 100
test-stress: $(STAMP)
	QT_QPA_PLATFORM=offscreen tests/run_with_keyring.sh $(BIN)/python scripts/stress_tests.py --runs $(STRESS_RUNS) --sync-seeds $(SYNC_SEEDS)

check: $(STAMP)
	$(BIN)/ruff check app tests benchmarks scripts
	$(BIN)/ruff format --check app tests benchmarks scripts
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -p no:cacheprovider \
		tests/unit/test_architecture.py tests/unit/test_layers.py

format: $(STAMP)
	$(BIN)/ruff check --fix app tests benchmarks
	$(BIN)/ruff format app tests benchmarks

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m benchmarks

# A one-folder PyInstaller build and a tarball in dist/ (its own venv; see docs/packaging.md).
package:
	packaging/build_linux.sh

screenshot: $(STAMP)
	scripts/screenshot.sh

clean:
	rm -rf $(VENV) build dist *.egg-info
