"""The Rich view of a checked claim (``gbmj score --claim``): the verdict, and where the claim departs.

It says whether the claim matches and, where it does not, which claimed fans do not count (and
why: the reason of ``gbmj_cli.core.claim``) and which counted fans were not claimed.
"""

from __future__ import annotations

from rich import box
from rich.console import Group
from rich.table import Table
from rich.text import Text

from gbmj_cli.cli.explain_view import say
from gbmj_cli.cli.render import FOLD, fan_cells, fan_columns, fan_name
from gbmj_cli.core.claim import ClaimCheck, Reason, Shortfall
from gbmj_cli.core.profile import Profile

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
    by = ", ".join(f"{fan_name(profile, f, lang)} ({profile.number(f)})" for f in shortfall.by)
    total, groups = shortfall.reading if shortfall.reading is not None else (0, ())
    if shortfall.reason is Reason.NOT_PRESENT and shortfall.counted:
        times = "once" if shortfall.counted == 1 else f"{shortfall.counted} times"
        return say(_FEWER, lang).format(counted=shortfall.counted, times=times)
    return say(_REASONS[shortfall.reason], lang).format(rules=profile.name, by=by, total=total, groups=" ".join(groups))


def _table(title: str, lang: str) -> Table:
    table = Table(title=title, title_justify="left", title_style="bold", box=box.SIMPLE_HEAD, show_edge=False)
    fan_columns(table, lang, wrap_english=True)
    return table
