"""The tziakcha (雀渣) / GB-Mahjong string: sets and tiles, then ``|`` and the win context, then flowers.

Written as ``[EEE,2]123m456p789s1p1p|EE1000|2``. Read as the GB-Mahjong library documents it:

- before the first ``|``, the sets and tiles, as in gbmj's notation (``[567m,2]``, ``[EEE,1]``; a kong
  without an offer digit is concealed), so gbmj's own scanner reads this part; the last tile is the
  winning tile, and one tile fewer is a waiting hand;
- after it, six characters: the prevalent wind, your seat wind (E S W N), then four digits 0 or 1:
  self-drawn, last copy of the tile (和绝张), last tile of the wall (海底), kong (杠上开花 when
  self-drawn, 抢杠和 on a discard);
- after a second ``|``, the flowers: a count 0-8, or the letters a-h (梅兰竹菊春夏秋冬), each once.

Spaces are ignored everywhere, as the library does. Where the library is loose we are strict: it
takes a flower letter among the hand's tiles (counting it as a tile), we refuse it with a sentence;
it assumes offer 1 for a claimed set without an offer digit, we keep "no digit" (no effect on fans).
"""

from gbmj_cli.base.errors import ParseError, TilesError
from gbmj_cli.base.text import fold
from gbmj_cli.hands.notation import ParsedTiles, parse_tiles
from gbmj_cli.messages import Msg

FLOWER_LETTERS = "abcdefgh"
_WINDS = "ESWN"
_BITS = ("self_drawn", "fourth_tile", "last_tile", "kong")
_SHAPE = Msg("tziakcha.shape")


def read(text: str, z: str | None = None) -> tuple[ParsedTiles, tuple[tuple[str, object, int], ...]]:
    """Read a tziakcha string: its tiles, and the (field, value, position) of each win flag it sets.

    >>> tiles, flags = read("[EEE,2]123m456p789s1p1p|ES1001|ac")
    >>> len(tiles.melds), len(tiles.tiles)
    (1, 11)
    >>> {name: value for name, value, _position in flags}
    {'round': 'E', 'seat': 'S', 'self_drawn': True, 'fourth_tile': False, 'last_tile': False, \
'kong_draw': True, 'robbing_kong': False, 'flowers': 2}
    >>> [position for _name, _value, position in flags]
    [24, 25, 26, 27, 28, 29, 29, 31]
    """
    bar = _find_bar(text, 0)
    end = len(text) if bar < 0 else bar
    for pos in range(end):
        if text[pos] in FLOWER_LETTERS:
            raise ParseError(Msg("tziakcha.flower_before_bar", ch=text[pos]), pos)
    tiles = parse_tiles(text[:end], z)
    if bar < 0:
        return tiles, ()
    return tiles, _context(text, bar)


def _context(text: str, bar: int) -> tuple[tuple[str, object, int], ...]:
    """The flags of the part after the first '|' (and the flowers after a second one)."""
    second = _find_bar(text, bar + 1)
    context = _characters(text, bar + 1, len(text) if second < 0 else second)
    flags: list[tuple[str, object, int]] = []
    for i, (pos, ch) in enumerate(context):
        if i >= 6:
            raise ParseError(Msg("tziakcha.context_too_long", ch=ch), pos)
        if i < 2:
            if ch not in _WINDS:
                raise ParseError(Msg("tziakcha.not_allowed", shape=_SHAPE, ch=ch), pos)
            flags.append(("round" if i == 0 else "seat", ch, pos))
        elif ch in "01":
            flags.append((_BITS[i - 2], ch == "1", pos))
        else:
            raise ParseError(Msg("tziakcha.not_allowed", shape=_SHAPE, ch=ch), pos)
    if len(context) < 6:
        written = "|" + "".join(ch for _, ch in context)
        raise ParseError(Msg("tziakcha.cut_short", written=written, shape=_SHAPE), bar)
    self_drawn, (_name, kong, kong_pos) = flags[2][1], flags.pop()
    flags += [("kong_draw", kong and self_drawn, kong_pos), ("robbing_kong", kong and not self_drawn, kong_pos)]
    if second >= 0:
        flags.append(("flowers", _flowers(text, second), second + 1 if second + 1 < len(text) else second))
    return tuple(flags)


def _flowers(text: str, bar: int) -> int:
    """The flowers after the second '|': one digit 0-8, or distinct letters a-h (none: no flowers)."""
    third = _find_bar(text, bar + 1)
    if third >= 0:
        raise ParseError(Msg("tziakcha.third_bar"), third)
    part = _characters(text, bar + 1, len(text))
    if part and part[0][1].isdigit():
        pos, ch = part[0] if not "0" <= part[0][1] <= "8" or len(part) == 1 else part[1]
        if len(part) > 1 or not "0" <= ch <= "8":
            raise ParseError(Msg("tziakcha.flowers", ch=ch), pos)
        return int(ch)
    seen = ""
    for pos, ch in part:
        if ch not in FLOWER_LETTERS:
            raise ParseError(Msg("tziakcha.flowers", ch=ch), pos)
        if ch in seen:
            raise TilesError(Msg("tiles.flower_twice", ch=ch), pos)
        seen += ch
    return len(seen)


def _find_bar(text: str, start: int) -> int:
    """The index of the next '|' (or its full-width form) from ``start``, or -1."""
    for pos in range(start, len(text)):
        if text[pos] in "|\uff5c":
            return pos
    return -1


def _characters(text: str, start: int, end: int) -> list[tuple[int, str]]:
    """The characters of ``text[start:end]`` with their positions, spaces left out, full-width forms folded."""
    return [(pos, ch) for pos, ch in enumerate(fold(text[start:end]), start) if not ch.isspace()]


def write(body: str, flags: dict, flowers: int) -> str:
    """Write the context suffix after the sets and tiles ``body`` (already in this notation).

    >>> write("[EEE,1]123m456p789s1p1p", {"round": "E", "seat": "S", "self_drawn": True}, 2)
    '[EEE,1]123m456p789s1p1p|ES1000|2'
    """
    bits = (
        flags.get("self_drawn", False),
        flags.get("fourth_tile", False),
        flags.get("last_tile", False),
        flags.get("kong_draw", False) or flags.get("robbing_kong", False),
    )
    suffix = f"|{flags.get('round', 'E')}{flags.get('seat', 'E')}" + "".join("1" if bit else "0" for bit in bits)
    return body + suffix + (f"|{flowers}" if flowers else "")
