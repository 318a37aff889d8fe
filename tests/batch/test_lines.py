"""The library call behind ``gbmj batch``: one line in, one record (or error record, or nothing) out."""

import json
import subprocess
import sys

import pytest

from gbmj_cli.base.errors import GbmjError
from gbmj_cli.batch import lines
from gbmj_cli.batch.chunks import Settings, score_chunk
from gbmj_cli.batch.lines import MAX_LINE_BYTES, TooLong, score_hand, score_line
from gbmj_cli.batch.summary import ScoreSummary
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.notation import parse_hand
from gbmj_cli.records.formats import Format
from gbmj_cli.records.record import result_record
from gbmj_cli.scoring.score import score

HAND = "[EEE1][123m]456p789s1p1p"
LINE = HAND + " --self-drawn --seat S --flowers 2"


def test_a_line_gives_the_record_of_score():
    expected = result_record(score(parse_hand(HAND), WinContext(self_drawn=True, seat="S", flowers=2)), LINE, 3)
    assert score_line(LINE, line_number=3) == expected
    assert expected["total"] == 14 and expected["line"] == 3 and expected["input"] == LINE


def test_without_a_line_number_the_record_has_no_line_field():
    assert "line" not in score_line(LINE)


@pytest.mark.parametrize("text", ["", "   ", "\t\n", "\n", "\r\n", "# a comment", "   # indented comment\r\n"])
def test_blank_and_comment_lines_give_nothing(text):
    assert score_line(text, line_number=5) is None


def test_line_endings_are_not_part_of_the_input():
    assert score_line(LINE + "\n", line_number=1) == score_line(LINE, line_number=1)
    crlf = score_line(LINE + "\r\n", line_number=1)
    assert crlf == score_line(LINE, line_number=1) and crlf["input"] == LINE


def test_a_lone_carriage_return_does_not_end_the_line():
    record = score_line(HAND + "\r--self-drawn", line_number=1)
    assert record["input"] == HAND + "\r--self-drawn"
    assert record["context"]["self_drawn"] is True  # one line, split into words as a shell would


def test_a_bom_is_skipped_on_the_first_line_only():
    assert score_line("\ufeff" + LINE, line_number=1) == score_line(LINE, line_number=1)
    assert score_line(b"\xef\xbb\xbf" + LINE.encode(), line_number=1) == score_line(LINE, line_number=1)
    later = score_line("\ufeff" + LINE, line_number=2)
    assert later["kind"] == "parse"


def test_bytes_are_read_as_utf8():
    assert score_line(LINE.encode() + b"\r\n", line_number=4) == score_line(LINE, line_number=4)


def test_words_are_split_as_a_shell_would():
    plain = score_line("123m 456p 789s 11p 22p2p --seat S")
    quoted = score_line("'123m 456p' \"789s\" 11p22p2p --seat 'S'")
    assert quoted["hand"] == plain["hand"] and quoted["context"] == plain["context"]
    assert score_line("123m456p789s11p22p2p --seat=s")["context"]["seat"] == "S"


def test_an_unclosed_quote_is_an_input_error():
    record = score_line("'123m456p789s11p22p2p --seat S", line_number=2)
    assert record["kind"] == "input" and "quotation" in record["error"]


def test_json_lines():
    record = score_line(f'{{"hand": "{HAND}", "self_drawn": true, "seat": "S", "flowers": 2}}', line_number=1)
    plain = score_line(LINE, line_number=1)
    assert {k: v for k, v in record.items() if k != "input"} == {k: v for k, v in plain.items() if k != "input"}
    assert score_line(f'  {{"hand": "{HAND}", "from": "n"}}')["context"]["from"] == "N"
    assert (
        score_line(f'{{"hand": "{HAND}", "discard": true}}', WinContext(self_drawn=True))["context"]["self_drawn"]
        is False
    )


def test_a_concealed_kong_in_braces_is_a_hand_not_json():
    record = score_line("{1111m}222p333s444s9s9s --self-drawn")
    assert "error" not in record and record["hand"].startswith("{1111m}")


@pytest.mark.parametrize(
    "text, kind",
    [
        ('{"hand": "123m", ', "input"),  # does not parse
        ('{"hand": 12}', "input"),  # the hand is not a string
        ('{"self_drawn": true}', "input"),  # no hand
        (f'{{"hand": "{HAND}", "colour": "red"}}', "usage"),
        (f'{{"hand": "{HAND}", "flowers": 9}}', "usage"),
        (f'{{"hand": "{HAND}", "seat": "Q"}}', "usage"),
        (f'{{"hand": "{HAND}", "self_drawn": "yes"}}', "usage"),
        (f'{{"hand": "{HAND}", "flowers": [1]}}', "usage"),
        (f'{{"hand": "{HAND}", "kong_draw": true}}', "context"),
    ],
)
def test_bad_json_lines(text, kind):
    record = score_line(text, line_number=9)
    assert record["kind"] == kind and record["line"] == 9 and record["input"] == text


def test_json_values_of_different_types_are_not_confused_by_the_cache():
    assert "error" not in score_line(f'{{"hand": "{HAND}", "self_drawn": true}}')
    assert score_line(f'{{"hand": "{HAND}", "self_drawn": 1}}')["kind"] == "usage"
    assert "error" not in score_line(f'{{"hand": "{HAND}", "flowers": 1}}')
    assert score_line(f'{{"hand": "{HAND}", "flowers": true}}')["kind"] == "usage"


@pytest.mark.parametrize(
    "text, kind",
    [
        ("123m456", "parse"),
        ("123m456p789s11p6z6z", "parse"),  # 6z without --z
        ("[123m]]456p789s11p22p2p", "parse"),
        ("123m456p789s11p22p", "tiles"),  # 13 tiles
        ("11111m456p789s11p2p", "tiles"),  # a fifth copy
        ("[124m]456p789s11p22p2p", "tiles"),  # not a set
        ("123m456p789s11p23p9s", "not-winning"),
        (HAND + " --kong-draw --self-drawn", "context"),
        (HAND + " --from E", "context"),  # your own seat
        (HAND + " --robbing-kong --self-drawn", "context"),
        (HAND + " --seat Q", "usage"),
        (HAND + " --flowers 9", "usage"),
        (HAND + " --flowers", "usage"),
        (HAND + " --colour red", "usage"),
        (HAND + " --self-drawn=yes", "usage"),
    ],
)
def test_each_error_kind_gives_its_record(text, kind):
    record = score_line(text, line_number=7)
    assert record["kind"] == kind, record
    assert record["line"] == 7 and record["input"] == text
    assert isinstance(record["error"], str) and record["error"]
    assert set(record) <= {"line", "input", "error", "kind", "position", "error_en"}
    assert record["error_en"] == record["error"]


def test_invalid_utf8_is_an_input_error_with_a_position():
    record = score_line(b"123m\xff456p789s11p22p2p\n", line_number=3)
    assert record["kind"] == "input" and record["line"] == 3
    assert "UTF-8" in record["error"] and "0xff" in record["error"]
    assert record["input"] == "123m\ufffd456p789s11p22p2p"
    assert record["position"] == 4


@pytest.mark.parametrize("as_bytes", [False, True])
def test_a_line_of_one_megabyte_is_an_input_error(as_bytes):
    text = "1" * (1 << 20)
    record = score_line(text.encode() if as_bytes else text, line_number=2)
    assert record["kind"] == "input" and "1,048,576 bytes" in record["error"]
    assert len(record["input"]) < 200  # only the start of the line is kept


@pytest.mark.parametrize("as_bytes", [False, True])
def test_the_line_limit_is_64_kib_of_utf8(as_bytes):
    def kind(text: str) -> str:
        return score_line(text.encode() if as_bytes else text, line_number=1)["kind"]

    assert kind("x" * MAX_LINE_BYTES) == "parse"  # exactly the limit: read, and not a hand
    assert kind("\ufeff" + "x" * MAX_LINE_BYTES + "\r\n") == "parse"  # the first line's mark and ending aside
    assert kind("x" * (MAX_LINE_BYTES + 1)) == "input"
    assert kind("中" * (MAX_LINE_BYTES // 3 + 1)) == "input"  # 65,538 bytes in 21,846 characters
    assert score_line("#" + "x" * (1 << 20), line_number=1) is None  # a comment, of any length


@pytest.mark.parametrize(
    "line",
    [
        b"\xef\xbb\xbf" + b"x" * MAX_LINE_BYTES + b"\r\n",
        b"\xef\xbb\xbf" + b"x" * 70_000 + b"\n",
        b" " * 500 + b"# a comment past the head" + b"x" * 70_000 + b"\n",
        b"# a comment" + b"x" * 70_000 + b"\n",
        b"\xef\xbb\xbf  # a comment after a mark" + b"x" * 70_000,
        b" " * 70_000 + b"\n",
        b"123m" * 20_000 + b"\r\n",
    ],
)
def test_a_line_over_the_limit_is_answered_by_score_line_as_by_batch(line):
    """Both judge a line the reader does not keep whole on its head alone (as the first line: a mark
    there is the text's own)."""
    batch = subprocess.run(
        [sys.executable, "-m", "gbmj_cli", "batch", "-", "--format", "ndjson", "--no-summary", "--jobs", "1"],
        input=line,
        capture_output=True,
        check=False,
    )
    records = [json.loads(text) for text in batch.stdout.splitlines()]
    assert records == ([] if score_line(line, line_number=1) is None else [score_line(line, line_number=1)])


def test_a_line_the_reader_cut_short():
    record = score_line(TooLong(b"123m" * 10, 2_000_000), line_number=8)
    assert record == {
        "line": 8,
        "input": "123m" * 10 + "…",
        "error": "the line is 2,000,000 bytes long, over the limit of 65,536 bytes (64 KiB)",
        "kind": "input",
        "error_en": "the line is 2,000,000 bytes long, over the limit of 65,536 bytes (64 KiB)",
    }


def test_positions_point_into_the_line():
    record = score_line("123m 45z 789s --seat S")
    assert record["kind"] == "parse" and record["input"][record["position"]] == "5"  # 5z needs --z
    record = score_line("11111m 456p789s11p2p")  # the fifth 1m, after the words are joined
    assert record["kind"] == "tiles" and record["position"] == 4
    record = score_line("  123m4x6p789s11p22p2p --self-drawn")
    assert record["input"][record["position"]] == "x"
    record = score_line('{"hand": "123m4x6p789s11p22p2p"}')
    assert record["input"][record["position"]] == "x"


def test_line_flags_override_the_batch_defaults():
    defaults = WinContext(self_drawn=True, last_tile=True, seat="S")
    assert score_line(HAND, defaults)["context"]["self_drawn"] is True
    undone = score_line(HAND + " --discard --no-last-tile --seat W", defaults)["context"]
    assert undone["self_drawn"] is False and undone["last_tile"] is False and undone["seat"] == "W"
    assert score_line(HAND + " --rules mil", defaults)["rules"] == "mil"


def test_score_hand_takes_keywords_and_raises():
    assert score_hand(HAND, self_drawn=True, seat="S", flowers=2) == score_line(LINE) | {"input": HAND}
    with pytest.raises(GbmjError) as caught:
        score_hand("123m456")
    assert caught.value.kind == "parse"
    with pytest.raises(GbmjError) as caught:
        score_hand(HAND, seat="Q")
    assert caught.value.kind == "usage"


def test_a_scorer_bug_becomes_an_internal_record(monkeypatch):
    def broken(hand, ctx):
        raise IndexError("tuple index out of range")

    monkeypatch.setattr(lines, "score", broken)
    record = score_line(LINE, line_number=1)
    assert record["kind"] == "internal" and "IndexError" in record["error"]


def test_chunks_count_blank_and_comment_lines():
    chunk = [b"# header\n", LINE.encode() + b"\n", b"\n", b"123m456\n", b"   \n", HAND.encode()]
    out, summary = score_chunk(10, chunk, Settings(WinContext(), Format.NDJSON))
    records = [json.loads(line) for line in out.decode().splitlines()]
    assert [r["line"] for r in records] == [11, 13, 15]
    assert records[1]["kind"] == "parse"
    assert (summary.scored, summary.rejected) == (2, 1)


@pytest.mark.parametrize("fmt", [*Format, None])
def test_every_format_gives_the_same_summary(fmt):
    chunk = [LINE, "123m456", HAND, "111m222p333s444s9s9s --self-drawn", "1122m3344p5566s7s7s"]
    records = [score_line(text, line_number=i) for i, text in enumerate(chunk, start=1)]
    expected = ScoreSummary()
    for record in records:
        expected.add_record(record)
    _, summary = score_chunk(1, chunk, Settings(WinContext(), fmt))
    assert summary == expected
    data = summary.as_dict()
    scored = [r for r in records if "error" not in r]
    assert data["scored"] == len(scored) and data["rejected"] == 1
    assert data["mean_total"] == pytest.approx(sum(r["total"] for r in scored) / len(scored))
    assert data["max_total"] == max(r["total"] for r in scored)
    assert data["below_minimum"] == sum(not r["meets_minimum"] for r in scored)


def test_summaries_merge():
    a, b = ScoreSummary(), ScoreSummary()
    a.add_record(score_line(LINE))
    b.add_record(score_line("123m456"))
    b.add_record(score_line("111m222p333s444s9s9s --self-drawn"))
    a.merge(b)
    assert (a.scored, a.rejected, a.max_total) == (2, 1, 76)
    assert dict(a.top_fans(2)) == {79: 2, 80: 2}


def test_importing_the_package_stays_light_and_workers_need_no_click_or_rich():
    code = (
        "import sys, gbmj_cli\n"
        "assert 'gbmj_cli.batch.lines' not in sys.modules and 'gbmj_cli.scoring.score' not in sys.modules\n"
        "from gbmj_cli import score_line\n"
        "assert score_line('123m456')['kind'] == 'parse'\n"
        "assert 'click' not in sys.modules and 'rich' not in sys.modules, sorted(sys.modules)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_waits_lines():
    record = score_line("1112345678999p --seat S", line_number=4, waits=True)
    assert record["line"] == 4 and record["tenpai"] is True and len(record["waits"]) == 9
    assert record["context"]["seat"] == "S" and record["input"] == "1112345678999p --seat S"
    assert score_line(HAND, waits=True)["kind"] == "tiles"  # 14 tiles: a hand for score
    record = score_line("123m45z6p789s11p22p --seat Q", waits=True)
    assert record["kind"] == "parse" and record["input"][record["position"]] == "5"  # the hand first
    assert score_line("# comment", waits=True) is None


def test_a_line_can_drop_a_batch_wide_discarder():
    record = score_line("[EEE1][123m]456p789s1p1p -z --no-from", WinContext(from_seat="N"))
    assert record["context"]["from"] is None and record["context"]["self_drawn"] is True


def test_a_json_count_must_be_a_whole_number():
    record = score_line('{"hand": "[EEE1][123m]456p789s1p1p", "flowers": 2.5}')
    assert record["kind"] == "usage" and "2.5" in record["error"]
    assert score_line('{"hand": "[EEE1][123m]456p789s1p1p", "flowers": 2.0}')["flowers"] == 2


def test_the_collector_waits_while_a_chunk_is_scored_and_runs_between_chunks():
    """A collection that fell on a line put milliseconds on it; within a chunk none runs."""
    import gc

    collections = []

    def seen(phase: str, info: dict) -> None:
        if phase == "start":
            collections.append(info["generation"])

    lines_of_a_chunk = ["[EEE1][123m]456p789s1p1p", "1112222333444m3m", "no hand"] * 300
    gc.callbacks.append(seen)
    try:
        result = score_chunk(1, lines_of_a_chunk)
        assert collections == [] and gc.isenabled()
        gc.disable()  # a caller that turned it off keeps it off
        score_chunk(1, lines_of_a_chunk[:3])
        assert not gc.isenabled()
    finally:
        gc.enable()
        gc.callbacks.remove(seen)
    assert result.summary.scored == 600


def test_an_exception_that_wraps_a_signal_is_the_signal_not_an_internal_record():
    """A SIGTERM raised in a class's ``__set_name__`` (wrapped by Python 3.11) became a line's record."""
    try:
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt as stop:
            raise RuntimeError("Error calling __set_name__") from stop
    except RuntimeError as wrapped:
        with pytest.raises(KeyboardInterrupt):
            lines.internal_error(wrapped)
    assert "ValueError: bad" in lines.internal_error(ValueError("bad")).text("en")
