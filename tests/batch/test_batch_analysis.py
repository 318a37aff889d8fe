"""``gbmj batch --advise``, and ``--seen`` for ``gbmj batch --waits`` (docs/advice.md §10)."""

import csv
import io
import json

import pytest
from click.testing import CliRunner

from gbmj_cli import score_line
from gbmj_cli.batch.analysis_lines import AnalysisDefaults
from gbmj_cli.cli.commands.batch import batch
from gbmj_cli.records.formats import ADVISE_CSV_COLUMNS, WAITS_CSV_COLUMNS

SPEC_LINES = '123m456m789s234p5p5p --wall 1\n{"hand": "45666699m23456s7s", "seen": "77s"}\n2233444567m789s\n'


def invoke(args: list[str], text: str):
    return CliRunner().invoke(batch, args, input=text)


def ndjson(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines()]


def test_the_spec_example_in_csv():
    result = invoke(["--advise", "--format", "csv", "--no-summary"], SPEC_LINES)
    assert result.exit_code == 1  # line 3 is rejected
    rows = list(csv.reader(io.StringIO(result.stdout)))
    assert tuple(rows[0]) == ADVISE_CSV_COLUMNS
    assert rows[1] == ["1", "123456m789s2345p5p", "0", "win", "5p", "true", "-1", *[""] * 10, "7", "7", "false", ""]
    assert rows[2] == [
        "1",
        "123456m789s2345p5p",
        "1",
        "discard",
        "1m",
        "false",
        "0",
        "true",
        "regular",
        "3",
        "10",
        "1m:3 4m:3 7m:4",
        "10",
        "10",
        "10",
        "1m:3:13:15 4m:3:13:15 7m:4:14:16",
        "",
        "",
        "",
        "",
        "",
    ]
    assert [r[0] for r in rows[1:]].count("1") == 14 and [r[0] for r in rows[1:]].count("2") == 11
    second = [r for r in rows[1:] if r[0] == "2"]
    assert second[1][4:16] == [
        "7s",
        "true",
        "0",
        "true",
        "regular",
        "3",
        "8",
        "1s:4 4s:3 7s:1",
        "8",
        "5",
        "8",
        "1s:4:8:10 4s:3:7:9 7s:1:11:13",
    ]
    message = (
        "tiles: 13 tiles make a waiting hand: gbmj advise needs the tile just drawn as well (14 tiles), "
        "or ask `gbmj waits` what it waits on"
    )
    assert rows[-1] == ["3", "2233444567m789s", *[""] * 18, message]


def test_records_are_those_of_score_line_and_of_gbmj_advise():
    result = invoke(["--advise", "--format", "ndjson", "--all", "--no-summary"], SPEC_LINES)
    records = ndjson(result.stdout)
    assert [r["line"] for r in records] == [1, 2, 3]
    assert records[0] == score_line(SPEC_LINES.splitlines()[0], line_number=1, advise=True, all_discards=True)
    assert len(records[1]["rows"]) == 10 and records[1]["shown"] == "all"
    assert records[1]["context"]["seen"] == "77s" and records[0]["context"]["wall"] == 1
    assert records[2]["kind"] == "tiles"


@pytest.mark.slow
def test_json_format_jobs_and_chunks_give_the_same_records():
    text = SPEC_LINES * 30
    one = invoke(["--advise", "--format", "json", "--jobs", "1", "--no-summary"], text)
    two = invoke(["--advise", "--format", "json", "--jobs", "2", "--chunk-size", "7", "--no-summary"], text)
    assert one.stdout == two.stdout
    assert len(json.loads(one.stdout)) == 90


def test_table_gives_one_row_per_hand():
    result = CliRunner().invoke(
        batch, ["--advise", "--format", "table", "--no-summary"], input=SPEC_LINES, env={"COLUMNS": "120"}
    )
    lines = [line.split() for line in result.stdout.splitlines()]
    assert lines[0] == ["line", "hand", "win", "discard", "sh", "live", "legal"]
    assert lines[1] == ["1", "123456m789s2345p5p", "7", "(<8)", "1m", "0", "10", "10/10"]
    assert lines[2] == ["2", "45666699m23456s7s", "9", "7s", "0", "8", "5/8"]
    assert lines[3][:4] == ["3", "2233444567m789s", "tiles:", "13"]


def test_summary():
    text = SPEC_LINES + "234m345s333pEEEE5p\n159m159s159pESWNC\n"
    data = json.loads(invoke(["--advise", "--summary-only", "--format", "json"], text).stdout)
    assert data == {
        "records": 5,
        "analysed": 4,
        "rejected": 1,
        "winning": 2,
        "winning_legal": 1,
        "best_tenpai": 3,
        "best_shanten": [{"shanten": 0, "hands": 3}, {"shanten": 2, "hands": 1}],
        "not_utf8_files": [],
    }
    rows = list(csv.reader(io.StringIO(invoke(["--advise", "--summary-only", "--format", "csv"], text).stdout)))
    assert rows[0] == ["stat", "id", "name", "name_en", "value", "key"]
    assert ["best_shanten", "2", "", "", "1", ""] in rows and ["winning_legal", "", "", "", "1", ""] in rows
    text_summary = invoke(["--advise", "--format", "ndjson"], text).stderr
    assert "4 hands analysed, 1 rejected; 2 already complete (1 legal wins)" in text_summary


@pytest.mark.parametrize(
    "args",
    [
        ["--advise", "--waits"],
        ["--advise", "--self-drawn"],
        ["--advise", "--last-tile"],
        ["--advise", "--from", "S"],
        ["--wall", "3"],
        ["--waits", "--wall", "3"],
        ["--seen", "1m"],
        ["--all"],
        ["--waits", "--all"],
        ["--advise", "--wall", "137"],
        ["--waits", "--seen", "77"],
    ],
)
def test_usage_errors_on_the_command_line(args):
    result = invoke([*args, "--format", "ndjson"], SPEC_LINES)
    assert result.exit_code == 2, result.output


LINE_ERRORS = [
    ("123m456m789s234p5p5p --all", True, "--all applies to the whole run"),
    ("123m456m789s234p5p5p --self-drawn", True, "--self-drawn does not apply to gbmj advise"),
    ("123m456m789s234p5p5p --no-last-tile", True, "--no-last-tile does not apply to gbmj advise"),
    ('{"hand": "123m456m789s234p5p5p", "fourth_tile": true}', True, "fourth_tile does not apply to gbmj advise"),
    ('{"hand": "123m456m789s234p5p5p", "wall": "x"}', True, "--wall takes a whole number from 0 to 136"),
    ("123m456m789s234p5p5p --wall 137", True, "--wall takes a whole number from 0 to 136"),
    ("123m456m789s234p5p5p --wall", True, "--wall needs a value"),
    ('{"hand": "123m456m789s234p5p5p", "seen": 7}', True, '"seen" takes the tiles as a string'),
    ("2344567899m456s --wall 3", False, "--wall applies only to gbmj advise"),
]


@pytest.mark.parametrize("line, advise, message", LINE_ERRORS, ids=[line for line, _a, _m in LINE_ERRORS])
def test_usage_error_records_on_a_line(line, advise, message):
    record = score_line(line, waits=not advise, advise=advise)
    assert record["kind"] == "usage" and record["error"].startswith(message), record


@pytest.mark.parametrize("line", ["123m456m789s234p5p5p --seen 1m", '{"hand": "123m456m789s234p5p5p", "wall": 3}'])
def test_a_scoring_line_refuses_the_analysis_options(line):
    record = score_line(line)
    assert record["kind"] == "usage" and "applies only to gbmj" in record["error"]


def test_a_seen_error_on_a_line_points_nowhere():
    record = score_line("45666699m23456s --seen 7", waits=True)
    assert record["kind"] == "parse" and "position" not in record


def test_batch_wide_seen_and_wall_are_defaults_a_line_can_replace_or_drop():
    defaults = AnalysisDefaults(seen="77s", wall=0)
    assert score_line("45666699m23456s7s", defaults, advise=True)["context"] == {
        "seat": "E",
        "round": "E",
        "flowers": 0,
        "wall": 0,
        "seen": "77s",
    }
    replaced = score_line("45666699m23456s7s --seen 1m --seen 2m --wall 5", defaults, advise=True)["context"]
    assert (replaced["seen"], replaced["wall"]) == ("12m", 5)
    dropped = score_line("45666699m23456s7s --no-seen --no-wall", defaults, advise=True)["context"]
    assert (dropped["seen"], dropped["wall"]) == ("", None)
    json_dropped = score_line('{"hand": "45666699m23456s7s", "seen": "", "wall": null}', defaults, advise=True)
    assert (json_dropped["context"]["seen"], json_dropped["context"]["wall"]) == ("", None)
    assert score_line("45666699m23456s --seen=7s", defaults, waits=True)["context"]["seen"] == "7s"


def test_the_batch_seen_option_reaches_every_waits_line_and_csv_has_live_after_error():
    result = invoke(["--waits", "--seen", "777s", "--format", "csv", "--no-summary"], "45666699m23456s\n123m\n")
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert tuple(rows[0]) == WAITS_CSV_COLUMNS and WAITS_CSV_COLUMNS[-2:] == ("error", "live")
    assert [(r["tile"], r["live"]) for r in rows[:3]] == [("1s", "4"), ("4s", "3"), ("7s", "1")]
    assert rows[2]["discard_total"] == "11"  # the last 7s: 和绝张
    assert rows[3]["error"].startswith("tiles: ") and rows[3]["live"] == ""


def test_waits_and_advise_together_is_a_library_error():
    with pytest.raises(ValueError):
        score_line("2344567899m456s", waits=True, advise=True)
