"""``gbmj fans``: the fan catalogue of a rule profile, or one fan's definition, exclusions and example."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from gbmj_cli.cli.errors import rejected_plain
from gbmj_cli.cli.help import LocalHelp
from gbmj_cli.cli.lang import lang_option
from gbmj_cli.cli.options import bom_option, context_from, context_options
from gbmj_cli.cli.output import emit, table_lang

if TYPE_CHECKING:  # the core is imported when the command runs
    from gbmj_cli.scoring.catalog import Fan
    from gbmj_cli.scoring.profiles.profile import Profile


def complete_fan(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[Any]:
    """The fans whose key, English or Chinese name starts with what is typed (shell completion)."""
    from click.shell_completion import CompletionItem

    from gbmj_cli.scoring.catalog import Fan
    from gbmj_cli.scoring.profiles import builtin

    rows = builtin("1998").rows
    typed = incomplete.lower()
    found = []
    for fan in Fan:
        row = rows[fan]
        for name in (fan.key, row.name):
            if name.lower().startswith(typed):
                found.append(CompletionItem(name, help=f"{row.number} {row.name} {row.name_en}"))
    return found


def example(profile: Profile, fan: Fan, rules: str | Profile) -> dict[str, Any]:
    """The fan's example hand (as the profile describes it) scored under ``rules``, unless its win
    flags name a profile (the tests check that every example has its fan)."""
    from gbmj_cli.batch.line_flags import apply_words
    from gbmj_cli.hands.context import WinContext
    from gbmj_cli.hands.notation import parse_hand
    from gbmj_cli.records.catalogue import described
    from gbmj_cli.records.record import fan_entry
    from gbmj_cli.scoring.score import score

    row = described(profile, fan)
    result = score(parse_hand(row.example), apply_words(row.example_flags.split(), WinContext(rules=rules)))
    return {
        "hand": row.example,
        "flags": row.example_flags,
        "total": result.total,
        "fans": [fan_entry(result.profile, f) for f in result.fans],
    }


@click.command(cls=LocalHelp)
@click.argument("fan", nargs=-1, shell_complete=complete_fan)
@context_options(("rules",))
@click.option(
    "--format",
    "-f",
    "fmt",
    type=click.Choice(("table", "json", "csv"), case_sensitive=False),
    default=None,
    help="Output format. Default: table on a terminal, json when piped.",
)
@lang_option
@bom_option
def fans(fan: tuple[str, ...], fmt: str | None, lang: str, bom: bool, **flags: Any) -> None:
    """Show the fan catalogue, or one FAN: by number (48), Chinese name (碰碰和), English name or key.

    \b
    Examples:
      gbmj fans
      gbmj fans 48
      gbmj fans 碰碰和
      gbmj fans "all pungs" --format json
      gbmj fans --rules greenbook
    """
    from gbmj_cli.base.errors import GbmjError
    from gbmj_cli.cli import render
    from gbmj_cli.records.catalogue import catalogue, catalogue_rows, find_fan, header_lines
    from gbmj_cli.scoring.catalog import Fan
    from gbmj_cli.scoring.score import profile_of

    rules = context_from(flags).rules
    profile = profile_of(rules)
    rows = catalogue(profile)
    if fan:
        try:
            row = find_fan(" ".join(fan), profile, rows)
        except GbmjError as error:
            raise rejected_plain(error) from None
        official = Fan.__members__.get(row["key"].upper())  # (None: a house fan, which has no example)
        row["example"] = None if official is None else example(profile, official, rules)
        emit(
            fmt,
            lambda: row,
            lambda: render.fan_view(profile, row, table_lang(lang)),
            lambda: catalogue_rows([row]),
            bom,
        )
        return
    rows = [row for row in rows if "profile" not in row]  # the fans this profile enables

    def table() -> Any:
        from gbmj_cli.scoring.profiles import builtin

        header = header_lines(profile, builtin("1998"), lang) if profile.name != "1998" else []
        return render.catalogue_view(profile, rows, header, table_lang(lang))

    emit(fmt, lambda: rows, table, lambda: catalogue_rows(rows), bom)
