"""The 130 book hands, written in the tziakcha notation, score exactly as book-hands.tsv says.

tests/data/book-hands-tziakcha.tsv holds each hand of book-hands.tsv on the same line, written by
the rules in its header (offers behind a comma, the win flags in the ``|`` context, flowers as a
count or as letters), with the book's own writing beside it.
"""

import re
from pathlib import Path

import pytest

from gbmj_cli.batch.lines import score_hand

DATA = Path(__file__).resolve().parents[1] / "data"


def _rows(name: str) -> list[list[str]]:
    lines = (DATA / name).read_text(encoding="utf-8").splitlines()
    return [line.split("\t") for line in lines if line.strip() and not line.startswith("#")]


BOOK = _rows("book-hands.tsv")
TZIAKCHA = _rows("book-hands-tziakcha.tsv")


def test_the_tziakcha_file_writes_every_book_hand_in_order():
    assert len(TZIAKCHA) == len(BOOK) == 130
    assert [hand for _string, hand in TZIAKCHA] == [row[0] for row in BOOK]
    assert not any(re.search(r"(?<!,)[0-9]\]", string) for string, _hand in TZIAKCHA)  # offers behind a comma
    assert sum("|" in string for string, _hand in TZIAKCHA) > 100


def _cases():
    for number, ((string, _hand), (_book_hand, _flags, total, fans, *_)) in enumerate(
        zip(TZIAKCHA, BOOK, strict=False), 1
    ):
        expected = {int(f.split("x")[0]): int(f.split("x")[1]) for f in fans.split()}
        for notation in ("auto", "tziakcha"):
            yield pytest.param(string, notation, int(total), expected, id=f"{number}:{notation}:{string}")


@pytest.mark.parametrize(("string", "notation", "total", "fans"), list(_cases()))
def test_a_book_hand_in_tziakcha_scores_as_the_book_says(string, notation, total, fans):
    record = score_hand(string, notation=notation)
    assert {f["id"]: f["count"] for f in record["fans"]} == fans
    assert record["fan_total"] == total


@pytest.mark.parametrize(
    ("string", "book"), [pytest.param(s, b, id=s) for s, b in zip([row[0] for row in TZIAKCHA], BOOK, strict=False)]
)
def test_a_book_hand_in_tziakcha_is_the_same_record_as_in_gbmj(string, book):
    import shlex

    from gbmj_cli.batch.line_flags import apply_words
    from gbmj_cli.hands.context import WinContext

    hand, flags = book[0], book[1]
    ctx = apply_words(shlex.split(flags), WinContext())
    context = {
        field: getattr(ctx, field)
        for field in ("self_drawn", "seat", "round", "flowers", "last_tile", "kong_draw", "robbing_kong", "fourth_tile")
    }
    ours, theirs = score_hand(string), score_hand(hand, **context)
    assert {**ours, "input": None} == {**theirs, "input": None}
