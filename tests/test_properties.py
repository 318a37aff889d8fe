"""Properties that must hold for every hand, checked with hypothesis on generated legal hands."""

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gbmj_cli.base.errors import GbmjError
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.notation import parse_hand
from gbmj_cli.scoring.payments import settle
from gbmj_cli.scoring.score import score

from handgen import context_kwargs, generate, notation

HANDS = generate(3000, seed=20261130)
hands = st.sampled_from(HANDS)
rules = st.sampled_from(["1998", "mil"])


def _score(g, rule):
    return score(parse_hand(notation(g)), WinContext(rules=rule, **context_kwargs(g)))


def _fans(result):
    return [(f.fan, f.count) for f in result.fans]


@settings(max_examples=300, deadline=None)
@given(hands, rules, st.randoms(use_true_random=False))
def test_order_of_sets_and_of_loose_tiles_does_not_change_the_score(g, rule, rnd):
    melds = list(g.melds)
    rnd.shuffle(melds)
    loose = list(g.loose[:-1])
    rnd.shuffle(loose)
    shuffled = dataclasses.replace(g, melds=tuple(melds), loose=(*loose, g.loose[-1]))
    before, after = _score(g, rule), _score(shuffled, rule)
    assert _fans(after) == _fans(before)
    assert after.total == before.total


@settings(max_examples=300, deadline=None)
@given(hands, rules)
def test_total_is_fans_plus_flowers_and_the_sum_of_points(g, rule):
    result = _score(g, rule)
    assert result.total == result.fan_total + result.flowers
    assert result.total == sum(result.profile.points[f.fan] * f.count for f in result.fans)
    assert result.meets_minimum == (result.fan_total >= 8)


@settings(max_examples=300, deadline=None)
@given(hands, st.sampled_from("ESWN"), st.sampled_from([None, "E", "S", "W", "N"]), st.integers(1, 100))
def test_payments_sum_to_zero_and_the_winner_gains(g, seat, from_seat, base):
    result = _score(g, "1998")
    if from_seat == seat:
        from_seat = None
    payments = settle(result.total, result.meets_minimum, g.self_drawn, seat, None if g.self_drawn else from_seat, base)
    if not result.meets_minimum:
        assert payments is None
        return
    assert sum(p.amount for p in payments) == 0
    assert payments[0].role == "winner" and payments[0].amount > 0
    assert [p.role for p in payments].count("discarder") == (0 if g.self_drawn else 1)


def _mutated(text: str, data) -> str:
    position = data.draw(st.integers(0, len(text)))
    action = data.draw(st.sampled_from(["insert", "delete", "replace"]))
    char = data.draw(st.sampled_from("0123456789mspzESWNCFP[]{},-  🀄🀢x\ufe0f"))
    if action == "insert":
        return text[:position] + char + text[position:]
    if action == "delete":
        return text[:position] + text[position + 1 :]
    return text[:position] + char + text[position + 1 :]


@pytest.mark.slow
@settings(max_examples=500, deadline=None)
@given(hands, st.data())
def test_mutated_hands_score_or_raise_our_error(g, data):
    text = notation(g)
    for _ in range(data.draw(st.integers(1, 3))):
        text = _mutated(text, data)
    try:
        result = score(parse_hand(text), WinContext(**context_kwargs(g)))
    except GbmjError as error:
        assert error.message and error.kind in {"parse", "tiles", "not-winning", "context"}
    else:
        assert result.fan_total > 0


@pytest.mark.slow
@settings(max_examples=500, deadline=None)
@given(st.text())
def test_random_text_scores_or_raises_our_error(text):
    try:
        score(parse_hand(text), WinContext())
    except GbmjError as error:
        assert error.message
