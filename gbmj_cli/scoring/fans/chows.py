"""Chow combinations: the fans two, three or four chows of a reading make together.

Chows are given by their lowest tile (0-26). One predicate per fan says when the chows make it;
``chow_fans`` applies the combination principles that decide which of them count (docs/rules.md §4.3):
a four-chow fan takes all four chows; otherwise the first triple that forms a three-chow fan
scores it and the fourth chow adds at most one pair fan (一般高 > 喜相逢 > 连六 > 老少副);
otherwise the pair fans of related chows are capped by 套算一次 (account once). What a principle
drops is returned too, so that the record can say it was excluded.
"""

from functools import lru_cache
from itertools import combinations
from math import comb
from operator import itemgetter

from gbmj_cli.base.bounded import Memo
from gbmj_cli.hands.tiles import FIRST_HONOR, RANK_OF, SUIT_OF
from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.fans.occurrences import PAIR, FanCounts, FanSets, Occurrence, counts


def _suits(*chows: int) -> int:
    return len({SUIT_OF[t] for t in chows})


# --- two chows ---------------------------------------------------------------------------------


def pure_double_chow(a: int, b: int) -> bool:
    """一般高: two identical chows of one suit."""
    return a == b


def mixed_double_chow(a: int, b: int) -> bool:
    """喜相逢: the same chow in two suits."""
    return SUIT_OF[a] != SUIT_OF[b] and RANK_OF[a] == RANK_OF[b]


def short_straight(a: int, b: int) -> bool:
    """连六: two chows of one suit that make six consecutive numbers (123 456)."""
    return SUIT_OF[a] == SUIT_OF[b] and abs(a - b) == 3


def two_terminal_chows(a: int, b: int) -> bool:
    """老少副: 123 and 789 of one suit."""
    return SUIT_OF[a] == SUIT_OF[b] and abs(a - b) == 6


PAIR_FANS = (
    (Fan.PURE_DOUBLE_CHOW, pure_double_chow),
    (Fan.MIXED_DOUBLE_CHOW, mixed_double_chow),
    (Fan.SHORT_STRAIGHT, short_straight),
    (Fan.TWO_TERMINAL_CHOWS, two_terminal_chows),
)
"""The pair fans in priority order: the one a fourth chow adds, and the reverse trimming order."""
PAIR_PRIORITY = tuple(fan for fan, _ in PAIR_FANS)


CHOW_PAIRS = FIRST_HONOR * FIRST_HONOR
"""Calls of ``chow_pair_fan`` that can differ (two lowest tiles, in either order): its cache's bound."""
CHOW_TRIPLES = comb(FIRST_HONOR + 2, 3)
"""Calls of ``chow_triple_fan`` that can differ (three sorted lowest tiles): its cache's bound."""


@lru_cache(maxsize=CHOW_PAIRS)
def chow_pair_fan(a: int, b: int) -> Fan | None:
    """The fan two chows make together, if any (they are mutually exclusive); cached, as a hand's
    chows are tried in pairs again and again."""
    return next((fan for fan, makes in PAIR_FANS if makes(a, b)), None)


# --- three chows: the number of suits they span and their sorted ranks ----------------------


def mixed_shifted_chows(suits: int, low: int, mid: int, high: int) -> bool:
    """三色三步高: three chows in three suits, each one rank higher than the last (123 234 345)."""
    return suits == 3 and mid == low + 1 and high == mid + 1


def mixed_triple_chow(suits: int, low: int, mid: int, high: int) -> bool:
    """三色三同顺: the same chow in all three suits."""
    return suits == 3 and low == high


def mixed_straight(suits: int, low: int, mid: int, high: int) -> bool:
    """花龙: 123, 456 and 789, each in a different suit."""
    return suits == 3 and (low, mid, high) == (0, 3, 6)


def pure_straight(suits: int, low: int, mid: int, high: int) -> bool:
    """清龙: 123, 456 and 789 of one suit."""
    return suits == 1 and (low, mid, high) == (0, 3, 6)


def pure_shifted_chows(suits: int, low: int, mid: int, high: int) -> bool:
    """一色三步高: three chows of one suit rising by one rank each, or by two (123 345 567)."""
    return suits == 1 and mid - low in (1, 2) and high - mid == mid - low


def pure_triple_chow(suits: int, low: int, mid: int, high: int) -> bool:
    """一色三同顺: three identical chows of one suit."""
    return suits == 1 and low == high


TRIPLE_FANS = (
    (Fan.MIXED_SHIFTED_CHOWS, mixed_shifted_chows),
    (Fan.MIXED_TRIPLE_CHOW, mixed_triple_chow),
    (Fan.MIXED_STRAIGHT, mixed_straight),
    (Fan.PURE_STRAIGHT, pure_straight),
    (Fan.PURE_SHIFTED_CHOWS, pure_shifted_chows),
    (Fan.PURE_TRIPLE_CHOW, pure_triple_chow),
)
TRIPLE_SHAPES = 3 * comb(7 + 2, 3)
"""Shapes of three chows (one to three suits, three ranks 1-7 sorted): the bound of ``_triple_fan``."""


@lru_cache(maxsize=CHOW_TRIPLES)
def chow_triple_fan(a: int, b: int, c: int) -> Fan | None:
    """The fan three sorted chows make together, if any (they are mutually exclusive); cached, and
    found from their shape: the fans ask only how many suits the chows span and which ranks they have."""
    low, mid, high = sorted((RANK_OF[a], RANK_OF[b], RANK_OF[c]))
    return _triple_fan(len({SUIT_OF[a], SUIT_OF[b], SUIT_OF[c]}), low, mid, high)


@lru_cache(maxsize=TRIPLE_SHAPES)
def _triple_fan(suits: int, low: int, mid: int, high: int) -> Fan | None:
    return next((fan for fan, makes in TRIPLE_FANS if makes(suits, low, mid, high)), None)


# --- four chows (sorted) and the pair ----------------------------------------------------------


def pure_terminal_chows(a: int, b: int, c: int, d: int, pair: int) -> bool:
    """一色双龙会: 123, 123, 789, 789 of one suit with a pair of its 5."""
    return RANK_OF[a] == 0 and a == b and c == d == a + 6 and pair == a + 4


def four_pure_shifted_chows(a: int, b: int, c: int, d: int, pair: int) -> bool:
    """一色四步高: four chows of one suit rising by one rank each, or by two (123 345 567 789)."""
    step = b - a
    return step in (1, 2) and c - b == step and d - c == step and SUIT_OF[a] == SUIT_OF[d]


def quadruple_chow(a: int, b: int, c: int, d: int, pair: int) -> bool:
    """一色四同顺: four identical chows of one suit."""
    return a == d


def three_suited_terminal_chows(a: int, b: int, c: int, d: int, pair: int) -> bool:
    """三色双龙会: 123 and 789 of two suits with a pair of 5 of the third suit."""
    return (
        pair < FIRST_HONOR
        and RANK_OF[pair] == 4
        and a + 6 == b
        and sorted(RANK_OF[t] for t in (a, b, c, d)) == [0, 0, 6, 6]
        and _suits(a, b, c, d) == 2
        and SUIT_OF[a] != SUIT_OF[c]
        and SUIT_OF[pair] not in {SUIT_OF[a], SUIT_OF[c]}
    )


FOUR_CHOW_FANS = (
    (Fan.PURE_TERMINAL_CHOWS, pure_terminal_chows),
    (Fan.FOUR_PURE_SHIFTED_CHOWS, four_pure_shifted_chows),
    (Fan.QUADRUPLE_CHOW, quadruple_chow),
    (Fan.THREE_SUITED_TERMINAL_CHOWS, three_suited_terminal_chows),
)

DETECTS = PAIR_PRIORITY + tuple(f for f, _ in TRIPLE_FANS) + tuple(f for f, _ in FOUR_CHOW_FANS)
TRIPLES = ((0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3))
"""The order in which the triples of four chows are tried (the first three-chow fan found wins)."""
CHOW_PATTERNS_CACHED = 2048
"""Patterns kept: 10,000 generated hands hold about 2,700, so the cache is full within the first
10,000 hands a process scores (a worker of a two-core batch of 20,000 scores half) and a batch's
memory stays flat after them."""
_WITH_PAIR = (Fan.PURE_TERMINAL_CHOWS, Fan.THREE_SUITED_TERMINAL_CHOWS)


def chow_fans(chows: list[int], pair: int) -> tuple[FanCounts, FanCounts]:
    """The chow combination fans of a reading, and those the principles dropped.

    >>> chow_fans([0, 0, 18, 9], pair=13)  # 123m 123m 123s 123p: 三色三同顺 + one pair fan
    (((<Fan.MIXED_TRIPLE_CHOW: 41>, 1), (<Fan.PURE_DOUBLE_CHOW: 69>, 1)), ((<Fan.MIXED_DOUBLE_CHOW: 70>, 1),))
    """
    if len(chows) < 2:
        return (), ()
    # Only the four-chow fans with a pair of 5s look at the pair; leaving any other out lets the cache hit.
    return _CHOW_FANS[tuple(sorted(chows)), pair if len(chows) == 4 and pair in _FIVES else -1]


_FIVES = frozenset(9 * s + 4 for s in range(3))
"""The numbered 5s: the pairs that 一色双龙会 and 三色双龙会 take."""


def chow_counts(key: tuple[tuple[int, ...], int]) -> tuple[FanCounts, FanCounts]:
    """The counts of ``chow_sets`` of the key's chows and pair: the one matcher, its occurrences built
    on a miss of ``_CHOW_FANS`` only."""
    found, dropped = chow_sets(*key)
    return counts(found), tuple([(fan, 1) for fan, _ in dropped]) if dropped else ()


_CHOW_FANS = Memo(chow_counts, CHOW_PATTERNS_CACHED)


def chow_sets(chows: tuple[int, ...], pair: int) -> tuple[FanSets, FanSets]:
    """Each fan of sorted chows with the chows of each occurrence, and the fans a principle dropped
    with theirs (the scorer counts them with ``chow_fans``).

    Chows are named by their position in ``chows``, the pair by ``PAIR`` (the fans of 5s need it).
    A dropped fan lists every occurrence that the principle took away.

    >>> found, dropped = chow_sets((0, 0, 9, 18), pair=13)  # 123m 123m 123s 123p
    >>> found  # 三色三同顺 of chows 0, 2 and 3; the fourth chow adds 一般高 with chow 0
    ((<Fan.MIXED_TRIPLE_CHOW: 41>, ((0, 2, 3),)), (<Fan.PURE_DOUBLE_CHOW: 69>, ((0, 1),)))
    >>> dropped  # its 喜相逢 with chows 2 and 3
    ((<Fan.MIXED_DOUBLE_CHOW: 70>, ((1, 2), (1, 3))),)
    """
    n = len(chows)
    if n == 2:  # one pair of chows: its fan, if any (no principle has anything to drop)
        fan = chow_pair_fan(*chows)
        return (((fan, ((0, 1),)),) if fan else ()), ()
    if len(chows) == 4:
        four = next((fan for fan, makes in FOUR_CHOW_FANS if makes(*chows, pair)), None)
        if four:
            # The four-chow fan takes every chow; what the sets also make is excluded by its clause.
            every: Occurrence = (0, 1, 2, 3, PAIR) if four in _WITH_PAIR else (0, 1, 2, 3)
            return (*_every_combination_sets(chows), (four, (every,))), ()
    for idx in TRIPLES if n == 4 else ((0, 1, 2),) if n == 3 else ():
        i, j, k = idx
        fan = chow_triple_fan(chows[i], chows[j], chows[k])
        if fan:
            return (((fan, (idx,)),), ()) if n == 3 else _with_fourth(chows, fan, idx)
    return _pair_sets(chows)


def _with_fourth(chows: tuple[int, ...], fan: Fan, idx: Occurrence) -> tuple[FanSets, FanSets]:
    """The three-chow fan of the triple ``idx`` of four chows, and the one pair fan the fourth chow
    adds with the triple (the first by ``PAIR_PRIORITY``); the fourth's other pair fans are dropped."""
    fourth = 6 - sum(idx)
    extra: dict[Fan, list[Occurrence]] = {}
    for i in idx:
        pair_fan = chow_pair_fan(chows[fourth], chows[i])
        if pair_fan is not None:
            extra.setdefault(pair_fan, []).append((i, fourth) if i < fourth else (fourth, i))
    if not extra:
        return ((fan, (idx,)),), ()
    best = min(extra, key=PAIR_PRIORITY.index)
    kept = ((fan, (idx,)), (best, (extra[best][0],)))
    return kept, tuple((f, tuple(extra[f])) for f in sorted(extra) if f is not best)


def _pair_sets(chows: tuple[int, ...]) -> tuple[FanSets, FanSets]:
    """The pair fans of chows that make no three- or four-chow fan, capped by 套算一次."""
    found: dict[Fan, list[Occurrence]] = {}
    related = 0  # the chows in a pair fan, one bit each
    for i, j in _TWO_OF[len(chows)]:
        pair_fan = chow_pair_fan(chows[i], chows[j])
        if pair_fan:
            if pair_fan in found:
                found[pair_fan].append((i, j))
            else:
                found[pair_fan] = [(i, j)]
            related |= 1 << i | 1 << j
    if not found:
        return (), ()
    if sum(map(len, found.values())) < related.bit_count():  # within the cap of 套算一次: all of them count
        return tuple([(f, tuple(o)) for f, o in found.items()]), ()
    kept_counts = account_once({f: len(o) for f, o in found.items()}, related.bit_count() - 1)
    return (
        tuple((f, tuple(found[f][:n])) for f, n in kept_counts.items()),
        tuple((f, tuple(o)) for f, o in found.items() if f not in kept_counts),
    )


_TWO_OF = tuple(tuple(combinations(range(n), 2)) for n in range(5))
"""The pairs of positions of n chows, in the order the pair fans are looked for."""


_GROUPS_OF_FOUR = tuple(
    (group, itemgetter(*group)) for group in (*combinations(range(4), 3), *combinations(range(4), 2))
)
"""Each three and each two of four chows' positions, with what picks those chows out."""


def _every_combination_sets(chows: tuple[int, ...]) -> FanSets:
    """Every three- and two-chow fan the four chows make (all excluded under a four-chow fan), with
    the chows of each."""
    fans: dict[Fan, list[Occurrence]] = {}
    for group, pick in _GROUPS_OF_FOUR:  # (picked, not a list comprehension: on 3.11 each makes a function)
        tiles = pick(chows)
        fan = chow_triple_fan(*tiles) if len(group) == 3 else chow_pair_fan(*tiles)
        if fan:
            fans.setdefault(fan, []).append(group)
    return tuple((fan, tuple(o)) for fan, o in fans.items())


def account_once(found: dict[Fan, int], cap: int) -> dict[Fan, int]:
    """套算一次: n related chows make at most n-1 pair fans, and never the same fan twice over.

    Repeats go first (老少副, then 连六, 喜相逢, 一般高), then whole kinds in the same order.

    >>> account_once({Fan.SHORT_STRAIGHT: 2, Fan.MIXED_DOUBLE_CHOW: 2}, cap=3)  # 234567s 234567p
    {<Fan.SHORT_STRAIGHT: 71>: 1, <Fan.MIXED_DOUBLE_CHOW: 70>: 2}
    """
    kept = dict(found)
    trim_order = PAIR_PRIORITY[::-1]
    while sum(kept.values()) > cap:
        repeated = next((f for f in trim_order if kept.get(f, 0) > 1), None)
        if repeated:
            kept[repeated] -= 1
        else:
            del kept[next(f for f in trim_order if f in kept)]
    return kept
