"""`gbmj waits` through Click's CliRunner: records, tables, CSV and errors."""

import csv
import io
import json

from clirun import assert_rejected, fans_of, ok, run

# --- waits --------------------------------------------------------------------------------------


def test_waits_json_nine_gates_record():
    record = json.loads(ok("waits", "1112345678999p").stdout)
    assert record["hand"] == "1112345678999p" and record["tenpai"] is True and record["shanten"] == 0
    assert record["context"] == {
        "seat": "E",
        "round": "E",
        "flowers": 0,
        "last_tile": False,
        "kong_draw": False,
        "robbing_kong": False,
        "fourth_tile": False,
        "seen": "",
    }
    assert [w["tile"] for w in record["waits"]] == [f"{n}p" for n in range(1, 10)]
    nine = record["waits"][8]
    assert nine["left"] == 1
    assert (nine["discard"]["fan_total"], nine["discard"]["total"], nine["discard"]["meets_minimum"]) == (
        106,
        106,
        True,
    )
    assert fans_of(nine["discard"]) == {4: 1, 28: 1, 64: 1}
    assert fans_of(nine["self_drawn"]) == {4: 1, 28: 1, 64: 1, 80: 1}
    assert nine["self_drawn"]["fans"][0]["name_en"] == "Nine Gates"


def test_waits_left_counts_sets_and_a_kind_held_four_times_is_a_held_wait():
    record = json.loads(ok("waits", "[1111m1]2223m456s789p").stdout)
    # 1m completes the shape, but all four are in the kong: no fifth copy exists (docs/advice.md §4.3)
    assert {w["tile"]: w["left"] for w in record["waits"]} == {"3m": 3, "4m": 4}
    assert record["held_waits"] == ["1m"]


def test_waits_csv_rows():
    rows = list(csv.reader(io.StringIO(ok("waits", "123m456s555m79p99p", "--format", "csv").stdout)))
    assert rows == [
        [
            "tile",
            "left",
            "discard_total",
            "discard_meets_minimum",
            "self_drawn_total",
            "self_drawn_meets_minimum",
            "live",
        ],
        ["7p", "3", "6", "false", "8", "true", "3"],
        ["8p", "4", "11", "true", "13", "true", "4"],
    ]


WAIT_NAMES = {f"{n}p" for n in range(1, 10)}


def test_waits_table_sorts_by_discard_total():
    out = ok("waits", "1112345678999p", "--format", "table", "--lang", "en").stdout
    tiles = [
        line.split()[0]
        for line in out.splitlines()
        if line.split()[:1] and line.split()[0] in WAIT_NAMES and line.split()[1].isdigit()
    ]
    assert tiles[:2] == ["1p", "9p"] and tiles[2:4] == ["2p", "8p"]
    assert "tenpai: 9 tile kinds, 23 left" in out
    assert "Nine Gates" in out


def test_waits_table_marks_totals_below_minimum():
    out = ok("waits", "[EEE1]123m456p78s55p", "--format", "table", "--lang", "en").stdout
    assert any(line.split()[:6] == ["6s", "4", "4", "4", "(<8)", "5"] for line in out.splitlines())


def test_waits_kong_draw_and_robbing_kong_leave_one_variant():
    record = json.loads(ok("waits", "[1111m1]2223m456s789p", "--kong-draw").stdout)
    assert all(w["discard"] is None and w["self_drawn"] for w in record["waits"])
    assert 46 in fans_of(record["waits"][0]["self_drawn"])
    record = json.loads(ok("waits", "123m456s555m79p99p", "--robbing-kong").stdout)
    closed = record["waits"][1]
    assert closed["self_drawn"] is None and 47 in fans_of(closed["discard"])
    csv_out = ok("waits", "123m456s555m79p99p", "--robbing-kong", "--format", "csv").stdout
    # 7p: you hold another 7p, so no one can rob a kong of it either way.
    assert csv_out.splitlines()[1:] == ["7p,3,,,,,3", "8p,4,19,true,,,4"]


def test_waits_table_names_the_win_whose_fans_it_lists_and_says_when_none_is_possible():
    out = ok("waits", "[1111m1]2223m456s789p", "--kong-draw", "--format", "table", "--lang", "en").stdout
    assert "Fans (self-drawn win)" in out and "Out with Replacement Tile" in out
    out = ok("waits", "123m456s555m79p99p", "--robbing-kong", "--format", "table", "--lang", "en").stdout
    assert "Fans (discard win)" in out
    row = next(line for line in out.splitlines() if line.startswith(" 7p"))
    assert "impossible with these flags" in row


def test_waits_fourth_tile_is_impossible_for_a_tile_held():
    record = json.loads(ok("waits", "[1111m1]2223m456s789p", "--fourth-tile").stdout)
    by_tile = {w["tile"]: w for w in record["waits"]}
    assert by_tile["3m"]["discard"] is None and by_tile["3m"]["self_drawn"] is None
    assert 58 in fans_of(by_tile["4m"]["discard"])


def test_waits_not_tenpai_gives_shanten():
    record = json.loads(ok("waits", "159m159s159pESWN").stdout)
    assert (record["tenpai"], record["shanten"], record["waits"]) == (False, 3, [])
    out = ok("waits", "159m159s159pESWN", "--format", "table", "--lang", "en").stdout
    assert "not tenpai: shanten 3 (3 useful draws away from ready)" in out
    out = ok("waits", "123m456s789p11p5p9p", "--format", "table", "--lang", "en").stdout
    assert "shanten 1 (1 useful draw away from ready)" in out


def test_waits_special_forms_are_waits():
    record = json.loads(ok("waits", "19m19s19pESWNCFP").stdout)
    assert len(record["waits"]) == 13 and fans_of(record["waits"][0]["discard"]) == {7: 1}


def test_waits_rejects_a_winning_hand_with_a_pointer_to_score():
    assert_rejected(run("waits", "1112345678999p9p"), "gbmj score")


def test_waits_rejects_a_contradiction_that_holds_for_every_tile():
    assert_rejected(run("waits", "1112345678999p", "--kong-draw"), "--kong-draw needs a kong")


def test_waits_parse_error_has_a_caret():
    lines = assert_rejected(run("waits", "111234567899p9q"), "'q' is not a tile")
    assert lines[1:] == ["  111234567899p9q", "                ^"]


def test_waits_ndjson_and_table_unicode():
    assert json.loads(ok("waits", "1112345678999p", "--format", "ndjson").stdout)["tenpai"]
    assert "🀡 9p" in ok("waits", "1112345678999p", "--format", "table", "--unicode").stdout
