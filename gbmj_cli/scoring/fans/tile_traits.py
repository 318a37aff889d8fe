"""Fans of the tiles alone: suits, tile traits, rank ranges and 四归一.

They are the same for every reading of a hand, so the scorer finds them once per hand. Every trait
is about which kinds the hand holds: each says that every kind held lies in some set of kinds
(``WITHIN``: the numbered tiles, the simples, the green tiles ...), or counts the suits. Whether
the kinds held lie in a set is decided group by group (each suit, the honours), so a table per
group gives, for each subset of its kinds, the sets it lies in (one bit each); a hand's bits are
the four groups' bits ANDed. The few combinations of bits that occur are turned into fans once
(cached): a hand costs four table look-ups and one cache hit. 四归一 comes from the counts.
"""

from collections.abc import Iterable
from functools import lru_cache

from gbmj_cli.hands.tiles import FIRST_DRAGON, FIRST_HONOR, GREEN, N_KINDS, REVERSIBLE
from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.decompose import ORPHANS
from gbmj_cli.scoring.suits import GROUPS

WITHIN: list[frozenset[int]] = []
"""The sets of kinds a trait may ask every kind held to lie in; set i is bit i of a hand's ``within``."""


def _within(kinds: Iterable[int]) -> int:
    """Register a set of kinds; return its bit."""
    WITHIN.append(frozenset(kinds))
    return 1 << (len(WITHIN) - 1)


def _ranks(*ranks: int) -> list[int]:
    """The numbered tiles of these ranks (1-9) in all three suits."""
    return [9 * s + r - 1 for s in range(3) for r in ranks]


def _without(first: int, end: int) -> list[int]:
    """Every kind but those of one group."""
    return [t for t in range(N_KINDS) if not first <= t < end]


NUMBERED = _within(range(FIRST_HONOR))
NO_CHARACTERS = _within(_without(0, 9))
NO_BAMBOO = _within(_without(9, 18))
NO_DOTS = _within(_without(18, 27))
NO_WINDS = _within(_without(FIRST_HONOR, FIRST_DRAGON))
NO_DRAGONS = _within(_without(FIRST_DRAGON, N_KINDS))
TERMINALS_AND_HONORS = _within(ORPHANS)  # the 13 kinds of 十三幺
SIMPLES = _within(t for t in range(N_KINDS) if t not in ORPHANS)
GREEN_TILES = _within(GREEN)
REVERSIBLE_TILES = _within(REVERSIBLE)
RANKS_6_TO_9 = _within(_ranks(6, 7, 8, 9))
RANKS_7_TO_9 = _within(_ranks(7, 8, 9))
RANKS_1_TO_4 = _within(_ranks(1, 2, 3, 4))
RANKS_1_TO_3 = _within(_ranks(1, 2, 3))
RANKS_4_TO_6 = _within(_ranks(4, 5, 6))


def _group_table(first: int, end: int) -> tuple[int, ...]:
    """For each subset of a group's kinds (bit i: kind ``end - 1 - i`` held, the order of
    ``kinds_within``'s number), the bits of the sets of ``WITHIN`` that hold all of them: the AND of
    its kinds' bits, the subsets with kind i made from those without it."""
    table = [(1 << len(WITHIN)) - 1]  # no kind held: within every set
    for t in reversed(range(first, end)):
        bits = sum(1 << i for i, kinds in enumerate(WITHIN) if t in kinds)
        table += [within & bits for within in table]
    return tuple(table)


GROUP_TABLES = tuple(_group_table(first, end) for first, end in GROUPS)
"""The ``within`` bits of each subset of kinds of each group: characters, bamboo, dots, honours."""
_HELD_DIGIT = bytes([ord("0")] + [ord("1")] * 255)
"""A count to the digit 1 when any copy is held (``bytes.translate``): the kinds held as a binary number."""


class TileKinds:
    """The kinds a hand holds, as the sets of ``WITHIN`` they lie in (``kinds_within``): all that the
    traits read."""

    __slots__ = ("honors", "suits", "within")

    def __init__(self, within: int) -> None:
        self.within = within
        self.suits = 3 - (within & NO_CHARACTERS != 0) - (within & NO_BAMBOO != 0) - (within & NO_DOTS != 0)
        self.honors = not within & NUMBERED

    def only(self, kinds: int) -> bool:
        """Whether every kind held lies in the set of this bit of ``WITHIN``."""
        return self.within & kinds != 0


def kinds_within(counts: bytes) -> int:
    """The ``within`` bits of the counted tiles: the kinds held as a 34-bit number made in C (kind t
    is bit 33 - t), split into its groups, each looked up in its table."""
    held = int(counts.translate(_HELD_DIGIT), 2)
    characters, bamboo, dots, honors = GROUP_TABLES
    return characters[held >> 25] & bamboo[held >> 16 & 511] & dots[held >> 7 & 511] & honors[held & 127]


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
    return t.suits == 3 and not t.only(NO_WINDS) and not t.only(NO_DRAGONS)


def all_simples(t: TileKinds) -> bool:
    """断幺: no terminals and no honours."""
    return t.only(SIMPLES)


def all_terminals_and_honors(t: TileKinds) -> bool:
    """混幺九: only terminals and honours."""
    return t.only(TERMINALS_AND_HONORS)


def all_terminals(t: TileKinds) -> bool:
    """清幺九: only terminals (1 and 9), no honours."""
    return t.only(TERMINALS_AND_HONORS) and not t.honors


def reversible_tiles(t: TileKinds) -> bool:
    """推不倒: only tiles that look the same upside down (1234589 dots, 245689 bamboo, white)."""
    return t.only(REVERSIBLE_TILES)


def all_green(t: TileKinds) -> bool:
    """绿一色: only green tiles (2, 3, 4, 6, 8 bamboo and the green dragon)."""
    return t.only(GREEN_TILES)


def upper_four(t: TileKinds) -> bool:
    """大于五: only numbered tiles 6 to 9."""
    return t.only(RANKS_6_TO_9)


def upper_tiles(t: TileKinds) -> bool:
    """全大: only numbered tiles 7, 8 and 9."""
    return t.only(RANKS_7_TO_9)


def lower_four(t: TileKinds) -> bool:
    """小于五: only numbered tiles 1 to 4."""
    return t.only(RANKS_1_TO_4)


def lower_tiles(t: TileKinds) -> bool:
    """全小: only numbered tiles 1, 2 and 3."""
    return t.only(RANKS_1_TO_3)


def middle_tiles(t: TileKinds) -> bool:
    """全中: only numbered tiles 4, 5 and 6."""
    return t.only(RANKS_4_TO_6)


def tile_hog(counts: bytes, kongs: tuple[int, ...]) -> list[int]:
    """四归一: the tiles held four times without being declared a kong, one 四归一 each (from all the
    tile counts and the tiles of the declared kongs)."""
    found = []
    tile = counts.find(4)  # each kind held four times, found in C
    while tile >= 0:
        if tile not in kongs:
            found.append(tile)
        tile = counts.find(4, tile + 1)
    return found


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


_TILE_HOG = Fan.TILE_HOG  # bound once: a member read from its Enum class costs a Python call on 3.11


def tile_fans(counts: bytes, kongs: tuple[int, ...]) -> dict[Fan, int]:
    """The tile-only fans of a hand, given all its tile counts (kongs as 4) and the tiles of its kongs.

    >>> tile_fans(bytes([2, 2, 2, 2, 2, 2, 2] + [0] * 27), kongs=())  # 11223344556677m
    {<Fan.NO_HONORS: 76>: 1, <Fan.ONE_VOIDED_SUIT: 75>: 1, <Fan.FULL_FLUSH: 22>: 1}
    """
    fans = dict(_trait_fans(kinds_within(counts)))
    hogs = len(tile_hog(counts, kongs))
    if hogs:
        fans[_TILE_HOG] = hogs
    return fans


TRAITS_CACHED = 512
"""Combinations of ``within`` bits kept: a few hundred occur, however many hands."""


@lru_cache(maxsize=TRAITS_CACHED)
def _trait_fans(within: int) -> tuple[tuple[Fan, int], ...]:
    """The trait fans of the kinds that lie in the sets of these ``within`` bits, in ``TRAITS`` order."""
    kinds = TileKinds(within)
    return tuple((fan, 1) for fan, holds in TRAITS if holds(kinds))
