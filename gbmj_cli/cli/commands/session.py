"""``gbmj session``: settle a table from a referee's ledger and print it as a table, JSON or CSV (docs/session.md)."""

from __future__ import annotations

from typing import Any

import click

from gbmj_cli.base.text import escape_text, shown_name
from gbmj_cli.cli.help import LocalHelp
from gbmj_cli.cli.lang import current_lang, lang_option, say
from gbmj_cli.cli.ledger_input import (
    ledger_bytes,
    ledger_input,
    load_rules_file,
    report_errors,
    report_warnings,
    rules_file_option,
)
from gbmj_cli.cli.options import bom_option
from gbmj_cli.cli.output import BOM, check_bom, print_renderable, resolve_format, table_lang
from gbmj_cli.messages import as_text
from gbmj_cli.records.formats import Format
from gbmj_cli.records.session_record import csv_text, json_text, session_record
from gbmj_cli.table.ledger import (
    BASE_RANGE,
    ESCAPE_RANGE,
    FALSE_WIN_POLICIES,
    RULES,
    SEATINGS,
    START_RANGE,
    Player,
    players_from_list,
)
from gbmj_cli.table.ledger_reader import read_ledger
from gbmj_cli.table.session import override, settle


class PlayersType(click.ParamType):
    """``--players "N1,N2,N3,N4"``: four entries of a players line (``NAME`` or ``ALIAS=NAME``)."""

    name = "players"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> tuple[Player, ...]:
        if isinstance(value, tuple):
            return value
        try:
            return players_from_list(shown_name(str(value)))
        except ValueError as error:
            self.fail(escape_text(as_text(error.args[0], current_lang())), param, ctx)


@click.command(cls=LocalHelp)
@ledger_input
@click.option(
    "--players",
    type=PlayersType(),
    metavar='"N1,N2,N3,N4"',
    help="The four players in seat order (NAME or ALIAS=NAME); replaces the ledger's players line.",
)
@click.option("--base", type=click.IntRange(*BASE_RANGE), help="底分: what every loser pays on top of the fans [8].")
@click.option("--rules", type=click.Choice(RULES, case_sensitive=False), help="Rule profile that scores hand= [1998].")
@rules_file_option("Score hand= and pay the wins under the profile of a rules file (docs/house-rules.md).")
@click.option(
    "--seating",
    type=click.Choice(SEATINGS, case_sensitive=False),
    help="Whether players change seats between rounds [competition].",
)
@click.option(
    "--false-win", type=click.Choice(FALSE_WIN_POLICIES, case_sensitive=False), help="How false wins are paid [1998]."
)
@click.option("--escape", type=click.IntRange(*ESCAPE_RANGE), help="A player who leaves loses ESCAPE x base [10].")
@click.option("--start", type=click.IntRange(*START_RANGE), help="Every player's score before hand 1 [0].")
@click.option(
    "--format",
    "-f",
    "fmt",
    type=click.Choice(("table", "json", "csv"), case_sensitive=False),
    help="Output format. Default: table on a terminal, json when piped or redirected.",
)
@lang_option
@bom_option
def session(ledger: str, input_format: str, players: tuple[Player, ...] | None, rules_file: str | None,
            fmt: str | None, lang: str, bom: bool, **settings: Any) -> None:  # fmt: skip
    """Settle the table of LEDGER (a file, or - for standard input): payments, totals, places, table points.

    \b
    A ledger line is one event of a hand:
      1 win B A 13      B wins on A's discard, total 13
      2 tsumo C 24      C self-draws 24
      3 draw            nobody wins
    Also rob, skip, false, penalty, escape and end; see docs/session.md.

    The ledger is checked whole: with any error nothing is settled, every error is listed with its
    line on standard error, and the exit status is 1.
    """
    if settings["rules"] is not None and rules_file is not None:
        raise click.UsageError(say("session.rules_conflict"))
    profile = load_rules_file(rules_file)
    data = ledger_bytes(ledger)
    parsed = override(
        read_ledger(data, input_format.lower(), players), **{k: v for k, v in settings.items() if v is not None}
    )
    result = settle(parsed, profile)
    shown = resolve_format(fmt)
    check_bom(bom, shown)
    if result.errors:
        report_errors(result.errors, lang)
        if shown is Format.JSON:
            click.echo(json_text(session_record(result, ledger, lang)))
        click.get_current_context().exit(1)
    if shown is Format.TABLE:
        # late: the view brings Rich, +35-40 ms at start (import click: 22 ms) that JSON and CSV do not pay
        from gbmj_cli.cli.session_view import session_view

        print_renderable(session_view(result, table_lang(lang), warnings_lang=lang))
        return
    report_warnings(result.warnings, lang)
    record = session_record(result, ledger, lang)
    if shown is Format.JSON:
        click.echo(json_text(record))
    else:
        click.echo((BOM if bom else "") + csv_text(record), nl=False)
