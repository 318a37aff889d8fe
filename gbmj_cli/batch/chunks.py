"""Chunks of consecutive lines, the unit of work of ``gbmj batch``: scored, encoded and counted.

A chunk comes back as its encoded payload and its summary, so that the parent process only writes
and merges. The run's settings travel with every chunk (they are small: the default context, with
its rule profile, and the format), so a worker process keeps no state of its own.
"""

import gc
import signal
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from gbmj_cli.batch.lines import Analysed, Outcome, Rejected, Scored, TooLong, evaluate_line, internal_error
from gbmj_cli.batch.summary import Summary, summary_for
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.notations.read import ReadOptions
from gbmj_cli.records.formats import ENCODERS, Encoder, Format, LineKind
from gbmj_cli.records.record import error_record


@dataclass(frozen=True, slots=True)
class Settings:
    """What every line of a run shares: the default win context, the output format, the kind of line,
    how hands are read (``--notation``, ``--z``), whether an advise record shows every discard,
    whether records explain each fan (``--explain``), the language (``--lang``: of the error sentences,
    and of the table's names and words; records always add ``error_en``), and in a run over several
    files the one being read (``file``).

    The defaults of a waits or advise run may be an ``AnalysisDefaults``, with ``--seen`` and ``--wall``.
    """

    defaults: WinContext = field(default_factory=WinContext)
    fmt: Format | None = Format.NDJSON  # None: no records, only the summary (--summary-only)
    kind: LineKind = LineKind.SCORE
    reading: ReadOptions = field(default_factory=ReadOptions)
    all_discards: bool = False
    explain: bool = False
    lang: str = "en"
    file: str | None = None


class ChunkResult(NamedTuple):
    """A scored chunk: its output in the run's format, and what its lines counted."""

    payload: Any
    summary: Summary


def score_chunk(first_line: int, lines: list[Any], settings: Settings = Settings()) -> ChunkResult:
    """Score consecutive lines numbered from ``first_line``; blank and comment lines count for numbers only.

    The cyclic garbage collector waits while the lines are scored and runs, as its counts then ask,
    between chunks: a collection that fell on a line put 0.6-3 ms on it (10-20 lines in 100,000 took
    over 300 µs; none with the collector waiting), and the scoring makes no cycles to collect (a run
    of 63,000 lines with the collector off peaked at the same memory), so a chunk's wait holds little.
    """
    if not gc.isenabled():  # a caller that turned it off keeps it off
        return _scored_chunk(first_line, lines, settings)
    gc.disable()
    try:
        return _scored_chunk(first_line, lines, settings)
    finally:
        gc.enable()


def _scored_chunk(first_line: int, lines: list[Any], settings: Settings) -> ChunkResult:
    summary = summary_for(settings.kind)
    encoder = ENCODERS[settings.fmt](settings.kind, settings.lang, settings.file)
    defaults, kind, reading, lang = settings.defaults, settings.kind, settings.reading, settings.lang
    all_discards, explain = settings.all_discards, settings.explain
    items, scored, add = encoder.items, encoder.scored, summary.add
    for number, line in enumerate(lines, first_line):
        outcome = evaluate_line(line, defaults, number, kind, reading, all_discards, explain, lang)
        done = len(items)
        try:
            if type(outcome) is Scored:
                scored(number, *outcome)  # its result, text and claim
            else:
                _encode(encoder, number, outcome)
        except Exception as exc:  # a bug in formatting the line: keep the run going, say so in its record
            del items[done:]  # not half a record
            outcome = Rejected(error_record(internal_error(exc), "internal", _text(line), number, lang=lang))
            encoder.rejected(number, outcome.record)
        add(outcome)
    return ChunkResult(encoder.payload(), summary)


def _encode(encoder: Encoder, number: int, outcome: Outcome) -> None:
    """Add a line's outcome but a Scored one (which the loop adds itself) to the chunk's payload."""
    if type(outcome) is Analysed:
        encoder.analysed(number, outcome.record)
    elif type(outcome) is Rejected:
        encoder.rejected(number, outcome.record)


def _text(line: Any) -> str:
    """A line as text for an error record, whatever it was."""
    raw = line.head if isinstance(line, TooLong) else line
    return raw.decode("utf-8", "replace") if isinstance(raw, (bytes, bytearray)) else str(raw)


def worker_signals() -> None:
    """Set up a worker process: leave Ctrl-C to the parent, which stops the workers itself, and
    let SIGTERM (how the parent stops them) end a worker at once, whatever the parent made of it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
