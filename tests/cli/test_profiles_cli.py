"""Rule profiles on the command line (docs/profiles.md §6): --rules, --rules-file, batch lines, records, gbmj fans."""

import csv
import io
import json
from pathlib import Path

import pytest
from click.testing import Result

from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.profiles import builtin

from clirun import ok, run

RULES = Path(__file__).resolve().parents[1] / "data" / "rules"
CLUB = str(RULES / "club.toml")
MIXED = ["[1111m][2222s1]345pEE67s8s", "--self-drawn"]


def test_rules_and_rules_file_together_are_a_usage_error():
    result = run("score", *MIXED, "--rules", "mil", "--rules-file", CLUB)
    assert result.exit_code == 2 and "--rules and --rules-file exclude each other" in result.stderr


def test_rules_file_cannot_be_standard_input():
    result = run("score", *MIXED, "--rules-file", "-")
    assert result.exit_code == 2


@pytest.mark.parametrize("name", ["MIL", "Mil", "mil"])
def test_rules_match_without_regard_to_case(name):
    record = json.loads(ok("score", *MIXED, "--rules", name, "--format", "json").stdout)
    assert record["rules"] == "mil" and record["fan_total"] == 7


def test_an_unknown_profile_is_a_usage_error():
    result = run("score", *MIXED, "--rules", "nope")
    assert result.exit_code == 2 and "1998" in result.stderr and "greenbook" in result.stderr


def test_the_greenbook_record_of_profiles_md():
    record = json.loads(ok("score", *MIXED, "--rules", "greenbook", "--format", "json").stdout)
    assert record["input"] == "[1111m][2222s1]345pEE67s8s --self-drawn --rules greenbook"
    assert record["hand"] == "{1111m}[2222s1]67s345pEE8s" and record["rules"] == "greenbook"
    assert record["decomposition"] == ["{1111m}", "[2222s1]", "678s", "345p", "EE"]
    assert record["fans"][0]["sets"] == [["{1111m}", "[2222s1]"]]  # explained (README, Explaining a score)
    for entry in record["fans"] + record["excluded"]:
        del entry["sets"]
    assert record["fans"] == [
        {"id": 57, "key": "two_melded_kongs", "name": "双明杠", "name_en": "Two Melded Kongs", "points": 6, "count": 1,
         "variant": "mixed"},
        {"id": 73, "key": "pung_of_terminals_or_honors", "name": "幺九刻", "name_en": "Pung of Terminals or Honors",
         "points": 1, "count": 1},
        {"id": 80, "key": "self_drawn", "name": "自摸", "name_en": "Self-Drawn", "points": 1, "count": 1},
    ]  # fmt: skip
    assert record["excluded"] == [
        {"id": 67, "key": "concealed_kong", "name": "暗杠", "name_en": "Concealed Kong", "count": 1, "by": [57],
         "by_keys": ["two_melded_kongs"]},
        {"id": 74, "key": "melded_kong", "name": "明杠", "name_en": "Melded Kong", "count": 1, "by": [57],
         "by_keys": ["two_melded_kongs"]},
    ]  # fmt: skip
    assert (record["fan_total"], record["total"], record["meets_minimum"]) == (8, 8, True)
    assert [p["amount"] for p in record["payments"]] == [48, -16, -16, -16]
    under_1998 = json.loads(ok("score", *MIXED, "--format", "json").stdout)
    assert under_1998["fan_total"] == 5 and under_1998["payments"] is None


def test_the_mixed_entry_reads_so_in_the_table():
    out = ok("score", *MIXED, "--rules", "greenbook", "--format", "table", COLUMNS="140").stdout
    assert "双明杠（一明一暗）" in out and "Two Melded Kongs (one concealed)" in out and "rules greenbook" in out


def test_score_csv_has_key_last_and_the_printed_number():
    rows = list(csv.reader(io.StringIO(ok("score", "[1111m][2222s]345pEE67s8s", "-z", "--rules", "greenbook",
                                          "--format", "csv").stdout)))  # fmt: skip
    # key follows docs/output.md's six columns (the columns of issue 11 come after it); a fan row begins so
    assert rows[0][6] == "key" and rows[1][:7] == [
        "48",
        "双暗杠",
        "Two Concealed Kongs",
        "8",
        "1",
        "8",
        "two_concealed_kongs",
    ]


def _batch(*args: str, stdin: str) -> Result:
    return run("batch", *args, input=stdin)


def test_batch_lines_switch_profiles_by_name_and_refuse_unknown_ones():
    lines = "\n".join(
        [
            "[1111m][2222s]345pEE67s8s -z",
            "[1111m][2222s]345pEE67s8s -z --rules greenbook",
            "[1111m][2222s]345pEE67s8s -z --rules CLUB",
            "[1111m][2222s]345pEE67s8s -z --rules nope",
            "[1111m][2222s]345pEE67s8s -z --rules-file other.toml",
            '{"hand": "[1111m][2222s]345pEE67s8s", "self_drawn": true, "rules": "mil"}',
            '{"hand": "[1111m][2222s]345pEE67s8s", "self_drawn": true, "rules_file": "x.toml"}',
        ]
    )
    done = _batch("--rules-file", CLUB, "--jobs", "1", stdin=lines + "\n")
    records = [json.loads(line) for line in done.stdout.splitlines()]
    assert done.exit_code == 1
    assert [r.get("rules") for r in records[:3]] == ["club", "greenbook", "club"]
    assert [r.get("fan_total") for r in records[:3]] == [13, 13, 13]
    assert records[1]["fans"][0]["id"] == 48 and records[0]["fans"][0]["id"] == 53
    assert records[3]["kind"] == "usage" and "1998, mil, greenbook, club" in records[3]["error"]
    assert records[4]["kind"] == "usage" and records[4]["error"] == "--rules-file is accepted on the command line only"
    assert records[5]["rules"] == "mil"
    assert records[6]["kind"] == "usage" and "rules_file" in records[6]["error"]


def test_batch_csv_has_rules_last_and_each_lines_printed_numbers():
    done = _batch("--format", "csv", stdin="[1111m][2222s]345pEE67s8s -z --rules greenbook\n123m456\n")
    rows = list(csv.DictReader(io.StringIO(done.stdout)))
    assert list(rows[0])[-1] == "rules"
    assert rows[0]["rules"] == "greenbook" and rows[0]["fans"].split()[0] == "48x1"
    assert rows[1]["rules"] == "" and rows[1]["error"].startswith("parse: ")


def test_the_summary_counts_fans_by_key_and_names_them_as_the_default_profile_does():
    lines = "[1111m][2222s]345pEE67s8s -z --rules greenbook\n[1111m][2222s]345pEE67s8s -z\n"
    data = json.loads(_batch("--summary-only", "--format", "json", stdin=lines).stdout)
    assert data["top_fans"][0] == {"id": 53, "key": "two_concealed_kongs", "name": "双暗杠",
                                   "name_en": "Two Concealed Kongs", "hands": 2}  # fmt: skip
    rows = list(csv.reader(io.StringIO(_batch("--summary-only", "--format", "csv", stdin=lines).stdout)))
    assert rows[0] == ["stat", "id", "name", "name_en", "value", "key"]
    assert rows[1] == ["records", "", "", "", "2", ""] and rows[7][:3] == ["fan", "53", "双暗杠"]
    assert rows[7][-1] == "two_concealed_kongs"


def test_fans_greenbook_lists_its_table_in_its_order():
    rows = json.loads(ok("fans", "--rules", "greenbook", "--format", "json").stdout)
    assert [row["id"] for row in rows] == list(range(1, 82))
    block = [(row["id"], row["name"], row["points"]) for row in rows[46:54]]
    assert block == [(47, "抢杠和", 8), (48, "双暗杠", 8), (49, "碰碰和", 6), (50, "混一色", 6), (51, "三色三步高", 6),
                     (52, "五门齐", 6), (53, "全求人", 6), (54, "双箭刻", 6)]  # fmt: skip
    one = json.loads(ok("fans", "48", "--rules", "greenbook", "--format", "json").stdout)
    assert one["key"] == "two_concealed_kongs" and one["excluded_by"] == [5, 17]
    assert json.loads(ok("fans", "48", "--format", "json").stdout)["key"] == "all_pungs"


def test_fans_notes_and_partial_removals_follow_the_switches():
    rows = {row["key"]: row for row in json.loads(ok("fans", "--rules", "greenbook", "--format", "json").stdout)}
    noted = {key for key, row in rows.items() if row["notes"]}
    assert noted == {"two_melded_kongs", "three_kongs", "four_kongs", "all_green", "all_terminals", "tile_hog"}
    assert rows["all_green"]["partly_excludes"] == {"64": 1} and rows["tile_hog"]["partly_excluded_by"] == [3, 8]
    assert "half_flush" not in {k for k, r in rows.items() if 3 in r["excluded_by"]}
    plain = {row["key"]: row for row in json.loads(ok("fans", "--format", "json").stdout)}
    assert not any(row["notes"] for row in plain.values()) and "partly_excludes" not in plain["all_green"]
    hog_none = json.loads(ok("fans", "3", "--rules-file", str(RULES / "gb-hog-none.toml"), "--format", "json").stdout)
    assert hog_none["partly_excludes"] == {"64": None}
    all_gone = json.loads(
        ok("fans", "4", "--rules-file", str(RULES / "gb-nine-gates-all.toml"), "--format", "json").stdout
    )
    assert 73 in all_gone["excludes"] and "partly_excludes" not in all_gone


def test_fans_of_a_rules_file_show_the_profile_header():
    out = ok("fans", "--rules-file", str(RULES / "greenbook-tianjin.toml"), "--format", "table").stdout
    first = out.splitlines()[0]
    assert first.startswith("Profile greenbook-tianjin: Green Book with the Tianjin 2006")
    assert "(chain greenbook-tianjin, greenbook, 1998)" in out.replace("\n", " ")
    assert "knitted_straight_waits = no_edge_closed" in out and "mixed_kong = two_melded_kongs_6" in out
    assert not ok("fans", "--format", "table").stdout.startswith("Profile")


def test_a_disabled_fan_is_found_and_names_the_first_profile_that_enables_it():
    row = json.loads(ok("fans", "concealed_kong_and_melded_kong", "--rules", "greenbook", "--format", "json").stdout)
    assert row["profile"] == "mil" and row["example"]["total"] == 8


def test_the_unknown_fan_message_asks_for_a_number_of_the_profiles_table():
    result = run("fans", "nothing like it", "--rules", "greenbook")
    assert result.exit_code == 1
    assert "give a number of the greenbook table, a Chinese or English name, or a key" in result.stderr


@pytest.mark.parametrize("rules", ["1998", "mil", "greenbook"])
def test_every_builtin_profiles_example_hands_contain_their_fan(rules):
    for fan in Fan:
        if builtin("mil").rows[fan].example_flags == "--rules mil" and rules != "mil":
            continue
        row = json.loads(ok("fans", fan.key, "--rules", rules, "--format", "json").stdout)
        assert fan.key in {f["key"] for f in row["example"]["fans"]}, (rules, fan)
