"""Rules files: every load error of docs/profiles.md §7 is one sentence naming the file, the line and the key;
chains resolve; a house-rules file changes exactly the totals it should."""

import dataclasses
import os
from pathlib import Path

import pytest

from gbmj_cli.hands.notation import parse_hand
from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.profiles import builtin, load
from gbmj_cli.scoring.profiles.rules_file import Builder, RulesFileError, parse_document
from gbmj_cli.scoring.score import score

from clirun import run
from conftest import context_from_flags

RULES = Path(__file__).resolve().parents[1] / "data" / "rules"
BAD = RULES / "bad"

# file in tests/data/rules/bad -> (§7 row, line, offending key quoted in the message, phrase)
ERRORS = {
    "not-utf8.toml": (2, None, None, "is not UTF-8 text"),
    "syntax.toml": (3, 2, None, "not valid TOML: expected '=' after a key"),
    "unknown-top-key.toml": (4, 2, "extend", "the top level allows name, description, extends"),
    "missing-extends.toml": (5, None, "extends", "a rules file must extend 1998, mil, greenbook"),
    "missing-name.toml": (5, None, "name", "a rules file must have a name"),
    "reserved-name.toml": (6, 1, "greenbook", "is a built-in profile; choose another name"),
    "bad-name.toml": (6, 1, "bad name!", "must be 1-40 characters"),
    "bad-extends.toml": (7, 2, "greenbok", "is neither a built-in profile (1998, mil, greenbook) nor a path"),
    "wrong-type.toml": (9, 3, "fans", "must be a table of fan tables, not an integer"),
    "unknown-switch.toml": (10, 5, "mixed_kongs", "did you mean 'mixed_kong'?"),
    "unknown-switch-value.toml": (10, 5, "six", "mixed_kong takes separate, melded_concealed_5 or two_melded_kongs_6"),
    "unknown-fan.toml": (11, 4, "two_concealed_kong", "did you mean 'two_concealed_kongs'?"),
    "unknown-fan-item.toml": (11, 5, "half_flsh", "did you mean 'half_flush'?"),
    "unknown-fan-key.toml": (12, 5, "pionts", "allowed: number, points, name, name_en, enabled"),
    "unknown-exclusion-key.toml": (12, 5, "drop", "allowed: excludes, remove, add"),
    "negative-points.toml": (13, 5, "two_concealed_kongs", "must be a positive integer, not -2"),
    "fractional-points.toml": (13, 5, "two_concealed_kongs", "must be a positive integer, not 8.5"),
    "boolean-points.toml": (13, 5, "two_concealed_kongs", "must be a positive integer, not true"),
    "empty-name.toml": (14, 5, "half_flush", "name_en of half_flush must be a non-empty single-line string"),
    "bad-enabled.toml": (14, 5, "half_flush", "enabled of half_flush must be true or false"),
    "duplicate-number.toml": (15, 5, "two_concealed_kongs", "number 52 of two_concealed_kongs is already the number"),
    "cannot-disable.toml": (16, 5, "seven_pairs", "seven_pairs cannot be disabled"),
    "mixed-kong-consistency.toml": (17, 5, "melded_concealed_5", "needs [fans.concealed_kong_and_melded_kong]"),
    "remove-not-inherited.toml": (18, 5, "all_pungs", "is not in the exclusion list of all_green inherited from 1998"),
    "governed-pair.toml": (18, 5, "fully_concealed_hand", "belongs to the switch self_drawn_special_forms_score"),
    "walk-order.toml": (18, 5, "all_pungs", "comes first in the walk order, so the entry would never apply"),
    "excludes-with-add.toml": (18, 5, "excludes", "cannot combine excludes with add or remove"),
    "add-and-remove.toml": (18, 5, "no_honors", "is both added to and removed from"),
    "duplicate-item.toml": (18, 5, "half_flush", "appears twice"),
    "self-exclusion.toml": (18, 5, "all_green", "all_green cannot exclude itself"),
    "add-present.toml": (18, 5, "half_flush", "is already in the exclusion list of all_green"),
    "partial-terminal-pungs.toml": (18, 5, "pung_of_terminals_or_honors", "removes only some"),
}


def test_every_bad_file_has_its_expectation():
    assert sorted(p.name for p in BAD.glob("*.toml")) == sorted(ERRORS)
    assert {row for row, *_ in ERRORS.values()} == set(range(2, 19)) - {8}  # row 8 (chains) is tested below


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_a_bad_file_gives_one_sentence_with_file_line_and_key(name, monkeypatch):
    _row, line, key, phrase = ERRORS[name]
    monkeypatch.chdir(BAD)
    with pytest.raises(RulesFileError) as caught:
        load(name)
    message = str(caught.value)
    assert message.startswith(f"{name}:{line}: " if line else f"{name}: "), message
    assert phrase in message and "\n" not in message
    if key:
        assert f"'{key}'" in message or f" {key} " in message or f"{key}" in message.split(": ", 1)[1], message
    result = run("score", "123m456m789s234p5p5p", "--rules-file", name)
    assert result.exit_code == 1 and result.stderr == f"Error: {message}\n"


def test_a_missing_file_a_directory_and_a_big_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(RulesFileError, match=r"^house.toml: cannot read rules file house.toml: No such file"):
        load("house.toml")
    os.mkdir("folder.toml")
    with pytest.raises(RulesFileError, match=r"^folder.toml: cannot read rules file folder.toml: Is a directory"):
        load("folder.toml")
    Path("big.toml").write_text('name = "big"\nextends = "1998"\n' + "# padding\n" * 120_000)
    with pytest.raises(RulesFileError, match=r"^big.toml: big.toml is larger than 1 MiB"):
        load("big.toml")


def test_a_cycle_of_two_files_names_the_chain(monkeypatch):
    monkeypatch.chdir(RULES)
    with pytest.raises(RulesFileError) as caught:
        load("cycle-a.toml")
    assert str(caught.value) == (
        "cycle-b.toml:2: extends 'cycle-a.toml' makes a cycle: cycle-a.toml extends cycle-b.toml extends cycle-a.toml"
    )


def test_more_than_eight_files_in_a_chain(tmp_path):
    for i in range(10):
        extends = "1998" if i == 9 else f"f{i + 1}.toml"
        (tmp_path / f"f{i}.toml").write_text(f'name = "f{i}"\nextends = "{extends}"\n')
    with pytest.raises(RulesFileError, match="more than 8 rules files extend one another"):
        load(tmp_path / "f0.toml")
    assert load(tmp_path / "f2.toml").chain == ("f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "1998")


def test_a_three_file_chain_applies_each_file_in_turn():
    profile = load(RULES / "chain-top.toml")
    assert profile.chain == ("chain-top", "chain-middle", "greenbook", "1998")
    assert profile.points[Fan.ALL_PUNGS] == 7 and profile.points[Fan.TWO_CONCEALED_KONGS] == 8
    # chain-middle restores 绿一色's 不计 of 混一色: hand 40 of docs/profiles.md scores 122 - 6.
    assert _score("223344668888sFF", "--self-drawn", "greenbook") == 122
    assert _score("223344668888sFF", "--self-drawn", profile) == 116


def test_a_rules_file_inherits_what_fans_mean_and_cannot_write_it(tmp_path, monkeypatch):
    assert load(RULES / "club.toml").rows[Fan.ALL_PUNGS] == builtin("1998").rows[Fan.ALL_PUNGS]
    monkeypatch.chdir(tmp_path)
    Path("house.toml").write_text('name = "house"\nextends = "1998"\n\n[fans.all_pungs]\ndefinition = "Mine."\n')
    with pytest.raises(RulesFileError) as caught:
        load("house.toml")
    allowed = "allowed: number, points, name, name_en, enabled"
    assert str(caught.value) == f"house.toml:5: unknown key 'definition' in [fans.all_pungs]; {allowed}"


def test_a_built_in_files_definition_is_checked_as_a_name_is():
    doc = parse_document("mine.toml", b'name = "mine"\nextends = "1998"\n\n[fans.all_pungs]\nexample = ""\n')
    with pytest.raises(RulesFileError) as caught:
        Builder.extending(builtin("1998"), builtin("1998")).apply(doc, root=False, builtin=True)
    assert str(caught.value) == "mine.toml:5: example of all_pungs must be a non-empty single-line string"


def _score(hand: str, flags: str, rules) -> int:
    return score(parse_hand(hand), dataclasses.replace(context_from_flags(flags), rules=rules)).fan_total


def test_a_file_is_read_once_per_process():
    assert load(RULES / "club.toml") is load(RULES / "club.toml")


# --- a house-rules file, written by the test from the schema of docs/profiles.md §3 -------------------------

HOUSE = """\
name = "house"
description = "双暗杠 worth 8, 明暗杠 at 5"
extends = "1998"

[switches]
mixed_kong = "melded_concealed_5"

[fans.concealed_kong_and_melded_kong]
enabled = true

[fans.two_concealed_kongs]
points = 8
"""


@pytest.mark.parametrize(
    ("hand", "flags", "change"),
    [
        ("[1111m][2222s]345pEE67s8s", "--self-drawn", 2),  # 双暗杠 6 -> 8
        ("[1111m][2222s1]345p678m9p9p", "", 2),  # 明杠 1 + 暗杠 2 -> 明暗杠 5
        ("[1111m1][2222s1]345p678m9p9p", "", 0),  # two melded kongs: 双明杠 either way
        ("123m456m789s234p5p5p", "--self-drawn", 0),  # no kong
        ("[2222s][3333s][5555p1]67mEE8m", "", 0),  # 三杠 absorbs the kong fans either way
    ],
)
def test_a_house_rules_file_changes_exactly_the_totals_it_should(tmp_path, hand, flags, change):
    path = tmp_path / "house.toml"
    path.write_text(HOUSE, encoding="utf-8")
    before, after = _score(hand, flags, "1998"), _score(hand, flags, load(path))
    assert after - before == change
    result = run("score", hand, *flags.split(), "--rules-file", str(path), "--format", "json")
    assert result.exit_code == 0 and f'"fan_total": {after}' in result.stdout and '"rules": "house"' in result.stdout
