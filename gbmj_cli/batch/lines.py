"""Score one line of a batch file: the library call behind ``gbmj batch``.

A line is what you would type after ``gbmj score`` (the hand, then flags) or a JSON object with the
flag names in snake_case (output.md, "A line of a batch file")::

    >>> from gbmj_cli.batch.lines import score_line
    >>> record = score_line("[EEE1][123m]456p789s1p1p --self-drawn --seat S --flowers 2", line_number=1)
    >>> record["line"], record["total"], [f["id"] for f in record["fans"]]
    (1, 14, [39, 60, 79, 80, 81])
    >>> score_line('{"hand": "[EEE1][123m]456p789s1p1p", "self_drawn": true, "seat": "S"}')["fan_total"]
    12
    >>> error = score_line("123m456", line_number=7)
    >>> error["kind"], error["position"], error["error"]
    ('parse', 4, "digits '456' have no suit letter (m, s or p) after them")
    >>> score_line("  # a comment") is None
    True

``score_line`` never raises for bad input: every problem becomes an error record, so the function can
be mapped over a Spark or Dask collection of lines (see examples/dask_batch.py). ``score_hand`` scores
one hand string with keyword flags and raises ``GbmjError`` instead.

Part of the core (no click, no rich): the worker processes of ``gbmj batch`` run it.
"""

from dataclasses import dataclass
from typing import Any

from gbmj_cli.batch.line_options import take_options
from gbmj_cli.batch.line_syntax import line_context, line_position, split_line
from gbmj_cli.core.claim import ClaimCheck, check_claim
from gbmj_cli.core.context import WinContext
from gbmj_cli.core.errors import GbmjError, InputError, UsageError
from gbmj_cli.core.explain import explain as explain_result
from gbmj_cli.core.notation import parse_hand, parse_waiting_hand
from gbmj_cli.core.scoring import ScoreResult, profile_of, score
from gbmj_cli.core.tenpai import parsed_waits_record
from gbmj_cli.records.claim import parse_claim
from gbmj_cli.records.record import error_record, result_record

__all__ = [
    "MAX_LINE_BYTES",
    "Analysed",
    "Outcome",
    "Rejected",
    "Scored",
    "TooLong",
    "evaluate_line",
    "score_hand",
    "score_line",
]

MAX_LINE_BYTES = 65536
"""A line longer than this (in UTF-8 bytes, without its line ending) is rejected with kind ``input``."""

_PREVIEW = 100  # characters of an over-long line kept in its error record's "input"
_DEFAULTS = WinContext()


@dataclass(frozen=True, slots=True)
class TooLong:
    """Stands for a line over ``MAX_LINE_BYTES`` that the reader did not keep: its start and size."""

    head: bytes
    size: int


@dataclass(frozen=True, slots=True)
class Scored:
    """A line whose hand was scored: its result, the line's text (the record's ``input``), and the
    check of the score it claims (``--claim``), if any."""

    result: ScoreResult
    text: str
    claim: ClaimCheck | None = None


@dataclass(frozen=True, slots=True)
class Analysed:
    """A line of ``gbmj batch --waits``: the waits record of its waiting hand."""

    record: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Rejected:
    """A line that could not be scored: its error record."""

    record: dict[str, Any]


Outcome = Scored | Analysed | Rejected | None
"""What one line gives; None for a blank or comment line."""


def score_line(
    line: str | bytes | TooLong,
    defaults: WinContext = _DEFAULTS,
    line_number: int | None = None,
    waits: bool = False,
    explain: bool = False,
) -> dict[str, Any] | None:
    """Score one batch line; return its JSON record, an error record, or None for a blank or comment line.

    ``line`` may end with ``\\n`` or ``\\r\\n``; given as bytes it is decoded as UTF-8 (invalid UTF-8
    gives an error record of kind ``input``). ``defaults`` are the win-context flags of the whole run
    (``gbmj batch --self-drawn ...``), which the line's own flags override. ``line_number`` goes into
    the record as ``line``; a UTF-8 byte order mark is skipped on line 1 (or when no number is given).
    Bad input never raises: it yields an error record with ``kind`` parse, tiles, not-winning, context,
    usage or input (output.md), and a ``position`` into ``input`` where one character is to blame.
    Should the scorer itself fail on a line (a bug), the record has ``kind`` ``internal``.
    With ``waits`` the line holds a 13-tile waiting hand, and the record is that of ``gbmj waits``.
    With ``explain`` every fan entry has its ``sets``. A line's ``--claim`` adds the ``claim`` object.
    """
    match evaluate_line(line, defaults, line_number, waits, explain):
        case Scored(result, text, claim):
            return result_record(result, text, line_number, claim)
        case Analysed(record) | Rejected(record):
            return record
    return None


def score_hand(hand: str, **context: Any) -> dict[str, Any]:
    """Score one hand string with win-context keywords; return the record of output.md.

    The keywords are those of a JSON batch line: ``self_drawn``, ``seat``, ``round``, ``flowers``,
    ``last_tile``, ``kong_draw``, ``robbing_kong``, ``fourth_tile``, ``from``, ``base``, ``rules``
    (and ``discard``); as ``from`` is a Python keyword, write it ``from_seat="N"``. Unlike
    ``score_line`` this raises ``gbmj_cli.core.errors.GbmjError`` (with ``.kind``, ``.message`` and
    ``.position``) when the hand or its context is rejected.

    >>> [p for p in score_hand("[EEE1][123m]456p789s1p1p", seat="S", from_seat="N")["payments"] if p["seat"] == "N"]
    [{'seat': 'N', 'role': 'discarder', 'amount': -19}]

    >>> score_hand("[EEE1][123m]456p789s1p1p", self_drawn=True, seat="S", flowers=2)["total"]
    14
    """
    ctx = line_context(context, _DEFAULTS)
    return result_record(score(parse_hand(hand), ctx), hand)


def evaluate_line(
    line: str | bytes | TooLong,
    defaults: WinContext,
    line_number: int | None,
    waits: bool = False,
    explain: bool = False,
) -> Outcome:
    """Score a line into its Outcome, never raising for bad input (``explain``: with the sets of each fan).

    A chunk of ``gbmj batch`` formats a Scored result straight into CSV or table rows, without
    building its record.
    """
    if type(line) is TooLong:
        return _too_long(line.head.decode("utf-8", "replace"), line.size, line_number)
    if isinstance(line, (bytes, bytearray)):
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError:
            body = _body(bytes(line), line_number)
            if len(body) > MAX_LINE_BYTES:
                return _too_long(body[: _PREVIEW * 4].decode("utf-8", "replace"), len(body), line_number)
            return _bad_utf8(body, line_number)
    else:
        assert isinstance(line, str)
        text = line
    if text.endswith("\n"):
        text = text[:-2] if text.endswith("\r\n") else text[:-1]
    if text and text[0] == "\ufeff" and (line_number is None or line_number == 1):
        text = text[1:]
    if len(text) > MAX_LINE_BYTES // 4:
        size = len(text.encode("utf-8", "surrogatepass"))
        if size > MAX_LINE_BYTES:
            return _too_long(text, size, line_number)
    start = len(text) - len(text.lstrip())
    if start == len(text) or text[start] == "#":
        return None
    where = None
    try:
        hand_text, flags, where = split_line(text, start)
        flags, options = take_options(flags)
        # The hand is read before the flags, so that its errors come first.
        if waits:
            parsed = parse_waiting_hand(hand_text)
            if options.claim is not None:
                raise UsageError("--claim checks the score of a winning hand, not the waits of a waiting hand")
            return Analysed(parsed_waits_record(parsed, line_context(flags, defaults), text, line_number))
        hand = parse_hand(hand_text)
        ctx = line_context(flags, defaults) if flags else defaults
        claim = None if options.claim is None else parse_claim(options.claim, profile_of(ctx.rules))
        result = score(hand, ctx)
        check = None if claim is None else check_claim(claim, result)
        return Scored(explain_result(result) if explain else result, text, check)
    except GbmjError as exc:
        position = None
        if exc.position is not None and where is not None:
            position = line_position(where, exc.position)
        return Rejected(error_record(exc.message, exc.kind, text, line_number, position))
    except Exception as exc:  # a bug in gbmj: keep the run going and say so in the record
        message = f"internal error in gbmj ({type(exc).__name__}: {exc}); please report this line"
        return Rejected(error_record(message, "internal", text, line_number))


def _body(line: bytes, line_number: int | None) -> bytes:
    """The bytes of a line without its line ending (and without a BOM on line 1)."""
    if line.endswith(b"\n"):
        line = line[:-2] if line.endswith(b"\r\n") else line[:-1]
    if line_number is None or line_number == 1:
        line = line.removeprefix(b"\xef\xbb\xbf")
    return line


def _too_long(text: str, size: int, line_number: int | None) -> Rejected:
    preview = text[:_PREVIEW] + "…"
    message = f"the line is {size:,} bytes long, over the limit of {MAX_LINE_BYTES:,} bytes (64 KiB)"
    return Rejected(error_record(message, InputError.kind, preview, line_number))


def _bad_utf8(body: bytes, line_number: int | None) -> Rejected:
    try:
        body.decode("utf-8")
        offset = 0  # pragma: no cover - only the line ending or BOM was at fault, which cannot be
    except UnicodeDecodeError as exc:
        offset = exc.start
    text = body.decode("utf-8", "replace")
    message = f"the line is not valid UTF-8: byte {offset + 1} (0x{body[offset]:02x}) does not form a character"
    position = len(body[:offset].decode("utf-8"))
    return Rejected(error_record(message, InputError.kind, text, line_number, position))
