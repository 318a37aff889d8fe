"""Benchmark ``gbmj replay``: matches per second on one core, peak memory against the input's size,
and two worker processes against one.

Plays seeded legal matches with the test generator (tests/replay/matchgen.py, which scores each win
with gbmj to write its Fan line), then writes a log of ``--matches`` matches and one of ``--small``
matches, the distinct matches repeated under new ids (playing 200,000 would take the generator half
an hour; the replay of a match does not depend on having seen it: only the scorer's bounded caches
do, and they are full within the first 10,000 hands). Then, in one run:

- ``gbmj replay --jobs 1`` on the full log: matches per second of CPU time (the process's user and
  system time: the machine may be shared) and of elapsed time;
- ``gbmj replay --jobs 2`` on it: elapsed time against ``--jobs 1``, best of ``--trials`` sittings
  each, interleaved;
- beside them, two ``--jobs 1`` started together, each on half the log: what the machine gives two
  processes that share nothing (a virtual machine's second core may give far less than a second
  core's work), the most ``--jobs 2`` can reach, to tell the machine's share of a shortfall from ours;
- the CPU of the ``--jobs 2`` run against that of ``--jobs 1``, and its main process's share of it
  (reading the log, handing it on, writing the records): the CPU that parallel work adds,
  which bounds the ratio two cores can give (2 / that factor) whatever the machine;
- the peak resident memory (VmHWM) of the largest process of each run, on both logs, ``--jobs 1`` and
  ``--jobs 2``, to show that memory does not grow with the input: the largest over ``--trials``
  sittings on each log, as one sitting's peak moves by up to 2.5 MB (a tenth) from one to the next.

The records (ndjson) go to /dev/null. Usage:
python benchmarks/replay_speed.py [--matches 200000] [--small 20000] [--distinct 3000] [--trials 3]
"""

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCHMARKS.parent / "tests" / "replay"))
sys.path.insert(0, str(BENCHMARKS))

import matchgen  # noqa: E402  (the test generator: tests/replay/matchgen.py)
from batch_speed import TreeMemory  # noqa: E402  (peak memory of a process tree, as batch_speed.py measures it)

TARGET_ONE_CORE = 3000  # matches per second of CPU time, --jobs 1
TARGET_SPEEDUP = 1.7  # --jobs 2 against --jobs 1, elapsed
TARGET_GROWTH = 0.10  # peak memory, full log against the small one


def write_log(texts: list[str], count: int, path: str, start: int = 0) -> None:
    """``count`` matches, the distinct ``texts`` in turn from the ``start``-th, each under an id of its own."""
    with open(path, "w", encoding="utf-8") as out:
        for i in range(start, start + count):
            text = texts[i % len(texts)]
            out.write(f"Match bench-{i}" + text[text.index("\n") :] + "\n")


def run(path: str, jobs: int, matches: int) -> dict:
    """One ``gbmj replay`` run: elapsed and CPU seconds, rates, the largest process's peak memory."""
    args = [sys.executable, "-m", "gbmj_cli", "replay", path, "--format", "ndjson", "--jobs", str(jobs)]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    memory = TreeMemory(proc.pid)
    _, err = proc.communicate()
    elapsed = time.perf_counter() - start
    memory.stop()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        sys.exit(f"{' '.join(args)} failed with status {proc.returncode}:\n{err.decode(errors='replace')}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {
        "seconds": elapsed,
        "cpu": cpu,
        "rate": matches / elapsed,
        "cpu_rate": matches / cpu,
        "largest_mb": memory.largest_mb,
        "processes": memory.processes,
        "main_cpu": memory.cpu.get(proc.pid, 0.0),  # the command's own process, workers left out
        "summary": err.decode().splitlines()[:2],
    }


def side_by_side(paths: list[str]) -> float:
    """The elapsed time of one ``gbmj replay --jobs 1`` on each path, all started at once: what the
    machine gives processes that share nothing, the most that ``--jobs`` can reach."""
    args = [sys.executable, "-m", "gbmj_cli", "replay", "--format", "ndjson", "--jobs", "1", "--no-summary"]
    start = time.perf_counter()
    procs = [subprocess.Popen([*args, path], stdout=subprocess.DEVNULL) for path in paths]
    if any(proc.wait() != 0 for proc in procs):
        sys.exit(f"{' '.join(args)} failed")
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=200_000)
    parser.add_argument("--small", type=int, default=20_000, help="the smaller log for the memory comparison")
    parser.add_argument("--distinct", type=int, default=3_000, help="matches played by the generator")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--trials", type=int, default=3, help="sittings of --jobs 1 and --jobs 2 on each log")
    options = parser.parse_args()

    print(f"python {sys.version.split()[0]}, {len(os.sched_getaffinity(0))} cores, load {os.getloadavg()[0]:.2f}")
    start = time.perf_counter()
    texts = [text for text in matchgen.write_log(options.seed, options.distinct)[0].split("\n\n")]
    print(f"played {len(texts):,} matches (seed {options.seed}) in {time.perf_counter() - start:.1f} s")
    with tempfile.TemporaryDirectory() as tmp:
        big, small = os.path.join(tmp, "big.txt"), os.path.join(tmp, "small.txt")
        write_log(texts, options.matches, big)
        write_log(texts, options.small, small)
        halves = [os.path.join(tmp, f"half{n}.txt") for n in (1, 2)]
        half = options.matches // 2
        write_log(texts, half, halves[0])
        write_log(texts, options.matches - half, halves[1], start=half)
        size = os.path.getsize(big)
        print(f"log: {options.matches:,} matches, {size / 1e6:.0f} MB; {options.small:,} matches for memory")
        small_ones, small_twos, ones, twos, pairs = [], [], [], [], []
        for _ in range(options.trials):
            small_ones.append(run(small, 1, options.small))
            small_twos.append(run(small, 2, options.small))
        for _ in range(options.trials):
            ones.append(run(big, 1, options.matches))
            twos.append(run(big, 2, options.matches))
            pairs.append(side_by_side(halves))
    one = min(ones, key=lambda r: r["seconds"])
    two = min(twos, key=lambda r: r["seconds"])
    best_cpu = max(r["cpu_rate"] for r in ones)

    print()
    heading = f"{'run, best sitting':<32}{'matches/s':>11}{'CPU m/s':>10}{'seconds':>9}{'CPU s':>8}"
    print(heading + f"{'peak MB':>9}{'procs':>7}")
    rows = [
        (f"--jobs 1 ({options.matches:,})", ones),
        (f"--jobs 2 ({options.matches:,})", twos),
        (f"--jobs 1 ({options.small:,})", small_ones),
        (f"--jobs 2 ({options.small:,})", small_twos),
    ]
    peaks = {}
    for name, runs in rows:
        best = min(runs, key=lambda r: r["seconds"])
        peaks[name] = max(r["largest_mb"] for r in runs)  # the largest process's, the largest of the sittings
        print(
            f"{name:<32}{best['rate']:>11,.0f}{best['cpu_rate']:>10,.0f}{best['seconds']:>9.2f}{best['cpu']:>8.2f}"
            f"{peaks[name]:>9.1f}{best['processes']:>7}"
        )
    for name, runs in rows:
        seconds, peak = ([round(r[key], 1) for r in runs] for key in ("seconds", "largest_mb"))
        print(f"{name}: elapsed s {seconds}, peak MB {peak}")
    print(f"summary of the full run: {' / '.join(one['summary'])}")
    speedup = one["seconds"] / two["seconds"]
    ceiling = one["seconds"] / min(pairs)
    print(f"--jobs 1 on each half, side by side: elapsed s {[round(p, 1) for p in pairs]}")
    big_one, big_two, small_one, small_two = peaks.values()
    growth_one = big_one / small_one - 1
    growth_two = big_two / small_two - 1
    print()
    print(f"  one core: {best_cpu:,.0f} matches per second of CPU time ({one['rate']:,.0f} per second elapsed)")
    print(f"  --jobs 2 / --jobs 1: {speedup:.2f}x")
    print(
        f"  two --jobs 1 side by side, each on half the log / one --jobs 1 on all of it: {ceiling:.2f}x"
        f" (this machine's most for two processes that share nothing; --jobs 2 reaches {speedup / ceiling:.0%} of it)"
    )
    main_share = two["main_cpu"] / two["cpu"]
    extra = two["cpu"] / one["cpu"]
    print(
        f"  --jobs 2: its main process (reading the log, handing it on, writing) {main_share:.0%} of the run's CPU;"
        f" the run's CPU {extra:.2f}x that of --jobs 1, so two cores give it at most {2 / extra:.2f}x"
    )
    print(
        f"  peak RSS {options.matches:,} vs {options.small:,}: --jobs 1 {growth_one:+.1%}, --jobs 2 {growth_two:+.1%}"
    )

    checks = [
        (f"one core >= {TARGET_ONE_CORE:,} matches/s", best_cpu >= TARGET_ONE_CORE),
        (f"--jobs 2 >= {TARGET_SPEEDUP}x --jobs 1", speedup >= TARGET_SPEEDUP),
        (f"peak memory within {TARGET_GROWTH:.0%}", max(growth_one, growth_two) <= TARGET_GROWTH),
    ]
    print()
    for name, ok in checks:
        print(f"  [{'ok' if ok else 'MISSED'}] {name}")
    return 0 if all(ok for _, ok in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
