"""gbmj: a Chinese Official Mahjong (MCR) fan calculator.

The small public API: parse a hand string, score it, get the JSON record.
"""

__version__ = "0.1.0"
