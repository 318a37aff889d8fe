"""Inputs without end, numbers too long to convert, encodings too narrow: one sentence each, never a crash.

The failures a fuzzing of the command line found (the thirteenth round): each was status 70 (an
internal error), a raw control character, or a process that read /dev/zero until the kernel killed it.
Processes and streams are tested in a subprocess (``python -m gbmj_cli``), the rest in-process.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gbmj_cli.cli import process

from clirun import run

GBMJ = [sys.executable, "-m", "gbmj_cli"]
HAND = "[EEE1][123m]456p789s1p1p"
LONG = "9" * 5000  # more digits than Python converts to an int


def gbmj(*args: str, **options) -> subprocess.CompletedProcess:
    options.setdefault("capture_output", True)
    options.setdefault("timeout", 60)
    return subprocess.run([*GBMJ, *args], **options)


def error_line(stderr: bytes | str) -> str:
    text = stderr if isinstance(stderr, str) else stderr.decode("utf-8")
    assert "Traceback" not in text and "internal error" not in text, text
    (line,) = [line for line in text.splitlines() if line.startswith("Error:")]
    return line


@pytest.mark.slow
@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
@pytest.mark.parametrize("args", [["session", "/dev/zero"], ["session", "-"], ["score", "-"], ["waits", "-"]])
def test_an_endless_input_is_refused_after_its_limit(args):
    with open("/dev/zero", "rb") as zeros:
        done = gbmj(*args, "--format", "json", stdin=zeros, timeout=30)
    assert done.returncode in (process.REJECTED, process.USAGE)
    assert "larger than 16 MiB" in error_line(done.stderr) or "more than 64 KiB" in error_line(done.stderr)


@pytest.mark.slow
@pytest.mark.parametrize("args", [["session", "-"], ["score", "-"], ["waits", "-"]])
def test_a_closed_standard_input_is_a_stream_error(args):
    done = subprocess.run([*GBMJ, *args], stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
    assert done.returncode in (process.REJECTED, process.USAGE)  # an empty input: refused as such
    closed = gbmj(*args, preexec_fn=lambda: os.close(0))
    assert closed.returncode == process.STREAM
    assert error_line(closed.stderr) == "Error: cannot read standard input: it is closed"


@pytest.mark.parametrize(
    "claim", [f"total={LONG}", f"39x{LONG}", "total=²", "total=¹²"], ids=["long-total", "long-count", "²", "¹²"]
)
def test_a_claim_number_that_is_no_small_whole_number_is_one_sentence(claim):
    result = run("score", HAND, "--self-drawn", "--seat", "S", "--claim", claim)
    assert result.exit_code == process.REJECTED
    assert "takes a whole number from" in error_line(result.stderr)


def test_a_long_claim_number_on_a_batch_line_is_a_usage_record(tmp_path):
    lines = tmp_path / "claims.txt"
    lines.write_text(f"{HAND} --claim total={LONG}\n{HAND}\n", encoding="utf-8")
    output = run("batch", str(lines), "--format", "ndjson", "--no-summary").stdout
    records = [json.loads(line) for line in output.splitlines()]
    assert [r.get("kind") for r in records] == ["usage", None]


@pytest.mark.slow
def test_a_columns_too_long_to_convert_is_clamped():
    done = gbmj("--version", env={**os.environ, "COLUMNS": "9" * 4301, "LINES": "9" * 4301})
    assert done.returncode == process.OK, done.stderr


def test_seen_tiles_past_what_a_byte_holds_are_five_of_a_kind_refused():
    result = run("waits", "1112345678999p", "--seen", "1m" * 256)
    assert result.exit_code == process.REJECTED
    assert "--seen shows 256 1m" in error_line(result.stderr)


def _rules(tmp_path: Path, body: str) -> str:
    path = tmp_path / "rules.toml"
    path.write_text('name = "house"\nextends = "1998"\n' + body, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    ("body", "sentence"),
    [
        (f"[fans.chicken_hand]\npoints = {LONG}\n", "an integer of more than 4,300 digits"),
        ("[fans.chicken_hand]\npoints = 1000\n", "points of chicken_hand must be at most 999, not 1000"),
        ("[fans.chicken_hand]\nnumber = 100000000000000000000\n", "number of chicken_hand must be at most 999"),
        ("x = " + "[" * 20_000 + "]" * 20_000 + "\n", "nest too deeply"),
        ("a" + ".b" * 50_000 + " = 1\n", "3: not usable TOML: a dotted key of more than 16 parts"),
        ("[a" + ' . "b\\"c"' * 16 + "]\n", "3: not usable TOML: a dotted key of more than 16 parts"),
        (  # a multi-line string may end in one more quote: the comment after it hides no key
            'x = """a"""" #" """\n' + ".".join(["a"] * 20) + ' = 1\n# """\n',
            "4: not usable TOML: a dotted key of more than 16 parts",
        ),
        (
            "[fans.chicken_hand]\nnumber = 0x" + "f" * 4000 + "\n",
            "must be at most 999, not a number of about 4817 digits",
        ),
        (
            "[fans.chicken_hand]\npoints = 0b" + "1" * 20000 + "\n",
            "points of chicken_hand must be at most 999, not a number of",
        ),
    ],
    ids=[
        "long-integer",
        "points",
        "number",
        "nested",
        "long-key",
        "long-header",
        "key-after-quote",
        "long-hex",
        "long-binary",
    ],
)
def test_a_rules_file_past_the_bounds_is_one_sentence(tmp_path, body, sentence):
    result = run("fans", "--rules-file", _rules(tmp_path, body))
    assert result.exit_code == process.REJECTED
    assert sentence in error_line(result.stderr)


def test_dots_in_strings_and_comments_are_no_dotted_key(tmp_path):
    dots = "." * 5000
    body = f'description = "{dots}"\n# {dots}\n[fans.chicken_hand]\npoints = 9 # {dots}\n'
    body += "name_en = '''the club's 'own'''' # " + dots + "\n" + " " * (256 << 10) + "\n"  # linear in a run of spaces
    result = run("fans", "--rules-file", _rules(tmp_path, body), "--format", "json")
    assert result.exit_code == 0, result.stderr
    assert '"points": 9' in result.stdout


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_nobody_writes_is_read_as_empty_not_waited_on(tmp_path):
    fifo = tmp_path / "rules.toml"
    os.mkfifo(fifo)
    done = gbmj("fans", "--rules-file", str(fifo), timeout=20)
    assert done.returncode == process.REJECTED
    assert "missing" in error_line(done.stderr)


@pytest.mark.slow
@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_a_narrow_output_encoding_writes_escapes_not_a_crash(encoding):
    env = {**os.environ, "PYTHONIOENCODING": encoding}
    done = gbmj("batch", "-", "--format", "table", "--no-summary", input=b"123m456m789s234p5p5p\n", env=env)
    assert done.returncode == process.OK, done.stderr
    assert b"\\u2265" in done.stdout  # the table's >= sign, escaped
    assert b"Concealed Hand" in done.stdout  # the fans named in English, which the encoding holds
    assert gbmj("score", "--help", env=env).returncode == process.OK


def test_a_file_name_reaches_csv_and_the_summary_escaped(tmp_path):
    hostile = tmp_path / "e\x1b[31mvil\u202e[red].txt"
    hostile.write_bytes(b"123m456m789s234p5p5p\n123m\xff\n")
    other = tmp_path / "one.txt"
    other.write_text("123m456m789s234p5p5p\n", encoding="utf-8")
    csv = run("batch", str(other), str(hostile), "--jobs", "1", "--format", "csv")
    assert "e\\x1b[31mvil\\u202e[red].txt" in csv.stdout and "\x1b" not in csv.stdout + csv.stderr
    assert "\u202e" not in csv.stdout + csv.stderr
    summary = run("batch", str(hostile), "--jobs", "1", "--summary-only", "--format", "json")
    assert "\u202e" not in summary.stdout and "\\u202e" in summary.stdout
    table = run("batch", str(hostile), "--jobs", "1", "--format", "table")
    assert "vil\\u202e[red].txt is not UTF-8" in " ".join(table.stdout.split())  # escaped, not markup
