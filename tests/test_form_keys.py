"""A record names its form by a stable English key, with the form's Chinese and English names beside it."""

import json

import pytest

from gbmj_cli import score_line
from gbmj_cli.analysis.shanten import FORMS
from gbmj_cli.hands.notation import parse_hand
from gbmj_cli.records.record import form_fields, result_record
from gbmj_cli.records.record_json import scored_json
from gbmj_cli.scoring.decompose import Form
from gbmj_cli.scoring.score import profile_of, score

from clirun import ok
from conftest import context_from_flags

KEYS = {
    "regular",
    "seven_pairs",
    "thirteen_orphans",
    "honors_and_knitted",
    "greater_honors_and_knitted",
    "knitted_straight",
    "nine_gates",
}

# (hand, form, key, form_name, form_name_en) under the 1998 profile
HANDS = [
    ("123m456m789s234p5p5p", Form.REGULAR, "regular", "四组一将", "4 sets + pair"),
    ("1122m3344p5566s7s7s", Form.SEVEN_PAIRS, "seven_pairs", "七对", "Seven Pairs"),
    ("11223344556677s", Form.SEVEN_SHIFTED_PAIRS, "seven_pairs", "七对", "Seven Pairs"),
    ("19m19s19pESWNCFPP", Form.THIRTEEN_ORPHANS, "thirteen_orphans", "十三幺", "Thirteen Orphans"),
    ("147m258s369pESWNC", Form.HONORS_AND_KNITTED, "honors_and_knitted", "全不靠", "Lesser Honors and Knitted Tiles"),
    (
        "14m25s369pESWNCFP",
        Form.GREATER_HONORS_AND_KNITTED,
        "greater_honors_and_knitted",
        "七星不靠",
        "Greater Honors and Knitted Tiles",
    ),
    ("147m258s369p123m55p", Form.KNITTED_STRAIGHT, "knitted_straight", "组合龙", "Knitted Straight"),
    ("1112345678999p5p", Form.NINE_GATES, "nine_gates", "九莲宝灯", "Nine Gates"),
]


def test_every_form_has_a_key_and_the_analysis_forms_are_keys_too():
    assert {form.key for form in Form} == KEYS
    assert set(FORMS) <= KEYS  # the forms of gbmj waits and advise are spelt the same


@pytest.mark.parametrize(("hand", "form", "key", "name", "name_en"), HANDS, ids=[h[2] + ":" + h[0] for h in HANDS])
def test_each_form_is_written_by_its_key_and_names(hand, form, key, name, name_en):
    result = score(parse_hand(hand), context_from_flags(""))
    assert result.form is form
    record = result_record(result)
    assert list(record)[3:7] == ["context", "form", "form_name", "form_name_en"]
    assert (record["form"], record["form_name"], record["form_name_en"]) == (key, name, name_en)
    assert json.loads(scored_json(result, hand, 1))["form"] == key  # the batch bytes agree
    line = score_line(hand)
    assert (line["form"], line["form_name"], line["form_name_en"]) == (key, name, name_en)


def test_the_names_are_the_profiles_and_the_key_is_not():
    fields = {rules: form_fields(Form.SEVEN_PAIRS, profile_of(rules)) for rules in ("1998", "mil", "greenbook")}
    assert {f["form"] for f in fields.values()} == {"seven_pairs"}
    assert fields["1998"] == {"form": "seven_pairs", "form_name": "七对", "form_name_en": "Seven Pairs"}


def test_score_batch_and_advise_write_the_key():
    record = json.loads(ok("score", "19m19s19pESWNCFPP", "-f", "json").stdout)
    assert (record["form"], record["form_name"]) == ("thirteen_orphans", "十三幺")
    lines = ok("batch", "-", "-f", "ndjson", "--no-summary", "--jobs", "1", input="1122m3344p5566s7s7s\n").stdout
    assert json.loads(lines)["form"] == "seven_pairs"
    advised = json.loads(ok("advise", "147m258s369pESWNC", "-f", "json").stdout)
    win = advised["win"]
    assert (win["form"], win["form_name"], win["form_name_en"]) == (
        "honors_and_knitted",
        "全不靠",
        "Lesser Honors and Knitted Tiles",
    )


def test_a_table_shows_the_names_as_before():
    out = ok("score", "11223344556677s", "-f", "table", "--lang", "both").stdout
    assert "Reading  七对 Seven Pairs:  11s  22s" in out
    out = ok("score", "123m456m789s234p5p5p", "-f", "table", "--lang", "en").stdout
    assert "Reading  4 sets + pair:  123m" in out
