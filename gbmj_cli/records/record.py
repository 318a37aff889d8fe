"""The JSON records of docs/output.md, as plain dicts: a scored hand, its fans, an error.

A fan entry shows the fan as the result's profile prints it: ``id`` is the profile's printed
number, ``key`` the stable name, ``name`` and ``name_en`` the profile's names (docs/profiles.md §6.4).
The form of a reading is shown the same way: ``form`` the stable key, ``form_name`` and
``form_name_en`` the names a table shows.
"""

from typing import TYPE_CHECKING, Any

from gbmj_cli.hands.context import context_record
from gbmj_cli.messages import Msg, as_text, t
from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.decompose import Form
from gbmj_cli.scoring.payments import Payment, settle
from gbmj_cli.scoring.profiles.profile import Payments, Profile
from gbmj_cli.scoring.score import ExcludedFan, FanCount, ScoreResult

if TYPE_CHECKING:  # a claim is checked only when one is given (--claim)
    from gbmj_cli.scoring.claim import ClaimCheck


FORM_FANS = {
    Form.SEVEN_PAIRS: Fan.SEVEN_PAIRS,
    Form.SEVEN_SHIFTED_PAIRS: Fan.SEVEN_PAIRS,
    Form.THIRTEEN_ORPHANS: Fan.THIRTEEN_ORPHANS,
    Form.HONORS_AND_KNITTED: Fan.LESSER_HONORS_AND_KNITTED_TILES,
    Form.GREATER_HONORS_AND_KNITTED: Fan.GREATER_HONORS_AND_KNITTED_TILES,
    Form.KNITTED_STRAIGHT: Fan.KNITTED_STRAIGHT,
    Form.NINE_GATES: Fan.NINE_GATES,
}
"""The special forms by the fans that name them; the regular form (4 sets + a pair) is named by the catalogue."""


def form_names(form: Form, profile: Profile) -> tuple[str, str]:
    """A form's Chinese and English names: the profile's names of its fan (so 连七对 is named as 七对, its
    ``form``), or those of the regular form.

    >>> from gbmj_cli.scoring.score import profile_of
    >>> form_names(Form.SEVEN_SHIFTED_PAIRS, profile_of("1998")), form_names(Form.REGULAR, profile_of("1998"))
    (('七对', 'Seven Pairs'), ('四组一将', '4 sets + pair'))
    """
    fan = FORM_FANS.get(form)
    if fan is None:
        return t("form.regular", "zh"), t("form.regular", "en")
    row = profile.rows[fan]
    return row.name, row.name_en


def form_fields(form: Form, profile: Profile) -> dict[str, str]:
    """``form``, ``form_name`` and ``form_name_en`` of a record (docs/output.md §2)."""
    name, name_en = form_names(form, profile)
    return {"form": form.key, "form_name": name, "form_name_en": name_en}


def fan_entry(profile: Profile, fan: FanCount) -> dict[str, Any]:
    """A counted fan as docs/output.md writes it (``sets`` once explained; ``variant`` only on the mixed 双明杠)."""
    row = profile.rows[fan.fan]
    entry: dict[str, Any] = {
        "id": row.number,
        "key": fan.fan.key,
        "name": row.name,
        "name_en": row.name_en,
        "points": fan.points,
        "count": fan.count,
    }
    if fan.sets is not None:
        entry["sets"] = [list(occurrence) for occurrence in fan.sets]
    if fan.variant:
        entry["variant"] = fan.variant
    return entry


def excluded_entries(profile: Profile, excluded: tuple[ExcludedFan, ...]) -> list[dict[str, Any]]:
    """The fans left out by exclusion rules, each with the fans that exclude it (``by``, ``by_keys``)."""
    entries = []
    for e in excluded:
        row = profile.rows[e.fan]
        entry: dict[str, Any] = {
            "id": row.number,
            "key": e.fan.key,
            "name": row.name,
            "name_en": row.name_en,
            "count": e.count,
            "by": [profile.number(f) for f in e.by],
            "by_keys": [f.key for f in e.by],
        }
        if e.sets is not None:
            entry["sets"] = [list(occurrence) for occurrence in e.sets]
        entries.append(entry)
    return entries


def settle_args(result: ScoreResult) -> tuple[int, bool, bool, str, str | None, int, Payments]:
    """What the payments of a scored hand depend on: the arguments of ``settle``."""
    ctx = result.context
    return (
        result.total,
        result.meets_minimum,
        ctx.self_drawn,
        ctx.seat,
        ctx.from_seat,
        ctx.base,
        result.profile.payments,
    )


def payments_of(result: ScoreResult) -> tuple[Payment, ...] | None:
    """Who pays whom for a scored hand (None below the minimum)."""
    return settle(*settle_args(result))


def payment_entries(payments: tuple[Payment, ...] | None) -> list[dict[str, Any]] | None:
    """The ``payments`` of a record (None below the minimum)."""
    return None if payments is None else [{"seat": p.seat, "role": p.role, "amount": p.amount} for p in payments]


def result_record(
    result: ScoreResult, input_text: str | None = None, line: int | None = None, claim: "ClaimCheck | None" = None
) -> dict[str, Any]:
    """Build the record of docs/output.md for a scored hand (``line`` only in batch runs, ``claim`` last when
    the line or command claimed a score)."""
    hand = result.hand.notation()
    payments = payments_of(result)
    profile = result.profile
    record: dict[str, Any] = {} if line is None else {"line": line}
    record.update(
        {
            "input": hand if input_text is None else input_text,
            "hand": hand,
            "rules": profile.name,
            "context": context_record(result.context, result.flowers),
            **form_fields(result.form, profile),
            "decomposition": list(result.decomposition),
            "fans": [fan_entry(profile, f) for f in result.fans],
            "excluded": excluded_entries(profile, result.excluded),
            "fan_total": result.fan_total,
            "flowers": result.flowers,
            "total": result.total,
            "meets_minimum": result.meets_minimum,
            "payments": payment_entries(payments),
        }
    )
    if claim is not None:
        from gbmj_cli.records.claim import claim_record

        record["claim"] = claim_record(claim, profile)
    return record


def error_record(
    message: Msg | str,
    kind: str,
    input_text: str,
    line: int | None = None,
    position: int | None = None,
    lang: str = "en",
) -> dict[str, Any]:
    """Build the error record of docs/output.md (``position`` is where the caret goes, if known).

    ``error`` is the sentence in ``lang``, ``error_en`` always the English one, for scripts.
    """
    record: dict[str, Any] = {} if line is None else {"line": line}
    english = as_text(message)
    text = english if lang == "en" else as_text(message, lang)
    record.update({"input": input_text, "error": text, "kind": kind})
    if position is not None:
        record["position"] = position
    record["error_en"] = english
    return record


SCORE_CSV_HEADER = [
    "id",
    "name",
    "name_en",
    "points",
    "count",
    "subtotal",
    "key",
    "section",
    "excluded_by",
    "seat",
    "role",
    "amount",
]
"""The columns of ``gbmj score --format csv``: docs/output.md's seven, then what says which part of the
result a row is (``section``: fan, excluded, total or payment) and the cells of those parts."""

# The rows of the totals: (name, name_en, key) of each line, its value in ``subtotal``.
_TOTAL_ROWS = (
    ("番数", "fan total (flowers left out)", "fan_total"),
    ("花牌", "flowers", "flowers"),
    ("合计", "total", "total"),
    ("起和", "meets the {minimum}-fan minimum", "meets_minimum"),
)


def fan_rows(result: ScoreResult) -> tuple[list[str], list[list[Any]]]:
    """The CSV of ``gbmj score``: the whole result as one table a spreadsheet can filter by ``section``.

    First one row per counted fan, as docs/output.md has it (``key`` after its six columns, docs/profiles.md
    §6.5), then one per excluded fan (``excluded_by``: the counted fans that exclude it, numbers
    separated by spaces; ``count`` as in the record), then the four totals (``fan_total``,
    ``flowers``, ``total``, ``meets_minimum``: named in ``key``, their value in ``subtotal``), then
    one row per payment (``seat``, ``role``, ``amount``; none below the minimum).
    """
    profile = result.profile
    rows: list[list[Any]] = []
    for fan in result.fans:
        row = profile.rows[fan.fan]
        subtotal = fan.points * fan.count
        rows.append([row.number, row.name, row.name_en, fan.points, fan.count, subtotal, fan.fan.key, "fan"])
    for excluded in result.excluded:
        row = profile.rows[excluded.fan]
        by = " ".join(str(profile.number(f)) for f in excluded.by)
        rows.append([row.number, row.name, row.name_en, None, excluded.count, None, excluded.fan.key, "excluded", by])
    values = (result.fan_total, result.flowers, result.total, result.meets_minimum)
    for (name, name_en, key), value in zip(_TOTAL_ROWS, values, strict=True):
        rows.append([None, name, name_en.format(minimum=profile.minimum), None, None, value, key, "total"])
    for payment in payments_of(result) or ():
        rows.append([None] * 7 + ["payment", None, payment.seat, payment.role, payment.amount])
    width = len(SCORE_CSV_HEADER)
    return list(SCORE_CSV_HEADER), [row + [None] * (width - len(row)) for row in rows]
