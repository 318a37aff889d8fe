"""Settling ledgers (docs/session.md §7, §8): every event's payments, claims, false wins, the end, standings, hand=."""

import itertools

import pytest

import gbmj_cli.table.session as session_module
from gbmj_cli.table.ledger import Event, Ledger, Player, Settings
from gbmj_cli.table.ledger_reader import read_ledger
from gbmj_cli.table.seating import seat_winds
from gbmj_cli.table.session import SessionResult, override, settle
from gbmj_cli.table.standings import placings, table_points

NAMES = ("Ana", "Bo", "Chen", "Dan")
PLAYERS = tuple(Player(name) for name in NAMES)


def settled(text: str, **settings) -> SessionResult:
    result = settle(override(read_ledger("players Ana Bo Chen Dan\n" + text), **settings))
    assert result.errors == (), result.errors
    return result


def deltas(text: str, hand: int = 1, **settings) -> tuple[int, ...]:
    return settled(text, **settings).hands[hand - 1].deltas


def fans_of(result: SessionResult, hand: int) -> dict[str, int]:

    (score,) = [e.score for e in result.hands[hand - 1].events if e.score is not None]
    return {f.fan.key: f.count for f in score.fans}


# --- every event's payments (§7.1, §7.4-§7.6); hand 1: Ana E, Bo S, Chen W, Dan N ---------------


@pytest.mark.parametrize(
    "line, expected",
    [
        pytest.param("1 win Bo Ana 13", (-21, 37, -8, -8), id="win"),
        pytest.param("1 tsumo Chen 24", (-32, -32, 96, -32), id="tsumo"),
        pytest.param("1 rob Chen Dan 9", (-8, -8, 33, -17), id="rob"),
        pytest.param("1 draw", (0, 0, 0, 0), id="draw"),
        pytest.param("1 skip", (0, 0, 0, 0), id="skip"),
        pytest.param("1 end", (0, 0, 0, 0), id="end"),
        pytest.param("1 escape Dan", (0, 0, 0, -80), id="escape"),
        pytest.param("1 penalty Bo 10\n1 draw", (0, -10, 0, 0), id="penalty-deducted"),
        pytest.param("1 penalty Bo -10 to=Dan\n1 draw", (0, -10, 0, 10), id="penalty-to-a-player"),
        pytest.param("1 penalty Bo 10 to=each\n1 draw", (10, -30, 10, 10), id="penalty-to-each"),
    ],
)
def test_event_payments(line, expected):
    assert deltas(line + "\n") == expected


@pytest.mark.parametrize(
    "policy, level, expected, disqualified",
    [
        ("1998", "cuohe", (-30, 10, 10, 10), False),
        ("1998", "zhahe", (-60, 20, 20, 20), False),
        ("1998", "deliberate", (0, 0, 0, 0), True),
        ("gb", "cuohe", (-30, 10, 10, 10), False),
        ("gb", "zhahe", (-30, 10, 10, 10), False),
        ("gb", "deliberate", (-30, 10, 10, 10), False),
    ],
)
def test_false_win_payments_under_both_policies(policy, level, expected, disqualified):
    result = settled(f"1 false Ana level={level}\n1 draw\n", false_win=policy)
    assert result.hands[0].deltas == expected
    assert result.hands[0].events[0].disqualified is disqualified
    assert result.standings[-1].disqualified is disqualified


def test_base_and_escape_multiplier_change_the_payments():
    assert deltas("1 win Bo Ana 13\n", base=5) == (-18, 28, -5, -5)
    assert deltas("1 tsumo Bo 10\n", base=1) == (-11, 33, -11, -11)
    assert deltas("1 escape Bo\n", base=5, escape=3) == (0, -15, 0, 0)
    assert deltas("1 escape Bo\n", escape=0) == (0, 0, 0, 0)


def test_a_false_winner_keeps_playing_and_pays_normally():
    # Dan's false win, then Dan deals in: both payments count.
    assert deltas("1 false Dan\n1 win Bo Dan 8\n") == (10 - 8, 10 + 32, 10 - 8, -30 - 16)


def test_events_of_a_hand_settle_in_any_order():
    assert deltas("1 win Bo Ana 8\n1 penalty Chen 5 to=Ana\n1 false Dan\n") == deltas(
        "1 false Dan\n1 penalty Chen 5 to=Ana\n1 win Bo Ana 8\n"
    )


# --- several claims (§7.2) --------------------------------------------------------------------------


@pytest.mark.parametrize("discarder", range(4), ids=NAMES)
def test_the_first_claimant_after_the_discarder_wins_in_every_position_and_order(discarder):
    for hand in range(1, 17):
        seats = seat_winds(hand, "competition")
        others = [p for p in range(4) if p != discarder]
        for size in (2, 3):
            for claim in itertools.permutations(others, size):
                winner = min(claim, key=lambda c: (seats[c] - seats[discarder]) % 4)
                lines = "".join(f"{n} skip\n" for n in range(1, hand))
                lines += f"{hand} win {','.join(NAMES[c] for c in claim)} {NAMES[discarder]} 10\n"
                result = settled(lines)
                (event,) = result.hands[-1].events
                assert event.player == winner, (hand, claim)
                assert result.hands[-1].deltas[winner] == 34 and result.hands[-1].deltas[discarder] == -18
                assert event.claimants[0].player == winner
                assert sorted(c.player for c in event.claimants) == sorted(claim)


def test_claimants_report_their_relation_to_the_discarder_in_play_order():
    # Hand 4: Ana S, Bo W, Chen N, Dan E. Chen discards: Dan (E) is next, Ana opposite, Bo previous.
    result = settled("1 draw\n2 draw\n3 draw\n4 win Bo,Ana,Dan Chen 8\n")
    event = result.hands[3].events[0]
    assert [(NAMES[c.player], c.relation) for c in event.claimants] == [
        ("Dan", "next"),
        ("Ana", "opposite"),
        ("Bo", "previous"),
    ]


def test_a_robbed_kong_with_two_claimants_goes_to_the_first_after_the_player_who_added_it():
    # Hand 1: Dan (N) adds the kong; Ana (E) is Dan's 下家, Chen (W) Dan's 上家.
    result = settled("1 rob Chen,Ana Dan 8\n")
    assert result.hands[0].deltas == (32, -8, -8, -16)
    assert result.standings[0].player == 0 and result.standings[-1].dealt_in == 1


# --- disqualification, escape, end, status (§7.4, §7.6) -----------------------------------------


def test_a_disqualified_player_is_placed_last_with_no_table_points_and_later_hands_still_settle():
    result = settled("1 false Ana level=deliberate\n1 draw\n2 tsumo Ana 88\n3 win Bo Ana 8\n")
    assert [h.deltas for h in result.hands][1] == (288, -96, -96, -96)
    ana = next(s for s in result.standings if s.player == 0)
    assert ana.total > 0 and ana.disqualified and (ana.place, ana.twelfths) == (4, 0)
    # Bo -64, Chen and Dan -104: they share places 2-3 of the three who are ranked.
    assert [(s.player, s.place, s.twelfths) for s in result.standings[:3]] == [(1, 1, 48), (2, 2, 18), (3, 2, 18)]


def test_an_escape_ends_the_session_and_leaves_its_hand_unfinished():
    result = settled("1 draw\n2 penalty Bo 5\n2 escape Dan\n")
    assert result.status == "escaped" and result.hands[-1].outcome == "unfinished"
    assert result.hands[-1].deltas == (0, -5, 0, -80)
    assert result.balance is not None and (result.balance.deducted, result.balance.escape) == (-5, -80)
    assert [(u.event, u.amount) for u in result.unbalanced] == [("penalty", -5), ("escape", -80)]
    assert next(s for s in result.standings if s.player == 3).escaped


@pytest.mark.parametrize(
    "text, status, played",
    [
        ("".join(f"{n} draw\n" for n in range(1, 17)), "complete", 16),
        ("".join(f"{n} draw\n" for n in range(1, 16)) + "16 draw\n16 end note=time\n", "complete", 16),
        ("1 draw\n2 skip\n3 end note=time\n", "ended", 1),
        ("1 draw\n2 win Bo Ana 8\n2 end\n", "ended", 2),
        ("1 draw\n2 win Bo Ana 8\n", "in-progress", 2),
        ("1 draw\n2 penalty Bo 5\n", "in-progress", 1),
        ("", "in-progress", 0),
    ],
    ids=["complete", "complete-then-end", "ended", "ended-after-outcome", "in-progress", "hand-in-play", "empty"],
)
def test_status_and_hands_played(text, status, played):
    result = settled(text)
    assert (result.status, result.hands_played) == (status, played)


def test_a_skipped_hand_still_passes_the_deal():
    result = settled("1 skip\n2 tsumo Bo 8\n")
    assert result.hands[1].dealer == 1 and result.hands_played == 1


# --- standings (§8) ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "totals, disqualified, places, twelfths",
    [
        ((4, 3, 2, 1), (), (1, 2, 3, 4), (48, 24, 12, 0)),
        ((9, 9, 5, 0), (), (1, 1, 3, 4), (36, 36, 12, 0)),
        ((9, 5, 5, 0), (), (1, 2, 2, 4), (48, 18, 18, 0)),
        ((9, 5, 0, 0), (), (1, 2, 3, 3), (48, 24, 6, 6)),
        ((5, 5, 5, 0), (), (1, 1, 1, 4), (28, 28, 28, 0)),
        ((9, 0, 0, 0), (), (1, 2, 2, 2), (48, 12, 12, 12)),
        ((7, 7, 7, 7), (), (1, 1, 1, 1), (21, 21, 21, 21)),
        ((5, 5, 0, 0), (), (1, 1, 3, 3), (36, 36, 6, 6)),
        ((99, 5, 3, 1), (0,), (4, 1, 2, 3), (0, 48, 24, 12)),
        ((99, 5, 5, 5), (0,), (4, 1, 1, 1), (0, 28, 28, 28)),
        ((99, 9, 5, 99), (0, 3), (3, 1, 2, 3), (0, 48, 24, 0)),
    ],
    ids=[
        "no-tie",
        "two-for-1st-2nd",
        "two-for-2nd-3rd",
        "two-for-3rd-4th",
        "three-for-1st-3rd",
        "three-for-2nd-4th",
        "all-four",
        "two-pairs",
        "disqualified-leader",
        "disqualified-and-three-tied",
        "two-disqualified-tied",
    ],
)
def test_table_points_for_every_tie_pattern(totals, disqualified, places, twelfths):
    flags = tuple(p in disqualified for p in range(4))
    by_player = {p.player: p for p in placings(totals, flags)}
    assert tuple(by_player[p].place for p in range(4)) == places
    assert tuple(by_player[p].twelfths for p in range(4)) == twelfths
    assert all(by_player[p].tied == (places.count(places[p]) > 1) for p in range(4))
    if not disqualified:
        assert sum(twelfths) == 84


def test_table_points_are_whole_or_rounded_to_two_places():
    assert [table_points(t) for t in (48, 36, 28, 21, 18, 6, 0)] == [4, 3, 2.33, 1.75, 1.5, 0.5, 0]


def test_tied_players_are_listed_in_player_order():
    result = settled("1 tsumo Dan 8\n2 tsumo Bo 8\n")
    assert [(s.player, s.place, s.tied) for s in result.standings] == [
        (1, 1, True),
        (3, 1, True),
        (0, 3, True),
        (2, 3, True),
    ]


def test_standings_count_wins_dealing_in_false_wins_and_where_points_came_from():
    result = settled("1 win Bo Ana 8\n2 tsumo Bo 8\n2 false Chen\n3 rob Dan Bo 8\n3 penalty Ana 5 to=Bo\n")
    bo = next(s for s in result.standings if s.player == 1)
    assert (bo.wins, bo.self_drawn, bo.dealt_in, bo.false_wins) == (2, 1, 1, 0)
    assert bo.points_from == {"win": 32 + 48 - 16, "false_win": 10, "penalty": 5, "escape": 0}
    assert sum(bo.points_from.values()) == bo.net


# --- hand= (§7.3) --------------------------------------------------------------------------------


def test_hand_is_scored_with_the_seat_and_prevalent_winds_of_the_seating():
    text = "".join(f"{n} skip\n" for n in range(1, 6)) + '6 tsumo Dan hand="[SSSS1][234p]678s789m1m1m" kong-draw\n'
    competition, fixed = settled(text), settled(text, seating="fixed")
    assert fans_of(competition, 6)["seat_wind"] == 1 and fans_of(competition, 6)["prevalent_wind"] == 1
    assert "seat_wind" not in fans_of(fixed, 6) and fans_of(fixed, 6)["prevalent_wind"] == 1
    assert (competition.hands[5].events[0].total, fixed.hands[5].events[0].total) == (14, 12)
    assert (
        competition.hands[5].events[0].score_input
        == "[SSSS1][234p]678s789m1m1m --self-drawn --seat S --round S --kong-draw"
    )


def test_hand_without_a_total_pays_the_computed_total():
    result = settled('1 win Bo Ana hand="[EEE1][123m]456p789s1p1p" flowers=2\n')
    (event,) = result.hands[0].events
    assert event.total == 13 and result.hands[0].deltas == (-21, 37, -8, -8)
    assert fans_of(result, 1) == {"mixed_straight": 1, "prevalent_wind": 1, "single_wait": 1, "flower_tiles": 2}
    assert event.score_input == "[EEE1][123m]456p789s1p1p --seat S --round E --from E --flowers 2"


def test_a_declared_total_is_kept_when_hand_disagrees():
    result = settle(override(read_ledger('players Ana Bo Chen Dan\n1 win Bo Ana 20 hand="[EEE1][123m]456p789s1p1p"\n')))
    assert result.hands[0].deltas == (-28, 44, -8, -8)
    assert [(w.line, w.kind) for w in result.warnings] == [(2, "total-differs")]


def test_hand_words_name_base_rules_and_flags_in_the_order_of_gbmj_score():
    result = settled('1 win Bo Ana hand="[1111m][2222s1]345p678m9p9p" last-tile flowers=1\n', base=5, rules="mil")
    (event,) = result.hands[0].events
    assert event.score_input == (
        "[1111m][2222s1]345p678m9p9p --seat S --round E --from E --flowers 1 --last-tile --base 5 --rules mil"
    )
    assert fans_of(result, 1)["concealed_kong_and_melded_kong"] == 1


# --- ledgers built in code ------------------------------------------------------------------------


def test_a_ledger_built_in_code_settles_like_its_text():
    events = (
        Event(1, "win", claimants=("Bo",), discarder="Ana", total=13),
        Event(2, "tsumo", player="Chen", total=24),
        Event(3, "penalty", player="Dan", points=10, to="each"),
        Event(3, "draw"),
    )
    in_code = settle(Ledger(PLAYERS, events, Settings(start=100)))
    text = settled("1 win Bo Ana 13\n2 tsumo Chen 24\n3 penalty Dan 10 to=each\n3 draw\n", start=100)
    assert [h.totals for h in in_code.hands] == [h.totals for h in text.hands]
    assert in_code.standings == text.standings


def test_a_ledger_built_in_code_is_checked_too():
    result = settle(Ledger(PLAYERS, (Event(1, "win", claimants=("Eve",), discarder="Ana", total=8),)))
    assert result.status == "rejected"
    assert [(e.line, e.kind) for e in result.errors] == [(None, "player")]


@pytest.mark.parametrize(
    "kwargs",
    [
        {"hand": 17, "event": "draw"},
        {"hand": 1, "event": "wni"},
        {"hand": 1, "event": "win", "claimants": ("Bo",), "total": 8},
        {"hand": 1, "event": "tsumo", "player": "Bo"},
        {"hand": 1, "event": "draw", "player": "Bo"},
        {"hand": 1, "event": "win", "claimants": ("Bo",), "discarder": "Ana", "total": 8, "flags": ("kong-draw",)},
        {"hand": 1, "event": "penalty", "player": "Bo", "points": 0},
        {"hand": 1, "event": "tsumo", "player": "Bo", "total": 8, "flowers": 9},
    ],
)
def test_an_event_no_ledger_line_could_give_is_refused_when_built(kwargs):
    with pytest.raises(ValueError):
        Event(**kwargs)


def test_settings_out_of_range_are_refused_when_built():
    for bad in ({"base": 0}, {"escape": 101}, {"start": -1}, {"seating": "x"}, {"false_win": "x"}):
        with pytest.raises(ValueError):
            Settings(**bad)


# --- the balance check (§7.7) ---------------------------------------------------------------------


def test_a_hand_that_does_not_balance_is_an_internal_error(monkeypatch):
    monkeypatch.setattr(session_module, "by_player", lambda winner, discarder, total, base, rules: (1, 0, 0, 0))
    result = settle(override(read_ledger("players Ana Bo Chen Dan\n1 draw\n2 win Bo Ana 8\n")))
    assert result.status == "rejected" and result.hands == ()
    assert [(e.line, e.kind) for e in result.errors] == [(3, "internal")]
    assert "hand 2 does not balance (sum 1)" in result.errors[0].message
