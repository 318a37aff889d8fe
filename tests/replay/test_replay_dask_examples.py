"""examples/dask_batch.py and examples/dask_replay.py on Dask's local scheduler give the records of
``gbmj batch`` and ``gbmj replay`` for the same files: the distributed path is tested, not only shown.

Dask is a test dependency (the ``test`` extra), not one of gbmj's; the examples import it.
"""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # the examples and the commands run as processes of their own

ROOT = Path(__file__).resolve().parent.parent.parent
SAMPLE = ROOT / "tests" / "data" / "replay" / "botzone-sample.txt"


def records_in(folder: Path) -> list[dict]:
    return [json.loads(line) for path in sorted(folder.glob("*.ndjson")) for line in path.read_text().splitlines()]


def command(tmp_path: Path, *args: str) -> list[dict]:
    done = subprocess.run(
        [sys.executable, "-m", "gbmj_cli", *args, "--format", "ndjson"], cwd=tmp_path, capture_output=True
    )
    assert b"Traceback" not in done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def example(tmp_path: Path, name: str, *args: str) -> list[dict]:
    done = subprocess.run(
        [sys.executable, str(ROOT / "examples" / name), *args, "--out", "out"], cwd=tmp_path, capture_output=True
    )
    assert done.returncode == 0, done.stderr.decode()
    return records_in(tmp_path / "out")


def test_dask_batch_gives_the_records_of_gbmj_batch(tmp_path):
    shutil.copy(ROOT / "examples" / "hands.txt", tmp_path / "a.txt")
    (tmp_path / "b.txt").write_text("# two more\n[EEE1][123m]456p789s1p1p --seat S\n123m456\n", encoding="utf-8")
    expected = command(tmp_path, "batch", "a.txt", "b.txt", "--jobs", "1")
    assert len(expected) > 30 and any("error" in r for r in expected)
    assert example(tmp_path, "dask_batch.py", "a.txt", "b.txt") == expected


def test_dask_replay_gives_the_records_of_gbmj_replay(tmp_path):
    shutil.copy(SAMPLE, tmp_path / "a.txt")
    bad = SAMPLE.read_text(encoding="utf-8").replace("Player 0 Play T6\n", "Player 0 Play W1\n", 1)
    (tmp_path / "b.txt").write_text(bad, encoding="utf-8")
    expected = command(tmp_path, "replay", "a.txt", "b.txt", "--jobs", "1")
    assert len(expected) == 32 and sum("error" in r for r in expected) == 1
    assert example(tmp_path, "dask_replay.py", "a.txt", "b.txt") == expected
