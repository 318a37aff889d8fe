"""Shared test helpers: score a hand written as on the command line."""

import os
import shlex

import pytest

from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.notation import parse_hand
from gbmj_cli.scoring.score import ScoreResult, score

# The suite reads English output whatever the machine's locale: gbmj speaks Chinese when GBMJ_LANG
# or a Chinese locale asks for it, so both are pinned here for this process and the programs it
# starts (the tests of the language choice give their own environment).
for _name in ("GBMJ_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"

_SWITCHES = {
    "--self-drawn": "self_drawn",
    "-z": "self_drawn",
    "--last-tile": "last_tile",
    "--kong-draw": "kong_draw",
    "--robbing-kong": "robbing_kong",
    "--fourth-tile": "fourth_tile",
}
_VALUES = {
    "--seat": "seat",
    "--round": "round",
    "--flowers": "flowers",
    "--from": "from_seat",
    "--base": "base",
    "--rules": "rules",
}


def context_from_flags(flags: str) -> WinContext:
    """Build a WinContext from command-line flags such as ``--self-drawn --seat S``."""
    words = shlex.split(flags)
    kwargs: dict = {}
    i = 0
    while i < len(words):
        word = words[i]
        if word in _SWITCHES:
            kwargs[_SWITCHES[word]] = True
        elif word in _VALUES:
            i += 1
            value = words[i]
            kwargs[_VALUES[word]] = int(value) if word in ("--flowers", "--base") else value
        else:
            raise ValueError(f"unknown flag {word}")
        i += 1
    return WinContext(**kwargs)


def score_text(hand: str, flags: str = "") -> ScoreResult:
    """Score a hand string with command-line flags."""
    return score(parse_hand(hand), context_from_flags(flags))


def fan_counts(result: ScoreResult) -> dict[int, int]:
    """The counted fans of a result as {Fan: count} (a Fan equals its 1998 number)."""
    return {f.fan: f.count for f in result.fans}


@pytest.fixture
def fans_of():
    """Return a function: hand string and flags -> {fan number: count}."""
    return lambda hand, flags="": fan_counts(score_text(hand, flags))
