"""Write a hand and its win flags in a notation: the other half of ``gbmj convert``.

Each result is one batch line that reads back to the same hand and flags: the hand in the target
notation, then, as gbmj flag words, the flags that the notation cannot hold itself (a tziakcha
string holds the winds, the four win bits and the flowers; Botzone codes and tile glyphs hold the
flowers). The loose tiles are sorted, and the winning tile stays last.
"""

import dataclasses
from collections.abc import Mapping

from gbmj_cli.hands.context import FLAGS, FlagKind, WinContext
from gbmj_cli.hands.hand import Meld, MeldKind
from gbmj_cli.hands.notation import ParsedTiles
from gbmj_cli.hands.notations import botzone, tziakcha
from gbmj_cli.hands.tiles import FIRST_HONOR, NAMES, format_tiles

TARGETS = ("gbmj", "tziakcha", "botzone", "unicode")

_DEFAULTS = {field.name: field.default for field in dataclasses.fields(WinContext)}
# The flags each notation writes in the hand string itself.
_HELD = {
    "gbmj": (),
    "tziakcha": ("round", "seat", "self_drawn", "fourth_tile", "last_tile", "kong_draw", "robbing_kong", "flowers"),
    "botzone": ("flowers",),
    "unicode": ("flowers",),
}


def write(parsed: ParsedTiles, flags: Mapping[str, object], to: str, winning: bool = True) -> str:
    """Write the tiles and flags in notation ``to``; with ``winning`` the last loose tile is the winning tile.

    >>> from gbmj_cli.hands.notation import parse_tiles
    >>> p = parse_tiles("[EEE1][123m]456p789s1p1p")
    >>> flags = {"self_drawn": True, "seat": "S", "flowers": 2}
    >>> for to in TARGETS:
    ...     print(write(p, flags, to))
    [EEE1][123m]789s1456p1p --self-drawn --seat S --flowers 2
    [EEE,1][123m]789s1456p1p|ES1000|2
    PENG F1 1 CHI W2 T7 T8 T9 B1 B4 B5 B6 B1 H1 H2 --self-drawn --seat S
    [🀀🀀🀀1][🀇🀈🀉]🀖🀗🀘🀙🀜🀝🀞🀙🀢🀣 --self-drawn --seat S
    """
    if to not in TARGETS:
        raise ValueError(f"unknown notation {to!r}")
    rest, last = (parsed.tiles[:-1], parsed.tiles[-1:]) if winning and parsed.tiles else (parsed.tiles, ())
    loose = sorted(rest) + list(last)
    flowers = parsed.flower_glyphs + int(flags.get("flowers", 0))  # type: ignore[call-overload]
    if to == "gbmj":
        body = "".join(m.notation() for m in parsed.melds) + format_tiles(rest) + "".join(NAMES[t] for t in last)
    elif to == "tziakcha":
        body = "".join(map(_tziakcha_set, parsed.melds)) + format_tiles(rest) + "".join(NAMES[t] for t in last)
        body = tziakcha.write(body, dict(flags), flowers)
    elif to == "botzone":
        words = [botzone.write_pack(m) for m in parsed.melds] + [botzone.code(t) for t in loose]
        body = " ".join(words + [f"H{i}" for i in range(1, flowers + 1)])
    else:
        sets = "".join(_glyph_set(m) for m in parsed.melds)
        body = sets + "".join(map(_glyph, loose)) + "".join(chr(0x1F022 + i) for i in range(flowers))
    words = _flag_words({**flags, "flowers": 0 if to in ("botzone", "unicode") else flowers}, _HELD[to])
    return " ".join([body, *words])


def _flag_words(flags: Mapping[str, object], held: tuple[str, ...]) -> list[str]:
    """The gbmj flag words of the flags that differ from the defaults, except those ``held`` by the string."""
    words: list[str] = []
    for flag in FLAGS:
        value = flags.get(flag.field, _DEFAULTS[flag.field])
        if flag.field in held or value == _DEFAULTS[flag.field]:
            continue
        if flag.kind is FlagKind.SWITCH:
            words.append(flag.option if value else f"--{flag.off}")
        elif flag.kind is FlagKind.PROFILE:
            words += [flag.option, value if isinstance(value, str) else getattr(value, "name", str(value))]
        else:
            words += [flag.option, str(value)]
    return words


def _tziakcha_set(meld: Meld) -> str:
    """A fixed set in the comma form; a concealed kong without an offer digit."""
    offer = "" if meld.concealed or not meld.offer else f",{meld.offer}"
    return f"[{format_tiles(meld.tiles)}{offer}]"


def _glyph(tile: int) -> str:
    """The Unicode mahjong glyph of a tile (U+1F000-U+1F021)."""
    return chr(0x1F000 + tile - FIRST_HONOR) if tile >= FIRST_HONOR else chr(0x1F007 + tile)


def _glyph_set(meld: Meld) -> str:
    body = "".join(map(_glyph, meld.tiles))
    if meld.kind is MeldKind.KONG and meld.concealed:
        return "{" + body + "}"
    return "[" + body + (str(meld.offer) if meld.offer else "") + "]"
