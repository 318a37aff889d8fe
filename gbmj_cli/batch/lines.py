"""Score one line of a batch file: the library call behind ``gbmj batch``.

A line is what you would type after ``gbmj score`` (the hand, then flags) or a JSON object with the
flag names in snake_case (docs/output.md, "A line of a batch file")::

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

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import TYPE_CHECKING, Any, NamedTuple

from gbmj_cli.base.errors import GbmjError, InputError, UsageError, wrapped_stop
from gbmj_cli.batch.line_options import NONE, LineOptions, take_line_options
from gbmj_cli.batch.line_syntax import (
    CONTEXTS_CACHED,
    hand_context,
    line_position,
    refuse_analysis_flags,
    split_line,
)
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.hand import Hand
from gbmj_cli.hands.notation import hand_of, parse_hand
from gbmj_cli.hands.notations.read import ReadOptions, detect, read, take_options
from gbmj_cli.messages import Msg
from gbmj_cli.records.formats import LineKind
from gbmj_cli.records.record import error_record, result_record
from gbmj_cli.scoring.explain import explain as explained
from gbmj_cli.scoring.score import ScoreResult, profile_of, score

if TYPE_CHECKING:  # the claim modules load only for a line that claims
    from gbmj_cli.scoring.claim import ClaimCheck

__all__ = [
    "MAX_LINE_BYTES",
    "NOT_UTF8",
    "Analysed",
    "LineKind",
    "Outcome",
    "Rejected",
    "Scored",
    "TooLong",
    "evaluate_line",
    "internal_error",
    "score_hand",
    "score_line",
]

MAX_LINE_BYTES = 65536
"""A line longer than this (in UTF-8 bytes, without its line ending) is rejected with kind ``input``."""
KEPT = MAX_LINE_BYTES + 6
"""The reader keeps a line whole up to this many bytes with its line feed (room for ``\\r\\n``, the
first line's byte-order mark and one byte more, so that a kept line is measured exactly); a longer
line, or a last line of this many without one, it gives as a ``TooLong``, certainly over the limit."""
HEAD = 400
"""Bytes of a ``TooLong`` line kept: enough for its error record, and to tell a comment."""

_PREVIEW = 100  # characters of an over-long line kept in its error record's "input"
_DEFAULTS = WinContext()
_READ = ReadOptions()
_SCORE = LineKind.SCORE  # bound once: on Python 3.11 an enum member's look-up is a call of Python


@dataclass(frozen=True, slots=True)
class TooLong:
    """Stands for a line over ``MAX_LINE_BYTES`` that the reader did not keep: its start and size."""

    head: bytes
    size: int


def too_long(line: bytes) -> TooLong:
    """A whole line the reader does not keep, as its ``TooLong``: its head, its size without its ending."""
    ending = 2 if line.endswith(b"\r\n") else 1 if line.endswith(b"\n") else 0
    return TooLong(line[:HEAD], len(line) - ending)


class Scored(NamedTuple):
    """A line whose hand was scored: its result, the line's text (the record's ``input``), and the
    check of the score it claims (``--claim``), if any. (A named tuple: one is made per line, and
    ``_scored_new`` makes it without a call of Python.)"""

    result: ScoreResult
    text: str
    claim: "ClaimCheck | None" = None


_scored_new: "Callable[[tuple[ScoreResult, str, ClaimCheck | None]], Scored]" = partial(tuple.__new__, Scored)


@dataclass(frozen=True, slots=True)
class Analysed:
    """A line of ``gbmj batch --waits`` or ``--advise``: the waits or advise record of its hand."""

    record: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Rejected:
    """A line that could not be scored: its error record (``reason`` NOT_UTF8 when its bytes are
    not UTF-8, so that the summary can name the file once)."""

    record: dict[str, Any]
    reason: str = ""


NOT_UTF8 = "not-utf8"


Outcome = Scored | Analysed | Rejected | None
"""What one line gives; None for a blank or comment line."""


def score_line(
    line: str | bytes | TooLong,
    defaults: WinContext = _DEFAULTS,
    line_number: int | None = None,
    waits: bool = False,
    reading: ReadOptions = _READ,
    advise: bool = False,
    all_discards: bool = False,
    explain: bool = False,
    lang: str = "en",
) -> dict[str, Any] | None:
    """Score one batch line; return its JSON record, an error record, or None for a blank or comment line.

    ``line`` may end with ``\\n`` or ``\\r\\n``; given as bytes it is decoded as UTF-8 (invalid UTF-8
    gives an error record of kind ``input``). ``defaults`` are the win-context flags of the whole run
    (``gbmj batch --self-drawn ...``), which the line's own flags override. ``line_number`` goes into
    the record as ``line``; a UTF-8 byte order mark is skipped on line 1 (or when no number is given).
    Bad input never raises: it yields an error record with ``kind`` parse, tiles, not-winning, context,
    usage or input (docs/output.md), and a ``position`` into ``input`` where one character is to blame.
    Should the scorer itself fail on a line (a bug), the record has ``kind`` ``internal``.
    With ``waits`` the line holds a 13-tile waiting hand, and the record is that of ``gbmj waits``;
    with ``advise`` it holds 14 tiles, the drawn one last, and the record is that of ``gbmj advise``
    (every row with ``all_discards``). ``defaults`` may then be an ``AnalysisDefaults``
    (``gbmj_cli.batch.analysis_lines``), which adds a batch-wide ``seen`` and ``wall``.
    ``reading`` says how hands are read (``--notation``, ``--z``) unless the line says otherwise.
    With ``explain`` every fan entry has its ``sets``. A line's ``--claim`` adds the ``claim`` object.
    An error record's ``error`` is in ``lang`` ("en" or "zh"), its ``error_en`` always in English.
    """
    if waits and advise:
        raise ValueError("a line is a waits line or an advise line, not both")
    kind = LineKind.ADVISE if advise else LineKind.WAITS if waits else LineKind.SCORE
    match evaluate_line(line, defaults, line_number, kind, reading, all_discards, explain, lang):
        case Scored(result, text, claim):
            return result_record(result, text, line_number, claim)
        case Analysed(record) | Rejected(record):
            return record
    return None


def score_hand(hand: str, **context: Any) -> dict[str, Any]:
    """Score one hand string with win-context keywords; return the record of docs/output.md.

    The keywords are those of a JSON batch line: ``self_drawn``, ``seat``, ``round``, ``flowers``,
    ``last_tile``, ``kong_draw``, ``robbing_kong``, ``fourth_tile``, ``from``, ``base``, ``rules``
    (and ``discard``), and ``notation`` and ``z`` for the way the hand is written; as ``from`` is a
    Python keyword, write it ``from_seat="N"``. Unlike
    ``score_line`` this raises ``gbmj_cli.base.errors.GbmjError`` (with ``.kind``, ``.message`` and
    ``.position``) when the hand or its context is rejected.

    >>> [p for p in score_hand("[EEE1][123m]456p789s1p1p", seat="S", from_seat="N")["payments"] if p["seat"] == "N"]
    [{'seat': 'N', 'role': 'discarder', 'amount': -19}]

    >>> score_hand("[EEE1][123m]456p789s1p1p", self_drawn=True, seat="S", flowers=2)["total"]
    14
    >>> score_hand("[EEE,1][123m]456p789s1p1p|ES1000|2")["total"]
    14
    """
    options, fields = take_options(context, _READ)
    found = read(hand, options)
    return result_record(score(hand_of(found.tiles), hand_context(fields, _DEFAULTS, found.flags)), hand)


def evaluate_line(
    line: str | bytes | TooLong,
    defaults: WinContext,
    line_number: int | None,
    kind: LineKind = LineKind.SCORE,
    reading: ReadOptions = _READ,
    all_discards: bool = False,
    explain: bool = False,
    lang: str = "en",
) -> Outcome:
    """Score a line into its Outcome, never raising for bad input (``explain``: with the sets of each fan).

    A chunk of ``gbmj batch`` formats a Scored result straight into CSV or table rows, without
    building its record.
    """
    if type(line) is bytes and len(line) <= MAX_LINE_BYTES and line.isascii():  # the common line: no BOM, UTF-8
        text = _without_line_end(line.decode())
    else:
        checked = _line_text(line, line_number, lang)
        if not isinstance(checked, str):
            return checked
        text = checked
    start = len(text) - len(text.lstrip())
    if start == len(text) or text[start] == "#":
        return None
    where = None
    try:
        hand_text, flags, where = split_line(text, start)
        options, asked = reading, NONE
        if isinstance(flags, tuple):
            if flags:
                options, flags, asked = _word_options(flags, reading)
        elif flags:
            options, flags, asked = _json_options(flags, reading)
        # The hand is read before the other flags, so that its errors come first.
        if kind is _SCORE:
            if (options.notation or detect(hand_text)) == "gbmj":  # the Hand at once, without the positions
                return _scored(parse_hand(hand_text, options.z), (), flags, asked, defaults, text, explain)
            found = read(hand_text, options)
            return _scored(hand_of(found.tiles), found.flags, flags, asked, defaults, text, explain)
        found = read(hand_text, options)
        # late: the analysis modules cost 7-10 ms (-X importtime) that a run of scoring lines does not pay
        from gbmj_cli.batch.analysis_lines import analysis_line

        if asked.claim is not None:
            raise UsageError(Msg("line.claim_not_scoring"))
        advice = kind is LineKind.ADVISE
        return Analysed(analysis_line(found, flags, defaults, text, line_number, advice, all_discards))
    except GbmjError as exc:
        position = None
        if exc.position is not None and where is not None:
            position = line_position(where, exc.position)
        return Rejected(error_record(exc.msg, exc.kind, text, line_number, position, lang))
    except Exception as exc:  # a bug in gbmj: keep the run going and say so in the record
        return Rejected(error_record(internal_error(exc), "internal", text, line_number, lang=lang))


def _without_line_end(text: str) -> str:
    """A line without its ``\\n`` or ``\\r\\n``."""
    if text[-1:] == "\n":
        return text[:-2] if text[-2:] == "\r\n" else text[:-1]
    return text


def _line_text(line: str | bytes | TooLong, line_number: int | None, lang: str) -> str | Rejected | None:
    """A line's text without its line ending (and a BOM on line 1); None for a blank line or a comment,
    whatever its encoding or length; a Rejected for a line that is too long or not UTF-8.

    A line the reader would not keep whole is judged on its head alone, as the reader gives it
    (``score_line`` then answers a line as ``gbmj batch`` does).
    """
    if isinstance(line, (str, bytes, bytearray)) and len(line) > KEPT // 4:  # (fewer characters: fewer bytes)
        raw = bytes(line) if isinstance(line, (bytes, bytearray)) else line.encode("utf-8", "surrogatepass")
        if len(raw) > KEPT or (len(raw) == KEPT and not raw.endswith(b"\n")):
            line = too_long(raw)
    if type(line) is TooLong:
        head, size = line.head.decode("utf-8", "replace"), line.size
        if head[:1] == "\ufeff" and (line_number is None or line_number == 1):  # the text's own mark
            head, size = head[1:], size - 3
        return None if _is_comment(head) else _too_long(head, size, line_number, lang)
    if isinstance(line, (bytes, bytearray)):
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError:
            if _is_comment(line.decode("utf-8", "replace")):
                return None
            body = _body(bytes(line), line_number)
            if len(body) > MAX_LINE_BYTES:
                return _too_long(body[: _PREVIEW * 4].decode("utf-8", "replace"), len(body), line_number, lang)
            return _bad_utf8(body, line_number, lang)
    else:
        assert isinstance(line, str)
        text = line
    if _is_comment(text):  # (of any length: the reader's longer lines are judged on their heads)
        return None
    text = _without_line_end(text)
    marked = text[:1] == "\ufeff"
    if marked and (line_number is None or line_number == 1):
        text, marked = text[1:], False
    if len(text) > MAX_LINE_BYTES // 4:
        size = len(text.encode("utf-8", "surrogatepass"))
        if size > MAX_LINE_BYTES:
            return _too_long(text, size, line_number, lang)
    if marked and not text[1:].strip():  # a later line's mark (files joined by cat), then blanks
        return None
    return text


def _json_options(fields: dict, reading: ReadOptions) -> tuple[ReadOptions, tuple | dict, LineOptions]:
    """A JSON line's fields as (how to read its hand, its win flags, its line options)."""
    options, flags = take_options(fields, reading)
    flags, asked = take_line_options(flags)
    return options, flags, asked


@lru_cache(maxsize=CONTEXTS_CACHED)  # the same few hundred flag words, line after line
def _word_options(words: tuple[str, ...], reading: ReadOptions) -> tuple[ReadOptions, tuple | dict, LineOptions]:
    """A line's flag words as (how to read its hand, its win flags, its line options)."""
    options, flags = take_options(words, reading)
    flags, asked = take_line_options(flags)
    return options, flags, asked


def _scored(
    hand: Hand,
    set_by_hand: tuple,
    flags: tuple | dict,
    asked: LineOptions,
    defaults: WinContext,
    text: str,
    explain: bool,
) -> Scored:
    """Score a hand as read, in the context its string (``set_by_hand``: a tziakcha string's flags)
    and its line's flags give (and check its claim, if any).

    A hand in gbmj notation comes from ``parse_hand``, which makes a plain string's Hand at once:
    the positions of its tiles, which ``read`` gives too, serve only an error, and ``parse_hand``
    reads an odd string again in full to raise it (the same error as ``read``'s).
    """
    try:
        ctx = hand_context(flags, defaults, set_by_hand)
    except UsageError:
        refuse_analysis_flags(flags)  # a flag of --waits or --advise lines: say so
        raise
    if asked.claim is None:
        result = score(hand, ctx)
        return _scored_new((explained(result) if explain else result, text, None))
    # late: the claim modules cost 6-8 ms (-X importtime) that lines without a claim do not pay
    from gbmj_cli.records.claim import parse_claim
    from gbmj_cli.scoring.claim import check_claim

    claim = parse_claim(asked.claim, profile_of(ctx.rules))  # before scoring: a bad claim is the error
    result = score(hand, ctx)
    return Scored(explained(result) if explain else result, text, check_claim(claim, result))


def internal_error(exc: Exception) -> Msg:
    """The sentence of a line that gbmj failed on (a bug): the exception, and a plea to report it.

    No bug but a signal when the exception wraps one (``wrapped_stop``): that is raised again, to stop
    the run as the signal asked, not to become the line's record."""
    stop = wrapped_stop(exc)
    if stop is not None:
        raise stop
    return Msg("line.internal", error=f"{type(exc).__name__}: {exc}")


def _is_comment(text: str) -> bool:
    """A line whose text (invalid UTF-8 decoded as U+FFFD) begins with '#' after one byte-order mark
    at its start and blanks: the mark as a whole, once (stripped byte by byte, a stray 0xEF or 0xBB
    before '#' made a line of junk a comment, which gave no record)."""
    return text.removeprefix("\ufeff").lstrip()[:1] == "#"


def _body(line: bytes, line_number: int | None) -> bytes:
    """The bytes of a line without its line ending (and without a BOM on line 1)."""
    if line.endswith(b"\n"):
        line = line[:-2] if line.endswith(b"\r\n") else line[:-1]
    if line_number is None or line_number == 1:
        line = line.removeprefix(b"\xef\xbb\xbf")
    return line


def _too_long(text: str, size: int, line_number: int | None, lang: str) -> Rejected:
    preview = text[:_PREVIEW] + "…"
    message = Msg("line.too_long", size=size, limit=MAX_LINE_BYTES)
    return Rejected(error_record(message, InputError.kind, preview, line_number, lang=lang))


def _bad_utf8(body: bytes, line_number: int | None, lang: str) -> Rejected:
    try:
        body.decode("utf-8")
        offset = 0  # pragma: no cover - only the line ending or BOM was at fault, which cannot be
    except UnicodeDecodeError as exc:
        offset = exc.start
    text = body.decode("utf-8", "replace")
    message = Msg("line.not_utf8", byte=offset + 1, value=body[offset])
    position = len(body[:offset].decode("utf-8"))
    return Rejected(error_record(message, InputError.kind, text, line_number, position, lang), NOT_UTF8)
