"""Rich views of an explained score: the sets of each fan as a table cell, and a checked claim.

The sets are drawn as the rest of the table draws tiles: the group strings of the reading as text
("[123m] 789s 456p"), or Unicode tile glyphs, a claimed set in brackets; one line per occurrence. The
claim view says whether the claim matches and, where it does not, which claimed fans do not count
(and why) and which counted fans were not claimed.
"""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from gbmj_cli.cli.render import FOLD, fan_cells, fan_columns, fan_name, tile_glyph
from gbmj_cli.core.claim import ClaimCheck, Reason, Shortfall
from gbmj_cli.core.notation import parse_tiles
from gbmj_cli.core.profile import Profile
from gbmj_cli.core.scoring import Sets

# The words of ``sets`` for the fans of the whole hand and of how it was won, in (zh, en).
WORDS = {"hand": ("整手牌", "whole hand"), "context": ("和牌方式", "how it was won")}
_REASONS = {
    Reason.NOT_IN_RULES: ("规则中无此番", "not a fan of the {rules} rules"),
    Reason.EXCLUDED: ("不计: {by}", "excluded by {by}"),
    Reason.PRINCIPLE: ("套算一次, 不重复: 这些牌组已计他番", "account once: its sets already make another fan"),
    Reason.OTHER_READING: (
        "仅在另一拆分 ({groups}) 中成立, 该拆分计 {total} 番 (就高不就低)",
        "only in another reading ({groups}), worth {total} (the highest reading counts)",
    ),
    Reason.NOT_PRESENT: ("牌型不符", "the hand does not have it"),
}
_FEWER = ("牌中仅有 {counted} 次", "the hand has it only {times}")


def _say(pair: tuple[str, str], lang: str) -> str:
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
    lines = (gap.join(_say(WORDS[g], lang) if g in WORDS else group_drawing(g, glyphs) for g in o) for o in sets)
    return "\n".join(dict.fromkeys(lines))


def claim_view(check: ClaimCheck, profile: Profile, lang: str = "both") -> Group:
    """The claim against the score: the verdict, then the claimed fans that do not count and the
    counted fans not claimed."""
    zh = lang == "zh"
    claimed, scored = check.claimed_total, check.scored_total
    head = Text("声明 " if zh else "Claim ", style="bold")
    head.append(check.claim.text + "  ")
    if check.matches:
        head.append(f"= {scored}: 与计分相符" if zh else f"= {scored}: matches the score", style="green")
    else:
        verdict = f"= {claimed}, 计分 {scored}: 不符" if zh else f"= {claimed}, scored {scored}: differs"
        head.append(verdict, style="bold red")
    parts: list[Text | Table] = [head]
    if check.not_counted:
        table = _table("声明未计" if zh else "Claimed, not counted", lang)
        table.add_column("声明" if zh else "Claimed", justify="right")
        table.add_column("计" if zh else "Counted", justify="right")
        table.add_column("原因" if zh else "Why", overflow=FOLD)
        for s in check.not_counted:
            table.add_row(*fan_cells(profile, s.fan, lang), str(s.claimed), str(s.counted), reason(profile, s, lang))
        parts.append(table)
    if check.not_claimed:
        table = _table("计而未声明" if zh else "Counted, not claimed", lang)
        table.add_column("番数" if zh else "Points", justify="right")
        table.add_column("次数" if zh else "Count", justify="right")
        for u in check.not_claimed:
            table.add_row(*fan_cells(profile, u.fan, lang), str(u.points), str(u.count))
        parts.append(table)
    out: list[Text | Table] = []
    for part in parts:
        out.extend((Text(""), part) if out else (part,))
    return Group(*out)


def reason(profile: Profile, shortfall: Shortfall, lang: str) -> str:
    """Why a claimed fan does not count, in the table's language."""
    names = "zh" if lang == "zh" else "en" if lang == "en" else "both"
    by = ", ".join(f"{fan_name(profile, f, names)} ({profile.number(f)})" for f in shortfall.by)
    total, groups = shortfall.reading if shortfall.reading is not None else (0, ())
    if shortfall.reason is Reason.NOT_PRESENT and shortfall.counted:
        times = "once" if shortfall.counted == 1 else f"{shortfall.counted} times"
        return _say(_FEWER, lang).format(counted=shortfall.counted, times=times)
    return _say(_REASONS[shortfall.reason], lang).format(
        rules=profile.name, by=by, total=total, groups=" ".join(groups)
    )


def _table(title: str, lang: str) -> Table:
    table = Table(title=title, title_justify="left", title_style="bold", box=box.SIMPLE_HEAD, show_edge=False)
    fan_columns(table, lang, wrap_english=True)
    return table


class Fitted:
    """A table that shows the wide renderable where its minimum width fits, else the narrow one."""

    def __init__(self, wide: Any, narrow: Any) -> None:
        self.wide = wide
        self.narrow = narrow

    def _chosen(self, console: Console, options: ConsoleOptions) -> Any:
        # Measured without the width limit, which Rich would clamp the minimum to.
        needed = Measurement.get(console, options.update_width(_UNLIMITED), self.wide).minimum
        return self.wide if needed <= options.max_width else self.narrow

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self._chosen(console, options)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self._chosen(console, options))


_UNLIMITED = 10_000
