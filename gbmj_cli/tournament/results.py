"""Each table's players and result: its ledger settled by ``gbmj session``'s code, or its match scores
(docs/tournament.md §2.3).

A table's places and table points are those ``gbmj session`` gives (``gbmj_cli.table``): a ledger is
read and settled as it would be (with the event's base), and scores given without a ledger are placed
by the same rule. The players of a ledger are matched to the event's by id or name (or an alias that
is one), in any case; every ledger that cannot be used is reported with its own lines.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from gbmj_cli.messages import Msg
from gbmj_cli.table.ledger import Ledger, Player, fold
from gbmj_cli.table.ledger_reader import read_ledger
from gbmj_cli.table.session import override, settle
from gbmj_cli.table.standings import placings
from gbmj_cli.tournament.event import EventFile, Problem, Rejected, TableEntry, Unread, located

Ledgers = Mapping[str, bytes | Unread]
"""Every ledger file the rounds read name (``EventFile.ledger_paths``), by the path written in the event
file: its bytes, or why it could not be read."""


@dataclass(frozen=True, slots=True)
class Finish:
    """A player's result at a table: place (shared by tied players), table points in twelfths, match score."""

    player: int
    place: int
    twelfths: int
    score: int


@dataclass(frozen=True, slots=True)
class TableResult:
    """A table of a round: its players in seat order (as written in the event file, else as the ledger
    or the scores list them) and, once played, each one's finish."""

    table: int
    players: tuple[int, ...]
    finishes: tuple[Finish, ...] | None


@dataclass(frozen=True, slots=True)
class RoundResult:
    """The tables the event file lists for one round, in table order."""

    round: int
    tables: tuple[TableResult, ...]


class _Round:
    """Reading the tables of one round, collecting problems."""

    def __init__(self, event: EventFile, number: int, ledgers: Ledgers) -> None:
        self.event = event
        self.number = number
        self.ledgers = ledgers
        self.problems: list[Problem] = []
        self.by_name: dict[str, set[int]] = {}
        for index, entrant in enumerate(event.players):
            for text in (entrant.id, entrant.name):
                self.by_name.setdefault(fold(text), set()).add(index)

    def read(self) -> RoundResult | Rejected:
        entry = self.event.round_entries.get(self.number)
        tables = [] if entry is None else [self.table(t) for _, t in sorted(entry.tables.items())]
        seated: dict[int, int] = {}
        for result in tables:
            if result is None:
                continue
            for player in result.players:
                if player in seated and seated[player] != result.table:
                    msg = Msg(
                        "tournament.two_tables",
                        who=self.event.who(player),
                        first=seated[player],
                        second=result.table,
                        round=self.number,
                    )
                    self.problems.append(self.event.problem(msg, *self.event.round_path(self.number, result.table)))
                seated.setdefault(player, result.table)
        if self.problems:
            return Rejected(tuple(self.problems))
        return RoundResult(self.number, tuple(t for t in tables if t is not None))

    def table(self, entry: TableEntry) -> TableResult | None:
        if entry.scores is not None:
            players = entry.seats or tuple(p for p, _ in entry.scores)
            score = dict(entry.scores)
            totals = tuple(score[p] for p in players)
            finishes = tuple(
                Finish(players[p.player], p.place, p.twelfths, totals[p.player]) for p in placings(totals, (False,) * 4)
            )
            return TableResult(entry.table, players, finishes)
        if entry.ledger is None:
            return TableResult(entry.table, entry.seats or (), None)
        return self.ledger_table(entry, entry.ledger)

    def ledger_table(self, entry: TableEntry, path: str) -> TableResult | None:
        data = self.ledgers[path]
        if isinstance(data, Unread):
            msg = Msg("tournament.cannot_read", path=path, reason=data.reason)
            self.problems.append(self.event.problem(msg, *self.event.round_path(entry.round, entry.table, "ledger")))
            return None
        ledger = override(read_ledger(data), base=self.event.paid_base)
        result = settle(ledger, self.event.profile)
        for error in result.errors:
            self.problems.append(located(path, error.line, error.msg))
        if result.errors or ledger.players is None:
            return None
        players = self.match(ledger, entry, path)
        if players is None:
            return None
        finishes = tuple(Finish(players[st.player], st.place, st.twelfths, st.net) for st in result.standings)
        return TableResult(entry.table, entry.seats or players, finishes)

    def match(self, ledger: Ledger, entry: TableEntry, path: str) -> tuple[int, ...] | None:
        """The event's player for each of the ledger's four, or None (with the problems) when any is not one."""
        matched: list[int] = []
        names: dict[int, str] = {}
        for player in ledger.players or ():
            index = self.entrant(player)
            if isinstance(index, Msg):
                self.problems.append(located(path, ledger.players_line, index))
                continue
            if index in names:
                who = self.event.who(index)
                msg = Msg("tournament.ledger_player_twice", first=names[index], second=player.name, who=who)
                self.problems.append(located(path, ledger.players_line, msg))
                continue
            names[index] = player.name
            if entry.seats is not None and index not in entry.seats:
                seats = ", ".join(self.event.players[p].id for p in entry.seats)
                msg = Msg(
                    "tournament.not_seated",
                    name=player.name,
                    who=self.event.who(index),
                    table=entry.table,
                    round=entry.round,
                    seats=seats,
                )
                self.problems.append(located(path, ledger.players_line, msg))
                continue
            matched.append(index)
        return tuple(matched) if len(matched) == 4 else None

    def entrant(self, player: Player) -> int | Msg:
        """The event's player that a ledger's player is (by its name or alias), or why there is none."""
        found: set[int] = set()
        for text in (player.name, player.alias):
            if text is not None:
                found |= self.by_name.get(fold(text), set())
        if len(found) == 1:
            return found.pop()
        if found:
            ids = ", ".join(sorted(self.event.players[p].id for p in found))
            return Msg("tournament.ledger_player_ambiguous", name=player.name, ids=ids)
        return Msg("tournament.ledger_player_unknown", name=player.name)


def read_round(event: EventFile, number: int, ledgers: Ledgers) -> RoundResult | Rejected:
    """The tables that round ``number`` lists, each with its players and (when it has one) its result."""
    return _Round(event, number, ledgers).read()
