"""``gbmj tournament draw|standings`` and ``gbmj chase`` on the command line: the JSON shapes, CSV,
``--write``, exit statuses; and their sentences in the catalogue (gbmj_cli/messages/catalogue.py)."""

import ast
import csv
import inspect
import io
import json
import re
import shutil
import string
from pathlib import Path

import pytest
from tournament_files import EXAMPLE

import gbmj_cli
from gbmj_cli.messages import t
from gbmj_cli.messages.catalogue import CATALOGUE

from clirun import ok, run

EVENT = str(EXAMPLE)
LEDGER = str(EXAMPLE.parent / "ledgers" / "round1-table3.txt")
PACKAGE = Path(gbmj_cli.__file__).resolve().parent
TABLE_1 = [["P10", "Jin"], ["P14", "Ned"], ["P04", "Dan"], ["P15", "Ola"]]  # round 4, table 1
CHAIN_1998 = ["best_round_points", "best_rounds"]


def test_draw_json_is_the_documented_shape():
    record = json.loads(ok("tournament", "draw", EVENT, "--round", "2", "--format", "json").stdout)
    assert list(record) == ["round", "seats", "repeat_meetings"]
    assert record["round"] == 2 and record["repeat_meetings"] == 0
    assert record["seats"][0] == {"table": 1, "seat": "E", "player": "P02"}
    assert sorted(s["player"] for s in record["seats"]) == [f"P{i:02}" for i in range(1, 17)]
    assert [s["seat"] for s in record["seats"][:4]] == ["E", "S", "W", "N"]


def test_draw_csv_and_table():
    rows = list(csv.reader(io.StringIO(ok("tournament", "draw", EVENT, "--round", "4", "--format", "csv").stdout)))
    assert rows[0] == ["table", "seat", "player", "name"]
    assert rows[1:5] == [["1", seat, *player] for seat, player in zip("ESWN", TABLE_1, strict=True)]
    out = ok("tournament", "draw", EVENT, "--round", "4", "--format", "table", "--lang", "en").stdout
    assert out.startswith("Round 4 · snake draw · 16 repeat meetings\n")  # (snake does not spread)


def test_standings_json_is_the_documented_shape():
    record = json.loads(ok("tournament", "standings", EVENT, "--format", "json").stdout)
    assert list(record) == ["after_round", "players", "teams"]
    assert record["after_round"] == 4
    assert record["players"][3] == {
        "rank": 4,
        "player": "P11",
        "name": "Kai",
        "team": "Characters",
        "table_points": 9.5,
        "score": 72,
        "best_round_points": 4,
        "best_rounds": 2,
    }
    assert record["teams"][0] == {
        "rank": 1,
        "team": "Characters",
        "members": ["P09", "P10", "P11", "P12"],
        "table_points": 39.5,
        "score": 519,
        "best_round_points": 11,
        "best_rounds": 2,
    }


def test_standings_csv_and_the_ema_results():
    rows = list(csv.reader(io.StringIO(ok("tournament", "standings", EVENT, "--format", "csv").stdout)))
    assert rows[0] == ["kind", "rank", "player", "name", "team", "table_points", "score", *CHAIN_1998]
    assert rows[1] == ["player", "1", "P10", "Jin", "Characters", "12", "238", "4", "2"]
    assert rows[17] == ["team", "1", "", "", "Characters", "39.5", "519", "11", "2"]
    ema = list(csv.reader(io.StringIO(ok("tournament", "standings", EVENT, "--ema").stdout)))
    assert ema[0] == ["rank", "player", "name", "team", "table_points", "score", "ema_base_rank"]
    assert [row[-1] for row in ema[1:]] == [str(round(1000 * (16 - r) / 15)) for r in range(1, 17)]
    assert ema[3] == ["3", "P12", "Lu", "Characters", "10", "114", "867"]  # 1000 x 13 / 15 = 866.7


def test_ema_takes_no_other_format():
    result = run("tournament", "standings", EVENT, "--ema", "--format", "json")
    assert result.exit_code == 2 and "--ema writes CSV" in result.stderr


def test_the_problems_are_listed_and_nothing_is_ranked(tmp_path):
    event = tmp_path / "cup.toml"
    event.write_text('name = "Cup"\nrounds = 0\nseeed = 1\n[[players]]\nid = "P1"\nname = "A"\n', encoding="utf-8")
    result = run("tournament", "standings", str(event))
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.splitlines() == [
        f"Error: {event}:2: rounds must be a whole number from 1 to 99, not 0",
        f"Error: {event}:3: unknown key 'seeed' in the event file; did you mean 'seed'?",
        f"Error: {event}:4: 1 player cannot sit at tables of four: the number of players must be a multiple of"
        " four (no byes)",
        "3 problems found; nothing was ranked.",
    ]
    result = run("tournament", "draw", str(event), "--round", "1", "--lang", "zh")
    assert result.exit_code == 1 and result.stderr.splitlines()[-1] == "发现 3 个问题；没有排座。"


def test_write_puts_the_seats_in_and_keeps_the_rest(tmp_path):
    folder = tmp_path / "cup"
    shutil.copytree(EXAMPLE.parent, folder)
    event = folder / EXAMPLE.name
    text = event.read_text(encoding="utf-8")
    start = text.index("# --- round 4")
    event.write_text(text[:start] + '# --- round 4\n[round.4]\ndraw = "snake"\n', encoding="utf-8")
    result = run("tournament", "draw", str(event), "--round", "4", "--write", "--format", "json")
    assert result.exit_code == 0, result.output
    assert result.stderr == f"wrote the seats of round 4 into {event}\n"
    written = event.read_text(encoding="utf-8")
    assert written.startswith(text[:start] + '# --- round 4\n[round.4]\ndraw = "snake"\n\n[round.4.table.1]\n')
    for table in range(1, 5):  # the seats written are those the example plays
        seats = text[text.index(f"[round.4.table.{table}]") :].splitlines()[1]
        assert f"[round.4.table.{table}]\n{seats}\n" in written
    again = run("tournament", "draw", str(event), "--round", "1", "--write")
    assert again.exit_code == 1 and event.read_text(encoding="utf-8") == written
    assert again.stderr.splitlines() == [
        f"Error: {event}:91: round 1 has results already: its seats are not rewritten",
        "1 problem found; the event file was not changed.",
    ]


def test_chase_json_is_the_documented_shape(tmp_path):
    ledger = tmp_path / "t.txt"
    ledger.write_text("".join(Path(LEDGER).read_text(encoding="utf-8").splitlines(keepends=True)[:8]))
    record = json.loads(ok("chase", str(ledger)).stdout)
    assert record["after_hand"] == 4
    assert record["chases"][0] == {
        "player": "Eve",
        "target": "Bo",
        "gap": 40,
        "self_drawn": 8,
        "off_target": 8,
        "off_third": 9,
    }
    assert ok("chase", LEDGER, "--format", "json").stdout == '{\n  "after_hand": 16,\n  "chases": []\n}\n'


def test_chase_of_a_ledger_with_mistakes():
    result = run("chase", "-", input="players A B C D\n1 win A E 8\n")
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.splitlines() == [
        "Error: line 2: unknown player 'E'; the players are A, B, C, D",
        "1 error found; the ledger was not settled.",
    ]


# --- the sentences --------------------------------------------------------------------------------

FUNCTIONS = ("Msg", "t", "say")
MODULES = [PACKAGE / "tournament", PACKAGE / "records" / "tournament.py", PACKAGE / "cli" / "tournament_view.py"]
MODULES += [PACKAGE / "cli" / "commands" / "tournament.py", PACKAGE / "cli" / "commands" / "chase.py"]


ID = re.compile(r"(tournament|tview|tlabel|tmethod)\.[a-z_]+")
MESSAGES = {key: entry for key, entry in CATALOGUE.items() if ID.fullmatch(key)}


def _named() -> set[str]:
    """The ids written in the code of tournaments (the catalogue's ids are checked by tests/test_messages.py)."""
    found: set[str] = set()
    for module in MODULES:
        for path in [module] if module.is_file() else sorted(module.glob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and ID.fullmatch(node.value):
                    found.add(node.value)
    return found


def test_every_id_the_code_names_is_an_entry_and_every_entry_is_used():
    named = _named()
    assert named <= set(MESSAGES), sorted(named - set(MESSAGES))
    assert set(MESSAGES) <= named, sorted(set(MESSAGES) - named)


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_every_entry_renders_in_both_languages_with_the_same_parameters(key):
    en, zh = MESSAGES[key]
    forms = list(en) if isinstance(en, tuple) else [en]
    fields = [{f for _, f, _, _ in string.Formatter().parse(form) if f} for form in forms]
    chinese = {f for _, f, _, _ in string.Formatter().parse(zh) if f}
    assert all(f == fields[0] for f in fields) and chinese <= fields[0], key
    params = dict.fromkeys(fields[0], "x")
    assert t(key, "en", **params) != t(key, "zh", **params)


def test_the_help_entries_are_the_commands_own():
    from click import Context

    from gbmj_cli.cli.commands.chase import chase
    from gbmj_cli.cli.commands.tournament import tournament

    assert CATALOGUE["help.tournament"][0] == inspect.cleandoc(tournament.help or "")
    assert CATALOGUE["help.chase"][0] == inspect.cleandoc(chase.help or "")
    options = {p.name: p.help for p in chase.get_params(Context(chase)) if p.name in ("input_format", "fmt")}
    english = (CATALOGUE["help.chase.input_format"][0], CATALOGUE["help.chase.format"][0])
    assert english == (options["input_format"], options["fmt"])
