"""The replay's fast paths write what the plain ones write.

A match's JSON record is joined from cached fragments (``match_json``): its bytes must be those of
``dumps(match_record(...))`` for every kind of match, every option, and again once the fragments are
cached. Fan and Score lines are read once and kept by their text, but not the long ones. The cutter
of blocks searches a text for the few lines it needs: it must cut as its rules, applied line by line,
cut.
"""

from pathlib import Path
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from matchgen import write_log

from gbmj_cli.records.formats import dumps
from gbmj_cli.records.replay import match_json, match_record, replay_match, split_matches
from gbmj_cli.replay import blocks as blocks_module
from gbmj_cli.replay import match as match_module
from gbmj_cli.replay.blocks import Block, Blocks
from gbmj_cli.replay.match import Replayed, replay_block
from gbmj_cli.scoring.score import profile_of

SAMPLE = Path(__file__).resolve().parent.parent / "data" / "replay" / "botzone-sample.txt"


def _altered(text: str) -> str:
    """The matches of ``text`` again under other ids, each win's end changed one way or another: a total,
    a count, a name no fan has, a long name, the scores; ids that JSON must escape."""
    blocks = [block for block in text.split("\n\n") if block.strip()]
    changes = (
        lambda fan, score: (fan.replace("Fan ", "Fan 1", 1), score),
        lambda fan, score: (fan.replace("*1", "*2", 1), score),
        lambda fan, score: (fan + "+不是番名*1", score),
        lambda fan, score: (fan + "+" + "长" * 40 + "*1", score),
        lambda fan, score: (fan, "Score 1 2 3 -6"),
    )
    out = []
    for n, block in enumerate(blocks):
        lines = block.splitlines()
        lines[0] = f'Match 改-{n} "q" \\ \x01'
        if lines[-2].startswith("Fan "):
            lines[-2], lines[-1] = changes[n % len(changes)](lines[-2], lines[-1])
        out.append("\n".join(lines) + "\n")
    return "\n".join(out)


def _replayed(text: str) -> list[Replayed]:
    profile = profile_of("mil")
    outcomes = [replay_block(first, block, profile) for first, block in split_matches(text.splitlines(keepends=True))]
    return [outcome for outcome in outcomes if isinstance(outcome, Replayed)]


@pytest.fixture(scope="module")
def replayed() -> list[Replayed]:
    text, _ = write_log(5, 200)
    matches = _replayed(text + "\n" + SAMPLE.read_text(encoding="utf-8") + "\n" + _altered(text))
    assert {m.outcome for m in matches} == {"win", "draw", "false-win"}
    assert {kind for m in matches for kind in m.disagreements} == {"fan_total", "fans", "scores"}
    return matches


@pytest.mark.parametrize("explained", [False, True])
@pytest.mark.parametrize("file", [None, 'logs/"第一".txt'])
def test_a_record_joined_from_fragments_is_what_dumps_writes(replayed, explained, file):
    for _ in range(2):  # the fragments made, then found
        for outcome in replayed:
            assert match_json(outcome, explained, file) == dumps(match_record(outcome, explained, file))


def test_fan_and_score_lines_are_kept_by_their_text_but_not_long_ones():
    first = SAMPLE.read_text(encoding="utf-8").split("\n\n")[0]
    record = replay_match(first)
    kept = match_module._FAN_LINES
    assert first.splitlines()[-2] in kept or first.splitlines()[-2] in kept.recent
    names = "+".join(f"{entry['name']}*{entry['count']}" for entry in record["log_fans"])
    long_name = "长" * match_module._KEPT_LINE
    longer = replay_match(first.replace(names, names + f"+{long_name}*1"))
    assert longer["log_fans"] == [*record["log_fans"], {"name": long_name, "count": 1, "key": None}]
    assert longer["disagreements"] == ["fans"]
    assert not any(long_name in line for line in (*kept, *kept.recent))


def cut_line_by_line(lines: list) -> list[Block]:
    """The blocks of a log's lines (None: a line not kept) by the rules of gbmj_cli.replay.blocks,
    applied to one line after another: what the cutter, which searches the text, must give."""
    done: list[Block] = []
    block: list | None = None
    first, skipping = 0, False

    def end() -> None:
        nonlocal block
        if block is not None:
            done.append(Block(first, block if None in block else "".join(block)))
            block = None

    for number, line in enumerate(lines, 1):
        # (an event is never looked at; blanks are ASCII blanks, in a str as in bytes)
        head = None if line is None or line.startswith("P") else line.lstrip(" \t\n\r\x0b\x0c")
        if head == "":
            end()
            skipping = False
        elif head is not None and head.startswith("Match"):
            end()
            block, first, skipping = [line], number, False
        else:
            if not skipping:
                if block is None:
                    block, first = [], number
                block.append(line)
                if len(block) >= blocks_module.MAX_LINES:
                    end()
                    skipping = True
            if head is not None and head.startswith("Score"):  # it ends its block, one cut too
                end()
                skipping = False
    end()
    return done


KINDS = [
    "Match 1\n",
    "Score 1 2 3 4\n",
    "\n",
    " \t\r\n",
    "  Match 2\n",
    "\tScore 0 0 0 0\n",
    "Player 0 Draw W1\n",
    "Player 1 Play B2\n",
    "Fan 8 x*1\n",
    "junk\n",
    " Player 2 Hu T3\n",
    "PMatch\n",
    "Matchless\n",
    "\u3000\n",
    "\x1c \n",
    None,
]


@settings(max_examples=400, deadline=None)
@given(
    st.lists(st.sampled_from(KINDS), max_size=40),
    st.lists(st.integers(1, 6), min_size=1, max_size=8),
    st.sampled_from(["", "\n", "junk"]),
    st.sampled_from([3, 5, 1000]),
    st.booleans(),
)
def test_the_cutter_cuts_a_text_as_the_rules_cut_its_lines(lines, sizes, end, most, binary):
    lines = [*lines, end or None] if end != "" else lines  # the input's last line may have no line feed
    with mock.patch.object(blocks_module, "MAX_LINES", most):
        expected = cut_line_by_line(lines)
        blocks, cut, i, turn = Blocks(binary), [], 0, 0
        while i < len(lines):  # whole lines in texts of a few lines, a line not kept alone
            if lines[i] is None:
                cut += blocks.skip_line()
                i += 1
                continue
            group = []
            while i < len(lines) and lines[i] is not None and len(group) < sizes[turn % len(sizes)]:
                group.append(lines[i])
                i += 1
            turn += 1
            text = "".join(group)
            cut += blocks.feed(text.encode() if binary else text)
        last = blocks.close()
    cut += [last] if last else []
    if binary:
        expected = [
            Block(b.first_line, b.lines.encode() if isinstance(b.lines, str) else [x and x.encode() for x in b.lines])
            for b in expected
        ]
    assert cut == expected


def test_a_real_log_is_cut_at_its_matches():
    text, _ = write_log(7, 6)
    blocks = Blocks()
    cut = blocks.feed(text.encode())
    assert blocks.close() is None
    assert [block.first_line for block in cut] == [
        n for n, line in enumerate(text.splitlines(), 1) if line.startswith("Match")
    ]
    assert b"".join(block.lines for block in cut) == text.encode().replace(b"\n\n", b"\n")
