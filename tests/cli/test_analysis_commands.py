"""``gbmj waits`` and ``gbmj advise`` through Click's CliRunner: tables, JSON fields, options, errors."""

import json
import shlex

import pytest
from click.testing import CliRunner

from gbmj_cli import score_line
from gbmj_cli.cli.main import cli

WIDE = {"COLUMNS": "200", "NO_COLOR": "1"}


def run(command: str, env=WIDE):
    return CliRunner().invoke(cli, shlex.split(command), env=env)


def ok(command: str) -> str:
    result = run(command)
    assert result.exit_code == 0, result.output
    return result.stdout


def lines_of(command: str) -> list[str]:
    return [line.rstrip() for line in ok(command).splitlines()]


# ---- gbmj waits: the table ----------------------------------------------------------------------


def test_waits_table_has_the_status_the_forms_and_a_live_column():
    out = lines_of("waits 2344567899m456s --format table --lang en")
    assert out[2].strip() == "tenpai: 3 tile kinds, 8 left, 8 live; legal outs 3 on a discard, 8 self-drawn"
    forms = {line.split()[0]: line.split() for line in out if line.split()[:1] in (["regular"], ["seven"])}
    assert forms["regular"] == ["regular", "*", "0", "3", "8", "3m:3", "6m:3", "9m:2"]
    assert forms["seven"] == ["seven", "pairs", "4", "9", "27"]  # useful tiles only for the best forms
    header = next(line for line in out if line.lstrip().startswith("Tile"))
    assert header.split()[:3] == ["Tile", "Left", "Live"]
    assert any(line.split()[:5] == ["6m", "3", "3", "22", "24"] for line in out)


def test_waits_table_names_the_forms_in_chinese_for_zh_and_both():
    for lang in ("zh", "both"):
        out = ok(f"waits 2344567899m456s --format table --lang {lang}")
        assert "四组一将 *" in out and "组合龙" in out and "十三幺" in out


def test_waits_table_shows_the_seen_tiles_and_the_held_waits():
    out = lines_of("waits 45666699m23456s --seen 777s --format table --lang en")
    assert out[2].strip() == "seen  777s (3 tiles)"
    out = lines_of("waits 23344445m888pWW --format table --lang en")
    assert out[3].strip() == "(4m also completes the shape, but you hold all four)"


def test_waits_table_shows_a_form_that_does_not_apply_as_a_dash():
    out = lines_of("waits [2222m][345s][678p]13m55p --format table --lang en")
    assert any(line.split() == ["seven", "pairs", "—"] for line in out)
    assert not any(line.lstrip().startswith("Tile") for line in out)  # no wait: no waits table


def test_waits_json_context_has_the_normalised_seen_tiles_and_input_the_flags():
    record = json.loads(ok("waits 45666699m23456s --seen 7s --seen [777s] --format json"))
    assert record["context"]["seen"] == "7777s"
    assert record["input"] == "45666699m23456s --seen 7s --seen [777s]"
    assert score_line(record["input"], waits=True) == record
    assert json.loads(ok("waits 45666699m23456s --seen '' --format json"))["context"]["seen"] == ""


def test_waits_fan_entries_carry_the_key_after_the_id():
    record = json.loads(ok("waits 2344567899m456s --format json"))
    fan = record["waits"][0]["discard"]["fans"][0]
    assert list(fan)[:2] == ["id", "key"] and fan["key"] == "concealed_hand"
    excluded = record["waits"][0]["discard"]["excluded"]
    assert all(list(e)[:2] == ["id", "key"] and len(e["by_keys"]) == len(e["by"]) for e in excluded)


def test_waits_help_describes_seen_and_held_waits():
    out = ok("waits --help")
    assert "--seen TILES" in out and "held_waits" in out


# ---- gbmj advise: the table ---------------------------------------------------------------------


def test_advise_table_header_lines():
    out = lines_of("advise 123m456m789s234p5p5p --format table")
    assert out[0] == "Hand     123456m789s2345p + 5p"
    assert out[1].strip() == "1m 2m 3m 4m 5m 6m 7s 8s 9s 2p 3p 4p 5p  + 5p"
    assert out[2] == "Context  seat E, round E, no flowers; wall not given; nothing seen"
    assert out[3] == "Win      self-drawn 7: 不求人 4, 平和 2, 连六 1 — below the 8-fan minimum, not a legal win"
    assert out[4] == "Best     discard 4p: tenpai on 1p 4p, 7 live; legal outs 4 on a discard, 4 self-drawn"


def test_advise_table_rows_and_footer():
    out = lines_of("advise 123m456m789s234p5p5p --format table --lang en")
    rows = [line.split() for line in out if line[:3].strip().isdigit() and " of " not in line]
    assert rows[0] == ["1", "4p", "0", "regular", "2", "7", "4/4", "1p:4", "13/15", "4p:3", "5/7"]
    assert rows[-1][:2] == ["13", "5p*"]
    assert "13 of 13 discards shown (all at shanten 0)." in out


def test_advise_default_view_says_what_it_hides():
    out = lines_of("advise 234m345s333pEEEE5p --format table --lang en")
    assert "1 of 9 discards shown (the best group: shanten 0, with live tiles); --all shows every discard." in out
    out = lines_of("advise 234m345s333pEEEE5p --all --format table --lang en")
    last = next(line for line in out if line.startswith("9  5p*"))
    assert last.split()[:3] == ["9", "5p*", "0"] and last.endswith("—      no live useful tile (held: E)")
    assert "9 of 9 discards shown (every discard, best first)." in out


def test_advise_table_with_the_last_tile_flowers_and_seen_tiles():
    out = lines_of("advise 123m456m789s234p5p5p --wall 0 --flowers 2 --seen 19s --format table --lang en")
    assert out[2] == "Context  seat E, round E, 2 flowers; wall 0; seen: 19s (2 tiles)"
    assert out[3].startswith("Win      self-drawn 15 + 2 flowers = 17: Last Tile Draw 8,")
    assert out[3].endswith("— a legal win")
    assert "1m:3 —/—  4m:3 —/—  7m:4 —/—" in out[7]
    assert out[-1] == "No tile is left to draw: these discards cannot lead to a win."


def test_advise_best_line_before_tenpai():
    out = lines_of("advise 159m159s159pESWNC --format table --lang en")
    assert out[3].startswith("Best     discard ") and ": shanten 2, " in out[3]


def test_advise_json_record():
    record = json.loads(ok("advise 45666699m23456s7s --seen 77s --seat S --round W --rules mil --all --format json"))
    assert list(record) == ["input", "hand", "rules", "context", "drawn", "shanten", "win", "discards", "shown", "rows"]
    assert record["input"] == "45666699m23456s7s --seen 77s --seat S --round W --rules mil"
    assert (record["hand"], record["drawn"], record["rules"]) == ("45666699m23456s7s", "7s", "mil")
    assert record["context"] == {"seat": "S", "round": "W", "flowers": 0, "wall": None, "seen": "77s"}
    assert list(record["win"]) == [
        "fan_total",
        "total",
        "meets_minimum",
        "form",
        "form_name",
        "form_name_en",
        "decomposition",
        "fans",
        "excluded",
    ]
    assert list(record["rows"][0]) == [
        "discard",
        "drawn",
        "shanten",
        "tenpai",
        "best_forms",
        "useful",
        "kinds",
        "live",
        "outs",
        "legal_discard_outs",
        "legal_self_drawn_outs",
        "held_waits",
        "waits",
    ]
    assert (record["shown"], record["discards"], len(record["rows"])) == ("all", 10, 10)
    again = score_line(record["input"], advise=True, all_discards=True)
    assert again == record


def test_advise_flower_glyphs_count_as_flowers():
    record = json.loads(ok("advise 123m456m789s234p5p5p🀢🀣 --format json"))
    assert record["context"]["flowers"] == 2 and record["win"]["total"] == 9
    assert run("advise 123m456m789s234p5p5p🀢 --flowers 1").exit_code == 1


def test_advise_ndjson_and_unicode_table():
    assert json.loads(ok("advise 2344567899m456sE --format ndjson"))["shanten"] == 0
    assert "🀈 🀉 🀊 🀊" in ok("advise 2344567899m456sE --format table --unicode")


@pytest.mark.parametrize(
    "flag", ["--self-drawn", "--last-tile", "--kong-draw", "--robbing-kong", "--fourth-tile", "--from S", "--base 4"]
)
def test_advise_does_not_take_the_win_flags(flag):
    assert run(f"advise 2344567899m456sE {flag}").exit_code == 2


@pytest.mark.parametrize("option", ["--seen 1m", "--wall 3", "--all"])
def test_score_does_not_take_the_analysis_options(option):
    assert run(f"score 123m456m789s234p5p5p {option}").exit_code == 2


def test_advise_wall_is_a_count_of_tiles():
    assert run("advise 2344567899m456sE --wall 137").exit_code == 2
    assert run("advise 2344567899m456sE --wall x").exit_code == 2
    assert json.loads(ok("advise 2344567899m456sE --wall 136 --format json"))["context"]["wall"] == 136


def test_advise_with_four_sets_has_one_or_two_discards():
    record = json.loads(ok("advise [123m][456m][789m][EEE]1p2p --all --format json"))
    assert [r["discard"] for r in record["rows"]] == ["1p", "2p"]  # equal on every count: tile order
    assert all(r["tenpai"] for r in record["rows"])


def test_advise_and_waits_are_in_the_command_list():
    out = ok("--help")
    assert "gbmj advise HAND" in out
    assert "Usage:" in ok("advise --help")
