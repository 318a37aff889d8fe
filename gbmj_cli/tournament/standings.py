"""The standings of an event after a round: every player and every team, ranked by the event's chain.

Every round counted must be complete (each of its tables settled from a ledger or given as scores);
every problem found on the way, in the event file or in any ledger, is kept, and then nothing is ranked.
"""

from __future__ import annotations

from dataclasses import dataclass

from gbmj_cli.messages import Msg
from gbmj_cli.tournament.event import EventFile, Problem, Rejected
from gbmj_cli.tournament.ranking import figures, rank
from gbmj_cli.tournament.results import Finish, Ledgers, RoundResult, read_round


@dataclass(frozen=True, slots=True)
class PlayerStanding:
    """A player's line: rank (shared when tied on the whole chain), the player's index, every key's value."""

    rank: int
    tied: bool
    player: int
    values: dict[str, int]


@dataclass(frozen=True, slots=True)
class TeamStanding:
    """A team's line: rank, name, its members (player indices, in file order) and every key's value."""

    rank: int
    tied: bool
    team: str
    members: tuple[int, ...]
    values: dict[str, int]


@dataclass(frozen=True, slots=True)
class Standings:
    """The players (and the teams, if any player has one) in rank order after round ``after_round``."""

    event: EventFile
    after_round: int
    players: tuple[PlayerStanding, ...]
    teams: tuple[TeamStanding, ...]


def standings(event: EventFile, ledgers: Ledgers, after_round: int | None = None) -> Standings | Rejected:
    """Rank the event after ``after_round`` (None: after the last round that has results)."""
    if after_round is not None and after_round > event.rounds:
        msg = Msg("tournament.after_past", after=after_round, rounds=event.rounds)
        return Rejected((event.problem(msg, "rounds"),))
    problems: list[Problem] = []
    results: dict[int, RoundResult] = {}
    for number in range(1, (event.rounds if after_round is None else after_round) + 1):
        if number not in event.round_entries:
            continue
        read = read_round(event, number, ledgers)
        if isinstance(read, Rejected):
            problems.extend(read.problems)
        else:
            results[number] = read
    if after_round is None:
        played = [n for n, r in results.items() if any(t.finishes is not None for t in r.tables)]
        after_round = max(played, default=0)
    for number in range(1, after_round + 1):
        problems.extend(_unplayed(event, number, results.get(number), after_round))
    if problems:
        return Rejected(tuple(problems))
    return _ranked(event, [results[n] for n in range(1, after_round + 1)], after_round)


def _unplayed(event: EventFile, number: int, result: RoundResult | None, after: int) -> list[Problem]:
    """The problems of a round that the standings count but that has not been (wholly) played."""
    if number not in event.round_entries:
        return [event.problem(Msg("tournament.round_missing", round=number, after=after), "rounds")]
    played = {t.table: t for t in (result.tables if result else ()) if t.finishes is not None}
    if result is not None and not played:
        msg = Msg("tournament.round_missing", round=number, after=after)
        return [event.problem(msg, *event.round_path(number))]
    if result is None:
        return []  # its tables had problems of their own
    return [
        event.problem(Msg("tournament.no_result", table=table, round=number), *event.round_path(number, table))
        for table in range(1, event.tables + 1)
        if table not in played
    ]


def _ranked(event: EventFile, rounds: list[RoundResult], after_round: int) -> Standings:
    count = len(event.players)
    finishes: list[list[Finish]] = [[] for _ in range(count)]
    for result in rounds:
        for table in result.tables:
            for finish in table.finishes or ():
                finishes[finish.player].append(finish)
    values = [figures([(f.twelfths, f.score) for f in fs], [f.place for f in fs]) for fs in finishes]
    players = tuple(PlayerStanding(r, tied, i, values[i]) for r, tied, i in rank(values, event.chain))
    teams: dict[str, list[int]] = {}
    for index, entrant in enumerate(event.players):
        if entrant.team is not None:
            teams.setdefault(entrant.team, []).append(index)
    team_values = []
    for members in teams.values():
        per_round = [
            (sum(finishes[m][r].twelfths for m in members), sum(finishes[m][r].score for m in members))
            for r in range(after_round)
        ]
        team_values.append(figures(per_round, [f.place for m in members for f in finishes[m]]))
    names = list(teams)
    ranked_teams = tuple(
        TeamStanding(r, tied, names[i], tuple(teams[names[i]]), team_values[i])
        for r, tied, i in rank(team_values, event.chain)
    )
    return Standings(event, after_round, players, ranked_teams)
