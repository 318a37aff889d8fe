"""Who pays whom: settle a scored hand between the four seats (docs/house-rules.md §2).

The profile's ``[payments]`` say how. Standard (the 1998 rules): self-drawn, each of the three
others pays base + total; on a discard, the discarder pays base + total and the two others pay the
base. The house modes change one case each, and ``cap`` and ``multiplier`` change the total paid.
Seats follow play order after the winner.
"""

from dataclasses import dataclass

from gbmj_cli.hands.tiles import WINDS
from gbmj_cli.scoring.profiles.profile import Payments

STANDARD = Payments()
"""The 1998 payments with base 8."""


@dataclass(frozen=True, slots=True)
class Payment:
    """One seat's gain (positive) or loss (negative); seat is None when it is not known."""

    seat: str | None
    role: str
    amount: int


def paid_points(total: int, rules: Payments) -> int:
    """The points a hand's total is paid at: capped (``cap`` > 0), then times the multiplier."""
    return (min(total, rules.cap) if rules.cap else total) * rules.multiplier


def losses(total: int, self_drawn: bool, base: int, rules: Payments) -> tuple[int, int]:
    """What the discarder (self-drawn: each other) and each bystander pay, as positive numbers.

    >>> losses(10, False, 8, STANDARD), losses(10, True, 8, Payments(mode="self_drawn_split"))
    ((18, 8), (12, 12))
    >>> [losses(10, False, 8, Payments(mode=m)) for m in ("discarder_pays_all", "no_bystander_base")]
    [(34, 0), (18, 0)]
    """
    points = paid_points(total, rules)
    if self_drawn:
        share = -(-points // 3) if rules.mode == "self_drawn_split" else points
        return base + share, base + share
    if rules.mode == "discarder_pays_all":
        return 3 * base + points, 0
    return base + points, 0 if rules.mode == "no_bystander_base" else base


def by_player(winner: int, discarder: int | None, total: int, base: int, rules: Payments) -> tuple[int, ...]:
    """The four players' payments by index (``discarder`` None: self-drawn), the winner's the sum of the losses.

    >>> by_player(0, 1, 10, 8, STANDARD), by_player(2, None, 10, 8, STANDARD)
    ((34, -18, -8, -8), (-18, -18, 54, -18))
    """
    first, other = losses(total, discarder is None, base, rules)
    amounts = [-first if discarder in (None, p) else -other for p in range(4)]
    amounts[winner] = 0
    amounts[winner] = -sum(amounts)
    return tuple(amounts)


def settle(
    total: int,
    meets_minimum: bool,
    self_drawn: bool,
    seat: str,
    from_seat: str | None,
    base: int,
    rules: Payments = STANDARD,
) -> tuple[Payment, ...] | None:
    """Return the four payments, winner first, or None below the profile's minimum.

    >>> [p.amount for p in settle(14, True, True, "S", None, 8)]
    [66, -22, -22, -22]
    >>> [(p.seat, p.role, p.amount) for p in settle(10, True, False, "E", None, 8)]
    [('E', 'winner', 34), (None, 'discarder', -18), (None, 'other', -8), (None, 'other', -8)]
    """
    if not meets_minimum:
        return None
    start = WINDS.index(seat)
    others = [WINDS[(start + k) % 4] for k in (1, 2, 3)]
    first, other = losses(total, self_drawn, base, rules)
    if self_drawn:
        return (Payment(seat, "winner", 3 * first), *(Payment(s, "other", -first) for s in others))
    winner = Payment(seat, "winner", first + 2 * other)
    if from_seat is None:
        return (
            winner,
            Payment(None, "discarder", -first),
            Payment(None, "other", -other),
            Payment(None, "other", -other),
        )
    losers = (Payment(s, "discarder", -first) if s == from_seat else Payment(s, "other", -other) for s in others)
    return (winner, *losers)
