"""Rich views of an explained score: the sets of each fan as a table cell, and the fitting of a table.

The sets are drawn as the rest of the table draws tiles: the group strings of the reading as text
("[123m] 789s 456p"), or Unicode tile glyphs, a claimed set in brackets; one line per occurrence.
Where a fan table with its sets column is wider than the terminal, the sets go under each fan's name.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.table import Table

from gbmj_cli.cli.render import tile_glyph
from gbmj_cli.core.notation import parse_tiles
from gbmj_cli.core.scoring import Sets

# The words of ``sets`` for the fans of the whole hand and of how it was won, in (zh, en).
WORDS = {"hand": ("整手牌", "whole hand"), "context": ("和牌方式", "how it was won")}


def say(pair: tuple[str, str], lang: str) -> str:
    """One of a (zh, en) pair: Chinese for ``zh``, else English (the labels of ``both`` are English)."""
    return pair[0] if lang == "zh" else pair[1]


def group_drawing(group: str, glyphs: bool) -> str:
    """One group of a reading, as text (as ``decomposition`` writes it) or as tile glyphs."""
    if not glyphs:
        return group
    parsed = parse_tiles(group)
    if parsed.melds:
        meld = parsed.melds[0]
        body = " ".join(tile_glyph(t) for t in meld.tiles)
        return "{" + body + "}" if meld.concealed else "[" + body + "]"
    return " ".join(tile_glyph(t) for t in parsed.tiles)


def sets_cell(sets: Sets, lang: str, glyphs: bool) -> str:
    """The sets of a fan: one line per occurrence (each shown once), the words in the table's language.

    Glyphs are spaced as in the hand's drawing, with two spaces between sets.
    """
    gap = "  " if glyphs else " "
    lines = (gap.join(say(WORDS[g], lang) if g in WORDS else group_drawing(g, glyphs) for g in o) for o in sets)
    return "\n".join(dict.fromkeys(lines))


class Fitted:
    """A table that shows the wide table where its minimum width fits, else the narrow one."""

    def __init__(self, wide: Table, narrow: Table) -> None:
        self.wide = wide
        self.narrow = narrow
        self.needed = minimum_width(wide)

    def _chosen(self, options: ConsoleOptions) -> Table:
        return self.wide if self.needed <= options.max_width else self.narrow

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self._chosen(options)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self._chosen(options))


def minimum_width(table: Table) -> int:
    """The narrowest a table of text cells can be without cutting a word: what Rich measures as its
    minimum (each column as wide as its longest word), from the strings alone (Rich's own measure
    lays the whole table out, which costs a few milliseconds per table)."""
    left, right = table.padding[3], table.padding[1]
    width = 0
    for column in table.columns:
        texts = [str(column.header), *(str(cell) for cell in column.cells)]
        widest = max((cell_len(word) for text in texts for word in text.split()), default=0)
        width += max(widest, column.min_width or 0) + left + right
    if table.box is not None:
        width += len(table.columns) - 1 + (2 if table.show_edge else 0)
    return width
