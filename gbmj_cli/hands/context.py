"""How a hand was won: ``WinContext``, the one declaration of every win flag, and its checks.

Each field of ``WinContext`` carries its ``Flag``: option name, kind, default, help, Chinese name
and range. From that one declaration come the Click options of every command, the words and JSON
keys of a batch line with their ``--no-...`` switches, the range checks, and the ``context`` of
every record; adding a flag is one field here. ``check_context`` then refuses the combinations that
contradict each other or the hand (docs/notation.md, "What must be rejected"), with the same sentences
for ``score``, ``batch`` and ``waits``, naming the flags as the user types them.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from enum import Enum
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from gbmj_cli.base.bounded import Table
from gbmj_cli.base.errors import ContextError
from gbmj_cli.hands.hand import Hand, MeldKind
from gbmj_cli.hands.tile_names import HONOURS
from gbmj_cli.hands.tiles import NAMES, WINDS
from gbmj_cli.messages import Msg

if TYPE_CHECKING:
    from gbmj_cli.scoring.profiles.profile import Profile


class FlagKind(Enum):
    """What values a flag takes."""

    SWITCH = "switch"  # on or off
    WIND = "wind"  # E, S, W or N (any case)
    COUNT = "count"  # a whole number within [low, high]
    PROFILE = "profile"  # a rule profile: a built-in name, or a Profile


@dataclass(frozen=True, slots=True)
class Flag:
    """One win flag, as the command line, batch lines, checks and records see it.

    ``off`` is the word that switches it off again on a batch line (a value flag: back to unknown);
    ``record_key`` its key in a record's ``context`` (None: not there); ``waits`` whether ``gbmj
    waits``, which scores each wait both ways, takes it.
    """

    field: str
    name: str
    kind: FlagKind
    default: Any
    help: str
    zh: str
    short: str | None = None
    off: str | None = None
    low: int = 0
    high: int | None = None
    record_key: str | None = None
    waits: bool = True

    @property
    def option(self) -> str:
        return "--" + self.name

    @property
    def json_keys(self) -> tuple[str, ...]:
        """The keys of a JSON batch line that set it: its field name, and its name in snake_case."""
        return tuple(dict.fromkeys((self.field, self.name.replace("-", "_"))))


def _flag(default: Any, name: str, kind: FlagKind, zh: str, help: str, **more: Any) -> Any:
    """A WinContext field carrying its Flag (completed with the field name below)."""
    record_key = more.pop("record_key", "")
    flag = Flag("", name, kind, default, help, zh, **more, record_key=record_key)
    return field(default=default, metadata={"flag": flag})


@dataclass(frozen=True, slots=True)
class WinContext:
    """How the hand was won, and the settings that turn points into payments."""

    self_drawn: bool = _flag(
        False,
        "self-drawn",
        FlagKind.SWITCH,
        "自摸",
        "won on your own draw (default: on a discard)",
        short="-z",
        off="discard",
        waits=False,
    )
    seat: str = _flag("E", "seat", FlagKind.WIND, "门风", "your seat wind")
    round: str = _flag("E", "round", FlagKind.WIND, "圈风", "the prevalent wind")
    flowers: int = _flag(0, "flowers", FlagKind.COUNT, "花牌", "number of flowers, 0-8", high=8)
    last_tile: bool = _flag(
        False, "last-tile", FlagKind.SWITCH, "海底", "won on the last tile of the wall", off="no-last-tile"
    )
    kong_draw: bool = _flag(
        False,
        "kong-draw",
        FlagKind.SWITCH,
        "杠上开花",
        "self-drawn on the replacement tile of your kong",
        off="no-kong-draw",
    )
    robbing_kong: bool = _flag(
        False,
        "robbing-kong",
        FlagKind.SWITCH,
        "抢杠和",
        "won on a tile another player added to a pung",
        off="no-robbing-kong",
    )
    fourth_tile: bool = _flag(
        False,
        "fourth-tile",
        FlagKind.SWITCH,
        "和绝张",
        "the winning tile is the last of its kind",
        off="no-fourth-tile",
    )
    from_seat: str | None = _flag(
        None,
        "from",
        FlagKind.WIND,
        "放铳",
        "the seat that discarded the winning tile (for payments)",
        off="no-from",
        record_key="from",
        waits=False,
    )
    base: int = _flag(
        8, "base", FlagKind.COUNT, "底分", "the base every loser pays (底), 1-1000", low=1, high=1000, waits=False
    )
    rules: str | Profile = _flag(
        "1998",
        "rules",
        FlagKind.PROFILE,
        "规则",
        "rule profile: 1998 (81 fans), mil (adds 明暗杠), greenbook (WMO Green Book)",
        record_key=None,
    )


def _declared() -> tuple[Flag, ...]:
    flags = []
    for f in fields(WinContext):
        flag: Flag = f.metadata["flag"]
        record_key = f.name if flag.record_key == "" else flag.record_key
        flags.append(replace(flag, field=f.name, record_key=record_key))
    return tuple(flags)


FLAGS: tuple[Flag, ...] = _declared()
"""Every win flag, in the order of ``WinContext`` (and of a record's ``context``)."""

WIND_CHOICES = tuple(WINDS)

WIND_WORDS: dict[str, str] = {
    **{letter: letter for letter in WINDS},
    **{name + wind: letter for name, letter in HONOURS.items() if letter in WINDS for wind in ("", "风", "風")},
}
"""The values a wind flag takes, upper-cased, as their letters: E S W N, and the Chinese winds as hands
write them (南, 南风, traditional 東風) (docs/cli.md §2)."""


def wind_letter(value: object) -> str | None:
    """The wind letter that a flag value names, in any case or in Chinese; None if it names none.

    >>> wind_letter("s"), wind_letter("南"), wind_letter("東風"), wind_letter("中")
    ('S', 'S', 'E', None)
    """
    return WIND_WORDS.get(str(value).upper())


def profile_name(ctx: WinContext) -> str:
    """The name of the context's rule profile, as records write it."""
    return ctx.rules if isinstance(ctx.rules, str) else ctx.rules.name


def context_record(ctx: WinContext, flowers: int, waits: bool = False) -> dict[str, Any]:
    """The ``context`` of a record: every flag with a record key (``waits``: those of ``gbmj waits``).

    ``flowers`` is the hand's flower count, which may come from glyphs in the hand as well.
    """
    values = {
        flag.record_key: getattr(ctx, flag.field) for flag in FLAGS if flag.record_key and (flag.waits or not waits)
    }
    values["flowers"] = flowers
    return values


def check_ranges(ctx: WinContext) -> None:
    """Raise ContextError if a flag value is outside its declared range (a context built in code)."""
    for flag in _WIND_FLAGS:
        value = getattr(ctx, flag.field)
        if value is not None and value not in WINDS:
            raise ContextError(Msg("flag.wind", option=flag.option, value=value))
    for flag in _COUNT_FLAGS:
        value = getattr(ctx, flag.field)
        if value < flag.low or (flag.high is not None and value > flag.high):
            if flag.high is None:
                raise ContextError(Msg("flag.at_least", option=flag.option, low=flag.low, value=value))
            raise ContextError(Msg("flag.count_range", option=flag.option, low=flag.low, high=flag.high, value=value))


_WIND_FLAGS = tuple(flag for flag in FLAGS if flag.kind is FlagKind.WIND)
_COUNT_FLAGS = tuple(flag for flag in FLAGS if flag.kind is FlagKind.COUNT)
"""The flags whose values ``check_ranges`` checks, by kind."""


IN_RANGE_CACHED = 1024
"""Values that ``check_ranges`` passed, kept: a full table drops its oldest, so memory does not grow
with the input. 4 seats, 4 rounds, 5 discarders and 9 flower counts make 720 with one base, however many
contexts a run makes (a program may make one for every hand)."""
_in_range: Table[tuple[Any, ...], bool] = Table(IN_RANGE_CACHED)
_RANGED = attrgetter(*(flag.field for flag in (*_WIND_FLAGS, *_COUNT_FLAGS)))
"""The values ``check_ranges`` looks at, read by one call: contexts that hold the same values pass alike."""


def check_context(hand: Hand, ctx: WinContext) -> None:
    """Raise ContextError with one sentence if ``ctx`` cannot describe how ``hand`` was won.

    >>> from gbmj_cli.hands.notation import parse_hand
    >>> check_context(parse_hand("[EEE1][123m]456p789s1p1p"), WinContext(self_drawn=True, seat="S"))
    >>> check_context(parse_hand("[EEE1][123m]456p789s1p1p"), WinContext(kong_draw=True))
    Traceback (most recent call last):
    ...
    gbmj_cli.base.errors.ContextError: --kong-draw needs --self-drawn: a kong's replacement tile is drawn
    """
    values = _RANGED(ctx)
    if values not in _in_range:  # a batch scores line after line in the same few contexts
        check_ranges(ctx)
        _in_range.file(values, True)
    if hand.flower_glyphs and ctx.flowers:
        glyphs = Msg("count.flower_glyphs", n=hand.flower_glyphs)
        raise ContextError(Msg("context.flowers_twice", glyphs=glyphs, flowers=ctx.flowers))
    if ctx.kong_draw and ctx.robbing_kong:
        raise ContextError(Msg("context.kong_draw_and_robbing"))
    if ctx.kong_draw and not ctx.self_drawn:
        raise ContextError(Msg("context.kong_draw_self_drawn"))
    if ctx.kong_draw and not any(m.kind is MeldKind.KONG for m in hand.melds):
        raise ContextError(Msg("context.kong_draw_no_kong"))
    if ctx.robbing_kong:
        if ctx.self_drawn:
            raise ContextError(Msg("context.robbing_self_drawn"))
        held = hand.tiles + tuple(t for m in hand.melds for t in m.tiles)
        if hand.winning_tile in held:
            raise ContextError(Msg("context.robbing_held", tile=NAMES[hand.winning_tile]))
    if ctx.fourth_tile and hand.winning_tile in hand.tiles:
        raise ContextError(Msg("context.fourth_tile_held", tile=NAMES[hand.winning_tile]))
    if ctx.from_seat is not None:
        if ctx.self_drawn:
            raise ContextError(Msg("context.from_self_drawn"))
        if ctx.from_seat == ctx.seat:
            raise ContextError(Msg("context.from_own_seat", seat=ctx.seat))
