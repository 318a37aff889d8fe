"""``gbmj fans``: the fan catalogue of a rule profile, or one fan's definition, exclusions and example."""

from __future__ import annotations

from typing import Any

import click

from gbmj_cli.cli.commands.common import (
    LANGS,
    InputRejected,
    context_options,
    context_from,
    echo_csv,
    echo_json,
    print_renderable,
    resolve_format,
    table_lang,
)

CSV_HEADER = ["id", "key", "name", "name_en", "points", "excludes", "excluded_by", "description"]


def example(row: dict[str, Any], rules: Any) -> dict[str, Any]:
    """Score the fan's example hand under the active profile, unless its flags name one."""
    import shlex

    from gbmj_cli.batch.line_flags import apply_words
    from gbmj_cli.core.context import WinContext
    from gbmj_cli.core.fans.catalog import CATALOG, Fan
    from gbmj_cli.core.notation import parse_hand
    from gbmj_cli.core.scoring import score
    from gbmj_cli.records.record import fan_entry

    info = CATALOG[Fan[row["key"].upper()]]
    ctx = apply_words(shlex.split(info.example_flags), WinContext(rules=rules))
    result = score(parse_hand(info.example), ctx)
    return {
        "hand": info.example,
        "flags": info.example_flags,
        "total": result.total,
        "fans": [fan_entry(result.profile, f) for f in result.fans],
    }


@click.command()
@click.argument("fan", nargs=-1)
@context_options(("rules",))
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
def fans(fan: tuple[str, ...], fmt: str | None, lang: str, **flags: Any) -> None:
    """Show the fan catalogue, or one FAN: by number (48), Chinese name (碰碰和), English name or key.

    \b
    Examples:
      gbmj fans
      gbmj fans 48
      gbmj fans 碰碰和
      gbmj fans "all pungs" --format json
      gbmj fans --rules greenbook
    """
    from gbmj_cli.core.errors import GbmjError
    from gbmj_cli.core.scoring import profile_of
    from gbmj_cli.records.catalogue import catalogue, find_fan, header_lines

    rules = context_from(flags).rules
    profile = profile_of(rules)
    rows = catalogue(profile)
    fmt = resolve_format(fmt)
    if fan:
        try:
            row = find_fan(" ".join(fan), profile, rows)
        except GbmjError as error:
            raise InputRejected(error.message) from None
        row["example"] = example(row, rules)
        if fmt == "table":
            from gbmj_cli.cli import render

            print_renderable(render.fan_view(profile, row, table_lang(lang)))
        elif fmt == "csv":
            echo_csv(CSV_HEADER, [_csv_row(row)])
        else:
            echo_json(row, fmt)
        return
    rows = [row for row in rows if "profile" not in row]
    if fmt == "table":
        from gbmj_cli.cli import render
        from gbmj_cli.profiles import builtin

        header = header_lines(profile, builtin("1998")) if profile.name != "1998" else []
        print_renderable(render.catalogue_view(profile, rows, header, table_lang(lang)))
    elif fmt == "csv":
        echo_csv(CSV_HEADER, [_csv_row(row) for row in rows])
    else:
        echo_json(rows, fmt)


def _csv_row(row: dict[str, Any]) -> list[Any]:
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
