"""`gbmj fans`: the catalogue, one fan's page, and the example hand of every fan."""

import csv
import io
import json
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from gbmj_cli.batch.line_flags import apply_words
from gbmj_cli.cli.main import cli
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.notation import parse_hand
from gbmj_cli.records.catalogue import described
from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.profiles import builtin, load
from gbmj_cli.scoring.score import score

ALL_PUNGS = builtin("1998").rows[Fan.ALL_PUNGS]
PLAIN = {"COLUMNS": "100", "NO_COLOR": None, "FORCE_COLOR": None, "TTY_COMPATIBLE": None, "TTY_INTERACTIVE": None}


def ok(*args: str):
    result = CliRunner().invoke(cli, list(args), env=PLAIN)
    assert result.exit_code == 0, result.output
    return result


def test_fans_descriptions_and_examples_cover_every_fan():
    definitions = [described(builtin("1998"), fan).definition for fan in Fan]
    assert all(text.endswith(".") and "\n" not in text for text in definitions)
    assert all(text.isascii() for text in definitions)  # shown with --lang en on any terminal


@pytest.mark.parametrize("fan", list(Fan), ids=lambda f: f.key)
def test_fans_example_hand_has_its_fan(fan):
    info = described(builtin("1998"), fan)
    result = score(parse_hand(info.example), apply_words(shlex.split(info.example_flags), WinContext()))
    assert fan in {f.fan for f in result.fans}


def test_a_fan_is_described_by_the_built_in_profile_that_introduces_it():
    mil = builtin("mil").rows[Fan.CONCEALED_KONG_AND_MELDED_KONG]
    assert mil.definition_zh and mil.example_flags == "--rules mil"
    club = load(Path(__file__).resolve().parents[1] / "data" / "rules" / "club.toml")
    for profile in (builtin("1998"), builtin("greenbook"), club):
        assert described(profile, Fan.CONCEALED_KONG_AND_MELDED_KONG) is mil
    assert described(club, Fan.ALL_PUNGS) is club.rows[Fan.ALL_PUNGS]


def test_fans_catalogue_json_has_81_fans_under_1998_and_82_under_mil():
    rows = json.loads(ok("fans").stdout)
    assert [row["id"] for row in rows] == list(range(1, 82))
    assert [row["id"] for row in json.loads(ok("fans", "--rules", "mil", "--format", "json").stdout)] == list(
        range(1, 83)
    )
    big_four = rows[0]
    assert (big_four["name"], big_four["name_en"], big_four["points"], big_four["key"]) == (
        "大四喜",
        "Big Four Winds",
        88,
        "big_four_winds",
    )


def test_fans_catalogue_exclusions_follow_the_exclusion_table():
    profile = builtin("1998")
    table = profile.exclusions(0)
    for row in json.loads(ok("fans", "--format", "json").stdout):
        fan = Fan[row["key"].upper()]
        assert row["excludes"] == sorted(table.get(fan, frozenset()))
        assert row["excluded_by"] == sorted(f for f in profile.enabled if fan in table.get(f, ()))
    rows = {row["id"]: row for row in json.loads(ok("fans", "--format", "json").stdout)}
    assert 82 not in rows[17]["excludes"]  # 1998 has no 明暗杠
    mil = {row["id"]: row for row in json.loads(ok("fans", "--rules", "mil", "--format", "json").stdout)}
    assert 82 in mil[17]["excludes"]
    assert rows[60]["partly_excludes"] == {"73": None} and rows[38]["partly_excludes"] == {"73": 3}
    assert rows[73]["partly_excluded_by"] == [4, 38, 60, 61]


def test_fans_catalogue_csv():
    rows = list(csv.reader(io.StringIO(ok("fans", "--format", "csv").stdout)))
    header = ["id", "key", "name", "name_en", "points", "excludes", "excluded_by", "description", "description_zh"]
    assert rows[0] == header
    assert len(rows) == 82
    assert rows[48][:5] == ["48", "all_pungs", "碰碰和", "All Pungs", "6"]
    assert rows[48][6].split() == ["1", "5", "8", "11", "12", "15", "18", "21"]


def test_fans_catalogue_table():
    out = ok("fans", "--format", "table").stdout
    assert "大四喜" in out and "Big Four Winds" in out and "Flower Tiles" in out
    assert "明暗杠" not in out
    line = next(line for line in out.splitlines() if "Nine Gates" in line)
    assert line.split()[:4] == ["4", "88", "九莲宝灯", "Nine"]
    assert "明暗杠" in ok("fans", "--rules", "mil", "--format", "table").stdout
    en = ok("fans", "--format", "table", "--lang", "en").stdout
    assert "Big Four Winds" in en and "大四喜" not in en


@pytest.mark.parametrize("query", ["48", "碰碰和", "All Pungs", "all pungs", "all_pungs", "ALL-PUNGS"])
def test_fans_finds_one_fan_by_number_or_name(query):
    row = json.loads(ok("fans", query, "--format", "json").stdout)
    assert row["id"] == 48 and row["description"] == ALL_PUNGS.definition


def test_fans_one_fan_json_has_a_scored_example():
    row = json.loads(ok("fans", "48").stdout)
    assert row["example"]["hand"] == ALL_PUNGS.example
    assert 48 in {f["id"] for f in row["example"]["fans"]}
    assert row["example"]["total"] == 10
    assert row["excluded_by"] == [1, 5, 8, 11, 12, 15, 18, 21]


def test_fans_one_fan_table():
    out = ok("fans", "碰碰和", "--format", "table").stdout
    assert "碰碰和 All Pungs" in out and "6 points" in out
    assert ALL_PUNGS.definition in out
    assert "大四喜 1, 四杠 5, 清幺九 8" in out
    assert 'gbmj score "[222m1][444s1]666p888m9p9p"' in out
    assert "= 10: 碰碰和 6, 双暗刻 2, 无字 1, 单钓将 1" in out


def test_fans_one_fan_table_shows_partial_exclusions_and_profile():
    out = ok("fans", "60", "--format", "table", "--lang", "en").stdout
    assert "Pung of Terminals or Honors 73 (its pung)" in out
    assert "--round S" in out
    out = ok("fans", "82", "--format", "table").stdout
    assert "only under --rules mil" in out and "暗杠 67, 明杠 74" in out


@pytest.mark.parametrize("lang", ["zh", "en", "both"])
def test_fans_pages_and_catalogue_never_cut_text_at_80_columns(lang):
    # Rich's word wrap could end a line of Chinese one cell too wide and cut it with an ellipsis.
    env = PLAIN | {"COLUMNS": "80"}
    for args in [["fans", fan.key] for fan in Fan] + [["fans", "--rules", "mil"]]:
        result = CliRunner().invoke(cli, [*args, "--format", "table", "--lang", lang], env=env)
        assert result.exit_code == 0 and "…" not in result.stdout, (args, result.stdout)


def test_fans_one_fan_csv():
    rows = list(csv.reader(io.StringIO(ok("fans", "7", "--format", "csv").stdout)))
    assert rows[1][:5] == ["7", "thirteen_orphans", "十三幺", "Thirteen Orphans", "88"]


def test_fans_unknown_name_suggests_close_ones():
    result = CliRunner().invoke(cli, ["fans", "Al Pungs"], env=PLAIN)
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: no fan is called 'Al Pungs'")
    assert "'All Pungs'" in result.stderr
    result = CliRunner().invoke(cli, ["fans", "99"], env=PLAIN)
    assert result.exit_code == 1 and "gbmj fans" in result.stderr
