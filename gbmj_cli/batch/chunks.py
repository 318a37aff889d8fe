"""Chunks of consecutive lines, the unit of work of ``gbmj batch``, and its worker processes.

A chunk comes back as its formatted output and its summary, so that the parent process only writes
and merges. Part of the core (no click, no rich): the workers import nothing else.
"""

from gbmj_cli.records.formats import ChunkOutput
from gbmj_cli.core.hand import WinContext
from gbmj_cli.batch.lines import evaluate_line
from gbmj_cli.batch.summary import AdviceSummary, Summary, WaitsSummary

_DEFAULTS = WinContext()


def score_chunk(first_line: int, lines, defaults: WinContext = _DEFAULTS, fmt: str = "ndjson", waits: bool = False,
                advise: bool = False, all_discards: bool = False):
    """Score consecutive lines numbered from ``first_line``; return (output, summary).

    The output is that of ``ChunkOutput`` in format ``fmt``; the summary a Summary, or with
    ``waits`` (every line a waiting hand, as ``score_line`` reads it) a WaitsSummary, or with
    ``advise`` (every line a hand for ``gbmj advise``) an AdviceSummary. Blank and comment lines
    count for line numbers and produce nothing.
    """
    summary = AdviceSummary() if advise else WaitsSummary() if waits else Summary()
    count = summary.add_result if type(summary) is Summary else summary.add
    output = ChunkOutput(fmt, waits, advise)
    for number, line in enumerate(lines, first_line):
        outcome = evaluate_line(line, defaults, number, waits, advise, all_discards)
        if outcome is None:
            continue
        if type(outcome) is dict:
            summary.rejected += 1
            output.add_error(number, outcome)
        else:
            found, text = outcome
            count(found)
            output.add(number, found, text)
    return output.output(), summary


_SETTINGS: tuple = (_DEFAULTS, "ndjson", False, False, False)


def init_worker(defaults: WinContext, fmt: str, waits: bool, advise: bool = False, all_discards: bool = False) -> None:
    """Set up a worker process of ``gbmj batch``: keep the run's settings; leave Ctrl-C to the parent."""
    global _SETTINGS
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _SETTINGS = (defaults, fmt, waits, advise, all_discards)


def work(task: tuple[int, list]) -> tuple:
    """Score one chunk ``(first line number, lines)`` with the settings given to ``init_worker``."""
    return score_chunk(task[0], task[1], *_SETTINGS)
