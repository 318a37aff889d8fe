"""Every fan: a hand that has it (with its count) and a close hand that does not.

Positive and negative hands were checked against the reference calculator when they were chosen;
here they pin our own scorer, by fan number and count. Fan 82 (明暗杠) is scored under profile ``mil``.
"""

import pytest

from gbmj_cli.core.fans.catalog import FANS


# (fan, hand that has it, its flags, count, close hand without it, its flags)
EXAMPLES = [
    (1, "EESSSWWWNNNFFE", "--seat E --round N", 1, "FESSSWWWNNNFFE", "--seat E --round N"),
    (2, "EESSSCCCFFPPPF", "--self-drawn --seat S --round S", 1, "EESSSECCFFPPPF", "--self-drawn --seat S --round S"),
    (3, "23333444488sFFF", "--seat E --round S", 1, "53333444488sFFF", "--seat E --round S"),
    (4, "1112345678999p2p", "--seat W --round W", 1, "2112345678999p2p", "--seat W --round W"),
    (5, "[1111m1][2222s1][3333p1][EEEE1]55p", "", 1, "[1111m1][2222s1][3333p1][EEE1]55p", ""),
    (6, "1123344556677m2m", "--seat N --round E", 1, "4123344556677m2m", "--seat N --round E"),
    (7, "19m19s19pESWNCFPP", "", 1, "1199m1199s1199pEE", ""),
    (8, "111999m111999s11p", "", 1, "111999m111999sEE", ""),
    (9, "EESSSWWWNNFFFE", "--seat E --round S", 1, "EESSSWWWNNNFFE", "--seat E --round S"),
    (10, "SSSNNNCCFFPPPF", "--seat S --round S", 1, "CSSNNNCCFFPPPF", "--seat S --round S"),
    (11, "EEESSSWWWCCCFF", "", 1, "EEESSSWWW111pFF", ""),
    (12, "EEESWWWNNNFFFS", "--seat W --round N", 1, "SEESWWWNNNFFFS", "--seat W --round N"),
    (13, "1123355778899s2s", "--seat S --round W", 1, "4123355778899s2s", "--seat S --round W"),
    (14, "555566667777sEE", "--seat N --round E", 1, "855566667777sEE", "--seat N --round E"),
    (15, "44455666777pEE5p", "--seat S --round E", 1, "74455666777pEE5p", "--seat S --round E"),
    (16, "123345567789mPP", "--seat W --round N", 1, "423345567789mPP", "--seat W --round N"),
    (17, "[1111m1][2222s1][3333p1]EEE55p", "", 1, "[1111m1][2222s1][333p1]EEE55p", ""),
    (18, "111999m111sEEE99p", "", 1, "111999m123sEEE99p", ""),
    (19, "1133m2255s4477p9s9s", "", 1, "123m234s444777p9s9s", ""),
    (20, "69m258s14pSWNCFPE", "--seat E --round W", 1, "69m258s14p3mWNCFPE", "--seat E --round W"),
    (21, "44666s44466888p4s", "--seat S --round S", 1, "44666s44456888p4s", "--seat S --round S"),
    (22, "3344557788999p6p", "--self-drawn --seat S --round N", 1, "3344557788699p6p", "--self-drawn --seat S --round N"),
    (23, "3355666777789m5m", "--seat W --round W", 1, "3455666777789m5m", "--seat W --round W"),
    (24, "11666777888sEEE", "--seat N --round N --flowers 8", 1, "11166777888sEEE", "--seat N --round N --flowers 8"),
    (25, "77m77778889999s7m", "--seat S --round E", 1, "77m67778889999s7m", "--seat S --round E"),
    (26, "44m44445556666s5s", "--seat N --round W", 1, "44m74445556666s5s", "--seat N --round W"),
    (27, "22m11122223333s1s", "--seat W --round N", 1, "22m41122223333s1s", "--seat W --round N"),
    (28, "1112345678999m1m", "--seat E --round E", 1, "2112345678999m1m", "--seat E --round E"),
    (29, "12378m55s123789p9m", "--seat W --round E", 1, "42378m55s123789p9m", "--seat W --round E"),
    (30, "11123345567pFFF", "--self-drawn --seat W --round N", 1, "41123345567pFFF", "--self-drawn --seat W --round N"),
    (31, "345567m4555566s4s", "--seat S --round S", 1, "342567m4555566s4s", "--seat S --round S"),
    (32, "222m222s222pSSCCS", "--seat N --round N", 1, "C22m222s222pSSCCS", "--seat N --round N"),
    (33, "SSSNNNCCFFPPPF", "--seat S --round S", 1, "[SSS1]NNNCCFFPPPF", "--seat S --round S"),
    (34, "369m147s58pESWCFN", "--seat S --round E", 1, "P69m147s58pESWCFN", "--seat S --round E"),
    (35, "369m258s147pESFPC", "--seat N --round N", 1, "W69m258s147pESFPC", "--seat N --round N"),
    (36, "777999m6677889p6p", "--seat W --round E", 1, "777999m6677589p6p", "--seat W --round E"),
    (37, "1122333s222234p3s", "--seat S --round W", 1, "1122333s522234p3s", "--seat S --round W"),
    (38, "EEESSNNNCCCPPS", "--self-drawn --seat S --round E", 1, "PEESSNNNCCCPPS", "--self-drawn --seat S --round E"),
    (39, "456m123678s7889p8p", "--seat S --round E", 1, "756m123678s7889p8p", "--seat S --round E"),
    (40, "1222334444pPPP5p", "--seat S --round E --last-tile", 1, "6222334444pPPP5p", "--seat S --round E --last-tile"),
    (41, "456m45677s456pFFF", "--seat S --round E", 1, "756m45677s456pFFF", "--seat S --round E"),
    (42, "222m234444s333pEE", "--seat N --round E", 1, "E22m234444s333pEE", "--seat N --round E"),
    (43, "[345m1]333456s78pEE6p", "--seat E --round N", 1, "[345m1]333456s78pEE6p", "--self-drawn --seat E --round N"),
    (44, "EESSWWNNCCFPPF", "--self-drawn --seat E --round E --last-tile", 1, "EESSWWNNCCFPPF", "--seat E --round E --last-tile"),
    (45, "EESWWNNCCFFPPS", "--seat N --round E --last-tile", 1, "EESWWNNCCFFPPS", "--self-drawn --seat N --round E --last-tile"),
    (46, "{SSSS}WWWNCCCPPPN", "--self-drawn --seat N --round N --kong-draw", 1, "{SSSS}WWWNCCCPPPN", "--self-drawn --seat N --round N"),
    (47, "24445556667pNN3p", "--seat W --round N --robbing-kong", 1, "24445556667pNN3p", "--seat W --round N"),
    (48, "55999mSSWWWNNNS", "--seat S --round W", 1, "55999mSSWWWNNNS", "--self-drawn --seat S --round W"),
    (49, "123456789mEEE99m", "", 1, "123456789mEEE99s", ""),
    (50, "678m567s789pWWFFF", "--seat N --round N", 1, "978m567s789pWWFFF", "--seat N --round N"),
    (51, "123m456s789pEEECC", "", 1, "123m456s789pEEESS", ""),
    (52, "[PPP1][FFF2][NNN1][EEE1]WW", "--seat N --round E", 1, "[PPP1][FFF2][NNN1][EEE1]WW", "--self-drawn --seat N --round E"),
    (53, "{1111m}{2222s}345p678pEE", "", 1, "{1111m}[2222s1]345p678pEE", ""),
    (54, "EESSWWWFFFPPPS", "--seat S --round E", 1, "EESSWWWEFFPPPS", "--seat S --round E"),
    (55, "789mEEESSWWNNNW", "--seat E --round S", 1, "786mEEESSWWNNNW", "--seat E --round S"),
    (56, "123456mEESSSNNE", "--self-drawn --seat E --round E", 1, "123456mEESSSNNE", "--seat E --round E"),
    (57, "[1111m1][2222s1]345p678pEE", "", 1, "[1111m1][222s1]345p678pEE", ""),
    (58, "1222333344466s5s", "--seat N --round S --fourth-tile", 1, "1222333344466s5s", "--seat N --round S"),
    (59, "EESSSWWWNNFFFE", "--seat E --round S", 1, "EESSSWWWNNNFFE", "--seat E --round S"),
    (60, "SSSNNNCCFFPPPF", "--seat S --round S", 1, "SSSNNNCCFFPPPF", "--seat S --round E"),
    (61, "SSSNNNCCFFPPPF", "--seat S --round S", 1, "SSSNNNCCFFPPPF", "--seat E --round S"),
    (62, "SSSNNNCCFFPPPF", "--seat S --round S", 1, "SSSNNNCCFFPPPF", "--self-drawn --seat S --round S"),
    (63, "1233334556789p7p", "--seat S --round N", 1, "2233334556789p7p", "--seat S --round N"),
    (64, "34555588899pFFF", "--seat S --round W", 1, "34255588899pFFF", "--seat S --round W"),
    (65, "77799m222777sFFF", "--seat N --round E", 1, "97799m222777sFFF", "--seat N --round E"),
    (66, "34555588899pFFF", "--seat S --round W", 1, "34555588899pFFF", "--self-drawn --seat S --round W"),
    (67, "{PPPP}EESSCCCFFFS", "--seat W --round N", 1, "[PPPP1]EESSCCCFFFS", "--seat W --round N"),
    (68, "2233445667788m5m", "--seat E --round N", 1, "2293445667788m5m", "--seat E --round N"),
    (69, "11445566678sWWW", "--seat N --round N", 1, "11745566678sWWW", "--seat N --round N"),
    (70, "234566778m567sCC", "--seat N --round S", 1, "834566778m567sCC", "--seat N --round S"),
    (71, "345566778mEECCC", "--seat E --round E", 1, "645566778mEECCC", "--seat E --round E"),
    (72, "123789sNNNFFPPF", "--seat N --round E", 1, "423789sNNNFFPPF", "--seat N --round E"),
    (73, "55999mSSWWWNNNS", "--seat S --round W", 1, "55599mSSWWWNNNS", "--seat S --round W"),
    (74, "[NNNN1]SSWWWCCCFFF", "--seat W --round S", 1, "{NNNN}SSWWWCCCFFF", "--seat W --round S"),
    (75, "123456m789sEEE11s", "", 1, "123456m789pEEE11s", ""),
    (76, "456m5677888999s7s", "--seat N --round N", 1, "456m9677888999s7s", "--seat N --round N"),
    (77, "1133345678899p7p", "--seat E --round W", 1, "1133375678899p7p", "--seat E --round W"),
    (78, "1123355778899s2s", "--seat S --round W", 1, "4123355778899s2s", "--seat S --round W"),
    (79, "EEESWWWNNNFFFS", "--seat W --round N", 1, "SEESWWWNNNFFFS", "--seat W --round N"),
    (80, "EEESSWWWNNCCCN", "--self-drawn --seat S --round N", 1, "EEESSWWWNNCCCN", "--seat S --round N"),
    (81, "EESSWNNCCFFPPW", "--seat N --round E --flowers 1", 1, "EESSWNNCCFFPPW", "--seat N --round E"),
    (82, "{FFFF}[PPPP2]EESSSNNE", "--seat W --round W", 1, "[FFFF1][PPPP2]EESSSNNE", "--seat W --round W"),
]


def _rules(fan: int) -> str:
    return " --rules mil" if fan == 82 else ""


def test_examples_cover_every_fan():
    assert sorted(e[0] for e in EXAMPLES) == sorted(FANS)


@pytest.mark.parametrize(("fan", "hand", "flags", "count"), [pytest.param(e[0], e[1], e[2], e[3], id=FANS[e[0]].key) for e in EXAMPLES])
def test_fan_is_counted(fans_of, fan, hand, flags, count):
    assert fans_of(hand, flags + _rules(fan)).get(fan) == count


@pytest.mark.parametrize(("fan", "hand", "flags"), [pytest.param(e[0], e[4], e[5], id=FANS[e[0]].key) for e in EXAMPLES])
def test_close_hand_lacks_fan(fans_of, fan, hand, flags):
    assert fan not in fans_of(hand, flags + _rules(fan))
