"""Explain a score: the groups of the chosen reading that make each counted and each excluded fan.

``score`` keeps only counts, so that scoring stays fast. ``explain(result)`` looks at the chosen
reading once more, through the explained detector of each family (``chow_sets``, ``pung_sets``,
``kong_sets`` ...), which name the sets of every occurrence of the fans they find, and gives each
fan entry its ``sets``: one entry per occurrence, each the groups of ``decomposition`` it is made
of, or the word ``hand`` (a fan of every tile or every set: 清一色, 断幺, 全带幺, 门前清 ...) or
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
from gbmj_cli.hands.tiles import format_tiles
from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.decompose import CHOW, ONE_GROUP_FORMS, PAIRS_FORMS, PUNG, Form, Reading, Split, counts_of
from gbmj_cli.scoring.fans import chows, forms, kongs, pungs, shape, tile_traits, win
from gbmj_cli.scoring.fans.detect import HandFacts, pung_completed_by_discard, wait_of
from gbmj_cli.scoring.fans.exclude import removed_terminal_pungs
from gbmj_cli.scoring.fans.occurrences import CONTEXT, HAND, PAIR, FanSets, Occurrence
from gbmj_cli.scoring.score import ExcludedFan, FanCount, ScoreResult, Sets

WORDS = {HAND: "hand", CONTEXT: "context"}
"""How ``sets`` writes the markers of a fan of the whole hand and of how it was won."""

_Found = dict[Fan, list[Occurrence]]  # fan -> occurrences, each a tuple of group positions (or a marker)


class Group(NamedTuple):
    """One group of a reading: as ``decomposition`` writes it, and its tiles."""

    text: str
    tiles: tuple[int, ...]


def reading_groups(hand: Hand, reading: Reading) -> list[Group]:
    """The groups of a reading in the order of ``decomposition``; 九莲宝灯 adds its sets after its one group."""
    if reading.form in PAIRS_FORMS:
        counts = hand.counts
        return [_group((t, t)) for t in range(len(counts)) for _ in range(counts[t] // 2)]
    groups = [_group(hand.concealed_tiles)] if reading.form in ONE_GROUP_FORMS else []
    if reading.knitted is not None:
        groups.append(_group(reading.knitted))
    split = reading.split
    if split is None:
        return groups
    groups += [Group(m.notation(), m.tiles) for m in hand.melds]
    groups += [_group((t, t + 1, t + 2) if kind == CHOW else (t, t, t)) for kind, t in split.sets]
    groups.append(_group((split.pair, split.pair)))
    return groups


def _group(tiles: Iterable[int]) -> Group:
    ordered = tuple(sorted(tiles))
    return Group(format_tiles(ordered), ordered)


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
    facts = HandFacts(result.hand, result.context, result.profile)
    groups = reading_groups(result.hand, reading)
    found, dropped = reading_sets(facts, reading, groups)
    counted = {f.fan: f.count for f in result.fans}
    removed = _removed(result, facts, groups, found, counted)

    def text(occurrences: Iterable[Occurrence]) -> Sets:
        return tuple(tuple(WORDS[g] if g in WORDS else groups[g].text for g in o) for o in occurrences)

    fans = []
    for f in result.fans:
        if f.fan is Fan.FLOWER_TILES:
            occurrences: list[Occurrence] = [(CONTEXT,)] * f.count
        elif f.fan is Fan.CHICKEN_HAND:
            occurrences = [(HAND,)]
        else:
            occurrences = _without(found.get(f.fan, []), removed.get(f.fan, ()))
        fans.append(FanCount(f.fan, f.count, f.points, f.variant, text(occurrences)))
    excluded = []
    for e in result.excluded:
        gone = removed.get(e.fan)
        occurrences = list(gone) if gone is not None else [*found.get(e.fan, ()), *dropped.get(e.fan, ())]
        excluded.append(ExcludedFan(e.fan, e.count, e.by, tuple(dict.fromkeys(text(occurrences)))))
    return result._replace(fans=tuple(fans), excluded=tuple(excluded))


def _without(occurrences: list[Occurrence], gone: Sequence[Occurrence]) -> list[Occurrence]:
    left = list(occurrences)
    for o in gone:
        left.remove(o)
    return left


def _removed(
    result: ScoreResult, facts: HandFacts, groups: list[Group], found: _Found, counted: dict[Fan, int]
) -> dict[Fan, list[Occurrence]]:
    """The occurrences of the fans removed in part by number: 幺九刻, and 四归一 in a 七对 reading."""
    excluded = {e.fan: e.count for e in result.excluded}
    removed: dict[Fan, list[Occurrence]] = {}
    terminal = found.get(Fan.PUNG_OF_TERMINALS_OR_HONORS, [])
    gone = excluded.get(Fan.PUNG_OF_TERMINALS_OR_HONORS, 0)
    if gone:
        tiles = [groups[o[0]].tiles[0] for o in terminal]
        taken = removed_terminal_pungs(tiles, gone, counted, facts.seat, facts.prevalent)
        removed[Fan.PUNG_OF_TERMINALS_OR_HONORS] = [terminal[i] for i in taken]
    hogs = found.get(Fan.TILE_HOG, [])
    if Fan.TILE_HOG in excluded and Fan.TILE_HOG in counted:  # the seven_pairs_tile_hog switch
        removed[Fan.TILE_HOG] = hogs[: len(hogs) - counted[Fan.TILE_HOG]]
    return removed


def reading_sets(facts: HandFacts, reading: Reading, groups: list[Group]) -> tuple[_Found, _Found]:
    """Every fan whose condition holds in the reading with the groups of each occurrence, and the fans a
    combination principle dropped with theirs (the explained counterpart of ``reading_fans``)."""
    hand = facts.hand
    found: _Found = {}
    dropped: _Found = {}
    offset = 1 if reading.form is Form.NINE_GATES or reading.knitted is not None else 0
    melds = [offset + i for i in range(len(hand.melds))]
    add = _Adder(len(groups) - 1)  # the pair is the last group of a reading with sets
    form_groups = _hand_sets(facts, reading, groups, melds, add, found)
    split = reading.split
    if split is None:
        if reading.form in PAIRS_FORMS and facts.unique_wait(regular=False):  # excluded under 七对
            add(found, ((Fan.SINGLE_WAIT, (next((g,) for g in form_groups if hand.winning_tile in groups[g].tiles),)),))
        return found, dropped
    loose = [offset + len(hand.melds) + i for i in range(len(split.sets))]
    _set_fans(facts, reading, split, melds, loose, add, found, dropped)
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


def _hand_sets(
    facts: HandFacts, reading: Reading, groups: list[Group], melds: list[int], add: _Adder, found: _Found
) -> list[int]:
    """Add the fans of the hand's tiles, of how it was won and of its form; return the groups of the form."""
    hand = facts.hand
    # The sets of 九莲宝灯 come after its one group of the whole hand.
    set_groups = range(1, len(groups)) if reading.form is Form.NINE_GATES else range(len(groups))
    base = facts.base
    add(found, tuple((fan, ((HAND,),)) for fan in base if fan in tile_traits.WHOLE_HAND))
    if Fan.TILE_HOG in base:
        hogs = tile_traits.tile_hog(_all_counts(hand), tuple(m.tile for m in hand.melds if m.kind is MeldKind.KONG))
        add(found, ((Fan.TILE_HOG, tuple(tuple(g for g in set_groups if t in groups[g].tiles) for t in hogs)),))
    claimed = [melds[i] for i, m in enumerate(hand.melds) if not m.concealed]
    add(found, win.win_sets(tuple((f, n) for f, n in base.items() if f in win.DETECTS), claimed))
    form_groups = list(range(len(groups))) if reading.form in PAIRS_FORMS else [0]
    add(found, forms.form_sets(forms.form_fans(reading.form, facts.numbered), reading.form, form_groups))
    return form_groups


def _set_fans(
    facts: HandFacts,
    reading: Reading,
    split: Split,
    melds: list[int],
    loose: list[int],
    add: _Adder,
    found: _Found,
    dropped: _Found,
) -> None:
    """Add the fans of the reading's sets: chows, shapes, pungs, kongs and the wait."""
    hand = facts.hand
    loose_chows = [(t, loose[i]) for i, (kind, t) in enumerate(split.sets) if kind == CHOW]
    all_chows = sorted(loose_chows + [(m.tile, melds[i]) for i, m in enumerate(hand.melds) if m.kind is MeldKind.CHOW])
    all_pungs = sorted(
        [(t, loose[i]) for i, (kind, t) in enumerate(split.sets) if kind != CHOW]
        + [(m.tile, melds[i]) for i, m in enumerate(hand.melds) if m.kind is not MeldKind.CHOW]
    )
    chow_tiles, chow_ids = [t for t, _ in all_chows], [g for _, g in all_chows]
    pung_tiles, pung_ids = [t for t, _ in all_pungs], [g for _, g in all_pungs]
    if reading.form is Form.KNITTED_STRAIGHT:
        if shape.all_chows_beside_knitted(chow_tiles, split.pair):
            add(found, shape.all_chows_beside_knitted_sets(0, chow_ids))
    else:
        if len(chow_tiles) >= 2:
            kept, lost = chows.chow_sets(tuple(chow_tiles), split.pair if len(chow_tiles) == 4 else -1)
            add(found, kept, chow_ids)
            add(dropped, lost, chow_ids)
        add(found, shape.shape_sets(shape.shape_fans(chow_tiles, pung_tiles, split.pair), chow_ids, pung_ids))
    add(found, pungs.pung_sets(tuple(pung_tiles), split.pair, facts.seat, facts.prevalent), pung_ids)
    kong_melds = [(melds[i], m) for i, m in enumerate(hand.melds) if m.kind is MeldKind.KONG]
    hidden = [loose[i] for i, (kind, _) in enumerate(split.sets) if kind == PUNG]
    loose_chow_tiles = [t for t, _ in loose_chows]
    if pung_completed_by_discard(facts, split, loose_chow_tiles):
        hidden.remove(loose[split.sets.index((PUNG, hand.winning_tile))])
    concealed = [g for g, m in kong_melds if m.concealed]
    add(found, kongs.kong_sets([g for g, m in kong_melds if not m.concealed], concealed, hidden, facts.mixed_kong))
    wait = wait_of(facts, reading, loose_chow_tiles)
    if wait:
        fan, where = wait
        add(found, ((fan, ((where if where == PAIR else loose_chows[where][1],),)),))


def _all_counts(hand: Hand) -> bytes:
    return counts_of([*hand.concealed_tiles, *(t for m in hand.melds for t in m.tiles)])
