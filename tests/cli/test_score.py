"""`gbmj score` through Click's CliRunner: every format, every error class."""

import json

import pytest
from rich.cells import cell_len

from clirun import assert_rejected, fans_of, ok, run

README_HAND = ["[EEE1][123m]456p789s1p1p", "--self-drawn", "--seat", "S", "--flowers", "2"]


# --- score: formats ---------------------------------------------------------------------------


def test_score_json_matches_the_output_md_record():
    record = json.loads(ok("score", *README_HAND, "--format", "json").stdout)
    assert record["input"] == " ".join(README_HAND)  # the words as typed: no output options
    assert record["hand"] == "[EEE1][123m]789s1456p1p"
    assert record["context"] == {
        "self_drawn": True,
        "seat": "S",
        "round": "E",
        "flowers": 2,
        "last_tile": False,
        "kong_draw": False,
        "robbing_kong": False,
        "fourth_tile": False,
        "from": None,
        "base": 8,
    }
    assert record["form"] == "regular"
    assert record["decomposition"] == ["[EEE1]", "[123m]", "789s", "456p", "11p"]
    assert record["fans"][0] == {
        "id": 39,
        "key": "mixed_straight",
        "name": "花龙",
        "name_en": "Mixed Straight",
        "points": 8,
        "count": 1,
        "sets": [["[123m]", "789s", "456p"]],
    }
    assert fans_of(record) == {39: 1, 60: 1, 79: 1, 80: 1, 81: 2}
    assert record["excluded"] == [
        {
            "id": 73,
            "key": "pung_of_terminals_or_honors",
            "name": "幺九刻",
            "name_en": "Pung of Terminals or Honors",
            "count": 1,
            "by": [60],
            "by_keys": ["prevalent_wind"],
            "sets": [["[EEE1]"]],
        }
    ]
    assert (record["fan_total"], record["flowers"], record["total"], record["meets_minimum"]) == (12, 2, 14, True)
    assert record["payments"] == [
        {"seat": "S", "role": "winner", "amount": 66},
        {"seat": "W", "role": "other", "amount": -22},
        {"seat": "N", "role": "other", "amount": -22},
        {"seat": "E", "role": "other", "amount": -22},
    ]


def test_score_defaults_to_json_when_piped():
    record = json.loads(ok("score", *README_HAND).stdout)
    assert record["total"] == 14


@pytest.mark.parametrize(
    "args, excluded",
    [
        pytest.param(README_HAND, {73: (1, [60])}, id="prevalent_wind"),
        pytest.param(
            ["111m222p333s444s9s9s", "--self-drawn"],
            {33: (1, [12]), 48: (1, [12]), 56: (1, [12]), 62: (1, [12]), 66: (1, [12])},
            id="four_concealed_pungs",
        ),
        pytest.param(["1122m3344p5566s7s7s"], {62: (1, [19]), 79: (1, [19])}, id="seven_pairs"),
        pytest.param(["2345666777888m2m"], {66: (1, [33]), 75: (1, [22]), 76: (1, [22, 68])}, id="full_flush"),
        # 平和 names 无字 as well as 70, as for every 平和 hand.
        pytest.param(["123m123m123s123p5s5s"], {70: (1, []), 76: (1, [63])}, id="account_once"),
    ],
)
def test_score_json_excluded_examples_of_output_md(args, excluded):
    record = json.loads(ok("score", *args, "--format", "json").stdout)
    assert {e["id"]: (e["count"], e["by"]) for e in record["excluded"]} == excluded


def test_score_ndjson_is_one_line():
    out = ok("score", *README_HAND, "--format", "ndjson").stdout
    assert out.count("\n") == 1
    assert json.loads(out)["fan_total"] == 12


def test_score_csv_has_one_row_per_counted_fan_then_the_excluded_fans_totals_and_payments():
    out = ok("score", *README_HAND, "--format", "csv").stdout
    assert out.splitlines() == [
        "id,name,name_en,points,count,subtotal,key,section,excluded_by,seat,role,amount",
        "39,花龙,Mixed Straight,8,1,8,mixed_straight,fan,,,,",
        "60,圈风刻,Prevalent Wind,2,1,2,prevalent_wind,fan,,,,",
        "79,单钓将,Single Wait,1,1,1,single_wait,fan,,,,",
        "80,自摸,Self-Drawn,1,1,1,self_drawn,fan,,,,",
        "81,花牌,Flower Tiles,1,2,2,flower_tiles,fan,,,,",
        "73,幺九刻,Pung of Terminals or Honors,,1,,pung_of_terminals_or_honors,excluded,60,,,",
        ",番数,fan total (flowers left out),,,12,fan_total,total,,,,",
        ",花牌,flowers,,,2,flowers,total,,,,",
        ",合计,total,,,14,total,total,,,,",
        ",起和,meets the 8-fan minimum,,,true,meets_minimum,total,,,,",
        ",,,,,,,payment,,S,winner,66",
        ",,,,,,,payment,,W,other,-22",
        ",,,,,,,payment,,N,other,-22",
        ",,,,,,,payment,,E,other,-22",
    ]


def test_score_table_shows_fans_exclusions_totals_and_payments():
    out = ok("score", *README_HAND, "--format", "table").stdout
    assert "[EEE1][123m]789s1456p1p" in out
    assert "[E E E]  [1m 2m 3m]  7s 8s 9s 1p 4p 5p 6p  + 1p" in out  # drawn as text when piped
    assert "[EEE1]  [123m]  789s  456p  11p" in out
    for cells in (
        "39 花龙 Mixed Straight 8 1 8 [123m] 789s 456p".split(),
        "81 花牌 Flower Tiles 1 2 2 how it was won".split(),
    ):
        assert any(line.split() == cells for line in out.splitlines()), cells
    assert "Excluded by" in out
    assert "73   幺九刻   Pung of Terminals or Honors   圈风刻 Prevalent Wind (60)   [EEE1]" in out
    assert "Fans 12 + flowers 2 = total 14   8-fan minimum met" in out
    assert "Payments (base 8)" in out
    assert [line.split() for line in out.splitlines() if line.split()[-1:] in (["+66"], ["-22"])] == [
        ["S", "南", "和牌", "winner", "+66"],
        ["W", "西", "其他", "other", "-22"],
        ["N", "北", "其他", "other", "-22"],
        ["E", "东", "其他", "other", "-22"],
    ]


def test_score_table_fans_are_sorted_by_points():
    out = ok("score", "111m222p333s444s9s9s", "--self-drawn", "--format", "table", "--lang", "en").stdout
    order = [name for name in ("Four Concealed Pungs", "Mixed Shifted Pungs", "Pung of Terminals") if name in out]
    assert order == ["Four Concealed Pungs", "Mixed Shifted Pungs", "Pung of Terminals"]
    assert out.index("Four Concealed Pungs") < out.index("Mixed Shifted Pungs") < out.index("Self-Drawn")


def test_score_table_names_the_account_once_principle_when_no_fan_excludes():
    out = ok("score", "123m123m123s123p5s5s", "--format", "table").stdout
    line = next(line for line in out.splitlines() if "Mixed Double Chow" in line)
    assert "套算一次 account once" in line


def test_score_table_excluded_by_several_fans():
    out = ok("score", "2345666777888m2m", "--format", "table", "--lang", "en").stdout
    line = next(line for line in out.splitlines() if "No Honors" in line)
    assert "Full Flush (22), All Simples (68)" in line


@pytest.mark.parametrize("columns", ["80", "100"])
def test_score_table_never_cuts_the_excluded_by_text(columns):
    # Rich's word wrap could end a line of Chinese one cell too wide and cut it with an ellipsis.
    out = ok("score", "1233334556789p7p", "--format", "table", COLUMNS=columns).stdout
    assert "…" not in out
    assert "平和 All Chows" in " ".join(out.split())


def test_score_table_excluded_by_stays_readable_on_a_narrow_terminal():
    out = ok("score", *README_HAND, "--format", "table", COLUMNS="40").stdout
    excluded = out.split("Excluded fans", 1)[1].split("Fans 12", 1)[0]
    assert "…" not in excluded  # the fan names once took all the width and cut this column to "圈…"
    assert all(word in excluded for word in ("圈风刻", "Prevalent", "Wind (60)"))


def test_score_table_below_minimum_says_not_a_legal_win_and_has_no_payments():
    result = ok("score", "123m456m789s234p5p5p", "--format", "table")
    assert "Fans 5 + flowers 0 = total 5   below the 8-fan minimum: not a legal win" in result.stdout
    assert "Payments" not in result.stdout
    record = json.loads(ok("score", "123m456m789s234p5p5p").stdout)
    assert record["meets_minimum"] is False and record["payments"] is None


def test_score_table_payments_name_the_discarder_seat():
    out = ok("score", "123m456s789p555m9p9p", "--seat", "s", "--from", "n", "--format", "table", "--lang", "en").stdout
    rows = [line.split() for line in out.splitlines() if line.split()[1:2] in (["winner"], ["discarder"], ["other"])]
    assert rows == [["S", "winner", "+35"], ["W", "other", "-8"], ["N", "discarder", "-19"], ["E", "other", "-8"]]


def test_score_table_unknown_seats_are_question_marks():
    out = ok("score", "123m456s789p555m9p9p", "--format", "table", "--lang", "en").stdout
    assert any(line.split() == ["?", "discarder", "-19"] for line in out.splitlines())


@pytest.mark.parametrize(
    "lang, present, absent",
    [
        ("zh", ["番种", "花龙", "番数 12 + 花牌 2 = 合计 14", "已达 8 番起和", "和牌"], ["Mixed Straight", "winner"]),
        ("en", ["Mixed Straight", "Fans 12 + flowers 2", "winner"], ["花龙", "和牌"]),
        ("both", ["花龙", "Mixed Straight", "和牌 winner"], []),
    ],
)
def test_score_table_language(lang, present, absent):
    out = ok("score", *README_HAND, "--format", "table", "--lang", lang).stdout
    for text in present:
        assert text in out
    for text in absent:
        assert text not in out


def test_score_table_unicode_draws_tile_glyphs():
    out = ok("score", *README_HAND, "--format", "table", "--unicode").stdout
    assert "[🀀 🀀 🀀]  [🀇 🀈 🀉]  🀖 🀗 🀘 🀙 🀜 🀝 🀞  + 🀙" in out


def test_score_table_ascii_when_forced_or_piped():
    for args in ((), ("--ascii",)):
        out = ok("score", *README_HAND, "--format", "table", *args).stdout
        assert not any(0x1F000 <= ord(ch) <= 0x1F02B for ch in out)


def test_score_table_concealed_kong_drawn_in_braces():
    out = ok("score", "[1111m][2222s1]345p678m9p9p", "--format", "table").stdout
    assert "{1m 1m 1m 1m}  [2s 2s 2s 2s]" in out


def test_tables_fall_back_to_english_where_chinese_cannot_be_encoded(monkeypatch):
    import gbmj_cli.cli.output as output

    monkeypatch.setattr(output, "_can_encode", lambda text: text.isascii())
    for args in (["score", *README_HAND], ["waits", "1112345678999p"], ["fans"], ["fans", "73"]):
        out = ok(*args, "--format", "table").stdout
        assert not any(ord(ch) >= 0x2E80 for ch in out), args  # no CJK (box lines follow the real encoding)


def test_score_piped_output_has_no_ansi_codes():
    assert "\x1b[" not in ok("score", *README_HAND, "--format", "table").stdout


def test_score_colour_only_when_forced_and_never_under_no_color():
    forced = ok("score", *README_HAND, "--format", "table", FORCE_COLOR="1").stdout
    assert "\x1b[" in forced  # the check below would be empty without colour support
    plain = ok("score", *README_HAND, "--format", "table", FORCE_COLOR="1", NO_COLOR="1").stdout
    assert "\x1b[" not in plain
    assert "Fans 12 + flowers 2 = total 14" in plain


def test_score_table_width_is_pinned_by_columns():
    wide = ok("score", *README_HAND, "--format", "table", COLUMNS="120").stdout
    narrow = ok("score", *README_HAND, "--format", "table", COLUMNS="60").stdout
    assert max(map(len, narrow.splitlines())) <= 60 < max(map(len, wide.splitlines()))


def test_piped_table_is_80_columns_without_columns_whatever_the_terminal(monkeypatch):
    # Typed in a wide window, `gbmj score ... > file` has a terminal on stdin and stderr; Rich
    # would take its width from there.
    import os

    monkeypatch.setattr(os, "get_terminal_size", lambda *args: os.terminal_size((150, 50)))
    for args in (["score", "1233334556789p7p"], ["waits", "1112345678999p"], ["fans"], ["fans", "76"]):
        out = ok(*args, "--format", "table", COLUMNS=None).stdout
        assert max(cell_len(line) for line in out.splitlines()) <= 80, args
    out = ok("score", "1233334556789p7p", "--format", "table", COLUMNS="150").stdout
    assert max(cell_len(line) for line in out.splitlines()) > 80


def test_score_accepts_a_hand_in_several_words():
    record = json.loads(ok("score", "[EEE1]", "[123m]", "456p", "789s", "1p1p", "-z", "--seat", "S").stdout)
    assert record["total"] == 12


def test_score_discard_switch_undoes_self_drawn():
    record = json.loads(ok("score", *README_HAND, "--discard").stdout)
    assert record["context"]["self_drawn"] is False and 80 not in fans_of(record)


def test_score_win_flags_and_rules():
    record = json.loads(ok("score", "[234m1][567s1][678p1]CC34m5m", "--self-drawn", "--last-tile").stdout)
    assert fans_of(record) == {44: 1}
    record = json.loads(ok("score", "[1111m][2222s1]345p678m9p9p", "--rules", "mil", "--base", "5").stdout)
    assert record["rules"] == "mil" and 82 in fans_of(record) and record["context"]["base"] == 5


# --- score: errors ------------------------------------------------------------------------------


def test_score_parse_error_points_a_caret_at_the_character():
    lines = assert_rejected(run("score", "123m456"), "digits '456' have no suit letter")
    assert lines[1:] == ["  123m456", "      ^"]


def test_score_parse_error_caret_counts_wide_characters():
    lines = assert_rejected(run("score", "🀄🀄🀄123m x"), "'x' is not a tile")
    assert lines[2].index("^") - 2 == 2 * 3 + 5  # three wide glyphs, then "123m "


def test_score_z_honours_are_explained():
    lines = assert_rejected(run("score", "123m456s789p55z5p5p"), "'5z' is ambiguous", "--z tenhou or --z mcr")
    assert lines[2] == "  " + " " * 12 + "^"


def test_score_lower_case_honour_gets_a_hint():
    assert_rejected(run("score", "123m456s789p123pee"), "honours are upper case: 'E'")


@pytest.mark.parametrize("hand", ["123m456s789p111p5p5p --self-drawn", "123m456s789p111p5p5p-z"])
def test_score_flag_inside_the_hand_word_says_where_flags_go(hand):
    lines = assert_rejected(run("score", hand), "'-' is not a tile", "flags such as --self-drawn go after the hand")
    assert lines[1:] == [f"  {hand}", "  " + " " * hand.index("-") + "^"]


def test_score_tiles_error_for_a_fifth_copy():
    assert_rejected(run("score", "11111m456s789p123p5p"), "1m is written five times")


def test_score_waiting_hand_points_to_waits():
    assert_rejected(run("score", "1112345678999p"), "gbmj waits")


def test_score_wrong_count_says_how_many():
    assert_rejected(run("score", "123m456s789p5p"), "found 10 tiles", "needs 14")


def test_score_not_winning_hand():
    assert_rejected(run("score", "123m456s789p13579p"), "not a winning hand")


def test_score_context_error():
    assert_rejected(run("score", *README_HAND, "--from", "W"), "--from", "--self-drawn")
    assert_rejected(run("score", "123m456s789p555m9p9p", "--kong-draw", "--self-drawn"), "--kong-draw")


@pytest.mark.parametrize(
    "args, phrase",
    [
        (["score", "123m456s789p555m9p9p", "--flowers", "9"], "--flowers"),
        (["score", "123m456s789p555m9p9p", "--seat", "Q"], "is not a wind"),
        (["score", "123m456s789p555m9p9p", "--rules", "2006"], "--rules"),
        (["score", "123m456s789p555m9p9p", "--base", "0"], "--base"),
        (["score", "123m456s789p555m9p9p", "--no-such-flag"], "No such option"),
        (["score"], "Missing argument"),
        (["waits", "1112345678999p", "--format", "xml"], "--format"),
        (["fans", "--rules", "x"], "--rules"),
    ],
)
def test_usage_errors_exit_2(args, phrase):
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert phrase in result.stderr


def test_score_input_field_is_a_batch_line_that_scores_the_same():
    from gbmj_cli import score_line

    record = json.loads(ok("score", *README_HAND, "--lang", "en", "--format=json", "--ascii").stdout)
    assert record["input"] == " ".join(README_HAND)
    assert score_line(record["input"])["total"] == record["total"]
