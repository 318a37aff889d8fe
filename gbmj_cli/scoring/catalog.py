"""The 82 fans by name: the ``Fan`` enum of stable keys, and the families of their detectors.

A fan is always referred to by its member here (``Fan.ALL_CHOWS``, key ``all_chows``), never by a
printed number: numbers, points, names, what a fan means and an example hand of it belong to a rule
profile (``gbmj_cli/scoring/profiles/*.toml``), and the Green Book prints other numbers than 1998.
The member's value is the 1998 number, a fixed internal index that keeps fans sortable and cheap to
hash. Each fan is found by one family module of ``gbmj_cli.scoring.fans``, whose ``DETECTS`` lists
it, mostly by a detector of its key's name, so that a fan's rule is one ``grep`` away from its key:
the detector in that module, its 不计 entries and what it means in ``profiles/1998.toml``.
"""

from dataclasses import dataclass
from enum import IntEnum


class Fan(IntEnum):
    """Every fan; ``key`` is its stable name, the value its 1998 number (an internal index)."""

    BIG_FOUR_WINDS = 1
    BIG_THREE_DRAGONS = 2
    ALL_GREEN = 3
    NINE_GATES = 4
    FOUR_KONGS = 5
    SEVEN_SHIFTED_PAIRS = 6
    THIRTEEN_ORPHANS = 7
    ALL_TERMINALS = 8
    LITTLE_FOUR_WINDS = 9
    LITTLE_THREE_DRAGONS = 10
    ALL_HONORS = 11
    FOUR_CONCEALED_PUNGS = 12
    PURE_TERMINAL_CHOWS = 13
    QUADRUPLE_CHOW = 14
    FOUR_PURE_SHIFTED_PUNGS = 15
    FOUR_PURE_SHIFTED_CHOWS = 16
    THREE_KONGS = 17
    ALL_TERMINALS_AND_HONORS = 18
    SEVEN_PAIRS = 19
    GREATER_HONORS_AND_KNITTED_TILES = 20
    ALL_EVEN_PUNGS = 21
    FULL_FLUSH = 22
    PURE_TRIPLE_CHOW = 23
    PURE_SHIFTED_PUNGS = 24
    UPPER_TILES = 25
    MIDDLE_TILES = 26
    LOWER_TILES = 27
    PURE_STRAIGHT = 28
    THREE_SUITED_TERMINAL_CHOWS = 29
    PURE_SHIFTED_CHOWS = 30
    ALL_FIVE = 31
    TRIPLE_PUNG = 32
    THREE_CONCEALED_PUNGS = 33
    LESSER_HONORS_AND_KNITTED_TILES = 34
    KNITTED_STRAIGHT = 35
    UPPER_FOUR = 36
    LOWER_FOUR = 37
    BIG_THREE_WINDS = 38
    MIXED_STRAIGHT = 39
    REVERSIBLE_TILES = 40
    MIXED_TRIPLE_CHOW = 41
    MIXED_SHIFTED_PUNGS = 42
    CHICKEN_HAND = 43
    LAST_TILE_DRAW = 44
    LAST_TILE_CLAIM = 45
    OUT_WITH_REPLACEMENT_TILE = 46
    ROBBING_THE_KONG = 47
    ALL_PUNGS = 48
    HALF_FLUSH = 49
    MIXED_SHIFTED_CHOWS = 50
    ALL_TYPES = 51
    MELDED_HAND = 52
    TWO_CONCEALED_KONGS = 53
    TWO_DRAGONS_PUNGS = 54
    OUTSIDE_HAND = 55
    FULLY_CONCEALED_HAND = 56
    TWO_MELDED_KONGS = 57
    LAST_TILE = 58
    DRAGON_PUNG = 59
    PREVALENT_WIND = 60
    SEAT_WIND = 61
    CONCEALED_HAND = 62
    ALL_CHOWS = 63
    TILE_HOG = 64
    DOUBLE_PUNG = 65
    TWO_CONCEALED_PUNGS = 66
    CONCEALED_KONG = 67
    ALL_SIMPLES = 68
    PURE_DOUBLE_CHOW = 69
    MIXED_DOUBLE_CHOW = 70
    SHORT_STRAIGHT = 71
    TWO_TERMINAL_CHOWS = 72
    PUNG_OF_TERMINALS_OR_HONORS = 73
    MELDED_KONG = 74
    ONE_VOIDED_SUIT = 75
    NO_HONORS = 76
    EDGE_WAIT = 77
    CLOSED_WAIT = 78
    SINGLE_WAIT = 79
    SELF_DRAWN = 80
    FLOWER_TILES = 81
    CONCEALED_KONG_AND_MELDED_KONG = 82

    @property
    def key(self) -> str:
        """The stable snake_case key, as rules files and records write it."""
        return self.name.lower()


@dataclass(frozen=True, slots=True)
class HouseFan:
    """A fan that a rules file adds (docs/house-rules.md §3): named by its ``key`` as a ``Fan`` is."""

    key: str


AnyFan = Fan | HouseFan
"""An official fan or a house fan: what a profile's rows, a hand's fans and its records hold."""


def fan_of_key(key: str) -> AnyFan:
    """The fan a record's ``key`` names: an official fan, else a house fan (rules files keep the two apart)."""
    return Fan.__members__.get(key.upper()) or HouseFan(key)


Excluded = tuple[AnyFan, int, tuple[AnyFan, ...]]
"""A fan found but not counted: the fan, its count, and the counted fans that exclude it."""


FAMILIES = ("chows", "pungs", "kongs", "shape", "tile_traits", "win", "forms")
"""The detector modules of ``gbmj_cli.scoring.fans``, one per family of fans."""
