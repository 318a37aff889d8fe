"""The holes issue 42 found in the guarantees (docs/guarantees.md), each held shut.

A quadratic CSV ledger splitter; output cut short under a file-size limit with status 0; a file name
that is not UTF-8 crashing ``batch`` or reaching the terminal raw, and a player's name written as
invalid UTF-8; a stray byte of a byte-order mark turning a line of junk into a comment; an unbounded
``--chunk-size``; an option's name taken for the tiles of ``--seen``. And the property behind the
fifth: a batch of random bytes gives exactly one record per line that is not blank or a comment.
"""

import csv
import io
import json
import os
import resource
import shlex
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gbmj_cli.base.text import escape_json, escape_text, shown_name
from gbmj_cli.batch.line_syntax import shell_words
from gbmj_cli.batch.lines import score_line
from gbmj_cli.batch.reader import read_chunks
from gbmj_cli.batch.run import MAX_CHUNK_LINES
from gbmj_cli.cli.commands.batch import batch
from gbmj_cli.cli.main import cli
from gbmj_cli.table.ledger_reader import MAX_LINES, csv_fields, detect_format, read_ledger

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
GBMJ = [sys.executable, "-m", "gbmj_cli"]
HAND = "123m456m789s234p5p5p"
BOM = b"\xef\xbb\xbf"


def records(result) -> list[dict]:
    return [json.loads(line) for line in result.stdout_bytes.splitlines()]


# --- 1. no reader of text rebuilds or rescans what it read at each character ----------------------


def _csv_fields_as_before(text: str) -> list[str] | None:
    """The splitter as it was (quadratic: the field joined at every quote), the oracle of its results."""
    fields, buffer, in_quotes, i, n = [], [], False, 0, len(text)
    while i < n:
        c = text[i]
        i += 1
        if in_quotes:
            if c != '"':
                buffer.append(c)
            elif i < n and text[i] == '"':
                buffer.append('"')
                i += 1
            else:
                in_quotes = False
        elif c == '"' and not "".join(buffer).strip():
            buffer, in_quotes = [], True
        elif c == ",":
            fields.append("".join(buffer).strip())
            buffer = []
        else:
            buffer.append(c)
    return None if in_quotes else [*fields, "".join(buffer).strip()]


@given(st.text(alphabet=st.sampled_from(list('a ",\t\u3000x""')), max_size=40))
def test_the_csv_splitter_splits_as_it_did(text):
    try:
        found = csv_fields(text)
    except Exception:
        found = None
    assert found == _csv_fields_as_before(text)


@pytest.mark.parametrize(
    "ledger",
    [
        b"hand,event,player,from,total\n1,win,a" + b'"' * 65000 + b"\n",  # the CSV line
        b'{"a":' * 13000 + b"\n",  # a text ledger whose first line auto-detection splits as CSV
        b"hand,event,player,from,total\n" + (b'1,win,a"""' * 6500 + b"\n") * 16,
    ],
)
def test_a_ledger_of_quotes_is_read_at_once(ledger):
    start = time.perf_counter()
    read_ledger(ledger)
    assert time.perf_counter() - start < 0.5  # 17 s a line before


def test_format_detection_looks_no_further_than_reading_reads():
    looked = 0

    def lines():
        nonlocal looked
        while True:
            looked += 1
            yield b""

    assert detect_format(lines()) == "text"
    assert looked == MAX_LINES  # 16 MiB of empty lines took 10 s


_SHELL_TEXT = st.text(alphabet=st.sampled_from(list("ab -=#中\t\r\n\x0b\"'\\")), max_size=30)


def _split_or_error(split, text):
    try:
        return split(text)
    except ValueError as error:
        return str(error)


@given(_SHELL_TEXT)
def test_batch_splits_a_line_with_quotes_as_shlex_does(text):
    assert _split_or_error(shell_words, text) == _split_or_error(shlex.split, text)


@pytest.mark.parametrize("line", ["a" * 65000 + '"', '"' + "a" * 65000 + '"', "\\" * 65000, "'" * 65000])
def test_a_batch_line_of_one_long_quoted_word_is_split_at_once(line):
    start = time.perf_counter()
    score_line(line, line_number=1)
    assert time.perf_counter() - start < 0.5  # shlex took 0.25 s for a line of 64 KiB


def test_a_line_that_comes_a_byte_at_a_time_is_read_whole():
    read_fd, write_fd = os.pipe()
    data = b"x" * 3000 + b"\n" + HAND.encode() + b"\n" + b"y" * 70000  # the last line over the limit

    def write() -> None:
        for i in range(0, 3001):
            os.write(write_fd, data[i : i + 1])
        os.write(write_fd, data[3001:])
        os.close(write_fd)

    writer = threading.Thread(target=write)
    writer.start()
    try:
        with os.fdopen(read_fd, "rb", buffering=0) as stream:
            assert isinstance(stream, io.FileIO)
            chunks = list(read_chunks(stream, 512))
    finally:
        writer.join()
    lines = [line for chunk in chunks for line in chunk.lines]
    assert lines[:2] == [data[:3001], HAND.encode() + b"\n"]
    assert lines[2].size == 70000  # a TooLong: its size, not its bytes


def test_a_utf16_file_ends_its_lines_where_the_same_utf8_file_does(tmp_path):
    text = "x\r" + HAND + "\n" + HAND + "\r\n"  # a lone carriage return ends no line
    for encoding in ("utf-8", "utf-16"):
        path = tmp_path / f"{encoding}.txt"
        path.write_bytes(text.encode(encoding))
        result = CliRunner().invoke(batch, [str(path), "--format", "ndjson", "--no-summary", "--jobs", "1"])
        assert [(r["line"], r["input"]) for r in records(result)] == [(1, "x\r" + HAND), (2, HAND)]


def test_a_long_utf16_line_is_cut_as_a_utf8_one(tmp_path):
    path = tmp_path / "utf16.txt"
    path.write_bytes(("中" * 30000 + "\n" + HAND + "\n").encode("utf-16"))
    result = CliRunner().invoke(batch, [str(path), "--format", "ndjson", "--no-summary", "--jobs", "1"])
    first, second = records(result)
    assert first["kind"] == "input" and "90,000 bytes" in first["error"]
    assert (second["line"], second["input"]) == (2, HAND)


# --- 2. a short write is an error, for every command -------------------------------------------


def _limited(limit: int):
    def preexec() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    return preexec


COMMANDS = [
    ["score", HAND],
    ["score", HAND, "--format", "table"],
    ["waits", "123m456m789s234p5p", "--format", "table"],
    ["advise", "123m456m789s234p5p1z", "--format", "table"],
    ["advise", "123m456m789s234p5p1z", "--format", "csv"],
    ["fans"],
    ["fans", "--format", "csv"],
    ["session", str(EXAMPLES / "session-table3.txt"), "--format", "table"],
    ["session", str(EXAMPLES / "session-table3.txt"), "--format", "json"],
    ["session", str(EXAMPLES / "session-table3.csv"), "--format", "csv"],
    ["convert", HAND, "--to", "botzone"],
    ["batch", str(EXAMPLES / "hands.txt"), "--format", "ndjson"],
    ["batch", str(EXAMPLES / "hands.txt"), "--format", "table"],
    ["tournament", "standings", str(EXAMPLES / "tournament" / "spring-open.toml")],
    ["chase", str(EXAMPLES / "session-table3.txt"), "--format", "json"],
    ["replay", str(EXAMPLES / "replay-demo.txt"), "--format", "ndjson"],
    ["--help"],
]


@pytest.mark.slow  # gbmj run as its own process, under a file-size limit
@pytest.mark.parametrize("unbuffered", ["1", ""])
@pytest.mark.parametrize("args", COMMANDS, ids=" ".join)
def test_output_cut_short_by_a_size_limit_is_status_74_and_one_sentence(tmp_path, args, unbuffered):
    env = {**os.environ, "PYTHONUNBUFFERED": unbuffered, "COLUMNS": "100", "GBMJ_LANG": "en"}
    whole = subprocess.run([*GBMJ, *args], capture_output=True, env=env, timeout=120, cwd=ROOT)
    assert whole.returncode in (0, 1), whole.stderr
    limit = len(whole.stdout) // 2  # the first write is cut short, not refused
    with open(tmp_path / "out", "wb") as out:
        cut = subprocess.run(
            [*GBMJ, *args],
            stdout=out,
            stderr=subprocess.PIPE,
            env=env,
            timeout=120,
            cwd=ROOT,
            preexec_fn=_limited(limit),
        )
    errors = [line for line in cut.stderr.decode().splitlines() if line.startswith("Error:")]
    assert cut.returncode == 74, cut.stderr
    assert errors == ["Error: cannot write standard output: File too large"], cut.stderr
    assert "Traceback" not in cut.stderr.decode()


# --- 3. a name that is not UTF-8 -----------------------------------------------------------------


def test_a_name_that_is_not_utf8_is_written_the_same_way_in_every_format():
    name = os.fsdecode(b"table\x9b\xff.txt")
    assert shown_name(name) == "table\\x9b\\xff.txt"
    assert escape_text(name) == "table\\x9b\\xff.txt"
    assert json.loads(escape_json(json.dumps(name, ensure_ascii=False))) == "table\\x9b\\xff.txt"
    assert escape_text("\ud800") == "\\ud800"  # (a surrogate no file name holds: Python's escape)


@pytest.fixture
def undecodable(tmp_path) -> tuple[str, str]:
    """A file whose name is not UTF-8 (0x9b is an 8-bit CSI), and a second input."""
    bad = os.fsdecode(bytes(tmp_path) + b"/table\x9b\xff.txt")
    Path(bad).write_bytes(HAND.encode() + b"\n")
    good = tmp_path / "good.txt"
    good.write_text(HAND + "\n")
    return bad, str(good)


@pytest.mark.parametrize("fmt", ["ndjson", "json", "csv"])
def test_batch_names_an_input_whose_name_is_not_utf8(undecodable, fmt):
    result = CliRunner().invoke(batch, [*undecodable, "--format", fmt, "--no-summary", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    text = result.stdout_bytes.decode("utf-8")  # valid UTF-8
    if fmt == "csv":
        files = [row[-1] for row in list(csv.reader(io.StringIO(text)))[1:]]
    else:
        files = [r["file"] for r in (json.loads(text) if fmt == "json" else records(result))]
    assert [f.rpartition("/")[2] for f in files] == ["table\\x9b\\xff.txt", "good.txt"]


def test_no_raw_byte_of_a_name_reaches_the_table(undecodable):
    args = [*undecodable, "--format", "table", "--no-summary", "--jobs", "1"]
    result = CliRunner().invoke(batch, args, env={"COLUMNS": "400"})  # the header's path on one line
    assert result.exit_code == 0, result.output
    text = result.stdout_bytes.decode("utf-8")  # no raw byte: valid UTF-8
    assert "\x9b" not in text and "table\\x9b\\xff.txt" in text


@pytest.mark.parametrize("fmt", ["json", "csv", "table"])
def test_a_player_name_that_is_not_utf8_is_escaped_in_every_format(fmt):
    players = os.fsdecode(b"A=Ana\xff,B=Bo,C=Chen,D=Dan")
    ledger = str(EXAMPLES / "session-table3.txt")
    result = CliRunner().invoke(cli, ["session", ledger, "--players", players, "--format", fmt], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    text = result.stdout_bytes.decode("utf-8")  # valid UTF-8
    if fmt == "json":
        assert json.loads(text)["players"][0]["name"] == "Ana\\xff"
    else:
        assert "Ana\\xff" in text


# --- 5. the byte-order mark: a whole mark, once, at the start of a line ---------------------------


def test_a_stray_byte_of_a_mark_before_a_hash_is_no_comment():
    result = CliRunner().invoke(
        batch, ["--format", "ndjson", "--no-summary"], input=HAND.encode() + b"\n\xef# junk\n\xbb# junk\n"
    )
    assert result.exit_code == 1
    assert [(r["line"], r.get("kind")) for r in records(result)] == [(1, None), (2, "input"), (3, "input")]


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        (BOM + b"# a comment\n" + BOM + b"# one mark on a later line\n", []),
        (BOM + BOM + b"# two marks\n", ["parse"]),
        (b"x\n" + BOM + BOM + b"# two marks\n", ["parse", "parse"]),
        (b"x\n " + BOM + b"# a mark not at the start\n", ["parse", "parse"]),
        (BOM + b"#\xff not UTF-8 after the mark\n", []),
        (b"x\n" + BOM + b"\n" + BOM + b" \t\n", ["parse"]),
    ],
)
def test_one_mark_is_removed_at_the_start_of_a_line(text, kinds):
    result = CliRunner().invoke(batch, ["--format", "ndjson", "--no-summary"], input=text)
    assert [r["kind"] for r in records(result)] == kinds


# --- 6. every size option bounded ------------------------------------------------------------------


def test_chunk_size_is_bounded():
    over = CliRunner().invoke(batch, ["--chunk-size", str(MAX_CHUNK_LINES + 1)], input=HAND + "\n")
    assert over.exit_code == 2 and "--chunk-size" in over.output
    most = CliRunner().invoke(batch, ["--chunk-size", str(MAX_CHUNK_LINES), "--format", "ndjson"], input=HAND + "\n")
    assert most.exit_code == 0


# --- also seen: an option's name taken for the value of --seen --------------------------------------


@pytest.mark.parametrize(
    ("args", "word"),
    [
        (["advise", HAND, "--seen", "--round", "W"], "--round"),
        (["waits", "45666699m23456s", "--seen", "7s", "--seen", "--round", "W"], "--round"),
        (["waits", "45666699m23456s", "--seen=--format", "json"], "--format"),
        (["advise", HAND, "--seen", "-f", "json"], "-f"),
    ],
)
def test_an_option_name_is_no_value_of_seen(args, word):
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 2, result.output
    assert result.stderr.splitlines()[-1] == f"Error: --seen needs a value: {word!r} is an option, not its value"
    assert result.stdout == ""


def test_batch_seen_refuses_an_option_name_too():
    result = CliRunner().invoke(cli, ["batch", "-", "--waits", "--seen", "--round", "W"], input="")
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1] == "Error: --seen needs a value: '--round' is an option, not its value"


def test_seen_and_players_are_bounded_before_they_are_read():
    long_seen = CliRunner().invoke(cli, ["advise", HAND, "--seen", "[123m]" * 400, "-f", "json"])
    assert long_seen.exit_code == 1
    expected = "--seen holds 2400 characters, more than the tiles of a whole game take (at most 2048)"
    assert json.loads(long_seen.stdout)["error"] == expected
    ledger = "players A B C D\n1 draw\n"
    commas = CliRunner().invoke(cli, ["session", "-", "--players", "," * 100_000], input=ledger)
    assert commas.exit_code == 2
    assert "100001 players named; a table has four, in seat order E S W N" in commas.stderr


def test_seen_still_takes_tiles_and_the_empty_value():
    result = CliRunner().invoke(cli, ["waits", "45666699m23456s", "--seen", "7s", "--seen", "", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["context"]["seen"] == "7s"


# --- the property: one record per line -------------------------------------------------------------

_STARTS = [b"", BOM, BOM + BOM, b"\xef", b"\xbb", b"\xbf", b"\xef\xbb", b" ", b"\t" + BOM, "\u3000".encode()]
_PIECES = [b" ", b"\t", b"\r", b"\x1c", "\u3000".encode(), BOM, b"\xef", b"\xbb", b"\xff", b"{", b'"', HAND.encode()]
_LINE = st.builds(
    lambda start, pieces: start + b"".join(pieces),
    st.sampled_from(_STARTS),
    st.lists(
        st.one_of(st.just(b"#"), st.sampled_from(_PIECES), st.binary(max_size=8).map(lambda b: b.replace(b"\n", b""))),
        max_size=5,
    ),
)


def _answered(line: bytes) -> bool:
    """Whether a line gets a record: not blank and not a comment, judged on its decoded text (a byte
    that is not UTF-8 as U+FFFD), one byte-order mark at its start aside (on line 1 the text's own)."""
    text = line.decode("utf-8", "replace").removeprefix("\ufeff")
    return bool(text.strip()) and not text.lstrip().startswith("#")


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lines=st.lists(_LINE, max_size=8), end=st.sampled_from([b"", b"\n"]))
def test_random_bytes_give_one_record_per_line(lines, end):
    data = b"\n".join(lines) + end
    result = CliRunner().invoke(batch, ["--format", "ndjson", "--no-summary", "--jobs", "1"], input=data)
    assert result.exit_code in (0, 1, 3), result.output
    numbers = [record["line"] for record in records(result)]
    read = data.split(b"\n")
    if read[-1] == b"":
        read.pop()  # (the line ending of the last line)
    assert numbers == [n for n, line in enumerate(read, 1) if _answered(line)]


@pytest.mark.skipif(not Path("/proc/self/mem").exists(), reason="needs Linux's /proc/self/mem, which fails to read")
@pytest.mark.parametrize("command", ["batch", "replay"])
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_an_input_file_that_fails_to_read_is_named_not_taken_for_standard_output(command, jobs):
    # (reading /proc/self/mem at its start fails with EIO: a real read error on a regular file)
    done = subprocess.run([*GBMJ, command, "/proc/self/mem", "--format", "ndjson", "--jobs", jobs], capture_output=True)
    assert done.returncode == 74
    assert done.stderr.decode() == "Error: cannot read /proc/self/mem: Input/output error\n"
    assert done.stdout == b""
