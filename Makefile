# The table keeper: set-up, build, serve, test.
# Stamp files keep repeated runs quick: a step re-runs only when its inputs change.

PYTHON ?= python3
VENV   := .venv
VPY    := $(VENV)/bin/python
HOST   ?= 127.0.0.1
PORT   ?= 8000

VENV_STAMP := $(VENV)/.stamp
NODE_STAMP := node_modules/.stamp

.PHONY: all setup venv node_modules build types serve test typecheck lint bench screens manifest-screenshots clean event-server

all: build

setup: venv node_modules

venv: $(VENV_STAMP)
$(VENV_STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --upgrade pip
	$(VPY) -m pip install --quiet -e '.[test]'
	@touch $@

node_modules: $(NODE_STAMP)
$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

# Always runs: tools/build.py is fast and deterministic, and rebuilding every time means a
# new source file in pwa/, assets/ or engine/ is never missed.
build: $(NODE_STAMP)
	$(PYTHON) tools/build.py

# pwa/js/types/state.d.ts from the engine's TypedDicts, pwa/js/types/actions.d.ts from its
# registered actions, and the engine's calls (pwa/js/engine/api.d.ts and calls.js) from
# pwa/bridge.py (committed; `make build` does not run this: tests/tools/test_state_types.py,
# test_action_types.py and test_engine_api.py fail while a committed file is stale).
types:
	$(PYTHON) tools/state_types.py
	$(PYTHON) tools/action_types.py
	$(PYTHON) tools/engine_api.py

serve: setup build
	HOST=$(HOST) PORT=$(PORT) $(PYTHON) tools/serve.py

# The event server a store's laptop runs so that every player's phone follows the event
# (PouchDB Server from npm, through tools/event_server/server.mjs; README "An event on every
# player's phone"). EVENT_PORT (5984), EVENT_HOST, EVENT_DIR (.event-server), EVENT_ADMIN,
# EVENT_PASSWORD, EVENT_ORIGINS; it prints the address, the admin and the password.
event-server: $(NODE_STAMP)
	node tools/event_server/server.mjs

test: setup build
	$(VPY) -m pytest $(PYTEST_ARGS)

# The view's JSDoc types, checked by TypeScript (pinned in package.json): the page's modules
# (tsconfig.json, lib dom) and the shipped workers (tsconfig.worker.json, lib webworker: the
# service worker and the Pyodide loader). Also run by `make test` (tests/tools/test_view_types.py).
typecheck: $(NODE_STAMP)
	node_modules/.bin/tsc -p tsconfig.json
	node_modules/.bin/tsc -p tsconfig.worker.json

# The field's habits: ruff lints and checks the format of the Python (pyproject.toml), Biome
# lints the view's JavaScript (biome.json; warnings count). Also run by `make test`
# (tests/tools/test_lint.py). `make lint FIX=1` lets both fix what they can by themselves.
lint: setup
ifeq ($(FIX),1)
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .
	node_modules/.bin/biome lint --write
else
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	node_modules/.bin/biome lint --error-on-warnings
endif

# Figures of the built site against a floor page (stock PyScript and Pyodide), in headless
# Chromium, and of the engine alone (CPython, Pyodide under Node). Not part of `make test`.
# BENCH_ARGS: e.g. --runs 3 --rates 1 --readme (see tools/bench/run.py).
bench: setup build
	$(VPY) tools/bench/run.py $(BENCH_ARGS)

# Screenshots of every screen in English and Russian at 360x740 into build/screens/ (a
# reviewer looks at them all at once). Not part of `make test`.
screens: setup build
	$(VPY) tools/screens.py $(SCREENS_ARGS)

# The install sheet's screenshots (the manifest's), from the built app, into assets/ (commit
# them, then build again). Not part of `make test`.
manifest-screenshots: setup build
	$(VPY) tools/manifest_screenshots.py
	$(PYTHON) tools/build.py

clean:
	rm -rf build $(VENV) node_modules .pytest_cache .hypothesis *.egg-info
