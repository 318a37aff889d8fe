"""``gbmj chase``: after a ledger's hands so far, the least total that overtakes each player ahead (追分)."""

from __future__ import annotations

import click

from gbmj_cli.base.text import escape_text
from gbmj_cli.cli.help import LocalHelp
from gbmj_cli.cli.lang import lang_option, say
from gbmj_cli.cli.options import FilePath
from gbmj_cli.cli.output import echo_json, print_renderable, resolve_format, table_lang
from gbmj_cli.cli.reading import stdin_bytes
from gbmj_cli.cli.tournament_view import chase_view
from gbmj_cli.messages import Msg
from gbmj_cli.records.formats import Format
from gbmj_cli.records.tournament import chase_record
from gbmj_cli.table.ledger_reader import MAX_LEDGER_BYTES, read_ledger
from gbmj_cli.table.session import settle
from gbmj_cli.tournament.chase import chase as chase_table

MAX_SHOWN_ERRORS = 50


@click.command(cls=LocalHelp)
@click.argument("ledger", type=FilePath(exists=True, dir_okay=False, readable=True, allow_dash=True))
@click.option(
    "--input-format",
    type=click.Choice(("auto", "text", "csv"), case_sensitive=False),
    default="auto",
    show_default=True,
    help="How to read the ledger; auto reads CSV when the header starts with hand,event.",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(("table", "json"), case_sensitive=False),
    help="Output format. Default: table on a terminal, json when piped or redirected.",
)
@lang_option
def chase(ledger: str, input_format: str, fmt: str | None, lang: str) -> None:
    """追分: for each player of LEDGER and each player ahead, the least total that overtakes.

    After the ledger's hands so far, with the ledger's base b and a gap of d points, one win of
    total F puts the player strictly ahead when 4b + 4F > d self-drawn, 4b + 2F > d off that
    player, 4b + F > d off a third player; the least such F, never under 8, is shown for each.
    The ledger is checked as `gbmj session` checks it: with any error, nothing is shown and the
    exit status is 1.
    """
    result = settle(read_ledger(_read(ledger), input_format.lower()))
    if result.errors:
        for error in result.errors[:MAX_SHOWN_ERRORS]:
            message = escape_text(error.msg.text(lang))
            key = "cli.error" if error.line is None else "cli.error_line"
            click.echo(Msg(key, line=error.line, message=message).text(lang), err=True)
        if len(result.errors) > MAX_SHOWN_ERRORS:
            click.echo(Msg("session.more_errors", n=len(result.errors) - MAX_SHOWN_ERRORS).text(lang), err=True)
        click.echo(Msg("session.errors_found", n=len(result.errors)).text(lang), err=True)
        click.get_current_context().exit(1)
    for warning in result.warnings:
        click.echo(say("cli.warning_line", line=warning.line, message=escape_text(warning.msg.text(lang))), err=True)
    chased = chase_table(result)
    if resolve_format(fmt) is Format.TABLE:
        print_renderable(chase_view(chased, table_lang(lang)))
    else:
        echo_json(chase_record(chased), Format.JSON)


def _read(ledger: str) -> bytes:
    """The ledger's bytes, one more than ``MAX_LEDGER_BYTES`` at the most (``read_ledger`` refuses more)."""
    if ledger == "-":
        return stdin_bytes(MAX_LEDGER_BYTES)
    try:
        with open(ledger, "rb") as file:
            return file.read(MAX_LEDGER_BYTES + 1)
    except OSError as error:
        raise click.BadParameter(
            say("session.cannot_read", path=ledger, reason=error.strerror), param_hint="'LEDGER'"
        ) from None
