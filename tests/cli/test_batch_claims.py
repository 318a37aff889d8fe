"""``gbmj batch`` auditing an evening's claimed scores, and ``--explain``."""

import csv
import io
import json
import subprocess
import sys

import pytest
from click.testing import CliRunner

from gbmj_cli.cli.commands.batch import batch
from gbmj_cli.records.formats import CSV_COLUMNS

HAND = "[EEE1][123m]456p789s1p1p --self-drawn --seat S --flowers 2"
EVENING = (
    "\n".join(
        [
            "# claimed scores",
            HAND + ' --claim "花龙 圈风刻 单钓将 自摸"',  # matches
            HAND + ' --claim "花龙 幺九刻 自摸"',  # 幺九刻 excluded by 圈风刻; 圈风刻 and 单钓将 not claimed
            '{"hand": "123456789m123s5s5s", "claim": ["清龙", "连六", "平和"]}',  # 连六: a principle
            "1122m3344p5566s7s7s",  # no claim
            HAND + " --claim total=14",  # matches
        ]
    )
    + "\n"
)


def invoke(*args: str, text: str = EVENING):
    return CliRunner().invoke(batch, list(args), input=text)


def test_csv_has_a_claim_column_naming_what_differs() -> None:
    result = invoke("--format", "csv", "--no-summary")
    assert result.exit_code == 3, result.output
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert list(rows[0]) == list(CSV_COLUMNS) and CSV_COLUMNS[-2:] == ("claim", "rules")
    assert [row["claim"] for row in rows] == [
        "matches",
        "differs: claimed 12, scored 14; not counted 73x1 (excluded by 60); not claimed 60x1 79x1",
        "differs: claimed 19, scored 23; not counted 71x1 (principle); not claimed 62x1 70x1 75x1 79x1",
        "",
        "matches",
    ]


def test_ndjson_records_carry_the_claim_object() -> None:
    result = invoke("--format", "ndjson", "--no-summary")
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [("claim" in r) and r["claim"]["matches"] for r in records] == [True, False, False, False, True]
    assert records[1]["claim"]["not_counted"][0]["by_keys"] == ["prevalent_wind"]
    assert records[2]["claim"]["input"] == "清龙, 连六, 平和"


def test_every_claim_that_matches_exits_0_and_a_rejected_line_wins_over_a_differing_claim() -> None:
    assert invoke("--format", "csv", text=HAND + " --claim total=14\n").exit_code == 0
    assert invoke("--format", "csv", text=EVENING + "123m456\n").exit_code == 1


def test_the_summary_counts_the_claims() -> None:
    result = invoke("--format", "json", "--summary-only")
    summary = json.loads(result.stdout)
    assert (summary["claims"], summary["claims_differing"]) == (4, 2)
    assert result.exit_code == 3
    text = invoke("--format", "csv").stderr
    assert "claims: 4 checked, 2 differ from the score" in text


def test_a_run_without_claims_says_nothing_about_claims() -> None:
    summary = json.loads(invoke("--format", "json", "--summary-only", text=HAND + "\n").stdout)
    assert "claims" not in summary and "claims_differing" not in summary


def test_the_table_marks_each_claim() -> None:
    out = invoke("--format", "table", "--no-summary").stdout
    flat = " ".join(out.split())
    assert flat.count("claim 14: matches") == 2 and "claim 12: differs" in flat and "claim 19: differs" in flat


def test_explain_gives_every_fan_its_sets_and_the_default_leaves_them_out() -> None:
    plain = [json.loads(line) for line in invoke("--format", "ndjson", "--no-summary").stdout.splitlines()]
    explained = [
        json.loads(line) for line in invoke("--format", "ndjson", "--no-summary", "--explain").stdout.splitlines()
    ]
    assert not any("sets" in f for r in plain for f in (*r["fans"], *r["excluded"]))
    assert all("sets" in f for r in explained for f in (*r["fans"], *r["excluded"]))
    assert explained[3]["fans"][0] == {
        "id": 19,
        "key": "seven_pairs",
        "name": "七对",
        "name_en": "Seven Pairs",
        "points": 24,
        "count": 1,
        "sets": [["11m", "22m", "55s", "66s", "77s", "33p", "44p"]],
    }


@pytest.mark.slow
def test_claims_are_checked_in_worker_processes_too(tmp_path) -> None:
    path = tmp_path / "evening.txt"
    path.write_text(EVENING * 20, encoding="utf-8")
    args = [sys.executable, "-m", "gbmj_cli", "batch", str(path), "--jobs", "2", "--chunk-size", "3"]
    run = subprocess.run([*args, "--format", "json", "--summary-only"], capture_output=True, timeout=120)
    assert run.returncode == 3, run.stderr
    summary = json.loads(run.stdout)
    assert (summary["claims"], summary["claims_differing"]) == (80, 40)


@pytest.mark.parametrize("option", ["--claim", "--claim=花龙"])
def test_claim_is_not_an_option_of_the_batch_command(option: str) -> None:
    result = invoke(option, "花龙") if "=" not in option else invoke(option)
    assert result.exit_code == 2
    assert "No such option" in result.output
