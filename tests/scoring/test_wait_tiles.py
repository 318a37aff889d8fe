"""The wait tests against their definition: a tile is a wait when adding it completes the tiles."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gbmj_cli.hands.tiles import FIRST_HONOR, N_KINDS
from gbmj_cli.scoring.decompose import is_complete, seven_pairs
from gbmj_cli.scoring.suits import GROUP_SPLITS, completes_alone, group_completions, group_splits_as_is
from gbmj_cli.scoring.waits import has_unique_wait, waited_on_alone

pytestmark = pytest.mark.slow  # each test checks gbmj against the definition, tile by tile

_SETS = [(t, t + 1, t + 2) for t in range(FIRST_HONOR) if t % 9 < 7] + [(t, t, t) for t in range(N_KINDS)]


def _waits_by_definition(counts: bytes) -> set[int]:
    """Every tile whose addition makes the tiles sets and a pair, or seven pairs."""
    found = set()
    for t in range(N_KINDS):
        more = bytearray(counts)
        more[t] += 1
        if is_complete(bytes(more)) or seven_pairs(bytes(more)):
            found.add(t)
    return found


@st.composite
def complete_hands(draw: st.DrawFn) -> bytes:
    """Counts of up to four sets and a pair, each kind at most four times, drawn from one to four
    groups so that full flushes (the hands with many waits) come often."""
    groups = draw(st.sets(st.sampled_from([0, 9, 18, FIRST_HONOR]), min_size=1, max_size=4))
    sets = [s for s in _SETS if any(g <= s[0] < g + 9 for g in groups)]
    counts = bytearray(N_KINDS)
    for tiles in draw(st.lists(st.sampled_from(sets), max_size=4)):
        for t in tiles:
            counts[t] += 1
    pair = draw(st.sampled_from([t for t in range(N_KINDS) if any(g <= t < g + 9 for g in groups)]))
    counts[pair] += 2
    return bytes(counts)


@settings(max_examples=400, deadline=None)
@given(complete_hands(), st.integers(0, N_KINDS - 1))
def test_the_unique_wait_is_one_tile_by_definition_and_the_regular_shortcut_agrees(counts, pick):
    if max(counts) > 4:
        return
    held = [t for t in range(N_KINDS) if counts[t]]
    win = held[pick % len(held)]
    before = bytearray(counts)
    before[win] -= 1
    unique = len(_waits_by_definition(bytes(before))) == 1
    assert has_unique_wait(bytes(before)) == unique
    assert waited_on_alone(bytes(before), win) == unique


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 8), min_size=7, max_size=7), st.sampled_from([0, 9, 18]), st.integers(0, 6))
def test_the_unique_wait_of_six_pairs_and_a_single_is_one_tile_by_definition(ranks, first, pick):
    # seven pairs of one suit (often also sets and a pair, as 22334455m...), one tile taken away
    counts = bytearray(N_KINDS)
    for r in ranks:
        counts[first + r] += 2
    if max(counts) > 4:
        return
    counts[first + ranks[pick]] -= 1
    assert has_unique_wait(bytes(counts)) == (len(_waits_by_definition(bytes(counts))) == 1)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.integers(0, 4), min_size=9, max_size=9), st.sampled_from([0, 9, 18]))
def test_a_suit_splits_as_it_is_and_completes_as_its_splits_say(ranks, first):
    counts = bytes(ranks)
    assert group_splits_as_is(counts, first) == bool(GROUP_SPLITS[counts, first])
    expected = []
    for i in range(9):
        more = bytearray(counts)
        more[i] += 1
        if GROUP_SPLITS[bytes(more), first]:
            expected.append(first + i)
    assert group_completions(counts, first) == tuple(expected)
    for tile in expected:  # the early-stopping question agrees with the whole list
        assert completes_alone(counts, first, tile) == (expected == [tile])


def test_honours_complete_only_where_held():
    two_pairs = bytes([2, 2, 0, 0, 0, 0, 0])  # EESS: E or S, never the unheld W
    assert group_completions(two_pairs, FIRST_HONOR) == (FIRST_HONOR, FIRST_HONOR + 1)
    assert group_splits_as_is(bytes([3, 2, 0, 0, 0, 0, 0]), FIRST_HONOR)
    assert not group_splits_as_is(bytes([2, 2, 0, 0, 0, 0, 0]), FIRST_HONOR)


def test_the_pair_group_waits_too_when_the_winning_group_splits_without_the_tile():
    # 111m234m55p789s789s won on 1m: 11m234m can keep 11m as the pair, so 5p completes as well
    before = bytearray(N_KINDS)
    for t in (0, 0, 1, 2, 3, 22, 22, 15, 16, 17, 15, 16, 17):
        before[t] += 1
    assert not waited_on_alone(bytes(before), 0)
    assert _waits_by_definition(bytes(before)) == {0, 22}
