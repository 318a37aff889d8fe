"""Which tiles complete a waiting hand: the one place for wait logic.

The edge, closed and single-wait fans need a *unique* wait, and the reference decides that by shape
alone: regular waits of the concealed tiles, plus 七对 waits when all 13 tiles are concealed. A tile
whose four copies are already in the hand still counts as a wait.
"""

from collections.abc import Iterator

from gbmj_cli.hands.tiles import SUIT_OF
from gbmj_cli.scoring.decompose import is_complete
from gbmj_cli.scoring.suits import GROUPS, completes_alone, group_completions, group_splits_as_is


def seven_pairs_wait(counts: bytes) -> int | None:
    """The tile a 13-tile 七对 shape waits on (six pairs and a single), if any."""
    if sum(counts) != 13:
        return None
    odd = counts.translate(_ODD)
    return odd.index(1) if odd.count(1) == 1 else None


def regular_waits(counts: bytes) -> list[int]:
    """The tiles (ascending) that complete the counted tiles into sets and one pair, from the
    completions of each group (``gbmj_cli.scoring.suits``).

    The tile goes into one group; every other group must split as it is, and exactly one group must
    then hold the pair. So tiles with two groups that do not split wait on nothing, and with one such
    group only on that group's completions.
    """
    groups = []
    broken = None  # the one group that does not split as it is
    pairs = 0
    for first, end in GROUPS:
        part = counts[first:end]
        rest = sum(part) % 3
        if not group_splits_as_is(part, first):
            if broken is not None:
                return []
            broken = (part, first, rest)
        pairs += rest == 2
        groups.append((part, first, rest))
    found: list[int] = []
    for part, first, rest in groups if broken is None else (broken,):
        if pairs - (rest == 2) + (rest == 1) == 1:  # the pairs once the tile is in this group
            found.extend(group_completions(part, first))
    return found


def _waits(counts: bytes) -> Iterator[int]:
    """Yield each tile the counted tiles wait on once: the 七对 single first, then regular waits."""
    single = seven_pairs_wait(counts)
    if single is not None:
        yield single
    for t in regular_waits(counts):
        if t != single:
            yield t


def waiting_tiles(counts: bytes) -> frozenset[int]:
    """All tiles the concealed tiles wait on, regular and 七对 shapes together.

    >>> from gbmj_cli.hands.tiles import INDEX, NAMES
    >>> from gbmj_cli.scoring.decompose import counts_of
    >>> sorted(NAMES[t] for t in waiting_tiles(counts_of([INDEX["2m"], INDEX["3m"], INDEX["5p"], INDEX["5p"]])))
    ['1m', '4m']
    """
    return frozenset(_waits(counts))


def has_unique_wait(counts: bytes) -> bool:
    """Tell whether exactly one tile kind completes the concealed tiles. When the 七对 single also
    completes them regularly (a full flush's pairs often do), ``waited_on_alone`` tells, asked of
    that tile, and stops at the first other wait."""
    single = seven_pairs_wait(counts)
    if single is not None and _completes(counts, single):
        return waited_on_alone(counts, single)
    waits = regular_waits(counts)
    if single is None:
        return len(waits) == 1
    return not waits or waits == [single]


def waited_on_alone(before: bytes, win: int) -> bool:
    """``has_unique_wait`` of the concealed tiles ``before`` the winning tile of a hand that a regular
    reading completes, asked of the winning tile's group (and the pair's) instead of every group.

    Every other group then splits as it is, one of them with the pair when the winning tile's did not
    hold it. Waits lie only where a tile can go: in the winning tile's group, and also in the pair's
    when the winning tile's group without it splits as it is (holding a pair of its own). The 七对
    single, when the tiles make six pairs, is a wait too.
    """
    single = seven_pairs_wait(before)
    if single is not None and single != win:
        return False
    first, end = GROUPS[SUIT_OF[win]]
    part = before[first:end]
    if not completes_alone(part, first, win):
        return False
    if not group_splits_as_is(part, first):
        return True  # no other group can take a tile: the winning tile's group must
    for f, e in GROUPS:  # (a loop: on 3.11 a generator expression makes a function each time)
        if f != first:
            group = before[f:e]
            if sum(group) % 3 == 2 and group_completions(group, f):
                return False
    return True


def _completes(counts: bytes, tile: int) -> bool:
    """Whether the tile completes the counted tiles into sets and one pair."""
    more = bytearray(counts)
    more[tile] += 1
    return is_complete(bytes(more))


_ODD = bytes(c & 1 for c in range(256))
"""A count to 1 when it is odd (a translation table for ``bytes.translate``)."""
