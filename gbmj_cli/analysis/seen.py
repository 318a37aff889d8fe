"""The tiles face up on the table that are not the player's own: ``--seen`` (docs/advice.md §5.1).

Written in the notation of hands (loose tiles, and other players' sets in brackets or braces, as
many as there are), given once or several times. Only the counts matter: a discard claimed into
a set is written once, as part of the set.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from gbmj_cli.base.errors import ParseError, TilesError
from gbmj_cli.hands.notation import parse_tiles
from gbmj_cli.hands.tiles import N_KINDS, NAMES, format_tiles
from gbmj_cli.messages import Msg

_FLOWERS = frozenset(chr(0x1F022 + i) for i in range(8))

MAX_SEEN_CHARS = 2048
"""The most characters the ``--seen`` values may hold together: the 136 tiles of the game take far
fewer in any notation, and a longer text is refused before it is read (docs/guarantees.md)."""


@dataclass(frozen=True, slots=True)
class Seen:
    """Copies of each kind on the table, and the tiles written in tile order (``"19m55pEEC"``)."""

    counts: bytes = bytes(N_KINDS)
    text: str = ""

    def plus(self, tile: int) -> "Seen":
        """The same table with one more copy of ``tile`` on it (the tile just discarded)."""
        counts = bytearray(self.counts)
        counts[tile] += 1
        return Seen(bytes(counts), _normalised(counts))


NO_SEEN = Seen()


class SeenError(ParseError):
    """A ``--seen`` value that does not parse; ``text`` is the value, for the caret under it."""

    def __init__(self, message: Msg, text: str, position: int | None = None) -> None:
        super().__init__(message, position)
        self.value = text


class SeenTilesError(TilesError):
    """A set in a ``--seen`` value that is not a chow, pung or kong; ``text`` is the value."""

    def __init__(self, message: Msg, text: str, position: int | None = None) -> None:
        super().__init__(message, position)
        self.value = text


def parse_seen(values: Iterable[str]) -> Seen:
    """Read the ``--seen`` values; raise SeenError (kind parse) or TilesError (five of a kind, said as
    ``check_seen`` says it).

    >>> seen = parse_seen(["19m5p5pEC", "[EEE1][567m2]"])
    >>> seen.text, seen.counts[27]
    ('15679m55pEEEEC', 4)
    >>> parse_seen(["77"])
    Traceback (most recent call last):
    ...
    gbmj_cli.analysis.seen.SeenError: --seen: digits '77' have no suit letter (m, s or p) after them
    """
    values = list(values)
    length = sum(map(len, values))
    if length > MAX_SEEN_CHARS:
        raise SeenError(Msg("seen.too_long", length=length, most=MAX_SEEN_CHARS), "")
    tiles: list[int] = []
    for value in values:
        flower = next((i for i, ch in enumerate(value) if ch in _FLOWERS), None)
        if flower is not None:
            raise SeenError(Msg("seen.flowers"), value, flower)
        try:
            parsed = parse_tiles(value, hand=False)
        except ParseError as error:
            raise SeenError(Msg("seen.wrapped", message=error.msg), value, error.position) from None
        except TilesError as error:  # a set of the wrong shape
            raise SeenTilesError(Msg("seen.wrapped", message=error.msg), value, error.position) from None
        tiles.extend(parsed.tiles)
        tiles.extend(t for meld in parsed.melds for t in meld.tiles)
    shown = [0] * N_KINDS
    for t in tiles:
        shown[t] += 1
    for t, n in enumerate(shown):  # (before the counts become bytes, which hold at most 255)
        if n > 4:
            raise TilesError(Msg("seen.too_many", shown=n, tile=NAMES[t]))
    counts = bytes(shown)
    return Seen(counts, _normalised(counts))


def check_seen(seen: Seen, own: bytes) -> None:
    """Refuse more than four copies of a kind between the player's tiles ``own`` and the table.

    >>> from gbmj_cli.scoring.decompose import counts_of
    >>> check_seen(parse_seen(["EEEE"]), counts_of([27]))
    Traceback (most recent call last):
    ...
    gbmj_cli.base.errors.TilesError: --seen shows 4 E, but your hand already holds 1, and there are only four \
of each tile
    """
    for t in range(N_KINDS):
        shown = seen.counts[t]
        if shown > 4:
            raise TilesError(Msg("seen.too_many", shown=shown, tile=NAMES[t]))
        if shown + own[t] > 4:
            raise TilesError(Msg("seen.too_many_with_hand", shown=shown, tile=NAMES[t], held=own[t]))


def _normalised(counts: Sequence[int]) -> str:
    return format_tiles(t for t in range(N_KINDS) for _ in range(counts[t]))
