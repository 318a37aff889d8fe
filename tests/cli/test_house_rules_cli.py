"""House rules on the command line (docs/house-rules.md): the base, minimum and payments of a rules
file in ``score``, ``batch``, ``chase`` and ``tournament``, and house fans in ``gbmj fans``."""

import csv
import io
import json
import shutil
from pathlib import Path

from clirun import ok

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = str(ROOT / "examples" / "house-rules.toml")
HAND = "123m456m789s234p5p5p"  # 门前清 2, 平和 2, 连六 1; 258将 1 and 和五 1 under the example file


def rules_file(tmp_path: Path, payments: str, minimum: int = 6) -> str:
    path = tmp_path / "house.toml"
    text = f'name = "house"\nextends = "1998"\nminimum = {minimum}\n[payments]\n{payments}\n'
    path.write_text(text, encoding="utf-8")
    return str(path)


def amounts(record: dict) -> list[int]:
    return [p["amount"] for p in record["payments"]]


def test_the_rules_file_base_is_paid_unless_base_is_given(tmp_path):
    path = rules_file(tmp_path, "base = 5")
    hand = "[EEE1][123m]456p789s1p1p"  # 14 fans self-drawn as seat S, without flowers 12
    record = json.loads(ok("score", hand, "-z", "--seat", "S", "--rules-file", path, "-f", "json").stdout)
    assert record["context"]["base"] == 5 and amounts(record) == [3 * 17, -17, -17, -17]
    given = ok("score", hand, "-z", "--seat", "S", "--rules-file", path, "--base", "8", "-f", "json").stdout
    assert amounts(json.loads(given)) == [3 * 20, -20, -20, -20]


def test_the_example_file_scores_its_house_fans_and_pays_self_drawn_split():
    record = json.loads(ok("score", HAND, "--self-drawn", "--rules-file", EXAMPLE, "-f", "json").stdout)
    assert [(f["id"], f["key"]) for f in record["fans"]][-2:] == [(83, "two_five_eight_pair"), (84, "win_on_five")]
    assert record["total"] == 9 and record["meets_minimum"] is True
    assert amounts(record) == [33, -11, -11, -11]  # 8 + ceil(9 / 3) each
    discard = json.loads(ok("score", HAND, "--rules-file", EXAMPLE, "-f", "json").stdout)
    assert discard["total"] == 7 and amounts(discard) == [31, -15, -8, -8]  # legal at a 6-fan minimum


def test_csv_names_the_profile_minimum():
    rows = list(csv.reader(io.StringIO(ok("score", HAND, "--rules-file", EXAMPLE, "-f", "csv").stdout)))
    assert [row[1:3] + row[5:7] for row in rows if row[6] == "meets_minimum"] == [
        ["起和", "meets the 6-fan minimum", "true", "meets_minimum"]
    ]


def test_batch_lines_take_the_rules_file_base_and_minimum(tmp_path):
    path = rules_file(tmp_path, "base = 5", minimum=5)
    out = ok("batch", "-", "--rules-file", path, "-f", "ndjson", "--no-summary", input=f"{HAND}\n{HAND} --base 9\n")
    first, second = (json.loads(line) for line in out.stdout.splitlines())
    assert first["meets_minimum"] is True and amounts(first) == [5 * 3 + 5, -10, -5, -5]
    assert amounts(second) == [9 * 3 + 5, -14, -9, -9]


def test_fans_lists_house_fans_and_the_house_settings():
    listed = json.loads(ok("fans", "--rules-file", EXAMPLE, "-f", "json").stdout)
    house = {row["key"]: row for row in listed if row["id"] in (83, 84)}
    assert house["win_on_five"]["excluded_by"] == [31]
    assert house["two_five_eight_pair"]["description"] == "House fan: pair_ranks = [2, 5, 8]"
    all_five = next(row for row in listed if row["key"] == "all_five")
    assert 84 in all_five["excludes"]
    table = ok("fans", "--rules-file", EXAMPLE, "-f", "table", "--lang", "en").stdout.splitlines()
    assert table[2:5] == ["minimum = 6", 'payments.mode = "self_drawn_split"', "payments.cap = 88"]
    one = ok("fans", "258将", "--rules-file", EXAMPLE, "-f", "table", "--lang", "en").stdout
    assert "House fan: pair_ranks = [2, 5, 8]" in one and "Example" not in one


def test_chase_pays_the_win_as_the_rules_file_says(tmp_path):
    ledger = tmp_path / "ledger.txt"
    ledger.write_text("players Ana Bo Chen Dan\n1 win Bo Ana 84\n", encoding="utf-8")
    path = rules_file(tmp_path, 'mode = "self_drawn_split"')

    def ana_after_bo(*more: str) -> dict:
        chases = json.loads(ok("chase", str(ledger), "-f", "json", *more).stdout)["chases"]
        return next(c for c in chases if c["player"] == "Ana" and c["target"] == "Bo")

    # A gap of 200: standard self-drawn 32 + 4F > 200 (F 43); split, 32 + 4 ceil(F / 3) > 200 (F 127).
    assert ana_after_bo()["self_drawn"] == 43
    assert ana_after_bo("--rules-file", path)["self_drawn"] == 127


def test_tournament_standings_settle_the_ledgers_under_the_rules_file(tmp_path):
    shutil.copytree(ROOT / "examples" / "tournament", tmp_path / "event")
    event = tmp_path / "event" / "spring-open.toml"
    path = rules_file(tmp_path, 'mode = "discarder_pays_all"')

    def scores(*more: str) -> dict[str, int]:
        record = json.loads(ok("tournament", "standings", str(event), "-f", "json", *more).stdout)
        return {p["player"]: p["score"] for p in record["players"]}

    assert scores() != scores("--rules-file", path)
    assert sum(scores("--rules-file", path).values()) == sum(scores().values()) == 0


def test_a_claim_may_name_house_fans_and_the_summary_counts_them():
    claimed = ok("score", HAND, "-z", "--rules-file", EXAMPLE, "--claim", "不求人 平和 连六 258将 和五", "-f", "json")
    assert json.loads(claimed.stdout)["claim"]["matches"] is True
    lines = f"{HAND} -z\n{HAND}\n"
    summary = json.loads(ok("batch", "-", "--rules-file", EXAMPLE, "-f", "json", "--summary-only", input=lines).stdout)
    top = {fan["key"]: fan["hands"] for fan in summary["top_fans"]}
    assert top["two_five_eight_pair"] == top["win_on_five"] == 2 and summary["below_minimum"] == 0


def test_the_summary_of_score_line_records_counts_house_fans():
    from gbmj_cli.batch.lines import score_line
    from gbmj_cli.batch.summary import ScoreSummary
    from gbmj_cli.hands.context import WinContext
    from gbmj_cli.scoring.catalog import HouseFan
    from gbmj_cli.scoring.profiles import load

    summary = ScoreSummary()
    summary.add_record(score_line(HAND, WinContext(rules=load(EXAMPLE))))
    assert summary.fan_hands[HouseFan("two_five_eight_pair")] == 1


def test_the_session_table_and_the_score_table_name_the_house_payments(tmp_path):
    ledger = tmp_path / "ledger.txt"
    ledger.write_text("players Ana Bo Chen Dan\n1 win Bo Ana 12\n", encoding="utf-8")
    table = ok("session", str(ledger), "--rules-file", EXAMPLE, "-f", "table", "--lang", "en", COLUMNS="200").stdout
    assert "start 0 · minimum 6 · payments self_drawn_split, cap 88\n" in table
    scored = ok("score", HAND, "-z", "--rules-file", EXAMPLE, "-f", "table", "--lang", "en").stdout
    assert "Payments (base 8; self_drawn_split, cap 88)\n" in scored
