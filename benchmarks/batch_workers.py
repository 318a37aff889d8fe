"""How many processes ``gbmj batch`` should score in by default: its default beside ``--jobs 1`` and ``--jobs N``.

Worker processes cost a fixed time to start and to warm up their caches, which a second core pays
back only on a long enough input. This writes files of seeded generated hands (tests/handgen.py)
of each size, then times, round after round so that the machine's drift falls on every variant
alike, ``gbmj batch FILE --format ndjson --no-summary`` with

- its default (one process for the first ``ALONE_SECONDS`` of scoring, then a worker per core),
- ``--jobs 1`` (one process throughout),
- ``--jobs N``, N the cores (workers from the second chunk of 512 lines on),

and prints for each the median and the best elapsed time and the median CPU time of the process
and its workers. Elapsed time counts start-up (about 0.3 s) too, as a user waits for it. On a machine
whose other cores are busy, workers gain nothing and the median shows it; the best run is the one
that found the cores free.

Usage: python benchmarks/batch_workers.py [--sizes 1000,10000,100000] [--rounds 5] [--seed 2024]
"""

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from batch_speed import batch_command, handgen, write_hands


def timed(command: list[str]) -> tuple[float, float]:
    """Elapsed and CPU seconds (of the process and the workers it waited for) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)} failed with status {done.returncode}:\n{done.stderr.decode(errors='replace')}")
    return elapsed, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1000,10000,100000", help="hands per file, separated by commas")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2024)
    options = parser.parse_args()
    sizes = [int(size) for size in options.sizes.split(",")]
    cores = len(os.sched_getaffinity(0))
    variants = {"default": [], "--jobs 1": ["--jobs", "1"], f"--jobs {cores}": ["--jobs", str(cores)]}
    command = batch_command()
    print(f"python {sys.version.split()[0]}, {cores} cores, command: {' '.join(Path(c).name for c in command[1:])}")
    hands = handgen.generate(max(sizes), options.seed)
    times: dict[tuple[int, str], list[tuple[float, float]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        paths = {}
        for size in sizes:
            paths[size] = os.path.join(tmp, f"hands-{size}.txt")
            write_hands(hands[:size], paths[size])
        names = list(variants)
        for round_number in range(1, options.rounds + 1):
            turn = names[round_number % len(names) :] + names[: round_number % len(names)]  # each first in turn
            for size in sizes:
                for name in turn:
                    run = [*command, paths[size], "--format", "ndjson", "--no-summary", *variants[name]]
                    times.setdefault((size, name), []).append(timed(run))
            load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
            print(f"round {round_number} of {options.rounds} done (load average {load})", flush=True)

    print()
    print(f"{'hands':>8}  {'run':<10}{'median s':>10}{'best s':>9}{'CPU s':>8}{'vs --jobs 1':>13}")
    for size in sizes:
        alone = statistics.median(elapsed for elapsed, _ in times[(size, "--jobs 1")])
        for name in variants:
            runs = times[(size, name)]
            median = statistics.median(elapsed for elapsed, _ in runs)
            best = min(elapsed for elapsed, _ in runs)
            cpu = statistics.median(cpu for _, cpu in runs)
            print(f"{size:>8,}  {name:<10}{median:>10.2f}{best:>9.2f}{cpu:>8.2f}{median / alone:>12.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
