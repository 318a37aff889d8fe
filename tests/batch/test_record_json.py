"""A batch record joined from cached fragments is byte for byte the JSON of its record dict."""

import dataclasses

import pytest

from gbmj_cli.base.bounded import Table
from gbmj_cli.hands.notation import parse_hand
from gbmj_cli.records import record_json
from gbmj_cli.records.claim import parse_claim
from gbmj_cli.records.json_bytes import dumps
from gbmj_cli.records.record import result_record
from gbmj_cli.scoring.claim import check_claim
from gbmj_cli.scoring.explain import explain
from gbmj_cli.scoring.score import profile_of, score

from conftest import context_from_flags
from handgen import flags, generate, notation

HANDS = generate(600, 31)


def _results(rules: str = "1998") -> list:
    results = []
    for g in HANDS:
        ctx = context_from_flags(" ".join([*flags(g), "--rules", rules]))
        results.append((notation(g) + " " + " ".join(flags(g)), score(parse_hand(notation(g)), ctx)))
    return results


@pytest.mark.parametrize("rules", ["1998", "mil", "greenbook"])
def test_every_generated_hand_gives_the_bytes_of_its_record(rules):
    for number, (text, result) in enumerate(_results(rules), 1):
        expected = dumps(result_record(result, text, number))
        assert record_json.scored_json(result, text, number) == expected
        assert record_json.scored_json(result, text, number) == expected  # from the cache this time


def test_explained_claimed_and_filed_records_are_the_same_bytes_too():
    for number, (text, result) in enumerate(_results()[:150], 1):
        explained = explain(result)
        claim = check_claim(parse_claim("花龙 自摸 total=14", profile_of(result.context.rules)), explained)
        expected = dumps({"file": 'a "b".txt', **result_record(explained, text, number, claim)})
        assert record_json.scored_json(explained, text, number, claim, 'a "b".txt') == expected


def test_strings_that_need_escapes_are_written_as_json_writes_them():
    result = score(parse_hand("[EEE1][123m]456p789s1p1p"), context_from_flags("--self-drawn --seat S"))
    text = 'tab\there "quoted" back\\slash \x01 \u2028 é 中'
    assert record_json.scored_json(result, text, 7) == dumps(result_record(result, text, 7))


def test_a_full_cache_drops_its_oldest_and_the_bytes_stay_the_same(monkeypatch):
    caches = ("_contexts", "_payments", "_fans", "_excluded")
    for name in caches:
        monkeypatch.setattr(record_json, name, Table(4))
    for number, (text, result) in enumerate(_results()[:40], 1):
        assert record_json.scored_json(result, text, number) == dumps(result_record(result, text, number))
    assert all(1 <= len(getattr(record_json, name)) <= 4 for name in caches)
    assert len(record_json._fans) == 4  # 40 hands hold more than four fans: it filled and went on


def test_a_context_or_fan_equal_to_a_cached_one_but_another_object_gives_the_same_bytes():
    text, result = _results()[0]
    first = record_json.scored_json(result, text, 1)
    ctx = dataclasses.replace(result.context)  # equal, not the same object
    fans = tuple(dataclasses.replace(f) for f in result.fans)
    assert record_json.scored_json(result._replace(context=ctx, fans=fans), text, 1) == first
