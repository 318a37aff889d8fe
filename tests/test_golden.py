"""The hands of the specification's TSV files score exactly as listed there.

tests/data holds copies of the specification's reference-hands.tsv and book-hands.tsv, so that a
clone tests on its own (they were copied unchanged; a test that compared them with a specification
folder beside the clone was skipped wherever the clone stands alone, so it is gone).
"""

from pathlib import Path

import pytest

from conftest import fan_counts, score_text

DATA = Path(__file__).resolve().parent / "data"
FILES = ("reference-hands.tsv", "book-hands.tsv")


def _golden(name: str):
    path = DATA / name
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        hand, flags, total, fans, *_ = [*line.split("\t"), ""]
        expected = {int(f.split("x")[0]): int(f.split("x")[1]) for f in fans.split()}
        yield pytest.param(hand, flags, int(total), expected, id=f"{name}:{number}:{hand}")


@pytest.mark.parametrize(
    ("hand", "flags", "total", "expected"),
    [hand for name in FILES for hand in _golden(name)],
)
def test_golden_hand_scores_as_listed(hand, flags, total, expected):
    result = score_text(hand, flags)
    assert fan_counts(result) == expected
    assert result.fan_total == total


def test_golden_files_cover_the_specification():
    assert sum(1 for name in FILES for _ in _golden(name)) == 210
