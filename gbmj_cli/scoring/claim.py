"""Check a claimed score: which claimed fans do not count, and why; which counted fans were not claimed.

A player declares fans ("花龙 幺九刻 自摸") or a total; the referee wants to know where the claim and
the best reading part. ``check_claim`` compares a ``Claim`` (the fans with their counts, and the total
if one was given) with the scored result and gives every shortfall a reason: the fan is not in the
rules, a counted fan's 不计 clause excludes it, a combination principle does (不重复, 套算一次: the
sets already make another fan), it counts only in another reading that scores less (就高不就低), or
its condition does not hold at all.

Flowers are shown, not declared: a claim that names fans but not 花牌 is taken to claim the flowers
the hand has. The claimed total is the one given (``total=N``), else the points of the claimed fans
plus the flowers. The claim matches when its fans are the counted ones, count for count, and its
total (if given) is the scored total.
"""

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import cache
from itertools import combinations

from gbmj_cli.hands.hand import MeldKind
from gbmj_cli.hands.tiles import FIRST_HONOR
from gbmj_cli.scoring.catalog import AnyFan, Fan
from gbmj_cli.scoring.decompose import CHOW
from gbmj_cli.scoring.fans.chows import PAIR_PRIORITY, chow_pair_fan
from gbmj_cli.scoring.fans.pungs import double_pung
from gbmj_cli.scoring.score import ReadingScore, ScoreResult, scored_readings


class Reason(Enum):
    """Why a claimed fan does not count (as often as claimed); the value is the record's ``reason``."""

    NOT_IN_RULES = "not_in_rules"  # the profile has no such fan (明暗杠 under 1998)
    EXCLUDED = "excluded"  # a counted fan's 不计 clause names it
    PRINCIPLE = "principle"  # a combination principle: its sets already make another fan
    OTHER_READING = "other_reading"  # it counts in another reading, which scores less or ties
    NOT_PRESENT = "not_present"  # its condition does not hold in any reading


@dataclass(frozen=True, slots=True)
class Claim:
    """What a player claims: fans with their counts (in the order given), and a total if one was given."""

    text: str
    fans: tuple[tuple[AnyFan, int], ...]
    total: int | None = None


@dataclass(frozen=True, slots=True)
class Shortfall:
    """A claimed fan counted fewer times than claimed (``counted`` may be 0), and why.

    ``by`` names the counted fans that exclude it (``EXCLUDED``); ``reading`` is the other reading's
    total and groups (``OTHER_READING``).
    """

    fan: AnyFan
    claimed: int
    counted: int
    reason: Reason
    by: tuple[AnyFan, ...] = ()
    reading: tuple[int, tuple[str, ...]] | None = None


@dataclass(frozen=True, slots=True)
class Unclaimed:
    """A counted fan that was not claimed (or claimed fewer times): how many times, at how many points."""

    fan: AnyFan
    count: int
    points: int


@dataclass(frozen=True, slots=True)
class ClaimCheck:
    """The claim against the score."""

    claim: Claim
    not_counted: tuple[Shortfall, ...]
    not_claimed: tuple[Unclaimed, ...]
    claimed_total: int
    scored_total: int

    @property
    def matches(self) -> bool:
        return not self.not_counted and not self.not_claimed and self.claimed_total == self.scored_total


def check_claim(claim: Claim, result: ScoreResult) -> ClaimCheck:
    """Compare a claim with a scored hand (fans compared only when the claim names some).

    >>> from gbmj_cli.hands.context import WinContext
    >>> from gbmj_cli.hands.notation import parse_hand
    >>> from gbmj_cli.scoring.score import score
    >>> result = score(parse_hand("[EEE1][123m]456p789s1p1p"), WinContext(self_drawn=True, seat="S"))
    >>> check = check_claim(Claim("", ((Fan.MIXED_STRAIGHT, 1), (Fan.PUNG_OF_TERMINALS_OR_HONORS, 1))), result)
    >>> [(s.fan.key, s.reason.value, [f.key for f in s.by]) for s in check.not_counted]
    [('pung_of_terminals_or_honors', 'excluded', ['prevalent_wind'])]
    >>> [u.fan.key for u in check.not_claimed], check.claimed_total, check.scored_total
    (['prevalent_wind', 'single_wait', 'self_drawn'], 9, 12)
    """
    counted = {f.fan: f for f in result.fans}
    points = {**result.profile.points, **{f.fan: f.points for f in result.fans}}
    claimed: dict[AnyFan, int] = {}
    for fan, n in claim.fans:
        claimed[fan] = claimed.get(fan, 0) + n
    if claimed and Fan.FLOWER_TILES not in claimed and result.flowers:
        claimed[Fan.FLOWER_TILES] = result.flowers  # flowers are shown, not declared
    claimed_total = claim.total if claim.total is not None else sum(points[f] * n for f, n in claimed.items())
    if not claimed:
        return ClaimCheck(claim, (), (), claimed_total, result.total)
    readings = cache(lambda: scored_readings(result))  # every reading scored, once, if a claim needs it
    not_counted = tuple(
        _shortfall(result, fan, n, counted[fan].count if fan in counted else 0, readings)
        for fan, n in claimed.items()
        if n > (counted[fan].count if fan in counted else 0)
    )
    not_claimed = tuple(
        Unclaimed(f.fan, f.count - claimed.get(f.fan, 0), f.points)
        for f in result.fans
        if f.count > claimed.get(f.fan, 0)
    )
    return ClaimCheck(claim, not_counted, not_claimed, claimed_total, result.total)


def _shortfall(
    result: ScoreResult, fan: AnyFan, claimed: int, counted: int, readings: Callable[[], list[ReadingScore]]
) -> Shortfall:
    """Why ``fan`` counts ``counted`` times and not ``claimed`` times (``readings``: the hand's
    readings scored, the other readings where it might count)."""
    if fan not in result.profile.enabled:
        return Shortfall(fan, claimed, counted, Reason.NOT_IN_RULES)
    excluded = next((e for e in result.excluded if e.fan is fan), None)
    if excluded is not None:
        return Shortfall(fan, claimed, counted, Reason.EXCLUDED if excluded.by else Reason.PRINCIPLE, excluded.by)
    if _pairs_made(result, fan) > counted:
        return Shortfall(fan, claimed, counted, Reason.PRINCIPLE)
    others = [(r.total, r.decomposition) for r in readings() if r.counted.get(fan, 0) >= claimed]
    if others:
        return Shortfall(fan, claimed, counted, Reason.OTHER_READING, reading=max(others, key=lambda r: r[0]))
    return Shortfall(fan, claimed, counted, Reason.NOT_PRESENT)


def _pairs_made(result: ScoreResult, fan: AnyFan) -> int:
    """How many pairs of the reading's chows (or pungs, for 双同刻) make a two-set fan, before the
    principles (不重复, 套算一次) decide which of them count."""
    split = result.reading.split if result.reading is not None else None
    if split is None or (fan not in PAIR_PRIORITY and fan is not Fan.DOUBLE_PUNG):
        return 0
    melds = result.hand.melds
    if fan is Fan.DOUBLE_PUNG:
        tiles = [t for kind, t in split.sets if kind != CHOW] + [m.tile for m in melds if m.kind is not MeldKind.CHOW]
        numbered = [t for t in tiles if t < FIRST_HONOR]
        return sum(1 for a, b in combinations(numbered, 2) if double_pung(a, b))
    chows = [t for kind, t in split.sets if kind == CHOW] + [m.tile for m in melds if m.kind is MeldKind.CHOW]
    return sum(1 for a, b in combinations(sorted(chows), 2) if chow_pair_fan(a, b) is fan)
