#!/usr/bin/env bash
# The notebook tests' Python: a virtual environment in target/notebook-venv with JupyterLab and
# anywidget from PyPI, at the versions below (about 1 minute and 250 MB the first time; a
# second when present). Run by scripts/bootstrap.sh --test; the notebook spec installs the
# wheel `make dist` wrote into it and runs JupyterLab with no other network.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=target/notebook-venv
PINS=(jupyterlab==4.6.6 anywidget==0.11.0 ipywidgets==8.1.9 ipykernel)
STAMP="$VENV/.pins"

if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "${PINS[*]}" ] && [ -x "$VENV/bin/jupyter-lab" ]; then
  exit 0
fi
printf '\033[1mbootstrap:\033[0m %s\n' "a virtual environment with JupyterLab for the notebook tests"
rm -rf "$VENV"
python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "${PINS[@]}"
echo "${PINS[*]}" > "$STAMP"
