"""Win flags set by the hand string itself (the tziakcha context) against those given beside it.

A flag may be given both ways only if both say the same: ``...|ES1000 --seat S`` is fine,
``...|ES1000 --seat N`` is one clear error, pointing at the character of the string that sets it.
"""

from collections.abc import Mapping

from gbmj_cli.base.errors import ContextError
from gbmj_cli.messages import Msg

_SWITCHES = {  # field: (the hand says it is on, the hand says it is off, flag on, flag off)
    "self_drawn": ("says.self_drawn.on", "says.self_drawn.off", "--self-drawn", "--discard"),
    "last_tile": ("says.last_tile.on", "says.last_tile.off", "--last-tile", "--no-last-tile"),
    "fourth_tile": ("says.fourth_tile.on", "says.fourth_tile.off", "--fourth-tile", "--no-fourth-tile"),
    "kong_draw": ("says.kong_draw.on", "says.kong_draw.off", "--kong-draw", "--no-kong-draw"),
    "robbing_kong": ("says.robbing_kong.on", "says.robbing_kong.off", "--robbing-kong", "--no-robbing-kong"),
}
_VALUES = {
    "seat": ("says.seat", "--seat"),
    "round": ("says.round", "--round"),
    "flowers": ("says.flowers", "--flowers"),
}


def agree(set_by_hand: tuple[tuple[str, object, int], ...], chosen: Mapping[str, object]) -> None:
    """Raise ContextError if a flag in ``chosen`` differs from the value the hand string sets for it.

    >>> agree((("seat", "S", 25),), {"seat": "S", "flowers": 2})
    >>> agree((("seat", "S", 25),), {"seat": "N"})
    Traceback (most recent call last):
    ...
    gbmj_cli.base.errors.ContextError: the hand's own context gives seat S, but --seat N is given too: \
drop the flag, or make the two agree
    """
    for field, value, position in set_by_hand:
        if field in chosen and chosen[field] != value:
            raise ContextError(
                Msg("agree.conflict", says=_says(field, value), flag=_flag(field, chosen[field])), position
            )


def hand_flags_for_waits(set_by_hand: tuple[tuple[str, object, int], ...]) -> tuple[tuple[str, object, int], ...]:
    """The flags a waiting hand's string sets, without self-drawn: a waits query scores both ways of winning."""
    return tuple(flag for flag in set_by_hand if flag[0] != "self_drawn")


def _says(field: str, value: object) -> Msg:
    if field in _SWITCHES:
        return Msg(_SWITCHES[field][0 if value else 1])
    return Msg(_VALUES[field][0], value=value)


def _flag(field: str, value: object) -> str:
    if field in _SWITCHES:
        return _SWITCHES[field][2 if value else 3]
    return f"{_VALUES[field][1]} {value}"
