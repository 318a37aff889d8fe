"""The values that flow from the parser to the scorer: fixed sets and the hand.

All are immutable and hashable, so a parsed hand can be cached, hashed and shared between
processes. What the scorer reads again and again (a set's tiles and notation, a hand's concealed
tiles) is worked out once, when the value is made.
"""

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import Enum
from functools import partial
from typing import NamedTuple

from gbmj_cli.hands.tiles import N_KINDS, NAMES, format_tiles


class MeldKind(Enum):
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"


@dataclass(frozen=True, slots=True)
class Meld:
    """A fixed set written in brackets.

    ``tile`` is the lowest tile for a chow, the repeated tile otherwise. ``offer`` is the digit
    written with the set (0 when none). Only a kong can be concealed (暗杠); chows and pungs in
    brackets are always claimed. ``tiles`` (its tiles, lowest first) and ``written`` (its canonical
    notation) follow from the four fields; sets are made once per set the parser reads.
    """

    kind: MeldKind
    tile: int
    concealed: bool = False
    offer: int = 0
    tiles: tuple[int, ...] = field(init=False, repr=False, compare=False)
    written: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.kind is MeldKind.CHOW:
            tiles: tuple[int, ...] = (self.tile, self.tile + 1, self.tile + 2)
        else:
            tiles = (self.tile,) * (4 if self.kind is MeldKind.KONG else 3)
        body = format_tiles(tiles)
        if self.kind is MeldKind.KONG and self.concealed:
            written = "{" + body + "}"
        else:
            written = "[" + body + (str(self.offer) if self.offer else "") + "]"
        object.__setattr__(self, "tiles", tiles)
        object.__setattr__(self, "written", written)

    def notation(self) -> str:
        """Write the set back in canonical notation: ``[123m2]``, ``[EEE]``, ``{5555s}``."""
        return self.written


class _HandFields(NamedTuple):
    melds: tuple[Meld, ...]
    tiles: tuple[int, ...]
    winning_tile: int
    flower_glyphs: int
    concealed_tiles: tuple[int, ...]
    counts: bytes


class Hand(_HandFields):
    """A winning hand: fixed sets, the other concealed tiles, and the winning tile.

    ``tiles`` holds the loose concealed tiles without the winning tile, in written order.
    ``flower_glyphs`` counts flower characters written in the hand string. ``concealed_tiles`` is
    ``tiles`` with the winning tile, what the decomposition splits, and ``counts`` holds how many of
    each of the 34 kinds it holds (one byte a kind): what the scorer starts from.

    A tuple underneath, as every line of a batch makes one: made, hashed and compared in C (a frozen
    dataclass spends most of a parse setting its fields). Make it as ``Hand(melds, tiles,
    winning_tile, flower_glyphs)``, or with ``new_hand`` from all six fields; the last two are
    derived, so ``_make`` and ``_replace`` are not for it.
    """

    __slots__ = ()

    def __new__(
        cls, melds: tuple[Meld, ...], tiles: tuple[int, ...], winning_tile: int, flower_glyphs: int = 0
    ) -> "Hand":
        concealed = (*tiles, winning_tile)
        return tuple.__new__(cls, (melds, tiles, winning_tile, flower_glyphs, concealed, counts_of(concealed)))

    def __getnewargs__(self) -> tuple[tuple[Meld, ...], tuple[int, ...], int, int]:
        return self[:4]

    def __repr__(self) -> str:
        return (
            f"Hand(melds={self.melds!r}, tiles={self.tiles!r}, winning_tile={self.winning_tile!r},"
            f" flower_glyphs={self.flower_glyphs!r})"
        )

    def notation(self) -> str:
        """Normalise: fixed sets as written, sorted loose tiles, then the winning tile."""
        fixed = "".join([m.written for m in self.melds]) if self.melds else ""
        return fixed + format_tiles(self.tiles) + NAMES[self.winning_tile]


new_hand: Callable[[tuple[tuple[Meld, ...], tuple[int, ...], int, int, tuple[int, ...], bytes]], Hand] = partial(
    tuple.__new__, Hand
)
"""A Hand from its six fields, ``concealed_tiles`` (``tiles`` and the winning tile) and their
``counts`` last, made without a call of Python: for the parser, which holds both already."""


def counts_of(tiles: Iterable[int]) -> bytes:
    """Count each of the 34 kinds; bytes keep the counts hashable and cheap to slice."""
    counts = bytearray(N_KINDS)
    for t in tiles:
        counts[t] += 1
    return bytes(counts)
