"""A figure's settings between Python and the page.

The page reads and writes every setting as the text its URL key takes (`base=500000`,
`short_factor=1,1.5`); Python holds the natural value (a number, a list, a word). The shapes are
the page's own (`Key::shape` in rope-params, written to keys.json by the build): `number`,
`number-or-auto`, `flag`, `list`, `text`, `grid`, `word`, `names`, `label`.
"""

from __future__ import annotations

import math
import numbers
import re
from typing import Any, Optional

_INTEGER = re.compile(r"^-?\d+$")


def _number_text(value: Any) -> str:
    """A number as the page writes one: whole numbers without a decimal point."""
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, numbers.Integral):
        return str(int(value))
    x = float(value)
    if math.isfinite(x) and x.is_integer() and abs(x) < 1e16:
        return str(int(x))
    return repr(x)


def _one(value: Any) -> str:
    if isinstance(value, numbers.Number):
        return _number_text(value)
    return str(value)


def to_text(value: Any, shape: str) -> Optional[str]:
    """`value` as the page's URL key takes it; None (the figure's own value) stays None."""
    if value is None:
        return None
    if isinstance(value, str):
        return value
    if shape == "flag":
        return "1" if value else "0"
    if shape == "grid" and isinstance(value, (list, tuple)):
        return ";".join(",".join(_one(x) for x in row) if isinstance(row, (list, tuple)) else _one(row) for row in value)
    if isinstance(value, (list, tuple)) or (hasattr(value, "tolist") and not isinstance(value, numbers.Number)):
        items = value.tolist() if hasattr(value, "tolist") else value
        if isinstance(items, (list, tuple)):
            return ",".join(_one(x) for x in items)
    return _one(value)


def _number(text: str) -> Any:
    if _INTEGER.match(text):
        return int(text)
    try:
        return float(text)
    except ValueError:
        return text


def from_text(text: Optional[str], shape: str) -> Any:
    """The page's text for a key as a Python value."""
    if text is None:
        return None
    if shape in ("label", "number-or-auto") and text in ("", "auto"):
        return None
    if shape in ("number", "number-or-auto"):
        return _number(text)
    if shape == "flag":
        return text == "1"
    if shape == "list":
        return [_number(x) for x in text.split(",")] if text else []
    if shape == "grid":
        return [[_number(x) for x in row.split(",")] for row in text.split(";")] if text else []
    if shape == "text":
        return text.split(",") if text else []
    return text


def _finite(x: Any) -> bool:
    if isinstance(x, bool):
        return False
    if isinstance(x, numbers.Number):
        try:
            return math.isfinite(float(x))
        except (TypeError, ValueError):
            return False
    if isinstance(x, str):
        try:
            return math.isfinite(float(x))
        except ValueError:
            return False
    return False


def problem(name: str, value: Any, shape: str) -> Optional[str]:
    """What is wrong with `value` for key `name`, or None. The page corrects the same values
    (and says so in its notice); this is what Python warns of first."""
    if value is None:
        return None
    if shape == "number" or (shape == "number-or-auto" and value != "auto"):
        if not _finite(value):
            return f"{name} takes a finite number, not {value!r}"
    elif shape == "flag":
        if value not in (True, False, 0, 1, "0", "1"):
            return f"{name} is on or off (True or False), not {value!r}"
    elif shape in ("list", "grid"):
        text = to_text(value, shape) or ""
        items = [x for row in text.split(";") for x in row.split(",")] if text else []
        bad = [x for x in items if not _finite(x)]
        if bad:
            return f"{name} takes finite numbers, not {bad[0]!r}"
    elif shape in ("word", "label", "names", "text"):
        if not isinstance(value, (str, list, tuple)):
            return f"{name} takes a word, not {value!r}"
    return None
