"""A referee's ledger as ``gbmj session``, ``gbmj chase`` and ``gbmj tournament`` take it: the argument and
``--input-format``, its bytes read within their bound, the rules file that settles it, and its errors and
warnings said on standard error (docs/session.md §9.1)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

import click

from gbmj_cli.base.errors import GbmjError
from gbmj_cli.base.text import escape_text
from gbmj_cli.cli.errors import rejected_plain, to_stderr
from gbmj_cli.cli.lang import say
from gbmj_cli.cli.options import FilePath, no_dash
from gbmj_cli.cli.reading import stdin_bytes
from gbmj_cli.messages import Msg
from gbmj_cli.table.ledger_reader import MAX_LEDGER_BYTES

if TYPE_CHECKING:
    from gbmj_cli.scoring.profiles.profile import Profile
    from gbmj_cli.table.ledger import LedgerError, LedgerWarning

MAX_SHOWN_ERRORS = 50
"""The errors listed one by one; past them, only how many more there were."""

F = TypeVar("F", bound=Callable[..., object])


def ledger_input(command: F) -> F:
    """Add the LEDGER argument (a file, or - for standard input) and ``--input-format``."""
    command = click.option(
        "--input-format",
        type=click.Choice(("auto", "text", "csv"), case_sensitive=False),
        default="auto",
        show_default=True,
        help="How to read the ledger; auto reads CSV when the header starts with hand,event.",
    )(command)
    return click.argument("ledger", type=FilePath(exists=True, dir_okay=False, readable=True, allow_dash=True))(command)


def rules_file_option(help_text: str) -> Callable[[F], F]:
    """``--rules-file FILE``: the profile whose minimum, payments and house fans settle the ledger."""
    return click.option("--rules-file", callback=no_dash, metavar="FILE", help=help_text)


def load_rules_file(path: str | None) -> Profile | None:
    """Load a rules file (docs/profiles.md §3; None: none given); exit 1 with its sentence if it cannot."""
    if path is None:
        return None
    from gbmj_cli.scoring.profiles import load

    try:
        return load(path)
    except GbmjError as error:
        raise rejected_plain(error) from None


def ledger_bytes(ledger: str) -> bytes:
    """The ledger's bytes, one more than ``MAX_LEDGER_BYTES`` at the most (``read_ledger`` refuses
    more): an endless file such as /dev/zero is not read whole."""
    if ledger == "-":
        return stdin_bytes(MAX_LEDGER_BYTES)
    try:
        with open(ledger, "rb") as file:
            return file.read(MAX_LEDGER_BYTES + 1)
    except OSError as error:
        raise click.BadParameter(
            say("session.cannot_read", path=ledger, reason=error.strerror), param_hint="'LEDGER'"
        ) from None


def report_errors(errors: Sequence[LedgerError], lang: str) -> None:
    """Every error on standard error, one line each, up to 50; then how many there were."""
    for error in errors[:MAX_SHOWN_ERRORS]:
        message = escape_text(error.msg.text(lang))
        if error.line is not None:
            to_stderr(Msg("cli.error_line", line=error.line, message=message).text(lang))
        else:
            to_stderr(Msg("cli.error", message=message).text(lang))
    if len(errors) > MAX_SHOWN_ERRORS:
        to_stderr(Msg("session.more_errors", n=len(errors) - MAX_SHOWN_ERRORS).text(lang))
    to_stderr(Msg("session.errors_found", n=len(errors)).text(lang))


def report_warnings(warnings: Sequence[LedgerWarning], lang: str) -> None:
    """Each warning on standard error, with its line."""
    for warning in warnings:
        to_stderr(say("cli.warning_line", line=warning.line, message=escape_text(warning.msg.text(lang))))
