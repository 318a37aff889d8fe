"""Score one line of a batch file, and whole chunks of lines: the library call behind ``gbmj batch``.

A line is what you would type after ``gbmj score`` (the hand, then flags) or a JSON object with the
flag names in snake_case (output.md, "A line of a batch file")::

    >>> from gbmj_cli.lines import score_line
    >>> record = score_line("[EEE1][123m]456p789s1p1p --self-drawn --seat S --flowers 2", line_number=1)
    >>> record["line"], record["total"], [f["id"] for f in record["fans"]]
    (1, 14, [39, 60, 79, 80, 81])
    >>> score_line('{"hand": "[EEE1][123m]456p789s1p1p", "self_drawn": true, "seat": "S"}')["fan_total"]
    12
    >>> score_line("123m456", line_number=7)
    {'line': 7, 'input': '123m456', 'error': "digits '456' have no suit letter (m, s or p) after them", 'kind': 'parse', 'position': 4}
    >>> score_line("  # a comment") is None
    True

``score_line`` never raises for bad input: every problem becomes an error record, so the function can
be mapped over a Spark or Dask collection of lines (see examples/dask_batch.py). ``score_hand`` scores
one hand string with keyword flags and raises ``GbmjError`` instead.

This module is part of the core: it must not import click or rich, because the worker processes of
``gbmj batch`` run ``score_chunk`` from here.
"""

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from shlex import split as shell_split

from gbmj_cli.errors import GbmjError, InputError
from gbmj_cli.flags import apply_json, apply_words
from gbmj_cli.hand import WinContext
from gbmj_cli.notation import parse_hand
from gbmj_cli.record import error_record, result_record
from gbmj_cli.scoring import score

try:  # optional: a faster JSON writer with the same output as json.dumps below
    import orjson as _orjson
except ImportError:  # pragma: no cover - depends on the environment
    _orjson = None

__all__ = [
    "MAX_LINE_BYTES", "TooLong", "Summary", "WaitsSummary", "score_line", "score_hand", "score_chunk",
    "CSV_COLUMNS", "WAITS_CSV_COLUMNS",
]

MAX_LINE_BYTES = 65536
"""A line longer than this (in UTF-8 bytes, without its line ending) is rejected with kind ``input``."""

CSV_COLUMNS = ("line", "hand", "fan_total", "flowers", "total", "meets_minimum", "fans", "error")
"""The columns of ``gbmj batch --format csv`` (output.md)."""

_PREVIEW = 100  # characters of an over-long line kept in its error record's "input"
_DEFAULTS = WinContext()
_WORD = re.compile(r"[^ \t\r\n]+")  # shlex's whitespace, for lines without quotes or backslashes
_SHELL_CHARS = frozenset("'\"\\")
_JSON_START = re.compile(r'\{\s*"')


@dataclass(frozen=True, slots=True)
class TooLong:
    """Stands for a line over ``MAX_LINE_BYTES`` that the reader did not keep: its start and size."""

    head: bytes
    size: int


# ---- one line --------------------------------------------------------------------------------


def score_line(
    line: str | bytes | TooLong,
    defaults: WinContext = _DEFAULTS,
    line_number: int | None = None,
    waits=None,
) -> dict | None:
    """Score one batch line; return its JSON record, an error record, or None for a blank or comment line.

    ``line`` may end with ``\\n`` or ``\\r\\n``; given as bytes it is decoded as UTF-8 (invalid UTF-8
    gives an error record of kind ``input``). ``defaults`` are the win-context flags of the whole run
    (``gbmj batch --self-drawn ...``), which the line's own flags override. ``line_number`` goes into
    the record as ``line``; a UTF-8 byte order mark is skipped on line 1 (or when no number is given).
    Bad input never raises: it yields an error record with ``kind`` parse, tiles, not-winning, context,
    usage or input (output.md), and a ``position`` into ``input`` where one character is to blame.
    Should the scorer itself fail on a line (a bug), the record has ``kind`` ``internal``.
    ``waits``, when given, is a function ``(hand text, WinContext, input, line number) -> record``
    that analyses a 13-tile waiting hand instead of scoring a winning one: pass
    ``gbmj_cli.commands.waiting.waits_record`` to get the records of ``gbmj batch --waits`` (the
    core does not import it itself: it belongs to the command layer).
    """
    outcome = _evaluate(line, defaults, line_number, waits)
    if outcome is None or type(outcome) is dict:
        return outcome
    result, text = outcome
    return result if waits is not None else result_record(result, text, line_number)


def score_hand(hand: str, **context) -> dict:
    """Score one hand string with win-context keywords; return the record of output.md.

    The keywords are those of a JSON batch line: ``self_drawn``, ``seat``, ``round``, ``flowers``,
    ``last_tile``, ``kong_draw``, ``robbing_kong``, ``fourth_tile``, ``from``, ``base``, ``rules``
    (and ``discard``). Unlike ``score_line`` this raises ``GbmjError`` (with ``.kind``, ``.message``
    and ``.position``) when the hand or its context is rejected.

    >>> score_hand("[EEE1][123m]456p789s1p1p", self_drawn=True, seat="S", flowers=2)["total"]
    14
    """
    ctx = _fields_context(context, _DEFAULTS)
    return result_record(score(parse_hand(hand), ctx), hand)


def _evaluate(line, defaults: WinContext, line_number: int | None, waits=None):
    """Score a line: None (skipped), an error record, or (ScoreResult, the line's text).

    With a ``waits`` function, the pair holds its record instead of a ScoreResult.
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
        if text[start] == "{" and _JSON_START.match(text, start):
            hand_text, fields = _json_line(text)
            where = _json_offsets(text, hand_text)
            hand = _waits_hand(hand_text) if waits is not None else parse_hand(hand_text)
            ctx = _fields_context(fields, defaults)
        else:
            hand_text, flag_words, where = _plain_line(text)
            hand = _waits_hand(hand_text) if waits is not None else parse_hand(hand_text)
            ctx = _word_context(flag_words, defaults) if flag_words else defaults
        if waits is not None:
            return waits(hand_text, ctx, text, line_number), text
        return score(hand, ctx), text
    except GbmjError as exc:
        position = None
        if exc.position is not None and where is not None:
            position = _line_position(where, exc.position)
        return error_record(exc.message, exc.kind, text, line_number, position)
    except Exception as exc:  # a bug in gbmj: keep the run going and say so in the record
        message = f"internal error in gbmj ({type(exc).__name__}: {exc}); please report this line"
        return error_record(message, "internal", text, line_number)


def _waits_hand(text: str):
    """Check a waiting hand's notation first, so that its errors come before those of the flags."""
    from gbmj_cli.notation import parse_waiting_hand

    return parse_waiting_hand(text)


def _body(line: bytes, line_number: int | None) -> bytes:
    """The bytes of a line without its line ending (and without a BOM on line 1)."""
    if line.endswith(b"\n"):
        line = line[:-2] if line.endswith(b"\r\n") else line[:-1]
    if line_number is None or line_number == 1:
        line = line.removeprefix(b"\xef\xbb\xbf")
    return line


def _too_long(text: str, size: int, line_number: int | None) -> dict:
    preview = text[:_PREVIEW] + "…"
    message = f"the line is {size:,} bytes long, over the limit of {MAX_LINE_BYTES:,} bytes (64 KiB)"
    return error_record(message, InputError.kind, preview, line_number)


def _bad_utf8(body: bytes, line_number: int | None) -> dict:
    try:
        body.decode("utf-8")
        offset = 0  # pragma: no cover - only the line ending or BOM was at fault, which cannot be
    except UnicodeDecodeError as exc:
        offset = exc.start
    text = body.decode("utf-8", "replace")
    message = f"the line is not valid UTF-8: byte {offset + 1} (0x{body[offset]:02x}) does not form a character"
    position = len(body[:offset].decode("utf-8"))
    return error_record(message, InputError.kind, text, line_number, position)


# ---- the two kinds of line -------------------------------------------------------------------


def _plain_line(text: str):
    """Split a plain line into the hand, the flag words, and where each hand word stands.

    ``where`` lists (offset in the line, offset in the joined hand, length) per hand word, or is None
    when quotes make the mapping unknown.
    """
    if _SHELL_CHARS.isdisjoint(text):
        matches = list(_WORD.finditer(text))
        words = [m.group() for m in matches]
        starts = [m.start() for m in matches]
    else:
        try:
            words = shell_split(text)
        except ValueError as exc:  # "No closing quotation" / "No escaped character"
            raise InputError(f"the line cannot be split into words as a shell would: {str(exc).lower()}") from None
        starts = None
    cut = len(words)
    for i, word in enumerate(words):
        if word[:1] == "-":
            cut = i
            break
    hand_words = words[:cut]
    hand_text = "".join(hand_words)
    where = None
    if starts is not None:
        where, done = [], 0
        for word, begin in zip(hand_words, starts):
            where.append((begin, done, len(word)))
            done += len(word)
    elif len(hand_words) == 1 and hand_text and text.count(hand_text) == 1:
        where = [(text.index(hand_text), 0, len(hand_text))]
    return hand_text, tuple(words[cut:]), where


@lru_cache(maxsize=4096)
def _word_context(words: tuple[str, ...], defaults: WinContext) -> WinContext:
    return apply_words(list(words), defaults)


def _json_line(text: str) -> tuple[str, dict]:
    try:
        fields = json.loads(text)
    except ValueError as exc:
        if isinstance(exc, json.JSONDecodeError):
            detail = f"{exc.msg[:1].lower()}{exc.msg[1:]} at column {exc.colno}"
        else:  # pragma: no cover - json raises JSONDecodeError for text input
            detail = str(exc)
        raise InputError(f"the line starts like JSON but does not parse: {detail}") from None
    if not isinstance(fields, dict):
        raise InputError('a JSON line must be one object with a "hand" field')
    hand = fields.pop("hand", None)
    if not isinstance(hand, str):
        raise InputError('a JSON line needs a "hand" field holding the hand as a string')
    return hand, fields


def _fields_context(fields: dict, defaults: WinContext) -> WinContext:
    if not fields:
        return defaults
    key = tuple((name, type(value), value) for name, value in fields.items())  # True and 1 differ
    try:
        return _json_context(key, defaults)
    except TypeError:  # unhashable: a list or object as a value; let apply_json say what is wrong
        return apply_json(fields, defaults)


@lru_cache(maxsize=4096)
def _json_context(items: tuple, defaults: WinContext) -> WinContext:
    return apply_json({name: value for name, _type, value in items}, defaults)


def _json_offsets(text: str, hand: str):
    """Where the hand string stands in a JSON line, when it is written there unescaped, once."""
    quoted = '"' + hand + '"'
    if text.count(quoted) == 1:
        return [(text.index(quoted) + 1, 0, len(hand))]
    return None


def _line_position(where, position: int) -> int:
    """Map an index into the joined hand string back to an index into the line."""
    for begin, done, length in where:
        if position < done + length:
            return begin + position - done
    begin, done, length = where[-1] if where else (0, 0, 0)
    return begin + length  # the end of the hand (a missing suit letter, an unclosed set)


# ---- chunks of lines: the work of gbmj batch -------------------------------------------------


@dataclass(slots=True)
class Summary:
    """The batch summary of output.md, built from records and merged across chunks."""

    scored: int = 0
    rejected: int = 0
    below_minimum: int = 0
    sum_total: int = 0
    max_total: int | None = None
    fan_hands: Counter = field(default_factory=Counter)  # fan id -> hands in which it counts

    def add_result(self, total: int, meets_minimum: bool, fan_ids) -> None:
        self.scored += 1
        self.sum_total += total
        if self.max_total is None or total > self.max_total:
            self.max_total = total
        if not meets_minimum:
            self.below_minimum += 1
        self.fan_hands.update(fan_ids)

    def add(self, record: dict) -> None:
        """Count one record (a scored hand or an error record)."""
        if "error" in record:
            self.rejected += 1
        else:
            self.add_result(record["total"], record["meets_minimum"], [f["id"] for f in record["fans"]])

    def merge(self, other: "Summary") -> None:
        self.scored += other.scored
        self.rejected += other.rejected
        self.below_minimum += other.below_minimum
        self.sum_total += other.sum_total
        if other.max_total is not None and (self.max_total is None or other.max_total > self.max_total):
            self.max_total = other.max_total
        self.fan_hands.update(other.fan_hands)

    def top_fans(self, n: int = 10) -> list[tuple[int, int]]:
        """The ``n`` fans counted in the most hands, as (fan id, hands); ties by fan number."""
        return sorted(self.fan_hands.items(), key=lambda item: (-item[1], item[0]))[:n]

    def as_dict(self) -> dict:
        """The summary as JSON data (``gbmj batch --summary-only --format json``)."""
        from gbmj_cli.fans.catalog import FANS

        return {
            "records": self.scored + self.rejected,
            "scored": self.scored,
            "rejected": self.rejected,
            "below_minimum": self.below_minimum,
            "mean_total": self.sum_total / self.scored if self.scored else None,
            "max_total": self.max_total,
            "top_fans": [
                {"id": i, "name": FANS[i].zh, "name_en": FANS[i].en, "hands": n} for i, n in self.top_fans()
            ],
        }


@dataclass(slots=True)
class WaitsSummary:
    """The summary of ``gbmj batch --waits``: hands analysed, ready (tenpai), and the tiles waited on."""

    analysed: int = 0
    rejected: int = 0
    tenpai: int = 0
    wait_kinds: int = 0  # summed over the tenpai hands
    max_waits: int | None = None
    tile_hands: Counter = field(default_factory=Counter)  # tile -> tenpai hands that wait on it

    @property
    def scored(self) -> int:
        return self.analysed

    def add(self, record: dict) -> None:
        """Count one waits record or error record."""
        if "error" in record:
            self.rejected += 1
            return
        self.analysed += 1
        tiles = [w["tile"] for w in record["waits"]]
        if tiles:
            self.tenpai += 1
            self.wait_kinds += len(tiles)
            self.tile_hands.update(tiles)
        if self.max_waits is None or len(tiles) > self.max_waits:
            self.max_waits = len(tiles)

    def merge(self, other: "WaitsSummary") -> None:
        self.analysed += other.analysed
        self.rejected += other.rejected
        self.tenpai += other.tenpai
        self.wait_kinds += other.wait_kinds
        if other.max_waits is not None and (self.max_waits is None or other.max_waits > self.max_waits):
            self.max_waits = other.max_waits
        self.tile_hands.update(other.tile_hands)

    def as_dict(self) -> dict:
        """The summary as JSON data (``gbmj batch --waits --summary-only --format json``)."""
        from gbmj_cli.tiles import INDEX

        top = sorted(self.tile_hands.items(), key=lambda item: (-item[1], INDEX[item[0]]))[:10]
        return {
            "records": self.analysed + self.rejected,
            "analysed": self.analysed,
            "rejected": self.rejected,
            "tenpai": self.tenpai,
            "not_tenpai": self.analysed - self.tenpai,
            "mean_waits": self.wait_kinds / self.tenpai if self.tenpai else None,
            "max_waits": self.max_waits,
            "top_waits": [{"tile": tile, "hands": n} for tile, n in top],
        }


def _dumps_std(record: dict) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


if _orjson is not None:

    def dumps(record: dict) -> bytes:
        """One record as compact UTF-8 JSON."""
        return _orjson.dumps(record)

else:  # pragma: no cover - depends on the environment

    def dumps(record: dict) -> bytes:
        """One record as compact UTF-8 JSON."""
        return _dumps_std(record).encode("utf-8")


def _csv_field(value: str) -> str:
    if value and (value[0] in " \t" or any(c in value for c in ',"\n\r') or value[-1] in " \t"):
        return '"' + value.replace('"', '""') + '"'
    return value


def csv_row(values) -> str:
    """One CSV row (RFC 4180 quoting, ``\\n`` line ending)."""
    return ",".join(_csv_field(str(v)) for v in values) + "\n"


def _fan_string(fans) -> str:
    return " ".join(f"{f.id}x{f.count}" for f in fans)


_FAN_NAMES: dict[int, str] = {}


def _fan_names(fans) -> str:
    if not _FAN_NAMES:
        from gbmj_cli.fans.catalog import FANS

        _FAN_NAMES.update({i: fan.zh for i, fan in FANS.items()})
    return " ".join(_FAN_NAMES[f.id] if f.count == 1 else f"{_FAN_NAMES[f.id]}×{f.count}" for f in fans)


FORMATS = ("ndjson", "json", "csv", "table", "none")


WAITS_CSV_COLUMNS = (
    "line", "hand", "tenpai", "shanten", "tile", "left", "discard_total", "discard_meets_minimum",
    "self_drawn_total", "self_drawn_meets_minimum", "error",
)
"""The columns of ``gbmj batch --waits --format csv``: one row per wait (one row for a hand that is
not ready, or rejected)."""


def _bool(value) -> str:
    return "" if value is None else ("true" if value else "false")


def _waits_rows(number: int, record: dict) -> str:
    head = (number, record["hand"], _bool(record["tenpai"]), record["shanten"])
    if not record["waits"]:
        return csv_row(head + ("",) * 6 + ("",))
    rows = []
    for wait in record["waits"]:
        discard, drawn = wait["discard"], wait["self_drawn"]
        rows.append(csv_row(head + (
            wait["tile"], wait["left"],
            "" if discard is None else discard["total"], "" if discard is None else _bool(discard["meets_minimum"]),
            "" if drawn is None else drawn["total"], "" if drawn is None else _bool(drawn["meets_minimum"]),
            "",
        )))
    return "".join(rows)


def _waits_text(record: dict) -> str:
    """The waits of a record for a table: tile, then the discard / self-drawn totals."""
    if not record["waits"]:
        return f"not ready: {record['shanten']}-shanten"
    parts = []
    for wait in record["waits"]:
        totals = "/".join("-" if v is None else str(v["total"]) for v in (wait["discard"], wait["self_drawn"]))
        parts.append(f"{wait['tile']} {totals}")
    return "  ".join(parts)


def _score_waits_chunk(first_line: int, lines, defaults: WinContext, fmt: str, waits):
    summary = WaitsSummary()
    out: list = []
    number = first_line - 1
    for line in lines:
        number += 1
        outcome = _evaluate(line, defaults, number, waits)
        if outcome is None:
            continue
        record = outcome if type(outcome) is dict else outcome[0]
        summary.add(record)
        error = "error" in record
        if fmt == "ndjson" or fmt == "json":
            out.append(dumps(record))
        elif fmt == "csv":
            if error:
                out.append(csv_row((number, record["input"]) + ("",) * 8 + (f"{record['kind']}: {record['error']}",)))
            else:
                out.append(_waits_rows(number, record))
        elif fmt == "table":
            if error:
                out.append((number, record["input"], None, record["error"], record["kind"]))
            else:
                out.append((number, record["hand"], len(record["waits"]), _waits_text(record), None))
    return _finish(out, fmt), summary


def _finish(out: list, fmt: str):
    if fmt == "ndjson":
        return b"\n".join(out) + b"\n" if out else b""
    if fmt == "json":
        return b",\n".join(out)
    if fmt == "csv":
        return "".join(out).encode("utf-8")
    if fmt == "table":
        return out
    return b""


def score_chunk(first_line: int, lines, defaults: WinContext = _DEFAULTS, fmt: str = "ndjson", waits=None):
    """Score consecutive lines numbered from ``first_line``; return (output, Summary).

    The output is UTF-8 bytes for ``ndjson`` (one record per line), ``json`` (the records joined by
    ``,\\n``, for the caller to wrap in brackets), ``csv`` (rows without the header), nothing for
    ``none`` (summary only), and for ``table`` a list of rows (line, hand, fan_total, flowers, total,
    meets_minimum, fan names) or, for a rejected line, (line, input, None, None, None, None, message,
    kind). Blank and comment lines count for line numbers and produce nothing.

    With a ``waits`` function (see ``score_line``) every line is a waiting hand: the records are
    waits records, the CSV rows those
    of WAITS_CSV_COLUMNS, table rows (line, hand, number of waits, waits text, None) or (line,
    input, None, message, kind), and the summary a WaitsSummary.
    """
    if waits is not None:
        return _score_waits_chunk(first_line, lines, defaults, fmt, waits)
    summary = Summary()
    out: list = []
    number = first_line - 1
    for line in lines:
        number += 1
        outcome = _evaluate(line, defaults, number)
        if outcome is None:
            continue
        if type(outcome) is dict:
            summary.rejected += 1
            if fmt == "ndjson" or fmt == "json":
                out.append(dumps(outcome))
            elif fmt == "csv":
                out.append(
                    csv_row((number, outcome["input"], "", "", "", "", "", f"{outcome['kind']}: {outcome['error']}"))
                )
            elif fmt == "table":
                out.append((number, outcome["input"], None, None, None, None, outcome["error"], outcome["kind"]))
            continue
        result, text = outcome
        fans = result.fans
        total = result.total
        meets = result.meets_minimum
        summary.add_result(total, meets, [f.id for f in fans])
        if fmt == "ndjson" or fmt == "json":
            out.append(dumps(result_record(result, text, number)))
        elif fmt == "csv":
            hand = result.hand.notation()
            out.append(
                csv_row((number, hand, result.fan_total, result.flowers, total, "true" if meets else "false",
                         _fan_string(fans), ""))
            )
        elif fmt == "table":
            out.append((number, result.hand.notation(), result.fan_total, result.flowers, total, meets,
                        _fan_names(fans), None))
    return _finish(out, fmt), summary


_WORKER: tuple = (_DEFAULTS, "ndjson", None)


def init_worker(defaults: WinContext, fmt: str, waits=None) -> None:
    """Set up a worker process of ``gbmj batch``: keep the run's settings; leave Ctrl-C to the parent."""
    global _WORKER
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _WORKER = (defaults, fmt, waits)


def work(task: tuple[int, list]) -> tuple:
    """Score one chunk ``(first line number, lines)`` with the settings given to ``init_worker``."""
    return score_chunk(task[0], task[1], *_WORKER)
