"""Reading a claim (``gbmj_cli.records.claim``) and checking it against a score (``gbmj_cli.scoring.claim``)."""

import pytest

from gbmj_cli.base.errors import GbmjError
from gbmj_cli.records.claim import ClaimError, parse_claim
from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.claim import Claim, Reason, check_claim
from gbmj_cli.scoring.profiles import builtin

from conftest import score_text

PROFILE = builtin("1998")


@pytest.mark.parametrize(
    "text, fans, total",
    [
        pytest.param(
            "花龙 幺九刻 自摸", {"mixed_straight": 1, "pung_of_terminals_or_honors": 1, "self_drawn": 1}, None
        ),
        pytest.param(
            "花龙、幺九刻，自摸", {"mixed_straight": 1, "pung_of_terminals_or_honors": 1, "self_drawn": 1}, None
        ),
        pytest.param("花龙幺九刻自摸", {"mixed_straight": 1, "pung_of_terminals_or_honors": 1, "self_drawn": 1}, None),
        pytest.param("七对连七对", {"seven_pairs": 1, "seven_shifted_pairs": 1}, None, id="longest-name-first"),
        pytest.param(
            "Pung of Terminals or Honors self drawn", {"pung_of_terminals_or_honors": 1, "self_drawn": 1}, None
        ),
        pytest.param("mixed_straight SELF-DRAWN", {"mixed_straight": 1, "self_drawn": 1}, None, id="keys-any-case"),
        pytest.param("39 80 total=14", {"mixed_straight": 1, "self_drawn": 1}, 14, id="numbers-and-total"),
        pytest.param("Total = 14", {}, 14, id="total-alone-with-spaces"),
        pytest.param("喜相逢x2", {"mixed_double_chow": 2}, None, id="count-glued"),
        pytest.param("喜相逢 ×2 自摸", {"mixed_double_chow": 2, "self_drawn": 1}, None, id="count-apart"),
        pytest.param("70x2", {"mixed_double_chow": 2}, None, id="number-and-count"),
        pytest.param("喜相逢 喜相逢 Mixed Double Chow", {"mixed_double_chow": 3}, None, id="repeated"),
        pytest.param("喜相逢×2自摸", {"mixed_double_chow": 2, "self_drawn": 1}, None, id="count-inside-a-run"),
        pytest.param("82", {"concealed_kong_and_melded_kong": 1}, None, id="a-disabled-fan-is-still-a-fan"),
    ],
)
def test_a_claim_reads_names_numbers_keys_counts_and_a_total(text: str, fans: dict[str, int], total: int | None):
    claim = parse_claim(text, PROFILE)
    assert {fan.key: n for fan, n in claim.fans} == fans
    assert claim.total == total


def test_a_claim_reads_the_numbers_of_its_profile() -> None:
    assert parse_claim("48", builtin("greenbook")).fans == ((Fan.TWO_CONCEALED_KONGS, 1),)
    assert parse_claim("48", PROFILE).fans == ((Fan.ALL_PUNGS, 1),)


@pytest.mark.parametrize("text", ["龙虎斗", "花龙 x0", "total=", "total=-1", "", "x2"])
def test_a_claim_that_cannot_be_read_raises_one_usage_error(text: str) -> None:
    with pytest.raises(ClaimError) as raised:
        parse_claim(text, PROFILE)
    assert isinstance(raised.value, GbmjError) and raised.value.kind == "usage"
    assert raised.value.message.startswith("--claim")


def check(hand: str, flags: str, claim: str):
    result = score_text(hand, flags)
    return check_claim(parse_claim(claim, result.profile), result)


def test_flowers_not_named_are_claimed_as_the_hand_has_them() -> None:
    checked = check("[EEE1][123m]456p789s1p1p", "--self-drawn --seat S --flowers 2", "花龙 圈风刻 单钓将 自摸")
    assert checked.matches and checked.claimed_total == 14


def test_flowers_named_are_compared_like_any_fan() -> None:
    checked = check("[EEE1][123m]456p789s1p1p", "--self-drawn --seat S --flowers 2", "花龙 圈风刻 单钓将 自摸 花牌x3")
    assert [(s.fan, s.claimed, s.counted, s.reason) for s in checked.not_counted] == [
        (Fan.FLOWER_TILES, 3, 2, Reason.NOT_PRESENT)
    ]
    assert checked.claimed_total == 15


def test_a_total_alone_compares_only_the_total() -> None:
    checked = check("[EEE1][123m]456p789s1p1p", "--self-drawn --seat S --flowers 2", "total=14")
    assert checked.matches and not checked.not_counted and not checked.not_claimed


def test_equal_totals_with_other_fans_differ() -> None:
    checked = check("1122m3344p5566s7s7s", "", "七对 单钓将")  # 24 + 1, as 七对 + 无字
    assert checked.claimed_total == checked.scored_total == 25
    assert not checked.matches
    assert [s.reason for s in checked.not_counted] == [Reason.EXCLUDED]
    assert [u.fan for u in checked.not_claimed] == [Fan.NO_HONORS]


def test_a_fan_counted_more_often_than_claimed_is_not_claimed_the_rest_of_the_times() -> None:
    checked = check("[789s1]123m123m789s5p5p", "", "平和 一般高 单钓将")
    assert [(u.fan, u.count) for u in checked.not_claimed] == [(Fan.PURE_DOUBLE_CHOW, 1)]


def test_the_pair_fans_trimmed_by_account_once_are_a_principle() -> None:
    # 234567s 234567p: 连六 twice and 喜相逢 twice, of which 套算一次 keeps three (docs/rules.md §4.3).
    checked = check("234567s234567p5m5m", "", "连六x2 喜相逢x2 门前清 平和")
    assert [(s.fan, s.claimed, s.counted, s.reason) for s in checked.not_counted] == [
        (Fan.SHORT_STRAIGHT, 2, 1, Reason.PRINCIPLE)
    ]


def test_a_double_pung_inside_a_triple_pung_is_a_principle() -> None:
    checked = check("111m111s111p234m5p5p", "", "三同刻 双同刻")
    assert Reason.PRINCIPLE in {s.reason for s in checked.not_counted if s.fan is Fan.DOUBLE_PUNG}


def test_a_fan_of_a_lower_reading_names_it() -> None:
    checked = check("111222333m456s7p7p", "", "一色三同顺")
    (shortfall,) = checked.not_counted
    assert shortfall.reason is Reason.OTHER_READING
    assert shortfall.reading == (29, ("123m", "123m", "123m", "456s", "77p"))


def test_an_empty_claim_object_is_a_total_only() -> None:
    result = score_text("123m456m789s234p5p5p")
    checked = check_claim(Claim("total=5", (), 5), result)
    assert checked.matches
