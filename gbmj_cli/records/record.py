"""The JSON record of a scored hand (output.md), as plain dicts for json, ndjson and batch."""

from gbmj_cli.core.fans.catalog import FANS
from gbmj_cli.core.payments import settle
from gbmj_cli.core.scoring import ExcludedFan, ScoreResult


def fan_entry(fan_id: int, count: int) -> dict:
    """A counted fan as output.md writes it."""
    fan = FANS[fan_id]
    return {"id": fan.id, "name": fan.zh, "name_en": fan.en, "points": fan.points, "count": count}


def excluded_entries(excluded: tuple[ExcludedFan, ...]) -> list[dict]:
    """The fans left out by exclusion rules, each with the fans that exclude it (``by``)."""
    return [
        {"id": e.id, "name": FANS[e.id].zh, "name_en": FANS[e.id].en, "count": e.count, "by": list(e.by)}
        for e in excluded
    ]


def context_dict(result: ScoreResult) -> dict:
    ctx = result.context
    return {
        "self_drawn": ctx.self_drawn,
        "seat": ctx.seat,
        "round": ctx.round,
        "flowers": result.flowers,
        "last_tile": ctx.last_tile,
        "kong_draw": ctx.kong_draw,
        "robbing_kong": ctx.robbing_kong,
        "fourth_tile": ctx.fourth_tile,
        "from": ctx.from_seat,
        "base": ctx.base,
    }


def result_record(result: ScoreResult, input_text: str | None = None, line: int | None = None) -> dict:
    """Build the record of output.md for a scored hand (``line`` only in batch runs)."""
    ctx = result.context
    hand = result.hand.notation()
    payments = settle(result.total, result.meets_minimum, ctx.self_drawn, ctx.seat, ctx.from_seat, ctx.base)
    record: dict = {} if line is None else {"line": line}
    record.update(
        {
            "input": hand if input_text is None else input_text,
            "hand": hand,
            "rules": ctx.rules,
            "context": context_dict(result),
            "form": result.form,
            "decomposition": list(result.decomposition),
            "fans": [fan_entry(f.id, f.count) for f in result.fans],
            "excluded": excluded_entries(result.excluded),
            "fan_total": result.fan_total,
            "flowers": result.flowers,
            "total": result.total,
            "meets_minimum": result.meets_minimum,
            "payments": None
            if payments is None
            else [{"seat": p.seat, "role": p.role, "amount": p.amount} for p in payments],
        }
    )
    return record


def error_record(message: str, kind: str, input_text: str, line: int | None = None, position: int | None = None) -> dict:
    """Build the error record of output.md (``position`` is where the caret goes, if known)."""
    record: dict = {} if line is None else {"line": line}
    record.update({"input": input_text, "error": message, "kind": kind})
    if position is not None:
        record["position"] = position
    return record
