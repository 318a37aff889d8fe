"""How many machine instructions does our core spend on a hand? Counted by valgrind's callgrind.

A busy or virtual machine moves wall-clock timings by a fifth from run to run; an instruction count
does not move, so it shows what one change of the code gained. The same generated hands
(tests/handgen.py) are read in two runs of one script under callgrind: one that only prepares them,
one that also parses and scores each (``parse_hand`` + ``score``, caches cold at the start as in
``score_speed.py``'s passes); the difference, divided by the number of hands, is the cost of a hand.
``PYTHONHASHSEED`` is fixed so that both runs hash alike. Needs ``valgrind`` on the PATH.

Run from the repository root: ``python benchmarks/score_instructions.py [--n 3000] [--seed 81]``.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_RUN = """
import gc, sys
sys.path[:0] = [{root!r}, {tests!r}]
from handgen import context_kwargs, generate, notation
from gbmj_cli.core.context import WinContext
from gbmj_cli.core.notation import parse_hand
from gbmj_cli.core.scoring import profile_of, score
items = [(notation(g), WinContext(**context_kwargs(g))) for g in generate({n}, {seed})]
profile_of("1998")
gc.collect()
if {score}:
    for text, ctx in items:
        score(parse_hand(text), ctx)
"""


def _script(n: int, seed: int, scoring: bool) -> str:
    """``_RUN`` for ``n`` hands of ``seed``, scoring them or only preparing them."""
    return _RUN.format(root=str(ROOT), tests=str(ROOT / "tests"), n=n, seed=seed, score=scoring)


def instructions(n: int, seed: int, scoring: bool) -> int:
    """The instructions callgrind collects for one run of ``_RUN``."""
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            "-c",
            _script(n, seed, scoring),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONHASHSEED": "0"},
        check=True,
    )
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise SystemExit("callgrind printed no instruction count:\n" + done.stderr[-2000:])
    return int(found.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=3_000, help="number of hands (default 3000)")
    parser.add_argument("--seed", type=int, default=81, help="generator seed (default 81)")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("score_instructions.py needs valgrind (its callgrind tool) on the PATH")
    # Both counted runs must find the modules alike: a module changed since its .pyc was written would
    # be compiled (and its .pyc written) in the first one only. One uncounted run that imports them
    # all first settles that.
    subprocess.run([sys.executable, "-c", _script(1, args.seed, True)], check=True)
    spent = instructions(args.n, args.seed, True) - instructions(args.n, args.seed, False)
    print(f"{args.n} hands, seed {args.seed}: {spent // args.n:,} instructions a hand (parse_hand + score)")


if __name__ == "__main__":
    main()
