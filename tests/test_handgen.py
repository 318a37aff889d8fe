"""The hand generator is sound: legal hands only, reproducible, and reaching every fan.

The differential test trusts these hands to be inputs gbmj must accept (docs/notation.md) and the
oracle scores without silently correcting anything, so a disagreement there is a scoring bug.
"""

from collections import Counter

import pytest

from handgen import INDEX, KONG, GenHand, all_tiles, flags, generate, notation, set_tiles
from oracle import oracle_fans, oracle_total

N, SEED = 20_000, 20_240_601
MIN_PER_FAN = 20


@pytest.fixture(scope="module")
def hands() -> list[GenHand]:
    return generate(N, SEED)


@pytest.fixture(scope="module")
def scored(hands: list[GenHand]) -> list[tuple[GenHand, Counter[int], int]]:
    """Every hand with the oracle's fans and total; a refused hand fails here, with its notation."""
    out = []
    for g in hands:
        try:
            out.append((g, oracle_fans(g), oracle_total(g)))
        except TypeError as error:
            pytest.fail(f"oracle refuses {notation(g)} {' '.join(flags(g))}: {error}")
    return out


def _describe(g: GenHand) -> str:
    return f"{notation(g)} {' '.join(flags(g))}"


@pytest.mark.slow
def test_oracle_accepts_every_hand_with_a_positive_total(scored) -> None:
    bad = [_describe(g) for g, _fans, total in scored if total <= 0]
    assert not bad, bad[:10]


@pytest.mark.slow
def test_shapes_and_tile_counts(hands: list[GenHand]) -> None:
    for g in hands:
        assert len(g.melds) <= 4 and len(g.loose) == 14 - 3 * len(g.melds), _describe(g)
        for kind, name, offer in g.melds:
            assert offer in ((0, 1, 2, 3) if kind == KONG else (1, 2, 3)), _describe(g)
            assert all(t in INDEX for t in set_tiles(kind, name)), _describe(g)
            assert kind != "chow" or (name[0].isdigit() and int(name[0]) <= 7), _describe(g)
        assert max(Counter(all_tiles(g)).values()) <= 4, f"fifth copy: {_describe(g)}"


@pytest.mark.slow
def test_win_flags_are_legal(hands: list[GenHand]) -> None:
    for g in hands:
        win = g.winning_tile
        assert 0 <= g.flowers <= 8 and g.seat in "ESWN" and g.round in "ESWN", _describe(g)
        assert not (g.kong_draw and g.robbing_kong), _describe(g)
        if g.kong_draw:
            assert g.self_drawn and any(kind == KONG for kind, _, _ in g.melds), _describe(g)
        if g.robbing_kong:
            assert not g.self_drawn and all_tiles(g).count(win) == 1, _describe(g)
        if g.fourth_tile:
            assert g.loose.count(win) == 1, _describe(g)


@pytest.mark.slow
def test_every_legal_flag_combination_occurs(hands: list[GenHand]) -> None:
    seen = Counter((g.self_drawn, g.last_tile, g.kong_draw or g.robbing_kong, g.fourth_tile) for g in hands)
    assert len(seen) == 16 and min(seen.values()) >= 10, seen


@pytest.mark.slow
def test_the_oracle_keeps_every_flag_we_set(scored) -> None:
    """A flag the oracle dropped would be one it judged contradictory (docs/rules.md, win flags)."""
    for g, fans, _total in scored:
        if g.last_tile:
            assert fans[44 if g.self_drawn else 45] == 1, _describe(g)
        if g.kong_draw:
            assert fans[46] == 1, _describe(g)
        if g.robbing_kong:
            assert fans[47] == 1, _describe(g)
        elif g.fourth_tile:
            assert fans[58] == 1, _describe(g)
        assert fans[81] == g.flowers, _describe(g)


def test_seeds_reproduce() -> None:
    assert generate(500, 7) == generate(500, 7)
    assert generate(500, 7) != generate(500, 8)


@pytest.mark.slow
def test_every_fan_occurs(scored) -> None:
    hands_with = Counter(number for _g, fans, _total in scored for number in fans)
    rare = {number: hands_with[number] for number in range(1, 83) if hands_with[number] < MIN_PER_FAN}
    assert not rare, f"fans seen in fewer than {MIN_PER_FAN} of {N} hands: {rare}"
