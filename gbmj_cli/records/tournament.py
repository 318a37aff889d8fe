"""The records of ``gbmj tournament`` and ``gbmj chase`` (docs/tournament.md §8): their JSON and CSV rows.

The JSON shapes are a contract that scripts read: a draw's ``round``, ``seats`` and
``repeat_meetings``; the standings' ``after_round``, ``players`` and ``teams``; a chase's
``after_hand`` and ``chases``. Table points are written as ``gbmj session`` writes them (``1.5``,
``2.33``); players of a tournament by id, players of a ledger by name.
"""

from __future__ import annotations

from typing import Any

from gbmj_cli.table.standings import table_points
from gbmj_cli.tournament.chase import ChaseResult
from gbmj_cli.tournament.draw import Draw
from gbmj_cli.tournament.event import SEATS, EventFile
from gbmj_cli.tournament.ranking import TWELFTHS, ema_base_rank
from gbmj_cli.tournament.standings import Standings

DRAW_CSV = ("table", "seat", "player", "name")
STANDINGS_CSV = ("kind", "rank", "player", "name", "team")
EMA_CSV = ("rank", "player", "name", "team", "table_points", "score", "ema_base_rank")


def shown(key: str, value: int) -> int | float:
    """A key's value as written: table points from twelfths, other counts as they are."""
    return table_points(value) if key in TWELFTHS else value


def draw_record(event: EventFile, draw: Draw) -> dict[str, Any]:
    """``{"round": N, "seats": [{"table": 1, "seat": "E", "player": "<id>"}, ...], "repeat_meetings": K}``."""
    seats = [
        {"table": number, "seat": SEATS[seat], "player": event.players[player].id}
        for number, table in enumerate(draw.tables, 1)
        for seat, player in enumerate(table)
    ]
    return {"round": draw.round, "seats": seats, "repeat_meetings": draw.repeat_meetings}


def draw_csv_rows(event: EventFile, draw: Draw) -> list[list[Any]]:
    """One row per seat: table, seat, player id, name."""
    return [
        [number, SEATS[seat], event.players[player].id, event.players[player].name]
        for number, table in enumerate(draw.tables, 1)
        for seat, player in enumerate(table)
    ]


def columns(event: EventFile) -> list[str]:
    """The figures of a standing: table points and score, then the tie-break keys not among them."""
    return ["table_points", "score", *(key for key in event.chain if key not in ("table_points", "score"))]


def standings_record(standings: Standings) -> dict[str, Any]:
    """``{"after_round": N, "players": [...], "teams": [...]}``, each line with its rank and every figure."""
    event = standings.event
    keys = columns(event)
    players = []
    for line in standings.players:
        entrant = event.players[line.player]
        figures = {key: shown(key, line.values[key]) for key in keys}
        players.append({"rank": line.rank, "player": entrant.id, "name": entrant.name, "team": entrant.team, **figures})
    teams = [
        {
            "rank": line.rank,
            "team": line.team,
            "members": [event.players[m].id for m in line.members],
            **{key: shown(key, line.values[key]) for key in keys},
        }
        for line in standings.teams
    ]
    return {"after_round": standings.after_round, "players": players, "teams": teams}


def standings_csv(standings: Standings) -> tuple[list[str], list[list[Any]]]:
    """The header and rows: one ``player`` row per player, then one ``team`` row per team."""
    record = standings_record(standings)
    keys = columns(standings.event)
    rows = [["player", p["rank"], p["player"], p["name"], p["team"], *(p[k] for k in keys)] for p in record["players"]]
    rows += [["team", t["rank"], None, None, t["team"], *(t[k] for k in keys)] for t in record["teams"]]
    return [*STANDINGS_CSV, *keys], rows


def ema_csv_rows(standings: Standings) -> list[list[Any]]:
    """The results CSV: rank, player, name, team, table points, score and the EMA base rank."""
    event = standings.event
    count = len(event.players)
    return [
        [
            line.rank,
            event.players[line.player].id,
            event.players[line.player].name,
            event.players[line.player].team,
            shown("table_points", line.values["table_points"]),
            line.values["score"],
            ema_base_rank(line.rank, count),
        ]
        for line in standings.players
    ]


def chase_record(result: ChaseResult) -> dict[str, Any]:
    """``{"after_hand": N, "chases": [{"player", "target", "gap", "self_drawn", "off_target", "off_third"}]}``."""
    names = [player.name for player in result.session.players or ()]
    chases = [
        {
            "player": names[c.player],
            "target": names[c.target],
            "gap": c.gap,
            "self_drawn": c.self_drawn,
            "off_target": c.off_target,
            "off_third": c.off_third,
        }
        for c in result.chases
    ]
    return {"after_hand": result.after_hand, "chases": chases}
