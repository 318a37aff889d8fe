"""How fast is a large event: the ``spread`` draw, and the standings from every table's ledger?

Two measurements, each against its pass line (issue 40), in one process on one core:

- draw: an event file of 1,000 players and 10 rounds, none of them written, drawn ``spread``:
  ``draw_round(event, {}, 10)`` draws rounds 1 to 9 (each against the meetings of the ones before
  it) and then round 10, as ``gbmj tournament draw EVENT --round 10`` does; pass line 2 s;
- standings: the same 1,000 players over 10 rounds of 250 tables, each table a 16-hand ledger
  (wins, self-drawn wins and draws of seeded random totals, in the text format of ``gbmj session``),
  read, settled and ranked by ``standings(event, ledgers)`` from the event file's text and the
  2,500 ledgers' bytes (held in memory: the time of reading files is the disk's); pass line 5 s.

Each is timed from the event file's text (reading and checking it included), best of ``--repeat``
runs (3); the garbage collector stays on. Prints each run's elapsed time (``time.perf_counter``) and
its thread's CPU time (``time.thread_time``) beside the pass line, and the repeat meetings the draws
left; the pass line is judged on the CPU time, the time the run takes of one core (on a machine that
other programs share, elapsed time also counts their time slices). Exits with status 1 if a line fails.

Usage: python benchmarks/tournament_speed.py [--players 1000] [--rounds 10] [--repeat 3] [--seed 40]
"""

import argparse
import sys
import time
from pathlib import Path
from random import Random

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]

from gbmj_cli.tournament.draw import Draw, draw_round  # noqa: E402
from gbmj_cli.tournament.event import EventFile, read_event  # noqa: E402
from gbmj_cli.tournament.standings import Standings, standings  # noqa: E402

PASS_LINES = {"draw": 2.0, "standings": 5.0}  # seconds


def event_text(players: int, rounds: int, tables: list[list[list[int]]] | None = None) -> str:
    """An event file: the players, and (when ``tables`` is given) every table's seats and ledger."""
    lines = ['name = "Benchmark open"', f"rounds = {rounds}", 'draw = "spread"', "seed = 2026", ""]
    for i in range(players):
        lines += ["[[players]]", f'id = "P{i:04}"', f'name = "Player {i}"', f'team = "Team {i % 50}"', ""]
    for number, round_tables in enumerate(tables or [], 1):
        for t, seats in enumerate(round_tables, 1):
            ids = ", ".join(f'"P{p:04}"' for p in seats)
            lines += [f"[round.{number}.table.{t}]", f"seats = [{ids}]", f'ledger = "r{number}/t{t}.txt"', ""]
    return "\n".join(lines)


def ledger(seats: list[int], rng: Random) -> bytes:
    """A 16-hand ledger of the four players: about ten wins, three self-drawn wins and three draws."""
    names = [f"P{p:04}" for p in seats]
    lines = ["players " + " ".join(names)]
    for hand in range(1, 17):
        kind = rng.choices(("win", "tsumo", "draw"), (10, 3, 3))[0]
        winner = rng.randrange(4)
        total = rng.randint(8, 48)
        if kind == "win":
            loser = rng.choice([p for p in range(4) if p != winner])
            lines.append(f"{hand} win {names[winner]} {names[loser]} {total}")
        elif kind == "tsumo":
            lines.append(f"{hand} tsumo {names[winner]} {total}")
        else:
            lines.append(f"{hand} draw")
    return ("\n".join(lines) + "\n").encode()


def best_of(repeat: int, run) -> tuple[float, float, object]:
    """The least elapsed and CPU times of ``repeat`` runs, and what the last returned."""
    elapsed, cpu, result = float("inf"), float("inf"), None
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.thread_time()
        result = run()
        elapsed = min(elapsed, time.perf_counter() - start)
        cpu = min(cpu, time.thread_time() - start_cpu)
    return elapsed, cpu, result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=40)
    args = parser.parse_args()

    text = event_text(args.players, args.rounds).encode()

    def draw() -> Draw:
        event = read_event("benchmark.toml", text)
        assert isinstance(event, EventFile)
        drawn = draw_round(event, {}, args.rounds)
        assert isinstance(drawn, Draw)
        return drawn

    draw_time, draw_cpu, drawn = best_of(args.repeat, draw)
    # The rounds as drawn, for the standings: each round's tables, drawn once more one by one.
    event = read_event("benchmark.toml", text)
    assert isinstance(event, EventFile)
    rounds = [draw_round(event, {}, n) for n in range(1, args.rounds + 1)]
    assert all(isinstance(r, Draw) for r in rounds)
    history = [[list(t) for t in r.tables] for r in rounds if isinstance(r, Draw)]
    rng = Random(args.seed)
    ledgers = {
        f"r{n}/t{t}.txt": ledger(seats, rng) for n, tables in enumerate(history, 1) for t, seats in enumerate(tables, 1)
    }
    full = event_text(args.players, args.rounds, history).encode()

    def rank() -> Standings:
        event = read_event("benchmark.toml", full)
        assert isinstance(event, EventFile)
        ranked = standings(event, ledgers)
        assert isinstance(ranked, Standings), ranked
        return ranked

    rank_time, rank_cpu, ranked = best_of(args.repeat, rank)
    assert isinstance(drawn, Draw) and isinstance(ranked, Standings)
    repeats = [r.repeat_meetings for r in rounds if isinstance(r, Draw)]
    failed = False
    for name, elapsed, cpu, what in (
        ("draw", draw_time, draw_cpu, f"{args.rounds} rounds for {args.players} players, spread"),
        ("standings", rank_time, rank_cpu, f"{args.players} players x {args.rounds} rounds: {len(ledgers)} ledgers"),
    ):
        ok = cpu <= PASS_LINES[name]
        failed |= not ok
        line = f"pass line {PASS_LINES[name]:.0f} s: {'PASS' if ok else 'FAIL'}"
        print(f"{name:10} CPU {cpu:6.3f} s, elapsed {elapsed:6.3f} s  ({line})  {what}")
    print(f"{'':10} repeat meetings of rounds 1-{args.rounds}: {repeats}")
    leader = ranked.players[0]
    print(f"           after round {ranked.after_round}: first {ranked.event.players[leader.player].id}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
