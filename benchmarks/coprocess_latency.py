"""Measure how long a bot waits for each record when it drives ``gbmj batch -`` one line at a time.

Starts ``gbmj batch - --format ndjson`` (with ``--jobs 1`` and with the default worker pool), writes
one generated hand line, waits for its record, then writes the next; prints the median, 99th
percentile and largest wait, the first line (start-up and imports) apart.

Usage: python benchmarks/coprocess_latency.py [--lines 2000] [--seed 7]
"""

import argparse
import json
import os
import select
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import handgen


def waits(lines: list[str], jobs: list[str]) -> list[float]:
    """Seconds from writing each line to reading its record."""
    command = [sys.executable, "-m", "gbmj_cli", "batch", "-", "--format", "ndjson", "--no-summary", *jobs]
    process = subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, bufsize=0
    )
    assert process.stdin is not None and process.stdout is not None
    pending, seconds = b"", []
    for number, line in enumerate(lines, 1):
        start = time.perf_counter()
        process.stdin.write(line.encode() + b"\n")
        while b"\n" not in pending:
            select.select([process.stdout], [], [])
            pending += os.read(process.stdout.fileno(), 1 << 16)
        record, _, pending = pending.partition(b"\n")
        seconds.append(time.perf_counter() - start)
        assert json.loads(record)["line"] == number
    process.stdin.close()
    process.wait()
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    lines = [handgen.notation(g) + " " + " ".join(handgen.flags(g)) for g in handgen.generate(args.lines, args.seed)]
    for label, jobs in (("--jobs 1", ["--jobs", "1"]), ("default jobs", [])):
        seconds = waits(lines, jobs)
        first, rest = seconds[0], sorted(seconds[1:])
        print(
            f"{label:13} first line {first * 1e3:6.1f} ms; then median {statistics.median(rest) * 1e3:.1f} ms, "
            f"99th percentile {rest[int(len(rest) * 0.99)] * 1e3:.1f} ms, largest {rest[-1] * 1e3:.1f} ms"
        )


if __name__ == "__main__":
    main()
