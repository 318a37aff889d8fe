"""The JSON records and CSV rows of hand analysis: the fields ``gbmj waits`` gained and ``gbmj advise``.

The pieces a waits record and an advise row share (advice.md §8.1, §9.4) are built here once, from
the core's ``Analysis``; the waits record itself is assembled in ``gbmj_cli.analysis.tenpai``. Fan
entries carry the fan's ``key`` right after ``id`` (profiles.md §6.4).
"""

from collections.abc import Iterable
from typing import Any

from gbmj_cli.analysis.advice import Advice, Analysis, Row, Wait
from gbmj_cli.analysis.shanten import FORMS
from gbmj_cli.hands.tiles import NAMES
from gbmj_cli.records.record import excluded_entries, fan_entry
from gbmj_cli.scoring.score import ScoreResult, profile_of


def scored_fields(result: ScoreResult, **shape: Any) -> dict[str, Any]:
    """``fan_total`` to ``excluded``: how a win on a wait, or the win of an advised hand (with its
    ``shape``: form and decomposition, before the fans), scores."""
    profile = result.profile
    return {
        "fan_total": result.fan_total,
        "total": result.total,
        "meets_minimum": result.meets_minimum,
        **shape,
        "fans": [fan_entry(profile, f) for f in result.fans],
        "excluded": excluded_entries(profile, result.excluded),
    }


def variant(result: ScoreResult | None) -> dict | None:
    """One way of winning on a wait (``discard`` / ``self_drawn``), or None where it is impossible."""
    return None if result is None else scored_fields(result)


def wait_entry(wait: Wait) -> dict:
    """One wait: ``tile``, ``left``, ``live``, ``discard``, ``self_drawn``."""
    return {
        "tile": NAMES[wait.tile],
        "left": wait.left,
        "live": wait.live,
        "discard": variant(wait.discard),
        "self_drawn": variant(wait.self_drawn),
    }


def useful_entries(kinds: Iterable[int], analysis: Analysis) -> list[dict]:
    """Useful kinds as ``{"tile", "live"}``, in tile order."""
    return [{"tile": NAMES[t], "live": analysis.live[t]} for t in kinds]


def summary_fields(analysis: Analysis) -> dict:
    """``best_forms`` to ``held_waits``: the fields a waits record adds after ``waits`` (§8.1)."""
    return {
        "best_forms": list(analysis.best_forms),
        "useful": useful_entries(analysis.useful, analysis),
        "kinds": analysis.kinds,
        "live": analysis.live_total,
        "outs": analysis.outs,
        "legal_discard_outs": analysis.legal_discard_outs,
        "legal_self_drawn_outs": analysis.legal_self_drawn_outs,
        "held_waits": [NAMES[t] for t in analysis.held_waits],
    }


def forms_field(analysis: Analysis) -> dict:
    """``forms``: each form's shanten and useful kinds, ``null`` where the form does not apply."""
    out: dict = {}
    for form, result in zip(FORMS, analysis.forms, strict=True):
        if result is None or result.useful is None:
            out[form] = None
            continue
        out[form] = {
            "shanten": result.shanten,
            "kinds": len(result.useful),
            "live": sum(analysis.live[t] for t in result.useful),
            "useful": useful_entries(result.useful, analysis),
        }
    return out


def row_entry(row: Row) -> dict:
    """One discard row of an advise record (§9.4)."""
    a = row.analysis
    fields = summary_fields(a)
    return {
        "discard": NAMES[row.discard],
        "drawn": row.drawn,
        "shanten": a.shanten,
        "tenpai": a.tenpai,
        **fields,
        "waits": [wait_entry(w) for w in a.waits],
    }


def advise_record(advice: Advice, input_text: str, line: int | None = None, all_rows: bool = False) -> dict:
    """The record of ``gbmj advise`` (§9.4): the default view's rows, or every row with ``all_rows``.

    >>> from gbmj_cli.analysis.advice import advise, parse_drawn_hand
    >>> from gbmj_cli.hands.context import WinContext
    >>> r = advise_record(advise(parse_drawn_hand("2344567899m456sE"), WinContext()), "2344567899m456sE")
    >>> r["hand"], r["shanten"], r["discards"], [row["discard"] for row in r["rows"]]
    ('2344567899m456sE', 0, 12, ['E', '9m'])
    """
    hand = advice.hand
    ctx = advice.context
    win = advice.win
    rows = advice.rows if all_rows else advice.rows[: advice.best]
    record: dict = {} if line is None else {"line": line}
    record.update(
        {
            "input": input_text,
            "hand": hand.notation(),
            "rules": profile_of(ctx.rules).name,
            "context": {
                "seat": ctx.seat,
                "round": ctx.round,
                "flowers": ctx.flowers + hand.flower_glyphs,
                "wall": advice.wall,
                "seen": advice.seen.text,
            },
            "drawn": NAMES[hand.winning_tile],
            "shanten": advice.shanten,
            "win": None
            if win is None
            else scored_fields(win, form=win.form.reported, decomposition=list(win.decomposition)),
            "discards": len(advice.rows),
            "shown": "all" if all_rows else "best",
            "rows": [row_entry(row) for row in rows],
        }
    )
    return record


def _bool(value: bool | None) -> str:
    return "" if value is None else "true" if value else "false"


def _count(value: int | None) -> str:
    return "" if value is None else str(value)


def _tiles_live(entries: list[dict]) -> str:
    return " ".join(f"{u['tile']}:{u['live']}" for u in entries)


def _fan_total(variant_entry: dict | None) -> str:
    return "-" if variant_entry is None else str(variant_entry["fan_total"])


def advise_csv_rows(record: dict) -> list[list[str]]:
    """The CSV rows of an advise record (§9.6): the win row first, then one per row shown."""
    rows = []
    win = record["win"]
    if win is not None:
        rows.append(
            [
                "0",
                "win",
                record["drawn"],
                "true",
                "-1",
                *[""] * 10,
                str(win["fan_total"]),
                str(win["total"]),
                _bool(win["meets_minimum"]),
            ]
        )
    for rank, row in enumerate(record["rows"], 1):
        tenpai = row["tenpai"]
        waits = " ".join(
            f"{w['tile']}:{w['live']}:{_fan_total(w['discard'])}:{_fan_total(w['self_drawn'])}" for w in row["waits"]
        )
        rows.append(
            [
                str(rank),
                "discard",
                row["discard"],
                _bool(row["drawn"]),
                str(row["shanten"]),
                _bool(tenpai),
                " ".join(row["best_forms"]),
                str(row["kinds"]),
                str(row["live"]),
                _tiles_live(row["useful"]),
                _count(row["outs"]),
                _count(row["legal_discard_outs"]),
                _count(row["legal_self_drawn_outs"]),
                waits if tenpai else "",
                " ".join(row["held_waits"]),
                "",
                "",
                "",
            ]
        )
    return rows


def waits_csv(record: dict) -> tuple[list[str], list[list]]:
    """The CSV of a waits record (§8.3): one row per wait, ``live`` last; a hand without waits gets
    the column ``shanten`` and one row, its shanten alone (the wait cells empty)."""
    from gbmj_cli.records.formats import WAITS_CSV_HEADER

    if not record["waits"]:
        return [*WAITS_CSV_HEADER, "shanten"], [[None] * len(WAITS_CSV_HEADER) + [record["shanten"]]]
    return list(WAITS_CSV_HEADER), waits_csv_rows(record)


def waits_csv_rows(record: dict) -> list[list]:
    """The CSV rows of a waits record (§8.3): one per wait, ``live`` last."""
    rows = []
    for w in record["waits"]:
        d, s = w["discard"] or {}, w["self_drawn"] or {}
        rows.append(
            [
                w["tile"],
                w["left"],
                d.get("total"),
                d.get("meets_minimum"),
                s.get("total"),
                s.get("meets_minimum"),
                w["live"],
            ]
        )
    return rows
