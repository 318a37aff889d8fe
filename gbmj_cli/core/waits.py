"""Which tiles complete a waiting hand: the one place for wait logic.

The edge, closed and single-wait fans need a *unique* wait, and the reference decides that by shape
alone: regular waits of the concealed tiles, plus 七对 waits when all 13 tiles are concealed. A tile
whose four copies are already in the hand still counts as a wait.
"""

from collections.abc import Iterator
from itertools import islice

from gbmj_cli.core.suits import GROUPS, group_completions, group_splits
from gbmj_cli.core.tiles import N_KINDS


def seven_pairs_wait(counts: bytes) -> int | None:
    """The tile a 13-tile 七对 shape waits on (six pairs and a single), if any."""
    if sum(counts) != 13:
        return None
    odd = [t for t in range(N_KINDS) if counts[t] % 2]
    return odd[0] if len(odd) == 1 else None


def regular_waits(counts: bytes) -> list[int]:
    """The tiles (ascending) that complete the counted tiles into sets and one pair, from the
    completions of each group (``gbmj_cli.core.suits``).

    The tile goes into one group; every other group must split as it is, and exactly one group must
    then hold the pair. So tiles with two groups that do not split wait on nothing, and with one such
    group only on that group's completions.
    """
    groups = [(counts[first:end], first) for first, end in GROUPS]
    broken = [i for i, (part, first) in enumerate(groups) if not group_splits(part, first)]
    if len(broken) > 1:
        return []
    pairs = [sum(part) % 3 == 2 for part, _ in groups]
    found: list[int] = []
    for i in broken or range(len(groups)):
        part, first = groups[i]
        if sum(pairs) - pairs[i] + ((sum(part) + 1) % 3 == 2) == 1:
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

    >>> from gbmj_cli.core.tiles import INDEX, NAMES
    >>> from gbmj_cli.core.decompose import counts_of
    >>> sorted(NAMES[t] for t in waiting_tiles(counts_of([INDEX["2m"], INDEX["3m"], INDEX["5p"], INDEX["5p"]])))
    ['1m', '4m']
    """
    return frozenset(_waits(counts))


def has_unique_wait(counts: bytes) -> bool:
    """Tell whether exactly one tile kind completes the concealed tiles (stops at the second)."""
    return len(list(islice(_waits(counts), 2))) == 1
