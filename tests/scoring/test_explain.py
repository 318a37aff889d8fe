"""The sets that explain each fan satisfy that fan's definition, checked apart from the detectors.

For every counted and every excluded fan of the differential test's 20,000 hands (tests/handgen.py,
seed 81, profile mil), each occurrence listed in ``sets`` must be what the fan's definition asks
for: the predicates below read the group strings of the record and the hand's tiles and flags, and
share no code with ``gbmj_cli.scoring.fans``. A counted fan lists one occurrence per count, every
occurrence names groups of ``decomposition`` (a 九莲宝灯 reading: sets of its tiles), and a fan whose
definition needs sets never has an empty list.
"""

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise

import pytest

from gbmj_cli.base.bounded import Memo
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.notation import parse_hand
from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.explain import explain
from gbmj_cli.scoring.fans import chows, pungs
from gbmj_cli.scoring.fans.occurrences import counts
from gbmj_cli.scoring.score import ScoreResult, score

from conftest import score_text
from handgen import context_kwargs, flags, generate, notation

N = 20_000
SEED = 81
HONOURS = "ESWNCFP"
WINDS, DRAGONS = "ESWN", "CFP"

Tile = tuple[str, int]  # (suit letter m/s/p, rank 1-9) or (honour letter, 0)


def tiles_of(group: str) -> list[Tile]:
    """The tiles of a group as written in ``decomposition``: ``123m``, ``[EEE1]``, ``{5555s}``."""
    body = group.strip("[]{}")
    if group.startswith("[") and body[-1:].isdigit() and len(body) > 1 and not body[-2].isdigit():
        body = body[:-1]  # the offer digit of a claimed set
    tiles: list[Tile] = []
    digits: list[int] = []
    for ch in body:
        if ch.isdigit():
            digits.append(int(ch))
        elif ch in "msp":
            tiles += [(ch, d) for d in digits]
            digits = []
        else:
            assert ch in HONOURS, group
            tiles.append((ch, 0))
    return tiles


@dataclass(frozen=True)
class Set:
    """A group read back from its string."""

    text: str
    tiles: list[Tile]

    @property
    def claimed(self) -> bool:
        return self.text.startswith("[")

    @property
    def concealed_kong(self) -> bool:
        return self.text.startswith("{")

    @property
    def suit(self) -> str:
        return self.tiles[0][0]

    @property
    def rank(self) -> int:
        return min(r for _, r in self.tiles)

    @property
    def chow(self) -> bool:
        t = self.tiles
        return (
            len(t) == 3
            and t[0][1] > 0
            and len({s for s, _ in t}) == 1
            and sorted(r for _, r in t)
            == [
                t[0][1],
                t[0][1] + 1,
                t[0][1] + 2,
            ]
        )

    @property
    def pung(self) -> bool:  # a pung or a kong
        return len(self.tiles) in (3, 4) and len(set(self.tiles)) == 1

    @property
    def kong(self) -> bool:
        return len(self.tiles) == 4 and len(set(self.tiles)) == 1

    @property
    def pair(self) -> bool:
        return len(self.tiles) == 2 and self.tiles[0] == self.tiles[1]


@dataclass(frozen=True)
class View:
    """What a predicate may look at: the result's record fields, as strings and flags."""

    result: ScoreResult
    groups: list[Set]  # the decomposition

    @property
    def tiles(self) -> list[Tile]:
        return [t for g in self.groups for t in g.tiles]

    @property
    def winning(self) -> Tile:
        return tiles_of(notation_of(self.result.hand.winning_tile))[0]

    @property
    def ctx(self) -> WinContext:
        return self.result.context


def notation_of(tile: int) -> str:
    from gbmj_cli.hands.tiles import NAMES

    return NAMES[tile]


def numbered(t: Tile) -> bool:
    return t[1] > 0


def terminal_or_honour(t: Tile) -> bool:
    return t[1] in (0, 1, 9)


# --- the predicates: one per fan, from its definition (docs/rules.md), family by family ---------------

Predicate = Callable[[list[Set], View], bool]


def n_chows(n: int, test: Callable[[list[Set]], bool]) -> Predicate:
    def holds(sets: list[Set], view: View) -> bool:
        return len(sets) == n and all(s.chow for s in sets) and test(sorted(sets, key=lambda s: (s.rank, s.suit)))

    return holds


def n_pungs(n: int, test: Callable[[list[Set]], bool]) -> Predicate:
    def holds(sets: list[Set], view: View) -> bool:
        return len(sets) == n and all(s.pung for s in sets) and test(sorted(sets, key=lambda s: (s.rank, s.suit)))

    return holds


def with_pair(body: Predicate, pair: Callable[[Set, list[Set]], bool]) -> Predicate:
    """The sets of ``body`` followed by a pair satisfying ``pair`` (given the other sets)."""

    def holds(sets: list[Set], view: View) -> bool:
        *rest, last = sets
        return last.pair and pair(last, rest) and body(rest, view)

    return holds


def suits(sets: list[Set]) -> int:
    return len({s.suit for s in sets})


def ranks(sets: list[Set]) -> list[int]:
    return [s.rank for s in sets]


def steps(sets: list[Set], allowed: tuple[int, ...]) -> bool:
    gaps = {b - a for a, b in pairwise(ranks(sets))}
    return len(gaps) == 1 and gaps <= set(allowed)


def all_numbered(sets: list[Set]) -> bool:
    return all(numbered(s.tiles[0]) for s in sets)


def whole_hand(test: Callable[[View], bool]) -> Predicate:
    return lambda sets, view: sets == [] and test(view)  # the word `hand` (see check_occurrence)


def context(test: Callable[[WinContext, View], bool]) -> Predicate:
    return lambda sets, view: sets == [] and test(view.ctx, view)


def every_tile(test: Callable[[Tile], bool]) -> Predicate:
    return whole_hand(lambda view: all(test(t) for t in view.tiles))


def suits_held(view: View) -> set[str]:
    return {s for s, r in view.tiles if r}


def honours_held(view: View) -> bool:
    return any(r == 0 for _, r in view.tiles)


def concealed_pungs(n: int) -> Predicate:
    def holds(sets: list[Set], view: View) -> bool:
        if len(sets) != n or not all((s.pung and not s.claimed) for s in sets):
            return False
        # Won on a discard, a loose pung of the winning tile is melded unless a loose chow can take the tile.
        if not view.ctx.self_drawn and any(s.tiles[0] == view.winning and not s.kong for s in sets):
            return any(s.chow and not s.claimed and view.winning in s.tiles for s in view.groups)
        return True

    return holds


def kongs(melded: int, concealed: int) -> Predicate:
    def holds(sets: list[Set], view: View) -> bool:
        return (
            all(s.kong for s in sets)
            and sum(s.claimed for s in sets) == melded
            and sum(s.concealed_kong for s in sets) == concealed
        )

    return holds


def wait(test: Callable[[Set, Tile], bool]) -> Predicate:
    def holds(sets: list[Set], view: View) -> bool:
        return len(sets) == 1 and test(sets[0], view.winning)

    return holds


def edge(s: Set, win: Tile) -> bool:
    return s.chow and not s.claimed and win[0] == s.suit and (s.rank, win[1]) in ((1, 3), (7, 7))


def closed(s: Set, win: Tile) -> bool:
    return s.chow and not s.claimed and win[0] == s.suit and win[1] == s.rank + 1


def tile_hog(sets: list[Set], view: View) -> bool:
    shared = set.intersection(*(set(s.tiles) for s in sets)) if sets else set()
    return any(
        sum(s.tiles.count(t) for s in sets) == 4 and not any(s.kong and s.tiles[0] == t for s in sets) for t in shared
    )


def one_group(test: Callable[[list[Tile]], bool]) -> Predicate:
    return lambda sets, view: len(sets) == 1 and len(sets[0].tiles) == 14 and test(sets[0].tiles)


KNITTED = [
    frozenset(zip("msp", triple, strict=True))
    for triple in ((1, 2, 3), (1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2), (3, 2, 1))
]


def knitted_pattern(tiles: list[Tile]) -> bool:
    """Every numbered tile is of one knitted pattern: suits m, s, p on ranks 147, 258, 369 in some order."""
    return any(all(r == 0 or (s, (r - 1) % 3 + 1) in pattern for s, r in tiles) for pattern in KNITTED)


def knitted_nine(tiles: list[Tile]) -> bool:
    numbered_tiles = {t for t in tiles if t[1]}
    return any({(s, r + 3 * k) for s, r in pattern for k in range(3)} <= numbered_tiles for pattern in KNITTED)


def seven_pairs(sets: list[Set], view: View) -> bool:
    return len(sets) == 7 and all(s.pair for s in sets) and [s.text for s in sets] == [g.text for g in view.groups]


PREDICATES: dict[Fan, Predicate] = {
    # chows: two, three or four chows, and the pair where the fan names it
    Fan.PURE_DOUBLE_CHOW: n_chows(2, lambda c: c[0].tiles == c[1].tiles),
    Fan.MIXED_DOUBLE_CHOW: n_chows(2, lambda c: suits(c) == 2 and c[0].rank == c[1].rank),
    Fan.SHORT_STRAIGHT: n_chows(2, lambda c: suits(c) == 1 and ranks(c) in ([1, 4], [2, 5], [3, 6], [4, 7])),
    Fan.TWO_TERMINAL_CHOWS: n_chows(2, lambda c: suits(c) == 1 and ranks(c) == [1, 7]),
    Fan.MIXED_SHIFTED_CHOWS: n_chows(3, lambda c: suits(c) == 3 and steps(c, (1,))),
    Fan.MIXED_TRIPLE_CHOW: n_chows(3, lambda c: suits(c) == 3 and len(set(ranks(c))) == 1),
    Fan.MIXED_STRAIGHT: n_chows(3, lambda c: suits(c) == 3 and ranks(c) == [1, 4, 7]),
    Fan.PURE_STRAIGHT: n_chows(3, lambda c: suits(c) == 1 and ranks(c) == [1, 4, 7]),
    Fan.PURE_SHIFTED_CHOWS: n_chows(3, lambda c: suits(c) == 1 and steps(c, (1, 2))),
    Fan.PURE_TRIPLE_CHOW: n_chows(3, lambda c: suits(c) == 1 and len(set(ranks(c))) == 1),
    Fan.FOUR_PURE_SHIFTED_CHOWS: n_chows(4, lambda c: suits(c) == 1 and steps(c, (1, 2))),
    Fan.QUADRUPLE_CHOW: n_chows(4, lambda c: suits(c) == 1 and len(set(ranks(c))) == 1),
    Fan.PURE_TERMINAL_CHOWS: with_pair(
        n_chows(4, lambda c: suits(c) == 1 and ranks(c) == [1, 1, 7, 7]),
        lambda pair, chows: pair.tiles[0] == (chows[0].suit, 5),
    ),
    Fan.THREE_SUITED_TERMINAL_CHOWS: with_pair(
        n_chows(4, lambda c: suits(c) == 2),
        lambda pair, chows: (
            pair.tiles[0][1] == 5
            and pair.suit not in {s.suit for s in chows}
            and all(sorted(s.rank for s in chows if s.suit == suit) == [1, 7] for suit in {s.suit for s in chows})
        ),
    ),
    # pungs and kongs (a kong counts as a pung), winds and dragons
    Fan.DOUBLE_PUNG: n_pungs(2, lambda p: all_numbered(p) and suits(p) == 2 and len(set(ranks(p))) == 1),
    Fan.TRIPLE_PUNG: n_pungs(3, lambda p: all_numbered(p) and suits(p) == 3 and len(set(ranks(p))) == 1),
    Fan.MIXED_SHIFTED_PUNGS: n_pungs(3, lambda p: all_numbered(p) and suits(p) == 3 and steps(p, (1,))),
    Fan.PURE_SHIFTED_PUNGS: n_pungs(3, lambda p: all_numbered(p) and suits(p) == 1 and steps(p, (1,))),
    Fan.FOUR_PURE_SHIFTED_PUNGS: n_pungs(4, lambda p: all_numbered(p) and suits(p) == 1 and steps(p, (1,))),
    Fan.BIG_FOUR_WINDS: n_pungs(4, lambda p: {s.suit for s in p} == set(WINDS)),
    Fan.BIG_THREE_WINDS: n_pungs(3, lambda p: suits(p) == 3 and all(s.suit in WINDS for s in p)),
    Fan.LITTLE_FOUR_WINDS: with_pair(
        n_pungs(3, lambda p: suits(p) == 3 and all(s.suit in WINDS for s in p)),
        lambda pair, pungs: pair.suit in WINDS and pair.suit not in {s.suit for s in pungs},
    ),
    Fan.BIG_THREE_DRAGONS: n_pungs(3, lambda p: {s.suit for s in p} == set(DRAGONS)),
    Fan.TWO_DRAGONS_PUNGS: n_pungs(2, lambda p: suits(p) == 2 and all(s.suit in DRAGONS for s in p)),
    Fan.LITTLE_THREE_DRAGONS: with_pair(
        n_pungs(2, lambda p: suits(p) == 2 and all(s.suit in DRAGONS for s in p)),
        lambda pair, pungs: pair.suit in DRAGONS and pair.suit not in {s.suit for s in pungs},
    ),
    Fan.DRAGON_PUNG: n_pungs(1, lambda p: p[0].suit in DRAGONS),
    Fan.PUNG_OF_TERMINALS_OR_HONORS: n_pungs(1, lambda p: terminal_or_honour(p[0].tiles[0])),
    Fan.PREVALENT_WIND: lambda sets, view: n_pungs(1, lambda p: p[0].suit == view.ctx.round)(sets, view),
    Fan.SEAT_WIND: lambda sets, view: n_pungs(1, lambda p: p[0].suit == view.ctx.seat)(sets, view),
    Fan.MELDED_KONG: kongs(1, 0),
    Fan.CONCEALED_KONG: kongs(0, 1),
    Fan.TWO_MELDED_KONGS: lambda sets, view: kongs(2, 0)(sets, view) or kongs(1, 1)(sets, view),
    Fan.TWO_CONCEALED_KONGS: kongs(0, 2),
    Fan.CONCEALED_KONG_AND_MELDED_KONG: kongs(1, 1),
    Fan.THREE_KONGS: lambda sets, view: len(sets) == 3 and all(s.kong for s in sets),
    Fan.FOUR_KONGS: lambda sets, view: len(sets) == 4 and all(s.kong for s in sets),
    Fan.TWO_CONCEALED_PUNGS: concealed_pungs(2),
    Fan.THREE_CONCEALED_PUNGS: concealed_pungs(3),
    Fan.FOUR_CONCEALED_PUNGS: concealed_pungs(4),
    # the shape of the four sets and the pair
    Fan.ALL_PUNGS: lambda sets, view: len(sets) == 4 and all(s.pung for s in sets),
    Fan.ALL_EVEN_PUNGS: with_pair(
        n_pungs(4, lambda p: all(s.rank % 2 == 0 for s in p)), lambda pair, _: pair.rank % 2 == 0 and pair.rank > 0
    ),
    Fan.ALL_CHOWS: lambda sets, view: (
        sets[-1].pair
        and numbered(sets[-1].tiles[0])
        and (
            (len(sets) == 5 and all(s.chow for s in sets[:-1]))
            or (len(sets) == 3 and knitted_nine(sets[0].tiles) and sets[1].chow)  # 组合龙: the knitted tiles
        )
    ),
    Fan.OUTSIDE_HAND: whole_hand(lambda v: all(any(terminal_or_honour(t) for t in g.tiles) for g in v.groups)),
    Fan.ALL_FIVE: whole_hand(lambda v: all(any(t[1] == 5 for t in g.tiles) for g in v.groups)),
    # the tiles alone: the word `hand`, and every tile of the hand has the trait
    Fan.NO_HONORS: whole_hand(lambda v: not honours_held(v)),
    Fan.ONE_VOIDED_SUIT: whole_hand(lambda v: len(suits_held(v)) < 3),
    Fan.HALF_FLUSH: whole_hand(lambda v: len(suits_held(v)) == 1 and honours_held(v)),
    Fan.FULL_FLUSH: whole_hand(lambda v: len(suits_held(v)) == 1 and not honours_held(v)),
    Fan.ALL_HONORS: every_tile(lambda t: t[1] == 0),
    Fan.ALL_TYPES: whole_hand(
        lambda v: (
            len(suits_held(v)) == 3 and {s for s, _ in v.tiles} & set(WINDS) and {s for s, _ in v.tiles} & set(DRAGONS)
        )
    ),
    Fan.ALL_SIMPLES: every_tile(lambda t: 2 <= t[1] <= 8),
    Fan.ALL_TERMINALS_AND_HONORS: every_tile(terminal_or_honour),
    Fan.ALL_TERMINALS: every_tile(lambda t: t[1] in (1, 9)),
    Fan.REVERSIBLE_TILES: every_tile(
        lambda t: t in {("p", r) for r in (1, 2, 3, 4, 5, 8, 9)} | {("s", r) for r in (2, 4, 5, 6, 8, 9)} | {("P", 0)}
    ),
    Fan.ALL_GREEN: every_tile(lambda t: t in {("s", r) for r in (2, 3, 4, 6, 8)} | {("F", 0)}),
    Fan.UPPER_FOUR: every_tile(lambda t: t[1] >= 6),
    Fan.UPPER_TILES: every_tile(lambda t: t[1] >= 7),
    Fan.LOWER_FOUR: every_tile(lambda t: 1 <= t[1] <= 4),
    Fan.LOWER_TILES: every_tile(lambda t: 1 <= t[1] <= 3),
    Fan.MIDDLE_TILES: every_tile(lambda t: 4 <= t[1] <= 6),
    Fan.TILE_HOG: tile_hog,
    # how the hand was won: the word `context`, and the flag that makes it
    Fan.SELF_DRAWN: context(lambda c, v: c.self_drawn),
    Fan.LAST_TILE: context(
        lambda c, v: c.fourth_tile or sum(g.tiles.count(v.winning) for g in v.groups if g.claimed) >= 3
    ),
    Fan.LAST_TILE_DRAW: context(lambda c, v: c.last_tile and c.self_drawn),
    Fan.LAST_TILE_CLAIM: context(lambda c, v: c.last_tile and not c.self_drawn),
    Fan.OUT_WITH_REPLACEMENT_TILE: context(lambda c, v: c.kong_draw and c.self_drawn),
    Fan.ROBBING_THE_KONG: context(lambda c, v: c.robbing_kong and not c.self_drawn),
    Fan.FLOWER_TILES: context(lambda c, v: v.result.flowers > 0),
    Fan.CONCEALED_HAND: whole_hand(lambda v: not any(g.claimed for g in v.groups)),
    Fan.FULLY_CONCEALED_HAND: whole_hand(lambda v: not any(g.claimed for g in v.groups) and v.ctx.self_drawn),
    Fan.MELDED_HAND: lambda sets, view: (
        len(sets) == 5 and all(s.claimed for s in sets[:4]) and sets[4].pair and sets[4].tiles[0] == view.winning
    ),
    Fan.EDGE_WAIT: wait(edge),
    Fan.CLOSED_WAIT: wait(closed),
    Fan.SINGLE_WAIT: wait(lambda s, win: s.pair and s.tiles[0] == win),
    Fan.CHICKEN_HAND: whole_hand(lambda v: True),
    # the special forms: their groups
    Fan.SEVEN_PAIRS: seven_pairs,
    Fan.SEVEN_SHIFTED_PAIRS: lambda sets, view: seven_pairs(sets, view) and suits(sets) == 1 and steps(sets, (1,)),
    Fan.THIRTEEN_ORPHANS: one_group(lambda t: {x for x in t if terminal_or_honour(x)} == set(t) and len(set(t)) == 13),
    Fan.LESSER_HONORS_AND_KNITTED_TILES: one_group(lambda t: len(set(t)) == 14 and knitted_pattern(t)),
    Fan.GREATER_HONORS_AND_KNITTED_TILES: one_group(
        lambda t: len(set(t)) == 14 and knitted_pattern(t) and {s for s, r in t if r == 0} == set(HONOURS)
    ),
    Fan.KNITTED_STRAIGHT: lambda sets, view: len(sets) == 1 and knitted_nine(sets[0].tiles),
    Fan.NINE_GATES: one_group(
        lambda t: (
            len({s for s, _ in t}) == 1
            and not (Counter([1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9]) - Counter(r for _, r in t))
        )
    ),
}
WORD_FANS = {  # the fans explained by a word instead of sets
    **dict.fromkeys(
        (
            Fan.OUTSIDE_HAND,
            Fan.ALL_FIVE,
            Fan.NO_HONORS,
            Fan.ONE_VOIDED_SUIT,
            Fan.HALF_FLUSH,
            Fan.FULL_FLUSH,
            Fan.ALL_HONORS,
            Fan.ALL_TYPES,
            Fan.ALL_SIMPLES,
            Fan.ALL_TERMINALS_AND_HONORS,
            Fan.ALL_TERMINALS,
            Fan.REVERSIBLE_TILES,
            Fan.ALL_GREEN,
            Fan.UPPER_FOUR,
            Fan.UPPER_TILES,
            Fan.LOWER_FOUR,
            Fan.LOWER_TILES,
            Fan.MIDDLE_TILES,
            Fan.CONCEALED_HAND,
            Fan.FULLY_CONCEALED_HAND,
            Fan.CHICKEN_HAND,
        ),
        "hand",
    ),
    **dict.fromkeys(
        (
            Fan.SELF_DRAWN,
            Fan.LAST_TILE,
            Fan.LAST_TILE_DRAW,
            Fan.LAST_TILE_CLAIM,
            Fan.OUT_WITH_REPLACEMENT_TILE,
            Fan.ROBBING_THE_KONG,
            Fan.FLOWER_TILES,
        ),
        "context",
    ),
}


def check_occurrence(fan: Fan, occurrence: tuple[str, ...], view: View) -> str | None:
    """Why an occurrence does not satisfy the fan's definition, or None when it does."""
    word = WORD_FANS.get(fan)
    if word is not None:
        if occurrence != (word,):
            return f"expected the word {word!r}"
        return None if PREDICATES[fan]([], view) else "the hand does not have it"
    if not occurrence:
        return "no sets"
    decomposition = {g.text for g in view.groups}
    nine_gates = view.result.form.value == "nine_gates"
    foreign = [g for g in occurrence if g not in decomposition]
    if foreign and not (
        nine_gates
        and all(Set(g, tiles_of(g)).chow or Set(g, tiles_of(g)).pung or Set(g, tiles_of(g)).pair for g in foreign)
    ):
        return f"groups not in the decomposition: {foreign}"
    if not PREDICATES[fan]([Set(g, tiles_of(g)) for g in occurrence], view):
        return "the sets do not make the fan"
    return None


def test_every_fan_has_a_predicate() -> None:
    assert set(PREDICATES) == set(Fan)


Calls = dict[str, set[tuple]]


@pytest.fixture(scope="module")
def scored() -> tuple[list[tuple[str, ScoreResult]], Calls]:
    """The explained results of the 20,000 hands, and the inputs of the cached family detectors."""
    calls: Calls = {"pungs": set(), "chows": set()}
    count_pungs = pungs.pung_fans

    def record_pungs(*args):
        calls["pungs"].add(args)
        return count_pungs(*args)

    def record_chows(key):
        calls["chows"].add(key)
        return chows.chow_counts(key)

    out = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pungs, "pung_fans", record_pungs)
        patch.setattr(chows, "_CHOW_FANS", Memo(record_chows, 0))  # keeps none for good: each pattern recorded
        for g in generate(N, SEED):
            text = " ".join((notation(g), *flags(g)))
            result = explain(score(parse_hand(notation(g)), WinContext(**context_kwargs(g), rules="mil")))
            out.append((text, result))
    return out, calls


@pytest.fixture(scope="module")
def explained(scored) -> list[tuple[str, ScoreResult]]:
    return scored[0]


@pytest.mark.slow
def test_the_explained_detectors_count_as_the_counting_ones(scored) -> None:
    """The scorer counts with pung_fans and chow_counts, explain names sets with their twins."""
    calls = scored[1]
    assert len(calls["pungs"]) > 1000 and len(calls["chows"]) > 1000
    for args in calls["pungs"]:
        assert counts(pungs.pung_sets(*args)) == pungs.pung_fans(*args)[0], args
    for args in calls["chows"]:
        found, dropped = chows.chow_sets(*args)
        assert (counts(found), tuple((f, 1) for f, _ in dropped)) == chows.chow_counts(args), args


def _view(result: ScoreResult) -> View:
    return View(result, [Set(g, tiles_of(g)) for g in result.decomposition])


@pytest.mark.slow
def test_the_sets_of_every_counted_fan_satisfy_its_definition(explained) -> None:
    failures: Counter[str] = Counter()
    examples: dict[str, str] = {}
    for text, result in explained:
        view = _view(result)
        for f in result.fans:
            assert f.sets is not None
            problems = [] if len(f.sets) == f.count else [f"{len(f.sets)} occurrences for count {f.count}"]
            problems += [p for o in f.sets if (p := check_occurrence(f.fan, o, view))]
            for p in problems:
                key = f"{f.fan.key}: {p}"
                failures[key] += 1
                examples.setdefault(key, f"{text} -> {f.sets} in {result.decomposition}")
    assert not failures, "\n".join(f"{n:5d} {k}\n      e.g. {examples[k]}" for k, n in failures.most_common())


@pytest.mark.slow
def test_the_sets_of_every_excluded_fan_satisfy_its_definition(explained) -> None:
    failures: Counter[str] = Counter()
    examples: dict[str, str] = {}
    for text, result in explained:
        view = _view(result)
        for e in result.excluded:
            assert e.sets is not None
            problems = [] if len(e.sets) >= 1 else ["no occurrence"]
            problems += [p for o in e.sets if (p := check_occurrence(e.fan, o, view))]
            for p in problems:
                key = f"{e.fan.key}: {p}"
                failures[key] += 1
                examples.setdefault(key, f"{text} -> {e.sets} in {result.decomposition}")
    assert not failures, "\n".join(f"{n:5d} {k}\n      e.g. {examples[k]}" for k, n in failures.most_common())


@pytest.mark.slow
def test_the_hands_explain_every_fan_and_every_family(explained) -> None:
    counted = Counter(f.fan for _, result in explained for f in result.fans)
    assert {f for f in Fan if counted[f] < 20} == set()


@pytest.mark.slow
def test_the_explained_counts_are_the_scored_ones(explained) -> None:
    for text, result in explained:
        plain = score(result.hand, result.context)
        assert [(f.fan, f.count) for f in plain.fans] == [(f.fan, f.count) for f in result.fans], text
        assert [(e.fan, e.count, e.by) for e in plain.excluded] == [(e.fan, e.count, e.by) for e in result.excluded]


# --- the examples of docs/output.md, exactly -------------------------------------------------------


def sets_of(hand: str, flags: str = "") -> tuple[dict[str, object], dict[str, object]]:
    result = explain(score_text(hand, flags))
    return {f.fan.key: f.sets for f in result.fans}, {e.fan.key: e.sets for e in result.excluded}


def test_the_readme_hand_names_its_sets() -> None:
    fans, excluded = sets_of("[EEE1][123m]456p789s1p1p", "--self-drawn --seat S --flowers 2")
    assert fans == {
        "mixed_straight": (("[123m]", "789s", "456p"),),
        "prevalent_wind": (("[EEE1]",),),
        "single_wait": (("11p",),),
        "self_drawn": (("context",),),
        "flower_tiles": (("context",), ("context",)),
    }
    assert excluded == {"pung_of_terminals_or_honors": (("[EEE1]",),)}


def test_a_fan_counted_twice_lists_each_occurrence() -> None:
    fans, _ = sets_of("[789s1]123m123m789s5p5p")
    assert fans["pure_double_chow"] == (("123m", "123m"), ("[789s1]", "789s"))


def test_the_fourth_chow_adds_one_pair_fan_and_the_others_are_excluded_with_their_chows() -> None:
    fans, excluded = sets_of("123m123m123s123p5s5s")
    assert fans["mixed_triple_chow"] == (("123m", "123s", "123p"),)
    assert fans["pure_double_chow"] == (("123m", "123m"),)
    assert fans["all_chows"] == (("123m", "123m", "123s", "123p", "55s"),)
    assert excluded["mixed_double_chow"] == (("123m", "123s"), ("123m", "123p"))


def test_partial_terminal_pung_removal_takes_the_wind_pung() -> None:
    fans, excluded = sets_of("[EEE1][111m2]999s123p5p5p")
    assert fans["pung_of_terminals_or_honors"] == (("[111m2]",), ("999s",))
    assert excluded["pung_of_terminals_or_honors"] == (("[EEE1]",),)


def test_all_dragon_pungs_removed_are_counted_and_listed() -> None:
    result = explain(score_text("CCCFFFPP123m45s6s"))
    dragon = next(e for e in result.excluded if e.fan is Fan.DRAGON_PUNG)
    assert (dragon.count, dragon.sets) == (2, (("CCC",), ("FFF",)))
    assert {f.fan.key: f.sets for f in result.fans}["little_three_dragons"] == (("CCC", "FFF", "PP"),)


def test_concealed_pungs_leave_out_the_pung_completed_by_a_discard() -> None:
    fans, _ = sets_of("11m99p555s123s789s1m")
    assert "two_concealed_pungs" not in fans
    fans, _ = sets_of("11m99p555s123s789s1m", "--self-drawn")
    assert fans["two_concealed_pungs"] == (("111m", "555s"),)


def test_kongs_name_their_sets() -> None:
    fans, excluded = sets_of("[1111m][2222s1]345p678m9p9p", "--rules mil")
    assert fans["concealed_kong_and_melded_kong"] == (("{1111m}", "[2222s1]"),)
    assert excluded["melded_kong"] == (("[2222s1]",),)
    assert excluded["concealed_kong"] == (("{1111m}",),)


def test_wait_fans_name_the_set_the_winning_tile_completes() -> None:
    assert sets_of("12m456s789s123p55p3m")[0]["edge_wait"] == (("123m",),)
    assert sets_of("13m456s789s123p55p2m")[0]["closed_wait"] == (("123m",),)


def test_a_tile_hog_names_the_sets_holding_its_four_tiles() -> None:
    fans, _ = sets_of("111m123m456s789p5p5p")
    assert fans["tile_hog"] == (("111m", "123m"),)


def test_seven_pairs_name_their_pairs_and_the_single_wait_its_pair() -> None:
    fans, excluded = sets_of("1122m3344p5566s7s7s")
    assert fans["seven_pairs"] == (("11m", "22m", "55s", "66s", "77s", "33p", "44p"),)
    assert excluded["single_wait"] == (("77s",),)


def test_one_group_forms_and_the_sets_of_nine_gates() -> None:
    fans, _ = sets_of("19m19s19pESWNCFP1m")
    assert fans["thirteen_orphans"] == (("119m19s19pESWNCFP",),)
    fans, excluded = sets_of("1112345678999p9p")
    assert fans["nine_gates"] == (("11123456789999p",),)
    assert fans["pure_straight"] == (("123p", "456p", "789p"),)
    assert excluded["full_flush"] == (("hand",),)


def test_a_knitted_straight_reading_names_the_knitted_tiles() -> None:
    fans, _ = sets_of("147m258s369p123m5p5p")
    assert fans["knitted_straight"] == (("147m258s369p",),)
    assert fans["all_chows"] == (("147m258s369p", "123m", "55p"),)


def test_only_a_scored_result_can_be_explained() -> None:
    with pytest.raises(ValueError):
        explain(score_text("123m123m789m789m5m5m")._replace(reading=None))


@pytest.mark.parametrize(
    "hand, fan, occurrence",
    [
        pytest.param("123m456m789m123s5s5s", Fan.MIXED_STRAIGHT, ("123m", "456m", "789m"), id="one-suit"),
        pytest.param("123m123m123s123p5s5s", Fan.MIXED_SHIFTED_CHOWS, ("123m", "123s", "123p"), id="same-ranks"),
        pytest.param("123m123m123s123p5s5s", Fan.PURE_DOUBLE_CHOW, ("123m", "123s"), id="two-suits"),
        pytest.param("111m456m789m123s5s5s", Fan.PUNG_OF_TERMINALS_OR_HONORS, ("456m",), id="a-chow"),
        pytest.param("123m123m123s123p5s5s", Fan.FULL_FLUSH, ("hand",), id="three-suits"),
        pytest.param("123m123m123s123p5s5s", Fan.ALL_CHOWS, ("123m", "123m", "123s", "123p"), id="no-pair"),
        pytest.param("123m123m123s123p5s5s", Fan.SELF_DRAWN, ("context",), id="won-on-a-discard"),
        pytest.param("123m123m123s123p5s5s", Fan.PURE_DOUBLE_CHOW, ("123m", "999m"), id="not-in-the-reading"),
        pytest.param("123m123m123s123p5s5s", Fan.SINGLE_WAIT, (), id="no-sets"),
        pytest.param("123m123m123s123p5s5s", Fan.SINGLE_WAIT, ("123m",), id="not-a-pair"),
    ],
)
def test_the_predicates_reject_sets_that_do_not_make_the_fan(hand: str, fan: Fan, occurrence: tuple[str, ...]) -> None:
    view = _view(explain(score_text(hand)))
    assert check_occurrence(fan, occurrence, view) is not None
