"""Seat draws (docs/tournament.md §3): who sits at which table, and in which seat, for a round.

Every draw is the same each time it is made from the same event file: ``random`` shuffles with a
generator seeded by the event's seed and the round's number; ``standing`` and ``snake`` read the
standings after the round before (round 1: the players in file order); ``spread`` starts from the
random draw and swaps players between tables while a swap lowers the number of pairs that have met
before (a local search, which for a small field also tries further shuffles and keeps the best draw
found: it finds a good draw, not a proof that none is better). Rounds before the one drawn count as
they were written (seats, ledgers or scores), or, when the file holds nothing of them, as drawn.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from gbmj_cli.messages import Msg
from gbmj_cli.tournament.event import EventFile, Rejected
from gbmj_cli.tournament.results import Ledgers, read_round
from gbmj_cli.tournament.standings import standings

SPREAD_WORK = 2000
"""``spread`` tries about this many players' worth of shuffles: a hundred for 16 players, one for 1,000
(where the first rarely leaves a repeat)."""

Tables = tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class Draw:
    """The tables of a round (player indices in seat order E S W N, table 1 first) and how many pairs
    of players at them have met in an earlier round."""

    round: int
    method: str
    tables: Tables
    repeat_meetings: int


def meet(met: list[set[int]], tables: Iterable[Sequence[int]]) -> None:
    """Add the pairs of players at ``tables`` to ``met`` (each player's set of players met)."""
    for table in tables:
        for player in table:
            met[player].update(q for q in table if q != player)


def repeat_meetings(tables: Iterable[Sequence[int]], met: Sequence[set[int]]) -> int:
    """How many pairs of players sharing a table have met before.

    >>> repeat_meetings([(0, 1, 2, 3), (4, 5, 6, 7)], [{1}, {0}, set(), set(), {6, 7}, set(), {4}, {4}])
    3
    """
    count = 0
    for table in tables:
        for i, player in enumerate(table):
            count += sum(1 for other in table[i + 1 :] if other in met[player])
    return count


def _rng(seed: int | str, number: int) -> random.Random:
    return random.Random(f"{seed}:{number}")


def _fours(order: Sequence[int]) -> Tables:
    return tuple(tuple(order[i : i + 4]) for i in range(0, len(order), 4))


def snake(order: Sequence[int]) -> Tables:
    """蛇形: table *t* gets East from the first quarter in order, South from the second in reverse,
    West from the third in order, North from the fourth in reverse.

    >>> snake(range(8))
    ((0, 3, 4, 7), (1, 2, 5, 6))
    """
    q = len(order) // 4
    return tuple((order[t], order[2 * q - 1 - t], order[2 * q + t], order[4 * q - 1 - t]) for t in range(q))


def draw_tables(
    method: str, players: int, seed: int | str, number: int, met: Sequence[set[int]], order: Sequence[int]
) -> Tables:
    """The tables of round ``number`` by ``method``; ``order`` is the standings' order of the players
    (read by ``standing`` and ``snake``), ``met`` whom each player has met (read by ``spread``)."""
    if method == "standing":
        return _fours(order)
    if method == "snake":
        return snake(order)
    rng = _rng(seed, number)
    shuffled = list(range(players))
    rng.shuffle(shuffled)
    if method == "random":
        return _fours(shuffled)
    best = _improved(_fours(shuffled), met, rng)
    fewest = repeat_meetings(best, met)
    for _ in range(SPREAD_WORK // players):
        if fewest == 0:
            break
        rng.shuffle(shuffled)
        tables = _improved(_fours(shuffled), met, rng)
        repeats = repeat_meetings(tables, met)
        if repeats < fewest:
            best, fewest = tables, repeats
    return best


def _improved(start: Tables, met: Sequence[set[int]], rng: random.Random) -> Tables:
    """Swap players between tables, first improvement first, until no swap lowers the repeats."""
    tables = [list(table) for table in start]
    table_of = {player: t for t, table in enumerate(tables) for player in table}
    players = list(table_of)
    rng.shuffle(players)

    def cost(player: int, table: list[int], without: int = -1) -> int:
        seen = met[player]
        return sum(1 for other in table if other != player and other != without and other in seen)

    improved = True
    while improved:
        improved = False
        for player in players:
            mine = tables[table_of[player]]
            here = cost(player, mine)
            if not here:
                continue
            for other in players:
                theirs = tables[table_of[other]]
                if theirs is mine:
                    continue
                before = here + cost(other, theirs)
                after = cost(player, theirs, other) + cost(other, mine, player)
                if after < before:
                    i, j = mine.index(player), theirs.index(other)
                    mine[i], theirs[j] = other, player
                    table_of[player], table_of[other] = table_of[other], table_of[player]
                    improved = True
                    break
    return tuple(tuple(table) for table in tables)


def draw_round(event: EventFile, ledgers: Ledgers, number: int) -> Draw | Rejected:
    """Draw round ``number`` of the event; ``ledgers`` holds the ledgers of the rounds before it."""
    if not 1 <= number <= event.rounds:
        return Rejected((event.problem(Msg("tournament.no_such_round", round=number, rounds=event.rounds), "rounds"),))
    met: list[set[int]] = [set() for _ in event.players]
    for earlier in range(1, number):
        tables = _earlier(event, ledgers, earlier, met)
        if isinstance(tables, Rejected):
            return tables
        meet(met, tables)
    tables = _drawn(event, ledgers, number, met)
    if isinstance(tables, Rejected):
        return tables
    return Draw(number, event.method(number), tables, repeat_meetings(tables, met))


def _earlier(event: EventFile, ledgers: Ledgers, number: int, met: list[set[int]]) -> Tables | Rejected:
    """The tables of an earlier round: as the event file lists them, else as drawn."""
    if number not in event.round_entries or not event.round_entries[number].tables:
        return _drawn(event, ledgers, number, met)
    result = read_round(event, number, ledgers)
    if isinstance(result, Rejected):
        return result
    listed = {table.table for table in result.tables if table.players}
    missing = [t for t in range(1, event.tables + 1) if t not in listed]  # (or listed with no players)
    if missing:
        msg = Msg("tournament.tables_missing", round=number, tables=", ".join(map(str, missing)))
        return Rejected((event.problem(msg, *event.round_path(number)),))
    return tuple(table.players for table in result.tables)


def _drawn(event: EventFile, ledgers: Ledgers, number: int, met: list[set[int]]) -> Tables | Rejected:
    method = event.method(number)
    order: Sequence[int] = range(len(event.players))
    if method in ("standing", "snake"):
        ranked = standings(event, ledgers, number - 1)
        if isinstance(ranked, Rejected):
            return ranked
        order = [line.player for line in ranked.players]
    return draw_tables(method, len(event.players), event.seed, number, met, order)
