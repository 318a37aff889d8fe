"""``gbmj batch``: score every line of a file or of standard input, streaming, on all cores.

Click glue over ``gbmj_cli.batch.run``: only click and the option declarations are imported at
module level; the scorer, the worker processes and rich come when the command runs.
"""

import os
import sys
from typing import Any

import click

from gbmj_cli.cli.errors import CLAIM_DIFFERS
from gbmj_cli.cli.options import FORMATS, context_options, rules_from

PIPE_CLOSED = 141  # the reader of standard output went away (128 + SIGPIPE)
INTERRUPTED = 130  # Ctrl-C (128 + SIGINT)


@click.command("batch")
@click.argument(
    "source", metavar="[FILE|-]", default="-", type=click.Path(exists=True, dir_okay=False, allow_dash=True)
)
@context_options(unset=True)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(FORMATS),
    default=None,
    help="output format (default: table on a terminal, ndjson when piped)",
)
@click.option(
    "--waits", is_flag=True, help="every line is a waiting hand (13 tiles): list what it waits on, as `gbmj waits` does"
)
@click.option(
    "--explain",
    is_flag=True,
    help="give every fan of a JSON record its sets (which groups of the reading make it); costs time",
)
@click.option("--summary-only", is_flag=True, help="write only the summary, to standard output, in the chosen format")
@click.option("--no-summary", is_flag=True, help="write no summary (on standard error, or after a table)")
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    default=None,
    help="worker processes (default: all cores; 1 scores in this process)",
)
@click.option("--chunk-size", type=click.IntRange(min=1), default=None, hidden=True)
def batch(
    source: str,
    fmt: str | None,
    waits: bool,
    explain: bool,
    summary_only: bool,
    no_summary: bool,
    jobs: int | None,
    chunk_size: int | None,
    **flag_values: Any,
) -> None:
    """Score every line of FILE (or standard input): a hand and its flags, or a JSON object.

    \b
    Each line holds the words you would type after `gbmj score`, e.g.
        [EEE1][123m]456p789s1p1p --self-drawn --seat S --flowers 2
    or a JSON object such as {"hand": "123m456p789s11p22p", "self_drawn": true}.
    Blank lines and lines starting with # are skipped. The win flags given to
    `batch` (--self-drawn, --seat, ...) are the defaults of every line; a line can
    override them, and switch one off (--discard, --no-last-tile, --no-kong-draw,
    --no-robbing-kong, --no-fourth-tile).

    One record per hand line, in input order, with its line number; a bad line
    gives an error record and the run goes on. A summary follows on standard
    error. With --waits, each line is a waiting hand and gives the record of
    `gbmj waits`. A line may claim its score, --claim "花龙 幺九刻 自摸" (in JSON
    "claim": ...): its record then says whether the claim matches, and how not.

    Exit status 1 when any line was rejected; else 3 when any line's claim
    differs from its score; else 0.
    """
    from gbmj_cli.batch.chunks import Settings
    from gbmj_cli.batch.output import binary_stdout, isatty
    from gbmj_cli.batch.reader import file_size
    from gbmj_cli.batch.run import CHUNK_LINES, run_batch
    from gbmj_cli.cli.batch_view import ProgressBar, TableWriter, write_summary
    from gbmj_cli.core.context import WinContext
    from gbmj_cli.core.scoring import profile_of
    from gbmj_cli.records.formats import WRITERS, Format

    rules = rules_from(flag_values)
    if rules is not None:
        flag_values["rules"] = rules
    defaults = WinContext(**{field: value for field, value in flag_values.items() if value is not None})
    shown = Format(fmt or ("table" if isatty(sys.stdout) else "ndjson"))
    records = None if summary_only else shown
    stdout = binary_stdout()
    writer = TableWriter(waits) if records is Format.TABLE else WRITERS[records](stdout, waits)
    typed = source == "-" and isatty(sys.stdin)
    jobs = 1 if typed else jobs or _cores()  # typed lines: no worker processes
    stream = sys.stdin.buffer if source == "-" else _open(source)
    size = None if source == "-" else file_size(stream)
    progress = ProgressBar(size) if size is not None and ProgressBar.wanted(size) else None
    if progress is not None:
        progress.redirect(writer)
    try:
        settings = Settings(defaults, records, waits, explain)
        summary = run_batch(
            stream, settings, writer, jobs, chunk_size or CHUNK_LINES, progress.update if progress else None
        )
        _stop(progress)
        write_summary(
            summary,
            profile_of(defaults.rules),
            shown,
            stdout,
            getattr(writer, "console", None),
            summary_only,
            no_summary,
        )
        sys.stdout.flush()
    except BrokenPipeError:
        _silence_stdout()
        raise click.exceptions.Exit(PIPE_CLOSED) from None
    except KeyboardInterrupt:
        _stop(progress)  # first: the message goes below the records, not under a live bar
        click.echo("gbmj batch: interrupted", err=True)
        raise click.exceptions.Exit(INTERRUPTED) from None
    finally:
        _stop(progress)
        if source != "-":
            stream.close()
    differing = getattr(summary, "claims_differing", 0)
    raise click.exceptions.Exit(1 if summary.rejected else CLAIM_DIFFERS if differing else 0)


def _open(path: str) -> Any:
    try:
        return open(path, "rb")
    except OSError as exc:
        raise click.FileError(path, exc.strerror) from None


def _stop(progress: Any) -> None:
    if progress is not None:
        progress.stop()


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def _silence_stdout() -> None:
    """After a broken pipe, point standard output at /dev/null so that the exit flush stays quiet."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, AttributeError, ValueError):
        pass
