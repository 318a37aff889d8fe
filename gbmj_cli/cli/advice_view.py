"""Rich views of hand analysis: ``gbmj waits`` (forms, waits, live copies) and ``gbmj advise``.

Both take the analysis the records are made from (``WaitsResult``, ``Advice``), so a table shows
what the machine formats say (docs/advice.md §8.2, §9.5). Tiles in a cell are written ``kind:live``.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich import box
from rich.console import Group
from rich.table import Table
from rich.text import Text

from gbmj_cli.analysis.advice import Advice, Analysis, Row, Wait
from gbmj_cli.analysis.seen import Seen
from gbmj_cli.analysis.shanten import FORMS
from gbmj_cli.analysis.tenpai import WaitsResult
from gbmj_cli.cli.fit import fit
from gbmj_cli.cli.render import column_label, fan_name, hand_drawing, spaced_group, tile_glyph, waiting_drawing
from gbmj_cli.hands.tiles import NAMES
from gbmj_cli.messages import Msg, t
from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.score import ScoreResult, profile_of

# The forms of docs/advice.md §2 by language ("both" uses the Chinese names, as the fan column does).
FORM_NAMES = {
    "regular": "form.regular_short",
    "seven_pairs": "form.seven_pairs",
    "thirteen_orphans": "form.thirteen_orphans",
    "honors_and_knitted": "form.honors_and_knitted",
    "knitted_straight": "form.knitted_straight",
}
DASH = "—"
# Rich's word wrap can cut a line of Chinese with an ellipsis; folding keeps every character (render.FOLD).


def form_name(form: str, lang: str) -> str:
    return t(FORM_NAMES[form], "en" if lang == "en" else "zh")


def _tiles_live(kinds: Iterable[int], live: bytes) -> str:
    return " ".join(f"{NAMES[k]}:{live[k]}" for k in kinds)


def _fans_text(variant: ScoreResult, lang: str) -> str:
    names = "zh" if lang == "both" else lang
    return ", ".join(
        fan_name(variant.profile, f.fan, names) + (f" x{f.count}" if f.count > 1 else "") for f in variant.fans
    )


def _total_cell(variant: ScoreResult | None) -> Text:
    """A win's total: green, or red with the minimum beside it when it falls short (``-``: no such win)."""
    if variant is None:
        return Text("-", style="dim")
    if variant.meets_minimum:
        return Text(str(variant.total), style="green")
    return Text(f"{variant.total} (<{variant.profile.minimum})", style="red")


def _seen_line(seen: Seen, lang: str) -> str:
    return t("advice.seen", lang, seen=seen.text, n=sum(seen.counts))


def _header(rows: list[tuple[str, Text | str]]) -> Table:
    """Label-value lines; a long value wraps under itself, not under the label."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")
    for label, value in rows:
        grid.add_row(label, value)
    return grid


# ---- gbmj waits -------------------------------------------------------------------------------


def _waits_status(analysis: Analysis, lang: str) -> list[str]:
    """The summary lines under the tiles (docs/advice.md §8.2)."""
    held = " ".join(NAMES[k] for k in analysis.held_waits)
    waits = analysis.waits
    if waits:
        lines = [
            t(
                "advice.tenpai",
                lang,
                kinds=Msg("advice.tile_kinds", n=len(waits)),
                left=sum(w.left for w in waits),
                live=analysis.live_total,
                discard=analysis.legal_discard_outs,
                self_drawn=analysis.legal_self_drawn_outs,
            )
        ]
        if held:
            lines.append(t("advice.held_also", lang, held=held))
        return lines
    shanten = analysis.shanten
    if shanten == 0:
        return [t("advice.held_only", lang, held=held)]
    draws, kinds = Msg("advice.useful_draws", n=shanten), Msg("advice.useful_kinds", n=analysis.kinds)
    return [t("advice.not_tenpai", lang, shanten=shanten, draws=draws, kinds=kinds, live=analysis.live_total)]


def forms_table(analysis: Analysis, lang: str) -> Table:
    """One row per form: shanten, kinds, live, and the useful tiles of the best forms."""
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(t("label.form", lang), no_wrap=True)
    table.add_column(t("label.shanten", lang), justify="right", no_wrap=True)
    table.add_column(t("label.kinds", lang), justify="right", no_wrap=True)
    table.add_column(t("label.live", lang), justify="right", no_wrap=True)
    table.add_column(t("label.useful_live", lang), overflow="fold")
    best = set(analysis.best_forms)
    live = analysis.live
    for form, result in zip(FORMS, analysis.forms, strict=True):
        name = form_name(form, lang)
        if result is None or result.useful is None:
            table.add_row(name, DASH, "", "", "")
            continue
        useful = _tiles_live(result.useful, live) if form in best else ""
        table.add_row(
            name + (" *" if form in best else ""),
            str(result.shanten),
            str(len(result.useful)),
            str(sum(live[k] for k in result.useful)),
            useful,
        )
    return table


def waits_table(waits: tuple[Wait, ...], lang: str, glyphs: bool) -> Table:
    """One row per wait, the best discard win first."""
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(column_label("tile", lang), no_wrap=True)
    table.add_column(column_label("left", lang), justify="right", no_wrap=True)
    table.add_column(column_label("live", lang), justify="right", no_wrap=True)
    table.add_column(column_label("discard", lang), justify="right", no_wrap=True)
    table.add_column(column_label("self_drawn", lang), justify="right", no_wrap=True)
    # The fans of the discard win, or of the self-drawn win when --kong-draw leaves only that one.
    on_discard = any(w.discard is not None for w in waits)
    heading = "label.fans_discard_win" if on_discard else "label.fans_self_drawn_win"
    table.add_column(t(heading, lang), overflow="fold")

    def key(w: Wait) -> tuple:
        d, s = w.discard, w.self_drawn
        return (-(d.total if d is not None else -1), -(s.total if s is not None else -1))

    for w in sorted(waits, key=key):
        tile = NAMES[w.tile]
        name = f"{tile_glyph(w.tile)} {tile}" if glyphs else tile
        shown = w.discard if on_discard else w.self_drawn
        if shown is None:  # e.g. --robbing-kong on a tile you hold: no win is possible
            names: Text | str = Text(t("advice.impossible", lang), style="dim")
        else:
            names = _fans_text(shown, lang)
        table.add_row(name, str(w.left), str(w.live), _total_cell(w.discard), _total_cell(w.self_drawn), names)
    return table


def waits_view(result: WaitsResult, lang: str = "both", glyphs: bool = False) -> Group:
    """A waiting hand: its tiles and status, the forms, then one row per wait."""
    analysis = result.analysis
    rows: list[tuple[str, Text | str]] = [
        (column_label("hand", lang), result.hand),
        ("", waiting_drawing(result.melds, result.tiles, glyphs)),
    ]
    if result.seen.text:
        rows.append(("", _seen_line(result.seen, lang)))
    rows += [("", line) for line in _waits_status(analysis, lang)]
    parts = [_header(rows), forms_table(analysis, lang)]
    if analysis.waits:
        parts.append(waits_table(analysis.waits, lang, glyphs))
    return spaced_group(parts)


# ---- gbmj advise ------------------------------------------------------------------------------


def _context_line(advice: Advice, lang: str) -> str:
    ctx = advice.context
    n = ctx.flowers + advice.hand.flower_glyphs
    flowers = Msg("advice.flowers", n=n) if n else Msg("advice.no_flowers")
    words = [Msg("advice.context", seat=ctx.seat, round=ctx.round, flowers=flowers)]
    words.append(Msg("advice.wall_unknown") if advice.wall is None else Msg("advice.wall", wall=advice.wall))
    seen = advice.seen
    words.append(
        Msg("advice.seen_tiles", seen=seen.text, n=sum(seen.counts)) if seen.text else Msg("advice.nothing_seen")
    )
    rules = profile_of(ctx.rules).name
    if rules != "1998":
        words.append(Msg("advice.rules", profile=rules))
    return t("advice.separator", lang).join(word.text(lang) for word in words)


def _win_line(win: ScoreResult, lang: str) -> Text:
    names = "zh" if lang == "both" else lang
    fans = ", ".join(
        f"{fan_name(win.profile, f.fan, names)} {f.points}" + (f" x{f.count}" if f.count > 1 else "")
        for f in win.fans
        if f.fan is not Fan.FLOWER_TILES
    )
    total = str(win.fan_total)
    flowers = win.total - win.fan_total
    if flowers:
        total += t("advice.win_flowers", lang, n=flowers, total=win.total)
    text = Text(t("advice.win", lang, total=total, fans=fans))
    if win.meets_minimum:
        text.append(t("advice.legal_win", lang), style="green")
    else:
        text.append(t("advice.not_legal_win", lang, minimum=win.profile.minimum), style="bold red")
    return text


def _best_line(row: Row, lang: str) -> str:
    d = NAMES[row.discard]
    a = row.analysis
    if a.tenpai:
        return t(
            "advice.best_tenpai",
            lang,
            tile=d,
            waits=" ".join(NAMES[w.tile] for w in a.waits),
            live=a.live_total,
            discard=a.legal_discard_outs,
            self_drawn=a.legal_self_drawn_outs,
        )
    if a.live_total == 0:
        return t("advice.best_no_live", lang, tile=d)
    kinds = Msg("advice.useful_kinds", n=a.kinds)
    return t("advice.best_shanten", lang, tile=d, shanten=a.shanten, kinds=kinds, live=a.live_total)


def _last_cell(analysis: Analysis, lang: str) -> str:
    if analysis.tenpai:
        return "  ".join(
            f"{NAMES[w.tile]}:{w.live} {_fan_total(w.discard)}/{_fan_total(w.self_drawn)}" for w in analysis.waits
        )
    if analysis.useful:
        return _tiles_live(analysis.useful, analysis.live)
    text = t("advice.no_live_useful", lang)
    if analysis.held_waits:
        text += t("advice.held", lang, held=" ".join(NAMES[k] for k in analysis.held_waits))
    return text


def _fan_total(variant: ScoreResult | None) -> str:
    return DASH if variant is None else str(variant.fan_total)


def _footer(advice: Advice, rows: tuple[Row, ...], all_rows: bool, lang: str) -> list[str]:
    shown, total = len(rows), len(advice.rows)
    first = rows[0].analysis
    shanten = {row.analysis.shanten for row in rows}
    if shown == total and len(shanten) == 1:
        why = Msg("advice.all_at_shanten", shanten=first.shanten)
    elif all_rows:
        why = Msg("advice.every_discard")
    else:
        group = "advice.best_group_live" if first.live_total > 0 else "advice.best_group_dead"
        why = Msg(group, shanten=first.shanten)
    more = Msg("advice.show_all") if shown < total else ""
    lines = [t("advice.shown", lang, shown=shown, total=total, why=why, more=more)]
    lines.append(t("advice.legal_note", lang, minimum=profile_of(advice.context.rules).minimum))
    lines.append(t("advice.waits_note", lang))
    if advice.wall == 0:
        lines.append(t("advice.wall_empty", lang))
    return lines


def advise_view(advice: Advice, all_rows: bool = False, lang: str = "both", glyphs: bool = False) -> Group:
    """A 14-tile hand: the tiles, the context, the win if any, the best discard, then the rows shown
    (the best group, or with ``all_rows`` every discard)."""
    hand = advice.hand
    drawn = NAMES[hand.winning_tile]
    normalised = hand.notation().removesuffix(drawn)
    shown = advice.shown(all_rows)
    rows: list[tuple[str, Text | str]] = [
        (column_label("hand", lang), f"{normalised} + {drawn}"),
        ("", hand_drawing(hand, glyphs)),
        (t("label.context", lang), _context_line(advice, lang)),
    ]
    if advice.win is not None:
        rows.append((t("label.win", lang), _win_line(advice.win, lang)))
    if shown:
        rows.append((t("label.best", lang), _best_line(shown[0], lang)))
    table = Table(box=None, padding=(0, 1), pad_edge=False, header_style="bold")
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(t("label.discard_tile", lang), no_wrap=True)
    table.add_column(t("label.shanten", lang), justify="right", no_wrap=True)
    table.add_column(t("label.forms", lang), overflow="fold")
    table.add_column(t("label.kinds", lang), justify="right", no_wrap=True)
    table.add_column(t("label.live", lang), justify="right", no_wrap=True)
    table.add_column(t("label.legal", lang), no_wrap=True)
    table.add_column(t("label.waits_or_useful", lang), overflow="fold")
    for rank, row in enumerate(shown, 1):
        a = row.analysis
        legal = f"{a.legal_discard_outs}/{a.legal_self_drawn_outs}" if a.tenpai else DASH
        table.add_row(
            str(rank),
            NAMES[row.discard] + ("*" if row.drawn else ""),
            str(a.shanten),
            " ".join(form_name(f, lang) for f in a.best_forms),
            str(a.kinds),
            str(a.live_total),
            legal,
            _last_cell(a, lang),
        )
    footer = Text("\n".join(_footer(advice, shown, all_rows, lang)))
    return spaced_group([_header(rows), Group(fit(table), footer)])
