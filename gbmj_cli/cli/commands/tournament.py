"""``gbmj tournament``: the seat draw of a round, and the standings of players and teams (docs/tournament.md)."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, NoReturn

import click

from gbmj_cli.base.text import escape_text
from gbmj_cli.cli.errors import InputRejected, to_stderr
from gbmj_cli.cli.help import LocalHelp, LocalHelpGroup
from gbmj_cli.cli.lang import lang_option, say
from gbmj_cli.cli.ledger_input import load_rules_file, rules_file_option
from gbmj_cli.cli.options import FilePath, bom_option
from gbmj_cli.cli.output import emit, table_lang
from gbmj_cli.cli.tournament_view import draw_view, standings_view
from gbmj_cli.messages import Msg
from gbmj_cli.records.tournament import (
    DRAW_CSV,
    EMA_CSV,
    draw_csv_rows,
    draw_record,
    ema_csv_rows,
    standings_csv,
    standings_record,
)
from gbmj_cli.scoring.profiles.rules_file import MAX_BYTES
from gbmj_cli.table.ledger_reader import MAX_LEDGER_BYTES
from gbmj_cli.tournament.draw import draw_round
from gbmj_cli.tournament.event import MAX_ROUNDS, EventFile, Problem, Rejected, Unread, read_event
from gbmj_cli.tournament.results import Ledgers
from gbmj_cli.tournament.seats_file import seats_written
from gbmj_cli.tournament.standings import standings as rank_event

MAX_SHOWN_PROBLEMS = 50
BOM = b"\xef\xbb\xbf"
EVENT = click.argument("event", type=FilePath(exists=True, dir_okay=False, readable=True))
RULES_FILE = rules_file_option(
    "Settle the ledgers under the profile of a rules file: its minimum, payments and house fans (docs/house-rules.md)."
)
FORMAT = click.option(
    "--format",
    "-f",
    "fmt",
    type=click.Choice(("table", "json", "csv"), case_sensitive=False),
    help="Output format. Default: table on a terminal, json when piped or redirected.",
)


@click.group(cls=LocalHelpGroup, invoke_without_command=True)
@lang_option
@click.pass_context
def tournament(ctx: click.Context, lang: str) -> None:
    """Run an event of many tables and rounds from its event file (TOML) and the tables' ledgers.

    \b
      gbmj tournament draw EVENT --round N [--write]    the seats of round N
      gbmj tournament standings EVENT [--after-round N] players and teams ranked

    The event file names the players, the rounds, the draw method and seed, the tie-break chain and,
    for each table of each round, the ledger that `gbmj session` reads (or the match scores). Every
    problem in it or in its ledgers is listed with its file and line, and the exit status is 1.
    See docs/tournament.md.
    """
    if ctx.invoked_subcommand is None:  # bare `gbmj tournament`: the help, on standard output, status 0
        click.echo(ctx.get_help())


def _problems(problems: Sequence[Problem], lang: str, outcome: str) -> NoReturn:
    """Every problem on standard error, one line each (the first 50), then how many; exit status 1."""
    for problem in problems[:MAX_SHOWN_PROBLEMS]:
        to_stderr(Msg("cli.error", message=escape_text(problem.msg.text(lang))).text(lang))
    if len(problems) > MAX_SHOWN_PROBLEMS:
        to_stderr(Msg("tournament.more_problems", n=len(problems) - MAX_SHOWN_PROBLEMS).text(lang))
    to_stderr(Msg(outcome, n=len(problems)).text(lang))
    click.get_current_context().exit(1)


def _event(path: str, lang: str, outcome: str, rules_file: str | None) -> tuple[EventFile, bytes]:
    """The checked event file, with the profile of ``--rules-file``, and its bytes; its problems end the run."""
    try:
        with open(path, "rb") as file:
            raw = file.read(MAX_BYTES + 1)
    except OSError as error:
        raise click.BadParameter(say("tournament.cannot_read_event", path=path, reason=error.strerror)) from None
    event = read_event(path, raw)
    if isinstance(event, Rejected):
        _problems(event.problems, lang, outcome)
    return replace(event, profile=load_rules_file(rules_file)), raw


def _ledgers(event: EventFile, before: int | None = None) -> Ledgers:
    """The bytes of the ledgers the event file names (paths relative to its folder), or why unread."""
    folder = os.path.dirname(event.path)
    ledgers: dict[str, bytes | Unread] = {}
    for path in event.ledger_paths(before):
        try:
            with open(os.path.join(folder, path), "rb") as file:
                ledgers[path] = file.read(MAX_LEDGER_BYTES + 1)
        except OSError as error:
            ledgers[path] = Unread(error.strerror or str(error))
    return ledgers


@tournament.command(cls=LocalHelp)
@EVENT
@click.option("--round", "number", type=click.IntRange(1, MAX_ROUNDS), required=True, help="The round to draw.")
@click.option("--write", is_flag=True, help="Also write the seats into the event file, changing nothing else in it.")
@RULES_FILE
@FORMAT
@lang_option
@bom_option
def draw(event: str, number: int, write: bool, rules_file: str | None, fmt: str | None, lang: str, bom: bool) -> None:
    """The seats of round N of EVENT: table, seat (E S W N) and player, by the round's draw method.

    The draw is the same every time for the same event file: random and spread are seeded by the
    event's seed and the round, standing and snake read the standings after the round before.
    --write puts the seats into the event file as [round.N.table.T] seats = [...], keeping every
    other line (a round that already has results is not rewritten).
    """
    outcome = "tournament.problems_drawn"
    event_file, raw = _event(event, lang, outcome, rules_file)
    drawn = draw_round(event_file, _ledgers(event_file, number), number)
    if isinstance(drawn, Rejected):
        _problems(drawn.problems, lang, outcome)
    if write:
        text = raw.decode("utf-8").removeprefix("\ufeff")
        written = seats_written(event_file, text, drawn)
        if isinstance(written, Rejected):
            _problems(written.problems, lang, "tournament.problems_written")
        _replace(event, (BOM if raw.startswith(BOM) else b"") + written.encode("utf-8"))
    emit(
        fmt,
        lambda: draw_record(event_file, drawn),
        lambda: draw_view(event_file, drawn, table_lang(lang)),
        lambda: (list(DRAW_CSV), draw_csv_rows(event_file, drawn)),
        bom,
    )
    if write:
        to_stderr(say("tournament.wrote", round=number, path=escape_text(event)))


def _replace(path: str, data: bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all: a new file beside it, then renamed over it (over
    the file a symbolic link names, not over the link)."""
    target = os.path.realpath(path)
    try:
        mode = os.stat(target).st_mode & 0o777
        descriptor, temporary = tempfile.mkstemp(dir=os.path.dirname(target), prefix=".gbmj-", suffix=".toml")
        try:
            with os.fdopen(descriptor, "wb") as file:
                file.write(data)
            os.chmod(temporary, mode)
            os.replace(temporary, target)
        except BaseException:
            os.unlink(temporary)
            raise
    except OSError as error:
        reason = error.strerror or str(error)
        raise InputRejected(Msg("tournament.cannot_write_event", path=path, reason=reason)) from None


@tournament.command(cls=LocalHelp)
@EVENT
@click.option(
    "--after-round",
    type=click.IntRange(0, MAX_ROUNDS),
    help="Rank after this round. Default: the last round that has results.",
)
@click.option("--ema", is_flag=True, help="Write the EMA results CSV instead (rank, player, ..., ema_base_rank).")
@RULES_FILE
@FORMAT
@lang_option
@bom_option
def standings(
    event: str, after_round: int | None, ema: bool, rules_file: str | None, fmt: str | None, lang: str, bom: bool
) -> None:
    """Players and teams of EVENT ranked: table points, then the event's tie-break chain.

    Every round up to the one ranked must have a ledger or scores at every table. Ledgers are read
    and settled as `gbmj session` settles them, with the event's base (under --rules-file, with
    that profile, whose base is the default). With --ema the output is the results CSV: rank,
    player, name, team, table points, score and 1000 x (N - rank) / (N - 1).
    """
    if ema and fmt is not None and fmt.lower() != "csv":
        raise click.UsageError(say("tournament.ema_is_csv"))
    outcome = "tournament.problems_ranked"
    event_file, _ = _event(event, lang, outcome, rules_file)
    ranked = rank_event(event_file, _ledgers(event_file), after_round)
    if isinstance(ranked, Rejected):
        _problems(ranked.problems, lang, outcome)

    def csv() -> tuple[list[str], list[list[Any]]]:
        return (list(EMA_CSV), ema_csv_rows(ranked)) if ema else standings_csv(ranked)

    emit(
        "csv" if ema else fmt,
        lambda: standings_record(ranked),
        lambda: standings_view(ranked, table_lang(lang)),
        csv,
        bom,
    )
