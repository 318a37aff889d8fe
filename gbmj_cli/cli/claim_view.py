"""The Rich view of a checked claim (``gbmj score --claim``): the verdict, and where the claim departs.

It says whether the claim matches and, where it does not, which claimed fans do not count (and
why: the reason of ``gbmj_cli.scoring.claim``) and which counted fans were not claimed.
"""

from __future__ import annotations

from rich import box
from rich.console import Group
from rich.table import Table
from rich.text import Text

from gbmj_cli.cli.render import FOLD, fan_cells, fan_columns, fan_name, spaced_group
from gbmj_cli.messages import Msg, t
from gbmj_cli.scoring.claim import ClaimCheck, Reason, Shortfall
from gbmj_cli.scoring.profiles.profile import Profile

_REASONS = {
    Reason.NOT_IN_RULES: "claim.why_not_in_rules",
    Reason.EXCLUDED: "claim.why_excluded",
    Reason.PRINCIPLE: "claim.why_principle",
    Reason.OTHER_READING: "claim.why_other_reading",
    Reason.NOT_PRESENT: "claim.why_not_present",
}


def claim_view(check: ClaimCheck, profile: Profile, lang: str = "both") -> Group:
    """The claim against the score: the verdict, then the claimed fans that do not count and the
    counted fans not claimed."""
    claimed, scored = check.claimed_total, check.scored_total
    head = Text(t("claim.heading", lang) + " ", style="bold")
    head.append(check.claim.text + "  ")
    if check.matches:
        head.append(t("claim.verdict_matches", lang, scored=scored), style="green")
    else:
        head.append(t("claim.verdict_differs", lang, claimed=claimed, scored=scored), style="bold red")
    parts: list[Text | Table] = [head]
    if check.not_counted:
        table = _table(t("claim.not_counted_title", lang), lang)
        table.add_column(t("claim.claimed_column", lang), justify="right", no_wrap=True)
        table.add_column(t("claim.counted_column", lang), justify="right", no_wrap=True)
        table.add_column(t("claim.why_column", lang), overflow=FOLD)
        for s in check.not_counted:
            table.add_row(*fan_cells(profile, s.fan, lang), str(s.claimed), str(s.counted), reason(profile, s, lang))
        parts.append(table)
    if check.not_claimed:
        table = _table(t("claim.not_claimed_title", lang), lang)
        table.add_column(t("label.points", lang), justify="right", no_wrap=True)
        table.add_column(t("label.count", lang), justify="right", no_wrap=True)
        for u in check.not_claimed:
            table.add_row(*fan_cells(profile, u.fan, lang), str(u.points), str(u.count))
        parts.append(table)
    return spaced_group(parts)


def reason(profile: Profile, shortfall: Shortfall, lang: str) -> str:
    """Why a claimed fan does not count, in the table's language."""
    by = ", ".join(f"{fan_name(profile, f, lang)} ({profile.number(f)})" for f in shortfall.by)
    total, groups = shortfall.reading if shortfall.reading is not None else (0, ())
    if shortfall.reason is Reason.NOT_PRESENT and shortfall.counted:
        return Msg("claim.why_fewer", n=shortfall.counted).text(lang)
    return Msg(_REASONS[shortfall.reason], rules=profile.name, by=by, total=total, groups=" ".join(groups)).text(lang)


def _table(title: str, lang: str) -> Table:
    table = Table(title=title, title_justify="left", title_style="bold", box=box.SIMPLE_HEAD, show_edge=False)
    fan_columns(table, lang)
    return table
