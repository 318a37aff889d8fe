"""Pung combinations and honour pungs: the fans of a reading's pungs and kongs (tiles given).

A kong counts as a pung here. Numbered pungs combine like chows (docs/rules.md §4.4): a four-pung fan
takes all four, else the first triple that forms a three-pung fan scores it and its own pairs are
not also 双同刻; wind and dragon pungs give the wind and dragon fans, with the pair for 小四喜 and
小三元. Which of these exclude which is the profile's table (大四喜 drops 三风刻 ...), not this code.
"""

from bisect import bisect_left
from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from math import comb

from gbmj_cli.base.bounded import Memo
from gbmj_cli.hands.tiles import FIRST_DRAGON, FIRST_HONOR, N_KINDS, RANK_OF, SUIT_OF, is_terminal_or_honor
from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.fans.occurrences import PAIR, FanCounts, FanSets, Occurrence, counts


def double_pung(a: int, b: int) -> bool:
    """双同刻: two pungs of the same number in two suits."""
    return SUIT_OF[a] != SUIT_OF[b] and RANK_OF[a] == RANK_OF[b]


# --- three numbered pungs: the number of suits they span and their sorted ranks ------------------


def mixed_shifted_pungs(suits: int, low: int, mid: int, high: int) -> bool:
    """三色三节高: pungs in the three suits, each one rank higher than the last."""
    return suits == 3 and mid == low + 1 and high == mid + 1


def triple_pung(suits: int, low: int, mid: int, high: int) -> bool:
    """三同刻: pungs of the same number in all three suits."""
    return suits == 3 and low == high


def pure_shifted_pungs(suits: int, low: int, mid: int, high: int) -> bool:
    """一色三节高: three pungs of one suit, each one rank higher than the last."""
    return suits == 1 and mid == low + 1 and high == mid + 1


def four_pure_shifted_pungs(numbered: Sequence[int]) -> bool:
    """一色四节高: four pungs of one suit, each one rank higher than the last (sorted tiles)."""
    return len(numbered) == 4 and SUIT_OF[numbered[0]] == SUIT_OF[numbered[3]] and numbered[3] - numbered[0] == 3


TRIPLE_FANS = (
    (Fan.MIXED_SHIFTED_PUNGS, mixed_shifted_pungs),
    (Fan.TRIPLE_PUNG, triple_pung),
    (Fan.PURE_SHIFTED_PUNGS, pure_shifted_pungs),
)
TRIPLES = ((0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3))
TRIPLE_SHAPES = 3 * comb(9 + 2, 3)
"""Shapes of three numbered pungs (one to three suits, three ranks sorted): ``_triple_fan``'s bound."""


def pung_triple_fan(a: int, b: int, c: int) -> Fan | None:
    """The fan three numbered pungs make together, if any (they are mutually exclusive), from their
    shape: the fans ask only how many suits the pungs span and which ranks they have."""
    low, mid, high = sorted((RANK_OF[a], RANK_OF[b], RANK_OF[c]))
    return _triple_fan(len({SUIT_OF[a], SUIT_OF[b], SUIT_OF[c]}), low, mid, high)


@lru_cache(maxsize=TRIPLE_SHAPES)
def _triple_fan(suits: int, low: int, mid: int, high: int) -> Fan | None:
    return next((fan for fan, makes in TRIPLE_FANS if makes(suits, low, mid, high)), None)


def _winds(pungs: tuple[int, ...]) -> list[int]:
    return [t for t in pungs if FIRST_HONOR <= t < FIRST_DRAGON]


def big_four_winds(winds: int) -> bool:
    """大四喜: pungs or kongs of all four winds."""
    return winds == 4


def big_three_winds(winds: int) -> bool:
    """三风刻: pungs or kongs of three winds (or four)."""
    return winds >= 3


def little_four_winds(winds: int, pair: int) -> bool:
    """小四喜: pungs or kongs of three winds and a pair of the fourth."""
    return winds >= 3 and FIRST_HONOR <= pair < FIRST_DRAGON


def big_three_dragons(dragons: int) -> bool:
    """大三元: pungs or kongs of all three dragons."""
    return dragons == 3


def two_dragons_pungs(dragons: int) -> bool:
    """双箭刻: pungs or kongs of two dragons (or three)."""
    return dragons >= 2


def little_three_dragons(dragons: int, pair: int) -> bool:
    """小三元: pungs or kongs of two dragons and a pair of the third."""
    return dragons >= 2 and pair >= FIRST_DRAGON


def dragon_pung(tile: int) -> bool:
    """箭刻: a pung or kong of dragons (one fan each)."""
    return tile >= FIRST_DRAGON


def terminal_or_wind_pung(tile: int) -> bool:
    """幺九刻: a pung or kong of 1s, 9s or a wind (one fan each; a dragon pung scores 箭刻 instead)."""
    return is_terminal_or_honor(tile) and tile < FIRST_DRAGON


def prevalent_wind(winds: list[int], prevalent: int) -> bool:
    """圈风刻: a pung or kong of the prevalent (round) wind."""
    return prevalent in winds


def seat_wind(winds: list[int], seat: int) -> bool:
    """门风刻: a pung or kong of your seat wind."""
    return seat in winds


DETECTS = (
    Fan.DOUBLE_PUNG,
    *(fan for fan, _ in TRIPLE_FANS),
    Fan.FOUR_PURE_SHIFTED_PUNGS,
    Fan.BIG_FOUR_WINDS,
    Fan.BIG_THREE_WINDS,
    Fan.LITTLE_FOUR_WINDS,
    Fan.BIG_THREE_DRAGONS,
    Fan.TWO_DRAGONS_PUNGS,
    Fan.LITTLE_THREE_DRAGONS,
    Fan.DRAGON_PUNG,
    Fan.PUNG_OF_TERMINALS_OR_HONORS,
    Fan.PREVALENT_WIND,
    Fan.SEAT_WIND,
)
PUNG_PATTERNS_CACHED = 1024
HONOUR_PATTERNS_CACHED = 256
"""Patterns kept by the two caches below, the numbered pungs' and the honour pungs' (10,000 generated
hands hold about 1,700 and 400): both full within the first 10,000 hands a process scores, so a
batch's memory stays flat."""

_Part = tuple[FanSets, tuple[Occurrence, ...]]
"""The fans of one part of the pungs (numbered or honour) with their sets, and its 幺九刻 pungs."""


def pung_fans(pungs: tuple[int, ...], pair: int, seat: int, prevalent: int) -> tuple[FanCounts, int]:
    """The fans of the pungs and kongs (their tiles, sorted), and how many wind pungs are seat or prevalent.

    The numbered pungs and the honour pungs make their fans apart (only 幺九刻 spans both), so each
    part's counts are cached on its own: far fewer patterns than whole readings.

    >>> pung_fans((0, 1, 9, 18), pair=30, seat=27, prevalent=27)  # 111m 222m 111s 111p
    (((<Fan.TRIPLE_PUNG: 32>, 1), (<Fan.PUNG_OF_TERMINALS_OR_HONORS: 73>, 3)), 0)
    """
    if not pungs:
        return (), 0
    k = bisect_left(pungs, FIRST_HONOR)  # the numbered pungs come first
    numbered = _NUMBERED_COUNTS[pungs[:k] if k < len(pungs) else pungs]
    if k == len(pungs):  # no honour pung, as in most hands
        return numbered[0] + numbered[1], 0
    # Only an honour pair beside two honour pungs or more matters (小四喜, 小三元), and the winds of the
    # seats only when they are pungs.
    part = pungs[k:]
    honours, terminals, wind_pungs = _HONOUR_COUNTS[
        part,
        pair if pair >= FIRST_HONOR and len(part) > 1 else -1,
        seat if seat in part else -1,
        prevalent if prevalent in part else -1,
    ]
    n = terminals + (numbered[1][0][1] if numbered[1] else 0)
    return numbered[0] + honours + (((_TERMINAL_PUNGS, n),) if n else ()), wind_pungs


_TERMINAL_PUNGS = Fan.PUNG_OF_TERMINALS_OR_HONORS


def _numbered_counts(tiles: tuple[int, ...]) -> tuple[FanCounts, FanCounts]:
    """The counts of ``numbered_pung_sets``: its combination fans, and its 幺九刻 apart."""
    found, terminals = numbered_pung_sets(tiles)
    return counts(found), (((_TERMINAL_PUNGS, len(terminals)),) if terminals else ())


def _honour_counts(key: tuple[tuple[int, ...], int, int, int]) -> tuple[FanCounts, int, int]:
    """The counts of ``honour_pung_sets`` of the key's honour pungs, pair, seat and prevalent wind:
    its fans, its 幺九刻 (wind pungs) apart, and how many of its wind pungs are the seat or prevalent
    wind."""
    honours, pair, seat, prevalent = key
    found, terminals = honour_pung_sets(honours, pair, seat, prevalent)
    return counts(found), len(terminals), len({t for t in _winds(honours) if t in (seat, prevalent)})


_NUMBERED_COUNTS = Memo(_numbered_counts, PUNG_PATTERNS_CACHED)
_HONOUR_COUNTS = Memo(_honour_counts, HONOUR_PATTERNS_CACHED)


def pung_sets(pungs: tuple[int, ...], pair: int, seat: int, prevalent: int) -> FanSets:
    """Each fan of the pungs and kongs (their tiles, sorted) with the pungs of each occurrence (the
    scorer counts them with ``pung_fans``).

    Pungs are named by their position in ``pungs``, the pair by ``PAIR``. A fan of a number of
    pungs (三风刻, 双箭刻) takes the first that many.

    >>> pung_sets((0, 1, 9, 18), pair=30, seat=27, prevalent=27)  # 111m 222m 111s 111p
    ((<Fan.TRIPLE_PUNG: 32>, ((0, 2, 3),)), (<Fan.PUNG_OF_TERMINALS_OR_HONORS: 73>, ((0,), (2,), (3,))))
    """
    k = bisect_left(pungs, FIRST_HONOR)  # the numbered pungs come first
    numbered, terminals = numbered_pung_sets(pungs[:k])
    honours, wind_terminals = honour_pung_sets(pungs[k:], pair, seat, prevalent)

    def shifted(occurrence: Occurrence) -> Occurrence:  # from the honours' positions to the hand's
        return tuple(i if i == PAIR else i + k for i in occurrence)

    fans = [*numbered, *((fan, tuple(map(shifted, each))) for fan, each in honours)]
    every_terminal = terminals + tuple(map(shifted, wind_terminals))
    if every_terminal:
        fans.append((_TERMINAL_PUNGS, every_terminal))
    return tuple(fans)


def numbered_pung_sets(tiles: tuple[int, ...]) -> _Part:
    """The fans of the numbered pungs (sorted tiles) with their pungs by position: a four-pung fan, or
    the first triple's fan and the 双同刻 of pairs outside it; and their 幺九刻 (1s and 9s)."""
    fans: list[tuple[Fan, tuple[Occurrence, ...]]] = []
    if four_pure_shifted_pungs(tiles):
        # 一色四节高 takes all four; its 一色三节高 is excluded by its clause.
        fans += ((Fan.FOUR_PURE_SHIFTED_PUNGS, ((0, 1, 2, 3),)), (Fan.PURE_SHIFTED_PUNGS, ((0, 1, 2),)))
    elif len(tiles) >= 3:
        doubles = [(i, j) for i, j in _TWO_OF[len(tiles)] if double_pung(tiles[i], tiles[j])]
        for idx in TRIPLES if len(tiles) == 4 else ((0, 1, 2),):
            i, j, k = idx
            fan = pung_triple_fan(tiles[i], tiles[j], tiles[k])
            if fan:
                fans.append((fan, (idx,)))
                if doubles:
                    doubles = [d for d in doubles if not set(d) <= set(idx)]
                break
        if doubles:
            fans.append((Fan.DOUBLE_PUNG, tuple(doubles)))
    elif len(tiles) == 2 and double_pung(*tiles):
        fans.append((Fan.DOUBLE_PUNG, ((0, 1),)))
    terminals = []
    for i, t in enumerate(tiles):  # (a loop: on 3.11 a comprehension makes a function each time)
        if t in _TERMINAL_OR_WIND:
            terminals.append((i,))
    return tuple(fans), tuple(terminals)


_TWO_OF = tuple(tuple(combinations(range(n), 2)) for n in range(5))
"""The pairs of positions of n pungs, in the order 双同刻 is looked for."""
_TERMINAL_OR_WIND = frozenset(t for t in range(N_KINDS) if terminal_or_wind_pung(t))
"""The tiles whose pung is a 幺九刻."""


def honour_pung_sets(honours: tuple[int, ...], pair: int, seat: int, prevalent: int) -> _Part:
    """The fans of the wind and dragon pungs (sorted tiles) with their pungs by position (the pair by
    ``PAIR``), 箭刻 last; and their 幺九刻 (the wind pungs)."""
    if not honours:
        return (), ()
    fans: list[tuple[Fan, tuple[Occurrence, ...]]] = []
    dragons = [i for i, t in enumerate(honours) if dragon_pung(t)]
    winds = [i for i, t in enumerate(honours) if not dragon_pung(t)]
    wind_tiles = [honours[i] for i in winds]
    w, d = len(winds), len(dragons)
    for fan, holds, occurrence in (
        (Fan.BIG_FOUR_WINDS, big_four_winds(w), winds),
        (Fan.BIG_THREE_WINDS, big_three_winds(w), winds[:3]),
        (Fan.LITTLE_FOUR_WINDS, little_four_winds(w, pair), [*winds[:3], PAIR]),
        (Fan.BIG_THREE_DRAGONS, big_three_dragons(d), dragons),
        (Fan.TWO_DRAGONS_PUNGS, two_dragons_pungs(d), dragons[:2]),
        (Fan.LITTLE_THREE_DRAGONS, little_three_dragons(d, pair), [*dragons[:2], PAIR]),
        (Fan.PREVALENT_WIND, prevalent_wind(wind_tiles, prevalent), _where(honours, prevalent)),
        (Fan.SEAT_WIND, seat_wind(wind_tiles, seat), _where(honours, seat)),
    ):
        if holds:
            fans.append((fan, (tuple(occurrence),)))
    if dragons:
        fans.append((Fan.DRAGON_PUNG, tuple([(i,) for i in dragons])))
    return tuple(fans), tuple([(i,) for i in winds if honours[i] in _TERMINAL_OR_WIND])


def _where(honours: tuple[int, ...], tile: int) -> list[int]:
    """The position of the pung of ``tile`` among the (distinct) honour pungs, if it is one of them."""
    return [honours.index(tile)] if tile in honours else []
