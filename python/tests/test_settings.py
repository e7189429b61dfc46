"""The settings' conversions between Python values and the page's URL texts (no notebook
needed: `python3 -m unittest discover -s python/tests`)."""

import importlib.util
import math
import unittest
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "settings", Path(__file__).resolve().parent.parent / "rope_explorer" / "_settings.py"
)
settings = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(settings)
to_text, from_text, problem = settings.to_text, settings.from_text, settings.problem


class ToText(unittest.TestCase):
    def test_numbers_as_the_page_writes_them(self):
        self.assertEqual(to_text(500_000, "number"), "500000")
        self.assertEqual(to_text(500000.0, "number"), "500000")
        self.assertEqual(to_text(0.1, "number"), "0.1")
        self.assertEqual(to_text(1e20, "number"), "1e+20")
        self.assertEqual(to_text(None, "number"), None)
        self.assertEqual(to_text("auto", "number-or-auto"), "auto")

    def test_lists_flags_and_grids(self):
        self.assertEqual(to_text([1, 1.5, 2.0], "list"), "1,1.5,2")
        self.assertEqual(to_text((0.5,), "list"), "0.5")
        self.assertEqual(to_text(True, "flag"), "1")
        self.assertEqual(to_text(False, "flag"), "0")
        self.assertEqual(to_text([[1, 0], [0, 1]], "grid"), "1,0;0,1")
        self.assertEqual(to_text(["the", "cat"], "text"), "the,cat")
        self.assertEqual(to_text("yarn", "word"), "yarn")

    def test_nan_reaches_the_page_as_text(self):
        self.assertEqual(to_text(float("nan"), "number"), "nan")


class FromText(unittest.TestCase):
    def test_natural_values(self):
        self.assertEqual(from_text("500000", "number"), 500000)
        self.assertIsInstance(from_text("500000", "number"), int)
        self.assertEqual(from_text("0.25", "number"), 0.25)
        self.assertIsNone(from_text("auto", "number-or-auto"))
        self.assertEqual(from_text("1.5", "number-or-auto"), 1.5)
        self.assertEqual(from_text("1,1.5", "list"), [1, 1.5])
        self.assertEqual(from_text("", "list"), [])
        self.assertEqual(from_text("1", "flag"), True)
        self.assertEqual(from_text("1,0;0,1", "grid"), [[1, 0], [0, 1]])
        self.assertIsNone(from_text("", "label"))
        self.assertEqual(from_text("llama-3.1-8b", "label"), "llama-3.1-8b")

    def test_round_trips(self):
        for value, shape in [(131072, "number"), (0.5, "number"), ([1, 2.5], "list"), (True, "flag"), ("half", "word")]:
            self.assertEqual(from_text(to_text(value, shape), shape), value)


class Problems(unittest.TestCase):
    def test_bad_numbers_are_named(self):
        self.assertIn("finite number", problem("base", float("nan"), "number"))
        self.assertIn("finite number", problem("base", math.inf, "number"))
        self.assertIn("finite number", problem("base", "lots", "number"))
        self.assertIn("finite number", problem("base", True, "number"))
        self.assertIn("finite numbers", problem("short_factor", [1, "x"], "list"))

    def test_good_values_pass(self):
        self.assertIsNone(problem("base", 500_000, "number"))
        self.assertIsNone(problem("base", "500000", "number"))
        self.assertIsNone(problem("attn", "auto", "number-or-auto"))
        self.assertIsNone(problem("attn", None, "number-or-auto"))
        self.assertIsNone(problem("short_factor", [1, 1.5], "list"))
        self.assertIsNone(problem("truncate", True, "flag"))
        self.assertIsNone(problem("scaling", "yarn", "word"))


if __name__ == "__main__":
    unittest.main()
