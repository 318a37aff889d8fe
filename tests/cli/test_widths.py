"""Every table at 40, 60, 80 and 140 columns: every number of the record is on the screen, nothing is cut.

A table that fits is drawn with its numbers whole and its text folding; a narrower terminal gets
the same cells stacked, one block per row (gbmj_cli.cli.fit). Each test reads the numbers from
the command's JSON record and looks for each one, whole, in the table printed at each width.
"""

import json
import re
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner

from gbmj_cli.cli.main import cli

from clirun import PLAIN

# The edit loop draws each table stacked (40) and at the usual 80 columns; 60 and 140 come with the slow tests.
WIDTHS = (40, pytest.param(60, marks=pytest.mark.slow), 80, pytest.param(140, marks=pytest.mark.slow))
LANGS = ("zh", "en", "both")
EXAMPLES = Path(__file__).resolve().parent.parent.parent / "examples"


def ok(*args: str, input: str | None = None, **env: str) -> object:
    result = CliRunner().invoke(cli, list(args), input=input, env=PLAIN | env)
    assert result.exit_code in (0, 1) and "Traceback" not in result.output, result.output
    return result


def table(*args: str, width: int, lang: str = "both", data: str | None = None) -> str:
    out = ok(*args, "--format", "table", "--lang", lang, input=data, COLUMNS=str(width)).stdout
    assert "…" not in out, out
    assert max(len(line) for line in out.splitlines()) <= width or _wide(out, width), out
    return out


def _wide(out: str, width: int) -> bool:
    """Lines may hold wide (Chinese) characters: measure them in cells."""
    from rich.cells import cell_len

    return max(cell_len(line) for line in out.splitlines()) <= width


@cache
def record(*args: str, data: str | None = None) -> dict | list:
    """The JSON record (read only): the same at every width and in every language, so made once."""
    return json.loads(ok(*args, "--format", "json", input=data).stdout)


@cache
def ndjson_records(*args: str, data: str) -> list[dict]:
    """The ndjson records of a batch run (read only), made once as ``record`` is."""
    return [json.loads(line) for line in ok(*args, "--format", "ndjson", input=data).stdout.splitlines()]


def batch_records_and_table(mode: str, data: str, width: int, lang: str) -> tuple[list[dict], str]:
    """The ndjson records of a batch run in ``mode`` and its table at ``width``."""
    records = ndjson_records("batch", mode, data=data)
    return records, table("batch", mode, "--no-summary", width=width, lang=lang, data=data)


def assert_numbers(out: str, numbers: list[int | str]) -> None:
    """Each number (or signed amount, or ``a/b``) stands whole somewhere in ``out``."""
    assert numbers
    for number in numbers:
        pattern = rf"(?<![\d.+\-]){re.escape(str(number))}(?![\d])"
        assert re.search(pattern, out), (number, out)


def signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


SCORE_HANDS = [
    ("[EEE1][123m]456p789s1p1p", "--self-drawn", "--seat", "S", "--flowers", "2"),
    ("123m123m123s123p5s5s",),
    ("1112345678999p9p", "--self-drawn"),
    ("[1111m][2222s1]345p678m9p9p", "--rules", "mil", "--from", "W"),
    ("123m456m789s234p5p5p",),
]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("hand", SCORE_HANDS, ids=lambda hand: hand[0])
def test_score_table_shows_every_number_at_every_width(hand, lang, width):
    data = record("score", *hand)
    out = table("score", *hand, width=width, lang=lang)
    numbers: list[int | str] = [data["fan_total"], data["flowers"], data["total"]]
    for fan in data["fans"]:
        numbers += [fan["id"], fan["points"], fan["count"], fan["points"] * fan["count"]]
    numbers += [fan["id"] for fan in data["excluded"]]
    numbers += [signed(p["amount"]) for p in data["payments"] or ()]
    assert_numbers(out, numbers)


WAITS_HANDS = [("1112345678999p",), ("45666699m23456s", "--seen", "777s"), ("123m456s789p1357s",)]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("hand", WAITS_HANDS, ids=lambda hand: hand[0])
def test_waits_table_shows_every_number_at_every_width(hand, lang, width):
    data = record("waits", *hand)
    out = table("waits", *hand, width=width, lang=lang)
    numbers: list[int | str] = [data["live"]]
    for form in data["forms"].values():
        if form is not None:
            numbers += [form["shanten"], form["kinds"], form["live"]]
    for wait in data["waits"]:
        numbers += [wait["left"], wait["live"]]
        numbers += [v["total"] for v in (wait["discard"], wait["self_drawn"]) if v is not None]
    assert_numbers(out, numbers)


ADVISE_HANDS = [("123m456m789s234p5p5p",), ("45666699m23456s7s", "--seen", "77s", "--wall", "20", "--all")]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("hand", ADVISE_HANDS, ids=lambda hand: hand[0])
def test_advise_table_shows_every_number_at_every_width(hand, lang, width):
    data = record("advise", *hand)
    out = table("advise", *hand, width=width, lang=lang)
    numbers: list[int | str] = []
    for rank, row in enumerate(data["rows"], 1):
        numbers += [rank, row["shanten"], row["kinds"], row["live"]]
        if row["tenpai"]:
            numbers.append(f"{row['legal_discard_outs']}/{row['legal_self_drawn_outs']}")
    assert_numbers(out, numbers)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
def test_fan_catalogue_shows_every_number_and_points_at_every_width(lang, width):
    rows = record("fans")
    out = table("fans", width=width, lang=lang)
    for row in rows:
        line = rf"(?m)^.*(?<!\d){row['id']}(?!\d).*(?<!\d){row['points']}(?!\d)"
        stacked = rf"(?<!\d){row['id']}(?!\d) · \S+ {row['points']}(?!\d)"
        assert re.search(line, out) or re.search(stacked, out), (row["id"], out)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("fan", ["48", "82", "1"])
def test_one_fan_shows_its_number_points_and_example_total(fan, width):
    row = record("fans", fan)
    out = table("fans", fan, width=width)
    assert_numbers(out, [row["id"], row["points"], row["example"]["total"]])


BATCH = (
    "[EEE1][123m]456p789s1p1p --self-drawn --seat S --flowers 2\n"
    "1112345678999p9p --self-drawn\n"
    "123m456\n"
    "[1111m][2222s1][3333p1]456m5p5p --flowers 8 --rules mil\n"
    "123m456m789s234p5p5p\n"
)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
def test_batch_table_shows_every_line_and_total_at_every_width(lang, width):
    records = ndjson_records("batch", data=BATCH)
    out = table("batch", "--no-summary", width=width, lang=lang, data=BATCH)
    numbers: list[int | str] = []
    for r in records:
        numbers.append(r["line"])
        if "error" not in r:
            numbers += [r["fan_total"], r["flowers"], r["total"]]
    assert_numbers(out, numbers)


@pytest.mark.parametrize("width", WIDTHS)
def test_a_total_of_159_is_never_cut_in_the_batch_table(width):
    line = "[EEEE][SSSS1][WWWW1][NNNN1]CC --flowers 8 --self-drawn\n"
    total = json.loads(ok("batch", "--format", "ndjson", input=line).stdout)["total"]
    assert total >= 150
    out = table("batch", "--no-summary", width=width, data=line)
    assert_numbers(out, [total, 8])
    assert "✓" in out  # the minimum column is never dropped


WAITS_BATCH = "1112345678999p\n45666699m23456s --seen 777s\n123m456s789p1357s\n1m\n"


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
def test_batch_waits_table_shows_every_line_and_count_at_every_width(lang, width):
    records, out = batch_records_and_table("--waits", WAITS_BATCH, width, lang)
    numbers: list[int | str] = []
    for r in records:
        numbers.append(r["line"])
        if "error" not in r:
            numbers.append(len(r["waits"]) if r["waits"] else r["shanten"])
    assert_numbers(out, numbers)


ADVISE_BATCH = "123m456m789s234p5p5p\n45666699m23456s7s --seen 77s\n1m\n"


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
def test_batch_advise_table_shows_every_line_and_count_at_every_width(lang, width):
    records, out = batch_records_and_table("--advise", ADVISE_BATCH, width, lang)
    numbers: list[int | str] = []
    for r in records:
        numbers.append(r["line"])
        if "error" not in r:
            best = r["rows"][0]
            numbers += [best["shanten"], best["live"]]
            if r["win"] is not None:
                numbers.append(r["win"]["fan_total"])
    assert_numbers(out, numbers)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", ["", "--waits", "--advise"])
def test_batch_summary_tables_show_every_count_at_every_width(kind, lang, width):
    data = {"": BATCH, "--waits": WAITS_BATCH, "--advise": ADVISE_BATCH}[kind]
    args = ["batch", *([kind] if kind else []), "--summary-only"]
    summary = record(*args, data=data)
    out = table(*args, width=width, lang=lang, data=data)
    numbers: list[int | str] = []
    for key, value in summary.items():
        if isinstance(value, bool) or key == "records":
            continue
        if isinstance(value, int):
            numbers.append(value)
        elif isinstance(value, float):
            numbers.append(f"{value:.2f}")
        elif isinstance(value, list):
            numbers += [item["hands"] for item in value]
    assert_numbers(out, numbers)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ledger", ["session-club-night.txt", "session-table3.txt"])
def test_session_tables_show_every_delta_total_and_table_point_at_every_width(ledger, lang, width):
    path = str(EXAMPLES / ledger)
    data = record("session", path)
    out = table("session", path, width=width, lang=lang)
    numbers: list[int | str] = []
    for hand in data["hands"]:
        numbers.append(hand["hand"])
        numbers += [signed(d) for d in hand["deltas"]] + list(hand["totals"])
    for st in data["standings"]:
        numbers += [st["total"], st["table_points"], st["wins"]]
    assert_numbers(out, numbers)
