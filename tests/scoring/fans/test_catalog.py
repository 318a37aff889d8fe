"""Every fan has one detector family and a meaning in its profile; detector code names fans only by the Fan enum."""

import ast
import importlib
import inspect
from pathlib import Path

import pytest

from gbmj_cli.scoring.catalog import FAMILIES, Fan
from gbmj_cli.scoring.profiles import BUILTIN, builtin

FANS_DIR = Path(importlib.import_module("gbmj_cli.scoring.fans").__file__).parent
NAMES = {fan: builtin("1998").rows[fan].name for fan in Fan}


def _detects(family: str) -> tuple[Fan, ...]:
    return importlib.import_module(f"gbmj_cli.scoring.fans.{family}").DETECTS


def test_every_fan_is_detected_by_exactly_one_family():
    seen: dict[Fan, str] = {}
    for family in FAMILIES:
        for fan in _detects(family):
            assert fan not in seen, (fan, seen.get(fan), family)
            seen[fan] = family
    assert set(seen) == set(Fan)


@pytest.mark.parametrize("family", FAMILIES)
def test_each_detector_docstring_starts_with_the_chinese_name_of_its_fan(family):
    module = importlib.import_module(f"gbmj_cli.scoring.fans.{family}")
    documented = set()
    for name, function in inspect.getmembers(module, inspect.isfunction):
        if function.__module__ != module.__name__ or name.startswith("_"):
            continue
        fan = Fan.__members__.get(name.upper())
        if fan is not None:
            assert (function.__doc__ or "").startswith(NAMES[fan] + ":"), (family, name)
            documented.add(fan)
    # Every fan of the family has a detector of its own name, except those found inside a combination.
    inside = {Fan.EDGE_WAIT, Fan.CLOSED_WAIT, Fan.SINGLE_WAIT} if family == "win" else set()
    assert set(_detects(family)) - documented <= inside | _combined(family), family


def _combined(family: str) -> set[Fan]:
    """Fans whose predicate has another name because it counts pungs: 箭刻 and 幺九刻."""
    return {
        "pungs": {Fan.DRAGON_PUNG, Fan.PUNG_OF_TERMINALS_OR_HONORS},
        "win": set(),
    }.get(family, set())


def test_the_wait_fans_are_named_in_their_detectors_docstring():
    doc = importlib.import_module("gbmj_cli.scoring.fans.win").wait_fan.__doc__
    assert all(NAMES[f] in doc for f in (Fan.EDGE_WAIT, Fan.CLOSED_WAIT, Fan.SINGLE_WAIT))


SCORING_CODE = [
    *sorted(FANS_DIR.glob("*.py")),
    FANS_DIR.parent / "score.py",
    FANS_DIR.parent / "profiles" / "profile.py",
]


@pytest.mark.parametrize("path", SCORING_CODE, ids=lambda p: p.name)
def test_detector_and_scoring_code_never_names_a_fan_by_a_bare_number(path):
    """No ``fans[80]``, no ``{80: 1}``, no ``Fan(80)``: fans are Fan members (the enum itself aside)."""
    if path.name == "catalog.py":
        return
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Subscript)
            and isinstance(node.slice, ast.Constant)
            and isinstance(node.slice.value, int)
        ):
            assert not isinstance(node.value, ast.Name) or node.value.id not in ("raw", "fans", "counted", "found"), (
                path.name,
                node.lineno,
            )
        if isinstance(node, ast.Dict):
            for key in node.keys:
                assert not (isinstance(key, ast.Constant) and isinstance(key.value, int) and key.value > 9), (
                    path.name,
                    node.lineno,
                )
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Fan":
            raise AssertionError((path.name, node.lineno, "Fan(number)"))


@pytest.mark.parametrize("name", BUILTIN)
def test_definitions_and_examples_are_plain_one_line_text(name):
    profile = builtin(name)
    for fan in profile.enabled:
        row = profile.rows[fan]
        assert row.definition.endswith(".") and row.definition.isascii() and "\n" not in row.definition
        assert row.example and row.definition_zh
