# RoPE Explorer: the only commands a newcomer needs.
#   make serve   install what is missing, serve the app on http://127.0.0.1:8080 (optimised
#                as the release build; rebuilds and reloads on every saved change)
#   make test    install what is missing, run every test (native and in headless Chromium)
#   make dev     the same page unoptimised: quicker to rebuild, several times slower to use
#   make dist    release build into dist/ (relative URLs: host it under any path; SITE_URL=...
#                makes the figure pages' link previews and oEmbed files absolute), with the
#                notebook widget dist/rope-widget.js and the Python wheel in dist/python/
#   make bench   benchmarks of the math crate and of the page (figures in BENCHMARKS.md)
SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
export PATH := $(CURDIR)/tests/e2e/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
E2E := tests/e2e

.PHONY: serve dev test dist bench bootstrap bootstrap-test check native python e2e clean

bootstrap:
	scripts/bootstrap.sh

bootstrap-test:
	scripts/bootstrap.sh --test

# The release build itself (the same wasm as `make dist`), rebuilt on every saved change. A
# lighter profile (thin LTO, 16 codegen units) rebuilt no faster and was 18 % larger: wasm-opt
# and the app crate dominate (BENCHMARKS.md, "make serve and make dev").
# It serves from its own folder: trunk adds its live-reload script to the page it serves, which
# must never reach the dist/ a blog hosts.
serve: bootstrap
	trunk serve --release --dist target/serve-dist --address 127.0.0.1 --port 8080

# Unoptimised (debug) build, in its own folder so it never replaces the release build in dist/.
dev: bootstrap
	trunk serve --dist target/dev-dist --address 127.0.0.1 --port 8080

# The release build, then the story written into its index.html (needs Chromium, as the tests do).
dist: bootstrap-test
	trunk build --release
	node scripts/prerender.mjs
	node scripts/fig-pages.mjs
	node scripts/widget.mjs
	python3 scripts/build_wheel.py

check:
	scripts/check_cycles.py
	scripts/check_architecture.py
	cargo fmt --all -- --check
	cargo clippy --workspace --all-targets -- -D warnings
	@for crate in rope-math rope-params figure-code raster; do \
	  if cargo tree -p $$crate -e normal | grep -Eq 'leptos|web-sys|wasm-bindgen|plotters'; then \
	    echo "$$crate depends on a web crate"; exit 1; fi; done

native:
	cargo test --workspace

# The Python package's own logic (the notebook itself is tested end to end, in e2e).
python:
	python3 -m unittest discover -s python/tests

e2e: dist
	rm -f target/e2e-report.json
	cd $(E2E) && status=0 && { npx playwright test || status=$$?; } && node summary.mjs && exit $$status

test: bootstrap-test check native python e2e

bench: bootstrap-test
	scripts/bench.sh

clean:
	cargo clean
	rm -rf dist $(E2E)/node_modules
