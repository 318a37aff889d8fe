"""Bounded tables for look-ups a batch repeats line after line, such as a context or a fragment
found by an object's identity (hashing a dataclass is a call of Python).

A full table starts again instead of evicting one entry at a time, so that a look-up stays one dict
access and memory does not grow with the input.
"""

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


def remember(table: dict[K, V], key: K, value: V, limit: int) -> V:
    """File ``value`` under ``key``, emptying ``table`` first when it holds ``limit`` entries."""
    if len(table) >= limit:
        table.clear()
    table[key] = value
    return value
