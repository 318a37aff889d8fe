"""Resolved profiles: the built-ins reproduce the tables from before rules were data, and the switch entries."""

import json
import pickle
from pathlib import Path

import pytest

from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.profiles import BUILTIN, builtin, builtin_name
from gbmj_cli.scoring.profiles.profile import GOVERNED, SELF_DRAWN_SPECIAL, SWITCHES, switch_entry

SNAPSHOT = json.loads((Path(__file__).resolve().parents[1] / "data" / "profile-1998-snapshot.json").read_text("utf-8"))
F = Fan


@pytest.mark.parametrize("name", ["1998", "mil"])
def test_1998_and_mil_reproduce_the_tables_from_before_the_redesign(name):
    profile = builtin(name)
    fans = {row["id"]: row for row in SNAPSHOT["FANS"]}
    for fan in Fan:
        row = profile.rows[fan]
        assert (row.number, row.points, row.name, row.name_en, fan.key) == (
            fans[fan.value]["id"], fans[fan.value]["points"], fans[fan.value]["zh"], fans[fan.value]["en"],
            fans[fan.value]["key"],
        )  # fmt: skip
    enabled = set(SNAPSHOT["PROFILES"][name])
    assert {f.value for f in profile.enabled} == enabled
    # The effective table (switch entries included) is the old EXCLUDES, restricted to the enabled fans.
    old = {int(k): set(v) & enabled for k, v in SNAPSHOT["EXCLUDES"].items() if int(k) in enabled}
    new = {f.value: {g.value for g in gs} for f, gs in profile.exclusions(0).items()}
    assert {k: v for k, v in new.items() if v} == {k: v for k, v in old.items() if v}
    # and the partial 幺九刻 removals: 九莲宝灯 one (a switch), the others fixed rules.
    assert SNAPSHOT["YAOJIU_PARTIAL"] == {"4": 1, "38": 3, "60": None, "61": None}
    assert profile.switches["nine_gates_terminal_pungs"] == "exclude_one"


def test_the_walk_order_is_1998_points_then_number_in_every_profile():
    walk = builtin("1998").walk
    order = sorted(walk, key=walk.__getitem__)
    assert [f.value for f in order[:5]] == [1, 2, 3, 4, 5]
    assert [f.value for f in order[52:57]] == [53, 54, 82, 55, 56]
    assert builtin("greenbook").walk == walk == builtin("mil").walk


def test_names_match_without_regard_to_case():
    assert builtin_name("MIL") == "mil" and builtin_name("GreenBook") == "greenbook" and builtin_name("nope") is None
    assert builtin("MIL") is builtin("mil")
    with pytest.raises(KeyError):
        builtin("nope")


def test_a_profile_is_picklable_for_batch_workers():
    profile = pickle.loads(pickle.dumps(builtin("greenbook")))
    assert profile.name == "greenbook" and profile.points[F.TWO_CONCEALED_KONGS] == 8
    assert profile.exclusions(2) == builtin("greenbook").exclusions(2)


def test_every_switch_governs_its_pairs_and_has_a_1998_value():
    assert set(GOVERNED.values()) == set(SWITCHES)
    assert {name: builtin("1998").switches[name] for name in SWITCHES} == {
        "self_drawn_special_forms_score": "self_drawn",
        "mixed_kong": "separate",
        "kongs_under_three_or_four_kongs": "absorbed",
        "nine_gates_terminal_pungs": "exclude_one",
        "knitted_straight_waits": "residual",
        "seven_pairs_tile_hog": "count_all",
    }


@pytest.mark.parametrize(
    ("value", "fan", "adds"),
    [
        ("self_drawn", F.SEVEN_PAIRS, True),
        ("fully_concealed", F.SEVEN_PAIRS, False),
        ("fully_concealed_except_knitted", F.SEVEN_PAIRS, False),
        ("fully_concealed_except_knitted", F.LESSER_HONORS_AND_KNITTED_TILES, True),
        ("fully_concealed_except_knitted", F.GREATER_HONORS_AND_KNITTED_TILES, True),
    ],
)
def test_self_drawn_special_forms_decide_fully_concealed(value, fan, adds):
    assert switch_entry(value, fan, F.FULLY_CONCEALED_HAND, 0) is adds
    assert fan in SELF_DRAWN_SPECIAL


@pytest.mark.parametrize(
    ("value", "concealed_kongs", "excludes"),
    [
        ("absorbed", 1, {F.CONCEALED_KONG, F.TWO_CONCEALED_KONGS}),
        ("concealed_kongs_add", 0, {F.CONCEALED_KONG, F.TWO_CONCEALED_KONGS}),
        ("concealed_kongs_add", 1, {F.TWO_CONCEALED_KONGS}),
        ("concealed_kongs_add", 2, {F.CONCEALED_KONG}),
        ("concealed_kongs_add", 3, {F.CONCEALED_KONG, F.TWO_CONCEALED_KONGS}),
    ],
)
def test_many_kongs_absorb_concealed_kongs_by_the_switch(value, concealed_kongs, excludes):
    for fan in (F.THREE_KONGS, F.FOUR_KONGS):
        found = {g for g in (F.CONCEALED_KONG, F.TWO_CONCEALED_KONGS) if switch_entry(value, fan, g, concealed_kongs)}
        assert found == excludes


@pytest.mark.parametrize(
    ("switch", "value", "fan", "excluded"),
    [
        ("mixed_kong", "two_melded_kongs_6", F.TWO_MELDED_KONGS, F.CONCEALED_KONG),
        ("nine_gates_terminal_pungs", "exclude_all", F.NINE_GATES, F.PUNG_OF_TERMINALS_OR_HONORS),
        ("knitted_straight_waits", "no_edge_closed", F.KNITTED_STRAIGHT, F.EDGE_WAIT),
        ("knitted_straight_waits", "no_edge_closed", F.KNITTED_STRAIGHT, F.CLOSED_WAIT),
    ],
)
def test_a_switch_value_adds_its_entry_and_the_others_do_not(switch, value, fan, excluded):
    for other in SWITCHES[switch]:
        assert switch_entry(other, fan, excluded, 0) is (other == value)


def test_seven_pairs_tile_hog_adds_no_plain_entry():
    for value in SWITCHES["seven_pairs_tile_hog"]:
        assert not switch_entry(value, F.ALL_GREEN, F.TILE_HOG, 0)


def test_a_disabled_fan_is_in_no_effective_list():
    for concealed_kongs in (0, 1, 2):
        table = builtin("1998").exclusions(concealed_kongs)
        assert F.CONCEALED_KONG_AND_MELDED_KONG not in table
        assert all(F.CONCEALED_KONG_AND_MELDED_KONG not in gs for gs in table.values())


def test_the_builtins_are_these_three():
    assert BUILTIN == ("1998", "mil", "greenbook")
    assert [builtin(name).chain for name in BUILTIN] == [("1998",), ("mil", "1998"), ("greenbook", "1998")]
