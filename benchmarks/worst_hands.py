"""How long do the slowest kind of hand take, each new to a process in its steady state?

The slowest hands are full flushes with four or five readings (``score_speed.py --slowest`` names
them): every reading is detected, and their suit is nearly always new to the bounded caches. This
script builds that kind of hand by code (every count of 14 tiles of one suit, each winning tile, kept
when our scorer finds at least ``--readings`` readings), scores ``--warm`` generated hands
(tests/handgen.py) to fill the caches as a long batch run has them, and then times each such hand
three ways: first seen, scored again at once, and once more after 50 other generated hands. The
garbage collector is off during the timing, so that its pauses do not land on a hand.

A hand is seen first only once in a process, and one timing of it may take a pause of the machine
(a hand's single worst timing moved from 190 to 360 µs between runs of the same code). So the
timing runs ``--trials`` times, each in a fresh process of this script (the same warm-up, the same
state), and a hand's time is its best trial, as ``score_speed.py`` takes a hand's best pass. The
reference (PyMahjongGB, which keeps nothing between hands) is timed on the same hands in this
process, best of as many passes. Prints the median, 90th percentile and worst of each, and the
slowest hands first seen with the reference's time.

Run from the repository root:
``python benchmarks/worst_hands.py [--hands 200] [--warm 20000] [--readings 4] [--seed 7] [--trials 3]``.
"""

import argparse
import gc
import itertools
import json
import random
import statistics
import subprocess
import sys
from collections.abc import Callable
from functools import partial
from importlib.util import find_spec
from pathlib import Path
from time import perf_counter_ns

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.append(str(ROOT))  # last: an installed gbmj (the compiled build, say) goes first

from core_caches import clear_caches  # noqa: E402  (beside this script)

from gbmj_cli.hands.context import WinContext  # noqa: E402
from gbmj_cli.hands.notation import parse_hand  # noqa: E402
from gbmj_cli.scoring.decompose import readings  # noqa: E402
from gbmj_cli.scoring.score import score  # noqa: E402

from handgen import GenHand, context_kwargs, generate, notation, oracle_args  # noqa: E402

OTHERS_BETWEEN = 50
"""Generated hands scored between the second and the third timing of a hand."""
LEAST_READINGS, FLUSH_SEED = 4, 7
"""The defaults of ``--readings`` and ``--seed``: the flushes ``score_instructions.py --worst`` counts too."""
WAYS = ("first seen", "again at once", f"after {OTHERS_BETWEEN} other hands")
"""The three timings of a hand, in the order a trial makes them."""


def full_flushes(n: int, least: int, seed: int) -> list[GenHand]:
    """``n`` different full flushes (suit and winning tile drawn at random) with ``least`` readings or
    more, won on a discard by East in the East round (also counted by ``score_instructions.py --worst``)."""
    rng = random.Random(seed)
    shapes = [c for c in itertools.product(range(5), repeat=9) if sum(c) == 14]
    rng.shuffle(shapes)
    found = []
    for counts in shapes:
        suit = rng.choice("msp")
        win = rng.choice([r for r in range(9) if counts[r]])
        rest = list(counts)
        rest[win] -= 1
        held = [f"{r + 1}{suit}" for r, k in enumerate(rest) for _ in range(k)]
        flush = GenHand((), (*held, f"{win + 1}{suit}"))
        hand = parse_hand(notation(flush))
        if len(readings(0, hand.counts, hand.winning_tile)) >= least:
            found.append(flush)
            if len(found) == n:
                break
    return found


def _score(text: str, ctx: WinContext) -> object:
    return score(parse_hand(text), ctx)


def _us(call: Callable[[], object]) -> float:
    start = perf_counter_ns()
    call()
    return (perf_counter_ns() - start) / 1000


def trial(flushes: list[str], warm: int) -> list[list[float]]:
    """One trial, in this process: the warm-up, then each flush's three timings (``WAYS``)."""
    clear_caches()  # the search filled them with every shape it tried: the warm-up hands make the steady state
    ctx = WinContext(rules="mil")
    others = [(notation(g), WinContext(**context_kwargs(g), rules="mil")) for g in generate(warm, 81)]
    gc.collect()
    gc.freeze()
    gc.disable()
    for text, other in others:
        score(parse_hand(text), other)
    times: list[list[float]] = [[], [], []]
    for i, text in enumerate(flushes):
        call = partial(_score, text, ctx)
        times[0].append(_us(call))
        times[1].append(_us(call))
        for other_text, other in others[i * OTHERS_BETWEEN : (i + 1) * OTHERS_BETWEEN]:
            score(parse_hand(other_text), other)
        times[2].append(_us(call))
    gc.enable()
    return times


def best_of_trials(args: argparse.Namespace) -> list[list[float]]:
    """Each flush's best time of ``args.trials`` trials, each way, every trial a fresh process."""
    command = [sys.executable, __file__, "--trial", *_shared_options(args)]
    runs = [
        json.loads(subprocess.run(command, capture_output=True, check=True, text=True).stdout)
        for _ in range(args.trials)
    ]
    return [[min(hand) for hand in zip(*(run[way] for run in runs), strict=True)] for way in range(len(WAYS))]


def _shared_options(args: argparse.Namespace) -> list[str]:
    """The options of this run that a trial's process takes too."""
    return [f"--{name}={getattr(args, name)}" for name in ("hands", "warm", "readings", "seed")]


def reference_us(hands: list[GenHand], passes: int) -> list[float] | None:
    """PyMahjongGB's best time of ``passes`` for each hand (the flushes here; ``stream_hands.py``'s
    hands too), or None when it is not installed."""
    if find_spec("MahjongGB") is None:
        return None
    import MahjongGB

    calls = [partial(MahjongGB.MahjongFanCalculator, **oracle_args(g)) for g in hands]
    best = [float("inf")] * len(calls)
    for _ in range(passes):
        for i, call in enumerate(calls):
            best[i] = min(best[i], _us(call))
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200, help="full flushes to time (default 200)")
    parser.add_argument("--warm", type=int, default=20_000, help="generated hands scored first (default 20000)")
    parser.add_argument("--readings", type=int, default=LEAST_READINGS, help="least readings of a hand (default 4)")
    parser.add_argument("--seed", type=int, default=FLUSH_SEED, help="seed of the full flushes (default 7)")
    parser.add_argument("--trials", type=int, default=3, help="fresh processes timing each hand (default 3)")
    parser.add_argument("--trial", action="store_true", help=argparse.SUPPRESS)  # one trial, as JSON: for the parent
    args = parser.parse_args()

    found = full_flushes(args.hands, args.readings, args.seed)
    flushes = [notation(g) for g in found]
    if args.trial:
        print(json.dumps(trial(flushes, args.warm)))
        return
    times = best_of_trials(args)
    reference = reference_us(found, args.trials)
    print(f"{len(flushes)} full flushes with {args.readings}+ readings, after {args.warm} generated hands,")
    print(f"µs a hand, each hand's best of {args.trials} trials (fresh processes)")
    print(f"{'':28}{'median':>8}{'90%':>8}{'worst':>8}")
    for name, ways in zip(WAYS, times, strict=True):
        _row(name, ways)
    if reference is not None:
        _row("PyMahjongGB 1.4.0", reference)
    first = times[0]
    slowest = sorted(range(len(flushes)), key=first.__getitem__, reverse=True)[:5]
    print(
        "slowest first seen: "
        + ", ".join(_named(flushes[i], first[i], None if reference is None else reference[i]) for i in slowest)
    )


def _named(hand: str, us: float, reference: float | None) -> str:
    return f"{hand} {us:.0f}" + (f" (reference {reference:.1f})" if reference is not None else "")


def _row(name: str, times: list[float]) -> None:
    ranked = sorted(times)
    p90 = ranked[int(0.9 * len(ranked))]
    print(f"{name:28}{statistics.median(ranked):8.1f}{p90:8.1f}{ranked[-1]:8.1f}")


if __name__ == "__main__":
    main()
