"""The quick split of a common batch line (one plain hand word, unquoted flags) is the general one."""

import pytest

from gbmj_cli.batch import line_syntax
from gbmj_cli.batch.line_syntax import split_line

LINES = [
    "[EEE1][123m]456p789s1p1p --self-drawn --seat S --flowers 2",
    "  123m456p789s11p222p   --seat=W  --round N\t--flowers 3",
    "123m456p789s11p222p",
    "123m456p789s11p222p   ",
    "123m 456p 789s 11p222p --self-drawn",
    "123m456p789s11p222p\t--self-drawn",
    "123m456p789s11p222p --claim '花龙 自摸'",
    "'123m'456p789s11p222p --self-drawn",
    "123m456p789s11p222p --claim=total=8 -z mcr",
    "123m-456p --self-drawn",
    "-- 123m",
    "123m456p789s11p222p -",
    "中发白 123m --seat\u3000S",
    "123m456p789s11p222p --a\\ b",
]


@pytest.mark.parametrize("text", LINES)
def test_the_quick_split_is_the_general_one(text):
    start = len(text) - len(text.lstrip())
    assert split_line(text, start) == line_syntax._plain_line(text)


def test_only_plain_lines_take_the_quick_way():
    assert line_syntax._one_word_hand("123m456p789s11p222p --seat S", 0) is not None
    for text in ("123m 456p --seat S", "123m --claim '花龙'", "123m\t--seat S", "-x 123m"):
        assert line_syntax._one_word_hand(text, 0) is None
