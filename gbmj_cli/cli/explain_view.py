"""Rich views of an explained score: the sets of each fan as a table cell.

The sets are drawn as the rest of the table draws tiles: the group strings of the reading as text
("[123m] 789s 456p"), or Unicode tile glyphs, a claimed set in brackets; one line per occurrence.
(Where a fan table with its sets column is wider than the terminal, ``gbmj_cli.cli.render`` puts
the sets under each fan's name, and where even that is too wide, stacks the table one block per fan.)
"""

from __future__ import annotations

from gbmj_cli.cli.render import tile_glyph
from gbmj_cli.hands.notation import parse_tiles
from gbmj_cli.messages import t
from gbmj_cli.scoring.score import Sets

# The words of ``sets`` for the fans of the whole hand and of how it was won (catalogue ids).
WORDS = {"hand": "sets.hand", "context": "sets.context"}


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
    lines = (gap.join(t(WORDS[g], lang) if g in WORDS else group_drawing(g, glyphs) for g in o) for o in sets)
    return "\n".join(dict.fromkeys(lines))
