"""The 34 tile kinds as small integers, with their names and predicates.

Glossary: a *tile* is one of 34 kinds, numbered in the reference calculator's enumeration order:
0-8 are 1-9 characters (万, ``m``), 9-17 bamboo (条, ``s``), 18-26 dots (饼, ``p``), 27-30 the winds
East South West North (``E S W N``) and 31-33 the dragons red, green, white (``C F P``). A *numbered*
tile has a suit and a rank 1-9; *terminals* are ranks 1 and 9; *honours* are winds and dragons.
Plain integers keep hands hashable and the scoring loops fast.
"""

from bisect import bisect_left
from collections.abc import Iterable

SUIT_LETTERS = "msp"
HONOR_LETTERS = "ESWNCFP"
WINDS = "ESWN"

N_KINDS = 34
FIRST_HONOR = 27
FIRST_DRAGON = 31

NAMES: tuple[str, ...] = tuple(
    [f"{rank}{suit}" for suit in SUIT_LETTERS for rank in range(1, 10)] + list(HONOR_LETTERS)
)
INDEX: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
DIGITS = "123456789"

# 1998 rules: 推不倒 uses the tiles that look the same upside down; 绿一色 the all-green tiles.
REVERSIBLE = frozenset(INDEX[n] for n in "1p 2p 3p 4p 5p 8p 9p 2s 4s 5s 6s 8s 9s P".split())
GREEN = frozenset(INDEX[n] for n in "2s 3s 4s 6s 8s F".split())


def suit_of(tile: int) -> int:
    """The suit of a numbered tile, 0-2 for ``m s p``; 3 for an honour (its group, after the suits)."""
    return tile // 9


def rank_of(tile: int) -> int:
    """The rank of a numbered tile less one, 0-8 (an honour's has no meaning)."""
    return tile % 9


SUIT_OF: tuple[int, ...] = tuple(suit_of(t) for t in range(N_KINDS))
RANK_OF: tuple[int, ...] = tuple(rank_of(t) for t in range(N_KINDS))
"""``suit_of`` and ``rank_of`` of each tile, for the code run for every hand or reading: indexing a
table costs less than calling a function, or than ``//`` and ``%``."""


def is_terminal_or_honor(tile: int) -> bool:
    """Tell whether a tile is a terminal (1 or 9) or an honour: the tiles of 十三幺 and 幺九刻."""
    return tile >= FIRST_HONOR or rank_of(tile) in (0, 8)


def wind_tile(letter: str) -> int:
    """Return the tile of a wind letter E/S/W/N."""
    return FIRST_HONOR + WINDS.index(letter)


WIND_TILES: dict[str, int] = {letter: wind_tile(letter) for letter in WINDS}
"""The tile of each wind letter: a look-up for the seat and prevalent wind of every hand scored."""


def format_tiles(tiles: Iterable[int]) -> str:
    """Write tiles compactly in notation order, each suit's digits followed by its letter.

    Every scored hand and record writes its tiles, so the steps are C-level ones: the sorted tiles
    as one string of characters (``_GLYPHS``), cut where each suit ends.

    >>> format_tiles([INDEX[n] for n in ("3m", "1m", "E", "2m", "9p")])
    '123m9pE'
    """
    ordered = sorted(tiles)
    glyphs = bytes(ordered).translate(_GLYPHS).decode("ascii")
    one = bisect_left(ordered, _SUIT_ENDS[0])  # where each suit's tiles end in the sorted ones
    two = bisect_left(ordered, _SUIT_ENDS[1], one)
    three = bisect_left(ordered, _SUIT_ENDS[2], two)
    return "".join(
        (
            glyphs[:one],
            SUIT_LETTERS[0] if one else "",
            glyphs[one:two],
            SUIT_LETTERS[1] if two > one else "",
            glyphs[two:three],
            SUIT_LETTERS[2] if three > two else "",
            glyphs[three:],
        )
    )


_GLYPHS = bytes.maketrans(
    bytes(range(N_KINDS)), "".join(DIGITS[rank_of(t)] if t < FIRST_HONOR else NAMES[t] for t in range(N_KINDS)).encode()
)
"""Each tile's character in a run of its suit: its rank digit, or an honour's letter."""
_SUIT_ENDS = (9, 18, FIRST_HONOR)
"""The first tile after each suit's last."""
