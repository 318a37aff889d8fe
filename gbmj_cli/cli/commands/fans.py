"""``gbmj fans``: the fan catalogue, or one fan's definition, exclusions and a scored example."""

from __future__ import annotations

import click

from gbmj_cli.cli.commands.common import (
    LANGS,
    InputRejected,
    echo_csv,
    echo_json,
    print_renderable,
    resolve_format,
    table_lang,
)

CSV_HEADER = ["id", "key", "name", "name_en", "points", "excludes", "excluded_by", "description"]


def catalogue(rules: str) -> list[dict]:
    """One dict per fan of the profile: names, points, what it excludes and what excludes it."""
    from gbmj_cli.core.fans.catalog import FANS, PROFILES
    from gbmj_cli.core.fans.descriptions import DESCRIPTIONS
    from gbmj_cli.core.fans.exclude import EXCLUDES, PUNG_OF_TERMINALS, YAOJIU_PARTIAL

    profile = PROFILES[rules]
    rows = []
    for fan_id in sorted(FANS):
        fan = FANS[fan_id]
        row = {
            "id": fan.id,
            "key": fan.key,
            "name": fan.zh,
            "name_en": fan.en,
            "points": fan.points,
            "description": DESCRIPTIONS[fan.id],
            "excludes": sorted(EXCLUDES.get(fan.id, frozenset()) & profile),
            "excluded_by": sorted(f for f in profile if fan.id in EXCLUDES.get(f, ())),
        }
        if fan.id in YAOJIU_PARTIAL:
            # How many 幺九刻 it removes; null: the one of its own wind pung.
            row["partly_excludes"] = {str(PUNG_OF_TERMINALS): YAOJIU_PARTIAL[fan.id]}
        if fan.id == PUNG_OF_TERMINALS:
            row["partly_excluded_by"] = sorted(f for f in YAOJIU_PARTIAL if f in profile)
        if fan.id not in profile:
            row["profile"] = next(name for name, ids in PROFILES.items() if fan.id in ids)
        rows.append(row)
    return rows


def find_fan(query: str, rows: list[dict]) -> dict:
    """The row a query names: a number, a Chinese or English name, or a key (any case)."""
    wanted = query.strip()
    folded = "".join(ch for ch in wanted.lower() if ch.isalnum())
    for row in rows:
        if wanted == str(row["id"]) or wanted == row["name"]:
            return row
        for name in (row["name_en"], row["key"]):
            if folded == "".join(ch for ch in name.lower() if ch.isalnum()):
                return row
    import difflib

    names = [row["name"] for row in rows] + [row["name_en"] for row in rows]
    close = difflib.get_close_matches(wanted, names, n=3, cutoff=0.5)
    hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else "; run `gbmj fans` for the list"
    raise InputRejected(f"no fan is called {wanted!r}: give a number 1-82, a Chinese or English name{hint}")


def example(row: dict) -> dict:
    """Score the fan's example hand (the test suite checks that it has the fan)."""
    import shlex

    from gbmj_cli.core.fans.descriptions import EXAMPLES
    from gbmj_cli.core.flags import apply_words
    from gbmj_cli.core.hand import WinContext
    from gbmj_cli.core.notation import parse_hand
    from gbmj_cli.records.record import fan_entry
    from gbmj_cli.core.scoring import score

    hand, flags = EXAMPLES[row["id"]]
    result = score(parse_hand(hand), apply_words(shlex.split(flags), WinContext()))
    return {
        "hand": hand,
        "flags": flags,
        "total": result.total,
        "fans": [fan_entry(f.id, f.count) for f in result.fans],
    }


@click.command()
@click.argument("fan", nargs=-1)
@click.option(
    "--rules",
    type=click.Choice(("1998", "mil")),
    default="1998",
    show_default=True,
    help="Rule profile: 1998 lists 81 fans, mil adds 明暗杠 (82).",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(("table", "json", "csv")),
    default=None,
    help="Output format. Default: table on a terminal, json when piped.",
)
@click.option(
    "--lang", type=click.Choice(LANGS), default="both", show_default=True, help="Language of the fan names in tables."
)
def fans(fan: tuple[str, ...], rules: str, fmt: str | None, lang: str) -> None:
    """Show the fan catalogue, or one FAN: by number (48), Chinese name (碰碰和) or English name.

    \b
    Examples:
      gbmj fans
      gbmj fans 48
      gbmj fans 碰碰和
      gbmj fans "all pungs" --format json
    """
    rows = catalogue(rules)
    fmt = resolve_format(fmt)
    if fan:
        row = find_fan(" ".join(fan), rows)
        row["example"] = example(row)
        if fmt == "table":
            from gbmj_cli.cli import render

            print_renderable(render.fan_view(row, table_lang(lang)))
        elif fmt == "csv":
            echo_csv(CSV_HEADER, [_csv_row(row)])
        else:
            echo_json(row, fmt)
        return
    from gbmj_cli.core.fans.catalog import PROFILES

    rows = [row for row in rows if row["id"] in PROFILES[rules]]
    if fmt == "table":
        from gbmj_cli.cli import render

        print_renderable(render.catalogue_table(rows, table_lang(lang)))
    elif fmt == "csv":
        echo_csv(CSV_HEADER, [_csv_row(row) for row in rows])
    else:
        echo_json(rows, fmt)


def _csv_row(row: dict) -> list:
    return [
        row["id"],
        row["key"],
        row["name"],
        row["name_en"],
        row["points"],
        " ".join(map(str, row["excludes"])),
        " ".join(map(str, row["excluded_by"])),
        row["description"],
    ]
