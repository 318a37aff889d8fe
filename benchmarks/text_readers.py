"""Time every reader of untrusted text on 1 MiB of each of a few dozen pathological inputs.

A reader that rebuilds or rescans what it has read at each character (a quadratic reader) shows as a
time that grows with the length of a line: one 64 KiB CSV ledger line of quotes took 17 s. Each
pattern is fed twice, as lines of 60,000 bytes (under every reader's 64 KiB line limit) and as one
line of 1 MiB, to each reader in this process; a case is cut off after ``--limit`` seconds. Prints
the slowest case of each reader (the best of 3 runs), and how much longer it takes than on a quarter
of its input (about 4 for a linear reader, 16 for a quadratic one); exits with status 1 when one
takes 1 s or more.
Not part of the test suite. Run: python benchmarks/text_readers.py [--limit S] [--only READER...]
"""

import argparse
import io
import os
import signal
import sys
import tempfile
import time
from collections.abc import Callable

from gbmj_cli.analysis.seen import parse_seen
from gbmj_cli.base.errors import GbmjError
from gbmj_cli.batch.chunks import Settings
from gbmj_cli.batch.run import run_batch
from gbmj_cli.hands.notations.read import ReadOptions, read
from gbmj_cli.records.claim import parse_claim
from gbmj_cli.records.formats import Format, LineKind, NdjsonWriter
from gbmj_cli.scoring.profiles import builtin, load
from gbmj_cli.table.ledger import players_from_list
from gbmj_cli.table.ledger_reader import read_ledger

SIZE = 1 << 20
LINE = 60_000
TARGET = 1.0

PATTERNS: dict[str, bytes] = {
    "double quotes": b'"',
    "text then quotes": b'a"""',
    "JSON openings": b'{"a":',
    "brackets": b"[",
    "braces": b"{",
    "backslashes": b"\\",
    "single quotes": b"'",
    "hashes": b"#",
    "equals signs": b"a=",
    "commas": b",",
    "blanks": b" \t",
    "byte-order marks": b"\xef\xbb\xbf",
    "stray BOM bytes": b"\xef\xbb",
    "invalid UTF-8": b"\xff",
    "controls": b"\x1b[31m\x9b",
    "tiles": b"123m",
    "sets": b"[123m]",
    "botzone codes": b"W1 ",
    "tziakcha bars": b"|1p",
    "dashes": b"-",
    "words": b"ab ",
    "Chinese": "一万".encode(),
    "empty lines": b"\n",
    "TOML tables": b"[a]\n",
}


def _lines(unit: bytes, size: int) -> bytes:
    """``size`` bytes of ``unit`` in lines of ``LINE`` bytes (of a quarter of them for a quarter of 1 MiB)."""
    length = LINE * size // SIZE
    line = (unit * (length // len(unit) + 1))[:length] + b"\n"
    return (line * (size // len(line) + 1))[:size]


def _one_line(unit: bytes, size: int) -> bytes:
    return (unit * (size // len(unit) + 1))[:size]


SHAPES = {"lines": _lines, "one line": _one_line}


class _Null:
    def write(self, data: bytes) -> int:
        return len(data)

    def flush(self) -> None:
        pass


def _batch(kind: LineKind) -> Callable[[bytes], object]:
    def run(data: bytes) -> object:
        settings = Settings(fmt=Format.NDJSON, kind=kind)
        return run_batch(io.BytesIO(data), settings, NdjsonWriter(_Null(), kind), jobs=1)

    return run


def _quiet(reader: Callable[[str], object]) -> Callable[[bytes], object]:
    """A reader of text that refuses what it cannot read by raising (a GbmjError or ValueError)."""

    def run(data: bytes) -> object:
        try:
            return reader(data.decode("utf-8", "replace"))
        except (GbmjError, ValueError) as error:
            return error

    return run


def _rules_file(data: bytes) -> object:
    with tempfile.NamedTemporaryFile(suffix=".toml", delete=False) as file:
        file.write(data)
    try:
        return load(file.name)
    except GbmjError as error:
        return error
    finally:
        os.unlink(file.name)


def _event_file(data: bytes) -> object:
    from gbmj_cli.tournament.event import read_event

    return read_event("event.toml", data)


def _game_log(data: bytes) -> object:
    from gbmj_cli.replay.blocks import Blocks
    from gbmj_cli.replay.match import replay_block

    profile = builtin("1998")
    blocks = Blocks()
    found = blocks.feed(data)
    last = blocks.close()
    return [replay_block(block.first_line, block.lines, profile) for block in (*found, *([last] if last else []))]


PROFILE = builtin("1998")
READERS: dict[str, Callable[[bytes], object]] = {
    "hand (any notation)": _quiet(read),
    "hand (botzone)": _quiet(lambda text: read(text, ReadOptions(notation="botzone"))),
    "hand (tziakcha)": _quiet(lambda text: read(text, ReadOptions(notation="tziakcha"))),
    "batch lines": _batch(LineKind.SCORE),
    "batch --waits lines": _batch(LineKind.WAITS),
    "claim": _quiet(lambda text: parse_claim(text, PROFILE)),
    "--seen": _quiet(lambda text: parse_seen([text])),
    "--players": _quiet(players_from_list),
    "ledger (text)": lambda data: read_ledger(data, "text"),
    "ledger (CSV)": lambda data: read_ledger(b"hand,event,player,from,total\n" + data, "csv"),
    "ledger (detected)": read_ledger,
    "rules file": _rules_file,
    "event file": _event_file,
    "game log": _game_log,
}


class _TooSlow(Exception):
    pass


def _alarm(signum: int, frame: object) -> None:
    raise _TooSlow


def timed(reader: Callable[[bytes], object], data: bytes, limit: float) -> float:
    """Seconds ``reader`` takes on ``data``; ``inf`` when cut off after ``limit`` seconds."""
    signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, limit)
    start = time.perf_counter()
    try:
        reader(data)
    except _TooSlow:
        return float("inf")
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=float, default=20.0, help="seconds after which a case is cut off")
    parser.add_argument("--only", nargs="*", default=None, help="the readers to time (default: all)")
    parser.add_argument("--all", action="store_true", help="print every case, not only each reader's slowest")
    options = parser.parse_args()
    worst_of_all = 0.0
    print(f"{'reader':<22} {'slowest input (1 MiB)':<30} {'seconds':>8} {'x (1/4 MiB)':>12}")
    for name, reader in READERS.items():
        if options.only and name not in options.only:
            continue
        cases = []
        for pattern, unit in PATTERNS.items():
            for shape, make in SHAPES.items():
                seconds = timed(reader, make(unit, SIZE), options.limit)
                cases.append((seconds, pattern, shape))
                if options.all:
                    print(f"  {name:<20} {pattern + ', ' + shape:<30} {seconds:8.3f}", flush=True)
        seconds, pattern, shape = max(cases)
        if seconds == float("inf"):
            shown, growth = f">{options.limit:.0f}", ""
        else:  # the slowest case again, and on a quarter of its input: the best of 3 runs each
            seconds, quarter = (
                min(timed(reader, SHAPES[shape](PATTERNS[pattern], size), options.limit) for _ in range(3))
                for size in (SIZE, SIZE // 4)
            )
            shown, growth = f"{seconds:.3f}", f"{seconds / quarter:.1f}"
        worst_of_all = max(worst_of_all, seconds)
        print(f"{name:<22} {pattern + ', ' + shape:<30} {shown:>8} {growth:>12}", flush=True)
    print(f"slowest: {worst_of_all:.3f} s (target: under {TARGET:.0f} s)")
    return 0 if worst_of_all < TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
