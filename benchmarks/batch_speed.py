"""Benchmark ``gbmj batch`` against a plain loop over the reference calculator (PyMahjongGB).

Generates seeded legal winning hands with the test generator (tests/handgen.py), writes them to a
temporary file as batch lines, then in one run times

- ``gbmj batch --jobs 1`` (one process),
- ``gbmj batch --jobs N``, N the cores (a worker on each),
- a plain Python loop calling ``MahjongGB.MahjongFanCalculator`` on the same hands (inputs prepared
  before the clock starts), timed before each batch run and once after them: the loop lasts one to
  two seconds, a sample of a machine whose speed moves by a fifth from moment to moment, so the ratios
  take the loop of the median rate of those sittings (the range of rates is printed too),

and prints hands per second, the ratios, and the peak resident memory (VmHWM) of the largest process
of each batch run, for the full file and for a file ten times smaller, to show that memory does not
grow with the input. The batch runs write their records (ndjson) to /dev/null.

With ``--explain``, ``gbmj batch --jobs 1 --explain`` runs on the full file too, beside the plain
run, and the cost of explaining every fan is printed as the ratio of the two.

Usage: python benchmarks/batch_speed.py [--hands 200000] [--seed 2024] [--small 20000] [--explain]
"""

import argparse
import os
import subprocess
import sys
import sysconfig
import tempfile
import threading
import time
from importlib.util import find_spec
from pathlib import Path
from typing import Any

TESTS = Path(__file__).resolve().parent.parent / "tests"
sys.path.insert(0, str(TESTS))

import handgen  # noqa: E402  (the test generator: tests/handgen.py)

TARGET_ONE_CORE = 3000  # hands/s with --jobs 1
TARGET_SPEEDUP = 1.7  # all cores / --jobs 1
TARGET_RSS_MB = 100  # largest process
TARGET_GROWTH = 0.10  # peak memory, full file vs the small one


def batch_command() -> list[str]:
    """The console script beside this interpreter when it has ``batch``, else ``python -m gbmj_cli batch``.

    (A ``gbmj`` found on PATH may be a version-manager shim that adds its own start-up time.)
    """
    script = Path(sysconfig.get_path("scripts")) / "gbmj"
    if script.exists():
        command = [sys.executable, str(script), "batch"]
        if subprocess.run([*command, "--help"], capture_output=True).returncode == 0:
            return command
    return [sys.executable, "-m", "gbmj_cli", "batch"]


def _children(pid: int) -> list[int]:
    found = []
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as f:
                found.extend(int(c) for c in f.read().split())
    except OSError:
        pass
    return found


def _hwm_kib(pid: int) -> int:
    """The peak resident set size (VmHWM) of one process, in KiB; 0 once it has gone."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def _cpu_seconds(pid: int) -> float | None:
    """The user and system CPU seconds one process has used so far; None once it has gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class TreeMemory:
    """Poll the peak RSS of a process and all its descendants (workers are grandchildren of ours), and
    the CPU seconds each has used, as last seen (``cpu``: a poll's interval may miss a process's last)."""

    def __init__(self, pid: int, interval: float = 0.02):
        self.pid = pid
        self.interval = interval
        self.peak: dict[int, int] = {}
        self.cpu: dict[int, float] = {}
        self.peak_sum = 0  # the largest sum over the tree seen at one poll (of the peaks so far)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._poll, daemon=True)
        self._thread.start()

    def _poll(self) -> None:
        while not self._stop.is_set():
            todo, seen = [self.pid], []
            while todo:
                pid = todo.pop()
                seen.append(pid)
                todo.extend(_children(pid))
            total = 0
            for pid in seen:
                hwm = _hwm_kib(pid)
                if hwm:
                    self.peak[pid] = max(self.peak.get(pid, 0), hwm)
                    total += hwm
                cpu = _cpu_seconds(pid)
                if cpu is not None:
                    self.cpu[pid] = cpu
            self.peak_sum = max(self.peak_sum, total)
            self._stop.wait(self.interval)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()

    @property
    def largest_mb(self) -> float:
        return max(self.peak.values(), default=0) / 1024

    @property
    def processes(self) -> int:
        return len(self.peak)


def run_batch(command: list[str], path: str, jobs: int, hands: int, *more: str) -> dict:
    args = [*command, path, "--format", "ndjson", *more, "--jobs", str(jobs)]
    start = time.perf_counter()
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    memory = TreeMemory(proc.pid)
    _, err = proc.communicate()
    elapsed = time.perf_counter() - start
    memory.stop()
    if proc.returncode != 0:
        sys.exit(f"{' '.join(args)} failed with status {proc.returncode}:\n{err.decode(errors='replace')}")
    first = err.decode().splitlines()[0] if err else ""
    return {
        "seconds": elapsed,
        "rate": hands / elapsed,
        "largest_mb": memory.largest_mb,
        "tree_mb": memory.peak_sum / 1024,
        "processes": memory.processes,
        "summary": first,
    }


def reference_calls(hands: list) -> list[dict] | None:
    """The reference calculator's arguments for each hand; None when PyMahjongGB is not installed."""
    if find_spec("MahjongGB") is None:
        return None
    return [handgen.oracle_args(g) for g in hands]


def run_reference(calls: list[dict]) -> dict:
    """One sitting of the plain loop over the reference calculator."""
    import MahjongGB

    calculate = MahjongGB.MahjongFanCalculator
    failures = 0
    start = time.perf_counter()
    for kwargs in calls:
        try:
            calculate(**kwargs)
        except TypeError:
            failures += 1
    elapsed = time.perf_counter() - start
    return {"seconds": elapsed, "rate": len(calls) / elapsed, "failures": failures}


def write_hands(hands: list, path: str) -> None:
    with open(path, "w", encoding="utf-8") as f:
        for g in hands:
            f.write(handgen.notation(g) + " " + " ".join(handgen.flags(g)) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--small", type=int, default=20_000, help="the smaller file for the memory comparison")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--explain", action="store_true", help="also time --jobs 1 --explain on the full file")
    options = parser.parse_args()

    cores = len(os.sched_getaffinity(0))
    command = batch_command()
    print(f"python {sys.version.split()[0]}, {cores} cores, command: {' '.join(Path(c).name for c in command[1:])}")
    start = time.perf_counter()
    hands = handgen.generate(options.hands, options.seed)
    print(f"generated {len(hands):,} hands (seed {options.seed}) in {time.perf_counter() - start:.1f} s")

    calls = reference_calls(hands)
    sittings: list[dict] = []

    def batch(*args: Any) -> dict:
        """A batch run, after a sitting of the reference loop."""
        if calls is not None:
            sittings.append(run_reference(calls))
        return run_batch(command, *args)

    with tempfile.TemporaryDirectory() as tmp:
        big = os.path.join(tmp, "hands.txt")
        small = os.path.join(tmp, "hands-small.txt")
        write_hands(hands, big)
        write_hands(hands[: options.small], small)
        print(f"batch file: {os.path.getsize(big) / 1e6:.1f} MB")

        one = batch(big, 1, len(hands))
        every = batch(big, cores, len(hands))
        one_small = batch(small, 1, options.small)
        every_small = batch(small, cores, options.small)
        explained = batch(big, 1, len(hands), "--explain") if options.explain else None
    if calls is not None:
        sittings.append(run_reference(calls))
    reference = sorted(sittings, key=lambda r: r["rate"])[len(sittings) // 2] if sittings else None

    print()
    print(f"{'run':<34}{'hands/s':>10}{'seconds':>9}{'largest MB':>12}{'tree MB':>9}{'procs':>7}")
    rows = [
        (f"gbmj batch --jobs 1 ({len(hands):,})", one),
        (f"gbmj batch, {cores} cores ({len(hands):,})", every),
        (f"gbmj batch --jobs 1 ({options.small:,})", one_small),
        (f"gbmj batch, {cores} cores ({options.small:,})", every_small),
    ]
    if explained is not None:
        rows.append((f"--jobs 1 --explain ({len(hands):,})", explained))
    for name, r in rows:
        print(
            f"{name:<34}{r['rate']:>10,.0f}{r['seconds']:>9.2f}{r['largest_mb']:>12.1f}"
            f"{r['tree_mb']:>9.1f}{r['processes']:>7}"
        )
    if reference:
        note = f" ({reference['failures']} rejected)" if reference["failures"] else ""
        print(
            f"{'PyMahjongGB loop (' + format(len(hands), ',') + ')':<34}{reference['rate']:>10,.0f}"
            f"{reference['seconds']:>9.2f}{'':>12}{'':>9}{'':>7}{note}"
        )
        rates = [r["rate"] for r in sittings]
        print(f"  (the median of {len(rates)} sittings of the loop, {min(rates):,.0f}-{max(rates):,.0f} hands/s)")
    else:
        print("PyMahjongGB is not installed: no reference timing (pip install PyMahjongGB==1.4.0)")
    print(f"summary of the full run: {every['summary']}")

    speedup = every["rate"] / one["rate"]
    growth_one = one["largest_mb"] / one_small["largest_mb"] - 1
    growth_every = every["largest_mb"] / every_small["largest_mb"] - 1
    print()
    print("ratios:")
    print(f"  all cores / --jobs 1           {speedup:.2f}x")
    if explained is not None:
        print(f"  --explain / plain, --jobs 1    {explained['rate'] / one['rate']:.2f}x the speed")
    if reference:
        print(
            f"  --jobs 1 / PyMahjongGB         {one['rate'] / reference['rate']:.3f}x "
            f"(PyMahjongGB is {reference['rate'] / one['rate']:.1f}x faster)"
        )
        print(f"  all cores / PyMahjongGB        {every['rate'] / reference['rate']:.3f}x")
    print(
        f"  peak RSS {len(hands):,} vs {options.small:,} hands: "
        f"--jobs 1 {growth_one:+.1%}, all cores {growth_every:+.1%} (largest process)"
    )

    checks = [
        (f"--jobs 1 >= {TARGET_ONE_CORE:,} hands/s", one["rate"] >= TARGET_ONE_CORE),
        (f"all cores >= {TARGET_SPEEDUP}x --jobs 1", speedup >= TARGET_SPEEDUP),
        (f"largest process < {TARGET_RSS_MB} MB", max(one["largest_mb"], every["largest_mb"]) < TARGET_RSS_MB),
        (f"peak memory within {TARGET_GROWTH:.0%} of the small file", max(growth_one, growth_every) <= TARGET_GROWTH),
    ]
    print()
    for name, ok in checks:
        print(f"  [{'ok' if ok else 'MISSED'}] {name}")
    if cores < 2:
        print("  (one core only: the speed-up target needs at least two)")
    return 0 if all(ok for _, ok in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
