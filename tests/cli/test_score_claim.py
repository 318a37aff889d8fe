"""`gbmj score --claim`: a claimed score against the best reading, through Click's CliRunner.

Each case gives a hand, its flags, a claim, and what the referee must be told: the exit status (0
the claim matches, 3 it differs), the claimed fans that do not count with the reason (by key), and
the counted fans that were not claimed.
"""

import json
import shlex

import pytest
from click.testing import CliRunner

from gbmj_cli.cli.main import cli

from clirun import PLAIN, assert_rejected, run

README_HAND = "[EEE1][123m]456p789s1p1p --self-drawn --seat S --flowers 2"


def claim_of(hand_and_flags: str, claim: str, *more: str) -> tuple[int, dict]:
    result = run("score", *shlex.split(hand_and_flags), "--claim", claim, "--format", "json", *more)
    assert result.exit_code in (0, 3), result.output
    record = json.loads(result.stdout)
    assert record["claim"]["matches"] is (result.exit_code == 0)
    return result.exit_code, record["claim"]


def shortfalls(claim: dict) -> dict[str, str]:
    return {entry["key"]: entry["reason"] for entry in claim["not_counted"]}


def unclaimed(claim: dict) -> set[str]:
    return {entry["key"] for entry in claim["not_claimed"]}


CASES = [
    # --- exact claims: status 0 ---
    pytest.param(README_HAND, "花龙 圈风刻 单钓将 自摸", 0, {}, set(), id="exact-chinese"),
    pytest.param(README_HAND, "39 60 79 80 花牌x2", 0, {}, set(), id="exact-numbers-and-flowers"),
    pytest.param(README_HAND, "total=14", 0, {}, set(), id="exact-total-only"),
    pytest.param(README_HAND, "花龙圈风刻单钓将自摸", 0, {}, set(), id="exact-names-run-together"),
    pytest.param(
        README_HAND,
        "Mixed Straight, prevalent_wind, single wait, Self-Drawn total=14",
        0,
        {},
        set(),
        id="exact-english-and-keys",
    ),
    pytest.param("1112345678999p9p", "九莲宝灯 清龙 四归一", 0, {}, set(), id="exact-nine-gates"),
    pytest.param(
        "111m222p333s444s9s9s --self-drawn", "四暗刻 三色三节高 幺九刻 无字 单钓将 自摸", 0, {}, set(), id="exact-pungs"
    ),
    pytest.param("1122m3344p5566s7s7s", "七对 无字", 0, {}, set(), id="exact-seven-pairs"),
    pytest.param("[789s1]123m123m789s5p5p", "平和 一般高x2 单钓将", 0, {}, set(), id="exact-count-two"),
    pytest.param(
        "[789s1]123m123m789s5p5p",
        "all chows, pure double chow, pure double chow, 79",
        0,
        {},
        set(),
        id="exact-repeated",
    ),
    pytest.param("[1111m][2222s1]345p678m9p9p --rules mil", "明暗杠 幺九刻 无字 单钓将", 0, {}, set(), id="exact-mil"),
    # --- a counted fan left out of the claim ---
    pytest.param(README_HAND, "花龙 自摸", 3, {}, {"prevalent_wind", "single_wait"}, id="missing-fans"),
    pytest.param(
        "2345666777888m2m", "清一色 一色三节高 三暗刻", 3, {}, {"concealed_hand", "all_simples"}, id="missing-two-small"
    ),
    pytest.param(README_HAND, "花龙 圈风刻 单钓将 自摸 花牌", 3, {}, {"flower_tiles"}, id="one-flower-of-two"),
    # --- a claimed fan the hand does not have ---
    pytest.param(
        README_HAND, "花龙 圈风刻 单钓将 自摸 清一色", 3, {"full_flush": "not_present"}, set(), id="extra-fan"
    ),
    pytest.param(
        "123m456m789s234p5p5p",
        "门前清 平和 连六 断幺",
        3,
        {"all_simples": "not_present"},
        set(),
        id="extra-all-simples",
    ),
    pytest.param(
        "[789s1]123m123m789s5p5p",
        "平和 一般高x3 单钓将",
        3,
        {"pure_double_chow": "not_present"},
        set(),
        id="extra-count",
    ),
    # --- a claimed fan that a counted fan excludes ---
    pytest.param(
        README_HAND,
        "花龙 幺九刻 自摸",
        3,
        {"pung_of_terminals_or_honors": "excluded"},
        {"prevalent_wind", "single_wait"},
        id="excluded-terminal-pung",
    ),
    pytest.param(
        "111m222p333s444s9s9s --self-drawn",
        "四暗刻 碰碰和 三色三节高 幺九刻 无字 单钓将 自摸",
        3,
        {"all_pungs": "excluded"},
        set(),
        id="excluded-all-pungs",
    ),
    pytest.param("1122m3344p5566s7s7s", "七对 单钓将 无字", 3, {"single_wait": "excluded"}, set(), id="excluded-wait"),
    pytest.param(
        "[EEE1][111m2]999s123p5p5p",
        "圈风刻 门风刻 幺九刻x3 单钓将",
        3,
        {"pung_of_terminals_or_honors": "excluded"},
        set(),
        id="excluded-one-pung-of-three",
    ),
    # --- a combination principle, or another reading ---
    pytest.param(
        "123456789m123s5s5s",
        "清龙 连六 门前清 平和 喜相逢 缺一门 单钓将",
        3,
        {"short_straight": "principle"},
        set(),
        id="principle-inside-pure-straight",
    ),
    pytest.param(
        "123m123m123s123p5s5s",
        "三色三同顺 一般高 喜相逢 门前清 平和 单钓将",
        3,
        {"mixed_double_chow": "principle"},
        set(),
        id="principle-account-once",
    ),
    pytest.param(
        "111222333m456s7p7p",
        "一色三同顺 门前清",
        3,
        {"pure_triple_chow": "other_reading"},
        {
            "pure_shifted_pungs",
            "three_concealed_pungs",
            "pung_of_terminals_or_honors",
            "no_honors",
            "single_wait",
        },
        id="other-reading",
    ),
    pytest.param(
        "[1111m][2222s1]345p678m9p9p",
        "明暗杠 幺九刻 无字 单钓将",
        3,
        {"concealed_kong_and_melded_kong": "not_in_rules"},
        {"concealed_kong", "melded_kong"},
        id="not-in-the-1998-rules",
    ),
    # --- more hands: special forms, honours, melded hands ---
    pytest.param("19m19s19pESWNCFP1m", "十三幺", 0, {}, set(), id="exact-thirteen-orphans"),
    pytest.param("147m258s369p123m5p5p", "组合龙 门前清 平和 单钓将", 0, {}, set(), id="exact-knitted-straight"),
    pytest.param("[123m1][456s2][789p3][EEE1]5p5p", "花龙 全求人 圈风刻 门风刻", 0, {}, set(), id="exact-melded-hand"),
    pytest.param(
        "EEESSSWWW123mNN",
        "小四喜 三风刻 三暗刻 混一色 全带幺 圈风刻 门风刻 门前清 单钓将",
        3,
        {"big_three_winds": "excluded"},
        set(),
        id="excluded-under-little-four-winds",
    ),
    pytest.param(
        "1122334455667m7m", "连七对 清一色", 3, {"full_flush": "excluded"}, set(), id="excluded-shifted-pairs"
    ),
    pytest.param(
        "[EEE1][SSS2][WWW3][NNN1]1p1p",
        "大四喜 混幺九 混一色 全求人 碰碰和",
        3,
        {"all_pungs": "excluded"},
        set(),
        id="excluded-under-big-four-winds",
    ),
    pytest.param(
        "123m123m123m123m5s5s",
        "一色四同顺 一般高 门前清 平和 缺一门 单钓将",
        3,
        {"pure_double_chow": "excluded"},
        set(),
        id="excluded-under-quadruple-chow",
    ),
    pytest.param(
        "CCCFFFPP123m45s6s",
        "小三元 双箭刻 门前清 双暗刻 缺一门",
        3,
        {"two_dragons_pungs": "excluded"},
        set(),
        id="excluded-under-little-three-dragons",
    ),
    # --- the fans match, the total does not ---
    pytest.param(README_HAND, "花龙 圈风刻 单钓将 自摸 total=13", 3, {}, set(), id="wrong-total-with-fans"),
    pytest.param(README_HAND, "total=12", 3, {}, set(), id="wrong-total-forgot-flowers"),
]


@pytest.mark.parametrize("hand, claim, status, not_counted, not_claimed", CASES)
def test_claim_against_the_score(hand: str, claim: str, status: int, not_counted: dict, not_claimed: set) -> None:
    """At least 20 different hands, every kind of difference (the ids say which)."""
    code, checked = claim_of(hand, claim)
    assert code == status
    assert shortfalls(checked) == not_counted
    assert unclaimed(checked) == not_claimed


def test_a_claim_with_fans_totals_their_points_and_the_flowers() -> None:
    _, checked = claim_of(README_HAND, "花龙 幺九刻 自摸")
    assert (checked["total"], checked["total_given"], checked["scored_total"]) == (8 + 1 + 1 + 2, False, 14)
    assert [f["id"] for f in checked["fans"]] == [39, 73, 80]


def test_an_excluded_claim_names_what_excludes_it() -> None:
    _, checked = claim_of(README_HAND, "花龙 幺九刻 自摸")
    (entry,) = checked["not_counted"]
    assert entry == {
        "id": 73,
        "key": "pung_of_terminals_or_honors",
        "name": "幺九刻",
        "name_en": "Pung of Terminals or Honors",
        "claimed": 1,
        "counted": 0,
        "reason": "excluded",
        "by": [60],
        "by_keys": ["prevalent_wind"],
    }


def test_a_fan_of_another_reading_names_that_reading_and_its_total() -> None:
    _, checked = claim_of("111222333m456s7p7p", "一色三同顺")
    (entry,) = checked["not_counted"]
    assert entry["reading"] == {"fan_total": 29, "decomposition": ["123m", "123m", "123m", "456s", "77p"]}
    assert checked["scored_total"] == 45


def test_the_wrong_total_alone_differs_and_names_no_fan() -> None:
    code, checked = claim_of(README_HAND, "花龙 圈风刻 单钓将 自摸 total=13")
    assert code == 3
    assert (checked["total"], checked["total_given"], checked["not_counted"], checked["not_claimed"]) == (
        13,
        True,
        [],
        [],
    )


@pytest.mark.parametrize(
    "claim, phrases",
    [
        pytest.param("花龙 龙虎斗", ["--claim: no fan is called '龙虎斗'"], id="unknown-name"),
        pytest.param("Mixed Straigth, 自摸", ["no fan is called 'Mixed Straigth'", "'Mixed Straight'"], id="typo"),
        pytest.param("self-drawn mixed straigth 80", ["no fan is called 'mixed straigth'"], id="typo-lower-case"),
        pytest.param("花龙x0", ["--claim: the count of '花龙' takes a whole number from 1"], id="count-zero"),
        pytest.param("total=abc", ["--claim: total= takes a whole number"], id="bad-total"),
        pytest.param("total=10 total=12", ["--claim gives total= twice"], id="two-totals"),
        pytest.param("  ", ["--claim names no fan and no total"], id="empty"),
    ],
)
def test_a_claim_that_cannot_be_read_is_one_sentence_and_status_1(claim: str, phrases: list[str]) -> None:
    lines = assert_rejected(run("score", *shlex.split(README_HAND), "--claim", claim), *phrases)
    assert len(lines) == 1


def test_an_unknown_name_suggests_close_ones() -> None:
    assert_rejected(run("score", *shlex.split(README_HAND), "--claim", "幺九"), "did you mean", "'幺九刻'")


def test_the_hand_is_rejected_before_the_claim_is_read() -> None:
    assert_rejected(run("score", "123m456", "--claim", "龙虎斗"), "digits '456' have no suit letter")


def test_the_claim_reads_printed_numbers_of_the_profile() -> None:
    # Under greenbook 双暗杠 is 48 and 碰碰和 49 (docs/profiles.md §6.3).
    code, checked = claim_of("[1111m0][2222s0]345p678m9p9p", "48 单钓将 无字 幺九刻 门前清", "--rules", "greenbook")
    assert code == 0, checked
    assert {f["key"] for f in checked["fans"]} >= {"two_concealed_kongs"}


def test_the_table_says_whether_the_claim_matches() -> None:
    out = run("score", *shlex.split(README_HAND), "--claim", "花龙 圈风刻 单钓将 自摸", "--format", "table").stdout
    assert "Claim 花龙 圈风刻 单钓将 自摸  = 14: matches the score" in out
    assert "Claimed, not counted" not in out and "Counted, not claimed" not in out


def test_the_table_lists_what_differs_and_why() -> None:
    result = run("score", *shlex.split(README_HAND), "--claim", "花龙 幺九刻 自摸", "--format", "table", "--lang", "en")
    assert result.exit_code == 3
    out = result.stdout
    assert "Claim 花龙 幺九刻 自摸  = 12, scored 14: differs" in out
    claimed = out.split("Claimed, not counted", 1)[1].split("Counted, not claimed", 1)[0]
    assert "73   Pung of Terminals or Honors         1         0   excluded by Prevalent Wind (60)" in claimed
    unclaimed_part = out.split("Counted, not claimed", 1)[1]
    assert [line.split()[0] for line in unclaimed_part.splitlines() if line.strip()[:2].isdigit()] == ["60", "79"]


@pytest.mark.parametrize(
    "claim, why",
    [
        pytest.param("清龙 连六", "套算一次、不重复：这些牌组已经计了别的番", id="principle"),
        pytest.param("清龙 清一色", "牌型中没有这个番", id="not-present"),
    ],
)
def test_the_table_gives_the_reason_in_chinese(claim: str, why: str) -> None:
    out = run("score", "123456789m123s5s5s", "--claim", claim, "--format", "table", "--lang", "zh").stdout
    assert "报而未计" in out and why in out
    assert "计分 23：不符" in out


def test_the_table_says_a_fan_counted_fewer_times_than_claimed() -> None:
    out = run("score", "[789s1]123m123m789s5p5p", "--claim", "平和 一般高x3 单钓将", "--format", "table").stdout
    assert "the hand has it only 2 times" in out


def test_the_input_quotes_the_claim_so_that_batch_reads_the_same_line(tmp_path) -> None:
    result = run("score", *shlex.split(README_HAND), "--claim", "花龙 幺九刻 自摸", "--format", "json")
    record = json.loads(result.stdout)
    assert record["input"] == README_HAND + " --claim '花龙 幺九刻 自摸'"
    again = CliRunner().invoke(
        cli, ["batch", "--format", "ndjson", "--no-summary"], input=record["input"] + "\n", env=PLAIN
    )
    line = json.loads(again.stdout)
    assert line["claim"] == record["claim"]
    assert again.exit_code == 3


def test_csv_of_score_is_the_fan_rows_and_the_status_says_the_claim_differs() -> None:
    result = run("score", *shlex.split(README_HAND), "--claim", "花龙", "--format", "csv")
    assert result.exit_code == 3
    assert result.stdout.splitlines()[0].startswith("id,name,name_en,points,count,subtotal,key,section")


def test_the_claim_cases_cover_at_least_20_hands() -> None:
    assert len({case.values[0] for case in CASES}) >= 20
