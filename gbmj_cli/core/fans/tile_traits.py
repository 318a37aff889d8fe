"""Fans of the tiles alone: suits, tile traits, rank ranges and 四归一.

They are the same for every reading of a hand, so the scorer finds them once per hand, from the
set of tile kinds held (a mask with byte t set for kind t, made from the counts by two calls into C:
``gbmj_cli.core.decompose.kinds_held``) and the tile counts; each trait is then a bit test (``not
mask & ~allowed``: every kind held is allowed).
"""

from gbmj_cli.core.decompose import ORPHANS_HELD, SUITS_HELD, kinds_held
from gbmj_cli.core.decompose import held_mask as _mask
from gbmj_cli.core.fans.catalog import Fan
from gbmj_cli.core.tiles import FIRST_DRAGON, FIRST_HONOR, GREEN, N_KINDS, REVERSIBLE


def _ranks(*ranks: int) -> int:
    """The mask of the numbered tiles of these ranks (1-9) in all three suits."""
    return _mask(9 * s + r - 1 for s in range(3) for r in ranks)


SUITS = SUITS_HELD
HONORS = _mask(range(FIRST_HONOR, N_KINDS))
WINDS = _mask(range(FIRST_HONOR, FIRST_DRAGON))
DRAGONS = _mask(range(FIRST_DRAGON, N_KINDS))
TERMINALS_AND_HONORS = ORPHANS_HELD  # the 13 kinds of 十三幺
GREEN_TILES = _mask(GREEN)
REVERSIBLE_TILES = _mask(REVERSIBLE)
RANKS_6_TO_9 = _ranks(6, 7, 8, 9)
RANKS_7_TO_9 = _ranks(7, 8, 9)
RANKS_1_TO_4 = _ranks(1, 2, 3, 4)
RANKS_1_TO_3 = _ranks(1, 2, 3)
RANKS_4_TO_6 = _ranks(4, 5, 6)


class TileKinds:
    """The kinds a hand holds, as a mask, with the counts and the kongs that 四归一 needs."""

    __slots__ = ("counts", "honors", "kongs", "mask", "suits")

    def __init__(self, counts: bytes, kongs: tuple[int, ...]) -> None:
        self.counts = counts
        self.kongs = kongs  # the tile of each declared kong
        self.mask = mask = kinds_held(counts)
        self.suits = (mask & SUITS[0] != 0) + (mask & SUITS[1] != 0) + (mask & SUITS[2] != 0)
        self.honors = mask & HONORS != 0


def no_honors(t: TileKinds) -> bool:
    """无字: no winds and no dragons."""
    return not t.honors


def one_voided_suit(t: TileKinds) -> bool:
    """缺一门: one of the three suits is missing (with fewer, 混一色, 清一色 or 字一色 replace it)."""
    return t.suits < 3


def half_flush(t: TileKinds) -> bool:
    """混一色: one suit together with honours."""
    return t.suits == 1 and t.honors


def full_flush(t: TileKinds) -> bool:
    """清一色: only tiles of one suit, no honours."""
    return t.suits == 1 and not t.honors


def all_honors(t: TileKinds) -> bool:
    """字一色: only winds and dragons."""
    return t.suits == 0


def all_types(t: TileKinds) -> bool:
    """五门齐: characters, bamboo, dots, winds and dragons all in the hand."""
    return t.suits == 3 and bool(t.mask & WINDS) and bool(t.mask & DRAGONS)


def all_simples(t: TileKinds) -> bool:
    """断幺: no terminals and no honours."""
    return not t.mask & TERMINALS_AND_HONORS


def all_terminals_and_honors(t: TileKinds) -> bool:
    """混幺九: only terminals and honours."""
    return not t.mask & ~TERMINALS_AND_HONORS


def all_terminals(t: TileKinds) -> bool:
    """清幺九: only terminals (1 and 9), no honours."""
    return not t.mask & ~TERMINALS_AND_HONORS and not t.honors


def reversible_tiles(t: TileKinds) -> bool:
    """推不倒: only tiles that look the same upside down (1234589 dots, 245689 bamboo, white)."""
    return not t.mask & ~REVERSIBLE_TILES


def all_green(t: TileKinds) -> bool:
    """绿一色: only green tiles (2, 3, 4, 6, 8 bamboo and the green dragon)."""
    return not t.mask & ~GREEN_TILES


def upper_four(t: TileKinds) -> bool:
    """大于五: only numbered tiles 6 to 9."""
    return not t.mask & ~RANKS_6_TO_9


def upper_tiles(t: TileKinds) -> bool:
    """全大: only numbered tiles 7, 8 and 9."""
    return not t.mask & ~RANKS_7_TO_9


def lower_four(t: TileKinds) -> bool:
    """小于五: only numbered tiles 1 to 4."""
    return not t.mask & ~RANKS_1_TO_4


def lower_tiles(t: TileKinds) -> bool:
    """全小: only numbered tiles 1, 2 and 3."""
    return not t.mask & ~RANKS_1_TO_3


def middle_tiles(t: TileKinds) -> bool:
    """全中: only numbered tiles 4, 5 and 6."""
    return not t.mask & ~RANKS_4_TO_6


def tile_hog(t: TileKinds) -> list[int]:
    """四归一: the tiles held four times without being declared a kong, one 四归一 each."""
    if 4 not in t.counts:
        return []
    return [tile for tile, c in enumerate(t.counts) if c == 4 and tile not in t.kongs]


TRAITS = (
    (Fan.NO_HONORS, no_honors),
    (Fan.ONE_VOIDED_SUIT, one_voided_suit),
    (Fan.HALF_FLUSH, half_flush),
    (Fan.FULL_FLUSH, full_flush),
    (Fan.ALL_HONORS, all_honors),
    (Fan.ALL_TYPES, all_types),
    (Fan.ALL_SIMPLES, all_simples),
    (Fan.ALL_TERMINALS_AND_HONORS, all_terminals_and_honors),
    (Fan.ALL_TERMINALS, all_terminals),
    (Fan.REVERSIBLE_TILES, reversible_tiles),
    (Fan.ALL_GREEN, all_green),
    (Fan.UPPER_FOUR, upper_four),
    (Fan.UPPER_TILES, upper_tiles),
    (Fan.LOWER_FOUR, lower_four),
    (Fan.LOWER_TILES, lower_tiles),
    (Fan.MIDDLE_TILES, middle_tiles),
)
DETECTS = (*(fan for fan, _ in TRAITS), Fan.TILE_HOG)
WHOLE_HAND = tuple(fan for fan, _ in TRAITS)
"""The fans of every tile of the hand: explained as ``hand`` (四归一 names the sets holding its tile)."""


def tile_fans(counts: bytes, kongs: tuple[int, ...]) -> dict[Fan, int]:
    """The tile-only fans of a hand, given all its tile counts (kongs as 4) and the tiles of its kongs.

    >>> tile_fans(bytes([2, 2, 2, 2, 2, 2, 2] + [0] * 27), kongs=())  # 11223344556677m
    {<Fan.NO_HONORS: 76>: 1, <Fan.ONE_VOIDED_SUIT: 75>: 1, <Fan.FULL_FLUSH: 22>: 1}
    """
    kinds = TileKinds(counts, kongs)
    fans = {fan: 1 for fan, holds in TRAITS if holds(kinds)}
    hogs = len(tile_hog(kinds))
    if hogs:
        fans[Fan.TILE_HOG] = hogs
    return fans
