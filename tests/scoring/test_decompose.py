"""Readings of the tiles and waits: the shapes the scorer chooses from."""

import pytest

from gbmj_cli.hands.notation import parse_tiles
from gbmj_cli.hands.tiles import INDEX, NAMES
from gbmj_cli.scoring import decompose as dec
from gbmj_cli.scoring.decompose import CHOW, counts_of
from gbmj_cli.scoring.waits import has_unique_wait, waiting_tiles


def _counts(text: str) -> bytes:
    return counts_of(parse_tiles(text).tiles)


def _sets(split) -> list[str]:
    return [("chow " if kind == CHOW else "pung ") + NAMES[t] for kind, t in split.sets]


def test_splits_come_in_the_reference_order_pung_before_chow():
    splits = dec.regular_splits(_counts("11122233344455m"))
    assert [_sets(s) for s in splits][:2] == [
        ["pung 1m", "pung 2m", "pung 3m", "pung 4m"],
        ["pung 1m", "chow 2m", "chow 2m", "chow 2m"],
    ]
    assert all(NAMES[s.pair] in ("5m", "2m") for s in splits)


def test_mirror_hand_first_reading_holds_the_closed_chow():
    first = dec.regular_splits(_counts("44455566778899m"))[0]
    assert _sets(first) == ["pung 4m", "pung 5m", "chow 6m", "chow 6m"] and NAMES[first.pair] == "9m"


def test_a_hand_that_is_not_complete_has_no_split():
    assert dec.regular_splits(_counts("12345678m11p23s5s")) == ()
    assert not dec.is_complete(_counts("12345678m11p23s5s"))


@pytest.mark.parametrize(
    ("tiles", "form"),
    [
        ("1122m3344p5566s77s", "seven_pairs"),
        ("11223344556677s", "shifted_pairs"),
        ("19m19s19pESWNCFPP", "thirteen_orphans"),
    ],
)
def test_special_shapes_are_recognised(tiles, form):
    assert getattr(dec, form)(_counts(tiles))


def test_four_of_a_kind_is_two_of_the_seven_pairs():
    assert dec.seven_pairs(_counts("1111m3344p5566s77s"))


@pytest.mark.parametrize(
    ("tiles", "form"),
    [("147m258s369pESWNC", dec.Form.HONORS_AND_KNITTED), ("14m25s369pESWNCFP", dec.Form.GREATER_HONORS_AND_KNITTED)],
)
def test_honors_and_knitted_tiles(tiles, form):
    assert dec.honors_and_knitted(_counts(tiles)) == form


def test_knitted_tiles_outside_one_pattern_are_not_knitted():
    assert dec.honors_and_knitted(_counts("147m258s368pESWNC")) is None


def test_knitted_straight_leaves_a_set_and_a_pair():
    [(pattern, rest)] = dec.knitted_straight_rest(_counts("147m258s369p123m55p"))
    assert sorted(NAMES[t] for t in pattern) == sorted("1m 4m 7m 2s 5s 8s 3p 6p 9p".split())
    assert [_sets(s) for s in dec.regular_splits(rest)] == [["chow 1m"]]


def test_nine_gates_needs_the_pure_thirteen():
    assert dec.nine_gates(_counts("1112345678999p"))
    assert not dec.nine_gates(_counts("1112345678899p"))


def test_waits_count_a_tile_whose_four_copies_you_hold():
    # 1234444678m456p waits on 1m and, by shape, on a fifth 4m (docs/rules.md §4.7)
    assert {INDEX["1m"], INDEX["4m"]} <= waiting_tiles(_counts("1234444678m456p"))
    assert not has_unique_wait(_counts("1234444678m456p"))


def test_a_seven_pairs_wait_beside_a_regular_wait_makes_two_waits():
    assert waiting_tiles(_counts("445566m2277779s")) == {INDEX["8s"], INDEX["9s"]}


def test_a_closed_wait_is_unique():
    assert waiting_tiles(_counts("4556m")) == {INDEX["5m"]}
    assert waiting_tiles(_counts("4456m")) == {INDEX["4m"], INDEX["7m"]}
