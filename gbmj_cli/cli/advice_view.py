"""Rich views of hand analysis: ``gbmj waits`` (forms, waits, live copies) and ``gbmj advise``.

Both take the JSON record, so a table shows exactly what the machine formats say (advice.md §8.2,
§9.5). Tiles in a cell are written ``kind:live``.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich import box
from rich.console import Group
from rich.table import Table
from rich.text import Text

from gbmj_cli.cli.fit import fit
from gbmj_cli.cli.render import (
    column_label,
    entry_name,
    hand_drawing,
    spaced_group,
    tile_glyph,
    total_cell,
    waiting_drawing,
)
from gbmj_cli.hands.hand import Hand, Meld
from gbmj_cli.hands.tiles import INDEX
from gbmj_cli.messages import Msg, t
from gbmj_cli.scoring.catalog import MINIMUM_POINTS, Fan

# The forms of advice.md §2 by language ("both" uses the Chinese names, as the fan column does).
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


def _tiles_live(entries: list[dict]) -> str:
    return " ".join(f"{u['tile']}:{u['live']}" for u in entries)


def _fans_text(variant: dict, lang: str) -> str:
    names = "zh" if lang == "both" else lang
    return ", ".join(entry_name(f, names) + (f" x{f['count']}" if f["count"] > 1 else "") for f in variant["fans"])


def _seen_line(seen: str, lang: str) -> str:
    return t("advice.seen", lang, seen=seen, n=_count_tiles(seen))


def _header(rows: list[tuple[str, Text | str]]) -> Table:
    """Label-value lines; a long value wraps under itself, not under the label."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")
    for label, value in rows:
        grid.add_row(label, value)
    return grid


def _count_tiles(text: str) -> int:
    """Tiles in a normalised string such as ``19m55pEEC``."""
    return sum(1 for ch in text if ch.isdigit() or ch in "ESWNCFP")


# ---- gbmj waits -------------------------------------------------------------------------------


def _waits_status(record: dict, lang: str) -> list[str]:
    """The summary lines under the tiles (advice.md §8.2)."""
    held = " ".join(record["held_waits"])
    waits = record["waits"]
    if waits:
        lines = [
            t(
                "advice.tenpai",
                lang,
                kinds=Msg("advice.tile_kinds", n=len(waits)),
                left=sum(w["left"] for w in waits),
                live=record["live"],
                discard=record["legal_discard_outs"],
                self_drawn=record["legal_self_drawn_outs"],
            )
        ]
        if held:
            lines.append(t("advice.held_also", lang, held=held))
        return lines
    shanten = record["shanten"]
    if shanten == 0:
        return [t("advice.held_only", lang, held=held)]
    draws, kinds = Msg("advice.useful_draws", n=shanten), Msg("advice.useful_kinds", n=record["kinds"])
    return [t("advice.not_tenpai", lang, shanten=shanten, draws=draws, kinds=kinds, live=record["live"])]


def forms_table(record: dict, lang: str) -> Table:
    """One row per form: shanten, kinds, live, and the useful tiles of the best forms."""
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(t("label.form", lang), no_wrap=True)
    table.add_column(t("label.shanten", lang), justify="right", no_wrap=True)
    table.add_column(t("label.kinds", lang), justify="right", no_wrap=True)
    table.add_column(t("label.live", lang), justify="right", no_wrap=True)
    table.add_column(t("label.useful_live", lang), overflow="fold")
    best = set(record["best_forms"])
    for form, result in record["forms"].items():
        name = form_name(form, lang)
        if result is None:
            table.add_row(name, DASH, "", "", "")
            continue
        useful = _tiles_live(result["useful"]) if form in best else ""
        table.add_row(
            name + (" *" if form in best else ""),
            str(result["shanten"]),
            str(result["kinds"]),
            str(result["live"]),
            useful,
        )
    return table


def waits_table(record: dict, lang: str, glyphs: bool) -> Table:
    """One row per wait, the best discard win first."""
    waits = record["waits"]
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(column_label("tile", lang), no_wrap=True)
    table.add_column(column_label("left", lang), justify="right", no_wrap=True)
    table.add_column(column_label("live", lang), justify="right", no_wrap=True)
    table.add_column(column_label("discard", lang), justify="right", no_wrap=True)
    table.add_column(column_label("self_drawn", lang), justify="right", no_wrap=True)
    # The fans of the discard win, or of the self-drawn win when --kong-draw leaves only that one.
    shown = "discard" if any(w["discard"] for w in waits) else "self_drawn"
    heading = "label.fans_discard_win" if shown == "discard" else "label.fans_self_drawn_win"
    table.add_column(t(heading, lang), overflow="fold")

    def key(w: dict) -> tuple:
        d, s = w["discard"], w["self_drawn"]
        return (-(d["total"] if d else -1), -(s["total"] if s else -1))

    for w in sorted(waits, key=key):
        tile = w["tile"]
        name = f"{tile_glyph(INDEX[tile])} {tile}" if glyphs else tile
        if w[shown] is None:  # e.g. --robbing-kong on a tile you hold: no win is possible
            names: Text | str = Text(t("advice.impossible", lang), style="dim")
        else:
            names = _fans_text(w[shown], lang)
        table.add_row(
            name, str(w["left"]), str(w["live"]), total_cell(w["discard"]), total_cell(w["self_drawn"]), names
        )
    return table


def waits_view(
    record: dict, melds: Iterable[Meld], tiles: Iterable[int], lang: str = "both", glyphs: bool = False
) -> Group:
    """A waiting hand: its tiles and status, the forms, then one row per wait."""
    rows: list[tuple[str, Text | str]] = [
        (column_label("hand", lang), record["hand"]),
        ("", waiting_drawing(melds, tiles, glyphs)),
    ]
    if record["context"]["seen"]:
        rows.append(("", _seen_line(record["context"]["seen"], lang)))
    rows += [("", line) for line in _waits_status(record, lang)]
    parts = [_header(rows), forms_table(record, lang)]
    if record["waits"]:
        parts.append(waits_table(record, lang, glyphs))
    return spaced_group(parts)


# ---- gbmj advise ------------------------------------------------------------------------------


def _context_line(record: dict, lang: str) -> str:
    ctx = record["context"]
    flowers = Msg("advice.flowers", n=ctx["flowers"]) if ctx["flowers"] else Msg("advice.no_flowers")
    words = [Msg("advice.context", seat=ctx["seat"], round=ctx["round"], flowers=flowers)]
    words.append(Msg("advice.wall_unknown") if ctx["wall"] is None else Msg("advice.wall", wall=ctx["wall"]))
    seen = ctx["seen"]
    words.append(Msg("advice.seen_tiles", seen=seen, n=_count_tiles(seen)) if seen else Msg("advice.nothing_seen"))
    if record["rules"] != "1998":
        words.append(Msg("advice.rules", profile=record["rules"]))
    return t("advice.separator", lang).join(word.text(lang) for word in words)


def _win_line(win: dict, lang: str) -> Text:
    names = "zh" if lang == "both" else lang
    fans = ", ".join(
        f"{entry_name(f, names)} {f['points']}" + (f" x{f['count']}" if f["count"] > 1 else "")
        for f in win["fans"]
        if f["key"] != Fan.FLOWER_TILES.key
    )
    total = str(win["fan_total"])
    flowers = win["total"] - win["fan_total"]
    if flowers:
        total += t("advice.win_flowers", lang, n=flowers, total=win["total"])
    text = Text(t("advice.win", lang, total=total, fans=fans))
    if win["meets_minimum"]:
        text.append(t("advice.legal_win", lang), style="green")
    else:
        text.append(t("advice.not_legal_win", lang, minimum=MINIMUM_POINTS), style="bold red")
    return text


def _best_line(row: dict, lang: str) -> str:
    d = row["discard"]
    if row["tenpai"]:
        return t(
            "advice.best_tenpai",
            lang,
            tile=d,
            waits=" ".join(w["tile"] for w in row["waits"]),
            live=row["live"],
            discard=row["legal_discard_outs"],
            self_drawn=row["legal_self_drawn_outs"],
        )
    if row["live"] == 0:
        return t("advice.best_no_live", lang, tile=d)
    kinds = Msg("advice.useful_kinds", n=row["kinds"])
    return t("advice.best_shanten", lang, tile=d, shanten=row["shanten"], kinds=kinds, live=row["live"])


def _last_cell(row: dict, lang: str) -> str:
    if row["tenpai"]:
        return "  ".join(
            f"{w['tile']}:{w['live']} {_fan_total(w['discard'])}/{_fan_total(w['self_drawn'])}" for w in row["waits"]
        )
    if row["useful"]:
        return _tiles_live(row["useful"])
    text = t("advice.no_live_useful", lang)
    if row["held_waits"]:
        text += t("advice.held", lang, held=" ".join(row["held_waits"]))
    return text


def _fan_total(variant: dict | None) -> str:
    return DASH if variant is None else str(variant["fan_total"])


def _footer(record: dict, lang: str) -> list[str]:
    rows = record["rows"]
    shown, total = len(rows), record["discards"]
    shanten = {row["shanten"] for row in rows}
    if shown == total and len(shanten) == 1:
        why = Msg("advice.all_at_shanten", shanten=rows[0]["shanten"])
    elif record["shown"] == "all":
        why = Msg("advice.every_discard")
    else:
        group = "advice.best_group_live" if rows[0]["live"] > 0 else "advice.best_group_dead"
        why = Msg(group, shanten=rows[0]["shanten"])
    more = Msg("advice.show_all") if shown < total else ""
    lines = [t("advice.shown", lang, shown=shown, total=total, why=why, more=more)]
    lines.append(t("advice.legal_note", lang, minimum=MINIMUM_POINTS))
    lines.append(t("advice.waits_note", lang))
    if record["context"]["wall"] == 0:
        lines.append(t("advice.wall_empty", lang))
    return lines


def advise_view(record: dict, hand: Hand, lang: str = "both", glyphs: bool = False) -> Group:
    """A 14-tile hand: the tiles, the context, the win if any, the best discard, then every row shown."""
    drawn = record["drawn"]
    normalised = record["hand"].removesuffix(drawn)
    rows: list[tuple[str, Text | str]] = [
        (column_label("hand", lang), f"{normalised} + {drawn}"),
        ("", hand_drawing(hand, glyphs)),
        (t("label.context", lang), _context_line(record, lang)),
    ]
    if record["win"] is not None:
        rows.append((t("label.win", lang), _win_line(record["win"], lang)))
    if record["rows"]:
        rows.append((t("label.best", lang), _best_line(record["rows"][0], lang)))
    table = Table(box=None, padding=(0, 1), pad_edge=False, header_style="bold")
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(t("label.discard_tile", lang), no_wrap=True)
    table.add_column(t("label.shanten", lang), justify="right", no_wrap=True)
    table.add_column(t("label.forms", lang), overflow="fold")
    table.add_column(t("label.kinds", lang), justify="right", no_wrap=True)
    table.add_column(t("label.live", lang), justify="right", no_wrap=True)
    table.add_column(t("label.legal", lang), no_wrap=True)
    table.add_column(t("label.waits_or_useful", lang), overflow="fold")
    for rank, row in enumerate(record["rows"], 1):
        legal = f"{row['legal_discard_outs']}/{row['legal_self_drawn_outs']}" if row["tenpai"] else DASH
        table.add_row(
            str(rank),
            row["discard"] + ("*" if row["drawn"] else ""),
            str(row["shanten"]),
            " ".join(form_name(f, lang) for f in row["best_forms"]),
            str(row["kinds"]),
            str(row["live"]),
            legal,
            _last_cell(row, lang),
        )
    footer = Text("\n".join(_footer(record, lang)))
    return spaced_group([_header(rows), Group(fit(table), footer)])
