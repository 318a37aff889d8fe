"""Fans of how the hand was won: the win flags, concealment, the wait, flowers and 无番和.

The win-flag fans and the concealment fans are the same for every reading, so they are found once
per hand (docs/rules.md §4.8, §4.10); the wait fans depend on where a reading puts the winning tile, and
count only when the hand waited on one tile kind (§4.7, decided in ``gbmj_cli.scoring.waits``).
"""

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import NamedTuple

from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.hand import Hand
from gbmj_cli.hands.tiles import FIRST_HONOR, RANK_OF, SUIT_OF
from gbmj_cli.scoring.catalog import AnyFan, Fan
from gbmj_cli.scoring.decompose import PUNG
from gbmj_cli.scoring.fans.occurrences import CONTEXT, HAND, PAIR, FanCounts, FanSets

CONTEXTS_CACHED = 512
"""Ways of winning kept (the win flags, the claimed sets, the copies held): fewer than 500 exist."""


class WinFlags(NamedTuple):
    """The flags of a ``WinContext`` that the fans of how the hand was won look at: a key cheaper to
    hash than the whole context (its seat, round, flowers and rules do not matter here)."""

    self_drawn: bool
    last_tile: bool
    kong_draw: bool
    robbing_kong: bool
    fourth_tile: bool


def self_drawn(ctx: WinFlags) -> bool:
    """自摸: the winning tile self-drawn."""
    return ctx.self_drawn


def concealed_hand(ctx: WinFlags, melded: int) -> bool:
    """门前清: no claimed set (a concealed kong is not claimed); self-drawn, 不求人 excludes it."""
    return melded == 0


def fully_concealed_hand(ctx: WinFlags, melded: int) -> bool:
    """不求人: no claimed set, and the winning tile self-drawn."""
    return melded == 0 and ctx.self_drawn


def melded_hand(ctx: WinFlags, melded: int) -> bool:
    """全求人: four claimed sets, won on a discard with the pair."""
    return melded == 4 and not ctx.self_drawn


def last_tile(ctx: WinFlags, copies_in_sets: int) -> bool:
    """和绝张: won on the last copy of a tile; three copies in your own sets make it so without the flag."""
    return ctx.fourth_tile or copies_in_sets >= 3


def last_tile_draw(ctx: WinFlags) -> bool:
    """妙手回春: self-drawn on the last tile of the wall."""
    return ctx.last_tile and ctx.self_drawn


def last_tile_claim(ctx: WinFlags) -> bool:
    """海底捞月: won on the discard of the last tile of the wall."""
    return ctx.last_tile and not ctx.self_drawn


def out_with_replacement_tile(ctx: WinFlags) -> bool:
    """杠上开花: self-drawn on the replacement tile of your own kong."""
    return ctx.kong_draw


def robbing_the_kong(ctx: WinFlags) -> bool:
    """抢杠和: won on the tile another player adds to a melded pung to make a kong."""
    return ctx.robbing_kong


def copies_in_sets(every: bytes, loose: bytes, win: int) -> int:
    """How many copies of the winning tile the hand's fixed sets hold (和绝张 at three), from the counts
    of every tile and of the loose ones."""
    return every[win] - loose[win]


def win_fans(ctx: WinContext, melded: int, copies: int) -> FanCounts:
    """The fans of how the hand was won, given its number of claimed sets and the ``copies_in_sets``
    of its winning tile: the same for every hand won the same way, so cached by its win flags."""
    return _win_fans((ctx.self_drawn, ctx.last_tile, ctx.kong_draw, ctx.robbing_kong, ctx.fourth_tile), melded, copies)


@lru_cache(maxsize=CONTEXTS_CACHED)
def _win_fans(flags: tuple[bool, bool, bool, bool, bool], melded: int, copies: int) -> FanCounts:
    """``win_fans`` of the ``WinFlags`` given as a plain tuple (hashed in C)."""
    ctx = WinFlags(*flags)
    holds = (
        (Fan.SELF_DRAWN, self_drawn(ctx)),
        (Fan.CONCEALED_HAND, concealed_hand(ctx, melded)),
        (Fan.FULLY_CONCEALED_HAND, fully_concealed_hand(ctx, melded)),
        (Fan.MELDED_HAND, melded_hand(ctx, melded)),
        (Fan.LAST_TILE, last_tile(ctx, copies)),
        (Fan.LAST_TILE_DRAW, last_tile_draw(ctx)),
        (Fan.LAST_TILE_CLAIM, last_tile_claim(ctx)),
        (Fan.OUT_WITH_REPLACEMENT_TILE, out_with_replacement_tile(ctx)),
        (Fan.ROBBING_THE_KONG, robbing_the_kong(ctx)),
    )
    return tuple((fan, 1) for fan, holds_ in holds if holds_)


# Bound once: a member read from its Enum class costs a Python call on 3.11 (EnumType.__getattr__).
_EDGE_WAIT, _CLOSED_WAIT, _SINGLE_WAIT = Fan.EDGE_WAIT, Fan.CLOSED_WAIT, Fan.SINGLE_WAIT


def wait_fan(concealed_chows: list[int], pair: int, win: int) -> tuple[Fan, int] | None:
    """边张, 坎张 or 单钓将: where a reading puts the winning tile (priority 边 > 坎 > 钓), with the set it
    completes: the position of the chow in ``concealed_chows``, or ``PAIR``.

    边张: the only winning tile is the 3 of a 12 or the 7 of an 89; 坎张: the middle of a chow;
    单钓将: the tile that pairs a single tile. The caller checks that the wait was unique.
    """
    edge = closed = None
    for i, t in enumerate(concealed_chows):
        if t <= win <= t + 2:
            if win == t + 1:
                closed = i if closed is None else closed
            elif edge is None and ((RANK_OF[t] == 0 and win == t + 2) or (RANK_OF[t] == 6 and win == t)):
                edge = i
    if edge is not None:
        return _EDGE_WAIT, edge
    if closed is not None:
        return _CLOSED_WAIT, closed
    if pair == win:
        return _SINGLE_WAIT, PAIR
    return None


def shows_another_wait(loose_sets: Sequence[tuple[int, int]], pair: int, win: int) -> bool:
    """Whether the loose sets and pair of a reading show a second tile that completes the hand, so that
    its wait was not unique (a shortcut: the hand's waits are asked only otherwise).

    A pung of the winning tile: the pair's tile completes the hand too. A chow with it at an end that
    has a tile beyond: won on the 3 of 345, the 6 completes 45 as well. Won on the pair, beside a chow
    next to it (3 + 456: the 6 pairs with 345) or a pung one or two ranks away (3 + 444: 2 or 5 make
    234 or 345 with the pair 44; 3 + 555: 4 makes 345 with 55).
    """
    for kind, t in loose_sets:
        if kind == PUNG:
            beside = t < FIRST_HONOR and SUIT_OF[t] == SUIT_OF[win] and 0 < abs(t - win) < 3
            if t == win or (pair == win and beside):
                return True
        else:
            open_end = (t == win and RANK_OF[t] < 6) or (t + 2 == win and RANK_OF[t] > 0)
            next_to = (t == win + 1 and RANK_OF[t] > 0) or (t + 3 == win and RANK_OF[t] < 6)
            if open_end or (pair == win and next_to):
                return True
    return False


def flower_tiles(ctx: WinContext, hand: Hand) -> int:
    """花牌: one fan per flower, given as a count or as glyphs in the hand (outside the 8-fan minimum)."""
    return ctx.flowers + hand.flower_glyphs


def chicken_hand(counted: Mapping[AnyFan, int]) -> bool:
    """无番和: no other fan counts at all (flowers aside); the hand is then worth 8 by itself."""
    return not counted


FLAG_FANS = (
    Fan.SELF_DRAWN,
    Fan.CONCEALED_HAND,
    Fan.FULLY_CONCEALED_HAND,
    Fan.MELDED_HAND,
    Fan.LAST_TILE,
    Fan.LAST_TILE_DRAW,
    Fan.LAST_TILE_CLAIM,
    Fan.OUT_WITH_REPLACEMENT_TILE,
    Fan.ROBBING_THE_KONG,
)
"""The fans of ``win_fans``, the same for every reading of a hand."""
WAIT_FANS = (Fan.EDGE_WAIT, Fan.CLOSED_WAIT, Fan.SINGLE_WAIT)
"""The fans of ``wait_fan``."""
DETECTS = (*FLAG_FANS, *WAIT_FANS, Fan.FLOWER_TILES, Fan.CHICKEN_HAND)

CONTEXT_FANS = (
    Fan.SELF_DRAWN,
    Fan.LAST_TILE,
    Fan.LAST_TILE_DRAW,
    Fan.LAST_TILE_CLAIM,
    Fan.OUT_WITH_REPLACEMENT_TILE,
    Fan.ROBBING_THE_KONG,
    Fan.FLOWER_TILES,
)
"""The fans of how the hand was won, explained as ``context``."""


def win_sets(found: FanCounts, claimed: Sequence[int]) -> FanSets:
    """The fans of ``win_fans`` with their sets: the win flags ``context``; 门前清 and 不求人 are about
    every set, so the whole hand; 全求人 its claimed sets (given by position) and the pair it won on.
    """
    return tuple(
        (
            fan,
            ((CONTEXT,) if fan in CONTEXT_FANS else (*claimed, PAIR) if fan is Fan.MELDED_HAND else (HAND,),) * count,
        )
        for fan, count in found
    )
