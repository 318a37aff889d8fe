"""Score a hand: read it every possible way, find and exclude fans, keep the best reading.

就高不就低 (take the highest): the reading with the highest total wins. On equal totals the first
reading in enumeration order stays, except that a later one holding 一色三同顺 or 三同刻 replaces
it, and a regular reading replaces 七对 (the reference's tie-breaks; they change names, not totals).
Points come from the rule profile of the context (``WinContext.rules``).
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import NamedTuple, TypeVar

from gbmj_cli.base.bounded import Memo
from gbmj_cli.base.errors import ContextError, NotWinningError
from gbmj_cli.hands.context import WinContext, check_context
from gbmj_cli.hands.hand import Hand
from gbmj_cli.hands.tiles import FIRST_HONOR, N_KINDS, NAMES, format_tiles, rank_of
from gbmj_cli.messages import Msg
from gbmj_cli.scoring.catalog import AnyFan, Excluded, Fan
from gbmj_cli.scoring.decompose import CHOW, ONE_GROUP_FORMS, PAIRS_FORMS, PUNG, Form, Reading, counts_of, readings
from gbmj_cli.scoring.fans.detect import HandFacts, reading_fans
from gbmj_cli.scoring.fans.exclude import apply_exclusions
from gbmj_cli.scoring.fans.occurrences import FanCounts
from gbmj_cli.scoring.fans.win import chicken_hand, flower_tiles
from gbmj_cli.scoring.profiles.house import add_house_fans
from gbmj_cli.scoring.profiles.profile import MIXED_TWO_KONGS_POINTS, Profile
from gbmj_cli.scoring.waits import waiting_tiles

_PURE_TRIPLE_CHOW, _TRIPLE_PUNG = Fan.PURE_TRIPLE_CHOW, Fan.TRIPLE_PUNG
"""The fans that make a later reading of an equal total the chosen one (the reference's tie-break)."""
# Bound once: a member read from its Enum class costs a Python call on 3.11 (EnumType.__getattr__).
_FLOWER_TILES, _KNITTED_STRAIGHT, _SEVEN_PAIRS = Fan.FLOWER_TILES, Form.KNITTED_STRAIGHT, Form.SEVEN_PAIRS

_Key = TypeVar("_Key", Fan, AnyFan)
"""The fans of a reading as found (official ones) or as counted (house fans too)."""

PROFILES_CACHED = 8
"""Profiles (and names of profiles) whose lookups and fan orders are kept: a run uses one or two."""

Sets = tuple[tuple[str, ...], ...]
"""Per occurrence of a fan, the groups of ``decomposition`` it is made of, or the word ``hand`` or ``context``."""


@dataclass(frozen=True, slots=True)
class FanCount:
    """A counted fan, how many times it counts and its points each; ``variant`` "mixed" marks the
    双明杠 of one melded and one concealed kong (``mixed_kong = two_melded_kongs_6``)."""

    fan: AnyFan
    count: int
    points: int
    variant: str | None = None
    sets: Sets | None = None  # the groups of each occurrence, once explained (gbmj_cli.scoring.explain)


@dataclass(frozen=True, slots=True)
class ExcludedFan:
    """A fan whose condition holds but which is not counted, and the counted fans that exclude it."""

    fan: AnyFan
    count: int
    by: tuple[AnyFan, ...]
    sets: Sets | None = None  # the groups of each occurrence not counted, once explained


class ScoreResult(NamedTuple):
    """The scored hand: the chosen reading, its fans, the excluded fans and the totals.

    A named tuple rather than a frozen dataclass: as immutable, and built without a call per field,
    which every scored hand pays."""

    hand: Hand
    context: WinContext
    profile: Profile
    form: Form
    decomposition: tuple[str, ...]
    fans: tuple[FanCount, ...]
    excluded: tuple[ExcludedFan, ...]
    fan_total: int
    flowers: int
    # fan_total + flowers, and whether fan_total reaches the profile's minimum: fields rather than properties,
    # as a batch line reads each three times (its record, its payments and its summary); a
    # ``_replace`` of fan_total or flowers must give them anew.
    total: int
    meets_minimum: bool
    reading: Reading | None = None  # the chosen reading, which ``gbmj_cli.scoring.explain`` looks at again


_ResultFields = tuple[
    Hand,
    WinContext,
    Profile,
    Form,
    tuple[str, ...],
    tuple[FanCount, ...],
    tuple[ExcludedFan, ...],
    int,
    int,
    int,
    bool,
    Reading,
]
_new_result: Callable[[_ResultFields], ScoreResult] = partial(tuple.__new__, ScoreResult)
"""A ScoreResult from its twelve fields in order, made without the named tuple's keyword call of Python
(every scored hand makes one)."""


def profile_of(rules: "str | Profile") -> Profile:
    """The profile a context names: a Profile as it is, a built-in by name (any case)."""
    if isinstance(rules, Profile):
        return rules
    return _named_profile(rules)


@lru_cache(maxsize=PROFILES_CACHED)  # the names a run uses; a refused name raises each time
def _named_profile(rules: str) -> Profile:
    from gbmj_cli.scoring.profiles import BUILTIN, builtin

    try:
        return builtin(rules)
    except KeyError:
        raise ContextError(Msg("context.unknown_profile", rules=rules, names=", ".join(BUILTIN))) from None


def score(hand: Hand, ctx: WinContext) -> ScoreResult:
    """Score a winning hand in its context.

    >>> from gbmj_cli.hands.notation import parse_hand
    >>> result = score(parse_hand("[EEE1][123m]456p789s1p1p"), WinContext(self_drawn=True, seat="S", flowers=2))
    >>> [(f.fan.key, f.count) for f in result.fans], result.total
    ([('mixed_straight', 1), ('prevalent_wind', 1), ('single_wait', 1), ('self_drawn', 1), ('flower_tiles', 2)], 14)
    """
    profile = profile_of(ctx.rules)
    check_context(hand, ctx)
    facts = HandFacts(hand, ctx, profile)
    best = _best_reading(facts, profile) if not profile.house else _best_with_house(facts, profile)
    if best is None:
        raise NotWinningError(_not_winning(hand))
    total, reading, counted, excluded = best
    flowers = flower_tiles(ctx, hand)
    if flowers:
        counted = {**counted, _FLOWER_TILES: flowers}  # (a copy: the outcome is shared, ``_OUTCOMES``)
    fans = _fan_counts(counted, profile, facts.mixed_two_kongs)
    groups = reading_groups(hand, reading)
    excluded_fans = _excluded_fans(excluded, profile)
    meets = total >= profile.minimum
    return _new_result(
        (hand, ctx, profile, reading.form, groups, fans, excluded_fans, total, flowers, total + flowers, meets, reading)
    )


_Outcome = tuple[int, dict[AnyFan, int], list[Excluded]]
"""A reading's total (without flowers), counted fans and excluded fans."""
_Best = tuple[int, Reading, dict[AnyFan, int], list[Excluded]]
"""The best reading's outcome, with the reading."""


def _better(total: int, counted: Mapping[AnyFan, int], best: _Best | None) -> bool:
    """Whether a reading of this outcome replaces the best so far (就高不就低, then the tie-breaks)."""
    return (
        best is None
        or total > best[0]
        or (
            total == best[0]
            and (_PURE_TRIPLE_CHOW in counted or _TRIPLE_PUNG in counted or best[1].form is _SEVEN_PAIRS)
        )
    )


def _best_reading(facts: HandFacts, profile: Profile) -> _Best | None:
    """The reading with the highest total, with the reference's tie-breaks (see the module docstring)."""
    candidates = readings(len(facts.hand.melds), facts.counts, facts.hand.winning_tile)
    points = _profile_points(profile, facts.mixed_two_kongs)
    if len(candidates) != 1:
        return _best_of(candidates, facts, profile, points) if candidates else None
    table = profile.exclusions(facts.concealed_kongs)
    total, counted, excluded = _score_reading(facts, candidates[0], profile, table, points)  # nearly every hand
    return total, candidates[0], counted, excluded


def _best_of(
    candidates: list[Reading],
    facts: HandFacts,
    profile: Profile,
    points: Mapping[AnyFan, int],
) -> _Best:
    """The best of several readings. A reading that holds the sets of an earlier one in another order
    (the splits of a count of 4 come twice: 111 123 and 123 111) finds the same fans, so it takes that
    one's outcome, not a detection of its own: a third of the readings of 20,000 generated hands of
    several readings, nearly half of those of full flushes. The exclusion pass, a reading's dearest
    step, is not run for a reading whose fans, all counted, would not reach the best total (it could
    neither win nor tie: the pass only removes fans, and points are positive); the others mostly find
    their outcome made (``_OUTCOMES``)."""
    chicken = points[Fan.CHICKEN_HAND]
    best: _Best | None = None
    # Each reading's outcome by its sets (None: not reaching); the readings of a hand that have sets
    # share a form, and a Form is not in the key, as hashing an Enum is a call of Python.
    earlier: dict[tuple[tuple[tuple[int, int], ...], int, frozenset[int] | None], _Outcome | None] = {}
    for reading in candidates:
        split = reading.split
        key = (tuple(sorted(split.sets)), split.pair, reading.knitted) if split else None
        if key is not None and key in earlier:
            outcome = earlier[key]
        else:
            outcome = _reaching(facts, profile, points, reading, None if best is None else best[0] - chicken)
            if key is not None:
                earlier[key] = outcome
        if outcome is None:
            continue
        total, counted, excluded = outcome
        if _better(total, counted, best):
            best = (total, reading, counted, excluded)
    assert best is not None
    return best


def _best_with_house(facts: HandFacts, profile: Profile) -> _Best | None:
    """The best reading under a profile with house fans: each reading scored whole, its house fans
    judged on it, so that a house fan can choose the reading as an official one does."""
    hand, ctx = facts.hand, facts.ctx
    table = profile.exclusions(facts.concealed_kongs)
    points = _profile_points(profile, facts.mixed_two_kongs)
    best: _Best | None = None
    for reading in readings(len(hand.melds), facts.counts, hand.winning_tile):
        raw, dropped, wind_pungs = reading_fans(facts, reading)
        found = (raw, dropped, wind_pungs, reading.form in PAIRS_FORMS, profile, table, points)
        counted, excluded = add_house_fans(profile.house, hand, reading, ctx, partial(_recount, found))
        total = _worth(counted, points)
        if _better(total, counted, best):
            best = (total, reading, counted, excluded)
    return best


def _recount(
    found: tuple[dict[Fan, int], FanCounts, int, bool, Profile, Mapping[Fan, frozenset[Fan]], Mapping[AnyFan, int]],
    removed: frozenset[AnyFan],
) -> tuple[dict[AnyFan, int], list[Excluded]]:
    """The exclusion pass over the fans a reading found (``reading_fans``), less those ``removed``."""
    raw, dropped, wind_pungs, pairs_reading, profile, table, points = found
    kept = {f: n for f, n in raw.items() if f not in removed}
    _total, counted, excluded = _counted_fans(kept, dropped, wind_pungs, pairs_reading, profile, table, points)
    return dict(counted), list(excluded)


def _reaching(
    facts: HandFacts, profile: Profile, points: Mapping[AnyFan, int], reading: Reading, least: int | None
) -> _Outcome | None:
    """A reading's outcome, or None when its fans, all counted, are worth less than ``least`` (plus
    the 无番和: a reading that counts no fan is worth its points, which ``least`` leaves out)."""
    raw, dropped, wind_pungs = reading_fans(facts, reading)
    if least is not None and _worth(raw, points) < least:
        return None
    return _outcome_of(facts, profile, raw, dropped, wind_pungs, reading.form in PAIRS_FORMS)


def _fan_counts(counted: dict[AnyFan, int], profile: Profile, mixed: bool) -> tuple[FanCount, ...]:
    """The counted fans, most points first, then by the profile's number."""
    entries = _fan_entries(profile, mixed)
    fans = []
    for fan in sorted(counted, key=_fan_order(profile, mixed).__getitem__):  # (a loop: cheaper than maps)
        fans.append(entries[fan][counted[fan]])
    return tuple(fans)


def _excluded_fans(excluded: list[Excluded], profile: Profile) -> tuple[ExcludedFan, ...]:
    """The excluded fans by the profile's number, each with the fans that exclude it by number."""
    return _SORTED_EXCLUDED[tuple(excluded), profile] if excluded else ()


EXCLUSIONS_CACHED = 512
"""Lists of excluded fans kept: hands repeat them far more than their counted fans (20,000 generated
hands hold about 1,100 different lists, against 11,600 different lists of counted fans); full within
the first 10,000 hands a process scores, so memory stays flat."""


def _sorted_excluded(key: tuple[tuple[Excluded, ...], Profile]) -> tuple[ExcludedFan, ...]:
    excluded, profile = key
    numbers = _numbers(profile)
    return tuple(_excluded_fan(profile, *e) for e in sorted(excluded, key=lambda e: numbers[e[0]]))


_SORTED_EXCLUDED = Memo(_sorted_excluded, EXCLUSIONS_CACHED)


@lru_cache(maxsize=PROFILES_CACHED)
def _fan_order(profile: Profile, mixed: bool) -> dict[AnyFan, int]:
    """Each fan's place among a hand's counted fans (by minus its points, then its number), as one
    int: a sort compares ints faster than pairs."""
    points = _profile_points(profile, mixed)
    ranked = sorted(profile.rows, key=lambda f: (-points[f], profile.number(f)))
    return {f: place for place, f in enumerate(ranked)}


@lru_cache(maxsize=PROFILES_CACHED)
def _numbers(profile: Profile) -> dict[AnyFan, int]:
    """Each fan's printed number in the profile, the order of a hand's excluded fans."""
    return {f: row.number for f, row in profile.rows.items()}


MOST_TIMES = 8
"""No fan counts more than eight times in a hand (花牌, with all eight flowers)."""


class _FanEntries(dict[AnyFan, tuple[FanCount, ...]]):
    """A profile's entries of each fan by count (index = count; 0 unused), made when the fan is
    first counted: results share them, as they never change."""

    def __init__(self, points: Mapping[AnyFan, int], mixed: bool) -> None:
        super().__init__()
        self.points, self.mixed = points, mixed

    def __missing__(self, fan: AnyFan) -> tuple[FanCount, ...]:
        variant = "mixed" if self.mixed and fan is Fan.TWO_MELDED_KONGS else None
        row = self[fan] = tuple([FanCount(fan, n, self.points[fan], variant) for n in range(MOST_TIMES + 1)])
        return row


@lru_cache(maxsize=PROFILES_CACHED)
def _fan_entries(profile: Profile, mixed: bool) -> _FanEntries:
    return _FanEntries(_profile_points(profile, mixed), mixed)


FANS_CACHED = 1024
"""Excluded-fan entries kept (a fan, its count and the fans that exclude it): results share them."""


@lru_cache(maxsize=FANS_CACHED)
def _excluded_fan(profile: Profile, fan: AnyFan, count: int, by: tuple[AnyFan, ...]) -> ExcludedFan:
    return ExcludedFan(fan, count, tuple(sorted(by, key=_numbers(profile).__getitem__)))


def _score_reading(
    facts: HandFacts,
    reading: Reading,
    profile: Profile,
    table: Mapping[Fan, frozenset[Fan]],
    points: Mapping[AnyFan, int],
) -> _Outcome:
    """One reading's total (without flowers), counted fans and excluded fans."""
    raw, dropped, wind_pungs = reading_fans(facts, reading)
    return _counted_fans(raw, dropped, wind_pungs, reading.form in PAIRS_FORMS, profile, table, points)


def _counted_fans(
    raw: dict[Fan, int],
    dropped: FanCounts,
    wind_pungs: int,
    pairs_reading: bool,
    profile: Profile,
    table: Mapping[Fan, frozenset[Fan]],
    points: Mapping[AnyFan, int],
) -> _Outcome:
    """The total, counted and excluded fans of the fans found in a reading (``reading_fans``)."""
    counted, excluded = apply_exclusions(raw, dropped, wind_pungs, profile, table, pairs_reading)
    if chicken_hand(counted):
        counted = {Fan.CHICKEN_HAND: 1}
    return _worth(counted, points), counted, excluded


OUTCOMES_CACHED = 512
"""Outcomes of the exclusion pass kept for hands of several readings, by the fans a reading found:
the readings of one hand often find the same fans, and so do full flushes of different tiles (a
full flush scored again costs a tenth less for it, one first seen 2% less, counted by callgrind).
10,000 generated hands hold about 600 different keys, so the cache is full within the first 10,000
hands a process scores and memory stays flat. Not asked for a hand of one reading: most of its keys
are new, and asking them cost 7% more instructions a hand over 3,000 generated hands."""

_OutcomeKey = tuple[tuple[tuple[Fan, int], ...], FanCounts, int, bool, Profile, int, bool]
"""The fans a reading found (in the order found), those dropped, its wind pungs that are the seat or
prevalent wind, whether it is a 七对 one, the profile, and the hand's concealed kongs and mixed 双明杠."""


def _outcome_of(
    facts: HandFacts, profile: Profile, raw: dict[Fan, int], dropped: FanCounts, wind_pungs: int, pairs: bool
) -> _Outcome:
    """The outcome of the fans found in a reading (``reading_fans``), shared by the readings that find
    them: a caller that adds to its counted fans copies them first."""
    kongs, mixed = facts.concealed_kongs, facts.mixed_two_kongs
    return _OUTCOMES[tuple(raw.items()), dropped, wind_pungs, pairs, profile, kongs, mixed]


def _outcome(key: _OutcomeKey) -> _Outcome:
    fans, dropped, wind_pungs, pairs, profile, concealed_kongs, mixed = key
    table, points = profile.exclusions(concealed_kongs), _profile_points(profile, mixed)
    return _counted_fans(dict(fans), dropped, wind_pungs, pairs, profile, table, points)


_OUTCOMES: Memo[_OutcomeKey, _Outcome] = Memo(_outcome, OUTCOMES_CACHED)


def _worth(fans: Mapping[_Key, int], points: Mapping[AnyFan, int]) -> int:
    """The points of these fans, each times its count."""
    total = 0
    for fan, n in fans.items():  # (a loop: cheaper than maps for a few fans)
        total += points[fan] * n
    return total


def _profile_points(profile: Profile, mixed: bool) -> Mapping[AnyFan, int]:
    """Each fan's points: the profile's, with the mixed 双明杠 at its 6 for a hand that has one."""
    return {**profile.points, Fan.TWO_MELDED_KONGS: MIXED_TWO_KONGS_POINTS} if mixed else profile.points


class ReadingScore(NamedTuple):
    """One reading of a scored hand: its total (without flowers), counted fans and groups."""

    total: int
    reading: Reading
    counted: dict[AnyFan, int]
    decomposition: tuple[str, ...]


def scored_readings(result: ScoreResult) -> list[ReadingScore]:
    """Every reading of a scored hand, in enumeration order: what a claim is checked against when its
    fan is not in the chosen reading."""
    hand, profile = result.hand, result.profile
    facts = HandFacts(hand, result.context, profile)
    table = profile.exclusions(facts.concealed_kongs)
    points = _profile_points(profile, facts.mixed_two_kongs)
    scored = []
    for reading in readings(len(hand.melds), facts.counts, hand.winning_tile):
        total, counted, _excluded = _score_reading(facts, reading, profile, table, points)
        scored.append(ReadingScore(total, reading, counted, reading_groups(hand, reading)))
    return scored


LOOSE_SET_TEXTS: dict[tuple[int, int], str] = {
    **{(CHOW, t): format_tiles((t, t + 1, t + 2)) for t in range(FIRST_HONOR) if rank_of(t) < 7},
    **{(PUNG, t): format_tiles((t, t, t)) for t in range(N_KINDS)},
}
"""How ``decomposition`` writes each concealed set (kind, tile): "123m", "555p", "EEE"."""
PAIR_TEXTS = tuple(format_tiles((t, t)) for t in range(N_KINDS))
"""How ``decomposition`` writes the pair of each tile: "55p", "EE"."""


def reading_groups(hand: Hand, reading: Reading, nine_gates_sets: bool = False) -> tuple[str, ...]:
    """The groups of a reading as docs/output.md writes them, in the order of ``decomposition``: the pairs
    of a 七对 reading, the one group of a one-group form, else the knitted tiles, the fixed sets, the
    concealed sets and the pair. With ``nine_gates_sets`` a 九莲宝灯 reading's sets and pair follow its
    one group (the fans of its sets name them: ``gbmj_cli.scoring.explain``)."""
    split = reading.split
    if reading.form in ONE_GROUP_FORMS:
        groups = [format_tiles(hand.concealed_tiles)]
        if split is None or not nine_gates_sets:
            return tuple(groups)
    elif split is None:  # the 七对 family
        counts = hand.counts
        return tuple(PAIR_TEXTS[t] for t in range(len(counts)) for _ in range(counts[t] // 2))
    else:
        groups = [format_tiles(reading.knitted)] if reading.knitted else []
    for m in hand.melds:  # (loops: on 3.11 a comprehension makes a function each time)
        groups.append(m.written)
    for s in split.sets:
        groups.append(LOOSE_SET_TEXTS[s])
    groups.append(PAIR_TEXTS[split.pair])
    return tuple(groups)


def _not_winning(hand: Hand) -> Msg:
    """Say that the hand does not win and, where it is cheap to tell, what the other tiles wait on."""
    waits = waiting_tiles(counts_of(hand.tiles))
    last = NAMES[hand.winning_tile]
    if waits:
        tiles = ", ".join(NAMES[t] for t in sorted(waits))
        return Msg("score.not_winning_waits", hand=hand.notation(), last=last, tiles=tiles)
    return Msg("score.not_winning", hand=hand.notation(), last=last)
