"""The win-context flags as data: one table read by the command line and by batch lines.

``gbmj score`` builds its Click options from ``FLAGS``; batch lines (the same words after a hand)
and JSON lines are read by ``apply_words`` / ``apply_json`` without Click, so that workers stay light
and a batch-wide default can be switched off per line (``--discard``, ``--no-last-tile``, ...).
"""

import dataclasses
from dataclasses import dataclass

from gbmj_cli.core.errors import UsageError
from gbmj_cli.core.fans.catalog import PROFILES
from gbmj_cli.core.hand import WinContext

WIND_CHOICES = ("E", "S", "W", "N")


@dataclass(frozen=True, slots=True)
class Flag:
    """One win-context flag: its option name, the WinContext field, its values and help."""

    name: str
    field: str
    help: str
    kind: str = "switch"  # switch | wind | int | choice
    short: str | None = None
    off: str | None = None  # the flag that switches it off again (a value flag: back to unknown)
    low: int = 0
    high: int | None = None
    choices: tuple[str, ...] = ()

    @property
    def option(self) -> str:
        return "--" + self.name


FLAGS: tuple[Flag, ...] = (
    Flag("self-drawn", "self_drawn", "自摸: won on your own draw (default: on a discard)", short="-z", off="discard"),
    Flag("seat", "seat", "门风: your seat wind", kind="wind"),
    Flag("round", "round", "圈风: the prevalent wind", kind="wind"),
    Flag("flowers", "flowers", "花牌: number of flowers, 0-8", kind="int", high=8),
    Flag("last-tile", "last_tile", "海底: won on the last tile of the wall", off="no-last-tile"),
    Flag("kong-draw", "kong_draw", "杠上开花: self-drawn on the replacement tile of your kong", off="no-kong-draw"),
    Flag("robbing-kong", "robbing_kong", "抢杠和: won on a tile another player added to a pung", off="no-robbing-kong"),
    Flag("fourth-tile", "fourth_tile", "和绝张: the winning tile is the last of its kind", off="no-fourth-tile"),
    Flag("from", "from_seat", "the seat that discarded the winning tile (for payments)", kind="wind", off="no-from"),
    Flag("base", "base", "the base every loser pays (底)", kind="int", low=1),
    Flag("rules", "rules", "rule profile: 1998 (81 fans) or mil (adds 明暗杠)", kind="choice", choices=tuple(PROFILES)),
)

_BY_OPTION: dict[str, tuple[Flag, bool]] = {}
for _flag in FLAGS:
    _BY_OPTION[_flag.option] = (_flag, True)
    if _flag.short:
        _BY_OPTION[_flag.short] = (_flag, True)
    if _flag.off:
        _BY_OPTION["--" + _flag.off] = (_flag, False)
_BY_FIELD = {flag.field: flag for flag in FLAGS} | {flag.name.replace("-", "_"): flag for flag in FLAGS}


def convert(flag: Flag, value: object) -> object:
    """Check and convert one flag value, raising UsageError when it is out of range."""
    if flag.kind == "switch":
        if not isinstance(value, bool):
            raise UsageError(f"{flag.option} is a switch and takes true or false, not {value!r}")
        return value
    if flag.kind == "wind":
        if value is None and flag.field == "from_seat":
            return None
        text = str(value).upper()
        if text not in WIND_CHOICES:
            raise UsageError(f"{flag.option} takes a wind E, S, W or N, not {value!r}")
        return text
    if flag.kind == "choice":
        if str(value) not in flag.choices:
            raise UsageError(f"{flag.option} takes one of {', '.join(flag.choices)}, not {value!r}")
        return str(value)
    try:
        number = None if isinstance(value, bool) or isinstance(value, float) and not value.is_integer() else int(value)
    except (TypeError, ValueError):
        number = None
    if number is None or number < flag.low or (flag.high is not None and number > flag.high):
        limit = f"from {flag.low} to {flag.high}" if flag.high is not None else f"of at least {flag.low}"
        raise UsageError(f"{flag.option} takes a whole number {limit}, not {value!r}")
    return number


def apply_words(words: list[str], defaults: WinContext) -> WinContext:
    """Apply command-line style flags (``--seat S``, ``--seat=S``, ``--discard``) to the defaults.

    >>> apply_words(["--self-drawn", "--seat=s", "--flowers", "2"], WinContext()).seat
    'S'
    >>> apply_words(["--no-from"], WinContext(from_seat="N")).from_seat is None
    True
    """
    changes: dict[str, object] = {}
    i = 0
    while i < len(words):
        word, _, inline = words[i].partition("=")
        if word not in _BY_OPTION:
            raise UsageError(f"unknown flag {word!r}")
        flag, on = _BY_OPTION[word]
        if flag.kind == "switch" or not on:
            if inline:
                raise UsageError(f"{word} is a switch and takes no value")
            changes[flag.field] = on if flag.kind == "switch" else None
        else:
            if not inline:
                i += 1
                if i == len(words):
                    raise UsageError(f"{word} needs a value")
                inline = words[i]
            changes[flag.field] = convert(flag, inline)
        i += 1
    return dataclasses.replace(defaults, **changes)


def apply_json(fields: dict, defaults: WinContext) -> WinContext:
    """Apply the snake_case fields of a JSON line (``{"self_drawn": true, "seat": "S"}``) to the defaults."""
    changes: dict[str, object] = {}
    for key, value in fields.items():
        if key == "discard":
            changes["self_drawn"] = not convert(_BY_FIELD["self_drawn"], value)
            continue
        if key not in _BY_FIELD:
            raise UsageError(f"unknown field {key!r}")
        flag = _BY_FIELD[key]
        changes[flag.field] = convert(flag, value)
    return dataclasses.replace(defaults, **changes)
