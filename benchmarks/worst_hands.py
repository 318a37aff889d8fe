"""How long do the slowest kind of hand take, each new to a process in its steady state?

The slowest hands are full flushes with four or five readings (``score_speed.py --slowest`` names
them): every reading is detected, and their suit is nearly always new to the bounded caches. This
script builds that kind of hand by code (every count of 14 tiles of one suit, each winning tile, kept
when our scorer finds at least ``--readings`` readings), scores ``--warm`` generated hands
(tests/handgen.py) to fill the caches as a long batch run has them, and then times each such hand
three ways: first seen, scored again at once, and once more after 50 other generated hands. The
garbage collector is off during the timing, so that its pauses do not land on a hand. Prints the
median, 90th percentile and worst of each, and the slowest hands first seen.

Run from the repository root:
``python benchmarks/worst_hands.py [--hands 200] [--warm 20000] [--readings 4] [--seed 7]``.
"""

import argparse
import gc
import itertools
import random
import statistics
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path
from time import perf_counter_ns

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.append(str(ROOT))  # last: an installed gbmj (the compiled build, say) goes first

from core_caches import clear_caches  # noqa: E402  (beside this script)

from gbmj_cli.core.context import WinContext  # noqa: E402
from gbmj_cli.core.decompose import readings  # noqa: E402
from gbmj_cli.core.notation import parse_hand  # noqa: E402
from gbmj_cli.core.scoring import score  # noqa: E402

from handgen import GenHand, context_kwargs, generate, notation  # noqa: E402

OTHERS_BETWEEN = 50
"""Generated hands scored between the second and the third timing of a hand."""
LEAST_READINGS, FLUSH_SEED = 4, 7
"""The defaults of ``--readings`` and ``--seed``: the flushes ``score_instructions.py --worst`` counts too."""


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200, help="full flushes to time (default 200)")
    parser.add_argument("--warm", type=int, default=20_000, help="generated hands scored first (default 20000)")
    parser.add_argument("--readings", type=int, default=LEAST_READINGS, help="least readings of a hand (default 4)")
    parser.add_argument("--seed", type=int, default=FLUSH_SEED, help="seed of the full flushes (default 7)")
    args = parser.parse_args()

    flushes = [notation(g) for g in full_flushes(args.hands, args.readings, args.seed)]
    clear_caches()  # the search filled them with every shape it tried: the warm-up hands make the steady state
    ctx = WinContext(rules="mil")
    others = [(notation(g), WinContext(**context_kwargs(g), rules="mil")) for g in generate(args.warm, 81)]
    gc.collect()
    gc.freeze()
    gc.disable()
    for text, other in others:
        score(parse_hand(text), other)
    first, again, later = [], [], []
    for i, text in enumerate(flushes):
        call = partial(_score, text, ctx)
        first.append(_us(call))
        again.append(_us(call))
        for other_text, other in others[i * OTHERS_BETWEEN : (i + 1) * OTHERS_BETWEEN]:
            score(parse_hand(other_text), other)
        later.append(_us(call))
    gc.enable()
    print(f"{len(flushes)} full flushes with {args.readings}+ readings, after {args.warm} generated hands, µs a hand")
    print(f"{'':28}{'median':>8}{'90%':>8}{'worst':>8}")
    rows = (("first seen", first), ("again at once", again), (f"after {OTHERS_BETWEEN} other hands", later))
    for name, times in rows:
        ranked = sorted(times)
        p90 = ranked[int(0.9 * len(ranked))]
        print(f"{name:28}{statistics.median(ranked):8.1f}{p90:8.1f}{ranked[-1]:8.1f}")
    slowest = sorted(zip(first, flushes, strict=True), reverse=True)[:5]
    print("slowest first seen: " + ", ".join(f"{h} {t:.0f}" for t, h in slowest))


if __name__ == "__main__":
    main()
