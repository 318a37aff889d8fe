"""追分: the least total that takes a player past one ahead of them at the table (docs/tournament.md §7).

After a ledger's hands so far, for each player and each player strictly ahead of them (by total),
the least total *F* of one more win that leaves the player strictly ahead: self-drawn, won off that
player's discard, and won off a third player's. The win is paid as the session paid its wins (the
profile's payments, ``gbmj_cli.scoring.payments``): under the standard ones, with base *b* and a gap
of *d* points, the answers are the least *F* with 4b + 4F > d, 4b + 2F > d and 4b + F > d; never
less than the profile's minimum, and None when not even the largest total a ledger takes (999) is
enough. A disqualified player neither chases nor is chased: they may not win, and they are placed
last whatever their total.
"""

from __future__ import annotations

from dataclasses import dataclass

from gbmj_cli.scoring.payments import STANDARD, by_player
from gbmj_cli.scoring.profiles.profile import Payments
from gbmj_cli.table.ledger import MAX_TOTAL, MIN_TOTAL
from gbmj_cli.table.session import SessionResult

WAYS = ("self_drawn", "off_target", "off_third")


@dataclass(frozen=True, slots=True)
class Chase:
    """What ``player`` needs to pass ``target`` (player indices of the ledger), ``gap`` points ahead."""

    player: int
    target: int
    gap: int
    self_drawn: int | None
    off_target: int | None
    off_third: int | None


@dataclass(frozen=True, slots=True)
class ChaseResult:
    """The chases after hand ``after_hand`` (the last hand with an outcome; 0 before any), in place
    order of the chaser, then of the target; none when the session is over."""

    session: SessionResult
    after_hand: int
    over: bool
    chases: tuple[Chase, ...]


def least_total(
    totals: tuple[int, ...],
    player: int,
    target: int,
    discarder: int | None,
    base: int,
    rules: Payments = STANDARD,
    minimum: int = MIN_TOTAL,
) -> int | None:
    """The least total of a win by ``player`` (off ``discarder``, None for self-drawn) after which
    ``player`` is strictly ahead of ``target``, never under ``minimum``; None past ``MAX_TOTAL``.

    >>> least_total((0, 100, 0, 0), 0, 1, None, 8), least_total((0, 100, 0, 0), 0, 1, 1, 8)
    (18, 35)
    """

    def passes(total: int) -> bool:
        paid = by_player(player, discarder, total, base, rules)
        return totals[player] + paid[player] > totals[target] + paid[target]

    low, high = minimum, MAX_TOTAL
    if not passes(high):
        return None
    while low < high:  # the payments never fall as the total grows, so the answer is the first that passes
        middle = (low + high) // 2
        if passes(middle):
            high = middle
        else:
            low = middle + 1
    return low


def chase(result: SessionResult) -> ChaseResult:
    """Every chase of a settled ledger (``result`` has no errors)."""
    finished = [hand.hand for hand in result.hands if hand.outcome != "unfinished"]
    over = result.status != "in-progress"
    base, rules, minimum = result.settings.base, result.payments, result.minimum
    order = [st for st in result.standings if not st.disqualified]
    totals = result.hands[-1].totals if result.hands else (result.settings.start,) * 4
    chases = []
    for chaser in [] if over else order:
        for target in order:
            gap = target.total - chaser.total
            if gap <= 0:
                continue
            p, q = chaser.player, target.player
            third = next(r for r in range(4) if r not in (p, q))
            chases.append(
                Chase(
                    p,
                    q,
                    gap,
                    least_total(totals, p, q, None, base, rules, minimum),
                    least_total(totals, p, q, q, base, rules, minimum),
                    least_total(totals, p, q, third, base, rules, minimum),
                )
            )
    return ChaseResult(result, max(finished, default=0), over, tuple(chases))
