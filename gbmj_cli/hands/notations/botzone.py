"""Botzone tile codes, the notation of Botzone's 国标麻将 (Chinese Standard Mahjong) bots and of PyMahjongGB.

``W1``-``W9`` are 万 characters, ``T1``-``T9`` 条 bamboo, ``B1``-``B9`` 饼 dots, ``F1``-``F4`` the winds
东南西北 and ``J1``-``J3`` the dragons 中发白, ``H1``-``H8`` the flowers. Codes are separated by spaces
(or not at all: each is a letter and a digit). A fixed set is a pack, written as PyMahjongGB's pack
tuple in words: ``PENG W1 1`` (a pung, offered by the player on the left / opposite / right: 1-3),
``CHI T2 3`` (a chow named by its middle tile, the digit saying which of its tiles was claimed),
``GANG F1 0`` (a kong: 0 or no digit concealed, 1-3 melded, 5-7 promoted from a pung, as the
library's offer). A pung or chow without a digit is claimed, offer unknown. The last tile code
that is not in a pack is the winning tile; each flower code counts one flower.
"""

from gbmj_cli.base.errors import ParseError, TilesError
from gbmj_cli.base.text import fold
from gbmj_cli.hands.hand import Meld, MeldKind
from gbmj_cli.hands.notation import ParsedTiles
from gbmj_cli.hands.tiles import FIRST_DRAGON, FIRST_HONOR, N_KINDS, rank_of
from gbmj_cli.messages import Msg

# code letter -> (first tile, highest number)
_CODES = {"W": (0, 9), "T": (9, 9), "B": (18, 9), "F": (FIRST_HONOR, 4), "J": (FIRST_DRAGON, 3), "H": (-1, 8)}
_PACKS = {"PENG": MeldKind.PUNG, "CHI": MeldKind.CHOW, "GANG": MeldKind.KONG}
_OFFERS = {
    MeldKind.PUNG: ((1, 2, 3), Msg("botzone.offer_pung")),
    MeldKind.CHOW: ((1, 2, 3), Msg("botzone.offer_chow")),
    MeldKind.KONG: ((0, 1, 2, 3, 5, 6, 7), Msg("botzone.offer_kong")),
}


def read(text: str) -> ParsedTiles:
    """Read a hand written in Botzone codes.

    >>> p = read("PENG F1 1 CHI W2 W5 W6 W7 T8 T8 H1 W4")
    >>> [m.notation() for m in p.melds], p.tiles, p.flower_glyphs
    (['[EEE1]', '[123m]'], (4, 5, 6, 16, 16, 3), 1)
    """
    folded = fold(text)
    melds: list[Meld] = []
    meld_positions: list[int] = []
    tiles: list[int] = []
    positions: list[int] = []
    counts = [0] * N_KINDS
    flowers = 0
    pos = 0
    while True:
        pos = _skip_spaces(folded, pos)
        if pos == len(folded):
            break
        word = next((w for w in _PACKS if folded.startswith(w, pos)), None)
        if word is not None:
            if len(melds) == 4:
                raise TilesError(Msg("botzone.fifth_pack"), pos)
            start = pos
            pos = _skip_spaces(folded, pos + len(word))
            tile, code_pos = _code(text, folded, pos, pack=word)
            pos = _skip_spaces(folded, code_pos + 2)
            offer = None
            if pos < len(folded) and folded[pos].isdigit():
                offer, pos = int(folded[pos]), pos + 1
                if pos < len(folded) and folded[pos].isdigit():
                    raise ParseError(Msg("botzone.pack_offer_digits", written=text[start : pos + 1]), pos)
            meld = _meld(word, tile, offer, text[start:pos].rstrip(), code_pos, pos - 1)
            for t in meld.tiles:
                _count(counts, t, code_pos)
            melds.append(meld)
            meld_positions.append(start)
            continue
        tile, code_pos = _code(text, folded, pos)
        pos = code_pos + 2
        if tile < 0:
            bit = 1 << -tile - 1
            if flowers & bit:
                raise TilesError(Msg("botzone.flower_twice", written=text[code_pos:pos]), code_pos)
            flowers |= bit
            continue
        _count(counts, tile, code_pos)
        tiles.append(tile)
        positions.append(code_pos)
    return ParsedTiles(tuple(melds), tuple(tiles), flowers.bit_count(), tuple(positions), tuple(meld_positions))


def _code(text: str, folded: str, pos: int, pack: str | None = None) -> tuple[int, int]:
    """The tile of the code at ``pos`` (a flower as -1 to -8), and ``pos``."""
    ch = folded[pos : pos + 1]
    if ch not in _CODES:
        if pack is not None:
            raise ParseError(Msg("botzone.pack_needs_code", pack=pack), min(pos, len(text) - 1))
        shown = text[pos]
        if ch.upper() in _CODES and folded[pos + 1 : pos + 2].isdigit():
            hint: Msg | str = Msg("hint.codes_upper", code=ch.upper() + folded[pos + 1])
        elif any(folded.startswith(word.lower(), pos) for word in _PACKS):
            hint = Msg("hint.packs_upper")
        elif ch == "[" or ch == "{":
            hint = Msg("hint.pack_not_bracket")
        elif ch.isdigit():
            hint = Msg("hint.digit_is_offer")
        else:
            hint = ""
        raise ParseError(Msg("botzone.not_part", shown=shown, alphabet=Msg("botzone.alphabet"), hint=hint), pos)
    first, highest = _CODES[ch]
    digit = folded[pos + 1 : pos + 2]
    if not digit.isdigit():
        raise ParseError(Msg("botzone.code_needs_number", ch=text[pos], letter=ch), pos)
    number = int(digit)
    if not 1 <= number <= highest:
        raise ParseError(Msg("botzone.code_range", written=text[pos : pos + 2], letter=ch, highest=highest), pos)
    if first < 0:
        if pack is not None:
            raise ParseError(Msg("botzone.flower_in_pack", written=text[pos : pos + 2], pack=pack), pos)
        return -number, pos
    return first + number - 1, pos


def _meld(word: str, tile: int, offer: int | None, written: str, code_pos: int, offer_pos: int) -> Meld:
    """The fixed set of a pack, its shape and offer digit checked."""
    kind = _PACKS[word]
    if kind is MeldKind.CHOW:
        if tile >= FIRST_HONOR:
            raise TilesError(Msg("botzone.honour_chow", written=written), code_pos)
        if rank_of(tile) in (0, 8):
            raise TilesError(Msg("botzone.chow_middle", written=written), code_pos)
        tile -= 1
    if offer is None:
        return Meld(kind, tile, kind is MeldKind.KONG, 0)
    allowed, say = _OFFERS[kind]
    if offer not in allowed:
        raise ParseError(Msg("botzone.offer", offer=offer, written=written, word=word, allowed=say), offer_pos)
    if kind is MeldKind.KONG and offer == 0:
        return Meld(kind, tile, True, 0)
    return Meld(kind, tile, False, offer)


def _count(counts: list[int], tile: int, pos: int) -> None:
    from gbmj_cli.hands.tiles import NAMES

    counts[tile] += 1
    if counts[tile] > 4:
        raise TilesError(Msg("tiles.fifth_copy", tile=NAMES[tile]), pos)


def _skip_spaces(text: str, pos: int) -> int:
    while pos < len(text) and text[pos].isspace():
        pos += 1
    return pos


def code(tile: int) -> str:
    """The Botzone code of a tile.

    >>> code(0), code(17), code(27), code(33)
    ('W1', 'T9', 'F1', 'J3')
    """
    for letter, (first, highest) in _CODES.items():
        if 0 <= first <= tile < first + highest:
            return f"{letter}{tile - first + 1}"
    raise ValueError(tile)


def write_pack(meld: Meld) -> str:
    """A fixed set as a pack: ``PENG F1 1``, ``CHI W2``, ``GANG T5 0``.

    >>> write_pack(Meld(MeldKind.CHOW, 0, False, 2)), write_pack(Meld(MeldKind.KONG, 9, True))
    ('CHI W2 2', 'GANG T1 0')
    """
    word = {MeldKind.PUNG: "PENG", MeldKind.CHOW: "CHI", MeldKind.KONG: "GANG"}[meld.kind]
    tile = meld.tile + (meld.kind is MeldKind.CHOW)
    offer = "0" if meld.concealed else str(meld.offer) if meld.offer else ""
    return f"{word} {code(tile)} {offer}".rstrip()
