"""Bounded tables for look-ups a batch repeats line after line: a context or a fragment found by an
object's identity (hashing a dataclass is a call of Python), or the answers of a function whose
arguments recur (a suit's counts, a pattern of chows).

A large table does not evict one entry at a time, as a full ``functools.lru_cache`` does: each
eviction leaves a hole in the dict, and every few thousand misses the dict compacts all its entries
at once, a pause of 100-300 µs that lands on one hand in thousands (benchmarks/score_speed.py named
such hands among its slowest). Memory does not grow with the input either way.
"""

from collections.abc import Callable
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


def remember(table: dict[K, V], key: K, value: V, limit: int) -> V:
    """File ``value`` under ``key``, emptying ``table`` first when it holds ``limit`` entries."""
    if len(table) >= limit:
        table.clear()
    table[key] = value
    return value


RECENT = 256
"""Answers a full ``Memo`` keeps apart, of the keys it has missed last: a hand scored twice in a row,
or a few lines apart, finds its own again."""


class Memo(dict[K, V]):
    """The answers of ``compute`` by key (``memo[key]``), the first ``limit`` kept for good: a hit is
    one dict access in C, without the call and the bookkeeping of an lru_cache, and the common keys,
    which come first, are the ones kept. Once it is full, the answers of the keys it misses go to a
    small table of the last ``RECENT``, each new one in the place of the oldest (a ring of their
    keys): compacting so few entries costs little (emptying that table when full instead put pauses
    of 300-500 µs on single hands in score_speed.py)."""

    __slots__ = ("compute", "limit", "recent", "ring", "turn")

    def __init__(self, compute: Callable[[K], V], limit: int) -> None:
        super().__init__()
        self.compute, self.limit = compute, limit
        self.recent: dict[K, V] = {}
        self.ring: list[K] = []  # the keys of ``recent``, the oldest at ``turn`` once it is full
        self.turn = 0

    def __missing__(self, key: K) -> V:
        recent = self.recent
        if key in recent:
            return recent[key]
        value = self.compute(key)
        if len(self) < self.limit:
            self[key] = value
            return value
        ring = self.ring
        if len(ring) < RECENT:
            ring.append(key)
        else:
            turn = self.turn
            del recent[ring[turn]]
            ring[turn] = key
            self.turn = (turn + 1) % RECENT
        recent[key] = value
        return value

    def cache_clear(self) -> None:
        """Forget every answer (lru_cache's name, which the benchmarks call between passes)."""
        self.clear()
        self.recent.clear()
        self.ring.clear()
        self.turn = 0
