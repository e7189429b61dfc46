#!/usr/bin/env bash
# Installs what the build (and, with --test, the tests) need. Idempotent: every step checks
# first and is skipped when already done, so a warm run takes a second.
#   scripts/bootstrap.sh          wasm target, Trunk, wasm-bindgen-cli, wasm-opt (binaryen)
#   scripts/bootstrap.sh --test   also Chromium, the e2e suite's npm packages and NumPy (the
#                                 figures' Python programs are run by the code spec), and
#                                 JupyterLab in target/notebook-venv (the notebook spec)
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
# The wasm-bindgen CLI must match the library exactly; Cargo.lock is the one place it is written.
WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)
NPM_DIR=tests/e2e

say() { printf '\033[1mbootstrap:\033[0m %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# The build tools are compiled from source (no registry here ships them prebuilt). Their own
# release profiles optimise for speed of the tool (Trunk's: fat LTO, one codegen unit), which
# costs minutes of compiling on 2 cores; a tool that runs for seconds gains nothing from it.
quick_build() {
  CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=256 \
    CARGO_PROFILE_RELEASE_OPT_LEVEL=1 CARGO_PROFILE_RELEASE_DEBUG=0 "$@"
}

if [ "$(trunk --version 2>/dev/null | awk '{print $2}')" != "$TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (about 6 minutes on 2 cores)"
  # Trunk 0.22 needs a newer rustc than this machine's; 0.21.14 builds with --locked.
  quick_build cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (the version in Cargo.lock)"
  quick_build cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# wasm-opt comes from the npm package binaryen (a Node build): Debian's binaryen 108 emits
# modules that fail at start-up in Chromium. npm ci installs exactly the committed lock file.
need_npm=0
[ -x "$NPM_DIR/node_modules/.bin/wasm-opt" ] || need_npm=1
if [ "${1:-}" = "--test" ] && [ ! -d "$NPM_DIR/node_modules/@playwright/test" ]; then need_npm=1; fi
if [ "$need_npm" = 1 ] || [ "$NPM_DIR/package-lock.json" -nt "$NPM_DIR/node_modules/.package-lock.json" ]; then
  say "installing npm packages (binaryen, playwright) from the lock file"
  (cd "$NPM_DIR" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund)
fi

# A Chromium named by CHROMIUM_PATH (a CI runner's own browser) is used as it is.
if [ "${1:-}" = "--test" ] && [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  say "installing Debian's chromium"
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium >/dev/null
fi
# NumPy 2.x wheels for CPython 3.11 (about 16 MB, seconds to install).
if [ "${1:-}" = "--test" ] && ! python3 -c "import numpy" >/dev/null 2>&1; then
  say "installing NumPy (the figures' Python programs need it)"
  python3 -m pip install --quiet --disable-pip-version-check "numpy>=2,<3"
fi
# JupyterLab and anywidget for the notebook spec, in a virtual environment of their own.
if [ "${1:-}" = "--test" ]; then
  scripts/notebook-env.sh
fi
say "ready"
