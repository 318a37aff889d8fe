"""Read a hand string in whichever notation it is written: detect it, or take the one forced.

Every notation comes out as gbmj's own ``ParsedTiles`` (positions into the original string) and
the win flags that the string itself sets, so that counting, scoring and the records stay the same
whatever the notation. Detection cannot be wrong: no string is valid in two notations with two
meanings. Outside its brackets a gbmj hand has digits only before a suit letter m, s, p or z, which
Botzone codes never hold (``F1`` in ``[FFF1]`` is an offer digit); and without its ``|`` context a
tziakcha string is a gbmj string that means the same.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import TYPE_CHECKING, NamedTuple

from gbmj_cli.base.errors import UsageError
from gbmj_cli.base.text import fold
from gbmj_cli.hands.notation import ParsedTiles, parse_tiles
from gbmj_cli.hands.notations import botzone, tziakcha
from gbmj_cli.messages import Msg

if TYPE_CHECKING:
    import re

NOTATIONS = ("gbmj", "tziakcha", "botzone")
"""The notations a hand can be read in; ``--notation auto`` (the default) detects which."""
NOTATION_CHOICES = ("auto", *NOTATIONS)
Z_CHOICES = ("tenhou", "mcr")


class ReadOptions(NamedTuple):
    """How to read hand strings: the notation (None: detect it) and the order of 5z-7z (None: refuse them)."""

    notation: str | None = None
    z: str | None = None


class Reading(NamedTuple):
    """A hand string as read: its tiles, its notation, and the win flags it sets itself.

    ``flags`` holds (WinContext field, value, position in the string) for each flag the string sets.
    (A named tuple: batch makes one per line.)
    """

    tiles: ParsedTiles
    notation: str
    flags: tuple[tuple[str, object, int], ...] = ()

    def flag_values(self) -> dict[str, object]:
        return {name: value for name, value, _position in self.flags}


def detect(text: str) -> str:
    """Tell the notation of a hand string.

    >>> detect("[EEE,2]123m456p789s1p1p|EE1000|2"), detect("W1 W2 W3 F1 F1"), detect("123m 1z")
    ('tziakcha', 'botzone', 'gbmj')
    >>> detect("[WWW2][NNNN3][SSS1][CCC2]FF"), detect("W1 W2 W3 --self-drawn")
    ('gbmj', 'botzone')
    """
    if "|" in text or "\uff5c" in text:  # '|' or its full-width form
        return "tziakcha"
    probe = text if text.isascii() else fold(text)
    for flag in (" -", "\t-"):  # flags pasted into the hand are not its tiles
        if flag in probe:
            probe = probe[: probe.index(flag)]
    if "m" in probe or "s" in probe or "p" in probe or "z" in probe:
        return "gbmj"
    botzone_code, bracketed = _patterns()
    return "botzone" if botzone_code.search(bracketed.sub(" ", probe)) else "gbmj"


DEFAULT_OPTIONS = ReadOptions()


def read(text: str, options: ReadOptions = DEFAULT_OPTIONS) -> Reading:
    """Read ``text`` in the notation of ``options`` (detected when None).

    >>> r = read("[EEE,2]123m456p789s1p1p|ES1000|2")
    >>> r.notation, len(r.tiles.melds), r.flag_values()["seat"], r.flag_values()["flowers"]
    ('tziakcha', 1, 'S', 2)
    """
    notation = options.notation or detect(text)
    if notation == "gbmj":
        return Reading(parse_tiles(text, options.z), "gbmj")
    if notation == "tziakcha":
        tiles, flags = tziakcha.read(text, options.z)
        return Reading(tiles, "tziakcha", flags)
    return Reading(botzone.read(text), "botzone")


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A Botzone code or pack word; a bracketed set (compiled on first use: most hands never need them)."""
    import re

    return re.compile(r"[WTBFJH][0-9]|PENG|CHI|GANG"), re.compile(r"\[[^\]]*\]?|\{[^}]*\}?")


def take_options(flags: tuple | dict, defaults: ReadOptions) -> tuple[ReadOptions, tuple | dict]:
    """Take ``--notation`` and ``--z`` out of a batch line's flag words (or JSON fields ``notation``, ``z``).

    >>> take_options(("--self-drawn", "--notation", "botzone"), ReadOptions())
    (ReadOptions(notation='botzone', z=None), ('--self-drawn',))
    >>> take_options({"hand_flag": 1, "z": "mcr"}, ReadOptions())
    (ReadOptions(notation=None, z='mcr'), {'hand_flag': 1})
    """
    if isinstance(flags, dict):
        notation, z = defaults.notation, defaults.z
        if "notation" not in flags and "z" not in flags:
            return defaults, flags
        rest = dict(flags)
        if rest.get("notation") is not None:
            notation = _choice("--notation", rest["notation"], NOTATION_CHOICES)
        if rest.get("z") is not None:
            z = _choice("--z", rest["z"], Z_CHOICES)
        rest.pop("notation", None)
        rest.pop("z", None)
        return ReadOptions(None if notation == "auto" else notation, z), rest
    return _take_words(flags, defaults)


@lru_cache(maxsize=256)  # batch lines repeat a handful of flag words
def _take_words(flags: tuple[str, ...], defaults: ReadOptions) -> tuple[ReadOptions, tuple[str, ...]]:
    notation, z = defaults.notation, defaults.z
    if not any(word.startswith(("--notation", "--z")) for word in flags):
        return defaults, flags
    kept: list[str] = []
    words = iter(flags)
    for word in words:
        name, equals, value = word.partition("=")
        if name not in ("--notation", "--z"):
            kept.append(word)
            continue
        if not equals:
            following = next(words, None)
            if following is None:
                raise UsageError(Msg("flag.needs_value", name=name))
            value = following
        if name == "--notation":
            notation = _choice(name, value, NOTATION_CHOICES)
        else:
            z = _choice(name, value, Z_CHOICES)
    return ReadOptions(None if notation == "auto" else notation, z), tuple(kept)


def _choice(option: str, value: object, choices: tuple[str, ...]) -> str:
    """A line's ``--notation`` or ``--z`` value, in any case (as on the command line)."""
    chosen = str(value).lower() if isinstance(value, str) else None
    if chosen not in choices:
        raise UsageError(Msg("flag.choice", option=option, choices=", ".join(choices), value=value))
    return chosen
