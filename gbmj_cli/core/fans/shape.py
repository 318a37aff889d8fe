"""Whole-hand shapes: fans of how the four sets and the pair of a reading are built.

Chows and pungs are given by their lowest (or repeated) tile, the pair by its tile; a kong counts
as a pung.
"""

from collections.abc import Sequence

from gbmj_cli.core.fans.catalog import Fan
from gbmj_cli.core.fans.occurrences import HAND, PAIR, FanCounts, FanSets
from gbmj_cli.core.tiles import FIRST_HONOR


def _numbered(tile: int) -> bool:
    return tile < FIRST_HONOR


def _with_terminal(chow: bool, tile: int) -> bool:
    if chow:
        return tile % 9 in (0, 6)
    return not _numbered(tile) or tile % 9 in (0, 8)


def _with_five(chow: bool, tile: int) -> bool:
    if not _numbered(tile):
        return False
    return tile % 9 in (2, 3, 4) if chow else tile % 9 == 4


def _even(tile: int) -> bool:
    return _numbered(tile) and tile % 9 % 2 == 1  # ranks 2 4 6 8 are the odd indexes


def all_pungs(chows: list[int], pungs: list[int], pair: int) -> bool:
    """碰碰和: four pungs or kongs and a pair."""
    return len(pungs) == 4


def all_even_pungs(chows: list[int], pungs: list[int], pair: int) -> bool:
    """全双刻: pungs or kongs of even numbered tiles only, with an even pair."""
    return len(pungs) == 4 and _even(pair) and all(_even(t) for t in pungs)


def all_chows(chows: list[int], pungs: list[int], pair: int) -> bool:
    """平和: four chows and a pair of numbered tiles."""
    return len(chows) == 4 and _numbered(pair)


def outside_hand(chows: list[int], pungs: list[int], pair: int) -> bool:
    """全带幺: every set and the pair contain a terminal or an honour."""
    return (
        _with_terminal(False, pair)
        and all(_with_terminal(True, t) for t in chows)
        and all(_with_terminal(False, t) for t in pungs)
    )


def all_five(chows: list[int], pungs: list[int], pair: int) -> bool:
    """全带五: every set and the pair contain a 5."""
    return (
        _with_five(False, pair) and all(_with_five(True, t) for t in chows) and all(_with_five(False, t) for t in pungs)
    )


SHAPE_FANS = (
    (Fan.ALL_PUNGS, all_pungs),
    (Fan.ALL_EVEN_PUNGS, all_even_pungs),
    (Fan.ALL_CHOWS, all_chows),
    (Fan.OUTSIDE_HAND, outside_hand),
    (Fan.ALL_FIVE, all_five),
)
DETECTS = tuple(fan for fan, _ in SHAPE_FANS)


def shape_fans(chows: list[int], pungs: list[int], pair: int) -> FanCounts:
    """碰碰和, 全双刻, 平和, 全带幺 and 全带五 of a reading of four sets and a pair.

    >>> shape_fans([0, 6, 9], [26], pair=8)  # 123m 789m 123s 999p 99m
    ((<Fan.OUTSIDE_HAND: 55>, 1),)
    """
    return tuple([(fan, 1) for fan, holds in SHAPE_FANS if holds(chows, pungs, pair)])


def all_chows_beside_knitted(chows: list[int], pair: int) -> bool:
    """平和 in a 组合龙 reading: the nine knitted tiles stand for three chows, so one chow and a numbered pair."""
    return bool(chows) and _numbered(pair)


def shape_sets(found: FanCounts, chows: Sequence[int], pungs: Sequence[int]) -> FanSets:
    """The fans of ``shape_fans`` with their sets, the chows and pungs given by position: 碰碰和 its
    pungs, 全双刻 its pungs and the pair, 平和 its chows and the pair; 全带幺 and 全带五 are about
    every set, so the whole hand.

    >>> shape_sets(shape_fans([0, 6, 9], [26], pair=8), chows=[1, 2, 3], pungs=[0])  # 全带幺
    ((<Fan.OUTSIDE_HAND: 55>, ((-2,),)),)
    """
    takes = {
        Fan.ALL_PUNGS: (*pungs,),
        Fan.ALL_EVEN_PUNGS: (*pungs, PAIR),
        Fan.ALL_CHOWS: (*chows, PAIR),
        Fan.OUTSIDE_HAND: (HAND,),
        Fan.ALL_FIVE: (HAND,),
    }
    return tuple((fan, (takes[fan],)) for fan, _ in found)


def all_chows_beside_knitted_sets(knitted: int, chows: Sequence[int]) -> FanSets:
    """平和 in a 组合龙 reading with its sets: the nine knitted tiles, the chow and the pair."""
    return ((Fan.ALL_CHOWS, ((knitted, *chows, PAIR),)),)
