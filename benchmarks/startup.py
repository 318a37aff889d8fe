"""Time `gbmj score HAND` as a table and as JSON against importing Click and Rich alone.

In one run the three commands take turns, 20 times each after a warm-up, so that the machine's
noise hits them alike; prints the median wall time of each (output sent to a file) and the two
ratios against their targets: the table at most 1.3 times `python -c "import click, rich"`, the
JSON at most 1.15 times. Exits with status 1 when a target is missed.
Run: python benchmarks/startup.py [--runs N] [HAND ...]
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

HAND = "[EEE1][123m]456p789s1p1p"
FLAGS = ["--self-drawn", "--seat", "S", "--flowers", "2"]
TABLE_TARGET, JSON_TARGET = 1.3, 1.15


def gbmj_command() -> list[str]:
    """The installed console script next to this interpreter, else `python -m gbmj_cli`.

    The script beside ``sys.executable`` is what a virtual environment runs; a `gbmj` found on
    PATH may be a version-manager shim that adds its own start-up time.
    """
    script = Path(sysconfig.get_path("scripts")) / "gbmj"
    if script.exists():
        return [sys.executable, str(script)]
    if shutil.which("gbmj") is None:
        print("gbmj is not installed next to this Python; timing `python -m gbmj_cli`", file=sys.stderr)
    return [sys.executable, "-m", "gbmj_cli"]


# As on a user's machine, where bytecode is cached: the warm-up run writes it if it is missing.
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def timed(command: list[str], out: "tempfile._TemporaryFileWrapper[bytes]") -> float:
    """The wall time of one run of ``command``, its standard output to ``out``."""
    out.seek(0)
    out.truncate()
    start = time.perf_counter()
    subprocess.run(command, stdout=out, check=True, env=ENV)
    return time.perf_counter() - start


def medians(commands: dict[str, list[str]], runs: int) -> dict[str, float]:
    """The median time of each command over ``runs`` rounds, each round running every command once."""
    times: dict[str, list[float]] = {name: [] for name in commands}
    with tempfile.TemporaryFile() as out:
        for command in commands.values():  # the warm-up
            timed(command, out)
        for _ in range(runs):
            for name, command in commands.items():
                times[name].append(timed(command, out))
    return {name: statistics.median(values) for name, values in times.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("hand", nargs="*", default=[HAND, *FLAGS])
    args = parser.parse_args()
    score = [*gbmj_command(), "score", *args.hand]
    commands = {
        "gbmj score --format table": [*score, "--format", "table"],
        "gbmj score --format json": [*score, "--format", "json"],
        "python -c 'import click, rich'": [sys.executable, "-c", "import click, rich"],
    }
    shown = medians(commands, args.runs)
    width = max(map(len, shown))
    for name, seconds in shown.items():
        print(f"{name:<{width}} {seconds * 1000:7.1f} ms")
    print(f"({' '.join(score[1:])}; median of {args.runs} interleaved runs each)")
    frameworks = shown["python -c 'import click, rich'"]
    missed = False
    for name, target in (("gbmj score --format table", TABLE_TARGET), ("gbmj score --format json", JSON_TARGET)):
        ratio = shown[name] / frameworks
        missed |= ratio > target
        verdict = "met" if ratio <= target else "MISSED"
        print(f"{name.removeprefix('gbmj score --format ')} ratio: {ratio:.2f} (target <= {target:.2f}: {verdict})")
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
