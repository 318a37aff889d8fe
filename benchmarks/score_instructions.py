"""How many machine instructions do our core and the reference spend on a hand? Counted by valgrind.

A busy or virtual machine moves wall-clock timings by a fifth from run to run; an instruction count
does not move, so it shows what one change of the code gained. The same generated hands
(tests/handgen.py) are read in two runs of one script under callgrind: one that only prepares them,
one that also parses and scores each (``parse_hand`` + ``score``, caches cold at the start as in
``score_speed.py``'s passes); the difference, divided by the number of hands, is the cost of a hand.
The reference (PyMahjongGB, when it is installed) is counted the same way, on the same hands, as
``score_speed.py`` calls it. ``PYTHONHASHSEED`` is fixed so that both runs hash alike.

With ``--simulate`` the runs go through cachegrind's model of the caches and the branch predictor
instead (slower): besides the instructions, the first-level instruction and data cache misses and
the mispredicted branches of a hand, ours and the reference's. They tell why the ratio of times
(``score_speed.py``) is larger than the ratio of instructions: an interpreter jumps through a table
for every bytecode, and its code and ours do not stay in the instruction cache.

With ``--worst`` it counts the slowest kind of hand instead, the full flushes of four or five
readings of ``worst_hands.py`` (``--hands`` of them), in a process that has scored ``--warm``
generated hands first, as a long batch run has: each first seen, and scored again at once (three
runs, which score them none, one and two times), beside the reference on the same hands.

Needs ``valgrind`` on the PATH. Run from the repository root:
``python benchmarks/score_instructions.py [--n 3000] [--seed 81] [--simulate] [--worst [--hands 200] [--warm 20000]]``.
"""

import argparse
import itertools
import os
import re
import shutil
import subprocess
import sys
from importlib.util import find_spec
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_RUN = """
import gc, sys
sys.path[:0] = [{root!r}, {tests!r}]
from handgen import GenHand, context_kwargs, generate, notation
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.notation import parse_hand
from gbmj_cli.scoring.score import profile_of, score
items = [(notation(g), WinContext(**context_kwargs(g))) for g in {hands}]
warm = [(notation(g), WinContext(**context_kwargs(g))) for g in generate({warm}, {seed})]
profile_of("1998")
gc.collect()
for text, ctx in warm:
    score(parse_hand(text), ctx)
for _ in range({times}):
    for text, ctx in items:
        score(parse_hand(text), ctx)
"""

_REFERENCE_RUN = """
import gc, sys
sys.path[:0] = [{tests!r}]
from functools import partial
import MahjongGB
from handgen import GenHand, generate, oracle_args
calls = [partial(MahjongGB.MahjongFanCalculator, **oracle_args(g)) for g in {hands}]
gc.collect()
for _ in range({times}):
    for call in calls:
        call()
"""

COUNTS = {
    "instructions": r"I\s+refs:\s+([\d,]+)",
    "I1 misses": r"I1\s+misses:\s+([\d,]+)",
    "D1 misses": r"D1\s+misses:\s+([\d,]+)",
    "mispredicted branches": r"Mispredicts:\s+([\d,]+)",
}
"""What ``--simulate`` reads from cachegrind's summary, by the name it prints."""


def _script(template: str, hands: str, seed: int, times: int, warm: int = 0) -> str:
    """A run of ``template`` that prepares the ``hands`` (an expression of GenHands) and scores them
    ``times`` times, after ``warm`` generated hands of ``seed`` (ours only)."""
    paths = {"root": str(ROOT), "tests": str(ROOT / "tests")}
    return template.format(**paths, hands=hands, seed=seed, warm=warm, times=times)


def _valgrind(script: str, simulate: bool) -> dict[str, int]:
    """The counts valgrind reports for one run of ``script``: callgrind's instructions, or
    cachegrind's ``COUNTS`` when ``simulate``."""
    tool = "cachegrind" if simulate else "callgrind"
    models = ["--cache-sim=yes", "--branch-sim=yes"] if simulate else []
    done = subprocess.run(
        ["valgrind", f"--tool={tool}", *models, f"--{tool}-out-file=/dev/null", sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONHASHSEED": "0"},
        check=True,
    )
    patterns = COUNTS if simulate else {"instructions": r"Collected : (\d+)"}
    counts = {}
    for name, pattern in patterns.items():
        found = re.search(pattern, done.stderr)
        if found is None:
            raise SystemExit(f"valgrind printed no count of {name}:\n" + done.stderr[-2000:])
        counts[name] = int(found.group(1).replace(",", ""))
    return counts


def per_hand(
    template: str, hands: str, n: int, seed: int, simulate: bool, warm: int = 0, times: int = 1
) -> list[dict[str, int]]:
    """What each of ``times`` passes of scoring the ``n`` hands (an expression of them) adds to a run
    that only prepares them (and scores the ``warm`` ones), each count divided by ``n``: the first
    pass, then each again.

    The counted runs must find the modules alike: a module changed since its .pyc was written would
    be compiled (and its .pyc written) in the first one only. One uncounted run that imports them
    all first settles that."""
    subprocess.run([sys.executable, "-c", _script(template, hands, seed, 1)], check=True)
    runs = [_valgrind(_script(template, hands, seed, k, warm), simulate) for k in range(times + 1)]
    return [{name: (after[name] - before[name]) // n for name in after} for before, after in itertools.pairwise(runs)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=3_000, help="number of hands (default 3000)")
    parser.add_argument("--seed", type=int, default=81, help="generator seed (default 81)")
    parser.add_argument("--simulate", action="store_true", help="cachegrind: also cache misses and branches")
    parser.add_argument("--worst", action="store_true", help="count worst_hands.py's full flushes instead")
    parser.add_argument("--hands", type=int, default=200, help="full flushes of --worst (default 200)")
    parser.add_argument("--warm", type=int, default=20_000, help="generated hands scored before them (default 20000)")
    args = parser.parse_args()
    if args.worst and args.simulate:
        parser.error("--worst counts instructions only: leave out --simulate")
    if shutil.which("valgrind") is None:
        raise SystemExit("score_instructions.py needs valgrind (its callgrind tool) on the PATH")
    if args.worst:
        _worst(args.hands, args.seed, args.warm)
        return
    generated = f"generate({args.n}, {args.seed})"
    (ours,) = per_hand(_RUN, generated, args.n, args.seed, args.simulate)
    if not args.simulate:
        print(f"{args.n} hands, seed {args.seed}: {ours['instructions']:,} instructions a hand (parse_hand + score)")
    if find_spec("MahjongGB") is None:
        print("PyMahjongGB is not installed: the reference is not counted")
        return
    (reference,) = per_hand(_REFERENCE_RUN, generated, args.n, args.seed, args.simulate)
    if not args.simulate:
        ratio = ours["instructions"] / reference["instructions"]
        print(f"PyMahjongGB 1.4.0: {reference['instructions']:,} instructions a hand; ours / reference: {ratio:.1f}")
        return
    print(f"{args.n} hands, seed {args.seed}, a hand's counts in cachegrind's model of this machine")
    print(f"{'':24}{'ours':>12}{'reference':>12}{'ratio':>8}")
    for name in COUNTS:
        print(f"{name:24}{ours[name]:12,}{reference[name]:12,}{ours[name] / max(reference[name], 1):8.1f}")


def _worst(hands: int, seed: int, warm: int) -> None:
    """Print the instructions of a full flush of ``worst_hands.py`` (of its default seed), ours first
    seen and again, and the reference's. The flushes are found here, once, and written into the runs
    as GenHands: finding them costs more than scoring them."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from worst_hands import FLUSH_SEED, LEAST_READINGS, full_flushes

    flushes = repr(full_flushes(hands, LEAST_READINGS, FLUSH_SEED))
    first, again = (c["instructions"] for c in per_hand(_RUN, flushes, hands, seed, False, warm, times=2))
    print(f"{hands} full flushes of {LEAST_READINGS}+ readings (worst_hands.py), after {warm} generated hands:")
    print(f"ours: {first:,} instructions a hand first seen, {again:,} scored again at once")
    if find_spec("MahjongGB") is None:
        print("PyMahjongGB is not installed: the reference is not counted")
        return
    (counted,) = per_hand(_REFERENCE_RUN, flushes, hands, seed, False)
    reference = counted["instructions"]
    print(f"PyMahjongGB 1.4.0: {reference:,} instructions a hand (it keeps nothing between hands)")
    print(f"ours / reference: {first / reference:.1f} first seen, {again / reference:.1f} again")


if __name__ == "__main__":
    main()
