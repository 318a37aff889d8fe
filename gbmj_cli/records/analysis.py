"""The JSON records of hand analysis: the fields ``gbmj waits`` gained and ``gbmj advise`` (their CSV
rows, made from these records, are ``gbmj_cli.records.formats``').

The pieces a waits record and an advise row share (docs/advice.md §8.1, §9.4) are built here once, from
the core's ``Analysis``. Fan entries carry the fan's ``key`` right after ``id`` (docs/profiles.md §6.4).
"""

from collections.abc import Iterable
from typing import Any

from gbmj_cli.analysis.advice import Advice, Analysis, Row, Wait
from gbmj_cli.analysis.shanten import FORMS
from gbmj_cli.analysis.tenpai import WaitsResult
from gbmj_cli.hands.context import context_record
from gbmj_cli.hands.tiles import NAMES
from gbmj_cli.records.record import excluded_entries, fan_entry, form_fields
from gbmj_cli.scoring.score import ScoreResult, profile_of


def scored_fields(result: ScoreResult, **shape: Any) -> dict[str, Any]:
    """``fan_total`` to ``excluded``: how a win on a wait, or the win of an advised hand (with its
    ``shape``: form, its names and decomposition, before the fans), scores."""
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


def waits_record(result: WaitsResult, input_text: str, line: int | None = None) -> dict:
    """The record of ``gbmj waits`` (§8.1); ``line`` first for a line of ``gbmj batch --waits``.

    >>> from gbmj_cli.analysis.tenpai import analyse_waits
    >>> from gbmj_cli.hands.context import WinContext
    >>> from gbmj_cli.hands.notation import parse_waiting_hand
    >>> r = waits_record(analyse_waits(parse_waiting_hand("234m345s333pEEEE"), WinContext()), "234m345s333pEEEE")
    >>> r["tenpai"], r["shanten"], r["waits"], r["held_waits"]
    (False, 0, [], ['E'])
    """
    ctx = result.context
    analysis = result.analysis
    record: dict = {} if line is None else {"line": line}
    record.update(
        {
            "input": input_text,
            "hand": result.hand,
            "rules": profile_of(ctx.rules).name,
            "context": {**context_record(ctx, result.flowers, waits=True), "seen": result.seen.text},
            "tenpai": analysis.tenpai,
            "shanten": analysis.shanten,
            "waits": [wait_entry(w) for w in analysis.waits],
            **summary_fields(analysis),
            "forms": forms_field(analysis),
        }
    )
    return record


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
            else scored_fields(win, **form_fields(win.form, win.profile), decomposition=list(win.decomposition)),
            "discards": len(advice.rows),
            "shown": "all" if all_rows else "best",
            "rows": [row_entry(row) for row in advice.shown(all_rows)],
        }
    )
    return record
