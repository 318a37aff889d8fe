"""gbmj: a Chinese Official Mahjong (MCR) fan calculator.

The small public API, loaded on first use so that importing ``gbmj_cli`` stays cheap:
``parse_hand`` (hand string -> Hand), ``WinContext``, ``score`` (Hand + WinContext -> ScoreResult) and
``result_record`` (ScoreResult -> the JSON record of docs/output.md)::

    >>> from gbmj_cli import WinContext, parse_hand, score
    >>> score(parse_hand("1112345678999p9p"), WinContext(self_drawn=True)).total
    107

For scoring many hands, ``score_line`` and ``score_hand`` (from ``gbmj_cli.batch.lines``) return the
record of one batch line or one hand as a dict::

    >>> from gbmj_cli import score_line
    >>> score_line("[EEE1][123m]456p789s1p1p --self-drawn --seat S --flowers 2")["total"]
    14

``score_line(line, defaults=WinContext(), line_number=None, waits=False, reading=ReadOptions(), advise=False,
all_discards=False, explain=False, lang="en")`` never raises for bad input (it returns an error record, or None
for a blank or comment line), so it can be mapped over a Spark or Dask collection of lines; see
examples/dask_batch.py. Both read a hand in any notation (docs/notation.md); ``gbmj_cli.hands.notations``
reads and writes them. With ``waits`` or ``advise`` a line is a hand for ``gbmj waits`` or ``gbmj advise``
and the record is theirs.
"""

import importlib

__version__ = "0.2.0"

_LAZY = {
    "parse_hand": "gbmj_cli.hands.notation",
    "WinContext": "gbmj_cli.hands.context",
    "score": "gbmj_cli.scoring.score",
    "result_record": "gbmj_cli.records.record",
    "score_line": "gbmj_cli.batch.lines",
    "score_hand": "gbmj_cli.batch.lines",
}


def __getattr__(name: str) -> object:
    """Load the public names on first access (PEP 562)."""
    if name in _LAZY:
        value = getattr(importlib.import_module(_LAZY[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(list(globals()) + list(_LAZY))
