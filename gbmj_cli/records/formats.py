"""The output formats of records: NDJSON, JSON, CSV and table rows, one encoder and one writer each.

An encoder turns the outcomes of a chunk of batch lines into that chunk's payload: UTF-8 bytes for
NDJSON, JSON (the records joined by ``,\\n``) and CSV (rows without the header), or a list of rows
for a table. The worker processes of ``gbmj batch`` encode their own chunks, so that the parent only
writes; a writer then puts the payloads of a run on the output with what goes around them (the
JSON brackets, the CSV header). A scored hand goes into CSV and table rows straight from its
ScoreResult: building its whole record first would cost more than the row. The table writer needs
Rich, so it lives in ``gbmj_cli.cli.batch_view``.
"""

import re
from collections.abc import Iterable
from enum import Enum
from typing import IO, TYPE_CHECKING, Any

from gbmj_cli.base.text import escape_json_bytes, escape_text
from gbmj_cli.messages import Msg
from gbmj_cli.records.json_bytes import dumps

if TYPE_CHECKING:  # the CLI imports Format without the scorer
    from collections.abc import Callable

    from gbmj_cli.scoring.catalog import AnyFan
    from gbmj_cli.scoring.claim import ClaimCheck, Shortfall
    from gbmj_cli.scoring.score import ScoreResult


class Format(Enum):
    """An output format of ``gbmj batch`` (and of the commands' ``--format``)."""

    TABLE = "table"
    JSON = "json"
    NDJSON = "ndjson"
    CSV = "csv"


class LineKind(Enum):
    """What every line of a batch run is: a hand to score, a waiting hand (``--waits``) or a hand to
    advise on (``--advise``). The kind decides the record, the CSV columns and the summary."""

    SCORE = "score"
    WAITS = "waits"
    ADVISE = "advise"

    @property
    def csv_columns(self) -> tuple[str, ...]:
        return _CSV_COLUMNS[self]


CSV_COLUMNS = ("line", "hand", "fan_total", "flowers", "total", "meets_minimum", "fans", "error", "claim", "rules")
"""The columns of ``gbmj batch --format csv`` (docs/output.md; then ``claim``, and ``rules`` last as docs/profiles.md
§6.5 asks)."""

WAITS_CSV_HEADER = (
    "tile",
    "left",
    "discard_total",
    "discard_meets_minimum",
    "self_drawn_total",
    "self_drawn_meets_minimum",
    "live",
)
"""The columns of ``gbmj waits --format csv`` (docs/advice.md §8.3): one row per wait. A hand that is not
ready has no wait: its CSV adds the column ``shanten`` and gives one row, its shanten alone."""

WAITS_CSV_COLUMNS = ("line", "hand", "tenpai", "shanten", *WAITS_CSV_HEADER[:-1], "error", "live")
"""The columns of ``gbmj batch --waits --format csv``: one row per wait (one row for a hand that is
not ready, or rejected)."""


ADVISE_CSV_HEADER = (
    "rank",
    "action",
    "tile",
    "drawn",
    "shanten",
    "tenpai",
    "forms",
    "kinds",
    "live",
    "useful",
    "outs",
    "legal_discard_outs",
    "legal_self_drawn_outs",
    "waits",
    "held_waits",
    "fan_total",
    "total",
    "meets_minimum",
)
"""The columns of ``gbmj advise --format csv`` (docs/advice.md §9.6)."""

ADVISE_CSV_COLUMNS = ("line", "hand", *ADVISE_CSV_HEADER, "error")
"""The columns of ``gbmj batch --advise --format csv``: one row per advise row (docs/advice.md §10)."""

_CSV_COLUMNS = {LineKind.SCORE: CSV_COLUMNS, LineKind.WAITS: WAITS_CSV_COLUMNS, LineKind.ADVISE: ADVISE_CSV_COLUMNS}


def csv_row(values: Iterable[Any]) -> str:
    """One CSV row (RFC 4180 quoting, ``\\n`` line ending).

    Most rows need no quotes: that is seen on the joined row (no quote or line break, a comma only
    between cells, no blank at a cell's edge) before any cell is looked at alone.
    """
    cells = [str(v) for v in values]
    row = ",".join(cells)
    if _CSV_QUOTED_BUT_COMMA.isdisjoint(row) and row.count(",") == len(cells) - 1 and not _CSV_EDGE.search(row):
        return row + "\n"
    return ",".join([_csv_field(cell) for cell in cells]) + "\n"


# --- the CSV of the analysis records (gbmj waits, gbmj advise) -----------------------------------


def _count(value: int | None) -> str:
    return "" if value is None else str(value)


def _tiles_live(entries: list[dict]) -> str:
    return " ".join(f"{u['tile']}:{u['live']}" for u in entries)


def _fan_total(variant_entry: dict | None) -> str:
    return "-" if variant_entry is None else str(variant_entry["fan_total"])


def advise_csv_rows(record: dict) -> list[list[str]]:
    """The CSV rows of an advise record (docs/advice.md §9.6): the win row first, then one per row shown."""
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
    """The CSV of a waits record (docs/advice.md §8.3): one row per wait, ``live`` last; a hand without waits gets
    the column ``shanten`` and one row, its shanten alone (the wait cells empty)."""
    if not record["waits"]:
        return [*WAITS_CSV_HEADER, "shanten"], [[None] * len(WAITS_CSV_HEADER) + [record["shanten"]]]
    return list(WAITS_CSV_HEADER), waits_csv_rows(record)


def waits_csv_rows(record: dict) -> list[list]:
    """The CSV rows of a waits record (docs/advice.md §8.3): one per wait, ``live`` last."""
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


# --- encoders: one chunk's outcomes -> its payload ----------------------------------------------


class Encoder:
    """Collects the encoded outcomes of a chunk, in input order; ``payload()`` gives the chunk's output.

    ``lang`` is the run's ``--lang`` (a ``gbmj_cli.messages.Lang`` or "zh", "en", "both"): the
    table shows fan names as it says, and its words in the language of sentences. ``file`` names
    the input of a run over several files: records begin with it, CSV rows end with it.
    """

    def __init__(self, kind: LineKind = LineKind.SCORE, lang: str = "en", file: str | None = None) -> None:
        self.kind = kind
        self.lang = lang
        self.file = file
        self.items: list[Any] = []

    def scored(self, number: int, result: "ScoreResult", text: str, claim: "ClaimCheck | None" = None) -> None:
        """Add a scored line: its result, its text, and the check of its claim (``--claim``)."""

    def analysed(self, number: int, record: dict[str, Any]) -> None:
        """Add a waits or advise record (``gbmj batch --waits``, ``--advise``)."""

    def rejected(self, number: int, record: dict[str, Any]) -> None:
        """Add a rejected line: its error record."""

    def payload(self) -> Any:
        return b""


class JsonEncoder(Encoder):
    """NDJSON: one record per line; the JSON format joins the same records by ``,\\n``."""

    separator = b"\n"

    def __init__(self, kind: LineKind = LineKind.SCORE, lang: str = "en", file: str | None = None) -> None:
        super().__init__(kind, lang, file)
        # late: record_json brings the scorer, +30 ms at start (import click: 22 ms) that the CLI's Format does not need
        from gbmj_cli.records.record_json import scored_json

        self.scored_json = scored_json

    def scored(self, number: int, result: "ScoreResult", text: str, claim: "ClaimCheck | None" = None) -> None:
        self.items.append(self.scored_json(result, text, number, claim, self.file))

    def analysed(self, number: int, record: dict[str, Any]) -> None:
        self.items.append(dumps(record if self.file is None else {"file": self.file, **record}))

    rejected = analysed

    def payload(self) -> bytes:
        if not self.items:
            return b""
        data = self.separator.join(self.items) + (b"\n" if self.separator == b"\n" else b"")
        return escape_json_bytes(data)


class JsonArrayEncoder(JsonEncoder):
    separator = b",\n"


class CsvEncoder(Encoder):
    """CSV rows without the header, as UTF-8 bytes (the file's name escaped, as every cell from input)."""

    def __init__(self, kind: LineKind = LineKind.SCORE, lang: str = "en", file: str | None = None) -> None:
        super().__init__(kind, lang, None if file is None else escape_text(file))

    def scored(self, number: int, result: "ScoreResult", text: str, claim: "ClaimCheck | None" = None) -> None:
        rows = result.profile.rows
        fans = " ".join([f"{rows[f.fan].number}x{f.count}" for f in result.fans])
        self._row(
            (
                number,
                result.hand.notation(),
                result.fan_total,
                result.flowers,
                result.total,
                _bool(result.meets_minimum),
                fans,
                "",
                "" if claim is None else _claim_cell(claim, result),
                result.profile.name,
            )
        )

    def _row(self, values: tuple[Any, ...]) -> None:
        self.items.append(csv_row(values if self.file is None else (*values, self.file)))

    def analysed(self, number: int, record: dict[str, Any]) -> None:
        if self.kind is LineKind.ADVISE:
            for row in advise_csv_rows(record):
                self._row((number, record["hand"], *row, ""))
            return
        head = (number, record["hand"], _bool(record["tenpai"]), record["shanten"])
        if not record["waits"]:
            self._row(head + ("",) * (len(WAITS_CSV_COLUMNS) - len(head)))
            return
        for wait in record["waits"]:
            totals: list[Any] = []
            for variant in (wait["discard"], wait["self_drawn"]):
                totals += ("", "") if variant is None else (variant["total"], _bool(variant["meets_minimum"]))
            self._row((*head, wait["tile"], wait["left"], *totals, "", wait["live"]))

    def rejected(self, number: int, record: dict[str, Any]) -> None:
        row: dict[str, Any] = dict.fromkeys(self.kind.csv_columns, "")
        row.update(
            line=number, hand=escape_text(record["input"]), error=escape_text(f"{record['kind']}: {record['error']}")
        )
        self._row(tuple(row.values()))

    def payload(self) -> bytes:
        return "".join(self.items).encode("utf-8")


class TableEncoder(Encoder):
    """Rows for the table of ``gbmj_cli.cli.batch_view``, as plain tuples:

    - a scored hand: (line, hand, fan_total, flowers, total, meets_minimum, fan names, None);
    - a waits record: (line, hand, number of waits, waits text, None);
    - an advise record: (line, hand, win total, best discard, its shanten, live, legal outs, None);
    - an error record: (line, input, None, ..., message, kind), as long as the rows of its run.
    """

    def scored(self, number: int, result: "ScoreResult", text: str, claim: "ClaimCheck | None" = None) -> None:
        rows = result.profile.rows
        english = self.lang == "en"
        names = " ".join(
            (rows[f.fan].name_en if english else rows[f.fan].name) + ("" if f.count == 1 else f"×{f.count}")
            for f in result.fans
        )
        if claim is not None:
            verdict = Msg("claim.matches_word" if claim.matches else "claim.differs_word")
            names += "  · " + Msg("claim.table_note", total=claim.claimed_total, verdict=verdict).text(self.lang)
        self.items.append(
            (
                number,
                result.hand.notation(),
                result.fan_total,
                result.flowers,
                result.total,
                result.meets_minimum,
                names,
                None,
            )
        )

    def analysed(self, number: int, record: dict[str, Any]) -> None:
        if self.kind is LineKind.ADVISE:
            self.items.append(_advise_row(number, record))
            return
        waits = record["waits"]
        if not waits:
            text = Msg("batch.not_ready", shanten=record["shanten"]).text(self.lang)
        else:
            text = "  ".join(f"{w['tile']} {_total(w['discard'])}/{_total(w['self_drawn'])}" for w in waits)
        self.items.append((number, record["hand"], len(waits), text, None))

    def rejected(self, number: int, record: dict[str, Any]) -> None:
        blanks = (None,) * _TABLE_BLANKS[self.kind]
        self.items.append((number, record["input"], *blanks, record["error"], record["kind"]))

    def payload(self) -> list[tuple[Any, ...]]:
        return self.items


_TABLE_BLANKS = {LineKind.SCORE: 4, LineKind.WAITS: 1, LineKind.ADVISE: 4}
"""The cells between an error row's input and its message: as many as its run's rows have."""

ENCODERS: dict[Format | None, type[Encoder]] = {
    Format.NDJSON: JsonEncoder,
    Format.JSON: JsonArrayEncoder,
    Format.CSV: CsvEncoder,
    Format.TABLE: TableEncoder,
    None: Encoder,  # no records wanted (--summary-only): only the summary is counted
}


# --- writers: a run's payloads -> the output -----------------------------------------------------


class Writer:
    """Writes the payloads of a run to a binary stream, in the order given: begin, write..., end.

    ``files``: the run reads several inputs, whose records carry ``file`` (a CSV column of its own);
    ``bom``: CSV begins with a UTF-8 byte-order mark.
    """

    def __init__(
        self, stream: IO[bytes] | Any, kind: LineKind = LineKind.SCORE, files: bool = False, bom: bool = False
    ) -> None:
        self.stream = stream
        self.kind = kind
        self.files = files
        self.bom = bom
        self.count = 0

    def heading(self, name: str) -> None:
        """The input ``name`` begins (records say it themselves; a table prints it)."""

    def begin(self) -> None:
        """Write what comes before the first record."""

    def write(self, payload: Any) -> None:
        """Write one chunk's payload (nothing for an empty one)."""
        if payload:
            self._put(payload)
            self.count += 1

    def end(self) -> None:
        """Write what comes after the last record."""

    def _put(self, data: bytes) -> None:
        self.stream.write(data)
        self.stream.flush()


class NdjsonWriter(Writer):
    pass


class JsonWriter(Writer):
    """One JSON array: the chunks' records between brackets."""

    def write(self, payload: Any) -> None:
        if payload:
            self._put((b"[\n" if self.count == 0 else b",\n") + payload)
            self.count += 1

    def end(self) -> None:
        self._put(b"[]\n" if self.count == 0 else b"\n]\n")


class CsvWriter(Writer):
    """The header row, then the chunks' rows."""

    def begin(self) -> None:
        columns = (*self.kind.csv_columns, "file") if self.files else self.kind.csv_columns
        self._put(("\ufeff" if self.bom else "").encode() + (",".join(columns) + "\n").encode())


WRITERS: dict[Format | None, type[Writer]] = {
    Format.NDJSON: NdjsonWriter,
    Format.JSON: JsonWriter,
    Format.CSV: CsvWriter,
    None: Writer,  # --summary-only: no records
}
"""The writers of the byte formats; the table's is ``gbmj_cli.cli.batch_view.TableWriter``."""


_CSV_QUOTED = frozenset(',"\n\r')  # a field holding one of these is quoted
_CSV_QUOTED_BUT_COMMA = _CSV_QUOTED - {","}
_CSV_EDGE = re.compile(r"(?:^|,)[ \t]|[ \t](?:,|$)")  # a blank that begins or ends a cell of a joined row


def _csv_field(value: str) -> str:
    if value and (value[0] in " \t" or not _CSV_QUOTED.isdisjoint(value) or value[-1] in " \t"):
        return '"' + value.replace('"', '""') + '"'
    return value


def _claim_cell(claim: "ClaimCheck", result: "ScoreResult") -> str:
    """The ``claim`` column: ``matches``, or ``differs:`` with the totals and the fans in question (printed numbers)."""
    if claim.matches:
        return "matches"
    number = result.profile.number
    parts = [f"claimed {claim.claimed_total}, scored {claim.scored_total}"]
    if claim.not_counted:
        parts.append("not counted " + ", ".join(_shortfall(s, number) for s in claim.not_counted))
    if claim.not_claimed:
        parts.append("not claimed " + " ".join(f"{number(u.fan)}x{u.count}" for u in claim.not_claimed))
    return "differs: " + "; ".join(parts)


def _shortfall(shortfall: "Shortfall", number: "Callable[[AnyFan], int]") -> str:
    """A claimed fan that does not count, for the ``claim`` column: ``73x1 (excluded by 60)``."""
    why = shortfall.reason.value.replace("_", " ")
    if shortfall.by:
        why += " by " + " ".join(str(number(f)) for f in shortfall.by)
    return f"{number(shortfall.fan)}x{shortfall.claimed - shortfall.counted} ({why})"


def _bool(value: bool | None) -> str:
    return "" if value is None else ("true" if value else "false")


def _advise_row(number: int, record: dict[str, Any]) -> tuple[Any, ...]:
    """An advise record as a table row: the win's fan total, then the first row's discard and counts."""
    win = record["win"]
    win_text = "" if win is None else str(win["fan_total"]) + ("" if win["meets_minimum"] else " (<8)")
    best = record["rows"][0]
    legal = f"{best['legal_discard_outs']}/{best['legal_self_drawn_outs']}" if best["tenpai"] else "—"
    return (number, record["hand"], win_text, best["discard"], best["shanten"], best["live"], legal, None)


def _total(variant: dict[str, Any] | None) -> str:
    return "-" if variant is None else str(variant["total"])
