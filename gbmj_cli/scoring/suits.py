"""One group of tiles at a time: the splits of a suit's (or the honours') counts, and what completes them.

Sets never cross groups, so a hand's regular splits are the products of the splits of its three suits
and its honours, with the pair in exactly one group, and a tile completes a hand when it completes its
group while every other group splits as it is. The groups repeat from hand to hand far more than whole
hands do (200,000 log hands hold about 10,700 distinct suit vectors), so each group's answers are
computed once and kept in a bounded cache: a batch of millions of hands runs in constant memory.
"""

from collections.abc import Callable
from functools import partial
from operator import mul
from typing import NamedTuple

from gbmj_cli.base.bounded import Memo
from gbmj_cli.hands.tiles import FIRST_HONOR, N_KINDS

CHOW, PUNG = 0, 1
"""The kinds of a loose set, as (kind, tile) pairs: a chow by its lowest tile, a pung by its tile."""

GROUPS = ((0, 9), (9, 18), (18, 27), (FIRST_HONOR, N_KINDS))
"""The first and end tile of each group: characters, bamboo, dots, honours."""

NO_PAIR = -1
"""The ``pair`` of a group split that holds none."""

GROUPS_CACHED = 2048
"""Group vectors kept by each cache: full within the first 10,000 hands a process scores, so that
the memory of a batch run stays flat (benchmarks/batch_speed.py); the common groups stay cached."""
COMPLETIONS_CACHED = 512
"""Waiting suits kept by ``_completed_elsewhere`` (and by ``_suit_completions``), the same in every
suit: asked only of hands whose wait may be unique, about 400 distinct in the first 5,000 generated
hands and 590 in 10,000, so that the cache is full within the first 10,000 hands a process scores
and memory stays flat."""


class GroupSplit(NamedTuple):
    """One split of one group: its sets as (kind, tile) and its pair tile (``NO_PAIR`` when none)."""

    sets: tuple[tuple[int, int], ...]
    pair: int


def _group_splits(key: tuple[bytes, int]) -> tuple[GroupSplit, ...]:
    """Every split of one group's counts into sets, plus a pair when they number 2 modulo 3, the key
    being (counts, first): made on a miss of ``GROUP_SPLITS``, which callers read.

    ``first`` is the tile of ``counts[0]`` (it says whether chows are possible). The splits come in
    the reference's order: by each set's tile, a pung before a chow at the same tile. None when the
    counts do not split; one split without sets for an empty group. A suit's splits are those of its
    counts in any suit (``_suit_splits``), given this suit's tiles.

    >>> [s.sets for s in GROUP_SPLITS[bytes([3, 3, 3, 0, 0, 0, 0, 0, 0]), 0]]
    [((1, 0), (1, 1), (1, 2)), ((0, 0), (0, 0), (0, 0))]
    """
    counts, first = key
    if first >= FIRST_HONOR:
        return _honor_splits(counts, first)
    sets_of = _SETS_OF[first]
    splits = []
    # (Loops: on 3.11 a comprehension makes a function each time, which a group missing from the
    # cache pays for; the slowest hands are full flushes whose suit is not yet cached.)
    for codes, pair in _SUIT_SPLITS[int.from_bytes(counts, "little")]:
        sets = []
        for code in codes:
            sets.append(sets_of[code])
        splits.append(_group_split((tuple(sets), NO_PAIR if pair == NO_PAIR else first + pair)))
    return tuple(splits)


GROUP_SPLITS: Memo[tuple[bytes, int], tuple[GroupSplit, ...]] = Memo(_group_splits, GROUPS_CACHED)
"""The splits of each group by (counts, first), the first ``GROUPS_CACHED`` kept."""

_group_split: Callable[[tuple[tuple[tuple[int, int], ...], int]], GroupSplit] = partial(tuple.__new__, GroupSplit)
"""A GroupSplit from its two fields, made without a call of Python."""

_SETS_OF = {
    first: tuple((CHOW if code & 1 else PUNG, first + (code >> 1)) for code in range(18)) for first in (0, 9, 18)
}
"""The set of each code of ``_set_codes`` in each suit (by its first tile): code 2r is the pung of
rank r + 1, code 2r + 1 the chow from it, so that codes sort as the sets do."""


SUITS_CACHED = 1024
"""Suit vectors kept by ``_suit_splits``, behind ``GROUP_SPLITS``: each serves all three
suits, so fewer fill it within the first 10,000 hands (memory stays flat)."""


def _suit_splits(packed: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """The splits of a suit in codes and ranks from 0, the same in every suit: the counts packed
    one byte each (byte i: rank i + 1) and each split as its set codes and its pair (``NO_PAIR``)."""
    counts = packed.to_bytes(9, "little")
    rest = sum(counts) % 3
    if rest == 1:
        return ()
    found = []
    if rest == 0:
        for codes in _SET_CODES[packed]:  # (loops, as in _group_splits)
            found.append((codes, NO_PAIR))
        return tuple(found)
    for i in range(_pair_rank_mod3(counts), 9, 3):  # the only ranks the pair can take
        if counts[i] >= 2:
            for codes in _SET_CODES[packed - (2 << 8 * i)]:
                found.append((codes, i))
    found.sort()  # by the sets (their codes), then the pair (the order it was tried in)
    return tuple(found)


_SUIT_SPLITS = Memo(_suit_splits, SUITS_CACHED)


SET_RESTS_CACHED = 2048
"""The counts kept by ``_set_codes``: those of the suits and what is left of them once their lowest
sets are taken, fewer than the hands that hold them (about 1,800 in the first 5,000 generated hands
and 2,560 in 10,000): full within the first 10,000 hands a process scores, so memory stays flat."""


def _set_codes(packed: int) -> tuple[tuple[int, ...], ...]:
    """Every way to split a suit's packed counts entirely into sets, as the codes of ``_SETS_OF``,
    taking the lowest rank first (a pung of it before a chow from it, which is the reference's order).
    Cached, as the counts of many suits leave the same rests."""
    if not packed:
        return ((),)
    rank = ((packed & -packed).bit_length() - 1) >> 3
    shift = rank << 3
    found = []
    if packed >> shift & 255 >= 3:
        pung = (rank << 1,)
        for codes in _SET_CODES[packed - (3 << shift)]:  # (loops, as in _group_splits)
            found.append(pung + codes)
    if packed >> shift + 8 & 255 and packed >> shift + 16 & 255:  # a chow, within the 9 ranks
        chow = (rank << 1 | 1,)
        for codes in _SET_CODES[packed - (0x10101 << shift)]:
            found.append(chow + codes)
    return tuple(found)


_SET_CODES = Memo(_set_codes, SET_RESTS_CACHED)


def _honor_splits(counts: bytes, first: int) -> tuple[GroupSplit, ...]:
    """The splits of the honours, which make pungs only: at most one split, with the pair at the
    one count of 2 modulo 3."""
    mods = counts.translate(_MOD3)
    if not _pungs_and_pair(mods):
        return ()
    pair = mods.find(2)
    sets = tuple([(PUNG, first + i) for i, c in enumerate(counts) for _ in range((c - 2 if i == pair else c) // 3)])
    return (_group_split((sets, NO_PAIR if pair < 0 else first + pair)),)


_MOD3 = bytes(c % 3 for c in range(256))
"""Each count modulo 3 (a translation table for ``bytes.translate``)."""


def _pungs_and_pair(mods: bytes | bytearray) -> bool:
    """Whether honours with these counts modulo 3 split: into pungs, and at most one pair."""
    return 1 not in mods and mods.count(2) <= 1


def group_completions(counts: bytes, first: int) -> tuple[int, ...]:
    """The tiles of the group (ascending) that, added to its counts, let it split: into sets, plus a
    pair when the counts with the tile number 2 modulo 3. A tile held four times still counts.

    >>> group_completions(bytes([0, 1, 1, 0, 0, 0, 0, 0, 0]), 0)  # 23m: 1m and 4m
    (0, 3)
    """
    if first >= FIRST_HONOR:  # an honour completes only where it is held: a pung, or the pair
        return tuple([first + i for i, c in enumerate(counts) if c and _honours_split_with(counts, i)])
    ranks = _SUIT_COMPLETIONS[counts]
    if not first or not ranks:
        return ranks
    tiles = []
    for r in ranks:  # (a loop: on 3.11 a comprehension makes a function each time)
        tiles.append(first + r)
    return tuple(tiles)


def _honours_split_with(counts: bytes, i: int) -> bool:
    """Whether the honours split into pungs and at most one pair once a tile ``i`` is added."""
    mods = bytearray(counts.translate(_MOD3))
    mods[i] = (mods[i] + 1) % 3
    return _pungs_and_pair(mods)


def group_splits_as_is(counts: bytes, first: int) -> bool:
    """Whether a group's counts split into sets, plus a pair when they number 2 modulo 3: a yes or no
    for counts that no hand may hold whole, so built and cached nowhere (unlike ``GROUP_SPLITS``)."""
    if first >= FIRST_HONOR:
        return _pungs_and_pair(counts.translate(_MOD3))
    state = _START
    for c in counts:  # (a loop: on 3.11 a generator expression makes a function)
        state = _STEP[state + c]
    return _WHOLE[state]


def _suit_completions(counts: bytes) -> tuple[int, ...]:
    """``group_completions`` of a suit as ranks from 0, the same in every suit. Each rank near a held
    tile is tried by ``_completed_at``, which builds nothing: the counts tried here are ones no hand
    holds, kept out of the caches of the splits."""
    if (sum(counts) + 1) % 3 == 1:
        return ()
    near = _near_held(counts)
    before = _states_before(counts)
    found = []
    for i in range(9):
        if near >> 8 * i & 1 and _completed_at(counts, before, i):
            found.append(i)
    return tuple(found)


_SUIT_COMPLETIONS = Memo(_suit_completions, COMPLETIONS_CACHED)


def completes_alone(counts: bytes, first: int, tile: int) -> bool:
    """Whether ``tile``, known to complete the group's counts, is the only tile that does (its
    ``group_completions`` are ``(tile,)``): the unique-wait question of a won hand, which for a suit
    stops at the first other rank that completes it."""
    if first >= FIRST_HONOR:
        return group_completions(counts, first) == (tile,)
    return not _COMPLETED_ELSEWHERE[counts, tile - first]


def _completed_elsewhere(key: tuple[bytes, int]) -> bool:
    """Whether a rank of the suit other than ``rank`` completes its ``counts`` (the key), the ranks
    near a held tile tried in the order of ``_OTHER_RANKS``."""
    counts, rank = key
    if (sum(counts) + 1) % 3 == 1:
        return False
    near = _near_held(counts)
    before = _states_before(counts)
    for i in _OTHER_RANKS[rank]:
        if near >> 8 * i & 1 and _completed_at(counts, before, i):
            return True
    return False


_COMPLETED_ELSEWHERE = Memo(_completed_elsewhere, COMPLETIONS_CACHED)


def _states_before(counts: bytes) -> list[int]:
    """The ``_STEP`` state before each rank of a suit's counts is read (and after the last): where a
    try with a tile added at a rank starts, so that it reads only the ranks from there on."""
    states = [_START]
    state = _START
    for c in counts:  # (a loop: on 3.11 a comprehension makes a function)
        state = _STEP[state + c]
        states.append(state)
    return states


def _completed_at(counts: bytes, before: list[int], rank: int) -> bool:
    """Whether a suit's counts split (into sets, plus a pair when they number 2 modulo 3) with a tile
    of ``rank`` added, read on from ``before[rank]`` (``_states_before``)."""
    state = _STEP[before[rank] + counts[rank] + 1]
    for i in range(rank + 1, 9):
        state = _STEP[state + counts[i]]
    return _WHOLE[state]


_WAIT_DISTANCES = (3, 1, 2, 4, 5, 6, 7, 8)


def _others_by_distance(rank: int) -> tuple[int, ...]:
    """The ranks other than ``rank`` by their distance from it in the order of ``_WAIT_DISTANCES``."""
    return tuple(sorted((r for r in range(9) if r != rank), key=lambda r: (_WAIT_DISTANCES.index(abs(r - rank)), r)))


_OTHER_RANKS = tuple(_others_by_distance(rank) for rank in range(9))
"""For each rank, the others in the order a second wait is likeliest: three ranks away first (both ends
of an open wait: 23 waits on 1 and 4), then one, two, and the farther ones."""


def _near_held(counts: bytes) -> int:
    """The ranks within two of a held tile, as a mask with byte i set for rank i: the only tiles that
    can join a set or a pair (made by calls into C)."""
    held = int.from_bytes(counts.translate(HELD), "little")
    return (held | held << 8 | held << 16 | held >> 8 | held >> 16) & _NINE_RANKS


HELD = bytes(min(c, 1) for c in range(256))
"""A count to 1 when any copy is held (a translation table for ``bytes.translate``)."""
_NINE_RANKS = int.from_bytes(bytes([1] * 9), "little")


def _pair_rank_mod3(counts: bytes | bytearray) -> int:
    """The rank (from 0) modulo 3 of the pair of any split of a suit's counts into sets and a pair:
    every set's ranks sum to 0 modulo 3 (3r, or r + r+1 + r+2), so the ranks of all the tiles sum to
    2p for the pair's rank p, and p is twice that sum (4p = p modulo 3)."""
    return 2 * sum(map(mul, range(9), counts)) % 3


MOST_COPIES = 8
"""The largest count of a rank that ``_STEP`` reads (a hand holds four, and a try adds one)."""

_Ways = frozenset[tuple[int, int, bool]]
"""The ways the ranks of a suit read so far may stand: (the chows begun one rank below and those
begun two ranks below, each needing a tile of the next rank; whether the pair is taken)."""


def _read_rank(ways: _Ways, count: int) -> _Ways:
    """The ways after one more rank, of ``count`` tiles. Its tiles first finish the chows that wait on
    it; of what is left (less the pair, if it is taken here) a split can always begin as many chows
    as the count modulo 3 and take the rest as pungs (three equal chows are three pungs), so a way
    leads to at most two, not to a search."""
    after = set()
    for older, newer, paired in ways:
        left = count - older - newer
        if left >= 0:
            after.add((newer, left % 3, paired))
            if left >= 2 and not paired:
                after.add((newer, (left - 2) % 3, True))
    return frozenset(after)


def _split_automaton() -> tuple[tuple[int, ...], tuple[bool, ...]]:
    """The states of reading a suit's counts rank by rank, each a set of ways (``_Ways``), numbered as
    they are found from the start: the next state for each state and each count up to
    ``MOST_COPIES``, in one table (``_STEP[state + count]``, a state being its number times the length
    of a row), and for each state whether the ranks read up to it split into sets and at most one
    pair, no chow left waiting (``_WHOLE[state]``)."""
    row = MOST_COPIES + 1
    found = [frozenset({(0, 0, False)})]
    number = {found[0]: 0}
    step = []
    for ways in found:  # (grows as states are found)
        for count in range(row):
            after = _read_rank(ways, count)
            if after not in number:
                number[after] = len(found)
                found.append(after)
            step.append(number[after] * row)
    whole = []
    for ways in found:
        whole.extend([(0, 0, False) in ways or (0, 0, True) in ways] * row)
    return tuple(step), tuple(whole)


_START = 0
"""The state before any rank is read: no chow waiting, no pair."""
_STEP, _WHOLE = _split_automaton()
