"""The tables of ``gbmj tournament`` and ``gbmj chase`` (docs/tournament.md §8.3); this module prints nothing.

Every name and id comes from the user's files, so each goes through ``escape_text`` before Rich sees it.
"""

from __future__ import annotations

from rich import box
from rich.console import Group
from rich.table import Table
from rich.text import Text

from gbmj_cli.base.text import escape_text
from gbmj_cli.cli.render import spaced_group
from gbmj_cli.messages import t, text_lang
from gbmj_cli.records.tournament import columns, shown
from gbmj_cli.tournament.chase import ChaseResult
from gbmj_cli.tournament.draw import Draw
from gbmj_cli.tournament.event import SEATS, EventFile
from gbmj_cli.tournament.standings import Standings

LABELS = {
    "rank": "tlabel.rank",
    "player": "tlabel.player",
    "name": "tlabel.name",
    "team": "tlabel.team",
    "members": "tlabel.members",
    "table": "tlabel.table",
    "table_points": "tlabel.table_points",
    "score": "tlabel.score",
    "best_round_points": "tlabel.best_round_points",
    "best_rounds": "tlabel.best_rounds",
    "firsts": "tlabel.firsts",
    "seconds": "tlabel.seconds",
    "thirds": "tlabel.thirds",
    "fourths": "tlabel.fourths",
    "best_round_score": "tlabel.best_round_score",
    "target": "tlabel.target",
    "gap": "tlabel.gap",
    "self_drawn": "tlabel.self_drawn",
    "off_target": "tlabel.off_target",
    "off_third": "tlabel.off_third",
}
METHODS = {
    "random": "tmethod.random",
    "standing": "tmethod.standing",
    "snake": "tmethod.snake",
    "spread": "tmethod.spread",
}
WIND_LABELS = {"E": "tlabel.east", "S": "tlabel.south", "W": "tlabel.west", "N": "tlabel.north"}


def _table() -> Table:
    return Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 1), collapse_padding=True)


def _entrant(event: EventFile, player: int) -> str:
    entrant = event.players[player]
    if entrant.name == entrant.id:
        return escape_text(entrant.id)
    return f"{escape_text(entrant.id)} {escape_text(entrant.name)}"


def draw_view(event: EventFile, draw: Draw, lang: str) -> Group:
    """The round's method and repeat meetings, then one row per table: its four seats."""
    method = t(METHODS[draw.method], lang)
    header = Text(t("tview.draw", lang, round=draw.round, method=method, n=draw.repeat_meetings))
    table = _table()
    table.add_column(t(LABELS["table"], lang), justify="right", no_wrap=True)
    for seat in SEATS:
        table.add_column(t(WIND_LABELS[seat], lang), no_wrap=True)
    for number, players in enumerate(draw.tables, 1):
        table.add_row(str(number), *(_entrant(event, p) for p in players))
    return spaced_group([header, table])


def _rank(rank: int, tied: bool) -> str:
    return f"{rank}{'=' if tied else ''}"


def standings_view(standings: Standings, lang: str) -> Group:
    """The event, the round and the chain; the players ranked; the teams ranked (if any)."""
    event = standings.event
    keys = columns(event)
    zh = text_lang(lang) == "zh"
    chain = ("、" if zh else ", ").join(t(LABELS[key], lang).replace("\n", "" if zh else " ") for key in event.chain)
    header = Text(
        escape_text(event.name)
        + "\n"
        + t("tview.after_round", lang, after=standings.after_round, rounds=event.rounds)
        + "\n"
        + t("tview.chain", lang, chain=chain)
    )
    teams = any(e.team is not None for e in event.players)
    players = _table()
    names = ["rank", "player", "name", *(["team"] if teams else []), *keys]
    for key in names:
        text = key in ("name", "team")
        players.add_column(
            t(LABELS[key], lang), justify="left" if text or key == "player" else "right", no_wrap=not text
        )
    for line in standings.players:
        entrant = event.players[line.player]
        cells = [_rank(line.rank, line.tied), escape_text(entrant.id), escape_text(entrant.name)]
        if teams:
            cells.append(escape_text(entrant.team or ""))
        players.add_row(*cells, *(str(shown(key, line.values[key])) for key in keys))
    parts: list[object] = [header, players]
    if standings.teams:
        team_table = _table()
        for key in ("rank", "team", "members", *keys):
            left = key in ("team", "members")
            team_table.add_column(t(LABELS[key], lang), justify="left" if left else "right", no_wrap=key != "members")
        for team in standings.teams:
            members = ", ".join(escape_text(event.players[m].id) for m in team.members)
            figures = (str(shown(key, team.values[key])) for key in keys)
            team_table.add_row(_rank(team.rank, team.tied), escape_text(team.team), members, *figures)
        parts.append(team_table)
    return spaced_group(parts)


def chase_view(result: ChaseResult, lang: str) -> Group:
    """After which hand; then for each player and each one ahead, the least total that overtakes."""
    names = [escape_text(p.name) for p in result.session.players or ()]
    if result.over:
        return spaced_group([Text(t("tview.chase_over", lang))])
    header = Text(t("tview.chase_after", lang, hand=result.after_hand))
    if not result.chases:
        return spaced_group([header, Text(t("tview.chase_level", lang))])
    table = _table()
    for key in ("player", "target", "gap", "self_drawn", "off_target", "off_third"):
        table.add_column(t(LABELS[key], lang), justify="left" if key in ("player", "target") else "right", no_wrap=True)
    for c in result.chases:
        totals = ("-" if f is None else str(f) for f in (c.self_drawn, c.off_target, c.off_third))
        table.add_row(names[c.player], names[c.target], str(c.gap), *totals)
    return spaced_group([header, table])
