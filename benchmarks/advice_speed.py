"""How fast is hand analysis: ``gbmj waits`` on ready and not-ready hands, and ``gbmj advise``?

Times the public call behind each command, ``score_line(h, waits=True)`` and ``score_line(h,
advise=True)`` (parsing and building the record, not JSON encoding or printing), in one process,
against the pass lines of docs/advice.md §14:

- waits, ready: 2,000 winning hands of tests/handgen.py (melded ones included) with one loose tile
  removed, plus three many-sided waits;
- waits, not ready: 2,000 concealed 13-tile hands from a shuffled wall that are not ready, plus four
  hard ones; and a seeded sample of 2,000 one-suit 13-tile hands that are not ready;
- advise: 1,000 hands of 14 - 3k tiles, half winning hands with one loose tile replaced, half
  concealed 14-tile hands from a shuffled wall, plus four hard ones.

Protocol: a fixed seed (``--seed``); after import, 200 warm-up calls on other generated hands;
then each measured hand is timed once with ``time.perf_counter_ns``, the garbage collector on and
the caches as the earlier calls left them. The hands are chosen with the reference calculator
(PyMahjongGB), so choosing them warms none of gbmj's caches. For scale, the reference's five
per-form shanten functions are timed on the not-ready hands in the same run (they give numbers
and useful tiles only: no record, no live counts, no scores).

Prints per group the number of hands, median, 99th percentile and worst time (and, beside them,
the thread's CPU time: on a machine that other programs share, the tail of elapsed time is their
time slices) and the five slowest hands, then PASS or FAIL for each pass line (on elapsed time);
exits with status 1 if any line fails.

Usage: python benchmarks/advice_speed.py [--seed 14]
"""

import argparse
import statistics
import sys
from collections.abc import Callable
from pathlib import Path
from random import Random
from time import perf_counter_ns, thread_time_ns

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import MahjongGB  # noqa: E402  (the reference, a test dependency)

from gbmj_cli.batch.lines import score_line  # noqa: E402

from handgen import INDEX, NAMES, GenHand, all_tiles, generate, notation  # noqa: E402
from waitgen import WaitingHand, oracle_hand, oracle_packs, uniform  # noqa: E402
from waitgen import notation as waiting_notation  # noqa: E402

PASS_LINES = {  # group -> (median, worst) in milliseconds; None: no line
    "waits, ready": (1.0, None),
    "waits, not ready": (1.0, 5.0),
    "waits, not ready, one suit": (1.0, 5.0),
    "advise": (20.0, 100.0),
}
HARD_READY = ["1112345678999p", "19m19s19pESWNCFP", "2223334445678m"]
HARD_NOT_READY = ["2666677778889m", "1111m2222s33p57pE", "147m258s36p1pEEEE", "1115m12p1569sSWP"]
HARD_ADVISE = ["11123456789999m", "123m456m789s234p5p5p", "2233444567m789s1m", "22334455667788s"]
FORMS = (
    "RegularShanten",
    "SevenPairsShanten",
    "ThirteenOrphansShanten",
    "HonorsAndKnittedTilesShanten",
    "KnittedStraightShanten",
)


def _without_one_loose(rng: Random, g) -> str:
    loose = list(g.loose)
    loose.pop(int(rng.random() * len(loose)))
    return waiting_notation(WaitingHand(g.melds, tuple(loose)))


def ready_hands(rng: Random, n: int) -> list[str]:
    return [_without_one_loose(rng, g) for g in generate(n, int(rng.random() * 2**31))] + HARD_READY


def _not_ready(h: WaitingHand) -> bool:
    return MahjongGB.MahjongShanten(pack=oracle_packs(h), hand=oracle_hand(h.standing)) > 0


def not_ready_hands(rng: Random, n: int) -> list[WaitingHand]:
    found: list[WaitingHand] = []
    while len(found) < n:
        h = uniform(rng)
        if _not_ready(h):
            found.append(h)
    return found


def one_suit_hands(rng: Random, n: int) -> list[WaitingHand]:
    """Count vectors of 13 tiles of one suit (at most four of a rank), not ready, drawn uniformly."""
    found: list[WaitingHand] = []
    while len(found) < n:
        counts = [0] * 9
        while sum(counts) < 13:
            r = int(rng.random() * 9)
            if counts[r] < 4:
                counts[r] += 1
        suit = "msp"[int(rng.random() * 3)]
        h = WaitingHand((), tuple(f"{r + 1}{suit}" for r in range(9) for _ in range(counts[r])))
        if _not_ready(h):
            found.append(h)
    return found


def advise_hands(rng: Random, n: int) -> list[str]:
    out = []
    for g in generate(n // 2, int(rng.random() * 2**31)):
        loose = list(g.loose)
        counts = [0] * 34
        for t in all_tiles(g):
            counts[INDEX[t]] += 1
        i = int(rng.random() * len(loose))
        counts[INDEX[loose[i]]] -= 1
        free = [t for t in range(34) if counts[t] < 4]
        loose[i] = NAMES[free[int(rng.random() * len(free))]]
        out.append(notation(GenHand(g.melds, tuple(loose))))
    while len(out) < n:
        wall = [t for t in range(34) for _ in range(4)]
        rng.shuffle(wall)
        out.append(waiting_notation(WaitingHand((), tuple(NAMES[t] for t in wall[:14]))))
    return out + HARD_ADVISE


def time_each(call: Callable[[str], object], hands: list[str]) -> list[tuple[float, float, str]]:
    """(milliseconds, milliseconds of this thread's CPU, hand) for each hand, timed once."""
    out = []
    for h in hands:
        start, cpu = perf_counter_ns(), thread_time_ns()
        call(h)
        out.append(((perf_counter_ns() - start) / 1e6, (thread_time_ns() - cpu) / 1e6, h))
    return out


def report(name: str, times: list[tuple[float, float, str]]) -> bool:
    """Print a group's figures (the pass lines are on elapsed time, as docs/advice.md §14 says)."""
    ms = sorted(t for t, _, _ in times)
    cpu = sorted(c for _, c, _ in times)
    median = statistics.median(ms)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    worst = ms[-1]
    print(f"{name}: {len(ms)} hands, median {median:.2f} ms, 99th percentile {p99:.2f} ms, worst {worst:.2f} ms")
    # On a machine that other programs share, the elapsed tail is their time slices: CPU time tells.
    print(f"  this thread's CPU time: median {statistics.median(cpu):.2f} ms, worst {cpu[-1]:.2f} ms")
    slowest = sorted(times, reverse=True)[:5]
    print("  slowest: " + ", ".join(f"{h} {t:.1f} ms" for t, _, h in slowest))
    line_median, line_worst = PASS_LINES[name]
    ok = True
    for label, value, limit in (("median", median, line_median), ("worst", worst, line_worst)):
        if limit is None:
            continue
        passed = value <= limit
        ok &= passed
        print(f"  {'PASS' if passed else 'FAIL'}  {label} {value:.2f} ms <= {limit:g} ms")
    return ok


def reference_ms(hands: list[WaitingHand]) -> float:
    """Median milliseconds of the reference's five per-form functions on each hand."""
    times = []
    for h in hands:
        tiles = oracle_hand(h.standing)
        start = perf_counter_ns()
        for form in FORMS:
            getattr(MahjongGB, form)(tiles)
        times.append((perf_counter_ns() - start) / 1e6)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=14, help="generator seed (default 14)")
    args = parser.parse_args()
    rng = Random(args.seed)

    ready = ready_hands(rng, 2000)
    not_ready = not_ready_hands(rng, 2000)
    one_suit = one_suit_hands(rng, 2000)
    advise = advise_hands(rng, 1000)
    warm_up = ready_hands(rng, 100)[:100] + [waiting_notation(h) for h in not_ready_hands(rng, 100)]

    def waits(h: str) -> object:
        return score_line(h, waits=True)

    def advise_call(h: str) -> object:
        return score_line(h, advise=True)

    for h in warm_up:
        waits(h)
    print(f"seed {args.seed}; 200 warm-up calls; each hand timed once (milliseconds)")
    ok = report("waits, ready", time_each(waits, ready))
    ok &= report("waits, not ready", time_each(waits, [waiting_notation(h) for h in not_ready] + HARD_NOT_READY))
    ok &= report("waits, not ready, one suit", time_each(waits, [waiting_notation(h) for h in one_suit]))
    ok &= report("advise", time_each(advise_call, advise))
    print(
        f"for scale: PyMahjongGB's five per-form shanten functions, median {reference_ms(not_ready):.3f} ms "
        f"(not-ready hands), {reference_ms(one_suit):.3f} ms (one suit)"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
