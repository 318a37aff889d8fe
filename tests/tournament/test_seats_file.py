"""``draw --write``: the seats go into the event file's text, and nothing else in it changes."""

import tomllib

import pytest
from tournament_files import event_from

from gbmj_cli.tournament.draw import Draw
from gbmj_cli.tournament.event import EventFile, Rejected
from gbmj_cli.tournament.seats_file import seats_written, write_seats

SEATS = [["P01", "P02", "P03", "P04"], ["P05", "P06", "P07", "P08"]]
FILE = """# The cup, round 1 drawn by hand
name = "Cup"  # the name on the sheet
rounds = 2

[[players]]
id = "P01"
name = "N1"

# --- round 1
[round.1]
draw = "random"   # its own method

[round.1.table.2]   # the far table
ledger = "r1t2.txt"
seats = [ "P08",  # East
  "P07", "P06",
  "P05" ]  # North last

# --- round 2
[round.2.table.1]
ledger = "r2t1.txt"
"""


def test_the_seats_replace_add_and_append_and_the_rest_stays():
    written = write_seats(FILE, 1, SEATS)
    assert written is not None
    assert written == (
        FILE.replace(
            '[round.1.table.2]   # the far table\nledger = "r1t2.txt"\nseats = [ "P08",  # East\n  "P07", "P06",\n'
            '  "P05" ]  # North last\n',
            '[round.1.table.2]   # the far table\nledger = "r1t2.txt"\n'
            'seats = ["P05", "P06", "P07", "P08"]  # North last\n'
            '\n[round.1.table.1]\nseats = ["P01", "P02", "P03", "P04"]\n',
        )
    )
    data = tomllib.loads(written)
    assert data["round"]["1"]["table"]["1"]["seats"] == SEATS[0]
    assert data["round"]["1"]["table"]["2"] == {"ledger": "r1t2.txt", "seats": SEATS[1]}


def test_a_round_the_file_lacks_goes_at_its_end():
    written = write_seats(FILE.rstrip("\n"), 2, SEATS)  # (also without a last newline)
    assert written == FILE.replace(
        '[round.2.table.1]\nledger = "r2t1.txt"\n',
        '[round.2.table.1]\nseats = ["P01", "P02", "P03", "P04"]\nledger = "r2t1.txt"\n\n'
        '[round.2.table.2]\nseats = ["P05", "P06", "P07", "P08"]\n',
    )


def test_a_new_round_and_crlf_line_ends():
    text = 'name = "Cup"\r\nrounds = 3\r\n'
    written = write_seats(text, 3, SEATS[:1])
    assert written == 'name = "Cup"\r\nrounds = 3\r\n\r\n[round.3.table.1]\r\nseats = ["P01", "P02", "P03", "P04"]\r\n'


def test_quotes_and_backslashes_in_ids():
    written = write_seats('name = "x"\n', 1, [["a\\b", "c", "d", "e"]])
    assert written is not None and tomllib.loads(written)["round"]["1"]["table"]["1"]["seats"][0] == "a\\b"


@pytest.mark.parametrize(
    "text",
    [
        'name = "x"\nround.1.table.1.seats = ["P09", "P10", "P11", "P12"]\n',  # dotted keys
        'name = "x"\n[round.1]\ntable = { 1 = { ledger = "a.txt" } }\n',  # an inline table
        'name = "x"\n[round.1.table.1]\nseats = "P01"\n',  # not an array (the event file refuses it anyway)
    ],
)
def test_a_round_written_another_way_is_left_alone(text):
    assert write_seats(text, 1, SEATS[:1]) is None


def test_a_round_with_results_is_not_rewritten():
    players = "".join(f'[[players]]\nid = "P{i:02}"\nname = "N{i}"\n' for i in range(1, 5))
    text = 'name = "Cup"\nrounds = 1\n' + players + '[round.1.table.1]\nledger = "t.txt"\n'
    event = event_from(text)
    assert isinstance(event, EventFile)
    result = seats_written(event, text, Draw(1, "random", ((0, 1, 2, 3),), 0))
    assert isinstance(result, Rejected)
    assert [p.msg.text() for p in result.problems] == [
        "event.toml:15: round 1 has results already: its seats are not rewritten"
    ]
