"""Score a hand: read it every possible way, find and exclude fans, keep the best reading.

就高不就低 (take the highest): the reading with the highest total wins. On equal totals the first
reading in enumeration order stays, except that a later one holding 一色三同顺 or 三同刻 replaces
it, and a regular reading replaces 七对 (the reference's tie-breaks; they change names, not totals).
"""

from dataclasses import dataclass

from gbmj_cli.core import decompose as dec
from gbmj_cli.core.context import check_context
from gbmj_cli.core.decompose import CHOW, KONG, PUNG, Split, counts_of
from gbmj_cli.core.errors import ContextError, NotWinningError
from gbmj_cli.core.fans.catalog import CHICKEN_HAND, FANS, FLOWER_TILES, MINIMUM_POINTS, PROFILES
from gbmj_cli.core.fans.exclude import apply_exclusions
from gbmj_cli.core.fans.sets import chow_fans, kong_fans, pung_fans, shape_fans, wait_fan
from gbmj_cli.core.fans.tile_traits import tile_fans
from gbmj_cli.core.hand import Hand, MeldKind, WinContext
from gbmj_cli.core.tiles import FIRST_HONOR, NAMES, format_tiles, wind_tile
from gbmj_cli.core.waits import has_unique_wait, waiting_tiles

_KIND = {MeldKind.CHOW: CHOW, MeldKind.PUNG: PUNG, MeldKind.KONG: KONG}
_ONE_GROUP_FORMS = (dec.THIRTEEN_ORPHANS, dec.HONORS_AND_KNITTED, dec.GREATER_HONORS_AND_KNITTED)


@dataclass(frozen=True, slots=True)
class FanCount:
    """A counted fan and how many times it counts."""

    id: int
    count: int


@dataclass(frozen=True, slots=True)
class ExcludedFan:
    """A fan whose condition holds but which is not counted, and the counted fans that exclude it."""

    id: int
    count: int
    by: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ScoreResult:
    """The scored hand: the chosen reading, its fans, the excluded fans and the totals."""

    hand: Hand
    context: WinContext
    form: str
    decomposition: tuple[str, ...]
    fans: tuple[FanCount, ...]
    excluded: tuple[ExcludedFan, ...]
    fan_total: int
    flowers: int

    @property
    def total(self) -> int:
        return self.fan_total + self.flowers

    @property
    def meets_minimum(self) -> bool:
        return self.fan_total >= MINIMUM_POINTS


@dataclass(frozen=True, slots=True)
class _Reading:
    form: str
    split: Split | None
    knitted: frozenset[int] | None = None


def _readings(hand: Hand, counts: bytes) -> list[_Reading]:
    """The readings to score, special forms first (rules.md §4.1)."""
    special: list[_Reading] = []
    if not hand.melds:
        if dec.shifted_pairs(counts):
            special.append(_Reading(dec.SEVEN_SHIFTED_PAIRS, None))
        elif dec.seven_pairs(counts):
            special.append(_Reading(dec.SEVEN_PAIRS, None))
        elif dec.thirteen_orphans(counts):
            special.append(_Reading(dec.THIRTEEN_ORPHANS, None))
        elif form := dec.honors_and_knitted(counts):
            special.append(_Reading(form, None))
    if not special and len(hand.melds) <= 1:
        for pattern, rest in dec.knitted_straight_rest(counts):
            special.extend(_Reading(dec.KNITTED_STRAIGHT, s, pattern) for s in dec.regular_splits(rest))
    if not special and not hand.melds and dec.nine_gates(counts_of(hand.tiles)):
        return [_Reading(dec.NINE_GATES, s) for s in dec.regular_splits(counts)]
    if not special or special[0].form == dec.SEVEN_PAIRS:
        special.extend(_Reading(dec.REGULAR, s) for s in dec.regular_splits(counts))
    return special


def _win_fans(hand: Hand, ctx: WinContext, melded: int) -> dict[int, int]:
    """Fans of how the hand was won: 自摸, 不求人, 门前清, 全求人, 和绝张 and the win flags."""
    fans: dict[int, int] = {}
    if ctx.self_drawn:
        fans[80] = 1  # 自摸
    if melded == 0:
        fans[62] = 1  # 门前清
        if ctx.self_drawn:
            fans[56] = 1  # 不求人
    elif melded == 4 and not ctx.self_drawn:
        fans[52] = 1  # 全求人
    win = hand.winning_tile
    if ctx.fourth_tile or sum(m.tiles.count(win) for m in hand.melds) >= 3:
        fans[58] = 1  # 和绝张: three copies already in your own melds make it the last one
    if ctx.last_tile:
        fans[44 if ctx.self_drawn else 45] = 1  # 妙手回春 / 海底捞月
    if ctx.kong_draw:
        fans[46] = 1  # 杠上开花
    if ctx.robbing_kong:
        fans[47] = 1  # 抢杠和
    return fans


class _Scorer:
    """The per-hand facts shared by all readings of one hand."""

    def __init__(self, hand: Hand, ctx: WinContext) -> None:
        self.hand = hand
        self.ctx = ctx
        self.profile = PROFILES[ctx.rules]
        self.fixed = [(_KIND[m.kind], m.tile, m.concealed) for m in hand.melds]
        melded = sum(1 for m in hand.melds if not m.concealed)
        all_tiles = list(hand.concealed_tiles)
        for m in hand.melds:
            all_tiles.extend(m.tiles)
        self.concealed_kongs = sum(1 for m in hand.melds if m.kind is MeldKind.KONG and m.concealed)
        self.melded_kongs = sum(1 for m in hand.melds if m.kind is MeldKind.KONG and not m.concealed)
        self.base = tile_fans(counts_of(all_tiles), self.concealed_kongs + self.melded_kongs)
        self.base.update(_win_fans(hand, ctx, melded))
        self.seat = wind_tile(ctx.seat)
        self.prevalent = wind_tile(ctx.round)
        self._unique_wait: bool | None = None

    def unique_wait(self) -> bool:
        """Whether the hand before its winning tile waited on one tile kind only (asked lazily, once)."""
        if self._unique_wait is None:
            self._unique_wait = has_unique_wait(counts_of(self.hand.tiles))
        return self._unique_wait

    def raw_fans(self, reading: _Reading) -> tuple[dict[int, int], dict[int, int], int]:
        """Every fan whose condition holds in the reading, those a principle dropped, and wind pungs."""
        raw = dict(self.base)
        form = reading.form
        if form in (dec.SEVEN_PAIRS, dec.SEVEN_SHIFTED_PAIRS):
            raw[19] = 1
            if form == dec.SEVEN_SHIFTED_PAIRS:
                raw[6] = 1
            if self.unique_wait():
                raw[79] = 1
            return raw, {}, 0
        if form == dec.THIRTEEN_ORPHANS:
            raw[7] = 1
            return raw, {}, 0
        if form in (dec.HONORS_AND_KNITTED, dec.GREATER_HONORS_AND_KNITTED):
            raw[34] = 1
            if form == dec.GREATER_HONORS_AND_KNITTED:
                raw[20] = 1
            elif sum(1 for t in self.hand.concealed_tiles if t < FIRST_HONOR) == 9:
                raw[35] = 1  # 组合龙 inside 全不靠
            return raw, {}, 0
        return self._set_fans(reading, raw)

    def _set_fans(self, reading: _Reading, raw: dict[int, int]) -> tuple[dict[int, int], dict[int, int], int]:
        split = reading.split
        assert split is not None
        win = self.hand.winning_tile
        pair = split.pair
        loose_chows = [t for kind, t in split.sets if kind == CHOW]
        chows = loose_chows + [t for kind, t, _ in self.fixed if kind == CHOW]
        pungs = [t for kind, t in split.sets if kind != CHOW] + [t for kind, t, _ in self.fixed if kind != CHOW]
        removed: dict[int, int] = {}
        if reading.form == dec.KNITTED_STRAIGHT:
            raw[35] = 1
            if chows and pair < FIRST_HONOR:
                raw[63] = 1  # 平和: the knitted tiles stand for three chows
        else:
            found, removed = chow_fans(chows, pair)
            raw.update(found)
            raw.update(shape_fans(chows, pungs, pair))
        found, wind_pungs = pung_fans(pungs, pair, self.seat, self.prevalent)
        raw.update(found)
        hidden = sum(1 for kind, _ in split.sets if kind == PUNG)
        if not self.ctx.self_drawn and (PUNG, win) in split.sets and not any(t <= win <= t + 2 for t in loose_chows):
            hidden -= 1  # won on a discard: the pung completed by it is not concealed
        raw.update(kong_fans(self.melded_kongs, self.concealed_kongs, hidden, self.profile))
        wait = self._wait_fan(reading, loose_chows)
        if wait:
            raw[wait] = 1
        if reading.form == dec.NINE_GATES:
            raw[4] = 1
        return raw, removed, wind_pungs

    def _wait_fan(self, reading: _Reading, loose_chows: list[int]) -> int | None:
        """边张, 坎张 or 单钓将 where the winning tile sits so, if the wait was unique (§4.7, §4.11)."""
        split = reading.split
        win = self.hand.winning_tile
        fan = wait_fan(loose_chows, split.pair, win)
        if fan is None or reading.form == dec.NINE_GATES:
            return None
        if reading.form != dec.KNITTED_STRAIGHT:
            return fan if self.unique_wait() else None
        if self.hand.melds:
            return 79 if split.pair == win else None
        # Without fixed sets, the wait of the four tiles beside the knitted ones decides.
        rest = bytearray(counts_of(self.hand.concealed_tiles))
        for t in reading.knitted:
            rest[t] -= 1
        if not rest[win]:
            return None
        rest[win] -= 1
        return fan if has_unique_wait(bytes(rest)) else None

    def groups(self, reading: _Reading) -> tuple[str, ...]:
        """The reading's groups as output.md writes them."""
        hand = self.hand
        if reading.form in _ONE_GROUP_FORMS or reading.form == dec.NINE_GATES:
            return (format_tiles(hand.concealed_tiles),)
        if reading.split is None:  # the 七对 family
            counts = counts_of(hand.concealed_tiles)
            return tuple(format_tiles([t, t]) for t in range(len(counts)) for _ in range(counts[t] // 2))
        fixed = tuple(m.notation() for m in hand.melds)
        loose = tuple(
            format_tiles((t, t + 1, t + 2) if kind == CHOW else (t, t, t)) for kind, t in reading.split.sets
        )
        pair = (format_tiles([reading.split.pair] * 2),)
        if reading.form == dec.KNITTED_STRAIGHT:
            return (format_tiles(reading.knitted),) + fixed + loose + pair
        return fixed + loose + pair


def _points(counted: dict[int, int]) -> int:
    return sum(FANS[f].points * n for f, n in counted.items())


def _not_winning(hand: Hand) -> str:
    """Say that the hand does not win and, where it is cheap to tell, what the other tiles wait on."""
    waits = waiting_tiles(counts_of(hand.tiles))
    last = NAMES[hand.winning_tile]
    if waits:
        tiles = ", ".join(NAMES[t] for t in sorted(waits))
        return f"{hand.notation()} is not a winning hand: without the last tile {last} it waits on {tiles}"
    return f"{hand.notation()} is not a winning hand (`gbmj waits` shows what the tiles before {last} need)"


def score(hand: Hand, ctx: WinContext) -> ScoreResult:
    """Score a winning hand in its context.

    >>> from gbmj_cli.core.notation import parse_hand
    >>> result = score(parse_hand("[EEE1][123m]456p789s1p1p"), WinContext(self_drawn=True, seat="S", flowers=2))
    >>> [(f.id, f.count) for f in result.fans], result.total
    ([(39, 1), (60, 1), (79, 1), (80, 1), (81, 2)], 14)
    """
    if ctx.rules not in PROFILES:
        raise ContextError(f"unknown rule profile {ctx.rules!r}: use one of {', '.join(PROFILES)}")
    check_context(hand, ctx)
    scorer = _Scorer(hand, ctx)
    best = None
    for reading in _readings(hand, counts_of(hand.concealed_tiles)):
        raw, removed, wind_pungs = scorer.raw_fans(reading)
        counted, excluded = apply_exclusions(raw, removed, wind_pungs)
        if not counted:
            counted = {CHICKEN_HAND: 1}  # 无番和: nothing else, flowers aside
        total = _points(counted)
        if (
            best is None
            or total > best[0]
            or total == best[0]
            and (23 in counted or 32 in counted or best[1].form == dec.SEVEN_PAIRS)
        ):
            best = (total, reading, counted, excluded)
    if best is None:
        raise NotWinningError(_not_winning(hand))
    total, reading, counted, excluded = best
    flowers = ctx.flowers + hand.flower_glyphs
    if flowers:
        counted[FLOWER_TILES] = flowers
    fans = tuple(
        FanCount(f, n) for f, n in sorted(counted.items(), key=lambda item: (-FANS[item[0]].points, item[0]))
    )
    return ScoreResult(
        hand=hand,
        context=ctx,
        form=dec.SEVEN_PAIRS if reading.form == dec.SEVEN_SHIFTED_PAIRS else reading.form,
        decomposition=scorer.groups(reading),
        fans=fans,
        excluded=tuple(ExcludedFan(*e) for e in excluded),
        fan_total=total,
        flowers=flowers,
    )
