"""Read hand strings (notation.md) into fixed sets and loose tiles.

One linear scan over the characters, driven by a table from character to token class, so that a
batch of many thousand hands parses quickly and every error can point at the character that caused
it. Tile counts are checked by ``parse_hand`` (a winning hand) and ``parse_waiting_hand`` (a hand
one tile short); ``parse_tiles`` reads any number of tiles, so that other tools can build on it.
"""

from dataclasses import dataclass

from gbmj_cli.core.errors import ParseError, TilesError
from gbmj_cli.core.hand import Hand, Meld, MeldKind
from gbmj_cli.core.tiles import FIRST_HONOR, HONOR_LETTERS, NAMES, N_KINDS

_DIGIT, _SUIT, _TILE, _FLOWER, _OPEN, _CLOSE, _COMMA, _SKIP = range(8)

_CLASSES: dict[str, tuple[int, int]] = {
    **{str(d): (_DIGIT, d) for d in range(10)},
    "m": (_SUIT, 0),
    "s": (_SUIT, 9),
    "p": (_SUIT, 18),
    **{letter: (_TILE, FIRST_HONOR + i) for i, letter in enumerate(HONOR_LETTERS)},
    # U+1F000-U+1F006 are E S W N C F P, then 1-9m, 1-9s, 1-9p; U+1F022-U+1F029 the flowers.
    **{chr(0x1F000 + i): (_TILE, FIRST_HONOR + i) for i in range(7)},
    **{chr(0x1F007 + i): (_TILE, i) for i in range(FIRST_HONOR)},
    **{chr(0x1F022 + i): (_FLOWER, i) for i in range(8)},
    "[": (_OPEN, 0),
    "{": (_OPEN, 0),
    "]": (_CLOSE, 0),
    "}": (_CLOSE, 0),
    ",": (_COMMA, 0),
    " ": (_SKIP, 0),
    "\ufe0e": (_SKIP, 0),
    "\ufe0f": (_SKIP, 0),
}
_CLOSER = {"[": "]", "{": "}"}

_Z_MESSAGE = (
    "'z' honours are ambiguous because tools disagree on their order (5z/6z/7z are 中发白 in one "
    "family and 白发中 in Tenhou), so write the honour letters E S W N C F P instead"
)
_HINTS = {
    **{c.lower(): f" (honours are upper case: '{c}')" for c in "EWNCF"},
    "M": " (suit letters are lower case: 'm')",
    **{zh: f" (write the honour letter '{c}')" for zh, c in zip("东南西北中发白", "ESWNCFP")},
    **{zh: f" (write the suit letter '{c}' after the digits)" for zh, c in zip("万条饼筒索", "mspps")},
}
# After digits, an upper-case S or P is a tile (South, White), not the suit letter the digits need.
_UPPER_SUITS = {"S": " ('S' is South: the bamboo suit letter is 's')", "P": " ('P' is White: the dots suit letter is 'p')"}


@dataclass(frozen=True, slots=True)
class ParsedTiles:
    """What a hand string holds, before any count check.

    ``tiles`` are the loose tiles in written order; ``tile_positions`` and ``meld_positions`` give
    the index in the input of each loose tile's character and of each set's opening bracket.
    """

    melds: tuple[Meld, ...]
    tiles: tuple[int, ...]
    flower_glyphs: int = 0
    tile_positions: tuple[int, ...] = ()
    meld_positions: tuple[int, ...] = ()


def parse_tiles(text: str, *, hand: bool = True) -> ParsedTiles:
    """Read a hand string of any length into fixed sets and loose tiles.

    With ``hand`` false the text is tiles on the table (``--seen``): any number of sets, and
    copies are left for the caller to count.

    >>> p = parse_tiles("[EEE1] 1m23m 0p")
    >>> p.melds[0].kind.value, p.melds[0].offer, [NAMES[t] for t in p.tiles], p.tile_positions
    ('pung', 1, ['1m', '2m', '3m', '5p'], (7, 9, 10, 13))
    """
    melds: list[Meld] = []
    meld_positions: list[int] = []
    loose: list[int] = []
    loose_positions: list[int] = []
    counts = [0] * N_KINDS
    flowers = 0
    pending: list[int] = []  # positions of digits still waiting for their suit letter
    group: list[int] | None = None  # tiles of the open bracket
    opener = ""
    open_pos = comma_pos = offer_pos = -1
    offer: int | None = None

    def add(tile: int, pos: int) -> None:
        counts[tile] += 1
        if counts[tile] > 4 and hand:
            name = NAMES[tile]
            raise TilesError(f"{name} is written five times, but there are only four of each tile", pos)
        if group is None:
            loose.append(tile)
            loose_positions.append(pos)
        else:
            group.append(tile)

    for pos, ch in enumerate(text):
        cls, value = _CLASSES.get(ch, (-1, 0))
        if cls == _DIGIT:
            if comma_pos < 0:
                pending.append(pos)
            elif offer is None:
                offer, offer_pos = value, pos
            else:
                written = text[open_pos : pos + 1]
                raise ParseError(f"a set takes one offer digit, but {written!r} has more", pos)
        elif cls == _SUIT:
            if comma_pos >= 0:
                raise _after_comma(ch, pos)
            if not pending:
                hint = {"s": " (South is 'S')", "p": " (White is 'P')"}.get(ch, "")
                raise ParseError(f"suit letter '{ch}' has no digits before it{hint}", pos)
            for p in pending:
                add(value + (int(text[p]) or 5) - 1, p)
            pending.clear()
        elif cls == _TILE:
            if comma_pos >= 0:
                raise _after_comma(ch, pos)
            if pending:
                raise _unsuited(text, pending)
            add(value, pos)
        elif cls == _SKIP:
            continue
        elif cls == _OPEN:
            if group is not None:
                written = text[open_pos:pos]
                raise ParseError(f"sets cannot nest, but '{ch}' opens one inside {written!r}", pos)
            if pending:
                raise _unsuited(text, pending)
            if len(melds) == 4 and hand:
                raise TilesError("a hand holds at most 4 sets, and this bracket opens a fifth", pos)
            group, opener, open_pos, comma_pos, offer = [], ch, pos, -1, None
        elif cls == _CLOSE:
            if group is None:
                raise ParseError(f"closing bracket '{ch}' has no opening bracket before it", pos)
            if ch != _CLOSER[opener]:
                written = text[open_pos:pos]
                raise ParseError(f"the set {written!r} opened with '{opener}' ends with '{ch}'", pos)
            if len(pending) == 1 and group:
                offer, offer_pos = int(text[pending[0]]), pending[0]
            elif pending:
                raise _unsuited(text, pending)
            elif comma_pos >= 0 and offer is None:
                raise ParseError("a comma in a set must be followed by an offer digit", comma_pos)
            pending.clear()
            melds.append(_meld(text[open_pos : pos + 1], group, opener, offer, open_pos, offer_pos))
            meld_positions.append(open_pos)
            group, comma_pos = None, -1
        elif cls == _COMMA:
            if group is None:
                raise ParseError("a comma may only stand inside a set, before its offer digit", pos)
            if pending:
                raise _unsuited(text, pending)
            if not group or comma_pos >= 0:
                raise ParseError("a comma in a set must come once, after the set's tiles", pos)
            comma_pos = pos
        elif cls == _FLOWER:
            if group is not None:
                raise ParseError(f"flower '{ch}' cannot stand inside a set", pos)
            if pending:
                raise _unsuited(text, pending)
            if flowers >> value & 1:
                raise TilesError(f"flower '{ch}' is written twice, but each flower exists once", pos)
            flowers |= 1 << value
        elif ch.isspace():
            continue
        elif ch == "z":
            raise ParseError(_Z_MESSAGE, pos)
        else:
            raise ParseError(f"{ch!r} is not a tile, suit letter or bracket{_HINTS.get(ch, '')}", pos)

    if group is not None:
        written = text[open_pos:].rstrip()
        raise ParseError(f"the set {written!r} is never closed with '{_CLOSER[opener]}'", open_pos)
    if pending:
        raise _unsuited(text, pending)
    return ParsedTiles(
        tuple(melds), tuple(loose), flowers.bit_count(), tuple(loose_positions), tuple(meld_positions)
    )


def parse_hand(text: str) -> Hand:
    """Read a winning hand: with k fixed sets, 14 - 3k loose tiles, the last one written wins.

    >>> h = parse_hand("[EEE1][123m]456p789s1p1p")
    >>> NAMES[h.winning_tile], h.notation()
    ('1p', '[EEE1][123m]789s1456p1p')
    """
    parsed = parse_tiles(text)
    need = 14 - 3 * len(parsed.melds)
    found = len(parsed.tiles)
    if found == need - 1:
        raise TilesError(
            f"{_describe(parsed)} make a waiting hand: add the winning tile at the end to score it, "
            "or ask `gbmj waits` what it waits on"
        )
    if found != need:
        raise _count_error(parsed, need, "a winning hand")
    return Hand(parsed.melds, parsed.tiles[:-1], parsed.tiles[-1], parsed.flower_glyphs)


def parse_waiting_hand(text: str) -> ParsedTiles:
    """Read a waiting hand: with k fixed sets, 13 - 3k loose tiles.

    >>> len(parse_waiting_hand("1112345678999p").tiles)
    13
    """
    parsed = parse_tiles(text)
    need = 13 - 3 * len(parsed.melds)
    found = len(parsed.tiles)
    if found == need + 1:
        raise TilesError(
            f"found {_describe(parsed)}, one more than a waiting hand holds: "
            "score a complete hand with `gbmj score`"
        )
    if found != need:
        raise _count_error(parsed, need, "a waiting hand")
    return parsed


def _meld(
    written: str, tiles: list[int], opener: str, offer: int | None, open_pos: int, offer_pos: int
) -> Meld:
    """Build a set from a closed bracket, checking its shape and its offer digit."""
    kind = _shape(written, tiles, open_pos)
    first = min(tiles)
    if opener == "{":
        if kind is not MeldKind.KONG:
            message = f"braces hold only a concealed kong, so {written!r} is not allowed"
            raise ParseError(message, open_pos)
        if offer is not None:
            message = f"a concealed kong in braces takes no offer digit, so {written!r} is not allowed"
            raise ParseError(message, offer_pos)
        return Meld(kind, first, True, 0)
    if kind is MeldKind.KONG:
        if offer is None or offer == 0:
            return Meld(kind, first, True, 0)
        if offer in (1, 2, 3, 5, 6, 7):
            return Meld(kind, first, False, offer)
        allowed = "0 (concealed), 1-3 or 5-7 (melded)"
    else:
        if offer is None:
            return Meld(kind, first, False, 0)
        if 1 <= offer <= 3:
            return Meld(kind, first, False, offer)
        allowed = "only 1-3 (a concealed one is written as loose tiles)"
    message = f"offer digit {offer} in {written!r} is not allowed: a {kind.value} takes {allowed}"
    raise ParseError(message, offer_pos)


def _shape(written: str, tiles: list[int], open_pos: int) -> MeldKind:
    """Tell a chow, pung or kong from the tiles of a bracket, or reject them."""
    if len(tiles) not in (3, 4):
        message = f"set {written!r} holds {_plural(len(tiles), 'tile')}, but a set holds 3 or 4"
        raise TilesError(message, open_pos)
    first = min(tiles)
    if tiles.count(first) == len(tiles):
        return MeldKind.PUNG if len(tiles) == 3 else MeldKind.KONG
    if (
        len(tiles) == 3
        and first < FIRST_HONOR
        and first % 9 <= 6
        and sorted(tiles) == [first, first + 1, first + 2]
    ):
        return MeldKind.CHOW
    honours = " (honours never form chows)" if first >= FIRST_HONOR and len(set(tiles)) == 3 else ""
    raise TilesError(f"set {written!r} is not a chow, pung or kong{honours}", open_pos)


def _unsuited(text: str, pending: list[int]) -> ParseError:
    digits = "".join(text[p] for p in pending)
    after = text[pending[-1] + 1 : pending[-1] + 2]
    hint = _UPPER_SUITS.get(after, "")
    return ParseError(f"digits '{digits}' have no suit letter (m, s or p) after them{hint}", pending[0])


def _after_comma(ch: str, pos: int) -> ParseError:
    return ParseError(f"only an offer digit may follow the comma in a set, not '{ch}'", pos)


def _describe(parsed: ParsedTiles) -> str:
    """Say what was found: '13 tiles', or '2 sets and 7 loose tiles'."""
    if not parsed.melds:
        return _plural(len(parsed.tiles), "tile")
    return f"{_plural(len(parsed.melds), 'set')} and {_plural(len(parsed.tiles), 'loose tile')}"


def _plural(n: int, noun: str) -> str:
    return f"{n} {noun}{'s' if n != 1 else ''}"


def _count_error(parsed: ParsedTiles, need: int, what: str) -> TilesError:
    beside = f" loose tiles beside {_plural(len(parsed.melds), 'set')}" if parsed.melds else " tiles"
    extra = parsed.tile_positions[need] if len(parsed.tiles) > need else None
    hint = ""
    if len(parsed.tiles) > need:
        fours = [t for t in set(parsed.tiles) if parsed.tiles.count(t) == 4]
        if fours:
            kong = NAMES[fours[0]][0] * 4 + NAMES[fours[0]][1:]
            hint = f" (a kong goes in brackets: [{kong}1] melded or {{{kong}}} concealed)"
    return TilesError(f"found {_describe(parsed)}, but {what} needs {need}{beside}{hint}", extra)
