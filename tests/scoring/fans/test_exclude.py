"""The exclusion pass and the excluded-fans report (the walk order, the removals by number)."""

import pytest

from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.fans.exclude import apply_exclusions, seven_pairs_hogs_removed, terminal_pungs_removed
from gbmj_cli.scoring.profiles import builtin

from conftest import fan_counts, score_text

F = Fan
P1998 = builtin("1998")
TABLE = P1998.exclusions(0)

# (hand with flags, counted fans, excluded fans as {fan: (count, by)}) from docs/output.md
OUTPUT_MD_EXAMPLES = [
    (
        "[EEE1][123m]456p789s1p1p --self-drawn --seat S --flowers 2",
        {F.MIXED_STRAIGHT: 1, F.PREVALENT_WIND: 1, F.SINGLE_WAIT: 1, F.SELF_DRAWN: 1, F.FLOWER_TILES: 2},
        {F.PUNG_OF_TERMINALS_OR_HONORS: (1, (F.PREVALENT_WIND,))},
    ),
    (
        "111m222p333s444s9s9s --self-drawn",
        {
            F.FOUR_CONCEALED_PUNGS: 1,
            F.MIXED_SHIFTED_PUNGS: 1,
            F.PUNG_OF_TERMINALS_OR_HONORS: 1,
            F.NO_HONORS: 1,
            F.SINGLE_WAIT: 1,
            F.SELF_DRAWN: 1,
        },
        {
            f: (1, (F.FOUR_CONCEALED_PUNGS,))
            for f in (
                F.THREE_CONCEALED_PUNGS,
                F.ALL_PUNGS,
                F.FULLY_CONCEALED_HAND,
                F.CONCEALED_HAND,
                F.TWO_CONCEALED_PUNGS,
            )
        },
    ),
    (
        "1122m3344p5566s7s7s",
        {F.SEVEN_PAIRS: 1, F.NO_HONORS: 1},
        {F.CONCEALED_HAND: (1, (F.SEVEN_PAIRS,)), F.SINGLE_WAIT: (1, (F.SEVEN_PAIRS,))},
    ),
    (
        "2345666777888m2m",
        {F.FULL_FLUSH: 1, F.PURE_SHIFTED_PUNGS: 1, F.THREE_CONCEALED_PUNGS: 1, F.CONCEALED_HAND: 1, F.ALL_SIMPLES: 1},
        {
            F.TWO_CONCEALED_PUNGS: (1, (F.THREE_CONCEALED_PUNGS,)),
            F.ONE_VOIDED_SUIT: (1, (F.FULL_FLUSH,)),
            F.NO_HONORS: (1, (F.FULL_FLUSH, F.ALL_SIMPLES)),
        },
    ),
    # 喜相逢 is here, and 无字 too: 平和's clause names it (docs/rules.md, row 63), as 断幺's
    # does in the example above, so the report also gives 无字 by [平和].
    (
        "123m123m123s123p5s5s",
        {F.MIXED_TRIPLE_CHOW: 1, F.CONCEALED_HAND: 1, F.ALL_CHOWS: 1, F.PURE_DOUBLE_CHOW: 1, F.SINGLE_WAIT: 1},
        {F.MIXED_DOUBLE_CHOW: (1, ()), F.NO_HONORS: (1, (F.ALL_CHOWS,))},
    ),
]


@pytest.mark.parametrize(("line", "counted", "excluded"), OUTPUT_MD_EXAMPLES, ids=[e[0] for e in OUTPUT_MD_EXAMPLES])
def test_excluded_fans_name_what_excluded_them(line, counted, excluded):
    hand, _, flags = line.partition(" ")
    result = score_text(hand, flags)
    assert fan_counts(result) == counted
    assert {e.fan: (e.count, e.by) for e in result.excluded} == excluded


def test_no_fan_excludes_itself_in_any_profile():
    for name in ("1998", "mil", "greenbook"):
        for concealed_kongs in (0, 1, 2):
            for fan, excluded in builtin(name).exclusions(concealed_kongs).items():
                assert fan not in excluded, (name, fan)


def test_every_exclusion_goes_to_a_fan_later_in_the_walk_so_one_pass_settles_it():
    walk = P1998.walk
    for fan, excluded in P1998.listed().items():
        for other in excluded - {F.PURE_TRIPLE_CHOW, F.PURE_SHIFTED_PUNGS}:  # the mutual pair, never together
            assert walk[other] > walk[fan], (fan, other)


def test_an_excluded_fan_excludes_nothing():
    # 四暗刻 drops 不求人, so 不求人 cannot drop 自摸.
    raw = {F.FOUR_CONCEALED_PUNGS: 1, F.FULLY_CONCEALED_HAND: 1, F.CONCEALED_HAND: 1, F.SELF_DRAWN: 1}
    counted, excluded = apply_exclusions(raw, (), 0, P1998, TABLE, pairs_reading=False)
    assert counted == {F.FOUR_CONCEALED_PUNGS: 1, F.SELF_DRAWN: 1}
    assert (F.FULLY_CONCEALED_HAND, 1, (F.FOUR_CONCEALED_PUNGS,)) in excluded


def test_a_disabled_fan_neither_counts_nor_is_reported():
    raw = {F.CONCEALED_KONG_AND_MELDED_KONG: 1, F.MELDED_KONG: 1, F.CONCEALED_KONG: 1}
    counted, excluded = apply_exclusions(raw, (), 0, P1998, TABLE, pairs_reading=False)
    assert counted == {F.MELDED_KONG: 1, F.CONCEALED_KONG: 1} and excluded == []


def test_three_winds_remove_three_pungs_of_terminals_and_no_more():
    raw = {F.BIG_THREE_WINDS: 1, F.PREVALENT_WIND: 1, F.PUNG_OF_TERMINALS_OR_HONORS: 4}
    counted, excluded = apply_exclusions(raw, (), 1, P1998, TABLE, pairs_reading=False)
    assert counted[F.PUNG_OF_TERMINALS_OR_HONORS] == 1
    assert (F.PUNG_OF_TERMINALS_OR_HONORS, 3, (F.BIG_THREE_WINDS, F.PREVALENT_WIND)) in excluded


def test_seat_and_prevalent_wind_on_one_pung_remove_its_pung_of_terminals_once():
    raw = {F.PREVALENT_WIND: 1, F.SEAT_WIND: 1, F.PUNG_OF_TERMINALS_OR_HONORS: 2}
    counted, excluded = apply_exclusions(raw, (), 1, P1998, TABLE, pairs_reading=False)
    assert counted[F.PUNG_OF_TERMINALS_OR_HONORS] == 1
    assert excluded == [(F.PUNG_OF_TERMINALS_OR_HONORS, 1, (F.PREVALENT_WIND, F.SEAT_WIND))]


@pytest.mark.parametrize(("value", "gone"), [("exclude_one", 1), ("exclude_all", 2)])
def test_nine_gates_removes_terminal_pungs_by_its_switch(value, gone):
    table = {F.NINE_GATES: frozenset({F.PUNG_OF_TERMINALS_OR_HONORS})} if value == "exclude_all" else {}
    switches = {"nine_gates_terminal_pungs": value}
    excluders = [(f, table[f]) for f in (F.NINE_GATES,) if f in table]
    assert terminal_pungs_removed(2, {F.NINE_GATES: 1}, excluders, 0, switches) == (gone, (F.NINE_GATES,))


@pytest.mark.parametrize(
    ("value", "removed"), [("count_all", None), ("drop_one_inevitable", 1), ("none_with_all_green_or_all_terminals", 3)]
)
def test_seven_pairs_tile_hogs_under_all_green_follow_the_switch(value, removed):
    counted = {F.ALL_GREEN: 1, F.SEVEN_PAIRS: 1, F.TILE_HOG: 3}
    found = seven_pairs_hogs_removed(counted, value)
    assert found == (None if removed is None else (F.TILE_HOG, removed, (F.ALL_GREEN,)))


def test_seven_pairs_tile_hogs_need_all_green_or_all_terminals():
    assert seven_pairs_hogs_removed({F.SEVEN_PAIRS: 1, F.TILE_HOG: 2}, "drop_one_inevitable") is None
