"""The worked example of examples/tournament: 16 players, 4 rounds, ranked as the hand-made sheet says.

The sheet below is what an organiser writes down from the 16 ledgers: each table's four players with
their match score (the session's net), their place and their table points (4, 2, 1, 0; tied players
share). The sums and the two rankings under it are worked out by hand from the sheet, not by the code.
"""

import pytest
from tournament_files import EXAMPLE, event_from, ledgers_of

from gbmj_cli.tournament.event import CHAINS, EventFile
from gbmj_cli.tournament.results import read_round
from gbmj_cli.tournament.standings import Standings, standings

# round -> tables -> (name, match score, place, table points), as each ledger's final standings give them
SHEET = {
    1: [
        [("Jin", 118, 1, 4), ("Hui", 20, 2, 2), ("Lu", -38, 3, 1), ("Fang", -100, 4, 0)],
        [("Pei", 95, 1, 4), ("Ivo", 45, 2, 2), ("Ola", -50, 3, 1), ("Gus", -90, 4, 0)],
        [("Ana", 64, 1, 3), ("Mei", 64, 1, 3), ("Bo", -40, 3, 1), ("Eve", -88, 4, 0)],  # Ana and Mei share 1st
        [("Dan", 150, 1, 4), ("Kai", -10, 2, 1.5), ("Ned", -10, 2, 1.5), ("Cai", -130, 4, 0)],  # 2nd shared
    ],
    2: [
        [("Bo", 104, 1, 4), ("Fang", 30, 2, 2), ("Gus", -50, 3, 1), ("Cai", -84, 4, 0)],
        [("Kai", 88, 1, 4), ("Mei", 12, 2, 2), ("Hui", -36, 3, 1), ("Pei", -64, 4, 0)],
        [("Eve", 132, 1, 4), ("Jin", 18, 2, 2), ("Ivo", -42, 3, 1), ("Ned", -108, 4, 0)],
        [("Lu", 76, 1, 4), ("Ana", 34, 2, 2), ("Dan", -20, 3, 1), ("Ola", -90, 4, 0)],
    ],
    3: [
        [("Hui", 96, 1, 4), ("Cai", 28, 2, 2), ("Eve", -44, 3, 1), ("Ola", -80, 4, 0)],
        [("Ivo", 120, 1, 4), ("Ana", 22, 2, 2), ("Fang", -46, 3, 1), ("Kai", -96, 4, 0)],
        [("Ned", 84, 1, 4), ("Gus", 40, 2, 2), ("Lu", -34, 3, 1), ("Mei", -90, 4, 0)],
        [("Jin", 66, 1, 4), ("Bo", 38, 2, 2), ("Pei", -24, 3, 1), ("Dan", -80, 4, 0)],
    ],
    4: [  # the snake draw from the standings after round 3
        [("Dan", 100, 1, 4), ("Jin", 36, 2, 2), ("Ned", -20, 3, 1), ("Ola", -116, 4, 0)],
        [("Kai", 90, 1, 4), ("Cai", 30, 2, 2), ("Ivo", -28, 3, 1), ("Pei", -92, 4, 0)],
        [("Lu", 110, 1, 4), ("Fang", 20, 2, 2), ("Eve", -54, 3, 1), ("Ana", -76, 4, 0)],
        [("Hui", 80, 1, 4), ("Gus", 20, 2, 2), ("Mei", -42, 3, 1), ("Bo", -58, 4, 0)],
    ],
}

# Worked by hand from the sheet: table points (sum), score (sum), places by round, best round's
# table points and how many rounds reached it, best round's score.
#   name   id     TP    score  places      best  times  best score
TOTALS = [
    ("Ana", "P01", 7, 44, (1, 2, 2, 4), 3, 1, 64),  # 3 + 2 + 2 + 0;  64 + 34 + 22 - 76
    ("Bo", "P02", 7, 44, (3, 1, 2, 4), 4, 1, 104),  # 1 + 4 + 2 + 0; -40 + 104 + 38 - 58
    ("Cai", "P03", 4, -156, (4, 4, 2, 2), 2, 2, 30),
    ("Dan", "P04", 9, 150, (1, 3, 4, 1), 4, 2, 150),
    ("Eve", "P05", 6, -54, (4, 1, 3, 3), 4, 1, 132),
    ("Fang", "P06", 5, -96, (4, 2, 3, 2), 2, 2, 30),
    ("Gus", "P07", 5, -80, (4, 3, 2, 2), 2, 2, 40),
    ("Hui", "P08", 11, 160, (2, 3, 1, 1), 4, 2, 96),
    ("Ivo", "P09", 8, 95, (2, 3, 1, 3), 4, 1, 120),
    ("Jin", "P10", 12, 238, (1, 2, 1, 2), 4, 2, 118),
    ("Kai", "P11", 9.5, 72, (2, 1, 4, 1), 4, 2, 90),  # 1.5 + 4 + 0 + 4
    ("Lu", "P12", 10, 114, (3, 1, 3, 1), 4, 2, 110),
    ("Mei", "P13", 6, -56, (1, 2, 4, 3), 3, 1, 64),
    ("Ned", "P14", 6.5, -54, (2, 4, 1, 3), 4, 1, 84),
    ("Ola", "P15", 1, -336, (3, 4, 4, 4), 1, 1, -50),
    ("Pei", "P16", 5, -85, (1, 4, 3, 4), 4, 1, 95),
]

# The 1998 chain: table points, score, best round, rounds at the best. Ana and Bo have 7 and 44 each;
# Bo's best round (a clear first, 4) beats Ana's (a shared first, 3). Eve and Mei: 6 each, -54 > -56;
# Gus, Pei and Fang: 5 each, -80 > -85 > -96.
RANKED_1998 = "Jin Hui Lu Kai Dan Ivo Bo Ana Ned Eve Mei Gus Pei Fang Cai Ola".split()
# 国标小助手's chain: table points, score, firsts, seconds, ... Ana and Bo have one first each (a shared
# first counts), and Ana has two seconds to Bo's one: Ana goes before Bo. The rest is as above.
RANKED_HELPER = "Jin Hui Lu Kai Dan Ivo Ana Bo Ned Eve Mei Gus Pei Fang Cai Ola".split()
# Teams: the sums of their members. Bamboo and Dots have 27 each; Bamboo's score 82 beats -70.
TEAMS = [
    ("Characters", 39.5, 519),  # Ivo 8 + Jin 12 + Kai 9.5 + Lu 10; 95 + 238 + 72 + 114
    ("Bamboo", 27, 82),  # Ana 7 + Bo 7 + Cai 4 + Dan 9; 44 + 44 - 156 + 150
    ("Dots", 27, -70),  # Eve 6 + Fang 5 + Gus 5 + Hui 11; -54 - 96 - 80 + 160
    ("Winds", 18.5, -531),  # Mei 6 + Ned 6.5 + Ola 1 + Pei 5; -56 - 54 - 336 - 85
]


def _event(chain: str = "1998") -> EventFile:
    text = EXAMPLE.read_text(encoding="utf-8").replace('tie_break = "1998"', f'tie_break = "{chain}"')
    event = event_from(text, str(EXAMPLE))
    assert isinstance(event, EventFile), event
    return event


def _standings(chain: str) -> Standings:
    event = _event(chain)
    ranked = standings(event, ledgers_of(event, EXAMPLE.parent))
    assert isinstance(ranked, Standings), ranked
    return ranked


def test_the_sheet_is_consistent():
    """The sheet's own arithmetic: 7 table points a table, scores summing to 0, the totals its sums."""
    for tables in SHEET.values():
        for table in tables:
            assert sum(points for *_, points in table) == 7
            assert sum(score for _, score, _, _ in table) == 0
    for name, _, points, score, places, *_ in TOTALS:
        rows = [row for tables in SHEET.values() for table in tables for row in table if row[0] == name]
        assert sum(r[3] for r in rows) == points and sum(r[1] for r in rows) == score
        assert tuple(r[2] for r in rows) == places


def test_each_table_settles_as_the_sheet_says():
    event = _event()
    ledgers = ledgers_of(event, EXAMPLE.parent)
    for number, tables in SHEET.items():
        result = read_round(event, number, ledgers)
        assert not hasattr(result, "problems"), result
        for table, expected in zip(result.tables, tables, strict=True):
            got = sorted(
                ((event.players[f.player].name, f.score, f.place, f.twelfths / 12) for f in table.finishes),
                key=lambda row: (row[2], -row[1], row[0]),
            )
            assert got == sorted(expected, key=lambda row: (row[2], -row[1], row[0]))


@pytest.mark.parametrize(("chain", "order"), [("1998", RANKED_1998), ("helper", RANKED_HELPER)])
def test_the_players_are_ranked_as_the_sheet(chain, order):
    ranked = _standings(chain)
    event = ranked.event
    assert [event.players[line.player].name for line in ranked.players] == order
    assert [line.rank for line in ranked.players] == list(range(1, 17))  # no tie is left on either chain
    by_name = {name: row for name, *row in TOTALS}
    for line in ranked.players:
        player_id, points, score, places, best, times, best_score = by_name[event.players[line.player].name]
        v = line.values
        assert event.players[line.player].id == player_id
        assert (v["table_points"] / 12, v["score"]) == (points, score)
        assert (v["best_round_points"] / 12, v["best_rounds"], v["best_round_score"]) == (best, times, best_score)
        assert (v["firsts"], v["seconds"], v["thirds"], v["fourths"]) == tuple(places.count(k) for k in (1, 2, 3, 4))
    assert ranked.event.chain == CHAINS[chain]


def test_the_teams_are_ranked_by_their_members_sums():
    ranked = _standings("1998")
    assert [(t.rank, t.team, t.values["table_points"] / 12, t.values["score"]) for t in ranked.teams] == [
        (rank, *team) for rank, team in enumerate(TEAMS, 1)
    ]
    bamboo = next(t for t in ranked.teams if t.team == "Bamboo")
    # its rounds: 3+1+0+4 = 8, 2+4+0+1 = 7, 2+2+2+0 = 6, 0+0+2+4 = 6 table points
    assert (bamboo.values["best_round_points"], bamboo.values["best_rounds"]) == (8 * 12, 1)


def test_a_shorter_chain_leaves_ties_shared():
    """A chain of table points and firsts alone: Ana and Bo (7 and one first each) share 7th place."""
    text = EXAMPLE.read_text(encoding="utf-8").replace('tie_break = "1998"', 'tie_break = ["table_points", "firsts"]')
    event = event_from(text, str(EXAMPLE))
    ranked = standings(event, ledgers_of(event, EXAMPLE.parent))
    shared = [(line.rank, line.tied, event.players[line.player].name) for line in ranked.players if line.rank == 7]
    assert shared == [(7, True, "Ana"), (7, True, "Bo")]  # in file order
    assert ranked.players[8].rank == 9


def test_after_round_two():
    event = _event()
    ranked = standings(event, ledgers_of(event, EXAMPLE.parent), after_round=2)
    top = [(line.rank, event.players[line.player].name, line.values["table_points"] / 12) for line in ranked.players]
    # Jin 4 + 2; Kai 1.5 + 4; Dan 4 + 1 (score 130) and Ana 3 + 2 (score 98)
    assert top[:4] == [(1, "Jin", 6), (2, "Kai", 5.5), (3, "Dan", 5), (4, "Ana", 5)]
