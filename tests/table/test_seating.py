"""Seats, dealers and winds of the 16 hands (docs/session.md §6): the printed table, recomputed and compared."""

import pytest

from gbmj_cli.table.seating import dealer, relation, round_of, round_seat, seat_winds

WINDS = "ESWN"

# docs/session.md §6.3, as printed: hand -> (prevalent, competition dealer, competition winds A B C D,
# fixed dealer, fixed winds A B C D).
PRINTED = {
    1: ("E", "A", "ESWN", "A", "ESWN"),
    2: ("E", "B", "NESW", "B", "NESW"),
    3: ("E", "C", "WNES", "C", "WNES"),
    4: ("E", "D", "SWNE", "D", "SWNE"),
    5: ("S", "B", "SENW", "A", "ESWN"),
    6: ("S", "A", "ENWS", "B", "NESW"),
    7: ("S", "D", "NWSE", "C", "WNES"),
    8: ("S", "C", "WSEN", "D", "SWNE"),
    9: ("W", "C", "NWES", "A", "ESWN"),
    10: ("W", "D", "WSNE", "B", "NESW"),
    11: ("W", "B", "SEWN", "C", "WNES"),
    12: ("W", "A", "ENSW", "D", "SWNE"),
    13: ("N", "D", "WNSE", "A", "ESWN"),
    14: ("N", "C", "SWEN", "B", "NESW"),
    15: ("N", "A", "ESNW", "C", "WNES"),
    16: ("N", "B", "NEWS", "D", "SWNE"),
}

# §6.2 in words: before South, E<->S and W<->N; before West, E->W, S->N, W->S, N->E; before North as South.
MOVES_BEFORE_ROUND = {
    1: {"E": "S", "S": "E", "W": "N", "N": "W"},
    2: {"E": "W", "S": "N", "W": "S", "N": "E"},
    3: {"E": "S", "S": "E", "W": "N", "N": "W"},
}


def formula_seats(hand: int, seating: str) -> str:
    """§6.1 computed here from scratch: round seats q(p, r) by following the moves, then (q - h) mod 4."""
    r, h = (hand - 1) // 4, (hand - 1) % 4
    winds = ""
    for player in range(4):
        seat = WINDS[player]
        if seating == "competition":
            for k in range(1, r + 1):
                seat = MOVES_BEFORE_ROUND[k][seat]
        winds += WINDS[(WINDS.index(seat) - h) % 4]
    return winds


@pytest.mark.parametrize("hand", range(1, 17))
@pytest.mark.parametrize("seating", ["competition", "fixed"])
def test_seat_table_of_section_6_3_matches_the_formula_and_the_code(hand, seating):
    prevalent, c_dealer, c_winds, f_dealer, f_winds = PRINTED[hand]
    printed_winds, printed_dealer = (c_winds, c_dealer) if seating == "competition" else (f_winds, f_dealer)
    assert formula_seats(hand, seating) == printed_winds
    assert "".join(WINDS[w] for w in seat_winds(hand, seating)) == printed_winds
    assert "ABCD"[dealer(hand, seating)] == printed_dealer
    assert WINDS[round_of(hand)] == prevalent


@pytest.mark.parametrize("seating", ["competition", "fixed"])
def test_every_player_deals_once_and_has_each_seat_wind_once_in_every_round(seating):
    for r in range(4):
        hands = range(4 * r + 1, 4 * r + 5)
        assert sorted(dealer(n, seating) for n in hands) == [0, 1, 2, 3]
        for player in range(4):
            assert sorted(seat_winds(n, seating)[player] for n in hands) == [0, 1, 2, 3]


def test_under_competition_seating_each_player_holds_each_round_seat_once():
    for player in range(4):
        assert sorted(round_seat(player, r, "competition") for r in range(4)) == [0, 1, 2, 3]


def test_fixed_seating_keeps_the_round_seats():
    assert all(round_seat(p, r, "fixed") == p for p in range(4) for r in range(4))


def test_competition_dealers_in_order():
    rounds = ["".join("ABCD"[dealer(n, "competition")] for n in range(r * 4 + 1, r * 4 + 5)) for r in range(4)]
    assert rounds == ["ABCD", "BADC", "CDBA", "DCAB"]


@pytest.mark.parametrize(
    "seat, of_seat, d",
    [(1, 0, 1), (2, 0, 2), (3, 0, 3), (0, 3, 1), (1, 3, 2), (2, 3, 3)],
    ids=["S-next-of-E", "W-opposite-E", "N-previous-of-E", "E-next-of-N", "S-opposite-N", "W-previous-of-N"],
)
def test_relation_wraps_from_north_to_east(seat, of_seat, d):
    assert relation(seat, of_seat) == d
