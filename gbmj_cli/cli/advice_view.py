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

from gbmj_cli.cli.render import (
    column_label,
    entry_name,
    hand_drawing,
    spaced_group,
    tile_glyph,
    total_cell,
    waiting_drawing,
)
from gbmj_cli.core.fans.catalog import MINIMUM_POINTS, Fan
from gbmj_cli.core.hand import Hand, Meld
from gbmj_cli.core.tiles import INDEX

# The forms of advice.md §2 by language ("both" uses the Chinese names, as the fan column does).
FORM_NAMES = {
    "regular": ("四组一将", "regular"),
    "seven_pairs": ("七对", "seven pairs"),
    "thirteen_orphans": ("十三幺", "thirteen orphans"),
    "honors_and_knitted": ("全不靠", "honors & knitted"),
    "knitted_straight": ("组合龙", "knitted straight"),
}
DASH = "—"
# Rich's word wrap can cut a line of Chinese with an ellipsis; folding keeps every character (render.FOLD).


def form_name(form: str, lang: str) -> str:
    zh, en = FORM_NAMES[form]
    return en if lang == "en" else zh


def _tiles_live(entries: list[dict]) -> str:
    return " ".join(f"{u['tile']}:{u['live']}" for u in entries)


def _plural(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _fans_text(variant: dict, lang: str) -> str:
    names = "zh" if lang == "both" else lang
    return ", ".join(entry_name(f, names) + (f" x{f['count']}" if f["count"] > 1 else "") for f in variant["fans"])


def _seen_line(seen: str, lang: str) -> str:
    count = _count_tiles(seen)
    if lang == "zh":
        return f"已见 {seen} ({count} 张)"
    return f"seen  {seen} ({_plural(count, 'tile')})"


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
    zh = lang == "zh"
    if waits:
        left = sum(w["left"] for w in waits)
        d, s = record["legal_discard_outs"], record["legal_self_drawn_outs"]
        if zh:
            lines = [f"听 {len(waits)} 种, 剩 {left} 张, 未见 {record['live']} 张; 合法: 点和 {d}, 自摸 {s}"]
        else:
            lines = [
                (
                    f"tenpai: {_plural(len(waits), 'tile kind')}, {left} left, {record['live']} live; "
                    f"legal outs {d} on a discard, {s} self-drawn"
                )
            ]
        if held:
            lines.append(
                f"({held} 亦成牌型, 但四张都在你手里)"
                if zh
                else f"({held} also completes the shape, but you hold all four)"
            )
        return lines
    shanten = record["shanten"]
    if shanten == 0:
        if zh:
            return [f"未听牌: 牌型只听 {held}, 但四张都在你手里, 没有牌能和"]
        return [f"not tenpai: the shape waits only on {held}, but you hold all four, so no tile completes it"]
    if zh:
        return [f"未听牌, 向听数 {shanten}: 有效牌 {record['kinds']} 种, 未见 {record['live']} 张"]
    draws = _plural(shanten, "useful draw")
    return [
        (
            f"not tenpai: shanten {shanten} ({draws} away from ready): "
            f"{_plural(record['kinds'], 'useful kind')}, {record['live']} live"
        )
    ]


def forms_table(record: dict, lang: str) -> Table:
    """One row per form: shanten, kinds, live, and the useful tiles of the best forms."""
    zh = lang == "zh"
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column("牌型" if zh else "Form", no_wrap=True)
    table.add_column("向听" if zh else "Shanten", justify="right")
    table.add_column("种" if zh else "Kinds", justify="right")
    table.add_column("未见" if zh else "Live", justify="right")
    table.add_column("有效牌 (未见)" if zh else "Useful tiles (live)", overflow="fold")
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
    table.add_column(column_label("tile", lang))
    table.add_column(column_label("left", lang), justify="right")
    table.add_column("未见" if lang == "zh" else "Live", justify="right")
    table.add_column(column_label("discard", lang), justify="right")
    table.add_column(column_label("self_drawn", lang), justify="right")
    # The fans of the discard win, or of the self-drawn win when --kong-draw leaves only that one.
    shown = "discard" if any(w["discard"] for w in waits) else "self_drawn"
    if lang == "zh":
        table.add_column("番种 (点和)" if shown == "discard" else "番种 (自摸)", overflow="fold")
    else:
        table.add_column("Fans (discard win)" if shown == "discard" else "Fans (self-drawn win)", overflow="fold")

    def key(w: dict) -> tuple:
        d, s = w["discard"], w["self_drawn"]
        return (-(d["total"] if d else -1), -(s["total"] if s else -1))

    for w in sorted(waits, key=key):
        tile = w["tile"]
        name = f"{tile_glyph(INDEX[tile])} {tile}" if glyphs else tile
        if w[shown] is None:  # e.g. --robbing-kong on a tile you hold: no win is possible
            names: Text | str = Text("不可能" if lang == "zh" else "impossible with these flags", style="dim")
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
    zh = lang == "zh"
    flowers = ctx["flowers"]
    if zh:
        words = [f"门风 {ctx['seat']}, 圈风 {ctx['round']}, " + (f"花 {flowers}" if flowers else "无花")]
        words.append("牌墙张数未给" if ctx["wall"] is None else f"牌墙余 {ctx['wall']} 张")
        words.append(f"已见 {ctx['seen']} ({_count_tiles(ctx['seen'])} 张)" if ctx["seen"] else "无已见牌")
    else:
        words = [
            f"seat {ctx['seat']}, round {ctx['round']}, " + (_plural(flowers, "flower") if flowers else "no flowers")
        ]
        words.append("wall not given" if ctx["wall"] is None else f"wall {ctx['wall']}")
        words.append(
            f"seen: {ctx['seen']} ({_plural(_count_tiles(ctx['seen']), 'tile')})" if ctx["seen"] else "nothing seen"
        )
    if record["rules"] != "1998":
        words.append(f"rules {record['rules']}")
    return "; ".join(words)


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
        total += (
            f" + {flowers} 花 = {win['total']}" if lang == "zh" else f" + {_plural(flowers, 'flower')} = {win['total']}"
        )
    text = Text(f"自摸 {total}: {fans} — " if lang == "zh" else f"self-drawn {total}: {fans} — ")
    if win["meets_minimum"]:
        text.append("可以和牌" if lang == "zh" else "a legal win", style="green")
    else:
        verdict = (
            f"不足 {MINIMUM_POINTS} 番起和, 不能和牌"
            if lang == "zh"
            else (f"below the {MINIMUM_POINTS}-fan minimum, not a legal win")
        )
        text.append(verdict, style="bold red")
    return text


def _best_line(row: dict, lang: str) -> str:
    zh = lang == "zh"
    d = row["discard"]
    if row["tenpai"]:
        waits = " ".join(w["tile"] for w in row["waits"])
        if zh:
            return (
                f"打 {d}: 听 {waits}, 未见 {row['live']} 张; 合法: 点和 {row['legal_discard_outs']}, "
                f"自摸 {row['legal_self_drawn_outs']}"
            )
        return (
            f"discard {d}: tenpai on {waits}, {row['live']} live; legal outs {row['legal_discard_outs']} on a "
            f"discard, {row['legal_self_drawn_outs']} self-drawn"
        )
    if row["live"] == 0:
        return f"打 {d}: 没有未见的有效牌" if zh else f"discard {d}: no live useful tile"
    if zh:
        return f"打 {d}: 向听数 {row['shanten']}, 有效牌 {row['kinds']} 种, 未见 {row['live']} 张"
    return f"discard {d}: shanten {row['shanten']}, {_plural(row['kinds'], 'useful kind')}, {row['live']} live"


def _last_cell(row: dict, lang: str) -> str:
    if row["tenpai"]:
        return "  ".join(
            f"{w['tile']}:{w['live']} {_fan_total(w['discard'])}/{_fan_total(w['self_drawn'])}" for w in row["waits"]
        )
    if row["useful"]:
        return _tiles_live(row["useful"])
    text = "没有未见的有效牌" if lang == "zh" else "no live useful tile"
    if row["held_waits"]:
        held = " ".join(row["held_waits"])
        text += f" (四张在手: {held})" if lang == "zh" else f" (held: {held})"
    return text


def _fan_total(variant: dict | None) -> str:
    return DASH if variant is None else str(variant["fan_total"])


def _footer(record: dict, lang: str) -> list[str]:
    rows = record["rows"]
    shown, total = len(rows), record["discards"]
    zh = lang == "zh"
    shanten = {row["shanten"] for row in rows}
    if shown == total and len(shanten) == 1:
        why = f"全部向听数 {rows[0]['shanten']}" if zh else f"all at shanten {rows[0]['shanten']}"
    elif record["shown"] == "all":
        why = "全部, 最好的在前" if zh else "every discard, best first"
    else:
        live = rows[0]["live"] > 0
        if zh:
            why = f"最好的一组: 向听数 {rows[0]['shanten']}" + ("" if live else ", 没有未见的有效牌")
        else:
            why = f"the best group: shanten {rows[0]['shanten']}" + (", with live tiles" if live else ", no live tiles")
    if zh:
        lines = [f"显示 {shown} / {total} 种打法 ({why})" + ("; --all 显示全部" if shown < total else "")]
        lines.append("合法: 和牌达到 8 番的未见张数, 点和 / 自摸")
        lines.append("听牌: 种:未见, 点和 / 自摸的番数")
        if record["context"]["wall"] == 0:
            lines.append("牌墙已空: 这些打法都不能再和牌")
        return lines
    lines = [
        f"{shown} of {total} discards shown ({why})" + ("; --all shows every discard" if shown < total else "") + "."
    ]
    lines.append(f"Legal: live copies whose win reaches {MINIMUM_POINTS} fans, on a discard / self-drawn.")
    lines.append("Waits: kind:live and the fan totals of the win on a discard / self-drawn (D/S).")
    if record["context"]["wall"] == 0:
        lines.append("No tile is left to draw: these discards cannot lead to a win.")
    return lines


def advise_view(record: dict, hand: Hand, lang: str = "both", glyphs: bool = False) -> Group:
    """A 14-tile hand: the tiles, the context, the win if any, the best discard, then every row shown."""
    zh = lang == "zh"
    drawn = record["drawn"]
    normalised = record["hand"].removesuffix(drawn)
    rows: list[tuple[str, Text | str]] = [
        (column_label("hand", lang), f"{normalised} + {drawn}"),
        ("", hand_drawing(hand, glyphs)),
        ("情况" if zh else "Context", _context_line(record, lang)),
    ]
    if record["win"] is not None:
        rows.append(("和牌" if zh else "Win", _win_line(record["win"], lang)))
    if record["rows"]:
        rows.append(("最佳" if zh else "Best", _best_line(record["rows"][0], lang)))
    table = Table(box=None, padding=(0, 1), pad_edge=False, header_style="bold")
    table.add_column("#", justify="right")
    table.add_column("打出" if zh else "Discard", no_wrap=True)
    table.add_column("向听" if zh else "Shanten", justify="right")
    table.add_column("牌型" if zh else "Forms")
    table.add_column("种" if zh else "Kinds", justify="right")
    table.add_column("未见" if zh else "Live", justify="right")
    table.add_column("合法" if zh else "Legal", no_wrap=True)
    table.add_column("听牌 (点和/自摸) 或有效牌" if zh else "Waits (D/S) or useful tiles", overflow="fold")
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
    return spaced_group([_header(rows), Group(table, footer)])
