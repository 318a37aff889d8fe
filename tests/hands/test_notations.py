"""Foreign hand strings: each notation gbmj reads, with the exact gbmj hand (and flags) each one means.

Every accepted string must read as the same fixed sets, loose tiles (in order, the winning tile last)
and flower count as its gbmj writing, with the same win flags; every rejected one must give its kind
of error, a sentence with the words that say what to change, and the position of the culprit.
"""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gbmj_cli.base.errors import ContextError, GbmjError, ParseError, TilesError, UsageError
from gbmj_cli.hands.notation import parse_tiles
from gbmj_cli.hands.notations.agreement import agree
from gbmj_cli.hands.notations.read import ReadOptions, detect, read, take_options

TENHOU, MCR = ReadOptions(z="tenhou"), ReadOptions(z="mcr")
NO_FLAGS: dict = {}
# The flags of a tziakcha context, from the defaults |EE0000.
CONTEXT = {
    "round": "E",
    "seat": "E",
    "self_drawn": False,
    "fourth_tile": False,
    "last_tile": False,
    "kong_draw": False,
    "robbing_kong": False,
}


def ctx(**changes) -> dict:
    return CONTEXT | changes


ACCEPTED = [
    # --- tziakcha / GB-Mahjong: the string, offers behind a comma, the context, flowers
    pytest.param(
        "[EEE,2]123m456p789s1p1p|EE1000|2",
        "[EEE2]123m456p789s1p1p",
        ctx(self_drawn=True, flowers=2),
        id="tziakcha-issue-string",
    ),
    pytest.param("[345s,2]34555567p[789m]", "[345s2]34555567p[789m]", NO_FLAGS, id="tziakcha-without-context"),
    pytest.param(
        "345s345m55567p[789m]|NE1010",
        "345s345m55567p[789m]",
        ctx(round="N", self_drawn=True, last_tile=True),
        id="tziakcha-prevalent-north-last-tile",
    ),
    pytest.param(
        "345s345m55567p[789m]|NE1010|cbaghd",
        "345s345m55567p[789m]",
        ctx(round="N", self_drawn=True, last_tile=True, flowers=6),
        id="tziakcha-flower-letters",
    ),
    pytest.param(
        "345s345m55567p[789m]|NE1010|0",
        "345s345m55567p[789m]",
        ctx(round="N", self_drawn=True, last_tile=True, flowers=0),
        id="tziakcha-no-flowers-as-0",
    ),
    pytest.param(
        "[777m,3]345m345s5556p7p|NE1010|8",
        "[777m3]345m345s5556p7p",
        ctx(round="N", self_drawn=True, last_tile=True, flowers=8),
        id="tziakcha-eight-flowers",
    ),
    pytest.param(
        "345s3p55p5567p[7777s,5]4p|EE0000|",
        "345s3p55p5567p[7777s5]4p",
        ctx(flowers=0),
        id="tziakcha-promoted-kong-empty-flowers",
    ),
    pytest.param(
        "[1111m][111p,3]999p11999s|EE1001",
        "{1111m}[111p3]999p11999s",
        ctx(self_drawn=True, kong_draw=True),
        id="tziakcha-concealed-kong-and-kong-draw",
    ),
    pytest.param(
        "111999p11999s798p|EE0001",
        "111999p11999s798p",
        ctx(robbing_kong=True),
        id="tziakcha-kong-bit-on-a-discard-robs",
    ),
    pytest.param(
        "[123m,1][345m,1]567m34sCC5s|EE1110",
        "[123m1][345m1]567m34sCC5s",
        ctx(self_drawn=True, fourth_tile=True, last_tile=True),
        id="tziakcha-last-copy-and-wall",
    ),
    pytest.param(
        " 345 s3pFF5 567p[789m]4p |ES0000| a c ",
        "345s3pFF5567p[789m]4p",
        ctx(seat="S", flowers=2),
        id="tziakcha-spaces-anywhere",
    ),
    pytest.param(
        "[CCCC][FFFF][PPPP][EEEE]NN|EE1011|8",
        "{CCCC}{FFFF}{PPPP}{EEEE}NN",
        ctx(self_drawn=True, last_tile=True, kong_draw=True, flowers=8),
        id="tziakcha-highest-hand",
    ),
    pytest.param("3344455566667m |WS0000", "3344455566667m", ctx(round="W", seat="S"), id="tziakcha-waiting-hand"),
    pytest.param(
        "［ＥＥＥ，２］１２３ｍ４５６ｐ７８９ｓ１ｐ１ｐ｜ＥＥ１０００｜２",
        "[EEE2]123m456p789s1p1p",
        ctx(self_drawn=True, flowers=2),
        id="tziakcha-full-width",
    ),
    pytest.param(
        "[东东东,2]一二三万456p789s1p1p|EE1000",
        "[EEE2]123m456p789s1p1p",
        ctx(self_drawn=True),
        id="tziakcha-chinese-names",
    ),
    pytest.param(
        "[111z,2]123m456p789s1p1p|SW1000",
        "[EEE2]123m456p789s1p1p",
        ctx(round="S", seat="W", self_drawn=True),
        id="tziakcha-z-honours",
    ),
    # --- Botzone codes, with PyMahjongGB's pack words
    pytest.param("W1 W2 W3 T1 T2 T3 B1 B2 B3 F1 F1 F1 J1 J1", "123m123s123pEEECC", NO_FLAGS, id="botzone-codes"),
    pytest.param(
        "W1 W2 W3 T1 T2 T3 B1 B2 B3 F1 F1 F1 J1 H1 H2 J1", "123m123s123pEEEC🀢🀣C", NO_FLAGS, id="botzone-flowers"
    ),
    pytest.param("W1W2W3T4T5T6B7B8B9F2F2F2J2J2", "123m456s789pSSSFF", NO_FLAGS, id="botzone-without-spaces"),
    pytest.param("W1\tW2\tW3  T4 T5 T6 B7 B8 B9 F3 F3 F3 J3 J3", "123m456s789pWWWPP", NO_FLAGS, id="botzone-tabs"),
    pytest.param("PENG F1 1 CHI W2 T7 T8 T9 B1 B4 B5 B6 B1", "[EEE1][123m]789s1456p1p", NO_FLAGS, id="botzone-packs"),
    pytest.param(
        "CHI W2 2 PENG F4 W7 W8 W9 T5 T5 T5 B2 B2",
        "[123m2][NNN]789m555s22p",
        NO_FLAGS,
        id="botzone-chow-offer-pung-without",
    ),
    pytest.param(
        "GANG T5 0 GANG T6 GANG T7 2 GANG T8 5 J1 J1", "{5555s}{6666s}[7777s2][8888s5]CC", NO_FLAGS, id="botzone-kongs"
    ),
    pytest.param("PENGF11CHIW21T7T8T9B1B4B5B6B1", "[EEE1][123m1]789s1456p1p", NO_FLAGS, id="botzone-packs-joined"),
    pytest.param(
        "CHI B8 3 W1 W1 W1 W9 W9 W9 T1 T2 T3 F4 F4", "[789p3]111999m123sNN", NO_FLAGS, id="botzone-chow-of-dots"
    ),
    pytest.param(
        "Ｗ１ Ｗ２ Ｗ３ Ｔ１ Ｔ２ Ｔ３ Ｂ１ Ｂ２ Ｂ３ Ｆ１ Ｆ１ Ｆ１ Ｊ１ Ｊ１",
        "123m123s123pEEECC",
        NO_FLAGS,
        id="botzone-full-width",
    ),
    pytest.param(
        "H8 W4 W5 W6 T4 T5 T6 B4 B5 B6 J2 J2 J2 B9 B9", "🀩456m456s456pFFF99p", NO_FLAGS, id="botzone-flower-first"
    ),
    # --- z honours: 1z-4z everywhere, 5z-7z with an order
    pytest.param("123m456s789p1z1z1z5p5p", "123m456s789pEEE5p5p", NO_FLAGS, id="z-winds"),
    pytest.param("1234z", "ESWN", NO_FLAGS, id="z-run-of-winds"),
    pytest.param("[111z1]123m456s789p44z", "[EEE1]123m456s789pNN", NO_FLAGS, id="z-in-a-set"),
    pytest.param("567z", "PFC", NO_FLAGS, TENHOU, id="z-tenhou-order"),
    pytest.param("567z", "CFP", NO_FLAGS, MCR, id="z-mcr-order"),
    pytest.param("[555z]123m456s789p77z", "[PPP]123m456s789pCC", NO_FLAGS, TENHOU, id="z-tenhou-dragon-pung"),
    pytest.param("[555z]123m456s789p77z", "[CCC]123m456s789pPP", NO_FLAGS, MCR, id="z-mcr-dragon-pung"),
    pytest.param("１ｚ２ｚ", "ES", NO_FLAGS, id="z-full-width"),
    # --- Chinese tile names
    pytest.param("一万二万三万", "123m", NO_FLAGS, id="chinese-each-tile"),
    pytest.param("一二三万", "123m", NO_FLAGS, id="chinese-run"),
    pytest.param("123万456条789饼", "123m456s789p", NO_FLAGS, id="chinese-suits-after-digits"),
    pytest.param("一索一条", "1s1s", NO_FLAGS, id="chinese-suo"),
    pytest.param("九饼九筒", "9p9p", NO_FLAGS, id="chinese-tong"),
    pytest.param("东南西北", "ESWN", NO_FLAGS, id="chinese-winds"),
    pytest.param("东风南风西风北风", "ESWN", NO_FLAGS, id="chinese-winds-with-feng"),
    pytest.param("中红中", "CC", NO_FLAGS, id="chinese-red-dragon"),
    pytest.param("发发财青发", "FFF", NO_FLAGS, id="chinese-green-dragon"),
    pytest.param("白白板", "PP", NO_FLAGS, id="chinese-white-dragon"),
    pytest.param("一萬二條三餅東發紅中", "1m2s3pEFC", NO_FLAGS, id="chinese-traditional"),
    pytest.param("[东东东1][一二三万]", "[EEE1][123m]", NO_FLAGS, id="chinese-in-sets"),
    pytest.param(
        "一万二万三万 四条五条六条 七饼八饼九饼 红中红中红中 东东",
        "123m456s789pCCCEE",
        NO_FLAGS,
        id="chinese-whole-hand",
    ),
    # --- full-width forms and other NFKC folds
    pytest.param("１２３ｍ", "123m", NO_FLAGS, id="full-width-digits-and-suit"),
    pytest.param("ＥＳＷＮＣＦＰ", "ESWNCFP", NO_FLAGS, id="full-width-honours"),
    pytest.param("［１２３ｍ］｛５５５５ｓ｝", "[123m]{5555s}", NO_FLAGS, id="full-width-brackets"),
    pytest.param("１２３ｍ\u3000４５６ｐ", "123m456p", NO_FLAGS, id="full-width-ideographic-space"),
    pytest.param("①②③m", "123m", NO_FLAGS, id="nfkc-circled-digits"),
]

REJECTED = [
    # --- tziakcha
    pytest.param("[EEE,2]123m456p789s1p1p|EX1000", ParseError, ["prevalent wind", "'X'"], 25, id="tziakcha-bad-seat"),
    pytest.param(
        "[EEE,2]123m456p789s1p1p|EE1200", ParseError, ["four digits 0 or 1", "'2'"], 27, id="tziakcha-bit-not-0-or-1"
    ),
    pytest.param(
        "[EEE,2]123m456p789s1p1p|EE100",
        ParseError,
        ["'|EE100'", "cut short", "|EE1000"],
        23,
        id="tziakcha-context-cut-short",
    ),
    pytest.param(
        "[EEE,2]123m456p789s1p1p|EE10002",
        ParseError,
        ["one more", "second '|'"],
        30,
        id="tziakcha-flowers-without-their-bar",
    ),
    pytest.param("[EEE,2]123m456p789s1p1p|EE1000|9", ParseError, ["count 0-8", "'9'"], 31, id="tziakcha-nine-flowers"),
    pytest.param(
        "[EEE,2]123m456p789s1p1p|EE1000|12", ParseError, ["count 0-8", "'2'"], 32, id="tziakcha-two-digit-flowers"
    ),
    pytest.param("[EEE,2]123m456p789s1p1p|EE1000|aba", TilesError, ["'a'", "twice"], 33, id="tziakcha-flower-twice"),
    pytest.param(
        "[EEE,2]123m456p789s1p1p|EE1000|ai", ParseError, ["letters a-h", "'i'"], 32, id="tziakcha-flower-letter-i"
    ),
    pytest.param("[EEE,2]123m456p789s1p1p|EE1000|2|", ParseError, ["at most two '|'"], 32, id="tziakcha-third-bar"),
    pytest.param(
        "a[EEE,2]123m456p789s1p1p|EE1000",
        ParseError,
        ["'a' is a flower", "after a second '|'"],
        0,
        id="tziakcha-flower-among-the-tiles",
    ),
    pytest.param("[EEE,2]123m456p789s1p1x|EE1000", ParseError, ["'x'", "not a tile"], 22, id="tziakcha-bad-tile"),
    pytest.param("[EEE,9]123m456p789s1p1p|EE1000", ParseError, ["offer digit 9"], 5, id="tziakcha-bad-offer"),
    # --- Botzone
    pytest.param("W1 W0 W3", ParseError, ["'W0'", "W1 to W9"], 3, id="botzone-zero"),
    pytest.param("W1 F5 W3", ParseError, ["'F5'", "F1 to F4"], 3, id="botzone-fifth-wind"),
    pytest.param("W1 J4", ParseError, ["'J4'", "J1 to J3"], 3, id="botzone-fourth-dragon"),
    pytest.param("W1 W 2", ParseError, ["'W' needs its number"], 3, id="botzone-split-code"),
    pytest.param("W1 w2", ParseError, ["'w'", "upper case: 'W2'"], 3, id="botzone-lower-case"),
    pytest.param("W1 X1", ParseError, ["'X'", "not part of a Botzone hand"], 3, id="botzone-unknown-letter"),
    pytest.param("W1 [W2W3W4]", ParseError, ["'['", "PENG W1 1"], 3, id="botzone-bracket"),
    pytest.param("W1 W2 1", ParseError, ["'1'", "offer"], 6, id="botzone-stray-digit"),
    pytest.param("PENG W1 4 W2", ParseError, ["offer digit 4", "PENG takes 1-3"], 8, id="botzone-pung-offer"),
    pytest.param("GANG W1 4", ParseError, ["offer digit 4", "5-7"], 8, id="botzone-kong-offer"),
    pytest.param("W5 CHI W1 1", TilesError, ["not a chow", "middle tile"], 7, id="botzone-chow-of-a-terminal"),
    pytest.param("CHI F2", TilesError, ["honours never form chows"], 4, id="botzone-chow-of-honours"),
    pytest.param("PENG H1", ParseError, ["flower", "pack"], 5, id="botzone-flower-in-a-pack"),
    pytest.param("W1 PENG", ParseError, ["PENG needs a tile code"], 6, id="botzone-pack-without-tile"),
    pytest.param("H1 W1 H1", TilesError, ["'H1'", "twice"], 6, id="botzone-flower-twice"),
    pytest.param("W1 W1 PENG W1 W1", TilesError, ["1m", "five times"], 11, id="botzone-fifth-copy-in-a-pack"),
    pytest.param("PENG W1 12", ParseError, ["one offer digit"], 9, id="botzone-two-offer-digits"),
    pytest.param(
        "W2 peng W1 1",
        ParseError,
        ["'p'", "upper case: PENG"],
        3,
        ReadOptions(notation="botzone"),
        id="botzone-forced-lower-case-pack-word",
    ),
    pytest.param(
        "123m456p",
        ParseError,
        ["'1'", "not part of a Botzone hand"],
        0,
        ReadOptions(notation="botzone"),
        id="botzone-forced-on-a-gbmj-hand",
    ),
    pytest.param(
        "123m|EE1000",
        ParseError,
        ["'|'", "--notation gbmj"],
        4,
        ReadOptions(notation="gbmj"),
        id="gbmj-forced-on-a-tziakcha-string",
    ),
    pytest.param(
        "W1 W2 W3",
        ParseError,
        ["'W1'", "Botzone"],
        1,
        ReadOptions(notation="tziakcha"),
        id="tziakcha-forced-on-botzone-codes",
    ),
    pytest.param(
        "PENG W1 1 PENG W2 1 PENG W3 1 PENG W4 1 PENG W5 1",
        TilesError,
        ["at most 4 packs"],
        40,
        id="botzone-five-packs",
    ),
    # --- z honours
    pytest.param("123m5z", ParseError, ["'5z' is ambiguous", "--z tenhou", "--z mcr"], 4, id="z-dragon-without-order"),
    pytest.param("1238z", ParseError, ["'8z'", "1z to 7z"], 3, id="z-eight"),
    pytest.param("0z", ParseError, ["'0z'", "1z to 7z"], 0, id="z-zero"),
    # --- Chinese names
    pytest.param("一万红红中", ParseError, ["'红'", "红中"], 2, id="chinese-red-alone"),
    pytest.param("一万板", ParseError, ["'板'", "白板"], 2, id="chinese-ban-alone"),
    pytest.param("万一万", ParseError, ["'万'", "no digits before it"], 0, id="chinese-suit-without-digits"),
    pytest.param("一二三", ParseError, ["'一二三'", "no suit letter"], 0, id="chinese-digits-without-suit"),
    # --- full width
    pytest.param("１２３ｍｘ", ParseError, ["'ｘ'", "not a tile"], 4, id="full-width-bad-character"),
    pytest.param("［１２３ｍ}", ParseError, ["'［'", "'}'"], 5, id="full-width-mismatched-brackets"),
]


def _with_options(params: list) -> list:
    """Every case as (text, expected, ..., options): the default reading where none is given."""
    return [
        p if isinstance(p.values[-1], ReadOptions) else pytest.param(*p.values, ReadOptions(), id=p.id) for p in params
    ]


def test_the_table_is_large_and_covers_every_notation():
    ids = [p.id for p in ACCEPTED + REJECTED]
    assert len(ids) >= 60 and len(set(ids)) == len(ids)
    for prefix in ("tziakcha", "botzone", "z-", "chinese", "full-width"):
        assert sum(i.startswith(prefix) for i in [p.id for p in ACCEPTED]) >= 4, prefix
        assert any(i.startswith(prefix) for i in [p.id for p in REJECTED]), prefix


@pytest.mark.parametrize(("text", "gbmj", "flags", "options"), _with_options(ACCEPTED))
def test_a_foreign_string_means_its_gbmj_hand(text, gbmj, flags, options):
    found = read(text, options)
    expected = parse_tiles(gbmj, options.z)
    assert (found.tiles.melds, found.tiles.tiles, found.tiles.flower_glyphs) == (
        expected.melds,
        expected.tiles,
        expected.flower_glyphs,
    )
    assert found.flag_values() == flags


@pytest.mark.parametrize(("text", "error", "words", "position", "options"), _with_options(REJECTED))
def test_a_bad_foreign_string_says_what_to_change_and_where(text, error, words, position, options):
    with pytest.raises(GbmjError) as caught:
        read(text, options)
    assert type(caught.value) is error
    for word in words:
        assert word in caught.value.message
    assert caught.value.position == position
    assert "\n" not in caught.value.message


# --- detection ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "notation"),
    [
        ("[EEE,2]123m456p789s1p1p|EE1000|2", "tziakcha"),
        ("[EEE,2]123m456p789s1p1p｜EE1000", "tziakcha"),
        ("[EEE,2]123m456p789s1p1p", "gbmj"),  # the same hand either way
        ("W1 W2 W3 T1 T2 T3 B1 B2 B3 F1 F1 F1 J1 J1", "botzone"),
        ("Ｗ１ Ｗ２ Ｗ３", "botzone"),
        ("PENG F1 1 CHI W2 T7 T8 T9 B1 B4 B5 B6 B1", "botzone"),
        ("[WWW2][NNNN3][SSS1][CCC2]FF", "gbmj"),  # offer digits after honours, inside brackets
        ("[FFF1][EEE2]WWWSSSNN", "gbmj"),
        ("W1 [W2W3W4]", "botzone"),  # to be told how Botzone writes a set
        ("123m W1", "gbmj"),
        ("一万二万三万", "gbmj"),
    ],
)
def test_detect(text, notation):
    assert detect(text) == notation


def test_no_generated_gbmj_hand_is_taken_for_another_notation():
    from handgen import generate, notation

    assert {detect(notation(g)) for g in generate(3000, 17)} == {"gbmj"}


# --- --notation and --z on a batch line -----------------------------------------------------------


@pytest.mark.parametrize(
    ("flags", "defaults", "options", "rest"),
    [
        (("--seat", "S"), ReadOptions(), ReadOptions(), ("--seat", "S")),
        (("--notation", "botzone", "-z"), ReadOptions(), ReadOptions("botzone"), ("-z",)),
        (("--z=mcr", "--notation=tziakcha"), ReadOptions(), ReadOptions("tziakcha", "mcr"), ()),
        (("--notation", "auto"), ReadOptions("botzone", "mcr"), ReadOptions(None, "mcr"), ()),
        ({"notation": "gbmj", "seat": "S"}, ReadOptions(), ReadOptions("gbmj"), {"seat": "S"}),
        ({"z": "tenhou"}, ReadOptions("botzone"), ReadOptions("botzone", "tenhou"), {}),
        ({"seat": "S"}, ReadOptions(z="mcr"), ReadOptions(z="mcr"), {"seat": "S"}),
    ],
)
def test_take_options(flags, defaults, options, rest):
    assert take_options(flags, defaults) == (options, rest)


@pytest.mark.parametrize(
    ("flags", "words"),
    [
        (("--notation", "riichi"), ["--notation", "'riichi'"]),
        (("--z",), ["--z needs a value"]),
        ({"z": "kyoto"}, ["--z", "tenhou, mcr", "'kyoto'"]),
        ({"notation": 3}, ["--notation", "3"]),
    ],
)
def test_take_options_rejects_bad_values(flags, words):
    with pytest.raises(UsageError) as caught:
        take_options(flags, ReadOptions())
    for word in words:
        assert word in caught.value.message


# --- flags set by the hand string against flags given ---------------------------------------------


@pytest.mark.parametrize(
    ("given", "words"),
    [
        ({"seat": "N"}, ["seat S", "--seat N"]),
        ({"self_drawn": False}, ["a self-drawn win", "--discard"]),
        ({"flowers": 3}, ["2 flowers", "--flowers 3"]),
        ({"kong_draw": True}, ["no kong draw", "--kong-draw"]),
        ({"last_tile": False, "seat": "S"}, ["the last tile of the wall", "--no-last-tile"]),
    ],
)
def test_a_flag_given_against_the_hand_string_is_one_clear_error(given, words):
    found = read("[EEE,2]123m456p789s1p1p|ES1010|2")
    with pytest.raises(ContextError) as caught:
        agree(found.flags, given)
    for word in words:
        assert word in caught.value.message
    field = next(iter(set(given) - {"seat"} or given))
    assert caught.value.position == {name: pos for name, _value, pos in found.flags}[field]


def test_flags_given_that_agree_with_the_hand_string_are_fine():
    found = read("[EEE,2]123m456p789s1p1p|ES1010|2")
    agree(found.flags, {"seat": "S", "self_drawn": True, "flowers": 2, "last_tile": True, "base": 5, "from_seat": None})


# --- robustness ---------------------------------------------------------------------------------

PIECES = st.sampled_from(
    [
        *list("0123456789mspzESWNCFPWTBJHabhi[]{},|  \t-"),
        "PENG ",
        "CHI ",
        "GANG ",
        "一",
        "万",
        "红",
        "中",
        "风",
        "１",
        "ｍ",
        "｜",
        "［",
        "🀄",
        "🀢",
        "①",
        "\ufeff",
        "é",
    ]
)
OPTIONS = st.builds(
    ReadOptions, st.sampled_from([None, "gbmj", "tziakcha", "botzone"]), st.sampled_from([None, "tenhou", "mcr"])
)


@given(st.lists(PIECES, max_size=40).map("".join), OPTIONS)
def test_any_string_reads_or_gives_gbmj_own_error_pointing_inside_it(text, options):
    try:
        found = read(text, options)
    except GbmjError as error:
        assert error.message and "\n" not in error.message
        assert error.position is None or 0 <= error.position < max(1, len(text))
        return
    assert all(0 <= position < len(text) for position in found.tiles.tile_positions)
    assert all(0 <= position < len(text) for _name, _value, position in found.flags)
