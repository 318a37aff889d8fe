"""The replay's fast paths write what the plain ones write.

A match's JSON record is joined from cached fragments (``match_json``): its bytes must be those of
``dumps(match_record(...))`` for every kind of match, every option, and again once the fragments are
cached. Fan and Score lines are read once and kept by their text, but not the long ones. The cutter
of blocks searches the first characters of a chunk's lines in C, and looks at the lines one by one
when one of them is None or empty: both must cut alike.
"""

from pathlib import Path

import pytest
from matchgen import write_log

from gbmj_cli.records.formats import dumps
from gbmj_cli.records.replay import match_json, match_record, replay_match, split_matches
from gbmj_cli.replay import match as match_module
from gbmj_cli.replay.blocks import Blocks
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


@pytest.mark.parametrize("binary", [True, False])
@pytest.mark.parametrize("odd", [None, "empty"])
def test_the_cutter_cuts_a_chunk_as_it_cuts_its_lines_one_by_one(binary, odd):
    text, _ = write_log(7, 6)
    lines: list = text.splitlines(keepends=True)
    lines[40] = None if odd is None else ""  # a line over the size limit, or (a caller's) empty line
    lines.insert(15, "Wind 1\n")  # a line that is no event inside a match
    lines[:0] = ["  \n", "junk\n"]  # and lines outside any match
    starts = [2] + [n for n, line in enumerate(lines, 1) if line and line.startswith("Match")]
    if odd == "empty":  # a blank line: it ends its match, whose rest is a block outside any match
        starts.insert(2, lines.index("") + 2)
    if binary:
        lines = [line if line is None else line.encode() for line in lines]
    whole, one_by_one = Blocks(binary), Blocks(binary)
    cut = whole.feed(1, lines)
    cut_alone = [block for number, line in enumerate(lines, 1) for block in one_by_one.feed(number, [line])]
    assert cut == cut_alone
    assert [block.first_line for block in cut] == starts
    held = [type(block.lines) is list for block in cut]  # the match with the None: given as its lines
    assert held == [False] * len(cut) if odd else held == [False, True] + [False] * 5
    assert whole.close() is None and one_by_one.close() is None
