"""Places and table points of one table (docs/session.md §8): 4, 2, 1, 0, tied players sharing equally.

Shares are kept in twelfths, where every tie of four players comes out whole (three sharing places
1-3 get 84/12 / 3 = 28/12 each).
"""

from __future__ import annotations

from dataclasses import dataclass

PLACE_TWELFTHS = (48, 24, 12, 0)  # table points 4, 2, 1, 0 in twelfths


@dataclass(frozen=True, slots=True)
class Placing:
    """A player's place (tied players share the better one), whether tied, and table points in twelfths."""

    player: int
    place: int
    tied: bool
    twelfths: int


def placings(totals: tuple[int, ...], disqualified: tuple[bool, ...]) -> list[Placing]:
    """Rank the players by total, highest first; disqualified players after the others with 0 points.

    The list is in place order, tied players in player order.

    >>> [(p.player, p.place, p.twelfths) for p in placings((519, 483, 494, 494), (False,) * 4)]
    [(0, 1, 48), (2, 2, 18), (3, 2, 18), (1, 4, 0)]
    """
    qualified = [p for p in range(len(totals)) if not disqualified[p]]
    out = []
    for p in range(len(totals)):
        group = [q for q in range(len(totals)) if disqualified[q] == disqualified[p]]
        place = 1 + sum(1 for q in group if totals[q] > totals[p]) + (len(qualified) if disqualified[p] else 0)
        same = [q for q in group if totals[q] == totals[p]]
        twelfths = 0
        if not disqualified[p]:
            share = sum(PLACE_TWELFTHS[place - 1 : place - 1 + len(same)])
            twelfths = share // len(same)
        out.append(Placing(p, place, len(same) > 1, twelfths))
    return sorted(out, key=lambda placing: (placing.place, placing.player))


def table_points(twelfths: int) -> int | float:
    """Table points as a whole number when whole, else rounded to two places (``1.5``, ``2.33``)."""
    return twelfths // 12 if twelfths % 12 == 0 else round(twelfths / 12, 2)
