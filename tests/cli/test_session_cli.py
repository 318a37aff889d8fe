"""`gbmj session` through Click's CliRunner: the worked examples, every error and warning, options, hostile input."""

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from gbmj_cli.cli.main import cli

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE_1 = ROOT / "examples" / "session-table3.txt"
EXAMPLE_1_CSV = ROOT / "examples" / "session-table3.csv"
EXAMPLE_2 = ROOT / "examples" / "session-club-night.txt"
PLAIN = {"COLUMNS": "100", "NO_COLOR": None, "FORCE_COLOR": None, "TTY_COMPATIBLE": None, "TTY_INTERACTIVE": None}
PLAYERS = 'players Ana Bo C="Chen Li" Dan\n'


def run(*args: str, data: bytes | str | None = None, **env: str | None):
    return CliRunner().invoke(cli, ["session", *args], input=data, env=PLAIN | env)


def ok(*args: str, data: bytes | str | None = None):
    result = run(*args, data=data)
    assert result.exit_code == 0, result.output
    return result


def record_of(*args: str, data: bytes | str | None = None) -> dict:
    return json.loads(ok(*args, "--format", "json", data=data).stdout)


def rejected_record(data: bytes | str, *args: str) -> dict:
    result = run("-", "--format", "json", *args, data=data)
    assert result.exit_code == 1, result.output
    return json.loads(result.stdout)


# --- worked example 1 (docs/session.md §11) --------------------------------------------------------------

EXAMPLE_1_HANDS = [
    # hand, round, dealer, seats, outcome, deltas, totals
    (1, "E", "王一", "ESWN", "win", [-21, 37, -8, -8], [-21, 37, -8, -8]),
    (2, "E", "李二", "NESW", "tsumo", [-32, -32, 96, -32], [-53, 5, 88, -40]),
    (3, "E", "张三", "WNES", "draw", [0, 0, 0, 0], [-53, 5, 88, -40]),
    (4, "E", "赵四", "SWNE", "win", [-38, -6, 2, 42], [-91, -1, 90, 2]),
    (5, "S", "李二", "SENW", "rob", [-8, -8, 33, -17], [-99, -9, 123, -15]),
    (6, "S", "王一", "ENWS", "draw", [0, -10, 0, 0], [-99, -19, 123, -15]),
    (7, "S", "赵四", "NWSE", "unfinished", [0, 0, 0, -80], [-99, -19, 123, -95]),
]
EXAMPLE_1_STANDINGS = [
    # place, player, total, table points, wins, self-drawn, dealt in, false wins,
    # from wins, false wins, penalties, escape
    (1, "张三", 123, 4, 2, 1, 0, 0, 113, 10, 0, 0),
    (2, "李二", -19, 2, 1, 0, 1, 0, -19, 10, -10, 0),
    (3, "赵四", -95, 1, 1, 0, 1, 0, -25, 10, 0, -80),
    (4, "王一", -99, 0, 0, 0, 1, 1, -69, -30, 0, 0),
]


def standing_row(st: dict) -> tuple:
    points = st["points_from"]
    return (
        st["place"], st["player"], st["total"], st["table_points"], st["wins"], st["self_drawn"], st["dealt_in"],
        st["false_wins"], points["win"], points["false_win"], points["penalty"], points["escape"],
    )  # fmt: skip


def test_example_1_json_hands_standings_balance_and_unbalanced():
    record = record_of(str(EXAMPLE_1))
    assert record["ledger"] == str(EXAMPLE_1) and record["input_format"] == "text"
    assert record["settings"] == {
        "base": 8, "rules": "1998", "seating": "competition", "false_win": "gb", "escape": 10, "start": 0,
        "title": None, "date": "2026-11-29", "table": "3", "minimum": 8,
        "payments": {"mode": "standard", "multiplier": 1, "cap": 0},
    }  # fmt: skip
    assert record["players"] == [
        {"name": "王一", "alias": "A", "start_seat": "E"},
        {"name": "李二", "alias": "B", "start_seat": "S"},
        {"name": "张三", "alias": "C", "start_seat": "W"},
        {"name": "赵四", "alias": "D", "start_seat": "N"},
    ]
    assert (record["status"], record["hands_played"]) == ("escaped", 6)
    hands = [
        (h["hand"], h["round"], h["dealer"], "".join(h["seats"]), h["outcome"], h["deltas"], h["totals"])
        for h in record["hands"]
    ]
    assert hands == EXAMPLE_1_HANDS
    assert [h["line"] for h in record["hands"]] == [5, 6, 7, 8, 10, 11, 13]
    assert [standing_row(st) for st in record["standings"]] == EXAMPLE_1_STANDINGS
    assert all(st["net"] == st["total"] and not st["tied"] and not st["disqualified"] for st in record["standings"])
    assert [st["table_points_12"] for st in record["standings"]] == [48, 24, 12, 0]
    assert [st["escaped"] for st in record["standings"]] == [False, False, True, False]
    assert record["balance"] == {"start": 0, "deducted": -10, "escape": -80, "sum": -90}
    assert record["unbalanced"] == [
        {"hand": 6, "line": 12, "event": "penalty", "player": "李二", "amount": -10},
        {"hand": 7, "line": 13, "event": "escape", "player": "赵四", "amount": -80},
    ]
    assert record["warnings"] == [] and record["errors"] == []


def test_example_1_json_events_as_in_the_abridged_record():
    hands = record_of(str(EXAMPLE_1))["hands"]
    win = hands[0]["events"][0]
    score = win.pop("score")
    assert win == {
        "line": 5, "event": "win", "note": None, "payments": [-21, 37, -8, -8], "player": "李二", "from": "王一",
        "claimants": [{"player": "李二", "relation": "next"}], "total": 13, "declared_total": 13,
        "tiles": "[EEE1][123m]456p789s1p1p", "flowers": 2, "flags": [],
    }  # fmt: skip
    assert score["input"] == "[EEE1][123m]456p789s1p1p --seat S --round E --from E --flowers 2"
    assert (score["fan_total"], score["flowers"], score["total"]) == (11, 2, 13)
    assert hands[3]["events"] == [
        {"line": 8, "event": "false", "note": None, "payments": [-30, 10, 10, 10], "player": "王一",
         "level": "cuohe", "amount": 10, "disqualified": False},
        {"line": 9, "event": "win", "note": None, "payments": [-8, -16, -8, 32], "player": "赵四", "from": "李二",
         "claimants": [{"player": "赵四", "relation": "opposite"}], "total": 8, "declared_total": 8, "tiles": None,
         "flowers": None, "flags": [], "score": None},
    ]  # fmt: skip
    assert hands[5]["events"][1] == {
        "line": 12, "event": "penalty", "note": "pung after 3 s", "payments": [0, -10, 0, 0], "player": "李二",
        "amount": 10, "to": None,
    }  # fmt: skip
    assert hands[6]["events"] == [
        {"line": 13, "event": "escape", "note": None, "payments": [0, 0, 0, -80], "player": "赵四", "amount": 80}
    ]
    assert hands[4]["events"][0]["claimants"] == [{"player": "张三", "relation": "next"}]


def spec_example_1_csv() -> str:
    """The complete CSV output of docs/session.md §11, as printed in the specification."""
    return (
        "hand,round,dealer,outcome,player,seat,role,win,false_win,penalty,escape,delta,total,place,table_points\n"
        "1,E,王一,win,王一,E,discarder,-21,0,0,0,-21,-21,,\n"
        "1,E,王一,win,李二,S,winner,37,0,0,0,37,37,,\n"
        "1,E,王一,win,张三,W,other,-8,0,0,0,-8,-8,,\n"
        "1,E,王一,win,赵四,N,other,-8,0,0,0,-8,-8,,\n"
        "2,E,李二,tsumo,王一,N,other,-32,0,0,0,-32,-53,,\n"
        "2,E,李二,tsumo,李二,E,other,-32,0,0,0,-32,5,,\n"
        "2,E,李二,tsumo,张三,S,winner,96,0,0,0,96,88,,\n"
        "2,E,李二,tsumo,赵四,W,other,-32,0,0,0,-32,-40,,\n"
        "3,E,张三,draw,王一,W,,0,0,0,0,0,-53,,\n"
        "3,E,张三,draw,李二,N,,0,0,0,0,0,5,,\n"
        "3,E,张三,draw,张三,E,,0,0,0,0,0,88,,\n"
        "3,E,张三,draw,赵四,S,,0,0,0,0,0,-40,,\n"
        "4,E,赵四,win,王一,S,other,-8,-30,0,0,-38,-91,,\n"
        "4,E,赵四,win,李二,W,discarder,-16,10,0,0,-6,-1,,\n"
        "4,E,赵四,win,张三,N,other,-8,10,0,0,2,90,,\n"
        "4,E,赵四,win,赵四,E,winner,32,10,0,0,42,2,,\n"
        "5,S,李二,rob,王一,S,other,-8,0,0,0,-8,-99,,\n"
        "5,S,李二,rob,李二,E,other,-8,0,0,0,-8,-9,,\n"
        "5,S,李二,rob,张三,N,winner,33,0,0,0,33,123,,\n"
        "5,S,李二,rob,赵四,W,discarder,-17,0,0,0,-17,-15,,\n"
        "6,S,王一,draw,王一,E,,0,0,0,0,0,-99,,\n"
        "6,S,王一,draw,李二,N,,0,0,-10,0,-10,-19,,\n"
        "6,S,王一,draw,张三,W,,0,0,0,0,0,123,,\n"
        "6,S,王一,draw,赵四,S,,0,0,0,0,0,-15,,\n"
        "7,S,赵四,unfinished,王一,N,,0,0,0,0,0,-99,,\n"
        "7,S,赵四,unfinished,李二,W,,0,0,0,0,0,-19,,\n"
        "7,S,赵四,unfinished,张三,S,,0,0,0,0,0,123,,\n"
        "7,S,赵四,unfinished,赵四,E,,0,0,0,-80,-80,-95,,\n"
        "final,,,,张三,,,113,10,0,0,123,123,1,4\n"
        "final,,,,李二,,,-19,10,-10,0,-19,-19,2,2\n"
        "final,,,,赵四,,,-25,10,0,-80,-95,-95,3,1\n"
        "final,,,,王一,,,-69,-30,0,0,-99,-99,4,0\n"
    )


@pytest.mark.parametrize("ledger", [EXAMPLE_1, EXAMPLE_1_CSV], ids=["text", "csv"])
def test_example_1_csv_byte_for_byte(ledger):
    result = ok(str(ledger), "--format", "csv")
    assert result.stdout == spec_example_1_csv()
    assert result.stderr == ""


def without_lines(value):
    """A record without its line numbers (and without what names the input), to compare two forms of a ledger."""
    if isinstance(value, dict):
        return {k: without_lines(v) for k, v in value.items() if k not in ("line", "ledger", "input_format")}
    if isinstance(value, list):
        return [without_lines(v) for v in value]
    return value


def test_example_1_csv_ledger_settles_to_the_json_of_the_text_ledger():
    text, csv = record_of(str(EXAMPLE_1)), record_of(str(EXAMPLE_1_CSV))
    assert csv["input_format"] == "csv" and [h["line"] for h in csv["hands"]] == [4, 5, 6, 7, 9, 10, 12]
    assert without_lines(csv) == without_lines(text)


# --- worked example 2 (docs/session.md §12) --------------------------------------------------------------

EXAMPLE_2_TOTALS = [
    [480, 536, 492, 492], [456, 512, 564, 468], [456, 512, 564, 468], [448, 504, 546, 502],
    [500, 496, 538, 466], [479, 475, 517, 529], [531, 407, 521, 541], [515, 455, 505, 525],
    [497, 447, 553, 493], [489, 427, 545, 529], [543, 409, 527, 511], [535, 447, 510, 498],
    [515, 507, 490, 478], [491, 499, 482, 518], [527, 491, 462, 510], [519, 483, 494, 494],
]  # fmt: skip
EXAMPLE_2_DELTAS = [
    [-20, 36, -8, -8], [-24, -24, 72, -24], [0, 0, 0, 0], [-8, -8, -18, 34], [52, -8, -8, -36],
    [-21, -21, -21, 63], [52, -68, 4, 12], [-16, 48, -16, -16], [-18, -8, 48, -32], [-8, -20, -8, 36],
    [54, -18, -18, -18], [-8, 38, -17, -13], [-20, 60, -20, -20], [-24, -8, -8, 40], [36, -8, -20, -8],
    [-8, -8, 32, -16],
]  # fmt: skip
EXAMPLE_2_SEATS = [
    "ESWN", "NESW", "WNES", "SWNE", "SENW", "ENWS", "NWSE", "WSEN",
    "NWES", "WSNE", "SEWN", "ENSW", "WNSE", "SWEN", "ESNW", "NEWS",
]  # fmt: skip
EXAMPLE_2_DEALERS = [
    "Ana", "Bo", "Chen Li", "Dan", "Bo", "Ana", "Dan", "Chen Li",
    "Chen Li", "Dan", "Bo", "Ana", "Dan", "Chen Li", "Ana", "Bo",
]  # fmt: skip


def test_example_2_json_every_hand():
    record = record_of(str(EXAMPLE_2))
    hands = record["hands"]
    assert [h["hand"] for h in hands] == list(range(1, 17))
    assert [h["deltas"] for h in hands] == EXAMPLE_2_DELTAS
    assert [h["totals"] for h in hands] == EXAMPLE_2_TOTALS
    assert ["".join(h["seats"]) for h in hands] == EXAMPLE_2_SEATS
    assert [h["dealer"] for h in hands] == EXAMPLE_2_DEALERS
    assert [h["round"] for h in hands] == list("EEEESSSSWWWWNNNN")
    assert [h["line"] for h in hands][:9] == [5, 6, 7, 8, 9, 10, 11, 13, 14]
    assert [hands[i]["line"] for i in (11, 15)] == [18, 23]
    assert [h["outcome"] for h in hands].count("draw") == 1
    assert (record["status"], record["hands_played"]) == ("complete", 16)


def test_example_2_json_standings_balance_and_warning():
    record = record_of(str(EXAMPLE_2))
    rows = [
        (st["place"], st["tied"], st["player"], st["total"], st["net"], st["table_points"], st["table_points_12"],
         st["wins"], st["self_drawn"], st["dealt_in"], st["false_wins"], st["points_from"])
        for st in record["standings"]
    ]  # fmt: skip
    assert rows == [
        (1, False, "Ana", 519, 19, 4, 48, 4, 1, 2, 0, {"win": 9, "false_win": 20, "penalty": -10, "escape": 0}),
        (2, True, "Chen Li", 494, -6, 1.5, 18, 3, 1, 4, 0, {"win": -26, "false_win": 20, "penalty": 0, "escape": 0}),
        (2, True, "Dan", 494, -6, 1.5, 18, 4, 1, 3, 0, {"win": -21, "false_win": 20, "penalty": -5, "escape": 0}),
        (4, False, "Bo", 483, -17, 0, 0, 4, 2, 1, 1, {"win": 38, "false_win": -60, "penalty": 5, "escape": 0}),
    ]
    assert record["balance"] == {"start": 2000, "deducted": -10, "escape": 0, "sum": 1990}
    assert record["unbalanced"] == [{"hand": 9, "line": 15, "event": "penalty", "player": "Ana", "amount": -10}]
    (warning,) = record["warnings"]
    assert (warning["line"], warning["hand"], warning["kind"]) == (10, 6, "total-differs")
    assert "declared total 13 kept" in warning["message"] and "scores 14" in warning["message"]
    assert record["hands"][5]["warnings"] == [warning]


def test_example_2_claimants_and_scored_hands():
    hands = record_of(str(EXAMPLE_2))["hands"]
    assert hands[3]["events"][0]["claimants"] == [
        {"player": "Dan", "relation": "next"},
        {"player": "Ana", "relation": "opposite"},
    ]
    assert hands[15]["events"][0]["claimants"] == [
        {"player": "Chen Li", "relation": "next"},
        {"player": "Ana", "relation": "opposite"},
        {"player": "Bo", "relation": "previous"},
    ]
    scored = {h["hand"]: e["score"] for h in hands for e in h["events"] if e.get("score") is not None}
    assert scored[1]["input"] == "[SSS3]123m456s789p5m5m --seat S --round E --from E --flowers 1"
    assert {f["key"]: f["count"] for f in scored[1]["fans"]} == {
        "mixed_straight": 1,
        "seat_wind": 1,
        "single_wait": 1,
        "flower_tiles": 1,
    }
    assert scored[5]["input"] == "123m456m789m5p5p23s4s --robbing-kong --seat S --round S --from W"
    assert scored[5]["total"] == 28 and hands[4]["events"][0]["total"] == 28
    assert scored[6]["input"] == "[SSSS1][234p]678s789m1m1m --self-drawn --seat S --round S --kong-draw"
    assert scored[6]["total"] == 14 and hands[5]["events"][0]["total"] == 13
    assert hands[6]["events"][0] == {
        "line": 11, "event": "false", "note": None, "payments": [20, -60, 20, 20], "player": "Bo", "level": "zhahe",
        "amount": 20, "disqualified": False,
    }  # fmt: skip


def test_example_2_csv_final_rows_and_hand_4():
    result = run(str(EXAMPLE_2), "--format", "csv")
    assert result.exit_code == 0
    rows = result.stdout.splitlines()
    assert rows[-4:] == [
        "final,,,,Ana,,,9,20,-10,0,19,519,1,4",
        "final,,,,Chen Li,,,-26,20,0,0,-6,494,2,1.5",
        "final,,,,Dan,,,-21,20,-5,0,-6,494,2,1.5",
        "final,,,,Bo,,,38,-60,5,0,-17,483,4,0",
    ]
    assert [r for r in rows if r.startswith("4,")] == [
        "4,E,Dan,win,Ana,S,other,-8,0,0,0,-8,448,,",
        "4,E,Dan,win,Bo,W,other,-8,0,0,0,-8,504,,",
        "4,E,Dan,win,Chen Li,N,discarder,-18,0,0,0,-18,546,,",
        "4,E,Dan,win,Dan,E,winner,34,0,0,0,34,502,,",
    ]
    assert len(rows) == 1 + 16 * 4 + 4
    assert result.stderr.startswith("Warning: line 10: declared total 13 kept")


def test_example_2_table_shows_names_numbers_notes_and_the_warning():
    out = (
        CliRunner()
        .invoke(cli, ["session", str(EXAMPLE_2), "--format", "table", "--lang", "en"], env=PLAIN | {"COLUMNS": "200"})
        .stdout
    )
    assert "Club night · table 2 · 2026-12-05 · complete" in out
    assert "win Dan ← Chen Li 10 (Ana also claimed; Dan is next after Chen Li)" in out
    assert "* hand 6: Out with Replacement Tile 8" in out and "(declared 13 kept)" in out
    assert "Warning: line 10: declared total 13 kept" in out
    assert "Sum of totals 1990 = 4 × 500 start − 10 deducted" in out
    assert re.search(r"^\s*2=\s+Chen Li\s+494\s+-6\s+1\.5\s", out, re.MULTILINE)
    assert re.search(r"^\s*4\s+Bo\s+483\s+-17\s+0\s+4\s+2\s+1\s+1\s+\+5", out, re.MULTILINE)
    assert "\x1b[" not in out  # no colour on a pipe


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", ["robbed kong", "self-drawn", "false win, not ready", "penalty Dan -5 → Bo", "Place"]),
        ("zh", ["抢杠和", "自摸", "诈和", "罚分 Dan -5 → Bo", "名次", "东 -20"]),
        (
            "both",
            ["抢杠和 robbed kong", "自摸 self-drawn", "诈和 false win, not ready", "花龙 Mixed Straight", "E -20"],
        ),
    ],
)
def test_table_words_follow_lang(lang, words):
    out = ok(str(EXAMPLE_2), "--format", "table", "--lang", lang).stdout
    for word in words:
        assert word in out, word


# --- every error of §9.2 ------------------------------------------------------------------------------

LONG = "x" * (64 * 1024)
ERRORS = [
    # id, ledger, extra args, line, kind, key phrase
    ("1-utf8", PLAYERS.encode() + b"1 draw \xff\n", (), 2, "input", "not valid UTF-8"),
    ("2-long-line", PLAYERS + f"1 draw note={LONG}\n", (), 2, "input", "longer than 64 KiB"),
    ("3-quote", PLAYERS + '1 draw note="abc\n', (), 2, "input", 'a quote (") is not closed'),
    ("4-csv-header", "#! players A B C D\nhand,player\n1,draw\n", ("--input-format", "csv"), 2, "input",
     "must start with hand,event"),
    ("4-csv-unknown-column", "#! players A B C D\nhand,event,plyer\n1,draw,\n", (), 2, "input",
     "unknown column 'plyer'"),
    ("4-csv-repeated-column", "#! players A B C D\nhand,event,note,Note\n1,draw\n", (), 2, "input",
     "column 'note' appears twice"),
    ("5-csv-extra-fields", "#! players A B C D\nhand,event,note\n1,draw,,x\n", (), 3, "input",
     "4 fields, but the header has 3 columns"),
    ("5-csv-open-quote", '#! players A B C D\nhand,event,note\n1,draw,"abc\n', (), 3, "input",
     "quoted field does not end on this line"),
    ("6-no-players", "1 draw\n", (), None, "setup", "no players line"),
    ("7-three-players", "players A B C\n1 draw\n", (), 1, "setup", "3 players named"),
    ("8-bad-name", "players A B C 12\n1 draw\n", (), 1, "setup", "'12' cannot be a player name"),
    ("8-name-twice", "players A=Ann a B C\n1 draw\n", (), 1, "setup", "'a' is used twice"),
    ("9-second-session", "session base=8\nsession base=9\n" + PLAYERS, (), 2, "setup", "a second session line"),
    ("10-players-after-hand", "session base=8\n1 draw\n" + PLAYERS, (), 3, "setup",
     "must come before the first hand (line 2)"),
    ("11-unknown-setting", "session bse=8\n" + PLAYERS, (), 1, "setup", "unknown setting 'bse'; did you mean 'base'?"),
    ("12-bad-seating", "session seating=x\n" + PLAYERS, (), 1, "setup", "seating must be competition or fixed"),
    ("12-bad-base", "session base=0\n" + PLAYERS, (), 1, "setup", "base must be a whole number from 1 to 1000"),
    ("13-bad-directive", "#! hello\n" + PLAYERS, (), 1, "setup", "a #! line must hold a session or players line"),
    ("14-no-hand-number", PLAYERS + "win Bo Ana 8\n", (), 2, "syntax", "no hand number"),
    ("15-not-a-line", PLAYERS + "hello world\n", (), 2, "syntax", "'hello' is not a hand number, session or players"),
    ("16-hand-17", PLAYERS + "17 draw\n", (), 2, "syntax", "there is no hand 17"),
    ("17-unknown-event", PLAYERS + "1 wni Bo Ana 8\n", (), 2, "syntax", "unknown event 'wni'; did you mean 'win'?"),
    ("18-arguments", PLAYERS + "1 win Bo Ana 8 9\n", (), 2, "syntax", "win takes WINNER [from] DISCARDER [TOTAL]"),
    ("19-claimants-spaced", PLAYERS + "1 win Bo, Dan Ana 8\n", (), 2, "syntax", "without spaces, as B,D"),
    ("20-option-not-taken", PLAYERS + "1 draw hand=123m\n", (), 2, "syntax", "draw takes no hand="),
    ("20-unknown-word", PLAYERS + "1 win Bo Ana 8 lasttile\n", (), 2, "syntax", "unknown word 'lasttile'"),
    ("20-option-twice", PLAYERS + "1 win Bo Ana 8 flowers=1 flowers=1\n", (), 2, "syntax", "flowers= is given twice"),
    ("20-self-drawn-flag", PLAYERS + "1 tsumo Bo 8 --self-drawn\n", (), 2, "syntax", "tsumo already means self-drawn"),
    ("20-csv-unused-column", "#! players A B C D\nhand,event,player,from,total\n1,tsumo,A,B,8\n", (), 3, "syntax",
     "tsumo takes no from"),
    ("21-flowers", PLAYERS + "1 win Bo Ana 9 flowers=9\n", (), 2, "syntax", "flowers must be 0 to 8"),
    ("21-level", PLAYERS + "1 false Bo level=x\n1 draw\n", (), 2, "syntax", "level must be cuohe, zhahe or deliberate"),
    ("22-total", PLAYERS + "1 win Bo Ana 1000\n", (), 2, "syntax", "the total must be a whole number from 8 to 999"),
    ("23-points", PLAYERS + "1 penalty Bo +10\n1 draw\n", (), 2, "syntax", "penalty points must be a whole number"),
    ("24-kong-draw-on-win", PLAYERS + "1 win Bo Ana 8 kong-draw\n", (), 2, "syntax", "kong-draw is a self-drawn win"),
    ("25-two-self-drawn", PLAYERS + "1 tsumo Bo,Dan 8\n", (), 2, "syntax", "a self-drawn win has one winner"),
    ("26-unknown-player", PLAYERS + "1 win Dna Ana 8\n", (), 2, "player",
     "unknown player 'Dna'; the players are Ana, Bo, Chen Li (C), Dan"),
    ("26-case-only", PLAYERS + "1 win bo Ana 8\n", (), 2, "player", "did you mean 'Bo'?"),
    ("27-own-discard", PLAYERS + "1 win Bo Bo 8\n", (), 2, "player", "Bo cannot win on Bo's own discard (use tsumo)"),
    ("27-claimant-twice", PLAYERS + "1 win Bo,Dan,Bo Ana 8\n", (), 2, "player",
     "Bo is named twice among the claimants"),
    ("28-penalty-to-self", PLAYERS + "1 penalty Bo 5 to=Bo\n1 draw\n", (), 2, "player",
     "cannot be paid to the player who is penalised"),
    ("29-hand-order", PLAYERS + "1 draw\n2 draw\n1 penalty Bo 5\n", (), 4, "structure", "hand 1 comes after hand 2"),
    ("30-hand-missing", PLAYERS + "1 draw\n3 draw\n", (), 3, "structure",
     "hand 2 is missing before hand 3; write `2 skip`"),
    ("30-first-hand", PLAYERS + "2 draw\n", (), 2, "structure", "hand 1 is missing before hand 2"),
    ("31-second-outcome", PLAYERS + "1 draw\n1 win Bo Ana 8\n", (), 3, "structure",
     "hand 1 already has an outcome (draw, line 2)"),
    ("32-no-outcome", PLAYERS + "1 penalty Bo 5\n1 false Dan\n2 draw\n", (), 3, "structure", "hand 1 has no outcome"),
    ("33-after-end", PLAYERS + "1 draw\n1 end\n2 draw\n", (), 4, "structure",
     "the session ended at line 3 (end); nothing may follow it"),
    ("34-false-in-skip", PLAYERS + "1 skip\n1 false Bo\n", (), 3, "structure", "hand 1 was not played (skip)"),
    ("35-false-winner-wins", PLAYERS + "1 false Bo\n1 win Dan,Bo Ana 8\n", (), 3, "rule",
     "Bo made a false win in hand 1 (line 2) and cannot win it"),
    ("35-reported-at-later-line", PLAYERS + "1 tsumo Bo 8\n1 false Bo\n", (), 3, "rule",
     "Bo made a false win in hand 1"),
    ("36-below-minimum", PLAYERS + "1 win Bo Ana 6\n", (), 2, "rule", "a total of 6 is below the 8-fan minimum"),
    ("36-flowers-off", PLAYERS + "1 win Bo Ana 9 flowers=2\n", (), 2, "rule", "is 7 fans, below the 8-fan minimum"),
    ("37-disqualified-twice", PLAYERS + "1 false Bo level=deliberate\n1 draw\n2 false Bo level=deliberate\n2 draw\n",
     (), 4, "rule", "Bo is already disqualified (line 2)"),
    ("38-hand-rejected", PLAYERS + "1 win Bo Ana hand=123m\n", (), 2, "hand", "hand= cannot be scored: found 3 tiles"),
    ("38-context", PLAYERS + '1 tsumo Bo hand="123m456m789m5p5p23s4s" kong-draw\n', (), 2, "hand",
     "hand= cannot be scored: --kong-draw needs a kong"),
    ("39-hand-below-minimum", PLAYERS + '1 win Bo Ana hand="123m345s678p234m5p5p"\n', (), 2, "hand",
     "hand= scores 4 fans without flowers, below the 8-fan minimum"),
    ("39-rules-1998", PLAYERS + '1 win Bo Ana hand="[1111m][2222s1]345p678m9p9p"\n', (), 2, "hand",
     "hand= scores 6 fans without flowers"),
]  # fmt: skip


@pytest.mark.parametrize("ledger, args, line, kind, phrase", [case[1:] for case in ERRORS], ids=[c[0] for c in ERRORS])
def test_every_error_is_reported_with_its_line_and_nothing_is_settled(ledger, args, line, kind, phrase):
    record = rejected_record(ledger, *args)
    assert record["status"] == "rejected"
    assert (record["hands"], record["standings"], record["balance"], record["unbalanced"]) == ([], [], None, [])
    assert record["hands_played"] == 0
    assert [(e["line"], e["kind"]) for e in record["errors"]] == [(line, kind)], record["errors"]
    assert phrase in record["errors"][0]["message"]
    for fmt in ("table", "csv"):
        result = run("-", "--format", fmt, *args, data=ledger)
        assert result.exit_code == 1 and result.stdout == ""
        where = f"line {line}: " if line is not None else ""
        assert result.stderr.splitlines()[0] == f"Error: {where}{record['errors'][0]['message']}"
        assert result.stderr.splitlines()[-1] == "1 error found; the ledger was not settled."


def test_a_hand_that_does_not_balance_is_an_internal_error_with_exit_1(monkeypatch):
    import gbmj_cli.table.session as session_module

    monkeypatch.setattr(session_module, "by_player", lambda winner, discarder, total, base, rules: (9, 0, 0, 0))
    result = run("-", "--format", "table", data=PLAYERS + "1 win Bo Ana 8\n")
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.startswith(
        "Error: line 2: internal error: hand 1 does not balance (sum 9); please report this"
    )


def test_two_independent_mistakes_give_exactly_two_messages():
    result = run("-", "--format", "csv", data=PLAYERS + "1 win Dna Ana 8\n2 draw\n3 tsumo Bo 8 flowers=9\n")
    assert result.exit_code == 1
    assert [line for line in result.stderr.splitlines() if line.startswith("Error:")] == [
        "Error: line 2: unknown player 'Dna'; the players are Ana, Bo, Chen Li (C), Dan",
        "Error: line 4: flowers must be 0 to 8, not '9'",
    ]
    assert result.stderr.splitlines()[-1] == "2 errors found; the ledger was not settled."


def test_an_unknown_event_word_is_not_also_a_missing_outcome():
    record = rejected_record(PLAYERS + "1 wni Bo Ana 8\n2 draw\n")
    assert [e["kind"] for e in record["errors"]] == ["syntax"]


def test_after_50_errors_the_rest_are_counted():
    result = run("-", "--format", "table", data=PLAYERS + "1 wni\n" * 60)
    errors = result.stderr.splitlines()
    assert [e for e in errors if e.startswith("Error: ")] == [
        f"Error: line {n}: " + errors[0].split(": ", 2)[2] for n in range(2, 52)
    ]
    assert errors[-2:] == ["... and 10 more errors", "60 errors found; the ledger was not settled."]


def test_warnings_are_not_printed_for_a_rejected_ledger_but_kept_in_json():
    data = "session false-win=gb\n" + PLAYERS + "1 false Bo level=zhahe\n1 draw\n2 wni\n"
    result = run("-", "--format", "json", data=data)
    assert result.exit_code == 1 and "Warning" not in result.stderr
    assert [w["kind"] for w in json.loads(result.stdout)["warnings"]] == ["level-ignored"]


# --- every warning of §9.3 ------------------------------------------------------------------------

WARNINGS = [
    ("total-differs", PLAYERS + '1 win Bo Ana 20 hand="[EEE1][123m]456p789s1p1p"\n', 2,
     "declared total 20 kept; hand= scores 11 (11 fans + 0 flowers); a confirmed total stands"),
    ("level-ignored", "session false-win=gb\n" + PLAYERS + "1 false Bo level=deliberate\n1 draw\n", 3,
     "level=deliberate has no effect under false-win=gb"),
    ("repeated-line", PLAYERS + "1 penalty Bo 10\n1 draw\n1 penalty Bo 10\n", 4,
     "line 4 repeats line 2; both are counted"),
]  # fmt: skip


@pytest.mark.parametrize("kind, ledger, line, phrase", WARNINGS, ids=[w[0] for w in WARNINGS])
def test_every_warning_is_reported_and_the_ledger_still_settles(kind, ledger, line, phrase):
    record = record_of("-", data=ledger)
    assert [(w["line"], w["kind"]) for w in record["warnings"]] == [(line, kind)]
    assert phrase in record["warnings"][0]["message"]
    csv = ok("-", "--format", "csv", data=ledger)
    assert csv.stderr.startswith(f"Warning: line {line}: ") and phrase in csv.stderr
    table = ok("-", "--format", "table", data=ledger)
    assert table.stderr == "" and f"Warning: line {line}: " in table.stdout and " !" in table.stdout


def test_a_repeated_penalty_is_counted_twice():
    record = record_of("-", data=PLAYERS + "1 penalty Bo 10\n1 draw\n1 penalty Bo 10\n")
    assert record["hands"][0]["deltas"] == [0, -20, 0, 0]


# --- options --------------------------------------------------------------------------------------


def test_command_line_settings_override_the_session_line():
    data = "session base=4 start=100 escape=2\n" + PLAYERS + "1 win Bo Ana 8\n2 escape Dan\n"
    record = record_of("-", "--base", "8", "--start", "0", data=data)
    assert (record["settings"]["base"], record["settings"]["start"], record["settings"]["escape"]) == (8, 0, 2)
    assert record["hands"][0]["deltas"] == [-16, 32, -8, -8] and record["hands"][1]["deltas"] == [0, 0, 0, -16]


def test_players_option_replaces_the_players_line():
    record = record_of("-", "--players", "A=王一, B=李二,C=张三,D=赵四", data="players x y\n1 win B A 8\n")
    assert [p["name"] for p in record["players"]] == ["王一", "李二", "张三", "赵四"]
    assert record["hands"][0]["events"][0]["player"] == "李二"


def test_fixed_seating_and_the_gb_policy_from_the_command_line():
    data = PLAYERS + "".join(f"{n} draw\n" for n in range(1, 5)) + "5 false Ana level=zhahe\n5 tsumo Dan 8\n"
    record = record_of("-", "--seating", "fixed", "--false-win", "gb", data=data)
    assert record["hands"][4]["dealer"] == "Ana" and record["hands"][4]["seats"] == ["E", "S", "W", "N"]
    assert record["hands"][4]["deltas"] == [-30 - 16, 10 - 16, 10 - 16, 10 + 48]


def test_rules_option_scores_hand_under_that_profile():
    data = PLAYERS + '1 win Bo Ana hand="[1111m][2222s1]345p678m9p9p"\n'
    record = record_of("-", "--rules", "MIL", data=data)
    assert record["settings"]["rules"] == "mil"
    score = record["hands"][0]["events"][0]["score"]
    assert score["rules"] == "mil" and score["input"].endswith(" --rules mil") and score["total"] == 8


@pytest.mark.parametrize(
    "args, message",
    [
        (["--base", "0"], "--base"),
        (["--seating", "x"], "--seating"),
        (["--false-win", "x"], "--false-win"),
        (["--escape", "101"], "--escape"),
        (["--start", "-1"], "--start"),
        (["--rules", "x"], "--rules"),
        (["--format", "ndjson"], "--format"),
        (["--players", "A,B,C"], "3 players named"),
        (["--players", "A,B,C,from"], "'from' cannot be a player name"),
        (["--rules", "1998", "--rules-file", "x.toml"], "cannot be combined"),
        (["--rules-file", "-"], "standard input"),
    ],
)
def test_usage_errors_exit_2(args, message):
    result = run("-", *args, data=PLAYERS)
    assert result.exit_code == 2 and message in result.stderr and result.stdout == ""


def test_a_missing_ledger_file_is_a_usage_error(tmp_path):
    result = run(str(tmp_path / "nope.txt"))
    assert result.exit_code == 2 and "does not exist" in result.stderr


def test_a_ledger_argument_is_required():
    assert run().exit_code == 2


CLUB = """name = "club"
description = "Our club: 明暗杠 5, 双暗杠 8, otherwise the 1998 rules"
extends = "1998"

[switches]
mixed_kong = "melded_concealed_5"

[fans.concealed_kong_and_melded_kong]
enabled = true

[fans.two_concealed_kongs]
points = 8
"""


def test_a_rules_file_that_cannot_be_loaded_exits_1_before_the_ledger_is_read(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("-", "--rules-file", "house.toml", data="not a ledger")
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr == "Error: house.toml: cannot read rules file house.toml: No such file or directory\n"


def test_rules_file_profile_scores_hand_and_names_the_rules(tmp_path):
    club = tmp_path / "club.toml"
    club.write_text(CLUB, encoding="utf-8")
    record = record_of(
        "-", "--rules-file", str(club), data=PLAYERS + '1 win Bo Ana hand="[1111m][2222s1]345p678m9p9p"\n'
    )
    assert record["settings"]["rules"] == "club"
    score = record["hands"][0]["events"][0]["score"]
    assert score["rules"] == "club" and score["total"] == 8 and "--rules" not in score["input"]
    assert next(f["key"] for f in score["fans"]) == "concealed_kong_and_melded_kong"


def test_csv_input_can_be_forced_and_text_input_too():
    csv = EXAMPLE_1_CSV.read_text(encoding="utf-8")
    assert record_of("-", "--input-format", "csv", data=csv)["input_format"] == "csv"
    assert run("-", "--input-format", "text", "--format", "json", data=csv).exit_code == 1


def test_json_is_the_default_on_a_pipe():
    record = json.loads(ok(str(EXAMPLE_1)).stdout)
    assert record["status"] == "escaped"


def test_the_table_states_status_settings_players_and_balance():
    out = ok(str(EXAMPLE_1), "--format", "table", "--lang", "en").stdout
    assert "table 3 · 2026-11-29 · escaped at hand 7 (赵四)" in out
    assert "rules 1998 · base 8 · seating competition · false win gb · escape 10 × 8 · start 0" in " ".join(out.split())
    assert "王一 (A) E · 李二 (B) S · 张三 (C) W · 赵四 (D) N" in out
    assert "false win 王一 -30" in out and "robbed kong 张三 ← 赵四 9 *" not in out
    assert "penalty 李二 -10 (to nobody)" in out and "escape 赵四 -80 (to nobody)" in out and "unfinished" in out
    assert "* hand 1: Mixed Straight 8, Prevalent Wind 2, Single Wait 1, Flower Tiles ×2 = 13" in out
    assert "Sum of totals -90 = 4 × 0 start − 10 deducted − 80 escape" in out
    assert re.search(r"^\s*3\s+赵四\s+-95\s+1\s+1\s+0\s+1\s+0\s+0\s+escaped", out, re.MULTILINE)


def test_the_table_shows_flags_given_without_hand():
    data = PLAYERS + "1 tsumo Bo 8 --last-tile kong-draw\n"
    assert "self-drawn Bo 8 last-tile kong-draw" in ok("-", "--format", "table", "--lang", "en", data=data).stdout
    assert "自摸 Bo 8 海底 杠上开花" in ok("-", "--format", "table", "--lang", "zh", data=data).stdout


def test_an_in_progress_table_says_its_points_are_provisional():
    out = ok("-", "--format", "table", "--lang", "en", data=PLAYERS + "1 draw\n2 tsumo Bo 8\n3 penalty Ana 5\n").stdout
    assert "in progress: 2 of 16 hands, table points provisional" in " ".join(out.split())


# --- hostile input ---------------------------------------------------------------------------------

HOSTILE = "\x1b[31m\u202e\x07\x9b\u2066"  # an escape sequence, a bidi override, a bell, a C1 CSI, an isolate
RAW = ("\x1b", "\u202e", "\x07", "\x9b", "\u2066")
BIDI = "\u202e\u2067"  # a name may hold these (they are not control characters), never a C0 or C1 one


def test_control_and_bidi_characters_from_the_ledger_never_reach_the_output_raw():
    data = (
        f'session title="T{HOSTILE}" table="{HOSTILE}"\nplayers "A{BIDI}x" B C D\n'
        f'1 tsumo "A{BIDI}x" 8 note="n{HOSTILE}"\n1 penalty B 5 to="A{BIDI}x"\n'
    )
    for fmt in ("table", "csv", "json"):
        result = ok("-", "--format", fmt, data=data)
        for raw in RAW + tuple(BIDI):
            assert raw not in result.stdout, (fmt, raw)
    raw_json = ok("-", "--format", "json", data=data).stdout
    record = json.loads(raw_json)
    assert record["players"][0]["name"] == f"A{BIDI}x" and record["settings"]["title"] == "T" + HOSTILE
    assert "\\u001b[31m\\u202e\\u0007\\u009b\\u2066" in raw_json
    table = ok("-", "--format", "table", data=data).stdout
    assert "A\\u202e\\u2067x" in table and "T\\x1b[31m\\u202e\\x07\\x9b\\u2066" in table


def test_names_in_error_messages_are_escaped_on_standard_error():
    result = run("-", "--format", "json", data=PLAYERS + f"1 win Bo{HOSTILE} Ana 8\n")
    assert result.exit_code == 1
    for raw in RAW:
        assert raw not in result.stderr and raw not in result.stdout
    assert "Bo\\x1b[31m\\u202e\\x07\\x9b\\u2066" in result.stderr


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"\xff\xfe\x00\x01",
        b"\x00" * 100,
        b"players A B C D\n" + b"9" * 10000 + b" draw\n1 penalty A " + b"9" * 5000 + b"\n",
        b"players A B C D\n1 win B A " + b"9" * 5000 + b"\n1 tsumo B 8 flowers=" + b"9" * 5000 + b"\n",
        b"\xef\xbb\xbf\r\n\r\n",
        b'players "a\nb" B C D\n',
        b"#! players A B C D\nhand,event\n" + b'"' * 1001 + b"\n",
        b"players A B C D\n1 win B A hand=" + b"[" * 30000 + b"\n",
    ],
    ids=["empty", "binary", "nul", "huge-numbers", "huge-total", "bom-blank", "newline-name", "quotes", "brackets"],
)
def test_hostile_ledgers_end_in_a_sentence_not_a_traceback(data):
    for fmt in ("table", "json", "csv"):
        result = run("-", "--format", fmt, data=data)
        assert result.exit_code in (0, 1), result.output
        assert isinstance(result.exception, SystemExit) or result.exception is None, result.exception
        assert "Traceback" not in result.output
        if result.exit_code == 1:
            assert result.stderr.startswith("Error: ")


# --- documentation --------------------------------------------------------------------------------


def test_the_session_page_documents_every_session_option():
    from gbmj_cli.cli.commands.session import session

    section = (ROOT / "docs" / "session.md").read_text(encoding="utf-8")
    for param in session.params:
        for option in param.opts:
            if option.startswith("--"):
                assert f"`{option}" in section, option


def test_the_session_page_library_example_is_examples_settle_in_code_and_runs():
    import subprocess
    import sys

    readme = (ROOT / "docs" / "session.md").read_text(encoding="utf-8")
    path = ROOT / "examples" / "settle_in_code.py"
    blocks = re.findall(r"^```python\n(.*?)^```", readme, re.DOTALL | re.MULTILINE)
    assert any("settle(Ledger(" in block and block.strip() in path.read_text(encoding="utf-8") for block in blocks)
    done = subprocess.run([sys.executable, str(path)], check=False, capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[:4] == ["1 Chen 562 4", "2 Bo 526 2", "3 Ana 470 1", "4 Dan 442 0"]


def test_a_table_on_an_output_that_cannot_encode_the_names_shows_them_as_escapes():
    result = CliRunner(charset="ascii").invoke(cli, ["session", str(EXAMPLE_1), "--format", "table"], env=PLAIN)
    assert result.exit_code == 0, result.output
    assert "\\u738b\\u4e00 (A) E" in result.stdout and "-95" in result.stdout


def test_a_three_way_tie_and_a_disqualification_in_json_and_csv():
    tie = record_of("-", data=PLAYERS + "1 penalty Dan 10 to=each\n1 draw\n")
    assert [(st["place"], st["tied"], st["table_points"], st["table_points_12"]) for st in tie["standings"]] == [
        (1, True, 2.33, 28),
        (1, True, 2.33, 28),
        (1, True, 2.33, 28),
        (4, False, 0, 0),
    ]
    assert ok("-", "--format", "csv", data=PLAYERS + "1 penalty Dan 10 to=each\n1 draw\n").stdout.splitlines()[-4:] == [
        "final,,,,Ana,,,0,0,10,0,10,10,1,2.33",
        "final,,,,Bo,,,0,0,10,0,10,10,1,2.33",
        "final,,,,Chen Li,,,0,0,10,0,10,10,1,2.33",
        "final,,,,Dan,,,0,0,-30,0,-30,-30,4,0",
    ]
    data = PLAYERS + "1 false Ana level=deliberate\n1 tsumo Bo 8\n2 tsumo Ana 88\n"
    record = record_of("-", data=data)
    assert record["hands"][0]["events"][0] == {
        "line": 2, "event": "false", "note": None, "payments": [0, 0, 0, 0], "player": "Ana", "level": "deliberate",
        "amount": 0, "disqualified": True,
    }  # fmt: skip
    last = record["standings"][-1]
    assert (last["player"], last["place"], last["table_points"], last["disqualified"]) == ("Ana", 4, 0, True)
    assert last["total"] == max(st["total"] for st in record["standings"])
    table = ok("-", "--format", "table", "--lang", "en", data=data).stdout
    assert "deliberate false win, disqualified Ana" in table and "disqualified" in table.splitlines()[-1]


@pytest.mark.parametrize("columns", ["200", "40"])
def test_a_hand_of_many_events_shows_each_on_its_line(columns):
    """The events cell is drawn a line at a time (one text of 16,000 lines took Rich 4 s), wide or
    stacked (where a cell's lines are joined)."""
    penalties = "".join(f"1 penalty Bo {n} note=n{n}\n" for n in range(1, 1000))
    result = CliRunner().invoke(
        cli,
        ["session", "-", "--format", "table"],
        input=PLAYERS + penalties + "1 draw\n",
        env=PLAIN | {"COLUMNS": columns},
    )
    assert result.exit_code == 0, result.output
    words = " ".join(result.stdout.split())  # the stacked view folds an event over lines
    shown = [int(m) for m in re.findall(r'-(\d+) \(to nobody\) "n\1"', words)]
    assert shown == list(range(1, 1000))
    # one line per event (docs/session.md §10.1), in the stacked view too: each event starts its own line
    assert sum(line.count("penalty Bo -") for line in result.stdout.splitlines() if "penalty Bo -" in line) == 999
    assert all(line.count("penalty Bo -") == 1 for line in result.stdout.splitlines() if "penalty Bo -" in line)
