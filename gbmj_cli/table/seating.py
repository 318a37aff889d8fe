"""Seats, dealers and winds of the 16 hands of a session, and who sits where relative to whom (docs/session.md §6).

Winds and seats are numbers: E = 0, S = 1, W = 2, N = 3; play runs E → S → W → N → E.
"""

from __future__ import annotations

WINDS = "ESWN"
RELATIONS = {1: "next", 2: "opposite", 3: "previous"}  # 下家, 对家, 上家

# The competition seat change before the South, West and North rounds (GB Appendix 4): new seat of
# the player in each seat E, S, W, N. South: E and S swap, W and N swap; West: E→W, S→N, W→S, N→E;
# North: as before South.
SEAT_CHANGES = ((1, 0, 3, 2), (2, 3, 1, 0), (1, 0, 3, 2))


def round_of(hand: int) -> int:
    """The round (0-3) of hand 1-16; it is also the prevalent wind."""
    return (hand - 1) // 4


def round_seat(player: int, round_index: int, seating: str) -> int:
    """The seat player 0-3 holds for a whole round: their own with fixed seating, else moved per SEAT_CHANGES.

    >>> [round_seat(0, r, "competition") for r in range(4)]
    [0, 1, 3, 2]
    """
    seat = player
    if seating == "competition":
        for change in SEAT_CHANGES[:round_index]:
            seat = change[seat]
    return seat


def seat_winds(hand: int, seating: str) -> tuple[int, ...]:
    """Each player's seat wind in a hand: the deal passes to the dealer's 下家, so winds turn back one a hand.

    >>> "".join(WINDS[w] for w in seat_winds(10, "competition"))
    'WSNE'
    """
    within = (hand - 1) % 4
    return tuple((round_seat(p, round_of(hand), seating) - within) % 4 for p in range(4))


def dealer(hand: int, seating: str) -> int:
    """The player whose seat wind is East."""
    return seat_winds(hand, seating).index(0)


def relation(seat: int, of_seat: int) -> int:
    """*d* of §6.4: 1 when ``seat`` plays right after ``of_seat`` (下家), 2 opposite (对家), 3 before it (上家)."""
    return (seat - of_seat) % 4
