"""``gbmj replay``: its formats, options, exit statuses, streams and worker processes."""

import csv
import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from matchgen import write_log

from gbmj_cli.cli.main import cli

from clirun import PLAIN, run

SAMPLE = Path(__file__).resolve().parent.parent / "data" / "replay" / "botzone-sample.txt"
REPLAY = [sys.executable, "-m", "gbmj_cli", "replay"]


def ndjson(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines()]


@pytest.fixture(scope="module")
def generated(tmp_path_factory) -> Path:
    """300 generated matches: wins of every kind, drawn hands, a few false wins."""
    path = tmp_path_factory.mktemp("replay") / "generated.txt"
    path.write_text(write_log(21, 300)[0], encoding="utf-8")
    return path


def test_ndjson_is_the_default_on_a_pipe_and_json_an_array_of_the_same_records():
    lines = ndjson(run("replay", str(SAMPLE)).stdout)
    array = json.loads(run("replay", str(SAMPLE), "--format", "json").stdout)
    assert lines == array and len(array) == 16
    assert list(array[0]) == [
        "line",
        "match",
        "result",
        "winner",
        "discarder",
        "win",
        "hand",
        "rules",
        "context",
        "fans",
        "fan_total",
        "scores",
        "log_fan_total",
        "log_fans",
        "log_scores",
        "agrees",
        "disagreements",
    ]


def test_csv_has_one_row_per_match():
    result = run("replay", str(SAMPLE), "--format", "csv")
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert len(rows) == 16 and rows[0]["match"] == "61602cb45ddc087351c04358"
    assert (rows[0]["scores"], rows[0]["log_scores"], rows[0]["agrees"], rows[0]["fans"]) == (
        "-8 33 -17 -8",
        "-8 33 -17 -8",
        "true",
        "49x1 59x1 72x1",
    )
    assert run("replay", str(SAMPLE), "--format", "csv", "--bom").stdout.startswith("\ufeffline,match,")


def test_the_table_shows_each_match_and_whether_it_agrees():
    out = run("replay", str(SAMPLE), "--format", "table", "--jobs", "1").stdout
    assert out.splitlines()[1].split() == [
        "1",
        "61602cb45ddc087351c04358",
        "P1",
        "discard",
        "9",
        "-8",
        "33",
        "-17",
        "-8",
        "✓",
    ]
    assert out.count("✓") == 16 and "P3 self-drawn" in out


def test_several_files_carry_their_names(tmp_path):
    copy = tmp_path / "copy.txt"
    copy.write_bytes(SAMPLE.read_bytes())
    records = ndjson(run("replay", str(SAMPLE), str(copy)).stdout)
    assert [r["file"] for r in records] == [str(SAMPLE)] * 16 + [str(copy)] * 16
    rows = list(csv.DictReader(io.StringIO(run("replay", str(SAMPLE), str(copy), "--format", "csv").stdout)))
    assert rows[-1]["file"] == str(copy)
    assert "==> " in run("replay", str(SAMPLE), str(copy), "--format", "table").stdout


def test_standard_input_is_read_with_a_dash():
    result = CliRunner().invoke(cli, ["replay", "-"], input=SAMPLE.read_bytes(), env=PLAIN)
    assert result.exit_code == 0 and len(ndjson(result.stdout)) == 16


def test_a_disagreement_is_status_3_and_only_disagreements_writes_it(tmp_path):
    path = tmp_path / "one-wrong.txt"
    path.write_text(SAMPLE.read_text(encoding="utf-8").replace("Score -22 -22 66 -22", "Score -22 -22 67 -23"))
    result = run("replay", str(path), "--only-disagreements")
    assert result.exit_code == 3
    [record] = ndjson(result.stdout)
    assert (record["match"], record["disagreements"]) == ("61602cb45ddc087351c04362", ["scores"])
    assert "agree with their log: 15, disagree: 1, bad events: 0" in result.stderr
    assert "disagreeing: scores 1" in result.stderr


def test_a_bad_event_is_status_1_and_the_run_goes_on(tmp_path):
    path = tmp_path / "one-bad.txt"
    path.write_text(SAMPLE.read_text(encoding="utf-8").replace("Player 0 Play T6\n", "Player 0 Play W1\n", 1))
    result = run("replay", str(path))
    assert result.exit_code == 1
    records = ndjson(result.stdout)
    assert len(records) == 16 and sum("error" in r for r in records) == 1
    error = records[0]
    assert (error["line"], error["kind"], error["event"]) == (8, "tiles", "Player 0 Play W1")
    assert error["error"] == "player 0 does not hold W1"
    assert "bad events: tiles 1" in result.stderr and "Traceback" not in result.stderr


def test_a_file_that_is_no_log_is_one_sentence_and_status_1(tmp_path):
    hands = tmp_path / "hands.txt"
    hands.write_text("[EEE1][123m]456p789s1p1p --seat S\n")
    result = run("replay", str(hands))
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr == (
        f"Error: {hands} is not a Botzone log: its first line should be 'Match <id>', "
        "not '[EEE1][123m]456p789s1p1p --seat S'\n"
    )
    result = run("replay", str(SAMPLE), str(hands), str(SAMPLE), "--format", "json")
    assert result.exit_code == 1 and result.stderr.splitlines()[-1].startswith(f"Error: {hands} is not")
    assert len(json.loads(result.stdout)) == 16  # the log before it, and the array closed


def test_a_first_line_over_the_size_limit_is_said_so(tmp_path):
    long = tmp_path / "long.txt"
    long.write_bytes(b"Match 12" + b" " * (1 << 20) + b"\nWind 0\n")
    result = run("replay", str(long))
    assert result.exit_code == 1
    assert result.stderr == f"Error: {long} is not a Botzone log: its first line is longer than 64 KiB\n"


def test_hands_are_lines_that_gbmj_batch_scores_alike(tmp_path):
    hands = run("replay", str(SAMPLE), "--hands")
    assert hands.exit_code == 0
    lines = hands.stdout.splitlines()
    assert len(lines) == 14 and lines[0] == "[CCC1]12356789pWW7p --seat S --round S --from W --rules mil"
    path = tmp_path / "hands.txt"
    path.write_text(hands.stdout)
    batch = ndjson(run("batch", str(path), "--format", "ndjson", "--jobs", "1").stdout)
    wins = [r for r in ndjson(run("replay", str(SAMPLE)).stdout) if r["result"] == "win"]
    assert [r["total"] for r in batch] == [r["fan_total"] for r in wins]
    assert run("replay", str(SAMPLE), "--hands", "--format", "json").exit_code == 2


def test_stats_as_json_csv_and_table(generated):
    data = json.loads(run("replay", str(generated), "--stats", "--format", "json").stdout)
    assert data["matches"] == 300 == data["wins"] + data["draws"] + data["false_wins"]
    assert sum(data["wins_by_kind"][kind] for kind in ("self_drawn", "discard", "robbing_kong")) == data["wins"]
    assert sum(t["hands"] for t in data["fan_totals"]) == data["wins"]
    assert len(data["largest"]) == 10 and data["largest"][0]["fan_total"] == data["fan_totals"][-1]["fan_total"]
    assert data["fans"][0]["hands"] >= data["fans"][-1]["hands"]
    rows = list(csv.reader(io.StringIO(run("replay", str(generated), "--stats", "--format", "csv").stdout)))
    assert rows[0] == ["stat", "id", "name", "name_en", "value", "key"] and ["matches", "", "", "", "300", ""] in rows
    table = run("replay", str(generated), "--stats", "--format", "table").stdout
    assert "Replay statistics" in table and "The largest hands" in table


@pytest.mark.slow
def test_workers_give_the_records_of_one_process(generated):
    one = subprocess.run([*REPLAY, str(generated), "--jobs", "1"], capture_output=True)
    two = subprocess.run([*REPLAY, str(generated), "--jobs", "2", "--chunk-size", "4"], capture_output=True)
    assert one.returncode == two.returncode == 0, two.stderr
    assert one.stdout == two.stdout and one.stderr == two.stderr
    assert len(one.stdout.splitlines()) == 300


def test_explain_gives_the_sets_of_each_fan():
    record = ndjson(run("replay", str(SAMPLE), "--explain").stdout)[0]
    assert [f["sets"] for f in record["fans"]] == [[["hand"]], [["[CCC1]"]], [["123p", "789p"]]]
    assert all("sets" not in f for f in ndjson(run("replay", str(SAMPLE)).stdout)[0]["fans"])


@pytest.mark.slow
def test_a_closed_pipe_ends_the_run_quietly(generated):
    producer = subprocess.Popen([*REPLAY, str(generated), "--jobs", "2", "--chunk-size", "4"], stdout=subprocess.PIPE)
    assert producer.stdout.readline()
    producer.stdout.close()
    assert producer.wait(timeout=30) == 141


@pytest.mark.slow
def test_ctrl_c_stops_the_workers_cleanly(tmp_path, generated):
    path = tmp_path / "long.txt"
    path.write_text(generated.read_text(encoding="utf-8") * 20)
    producer = subprocess.Popen(
        [*REPLAY, str(path), "--jobs", "2", "--chunk-size", "8"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert producer.stdout.readline().startswith(b'{"line":1,')
    time.sleep(0.3)
    os.killpg(producer.pid, signal.SIGINT)
    producer.stdout.read()
    assert producer.wait(timeout=30) == 130
    assert producer.stderr.read() == b"gbmj replay: interrupted\n"
    time.sleep(0.2)
    left = subprocess.run(["pgrep", "-s", str(producer.pid)], capture_output=True, text=True).stdout.split()
    assert left == []
