"""The notations on the command line, tried as a new user would, errors as data, and ``gbmj convert``.

Every string of the issue that asked for them gives either the right score or one sentence saying
what to change; with ``--format json`` a rejected hand also prints its error record; the ``input``
of every record is a line that ``gbmj batch`` reads back to the same record.
"""

import json

import pytest
from click.testing import CliRunner

from gbmj_cli.batch.lines import score_hand, score_line
from gbmj_cli.cli.main import cli

PLAIN = {"COLUMNS": "80", "NO_COLOR": None, "FORCE_COLOR": None, "TTY_COMPATIBLE": None, "TTY_INTERACTIVE": None}


def run(*args: str, stdin: str | None = None):
    return CliRunner().invoke(cli, list(args), env=PLAIN, input=stdin)


def scored(*args: str) -> dict:
    """The record of ``gbmj score ARGS --format json``, which must succeed."""
    result = run("score", *args, "--format", "json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def fans(record: dict) -> dict[str, int]:
    """The counted fans of a record by their stable key."""
    return {f["key"]: f["count"] for f in record["fans"]}


def one_sentence(result, *words: str) -> str:
    """A rejected hand: exit status 1, one sentence on standard error (with a caret line or two), no traceback."""
    assert result.exit_code == 1, result.output
    lines = result.stderr.splitlines()
    assert lines[0].startswith("Error: ") and len(lines) in (1, 3) and "Traceback" not in result.stderr
    for word in words:
        assert word in lines[0]
    return lines[0]


# --- the strings of the issue, as a new user types them ------------------------------------------


@pytest.mark.parametrize(
    ("text", "understood"),
    [
        ("[EEE,2]123m456p789s1p1p|EE1000|2", None),
        ("W1 W2 W3 T1 ... F1 J1 H1", "'.' is not part of a Botzone hand"),
        ("1z", "found 1 tile"),
        ("一万", "found 1 tile"),
        ("红中", "found 1 tile"),
        ("１２３ｍ", "found 3 tiles"),
    ],
)
def test_each_string_of_the_issue_scores_or_says_what_to_change(text, understood):
    result = run("score", text, "--format", "table")
    if understood is None:
        assert result.exit_code == 0, result.output
    else:
        one_sentence(result, understood)  # read as what it is: only the count (or the '...') is wrong


def test_the_tziakcha_string_scores_with_its_context():
    record = scored("[EEE,2]123m456p789s1p1p|EE1000|2")
    assert record["hand"] == "[EEE2]123m789s1456p1p"
    assert record["context"]["self_drawn"] is True and record["flowers"] == 2
    assert fans(record) == {
        "mixed_straight": 1,
        "prevalent_wind": 1,
        "seat_wind": 1,
        "single_wait": 1,
        "self_drawn": 1,
        "flower_tiles": 2,
    }
    assert record["total"] == 16


def test_botzone_codes_score():
    record = scored("W1", "W2", "W3", "T1", "T2", "T3", "B1", "B2", "B3", "F1", "F1", "F1", "J1", "J1", "H1")
    assert record["hand"] == "123m123s123pEEECC" and record["flowers"] == 1
    assert fans(record)["mixed_triple_chow"] == 1


def test_botzone_codes_with_an_ellipsis_say_what_is_wrong():
    one_sentence(run("score", "W1 W2 W3 T1 ... F1 J1 H1", "--format", "table"), "'.'", "Botzone", "W1-W9")


def test_z_winds_are_read_and_z_dragons_need_an_order():
    assert scored("123m456s789p1z1z1z5p5p")["hand"] == "123m456s5789pEEE5p"
    one_sentence(run("score", "123m456s789p5z5z5z1p1p", "--format", "table"), "'5z' is ambiguous", "--z tenhou")
    assert fans(scored("123m456s789p5z5z5z1p1p", "--z", "mcr"))["dragon_pung"] == 1  # of 中
    assert scored("123m456s789p5z5z5z1p1p", "--z", "tenhou")["hand"] == "123m456s1789pPPP1p"


@pytest.mark.parametrize(
    ("words", "hand"),
    [
        (["一万二万三万", "四条五条六条", "七饼八饼九饼", "红中红中红中", "东东"], "123m456s789pECCCE"),
        (["123m456s789p", "红中", "红中", "红中", "东东"], "123m456s789pECCCE"),
        (["１２３ｍ４５６ｓ７８９ｐＥＥＥＳＳ"], "123m456s789pEEESS"),
    ],
    ids=["chinese-names", "hong-zhong", "full-width"],
)
def test_chinese_names_and_full_width_score(words, hand):
    assert scored(*words)["hand"] == hand


def test_a_bot_asking_for_json_gets_an_error_record():
    result = run("score", "123m456", "--format", "json")
    sentence = one_sentence(result, "digits '456'")
    assert json.loads(result.stdout) == {
        "input": "123m456",
        "error": sentence.removeprefix("Error: "),
        "kind": "parse",
        "position": 4,
        "error_en": sentence.removeprefix("Error: "),
    }
    result = run("score", "123m456", "--format", "ndjson")
    assert result.stdout.count("\n") == 1 and json.loads(result.stdout)["kind"] == "parse"
    assert run("score", "123m456", "--format", "table").stdout == ""
    assert run("score", "123m456", "--format", "csv").stdout == ""


@pytest.mark.parametrize(
    ("args", "kind"),
    [
        (["score", "123m456s789p5p5p"], "tiles"),
        (["score", "123m456s789p234m5p6p"], "not-winning"),
        (["score", "123m456s789p234m5p5p", "-z", "--from", "S"], "context"),
        (["score", "[EEE,2]123m456p789s1p1p|ES1000", "--seat", "N"], "context"),
        (["waits", "1112345678999p9p"], "tiles"),
        (["waits", "W1 W1 W1 X2"], "parse"),
        (["convert", "123m|EE1000|9", "--to", "botzone"], "parse"),
    ],
)
def test_every_rejection_gives_its_error_record(args, kind):
    result = run(*args, "--format", "json")
    one_sentence(result)
    record = json.loads(result.stdout)
    assert record["kind"] == kind and result.stderr.splitlines()[0].removeprefix("Error: ").startswith(record["error"])


def test_a_flag_against_the_context_points_at_the_context():
    result = run("score", "[EEE,2]123m456p789s1p1p|ES1000|2", "--seat", "N", "--format", "table")
    one_sentence(result, "seat S", "--seat N")
    caret = result.stderr.splitlines()[2]
    assert caret.index("^") - 2 == len("[EEE,2]123m456p789s1p1p|E")
    agreeing = scored("[EEE,2]123m456p789s1p1p|ES1000|2", "--seat", "S", "--self-drawn", "--flowers", "2")
    assert agreeing == scored("[EEE,2]123m456p789s1p1p|ES1000|2") | {"input": agreeing["input"]}
    assert scored("[EEE,2]123m456p789s1p1p|ES0000", "--from", "N", "--base", "4")["context"]["base"] == 4


def test_notation_can_be_forced():
    one_sentence(
        run("score", "[EEE,2]123m456p789s1p1p|EE1000", "--notation", "gbmj", "--format", "table"),
        "'|'",
        "--notation gbmj",
    )
    one_sentence(run("score", "W1W2W3T1T2T3B1B2B3F1F1F1J1J1", "--notation", "tziakcha", "--format", "table"), "Botzone")
    assert scored("[EEE,2]123m456p789s1p1p", "--notation", "tziakcha")["hand"] == "[EEE2]123m789s1456p1p"
    assert run("score", "123m", "--notation", "riichi").exit_code == 2  # Click's usage error


def test_waits_reads_every_notation():
    for hand in (
        "1112345678999p",
        "1112345678999p|ES0000",
        "B1 B1 B1 B2 B3 B4 B5 B6 B7 B8 B9 B9 B9",
        "一一一二三四五六七八九九九饼",
    ):
        result = run("waits", hand, "--format", "json")
        assert result.exit_code == 0, result.output
        assert len(json.loads(result.stdout)["waits"]) == 9
    assert json.loads(run("waits", "1112345678999p|ES0000", "--format", "json").stdout)["context"]["seat"] == "S"


# --- input: a line batch reads back to the same record --------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["score", "123m456s", "-z", "789p234m5p5p"],  # the issue's example: a flag between hand words
        ["score", "--seat", "S", "[EEE1][123m]456p789s1p1p", "--flowers=2"],
        ["score", "[EEE,2]123m456p789s1p1p|EE1000|2", "--base", "4"],
        ["score", "W1", "W2", "W3", "T1", "T2", "T3", "B1", "B2", "B3", "F1", "F1", "F1", "J1", "J1", "--rules", "mil"],
        ["score", "123m456s789p5z5z5z1p1p", "--z", "mcr"],
        ["score", "W1W2W3T1T2T3B1B2B3F1F1F1J1J1", "--notation", "botzone"],
        ["score", "123m456"],
        ["score", "#123m456s789p234m5p5p"],
        ["score", "--", "-123m456s789p234m5p5p"],
        ["score", "123m'456s789p234m5p5p"],
        ["score", '{"hand": 1}'],
        ["score", "123m456s789p1p1p", "--self-drawn"],
        ["score", "[EEE,2]123m456p789s1p1p|ES1000", "--seat", "N"],
        ["waits", "1112345678999p", "--seat", "S"],
        ["waits", "1112345678999p|ES0000", "--rules", "mil"],
    ],
)
def test_the_input_of_a_record_reads_back_to_the_same_record(args):
    result = run(*args, "--format", "json")
    record = json.loads(result.stdout)
    again = score_line(record["input"], waits=args[0] == "waits", explain=args[0] == "score")
    assert again == record, record["input"]


# --- convert --------------------------------------------------------------------------------------


def test_convert_writes_each_notation():
    hand = ["[EEE1][123m]456p789s1p1p", "--self-drawn", "--seat", "S", "--flowers", "2"]
    outputs = {to: run("convert", *hand, "--to", to).stdout for to in ("gbmj", "tziakcha", "botzone", "unicode")}
    assert outputs == {
        "gbmj": "[EEE1][123m]789s1456p1p --self-drawn --seat S --flowers 2\n",
        "tziakcha": "[EEE,1][123m]789s1456p1p|ES1000|2\n",
        "botzone": "PENG F1 1 CHI W2 T7 T8 T9 B1 B4 B5 B6 B1 H1 H2 --self-drawn --seat S\n",
        "unicode": "[🀀🀀🀀1][🀇🀈🀉]🀖🀗🀘🀙🀜🀝🀞🀙🀢🀣 --self-drawn --seat S\n",
    }
    want = score_hand("[EEE1][123m]456p789s1p1p", self_drawn=True, seat="S", flowers=2)
    for line in outputs.values():
        assert score_line(line) | {"input": None} == want | {"input": None}


def test_convert_as_json_and_its_errors():
    result = run("convert", "[EEE,1][123m]456p789s1p1p|ES1000|2", "--to", "gbmj", "--format", "json")
    assert json.loads(result.stdout) == {
        "input": "[EEE,1][123m]456p789s1p1p|ES1000|2",
        "notation": "tziakcha",
        "to": "gbmj",
        "output": "[EEE1][123m]789s1456p1p --self-drawn --seat S --flowers 2",
    }
    one_sentence(run("convert", "[EEE,1][123m]456p789s1p1p|ES1000|2", "--to", "gbmj", "--seat", "N"), "--seat N")
    one_sentence(run("convert", "123m", "--to", "gbmj"), "found 3 tiles")
    assert run("convert", "123m").exit_code == 2  # --to is required
    assert run("convert", "1112345678999p", "--to", "botzone").stdout == "B1 B1 B1 B2 B3 B4 B5 B6 B7 B8 B9 B9 B9\n"


def test_the_group_lists_convert():
    result = run("--help")
    assert "convert" in result.stdout and "tziakcha" in result.stdout


# --- batch ---------------------------------------------------------------------------------------


def test_batch_reads_every_notation_and_its_options_per_line_and_run_wide():
    lines = (
        "[EEE,2]123m456p789s1p1p|EE1000|2\n"
        '{"hand": "W1 W2 W3 T1 T2 T3 B1 B2 B3 F1 F1 F1 J1 J1"}\n'
        "123m456s789p5z5z5z1p1p\n"
        "123m456s789p5z5z5z1p1p --z tenhou\n"
        '{"hand": "W1W2W3T1T2T3B1B2B3F1F1F1J1J1", "notation": "gbmj"}\n'
        "[EEE,2]123m456p789s1p1p|ES1000 --seat N\n"
        "[EEE,2]123m456p789s1p1p|ES1000 --seat S --discard\n"
    )
    result = CliRunner().invoke(
        cli, ["batch", "-", "--format", "ndjson", "--no-summary", "--z", "mcr"], input=lines, env=PLAIN
    )
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r.get("kind") for r in records] == [None, None, None, None, "parse", "context", "context"]
    assert records[0]["total"] == 16 and records[1]["hand"] == "123m123s123pEEECC"
    assert records[2]["hand"] == "123m456s1789pCCC1p" and records[3]["hand"] == "123m456s1789pPPP1p"
    assert "--seat N" in records[5]["error"] and "--discard" in records[6]["error"]
    assert records[5]["input"][records[5]["position"]] == "S"


@pytest.mark.parametrize("command", ["score", "waits", "batch", "convert"])
def test_every_command_that_reads_hands_has_the_reading_options(command):
    result = run(command, "--help")
    assert result.exit_code == 0 and "--notation" in result.stdout and "--z" in result.stdout


def test_the_options_offer_the_core_choices():
    from gbmj_cli.cli import reading
    from gbmj_cli.hands.notations import read

    assert (reading.NOTATION_CHOICES, reading.Z_CHOICES) == (read.NOTATION_CHOICES, read.Z_CHOICES)
    from gbmj_cli.cli.commands import convert
    from gbmj_cli.hands.notations import write

    assert convert.TARGETS == write.TARGETS
