"""The hands of the specification's TSV files score exactly as listed there."""

from pathlib import Path

import pytest

from conftest import fan_counts, score_text

SPEC = Path(__file__).resolve().parents[2] / "shared" / "spec"


def _golden(name: str):
    path = SPEC / name
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        hand, flags, total, fans, *_ = line.split("\t") + [""]
        expected = {int(f.split("x")[0]): int(f.split("x")[1]) for f in fans.split()}
        yield pytest.param(hand, flags, int(total), expected, id=f"{name}:{number}:{hand}")


@pytest.mark.parametrize(
    ("hand", "flags", "total", "expected"),
    [*_golden("reference-hands.tsv"), *_golden("book-hands.tsv")],
)
def test_golden_hand_scores_as_listed(hand, flags, total, expected):
    result = score_text(hand, flags)
    assert fan_counts(result) == expected
    assert result.fan_total == total
