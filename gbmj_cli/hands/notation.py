"""Read hand strings (docs/notation.md) into fixed sets and loose tiles.

One linear scan over the characters, driven by a table from character to token class, so that
every error can point at the character that caused it; a string in plain ASCII notation (nearly
every hand a batch reads) is first read from its tokens, each read once and cached. Tile counts are
checked by ``parse_hand`` (a winning hand) and ``parse_waiting_hand`` (a hand one tile short);
``parse_tiles`` reads any number of tiles, so that other tools can build on it.

Beside the letters of docs/notation.md the alphabet holds the Chinese tile names (``notations.names``),
the full-width forms and whatever else NFKC folds into one character of it (``１２３ｍ``), 【】 for
[ ] (a Chinese input method types them), and ``z`` honours: 1z-4z are E S W N everywhere, 5z-7z
only with an order (``z="tenhou"``: 白发中, ``"mcr"``: 中发白), as tools disagree on them.
"""

import re
from collections.abc import Callable
from functools import lru_cache
from itertools import compress
from typing import NamedTuple

from gbmj_cli.base.bounded import Memo
from gbmj_cli.base.errors import ParseError, TilesError
from gbmj_cli.hands import tile_names
from gbmj_cli.hands.hand import Hand, Meld, MeldKind, counts_of, new_hand
from gbmj_cli.hands.tiles import FIRST_HONOR, HONOR_LETTERS, INDEX, N_KINDS, NAMES, RANK_OF
from gbmj_cli.messages import Msg

_DIGIT, _SUIT, _TILE, _FLOWER, _OPEN, _CLOSE, _COMMA, _SKIP, _PART = range(9)
_Z = -1  # the suit value of 'z'

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
    "{": (_OPEN, 1),
    "]": (_CLOSE, 0),
    "}": (_CLOSE, 1),
    ",": (_COMMA, 0),
    " ": (_SKIP, 0),
    "\ufe0e": (_SKIP, 0),
    "\ufe0f": (_SKIP, 0),
    "z": (_SUIT, _Z),
}
# Full-width forms of the ASCII characters above (U+FF01-U+FF5E), then the Chinese names.
_CLASSES.update({chr(ord(ch) + 0xFEE0): entry for ch, entry in list(_CLASSES.items()) if "!" <= ch <= "~"})
_CLASSES.update({"\u3010": (_OPEN, 0), "\u3011": (_CLOSE, 0)})  # 【】, the [ ] of a Chinese input method
_CLASSES.update({ch: (_DIGIT, value) for ch, value in tile_names.DIGITS.items()})
_CLASSES.update({ch: (_SUIT, first) for ch, first in tile_names.SUITS.items()})
_CLASSES.update({ch: (_TILE, INDEX[letter]) for ch, letter in tile_names.HONOURS.items()})
_CLASSES.update({ch: (_PART, 0) for ch in tile_names.NAME_PARTS})
_OPENERS, _CLOSERS = "[{", "]}"  # by the value of an _OPEN or _CLOSE character
_MELD_WORDS = {MeldKind.CHOW: "meld.chow", MeldKind.PUNG: "meld.pung", MeldKind.KONG: "meld.kong"}

Z_ORDERS = {"tenhou": "ESWNPFC", "mcr": "ESWNCFP"}
"""The honours of 1z-7z in each order that ``z`` may name (Tenhou: 5z 白, 6z 发, 7z 中)."""

_HINTS = {
    **{c.lower(): Msg("hint.honour_upper", letter=c) for c in "EWNCF"},
    "M": Msg("hint.suit_lower"),
    **{c: Msg("hint.botzone_letter", letter=c) for c in "TBJH"},
    "|": Msg("hint.bar_in_gbmj"),
}
# After digits, an upper-case S or P is a tile (South, White), not the suit letter the digits need.
_UPPER_SUITS = {"S": Msg("hint.upper_s"), "P": Msg("hint.upper_p")}
# Before digits, W or F (West, 发) with a digit reads like a Botzone code (W1 = 1m, F1 = East).
_BOTZONE_LETTERS = {"W": Msg("hint.botzone_w"), "F": Msg("hint.botzone_f")}


class ParsedTiles(NamedTuple):
    """What a hand string holds, before any count check.

    ``tiles`` are the loose tiles in written order; ``tile_positions`` and ``meld_positions`` give
    the index in the input of each loose tile's character and of each set's opening bracket. (A
    named tuple: batch makes one per line, and a frozen dataclass is slow to make.)
    """

    melds: tuple[Meld, ...]
    tiles: tuple[int, ...]
    flower_glyphs: int = 0
    tile_positions: tuple[int, ...] = ()
    meld_positions: tuple[int, ...] = ()


def parse_tiles(text: str, z: str | None = None, *, hand: bool = True) -> ParsedTiles:
    """Read a hand string of any length into fixed sets and loose tiles.

    ``z`` is the order of 5z-7z (a key of ``Z_ORDERS``); without it only 1z-4z are read. With
    ``hand`` false the text is tiles on the table (``--seen``): any number of sets, and copies are
    left for the caller to count.

    >>> p = parse_tiles("[EEE1] 1m23m 0p")
    >>> p.melds[0].kind.value, p.melds[0].offer, [NAMES[t] for t in p.tiles], p.tile_positions
    ('pung', 1, ['1m', '2m', '3m', '5p'], (7, 9, 10, 13))
    >>> [NAMES[t] for t in parse_tiles("一二三万 东风 红中 １２ｓ 67z", z="tenhou").tiles]
    ['1m', '2m', '3m', 'E', 'C', '1s', '2s', 'F', 'C']
    """
    return _plain(text, hand) or _Scan(text, z, hand).run()


# The plain notation most hands are written in: bracketed sets, then loose tiles, each run of digits
# followed by its suit letter (``[123m2]{5555s}5567p789sE``, no spaces). Such a string is cut with
# str methods into pieces, each read once and cached: a set (its text without a closing ']'), or
# loose tiles up to a suit letter (``EE567p``). Any other string, or one that holds a mistake, is
# left to the full scan, which reads it or says where the mistake is.
_PLAIN_SET = re.compile(r"\[[^\[\]{}]*\]|\{[^\[\]{}]*\}")
_LOOSE_BYTES = {
    suit: bytes(
        INDEX[chr(c)] if chr(c) in HONOR_LETTERS else first + (c - 48 or 5) - 1 if 48 <= c <= 57 else 0
        for c in range(256)
    )
    for suit, first in (("m", 0), ("s", 9), ("p", 18))
}
"""For each suit letter, the tile of each character (a byte) of a loose piece: its digits in that suit,
honour letters; for ``bytes.translate``."""

SET_PIECES_CACHED = 1024
"""Sets whose pieces are kept: there are a few hundred different ones."""
LOOSE_PIECES_CACHED = 4096
"""Loose pieces whose tiles are kept: a batch of 20,000 hands holds about 8,000 different ones, the
common ones many times; full within the first 10,000 lines a process reads (a worker of a two-core
run reads half of them), so memory stays flat."""

_COPY = tuple(1 << 8 * t for t in range(N_KINDS))
_PLUS_THREE = 3 * sum(_COPY)
_FIFTH = 0b11111000 * sum(_COPY)
"""A count of copies of each kind, in one integer: ``_COPY[t]`` is one copy of kind t, a byte a kind
(18 loose tiles and 4 sets at most, plus 3, fit in one), so that the loose tiles' count is a Hand's
``counts`` by ``int.to_bytes``. Adding ``_PLUS_THREE`` turns a count over four into one with a bit
of ``_FIFTH`` set."""

_TILE_CHARS = bytes(0 if chr(c) in "msp" else 1 for c in range(256))
"""1 for each character (a byte) of a plain string's loose tiles that is a tile, 0 for a suit letter."""

_Read = tuple[tuple[Meld, ...], tuple[int, ...], int, int, list[str], str]


def _plain_read(text: str) -> _Read | None:
    """A plain string's sets, loose tiles and the counts of copies of each (the sets', the loose
    tiles'), with its set pieces and the text of its loose tiles; None for any other string."""
    set_pieces = (text.replace("}", "}]") if "}" in text else text).split("]")
    loose = set_pieces.pop()
    loose_pieces = loose.replace("m", "m]").replace("s", "s]").replace("p", "p]").split("]")
    if not loose_pieces[-1]:
        loose_pieces.pop()  # what follows the last suit letter (nothing)
    melds: list[Meld] = []
    tiles: list[int] = []  # extended, not added to: a long string's tiles are gathered in linear time
    copies = held = 0
    for piece in set_pieces:
        meld = _set_piece(piece)
        if meld is None:
            return None
        melds.append(meld[0])
        copies += meld[1]
    for piece in loose_pieces:
        read = _LOOSE_PIECES[piece]
        if read is None:
            return None
        tiles.extend(read[0])
        held += read[1]
    return tuple(melds), tuple(tiles), copies, held, set_pieces, loose


def _plain(text: str, hand: bool) -> ParsedTiles | None:
    """``parse_tiles`` of a plain string, positions and all; None for any other string, or a hand
    with a fifth set or a fifth copy (the full scan names the mistake) or too many tiles to count
    copies in ``copies``."""
    read = _plain_read(text)
    if read is None:
        return None
    melds, tiles, copies, held, set_pieces, loose = read
    if hand and (len(melds) > 4 or len(tiles) > 18 or (copies + held + _PLUS_THREE) & _FIFTH):
        return None
    meld_positions = []
    pos = 0
    for piece in set_pieces:
        meld_positions.append(pos)
        pos += len(piece) + (piece[0] == "[")  # with its ']'
    positions = tuple(compress(range(pos, len(text)), loose.encode().translate(_TILE_CHARS)))
    return ParsedTiles(melds, tiles, 0, positions, tuple(meld_positions))


@lru_cache(maxsize=SET_PIECES_CACHED)
def _set_piece(piece: str) -> tuple[Meld, int] | None:
    """The set of a plain piece and its count of copies: ``[123m2`` (the text of ``[123m2]`` before
    its ']') or ``{5555s}``; None for any other piece, or a set with a mistake in it."""
    written = piece + "]" if piece[:1] == "[" else piece
    simple = _SIMPLE_SET.fullmatch(written)
    if simple is None and _PLAIN_SET.fullmatch(written) is None:
        return None
    try:
        meld = _simple_set(written, simple) if simple else _Scan(written, None, True).run().melds[0]
    except (ParseError, TilesError):
        return None
    return meld, sum(map(_COPY.__getitem__, meld.tiles))


_SIMPLE_SET = re.compile(r"([\[{])(?:([0-9]{3,4})([msp])|([ESWNCFP]{3,4}))([0-9]?)([\]}])")
"""A set of one suit's digits or of honour letters, perhaps with its offer digit: built at once."""
_SUIT_FIRST = {"m": 0, "s": 9, "p": 18}


def _simple_set(written: str, simple: re.Match[str]) -> Meld:
    """The set of a ``_SIMPLE_SET`` match, as the full scan reads it (checked by ``_meld``)."""
    opener, digits, suit, honours, offer, closer = simple.groups()
    if _OPENERS.index(opener) != _CLOSERS.index(closer):
        raise ParseError(Msg("parse.mismatched_bracket", written=written, opener=opener, ch=closer), 0)
    if digits:
        first = _SUIT_FIRST[suit]
        tiles = [first + (int(d) or 5) - 1 for d in digits]
    else:
        tiles = [INDEX[h] for h in honours]
    return _meld(written, tiles, opener, int(offer) if offer else None, 0, 0)


def _loose_piece(piece: str) -> tuple[tuple[int, ...], int] | None:
    """The loose tiles of a plain piece and their count of copies: honour letters, then perhaps
    digits and their suit letter (``E``, ``567p``, ``SS0s``); None for any other piece."""
    suit = piece[-1:]
    if suit in _LOOSE_BYTES:
        body = piece[:-1]
        digits = body.lstrip(HONOR_LETTERS)
        if not (digits.isascii() and digits.isdigit()):
            return None
    elif piece and not piece.strip(HONOR_LETTERS):
        body, suit = piece, "m"  # honour letters only: any suit's table reads them
    else:
        return None
    tiles = tuple(body.encode().translate(_LOOSE_BYTES[suit]))
    return tiles, sum(map(_COPY.__getitem__, tiles))


_LOOSE_PIECES: Memo[str, tuple[tuple[int, ...], int] | None] = Memo(_loose_piece, LOOSE_PIECES_CACHED)
"""The loose tiles of each plain piece read, the first ``LOOSE_PIECES_CACHED`` kept."""


class _Scan:
    """One scan over the characters of a hand string, in any alphabet, naming the character of any
    mistake: a table gives each character's class, and a method per class reads it."""

    def __init__(self, text: str, z: str | None, hand: bool) -> None:
        self.text, self.z, self.hand = text, z, hand
        self.melds: list[Meld] = []
        self.meld_positions: list[int] = []
        self.loose: list[int] = []
        self.loose_positions: list[int] = []
        self.counts = [0] * N_KINDS
        self.flowers = 0
        self.pending: list[int] = []  # positions of digits still waiting for their suit letter
        self.values: list[int] = []  # and their values
        self.group: list[int] | None = None  # tiles of the open bracket
        self.opener = ""
        self.open_pos = self.comma_pos = self.offer_pos = -1
        self.offer: int | None = None

    def run(self) -> ParsedTiles:
        text = self.text
        for pos, ch in enumerate(text):
            cls, value = _CLASSES.get(ch) or _folded(ch)
            read = _READERS.get(cls)
            if read is not None:
                read(self, ch, value, pos)
            elif cls != _SKIP and not ch.isspace():
                raise ParseError(Msg("parse.not_a_tile", ch=ch, hint=_HINTS.get(ch, "")), pos)
        if self.group is not None:
            written = text[self.open_pos :].rstrip()
            closer = _CLOSERS[_OPENERS.index(self.opener)]
            raise ParseError(Msg("parse.set_never_closed", written=written, closer=closer), self.open_pos)
        if self.pending:
            raise _unsuited(text, self.pending)
        return ParsedTiles(
            tuple(self.melds),
            tuple(self.loose),
            self.flowers.bit_count(),
            tuple(self.loose_positions),
            tuple(self.meld_positions),
        )

    def add(self, tile: int, pos: int) -> None:
        self.counts[tile] += 1
        if self.counts[tile] > 4 and self.hand:
            raise TilesError(Msg("tiles.fifth_copy", tile=NAMES[tile]), pos)
        if self.group is None:
            self.loose.append(tile)
            self.loose_positions.append(pos)
        else:
            self.group.append(tile)

    def digit(self, ch: str, value: int, pos: int) -> None:
        if self.comma_pos < 0:
            self.pending.append(pos)
            self.values.append(value)
        elif self.offer is None:
            self.offer, self.offer_pos = value, pos
        else:
            written = self.text[self.open_pos : pos + 1]
            raise ParseError(Msg("parse.set_offer_digits", written=written), pos)

    def suit(self, ch: str, value: int, pos: int) -> None:
        if self.comma_pos >= 0:
            raise _after_comma(ch, pos)
        if not self.pending:
            hint = {"s": Msg("hint.south_is_upper"), "p": Msg("hint.white_is_upper")}.get(ch, "")
            raise ParseError(Msg("parse.suit_without_digits", ch=ch, hint=hint), pos)
        for p, v in zip(self.pending, self.values, strict=False):
            self.add(value + (v or 5) - 1 if value != _Z else _z_honour(v, self.z, p), p)
        self.pending.clear()
        self.values.clear()

    def tile(self, ch: str, value: int, pos: int) -> None:
        if self.comma_pos >= 0:
            raise _after_comma(ch, pos)
        if self.pending:
            raise _unsuited(self.text, self.pending)
        self.add(value, pos)

    def name_part(self, ch: str, value: int, pos: int) -> None:
        _check_name_part(self.text, pos)

    def open(self, ch: str, value: int, pos: int) -> None:
        if self.group is not None:
            written = self.text[self.open_pos : pos]
            raise ParseError(Msg("parse.nested_set", ch=ch, written=written), pos)
        if self.pending:
            raise _unsuited(self.text, self.pending)
        if len(self.melds) == 4 and self.hand:
            raise TilesError(Msg("tiles.fifth_set"), pos)
        self.group, self.opener, self.open_pos, self.comma_pos, self.offer = [], _OPENERS[value], pos, -1, None

    def close(self, ch: str, value: int, pos: int) -> None:
        text, group, open_pos = self.text, self.group, self.open_pos
        if group is None:
            raise ParseError(Msg("parse.close_without_open", ch=ch), pos)
        if _CLOSERS[value] != _CLOSERS[_OPENERS.index(self.opener)]:
            written = text[open_pos:pos]
            raise ParseError(Msg("parse.mismatched_bracket", written=written, opener=text[open_pos], ch=ch), pos)
        if len(self.pending) == 1 and group:
            self.offer, self.offer_pos = self.values[0], self.pending[0]
        elif self.pending:
            raise _unsuited(text, self.pending)
        elif self.comma_pos >= 0 and self.offer is None:
            raise ParseError(Msg("parse.comma_needs_offer"), self.comma_pos)
        self.pending.clear()
        self.values.clear()
        self.melds.append(_meld(text[open_pos : pos + 1], group, self.opener, self.offer, open_pos, self.offer_pos))
        self.meld_positions.append(open_pos)
        self.group, self.comma_pos = None, -1

    def comma(self, ch: str, value: int, pos: int) -> None:
        if self.group is None:
            raise ParseError(Msg("parse.comma_outside_set"), pos)
        if self.pending:
            raise _unsuited(self.text, self.pending)
        if not self.group or self.comma_pos >= 0:
            raise ParseError(Msg("parse.comma_twice"), pos)
        self.comma_pos = pos

    def flower(self, ch: str, value: int, pos: int) -> None:
        if self.group is not None:
            raise ParseError(Msg("parse.flower_in_set", ch=ch), pos)
        if self.pending:
            raise _unsuited(self.text, self.pending)
        if self.flowers >> value & 1:
            raise TilesError(Msg("tiles.flower_twice", ch=ch), pos)
        self.flowers |= 1 << value


_READERS: dict[int, Callable[[_Scan, str, int, int], None]] = {
    _DIGIT: _Scan.digit,
    _SUIT: _Scan.suit,
    _TILE: _Scan.tile,
    _PART: _Scan.name_part,
    _OPEN: _Scan.open,
    _CLOSE: _Scan.close,
    _COMMA: _Scan.comma,
    _FLOWER: _Scan.flower,
}
"""The method of ``_Scan`` that reads a character of each class (spaces are skipped)."""


def parse_hand(text: str, z: str | None = None) -> Hand:
    """Read a winning hand: with k fixed sets, 14 - 3k loose tiles, the last one written wins.

    >>> h = parse_hand("[EEE1][123m]456p789s1p1p")
    >>> NAMES[h.winning_tile], h.notation()
    ('1p', '[EEE1][123m]789s1456p1p')
    """
    read = _plain_read(text)  # a plain string with a winning hand's count and no fifth copy: the Hand at once
    if read is not None:
        melds, tiles, copies, held, _, _ = read
        if len(tiles) == 14 - 3 * len(melds) and not (copies + held + _PLUS_THREE) & _FIFTH:
            return new_hand((melds, tiles[:-1], tiles[-1], 0, tiles, held.to_bytes(N_KINDS, "little")))
    return hand_of(parse_tiles(text, z))


def parse_waiting_hand(text: str, z: str | None = None) -> ParsedTiles:
    """Read a waiting hand: with k fixed sets, 13 - 3k loose tiles.

    >>> len(parse_waiting_hand("1112345678999p").tiles)
    13
    """
    return waiting_hand_of(parse_tiles(text, z))


def hand_of(parsed: ParsedTiles) -> Hand:
    """Check that the tiles read make a winning hand's count, and make it the Hand (any notation's)."""
    need = 14 - 3 * len(parsed.melds)
    found = len(parsed.tiles)
    if found == need - 1:
        raise TilesError(Msg("tiles.waiting_not_winning", found=_describe(parsed)))
    if found != need:
        raise _count_error(parsed, need, Msg("what.winning_hand"))
    tiles = parsed.tiles
    return new_hand((parsed.melds, tiles[:-1], tiles[-1], parsed.flower_glyphs, tiles, counts_of(tiles)))


def waiting_hand_of(parsed: ParsedTiles) -> ParsedTiles:
    """Check that the tiles read make a waiting hand's count (one tile short of a winning hand)."""
    need = 13 - 3 * len(parsed.melds)
    found = len(parsed.tiles)
    if found == need + 1:
        raise TilesError(Msg("tiles.winning_not_waiting", found=_describe(parsed)))
    if found != need:
        raise _count_error(parsed, need, Msg("what.waiting_hand"))
    return parsed


@lru_cache(maxsize=256)
def _folded(ch: str) -> tuple[int, int]:
    """The class of a character outside the table: that of its NFKC form when that is one character of it."""
    import unicodedata

    return _CLASSES.get(unicodedata.normalize("NFKC", ch), (-1, 0))


def _z_honour(digit: int, z: str | None, pos: int) -> int:
    """The honour of a digit written before 'z': 1-4 the winds, 5-7 the dragons in the order ``z``."""
    if not 1 <= digit <= 7:
        raise ParseError(Msg("parse.z_range", digit=digit), pos)
    if digit >= 5 and z is None:
        raise ParseError(Msg("parse.z_ambiguous", digit=digit), pos)
    return INDEX[Z_ORDERS[z or "mcr"][digit - 1]]


def _check_name_part(text: str, pos: int) -> None:
    """Accept the extra character of a two-character name (红 of 红中) only beside the one it belongs to."""
    ch = text[pos]
    after, before = tile_names.NAME_PARTS[ch]
    if (before and text[pos + 1 : pos + 2] in tuple(before)) or (after and pos and text[pos - 1] in after):
        return
    raise ParseError(Msg("parse.name_part_alone", ch=ch, name=tile_names.NAME_OF_PART[ch]), pos)


def _meld(written: str, tiles: list[int], opener: str, offer: int | None, open_pos: int, offer_pos: int) -> Meld:
    """Build a set from a closed bracket, checking its shape and its offer digit."""
    kind = _shape(written, tiles, open_pos)
    first = min(tiles)
    if opener == "{":
        if kind is not MeldKind.KONG:
            raise ParseError(Msg("parse.braces_not_kong", written=written), open_pos)
        if offer is not None:
            raise ParseError(Msg("parse.braces_offer", written=written), offer_pos)
        return Meld(kind, first, True, 0)
    if kind is MeldKind.KONG:
        if offer is None or offer == 0:
            return Meld(kind, first, True, 0)
        if offer in (1, 2, 3, 5, 6, 7):
            return Meld(kind, first, False, offer)
        raise ParseError(Msg("parse.offer_kong", offer=offer, written=written), offer_pos)
    if offer is None:
        return Meld(kind, first, False, 0)
    if 1 <= offer <= 3:
        return Meld(kind, first, False, offer)
    raise ParseError(Msg("parse.offer_set", offer=offer, written=written, kind=Msg(_MELD_WORDS[kind])), offer_pos)


def _shape(written: str, tiles: list[int], open_pos: int) -> MeldKind:
    """Tell a chow, pung or kong from the tiles of a bracket, or reject them."""
    if len(tiles) not in (3, 4):
        raise TilesError(Msg("tiles.set_size", written=written, tiles=Msg("count.tiles", n=len(tiles))), open_pos)
    first = min(tiles)
    if tiles.count(first) == len(tiles):
        return MeldKind.PUNG if len(tiles) == 3 else MeldKind.KONG
    if (
        len(tiles) == 3
        and first < FIRST_HONOR
        and RANK_OF[first] <= 6
        and sorted(tiles) == [first, first + 1, first + 2]
    ):
        return MeldKind.CHOW
    honours = Msg("hint.honours_no_chow") if first >= FIRST_HONOR and len(set(tiles)) == 3 else ""
    raise TilesError(Msg("tiles.not_a_set", written=written, hint=honours), open_pos)


def _unsuited(text: str, pending: list[int]) -> ParseError:
    digits = "".join(text[p] for p in pending)
    after = text[pending[-1] + 1 : pending[-1] + 2]
    before = text[pending[0] - 1 : pending[0]]
    hint = _UPPER_SUITS.get(after, "") or _BOTZONE_LETTERS.get(before, "")
    return ParseError(Msg("parse.no_suit", digits=digits, hint=hint), pending[0])


def _after_comma(ch: str, pos: int) -> ParseError:
    return ParseError(Msg("parse.after_comma", ch=ch), pos)


def _describe(parsed: ParsedTiles) -> Msg:
    """Say what was found: '13 tiles', or '2 sets and 7 loose tiles'."""
    if not parsed.melds:
        return Msg("count.tiles", n=len(parsed.tiles))
    sets, loose = Msg("count.sets", n=len(parsed.melds)), Msg("count.loose_tiles", n=len(parsed.tiles))
    return Msg("count.sets_and_loose", sets=sets, loose=loose)


def _count_error(parsed: ParsedTiles, need: int, what: Msg) -> TilesError:
    extra = parsed.tile_positions[need] if len(parsed.tiles) > need else None
    hint: Msg | str = ""
    if len(parsed.tiles) > need:
        fours = [t for t in set(parsed.tiles) if parsed.tiles.count(t) == 4]
        if fours:
            hint = Msg("hint.kong_in_brackets", kong=NAMES[fours[0]][0] * 4 + NAMES[fours[0]][1:])
    found = _describe(parsed)
    if parsed.melds:
        sets = Msg("count.sets", n=len(parsed.melds))
        return TilesError(
            Msg("tiles.count_beside_sets", found=found, what=what, need=need, sets=sets, hint=hint), extra
        )
    return TilesError(Msg("tiles.count", found=found, what=what, need=need, hint=hint), extra)
