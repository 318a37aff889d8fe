"""Hand analysis: what a hand that has not won can become, and what each discard leaves (docs/advice.md).

``analyse_waiting`` takes the 13 - 3k standing tiles of ``gbmj waits``: the shanten of each form
with its useful tiles, the live copies of each kind, and, when ready, every wait scored won on a
discard and self-drawn. ``advise`` takes the 14 - 3k tiles of ``gbmj advise`` (the drawn tile
last): the score of the tiles when they already win, and one analysis per distinct discard, in
the order of docs/advice.md §9.3. Scores come from the scorer itself, so a wait is worth exactly what
``gbmj score`` gives the hand with that tile.
"""

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass

from gbmj_cli.analysis.seen import NO_SEEN, Seen, check_seen
from gbmj_cli.analysis.shanten import FORMS, applies, form_shanten, improving
from gbmj_cli.base.errors import ContextError, TilesError, UsageError
from gbmj_cli.hands.context import WinContext, check_context
from gbmj_cli.hands.hand import Hand, Meld
from gbmj_cli.hands.notation import ParsedTiles, parse_tiles
from gbmj_cli.hands.tiles import N_KINDS
from gbmj_cli.messages import Msg
from gbmj_cli.scoring.decompose import counts_of
from gbmj_cli.scoring.score import ScoreResult, score

WALL_MAX = 136
"""``--wall`` counts the tiles left in the wall: 0 to 136."""


@dataclass(frozen=True, slots=True)
class FormResult:
    """One applicable form: its shanten and its useful kinds in tile order (never a kind held four times).

    ``useful`` is None where it was not asked for (the forms of an advise row beyond its best ones).
    """

    form: str
    shanten: int
    useful: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class Wait:
    """A tile that completes the hand: copies not held (``left``), copies still to come (``live``),
    and the win on it both ways (None where the context makes that win impossible)."""

    tile: int
    left: int
    live: int
    discard: ScoreResult | None
    self_drawn: ScoreResult | None


@dataclass(frozen=True, slots=True)
class Analysis:
    """A hand of 13 - 3k standing tiles: docs/advice.md §4-§6.

    ``forms`` follows FORMS, None for a form that does not apply; ``live`` holds the live copies of
    every kind; ``held_waits`` the kinds that complete the shape but are all held.
    """

    forms: tuple[FormResult | None, ...]
    shanten: int
    best_forms: tuple[str, ...]
    useful: tuple[int, ...]
    live: bytes
    waits: tuple[Wait, ...]
    held_waits: tuple[int, ...]

    @property
    def tenpai(self) -> bool:
        return bool(self.waits)

    @property
    def kinds(self) -> int:
        return len(self.useful)

    @property
    def live_total(self) -> int:
        return sum(self.live[t] for t in self.useful)

    @property
    def outs(self) -> int | None:
        """The raw live outs (section 6), None when not tenpai."""
        return self.live_total if self.waits else None

    @property
    def legal_discard_outs(self) -> int | None:
        """Live copies of the waits whose discard win reaches the minimum."""
        if not self.waits:
            return None
        return sum(w.live for w in self.waits if w.discard is not None and w.discard.meets_minimum)

    @property
    def legal_self_drawn_outs(self) -> int | None:
        """Live copies of the waits whose self-drawn win reaches the minimum."""
        if not self.waits:
            return None
        return sum(w.live for w in self.waits if w.self_drawn is not None and w.self_drawn.meets_minimum)


def held_counts(melds: tuple[Meld, ...], tiles: Iterable[int]) -> bytes:
    """own(t): copies of each kind among the standing tiles and the fixed sets (a kong counts four)."""
    return counts_of([*tiles, *(t for m in melds for t in m.tiles)])


def check_waiting(parsed: ParsedTiles, ctx: WinContext, seen: Seen = NO_SEEN) -> None:
    """Refuse what no wait can get past: too many copies with the table, contradictory flags.

    >>> from gbmj_cli.analysis.seen import parse_seen
    >>> check_waiting(parse_tiles("45666699m23456s"), WinContext(fourth_tile=True), parse_seen(["777s"]))
    Traceback (most recent call last):
    ...
    gbmj_cli.base.errors.ContextError: --fourth-tile cannot be combined with --seen: with --seen, gbmj decides \
和绝张 for each wait from the visible tiles
    """
    held = held_counts(parsed.melds, parsed.tiles)
    check_seen(seen, held)
    if ctx.fourth_tile and seen.text:
        raise ContextError(Msg("advise.fourth_tile_and_seen"))
    # Contradictions that do not depend on the winning tile (checked with a tile the hand lacks).
    free = held.index(0)
    check_context(
        Hand(parsed.melds, parsed.tiles, free, parsed.flower_glyphs), dataclasses.replace(ctx, self_drawn=ctx.kong_draw)
    )


def analyse_waiting(
    melds: tuple[Meld, ...],
    tiles: tuple[int, ...],
    ctx: WinContext,
    seen: Seen = NO_SEEN,
    flower_glyphs: int = 0,
    *,
    scored: bool = True,
    every_form: bool = True,
) -> Analysis:
    """Analyse 13 - 3k standing tiles beside ``melds`` (checked by ``check_waiting``).

    Every wait is scored won on a discard and self-drawn with ``ctx`` (unless ``scored`` is false:
    no tile will come), with 和绝张 where three copies are face up and none is held (§5.3).
    Without ``every_form`` only the best forms get their useful kinds.

    >>> from gbmj_cli.hands.tiles import NAMES
    >>> a = analyse_waiting((), parse_tiles("23344445m888pWW").tiles, WinContext())
    >>> a.shanten, [NAMES[w.tile] for w in a.waits], [NAMES[t] for t in a.held_waits], a.legal_self_drawn_outs
    (0, ['1m', 'W'], ['4m'], 6)
    """
    counts = counts_of(tiles)
    own = held_counts(melds, tiles)
    k = len(melds)
    numbers = {form: form_shanten(form, counts, k) for form in FORMS if applies(form, k)}
    best = min(numbers.values())
    forms, useful, formal = _form_results(counts, own, k, numbers, every_form)
    live = bytes(4 - own[t] - seen.counts[t] for t in range(N_KINDS))
    waits = _scored_waits(melds, tiles, ctx, seen, flower_glyphs, scored, useful, live) if best == 0 else []
    return Analysis(
        forms=tuple(forms),
        shanten=best,
        best_forms=tuple(form for form in FORMS if numbers.get(form) == best),
        useful=tuple(sorted(useful)),
        live=live,
        waits=tuple(waits),
        held_waits=tuple(t for t in sorted(formal) if own[t] == 4),
    )


def _form_results(
    counts: bytes, own: bytes, k: int, numbers: dict[str, int], every_form: bool
) -> tuple[list[FormResult | None], set[int], set[int]]:
    """Each form's result (None where it does not apply), the useful kinds of the best forms, and when
    the hand is ready the kinds that complete it in form (held four times or not)."""
    best = min(numbers.values())
    forms: list[FormResult | None] = []
    useful: set[int] = set()
    formal: set[int] = set()
    for form in FORMS:
        if form not in numbers:
            forms.append(None)
            continue
        if not every_form and numbers[form] != best:
            forms.append(FormResult(form, numbers[form], None))
            continue
        lowering = improving(form, counts, k)
        kinds = tuple(t for t in sorted(lowering) if own[t] <= 3)  # no fifth copy exists (§4.1)
        forms.append(FormResult(form, numbers[form], kinds))
        if numbers[form] == best:
            useful.update(kinds)
            if best == 0:
                formal.update(lowering)
    return forms, useful, formal


def _scored_waits(
    melds: tuple[Meld, ...],
    tiles: tuple[int, ...],
    ctx: WinContext,
    seen: Seen,
    flower_glyphs: int,
    scored: bool,
    useful: set[int],
    live: bytes,
) -> list[Wait]:
    """The waits of a ready hand, each scored won on a discard and self-drawn (unless not ``scored``)."""
    counts = counts_of(tiles)
    own = held_counts(melds, tiles)
    exposed = counts_of(t for m in melds for t in m.tiles)
    # The two ways of winning, without and with 和绝张: (on a discard, self-drawn) by the flag.
    ways = {
        fourth: (
            None if ctx.kong_draw else dataclasses.replace(ctx, self_drawn=False, fourth_tile=fourth),
            None if ctx.robbing_kong else dataclasses.replace(ctx, self_drawn=True, fourth_tile=fourth),
        )
        for fourth in (False, True)
    }
    waits = []
    for t in sorted(useful):
        hand = Hand(melds, tiles, t, flower_glyphs)
        on_discard, self_drawn = ways[ctx.fourth_tile or (seen.counts[t] + exposed[t] == 3 and not counts[t])]
        discard = _score(hand, on_discard) if scored and on_discard else None
        drawn = _score(hand, self_drawn) if scored and self_drawn else None
        waits.append(Wait(t, 4 - own[t], live[t], discard, drawn))
    return waits


def _score(hand: Hand, ctx: WinContext) -> ScoreResult | None:
    """One way of winning on a wait, or None when the flags make it impossible for this tile."""
    try:
        return score(hand, ctx)
    except ContextError:
        return None


# ---- gbmj advise ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Row:
    """What discarding one kind leaves: the analysis of the tiles left, the discard counted as seen."""

    discard: int
    drawn: bool
    analysis: Analysis


@dataclass(frozen=True, slots=True)
class Advice:
    """A hand of 14 - 3k standing tiles: its win (when complete) and every discard, best first.

    ``hand`` has the drawn tile as its winning tile; ``rows`` are in the default order and the
    first ``best`` of them make the default view (docs/advice.md §9.3).
    """

    hand: Hand
    context: WinContext
    seen: Seen
    wall: int | None
    win: ScoreResult | None
    rows: tuple[Row, ...]
    best: int

    @property
    def shanten(self) -> int:
        return -1 if self.win is not None else min(row.analysis.shanten for row in self.rows)

    def shown(self, all_rows: bool = False) -> tuple[Row, ...]:
        """The rows a view shows: the default view's first ``best``, or with ``all_rows`` every one."""
        return self.rows if all_rows else self.rows[: self.best]


def parse_drawn_hand(text: str) -> ParsedTiles:
    """Read a hand for ``gbmj advise``: with k fixed sets, 14 - 3k standing tiles, the drawn one last.

    >>> parse_drawn_hand("2344567899m456s")
    Traceback (most recent call last):
    ...
    gbmj_cli.base.errors.TilesError: 13 tiles make a waiting hand: gbmj advise needs the tile just drawn as well \
(14 tiles), or ask `gbmj waits` what it waits on
    """
    return drawn_hand_of(parse_tiles(text))


def drawn_hand_of(parsed: ParsedTiles) -> ParsedTiles:
    """Check that the tiles read (in any notation) make the count of a hand for ``gbmj advise``."""
    need = 14 - 3 * len(parsed.melds)
    found = len(parsed.tiles)
    if found == need - 1:
        raise TilesError(Msg("advise.thirteen"))
    if found != need:
        extra = parsed.tile_positions[need] if found > need else None
        raise TilesError(Msg("advise.count", found=found + 3 * len(parsed.melds)), extra)
    return parsed


def advise(parsed: ParsedTiles, ctx: WinContext, seen: Seen = NO_SEEN, wall: int | None = None) -> Advice:
    """Analyse every discard of a hand read by ``parse_drawn_hand``; raise a GbmjError when rejected.

    Only ``seat``, ``round``, ``flowers`` and ``rules`` of ``ctx`` count: the win row is self-drawn,
    and the last-tile and 和绝张 fans come from ``wall`` and ``seen`` (docs/advice.md §7, §9.2).

    >>> from gbmj_cli.hands.tiles import NAMES
    >>> a = advise(parse_drawn_hand("123m456m789s234p5p5p"), WinContext())
    >>> a.win.fan_total, NAMES[a.rows[0].discard], a.rows[0].analysis.legal_discard_outs, a.best
    (7, '4p', 4, 13)
    """
    if wall is not None and not 0 <= wall <= WALL_MAX:
        limit = Msg("limit.range", low=0, high=WALL_MAX)
        raise UsageError(Msg("flag.whole_number", option="--wall", limit=limit, value=wall))
    base = WinContext(seat=ctx.seat, round=ctx.round, flowers=ctx.flowers, rules=ctx.rules)
    melds, tiles, drawn = parsed.melds, parsed.tiles, parsed.tiles[-1]
    hand = Hand(melds, tiles[:-1], drawn, parsed.flower_glyphs)
    check_seen(seen, held_counts(melds, tiles))
    check_context(hand, dataclasses.replace(base, self_drawn=True))
    counts = counts_of(tiles)
    win = None
    if min(form_shanten(form, counts, len(melds)) for form in FORMS if applies(form, len(melds))) < 0:
        exposed = sum(m.tiles.count(drawn) for m in melds)
        fourth = seen.counts[drawn] + exposed == 3 and drawn not in hand.tiles
        win = score(hand, dataclasses.replace(base, self_drawn=True, last_tile=wall == 0, fourth_tile=fourth))
    row_ctx = dataclasses.replace(base, last_tile=wall == 1)
    rows = []
    for d in sorted(set(tiles)):
        left = list(tiles)
        left.remove(d)
        analysis = analyse_waiting(
            melds, tuple(left), row_ctx, seen.plus(d), parsed.flower_glyphs, scored=wall != 0, every_form=False
        )
        rows.append(Row(d, d == drawn, analysis))
    rows.sort(key=row_order)
    group = _group(rows[0])
    best = sum(1 for row in rows if _group(row) == group)
    return Advice(hand, base, seen, wall, win, tuple(rows), best)


def row_order(row: Row) -> tuple:
    """The default order of discard rows (docs/advice.md §9.3): live before dead, then fewer steps,
    legal discard outs, legal self-drawn outs, live copies and kinds, then the tile."""
    a = row.analysis
    live = a.live_total
    return (
        live == 0,
        a.shanten,
        -(a.legal_discard_outs or 0),
        -(a.legal_self_drawn_outs or 0),
        -live,
        -a.kinds,
        row.discard,
    )


def _group(row: Row) -> tuple[bool, int]:
    """The rows of the default view share the first row's (live > 0, shanten)."""
    return row.analysis.live_total > 0, row.analysis.shanten
