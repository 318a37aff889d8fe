"""Rich renderings of scored hands and the fan catalogue; this module prints nothing.

Every function returns a renderable for the command to print, so the same views serve a terminal
(colour, tile glyphs) and a pipe (plain text, tile names), and tests can render them at a fixed width.
Once a score is explained, each fan's sets are drawn as the rest of the table draws tiles: the group
strings of the reading as text ("[123m] 789s 456p") or tile glyphs, a claimed set in brackets, one
line per occurrence; in a column of the fan table, or under each fan's name where that is too wide.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal

from rich import box
from rich.console import Group
from rich.table import Table
from rich.text import Text

from gbmj_cli.cli.fit import Fitted, Labelled, fit
from gbmj_cli.hands.hand import Hand, Meld, MeldKind
from gbmj_cli.hands.notation import parse_tiles
from gbmj_cli.hands.tiles import FIRST_HONOR, NAMES
from gbmj_cli.messages import Msg, name_in, t, text_lang
from gbmj_cli.records.record import form_names, payments_of
from gbmj_cli.scoring.catalog import AnyFan
from gbmj_cli.scoring.payments import STANDARD, Payment
from gbmj_cli.scoring.profiles.profile import Payments, Profile
from gbmj_cli.scoring.score import ExcludedFan, ScoreResult, Sets

# Labels: in the language of sentences (English for "both" under an English locale), beside the
# fan names in both languages (gbmj_cli.messages.catalogue, ids label.*).
_LABELS = {
    "hand": "label.hand",
    "reading": "label.reading",
    "won": "label.won",
    "fans": "label.fans",
    "excluded": "label.excluded",
    "no": "label.no",
    "fan": "label.fan",
    "points": "label.points",
    "count": "label.count",
    "subtotal": "label.subtotal",
    "by": "label.by",
    "sets": "label.sets",
    "payments": "label.payments",
    "seat": "label.seat",
    "role": "label.role",
    "amount": "label.amount",
    "tile": "label.tile",
    "left": "label.left",
    "live": "label.live",
    "discard": "label.discard",
    "self_drawn": "label.self_drawn",
    "excludes": "label.excludes",
    "excluded_by": "label.excluded_by",
    "example": "label.example",
    "means": "label.means",
}
# The words of ``sets`` for the fans of the whole hand and of how it was won (catalogue ids).
_SET_WORDS = {"hand": "sets.hand", "context": "sets.context"}
_ROLES = {"winner": "role.winner", "discarder": "role.discarder", "other": "role.other"}
_WINDS = {"E": "东", "S": "南", "W": "西", "N": "北"}
MIXED = "word.one_concealed"  # the 双明杠 of one melded and one concealed kong
ACCOUNT_ONCE = "word.account_once"
# Overflow of the columns of running text. Rich's word wrap can end a line of Chinese one cell too
# wide and then cuts it with an ellipsis, losing text (e.g. "平和 All Chow…" at 80 columns); folding
# moves the extra characters to the next line instead.
FOLD: Literal["fold"] = "fold"


def column_label(key: str, lang: str) -> str:
    return t(_LABELS[key], lang)


def _pick(pair: tuple[str, str], lang: str) -> str:
    zh, en = pair
    return {"zh": zh, "en": en}.get(lang, f"{zh} {en}")


def fan_name(profile: Profile, fan: AnyFan, lang: str) -> str:
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
    words = [Msg("won.self_drawn" if ctx.self_drawn else "won.discard")]
    if ctx.from_seat:
        words.append(Msg("won.from", seat=ctx.from_seat))
    words.append(Msg("won.seat", seat=ctx.seat))
    words.append(Msg("won.round", seat=ctx.round))
    for on, word in (
        (ctx.last_tile, "won.last_tile"),
        (ctx.kong_draw, "won.kong_draw"),
        (ctx.robbing_kong, "won.robbing_kong"),
        (ctx.fourth_tile, "won.fourth_tile"),
    ):
        if on:
            words.append(Msg(word))
    if result.flowers:
        words.append(Msg("won.flowers", n=result.flowers))
    if result.profile.name != "1998":
        words.append(Msg("won.rules", profile=result.profile.name))
    return t("won.separator", lang).join(word.text(lang) for word in words)


def fan_columns(table: Table, lang: str) -> None:
    """The number and name columns of a fan table: the number whole, the names folding when narrow
    (gbmj_cli.cli.fit: a table too narrow for them is stacked instead)."""
    table.add_column(column_label("no", lang), justify="right", no_wrap=True)
    if lang in ("zh", "both"):
        table.add_column("番种" if lang == "both" else column_label("fan", lang), overflow=FOLD)
    if lang in ("en", "both"):
        table.add_column("Fan", overflow=FOLD)


def fan_cells(profile: Profile, fan: AnyFan, lang: str, variant: str | None = None) -> list[str]:
    row = profile.rows[fan]
    zh, en = row.name, row.name_en
    if variant == "mixed":
        zh, en = zh + t(MIXED, "zh"), en + t(MIXED, "en")
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
    fan_columns(table, lang)
    for key in ("points", "count", "subtotal"):
        table.add_column(column_label(key, lang), justify="right", no_wrap=True)
    _sets_column(table, lang, explained and not inline_sets, glyphs)
    for fan in result.fans:
        cells = fan_cells(result.profile, fan.fan, lang, fan.variant)
        sets = _sets(fan.sets, lang, glyphs, explained)
        if inline_sets:
            cells[-1] += _under(sets)
            sets = []
        table.add_row(*cells, str(fan.points), str(fan.count), str(fan.points * fan.count), *sets)
    return table


def _explained(result: ScoreResult) -> bool:
    """Whether the result says which sets make each fan (gbmj_cli.scoring.explain)."""
    return all(f.sets is not None for f in result.fans) and all(e.sets is not None for e in result.excluded)


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
    lines = (gap.join(t(_SET_WORDS[g], lang) if g in _SET_WORDS else group_drawing(g, glyphs) for g in o) for o in sets)
    return "\n".join(dict.fromkeys(lines))


def _sets_column(table: Table, lang: str, explained: bool, glyphs: bool) -> None:
    """The sets of each fan, for an explained result: folded between sets, never cut. The column is
    as wide as a drawn pung at least (``[🀀 🀀 🀀]``), so that a set of glyphs stays on one line."""
    if explained:
        table.add_column(column_label("sets", lang), overflow=FOLD, min_width=10 if glyphs else 6)


def _sets(sets: Sets | None, lang: str, glyphs: bool, explained: bool) -> list[str]:
    return [sets_cell(sets, lang, glyphs)] if explained and sets is not None else []


def excluded_reason(profile: Profile, excluded: ExcludedFan, lang: str) -> str:
    """What excluded a fan: the counted fans naming it, else the principle that did.

    A fan not counted excludes nothing (gbmj_cli.scoring.fans.exclude), so an empty ``by`` always means
    a combination principle: the chow-pair fans that 套算一次 dropped (gbmj_cli.scoring.fans.chows).
    """
    if excluded.by:
        return ", ".join(f"{fan_name(profile, f, lang)} ({profile.number(f)})" for f in excluded.by)
    return name_in(ACCOUNT_ONCE, lang)


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
    fan_columns(table, lang)
    table.add_column(column_label("by", lang), overflow=FOLD)
    explained = _explained(result)
    _sets_column(table, lang, explained and not inline_sets, glyphs)
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
    """The lines of a sets cell, under a fan's name (the narrow layout); not indented, since an
    indent would be lost where the line folds."""
    return "".join("\n" + line for cell in sets for line in cell.splitlines())


def _fitted(build: Any, result: ScoreResult, lang: str, glyphs: bool) -> Any:
    """A fan table with the sets in a column where that fits the width, else under each name."""
    wide = build(result, lang, glyphs)
    if wide is None or not _explained(result):
        return wide
    return Fitted(wide, build(result, lang, glyphs, inline_sets=True))


def totals_line(result: ScoreResult, lang: str = "both") -> Text:
    """Fans + flowers = total, and whether the profile's minimum is met."""
    text = Text(t("totals.line", lang, fans=result.fan_total, flowers=result.flowers, total=result.total))
    verdict = t("totals.met" if result.meets_minimum else "totals.below", lang, minimum=result.profile.minimum)
    text.stylize("bold")
    text.append(verdict, style="green" if result.meets_minimum else "bold red")
    return text


def house_payments(rules: Payments, lang: str) -> list[str]:
    """What a profile's payments change from the standard ones (docs/house-rules.md §2), in words:
    ``["self_drawn_split", "cap 88"]``; none for the standard payments."""
    words = [rules.mode] if rules.mode != STANDARD.mode else []
    words += (
        [t("sview.multiplier", lang, multiplier=rules.multiplier)] if rules.multiplier != STANDARD.multiplier else []
    )
    words += [t("sview.cap", lang, cap=rules.cap)] if rules.cap != STANDARD.cap else []
    return words


def payments_table(
    payments: tuple[Payment, ...] | None, base: int, lang: str = "both", rules: Payments = STANDARD
) -> Table | None:
    """Who pays whom: one row per seat, the winner first (None below the minimum); the title names
    the base and any house payments (docs/house-rules.md §2)."""
    if payments is None:
        return None
    title = t("label.payments_base", lang, base=base)
    house = house_payments(rules, lang)
    if house:
        title = t("label.payments_house", lang, base=base, rules=", ".join(house))
    # (a title on one line, wider than the table when it must: a narrow table would fold it)
    shown = Text(title, style="bold", no_wrap=True, overflow="ignore")
    table = Table(title=shown, title_justify="left", box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(column_label("seat", lang), no_wrap=True)
    table.add_column(column_label("role", lang), overflow=FOLD)
    table.add_column(column_label("amount", lang), justify="right", no_wrap=True)
    for p in payments:
        seat = "?" if p.seat is None else (p.seat if lang == "en" else f"{p.seat} {_WINDS[p.seat]}")
        table.add_row(seat, name_in(_ROLES[p.role], lang), f"{p.amount:+d}")
    return table


def _header(rows: list[tuple[str, Text | str]]) -> Labelled:
    """Label-value lines, labels padded to one width (no table, so no trailing blanks)."""
    return Labelled([(label, value if isinstance(value, Text) else Text(value)) for label, value in rows])


def score_view(result: ScoreResult, lang: str = "both", glyphs: bool = False) -> Group:
    """Everything about one scored hand, top to bottom."""
    ctx = result.context
    form = _pick(form_names(result.form, result.profile), lang)
    header = _header(
        [
            (column_label("hand", lang), result.hand.notation()),
            ("", hand_drawing(result.hand, glyphs)),
            (column_label("reading", lang), f"{form}:  " + "  ".join(result.decomposition)),
            (column_label("won", lang), _context_line(result, lang)),
        ]
    )
    payments = payments_of(result)
    fans, excluded = _fitted(fans_table, result, lang, glyphs), _fitted(excluded_table, result, lang, glyphs)
    parts = [header, fans, excluded, totals_line(result, lang)]
    parts.append(payments_table(payments, ctx.base, lang, result.profile.payments))
    return spaced_group(parts)


def spaced_group(parts: Iterable[Any]) -> Group:
    """The parts one under another, a blank line between them; a table that does not fit the
    width is stacked one block per row (gbmj_cli.cli.fit)."""
    out: list = []
    for part in parts:
        if part is not None:
            out.extend((Text(""), fit(part)) if out else (fit(part),))
    return Group(*out)


def _excludes_cell(profile: Profile, numbers: Iterable[int], lang: str, partial: dict[int, str] | None = None) -> str:
    names = "zh" if lang == "both" else lang
    by_number = {profile.number(f): f for f in profile.rows}
    cells = [f"{fan_name(profile, by_number[n], names)} {n}" for n in numbers]
    for n, note in (partial or {}).items():
        cells.append(f"{fan_name(profile, by_number[n], names)} {n} ({note})")
    return ", ".join(cells) or "-"


def catalogue_table(profile: Profile, rows: list[dict], lang: str = "both") -> Table:
    """The fan catalogue: number, points, names and what each excludes."""
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column(column_label("no", lang), justify="right", no_wrap=True)
    table.add_column(column_label("points", lang), justify="right", no_wrap=True)
    if lang in ("zh", "both"):
        table.add_column("番种", overflow=FOLD)
    if lang in ("en", "both"):
        table.add_column("Fan", overflow=FOLD)
    table.add_column(column_label("excludes", lang), overflow=FOLD)
    for row in rows:
        cells = [str(row["id"]), str(row["points"])]
        if lang in ("zh", "both"):
            cells.append(row["name"])
        if lang in ("en", "both"):
            cells.append(row["name_en"])
        cells.append(_excludes_cell(profile, row["excludes"], lang, _partial_notes(row, lang)))
        table.add_row(*cells)
    return table


def catalogue_view(profile: Profile, rows: list[dict], header: list[str], lang: str = "both") -> Group | Table:
    """The catalogue, under the profile's header lines when it is not 1998 (docs/profiles.md §6.3)."""
    table = catalogue_table(profile, rows, lang)
    if not header:
        return fit(table)
    return Group(Text("\n".join(header)), Text(""), fit(table))


def _partial_notes(row: dict, lang: str = "en") -> dict[int, str]:
    """幺九刻 removed in part: how many, or the one of the fan's own wind pung."""
    return {
        int(k): t("word.its_pung", lang) if v is None else f"x{v}" for k, v in row.get("partly_excludes", {}).items()
    }


def _example_rows(example: dict | None, lang: str) -> list[tuple[str, str]]:
    """The example of ``gbmj fans KEY``: its command, and its total and fans."""
    if example is None:
        return []
    names = "zh" if lang == "both" else lang
    fans = ", ".join(
        f"{entry_name(f, names)} {f['points']}" + (f" x{f['count']}" if f["count"] > 1 else "") for f in example["fans"]
    )
    hand = example["hand"]
    if any(ch in hand for ch in "[]{}"):
        hand = f'"{hand}"'
    command = " ".join(part for part in ("gbmj score", hand, example["flags"]) if part)
    return [(column_label("example", lang), command), ("", f"= {example['total']}: {fans}")]


def fan_view(profile: Profile, row: dict, lang: str = "both") -> Group:
    """One fan: names and points, definition, exclusions both ways, and a scored example (a house
    fan has none: ``example`` is None)."""
    title = Text(f"{row['id']}  ", style="bold")
    title.append(_pick((row["name"], row["name_en"]), lang), style="bold")
    title.append(f"   {row['points']} {t('word.points', lang, n=row['points'])}")
    partly = {f: t("word.partly", lang) for f in row.get("partly_excluded_by", ())}
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow=FOLD)
    for label, value in (
        (column_label("means", lang), row["description_zh" if text_lang(lang) == "zh" else "description"]),
        (column_label("excludes", lang), _excludes_cell(profile, row["excludes"], lang, _partial_notes(row, lang))),
        (column_label("excluded_by", lang), _excludes_cell(profile, row["excluded_by"], lang, partly)),
        *_example_rows(row["example"], lang),
    ):
        grid.add_row(label, value)
    if row.get("profile"):
        grid.add_row("", t("word.only_under", lang, profile=row["profile"]))
    return spaced_group([title, grid])
