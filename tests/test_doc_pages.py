"""The pages of docs/ say what the program does: every console example runs and prints what its page
shows, every relative link of the documentation leads somewhere, and every ``docs/`` page and section
that the code, the tests, the examples and the benchmarks cite exists."""

import json
import shutil

import pytest

from clirun import run
from docs_examples import (
    DOCS,
    ROOT,
    anchors,
    broken_citations,
    broken_links,
    citations,
    console_blocks,
    field_tables,
    numbered_sections,
    run_console_block,
    section,
    slug,
)

PAGES = sorted(DOCS.glob("*.md"))
LINKING = [
    ROOT / "README.md",
    *(p for p in (ROOT / "CONTRIBUTING.md", ROOT / "benchmarks" / "README.md") if p.is_file()),
    *PAGES,
]
"""The pages whose relative links are checked."""

REFERENCE = (
    *("cli.md", "notation.md", "rules.md", "profiles.md", "output.md"),
    *("explain.md", "advice.md", "batch.md", "session.md", "guarantees.md"),
)
"""The reference pages; each but the guarantees shows examples that run."""

BLOCKS = [(page.name, block) for page in PAGES for block in console_blocks(page.read_text(encoding="utf-8"))]


def test_every_page_is_in_the_index():
    index = (DOCS / "README.md").read_text(encoding="utf-8")
    names = {page.name for page in PAGES} - {"README.md"}
    assert names >= set(REFERENCE)
    for name in names:
        assert f"]({name})" in index, name


def test_the_pages_have_console_examples():
    assert len(BLOCKS) >= 40
    assert {name for name, _ in BLOCKS} >= set(REFERENCE) - {"guarantees.md"}


@pytest.mark.parametrize("page, block", BLOCKS, ids=[f"{name}: {block[-1].command[:60]}" for name, block in BLOCKS])
def test_console_example_prints_what_its_page_shows(page, block, tmp_path, monkeypatch):
    (tmp_path / "examples").symlink_to(ROOT / "examples")  # pages may read the examples of the repository
    monkeypatch.chdir(tmp_path)
    for outcome in run_console_block(block, tmp_path):
        assert outcome.printed == outcome.shown, f"{page}: $ {outcome.command}"
        assert outcome.status in outcome.allowed, f"{page}: $ {outcome.command} exited {outcome.status}"


@pytest.mark.parametrize("page", LINKING, ids=lambda p: str(p.relative_to(ROOT)))
def test_relative_links_lead_to_a_file_and_heading(page):
    assert broken_links(page) == []


def test_cited_docs_pages_and_sections_exist():
    assert broken_citations(ROOT) == []


# --- the fields of every record ------------------------------------------------------------------


def keys(*args: str) -> set[str]:
    """The fields of the JSON records a command prints on standard output (every record of an array)."""
    data = json.loads(run(*args, "--format", "json").stdout)
    return set().union(*(record.keys() for record in (data if isinstance(data, list) else [data])))


def documented(page: str, number: str, table: int = 0) -> set[str]:
    """The fields that the ``table``-th field table of a page's section ``number`` names."""
    return field_tables(section((DOCS / page).read_text(encoding="utf-8"), number))[table]


def test_every_field_of_every_record_is_documented_and_exists(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    lines = {
        "score.txt": '[EEE1][123m]456p789s1p1p --seat S --claim "花龙"\n',
        "waits.txt": "1112345678999p\n",
        "advise.txt": "123m456m789s234p5p5p\n",
        "bad.txt": "123m456\n",
    }
    for name, text in lines.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    hand = "[EEE1][123m]456p789s1p1p"
    scored = keys("score", hand, "--claim", "花龙") | keys("batch", "score.txt", "score.txt")
    assert documented("output.md", "2") == scored
    error = keys("score", "123m456") | keys("batch", "bad.txt", "bad.txt")
    assert documented("output.md", "5") == error
    waits = keys("waits", "1112345678999p") | keys("batch", "--waits", "waits.txt", "waits.txt")
    assert documented("output.md", "6", 0) == waits
    advise = keys("advise", "123m456m789s234p5p5p") | keys("batch", "--advise", "advise.txt", "advise.txt")
    assert documented("output.md", "6", 1) == advise
    summary = set().union(
        keys("batch", "score.txt", "--summary-only"),
        keys("batch", "--waits", "waits.txt", "--summary-only"),
        keys("batch", "--advise", "advise.txt", "--summary-only"),
    )
    assert documented("output.md", "9") == summary
    assert documented("output.md", "10", 0) == keys("convert", hand, "--to", "tziakcha")
    fans = keys("fans") | keys("fans", "--rules", "greenbook") | keys("fans", "82") | keys("fans", "48")
    assert documented("output.md", "10", 1) == fans
    claim = json.loads(run("score", hand, "--claim", "花龙", "--format", "json").stdout)["claim"]
    assert documented("explain.md", "4") == set(claim)
    assert documented("session.md", "10.2") == keys("session", str(ROOT / "examples" / "session-table3.txt"))


# --- the checks themselves ---------------------------------------------------------------------


def test_slugs_are_githubs():
    assert slug("6. Seats, dealers and winds") == "6-seats-dealers-and-winds"
    assert slug("8.2 Table") == "82-table"
    assert slug("`gbmj waits`") == "gbmj-waits"
    assert slug("Differences from the reference calculator") == "differences-from-the-reference-calculator"
    assert slug("The 不计 table") == "the-不计-table"
    assert anchors("# A\n## B\n## B\n```\n# not a heading\n```\n") == {"a", "b", "b-1"}


def test_citations_are_read_with_each_section():
    page = "docs/" + "advice.md"  # split, so that this file cites nothing itself
    text = f"({page} §8.1, §9.4) and {page} §4-§6; {page}, {page}\n    §10"
    assert citations(text) == [
        ("advice.md", "8.1"),
        ("advice.md", "9.4"),
        ("advice.md", "4"),
        ("advice.md", "6"),
        ("advice.md", None),
        ("advice.md", "10"),
    ]
    assert numbered_sections("## 8. Waits\n### 8.1 JSON\n## Index\n") == {"8", "8.1"}


def test_a_broken_link_or_citation_is_caught(tmp_path):
    """A copy of the documentation, broken on purpose, so that the checks above cannot pass by
    checking nothing. (The cited names are put together here, so that this file cites nothing.)"""
    shutil.copytree(DOCS, tmp_path / "docs")
    rules, gone, session = ("docs/" + name for name in ("rules.md", "gone.md", "session.md"))
    (tmp_path / "README.md").write_text(
        f"[rules]({rules}) [gone]({gone}) [anchor]({rules}#no-such-heading)\n", encoding="utf-8"
    )
    assert broken_links(tmp_path / "README.md") == [
        f"README.md: {gone}: no such file",
        f"README.md: {rules}#no-such-heading: no heading #no-such-heading in rules.md",
    ]
    (tmp_path / "gbmj_cli").mkdir()
    (tmp_path / "gbmj_cli" / "mod.py").write_text(
        f'"""({session} §6) ({session} §99) ({gone} §1)"""\n', encoding="utf-8"
    )
    assert broken_citations(tmp_path) == [
        f"README.md: {gone} does not exist",
        f"gbmj_cli/mod.py: {session} has no section 99",
        f"gbmj_cli/mod.py: {gone} does not exist",
    ]
