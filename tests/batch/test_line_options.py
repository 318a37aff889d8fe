"""Line options (``--claim``) on batch lines, and ``explain``: the library calls behind ``gbmj batch``."""

import pytest

from gbmj_cli.base.errors import UsageError
from gbmj_cli.batch.chunks import Settings, score_chunk
from gbmj_cli.batch.line_options import LINE_OPTIONS, LineOptions, take_line_options
from gbmj_cli.batch.lines import Scored, evaluate_line, score_line
from gbmj_cli.batch.summary import ScoreSummary
from gbmj_cli.hands.context import FLAGS, WinContext
from gbmj_cli.records.formats import Format

LINE = "[EEE1][123m]456p789s1p1p --self-drawn --seat S --flowers 2"


@pytest.mark.parametrize(
    "flags, rest, claim",
    [
        pytest.param(("--claim", "花龙 自摸"), (), "花龙 自摸", id="word"),
        pytest.param(("--claim=花龙 自摸", "-z"), ("-z",), "花龙 自摸", id="inline"),
        pytest.param(
            ("--seat", "S", "--claim", "total=14", "--flowers", "2"), ("--seat", "S", "--flowers", "2"), "total=14"
        ),
        pytest.param(("--seat", "S"), ("--seat", "S"), None, id="none"),
        pytest.param({"seat": "S", "claim": "花龙"}, {"seat": "S"}, "花龙", id="json-string"),
        pytest.param({"claim": ["花龙", "total=14"]}, {}, "花龙, total=14", id="json-list"),
    ],
)
def test_the_line_options_are_taken_out_of_the_flags(flags, rest, claim) -> None:
    assert take_line_options(flags) == (rest, LineOptions(claim=claim))


@pytest.mark.parametrize(
    "flags, message",
    [
        pytest.param(("--claim",), "--claim needs a value", id="no-value"),
        pytest.param(("--claim", "花龙", "--claim=自摸"), "--claim is given twice", id="twice"),
        pytest.param({"claim": 3}, "--claim takes a string or a list of strings, not 3", id="json-number"),
        pytest.param({"claim": ["花龙", 3]}, "--claim takes a string or a list of strings", id="json-mixed-list"),
    ],
)
def test_a_bad_line_option_is_a_usage_error(flags, message) -> None:
    with pytest.raises(UsageError, match=message):
        take_line_options(flags)


def test_line_options_are_no_win_flags() -> None:
    names = {flag.option for flag in FLAGS} | {"--" + flag.off for flag in FLAGS if flag.off}
    assert not names & {option.option for option in LINE_OPTIONS}
    assert not {option.field for option in LINE_OPTIONS} & {flag.field for flag in FLAGS}


def test_a_claimed_line_carries_its_check() -> None:
    outcome = evaluate_line(LINE + ' --claim "花龙 幺九刻 自摸"', WinContext(), 1)
    assert isinstance(outcome, Scored) and outcome.claim is not None
    assert not outcome.claim.matches
    record = score_line(LINE + " --claim '花龙 圈风刻 单钓将 自摸'")
    assert record is not None and record["claim"]["matches"] is True


def test_a_json_line_claims_with_a_field() -> None:
    record = score_line('{"hand": "[EEE1][123m]456p789s1p1p", "self_drawn": true, "seat": "S", "claim": "total=12"}')
    assert record is not None and record["claim"]["matches"] is True


def test_a_line_without_a_claim_has_no_claim_object() -> None:
    record = score_line(LINE)
    assert record is not None and "claim" not in record


@pytest.mark.parametrize(
    "line, phrase",
    [
        pytest.param(LINE + " --claim 龙虎斗", "--claim: no fan is called '龙虎斗'", id="unknown-fan"),
        pytest.param(LINE + " --claim", "--claim needs a value", id="no-value"),
    ],
)
def test_a_claim_that_cannot_be_read_rejects_the_line(line: str, phrase: str) -> None:
    record = score_line(line, line_number=4)
    assert record is not None and record["kind"] == "usage" and phrase in record["error"]


def test_a_waiting_hand_takes_no_claim() -> None:
    record = score_line("1112345678999p --claim 九莲宝灯", waits=True)
    assert record is not None and record["kind"] == "usage"
    assert "--claim checks the score of a winning hand" in record["error"]


def test_a_claim_is_read_under_the_profile_of_its_line() -> None:
    line = "[1111m][2222s1]345p678m9p9p --claim '明暗杠 幺九刻 无字 单钓将'"
    assert score_line(line)["claim"]["matches"] is False  # type: ignore[index]
    assert score_line(line + " --rules mil")["claim"]["matches"] is True  # type: ignore[index]


def test_records_explain_their_fans_only_when_asked() -> None:
    plain, explained = score_line(LINE), score_line(LINE, explain=True)
    assert plain is not None and explained is not None
    assert all("sets" not in f for f in (*plain["fans"], *plain["excluded"]))
    assert explained["fans"][0]["sets"] == [["[123m]", "789s", "456p"]]
    assert explained["excluded"][0]["sets"] == [["[EEE1]"]]
    assert {k: v for k, v in explained.items() if k not in ("fans", "excluded")} == {
        k: v for k, v in plain.items() if k not in ("fans", "excluded")
    }


def test_a_chunk_counts_its_claims() -> None:
    lines = [LINE + " --claim total=14", LINE + " --claim total=13", LINE, "123m456 --claim 花龙"]
    result = score_chunk(1, lines, Settings(WinContext(), Format.NDJSON, explain=True))
    summary = result.summary
    assert isinstance(summary, ScoreSummary)
    assert (summary.claims, summary.claims_differing, summary.rejected) == (2, 1, 1)
    assert b'"sets"' in result.payload
