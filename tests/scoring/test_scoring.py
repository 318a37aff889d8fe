"""Every fan: a hand that has it (with its count) and a close hand that does not.

Positive and negative hands were checked against the reference calculator when they were chosen;
here they pin our own scorer, by fan and count. 明暗杠 is scored under profile ``mil``.
"""

import pytest

from gbmj_cli.scoring.catalog import Fan

# (fan, hand that has it, its flags, count, close hand without it, its flags)
EXAMPLES = [
    (Fan.BIG_FOUR_WINDS, "EESSSWWWNNNFFE", "--seat E --round N", 1, "FESSSWWWNNNFFE", "--seat E --round N"),
    (
        Fan.BIG_THREE_DRAGONS,
        "EESSSCCCFFPPPF",
        "--self-drawn --seat S --round S",
        1,
        "EESSSECCFFPPPF",
        "--self-drawn --seat S --round S",
    ),
    (Fan.ALL_GREEN, "23333444488sFFF", "--seat E --round S", 1, "53333444488sFFF", "--seat E --round S"),
    (Fan.NINE_GATES, "1112345678999p2p", "--seat W --round W", 1, "2112345678999p2p", "--seat W --round W"),
    (Fan.FOUR_KONGS, "[1111m1][2222s1][3333p1][EEEE1]55p", "", 1, "[1111m1][2222s1][3333p1][EEE1]55p", ""),
    (Fan.SEVEN_SHIFTED_PAIRS, "1123344556677m2m", "--seat N --round E", 1, "4123344556677m2m", "--seat N --round E"),
    (Fan.THIRTEEN_ORPHANS, "19m19s19pESWNCFPP", "", 1, "1199m1199s1199pEE", ""),
    (Fan.ALL_TERMINALS, "111999m111999s11p", "", 1, "111999m111999sEE", ""),
    (Fan.LITTLE_FOUR_WINDS, "EESSSWWWNNFFFE", "--seat E --round S", 1, "EESSSWWWNNNFFE", "--seat E --round S"),
    (Fan.LITTLE_THREE_DRAGONS, "SSSNNNCCFFPPPF", "--seat S --round S", 1, "CSSNNNCCFFPPPF", "--seat S --round S"),
    (Fan.ALL_HONORS, "EEESSSWWWCCCFF", "", 1, "EEESSSWWW111pFF", ""),
    (Fan.FOUR_CONCEALED_PUNGS, "EEESWWWNNNFFFS", "--seat W --round N", 1, "SEESWWWNNNFFFS", "--seat W --round N"),
    (Fan.PURE_TERMINAL_CHOWS, "1123355778899s2s", "--seat S --round W", 1, "4123355778899s2s", "--seat S --round W"),
    (Fan.QUADRUPLE_CHOW, "555566667777sEE", "--seat N --round E", 1, "855566667777sEE", "--seat N --round E"),
    (
        Fan.FOUR_PURE_SHIFTED_PUNGS,
        "44455666777pEE5p",
        "--seat S --round E",
        1,
        "74455666777pEE5p",
        "--seat S --round E",
    ),
    (Fan.FOUR_PURE_SHIFTED_CHOWS, "123345567789mPP", "--seat W --round N", 1, "423345567789mPP", "--seat W --round N"),
    (Fan.THREE_KONGS, "[1111m1][2222s1][3333p1]EEE55p", "", 1, "[1111m1][2222s1][333p1]EEE55p", ""),
    (Fan.ALL_TERMINALS_AND_HONORS, "111999m111sEEE99p", "", 1, "111999m123sEEE99p", ""),
    (Fan.SEVEN_PAIRS, "1133m2255s4477p9s9s", "", 1, "123m234s444777p9s9s", ""),
    (
        Fan.GREATER_HONORS_AND_KNITTED_TILES,
        "69m258s14pSWNCFPE",
        "--seat E --round W",
        1,
        "69m258s14p3mWNCFPE",
        "--seat E --round W",
    ),
    (Fan.ALL_EVEN_PUNGS, "44666s44466888p4s", "--seat S --round S", 1, "44666s44456888p4s", "--seat S --round S"),
    (
        Fan.FULL_FLUSH,
        "3344557788999p6p",
        "--self-drawn --seat S --round N",
        1,
        "3344557788699p6p",
        "--self-drawn --seat S --round N",
    ),
    (Fan.PURE_TRIPLE_CHOW, "3355666777789m5m", "--seat W --round W", 1, "3455666777789m5m", "--seat W --round W"),
    (
        Fan.PURE_SHIFTED_PUNGS,
        "11666777888sEEE",
        "--seat N --round N --flowers 8",
        1,
        "11166777888sEEE",
        "--seat N --round N --flowers 8",
    ),
    (Fan.UPPER_TILES, "77m77778889999s7m", "--seat S --round E", 1, "77m67778889999s7m", "--seat S --round E"),
    (Fan.MIDDLE_TILES, "44m44445556666s5s", "--seat N --round W", 1, "44m74445556666s5s", "--seat N --round W"),
    (Fan.LOWER_TILES, "22m11122223333s1s", "--seat W --round N", 1, "22m41122223333s1s", "--seat W --round N"),
    (Fan.PURE_STRAIGHT, "1112345678999m1m", "--seat E --round E", 1, "2112345678999m1m", "--seat E --round E"),
    (
        Fan.THREE_SUITED_TERMINAL_CHOWS,
        "12378m55s123789p9m",
        "--seat W --round E",
        1,
        "42378m55s123789p9m",
        "--seat W --round E",
    ),
    (
        Fan.PURE_SHIFTED_CHOWS,
        "11123345567pFFF",
        "--self-drawn --seat W --round N",
        1,
        "41123345567pFFF",
        "--self-drawn --seat W --round N",
    ),
    (Fan.ALL_FIVE, "345567m4555566s4s", "--seat S --round S", 1, "342567m4555566s4s", "--seat S --round S"),
    (Fan.TRIPLE_PUNG, "222m222s222pSSCCS", "--seat N --round N", 1, "C22m222s222pSSCCS", "--seat N --round N"),
    (Fan.THREE_CONCEALED_PUNGS, "SSSNNNCCFFPPPF", "--seat S --round S", 1, "[SSS1]NNNCCFFPPPF", "--seat S --round S"),
    (
        Fan.LESSER_HONORS_AND_KNITTED_TILES,
        "369m147s58pESWCFN",
        "--seat S --round E",
        1,
        "P69m147s58pESWCFN",
        "--seat S --round E",
    ),
    (Fan.KNITTED_STRAIGHT, "369m258s147pESFPC", "--seat N --round N", 1, "W69m258s147pESFPC", "--seat N --round N"),
    (Fan.UPPER_FOUR, "777999m6677889p6p", "--seat W --round E", 1, "777999m6677589p6p", "--seat W --round E"),
    (Fan.LOWER_FOUR, "1122333s222234p3s", "--seat S --round W", 1, "1122333s522234p3s", "--seat S --round W"),
    (
        Fan.BIG_THREE_WINDS,
        "EEESSNNNCCCPPS",
        "--self-drawn --seat S --round E",
        1,
        "PEESSNNNCCCPPS",
        "--self-drawn --seat S --round E",
    ),
    (Fan.MIXED_STRAIGHT, "456m123678s7889p8p", "--seat S --round E", 1, "756m123678s7889p8p", "--seat S --round E"),
    (
        Fan.REVERSIBLE_TILES,
        "1222334444pPPP5p",
        "--seat S --round E --last-tile",
        1,
        "6222334444pPPP5p",
        "--seat S --round E --last-tile",
    ),
    (Fan.MIXED_TRIPLE_CHOW, "456m45677s456pFFF", "--seat S --round E", 1, "756m45677s456pFFF", "--seat S --round E"),
    (Fan.MIXED_SHIFTED_PUNGS, "222m234444s333pEE", "--seat N --round E", 1, "E22m234444s333pEE", "--seat N --round E"),
    (
        Fan.CHICKEN_HAND,
        "[345m1]333456s78pEE6p",
        "--seat E --round N",
        1,
        "[345m1]333456s78pEE6p",
        "--self-drawn --seat E --round N",
    ),
    (
        Fan.LAST_TILE_DRAW,
        "EESSWWNNCCFPPF",
        "--self-drawn --seat E --round E --last-tile",
        1,
        "EESSWWNNCCFPPF",
        "--seat E --round E --last-tile",
    ),
    (
        Fan.LAST_TILE_CLAIM,
        "EESWWNNCCFFPPS",
        "--seat N --round E --last-tile",
        1,
        "EESWWNNCCFFPPS",
        "--self-drawn --seat N --round E --last-tile",
    ),
    (
        Fan.OUT_WITH_REPLACEMENT_TILE,
        "{SSSS}WWWNCCCPPPN",
        "--self-drawn --seat N --round N --kong-draw",
        1,
        "{SSSS}WWWNCCCPPPN",
        "--self-drawn --seat N --round N",
    ),
    (
        Fan.ROBBING_THE_KONG,
        "24445556667pNN3p",
        "--seat W --round N --robbing-kong",
        1,
        "24445556667pNN3p",
        "--seat W --round N",
    ),
    (Fan.ALL_PUNGS, "55999mSSWWWNNNS", "--seat S --round W", 1, "55999mSSWWWNNNS", "--self-drawn --seat S --round W"),
    (Fan.HALF_FLUSH, "123456789mEEE99m", "", 1, "123456789mEEE99s", ""),
    (Fan.MIXED_SHIFTED_CHOWS, "678m567s789pWWFFF", "--seat N --round N", 1, "978m567s789pWWFFF", "--seat N --round N"),
    (Fan.ALL_TYPES, "123m456s789pEEECC", "", 1, "123m456s789pEEESS", ""),
    (
        Fan.MELDED_HAND,
        "[PPP1][FFF2][NNN1][EEE1]WW",
        "--seat N --round E",
        1,
        "[PPP1][FFF2][NNN1][EEE1]WW",
        "--self-drawn --seat N --round E",
    ),
    (Fan.TWO_CONCEALED_KONGS, "{1111m}{2222s}345p678pEE", "", 1, "{1111m}[2222s1]345p678pEE", ""),
    (Fan.TWO_DRAGONS_PUNGS, "EESSWWWFFFPPPS", "--seat S --round E", 1, "EESSWWWEFFPPPS", "--seat S --round E"),
    (Fan.OUTSIDE_HAND, "789mEEESSWWNNNW", "--seat E --round S", 1, "786mEEESSWWNNNW", "--seat E --round S"),
    (
        Fan.FULLY_CONCEALED_HAND,
        "123456mEESSSNNE",
        "--self-drawn --seat E --round E",
        1,
        "123456mEESSSNNE",
        "--seat E --round E",
    ),
    (Fan.TWO_MELDED_KONGS, "[1111m1][2222s1]345p678pEE", "", 1, "[1111m1][222s1]345p678pEE", ""),
    (
        Fan.LAST_TILE,
        "1222333344466s5s",
        "--seat N --round S --fourth-tile",
        1,
        "1222333344466s5s",
        "--seat N --round S",
    ),
    (Fan.DRAGON_PUNG, "EESSSWWWNNFFFE", "--seat E --round S", 1, "EESSSWWWNNNFFE", "--seat E --round S"),
    (Fan.PREVALENT_WIND, "SSSNNNCCFFPPPF", "--seat S --round S", 1, "SSSNNNCCFFPPPF", "--seat S --round E"),
    (Fan.SEAT_WIND, "SSSNNNCCFFPPPF", "--seat S --round S", 1, "SSSNNNCCFFPPPF", "--seat E --round S"),
    (
        Fan.CONCEALED_HAND,
        "SSSNNNCCFFPPPF",
        "--seat S --round S",
        1,
        "SSSNNNCCFFPPPF",
        "--self-drawn --seat S --round S",
    ),
    (Fan.ALL_CHOWS, "1233334556789p7p", "--seat S --round N", 1, "2233334556789p7p", "--seat S --round N"),
    (Fan.TILE_HOG, "34555588899pFFF", "--seat S --round W", 1, "34255588899pFFF", "--seat S --round W"),
    (Fan.DOUBLE_PUNG, "77799m222777sFFF", "--seat N --round E", 1, "97799m222777sFFF", "--seat N --round E"),
    (
        Fan.TWO_CONCEALED_PUNGS,
        "34555588899pFFF",
        "--seat S --round W",
        1,
        "34555588899pFFF",
        "--self-drawn --seat S --round W",
    ),
    (Fan.CONCEALED_KONG, "{PPPP}EESSCCCFFFS", "--seat W --round N", 1, "[PPPP1]EESSCCCFFFS", "--seat W --round N"),
    (Fan.ALL_SIMPLES, "2233445667788m5m", "--seat E --round N", 1, "2293445667788m5m", "--seat E --round N"),
    (Fan.PURE_DOUBLE_CHOW, "11445566678sWWW", "--seat N --round N", 1, "11745566678sWWW", "--seat N --round N"),
    (Fan.MIXED_DOUBLE_CHOW, "234566778m567sCC", "--seat N --round S", 1, "834566778m567sCC", "--seat N --round S"),
    (Fan.SHORT_STRAIGHT, "345566778mEECCC", "--seat E --round E", 1, "645566778mEECCC", "--seat E --round E"),
    (Fan.TWO_TERMINAL_CHOWS, "123789sNNNFFPPF", "--seat N --round E", 1, "423789sNNNFFPPF", "--seat N --round E"),
    (
        Fan.PUNG_OF_TERMINALS_OR_HONORS,
        "55999mSSWWWNNNS",
        "--seat S --round W",
        1,
        "55599mSSWWWNNNS",
        "--seat S --round W",
    ),
    (Fan.MELDED_KONG, "[NNNN1]SSWWWCCCFFF", "--seat W --round S", 1, "{NNNN}SSWWWCCCFFF", "--seat W --round S"),
    (Fan.ONE_VOIDED_SUIT, "123456m789sEEE11s", "", 1, "123456m789pEEE11s", ""),
    (Fan.NO_HONORS, "456m5677888999s7s", "--seat N --round N", 1, "456m9677888999s7s", "--seat N --round N"),
    (Fan.EDGE_WAIT, "1133345678899p7p", "--seat E --round W", 1, "1133375678899p7p", "--seat E --round W"),
    (Fan.CLOSED_WAIT, "1123355778899s2s", "--seat S --round W", 1, "4123355778899s2s", "--seat S --round W"),
    (Fan.SINGLE_WAIT, "EEESWWWNNNFFFS", "--seat W --round N", 1, "SEESWWWNNNFFFS", "--seat W --round N"),
    (Fan.SELF_DRAWN, "EEESSWWWNNCCCN", "--self-drawn --seat S --round N", 1, "EEESSWWWNNCCCN", "--seat S --round N"),
    (Fan.FLOWER_TILES, "EESSWNNCCFFPPW", "--seat N --round E --flowers 1", 1, "EESSWNNCCFFPPW", "--seat N --round E"),
    (
        Fan.CONCEALED_KONG_AND_MELDED_KONG,
        "{FFFF}[PPPP2]EESSSNNE",
        "--seat W --round W",
        1,
        "[FFFF1][PPPP2]EESSSNNE",
        "--seat W --round W",
    ),
]


def _rules(fan: Fan) -> str:
    return " --rules mil" if fan is Fan.CONCEALED_KONG_AND_MELDED_KONG else ""


def test_examples_cover_every_fan():
    assert sorted(e[0] for e in EXAMPLES) == sorted(Fan)


@pytest.mark.parametrize(
    ("fan", "hand", "flags", "count"), [pytest.param(e[0], e[1], e[2], e[3], id=e[0].key) for e in EXAMPLES]
)
def test_fan_is_counted(fans_of, fan, hand, flags, count):
    assert fans_of(hand, flags + _rules(fan)).get(fan) == count


@pytest.mark.parametrize(("fan", "hand", "flags"), [pytest.param(e[0], e[4], e[5], id=e[0].key) for e in EXAMPLES])
def test_close_hand_lacks_fan(fans_of, fan, hand, flags):
    assert fan not in fans_of(hand, flags + _rules(fan))


def test_flowers_stay_with_their_hand_when_readings_share_an_outcome(fans_of):
    # Five readings: their exclusion outcomes are kept across hands by the fans found, so the
    # flowers of one hand must not reach the next that finds the same fans.
    with_flowers = fans_of("1112222333444m3m", "--flowers 3")
    without = fans_of("1112222333444m3m", "")
    assert with_flowers.pop(Fan.FLOWER_TILES) == 3
    assert Fan.FLOWER_TILES not in without and with_flowers == without
