"""Bounded tables for look-ups a batch repeats line after line: a context or a fragment found by an
object's identity (hashing a dataclass is a call of Python), or the answers of a function whose
arguments recur (a suit's counts, a pattern of chows).

A large table does not evict one entry at a time, as a full ``functools.lru_cache`` does: each
eviction leaves a hole in the dict, and every few thousand misses the dict compacts all its entries
at once, a pause of 100-300 µs that lands on one hand in thousands (benchmarks/score_speed.py named
such hands among its slowest); it keeps its first entries (``Memo``). A small one drops its oldest
entry for each new one (``Table``). Memory does not grow with the input either way.
"""

from collections.abc import Callable
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Table(dict[K, V]):
    """A dict of at most ``limit`` entries: filing one more (``file``) drops the oldest, found in a
    ring of the keys, so no look-up and no filing walks the table, and compacting its holes now and
    then costs little at the sizes used here. (Emptying a full table of 1,024 entries at once instead
    took about 150 µs, which landed on one line of a batch.)"""

    __slots__ = ("limit", "ring", "turn")

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit
        self.ring: list[K] = []  # the keys, the oldest at ``turn`` once the table is full
        self.turn = 0

    def file(self, key: K, value: V) -> V:
        """File ``value`` under ``key`` (in place of the oldest entry when full) and return it."""
        if key not in self:
            ring = self.ring
            if len(ring) < self.limit:
                ring.append(key)
            else:
                turn = self.turn
                del self[ring[turn]]
                ring[turn] = key
                self.turn = (turn + 1) % self.limit
        self[key] = value
        return value

    def clear(self) -> None:
        """Forget every entry."""
        super().clear()
        self.ring.clear()
        self.turn = 0


RECENT = 256
"""Answers a full ``Memo`` keeps apart, of the keys it has missed last: a hand scored twice in a row,
or a few lines apart, finds its own again."""


class Memo(dict[K, V]):
    """The answers of ``compute`` by key (``memo[key]``), the first ``limit`` kept for good: a hit is
    one dict access in C, without the call and the bookkeeping of an lru_cache, and the common keys,
    which come first, are the ones kept. Once it is full, the answers of the keys it misses go to a
    ``Table`` of the last ``RECENT`` (emptying that table when full instead put pauses of 300-500 µs
    on single hands in score_speed.py)."""

    __slots__ = ("compute", "limit", "recent")

    def __init__(self, compute: Callable[[K], V], limit: int) -> None:
        super().__init__()
        self.compute, self.limit = compute, limit
        self.recent: Table[K, V] = Table(RECENT)

    def __missing__(self, key: K) -> V:
        recent = self.recent
        if key in recent:
            return recent[key]
        value = self.compute(key)
        if len(self) < self.limit:
            self[key] = value
            return value
        return recent.file(key, value)

    def cache_clear(self) -> None:
        """Forget every answer (lru_cache's name, which the benchmarks call between passes)."""
        self.clear()
        self.recent.clear()
