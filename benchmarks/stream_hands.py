"""How long each hand of a long batch takes, scored in order in one process as `gbmj batch --jobs 1` does.

The hands are ``batch_speed.py``'s (``--hands`` generated hands of ``--seed``, tests/handgen.py),
each parsed and scored in turn: the core's share of a batch line (``batch_speed.py`` times the
whole line, record and all). The garbage collector is off, as ``gbmj batch`` keeps it while it
scores a chunk. One timing of a hand may take a pause of the machine, so the run is made
``--trials`` times, each in a fresh process, and a hand's time is its best trial, as in
``worst_hands.py``. The first ``--skip`` hands of a process pay for what is loaded and built on first
use (the rule profile, the tables of the detectors), which a batch pays once at its start: they are
named apart. The reference (PyMahjongGB) is timed on the same hands, best of as many passes. Prints
the median, the 99th and 99.9th percentiles and the worst of each, and our slowest hands.

Run from the repository root:
``python benchmarks/stream_hands.py [--hands 200000] [--seed 2024] [--trials 3] [--skip 10]``.
"""

import argparse
import gc
import json
import statistics
import subprocess
import sys
from pathlib import Path
from time import perf_counter_ns

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.append(str(ROOT))  # last: an installed gbmj (the compiled build, say) goes first

from worst_hands import reference_us  # noqa: E402  (beside this script: the reference's best time a hand)

from gbmj_cli.hands.context import WinContext  # noqa: E402
from gbmj_cli.hands.notation import parse_hand  # noqa: E402
from gbmj_cli.scoring.score import score  # noqa: E402

from handgen import context_kwargs, flags, generate, notation  # noqa: E402

SHOWN = 8
"""Our slowest hands named, after the first ones of a process."""


def trial(hands: int, seed: int) -> list[int]:
    """One trial, in this process: each hand's time in tenths of a µs, in order."""
    items = [(notation(g), WinContext(**context_kwargs(g))) for g in generate(hands, seed)]
    gc.collect()
    gc.freeze()
    gc.disable()
    times = []
    for text, ctx in items:
        start = perf_counter_ns()
        score(parse_hand(text), ctx)
        times.append((perf_counter_ns() - start) // 100)
    return times


def best_of_trials(args: argparse.Namespace) -> list[float]:
    """Each hand's best time (µs) of ``args.trials`` trials, every trial a fresh process."""
    command = [sys.executable, __file__, "--trial", f"--hands={args.hands}", f"--seed={args.seed}"]
    runs = [
        json.loads(subprocess.run(command, capture_output=True, check=True, text=True).stdout)
        for _ in range(args.trials)
    ]
    return [min(hand) / 10 for hand in zip(*runs, strict=True)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200_000, help="generated hands (default 200000)")
    parser.add_argument("--seed", type=int, default=2024, help="generator seed, batch_speed.py's (default 2024)")
    parser.add_argument("--trials", type=int, default=3, help="fresh processes timing each hand (default 3)")
    parser.add_argument("--skip", type=int, default=10, help="first hands of a process named apart (default 10)")
    parser.add_argument("--trial", action="store_true", help=argparse.SUPPRESS)  # one trial, as JSON: for the parent
    args = parser.parse_args()
    if args.trial:
        print(json.dumps(trial(args.hands, args.seed)))
        return
    ours = best_of_trials(args)
    hands = generate(args.hands, args.seed)
    reference = reference_us(hands, args.trials)
    skip = min(args.skip, len(ours) - 1)
    print(f"{args.hands} generated hands (seed {args.seed}) scored in order in one process,")
    print(f"µs a hand, each hand's best of {args.trials} trials (fresh processes), the first {skip} apart")
    print(f"{'':26}{'median':>8}{'99%':>8}{'99.9%':>8}{'worst':>8}")
    _row("ours (parse + score)", ours[skip:])
    if reference is not None:
        _row("PyMahjongGB 1.4.0", reference[skip:])
    print(f"the first {skip} of a process: " + ", ".join(f"{us:.0f}" for us in ours[:skip]))
    print("our slowest after them:")
    for i in sorted(range(skip, len(ours)), key=ours.__getitem__, reverse=True)[:SHOWN]:
        theirs = "" if reference is None else f" (reference {reference[i]:.1f})"
        print(f"  {ours[i]:7.1f}{theirs}  line {i + 1}: {notation(hands[i])} {' '.join(flags(hands[i]))}")


def _row(name: str, times: list[float]) -> None:
    ranked = sorted(times)
    cuts = [ranked[int(share * len(ranked))] for share in (0.99, 0.999)]
    print(f"{name:26}{statistics.median(ranked):8.1f}{cuts[0]:8.1f}{cuts[1]:8.1f}{ranked[-1]:8.1f}")


if __name__ == "__main__":
    main()
