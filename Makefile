# RoPE Explorer: the only commands a newcomer needs.
#   make serve   install what is missing, serve the app on http://127.0.0.1:8080
#   make test    install what is missing, run every test (native and in headless Chromium)
#   make dist    release build into dist/ (relative URLs: host it under any path)
#   make bench   benchmarks of the math crate and of the page (figures in BENCHMARKS.md)
SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
export PATH := $(CURDIR)/tests/e2e/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
E2E := tests/e2e

.PHONY: serve test dist bench bootstrap bootstrap-test check native e2e clean

bootstrap:
	scripts/bootstrap.sh

bootstrap-test:
	scripts/bootstrap.sh --test

serve: bootstrap
	trunk serve --address 127.0.0.1 --port 8080

dist: bootstrap
	trunk build --release

check:
	scripts/check_cycles.py
	cargo fmt --all -- --check
	cargo clippy --workspace --all-targets -- -D warnings
	@for crate in rope-math raster; do \
	  if cargo tree -p $$crate -e normal | grep -Eq 'leptos|web-sys|wasm-bindgen|plotters'; then \
	    echo "$$crate depends on a web crate"; exit 1; fi; done

native:
	cargo test --workspace

e2e: dist
	rm -f target/e2e-report.json
	cd $(E2E) && status=0 && { npx playwright test || status=$$?; } && node summary.mjs && exit $$status

test: bootstrap-test check native e2e

bench: bootstrap-test
	scripts/bench.sh

clean:
	cargo clean
	rm -rf dist $(E2E)/node_modules
