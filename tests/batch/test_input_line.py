"""``input_line``: the ``input`` of a score record is a batch line that gives back the hand and the flags."""

from hypothesis import given
from hypothesis import strategies as st

from gbmj_cli.batch.line_syntax import line_position, split_line
from gbmj_cli.records.input_line import input_line

HAND_CHARACTERS = st.sampled_from([*list("123mspEC[],{}|- #'\"\\\t\n\u3000\ufeff"), "W1", "一万", "红中", '{"'])
FLAG = st.sampled_from(
    [
        ["--self-drawn"],
        ["-z"],
        ["--seat", "S"],
        ["--seat=s"],
        ["--flowers", "2"],
        ["--base", " 5"],
        ["--notation", "botzone"],
    ]
)
FLAGS = st.lists(FLAG, max_size=3).map(lambda groups: [word for group in groups for word in group])


@given(st.lists(HAND_CHARACTERS, max_size=12).map("".join), FLAGS)
def test_batch_reads_back_the_hand_and_the_flags(hand, flags):
    line, offset = input_line(hand, flags)
    assert "\n" not in line
    start = len(line) - len(line.lstrip())
    assert start < len(line) and line[start] != "#"  # never a blank or comment line
    hand_text, words, where = split_line(line, start)
    assert hand_text.replace(" ", "") == "".join(" " if c.isspace() else c for c in hand).replace(" ", "")
    assert list(words) == ["".join(word.split()) for word in flags]
    if offset is None:
        return
    assert where is not None
    quoted = line[0] in "'\""
    for position, ch in enumerate(hand):
        if ch.isspace():
            continue
        # batch's hand: the quoted word (with a leading space before a '-'), or the words joined
        index = position + len(hand_text) - len(hand) if quoted else len("".join(hand[:position].split()))
        assert line_position(where, index) == position + offset
        assert line[position + offset] == ch


def test_examples():
    assert input_line("123m456s 789p234m5p5p", ["-z"]) == ("123m456s 789p234m5p5p -z", 0)
    assert input_line("", ["--self-drawn"]) == ("'' --self-drawn", None)
    assert input_line("123m'", []) == ('"123m\'"', 1)
    assert input_line("1'2\"3", []) == ("'1'\"'\"'2\"3'", None)
    assert input_line('{"hand": 1}', []) == ("'{\"hand\": 1}'", 1)
