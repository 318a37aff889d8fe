"""Every win kind and every convention of docs/replay.md, on matches written by hand.

Each match ends with the Fan line the reference calculator (PyMahjongGB, the judge's calculator)
gives for the flags the judge's rules give, as the test states them, and the judge's scores; the
replay must find those flags itself and agree with the log.
"""

import pytest
from logbuild import Log

from gbmj_cli.records.replay import replay_match

QUIET = [
    "W1 W2 W3 W4 W5 W6 W7 W8 W9 T1 T2 T3 F1",
    "T4 T5 T6 T7 T8 T9 B1 B2 B3 B4 B5 B6 F2",
    "W1 W2 W3 W4 W5 W6 W7 W8 W9 T1 T2 T3 F3",
]
"""Deals of players who only draw and discard."""

READY = "B1 B2 B3 B4 B5 B6 B7 B8 B9 T7 T8 T9 J1"
"""A ready hand: 清龙 of dots, 789 bamboo, waiting on J1 alone."""


def deals(p0: str, *others: str) -> list[str]:
    return [p0, *others, *QUIET[len(others) :]]


def check(log: Log, expected: tuple[int, tuple[int, int, int, int]], **context: object) -> dict:
    """Replay the log: it agrees, with the fan total and scores expected and these context flags."""
    record = replay_match(log.text)
    assert "error" not in record, record
    assert record["agrees"], record
    total, scores = expected
    assert (record["fan_total"], tuple(record["scores"])) == (total, scores)
    for key, value in context.items():
        assert record["context"][key] == value, (key, record["context"])
    return record


# --- win kinds ---------------------------------------------------------------------------------------------


def test_a_self_drawn_win_names_the_drawn_tile():
    log = Log(deals(READY), reserved="J1")
    log.draw(0, "J1")
    record = check(log, log.win(0, "J1", None), self_drawn=True, kong_draw=False, last_tile=False)
    assert (record["result"], record["winner"], record["discarder"], record["win"]) == ("win", 0, None, "self-drawn")
    assert record["hand"] == "789s123456789pCC"


def test_a_self_drawn_win_may_name_the_last_tile_shown_as_the_data_set_writes_it():
    log = Log(deals(READY), reserved="J1")
    log.idle(0, 4).draw(0, "J1")
    shown = log.lines[-2].split()[-1]  # player 3's discard
    record = check(log, log.win(0, "J1", None, named=shown), self_drawn=True)
    assert record["hand"].endswith("C")


def test_a_win_on_the_first_draw_may_name_no_tile():
    log = Log(deals(READY), reserved="J1")
    log.draw(0, "J1")
    check(log, log.win(0, "J1", None, named="None"))


def test_a_win_on_a_discard_is_paid_by_the_discarder():
    log = Log(deals(READY), reserved="J1")
    log.idle(0, 3).draw(3, "J1").play(3, "J1")
    record = check(log, log.win(0, "J1", 3, ignored="Ignore Player 2 Hu J1"), self_drawn=False, **{"from": "N"})
    assert (record["win"], record["discarder"]) == ("discard", 3)
    assert record["scores"][3] < record["scores"][1] == record["scores"][2] == -8


def test_robbing_an_added_kong_is_paid_by_the_player_who_added_it():
    # player 3 pungs B5 from player 2, draws the fourth B5 and adds it; player 0 waits on B5 (4-6)
    p0 = "W1 W2 W3 T1 T2 T3 B1 B2 B3 B4 B6 J1 J1"
    p2 = "T4 T5 T6 T7 T8 T9 W7 W8 W9 W5 B5 F2 F2"
    p3 = "W4 W5 W6 T4 T5 T6 B5 B5 B7 B8 B9 F3 F3"
    log = Log([p0, QUIET[0], p2, p3], reserved="B5")
    log.idle(0, 2).draw(2, "J3").play(2, "B5").claim(3, "Peng", "B5", "B5", 2).play(3, "F3")
    log.turn(0, "J2").turn(1, "J2").turn(2, "J2")
    log.draw(3, "B5").own_kong(3, "BuGang", "B5")
    record = check(log, log.win(0, "B5", 3, kong=True), robbing_kong=True, kong_draw=False, fourth_tile=False)
    assert (record["win"], record["discarder"]) == ("robbing-kong", 3)
    assert record["scores"][3] == -(8 + record["fan_total"]) and record["scores"][1] == -8


@pytest.mark.parametrize("kind", ["AnGang", "BuGang", "Gang"])
def test_the_draw_after_ones_own_kong_wins_on_the_kong_draw(kind):
    p0 = {
        "AnGang": "F4 F4 F4 F4 W2 W3 W4 T5 T5 T5 B7 B8 J1",
        "BuGang": "F4 F4 W2 W3 W4 T5 T5 T5 B7 B8 B9 J1 J2",
        "Gang": "F4 F4 F4 W2 W3 W4 T5 T5 T5 B7 B8 B9 J1",
    }[kind]
    log = Log(deals(p0), reserved="J1 F4 B9")
    if kind == "AnGang":
        log.draw(0, "B9").own_kong(0, "AnGang", "F4")
    elif kind == "BuGang":
        log.draw(0, "J3").play(0, "J2").idle(1, 2).draw(3, "F4").play(3, "F4")
        log.claim(0, "Peng", "F4", "F4", 3).play(0, "J3").idle(1, 3)
        log.draw(0, "F4").own_kong(0, "BuGang", "F4")
    else:
        log.draw(0, "J3").play(0, "J3").idle(1, 2).draw(3, "F4").play(3, "F4")
        log.claim(0, "Gang", "F4", "F4", 3)
    log.draw(0, "J1")
    record = check(log, log.win(0, "J1", None, kong=True), self_drawn=True, kong_draw=True)
    assert "out_with_replacement_tile" in {f["key"] for f in record["fans"]}


def test_a_draw_that_does_not_follow_a_kong_is_no_kong_draw():
    log = Log(deals("F4 F4 F4 F4 W2 W3 W4 T5 T5 T5 B7 B8 J1"), reserved="J1 B9")
    log.draw(0, "B9").own_kong(0, "AnGang", "F4").draw(0, "J3").play(0, "J3").idle(1, 3).draw(0, "J1")
    check(log, log.win(0, "J1", None), kong_draw=False)


# --- the last tile -------------------------------------------------------------------------------------------


def test_the_last_tile_is_when_the_next_players_wall_is_empty_not_the_drawers():
    # player 0 chows twice, so draws twice less: player 1's wall is empty while player 0's holds one
    log = Log(deals("W2 W3 T2 T3 B1 B2 B3 B7 B8 B9 J1 F4 F4"), reserved="J1")
    log.idle(0, 3).turn(3, "W4").claim(0, "Chi", "W3", "W4", 3).play(0, "F4")
    log.idle(1, 2).turn(3, "T4").claim(0, "Chi", "T3", "T4", 3).play(0, "F4")
    log.idle(1, 3).idle(0, 4 * 18)
    log.draw(0, "J1")
    assert log.walls == [1, 0, 0, 0]
    check(log, log.win(0, "J1", None, last=True), last_tile=True)


def test_a_drawers_empty_wall_is_no_last_tile_while_the_next_wall_holds_tiles():
    log = Log(deals(READY), reserved="J1")
    log.idle(0, 80).draw(0, "J1")  # player 0's wall is now empty, player 1's is not
    assert log.walls == [0, 1, 1, 1]
    check(log, log.win(0, "J1", None, last=False), last_tile=False)


def test_a_win_on_a_discard_is_on_the_last_tile_when_the_wall_after_the_discarder_is_empty():
    log = Log(deals(READY), reserved="J1")
    log.idle(0, 4 * 21 - 2)  # player 2 draws his last tile next
    log.draw(2, "J1").play(2, "J1")
    assert log.walls[3] == 1 and log.walls[2] == 0
    check(log, log.win(0, "J1", 2, last=False), last_tile=False)
    log = Log(deals(READY), reserved="J1")
    log.idle(0, 4 * 21 - 1)
    log.draw(3, "J1").play(3, "J1")  # the wall after player 3, player 0's, is empty
    assert log.walls == [0, 0, 0, 0]
    check(log, log.win(0, "J1", 3, last=True), last_tile=True)


def test_the_hand_is_drawn_when_the_player_due_to_draw_has_an_empty_wall():
    log = Log(deals(READY)).idle(0, 84).end("Huang", "Score 0 0 0 0")
    record = replay_match(log.text)
    assert (record["result"], record["fan_total"], record["scores"], record["agrees"]) == ("draw", 0, [0] * 4, True)


# --- the last copy (和绝张) ------------------------------------------------------------------------------------


LONG_WAIT = "B1 B2 B3 B4 B5 B6 B8 B9 T7 T8 T9 W5 W5"
"""A ready hand waiting on B7 alone (清龙 of dots), holding no B7."""


def test_three_passed_discards_make_the_last_copy():
    log = Log(deals(LONG_WAIT), reserved="B7")
    log.turn(0, "J3").turn(1, "B7").turn(2, "B7").turn(3, "B7").draw(0, "B7")
    check(log, log.win(0, "B7", None, fourth=True), fourth_tile=True)


def test_two_passed_discards_do_not():
    log = Log(deals(LONG_WAIT), reserved="B7")
    log.turn(0, "J3").turn(1, "B7").turn(2, "B7").draw(3, "B7").play(3, "B7")
    check(log, log.win(0, "B7", 3, fourth=False), fourth_tile=False)


def test_a_pung_shows_three_copies():
    log = Log(deals(LONG_WAIT, "B7 B7 T4 T5 T6 W1 W2 W3 T1 T2 T3 F1 F1"), reserved="B7")
    log.turn(0, "J3").turn(1, "J3").turn(2, "J3").turn(3, "B7").claim(1, "Peng", "B7", "B7", 3).play(1, "F1")
    log.idle(2, 2).draw(0, "B7")
    check(log, log.win(0, "B7", None, fourth=True), fourth_tile=True)


# --- winds ------------------------------------------------------------------------------------------------------


def win_of_player_2(wind: int, pung: str) -> dict:
    """Player 2 (seat W) wins self-drawn with a pung of ``pung`` and 清龙 of dots, under ``wind``."""
    deals = [
        "W1 W2 W3 W4 W5 W6 W7 W8 W9 T1 T2 T3 J1",
        "T4 T5 T6 T7 T8 T9 W1 W2 W3 W4 W5 W6 J2",
        f"{pung} {pung} {pung} B1 B2 B3 B4 B5 B6 B7 B8 B9 W7",
        "W7 W8 W9 T1 T2 T3 T4 T5 T6 T7 T8 T9 J3",
    ]
    log = Log(deals, wind=wind, reserved="W7")
    log.idle(0, 2).draw(2, "W7")
    return check(log, log.win(2, "W7", None), seat="W", round="ESWN"[wind])


def test_the_seat_wind_is_the_players_number_counted_from_east():
    keys = {f["key"] for f in win_of_player_2(0, "F3")["fans"]}
    assert "seat_wind" in keys and "prevalent_wind" not in keys


@pytest.mark.parametrize(("wind", "tile"), [(0, "F1"), (1, "F2"), (2, "F3"), (3, "F4")])
def test_the_prevalent_wind_is_the_wind_line_counted_from_east(wind, tile):
    keys = {f["key"] for f in win_of_player_2(wind, tile)["fans"]}
    assert "prevalent_wind" in keys and ("seat_wind" in keys) == (tile == "F3")


# --- payments and the judge's penalty ------------------------------------------------------------------------


def test_a_hu_below_eight_fans_is_the_judges_false_win():
    log = Log(deals("W2 W3 W4 W5 W6 W7 T2 T3 T4 B6 B7 B8 F1"), reserved="F1")
    log.draw(0, "J3").play(0, "J3").draw(1, "F1").play(1, "F1")
    log.end("Player 0 Hu F1", "Score -30 10 10 10")
    record = replay_match(log.text)
    assert (record["result"], record["scores"], record["agrees"]) == ("false-win", [-30, 10, 10, 10], True)
    assert 0 < record["fan_total"] < 8


def test_a_hu_of_tiles_that_do_not_win_is_a_false_win_when_the_log_penalises_it():
    log = Log(deals(READY))
    log.draw(0, "J3")
    log.end("Player 0 Hu J3", "Score -30 10 10 10")
    record = replay_match(log.text)
    assert (record["result"], record["fan_total"], record["fans"], record["agrees"]) == ("false-win", 0, [], True)


def test_a_hu_of_tiles_that_do_not_win_is_a_bad_event_when_the_log_pays_a_win():
    log = Log(deals(READY))
    log.draw(0, "J3")
    log.end("Player 0 Hu J3", "Fan 8 无番和*1", "Score 48 -16 -16 -16")
    record = replay_match(log.text)
    assert (record["kind"], record["line"], record["event"]) == ("not-winning", 8, "Player 0 Hu J3")
    assert record["error"].startswith("player 0's Hu does not win")


# --- comparison with the log ---------------------------------------------------------------------------------


def test_what_differs_from_the_log_is_named():
    log = Log(deals(READY), reserved="J1")
    log.draw(0, "J1")
    total, scores = log.win(0, "J1", None)
    right = log.text
    wrong_total = right.replace(f"Fan {total} ", f"Fan {total + 1} ")
    wrong_scores = right.replace("Score " + " ".join(map(str, scores)), "Score 1 2 3 -6")
    wrong_fans = right.replace("清龙*1", "花龙*1")
    assert replay_match(right)["disagreements"] == []
    assert replay_match(wrong_total)["disagreements"] == ["fan_total"]
    assert replay_match(wrong_scores)["disagreements"] == ["scores"]
    assert replay_match(wrong_fans)["disagreements"] == ["fans"]


def test_the_references_names_of_the_wait_fans_are_read_by_meaning():
    log = Log(deals(READY), reserved="J1")
    log.draw(0, "J1")
    log.win(0, "J1", None, names={"单钓将": "独听・单钓"})
    record = replay_match(log.text)
    assert record["agrees"] and {"name": "独听・单钓", "count": 1, "key": "single_wait"} in record["log_fans"]
