"""How fast is our scoring core (pure Python, or the compiled build) next to the reference calculator (C++)?

Both score the same generated hands (tests/handgen.py) in one process: ours as parse_hand + score
from the hand string, the reference PyMahjongGB from prepared keyword arguments. Each hand is timed
alone with time.perf_counter_ns, over the whole list, ``--repeats`` times, our pass and the
reference's in turn; a hand's time is its best repeat, and the median and mean are taken over hands.
Our core's caches (every ``functools.lru_cache`` and ``Memo`` of ``benchmarks/core_caches.py``'s
packages: splits of one suit's tiles, set patterns ..., but not the tables of the rule profile) are
cleared before every pass, so no hand profits from having been scored
before; only hands of the same pass share them, as in a real batch.
The prepared calls are frozen out of the garbage collector's view (``gc.freeze``) before the timing:
as the passes allocate alike, a collection that scanned them would land on the same hands every pass
and make them look slow.

With ``--explain`` a third row times ours with the explanation of every hand (``gbmj score``
always explains; ``gbmj batch`` only with ``--explain``), measured in the same run. Last come our
``--slowest`` hands (default 5), each with its time, its number of readings and the reference's time:
first from the cold-cache passes, where a hand that is the first of a pass to hold some group (a
full flush's suit) also pays for filling the caches, then from ``--repeats`` more passes that do not
clear them, so that each hand finds what a long batch run holds (the bounded caches still miss: a
batch's steady state, not a hand scored twice).

Ours is the ``gbmj_cli`` this interpreter imports, an installed one before the checkout's: the
pure-Python package, or the compiled build (``GBMJ_MYPYC=1``, setup.py); the second line names it.

Run from the repository root:
``python benchmarks/score_speed.py [--n 20000] [--seed 81] [--explain] [--slowest 5]``.
"""

import argparse
import gc
import statistics
import sys
from collections.abc import Callable, Sequence
from functools import partial
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from time import perf_counter_ns

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.append(str(ROOT))  # last: an installed gbmj (the compiled build, say) goes first

import MahjongGB  # noqa: E402  (the reference, a test dependency)
from core_caches import clear_caches  # noqa: E402  (beside this script)

from gbmj_cli.hands.context import WinContext  # noqa: E402
from gbmj_cli.hands.notation import parse_hand  # noqa: E402
from gbmj_cli.scoring import score as scoring  # noqa: E402
from gbmj_cli.scoring.decompose import counts_of, readings  # noqa: E402
from gbmj_cli.scoring.explain import explain  # noqa: E402
from gbmj_cli.scoring.score import score  # noqa: E402

from handgen import context_kwargs, generate, notation, oracle_args  # noqa: E402


def per_hand_us(
    timed: Sequence[tuple[Sequence[Callable[[], object]], Callable[[], object]]], repeats: int
) -> list[list[float]]:
    """Microseconds per call of each list of calls (with the ``reset`` to run before each pass over
    it): the best of ``repeats`` rounds, each round one pass over every list in turn, so that a
    slower spell of the machine falls on all of them alike rather than on one."""
    best = [[float("inf")] * len(calls) for calls, _ in timed]
    for _ in range(repeats):
        for (calls, reset), times in zip(timed, best, strict=True):
            reset()
            for i, call in enumerate(calls):
                start = perf_counter_ns()
                call()
                times[i] = min(times[i], (perf_counter_ns() - start) / 1000)
    return best


def _nothing() -> None:
    """The reset of the passes that keep what they have: the reference's, and ours with caches kept."""


def _score(text: str, ctx: WinContext) -> object:
    """What one hand costs us: parsing its string and scoring it."""
    return score(parse_hand(text), ctx)


def _explained(text: str, ctx: WinContext) -> object:
    """What one explained hand costs: parsing, scoring and naming the sets of every fan."""
    return explain(score(parse_hand(text), ctx))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=20_000, help="number of hands (default 20000)")
    parser.add_argument("--seed", type=int, default=81, help="generator seed (default 81)")
    parser.add_argument("--repeats", type=int, default=3, help="passes over the list (default 3)")
    parser.add_argument("--explain", action="store_true", help="also time ours with the explanation")
    parser.add_argument("--slowest", type=int, default=5, help="how many of our slowest hands to name (default 5)")
    args = parser.parse_args()

    hands = generate(args.n, args.seed)
    ours = [partial(_score, notation(g), WinContext(**context_kwargs(g), rules="mil")) for g in hands]
    reference = [partial(MahjongGB.MahjongFanCalculator, **oracle_args(g)) for g in hands]

    gc.collect()
    gc.freeze()  # the prepared hands and calls: no collection during the timing need look at them
    ours_us, reference_us = per_hand_us([(ours, clear_caches), (reference, _nothing)], args.repeats)
    ours_median, ref_median = statistics.median(ours_us), statistics.median(reference_us)
    ours_mean, ref_mean = statistics.fmean(ours_us), statistics.fmean(reference_us)
    print(f"{args.n} hands, seed {args.seed}, best of {args.repeats} cold-cache passes, microseconds per hand")
    print(f"ours: {_build()}, from {Path(scoring.__file__).parent}")
    print(f"{'':26}{'median':>10}{'mean':>10}")
    print(f"{'ours (parse + score)':26}{ours_median:10.1f}{ours_mean:10.1f}")
    print(f"{'PyMahjongGB 1.4.0':26}{ref_median:10.1f}{ref_mean:10.1f}")
    print(f"{'ratio ours / reference':26}{ours_median / ref_median:10.1f}{ours_mean / ref_mean:10.1f}")
    if args.explain:
        contexts = [WinContext(**context_kwargs(g), rules="mil") for g in hands]
        calls = [partial(_explained, notation(g), ctx) for g, ctx in zip(hands, contexts, strict=True)]
        (explained_us,) = per_hand_us([(calls, clear_caches)], args.repeats)
        median, mean = statistics.median(explained_us), statistics.fmean(explained_us)
        print(f"{'ours, explained':26}{median:10.1f}{mean:10.1f}")
        print(f"{'ratio explained / ours':26}{median / ours_median:10.2f}{mean / ours_mean:10.2f}")
    if args.slowest:
        _print_slowest("our slowest hands", ours_us, reference_us, hands, args.slowest)
        (held_us,) = per_hand_us([(ours, _nothing)], args.repeats)
        print(f"{'ours, caches kept':26}{statistics.median(held_us):10.1f}{statistics.fmean(held_us):10.1f}")
        _print_slowest("  with caches kept", held_us, reference_us, hands, args.slowest)


def _print_slowest(title: str, ours_us: list[float], reference_us: list[float], hands: list, n: int) -> None:
    """Our ``n`` slowest hands, each with its time, the reference's and its number of readings."""
    print(f"{title:26}{'ours':>10}{'reference':>10}  readings  hand")
    for i in sorted(range(len(hands)), key=ours_us.__getitem__, reverse=True)[:n]:
        text = notation(hands[i])
        print(f"{'':26}{ours_us[i]:10.1f}{reference_us[i]:10.1f}{_readings(text):10}  {text}")


def _build() -> str:
    """Which build of our core runs: the compiled one (``GBMJ_MYPYC=1``, see setup.py) or pure Python."""
    return "compiled by mypyc" if scoring.__file__.endswith(tuple(EXTENSION_SUFFIXES)) else "pure Python"


def _readings(text: str) -> int:
    """How many readings our scorer compares for the hand."""
    hand = parse_hand(text)
    return len(readings(len(hand.melds), counts_of(hand.concealed_tiles), hand.winning_tile))


if __name__ == "__main__":
    main()
