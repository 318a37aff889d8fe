"""Small habits of the command line: Chinese winds in the wind options, ``-f`` for ``--format``, 【】 for
[ ], piped tables without blanks at the ends of lines, and each command's formats as the docs give them."""

import io
import json
import re
from pathlib import Path

import click
import pytest
from rich.table import Table

from gbmj_cli.cli import output
from gbmj_cli.cli.main import cli

from clirun import ok, run

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
HAND = "[EEE1][123m]456p789s1p1p"


def record(*args: str, input: str | None = None) -> dict:
    return json.loads(ok(*args, input=input).stdout)


# --- winds --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seat", "round_", "letters"),
    [("南", "西", ("S", "W")), ("北风", "東", ("N", "E")), ("s", "W", ("S", "W")), ("東風", "南風", ("E", "S"))],
)
def test_the_wind_options_take_the_chinese_winds(seat, round_, letters):
    scored = record("score", HAND, "--seat", seat, "--round", round_, "-f", "json")
    assert (scored["context"]["seat"], scored["context"]["round"]) == letters
    assert scored["input"] == f"{HAND} --seat {seat} --round {round_}"  # as typed
    waits = record("waits", "[EEE1][123m]456p789s1p", "--seat", seat, "--round", round_, "-f", "json")
    assert (waits["context"]["seat"], waits["context"]["round"]) == letters
    advised = record("advise", "123m456m789s234p5p5p", "--seat", seat, "--round", round_, "-f", "json")
    assert (advised["context"]["seat"], advised["context"]["round"]) == letters


def test_from_and_the_batch_defaults_take_them_too():
    assert record("score", HAND, "--from", "北", "-f", "json")["context"]["from"] == "N"
    line = ok("batch", "-", "--seat", "南", "--no-summary", input=HAND + "\n").stdout
    assert json.loads(line)["context"]["seat"] == "S"
    converted = ok("convert", HAND, "-z", "--seat", "南", "--to", "tziakcha").stdout
    assert converted == "[EEE,1][123m]789s1456p1p|ES1000\n"


def test_a_batch_line_takes_them_and_a_score_record_input_reads_back_in_batch():
    typed = record("score", HAND, "--seat", "南", "--round", "西风", "-f", "json")["input"]
    line = json.loads(ok("batch", "-", "--no-summary", "-f", "ndjson", input=typed + "\n").stdout)
    assert (line["context"]["seat"], line["context"]["round"]) == ("S", "W")
    rejected = run("batch", "-", "--no-summary", "-f", "ndjson", input=HAND + " --seat 中\n")
    refused = json.loads(rejected.stdout)
    assert rejected.exit_code == 1
    assert refused["error"] == "--seat takes a wind E, S, W or N, or 东, 南, 西 or 北, not '中'"


def test_a_word_that_is_no_wind_is_refused_naming_the_chinese_winds():
    result = run("score", HAND, "--seat", "中")
    assert result.exit_code == 2
    assert "'中' is not a wind: use E, S, W or N (either case), or 东, 南, 西 or 北" in result.stderr


# --- -f -----------------------------------------------------------------------------------------


def _commands(group: click.Group, prefix: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], click.Command]]:
    found = []
    for name in group.list_commands(click.Context(group)):
        command = group.get_command(click.Context(group), name)
        assert command is not None
        if isinstance(command, click.Group):
            found += _commands(command, (*prefix, name))
        else:
            found.append(((*prefix, name), command))
    return found


COMMANDS = _commands(cli)


def test_every_format_option_has_f_and_no_other_option_has_it():
    with_format = []
    for path, command in COMMANDS:
        options = [p for p in command.params if isinstance(p, click.Option)]
        formats = [p for p in options if "--format" in p.opts]
        if formats:
            with_format.append(path)
            assert "-f" in formats[0].opts, path
        assert [p.name for p in options if "-f" in p.opts] == [p.name for p in formats], path
    assert len(with_format) >= 11  # every command but the group itself


def test_f_is_format_and_is_left_out_of_the_input():
    assert ok("score", HAND, "-f", "json").stdout == ok("score", HAND, "--format", "json").stdout
    assert ok("fans", "48", "-f", "csv").stdout == ok("fans", "48", "--format", "csv").stdout
    grouped = record("score", HAND, "-zfjson", "--seat", "S")
    assert grouped["input"] == f"{HAND} -z --seat S"
    assert grouped["context"]["self_drawn"] is True
    assert record("score", HAND, "-zf", "json")["input"] == f"{HAND} -z"


# --- 【】 ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "hand", ["【EEE1】【123m】456p789s1p1p", "［EEE1］［123m］456p789s1p1p", "【EEE1]【123m】456p789s1p1p"]
)
def test_chinese_and_full_width_brackets_are_read_as_brackets(hand):
    expected = record("score", HAND, "-f", "json")
    scored = record("score", hand, "-f", "json")
    assert scored["input"] == hand
    assert {**scored, "input": HAND} == expected
    line = json.loads(ok("batch", "-", "--no-summary", input=f"{hand} --self-drawn --seat S\n").stdout)
    assert (line["input"], line["hand"], line["total"]) == (f"{hand} --self-drawn --seat S", expected["hand"], 12)


def test_an_unclosed_chinese_bracket_points_at_its_set():
    result = run("score", "【EEE1】【123m", "-f", "table")
    assert result.exit_code == 1
    assert result.stderr.splitlines()[:3] == [
        "Error: the set '【123m' is never closed with ']'",
        "  【EEE1】【123m",
        "          ^",  # under the second 【, two columns wide like the first
    ]


# --- piped tables -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ("score", "123m456m789s234p5p5p"),
        ("waits", "1112345678999p"),
        ("advise", "123m456s789p1358p5p"),
        ("fans",),
        ("batch", str(EXAMPLES / "hands.txt")),
        ("session", str(EXAMPLES / "session-table3.txt")),
        ("replay", str(EXAMPLES / "replay-demo.txt")),
    ],
    ids=lambda args: args[0],
)
def test_a_piped_table_has_no_blanks_at_the_ends_of_its_lines(args):
    out = run(*args, "-f", "table", "--lang", "both").stdout
    assert len(out.splitlines()) >= 3
    assert [line for line in out.splitlines() if line != line.rstrip(" ")] == []


def _drawn(monkeypatch: pytest.MonkeyPatch, terminal: bool) -> str:
    monkeypatch.setattr(output, "_isatty", lambda: terminal)
    file = io.StringIO()
    console = output.stdout_console(file=file, width=40, color_system=None, force_terminal=terminal)
    table = Table("a", "b", box=None)
    table.add_row("x", "a longer cell")
    table.add_row("y", "z")
    console.print(table)
    return file.getvalue()


def test_a_terminal_table_is_drawn_as_rich_draws_it(monkeypatch):
    on_terminal, piped = _drawn(monkeypatch, True), _drawn(monkeypatch, False)
    assert re.search(r" \n", on_terminal)  # Rich pads the cells to the column's width
    assert piped == re.sub(r" +\n", "\n", on_terminal) and " \n" not in piped


# --- formats ------------------------------------------------------------------------------------

PIPED = [
    (("score", HAND), "json"),
    (("waits", "1112345678999p"), "json"),
    (("advise", "123m456m789s234p5p5p"), "json"),
    (("batch", str(EXAMPLES / "hands.txt"), "--no-summary"), "ndjson"),
    (("replay", str(EXAMPLES / "replay-demo.txt"), "--no-summary"), "ndjson"),
    (("fans",), "json"),
    (("session", str(EXAMPLES / "session-table3.txt")), "json"),
    (("convert", HAND, "--to", "tziakcha"), "text"),
]


@pytest.mark.parametrize(("args", "shown"), PIPED, ids=[args[0] for args, _ in PIPED])
def test_each_command_writes_its_documented_default_when_piped(args, shown):
    out = ok(*args).stdout
    if shown == "text":
        assert out == "[EEE,1][123m]789s1456p1p|EE0000\n"
    elif shown == "ndjson":
        assert len(out.splitlines()) > 1 and all(isinstance(json.loads(line), dict) for line in out.splitlines())
    else:
        json.loads(out)
        assert out.startswith(("{\n", "[\n"))
    page = (ROOT / "docs" / "output.md").read_text(encoding="utf-8")
    row = next(line for line in page.splitlines() if line.startswith("| ") and f"`{args[0]}`" in line.split("|")[1])
    assert row.rstrip(" |").endswith(f"`{shown}`")


@pytest.mark.parametrize(
    ("args", "formats"),
    [
        (("score",), ["table", "json", "ndjson", "csv"]),
        (("batch",), ["table", "json", "ndjson", "csv"]),
        (("replay",), ["table", "json", "ndjson", "csv"]),
        (("fans",), ["table", "json", "csv"]),
        (("session",), ["table", "json", "csv"]),
        (("tournament", "draw"), ["table", "json", "csv"]),
        (("tournament", "standings"), ["table", "json", "csv"]),
        (("chase",), ["table", "json"]),
        (("convert",), ["text", "json", "ndjson"]),
    ],
)
def test_the_format_choices_are_those_the_docs_give(args, formats):
    command = dict(COMMANDS)[args]
    [option] = [p for p in command.params if "--format" in getattr(p, "opts", ())]
    assert list(option.type.choices) == formats  # type: ignore[attr-defined]
    page = (ROOT / "docs" / "output.md").read_text(encoding="utf-8")
    row = next(line for line in page.splitlines() if line.startswith("| ") and f"`{' '.join(args)}`" in line)
    assert row.split("|")[2].strip() == ", ".join(f"`{f}`" for f in formats)
