"""The 82 fans by name: the ``Fan`` enum of stable keys, and one catalogue row per fan.

A fan is always referred to by its member here (``Fan.ALL_CHOWS``, key ``all_chows``), never by a
printed number: numbers, points and names belong to a rule profile (``gbmj_cli/scoring/profiles/*.toml``),
and the Green Book prints other numbers than 1998. The member's value is the 1998 number, a fixed
internal index that keeps fans sortable and cheap to hash.

A row says what the fan means, an example hand that has it (the tests score every example), and
the family module under ``gbmj_cli.scoring.fans`` whose detector finds it, so that a fan's rule is one
``grep`` away from its key: the detector in that module, its 不计 entries in ``profiles/1998.toml``.
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


FAMILIES = ("chows", "pungs", "kongs", "shape", "tile_traits", "win", "forms")
"""The detector modules of ``gbmj_cli.scoring.fans``, one per family of fans."""


@dataclass(frozen=True, slots=True)
class FanInfo:
    """What a fan means and where it is found; names and points come from the rule profile."""

    fan: Fan
    family: str
    definition: str
    example: str
    example_flags: str = ""


CATALOG: dict[Fan, FanInfo] = {
    row.fan: row
    for row in (
        FanInfo(Fan.BIG_FOUR_WINDS, "pungs", "Pungs or kongs of all four winds, plus any pair.", "EEESSSWWWNNN5m5m"),
        FanInfo(Fan.BIG_THREE_DRAGONS, "pungs", "Pungs or kongs of all three dragons.", "CCCFFFPPP123m5p5p"),
        FanInfo(
            Fan.ALL_GREEN,
            "tile_traits",
            "Only green tiles: 2, 3, 4, 6, 8 bamboo and the green dragon.",
            "234234666888sFF",
        ),
        FanInfo(
            Fan.NINE_GATES,
            "forms",
            "1112345678999 of one suit, fully concealed, completed by any tile of that suit.",
            "1112345678999p9p",
        ),
        FanInfo(Fan.FOUR_KONGS, "kongs", "Four kongs, melded or concealed.", "[1111m1][2222s1][3333p1][EEEE1]5p5p"),
        FanInfo(
            Fan.SEVEN_SHIFTED_PAIRS,
            "forms",
            "Seven consecutive pairs of one suit, e.g. 2233445566778899 without one end pair.",
            "1122334455667m7m",
        ),
        FanInfo(
            Fan.THIRTEEN_ORPHANS,
            "forms",
            "One of each terminal and honour (13 kinds) plus a second copy of any of them.",
            "19m19s19pESWNCFP1m",
        ),
        FanInfo(
            Fan.ALL_TERMINALS,
            "tile_traits",
            "Only terminals (1 and 9): pungs or kongs of terminals and a terminal pair.",
            "111999m111999s1p1p",
        ),
        FanInfo(
            Fan.LITTLE_FOUR_WINDS, "pungs", "Pungs or kongs of three winds and a pair of the fourth.", "EEESSSWWWN123mN"
        ),
        FanInfo(
            Fan.LITTLE_THREE_DRAGONS,
            "pungs",
            "Pungs or kongs of two dragons and a pair of the third.",
            "CCCFFF123m456sPP",
        ),
        FanInfo(Fan.ALL_HONORS, "tile_traits", "Only winds and dragons.", "EEESSSWWWCCCPP"),
        FanInfo(
            Fan.FOUR_CONCEALED_PUNGS,
            "kongs",
            "Four concealed pungs or concealed kongs (a pung completed by a discard is melded).",
            "111m222s333p555s9p9p",
        ),
        FanInfo(
            Fan.PURE_TERMINAL_CHOWS,
            "chows",
            "123, 123, 789, 789 of one suit with a pair of 5 of the same suit.",
            "1122337788995m5m",
        ),
        FanInfo(Fan.QUADRUPLE_CHOW, "chows", "Four identical chows of one suit.", "111122223333m5p5p"),
        FanInfo(
            Fan.FOUR_PURE_SHIFTED_PUNGS,
            "pungs",
            "Four pungs of one suit, each one rank higher than the last.",
            "[111m1][222m1][333m1][444m1]5p5p",
        ),
        FanInfo(
            Fan.FOUR_PURE_SHIFTED_CHOWS,
            "chows",
            "Four chows of one suit rising by one rank each (123 234 345 456) or by two (123 345 567 789).",
            "123345567789m5p5p",
        ),
        FanInfo(Fan.THREE_KONGS, "kongs", "Three kongs, melded or concealed.", "[1111m1][2222s1][3333p1]456m5p5p"),
        FanInfo(
            Fan.ALL_TERMINALS_AND_HONORS,
            "tile_traits",
            "Only terminals and honours, in pungs, kongs and a pair (or seven pairs).",
            "111m999sEEECCC9p9p",
        ),
        FanInfo(
            Fan.SEVEN_PAIRS,
            "forms",
            "Seven pairs, fully concealed (a set of four counts as two pairs).",
            "1133m5577s22pEECC",
        ),
        FanInfo(
            Fan.GREATER_HONORS_AND_KNITTED_TILES,
            "forms",
            "All seven honours, one each, and seven numbered tiles of a knitted pattern (147 258 369 in three suits).",
            "147m25s36pESWNCFP",
        ),
        FanInfo(
            Fan.ALL_EVEN_PUNGS,
            "shape",
            "Pungs or kongs of even numbered tiles only, with an even pair.",
            "222888m444s666p2p2p",
        ),
        FanInfo(Fan.FULL_FLUSH, "tile_traits", "Only tiles of one suit, no honours.", "1232345678889m9m"),
        FanInfo(Fan.PURE_TRIPLE_CHOW, "chows", "Three identical chows of one suit.", "[123m1][123m1][123m1]456s9p9p"),
        FanInfo(
            Fan.PURE_SHIFTED_PUNGS,
            "pungs",
            "Three pungs of one suit, each one rank higher than the last.",
            "[111m1][222m1][333m1]456s9p9p",
        ),
        FanInfo(Fan.UPPER_TILES, "tile_traits", "Only numbered tiles 7, 8 and 9.", "789m789s789p999m8p8p"),
        FanInfo(Fan.MIDDLE_TILES, "tile_traits", "Only numbered tiles 4, 5 and 6.", "456m456s456p555m6p6p"),
        FanInfo(Fan.LOWER_TILES, "tile_traits", "Only numbered tiles 1, 2 and 3.", "123m123s123p111m2p2p"),
        FanInfo(Fan.PURE_STRAIGHT, "chows", "123, 456 and 789 of one suit.", "123456789m123s5p5p"),
        FanInfo(
            Fan.THREE_SUITED_TERMINAL_CHOWS,
            "chows",
            "123 and 789 of two suits with a pair of 5 of the third suit.",
            "123789m123789s5p5p",
        ),
        FanInfo(
            Fan.PURE_SHIFTED_CHOWS,
            "chows",
            "Three chows of one suit rising by one rank each (123 234 345) or by two (123 345 567).",
            "123234345m789s5p5p",
        ),
        FanInfo(Fan.ALL_FIVE, "shape", "Every set and the pair contain a 5.", "345m456s567p555m5s5s"),
        FanInfo(
            Fan.TRIPLE_PUNG, "pungs", "Pungs or kongs of the same number in all three suits.", "222m222s222p456m9p9p"
        ),
        FanInfo(
            Fan.THREE_CONCEALED_PUNGS, "kongs", "Three concealed pungs or concealed kongs.", "[789m1]222m444s666p9p9p"
        ),
        FanInfo(
            Fan.LESSER_HONORS_AND_KNITTED_TILES,
            "forms",
            "Fourteen different single tiles: honours and numbered tiles of a knitted pattern (147 258 369), no pairs.",
            "147m258s36pESWNCF",
        ),
        FanInfo(
            Fan.KNITTED_STRAIGHT,
            "forms",
            "1 4 7 of one suit, 2 5 8 of another and 3 6 9 of the third, plus a set and a pair.",
            "147m258s369p123m5p5p",
        ),
        FanInfo(Fan.UPPER_FOUR, "tile_traits", "Only numbered tiles 6 to 9.", "678m789s678p999m6p6p"),
        FanInfo(Fan.LOWER_FOUR, "tile_traits", "Only numbered tiles 1 to 4.", "123m234s123p444m2p2p"),
        FanInfo(Fan.BIG_THREE_WINDS, "pungs", "Pungs or kongs of three winds.", "EEESSSWWW123m5p5p"),
        FanInfo(Fan.MIXED_STRAIGHT, "chows", "123, 456 and 789, each in a different suit.", "123m456s789p555m9p9p"),
        FanInfo(
            Fan.REVERSIBLE_TILES,
            "tile_traits",
            "Only tiles that look the same upside down: 1234589 dots, 245689 bamboo and the white dragon.",
            "123p345p888p456s9p9p",
        ),
        FanInfo(Fan.MIXED_TRIPLE_CHOW, "chows", "The same chow in all three suits.", "123m123s123p555m9p9p"),
        FanInfo(
            Fan.MIXED_SHIFTED_PUNGS,
            "pungs",
            "Pungs in the three suits, each one rank higher than the last.",
            "222m333s444p678m9p9p",
        ),
        FanInfo(
            Fan.CHICKEN_HAND,
            "win",
            "No other fan at all (flowers aside): the hand is worth 8 by itself.",
            "[234m1][567s1][678p1]CC34m5m",
        ),
        FanInfo(
            Fan.LAST_TILE_DRAW,
            "win",
            "Self-drawn on the last tile of the wall.",
            "[234m1][567s1][678p1]CC34m5m",
            "--self-drawn --last-tile",
        ),
        FanInfo(
            Fan.LAST_TILE_CLAIM,
            "win",
            "Won on the discard of the last tile of the wall.",
            "[234m1][567s1][678p1]CC34m5m",
            "--last-tile",
        ),
        FanInfo(
            Fan.OUT_WITH_REPLACEMENT_TILE,
            "win",
            "Self-drawn on the replacement tile drawn after declaring a kong.",
            "[1111m1][567s1][678p1]CC34m5m",
            "--self-drawn --kong-draw",
        ),
        FanInfo(
            Fan.ROBBING_THE_KONG,
            "win",
            "Won on the tile another player adds to a melded pung to make a kong.",
            "[234m1][567s1][678p1]CC34m5m",
            "--robbing-kong",
        ),
        FanInfo(Fan.ALL_PUNGS, "shape", "Four pungs or kongs and a pair.", "[222m1][444s1]666p888m9p9p"),
        FanInfo(Fan.HALF_FLUSH, "tile_traits", "One suit together with honours.", "123456777mEEECC"),
        FanInfo(
            Fan.MIXED_SHIFTED_CHOWS,
            "chows",
            "Three chows, one in each suit, rising by one rank each (123 234 345).",
            "123m234s345p678m9p9p",
        ),
        FanInfo(
            Fan.ALL_TYPES,
            "tile_traits",
            "Characters, bamboo, dots, winds and dragons all in the hand.",
            "123m456s789pEEECC",
        ),
        FanInfo(
            Fan.MELDED_HAND,
            "win",
            "Four claimed sets, won on a discard with the pair.",
            "[123m1][456s1][789p1][EEE1]CC",
        ),
        FanInfo(Fan.TWO_CONCEALED_KONGS, "kongs", "Two concealed kongs.", "[1111m][2222s]345p678m9p9p"),
        FanInfo(Fan.TWO_DRAGONS_PUNGS, "pungs", "Pungs or kongs of two dragons.", "CCCFFF123m456s9p9p"),
        FanInfo(
            Fan.OUTSIDE_HAND, "shape", "Every set and the pair contain a terminal or an honour.", "123789m123s999pEE"
        ),
        FanInfo(
            Fan.FULLY_CONCEALED_HAND,
            "win",
            "No claimed set, and the winning tile self-drawn.",
            "123456m789s2345p5p",
            "--self-drawn",
        ),
        FanInfo(Fan.TWO_MELDED_KONGS, "kongs", "Two melded kongs.", "[1111m1][2222s1]345p678m9p9p"),
        FanInfo(
            Fan.LAST_TILE,
            "win",
            "Won on the last copy of a tile: the other three are already visible.",
            "123456m789s2355p4p",
            "--fourth-tile",
        ),
        FanInfo(Fan.DRAGON_PUNG, "pungs", "A pung or kong of dragons.", "123m456m789sCCC5p5p"),
        FanInfo(
            Fan.PREVALENT_WIND,
            "pungs",
            "A pung or kong of the prevalent (round) wind.",
            "123m456m789sSSS5p5p",
            "--round S --seat W",
        ),
        FanInfo(
            Fan.SEAT_WIND, "pungs", "A pung or kong of your seat wind.", "123m456m789sSSS5p5p", "--seat S --round W"
        ),
        FanInfo(Fan.CONCEALED_HAND, "win", "No claimed set, won on a discard.", "123456m789s2345p5p"),
        FanInfo(Fan.ALL_CHOWS, "shape", "Four chows and a pair of numbered tiles.", "123m456m789s234p5p5p"),
        FanInfo(
            Fan.TILE_HOG,
            "tile_traits",
            "All four copies of a tile in the hand, without declaring them as a kong.",
            "123345m567s789p3m3m",
        ),
        FanInfo(Fan.DOUBLE_PUNG, "pungs", "Two pungs of the same number in two suits.", "222m222s456p789m9p9p"),
        FanInfo(Fan.TWO_CONCEALED_PUNGS, "kongs", "Two concealed pungs or concealed kongs.", "[789m1]222m444s456p9p9p"),
        FanInfo(Fan.CONCEALED_KONG, "kongs", "A concealed kong.", "[1111m]234s456p789m9p9p"),
        FanInfo(Fan.ALL_SIMPLES, "tile_traits", "No terminals and no honours.", "234345m456s678p8p8p"),
        FanInfo(Fan.PURE_DOUBLE_CHOW, "chows", "Two identical chows of one suit.", "112233m456s678p9p9p"),
        FanInfo(Fan.MIXED_DOUBLE_CHOW, "chows", "The same chow in two suits.", "123m123s456p789m5s5s"),
        FanInfo(
            Fan.SHORT_STRAIGHT,
            "chows",
            "Two chows of one suit that make six consecutive numbers, e.g. 123 and 456.",
            "123m456m789s234p5p5p",
        ),
        FanInfo(Fan.TWO_TERMINAL_CHOWS, "chows", "123 and 789 of the same suit.", "123m789m456s234p5p5p"),
        FanInfo(
            Fan.PUNG_OF_TERMINALS_OR_HONORS,
            "pungs",
            "A pung or kong of 1s, 9s or winds (a dragon pung scores Dragon Pung instead).",
            "111m456s789p234s5p5p",
        ),
        FanInfo(
            Fan.MELDED_KONG,
            "kongs",
            "A melded kong (claimed from another player, or promoted from a pung).",
            "[1111m1]234s456p789m9p9p",
        ),
        FanInfo(Fan.ONE_VOIDED_SUIT, "tile_traits", "One of the three suits is missing.", "123m456m234s567s9s9s"),
        FanInfo(Fan.NO_HONORS, "tile_traits", "No winds and no dragons.", "123m456s789p222m5p5p"),
        FanInfo(
            Fan.EDGE_WAIT, "win", "The only winning tile is the 3 of a 12 or the 7 of an 89.", "12m456s789p234m5p5p3m"
        ),
        FanInfo(
            Fan.CLOSED_WAIT,
            "win",
            "The only winning tile is the middle of a chow, e.g. 4 to complete 35.",
            "13m456s789p678m5p5p2m",
        ),
        FanInfo(
            Fan.SINGLE_WAIT, "win", "The only winning tile is the one that pairs a single tile.", "123m456s789p234m5p5p"
        ),
        FanInfo(Fan.SELF_DRAWN, "win", "The winning tile self-drawn.", "[123m1]456s789p234m5p5p", "--self-drawn"),
        FanInfo(
            Fan.FLOWER_TILES,
            "win",
            "One fan per flower; flowers do not count towards the 8-fan minimum.",
            "123m456s789p234m5p5p",
            "--flowers 3",
        ),
        FanInfo(
            Fan.CONCEALED_KONG_AND_MELDED_KONG,
            "kongs",
            "One melded and one concealed kong (profile mil only; not an official 1998 fan).",
            "[1111m][2222s1]345p678m9p9p",
            "--rules mil",
        ),
    )
}

MINIMUM_POINTS = 8
"""A hand must score 8 fans, flowers left out, to be a legal win."""
