"""The Sets column of ``gbmj score``'s tables: the groups of each fan, as text or glyphs, folded, never cut."""

import pytest

from clirun import ok

README_HAND = ["[EEE1][123m]456p789s1p1p", "--self-drawn", "--seat", "S", "--flowers", "2"]


def rows(out: str) -> list[list[str]]:
    return [line.split() for line in out.splitlines()]


def test_each_counted_fan_names_its_sets_as_the_reading_writes_them() -> None:
    out = ok("score", *README_HAND, "--format", "table", "--lang", "en").stdout
    assert ["39", "Mixed", "Straight", "8", "1", "8", "[123m]", "789s", "456p"] in rows(out)
    assert ["60", "Prevalent", "Wind", "2", "1", "2", "[EEE1]"] in rows(out)
    assert ["79", "Single", "Wait", "1", "1", "1", "11p"] in rows(out)
    assert ["80", "Self-Drawn", "1", "1", "1", "how", "it", "was", "won"] in rows(out)


def test_the_excluded_table_names_the_sets_too() -> None:
    out = ok("score", *README_HAND, "--format", "table", "--lang", "en").stdout
    excluded = out.split("Excluded fans", 1)[1].split("Fans 12", 1)[0]
    assert "Sets" in excluded
    assert ["73", "Pung", "of", "Terminals", "or", "Honors", "Prevalent", "Wind", "(60)", "[EEE1]"] in rows(excluded)


def test_a_fan_counted_twice_shows_each_occurrence_on_its_own_line() -> None:
    out = ok("score", "[789s1]123m123m789s5p5p", "--format", "table", "--lang", "en").stdout
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if "Pure Double Chow" in line)
    assert lines[at].split()[-2:] == ["123m", "123m"]
    assert lines[at + 1].split() == ["[789s1]", "789s"]


def test_glyphs_draw_the_sets_like_the_hand() -> None:
    out = ok("score", *README_HAND, "--format", "table", "--unicode", "--lang", "en").stdout
    assert "[🀀 🀀 🀀]" in out.split("Counted fans", 1)[1]
    assert "🀙 🀙" in out.split("Counted fans", 1)[1]


def test_the_words_follow_the_language() -> None:
    zh = ok("score", "1122m3344p5566s7s7s", "-z", "--format", "table", "--lang", "zh").stdout
    assert "牌组" in zh and "和牌方式" in zh and "整手牌" in zh  # 自摸: how it was won; 无字: the whole hand
    assert "whole hand" not in zh and "how it was won" not in zh
    en = ok("score", "123m456m789s234p5p5p", "--format", "table", "--lang", "en").stdout
    assert "whole hand" in en and "Sets" in en


@pytest.mark.parametrize("columns", ["40", "60", "66", "80", "100"])
def test_the_sets_are_folded_never_cut(columns: str) -> None:
    out = ok("score", "1233334556789p7p", "--format", "table", "--lang", "en", COLUMNS=columns).stdout
    assert "…" not in out
    flat = " ".join(out.split())
    for group in ("123p", "345p", "567p", "789p", "33p"):
        assert group in flat


def test_a_narrow_table_puts_the_sets_under_the_fan_names() -> None:
    out = ok("score", "1233334556789p7p", "--format", "table", COLUMNS="60").stdout
    counted = out.split("Counted fans", 1)[1].split("Excluded fans", 1)[0]
    assert "Sets" not in counted.splitlines()[1]
    assert "whole hand" in " ".join(counted.split())
    wide = ok("score", "1233334556789p7p", "--format", "table", COLUMNS="100").stdout
    assert "Sets" in wide.split("Counted fans", 1)[1].splitlines()[1]


def test_a_table_too_narrow_even_for_the_sets_under_the_names_is_stacked_one_block_per_fan() -> None:
    out = ok("score", "1233334556789p7p", "--format", "table", COLUMNS="40").stdout
    counted = out.split("Counted fans", 1)[1].split("Excluded fans", 1)[0]
    assert "Sets" in counted and "Subtotal" in counted  # each block names its cells
    assert "…" not in out and max(len(line) for line in out.splitlines()) <= 40
