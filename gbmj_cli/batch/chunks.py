"""Chunks of consecutive lines, the unit of work of ``gbmj batch``: scored, encoded and counted.

A chunk comes back as its encoded payload and its summary, so that the parent process only writes
and merges. The run's settings travel with every chunk (they are small: the default context, with
its rule profile, and the format), so a worker process keeps no state of its own.
"""

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from gbmj_cli.batch.lines import Analysed, Rejected, Scored, evaluate_line
from gbmj_cli.batch.summary import Summary, summary_for
from gbmj_cli.core.context import WinContext
from gbmj_cli.records.formats import ENCODERS, Format


@dataclass(frozen=True, slots=True)
class Settings:
    """What every line of a run shares: the default win context, the output format, the kind of line,
    and whether records explain each fan (``--explain``)."""

    defaults: WinContext = field(default_factory=WinContext)
    fmt: Format | None = Format.NDJSON  # None: no records, only the summary (--summary-only)
    waits: bool = False
    explain: bool = False


class ChunkResult(NamedTuple):
    """A scored chunk: its output in the run's format, and what its lines counted."""

    payload: Any
    summary: Summary


def score_chunk(first_line: int, lines: list[Any], settings: Settings = Settings()) -> ChunkResult:
    """Score consecutive lines numbered from ``first_line``; blank and comment lines count for numbers only."""
    summary = summary_for(settings.waits)
    encoder = ENCODERS[settings.fmt](settings.waits)
    for number, line in enumerate(lines, first_line):
        outcome = evaluate_line(line, settings.defaults, number, settings.waits, settings.explain)
        summary.add(outcome)
        match outcome:
            case Scored(result, text, claim):
                encoder.scored(number, result, text, claim)
            case Analysed(record):
                encoder.analysed(number, record)
            case Rejected(record):
                encoder.rejected(number, record)
    return ChunkResult(encoder.payload(), summary)


def ignore_interrupts() -> None:
    """Set up a worker process: leave Ctrl-C to the parent, which stops the workers itself."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
