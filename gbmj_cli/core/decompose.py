"""Every reading of a hand's tiles: regular 4 sets + pair, and the special forms.

A *reading* is one way to split the 14 tiles. Fixed sets stay as given; only the loose concealed
tiles are split. Readings come in the reference calculator's enumeration order (tiles 1-9m,
1-9s, 1-9p, E S W N C F P; at each tile a pung before a chow; sets in non-decreasing order), because
on equal totals the first reading wins and that decides which wait fan is named.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from gbmj_cli.core.tiles import FIRST_HONOR, N_KINDS, is_terminal_or_honor

CHOW, PUNG, KONG = 0, 1, 2


class Form(Enum):
    """The shape of a reading; the value is the ``form`` of output.md (连七对 is reported as 七对)."""

    REGULAR = "regular"
    SEVEN_PAIRS = "七对"
    SEVEN_SHIFTED_PAIRS = "连七对"
    THIRTEEN_ORPHANS = "十三幺"
    HONORS_AND_KNITTED = "全不靠"
    GREATER_HONORS_AND_KNITTED = "七星不靠"
    KNITTED_STRAIGHT = "组合龙"
    NINE_GATES = "九莲宝灯"

    @property
    def reported(self) -> str:
        """The ``form`` field of a record."""
        return Form.SEVEN_PAIRS.value if self is Form.SEVEN_SHIFTED_PAIRS else self.value


PAIRS_FORMS = (Form.SEVEN_PAIRS, Form.SEVEN_SHIFTED_PAIRS)
ONE_GROUP_FORMS = (Form.THIRTEEN_ORPHANS, Form.HONORS_AND_KNITTED, Form.GREATER_HONORS_AND_KNITTED, Form.NINE_GATES)
"""Forms whose whole hand is one group in ``decomposition`` (output.md)."""

# One suit's tile counts repeat across hands often enough for a cache to pay (about 90% hits);
# bounded, so that a batch of millions of hands runs in constant memory.
GROUPS_CACHED = 16384

ORPHANS = tuple(t for t in range(N_KINDS) if is_terminal_or_honor(t))

# The six knitted patterns: the suits m, s, p take the ranks 147, 258, 369 in some order.
KNITTED_PATTERNS: tuple[frozenset[int], ...] = tuple(
    frozenset(9 * s + r - 1 for s, start in zip(range(3), starts, strict=True) for r in (start, start + 3, start + 6))
    for starts in ((1, 2, 3), (1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2), (3, 2, 1))
)


@dataclass(frozen=True, slots=True)
class Split:
    """One split of the loose tiles: concealed sets as (kind, tile) and the pair tile."""

    sets: tuple[tuple[int, int], ...]
    pair: int


def counts_of(tiles: Iterable[int]) -> bytes:
    """Count each of the 34 kinds; bytes keep the counts hashable and cheap to slice."""
    counts = bytearray(N_KINDS)
    for t in tiles:
        counts[t] += 1
    return bytes(counts)


def _sets_from(counts: bytearray, start: int, acc: list, out: list) -> None:
    """Split ``counts`` entirely into sets, consuming the lowest remaining tile first."""
    t = start
    while t < N_KINDS and not counts[t]:
        t += 1
    if t == N_KINDS:
        out.append(tuple(acc))
        return
    c = counts[t]
    if c >= 3:
        counts[t] -= 3
        acc.append((PUNG, t))
        _sets_from(counts, t, acc, out)
        acc.pop()
        counts[t] += 3
    if t < FIRST_HONOR and t % 9 < 7 and counts[t + 1] and counts[t + 2]:
        counts[t] -= 1
        counts[t + 1] -= 1
        counts[t + 2] -= 1
        acc.append((CHOW, t))
        _sets_from(counts, t, acc, out)
        acc.pop()
        counts[t] += 1
        counts[t + 1] += 1
        counts[t + 2] += 1


def regular_splits(counts: bytes) -> tuple[Split, ...]:
    """All splits of the counted tiles into sets and one pair, in enumeration order.

    >>> from gbmj_cli.core.tiles import INDEX
    >>> [len(s.sets) for s in regular_splits(counts_of(INDEX[n] for n in "1m 1m 1m 2m 3m".split()))]
    [1]
    """
    if sum(counts) % 3 != 2:
        return ()
    work = bytearray(counts)
    found: list[Split] = []
    for pair in range(N_KINDS):
        if work[pair] < 2:
            continue
        work[pair] -= 2
        results: list = []
        _sets_from(work, 0, [], results)
        found.extend(Split(sets, pair) for sets in results)
        work[pair] += 2
    # The reference's order: by each set's tile, a pung before a chow at the same tile.
    found.sort(key=lambda s: tuple((t, kind != PUNG) for kind, t in s.sets))
    return tuple(found)


@lru_cache(maxsize=GROUPS_CACHED)
def group_splits(counts: bytes, chows: bool, pair: bool) -> bool:
    """Tell whether one suit's (or the honours') counts split into sets, plus a pair if asked."""
    if pair:
        work = bytearray(counts)
        for t, c in enumerate(counts):
            if c >= 2:
                work[t] -= 2
                if group_splits(bytes(work), chows, False):
                    return True
                work[t] += 2
        return False
    first = next((i for i, c in enumerate(counts) if c), None)
    if first is None:
        return True
    t = first
    work = bytearray(counts)
    if work[t] >= 3:
        work[t] -= 3
        if group_splits(bytes(work), chows, False):
            return True
        work[t] += 3
    if chows and t < 7 and work[t + 1] and work[t + 2]:
        work[t] -= 1
        work[t + 1] -= 1
        work[t + 2] -= 1
        return group_splits(bytes(work), chows, False)
    return False


def is_complete(counts: bytes) -> bool:
    """Tell whether the counted tiles form sets plus one pair, one suit at a time.

    >>> from gbmj_cli.core.tiles import INDEX
    >>> is_complete(counts_of(INDEX[n] for n in "1m 2m 3m 5p 5p".split())), is_complete(counts_of([0, 1]))
    (True, False)
    """
    pairs = 0
    for start, end in ((0, 9), (9, 18), (18, 27), (27, 34)):
        group = counts[start:end]
        rest = sum(group) % 3
        if rest == 1:
            return False
        if rest == 2:
            pairs += 1
            if pairs > 1:
                return False
        if not group_splits(group, start < FIRST_HONOR, rest == 2):
            return False
    return pairs == 1


def seven_pairs(counts: bytes) -> bool:
    """七对: 14 concealed tiles in seven pairs (four of a kind counts as two pairs)."""
    return sum(counts) == 14 and all(c in (0, 2, 4) for c in counts)


def shifted_pairs(counts: bytes) -> bool:
    """连七对: seven consecutive pairs of one suit."""
    if sum(counts) != 14:
        return False
    kinds = [t for t in range(N_KINDS) if counts[t]]
    return (
        len(kinds) == 7
        and all(counts[t] == 2 for t in kinds)
        and kinds[-1] < FIRST_HONOR
        and kinds[-1] - kinds[0] == 6
        and kinds[0] // 9 == kinds[-1] // 9
    )


def thirteen_orphans(counts: bytes) -> bool:
    """十三幺: one of each terminal and honour, and a second of one of them."""
    return sum(counts) == 14 and all(counts[t] for t in ORPHANS) and sum(counts[t] for t in ORPHANS) == 14


def knitted_pattern(counts: bytes) -> frozenset[int] | None:
    """Return the knitted pattern that holds every numbered tile of the counts, if any."""
    numbered = {t for t in range(FIRST_HONOR) if counts[t]}
    for pattern in KNITTED_PATTERNS:
        if numbered <= pattern:
            return pattern
    return None


def honors_and_knitted(counts: bytes) -> Form | None:
    """全不靠 / 七星不靠: 14 different tiles, numbered ones inside one knitted pattern."""
    if sum(counts) != 14 or any(c > 1 for c in counts) or knitted_pattern(counts) is None:
        return None
    honors = sum(counts[FIRST_HONOR:])
    if honors == 7:
        return Form.GREATER_HONORS_AND_KNITTED
    return Form.HONORS_AND_KNITTED


def knitted_straight_rest(counts: bytes) -> list[tuple[frozenset[int], bytes]]:
    """组合龙: for each knitted pattern fully present, the counts left after removing it."""
    rests = []
    for pattern in KNITTED_PATTERNS:
        if all(counts[t] for t in pattern):
            rest = bytearray(counts)
            for t in pattern:
                rest[t] -= 1
            rests.append((pattern, bytes(rest)))
    return rests


def nine_gates(counts_without_win: bytes) -> bool:
    """九莲宝灯: the 13 concealed tiles are exactly 1112345678999 of one suit."""
    for s in range(3):
        base = 9 * s
        if counts_without_win[base : base + 9] == bytes((3, 1, 1, 1, 1, 1, 1, 1, 3)) and sum(counts_without_win) == 13:
            return True
    return False


@dataclass(frozen=True, slots=True)
class Reading:
    """One reading of a hand: its form, the split of the loose tiles (None for the pair and
    one-group forms), and for 组合龙 the nine knitted tiles."""

    form: Form
    split: Split | None
    knitted: frozenset[int] | None = None


def readings(fixed_sets: int, counts: bytes, counts_before_win: bytes) -> list[Reading]:
    """The readings to score, special forms first (rules.md §4.1).

    ``counts`` are the loose tiles with the winning tile, ``counts_before_win`` without it (九莲宝灯
    looks at the 13 tiles held before the win). 七对 competes with the regular readings; the other
    special forms are never compared with one.
    """
    special: list[Reading] = []
    if not fixed_sets:
        if shifted_pairs(counts):
            special.append(Reading(Form.SEVEN_SHIFTED_PAIRS, None))
        elif seven_pairs(counts):
            special.append(Reading(Form.SEVEN_PAIRS, None))
        elif thirteen_orphans(counts):
            special.append(Reading(Form.THIRTEEN_ORPHANS, None))
        elif form := honors_and_knitted(counts):
            special.append(Reading(form, None))
    if not special and fixed_sets <= 1:
        for pattern, rest in knitted_straight_rest(counts):
            special.extend(Reading(Form.KNITTED_STRAIGHT, s, pattern) for s in regular_splits(rest))
    if not special and not fixed_sets and nine_gates(counts_before_win):
        return [Reading(Form.NINE_GATES, s) for s in regular_splits(counts)]
    if not special or special[0].form is Form.SEVEN_PAIRS:
        special.extend(Reading(Form.REGULAR, s) for s in regular_splits(counts))
    return special
