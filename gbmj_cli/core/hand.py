"""The values that flow from the parser to the scorer: fixed sets and the hand.

All are frozen dataclasses, so a parsed hand can be cached, hashed and shared between processes.
"""

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from gbmj_cli.core.tiles import NAMES, format_tiles

SETS_CACHED = 1024
"""Fixed sets whose notation is kept (there are a few hundred different ones)."""


class MeldKind(Enum):
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"


@dataclass(frozen=True, slots=True)
class Meld:
    """A fixed set written in brackets.

    ``tile`` is the lowest tile for a chow, the repeated tile otherwise. ``offer`` is the digit
    written with the set (0 when none). Only a kong can be concealed (暗杠); chows and pungs in
    brackets are always claimed.
    """

    kind: MeldKind
    tile: int
    concealed: bool = False
    offer: int = 0

    @property
    def tiles(self) -> tuple[int, ...]:
        if self.kind is MeldKind.CHOW:
            return (self.tile, self.tile + 1, self.tile + 2)
        return (self.tile,) * (4 if self.kind is MeldKind.KONG else 3)

    @lru_cache(maxsize=SETS_CACHED)  # noqa: B019 - sets are few and immutable: each is written once
    def notation(self) -> str:
        """Write the set back in canonical notation: ``[123m2]``, ``[EEE]``, ``{5555s}``."""
        body = format_tiles(self.tiles)
        if self.kind is MeldKind.KONG and self.concealed:
            return "{" + body + "}"
        return "[" + body + (str(self.offer) if self.offer else "") + "]"


@dataclass(frozen=True, slots=True)
class Hand:
    """A winning hand: fixed sets, the other concealed tiles, and the winning tile.

    ``tiles`` holds the loose concealed tiles without the winning tile, in written order.
    ``flower_glyphs`` counts flower characters written in the hand string.
    """

    melds: tuple[Meld, ...]
    tiles: tuple[int, ...]
    winning_tile: int
    flower_glyphs: int = 0

    @property
    def concealed_tiles(self) -> tuple[int, ...]:
        """The loose tiles with the winning tile: what the decomposition splits."""
        return (*self.tiles, self.winning_tile)

    def notation(self) -> str:
        """Normalise: fixed sets as written, sorted loose tiles, then the winning tile."""
        return "".join(m.notation() for m in self.melds) + format_tiles(self.tiles) + NAMES[self.winning_tile]
