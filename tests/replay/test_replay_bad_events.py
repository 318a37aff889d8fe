"""Every kind of bad event is one located sentence (match, line, event) and the replay goes on.

Each case breaks one line of a good match; the record names the kind, the line and the event, and
says what went wrong. Hypothesis then mutates real and generated logs: whatever the lines, the
replay gives a record, never an exception and never an internal error.
"""

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from logbuild import Log
from matchgen import matches

from gbmj_cli.records.replay import bad_event_record, replay_lines, replay_match
from gbmj_cli.replay.match import BadEvent, replay_block
from gbmj_cli.scoring.profiles import builtin

READY = "B1 B2 B3 B4 B5 B6 B7 B8 B9 T7 T8 T9 J1"
OTHERS = [
    "W1 W2 W3 W4 W5 W6 W9 W9 T1 T2 T3 F1 F3",
    "W7 W8 T4 T5 T6 T7 T8 T9 B1 B2 B3 B4 F2",
    "F3 F3 W1 W2 W3 W4 W5 W6 T1 T2 T2 T3 B5",
]
SAMPLE = Path(__file__).resolve().parent.parent / "data" / "replay" / "botzone-sample.txt"


def good() -> list[str]:
    """A good match: a chow, a pung, a concealed kong, then a win on a discard."""
    log = Log([READY, *OTHERS], reserved="J1")
    log.turn(0, "J3").turn(1, "W9").claim(2, "Chi", "W8", "W9", 1).play(2, "F2")
    log.turn(3, "J3").turn(0, "J3", "J3")
    log.turn(1, "F3").claim(3, "Peng", "F3", "F3", 1).play(3, "T2")
    log.draw(0, "J2").play(0, "J2").turn(1, "J2").turn(2, "J2").draw(3, "J1").play(3, "J1")
    log.win(0, "J1", 3)
    return log.lines


def replaced(number: int, line: str, lines: list[str] | None = None) -> list[str]:
    """The good match with line ``number`` (1-based) replaced (removed if ``line`` is empty)."""
    lines = list(lines or good())
    if line:
        lines[number - 1] = line
    else:
        del lines[number - 1]
    return lines


def line_of(text: str) -> int:
    """The number of the good match's first line that starts with ``text``."""
    return next(i for i, line in enumerate(good(), start=1) if line.startswith(text))


CASES = {
    # name: (lines, kind, line number, a phrase of the sentence)
    "no id": (replaced(1, "Match"), "format", 1, "no id"),
    "bad wind": (replaced(2, "Wind 4"), "format", 2, "prevalent wind"),
    "short deal": (replaced(4, "Player 1 Deal W1 W2"), "format", 4, "Player 1 Deal"),
    "deal out of order": (replaced(3, "Player 1 Deal " + READY), "format", 3, "Player 0 Deal"),
    "unknown action": (replaced(7, "Player 0 Discard J3"), "format", 7, "not an event"),
    "unknown player": (replaced(7, "Player 4 Draw J3"), "format", 7, "not an event"),
    "words after a draw": (replaced(7, "Player 0 Draw J3 J3"), "format", 7, "not an event"),
    "no tile code": (replaced(7, "Player 0 Draw X9"), "tiles", 7, "'X9' is not a tile code"),
    "a fifth copy": (replaced(3, "Player 0 Deal W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 T1 T2"), "tiles", 6, "fifth W1"),
    "a tile not held": (replaced(8, "Player 0 Play W5"), "tiles", 8, "player 0 does not hold W5"),
    "out of turn": (replaced(9, "Player 2 Draw W9"), "turn", 9, "player 0 has discarded J3"),
    "a play before the draw": (replaced(7, "Player 0 Play J1"), "turn", 7, "player 0 is to draw"),
    "a chow by another": (replaced(line_of("Player 2 Chi"), "Player 3 Chi W8"), "claim", 11, "only player 2"),
    "a chow without the discard": (replaced(11, "Player 2 Chi W6"), "claim", 11, "no chow whose middle tile is W6"),
    "a pung of another tile": (replaced(line_of("Player 3 Peng"), "Player 3 Peng F1"), "claim", 19, "names F1"),
    "a claim of one's own discard": (replaced(19, "Player 1 Peng F3"), "claim", 19, "he discarded"),
    "a kong not held": (replaced(line_of("Player 0 Play J2"), "Player 0 AnGang J2"), "tiles", 22, "four J2"),
    "an added kong without a pung": (replaced(22, "Player 0 BuGang J2"), "claim", 22, "no pung of J2"),
    "an ignored win first": (
        replaced(line_of("Player 0 Hu"), "Player 0 Hu J1 Ignore Player 3 Hu J1"),
        "claim",
        29,
        "cannot be ignored",
    ),
    "an ignored win of higher priority": (
        replaced(line_of("Player 2 Chi"), "Player 2 Chi W8 Ignore Player 0 Hu W9"),
        "claim",
        11,
        "comes first by priority",
    ),
    "a badly written ignore": (replaced(29, "Player 0 Hu J1 Ignore Player 2"), "format", 29, "Ignore Player"),
    "a win on another tile": (replaced(29, "Player 0 Hu J2"), "claim", 29, "names J2"),
    "a bad fan line": (replaced(30, "Fan nine"), "format", 30, "Fan <total>"),
    "a bad score line": (replaced(31, "Score 1 2 3"), "format", 31, "four whole numbers"),
    "no score line": (good()[:-1], "format", 30, "without its Score"),
    "a line after the end": ([*good(), "Player 1 Draw W1"], "format", 32, "after its Score line"),
    "a draw after the win": (replaced(30, "Player 1 Draw W1"), "format", 30, "after Hu"),
    "a drawn hand too soon": (replaced(29, "Huang"), "wall", 29, "still holds 18 tiles"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_bad_event_is_located_and_said(name):
    lines, kind, number, phrase = CASES[name]
    record = replay_match("\n".join(lines))
    match = None if name == "no id" else "hand"
    assert (record["kind"], record["line"], record["match"]) == (kind, number, match), record
    assert record["event"] == lines[number - 1]
    assert phrase in record["error"], record["error"]
    assert record["error_en"] == record["error"]


def test_the_good_match_is_good():
    record = replay_match("\n".join(good()))
    assert record["agrees"] and record["win"] == "discard"


def test_a_draw_from_an_empty_wall_and_a_claim_on_the_last_tile():
    log = Log([READY, *OTHERS]).idle(0, 84)
    record = replay_match(log.text + "Player 0 Draw J1\n")
    assert (record["kind"], record["line"]) == ("wall", 6 + 2 * 84 + 1) and "wall is empty" in record["error"]
    log = Log([READY, *OTHERS]).idle(0, 84)  # player 3's last discard, the wall after his empty
    discard = log.lines[-1].split()[-1]
    record = replay_match(log.text + f"Player 1 Peng {discard}\n")
    assert record["kind"] == "claim" and "the last tile" in record["error"]


def test_a_kong_of_ones_own_needs_the_next_players_wall():
    log = Log(["F4 F4 F4 W2 W3 W4 T5 T5 T5 B7 B8 B9 J1", *OTHERS], reserved="F4").idle(0, 80)
    log.draw(0, "F4")  # player 0 has drawn 21, player 1 20
    log.lines[-1] = "Player 0 Draw F4"
    text = log.text.replace("Player 0 Draw F4\n", "Player 0 Draw F4\nPlayer 0 AnGang F4\n")
    record = replay_match(text)
    assert record["kind"] == "wall" and "player 0's wall is empty" in record["error"]


def test_a_self_drawn_win_may_not_name_any_tile():
    log = Log([READY, *OTHERS], reserved="J1").turn(0, "J3").idle(1, 3).draw(0, "J1")
    log.win(0, "J1", None, named="W5")
    record = replay_match(log.text)
    assert record["kind"] == "claim" and "names the drawn tile J1" in record["error"]


def test_a_line_that_is_not_utf8_and_a_line_outside_any_match():
    text = "\n".join(good()).encode()
    records = list(replay_lines([*text.replace(b"J3", b"J\xff", 1).split(b"\n"), b"", b"stray line", b"Score 1"]))
    assert (records[0]["kind"], records[0]["line"], records[0]["match"]) == ("input", 7, good()[0].split()[1])
    assert (records[1]["kind"], records[1]["line"], records[1]["match"]) == ("format", 33, None)
    assert "outside any match" in records[1]["error"]


@pytest.mark.parametrize("bad", [b"Player 1 Draw W9\xff\n", None])
def test_a_line_found_bad_before_it_is_read_still_names_its_match(bad):
    """A line not UTF-8, or not kept as over the size limit (None), is found before the Match line is read."""
    lines: list = [line.encode() + b"\n" for line in good()]
    lines[8] = bad
    outcome = replay_block(1, lines, builtin("mil"))
    assert isinstance(outcome, BadEvent)
    record = bad_event_record(outcome)
    assert (record["kind"], record["line"], record["match"]) == ("input", 9, good()[0].split()[1])


@pytest.mark.parametrize("text", ["", "\n", "  \n\n", b"", b"\n\n"])
def test_a_blank_text_is_a_format_record_not_an_exception(text):
    record = replay_match(text)
    assert (record["kind"], record["line"], record["match"]) == ("format", 1, None)


@pytest.mark.parametrize("events", [995, 996, 997, 998])
def test_the_lines_after_a_match_cut_at_its_limit_are_still_read(events):
    """A match of 1,000 lines or more is cut at its 1,000th; its Score line, at the cut or after it,
    ends it, and a stray line after it is reported in a record of its own."""
    match = ["Match long", "Wind 0", *["Player 0 Draw W1"] * events, "Score 0 0 0 0"]
    text = "\n".join([*match, "junk line", "", *good()]) + "\n"
    records = list(replay_lines(text.splitlines(keepends=True)))
    assert [(r["line"], r["match"], r.get("kind")) for r in records] == [
        (records[0]["line"], "long", records[0]["kind"]),
        (len(match) + 1, None, "format"),
        (len(match) + 3, good()[0].split()[1], None),
    ]


def test_after_a_bad_match_the_next_one_is_replayed():
    text = "\n".join(replaced(8, "Player 0 Play W5")) + "\n\n" + "\n".join(good()) + "\n"
    records = list(replay_lines(text.splitlines(keepends=True)))
    assert [r.get("kind") for r in records] == ["tiles", None]
    assert records[1]["line"] == len(good()) + 2 and records[1]["agrees"]


# --- fuzzing ----------------------------------------------------------------------------------------------

_LOGS = [lines for lines, _ in matches(7, 12)] + [good()]
if SAMPLE.exists():
    _LOGS += [block.splitlines() for block in SAMPLE.read_text(encoding="utf-8").strip().split("\n\n")]
_WORDS = ["Player", "0", "1", "3", "4", "Draw", "Play", "Chi", "Peng", "Gang", "AnGang", "BuGang", "Hu", "Huang", "Fan"]
_WORDS += ["Score", "Ignore", "W1", "T5", "B9", "F4", "J3", "None", "-1", "999999999999", "+", "*", "\u202e", ""]


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    log=st.sampled_from(_LOGS),
    edits=st.lists(
        st.tuples(
            st.integers(0, 400), st.sampled_from(["drop", "swap", "word", "dup", "cut"]), st.sampled_from(_WORDS)
        ),
        min_size=1,
        max_size=4,
    ),
)
def test_mutated_logs_give_a_record_never_an_exception(log, edits):
    lines = list(log)
    for position, how, word in edits:
        i = position % len(lines)
        if how == "drop":
            del lines[i]
        elif how == "swap" and i + 1 < len(lines):
            lines[i], lines[i + 1] = lines[i + 1], lines[i]
        elif how == "word":
            words = lines[i].split() or [""]
            words[position % len(words)] = word
            lines[i] = " ".join(words)
        elif how == "dup":
            lines.insert(i, lines[i])
        else:
            lines[i] = lines[i][: position % (len(lines[i]) + 1)]
        if not lines:
            lines = [""]
    outcome = replay_block(1, lines, builtin("mil"))
    if isinstance(outcome, BadEvent):
        assert outcome.kind != "internal", outcome
        assert 1 <= outcome.line <= len(lines) and outcome.message.text("en") and outcome.message.text("zh")
    for record in replay_lines(lines):
        assert record.get("kind") != "internal", record
