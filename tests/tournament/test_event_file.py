"""Every problem of an event file or of the ledgers it names is one sentence that names its file and
line; all of them are listed, and nothing is ranked or drawn (docs/tournament.md §5)."""

from pathlib import Path

import pytest
from tournament_files import event_from, ledgers_of

from gbmj_cli.tournament.draw import Draw, draw_round
from gbmj_cli.tournament.event import EventFile, Rejected
from gbmj_cli.tournament.standings import Standings, standings


def players(n: int) -> str:
    return "".join(f'[[players]]\nid = "P{i:02}"\nname = "N{i}"\n' for i in range(1, n + 1))


def sentences(result: object) -> list[str]:
    assert isinstance(result, Rejected), result
    return [problem.msg.text() for problem in result.problems]


def read(text: str) -> list[str]:
    return sentences(event_from(text))


HEAD = 'name = "Cup"\nrounds = 2\n'

# (event file, its problems): each case a few lines of TOML and every sentence it must give.
CASES = {
    "not TOML": ('name = "Cup"\nrounds =\n', ["event.toml:2: not valid TOML: invalid value (column 9)"]),
    "a misspelt key": (
        HEAD + "seeed = 1\n" + players(4),
        ["event.toml:3: unknown key 'seeed' in the event file; did you mean 'seed'?"],
    ),
    "no name, no rounds": (
        players(4),
        ["event.toml: the event file needs name", "event.toml: the event file needs rounds"],
    ),
    "bad values": (
        'name = "Cup"\nrounds = 0\ndraw = "snak"\nseed = 1.5\nbase = 0\n' + players(4),
        [
            "event.toml:2: rounds must be a whole number from 1 to 99, not 0",
            "event.toml:3: draw must be one of random, standing, snake, spread, not 'snak'; did you mean 'snake'?",
            "event.toml:4: seed must be a whole number or text, not 1.5",
            "event.toml:5: base must be a whole number from 1 to 1000, not 0",
        ],
    ),
    "an unknown chain": (
        HEAD + 'tie_break = "2000"\n' + players(4),
        ["event.toml:3: tie_break must be 1998, helper or a list of keys, not '2000'"],
    ),
    "a chain's keys": (
        HEAD + 'tie_break = ["table_points", "scor", "table_points"]\n' + players(4),
        [
            "event.toml:3: unknown tie-break key 'scor': the keys are table_points, score, best_round_points,"
            " best_rounds, firsts, seconds, thirds, fourths, best_round_score; did you mean 'score'?",
            "event.toml:3: tie-break key 'table_points' is listed twice",
        ],
    ),
    "no players": (
        HEAD,
        ["event.toml: the event has no players: list them as [[players]] tables with an id and a name"],
    ),
    "players not a multiple of four": (
        HEAD + players(6),
        [
            "event.toml:3: 6 players cannot sit at tables of four: the number of players must be a multiple of"
            " four (no byes)"
        ],
    ),
    "bad players": (
        HEAD + players(1) + '[[players]]\nid = "12"\nname = "Tom"\nteamm = "A"\n'
        '[[players]]\nid = "P01"\nname = "Twice"\n[[players]]\nname = "No id"\n',
        [
            "event.toml:7: id '12' cannot be used: a number",
            "event.toml:9: unknown key 'teamm' in player 2; did you mean 'team'?",
            "event.toml:11: player 3 has the id 'P01' of player 1",
            "event.toml:13: player 4 needs id",
        ],
    ),
    "bad rounds and tables": (
        HEAD + players(8) + '[round.3]\n[round.1]\ntables = 1\n[round.1.table.3]\nledger = "x.txt"\n'
        '[round.1.table.1]\nseats = ["P01", "P02", "P03"]\n[round.1.table.2]\nseats = ["P05", "P06", "p07", "P08"]\n',
        [
            "event.toml:27: '3' is not a round: the rounds are 1 to 2",
            "event.toml:29: unknown key 'tables' in round 1; did you mean 'table'?",
            "event.toml:30: '3' is not a table of round 1: the tables are 1 to 2",
            "event.toml:33: the seats of table 1 of round 1 must list four player ids (East, South, West, North),"
            " not ['P01', 'P02', 'P03']",
            "event.toml:35: 'p07' in table 2 of round 1 is not a player's id; did you mean 'P07'?",
        ],
    ),
    "a player at two tables of a round": (
        HEAD + players(8) + '[round.1.table.1]\nseats = ["P01", "P02", "P03", "P04"]\n'
        '[round.1.table.2]\nseats = ["P05", "P06", "P07", "P01"]\n',
        ["event.toml:29: P01 sits at tables 1 and 2 of round 1"],
    ),
    "a player seated twice at a table": (
        HEAD + players(4) + '[round.1.table.1]\nseats = ["P01", "P02", "P03", "P01"]\n',
        ["event.toml:16: P01 is seated twice at table 1 of round 1"],
    ),
    "scores": (
        HEAD + players(4) + '[round.1.table.1]\nscores = { P01 = 10, P02 = "x", P03 = 1, P05 = 0 }\n'
        '[round.2.table.1]\nscores = { P01 = 10 }\nledger = "x.txt"\n',
        [
            "event.toml:16: the score of P02 must be a whole number from -10000000 to 10000000, not 'x'",
            "event.toml:16: 'P05' in table 1 of round 1 is not a player's id; did you mean 'P04'?",
            "event.toml:18: the scores of table 1 of round 2 must give four players' match scores"
            " ({ ID = score, ... }), not { P01 = 10 }",
        ],
    ),
    "a ledger and scores": (
        HEAD + players(4) + '[round.1.table.1]\nledger = "x.txt"\nscores = { P01 = 1, P02 = 2, P03 = 3, P04 = -6 }\n',
        ["event.toml:17: table 1 of round 1 has both a ledger and scores; give one of them"],
    ),
    "scores of players not seated": (
        HEAD + players(8) + '[round.1.table.1]\nseats = ["P01", "P02", "P03", "P04"]\n'
        "scores = { P01 = 1, P02 = 2, P03 = 3, P05 = -6 }\n",
        ["event.toml:29: the scores of table 1 of round 1 are not those of the players seated there"],
    ),
    "a ledger named twice": (
        HEAD + players(4) + '[round.1.table.1]\nledger = "x.txt"\n[round.2.table.1]\nledger = "x.txt"\n',
        ["event.toml:18: the ledger x.txt is also the ledger of table 1 of round 1"],
    ),
}


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_a_bad_event_file_gives_each_problem_one_located_sentence(case):
    text, expected = CASES[case]
    assert read(text) == expected


def test_every_problem_is_listed_at_once():
    text = "\n".join(CASES[case][0] for case in ("bad values",)) + 'tie_break = "2000"\n'
    assert len(read(text)) == 5


# --- the ledgers --------------------------------------------------------------------------------

LEDGER = "players {names}\n1 win {a} {b} 12\n2 draw\n"


def ranked(tmp_path: Path, text: str, ledgers: dict[str, str], after: int | None = None) -> Standings | Rejected:
    for name, content in ledgers.items():
        (tmp_path / name).write_text(content, encoding="utf-8")
    event = event_from(text)
    assert isinstance(event, EventFile), event
    return standings(event, ledgers_of(event, tmp_path), after)


def table(round_: int, number: int, ledger: str, seats: str = "") -> str:
    return f'[round.{round_}.table.{number}]\n{seats}ledger = "{ledger}"\n'


def test_a_ledger_of_players_not_seated_at_its_table(tmp_path):
    text = HEAD + players(8) + table(1, 1, "t1.txt", 'seats = ["P01", "P02", "P03", "P04"]\n')
    ledger = LEDGER.format(names="N1 N2 N3 N5", a="N1", b="N2")
    assert sentences(ranked(tmp_path, text, {"t1.txt": ledger})) == [
        "t1.txt:1: the ledger's player 'N5' is P05 (N5), who is not seated at table 1 of round 1 (P01, P02, P03, P04)"
    ]


def test_a_ledger_player_who_is_not_in_the_event(tmp_path):
    text = HEAD + players(4) + table(1, 1, "t1.txt")
    ledger = LEDGER.format(names="N1 N2 N3 Zed", a="N1", b="N2")
    assert sentences(ranked(tmp_path, text, {"t1.txt": ledger})) == [
        "t1.txt:1: the ledger's player 'Zed' is none of the event's players (by id or name)"
    ]


def test_a_ledger_name_that_two_players_share_needs_the_id(tmp_path):
    text = HEAD + players(3) + '[[players]]\nid = "P04"\nname = "N1"\n' + table(1, 1, "t1.txt")
    ledger = LEDGER.format(names="N1 N2 N3 P04", a="N2", b="N3")
    assert sentences(ranked(tmp_path, text, {"t1.txt": ledger})) == [
        "t1.txt:1: the ledger's player 'N1' could be any of P01, P04; write the id"
    ]
    ledger = LEDGER.format(names="P01 N2 N3 P04", a="N2", b="N3")  # matched by id: settled
    assert isinstance(ranked(tmp_path, text, {"t1.txt": ledger}), Standings)


def test_a_ledger_naming_one_player_twice(tmp_path):
    text = HEAD + players(4) + table(1, 1, "t1.txt")
    ledger = LEDGER.format(names="N1 N2 N3 P01", a="N2", b="N3")
    assert sentences(ranked(tmp_path, text, {"t1.txt": ledger})) == [
        "t1.txt:1: the ledger's players 'N1' and 'P01' are both P01 (N1)"
    ]


def test_a_ledger_with_mistakes_gives_each_with_its_line(tmp_path):
    text = HEAD + players(4) + table(1, 1, "t1.txt")
    ledger = "players N1 N2 N3 N4\n1 win N1 Nx 12\n3 draw\n"
    assert sentences(ranked(tmp_path, text, {"t1.txt": ledger})) == [
        "t1.txt:2: unknown player 'Nx'; the players are N1, N2, N3, N4",
        "t1.txt:3: hand 2 is missing before hand 3; write `2 skip` if it was not played",
    ]


def test_a_ledger_that_cannot_be_read(tmp_path):
    text = HEAD + players(4) + table(1, 1, "missing.txt")
    assert sentences(ranked(tmp_path, text, {})) == [
        "event.toml:16: cannot read the ledger missing.txt: No such file or directory"
    ]


def test_a_player_at_two_tables_by_their_ledgers(tmp_path):
    text = HEAD + players(8) + table(1, 1, "t1.txt") + table(1, 2, "t2.txt")
    ledgers = {
        "t1.txt": LEDGER.format(names="N1 N2 N3 N4", a="N1", b="N2"),
        "t2.txt": LEDGER.format(names="N5 N6 N7 N1", a="N5", b="N6"),
    }
    assert sentences(ranked(tmp_path, text, ledgers)) == ["event.toml:29: P01 (N1) sits at tables 1 and 2 of round 1"]


def test_a_missing_round_and_a_table_without_results(tmp_path):
    text = HEAD + players(8) + table(2, 1, "t1.txt")
    ledgers = {"t1.txt": LEDGER.format(names="N1 N2 N3 N4", a="N1", b="N2")}
    assert sentences(ranked(tmp_path, text, ledgers)) == [
        "event.toml:2: round 1 has no results, but the standings after round 2 need it",
        "event.toml:27: table 2 of round 2 has no ledger or scores yet",
    ]


def test_standings_after_a_round_past_the_last(tmp_path):
    assert sentences(ranked(tmp_path, HEAD + players(4), {}, after=3)) == [
        "event.toml:2: there are no standings after round 3: the event's rounds are 1 to 2"
    ]


def test_the_standings_after_round_0_tie_everyone(tmp_path):
    result = ranked(tmp_path, HEAD + players(4), {})
    assert isinstance(result, Standings) and result.after_round == 0
    assert [(line.rank, line.tied) for line in result.players] == [(1, True)] * 4


# --- draws --------------------------------------------------------------------------------------


def drawn(tmp_path: Path, text: str, number: int) -> Draw | Rejected:
    event = event_from(text)
    assert isinstance(event, EventFile), event
    return draw_round(event, ledgers_of(event, tmp_path), number)


def test_a_round_past_the_last_is_not_drawn(tmp_path):
    assert sentences(drawn(tmp_path, HEAD + players(4), 3)) == [
        "event.toml:2: there is no round 3: the event's rounds are 1 to 2"
    ]


def test_a_standing_draw_needs_the_results_before_it(tmp_path):
    text = HEAD + 'draw = "standing"\n' + players(4)
    assert isinstance(drawn(tmp_path, text, 1), Draw)  # round 1: the players in file order
    assert sentences(drawn(tmp_path, text, 2)) == [
        "event.toml:2: round 1 has no results, but the standings after round 1 need it"
    ]


def test_an_earlier_round_written_without_all_its_tables(tmp_path):
    text = HEAD + players(8) + '[round.1.table.1]\nseats = ["P01", "P02", "P03", "P04"]\n'
    assert sentences(drawn(tmp_path, text, 2)) == [
        "event.toml:27: round 1 is written without its tables 2: write every table of a round, or none"
    ]
