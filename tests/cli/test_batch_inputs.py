"""What gbmj batch reads: several files, a terminal, UTF-16, a file that is not UTF-8, bad flags on a
line, contradictory options; and the progress bar's width and last line."""

import io
import json
import os
import pty
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner

from gbmj_cli.cli.main import cli

from clirun import PLAIN

GOOD = "[EEE1][123m]456p789s1p1p --self-drawn --seat S\n"
WIN = "1112345678999p9p --self-drawn\n"


def batch(*args: str, input: str | None = None):
    return CliRunner().invoke(cli, ["batch", *args], input=input, env=PLAIN)


@pytest.fixture
def files(tmp_path):
    a, b = tmp_path / "a.txt", tmp_path / "b.txt"
    a.write_text(GOOD + "123m456\n", encoding="utf-8")
    b.write_text(WIN, encoding="utf-8")
    return str(a), str(b)


def test_several_files_are_read_in_turn_and_records_carry_file(files):
    a, b = files
    result = batch(a, b, "--format", "ndjson")
    assert result.exit_code == 1  # a line of a.txt is rejected
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(r["file"], r["line"]) for r in records] == [(a, 1), (a, 2), (b, 1)]
    assert list(records[0])[:2] == ["file", "line"] and records[1]["kind"] == "parse"
    assert "2 hands scored, 1 rejected" in result.stderr


def test_one_file_keeps_the_records_as_they_were(files):
    a, _ = files
    record = json.loads(batch(a, "--format", "ndjson").stdout.splitlines()[0])
    assert "file" not in record and record["line"] == 1


def test_several_files_in_csv_and_in_a_table(files):
    a, b = files
    rows = batch(a, b, "--format", "csv").stdout.splitlines()
    assert rows[0].endswith(",rules,file") and rows[1].endswith(f",{a}") and rows[3].endswith(f",{b}")
    table = batch(a, b, "--format", "table", "--no-summary").stdout
    assert f"==> {a} <==" in table and f"==> {b} <==" in table and table.index(a) < table.index(b)


def test_standard_input_among_the_files(files):
    a, _ = files
    result = batch(a, "-", "--format", "ndjson", input=WIN)
    assert [json.loads(x)["file"] for x in result.stdout.splitlines()] == [a, a, "-"]


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_a_utf16_file_with_its_byte_order_mark_is_read(tmp_path, encoding):
    path = tmp_path / "hands.txt"
    text = "\ufeff" + GOOD + WIN.replace("\n", "\r\n") if encoding != "utf-16" else GOOD + WIN
    path.write_bytes(text.encode(encoding))
    assert path.read_bytes()[:2] in (b"\xff\xfe", b"\xfe\xff")
    result = batch(str(path), "--format", "ndjson")
    assert result.exit_code == 0, result.output
    records = [json.loads(x) for x in result.stdout.splitlines()]
    assert [r["line"] for r in records] == [1, 2]
    assert all("error" not in r for r in records) and records[1]["total"] == 107


def test_a_file_that_is_not_utf8_is_named_once_in_the_summary(tmp_path, files):
    path = tmp_path / "latin.txt"
    path.write_bytes(WIN.encode() + "1112345678999p9p # é\n".encode("latin-1") * 3 + b"\xe9\n")
    a, _ = files
    result = batch(str(path), a, "--format", "ndjson")
    records = [json.loads(x) for x in result.stdout.splitlines()]
    bad = [r for r in records if r.get("kind") == "input"]
    assert len(bad) == 4 and all("not valid UTF-8" in r["error"] for r in bad)
    notes = [line for line in result.stderr.splitlines() if "save it as UTF-8" in line]
    assert notes == [f"{path} is not UTF-8 text: save it as UTF-8 and run again (the lines that are not UTF-8 "
                     "were rejected, kind input)"]  # fmt: skip
    summary = json.loads(batch(str(path), a, "--summary-only", "--format", "json").stdout)
    assert summary["not_utf8_files"] == [str(path)]


def test_an_unknown_flag_on_a_line_is_a_usage_record():
    record = json.loads(batch("--format", "ndjson", input="123m456m789s234p5p5p --bogus\n").stdout)
    assert record["kind"] == "usage" and record["error"] == "unknown flag '--bogus'"


def test_summary_only_and_no_summary_exclude_each_other():
    result = batch("--summary-only", "--no-summary", input=GOOD)
    assert result.exit_code == 2 and "--summary-only and --no-summary exclude each other" in result.stderr


@pytest.mark.slow
def test_a_terminal_gets_a_hint_on_standard_error():
    """Lines typed at a terminal: gbmj says how to end them, on standard error only."""
    leader, follower = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "gbmj_cli", "batch", "--format", "ndjson"],
        stdin=follower,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "NO_COLOR": "1"},
    )
    os.close(follower)
    os.write(leader, WIN.encode())
    time.sleep(0.5)
    os.write(leader, b"\x04")  # Ctrl-D
    out, err = process.communicate(timeout=60)
    os.close(leader)
    assert process.returncode == 0, err
    assert json.loads(out)["total"] == 107
    assert (
        err.decode()
        .splitlines()[0]
        .startswith("gbmj batch: reading hands from the terminal, one a line; end with Ctrl-D")
    )


def test_a_pipe_gets_no_hint():
    assert "terminal" not in batch("--format", "ndjson", input=WIN).stderr


# --- the progress bar --------------------------------------------------------------------------------


def bar_console(width: int):
    from rich.console import Console

    return Console(file=io.StringIO(), width=width, force_terminal=True, color_system=None, legacy_windows=False)


@pytest.mark.parametrize("width", [60, 80, 120])
def test_the_progress_bar_fits_the_terminal(width):
    from rich.cells import cell_len

    from gbmj_cli.cli.batch_view import ProgressBar

    console = bar_console(width)
    bar = ProgressBar(10_000_000, console=console)
    bar.update(5_000_000, 1_234_567)
    shown = bar_console(width)
    shown.print(bar.bar.get_renderable())
    bar.stop()
    lines = [line for line in shown.file.getvalue().splitlines() if line.strip()]
    assert lines and all(cell_len(line) <= width for line in lines), lines
    assert "1,234,567 hands" in lines[0]


def test_the_bar_leaves_one_line_of_how_many_and_how_fast_in_the_summarys_numbers():
    from gbmj_cli.batch.summary import ScoreSummary
    from gbmj_cli.cli.batch_view import ProgressBar, done_line

    console = bar_console(80)
    bar = ProgressBar(100, console=console)
    bar.update(100, 12_345)
    bar.stop(finished=True)
    last = console.file.getvalue().splitlines()[-1].split("\x1b[2K")[-1]  # after the bar is erased
    assert last.startswith("12,345 hands in ") and last.endswith(" hands/s)")
    assert done_line(12_345, 3.2) == "12,345 hands in 3.2 s (3,858 hands/s)"
    assert done_line(1, 0.5) == "1 hand in 0.5 s (2 hands/s)"
    assert done_line(12_345, 3.2, "zh") == "12,345 手牌，用时 3.2 秒（每秒 3,858 手）"
    summary = ScoreSummary(scored=12_345, sum_total=12_345 * 9, max_total=88)
    assert summary.text().startswith("12,345 hands scored")
