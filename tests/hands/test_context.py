"""Contradictory win contexts (docs/notation.md) are refused with a sentence naming the flags."""

import pytest

from gbmj_cli.base.errors import ContextError
from gbmj_cli.hands.context import WinContext, check_context
from gbmj_cli.hands.notation import parse_hand

PLAIN = "[EEE1][123m]456p789s1p1p"
KONG = "[5555s1]123m456p789s1p1p"
CONCEALED_KONG = "{5555s}123m456p789s1p1p"
SINGLE = "[EEE1][123m]456p789s1p9p"  # the winning 9p held nowhere else
FLOWERS = "🀢🀣" + PLAIN


@pytest.mark.parametrize(
    "hand, ctx",
    [
        pytest.param(PLAIN, WinContext(), id="defaults"),
        pytest.param(PLAIN, WinContext(self_drawn=True, seat="S", round="W", flowers=8), id="self-drawn"),
        pytest.param(KONG, WinContext(self_drawn=True, kong_draw=True), id="kong-draw"),
        pytest.param(CONCEALED_KONG, WinContext(self_drawn=True, kong_draw=True), id="kong-draw-concealed"),
        pytest.param(SINGLE, WinContext(robbing_kong=True, from_seat="N"), id="robbing-kong"),
        pytest.param(SINGLE, WinContext(fourth_tile=True), id="fourth-tile"),
        pytest.param("[9p9p9p1][123m]456p789s1p9p", WinContext(fourth_tile=True), id="fourth-tile-pung"),
        pytest.param(PLAIN, WinContext(from_seat="W", seat="S", base=1), id="from"),
        pytest.param(FLOWERS, WinContext(), id="flower-glyphs"),
        pytest.param(PLAIN, WinContext(last_tile=True, self_drawn=True), id="last-tile"),
    ],
)
def test_accepted(hand: str, ctx: WinContext) -> None:
    check_context(parse_hand(hand), ctx)


@pytest.mark.parametrize(
    "hand, ctx, words",
    [
        pytest.param(KONG, WinContext(kong_draw=True), ["--kong-draw", "--self-drawn"], id="kong-draw-discard"),
        pytest.param(
            PLAIN,
            WinContext(self_drawn=True, kong_draw=True),
            ["--kong-draw", "no", "kong"],
            id="kong-draw-without-kong",
        ),
        pytest.param(
            KONG,
            WinContext(self_drawn=True, kong_draw=True, robbing_kong=True),
            ["--kong-draw", "--robbing-kong"],
            id="kong-draw-and-robbing-kong",
        ),
        pytest.param(
            SINGLE,
            WinContext(self_drawn=True, robbing_kong=True),
            ["--robbing-kong", "--self-drawn"],
            id="robbing-kong-self-drawn",
        ),
        pytest.param(PLAIN, WinContext(robbing_kong=True), ["--robbing-kong", "1p"], id="robbing-kong-held"),
        pytest.param(
            "[9p9p9p2][123m]456p789s1p9p",
            WinContext(robbing_kong=True),
            ["--robbing-kong", "9p"],
            id="robbing-kong-held-in-set",
        ),
        pytest.param(PLAIN, WinContext(fourth_tile=True), ["--fourth-tile", "1p"], id="fourth-tile-held"),
        pytest.param(PLAIN, WinContext(seat="S", from_seat="S"), ["--from S", "--seat S"], id="from-is-seat"),
        pytest.param(PLAIN, WinContext(from_seat="E"), ["--from E", "--seat E"], id="from-is-default-seat"),
        pytest.param(
            PLAIN, WinContext(self_drawn=True, from_seat="W"), ["--from", "--self-drawn"], id="from-self-drawn"
        ),
        pytest.param(FLOWERS, WinContext(flowers=1), ["2 flower glyphs", "--flowers"], id="glyphs-and-flowers"),
        pytest.param(PLAIN, WinContext(flowers=9), ["--flowers", "9"], id="flowers-9"),
        pytest.param(PLAIN, WinContext(flowers=-1), ["--flowers", "-1"], id="flowers-negative"),
        pytest.param(PLAIN, WinContext(seat="Q"), ["--seat", "'Q'"], id="seat-q"),
        pytest.param(PLAIN, WinContext(round="C"), ["--round", "'C'"], id="round-c"),
        pytest.param(PLAIN, WinContext(from_seat="X"), ["--from", "'X'"], id="from-x"),
        pytest.param(PLAIN, WinContext(base=0), ["--base", "0"], id="base-0"),
    ],
)
def test_rejected(hand: str, ctx: WinContext, words: list[str]) -> None:
    with pytest.raises(ContextError) as info:
        check_context(parse_hand(hand), ctx)
    assert info.value.kind == "context"
    for word in words:
        assert word in info.value.message
    assert "\n" not in info.value.message


def test_values_out_of_range_are_refused_every_time_beside_values_that_passed():
    hand = parse_hand(PLAIN)
    for _ in range(2):
        check_context(hand, WinContext(flowers=8))
        with pytest.raises(ContextError):
            check_context(hand, WinContext(flowers=9))
