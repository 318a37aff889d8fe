"""A file handed to worker processes in ranges is cut into the matches it is cut into when read here.

``file_chunks`` looks only for lines that begin with ``Match`` and hands on ranges of bytes, which
``replay_part`` reads and cuts itself; ``match_chunks`` reads the same file and cuts it here. Both must
give the same blocks, numbered alike, whatever the lines (stray ones, blank ones, lines over the
reader's limit, a byte-order mark, no last line feed) and wherever the reads of the file end. A range
a worker cannot read, or one of many more blocks than matches, comes back and is replayed here, a
chunk at a time, into the same records.
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from matchgen import write_log

from gbmj_cli.batch.lines import KEPT
from gbmj_cli.batch.reader import InputFailed, read_texts
from gbmj_cli.cli import replay_input
from gbmj_cli.cli.replay_input import FileRange, NotALog, file_chunks, match_chunks, reopened, replay_here, replay_part
from gbmj_cli.records.replay import ReplaySettings
from gbmj_cli.replay import blocks as blocks_module

LONG = "x" * KEPT
KINDS = [
    "Match 1\n",
    "Match 2\n",
    "Score 1 2 3 4\n",
    "\n",
    " \t\r\n",
    "  Match 3\n",
    "Player 0 Draw W1\n",
    "Player 1 Play B2\r\n",
    "junk\n",
    "PMatch\n",
    "Matchless\n",
    "Match " + LONG + "\n",  # a Match line over the limit: not one that begins a match
    LONG + "\n",
]


def _blocks(chunks, path):
    """Every block of the chunks, a range read and cut as a worker cuts it."""
    found = []
    fd = os.open(path, os.O_RDONLY)
    try:
        for chunk in chunks:
            if isinstance(chunk.lines, FileRange):
                found += replay_input._range_blocks(fd, chunk.lines, chunk.first_line)
            else:
                found += chunk.lines
    finally:
        os.close(fd)
    return found


def _cut_both(data: bytes, per_chunk: int):
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "log.txt")
        Path(path).write_bytes(data)
        with open(path, "rb") as stream:
            try:
                here = _blocks(match_chunks(read_texts(stream), per_chunk), path)
            except NotALog as error:
                here = ("not a log", error.line)
        with open(path, "rb") as stream:
            try:
                ranges = _blocks(file_chunks(stream, path, per_chunk), path)
            except NotALog as error:
                ranges = ("not a log", error.line)
    return here, ranges


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(KINDS), max_size=60),
    st.sampled_from(["", "\ufeff"]),
    st.sampled_from(["", "Score 0 0 0 0", "junk"]),
    st.sampled_from([1, 2, 3, 32]),
    st.sampled_from([5, 64, 1 << 20]),
    st.sampled_from([2, 1000]),
)
def test_ranges_cut_a_file_as_it_is_cut_here(lines, bom, end, per_chunk, scan, most):
    data = (bom + "Match 0\n" + "".join(lines) + end).encode()
    with mock.patch.object(replay_input, "SCAN", scan), mock.patch.object(blocks_module, "MAX_LINES", most):
        here, ranges = _cut_both(data, per_chunk)
    assert ranges == here


@pytest.mark.parametrize(
    "data",
    [b"junk\nMatch 1\n", b"\n \n" + LONG.encode() + b"\nMatch 1\n", b"\xef\xbb\xbf  Score 1\n", b"", b"\n\n"],
)
def test_a_file_that_is_no_log_is_told_alike(data):
    here, ranges = _cut_both(data, 32)
    assert ranges == here


@pytest.mark.parametrize("scan", [5, 7, 64, 1 << 20])
def test_a_real_log_goes_in_ranges_of_whole_matches(scan):
    text, _ = write_log(11, 40)
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "log.txt")
        Path(path).write_text(text, encoding="utf-8")
        with open(path, "rb") as stream, mock.patch.object(replay_input, "SCAN", scan):
            chunks = list(file_chunks(stream, path, 8))
    assert all(isinstance(chunk.lines, FileRange) for chunk in chunks)
    assert len(chunks) == 5
    assert [chunk.first_line for chunk in chunks] == [
        n for n, line in enumerate(text.splitlines(), 1) if line.startswith("Match")
    ][::8]


def test_a_worker_opens_the_file_it_was_given_whatever_its_name(tmp_path):
    log = tmp_path / "log.txt"
    log.write_text(write_log(3, 80)[0], encoding="utf-8")
    with open(log, "rb") as stream:
        path = reopened(stream)
        log.rename(tmp_path / "renamed.txt")
        assert path is not None and Path(path).read_bytes() == (tmp_path / "renamed.txt").read_bytes()
    command = [sys.executable, "-m", "gbmj_cli", "replay", "--format", "ndjson", "--chunk-size", "4", "--no-summary"]
    with open(tmp_path / "renamed.txt", "rb") as stdin:
        piped = subprocess.run([*command, "--jobs", "2", "/dev/stdin"], stdin=stdin, capture_output=True)
    alone = subprocess.run([*command, "--jobs", "1", str(tmp_path / "renamed.txt")], capture_output=True)
    assert piped.returncode == alone.returncode == 0
    assert piped.stdout == alone.stdout and piped.stdout.count(b"\n") == 80


def test_a_range_a_worker_cannot_read_or_of_stray_lines_is_replayed_here_a_chunk_at_a_time(tmp_path):
    log = tmp_path / "log.txt"
    matches = write_log(5, 6)[0]
    log.write_bytes(b"Match 0\n" + b"x\n\n" * 40 + matches.encode())
    settings = ReplaySettings()
    with open(log, "rb") as stream:
        chunks = list(file_chunks(stream, str(log), 2))
        stray, rest = chunks[0], chunks[1]
        assert isinstance(stray.lines, FileRange) and stray.lines.most == 7
        assert replay_part(stray.first_line, stray.lines, settings) is None  # 40 stray blocks and a match
        here = list(replay_here(stream.fileno(), stray.lines, stray.first_line, 2, settings))
        assert [sum(chunk.summary.bad.values()) for chunk in here] == [2] * 20 + [0]
        assert replay_part(rest.first_line, rest.lines._replace(path=str(tmp_path / "gone")), settings) is None
        worker = replay_part(rest.first_line, rest.lines, settings)
        assert worker is not None and worker.summary.matches == 2
        assert list(replay_here(stream.fileno(), rest.lines, rest.first_line, 2, settings)) == [worker]
    command = [sys.executable, "-m", "gbmj_cli", "replay", str(log), "--format", "ndjson", "--chunk-size", "2"]
    two = subprocess.run([*command, "--jobs", "2"], capture_output=True)
    one = subprocess.run([*command, "--jobs", "1"], capture_output=True)
    assert (two.returncode, two.stdout, two.stderr) == (one.returncode, one.stdout, one.stderr)
    assert two.returncode == 1 and two.stdout.count(b"\n") == 40 + 6


def test_a_range_this_process_cannot_read_is_an_input_that_failed(tmp_path):
    log = tmp_path / "log.txt"
    log.write_text(write_log(3, 4)[0], encoding="utf-8")
    with open(log, "rb") as stream:
        (chunk,) = list(file_chunks(stream, str(log), 8))
    fd = os.open(log, os.O_RDONLY)
    os.close(fd)  # (a read of it fails: EBADF)
    with pytest.raises(InputFailed) as failed:
        list(replay_here(fd, chunk.lines, chunk.first_line, 8, ReplaySettings()))
    assert isinstance(failed.value.error, OSError)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_log_that_begins_with_a_byte_order_mark_replays_as_without_it(tmp_path, jobs):
    text = write_log(4, 6)[0].encode()
    (tmp_path / "plain.txt").write_bytes(text)
    (tmp_path / "marked.txt").write_bytes(b"\xef\xbb\xbf" + text)
    command = [sys.executable, "-m", "gbmj_cli", "replay", "--format", "ndjson", "--jobs", jobs, "--chunk-size", "2"]
    plain = subprocess.run([*command, str(tmp_path / "plain.txt")], capture_output=True)
    marked = subprocess.run([*command, str(tmp_path / "marked.txt")], capture_output=True)
    assert marked.returncode == plain.returncode == 0
    assert marked.stdout == plain.stdout and marked.stdout.count(b"\n") == 6
