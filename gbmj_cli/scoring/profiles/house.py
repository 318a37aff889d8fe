"""House fans: fans a rules file adds, each a conjunction of predicates (docs/house-rules.md §3).

A house fan is data: its key, names and points, the conditions of its rule, and which fans it
excludes or is excluded by. The predicates are the ones below, checked on a reading as the scorer
reads the hand; a rule that needs another one needs code here, and a rules file that names an
unknown predicate is told which ones exist. A house fan counts once when every condition holds.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.hand import Hand
from gbmj_cli.hands.tiles import FIRST_HONOR, INDEX, RANK_OF, SUIT_LETTERS, SUIT_OF
from gbmj_cli.messages import Msg
from gbmj_cli.scoring.catalog import AnyFan, Excluded, Fan, HouseFan
from gbmj_cli.scoring.decompose import Form, Reading
from gbmj_cli.scoring.suits import CHOW

Condition = Callable[[Hand, Reading, WinContext], bool]

SUIT_WORDS = (*SUIT_LETTERS, "z")
"""The suits a ``suits`` condition names: ``m s p``, and ``z`` for the honours."""
FORM_KEYS: dict[str, Form] = {form.name.lower(): form for form in Form}
"""The forms a ``forms`` condition names, by key (``regular``, ``seven_pairs``, ...)."""


def _groups(hand: Hand, reading: Reading) -> list[tuple[int, ...]] | None:
    """The sets and the pair of a regular reading, as tiles; None for the other forms."""
    split = reading.split
    if split is None or reading.knitted:
        return None
    groups = [m.tiles for m in hand.melds]
    for kind, tile in split.sets:
        groups.append((tile, tile + 1, tile + 2) if kind == CHOW else (tile, tile, tile))
    groups.append((split.pair, split.pair))
    return groups


def _all_tiles(hand: Hand) -> list[int]:
    return [*hand.concealed_tiles, *(t for m in hand.melds for t in m.tiles)]


def _ranked(tile: int, ranks: frozenset[int]) -> bool:
    return tile < FIRST_HONOR and RANK_OF[tile] + 1 in ranks


def pair_ranks(ranks: frozenset[int]) -> Condition:
    """The pair of a regular reading is a numbered tile of one of these ranks (258将: 2, 5, 8)."""

    def holds(hand: Hand, reading: Reading, ctx: WinContext) -> bool:
        return reading.split is not None and not reading.knitted and _ranked(reading.split.pair, ranks)

    return holds


def every_group_ranks(ranks: frozenset[int]) -> Condition:
    """Every set and the pair of a regular reading hold a numbered tile of one of these ranks."""

    def holds(hand: Hand, reading: Reading, ctx: WinContext) -> bool:
        groups = _groups(hand, reading)
        return groups is not None and all(any(_ranked(t, ranks) for t in group) for group in groups)

    return holds


def holds_tiles(tiles: frozenset[int]) -> Condition:
    """The hand holds at least one of each of these tiles (sets and the winning tile included)."""

    def holds(hand: Hand, reading: Reading, ctx: WinContext) -> bool:
        return tiles <= set(_all_tiles(hand))

    return holds


def suits(allowed: frozenset[int]) -> Condition:
    """Every tile of the hand is of one of these suits (3 stands for the honours)."""

    def holds(hand: Hand, reading: Reading, ctx: WinContext) -> bool:
        return all(SUIT_OF[t] in allowed for t in _all_tiles(hand))

    return holds


def forms(allowed: frozenset[Form]) -> Condition:
    """The reading is of one of these forms."""

    def holds(hand: Hand, reading: Reading, ctx: WinContext) -> bool:
        return reading.form in allowed

    return holds


def winning_tiles(tiles: frozenset[int]) -> Condition:
    """The winning tile is one of these."""

    def holds(hand: Hand, reading: Reading, ctx: WinContext) -> bool:
        return hand.winning_tile in tiles

    return holds


def self_drawn(wanted: bool) -> Condition:
    """The hand is self-drawn (true) or won on a discard (false)."""

    def holds(hand: Hand, reading: Reading, ctx: WinContext) -> bool:
        return ctx.self_drawn is wanted

    return holds


def concealed(wanted: bool) -> Condition:
    """No set was claimed (concealed kongs allowed): true; some set was: false."""

    def holds(hand: Hand, reading: Reading, ctx: WinContext) -> bool:
        return all(m.concealed for m in hand.melds) is wanted

    return holds


class ConditionError(ValueError):
    """A condition's value is not what its predicate takes: ``takes`` says what it takes."""

    def __init__(self, takes: Msg) -> None:
        super().__init__(takes.text())
        self.takes = takes


def _ranks(value: Any) -> frozenset[int]:
    if not isinstance(value, list) or not value or not all(type(v) is int and 1 <= v <= 9 for v in value):
        raise ConditionError(Msg("house.ranks"))
    return frozenset(value)


def _tiles(value: Any) -> frozenset[int]:
    if not isinstance(value, list) or not value or not all(isinstance(v, str) and v in INDEX for v in value):
        raise ConditionError(Msg("house.tiles"))
    return frozenset(INDEX[v] for v in value)


def _suits(value: Any) -> frozenset[int]:
    if not isinstance(value, list) or not value or not all(isinstance(v, str) and v in SUIT_WORDS for v in value):
        raise ConditionError(Msg("house.suits"))
    return frozenset(SUIT_WORDS.index(v) for v in value)


def _forms(value: Any) -> frozenset[Form]:
    if not isinstance(value, list) or not value or not all(isinstance(v, str) and v in FORM_KEYS for v in value):
        raise ConditionError(Msg("house.forms", forms=", ".join(FORM_KEYS)))
    return frozenset(FORM_KEYS[v] for v in value)


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ConditionError(Msg("house.bool"))
    return value


PREDICATES: dict[str, tuple[Callable[[Any], Any], Callable[[Any], Condition]]] = {
    "pair_ranks": (_ranks, pair_ranks),
    "every_group_ranks": (_ranks, every_group_ranks),
    "holds": (_tiles, holds_tiles),
    "suits": (_suits, suits),
    "forms": (_forms, forms),
    "winning_tiles": (_tiles, winning_tiles),
    "self_drawn": (_bool, self_drawn),
    "concealed": (_bool, concealed),
}
"""Each predicate a rule may name: how its value is read (raising ConditionError), and the condition."""


def written(name: str, value: Any) -> str:
    """A condition as TOML writes it: ``pair_ranks = [2, 5, 8]``, ``self_drawn = true``."""

    def item(v: Any) -> str:
        return ("true" if v else "false") if isinstance(v, bool) else f'"{v}"' if isinstance(v, str) else str(v)

    shown = "[" + ", ".join(map(item, value)) + "]" if isinstance(value, list) else item(value)
    return f"{name} = {shown}"


def condition(name: str, value: Any) -> Condition:
    """The condition ``name = value`` of a rule; KeyError for an unknown name, ConditionError for a bad value."""
    read, make = PREDICATES[name]
    return make(read(value))


@dataclass(frozen=True, slots=True)
class HouseRule:
    """A house fan's rule: the conditions that must all hold (and as the file wrote them, for
    ``gbmj fans``), and its exclusions both ways."""

    fan: HouseFan
    conditions: tuple[Condition, ...]
    excludes: frozenset[AnyFan]
    excluded_by: frozenset[AnyFan]
    text: str = ""

    def met(self, hand: Hand, reading: Reading, ctx: WinContext) -> bool:
        return all(check(hand, reading, ctx) for check in self.conditions)


Recount = Callable[[frozenset[AnyFan]], tuple[dict[AnyFan, int], list[Excluded]]]
"""The official exclusion pass of a reading run again without some of its fans."""


def add_house_fans(
    rules: tuple[HouseRule, ...], hand: Hand, reading: Reading, ctx: WinContext, recount: Recount
) -> tuple[dict[AnyFan, int], list[Excluded]]:
    """The counted and excluded fans of a reading once its house fans are judged, in file order.

    A met house fan is excluded when a fan counted so far is among its ``excluded_by`` (which the
    loader fills from both sides); else it counts, and the official fans it excludes are taken out
    before the official pass runs again, so that they exclude nothing in turn. 无番和 counts only
    where no other fan does, so a counted house fan removes it.
    """
    removed: frozenset[AnyFan] = frozenset()
    whole = counted, excluded = recount(removed)
    house: dict[AnyFan, int] = {}
    house_excluded: list[Excluded] = []
    for rule in rules:
        if not rule.met(hand, reading, ctx):
            continue
        by = tuple(f for f in (*counted, *house) if f in rule.excluded_by)
        if by:
            house_excluded.append((rule.fan, 1, by))
            continue
        taken = [f for f in house if f in rule.excludes]
        for f in taken:
            house_excluded.append((f, house.pop(f), (rule.fan,)))
        house[rule.fan] = 1
        if any(f in rule.excludes for f in counted):
            removed |= rule.excludes
            counted, excluded = recount(removed)
    if not house:
        return counted, excluded
    by_house: dict[AnyFan, list[AnyFan]] = {}
    for rule in rules:
        if rule.fan in house:
            for f in rule.excludes & removed:
                by_house.setdefault(f, []).append(rule.fan)
    counted.pop(Fan.CHICKEN_HAND, None)
    found = [(f, n, tuple(by_house[f])) for f, n in _found(whole, removed).items() if f in by_house]
    return {**counted, **house}, [*excluded, *found, *house_excluded]


def _found(whole: tuple[dict[AnyFan, int], list[Excluded]], removed: frozenset[AnyFan]) -> dict[AnyFan, int]:
    """How many times each removed fan counted or was found, in the pass without removals (``whole``)."""
    counted, excluded = whole
    found = {f: n for f, n, _ in excluded if f in removed}
    found.update({f: n for f, n in counted.items() if f in removed})
    return found
