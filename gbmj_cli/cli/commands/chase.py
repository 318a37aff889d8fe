"""``gbmj chase``: after a ledger's hands so far, the least total that overtakes each player ahead (追分)."""

from __future__ import annotations

import click

from gbmj_cli.cli.help import LocalHelp
from gbmj_cli.cli.lang import lang_option
from gbmj_cli.cli.ledger_input import (
    ledger_bytes,
    ledger_input,
    load_rules_file,
    report_errors,
    report_warnings,
    rules_file_option,
)
from gbmj_cli.cli.output import echo_json, print_renderable, resolve_format, table_lang
from gbmj_cli.cli.tournament_view import chase_view
from gbmj_cli.records.formats import Format
from gbmj_cli.records.tournament import chase_record
from gbmj_cli.table.ledger_reader import read_ledger
from gbmj_cli.table.session import settle
from gbmj_cli.tournament.chase import chase as chase_table


@click.command(cls=LocalHelp)
@ledger_input
@click.option(
    "--format",
    "-f",
    "fmt",
    type=click.Choice(("table", "json"), case_sensitive=False),
    help="Output format. Default: table on a terminal, json when piped or redirected.",
)
@rules_file_option("Settle the ledger and pay the win chased under a rules file (docs/house-rules.md).")
@lang_option
def chase(ledger: str, input_format: str, fmt: str | None, rules_file: str | None, lang: str) -> None:
    """追分: for each player of LEDGER and each player ahead, the least total that overtakes.

    After the ledger's hands so far, with the ledger's base b and a gap of d points, one win of
    total F puts the player strictly ahead when 4b + 4F > d self-drawn, 4b + 2F > d off that
    player, 4b + F > d off a third player; the least such F, never under 8, is shown for each.
    Under --rules-file the win is paid as that profile pays, never under its minimum.
    The ledger is checked as `gbmj session` checks it: with any error, nothing is shown and the
    exit status is 1.
    """
    profile = load_rules_file(rules_file)
    result = settle(read_ledger(ledger_bytes(ledger), input_format.lower()), profile)
    if result.errors:
        report_errors(result.errors, lang)
        click.get_current_context().exit(1)
    report_warnings(result.warnings, lang)
    chased = chase_table(result)
    if resolve_format(fmt) is Format.TABLE:
        print_renderable(chase_view(chased, table_lang(lang)))
    else:
        echo_json(chase_record(chased), Format.JSON)
