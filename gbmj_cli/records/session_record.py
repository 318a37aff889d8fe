"""The record of a settled ledger (docs/session.md §10.2), its JSON text and its CSV (§10.3).

The CSV is built from the record; the table (``gbmj_cli.cli.session_view``) is drawn from the
SessionResult the record is made from. Text from the ledger stays as written in the record; the
writers make sure that no control or bidirectional character reaches the output raw (§10).
"""

from __future__ import annotations

import csv
import io
import json

from gbmj_cli.base.text import escape_json, escape_text
from gbmj_cli.messages import Msg
from gbmj_cli.records.record import result_record
from gbmj_cli.table.ledger import WINS
from gbmj_cli.table.seating import WINDS
from gbmj_cli.table.session import CATEGORIES, EVENT_CATEGORY, HandResult, SessionResult, SettledEvent, Standing

CSV_HEADER = (
    "hand", "round", "dealer", "outcome", "player", "seat", "role",
    "win", "false_win", "penalty", "escape", "delta", "total", "place", "table_points",
)  # fmt: skip


def json_text(record: dict) -> str:
    """The record as indented JSON, with the unsafe characters that json leaves raw written as ``\\uXXXX``."""
    return escape_json(json.dumps(record, ensure_ascii=False, indent=2))


def _said(message: Msg, lang: str) -> dict:
    """A warning's or error's sentence: ``message`` in ``lang``, ``message_en`` always in English."""
    return {"message": message.text(lang), "message_en": message.text()}


def session_record(result: SessionResult, ledger: str, lang: str = "en") -> dict:
    """Build the record of §10.2; ``ledger`` is the LEDGER argument as given (``-`` for standard input).

    The sentences of warnings and errors are in ``lang`` (``message``) and in English (``message_en``).
    """
    players = result.players
    s = result.settings
    record: dict = {
        "ledger": ledger,
        "input_format": result.input_format,
        "settings": {
            "base": s.base,
            "rules": s.rules,
            "seating": s.seating,
            "false_win": s.false_win,
            "escape": s.escape,
            "start": s.start,
            "title": s.title,
            "date": s.date,
            "table": s.table,
            "minimum": result.minimum,
            "payments": {
                "mode": result.payments.mode,
                "multiplier": result.payments.multiplier,
                "cap": result.payments.cap,
            },
        },
        "players": None
        if players is None
        else [{"name": p.name, "alias": p.alias, "start_seat": WINDS[i]} for i, p in enumerate(players)],
        "status": result.status,
        "hands_played": result.hands_played,
        "hands": [],
        "standings": [],
        "balance": None,
        "unbalanced": [],
        "warnings": [{"line": w.line, "hand": w.hand, "kind": w.kind, **_said(w.msg, lang)} for w in result.warnings],
        "errors": [{"line": e.line, "kind": e.kind, **_said(e.msg, lang)} for e in result.errors],
    }
    if players is None or result.balance is None:
        return record
    names = [p.name for p in players]
    record["hands"] = [_hand(h, names, lang) for h in result.hands]
    record["standings"] = [_standing(st, names) for st in result.standings]
    b = result.balance
    record["balance"] = {"start": b.start, "deducted": b.deducted, "escape": b.escape, "sum": b.sum}
    record["unbalanced"] = [
        {"hand": u.hand, "line": u.line, "event": u.event, "player": names[u.player], "amount": u.amount}
        for u in result.unbalanced
    ]
    return record


def _hand(hand: HandResult, names: list[str], lang: str) -> dict:
    return {
        "hand": hand.hand,
        "line": hand.line,
        "round": WINDS[hand.prevalent],
        "dealer": names[hand.dealer],
        "seats": [WINDS[w] for w in hand.seats],
        "outcome": hand.outcome,
        "events": [_event(e, names) for e in hand.events],
        "deltas": list(hand.deltas),
        "totals": list(hand.totals),
        "warnings": [{"line": w.line, "hand": w.hand, "kind": w.kind, **_said(w.msg, lang)} for w in hand.warnings],
    }


def _event(settled: SettledEvent, names: list[str]) -> dict:
    event = settled.event
    kind = event.event
    out: dict = {"line": event.line, "event": kind, "note": event.note, "payments": list(settled.payments)}
    player = None if settled.player is None else names[settled.player]
    if kind in WINS:
        out["player"] = player
        if settled.discarder is not None:
            out["from"] = names[settled.discarder]
            out["claimants"] = [{"player": names[c.player], "relation": c.relation} for c in settled.claimants]
        out.update(
            {
                "total": settled.total,
                "declared_total": event.total,
                "tiles": event.tiles,
                "flowers": event.flowers,
                "flags": list(event.flags),
                "score": None if settled.score is None else result_record(settled.score, settled.score_input),
            }
        )
    elif kind == "false":
        out.update(
            {"player": player, "level": event.level, "amount": settled.amount, "disqualified": settled.disqualified}
        )
    elif kind == "penalty":
        to = settled.to if not isinstance(settled.to, int) else names[settled.to]
        out.update({"player": player, "amount": settled.amount, "to": to})
    elif kind == "escape":
        out.update({"player": player, "amount": settled.amount})
    return out


def _standing(st: Standing, names: list[str]) -> dict:
    return {
        "place": st.place,
        "tied": st.tied,
        "player": names[st.player],
        "total": st.total,
        "net": st.net,
        "table_points": st.table_points,
        "table_points_12": st.twelfths,
        "wins": st.wins,
        "self_drawn": st.self_drawn,
        "dealt_in": st.dealt_in,
        "false_wins": st.false_wins,
        "points_from": {key: st.points_from[key] for key in CATEGORIES},
        "escaped": st.escaped,
        "disqualified": st.disqualified,
    }


def hand_points(hand: dict) -> list[dict[str, int]]:
    """Each player's points of one hand of the record, by where they came from (``CATEGORIES``)."""
    points = [dict.fromkeys(CATEGORIES, 0) for _ in range(4)]
    for event in hand["events"]:
        category = EVENT_CATEGORY.get(event["event"])
        if category is not None:
            for p, amount in enumerate(event["payments"]):
                points[p][category] += amount
    return points


def roles(hand: dict, names: list[str]) -> list[str]:
    """Each player's role in a won hand (winner, discarder, other), or empty strings for other hands."""
    won = next((e for e in hand["events"] if e["event"] == hand["outcome"] and e["event"] in WINS), None)
    if won is None:
        return [""] * 4
    return ["winner" if n == won["player"] else "discarder" if n == won.get("from") else "other" for n in names]


def csv_text(record: dict) -> str:
    """The CSV of §10.3: four rows per hand in player order, then one ``final`` row per player in place order."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    names = [p["name"] for p in record["players"] or ()]
    for hand in record["hands"]:
        points = hand_points(hand)
        for p, (name, role) in enumerate(zip(names, roles(hand, names), strict=False)):
            row = [hand["hand"], hand["round"], hand["dealer"], hand["outcome"], name, hand["seats"][p], role]
            row += [points[p][key] for key in CATEGORIES]
            row += [hand["deltas"][p], hand["totals"][p], "", ""]
            writer.writerow([escape_text(str(v)) for v in row])
    for st in record["standings"]:
        row = ["final", "", "", "", st["player"], "", "", *(st["points_from"][key] for key in CATEGORIES)]
        row += [st["net"], st["total"], st["place"], st["table_points"]]
        writer.writerow([escape_text(str(v)) for v in row])
    return buffer.getvalue()
