"""Who pays whom: settle a scored hand between the four seats (docs/output.md, payments).

Self-drawn: each of the three others pays base + total. On a discard: the discarder pays
base + total and the two others pay the base. Seats follow play order after the winner.
"""

from dataclasses import dataclass

from gbmj_cli.hands.tiles import WINDS


@dataclass(frozen=True, slots=True)
class Payment:
    """One seat's gain (positive) or loss (negative); seat is None when it is not known."""

    seat: str | None
    role: str
    amount: int


def settle(
    total: int, meets_minimum: bool, self_drawn: bool, seat: str, from_seat: str | None, base: int
) -> tuple[Payment, ...] | None:
    """Return the four payments, winner first, or None below the 8-fan minimum.

    >>> [p.amount for p in settle(14, True, True, "S", None, 8)]
    [66, -22, -22, -22]
    >>> [(p.seat, p.role, p.amount) for p in settle(10, True, False, "E", None, 8)]
    [('E', 'winner', 34), (None, 'discarder', -18), (None, 'other', -8), (None, 'other', -8)]
    """
    if not meets_minimum:
        return None
    start = WINDS.index(seat)
    others = [WINDS[(start + k) % 4] for k in (1, 2, 3)]
    if self_drawn:
        return (Payment(seat, "winner", 3 * (base + total)), *(Payment(s, "other", -(base + total)) for s in others))
    winner = Payment(seat, "winner", 3 * base + total)
    if from_seat is None:
        return (
            winner,
            Payment(None, "discarder", -(base + total)),
            Payment(None, "other", -base),
            Payment(None, "other", -base),
        )
    discarder = Payment(from_seat, "discarder", -(base + total))
    losers = (discarder if s == from_seat else Payment(s, "other", -base) for s in others)
    return (winner, *losers)
