"""The exclusion table and the excluded-fans report (output.md's examples, and the table's shape)."""

import pytest

from gbmj_cli.core.fans.catalog import FANS
from gbmj_cli.core.fans.exclude import EXCLUDES, YAOJIU_PARTIAL, apply_exclusions

from conftest import fan_counts, score_text

# (hand with flags, counted fans, excluded fans as {id: (count, by)}) from output.md
OUTPUT_MD_EXAMPLES = [
    (
        "[EEE1][123m]456p789s1p1p --self-drawn --seat S --flowers 2",
        {39: 1, 60: 1, 79: 1, 80: 1, 81: 2},
        {73: (1, (60,))},
    ),
    (
        "111m222p333s444s9s9s --self-drawn",
        {12: 1, 42: 1, 73: 1, 76: 1, 79: 1, 80: 1},
        {33: (1, (12,)), 48: (1, (12,)), 56: (1, (12,)), 62: (1, (12,)), 66: (1, (12,))},
    ),
    ("1122m3344p5566s7s7s", {19: 1, 76: 1}, {62: (1, (19,)), 79: (1, (19,))}),
    (
        "2345666777888m2m",
        {22: 1, 24: 1, 33: 1, 62: 1, 68: 1},
        {66: (1, (33,)), 75: (1, (22,)), 76: (1, (22, 68))},
    ),
    # output.md lists only 70 here; 无字 holds too and 平和's clause names it (rules.md, row 63), as 断幺's
    # does in the example above, so the report also gives 76 by [63].
    ("123m123m123s123p5s5s", {41: 1, 62: 1, 63: 1, 69: 1, 79: 1}, {70: (1, ()), 76: (1, (63,))}),
]


@pytest.mark.parametrize(("line", "counted", "excluded"), OUTPUT_MD_EXAMPLES, ids=[e[0] for e in OUTPUT_MD_EXAMPLES])
def test_excluded_fans_name_what_excluded_them(line, counted, excluded):
    hand, _, flags = line.partition(" ")
    result = score_text(hand, flags)
    assert fan_counts(result) == counted
    assert {e.id: (e.count, e.by) for e in result.excluded} == excluded


def test_exclusion_table_names_only_known_fans_and_never_itself():
    for fan, excluded in EXCLUDES.items():
        assert fan in FANS
        assert excluded <= set(FANS)
        assert fan not in excluded


def test_every_exclusion_goes_to_a_fan_of_fewer_points_so_one_pass_settles_it():
    for fan, excluded in EXCLUDES.items():
        for other in excluded - {23, 24}:
            assert FANS[other].points < FANS[fan].points or fan == 82, (fan, other)


def test_an_excluded_fan_excludes_nothing():
    # 四暗刻 drops 不求人, so 不求人 cannot drop 自摸.
    counted, excluded = apply_exclusions({12: 1, 56: 1, 62: 1, 80: 1}, {}, 0)
    assert counted == {12: 1, 80: 1}
    assert (56, 1, (12,)) in excluded


def test_three_winds_remove_three_pungs_of_terminals_and_no_more():
    counted, excluded = apply_exclusions({38: 1, 60: 1, 73: 4}, {}, 1)
    assert counted[73] == 1
    assert (73, 3, (38, 60)) in excluded


def test_seat_and_prevalent_wind_on_one_pung_remove_its_pung_of_terminals_once():
    counted, excluded = apply_exclusions({60: 1, 61: 1, 73: 2}, {}, 1)
    assert counted[73] == 1
    assert excluded == [(73, 1, (60, 61))]


def test_partial_yaojiu_removers_are_catalogued_fans():
    assert set(YAOJIU_PARTIAL) <= set(FANS)
