"""Time `gbmj score HAND --format table` against importing Click and Rich alone.

Prints the median wall time of each (output sent to a file), in one run, and their ratio. The
target is a ratio of at most 1.3: the core's import and scoring cost should stay well under the
frameworks' own import time. Run: python benchmarks/startup.py [--runs N] [HAND ...]
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


def median_time(command: list[str], runs: int) -> float:
    """Median wall time of ``runs`` runs (after one warm-up), standard output to a file."""
    with tempfile.TemporaryFile() as out:
        subprocess.run(command, stdout=out, check=True, env=ENV)
        times = []
        for _ in range(runs):
            out.seek(0)
            out.truncate()
            start = time.perf_counter()
            subprocess.run(command, stdout=out, check=True, env=ENV)
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("hand", nargs="*", default=[HAND, *FLAGS])
    args = parser.parse_args()
    score = [*gbmj_command(), "score", *args.hand, "--format", "table"]
    frameworks = [sys.executable, "-c", "import click, rich.console, rich.table"]
    # Interleave the two so that machine noise hits both alike.
    ours, theirs = [], []
    for _ in range(3):
        ours.append(median_time(score, args.runs))
        theirs.append(median_time(frameworks, args.runs))
    ours_s, theirs_s = statistics.median(ours), statistics.median(theirs)
    labels = ("gbmj score --format table:", "python -c 'import click, rich.console, rich.table':")
    width = max(map(len, labels))
    print(f"{labels[0]:<{width}} {ours_s * 1000:7.1f} ms  ({' '.join(score[1:])})")
    print(f"{labels[1]:<{width}} {theirs_s * 1000:7.1f} ms")
    print(f"ratio: {ours_s / theirs_s:.2f} (target <= 1.30)")


if __name__ == "__main__":
    main()
