"""The table of a settled ledger (docs/session.md §10.1), drawn from its SessionResult; this module prints nothing.

Every piece of text from the ledger goes through ``escape_text``, so a name or note cannot move the
cursor, change colours or reorder the line on the terminal.
"""

from __future__ import annotations

from rich import box
from rich.console import Group
from rich.table import Table
from rich.text import Text

from gbmj_cli.base.text import escape_text
from gbmj_cli.cli.render import fan_name, house_payments, spaced_group
from gbmj_cli.messages import Msg, name_in, t
from gbmj_cli.scoring.score import FanCount, ScoreResult
from gbmj_cli.table.ledger import EACH, HANDS, MIN_TOTAL, WINS
from gbmj_cli.table.seating import WINDS
from gbmj_cli.table.session import Balance, SessionResult, SettledEvent

# Event words (§10.1); "both" writes the Chinese word, then the English one.
WORDS = {
    "win": "sword.win",
    "tsumo": "sword.tsumo",
    "rob": "sword.rob",
    "draw": "sword.draw",
    "skip": "sword.skip",
    "unfinished": "sword.unfinished",
    "cuohe": "sword.cuohe",
    "zhahe": "sword.zhahe",
    "deliberate": "sword.deliberate",
    "penalty": "sword.penalty",
    "escape": "sword.escape",
    "end": "sword.end",
    "last-tile": "sword.last_tile",
    "fourth-tile": "sword.fourth_tile",
    "kong-draw": "sword.kong_draw",
}
# Labels: in the language of sentences (English for "both" under an English locale).
LABELS = {
    "session": "slabel.session",
    "settings": "slabel.settings",
    "players": "slabel.players",
    "hand": "slabel.hand",
    "round": "slabel.round",
    "dealer": "slabel.dealer",
    "events": "slabel.events",
    "place": "slabel.place",
    "player": "slabel.player",
    "total": "slabel.total",
    "net": "slabel.net",
    "table_points": "slabel.table_points",
    "wins": "slabel.wins",
    "self_drawn": "slabel.self_drawn",
    "dealt_in": "slabel.dealt_in",
    "false_wins": "slabel.false_wins",
    "penalties": "slabel.penalties",
    "note": "slabel.note",
}
ZH_WINDS = {"E": "东", "S": "南", "W": "西", "N": "北"}


def _word(key: str, lang: str) -> str:
    return name_in(WORDS[key], lang)


def _label(key: str, lang: str) -> str:
    return t(LABELS[key], lang)


def _wind(wind: str, lang: str) -> str:
    return ZH_WINDS[wind] if lang == "zh" else wind


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def session_view(result: SessionResult, lang: str = "both", warnings_lang: str | None = None) -> Group:
    """The header, the hands with their notes and warnings, the balance and the standings of a settled
    ledger; ``warnings_lang`` is the language of the warnings' sentences (``lang`` when not given)."""
    assert result.players is not None and result.balance is not None  # a ledger is settled only with both
    names = [p.name for p in result.players]
    return spaced_group(
        [
            _header(result, names, lang),
            hands_table(result, names, lang) if result.hands else None,
            _notes(result, lang, lang if warnings_lang is None else warnings_lang) or None,
            _balance(result.balance, result.settings.start, lang),
            standings_table(result, names, lang),
        ]
    )


def status_text(result: SessionResult, names: list[str], lang: str) -> str:
    """The status as the header says it: complete, ended at hand 12, escaped at hand 7 (赵四), in progress."""
    status = result.status
    hands = result.hands
    last = hands[-1].hand if hands else 0
    if status == "complete":
        return t("sstatus.complete", lang)
    if status == "ended":
        return t("sstatus.ended", lang, hand=last)
    if status == "escaped":
        who = escape_text(next(_name(e.player, names) for h in hands for e in h.events if e.event.event == "escape"))
        return t("sstatus.escaped", lang, hand=last, who=who)
    done = sum(1 for h in hands if h.outcome != "unfinished")
    return t("sstatus.in_progress", lang, done=done, hands=HANDS)


def _name(player: int | None, names: list[str]) -> str:
    """The name of a player of an event, or "" for an event without one (a draw)."""
    return "" if player is None else names[player]


def _header(result: SessionResult, names: list[str], lang: str) -> Table:
    s = result.settings
    labels = []
    if s.title:
        labels.append(escape_text(s.title))
    if s.table:
        labels.append(t("sview.table", lang, table=escape_text(s.table)))
    if s.date:
        labels.append(escape_text(s.date))
    labels.append(status_text(result, names, lang))
    seating = Msg("sview.seating_competition" if s.seating == "competition" else "sview.seating_fixed")
    settings = t(
        "sview.settings",
        lang,
        rules=escape_text(s.rules),
        base=s.base,
        seating=seating,
        false_win=s.false_win,
        escape=s.escape,
        start=s.start,
    )
    settings += house_rules_text(result, lang)
    rows = [(_label("session", lang), " · ".join(labels)), (_label("settings", lang), settings)]
    if result.players:
        players = " · ".join(
            escape_text(p.name) + (f" ({escape_text(p.alias)})" if p.alias else "") + " " + _wind(WINDS[i], lang)
            for i, p in enumerate(result.players)
        )
        rows.append((_label("players", lang), players))
    # A grid, so that a value too long for the line wraps under itself, not under its label.
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")
    for label, value in rows:
        grid.add_row(label, value)
    return grid


def event_text(settled: SettledEvent, warned: set[int | None], names: list[str], lang: str, false_win: str) -> str:
    """One event of a hand as a line of the table (§10.1); ``warned``: the lines a warning names."""
    event = settled.event
    kind = event.event or ""
    name = escape_text(_name(settled.player, names))
    if kind in ("win", "rob"):
        text = f"{_word(kind, lang)} {name} ← {escape_text(_name(settled.discarder, names))} {settled.total}"
        text += _claims(settled, names, lang)
    elif kind == "tsumo":
        text = f"{_word(kind, lang)} {name} {settled.total}"
    elif kind == "false":
        level = event.level if false_win == "1998" else "cuohe"
        paid = settled.payments[settled.player or 0]
        text = f"{_word(level, lang)} {name}" + (f" {paid}" if paid else "")
    elif kind == "penalty":
        text = _penalty(settled, name, names, lang)
    elif kind == "escape":
        text = f"{_word(kind, lang)} {name} -{settled.amount} " + t("sview.to_nobody", lang)
    else:
        text = _word(kind, lang)
    if kind in WINS:
        for flag in event.flags:
            text += f" {_word(flag, lang)}"
        if event.tiles is not None:
            text += " *"
    if event.line in warned:
        text += " !"
    if event.note:
        text += f' "{escape_text(event.note)}"'
    return text


def _claims(settled: SettledEvent, names: list[str], lang: str) -> str:
    """Who else claimed the tile, and why the winner wins (§7.2)."""
    claimants = settled.claimants
    if len(claimants) < 2:
        return ""
    winner, source = escape_text(_name(settled.player, names)), escape_text(_name(settled.discarder, names))
    others = ", ".join(escape_text(names[c.player]) for c in claimants[1:])
    relation = claimants[0].relation
    sentence = {"next": "sview.also_next", "opposite": "sview.also_opposite", "previous": "sview.also_previous"}
    return t(sentence[relation], lang, others=others, winner=winner, source=source)


def _penalty(settled: SettledEvent, name: str, names: list[str], lang: str) -> str:
    word, points, to = _word("penalty", lang), settled.amount or 0, settled.to
    if to is None:
        return f"{word} {name} -{points} " + t("sview.forfeit", lang)
    if to == EACH:
        return f"{word} {name} -{3 * points} " + t("sview.to_each", lang, points=points)
    return f"{word} {name} -{points} → {escape_text(names[to] if isinstance(to, int) else to)}"


def hands_table(result: SessionResult, names: list[str], lang: str) -> Table:
    """One row per hand: number, prevalent wind, dealer, events, and each player's seat, delta and total."""
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 1), collapse_padding=True)
    table.add_column(_label("hand", lang), justify="right", no_wrap=True)
    table.add_column(_label("round", lang), no_wrap=True)
    table.add_column(_label("dealer", lang), no_wrap=True)
    table.add_column(_label("events", lang), overflow="fold", ratio=1)
    for name in names:
        table.add_column(escape_text(name), justify="right", no_wrap=True)
    widths = [max(len(_signed(h.deltas[p])) for h in result.hands) for p in range(4)]
    false_win = result.settings.false_win
    for hand in result.hands:
        warned = {w.line for w in hand.warnings}
        lines = [event_text(e, warned, names, lang, false_win) for e in hand.events]
        if hand.outcome == "unfinished":
            lines.append(_word("unfinished", lang))
        cells = []
        for p in range(4):
            delta = _signed(hand.deltas[p])
            cell = Text(f"{_wind(WINDS[hand.seats[p]], lang)} {delta:>{widths[p]}}\n{hand.totals[p]}")
            cell.stylize(
                "green" if hand.deltas[p] > 0 else "red" if hand.deltas[p] < 0 else "dim",
                0,
                cell.plain.index("\n"),
            )
            cells.append(cell)
        table.add_row(
            str(hand.hand), _wind(WINDS[hand.prevalent], lang), escape_text(names[hand.dealer]), _lines(lines), *cells
        )
    return table


def _lines(lines: list[str]) -> Group:
    """A hand's events, one renderable a line: Rich splits one text of many lines in quadratic time
    (a hand of 16,000 penalties took 4 s to draw, 32,000 took 36 s)."""
    return Group(*map(Text, lines))


def _notes(result: SessionResult, lang: str, warnings_lang: str) -> Text | None:
    """The fans of every scored ``hand=``, then the warnings, in the form of standard error."""
    lines: list[str] = []
    for hand in result.hands:
        for settled in hand.events:
            scored = settled.score
            if scored is None:
                continue
            fans = ", ".join(_fan(scored, f, lang) for f in scored.fans)
            which = t("ref.hand", lang, n=hand.hand)
            line = f"* {which}: {fans} = {scored.total}"
            declared = settled.event.total
            if declared is not None and declared != scored.total:
                line += t("sview.declared_kept", lang, total=declared)
            lines.append(line)
    for warning in result.warnings:
        message = escape_text(warning.msg.text(warnings_lang))
        lines.append(t("cli.warning_line", lang, line=warning.line, message=message))
    return Text("\n".join(lines)) if lines else None


def _fan(scored: ScoreResult, fan: FanCount, lang: str) -> str:
    name = fan_name(scored.profile, fan.fan, lang)
    if fan.count == 1:
        return f"{name} {fan.points}"
    return f"{name} ×{fan.count}" if fan.points == 1 else f"{name} {fan.points}×{fan.count}"


def _balance(b: Balance, start: int, lang: str) -> Text:
    """The sum of the totals with its breakdown (§7.7)."""
    text = t("sview.sum", lang, sum=b.sum, start=start)
    if b.deducted:
        text += t("sview.deducted", lang, amount=-b.deducted)
    if b.escape:
        text += t("sview.escape", lang, amount=-b.escape)
    return Text(text)


def standings_table(result: SessionResult, names: list[str], lang: str) -> Table:
    """The standings in place order, ``2=`` for a shared place."""
    show_net = result.settings.start != 0
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 1), collapse_padding=True)
    keys = ["place", "player", "total"] + (["net"] if show_net else [])
    keys += ["table_points", "wins", "self_drawn", "dealt_in", "false_wins", "penalties", "note"]
    for key in keys:
        table.add_column(_label(key, lang), justify="left" if key in ("player", "note") else "right", no_wrap=True)
    for st in result.standings:
        note = []
        if st.escaped:
            note.append(t("sview.escaped", lang))
        if st.disqualified:
            note.append(t("sview.disqualified", lang))
        cells = [f"{st.place}{'=' if st.tied else ''}", escape_text(names[st.player]), str(st.total)]
        if show_net:
            cells.append(_signed(st.net))
        cells += [
            str(st.table_points),
            str(st.wins),
            str(st.self_drawn),
            str(st.dealt_in),
            str(st.false_wins),
            _signed(st.points_from["penalty"]),
            ", ".join(note),
        ]
        table.add_row(*cells)
    return table


def house_rules_text(result: SessionResult, lang: str) -> str:
    """The minimum and payments of a profile that plays other than the 1998 rules (docs/house-rules.md)."""
    parts = []
    if result.minimum != MIN_TOTAL:
        parts.append(t("sview.minimum", lang, minimum=result.minimum))
    house = house_payments(result.payments, lang)
    if house:
        parts.append(t("sview.payments", lang, payments=", ".join(house)))
    return "".join(" · " + part for part in parts)
