"""One group of tiles at a time: the splits of a suit's (or the honours') counts, and what completes them.

Sets never cross groups, so a hand's regular splits are the products of the splits of its three suits
and its honours, with the pair in exactly one group, and a tile completes a hand when it completes its
group while every other group splits as it is. The groups repeat from hand to hand far more than whole
hands do (200,000 log hands hold about 10,700 distinct suit vectors), so each group's answers are
computed once and kept in a bounded cache: a batch of millions of hands runs in constant memory.
"""

from functools import lru_cache
from typing import NamedTuple

from gbmj_cli.core.tiles import FIRST_HONOR, N_KINDS

CHOW, PUNG = 0, 1
"""The kinds of a loose set, as (kind, tile) pairs: a chow by its lowest tile, a pung by its tile."""

GROUPS = ((0, 9), (9, 18), (18, 27), (FIRST_HONOR, N_KINDS))
"""The first and end tile of each group: characters, bamboo, dots, honours."""

NO_PAIR = -1
"""The ``pair`` of a group split that holds none."""

GROUPS_CACHED = 2048
"""Group vectors kept by each cache: full within the first 10,000 hands a process scores, so that
the memory of a batch run stays flat (benchmarks/batch_speed.py); the common groups stay cached."""


class GroupSplit(NamedTuple):
    """One split of one group: its sets as (kind, tile) and its pair tile (``NO_PAIR`` when none)."""

    sets: tuple[tuple[int, int], ...]
    pair: int


@lru_cache(maxsize=GROUPS_CACHED)
def group_splits(counts: bytes, first: int) -> tuple[GroupSplit, ...]:
    """Every split of one group's counts into sets, plus a pair when they number 2 modulo 3.

    ``first`` is the tile of ``counts[0]`` (it says whether chows are possible). The splits come in
    the reference's order: by each set's tile, a pung before a chow at the same tile. None when the
    counts do not split; one split without sets for an empty group.

    >>> [s.sets for s in group_splits(bytes([3, 3, 3, 0, 0, 0, 0, 0, 0]), 0)]
    [((1, 0), (1, 1), (1, 2)), ((0, 0), (0, 0), (0, 0))]
    """
    rest = sum(counts) % 3
    if rest == 1:
        return ()
    chows = first < FIRST_HONOR
    if rest == 0:
        return tuple(GroupSplit(sets, NO_PAIR) for sets in _sets(bytearray(counts), first, chows))
    found: list[GroupSplit] = []
    work = bytearray(counts)
    for i, c in enumerate(counts):
        if c >= 2:
            work[i] -= 2
            found.extend(GroupSplit(sets, first + i) for sets in _sets(work, first, chows))
            work[i] += 2
    found.sort(key=lambda s: [(t, kind != PUNG) for kind, t in s.sets])
    return tuple(found)


def _sets(counts: bytearray, first: int, chows: bool) -> list[tuple[tuple[int, int], ...]]:
    """Every way to split ``counts`` entirely into sets, taking the lowest tile first (a pung of it
    before a chow from it, which is the reference's order)."""
    i = next((i for i, c in enumerate(counts) if c), None)
    if i is None:
        return [()]
    found: list[tuple[tuple[int, int], ...]] = []
    if counts[i] >= 3:
        counts[i] -= 3
        found.extend(((PUNG, first + i), *sets) for sets in _sets(counts, first, chows))
        counts[i] += 3
    if chows and i < 7 and counts[i + 1] and counts[i + 2]:
        for j in (i, i + 1, i + 2):
            counts[j] -= 1
        found.extend(((CHOW, first + i), *sets) for sets in _sets(counts, first, chows))
        for j in (i, i + 1, i + 2):
            counts[j] += 1
    return found


@lru_cache(maxsize=GROUPS_CACHED)
def group_completions(counts: bytes, first: int) -> tuple[int, ...]:
    """The tiles of the group (ascending) that, added to its counts, let it split: into sets, plus a
    pair when the counts with the tile number 2 modulo 3. A tile held four times still counts.

    >>> group_completions(bytes([0, 1, 1, 0, 0, 0, 0, 0, 0]), 0)  # 23m: 1m and 4m
    (0, 3)
    """
    found = []
    chows = first < FIRST_HONOR
    work = bytearray(counts)
    for i in range(len(counts)):
        work[i] += 1
        if _splittable(work, chows):
            found.append(first + i)
        work[i] -= 1
    return tuple(found)


def _splittable(counts: bytearray, chows: bool) -> bool:
    """Whether the counts split into sets, plus a pair when they number 2 modulo 3 (a yes or no,
    without the splits: the completions try many counts that no hand holds, kept out of that cache)."""
    rest = sum(counts) % 3
    if rest == 0:
        return _all_sets(bytes(counts), chows)
    if rest == 1:
        return False
    for i, c in enumerate(counts):
        if c >= 2:
            counts[i] -= 2
            found = _all_sets(bytes(counts), chows)
            counts[i] += 2
            if found:
                return True
    return False


@lru_cache(maxsize=GROUPS_CACHED)
def _all_sets(counts: bytes, chows: bool) -> bool:
    """Whether the counts split entirely into sets (cached: the tries of one group share their rests)."""
    i = next((i for i, c in enumerate(counts) if c), None)
    if i is None:
        return True
    work = bytearray(counts)
    if counts[i] >= 3:
        work[i] -= 3
        if _all_sets(bytes(work), chows):
            return True
        work[i] += 3
    if chows and i < 7 and counts[i + 1] and counts[i + 2]:
        work[i] -= 1
        work[i + 1] -= 1
        work[i + 2] -= 1
        return _all_sets(bytes(work), chows)
    return False
