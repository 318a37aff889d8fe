"""A scored hand's batch record as JSON bytes, joined from cached fragments: ``dumps(result_record(...))``.

A batch run writes the same few contexts, fan entries, exclusions and payments again and again, so
each is encoded once, by ``dumps`` itself (the bytes cannot differ from the record's), and kept in a
bounded cache; a line only adds its own number, strings and totals. Explained fans (``sets``) are
encoded afresh: they depend on the hand.
"""

from typing import TYPE_CHECKING, Any

from gbmj_cli.core.context import context_record
from gbmj_cli.core.payments import settle
from gbmj_cli.core.profile import Profile
from gbmj_cli.records.formats import dumps, encode_string
from gbmj_cli.records.record import excluded_entries, fan_entry, payment_entries, settle_args

if TYPE_CHECKING:
    from gbmj_cli.core.claim import ClaimCheck
    from gbmj_cli.core.scoring import FanCount, ScoreResult

CACHED = 1024
"""Fragments kept per cache; a full cache starts again, so memory does not grow with the input."""

_contexts: dict[Any, str] = {}
_payments: dict[tuple[Any, ...], str] = {}
_fans: dict[tuple[Any, ...], str] = {}
_excluded: dict[tuple[Any, ...], str] = {}


def scored_json(
    result: "ScoreResult", text: str, line: int, claim: "ClaimCheck | None" = None, file: str | None = None
) -> bytes:
    """The UTF-8 JSON of ``result_record(result, text, line, claim)`` (``file`` first when given)."""
    profile = result.profile
    ctx = result.context
    flowers = result.flowers
    total = result.total
    meets = result.meets_minimum
    parts = [
        "{" if file is None else '{"file":' + encode_string(file) + ",",
        f'"line":{line},"input":',
        encode_string(text),
        ',"hand":',
        encode_string(result.hand.notation()),
        ',"rules":',
        encode_string(profile.name),
        ',"context":',
        _context(ctx, flowers),
        ',"form":',
        encode_string(result.form.reported),
        ',"decomposition":[',
        ",".join(map(encode_string, result.decomposition)),
        '],"fans":[',
        ",".join([_fan(profile, f) for f in result.fans]),
        '],"excluded":',
        _excluded_json(profile, result.excluded),
        f',"fan_total":{result.fan_total},"flowers":{flowers},"total":{total},"meets_minimum":',
        "true" if meets else "false",
        ',"payments":',
        _payments_json(*settle_args(result)),
    ]
    if claim is not None:
        from gbmj_cli.records.claim import claim_record

        parts += (',"claim":', _dump(claim_record(claim, profile)))
    parts.append("}")
    return "".join(parts).encode("utf-8")


def _dump(value: Any) -> str:
    return dumps(value).decode("utf-8")


def _remember(cache: dict[Any, str], key: Any, fragment: str) -> str:
    if len(cache) >= CACHED:
        cache.clear()
    cache[key] = fragment
    return fragment


def _context(ctx: Any, flowers: int) -> str:
    key = (ctx, flowers)
    fragment = _contexts.get(key)
    if fragment is None:
        fragment = _remember(_contexts, key, _dump(context_record(ctx, flowers)))
    return fragment


def _fan(profile: Profile, fan: "FanCount") -> str:
    if fan.sets is not None:
        return _dump(fan_entry(profile, fan))
    key = (profile, fan)  # a FanCount without sets: its fields are the entry's
    fragment = _fans.get(key)
    if fragment is None:
        fragment = _remember(_fans, key, _dump(fan_entry(profile, fan)))
    return fragment


def _excluded_json(profile: Profile, excluded: tuple[Any, ...]) -> str:
    if not excluded:
        return "[]"
    if any(e.sets is not None for e in excluded):
        return _dump(excluded_entries(profile, excluded))
    key = (profile, excluded)
    fragment = _excluded.get(key)
    if fragment is None:
        fragment = _remember(_excluded, key, _dump(excluded_entries(profile, excluded)))
    return fragment


def _payments_json(*key: Any) -> str:
    fragment = _payments.get(key)
    if fragment is None:
        fragment = _remember(_payments, key, _dump(payment_entries(settle(*key))))
    return fragment
