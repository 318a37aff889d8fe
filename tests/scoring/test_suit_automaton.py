"""A suit's yes-or-no questions (does it split, which ranks complete it), read by the automaton of
``gbmj_cli.scoring.suits``, against a plain search written here: take a pair, a pung or a chow at the
lowest rank held, in every way."""

import itertools
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gbmj_cli.scoring import suits

pytestmark = pytest.mark.slow  # each test checks the automaton against the search


@cache
def _splits(counts: tuple[int, ...], pair_left: bool) -> bool:
    """Whether the counts split into sets, and the pair if ``pair_left``: a search, not a rule."""
    if not any(counts):
        return not pair_left
    low = next(i for i, c in enumerate(counts) if c)
    ways = []
    if pair_left and counts[low] >= 2:
        ways.append(({low: 2}, False))
    if counts[low] >= 3:
        ways.append(({low: 3}, pair_left))
    if low <= 6 and counts[low + 1] and counts[low + 2]:
        ways.append(({low: 1, low + 1: 1, low + 2: 1}, pair_left))
    for taken, pair in ways:
        rest = tuple(c - taken.get(i, 0) for i, c in enumerate(counts))
        if _splits(rest, pair):
            return True
    return False


def _splits_as_searched(counts: tuple[int, ...]) -> bool:
    rest = sum(counts) % 3
    return rest != 1 and _splits(counts, rest == 2)


def _completions_as_searched(counts: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(r for r in range(9) if _splits_as_searched(tuple(c + (i == r) for i, c in enumerate(counts))))


def test_every_suit_of_up_to_eight_tiles_splits_as_the_search_says():
    tried = 0
    for counts in itertools.product(range(5), repeat=9):
        if sum(counts) <= 8:
            tried += 1
            assert suits.group_splits_as_is(bytes(counts), 0) is _splits_as_searched(counts), counts
    assert tried == 22_330


_suit_counts = st.lists(st.integers(0, 4), min_size=9, max_size=9).filter(lambda c: 9 <= sum(c) <= 14)


@given(_suit_counts)
def test_a_suit_of_more_tiles_splits_as_the_search_says(counts):
    assert suits.group_splits_as_is(bytes(counts), 9) is _splits_as_searched(tuple(counts))


@given(_suit_counts.filter(lambda c: sum(c) <= 13), st.integers(0, 8))
def test_the_ranks_that_complete_a_suit_are_those_the_search_finds(counts, rank):
    found = _completions_as_searched(tuple(counts))
    assert suits.group_completions(bytes(counts), 18) == tuple(18 + r for r in found)
    if rank in found:
        assert suits.completes_alone(bytes(counts), 0, rank) is (found == (rank,))
