"""`Figure`: one of RoPE Explorer's figures as a notebook widget (anywidget)."""

from __future__ import annotations

import json
import os
import warnings
from pathlib import Path
from typing import Any, Dict, List, Optional, Union

import anywidget
import traitlets

from ._settings import from_text, problem, to_text

STATIC = Path(__file__).parent / "static"
_TABLE = json.loads((STATIC / "keys.json").read_text(encoding="utf-8"))

#: Every figure's slug, in the registry's order.
FIGURES: List[str] = [f["slug"] for f in _TABLE["figures"]]
#: Every setting a figure takes (the page's URL keys), with its shape. Two keys whose names a
#: widget already has are `layout_` (the pairs' layout) and `open_` (the sections shown open).
KEYS: Dict[str, str] = {
    k["trait"]: k["shape"] for k in _TABLE["keys"] if k["name"] not in ("fig", "view", "panel")
}
for _name in KEYS:
    if hasattr(anywidget.AnyWidget, _name):
        raise ImportError(f"rope_explorer: the setting {_name!r} would hide a widget's own attribute")


class SettingWarning(UserWarning):
    """A setting the figure cannot use as given: it shows a notice and uses a sane value."""


def _warn(message: str) -> None:
    warnings.warn(f"rope_explorer: {message}", SettingWarning, stacklevel=4)


def _setting_trait(shape: str) -> traitlets.TraitType:
    # The page holds every setting as its URL text; Python as the natural value.
    return traitlets.Any(None, allow_none=True).tag(
        sync=True,
        to_json=lambda value, _widget: to_text(value, shape),
        from_json=lambda text, _widget: from_text(text, shape),
    )


def _config_text(config: Union[None, str, os.PathLike, Dict[str, Any]]) -> str:
    """A model's config as JSON text: a dict, a path to config.json, or the text itself."""
    if config is None:
        return ""
    if isinstance(config, dict):
        return json.dumps(config)
    text = str(config)
    if not text.lstrip().startswith("{"):
        path = Path(text).expanduser()
        if not path.is_file():
            _warn(f"config: no file {str(path)!r}; the figure keeps its settings")
            return ""
        text = path.read_text(encoding="utf-8")
    try:
        json.loads(text)
    except ValueError as e:
        _warn(f"config is not valid JSON ({e}); the figure keeps its settings")
    return text


class _FigureBase(anywidget.AnyWidget):
    _esm = STATIC / "rope-widget.js"
    _css = ".rope-widget { display: block; width: 100%; }"

    #: The figure's slug (`FIGURES`).
    fig = traitlets.Unicode("").tag(sync=True)
    #: A model's config.json as text, imported once over the settings.
    config = traitlets.Unicode("").tag(sync=True)
    #: The address of a hosted copy of RoPE Explorer, for the figure's embed and lab links.
    site = traitlets.Unicode("").tag(sync=True)
    #: Each number the figure shows, by hook (its `data-value`), as the page last drew it.
    values = traitlets.Dict().tag(sync=True)
    #: What the figure had to correct in its settings, as its notice says.
    notices = traitlets.List(traitlets.Unicode()).tag(sync=True)
    # The module's bytes: a notebook's module comes from a blob, with no address beside it.
    _wasm = traitlets.Bytes(b"").tag(sync=True)

    def __init__(
        self,
        fig: str,
        *,
        config: Union[None, str, os.PathLike, Dict[str, Any]] = None,
        site: str = "",
        **settings: Any,
    ) -> None:
        # `layout="half"` means the pairs' layout (ipywidgets' own `layout` takes no word).
        for taken in ("layout", "open"):
            if isinstance(settings.get(taken), str):
                settings[f"{taken}_"] = settings.pop(taken)
        unknown = sorted(set(settings) - set(KEYS))
        for name in unknown:
            _warn(f"no setting named {name!r}; ignored (settings: {', '.join(KEYS)})")
            del settings[name]
        _check_figure(fig)
        for name, value in settings.items():
            _check(name, value)
        super().__init__(
            fig=fig,
            config=_config_text(config),
            site=site,
            _wasm=(STATIC / "rope-explorer_bg.wasm").read_bytes(),
            **settings,
        )
        self.observe(self._on_setting, names=list(KEYS))
        self.observe(self._on_figure, names=["fig"])
        self.observe(self._on_notices, names=["notices"])

    def _on_setting(self, change: Dict[str, Any]) -> None:
        _check(change["name"], change["new"])

    def _on_figure(self, change: Dict[str, Any]) -> None:
        _check_figure(change["new"])

    def _on_notices(self, change: Dict[str, Any]) -> None:
        for line in change["new"]:
            if line not in (change["old"] or []):
                _warn(f"the figure says: {line}")

    def __repr__(self) -> str:
        set_now = ", ".join(
            f"{name}={getattr(self, name)!r}"
            for name in ("preset", "d", "base", "scaling", "factor", "train", "infer")
            if getattr(self, name, None) is not None
        )
        return f"Figure({self.fig!r}{', ' if set_now else ''}{set_now})"


def _check(name: str, value: Any) -> None:
    message = problem(name, value, KEYS.get(name, "word"))
    if message:
        _warn(f"{message}; the figure shows a notice and uses a sane value")


def _check_figure(slug: Any) -> None:
    if str(slug).lower() not in FIGURES:
        _warn(f"no figure named {slug!r}; the figures: {', '.join(FIGURES)}")


Figure = type(
    "Figure",
    (_FigureBase,),
    {
        "__module__": "rope_explorer",
        "__doc__": """One of RoPE Explorer's figures in a notebook.

    ``Figure("score-distance", preset="llama-3.1-8b", infer=131072)`` shows the figure; every
    URL key of the page is a setting (``fig.base = 500_000`` redraws it, and moving its slider
    updates ``fig.base``); ``fig.values`` holds the numbers it shows by hook.
    ``Figure(slug, config=...)`` takes a model's config.json (a dict, a path, or its text).
    """,
        **{name: _setting_trait(shape) for name, shape in KEYS.items()},
    },
)
