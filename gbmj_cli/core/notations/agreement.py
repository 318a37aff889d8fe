"""Win flags set by the hand string itself (the tziakcha context) against those given beside it.

A flag may be given both ways only if both say the same: ``...|ES1000 --seat S`` is fine,
``...|ES1000 --seat N`` is one clear error, pointing at the character of the string that sets it.
"""

from collections.abc import Mapping

from gbmj_cli.core.errors import ContextError

_SWITCHES = {  # field: (the hand says it is on, the hand says it is off, flag on, flag off)
    "self_drawn": ("a self-drawn win", "a win on a discard", "--self-drawn", "--discard"),
    "last_tile": ("the last tile of the wall", "not the last tile of the wall", "--last-tile", "--no-last-tile"),
    "fourth_tile": ("the last copy of the tile", "not the last copy of the tile", "--fourth-tile", "--no-fourth-tile"),
    "kong_draw": ("a win on a kong's replacement tile", "no kong draw", "--kong-draw", "--no-kong-draw"),
    "robbing_kong": ("a win robbing a kong", "no robbed kong", "--robbing-kong", "--no-robbing-kong"),
}
_VALUES = {"seat": ("seat", "--seat"), "round": ("prevalent wind", "--round"), "flowers": ("flowers", "--flowers")}


def agree(set_by_hand: tuple[tuple[str, object, int], ...], chosen: Mapping[str, object]) -> None:
    """Raise ContextError if a flag in ``chosen`` differs from the value the hand string sets for it.

    >>> agree((("seat", "S", 25),), {"seat": "S", "flowers": 2})
    >>> agree((("seat", "S", 25),), {"seat": "N"})
    Traceback (most recent call last):
    ...
    gbmj_cli.core.errors.ContextError: the hand's own context gives seat S, but --seat N is given too: \
drop the flag, or make the two agree
    """
    for field, value, position in set_by_hand:
        if field in chosen and chosen[field] != value:
            raise ContextError(
                f"the hand's own context gives {_says(field, value)}, but {_flag(field, chosen[field])} is given "
                "too: drop the flag, or make the two agree",
                position,
            )


def hand_flags_for_waits(set_by_hand: tuple[tuple[str, object, int], ...]) -> tuple[tuple[str, object, int], ...]:
    """The flags a waiting hand's string sets, without self-drawn: a waits query scores both ways of winning."""
    return tuple(flag for flag in set_by_hand if flag[0] != "self_drawn")


def _says(field: str, value: object) -> str:
    if field in _SWITCHES:
        return _SWITCHES[field][0 if value else 1]
    name, _option = _VALUES[field]
    return f"{value} {name}" if field == "flowers" else f"{name} {value}"


def _flag(field: str, value: object) -> str:
    if field in _SWITCHES:
        return _SWITCHES[field][2 if value else 3]
    return f"{_VALUES[field][1]} {value}"
