"""Every reading of a hand's tiles: regular 4 sets + pair, and the special forms.

A *reading* is one way to split the 14 tiles. Fixed sets stay as given; only the loose concealed
tiles are split. Readings come in the reference calculator's enumeration order (tiles 1-9m,
1-9s, 1-9p, E S W N C F P; at each tile a pung before a chow; sets in non-decreasing order), because
on equal totals the first reading wins and that decides which wait fan is named.
"""

from collections.abc import Callable, Iterable
from enum import Enum
from functools import partial
from itertools import product
from typing import NamedTuple

from gbmj_cli.hands.hand import counts_of as counts_of  # a Hand's counts; re-exported for the readings' callers
from gbmj_cli.hands.tiles import FIRST_HONOR, N_KINDS, is_terminal_or_honor, rank_of
from gbmj_cli.scoring.suits import CHOW as CHOW  # the kinds of a loose set, re-exported for the fan families
from gbmj_cli.scoring.suits import GROUP_SPLITS, GROUPS, HELD, NO_PAIR
from gbmj_cli.scoring.suits import PUNG as PUNG


class Form(Enum):
    """The shape of a reading, by the same English words as the forms of docs/advice.md §2."""

    REGULAR = "regular"
    SEVEN_PAIRS = "seven_pairs"
    SEVEN_SHIFTED_PAIRS = "seven_shifted_pairs"
    THIRTEEN_ORPHANS = "thirteen_orphans"
    HONORS_AND_KNITTED = "honors_and_knitted"
    GREATER_HONORS_AND_KNITTED = "greater_honors_and_knitted"
    KNITTED_STRAIGHT = "knitted_straight"
    NINE_GATES = "nine_gates"

    @property
    def key(self) -> str:
        """The ``form`` of a record (docs/output.md §2): 连七对 is a ``seven_pairs`` form, its shape.

        >>> Form.SEVEN_SHIFTED_PAIRS.key, Form.NINE_GATES.key
        ('seven_pairs', 'nine_gates')
        """
        return Form.SEVEN_PAIRS.value if self is Form.SEVEN_SHIFTED_PAIRS else self.value


PAIRS_FORMS = (Form.SEVEN_PAIRS, Form.SEVEN_SHIFTED_PAIRS)
ONE_GROUP_FORMS = (Form.THIRTEEN_ORPHANS, Form.HONORS_AND_KNITTED, Form.GREATER_HONORS_AND_KNITTED, Form.NINE_GATES)
"""Forms whose whole hand is one group in ``decomposition`` (docs/output.md)."""

ORPHANS = tuple(t for t in range(N_KINDS) if is_terminal_or_honor(t))

# The six knitted patterns: the suits m, s, p take the ranks 147, 258, 369 in some order.
KNITTED_PATTERNS: tuple[frozenset[int], ...] = tuple(
    frozenset(9 * s + r - 1 for s, start in zip(range(3), starts, strict=True) for r in (start, start + 3, start + 6))
    for starts in ((1, 2, 3), (1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2), (3, 2, 1))
)


class Split(NamedTuple):
    """One split of the loose tiles: concealed sets as (kind, tile) and the pair tile (a named tuple:
    made for every reading of every hand, it costs half a frozen dataclass)."""

    sets: tuple[tuple[int, int], ...]
    pair: int


def regular_splits(counts: bytes) -> tuple[Split, ...]:
    """All splits of the counted tiles into sets and one pair, in enumeration order: the products of
    the splits of each suit and the honours (``gbmj_cli.scoring.suits``), the pair in exactly one group.

    Each group's splits come sorted and hold the same number of sets, so their products come in the
    reference's order of whole splits.

    >>> from gbmj_cli.hands.tiles import INDEX
    >>> [len(s.sets) for s in regular_splits(counts_of(INDEX[n] for n in "1m 1m 1m 2m 3m".split()))]
    [1]
    """
    parts = (
        GROUP_SPLITS[counts[:9], 0],
        GROUP_SPLITS[counts[9:18], 9],
        GROUP_SPLITS[counts[18:FIRST_HONOR], 18],
        GROUP_SPLITS[counts[FIRST_HONOR:], FIRST_HONOR],
    )
    characters, bamboo, dots, honors = parts
    if not (characters and bamboo and dots and honors):
        return ()
    c, b, d, h = characters[0], bamboo[0], dots[0], honors[0]
    pairs = (c.pair, b.pair, d.pair, h.pair)  # every split of a group holds a pair or none does
    if pairs.count(NO_PAIR) != 3:
        return ()
    if len(characters) == len(bamboo) == len(dots) == len(honors) == 1:  # nearly every hand
        return (_split((c.sets + b.sets + d.sets + h.sets, max(pairs))),)
    filled = []  # the groups that hold tiles
    for part in parts:  # (a loop: on 3.11 a comprehension makes a function each time)
        if part[0] != _NOTHING:
            filled.append(part)
    if len(filled) == 1:  # the tiles of one group (a full flush, the slowest kind of hand): its splits as they are
        return tuple(map(_split, filled[0]))
    splits = []
    for c, b, d, h in product(*parts):  # (a loop: on 3.11 a generator expression makes a function)
        splits.append(_split((c.sets + b.sets + d.sets + h.sets, max(c.pair, b.pair, d.pair, h.pair))))
    return tuple(splits)


_split: Callable[[tuple[tuple[tuple[int, int], ...], int]], Split] = partial(tuple.__new__, Split)
"""A Split from its two fields, made without a call of Python."""
_NOTHING = (), NO_PAIR
"""The one split of an empty group (equal to its GroupSplit)."""


def is_complete(counts: bytes) -> bool:
    """Tell whether the counted tiles form sets plus one pair, one group at a time.

    >>> from gbmj_cli.hands.tiles import INDEX
    >>> is_complete(counts_of(INDEX[n] for n in "1m 2m 3m 5p 5p".split())), is_complete(counts_of([0, 1]))
    (True, False)
    """
    pairs = 0
    for first, end in GROUPS:
        found = GROUP_SPLITS[counts[first:end], first]
        if not found:
            return False
        pairs += found[0].pair != NO_PAIR
    return pairs == 1


def seven_pairs(counts: bytes) -> bool:
    """七对: 14 concealed tiles in seven pairs (four of a kind counts as two pairs).

    (Tested by ``bytes`` calls into C: the full flushes that pass the even-count test of
    ``concealed_forms`` are the slowest hands, and generator expressions over the 34 counts here and
    in ``shifted_pairs`` cost one of them 35,000 of its 589,000 instructions.)"""
    return sum(counts) == 14 and not counts.translate(_UNPAIRED).strip(b"\0")


def shifted_pairs(counts: bytes) -> bool:
    """连七对: seven consecutive pairs of one suit, and no other tile (as ``seven_pairs``, in C)."""
    if counts.strip(b"\0") != _SEVEN_SHIFTED_RUN:
        return False
    first = counts.index(2)
    return first < FIRST_HONOR and rank_of(first) <= 9 - len(_SEVEN_SHIFTED_RUN)


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


class Reading(NamedTuple):
    """One reading of a hand: its form, the split of the loose tiles (None for the pair and
    one-group forms), and for 组合龙 the nine knitted tiles (a named tuple, as ``Split``)."""

    form: Form
    split: Split | None
    knitted: frozenset[int] | None = None


def readings(fixed_sets: int, counts: bytes, winning_tile: int) -> list[Reading]:
    """The readings to score, special forms first (docs/rules.md §4.1).

    ``counts`` are the loose tiles with the winning tile (九莲宝灯 looks at the 13 held before it).
    七对 competes with the regular readings; the other special forms are never compared with one.
    Each special form is tried only when the kinds held pass its mask test (``kinds_held``, here
    inline as every hand takes it), which nearly every hand fails.
    """
    held = int.from_bytes(counts.translate(HELD), "little")
    if not fixed_sets:
        special = concealed_forms(counts, held)
        if special:
            if special[0].form is _SEVEN_PAIRS:
                for s in regular_splits(counts):  # (a loop: on 3.11 a comprehension makes a function)
                    special.append(_reading((_REGULAR, s, None)))
            return special
    if fixed_sets <= 1 and _holds_knitted(held):
        special = [
            _reading((_KNITTED_STRAIGHT, s, pattern))
            for pattern, rest in knitted_straight_rest(counts)
            for s in regular_splits(rest)
        ]
        if special:
            return special
    if not fixed_sets and held in SUITS_HELD:  # every kind of one suit and no other, as 九莲宝灯 holds
        before = bytearray(counts)
        before[winning_tile] -= 1
        if nine_gates(bytes(before)):
            return [_reading((_NINE_GATES, s, None)) for s in regular_splits(counts)]
    found = []
    for s in regular_splits(counts):  # (a loop: on 3.11 a comprehension makes a function each time)
        found.append(_reading((_REGULAR, s, None)))
    return found


_reading: Callable[[tuple[Form, Split | None, frozenset[int] | None]], Reading] = partial(tuple.__new__, Reading)
"""A Reading from its three fields, made without a call of Python."""
# Bound once: a member read from its Enum class costs a Python call on 3.11 (EnumType.__getattr__).
_REGULAR, _SEVEN_PAIRS, _SEVEN_SHIFTED_PAIRS = Form.REGULAR, Form.SEVEN_PAIRS, Form.SEVEN_SHIFTED_PAIRS
_KNITTED_STRAIGHT, _NINE_GATES, _THIRTEEN_ORPHANS = Form.KNITTED_STRAIGHT, Form.NINE_GATES, Form.THIRTEEN_ORPHANS


def _holds_knitted(held: int) -> bool:
    """Whether the kinds held (``kinds_held``) hold every kind of a knitted pattern, as 组合龙 needs.

    A pattern is nine numbered kinds: a hand holding fewer (about three in four of those asked) is
    turned away by one count of bits before the masks are tried. (Loops over the masks: a map of
    ``int.__and__`` calls a slot wrapper, which costs more.)"""
    if (held & _NUMBERED_HELD).bit_count() < KNITTED_KINDS:
        return False
    for pattern in KNITTED_HELD:
        if held & pattern == pattern:
            return True
    return False


def concealed_forms(counts: bytes, held: int) -> list[Reading]:
    """The reading of 连七对, 七对, 十三幺, 全不靠 or 七星不靠, if the 14 concealed tiles make one: the
    pairs are tried only when every count is even, 十三幺 only with terminals and honours alone, the
    knitted forms only with no kind twice (each count its own ``HELD``)."""
    if not counts.translate(_ODD).strip(b"\0"):
        if shifted_pairs(counts):
            return [_reading((_SEVEN_SHIFTED_PAIRS, None, None))]
        if seven_pairs(counts):
            return [_reading((_SEVEN_PAIRS, None, None))]
    elif not held & _NOT_ORPHANS_HELD:
        if thirteen_orphans(counts):
            return [_reading((_THIRTEEN_ORPHANS, None, None))]
    elif counts.translate(HELD) == counts and (form := honors_and_knitted(counts)):
        return [_reading((form, None, None))]
    return []


def kinds_held(counts: bytes) -> int:
    """The kinds held as a mask with byte t set for kind t (made by two calls into C), to test
    against the ``held_mask`` of a form's tiles."""
    return int.from_bytes(counts.translate(HELD), "little")


def held_mask(tiles: Iterable[int]) -> int:
    """The ``kinds_held`` mask of these tile kinds."""
    return sum(1 << 8 * t for t in set(tiles))


_ODD = bytes(c & 1 for c in range(256))
"""A count to 1 when it is odd."""
_UNPAIRED = bytes(c not in (0, 2, 4) for c in range(256))
"""A count to 1 when it is not made of pairs (0, 2 or 4 copies)."""
_SEVEN_SHIFTED_RUN = bytes((2,) * 7)
"""The counts of 连七对 from its first kind to its last."""
ORPHANS_HELD = held_mask(ORPHANS)
_NOT_ORPHANS_HELD = ~ORPHANS_HELD
KNITTED_HELD = tuple(held_mask(pattern) for pattern in KNITTED_PATTERNS)
KNITTED_KINDS = len(KNITTED_PATTERNS[0])
_NUMBERED_HELD = held_mask(range(FIRST_HONOR))
SUITS_HELD = tuple(held_mask(range(first, first + 9)) for first in (0, 9, 18))
"""The kinds of each suit, every one held (``kinds_held``)."""
