"""The shanten core against its definitions (docs/advice.md §3), independently of the reference.

The regular form is checked against a plain search over every reading, written from §3 and
nothing else, on random hands of every size (also 14 tiles, which the reference does not take)
and beside 0 to 4 fixed sets; the other forms against their formulas' own examples.
"""

from random import Random

import pytest

from gbmj_cli.analysis import shanten
from gbmj_cli.analysis.shanten import FORMS, KNITTED_STRAIGHT, REGULAR, SEVEN_PAIRS, form_shanten, improving
from gbmj_cli.hands.notation import parse_tiles
from gbmj_cli.hands.tiles import INDEX, NAMES
from gbmj_cli.scoring.decompose import counts_of


def readings_minimum(counts: list[int], melds: int) -> int:
    """min over readings of 8 - 2M - min(t, 4 - M) - h, by trying every group for the lowest tile."""
    best = 8

    def walk(sets: int, partial: int, head: int) -> None:
        nonlocal best
        i = next((t for t in range(34) if counts[t]), None)
        if i is None:
            m = min(melds + sets, 4)
            best = min(best, 8 - 2 * m - min(partial, 4 - m) - head)
            return
        suited = i < 27
        options = []
        if counts[i] >= 3:
            options.append(((i, i, i), 1, 0, 0))
        if suited and i % 9 <= 6 and counts[i + 1] and counts[i + 2]:
            options.append(((i, i + 1, i + 2), 1, 0, 0))
        if counts[i] >= 2:
            options.append(((i, i), 0, 1, 0))
            if not head:
                options.append(((i, i), 0, 0, 1))
        for gap in (1, 2) if suited else ():
            if i % 9 + gap <= 8 and counts[i + gap]:
                options.append(((i, i + gap), 0, 1, 0))
        options.append(((i,), 0, 0, 0))  # left over
        for tiles, s, p, h in options:
            for t in tiles:
                counts[t] -= 1
            walk(sets + s, partial + p, head + h)
            for t in tiles:
                counts[t] += 1

    walk(0, 0, 0)
    return best


def test_the_greedy_trap_of_agony5757_mahjong_30():
    counts = counts_of(parse_tiles("245568m245568p77s").tiles)
    assert form_shanten(REGULAR, counts, 0) == readings_minimum(list(counts), 0)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6))
def test_regular_shanten_is_the_minimum_over_every_reading(seed):
    rng = Random(seed)
    for _ in range(100):
        melds = rng.randrange(5)
        size = rng.choice([13 - 3 * melds, 14 - 3 * melds, rng.randrange(1, 15)])
        suits = rng.sample(range(4), rng.randrange(1, 3))  # few suits: dense, many readings
        kinds = [t for s in suits for t in range(9 * s, min(9 * s + 9, 34))]
        tiles: list[int] = []
        while len(tiles) < size:
            t = rng.choice(kinds)
            if tiles.count(t) < 4:
                tiles.append(t)
        counts = counts_of(tiles)
        assert form_shanten(REGULAR, counts, melds) == readings_minimum(list(counts), melds), (
            [NAMES[t] for t in sorted(tiles)],
            melds,
        )


@pytest.mark.parametrize("seed", range(3))
def test_improving_kinds_are_those_that_lower_the_number(seed):
    rng = Random(seed)
    for _ in range(40):
        tiles = rng.sample([t for t in range(34) for _ in range(4)], 13)
        counts = counts_of(tiles)
        for form in FORMS:
            before = form_shanten(form, counts, 0)
            lower = set()
            for t in range(34):
                grown = bytearray(counts)
                grown[t] += 1
                if form_shanten(form, bytes(grown), 0) < before:
                    lower.add(t)
            assert improving(form, counts, 0) == lower, (form, [NAMES[t] for t in sorted(tiles)])


def test_seven_pairs_count_four_of_a_kind_as_two_pairs():
    counts = counts_of(parse_tiles("1111m2222s33p57pE").tiles)
    assert form_shanten(SEVEN_PAIRS, counts, 0) == 1  # the riichi formula would say 2
    assert improving(SEVEN_PAIRS, counts, 0) == {INDEX["5p"], INDEX["7p"], INDEX["E"]}


def test_a_knitted_straight_beside_one_fixed_set():
    counts = counts_of(parse_tiles("2458m369s147p").tiles)
    assert form_shanten(KNITTED_STRAIGHT, counts, 1) == 0
    assert improving(KNITTED_STRAIGHT, counts, 1) == {INDEX["4m"]}


def test_the_caches_stay_bounded(monkeypatch):
    monkeypatch.setattr(shanten, "SUIT_TABLES_CACHED", 64)
    for cache in ("_SUITS", "_PARTS", "_GROWN"):  # empty, whatever the tests before have filled
        monkeypatch.setattr(shanten, cache, {})
    rng = Random(7)
    for _ in range(400):
        counts = counts_of(rng.sample([t for t in range(34) for _ in range(4)], 13))
        for form in FORMS:
            improving(form, counts, 0)
    assert max(len(shanten._SUITS), len(shanten._PARTS), len(shanten._GROWN)) <= 64
