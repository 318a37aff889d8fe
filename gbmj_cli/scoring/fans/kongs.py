"""Kongs and concealed pungs: the kong fans and the 暗刻 series (docs/rules.md §4.5, §4.6).

A concealed kong counts as a concealed pung; a pung completed by a discard is melded (the caller
counts the concealed pungs of a reading). Which kong fans absorb which is the profile's table and
its ``kongs_under_three_or_four_kongs`` switch; the mixed pair of one melded and one concealed kong
is the ``mixed_kong`` switch, read here.
"""

from collections.abc import Callable, Sequence
from functools import lru_cache

from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.fans.occurrences import FanCounts, FanSets


def four_kongs(melded: int, concealed: int) -> bool:
    """四杠: four kongs, melded or concealed."""
    return melded + concealed == 4


def three_kongs(melded: int, concealed: int) -> bool:
    """三杠: three kongs, melded or concealed."""
    return melded + concealed == 3


def melded_kong(melded: int, concealed: int) -> bool:
    """明杠: a melded kong (claimed, or promoted from a pung)."""
    return melded >= 1


def two_melded_kongs(melded: int, concealed: int, mixed_kong: str) -> bool:
    """双明杠: two melded kongs; under ``two_melded_kongs_6`` also one melded and one concealed (6 points)."""
    return melded >= 2 or (mixed_kong == "two_melded_kongs_6" and melded == 1 and concealed == 1)


def concealed_kong(melded: int, concealed: int) -> bool:
    """暗杠: a concealed kong."""
    return concealed >= 1


def two_concealed_kongs(melded: int, concealed: int) -> bool:
    """双暗杠: two concealed kongs."""
    return concealed >= 2


def concealed_kong_and_melded_kong(melded: int, concealed: int, mixed_kong: str) -> bool:
    """明暗杠: a melded and a concealed kong (not an official fan: ``mixed_kong = melded_concealed_5``)."""
    return mixed_kong == "melded_concealed_5" and melded >= 1 and concealed >= 1


def is_mixed_two_kongs(melded: int, concealed: int, mixed_kong: str) -> bool:
    """Whether 双明杠 holds for one melded and one concealed kong: it then counts at its 6 points."""
    return mixed_kong == "two_melded_kongs_6" and melded == 1 and concealed == 1


def two_concealed_pungs(hidden: int) -> bool:
    """双暗刻: two concealed pungs or concealed kongs."""
    return hidden >= 2


def three_concealed_pungs(hidden: int) -> bool:
    """三暗刻: three concealed pungs or concealed kongs."""
    return hidden >= 3


def four_concealed_pungs(hidden: int) -> bool:
    """四暗刻: four concealed pungs or concealed kongs (a pung completed by a discard is melded)."""
    return hidden == 4


DETECTS = (
    Fan.FOUR_KONGS,
    Fan.THREE_KONGS,
    Fan.MELDED_KONG,
    Fan.TWO_MELDED_KONGS,
    Fan.CONCEALED_KONG,
    Fan.TWO_CONCEALED_KONGS,
    Fan.CONCEALED_KONG_AND_MELDED_KONG,
    Fan.TWO_CONCEALED_PUNGS,
    Fan.THREE_CONCEALED_PUNGS,
    Fan.FOUR_CONCEALED_PUNGS,
)


@lru_cache(maxsize=256)
def kong_fans(melded: int, concealed: int, concealed_pungs: int, mixed_kong: str) -> FanCounts:
    """Kong fans and concealed-pung fans of ``melded`` and ``concealed`` kongs and other concealed pungs.

    >>> kong_fans(1, 1, 0, "melded_concealed_5")  # profile mil: 明暗杠
    ((<Fan.MELDED_KONG: 74>, 1), (<Fan.CONCEALED_KONG: 67>, 1), (<Fan.CONCEALED_KONG_AND_MELDED_KONG: 82>, 1))
    """
    hidden = concealed + concealed_pungs
    holds = (
        (Fan.FOUR_KONGS, four_kongs(melded, concealed)),
        (Fan.THREE_KONGS, three_kongs(melded, concealed)),
        (Fan.MELDED_KONG, melded_kong(melded, concealed)),
        (Fan.TWO_MELDED_KONGS, two_melded_kongs(melded, concealed, mixed_kong)),
        (Fan.CONCEALED_KONG, concealed_kong(melded, concealed)),
        (Fan.TWO_CONCEALED_KONGS, two_concealed_kongs(melded, concealed)),
        (Fan.CONCEALED_KONG_AND_MELDED_KONG, concealed_kong_and_melded_kong(melded, concealed, mixed_kong)),
        (Fan.TWO_CONCEALED_PUNGS, two_concealed_pungs(hidden)),
        (Fan.THREE_CONCEALED_PUNGS, three_concealed_pungs(hidden)),
        (Fan.FOUR_CONCEALED_PUNGS, four_concealed_pungs(hidden)),
    )
    return tuple((fan, 1) for fan, holds_ in holds if holds_)


_Sets = Sequence[int]
# The sets each kong fan is made of: of the melded kongs, the concealed kongs and the other concealed
# pungs, as many as the fan names (the first ones).
_TAKES: dict[Fan, Callable[[_Sets, _Sets, _Sets], list[int]]] = {
    Fan.FOUR_KONGS: lambda m, c, p: [*m, *c],
    Fan.THREE_KONGS: lambda m, c, p: [*m, *c],
    Fan.MELDED_KONG: lambda m, c, p: [*m[:1]],
    Fan.TWO_MELDED_KONGS: lambda m, c, p: [*m[:2]] if len(m) >= 2 else [*m, *c],  # the mixed one: one of each
    Fan.CONCEALED_KONG: lambda m, c, p: [*c[:1]],
    Fan.TWO_CONCEALED_KONGS: lambda m, c, p: [*c[:2]],
    Fan.CONCEALED_KONG_AND_MELDED_KONG: lambda m, c, p: [*m[:1], *c[:1]],
    Fan.TWO_CONCEALED_PUNGS: lambda m, c, p: [*c, *p][:2],
    Fan.THREE_CONCEALED_PUNGS: lambda m, c, p: [*c, *p][:3],
    Fan.FOUR_CONCEALED_PUNGS: lambda m, c, p: [*c, *p][:4],
}


def kong_sets(melded: _Sets, concealed: _Sets, concealed_pungs: _Sets, mixed_kong: str) -> FanSets:
    """The fans of ``kong_fans`` with their sets: the melded kongs, concealed kongs and other
    concealed pungs are given by position (in any numbering), and each fan takes those it names.

    >>> kong_sets([0], [1], [], "separate")  # 明杠 of set 0, 暗杠 of set 1
    ((<Fan.MELDED_KONG: 74>, ((0,),)), (<Fan.CONCEALED_KONG: 67>, ((1,),)))
    >>> dict(kong_sets([], [2], [0, 3], "separate"))[Fan.THREE_CONCEALED_PUNGS]  # a concealed kong is a 暗刻
    ((0, 2, 3),)
    """
    found = kong_fans(len(melded), len(concealed), len(concealed_pungs), mixed_kong)
    return tuple(
        (fan, (tuple(sorted(_TAKES[fan](melded, concealed, concealed_pungs))),) * count) for fan, count in found
    )
