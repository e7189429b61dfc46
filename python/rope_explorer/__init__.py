"""RoPE Explorer's figures of rotary position embeddings as notebook widgets.

>>> from rope_explorer import Figure
>>> Figure("score-distance", preset="llama-3.1-8b", infer=131072)
"""

from ._figure import FIGURES, KEYS, Figure, SettingWarning

__all__ = ["FIGURES", "KEYS", "Figure", "SettingWarning"]
try:
    from importlib.metadata import version as _version

    __version__ = _version("rope-explorer")
except Exception:  # not installed (the source tree): no version to tell
    __version__ = "0"
