"""The output of a chunk of batch lines in one format: NDJSON, JSON, CSV or rows for a table.

The worker processes of ``gbmj batch`` format their own chunks, so that the parent only writes bytes
(or, for a table, renders the rows it gets). A scored hand goes into CSV and table rows straight
from its ScoreResult: building its whole record first would cost more than the row.
"""

import json

from gbmj_cli.core.fans.catalog import FANS
from gbmj_cli.records.analysis import ADVISE_CSV_HEADER, advise_csv_rows
from gbmj_cli.records.record import result_record
from gbmj_cli.core.scoring import ScoreResult

try:  # optional: a faster JSON writer with the same output as json.dumps below
    import orjson as _orjson
except ImportError:  # pragma: no cover - depends on the environment
    _orjson = None

CSV_COLUMNS = ("line", "hand", "fan_total", "flowers", "total", "meets_minimum", "fans", "error")
"""The columns of ``gbmj batch --format csv`` (output.md)."""

WAITS_CSV_COLUMNS = (
    "line", "hand", "tenpai", "shanten", "tile", "left", "discard_total", "discard_meets_minimum",
    "self_drawn_total", "self_drawn_meets_minimum", "error", "live",
)
"""The columns of ``gbmj batch --waits --format csv``: one row per wait (one row for a hand that is
not ready, or rejected)."""

ADVISE_CSV_COLUMNS = ("line", "hand", *ADVISE_CSV_HEADER, "error")
"""The columns of ``gbmj batch --advise --format csv``: one row per advise row (advice.md §10)."""


if _orjson is not None:

    def _dumps(record: dict) -> bytes:
        """One record as compact UTF-8 JSON."""
        return _orjson.dumps(record)

else:  # pragma: no cover - depends on the environment

    def _dumps(record: dict) -> bytes:
        """One record as compact UTF-8 JSON."""
        return json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def csv_row(values) -> str:
    """One CSV row (RFC 4180 quoting, ``\\n`` line ending)."""
    return ",".join(_csv_field(str(v)) for v in values) + "\n"


class ChunkOutput:
    """Collects the output of a chunk's lines, in input order, in one format.

    ``fmt`` is ndjson, json, csv, table, or none (nothing: only the summary is wanted). ``output()``
    gives UTF-8 bytes for ndjson (one record per line), json (the records joined by ``,\\n``, for the
    caller to wrap in brackets) and csv (rows without the header), and for table a list of rows:

    - a scored hand: (line, hand, fan_total, flowers, total, meets_minimum, fan names, None);
    - a waits record: (line, hand, number of waits, waits text, None);
    - an advise record: (line, hand, win total, best discard, its shanten, live, legal outs, None);
    - an error record: (line, input, None, ..., message, kind), as long as the rows of its run.
    """

    def __init__(self, fmt: str, waits: bool = False, advise: bool = False):
        self.fmt = fmt
        self.waits = waits
        self.advise = advise
        self.items: list = []

    def add(self, number: int, found, text: str) -> None:
        """Add a scored line: its ScoreResult (or with ``waits`` / ``advise`` its record) and its text."""
        fmt = self.fmt
        if fmt == "ndjson" or fmt == "json":
            self.items.append(_dumps(found if self.waits or self.advise else result_record(found, text, number)))
        elif fmt == "csv":
            if self.advise:
                self.items.append("".join(csv_row((number, found["hand"], *row, "")) for row in advise_csv_rows(found)))
            else:
                self.items.append(_waits_csv(number, found) if self.waits else _scored_csv(number, found))
        elif fmt == "table":
            if self.advise:
                self.items.append(_advise_row(number, found))
            else:
                self.items.append(_waits_row(number, found) if self.waits else _scored_row(number, found))

    def add_error(self, number: int, record: dict) -> None:
        """Add a rejected line: its error record."""
        fmt = self.fmt
        if fmt == "ndjson" or fmt == "json":
            self.items.append(_dumps(record))
        elif fmt == "csv":
            columns = ADVISE_CSV_COLUMNS if self.advise else WAITS_CSV_COLUMNS if self.waits else CSV_COLUMNS
            row = [""] * len(columns)
            row[0], row[1] = str(number), record["input"]
            row[columns.index("error")] = f"{record['kind']}: {record['error']}"
            self.items.append(csv_row(row))
        elif fmt == "table":
            blanks = (None,) * (1 if self.waits else 4)
            self.items.append((number, record["input"], *blanks, record["error"], record["kind"]))

    def output(self):
        items, fmt = self.items, self.fmt
        if fmt == "ndjson":
            return _escape_line_breaks(b"\n".join(items) + b"\n") if items else b""
        if fmt == "json":
            return _escape_line_breaks(b",\n".join(items))
        if fmt == "csv":
            return "".join(items).encode("utf-8")
        if fmt == "table":
            return items
        return b""


# Characters that JSON leaves as they are in a string but that str.splitlines() (and some other line
# readers) take for line breaks: escaped, an input line holding one still gives one NDJSON line.
_LINE_BREAKS = ((b"\xc2\x85", b"\\u0085"), (b"\xe2\x80\xa8", b"\\u2028"), (b"\xe2\x80\xa9", b"\\u2029"))


def _escape_line_breaks(data: bytes) -> bytes:
    """Write U+0085, U+2028 and U+2029 in JSON text as escapes (they can only stand inside strings)."""
    for raw, escaped in _LINE_BREAKS:
        if raw in data:
            data = data.replace(raw, escaped)
    return data


def _csv_field(value: str) -> str:
    if value and (value[0] in " \t" or any(c in value for c in ',"\n\r') or value[-1] in " \t"):
        return '"' + value.replace('"', '""') + '"'
    return value


def _bool(value: bool | None) -> str:
    return "" if value is None else ("true" if value else "false")


def _scored_csv(number: int, result: ScoreResult) -> str:
    fans = " ".join(f"{f.id}x{f.count}" for f in result.fans)
    return csv_row((number, result.hand.notation(), result.fan_total, result.flowers, result.total,
                    _bool(result.meets_minimum), fans, ""))


def _scored_row(number: int, result: ScoreResult) -> tuple:
    names = " ".join(FANS[f.id].zh if f.count == 1 else f"{FANS[f.id].zh}×{f.count}" for f in result.fans)
    return (number, result.hand.notation(), result.fan_total, result.flowers, result.total, result.meets_minimum,
            names, None)


def _waits_csv(number: int, record: dict) -> str:
    head = (number, record["hand"], _bool(record["tenpai"]), record["shanten"])
    if not record["waits"]:
        return csv_row(head + ("",) * 8)
    rows = []
    for wait in record["waits"]:
        totals: list = []
        for variant in (wait["discard"], wait["self_drawn"]):
            totals += ("", "") if variant is None else (variant["total"], _bool(variant["meets_minimum"]))
        rows.append(csv_row((*head, wait["tile"], wait["left"], *totals, "", wait["live"])))
    return "".join(rows)


def _waits_row(number: int, record: dict) -> tuple:
    """A waits record as a table row; its text lists each wait with its discard / self-drawn totals."""
    waits = record["waits"]
    if not waits:
        text = f"not ready: {record['shanten']}-shanten"
    else:
        text = "  ".join(f"{w['tile']} {_total(w['discard'])}/{_total(w['self_drawn'])}" for w in waits)
    return (number, record["hand"], len(waits), text, None)


def _advise_row(number: int, record: dict) -> tuple:
    """An advise record as a table row: the win's fan total, then the first row's discard and counts."""
    win = record["win"]
    win_text = "" if win is None else str(win["fan_total"]) + ("" if win["meets_minimum"] else " (<8)")
    best = record["rows"][0]
    legal = f"{best['legal_discard_outs']}/{best['legal_self_drawn_outs']}" if best["tenpai"] else "—"
    return (number, record["hand"], win_text, best["discard"], best["shanten"], best["live"], legal, None)


def _total(variant: dict | None) -> str:
    return "-" if variant is None else str(variant["total"])
