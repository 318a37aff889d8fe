"""The hand notation of docs/notation.md: every accepted form, every rejection, and robustness."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gbmj_cli.base.errors import GbmjError, ParseError, TilesError
from gbmj_cli.hands.hand import Hand, Meld, MeldKind
from gbmj_cli.hands.notation import parse_hand, parse_tiles, parse_waiting_hand
from gbmj_cli.hands.tiles import INDEX, NAMES

CHOW, PUNG, KONG = MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG


def t(names: str) -> tuple[int, ...]:
    """Tiles from space-separated names: t("1m 2m E")."""
    return tuple(INDEX[n] for n in names.split())


# --- loose tiles -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, tiles",
    [
        pytest.param("123m", "1m 2m 3m", id="suit-run"),
        pytest.param("1m23m", "1m 2m 3m", id="split-run"),
        pytest.param("1s2m3s", "1s 2m 3s", id="interleaved"),
        pytest.param("789s", "7s 8s 9s", id="bamboo"),
        pytest.param("19p", "1p 9p", id="dots"),
        pytest.param("ESWNCFP", "E S W N C F P", id="honours"),
        pytest.param("1sS1pP", "1s S 1p P", id="case-matters"),
        pytest.param("0m0s0p", "5m 5s 5p", id="zero-is-five"),
        pytest.param(" 1 2\t3m  E ", "1m 2m 3m E", id="spaces-ignored"),
        pytest.param("1 2 3 m", "1m 2m 3m", id="space-before-suit"),
        pytest.param("🀀🀁🀂🀃🀄🀅🀆", "E S W N C F P", id="unicode-honours"),
        pytest.param("🀇🀏🀐🀘🀙🀡", "1m 9m 1s 9s 1p 9p", id="unicode-numbers"),
        pytest.param("🀄\ufe0f🀅\ufe0e", "C F", id="variation-selectors"),
        pytest.param("🀇2m", "1m 2m", id="unicode-and-ascii"),
        pytest.param("", "", id="empty"),
    ],
)
def test_loose_tiles(text: str, tiles: str) -> None:
    parsed = parse_tiles(text)
    assert parsed.melds == ()
    assert parsed.tiles == t(tiles)


def test_unicode_maps_every_kind() -> None:
    glyphs = "".join(chr(0x1F000 + i) for i in range(34))
    names = "E S W N C F P " + " ".join(NAMES[:27])
    assert parse_tiles(glyphs).tiles == t(names)


def test_positions() -> None:
    parsed = parse_tiles("1m [EEE2] 2 3m🀄️P")
    assert parsed.tile_positions == (0, 10, 12, 14, 16)
    assert parsed.meld_positions == (3,)


def test_flower_glyphs_are_counted() -> None:
    parsed = parse_tiles("🀢123m🀩🀥")
    assert parsed.flower_glyphs == 3
    assert parsed.tiles == t("1m 2m 3m")


# --- fixed sets ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, meld",
    [
        pytest.param("[123m]", Meld(CHOW, INDEX["1m"]), id="chow"),
        pytest.param("[312m]", Meld(CHOW, INDEX["1m"]), id="chow-any-order"),
        pytest.param("[1m23m]", Meld(CHOW, INDEX["1m"]), id="chow-split-run"),
        pytest.param("[789p]", Meld(CHOW, INDEX["7p"]), id="chow-top"),
        pytest.param("[406s]", Meld(CHOW, INDEX["4s"]), id="chow-zero"),
        pytest.param("[567m2]", Meld(CHOW, INDEX["5m"], offer=2), id="chow-offer"),
        pytest.param("[567m,2]", Meld(CHOW, INDEX["5m"], offer=2), id="chow-comma"),
        pytest.param("[555p]", Meld(PUNG, INDEX["5p"]), id="pung"),
        pytest.param("[EEE3]", Meld(PUNG, INDEX["E"], offer=3), id="pung-offer"),
        pytest.param("[CCC,1]", Meld(PUNG, INDEX["C"], offer=1), id="pung-comma"),
        pytest.param("[🀆🀆🀆]", Meld(PUNG, INDEX["P"]), id="pung-unicode"),
        pytest.param("[5555s]", Meld(KONG, INDEX["5s"], concealed=True), id="kong-concealed"),
        pytest.param("[5555s0]", Meld(KONG, INDEX["5s"], concealed=True), id="kong-concealed-0"),
        pytest.param("[5555s,0]", Meld(KONG, INDEX["5s"], concealed=True), id="kong-concealed-comma"),
        pytest.param("{5555s}", Meld(KONG, INDEX["5s"], concealed=True), id="kong-braces"),
        pytest.param("{NNNN}", Meld(KONG, INDEX["N"], concealed=True), id="kong-braces-honour"),
        pytest.param("[5550s]", Meld(KONG, INDEX["5s"], concealed=True), id="kong-zero-tiles"),
        *(
            pytest.param(f"[5555s{d}]", Meld(KONG, INDEX["5s"], offer=d), id=f"kong-melded-{d}")
            for d in (1, 2, 3, 5, 6, 7)
        ),
        pytest.param("[5555s,1]", Meld(KONG, INDEX["5s"], offer=1), id="kong-comma"),
        pytest.param("[ 5 5 5 5 s , 6 ]", Meld(KONG, INDEX["5s"], offer=6), id="kong-spaces"),
        pytest.param("[FFFF7]", Meld(KONG, INDEX["F"], offer=7), id="kong-honour-promoted"),
    ],
)
def test_fixed_set(text: str, meld: Meld) -> None:
    parsed = parse_tiles(text)
    assert parsed.melds == (meld,)
    assert parsed.tiles == ()
    assert parsed.meld_positions == (0,)


def test_loose_tiles_around_sets() -> None:
    parsed = parse_tiles("1m[EEE]2m{5555s}3m")
    assert parsed.tiles == t("1m 2m 3m")
    assert parsed.melds == (Meld(PUNG, INDEX["E"]), Meld(KONG, INDEX["5s"], concealed=True))
    assert parsed.meld_positions == (2, 9)


# --- whole hands -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, melds, tiles, winning",
    [
        pytest.param("1122m3344p5566s7s7s", (), "1m 1m 2m 2m 3p 3p 4p 4p 5s 5s 6s 6s 7s", "7s", id="no-sets"),
        pytest.param(
            "[EEE1][123m]456p789s1p1p",
            (Meld(PUNG, INDEX["E"], offer=1), Meld(CHOW, INDEX["1m"])),
            "4p 5p 6p 7s 8s 9s 1p",
            "1p",
            id="output-md-example",
        ),
        pytest.param(
            "1p[EEE1]45p[123m]6p789s 1p",
            (Meld(PUNG, INDEX["E"], offer=1), Meld(CHOW, INDEX["1m"])),
            "1p 4p 5p 6p 7s 8s 9s",
            "1p",
            id="loose-between-sets",
        ),
        pytest.param(
            "[1111m][2222m5]{3333m}[4444m,2]EE",
            (
                Meld(KONG, INDEX["1m"], concealed=True),
                Meld(KONG, INDEX["2m"], offer=5),
                Meld(KONG, INDEX["3m"], concealed=True),
                Meld(KONG, INDEX["4m"], offer=2),
            ),
            "E",
            "E",
            id="four-kongs",
        ),
        pytest.param("🀇🀇🀇🀈🀉🀊🀋🀌🀍🀎🀏🀏🀏🀏", (), "1m 1m 1m 2m 3m 4m 5m 6m 7m 8m 9m 9m 9m", "9m", id="unicode"),
    ],
)
def test_parse_hand(text: str, melds: tuple[Meld, ...], tiles: str, winning: str) -> None:
    hand = parse_hand(text)
    assert hand == Hand(melds, t(tiles), INDEX[winning], 0)


def test_parse_hand_keeps_flower_glyphs() -> None:
    assert parse_hand("🀢🀣1122m3344p5566s7s7s").flower_glyphs == 2


@pytest.mark.parametrize(
    "text, normal",
    [
        pytest.param("[EEE1][123m]456p789s1p1p", "[EEE1][123m]789s1456p1p", id="output-md-example"),
        pytest.param("[5555s0][312m2]C9p8p7pPEE C", "{5555s}[123m2]789pEECPC", id="kong-and-chow-order"),
        pytest.param("{1111m}[2222m,5]345p🀄🀄🀄NN", "{1111m}[2222m5]345pNCCCN", id="comma-unicode"),
        pytest.param("E1m 1s1p2p3p4p5p6p7p8p9p0p1m", "1m1s1234556789pE1m", id="sorted-groups"),
    ],
)
def test_notation_normalises(text: str, normal: str) -> None:
    hand = parse_hand(text)
    assert hand.notation() == normal
    assert parse_hand(normal).notation() == normal


# --- rejections ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, error, words, position",
    [
        pytest.param("123mx", ParseError, ["'x'", "not a tile"], 4, id="unknown-character"),
        pytest.param("🀪123m", ParseError, ["'🀪'", "not a tile"], 0, id="tile-back"),
        pytest.param("123me", ParseError, ["'e'", "upper case"], 4, id="lower-case-honour"),
        pytest.param("123M", ParseError, ["'M'", "lower case"], 3, id="upper-case-suit"),
        pytest.param("123m456", ParseError, ["'456'", "no suit letter"], 4, id="digits-at-end"),
        pytest.param("12[EEE]3m", ParseError, ["'12'", "no suit letter"], 0, id="digits-before-bracket"),
        pytest.param("12E3m", ParseError, ["'12'", "no suit letter"], 0, id="digits-before-honour"),
        pytest.param("12🀄3m", ParseError, ["'12'", "no suit letter"], 0, id="digits-before-glyph"),
        pytest.param("12🀢3m", ParseError, ["'12'", "no suit letter"], 0, id="digits-before-flower"),
        pytest.param("[123]", ParseError, ["'123'", "no suit letter"], 1, id="digits-in-set"),
        pytest.param("[567,2]", ParseError, ["'567'", "no suit letter"], 1, id="digits-before-comma"),
        pytest.param("m123m", ParseError, ["'m'", "no digits"], 0, id="suit-without-digits"),
        pytest.param("1m s", ParseError, ["'s'", "South"], 3, id="lone-s"),
        pytest.param(
            "123456789m1235z",
            ParseError,
            ["'5z'", "ambiguous", "Tenhou", "--z tenhou", "--z mcr"],
            13,
            id="z-dragons-without-an-order",
        ),
        pytest.param("123456789m18z", ParseError, ["'8z'", "1z to 7z"], 11, id="z-beyond-7"),
        pytest.param("[123m", ParseError, ["'[123m'", "never closed"], 0, id="unclosed"),
        pytest.param("11m{5555s", ParseError, ["'{5555s'", "never closed"], 3, id="unclosed-brace"),
        pytest.param("[12[3m]]", ParseError, ["nest", "'[12'"], 3, id="nested"),
        pytest.param("123m]", ParseError, ["']'", "no opening"], 4, id="stray-close"),
        pytest.param("[5555s}", ParseError, ["'[5555s'", "'}'"], 6, id="mismatched-close"),
        pytest.param("[124m]", TilesError, ["'[124m]'", "not a chow, pung or kong"], 0, id="not-a-set"),
        pytest.param("[ESW]", TilesError, ["'[ESW]'", "honours never form chows"], 0, id="honour-chow"),
        pytest.param("[89m1s]", TilesError, ["'[89m1s]'", "not a chow"], 0, id="chow-across-suits"),
        pytest.param("[5556s]", TilesError, ["'[5556s]'", "not a chow, pung or kong"], 0, id="bad-kong"),
        pytest.param("1m[12m]", TilesError, ["'[12m]'", "2 tiles", "3 or 4"], 2, id="two-tiles"),
        pytest.param("[12345m]", TilesError, ["'[12345m]'", "5 tiles"], 0, id="five-tiles"),
        pytest.param("[]", TilesError, ["'[]'", "0 tiles"], 0, id="empty-set"),
        pytest.param("[111m][222m][333m][444m][555m]", TilesError, ["at most 4 sets"], 24, id="five-sets"),
        pytest.param("[123m0]", ParseError, ["digit 0", "'[123m0]'", "chow", "1-3"], 5, id="chow-offer-0"),
        pytest.param("[555p5]", ParseError, ["digit 5", "'[555p5]'", "pung", "1-3"], 5, id="pung-offer-5"),
        pytest.param("[EEE8]", ParseError, ["offer digit 8", "'[EEE8]'", "pung"], 4, id="pung-offer-8"),
        pytest.param("[5555s4]", ParseError, ["offer digit 4", "kong", "5-7"], 6, id="kong-offer-4"),
        pytest.param("[5555s,8]", ParseError, ["offer digit 8", "kong"], 7, id="kong-offer-8-comma"),
        pytest.param("{555s}", ParseError, ["'{555s}'", "only a concealed kong"], 0, id="brace-pung"),
        pytest.param("{123s}", ParseError, ["'{123s}'", "braces hold only"], 0, id="brace-chow"),
        pytest.param("{5555s1}", ParseError, ["'{5555s1}'", "no offer digit"], 6, id="brace-offer"),
        pytest.param("{5555s0}", ParseError, ["'{5555s0}'", "no offer digit"], 6, id="brace-offer-0"),
        pytest.param("[567m,]", ParseError, ["comma", "offer digit"], 5, id="comma-without-digit"),
        pytest.param("[567m,2m]", ParseError, ["comma", "'m'"], 7, id="suit-after-comma"),
        pytest.param("[567m,2E]", ParseError, ["comma", "'E'"], 7, id="tile-after-comma"),
        pytest.param("123m,1", ParseError, ["comma", "inside a set"], 4, id="comma-outside"),
        pytest.param("[,1]", ParseError, ["comma", "after the set's tiles"], 1, id="comma-first"),
        pytest.param("[567m,2,3]", ParseError, ["comma", "once"], 7, id="two-commas"),
        pytest.param("[567m,23]", ParseError, ["one offer digit"], 7, id="two-offer-digits"),
        pytest.param("[🀢123m]", ParseError, ["flower", "inside a set"], 1, id="flower-in-set"),
        pytest.param("🀢123m🀢", TilesError, ["flower", "twice"], 5, id="same-flower-twice"),
        pytest.param("123m55555p", TilesError, ["5p", "five times"], 8, id="fifth-copy-loose"),
        pytest.param("[5555m]5m", TilesError, ["5m", "five times"], 7, id="fifth-copy-after-kong"),
        pytest.param("E[EEEE]", TilesError, ["E", "five times"], 5, id="fifth-copy-in-kong"),
        pytest.param("[555m]0m55m", TilesError, ["5m", "five times"], 8, id="fifth-copy-zero"),
        pytest.param("🀄CCC🀄️", TilesError, ["C", "five times"], 4, id="fifth-copy-unicode"),
    ],
)
def test_rejected(text: str, error: type, words: list[str], position: int) -> None:
    with pytest.raises(error) as info:
        parse_tiles(text)
    assert type(info.value) is error
    for word in words:
        assert word in info.value.message
    assert info.value.position == position
    assert "\n" not in info.value.message


@pytest.mark.parametrize(
    "text, words, position",
    [
        pytest.param("1234567890123m", ["13 tiles", "waiting hand", "`gbmj waits`"], None, id="thirteen"),
        pytest.param(
            "[EEE]123456789m1p",
            ["1 set and 10 loose tiles", "waiting hand", "`gbmj waits`"],
            None,
            id="thirteen-with-set",
        ),
        pytest.param("123456789012m", ["found 12 tiles", "needs 14 tiles"], None, id="twelve"),
        pytest.param("", ["found 0 tiles", "needs 14"], None, id="empty"),
        pytest.param("123456789m123456p", ["found 15 tiles", "needs 14"], 15, id="fifteen"),
        pytest.param(
            "[123m][456m]123p45p",
            ["found 2 sets and 5 loose tiles", "needs 8 loose tiles beside 2 sets"],
            None,
            id="too-few-with-sets",
        ),
        pytest.param(
            "[1111m][2222m][3333m][4444m]EEE", ["4 sets and 3 loose tiles", "needs 2"], 30, id="too-many-with-kongs"
        ),
    ],
)
def test_parse_hand_counts(text: str, words: list[str], position: int | None) -> None:
    with pytest.raises(TilesError) as info:
        parse_hand(text)
    for word in words:
        assert word in info.value.message
    assert info.value.position == position


def test_parse_waiting_hand() -> None:
    parsed = parse_waiting_hand("[EEE2]1112345678p")
    assert parsed.melds == (Meld(PUNG, INDEX["E"], offer=2),)
    assert parsed.tiles == t("1p 1p 1p 2p 3p 4p 5p 6p 7p 8p")
    assert parsed.tile_positions == tuple(range(6, 16))


@pytest.mark.parametrize(
    "text, words",
    [
        pytest.param("11122345678999p", ["found 14 tiles", "`gbmj score`"], id="fourteen"),
        pytest.param("[EEE]11122345678p", ["1 set and 11 loose tiles", "`gbmj score`"], id="14-with-set"),
        pytest.param("1122m", ["found 4 tiles", "needs 13 tiles"], id="four"),
    ],
)
def test_parse_waiting_hand_counts(text: str, words: list[str]) -> None:
    with pytest.raises(TilesError) as info:
        parse_waiting_hand(text)
    for word in words:
        assert word in info.value.message


# --- properties ------------------------------------------------------------------------------

VALID = [
    "[EEE1][123m]456p789s1p1p",
    "1122m3344p5566s7s7s",
    "{5555s}[567m,2][CCCC5]🀢🀣 NN",
    "🀇🀇🀇🀈🀉🀊🀋🀌🀍🀎🀏🀏🀏🀏",
    "[5555s,1]1m23m0p0p[FFF3]SS",
]
ALPHABET = "0123456789mspzESWNCFP[]{}, -\ufe0f🀄🀢🀪x"


@given(st.text() | st.text(alphabet=ALPHABET))
def test_arbitrary_text_raises_only_gbmj_errors(text: str) -> None:
    try:
        parse_tiles(text)
    except GbmjError as error:
        assert error.message and "\n" not in error.message
        assert error.position is None or 0 <= error.position < len(text)


@given(
    st.sampled_from(VALID),
    st.sampled_from(["insert", "delete", "replace"]),
    st.integers(min_value=0),
    st.one_of(st.sampled_from(ALPHABET), st.characters()),
)
def test_mutated_hands_raise_only_gbmj_errors(valid: str, operation: str, where: int, char: str) -> None:
    i = where % (len(valid) + (operation == "insert"))
    if operation == "insert":
        text = valid[:i] + char + valid[i:]
    elif operation == "delete":
        text = valid[:i] + valid[i + 1 :]
    else:
        text = valid[:i] + char + valid[i + 1 :]
    for parse in (parse_tiles, parse_hand, parse_waiting_hand):
        try:
            parse(text)
        except GbmjError as error:
            assert error.position is None or 0 <= error.position < len(text)


@st.composite
def hands(draw: st.DrawFn) -> Hand:
    """Winning-size hands built from random fixed sets and loose tiles, at most four of a kind."""
    counts = [0] * 34
    melds = []
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.sampled_from(MeldKind))
        if kind is CHOW:
            tile = draw(st.sampled_from([s * 9 + r for s in range(3) for r in range(7)]))
        else:
            tile = draw(st.integers(0, 33))
        offers = (0, 1, 2, 3, 5, 6, 7) if kind is KONG else (0, 1, 2, 3)
        offer = draw(st.sampled_from(offers))
        meld = Meld(kind, tile, kind is KONG and offer == 0, offer)
        if all(counts[x] + meld.tiles.count(x) <= 4 for x in meld.tiles):
            for x in meld.tiles:
                counts[x] += 1
            melds.append(meld)
    loose = []
    for _ in range(14 - 3 * len(melds)):
        start = draw(st.integers(0, 33))
        tile = next(x % 34 for x in range(start, start + 34) if counts[x % 34] < 4)
        counts[tile] += 1
        loose.append(tile)
    return Hand(tuple(melds), tuple(loose[:-1]), loose[-1])


@given(hands())
def test_notation_round_trips(hand: Hand) -> None:
    text = hand.notation()
    parsed = parse_hand(text)
    assert parsed.melds == hand.melds
    assert sorted(parsed.tiles) == sorted(hand.tiles)
    assert parsed.winning_tile == hand.winning_tile
    assert parsed.notation() == text
    assert parsed.counts == hand.counts == bytes(parsed.concealed_tiles.count(t) for t in range(34))


@given(hands())
def test_the_full_scan_counts_the_concealed_tiles_as_the_plain_reader_does(hand: Hand) -> None:
    spaced = " ".join(hand.notation())  # spaces between characters: not a plain string
    assert parse_hand(spaced).counts == parse_hand(hand.notation()).counts


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        pytest.param("123m456s789p111p5p5P", "'P' is White", id="upper-case-P-after-digits"),
        pytest.param("123S456s789p111p5p5p", "'S' is South", id="upper-case-S-after-digits"),
        pytest.param("123m456s789p1p1p红红中", "红中", id="chinese-name-part-alone"),
        pytest.param("123m456s789p1p1pW1", "Botzone", id="botzone-code-in-a-gbmj-hand"),
    ],
)
def test_typos_get_a_hint_saying_what_to_write(text, hint):
    with pytest.raises(ParseError) as caught:
        parse_hand(text)
    assert hint in caught.value.message


def test_a_loose_kong_is_told_to_go_in_brackets():
    with pytest.raises(TilesError) as caught:
        parse_hand("1111m55m456s789p111p5p")
    assert "found 16 tiles" in caught.value.message and "{1111m}" in caught.value.message
