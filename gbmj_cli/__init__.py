"""gbmj: a Chinese Official Mahjong (MCR) fan calculator.

The small public API: parse a hand string, score it, get the JSON record.

For scoring many hands, ``score_line`` and ``score_hand`` (from ``gbmj_cli.lines``) return the
record of one batch line or one hand as a dict; they are loaded on first use, so importing
``gbmj_cli`` stays cheap::

    >>> from gbmj_cli import score_line
    >>> score_line("[EEE1][123m]456p789s1p1p --self-drawn --seat S --flowers 2")["total"]
    14

``score_line(line, defaults=WinContext(), line_number=None)`` never raises for bad input (it returns
an error record, or None for a blank or comment line), so it can be mapped over a Spark or Dask
collection of lines; see examples/dask_batch.py.
"""

__version__ = "0.1.0"

_LAZY = {"score_line": "gbmj_cli.lines", "score_hand": "gbmj_cli.lines"}


def __getattr__(name: str):
    """Load ``score_line`` and ``score_hand`` on first access (PEP 562)."""
    if name in _LAZY:
        import importlib

        value = getattr(importlib.import_module(_LAZY[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(list(globals()) + list(_LAZY))
