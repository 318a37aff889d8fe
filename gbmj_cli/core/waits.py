"""Which tiles complete a waiting hand: the one place for wait logic.

The edge, closed and single-wait fans need a *unique* wait, and the reference decides that by shape
alone: regular waits of the concealed tiles, plus 七对 waits when all 13 tiles are concealed. A tile
whose four copies are already in the hand still counts as a wait.
"""

from collections.abc import Iterator
from itertools import islice

from gbmj_cli.core.decompose import is_complete
from gbmj_cli.core.tiles import FIRST_HONOR, N_KINDS


def _neighbours(counts: bytes) -> list[int]:
    """Tiles that could complete anything: the held kinds and their suit neighbours."""
    near = set()
    for t in range(N_KINDS):
        if counts[t]:
            near.add(t)
            if t < FIRST_HONOR:
                r = t % 9
                for d in (-2, -1, 1, 2):
                    if 0 <= r + d <= 8:
                        near.add(t + d)
    return sorted(near)


def seven_pairs_wait(counts: bytes) -> int | None:
    """The tile a 13-tile 七对 shape waits on (six pairs and a single), if any."""
    if sum(counts) != 13:
        return None
    odd = [t for t in range(N_KINDS) if counts[t] % 2]
    return odd[0] if len(odd) == 1 else None


def _waits(counts: bytes) -> Iterator[int]:
    """Yield each tile the counted tiles wait on once: the 七对 single first, then regular waits."""
    single = seven_pairs_wait(counts)
    if single is not None:
        yield single
    work = bytearray(counts)
    for t in _neighbours(counts):
        if t == single:
            continue
        work[t] += 1
        if is_complete(bytes(work)):
            yield t
        work[t] -= 1


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
