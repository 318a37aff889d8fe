"""A scored hand's batch record as JSON bytes, joined from cached fragments: ``dumps(result_record(...))``.

A batch run writes the same few contexts, fan entries, exclusions and payments again and again, so
each is encoded once, by ``dumps`` itself (the bytes cannot differ from the record's), and kept in a
bounded cache; a line only adds its own number, strings and totals. Explained fans (``sets``) are
encoded afresh: they depend on the hand.

The scorer hands out the same FanCount and ExcludedFan objects for the same fan, line after line
(``gbmj_cli.scoring.score`` caches them), so their fragments are found by the object's identity
first: hashing the frozen dataclasses by value cost more than the rest of the fan entry. A cache
entry holds its object, so the identity it is filed under cannot be taken by another object: an
entry found by an object's identity is that object's.
"""

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from gbmj_cli.base.bounded import Table
from gbmj_cli.hands.context import context_record
from gbmj_cli.records.json_bytes import dumps, encode_string
from gbmj_cli.records.record import excluded_entries, fan_entry, form_fields, payment_entries, settle_args
from gbmj_cli.scoring.payments import settle
from gbmj_cli.scoring.profiles.profile import Profile

if TYPE_CHECKING:
    from gbmj_cli.hands.context import WinContext
    from gbmj_cli.scoring.claim import ClaimCheck
    from gbmj_cli.scoring.score import ExcludedFan, FanCount, ScoreResult

CACHED = 1024
"""Fragments kept per cache; a full cache drops its oldest, so memory does not grow with the input."""

_contexts: Table[int, tuple["WinContext", int, Profile, bytes]] = Table(CACHED)  # by id(context)
_payments: Table[tuple[Any, ...], bytes] = Table(CACHED)
_fans: Table[int, tuple["FanCount", Profile, bytes]] = Table(CACHED)  # by id(fan count)
_excluded: Table[int, tuple["ExcludedFan", Profile, bytes]] = Table(CACHED)  # by id(excluded fan)
_forms: dict[int, tuple[Profile, bytes]] = {}  # by id(form), for the last profile it was made for


def scored_json(
    result: "ScoreResult", text: str, line: int, claim: "ClaimCheck | None" = None, file: str | None = None
) -> bytes:
    """The UTF-8 JSON of ``result_record(result, text, line, claim)`` (``file`` first when given).

    The parts are joined as bytes: the cached fragments hold the Chinese names, which are encoded
    to UTF-8 once instead of on every line; the parts of the line itself are mostly ASCII.
    """
    profile = result.profile
    flowers = result.flowers
    ctx = result.context
    known = _contexts.get(id(ctx))
    parts = [
        (
            ("{" if file is None else '{"file":' + encode_string(file) + ",")
            + f'"line":{line},"input":{encode_string(text)},"hand":{encode_string(result.hand.notation())}'
        ).encode(),
        known[3] if known is not None and known[1] == flowers and known[2] is profile else _context(result),
        shape[1] if (shape := _forms.get(id(result.form))) is not None and shape[0] is profile else _form(result),
        ",".join(map(encode_string, result.decomposition)).encode(),
        b'],"fans":[',
        _joined(result.fans, _fans, profile, _fan),
        b'],"excluded":[',
        _joined(result.excluded, _excluded, profile, _excluded_fan),
        f'],"fan_total":{result.fan_total},"flowers":{flowers},"total":{result.total},"meets_minimum":'
        f'{"true" if result.meets_minimum else "false"},"payments":'.encode(),
        _payments.get(key := settle_args(result)) or _payments_json(key),
    ]
    if claim is not None:
        # late: the claim modules cost 15 ms at start (import click: 22 ms) that a batch without claims does not pay
        from gbmj_cli.records.claim import claim_record

        parts += (b',"claim":', dumps(claim_record(claim, profile)))
    parts.append(b"}")
    return b"".join(parts)


def _form(result: "ScoreResult") -> bytes:
    """What follows the context, up to the groups of the decomposition: the same for every hand of a form
    and profile (the form's names are the profile's), so kept by the member's identity (the hash of an
    Enum member is a call of Python) with the profile it was made for; a form has one entry."""
    fields = dumps(form_fields(result.form, result.profile))
    fragment = b"," + fields[1:-1] + b',"decomposition":['
    _forms[id(result.form)] = (result.profile, fragment)
    return fragment


def _context(result: "ScoreResult") -> bytes:
    """The ``rules`` and ``context`` of a record, by the context's identity: a batch line's context
    comes from a cache (its profile and the hand's flowers are checked too)."""
    ctx, flowers, profile = result.context, result.flowers, result.profile
    fragment = f',"rules":{encode_string(profile.name)},"context":'.encode() + dumps(context_record(ctx, flowers))
    return _contexts.file(id(ctx), (ctx, flowers, profile, fragment))[3]


Entry = TypeVar("Entry", "FanCount", "ExcludedFan")


def _joined(
    entries: "tuple[Entry, ...]",
    cached: "dict[int, tuple[Entry, Profile, bytes]]",
    profile: Profile,
    make: "Callable[[Profile, Entry], bytes]",
) -> bytes:
    """The entries' fragments joined by commas: each remembered by the entry's identity (results share
    their entries) and the profile, else made. (A loop: on 3.11 a comprehension makes a function.)"""
    parts = []
    for entry in entries:
        found = cached.get(id(entry))
        parts.append(found[2] if found is not None and found[1] is profile else make(profile, entry))
    return b",".join(parts)


def _fan(profile: Profile, fan: "FanCount") -> bytes:
    """One entry of ``fans``, encoded and remembered (unless explained: its sets depend on the hand)."""
    fragment = dumps(fan_entry(profile, fan))
    if fan.sets is None:
        _fans.file(id(fan), (fan, profile, fragment))
    return fragment


def _excluded_fan(profile: Profile, excluded: "ExcludedFan") -> bytes:
    """One entry of ``excluded`` (the list's JSON is its entries' joined by commas, in brackets)."""
    fragment = dumps(excluded_entries(profile, (excluded,))[0])
    if excluded.sets is None:
        _excluded.file(id(excluded), (excluded, profile, fragment))
    return fragment


def _payments_json(key: tuple[Any, ...]) -> bytes:
    """The ``payments`` of a record, by the arguments of ``settle`` (a handful of totals and seats)."""
    return _payments.file(key, dumps(payment_entries(settle(*key))))
