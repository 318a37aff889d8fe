"""Whole-hand shapes: fans of how the four sets and the pair of a reading are built.

Chows and pungs are given by their lowest (or repeated) tile, the pair by its tile; a kong counts
as a pung.
"""

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from gbmj_cli.hands.tiles import FIRST_HONOR, N_KINDS, rank_of
from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.fans.occurrences import HAND, PAIR, FanCounts, FanSets


def _numbered(tile: int) -> bool:
    return tile < FIRST_HONOR


def _with_terminal(chow: bool, tile: int) -> bool:
    if chow:
        return rank_of(tile) in (0, 6)
    return not _numbered(tile) or rank_of(tile) in (0, 8)


def _with_five(chow: bool, tile: int) -> bool:
    if not _numbered(tile):
        return False
    return rank_of(tile) in (2, 3, 4) if chow else rank_of(tile) == 4


def _even(tile: int) -> bool:
    return _numbered(tile) and rank_of(tile) % 2 == 1  # ranks 2 4 6 8 are the odd indexes


TERMINAL, FIVE, EVEN, NUMBERED_PAIR = 1, 2, 4, 8
"""What a set (or the pair) holds, one bit each: a terminal or honour, a 5, only even tiles; and
for the pair alone whether it is numbered (every set has that bit, so the pair's survives the AND)."""


def _bits(chow: bool, tile: int) -> int:
    """The bits of a chow (by its lowest tile) or of a pung or pair of ``tile``."""
    return (
        TERMINAL * _with_terminal(chow, tile)
        | FIVE * _with_five(chow, tile)
        | EVEN * (not chow and _even(tile))
        | NUMBERED_PAIR * (chow or _numbered(tile))
    )


CHOW_BITS = tuple(_bits(True, t) for t in range(FIRST_HONOR))
"""The bits of each chow, by its lowest tile."""
PUNG_BITS = tuple(_bits(False, t) | NUMBERED_PAIR for t in range(N_KINDS))
"""The bits of each pung or kong, by its tile."""
PAIR_BITS = tuple(_bits(False, t) for t in range(N_KINDS))
"""The bits of each pair, by its tile."""


class Shape(NamedTuple):
    """What the shape fans read of a reading: its numbers of chows and of pungs, and the bits that
    every one of its sets and its pair hold (``CHOW_BITS``, ``PUNG_BITS`` and ``PAIR_BITS`` ANDed)."""

    chows: int
    pungs: int
    every: int


def all_pungs(shape: Shape) -> bool:
    """碰碰和: four pungs or kongs and a pair."""
    return shape.pungs == 4


def all_even_pungs(shape: Shape) -> bool:
    """全双刻: pungs or kongs of even numbered tiles only, with an even pair."""
    return shape.pungs == 4 and shape.every & EVEN != 0


def all_chows(shape: Shape) -> bool:
    """平和: four chows and a pair of numbered tiles."""
    return shape.chows == 4 and shape.every & NUMBERED_PAIR != 0


def outside_hand(shape: Shape) -> bool:
    """全带幺: every set and the pair contain a terminal or an honour."""
    return shape.every & TERMINAL != 0


def all_five(shape: Shape) -> bool:
    """全带五: every set and the pair contain a 5."""
    return shape.every & FIVE != 0


SHAPE_FANS = (
    (Fan.ALL_PUNGS, all_pungs),
    (Fan.ALL_EVEN_PUNGS, all_even_pungs),
    (Fan.ALL_CHOWS, all_chows),
    (Fan.OUTSIDE_HAND, outside_hand),
    (Fan.ALL_FIVE, all_five),
)
DETECTS = tuple(fan for fan, _ in SHAPE_FANS)


def shape_fans(chows: Sequence[int], pungs: Sequence[int], pair: int) -> FanCounts:
    """碰碰和, 全双刻, 平和, 全带幺 and 全带五 of a reading of four sets and a pair.

    >>> shape_fans([0, 6, 9], [26], pair=8)  # 123m 789m 123s 999p 99m
    ((<Fan.OUTSIDE_HAND: 55>, 1),)
    """
    every = PAIR_BITS[pair]
    for t in chows:
        every &= CHOW_BITS[t]
    for t in pungs:
        every &= PUNG_BITS[t]
    return _shape_fans(len(chows), len(pungs), every)


SHAPES = 5 * 5 * 16
"""Shapes that can differ (0-4 chows, 0-4 pungs, four bits): the bound of ``_shape_fans``."""


@lru_cache(maxsize=SHAPES)
def _shape_fans(chows: int, pungs: int, every: int) -> FanCounts:
    shape = Shape(chows, pungs, every)
    return tuple([(fan, 1) for fan, holds in SHAPE_FANS if holds(shape)])


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
