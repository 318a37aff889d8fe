"""Explain a score: the groups of the chosen reading that make each counted and each excluded fan.

``score`` keeps only counts, so that scoring stays fast. ``explain(result)`` detects no fan again:
it takes the fans that scoring found in the chosen reading (the result's counted and excluded fans)
and places them on the groups of ``decomposition``, which scoring wrote (``reading_groups``). A fan of
the whole hand or of how it was won needs no set, and the wait fan takes the set the winning tile
completes; the families whose fans are made of sets name them through their explained detectors
(``chow_sets``, ``pung_sets``, ``kong_sets``), asked only when the result holds one of their fans.
(Their matchers run again then: the caches of the chows' and the pungs' counts keep no sets, as
keeping them made scoring dearer, 0.5% more instructions a hand on cold caches.)

Each fan entry gets its ``sets``: one entry per occurrence, each the groups of ``decomposition`` it
is made of, or the word ``hand`` (a fan of every tile or every set: 清一色, 断幺, 全带幺, 门前清 ...) or
``context`` (a fan of how the hand was won: 自摸, 和绝张, 花牌 ...). A counted fan has one entry per
count; an excluded fan lists every occurrence not counted, each once.

Which occurrences a partial removal takes follows the rule that removed them: the 幺九刻 of the wind
pungs under 圈风刻, 门风刻 or 三风刻 (``removed_terminal_pungs``), the first 四归一 under the
``seven_pairs_tile_hog`` switch. The groups are those of ``decomposition``, except in a 九莲宝灯
reading, whose decomposition is its one group of 14 tiles: the fans its sets make (清龙, 双暗刻 ...)
name those sets, written as concealed sets are ("123p").
"""

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from gbmj_cli.hands.hand import Hand, MeldKind
from gbmj_cli.hands.tiles import wind_tile
from gbmj_cli.scoring.catalog import AnyFan, Fan
from gbmj_cli.scoring.decompose import CHOW, ONE_GROUP_FORMS, PAIRS_FORMS, PUNG, Form, Reading, Split, counts_of
from gbmj_cli.scoring.fans import chows, forms, kongs, pungs, shape, tile_traits, win
from gbmj_cli.scoring.fans.detect import pung_completed_by_discard
from gbmj_cli.scoring.fans.exclude import removed_terminal_pungs
from gbmj_cli.scoring.fans.occurrences import CONTEXT, HAND, PAIR, FanCounts, FanSets, Occurrence
from gbmj_cli.scoring.score import (
    LOOSE_SET_TEXTS,
    PAIR_TEXTS,
    ExcludedFan,
    FanCount,
    ScoreResult,
    Sets,
    reading_groups,
)

WORDS = {HAND: "hand", CONTEXT: "context"}
"""How ``sets`` writes the markers of a fan of the whole hand and of how it was won."""

_Found = dict[AnyFan, list[Occurrence]]  # fan -> occurrences, each a tuple of group positions (or a marker)


class Group(NamedTuple):
    """One group of a reading: as ``decomposition`` writes it, and its tiles, lowest first."""

    text: str
    tiles: tuple[int, ...]


SET_TILES: dict[str, tuple[int, ...]] = {
    **{text: (t, t + 1, t + 2) if kind == CHOW else (t, t, t) for (kind, t), text in LOOSE_SET_TEXTS.items()},
    **{text: (t, t) for t, text in enumerate(PAIR_TEXTS)},
}
"""The tiles of each concealed set and pair, by how ``decomposition`` writes it."""


def reading_tiles(result: ScoreResult, reading: Reading) -> list[Group]:
    """The groups of ``decomposition`` (a 九莲宝灯 reading's sets and pair after its one group) with
    their tiles: a concealed set's or a pair's by its text, a fixed set's from the hand, and those of
    a first group of the whole hand or of the knitted tiles from the reading."""
    hand = result.hand
    texts = result.decomposition
    if reading.form is Form.NINE_GATES:
        texts = reading_groups(hand, reading, nine_gates_sets=True)
    tiles = {m.written: m.tiles for m in hand.melds}
    if reading.form in ONE_GROUP_FORMS:
        tiles[texts[0]] = tuple(sorted(hand.concealed_tiles))
    elif reading.knitted is not None:
        tiles[texts[0]] = tuple(sorted(reading.knitted))
    return [Group(text, tiles[text] if text in tiles else SET_TILES[text]) for text in texts]


def explain(result: ScoreResult) -> ScoreResult:
    """The result with ``sets`` on every counted and excluded fan (see the module docstring).

    >>> from gbmj_cli.hands.context import WinContext
    >>> from gbmj_cli.hands.notation import parse_hand
    >>> from gbmj_cli.scoring.score import score
    >>> result = explain(score(parse_hand("[EEE1][123m]456p789s1p1p"), WinContext(self_drawn=True, seat="S")))
    >>> [(f.fan.key, f.sets) for f in result.fans][:2]
    [('mixed_straight', (('[123m]', '789s', '456p'),)), ('prevalent_wind', (('[EEE1]',),))]
    >>> [(f.fan.key, f.sets) for f in result.excluded]
    [('pung_of_terminals_or_honors', (('[EEE1]',),))]
    """
    reading = result.reading
    if reading is None:
        raise ValueError("only a result of gbmj_cli.scoring.score.score can be explained")
    groups = reading_tiles(result, reading)
    counted = {f.fan: f.count for f in result.fans}
    excluded_counts = {e.fan: e.count for e in result.excluded}
    found, dropped = reading_sets(result, reading, groups, counted.keys() | excluded_counts.keys())
    removed = _removed(result, groups, found, counted, excluded_counts)

    def text(occurrences: Iterable[Occurrence]) -> Sets:
        return tuple(tuple(WORDS[g] if g in WORDS else groups[g].text for g in o) for o in occurrences)

    fans = []
    for f in result.fans:
        if f.fan is Fan.FLOWER_TILES:
            occurrences: list[Occurrence] = [(CONTEXT,)] * f.count
        elif f.fan is Fan.CHICKEN_HAND or not isinstance(f.fan, Fan):  # 无番和 and house fans: the whole hand
            occurrences = [(HAND,)]
        else:
            occurrences = _without(found.get(f.fan, []), removed.get(f.fan, ()))
        fans.append(FanCount(f.fan, f.count, f.points, f.variant, text(occurrences)))
    excluded = []
    for e in result.excluded:
        gone = removed.get(e.fan)
        if not isinstance(e.fan, Fan):  # a house fan
            occurrences = [(HAND,)]
        else:
            occurrences = list(gone) if gone is not None else [*found.get(e.fan, ()), *dropped.get(e.fan, ())]
        excluded.append(ExcludedFan(e.fan, e.count, e.by, tuple(dict.fromkeys(text(occurrences)))))
    return result._replace(fans=tuple(fans), excluded=tuple(excluded))


def _without(occurrences: list[Occurrence], gone: Sequence[Occurrence]) -> list[Occurrence]:
    left = list(occurrences)
    for o in gone:
        left.remove(o)
    return left


def _removed(
    result: ScoreResult, groups: list[Group], found: _Found, counted: dict[AnyFan, int], excluded: dict[AnyFan, int]
) -> dict[AnyFan, list[Occurrence]]:
    """The occurrences of the fans removed in part by number: 幺九刻, and 四归一 in a 七对 reading."""
    removed: dict[AnyFan, list[Occurrence]] = {}
    terminal = found.get(Fan.PUNG_OF_TERMINALS_OR_HONORS, [])
    gone = excluded.get(Fan.PUNG_OF_TERMINALS_OR_HONORS, 0)
    if gone:
        tiles = [groups[o[0]].tiles[0] for o in terminal]
        ctx = result.context
        taken = removed_terminal_pungs(tiles, gone, counted, wind_tile(ctx.seat), wind_tile(ctx.round))
        removed[Fan.PUNG_OF_TERMINALS_OR_HONORS] = [terminal[i] for i in taken]
    hogs = found.get(Fan.TILE_HOG, [])
    if Fan.TILE_HOG in excluded and Fan.TILE_HOG in counted:  # the seven_pairs_tile_hog switch
        removed[Fan.TILE_HOG] = hogs[: len(hogs) - counted[Fan.TILE_HOG]]
    return removed


def reading_sets(
    result: ScoreResult, reading: Reading, groups: list[Group], fans: set[AnyFan]
) -> tuple[_Found, _Found]:
    """The groups of each occurrence of ``fans``, which scoring found in the reading, and of the
    occurrences of theirs that a combination principle dropped."""
    hand = result.hand
    found: _Found = {}
    dropped: _Found = {}
    split = reading.split
    # The fixed sets, the concealed sets and the pair are the last groups (``reading_groups``).
    first = len(groups) - len(hand.melds) - (len(split.sets) + 1 if split is not None else 0)
    melds = [first + i for i in range(len(hand.melds))]
    add = _Adder(len(groups) - 1)  # the pair is the last group of a reading with sets
    form_groups = _hand_sets(hand, reading, groups, melds, add, found, fans)
    if split is None:
        if reading.form in PAIRS_FORMS and Fan.SINGLE_WAIT in fans:  # excluded under 七对
            add(found, ((Fan.SINGLE_WAIT, (next((g,) for g in form_groups if hand.winning_tile in groups[g].tiles),)),))
        return found, dropped
    loose = [first + len(hand.melds) + i for i in range(len(split.sets))]
    _set_fans(result, reading, split, melds, loose, add, found, dropped, fans)
    return found, dropped


class _Adder:
    """Adds a family's occurrences to the fans found; their positions are groups, or with ``ids``
    positions in ``ids``, and ``PAIR`` is the group ``pair``."""

    def __init__(self, pair: int) -> None:
        self.pair = pair

    def __call__(self, into: _Found, fan_sets: FanSets, ids: Sequence[int] | None = None) -> None:
        def group(g: int) -> int:
            if g in WORDS:
                return g
            if g == PAIR:
                return self.pair
            return g if ids is None else ids[g]

        for fan, occurrences in fan_sets:
            into.setdefault(fan, []).extend(tuple(sorted(group(g) for g in o)) for o in occurrences)


def _held(family: Iterable[Fan], fans: set[AnyFan]) -> FanCounts:
    """The fans of a family among ``fans``, once each: what its explained detector is given to place."""
    return tuple([(fan, 1) for fan in family if fan in fans])


def _hand_sets(
    hand: Hand,
    reading: Reading,
    groups: list[Group],
    melds: list[int],
    add: _Adder,
    found: _Found,
    fans: set[AnyFan],
) -> list[int]:
    """Add the fans of the hand's tiles, of how it was won and of its form; return the groups of the form."""
    # The sets of 九莲宝灯 come after its one group of the whole hand.
    set_groups = range(1, len(groups)) if reading.form is Form.NINE_GATES else range(len(groups))
    add(found, tuple((fan, ((HAND,),)) for fan in tile_traits.WHOLE_HAND if fan in fans))
    if Fan.TILE_HOG in fans:
        hogs = tile_traits.tile_hog(_all_counts(hand), tuple(m.tile for m in hand.melds if m.kind is MeldKind.KONG))
        add(found, ((Fan.TILE_HOG, tuple(tuple(g for g in set_groups if t in groups[g].tiles) for t in hogs)),))
    claimed = [melds[i] for i, m in enumerate(hand.melds) if not m.concealed]
    add(found, win.win_sets(_held(win.FLAG_FANS, fans), claimed))
    form_groups = list(range(len(groups))) if reading.form in PAIRS_FORMS else [0]
    add(found, forms.form_sets(_held(forms.DETECTS, fans), reading.form, form_groups))
    return form_groups


def _set_fans(
    result: ScoreResult,
    reading: Reading,
    split: Split,
    melds: list[int],
    loose: list[int],
    add: _Adder,
    found: _Found,
    dropped: _Found,
    fans: set[AnyFan],
) -> None:
    """Add the fans of the reading's sets: chows, shapes, pungs, kongs and the wait."""
    hand = result.hand
    loose_chows = [(t, loose[i]) for i, (kind, t) in enumerate(split.sets) if kind == CHOW]
    all_chows = sorted(loose_chows + [(m.tile, melds[i]) for i, m in enumerate(hand.melds) if m.kind is MeldKind.CHOW])
    all_pungs = sorted(
        [(t, loose[i]) for i, (kind, t) in enumerate(split.sets) if kind != CHOW]
        + [(m.tile, melds[i]) for i, m in enumerate(hand.melds) if m.kind is not MeldKind.CHOW]
    )
    chow_tiles, chow_ids = [t for t, _ in all_chows], [g for _, g in all_chows]
    pung_tiles, pung_ids = [t for t, _ in all_pungs], [g for _, g in all_pungs]
    if reading.form is Form.KNITTED_STRAIGHT:
        if Fan.ALL_CHOWS in fans:
            add(found, shape.all_chows_beside_knitted_sets(0, chow_ids))
    else:
        if not fans.isdisjoint(chows.DETECTS):
            kept, lost = chows.chow_sets(tuple(chow_tiles), split.pair if len(chow_tiles) == 4 else -1)
            add(found, kept, chow_ids)
            add(dropped, lost, chow_ids)
        add(found, shape.shape_sets(_held(shape.DETECTS, fans), chow_ids, pung_ids))
    ctx = result.context
    if not fans.isdisjoint(pungs.DETECTS):
        seat, prevalent = wind_tile(ctx.seat), wind_tile(ctx.round)
        add(found, pungs.pung_sets(tuple(pung_tiles), split.pair, seat, prevalent), pung_ids)
    win_tile = hand.winning_tile
    loose_chow_tiles = [t for t, _ in loose_chows]
    if not fans.isdisjoint(kongs.DETECTS):
        kong_melds = [(melds[i], m) for i, m in enumerate(hand.melds) if m.kind is MeldKind.KONG]
        hidden = [loose[i] for i, (kind, _) in enumerate(split.sets) if kind == PUNG]
        if pung_completed_by_discard(split, loose_chow_tiles, win_tile, ctx.self_drawn):
            hidden.remove(loose[split.sets.index((PUNG, win_tile))])
        concealed = [g for g, m in kong_melds if m.concealed]
        mixed_kong = result.profile.switches["mixed_kong"]
        add(found, kongs.kong_sets([g for g, m in kong_melds if not m.concealed], concealed, hidden, mixed_kong))
    wait = next((fan for fan in win.WAIT_FANS if fan in fans), None)
    if wait is not None:
        # The set the winning tile completes, where the scorer's ``wait_fan`` put it: a 单钓将 its pair.
        placed = win.wait_fan(loose_chow_tiles, split.pair, win_tile)
        where = PAIR if wait is Fan.SINGLE_WAIT or placed is None else loose_chows[placed[1]][1]
        add(found, ((wait, ((where,),)),))


def _all_counts(hand: Hand) -> bytes:
    return counts_of([*hand.concealed_tiles, *(t for m in hand.melds for t in m.tiles)])
