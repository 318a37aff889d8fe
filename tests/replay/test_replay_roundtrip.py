"""Round trip: matches played by tests/replay/matchgen.py, written as Botzone logs with their Fan and
Score lines, are replayed to the same winner, hand, win flags, fan total and scores, every one.

The quick test plays 300 matches; the slow one 10,000 (``GBMJ_REPLAY_MATCHES`` to change it), through
``gbmj replay`` with its worker processes.
"""

import json
import os
import subprocess
import sys

import pytest
from matchgen import Expected, write_log

from gbmj_cli.records.replay import replay_lines

FLAGS = ("self_drawn", "last_tile", "kong_draw", "robbing_kong", "fourth_tile")


def check(records: list[dict], expected: list[Expected]) -> None:
    assert len(records) == len(expected)
    for record, exp in zip(records, expected, strict=True):
        assert "error" not in record, record
        assert record["match"] == exp.match
        assert record["agrees"], record
        assert (record["result"], record["winner"], record["discarder"]) == (exp.result, exp.winner, exp.discarder)
        assert (record["fan_total"], tuple(record["scores"])) == (exp.fan_total, exp.scores), record
        if exp.result != "draw":
            assert record["hand"] == exp.hand
            assert {flag: record["context"][flag] for flag in FLAGS} == exp.flags, record


def test_generated_matches_replay_to_their_own_ends():
    text, expected = write_log(1, 300)
    check(list(replay_lines(text.splitlines(keepends=True))), expected)
    kinds = {e.result for e in expected} | {flag for e in expected for flag, on in e.flags.items() if on}
    assert kinds >= {"win", "draw", "self_drawn", "last_tile", "kong_draw", "fourth_tile"}


@pytest.mark.slow
def test_ten_thousand_generated_matches_replay_to_their_own_ends(tmp_path):
    count = int(os.environ.get("GBMJ_REPLAY_MATCHES", "10000"))
    text, expected = write_log(2024, count)
    path = tmp_path / "generated.txt"
    path.write_text(text, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "gbmj_cli", "replay", str(path)], capture_output=True)
    assert done.returncode == 0, done.stderr
    check([json.loads(line) for line in done.stdout.splitlines()], expected)
    robbed = sum(e.flags.get("robbing_kong", False) for e in expected)
    assert robbed and sum(e.result == "false-win" for e in expected)
