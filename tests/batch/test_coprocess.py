"""``gbmj batch -`` as a co-process: a program writes one line, reads its record, then writes the next.

Nothing may wait for the end of the input or for a full chunk: each record must come back within a
second of its line (in practice a few milliseconds, README "A co-process for bots"), in order,
under ``--jobs 1`` and under the default (a worker pool).
"""

import json
import os
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gbmj_cli.batch.lines import score_line
from gbmj_cli.hands.notations.convert import convert

from handgen import context_kwargs, flags, generate, notation

BATCH = [sys.executable, "-m", "gbmj_cli", "batch"]
LINES = 1000
TIMEOUT = 1.0  # seconds a record may take

pytestmark = pytest.mark.slow  # gbmj batch run as its own process


def _lines() -> list[str]:
    """Record-giving lines of every kind: plain, JSON, tziakcha, Botzone, and rejected ones."""
    lines = []
    for i, g in enumerate(generate(LINES, 23)):
        kind = i % 5
        if kind == 0:
            lines.append(notation(g) + " " + " ".join(flags(g)))
        elif kind == 1:
            lines.append(json.dumps({"hand": notation(g), **context_kwargs(g)}, ensure_ascii=False))
        elif kind == 2:
            lines.append(convert(notation(g), "tziakcha", given=context_kwargs(g)))
        elif kind == 3:
            lines.append(convert(notation(g), "botzone", given=context_kwargs(g)))
        else:
            lines.append(notation(g)[:-2] + " --self-drawn")  # a tile short: a tiles error
    return lines


class CoProcess:
    """``gbmj batch`` driven one line at a time, reading its standard output without blocking."""

    def __init__(self, *args: str):
        self.process = subprocess.Popen(
            BATCH + list(args), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, bufsize=0
        )
        self.pending = b""

    def send(self, text: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(text.encode())

    def receive(self, start: float) -> dict:
        """The next record, which must come within TIMEOUT seconds of ``start``."""
        assert self.process.stdout is not None
        while b"\n" not in self.pending:
            left = start + TIMEOUT - time.monotonic()
            ready, _, _ = select.select([self.process.stdout], [], [], max(0.0, left))
            if not ready:
                raise AssertionError(f"no record within {TIMEOUT} s")
            chunk = os.read(self.process.stdout.fileno(), 1 << 16)
            assert chunk, "gbmj batch closed its output"
            self.pending += chunk
        record, _, self.pending = self.pending.partition(b"\n")
        return json.loads(record)

    def ask(self, line: str) -> tuple[dict, float]:
        """Write one line; return its record and the seconds it took to come."""
        start = time.monotonic()
        self.send(line + "\n")
        return self.receive(start), time.monotonic() - start

    def close(self) -> int:
        assert self.process.stdin is not None
        self.process.stdin.close()
        rest = self.process.stdout.read() if self.process.stdout else b""
        assert self.pending + rest == b"", "records nobody asked for"
        return self.process.wait(timeout=30)


@pytest.fixture(scope="module")
def lines_and_records() -> tuple[list[str], list[dict]]:
    lines = _lines()
    return lines, [score_line(line, line_number=number) for number, line in enumerate(lines, 1)]


@pytest.mark.parametrize("jobs", [["--jobs", "1"], []], ids=["jobs-1", "default-jobs"])
def test_a_bot_gets_each_record_before_writing_the_next_line(jobs, lines_and_records):
    lines, expected = lines_and_records
    bot = CoProcess("-", "--format", "ndjson", "--no-summary", *jobs)
    waited = []
    try:
        for number, line in enumerate(lines, 1):
            record, seconds = bot.ask(line)
            assert record == expected[number - 1]  # its own record, line number included: the order is kept
            waited.append(seconds)
    finally:
        status = bot.close()
    assert status == 1  # the rejected lines
    assert len(waited) == LINES and max(waited) < TIMEOUT
    assert sorted(waited)[LINES // 2] < 0.1  # the median: milliseconds, not a chunk's worth of waiting


def test_lines_written_together_are_answered_together_and_the_next_one_alone():
    bot = CoProcess("-", "--format", "ndjson", "--no-summary")
    try:
        start = time.monotonic()
        bot.send("[EEE1][123m]456p789s1p1p -z\n" * 3)
        numbers = [bot.receive(start)["line"] for _ in range(3)]
        record, _seconds = bot.ask("W1 W2 W3 T1 T2 T3 B1 B2 B3 F1 F1 F1 J1 J1")
    finally:
        status = bot.close()
    assert numbers == [1, 2, 3] and record["line"] == 4 and record["hand"] == "123m123s123pEEECC"
    assert status == 0


def test_the_bot_example_runs():
    example = Path(__file__).resolve().parents[2] / "examples" / "bot.py"
    done = subprocess.run([sys.executable, str(example)], capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["1 14", "2 14", "3 14", "4 found 3 tiles, but a winning hand needs 14 tiles"]
