"""Rich renderings of scored hands and the fan catalogue; this module prints nothing.

Every function returns a renderable for the command to print, so the same views serve a terminal
(colour, tile glyphs) and a pipe (plain text, tile names), and tests can render them at a fixed width.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal

from rich import box
from rich.cells import cell_len
from rich.console import Group
from rich.table import Table
from rich.text import Text

from gbmj_cli.core.decompose import Form
from gbmj_cli.core.fans.catalog import MINIMUM_POINTS, Fan
from gbmj_cli.core.hand import Hand, Meld, MeldKind
from gbmj_cli.core.payments import Payment
from gbmj_cli.core.profile import Profile
from gbmj_cli.core.scoring import ExcludedFan, ScoreResult, Sets
from gbmj_cli.core.tiles import FIRST_HONOR, NAMES

# Labels in the two languages; "both" uses the English labels beside both fan names.
_LABELS = {
    "hand": ("手牌", "Hand"),
    "reading": ("拆分", "Reading"),
    "won": ("和牌", "Won"),
    "fans": ("计番", "Counted fans"),
    "excluded": ("不计", "Excluded fans"),
    "no": ("编号", "No."),
    "fan": ("番种", "Fan"),
    "points": ("番数", "Points"),
    "count": ("次数", "Count"),
    "subtotal": ("小计", "Subtotal"),
    "by": ("原因", "Excluded by"),
    "sets": ("牌组", "Sets"),
    "payments": ("结算", "Payments"),
    "seat": ("座位", "Seat"),
    "role": ("角色", "Role"),
    "amount": ("输赢", "Amount"),
    "tile": ("张", "Tile"),
    "left": ("剩余", "Left"),
    "discard": ("点和", "Discard"),
    "self_drawn": ("自摸", "Self-drawn"),
    "excludes": ("不计", "Excludes"),
    "excluded_by": ("被不计于", "Excluded by"),
    "example": ("例", "Example"),
}
_ROLES = {"winner": ("和牌", "winner"), "discarder": ("点炮", "discarder"), "other": ("其他", "other")}
_WINDS = {"E": "东", "S": "南", "W": "西", "N": "北"}
# The forms of a reading as the fans that name them; "regular" is 4 sets + a pair.
_FORM_FANS = {
    Form.SEVEN_PAIRS: Fan.SEVEN_PAIRS,
    Form.SEVEN_SHIFTED_PAIRS: Fan.SEVEN_PAIRS,
    Form.THIRTEEN_ORPHANS: Fan.THIRTEEN_ORPHANS,
    Form.HONORS_AND_KNITTED: Fan.LESSER_HONORS_AND_KNITTED_TILES,
    Form.GREATER_HONORS_AND_KNITTED: Fan.GREATER_HONORS_AND_KNITTED_TILES,
    Form.KNITTED_STRAIGHT: Fan.KNITTED_STRAIGHT,
    Form.NINE_GATES: Fan.NINE_GATES,
}
MIXED = ("（一明一暗）", " (one concealed)")  # the 双明杠 of one melded and one concealed kong
ACCOUNT_ONCE = ("套算一次", "account once")
# Overflow of the columns of running text. Rich's word wrap can end a line of Chinese one cell too
# wide and then cuts it with an ellipsis, losing text (e.g. "平和 All Chow…" at 80 columns); folding
# moves the extra characters to the next line instead.
FOLD: Literal["fold"] = "fold"


def column_label(key: str, lang: str) -> str:
    zh, en = _LABELS[key]
    return zh if lang == "zh" else en


def _pick(pair: tuple[str, str], lang: str) -> str:
    zh, en = pair
    return {"zh": zh, "en": en}.get(lang, f"{zh} {en}")


def fan_name(profile: Profile, fan: Fan, lang: str) -> str:
    """A fan's name in the profile, in the chosen language ("both": Chinese then English)."""
    row = profile.rows[fan]
    return _pick((row.name, row.name_en), lang)


def entry_name(entry: dict, lang: str) -> str:
    """The name of a fan entry of a record, in the chosen language."""
    return _pick((entry["name"], entry["name_en"]), lang)


def tile_glyph(tile: int) -> str:
    """The Unicode mahjong glyph of a tile (U+1F000-U+1F021)."""
    if tile >= FIRST_HONOR:
        return chr(0x1F000 + tile - FIRST_HONOR)
    return chr(0x1F007 + tile)


def _tiles(tiles: Iterable[int], glyphs: bool) -> str:
    return " ".join(tile_glyph(t) if glyphs else NAMES[t] for t in tiles)


def _meld(meld: Meld, glyphs: bool) -> str:
    body = _tiles(meld.tiles, glyphs)
    return "{" + body + "}" if meld.kind is MeldKind.KONG and meld.concealed else "[" + body + "]"


def hand_drawing(hand: Hand, glyphs: bool) -> Text:
    """The hand as tiles: fixed sets in brackets, the sorted concealed tiles, ``+`` the winning tile."""
    parts = [_meld(m, glyphs) for m in hand.melds]
    if hand.tiles:
        parts.append(_tiles(sorted(hand.tiles), glyphs))
    text = Text("  ".join(parts) + "  + ")
    text.append(_tiles([hand.winning_tile], glyphs), style="bold")
    return text


def waiting_drawing(melds: Iterable[Meld], tiles: Iterable[int], glyphs: bool) -> Text:
    """A waiting hand as tiles: fixed sets, then the sorted concealed tiles."""
    parts = [_meld(m, glyphs) for m in melds]
    if tiles:
        parts.append(_tiles(sorted(tiles), glyphs))
    return Text("  ".join(parts))


def _context_line(result: ScoreResult, lang: str) -> str:
    ctx = result.context
    zh = lang == "zh"
    words = [("自摸" if zh else "self-drawn") if ctx.self_drawn else ("点和" if zh else "on a discard")]
    if ctx.from_seat:
        words.append(f"放铳 {ctx.from_seat}" if zh else f"from {ctx.from_seat}")
    words.append(f"门风 {ctx.seat}" if zh else f"seat {ctx.seat}")
    words.append(f"圈风 {ctx.round}" if zh else f"round {ctx.round}")
    for on, zh_word, en_word in (
        (ctx.last_tile, "海底", "last tile"),
        (ctx.kong_draw, "杠上", "kong draw"),
        (ctx.robbing_kong, "抢杠", "robbing the kong"),
        (ctx.fourth_tile, "绝张", "fourth tile"),
    ):
        if on:
            words.append(zh_word if zh else en_word)
    if result.flowers:
        words.append(f"花 {result.flowers}" if zh else f"{result.flowers} flower{'s' if result.flowers > 1 else ''}")
    if result.profile.name != "1998":
        words.append(f"rules {result.profile.name}")
    return ", ".join(words)


def fan_columns(table: Table, lang: str, wrap_english: bool = False, fold_chinese: bool = False) -> None:
    """The number and name columns of a fan table.

    Names stay on one line where the other columns are numbers that can give way; ``wrap_english``
    lets the English name wrap instead, so that a wide name cannot starve a text column beside it;
    ``fold_chinese`` lets the Chinese one fold (it then holds the sets under each name).
    """
    table.add_column(column_label("no", lang), justify="right")
    if lang in ("zh", "both"):
        table.add_column(
            "番种" if lang == "both" else column_label("fan", lang), no_wrap=not fold_chinese, overflow=FOLD
        )
    if lang in ("en", "both"):
        table.add_column("Fan", no_wrap=not wrap_english, overflow=FOLD if wrap_english else "ellipsis")


def fan_cells(profile: Profile, fan: Fan, lang: str, variant: str | None = None) -> list[str]:
    row = profile.rows[fan]
    zh, en = (row.name + MIXED[0], row.name_en + MIXED[1]) if variant == "mixed" else (row.name, row.name_en)
    cells = [str(row.number)]
    if lang in ("zh", "both"):
        cells.append(zh)
    if lang in ("en", "both"):
        cells.append(en)
    return cells


def fans_table(result: ScoreResult, lang: str = "both", glyphs: bool = False, inline_sets: bool = False) -> Table:
    """The counted fans, highest points first: number, names, points, count, subtotal, and, once
    explained, the sets of each: in a column, or with ``inline_sets`` under the fan's name (narrow)."""
    table = Table(
        title=column_label("fans", lang), title_justify="left", title_style="bold", box=box.SIMPLE_HEAD, show_edge=False
    )
    explained = _explained(result)
    # The sets need the room more than the name; under the names, they fold with them.
    fan_columns(table, lang, wrap_english=explained, fold_chinese=inline_sets and lang == "zh")
    for key in ("points", "count", "subtotal"):
        wide = explained and not inline_sets  # the numbers keep their width; the names and sets fold
        table.add_column(
            column_label(key, lang), justify="right", no_wrap=wide, overflow=FOLD if explained else "ellipsis"
        )
    _sets_column(table, lang, explained and not inline_sets)
    for fan in result.fans:
        cells = fan_cells(result.profile, fan.fan, lang, fan.variant)
        sets = _sets(fan.sets, lang, glyphs, explained)
        if inline_sets:
            cells[-1] += _under(sets)
            sets = []
        table.add_row(*cells, str(fan.points), str(fan.count), str(fan.points * fan.count), *sets)
    return table


def _explained(result: ScoreResult) -> bool:
    """Whether the result says which sets make each fan (gbmj_cli.core.explain)."""
    return all(f.sets is not None for f in result.fans) and all(e.sets is not None for e in result.excluded)


def _sets_column(table: Table, lang: str, explained: bool) -> None:
    """The sets of each fan, for an explained result: folded, never cut."""
    if explained:
        table.add_column(column_label("sets", lang), overflow=FOLD, min_width=6)


def _sets(sets: Sets | None, lang: str, glyphs: bool, explained: bool) -> list[str]:
    from gbmj_cli.cli.explain_view import sets_cell

    return [sets_cell(sets, lang, glyphs)] if explained and sets is not None else []


def excluded_reason(profile: Profile, excluded: ExcludedFan, lang: str) -> str:
    """What excluded a fan: the counted fans naming it, else the principle that did.

    A fan not counted excludes nothing (gbmj_cli.core.fans.exclude), so an empty ``by`` always means
    a combination principle: the chow-pair fans that 套算一次 dropped (gbmj_cli.core.fans.chows).
    """
    if excluded.by:
        return ", ".join(f"{fan_name(profile, f, lang)} ({profile.number(f)})" for f in excluded.by)
    return _pick(ACCOUNT_ONCE, lang)


def excluded_table(
    result: ScoreResult, lang: str = "both", glyphs: bool = False, inline_sets: bool = False
) -> Table | None:
    """The fans whose condition holds but which do not count, with what excluded each (and, once
    explained, their sets: in a column, or with ``inline_sets`` under the fan's name)."""
    if not result.excluded:
        return None
    table = Table(
        title=column_label("excluded", lang),
        title_justify="left",
        title_style="bold",
        box=box.SIMPLE_HEAD,
        show_edge=False,
    )
    fan_columns(table, lang, wrap_english=True, fold_chinese=inline_sets and lang == "zh")
    table.add_column(column_label("by", lang), overflow=FOLD)
    explained = _explained(result)
    _sets_column(table, lang, explained and not inline_sets)
    for item in result.excluded:
        cells = fan_cells(result.profile, item.fan, lang)
        if item.count > 1:  # 幺九刻 and 箭刻 are removed pung by pung
            cells[-1] += f" x{item.count}"
        sets = _sets(item.sets, lang, glyphs, explained)
        if inline_sets:
            cells[-1] += _under(sets)
            sets = []
        table.add_row(*cells, excluded_reason(result.profile, item, lang), *sets)
    return table


def _under(sets: list[str]) -> str:
    """The lines of a sets cell, indented under a fan's name (the narrow layout)."""
    return "".join("\n  " + line for cell in sets for line in cell.splitlines())


def _fitted(build: Any, result: ScoreResult, lang: str, glyphs: bool) -> Any:
    """A fan table with the sets in a column where that fits the width, else under each name."""
    wide = build(result, lang, glyphs)
    if wide is None or not _explained(result):
        return wide
    from gbmj_cli.cli.explain_view import Fitted

    return Fitted(wide, build(result, lang, glyphs, inline_sets=True))


def totals_line(result: ScoreResult, lang: str = "both") -> Text:
    """Fans + flowers = total, and whether the 8-fan minimum is met."""
    if lang == "zh":
        text = Text(f"番数 {result.fan_total} + 花牌 {result.flowers} = 合计 {result.total}   ")
        verdict = f"已达 {MINIMUM_POINTS} 番起和" if result.meets_minimum else f"不足 {MINIMUM_POINTS} 番起和: 不能和牌"
    else:
        text = Text(f"Fans {result.fan_total} + flowers {result.flowers} = total {result.total}   ")
        verdict = (
            f"{MINIMUM_POINTS}-fan minimum met"
            if result.meets_minimum
            else f"below the {MINIMUM_POINTS}-fan minimum: not a legal win"
        )
    text.stylize("bold")
    text.append(verdict, style="green" if result.meets_minimum else "bold red")
    return text


def payments_table(payments: tuple[Payment, ...] | None, base: int, lang: str = "both") -> Table | None:
    """Who pays whom: one row per seat, the winner first (None below the minimum)."""
    if payments is None:
        return None
    title = f"{column_label('payments', lang)} (base {base})" if lang != "zh" else f"结算 (底 {base})"
    table = Table(title=title, title_justify="left", title_style="bold", box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(column_label("seat", lang))
    table.add_column(column_label("role", lang))
    table.add_column(column_label("amount", lang), justify="right")
    for p in payments:
        seat = "?" if p.seat is None else (p.seat if lang == "en" else f"{p.seat} {_WINDS[p.seat]}")
        table.add_row(seat, _pick(_ROLES[p.role], lang), f"{p.amount:+d}")
    return table


def _header(rows: list[tuple[str, Text | str]]) -> Text:
    """Label-value lines, labels padded to one width (no table, so no trailing blanks)."""
    width = max(cell_len(label) for label, _ in rows) + 2
    out = Text()
    for i, (label, value) in enumerate(rows):
        if i:
            out.append("\n")
        out.append(label, style="bold")
        out.append(" " * (width - cell_len(label)))
        out.append(value if isinstance(value, Text) else Text(value))
    return out


def score_view(result: ScoreResult, lang: str = "both", glyphs: bool = False) -> Group:
    """Everything about one scored hand, top to bottom."""
    from gbmj_cli.core.payments import settle

    ctx = result.context
    if result.form in _FORM_FANS:
        form = fan_name(result.profile, _FORM_FANS[result.form], lang)
    else:
        form = _pick(("四组一将", "4 sets + pair"), lang)
    header = _header(
        [
            (column_label("hand", lang), result.hand.notation()),
            ("", hand_drawing(result.hand, glyphs)),
            (column_label("reading", lang), f"{form}:  " + "  ".join(result.decomposition)),
            (column_label("won", lang), _context_line(result, lang)),
        ]
    )
    payments = settle(result.total, result.meets_minimum, ctx.self_drawn, ctx.seat, ctx.from_seat, ctx.base)
    fans, excluded = _fitted(fans_table, result, lang, glyphs), _fitted(excluded_table, result, lang, glyphs)
    parts = [header, fans, excluded, totals_line(result, lang)]
    parts.append(payments_table(payments, ctx.base, lang))
    return spaced_group(parts)


def spaced_group(parts: Iterable[Any]) -> Group:
    """The parts one under another, a blank line between them."""
    out: list = []
    for part in parts:
        if part is not None:
            out.extend((Text(""), part) if out else (part,))
    return Group(*out)


def total_cell(variant: dict | None) -> Text:
    if variant is None:
        return Text("-", style="dim")
    if variant["meets_minimum"]:
        return Text(str(variant["total"]), style="green")
    return Text(f"{variant['total']} (<{MINIMUM_POINTS})", style="red")


def _excludes_cell(profile: Profile, numbers: Iterable[int], lang: str, partial: dict[int, str] | None = None) -> str:
    names = "zh" if lang == "both" else lang
    by_number = {profile.number(f): f for f in Fan}
    cells = [f"{fan_name(profile, by_number[n], names)} {n}" for n in numbers]
    for n, note in (partial or {}).items():
        cells.append(f"{fan_name(profile, by_number[n], names)} {n} ({note})")
    return ", ".join(cells) or "-"


def catalogue_table(profile: Profile, rows: list[dict], lang: str = "both") -> Table:
    """The fan catalogue: number, points, names and what each excludes."""
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(column_label("no", lang), justify="right")
    table.add_column(column_label("points", lang), justify="right")
    if lang in ("zh", "both"):
        table.add_column("番种")
    if lang in ("en", "both"):
        table.add_column("Fan")
    table.add_column(column_label("excludes", lang), overflow=FOLD)
    for row in rows:
        cells = [str(row["id"]), str(row["points"])]
        if lang in ("zh", "both"):
            cells.append(row["name"])
        if lang in ("en", "both"):
            cells.append(row["name_en"])
        cells.append(_excludes_cell(profile, row["excludes"], lang, _partial_notes(row)))
        table.add_row(*cells)
    return table


def catalogue_view(profile: Profile, rows: list[dict], header: list[str], lang: str = "both") -> Group | Table:
    """The catalogue, under the profile's header lines when it is not 1998 (profiles.md §6.3)."""
    table = catalogue_table(profile, rows, lang)
    if not header:
        return table
    return Group(Text("\n".join(header)), Text(""), table)


def _partial_notes(row: dict) -> dict[int, str]:
    """幺九刻 removed in part: how many, or the one of the fan's own wind pung."""
    return {int(k): "its pung" if v is None else f"x{v}" for k, v in row.get("partly_excludes", {}).items()}


def fan_view(profile: Profile, row: dict, lang: str = "both") -> Group:
    """One fan: names and points, definition, exclusions both ways, and a scored example."""
    title = Text(f"{row['id']}  ", style="bold")
    title.append(_pick((row["name"], row["name_en"]), lang), style="bold")
    unit = "番" if lang == "zh" else ("point" if row["points"] == 1 else "points")
    title.append(f"   {row['points']} {unit}")
    example = row["example"]
    names = "zh" if lang == "both" else lang
    fans = ", ".join(
        f"{entry_name(f, names)} {f['points']}" + (f" x{f['count']}" if f["count"] > 1 else "") for f in example["fans"]
    )
    hand = example["hand"]
    if any(ch in hand for ch in "[]{}"):
        hand = f'"{hand}"'
    command = " ".join(part for part in ("gbmj score", hand, example["flags"]) if part)
    partly = {f: "partly" if lang != "zh" else "部分" for f in row.get("partly_excluded_by", ())}
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow=FOLD)
    for label, value in (
        ("释义" if lang == "zh" else "Means", row["description"]),
        (column_label("excludes", lang), _excludes_cell(profile, row["excludes"], lang, _partial_notes(row))),
        (column_label("excluded_by", lang), _excludes_cell(profile, row["excluded_by"], lang, partly)),
        (column_label("example", lang), command),
        ("", f"= {example['total']}: {fans}"),
    ):
        grid.add_row(label, value)
    if row.get("profile"):
        grid.add_row("", f"only under --rules {row['profile']}")
    return spaced_group([title, grid])
