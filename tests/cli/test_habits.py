"""Habits of a command-line user: bare gbmj, misspelt commands, any case, a hand on standard input,
other names of fans, shell completion, and CSV that holds the whole result."""

import csv
import io
import json

import pytest
from click.testing import CliRunner

from gbmj_cli.cli.main import cli

from clirun import PLAIN, ok, run

README_HAND = ("[EEE1][123m]456p789s1p1p", "--self-drawn", "--seat", "S", "--flowers", "2")


def test_bare_gbmj_prints_the_help_on_standard_output_with_status_0():
    result = run()
    assert result.exit_code == 0 and result.stderr == ""
    assert result.stdout.startswith("Usage: ") and "gbmj score HAND" in result.stdout


@pytest.mark.parametrize("typed, meant", [("scroe", "score"), ("wait", "waits"), ("fan", "fans"), ("bach", "batch")])
def test_an_unknown_command_gets_did_you_mean(typed, meant):
    result = run(typed, "x")
    assert result.exit_code == 2
    assert f"no command '{typed}'; did you mean {meant}" in result.stderr


def test_a_command_far_from_any_lists_the_commands():
    result = run("xyzzy")
    assert result.exit_code == 2 and "the commands are advise, batch, chase, convert" in result.stderr


@pytest.mark.parametrize(
    "args",
    [
        ("score", "123m456m789s234p5p5p", "--rules", "MIL", "--format", "JSON"),
        ("SCORE", "123m456m789s234p5p5p", "--format", "Json"),
        ("score", "W1 W2 W3 W4 W5 W6 W7 W8 W9 T2 T3 T4 F1 F1", "--notation", "BOTZONE", "--format", "NDJSON"),
        ("score", "123m456m789s11p555z", "--z", "MCR", "--format", "json"),
        ("waits", "1112345678999p", "--seat", "s", "--format", "JSON"),
        ("fans", "48", "--format", "JSON", "--lang", "ZH"),
        ("convert", "[EEE1][123m]456p789s1p1p", "--to", "TZIAKCHA", "--format", "JSON"),
    ],
    ids=lambda args: " ".join(args[:1] + args[2:]),
)
def test_choices_are_taken_in_any_case(args):
    result = ok(*args)
    json.loads(result.stdout)


def test_a_batch_line_takes_its_choices_in_any_case():
    line = "W1 W2 W3 W4 W5 W6 W7 W8 W9 T2 T3 T4 F1 F1 --notation BOTZONE --rules MIL\n"
    record = json.loads(CliRunner().invoke(cli, ["batch"], input=line, env=PLAIN).stdout)
    assert record["rules"] == "mil" and "error" not in record


def test_score_dash_reads_the_hand_from_standard_input():
    result = CliRunner().invoke(
        cli, ["score", "-", "--self-drawn", "--format", "json"], input="1112345678999p9p\n", env=PLAIN
    )
    assert result.exit_code == 0, result.output
    record = json.loads(result.stdout)
    assert record["input"] == "1112345678999p9p --self-drawn" and record["total"] == 107


@pytest.mark.parametrize("command", ["score", "waits", "advise", "convert"])
def test_a_dash_with_two_hands_on_standard_input_is_a_usage_error(command):
    more = ["--to", "gbmj"] if command == "convert" else []
    result = CliRunner().invoke(cli, [command, "-", *more], input="123m\n456p\n", env=PLAIN)
    assert result.exit_code == 2 and f"gbmj {command} - reads one hand" in result.stderr
    empty = CliRunner().invoke(cli, [command, "-", *more], input="\n", env=PLAIN)
    assert empty.exit_code == 2 and "standard input holds no hand" in empty.stderr


def test_waits_dash_reads_the_hand_from_standard_input():
    result = CliRunner().invoke(cli, ["waits", "-", "--format", "json"], input="1112345678999p\n", env=PLAIN)
    assert result.exit_code == 0 and len(json.loads(result.stdout)["waits"]) == 9


@pytest.mark.parametrize(
    "name, key",
    [
        ("七对子", "seven_pairs"),
        ("十三么", "thirteen_orphans"),
        ("单钓", "single_wait"),
        ("单吊将", "single_wait"),
        ("13 orphans", "thirteen_orphans"),
        ("thirteen orphans", "thirteen_orphans"),
        ("Thirteen-Orphans", "thirteen_orphans"),
        ("碰碰胡", "all_pungs"),
        ("平胡", "all_chows"),
        ("一条龙", "pure_straight"),
        ("国士无双", "thirteen_orphans"),
        ("tanyao", "all_simples"),
    ],
)
def test_fans_finds_common_other_names(name, key):
    assert json.loads(ok("fans", name, "--format", "json").stdout)["key"] == key


def test_an_unknown_fan_still_suggests_close_names():
    result = run("fans", "七对了")
    assert result.exit_code == 1 and "did you mean" in result.stderr


def complete(*words: str, shell: str = "bash") -> list[str]:
    """What shell completion offers after ``gbmj WORDS`` (the last word being completed)."""
    line = ["gbmj", *words]
    env = PLAIN | {"_GBMJ_COMPLETE": f"{shell}_complete", "COMP_WORDS": " ".join(line), "COMP_CWORD": str(len(words))}
    result = CliRunner().invoke(cli, [], env=env, prog_name="gbmj")
    assert result.exit_code == 0, result.output
    return [row.split(",", 1)[1] for row in result.stdout.splitlines()]


def test_completion_offers_commands_winds_formats_profiles_and_fans():
    assert complete("sc") == ["score"]
    assert complete("score", "--seat", "") == ["E", "S", "W", "N"]
    assert complete("score", "--seat", "s") == ["S"]
    assert complete("score", "--format", "") == ["table", "json", "ndjson", "csv"]
    assert complete("score", "--rules", "") == ["1998", "mil", "greenbook"]
    assert complete("score", "--lang", "") == ["zh", "en", "both"]
    assert "all_pungs" in complete("fans", "all_p") and "碰碰和" in complete("fans", "碰")
    assert "--self-drawn" in complete("score", "--se")


def test_completion_scripts_exist_for_bash_zsh_and_fish():
    for shell in ("bash", "zsh", "fish"):
        result = CliRunner().invoke(cli, [], env=PLAIN | {"_GBMJ_COMPLETE": f"{shell}_source"}, prog_name="gbmj")
        assert result.exit_code == 0 and "_GBMJ_COMPLETE" in result.stdout, shell


# --- CSV that holds the whole result ---------------------------------------------------------------


def rows(*args: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(ok(*args, "--format", "csv").stdout)))


def test_score_csv_holds_fans_excluded_fans_totals_and_payments():
    table = rows("score", *README_HAND)
    sections = [row["section"] for row in table]
    assert sections == ["fan"] * 5 + ["excluded"] + ["total"] * 4 + ["payment"] * 4
    assert sum(int(r["subtotal"]) for r in table if r["section"] == "fan") == 14
    excluded = next(r for r in table if r["section"] == "excluded")
    assert (excluded["id"], excluded["key"], excluded["excluded_by"], excluded["count"]) == (
        "73",
        "pung_of_terminals_or_honors",
        "60",
        "1",
    )
    totals = {r["key"]: r["subtotal"] for r in table if r["section"] == "total"}
    assert totals == {"fan_total": "12", "flowers": "2", "total": "14", "meets_minimum": "true"}
    payments = [(r["seat"], r["role"], int(r["amount"])) for r in table if r["section"] == "payment"]
    assert payments == [("S", "winner", 66), ("W", "other", -22), ("N", "other", -22), ("E", "other", -22)]


def test_score_csv_below_the_minimum_has_no_payment_rows():
    table = rows("score", "123m456m789s234p5p5p")
    assert {r["section"] for r in table} == {"fan", "excluded", "total"}
    assert next(r["subtotal"] for r in table if r["key"] == "meets_minimum") == "false"


def test_score_csv_names_every_excluding_fan():
    table = rows("score", "2345666777888m2m")
    by = {r["id"]: r["excluded_by"].split() for r in table if r["section"] == "excluded"}
    assert by == {"66": ["33"], "75": ["22"], "76": ["22", "68"]}


def test_waits_csv_of_a_hand_that_is_not_ready_gives_its_shanten():
    out = ok("waits", "123m456s789p1358p", "--format", "csv").stdout.splitlines()
    assert out[0].endswith(",live,shanten") and out[1] == ",,,,,,,1"
    ready = ok("waits", "1112345678999p", "--format", "csv").stdout.splitlines()
    assert ready[0].endswith(",live") and len(ready) == 10  # ready: one row per wait, as docs/advice.md §8.3


@pytest.mark.parametrize(
    "args",
    [
        ("score", *README_HAND),
        ("waits", "1112345678999p"),
        ("advise", "123m456m789s234p5p5p"),
        ("fans",),
        ("session", "examples/session-table3.txt"),
    ],
    ids=lambda args: args[0],
)
def test_bom_begins_csv_with_a_byte_order_mark(args, monkeypatch):
    from pathlib import Path

    monkeypatch.chdir(Path(__file__).resolve().parent.parent.parent)
    plain = ok(*args, "--format", "csv").stdout_bytes
    marked = ok(*args, "--format", "csv", "--bom").stdout_bytes
    assert marked == b"\xef\xbb\xbf" + plain and not plain.startswith(b"\xef\xbb\xbf")


def test_bom_begins_batch_csv_and_its_summary():
    marked = CliRunner().invoke(cli, ["batch", "--format", "csv", "--bom"], input="1112345678999p9p\n", env=PLAIN)
    assert marked.stdout_bytes.startswith(b"\xef\xbb\xbfline,hand,")
    summary = CliRunner().invoke(
        cli, ["batch", "--summary-only", "--format", "csv", "--bom"], input="1112345678999p9p\n", env=PLAIN
    )
    assert summary.stdout_bytes.startswith(b"\xef\xbb\xbfstat,")


@pytest.mark.parametrize("args", [("score", *README_HAND, "--format", "json"), ("fans", "--format", "table")])
def test_bom_without_csv_is_a_usage_error(args):
    result = run(*args, "--bom")
    assert result.exit_code == 2 and "--bom goes with --format csv" in result.stderr
