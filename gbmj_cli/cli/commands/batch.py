"""``gbmj batch``: score (or analyse, or advise on) every line of a file or of standard input, streaming,
on every core once the input proves long (docs/batch.md §3).

Click glue over ``gbmj_cli.batch.run``. The Rich views of ``gbmj_cli.cli.batch_view`` are imported
only where a table, a progress bar or a summary on a terminal is drawn, the analysis of ``--waits``
and ``--advise`` only for those runs, and the worker processes only when a run needs them.
"""

import dataclasses
import json
import os
import sys
from typing import Any

import click

from gbmj_cli.base.errors import GbmjError
from gbmj_cli.base.text import escape_json, shown_name
from gbmj_cli.batch.chunks import Settings
from gbmj_cli.batch.output import binary_stdout, isatty
from gbmj_cli.batch.pool import ALONE_SECONDS, AUTO, WorkerLost
from gbmj_cli.batch.reader import InputFailed, decoded, file_size
from gbmj_cli.batch.run import CHUNK_LINES, MAX_CHUNK_LINES, run_batch
from gbmj_cli.batch.summary import Summary, summary_for
from gbmj_cli.cli.errors import Failure, to_stderr, unreadable
from gbmj_cli.cli.help import LocalHelp
from gbmj_cli.cli.lang import current_lang, lang_option, say
from gbmj_cli.cli.options import FORMATS, FilePath, bom_option, context_options, rules_from
from gbmj_cli.cli.output import check_bom, table_lang
from gbmj_cli.cli.process import CLAIM_DIFFERS, STREAM, WORKER_LOST, Interrupted, Terminated, answered
from gbmj_cli.cli.reading import not_an_option, read_options, reading_options
from gbmj_cli.hands.context import WinContext
from gbmj_cli.messages import Lang, Msg
from gbmj_cli.records.formats import WRITERS, Format, LineKind, csv_row
from gbmj_cli.scoring.profiles.profile import Profile
from gbmj_cli.scoring.score import profile_of

MAX_JOBS = 64  # more processes than this only wait for one another (and --jobs 512 forked 512)


@click.command("batch", cls=LocalHelp)
@click.argument("sources", metavar="[FILE|-]...", nargs=-1, type=FilePath(exists=True, dir_okay=False, allow_dash=True))
@context_options(unset=True)
@reading_options
@click.option(
    "--format",
    "-f",
    "fmt",
    type=click.Choice(FORMATS, case_sensitive=False),
    default=None,
    help="output format (default: table on a terminal, ndjson when piped)",
)
@click.option(
    "--waits", is_flag=True, help="every line is a waiting hand (13 tiles): list what it waits on, as `gbmj waits` does"
)
@click.option(
    "--advise",
    is_flag=True,
    help="every line is a hand of 14 tiles, the drawn one last: rank its discards, as `gbmj advise` does",
)
@click.option(
    "--seen",
    metavar="TILES",
    multiple=True,
    callback=not_an_option,
    help="with --waits or --advise: tiles face up on the table, the default of every line",
)
@click.option(
    "--wall",
    type=click.IntRange(0, 136),
    default=None,
    metavar="N",
    help="with --advise: tiles left in the wall, the default of every line",
)
@click.option("--all", "all_discards", is_flag=True, help="with --advise: every discard row, not only the best group")
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
    type=click.IntRange(1, MAX_JOBS),
    default=None,
    help=f"worker processes, at most {MAX_JOBS} (default: one per core after {ALONE_SECONDS} s of scoring in this "
    "process; 1 scores in this process)",
)
@click.option(
    "--chunk-size",
    type=click.IntRange(1, MAX_CHUNK_LINES),
    default=None,
    metavar="N",
    help=f"lines a worker process scores at a time (default: {CHUNK_LINES}); memory grows with it",
)
@lang_option
@bom_option
def batch(
    sources: tuple[str, ...],
    fmt: str | None,
    waits: bool,
    advise: bool,
    seen: tuple[str, ...],
    wall: int | None,
    all_discards: bool,
    explain: bool,
    summary_only: bool,
    no_summary: bool,
    jobs: int | None,
    chunk_size: int | None,
    notation: str,
    z_order: str | None,
    lang: Lang,
    bom: bool,
    **flag_values: Any,
) -> None:
    """Score every line of each FILE (or standard input): a hand and its flags, or a JSON object.

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
    `gbmj waits`; with --advise, a hand of 14 tiles whose discards are ranked as
    `gbmj advise` does. --notation and --z are the defaults of every line too (a
    line may give its own). A line may claim its score, --claim "花龙 幺九刻 自摸"
    (in JSON "claim": ...): its record then says whether the claim matches, and how not.
    Several files are read one after the other, their records carrying "file".

    Exit status 1 when any line was rejected; else 3 when any line's claim
    differs from its score; else 0.
    """
    if summary_only and no_summary:
        raise click.UsageError(say("batch.summary_options"))
    kind = _line_kind(waits, advise, wall, all_discards)
    rules = rules_from(flag_values)
    if rules is not None:
        flag_values["rules"] = rules
    defaults = _defaults(kind, {field: value for field, value in flag_values.items() if value is not None}, seen, wall)
    shown = Format((fmt or ("table" if isatty(sys.stdout) else "ndjson")).lower())
    check_bom(bom, shown)
    if shown is Format.TABLE and table_lang(lang) != lang:
        lang = Lang("en")  # the names and words of a table in English: standard output cannot encode Chinese
    records = None if summary_only else shown
    inputs = sources or ("-",)
    several = len(inputs) > 1
    stdout = binary_stdout()
    if records is Format.TABLE:
        # late: the Rich views cost about 25 ms (-X importtime) that ndjson, json and csv do not pay
        from gbmj_cli.cli.batch_view import TableWriter

        writer: Any = TableWriter(kind, lang)
    else:
        writer = WRITERS[records](stdout, kind, several, bom)
    typed = "-" in inputs and isatty(sys.stdin)
    if typed:
        to_stderr(say("batch.typing_hint"))
    jobs = 1 if typed else jobs or AUTO  # typed lines: no worker processes
    settings = Settings(defaults, records, kind, read_options(notation, z_order), all_discards, explain, lang)
    run = _Run(settings, writer, jobs, chunk_size or CHUNK_LINES, lang)
    try:
        writer.begin()
        for name in inputs:
            if several:
                writer.heading(shown_name(name))
            run.read(name, several)
        writer.end()
        summary = run.summary
        _write_summary(
            summary,
            profile_of(defaults.rules),
            shown,
            stdout,
            getattr(writer, "console", None),
            summary_only,
            no_summary,
            lang,
            bom,
        )
        sys.stdout.flush()
    except (Interrupted, Terminated) as stop:
        run.stop()  # first: the message goes below the records, not under a live bar
        answered()
        to_stderr(say("batch.interrupted" if isinstance(stop, Interrupted) else "batch.terminated"))
        raise click.exceptions.Exit(stop.status) from None
    except WorkerLost as lost:
        run.stop()
        if lost.exitcode and lost.exitcode < 0:
            sentence = Msg("batch.worker_killed", signal=-lost.exitcode, line=lost.first_line)
        else:
            sentence = Msg("batch.worker_ended", line=lost.first_line)
        raise Failure(sentence, WORKER_LOST) from None
    finally:
        run.stop()
    differing = getattr(summary, "claims_differing", 0)
    raise click.exceptions.Exit(1 if summary.rejected else CLAIM_DIFFERS if differing else 0)


class _Run:
    """The inputs of one ``gbmj batch``, read one after the other into one writer and one summary."""

    def __init__(self, settings: Any, writer: Any, jobs: int, chunk_lines: int, lang: str) -> None:
        self.settings = settings
        self.writer = writer
        self.jobs = jobs
        self.chunk_lines = chunk_lines
        self.lang = lang
        self.summary = summary_for(settings.kind)
        self.progress: Any = None

    def read(self, name: str, several: bool) -> None:
        """Score every line of one input (``-``: standard input) and count it into the summary."""
        if name == "-" and sys.stdin is None:
            raise unreadable("-", STREAM)
        stream = sys.stdin.buffer if name == "-" else _open(name)
        try:
            size = file_size(stream)
            if size is not None:  # a regular file (a pipe must not be peeked at: its reader reads the descriptor)
                stream = decoded(stream)
            if size is not None and _progress_wanted():
                # late: the Rich views, about 30 ms with the bar (-X importtime), only for a bar on a terminal
                from gbmj_cli.cli.batch_view import ProgressBar

                self.progress = ProgressBar(size, self.lang)
                self.progress.redirect(self.writer)
            settings = dataclasses.replace(self.settings, file=shown_name(name) if several else None)
            before = self.summary.not_utf8
            update = self.progress.update if self.progress else None
            try:
                part = run_batch(stream, settings, self.writer, self.jobs, self.chunk_lines, update)
            except InputFailed as failed:
                raise unreadable(name, STREAM, failed.error) from None
            self.summary.merge(part)
            if self.summary.not_utf8 > before:
                self.summary.not_utf8_files.append(
                    shown_name(name) if name != "-" else Msg("word.stdin").text(self.lang)
                )
            self.stop(finished=True)
        finally:
            if name != "-":
                stream.close()

    def stop(self, finished: bool = False) -> None:
        """Take the progress bar down (once); when the input was read to its end, say how fast."""
        if self.progress is not None:
            self.progress.stop(finished)
            self.progress = None


def _progress_wanted() -> bool:
    """Whether a file's progress bar may show: standard error is a terminal, and not a dumb one."""
    return isatty(sys.stderr) and os.environ.get("TERM") != "dumb"


def _write_summary(
    summary: Summary,
    profile: Profile,
    fmt: Format,
    stdout: Any,
    console: Any,
    summary_only: bool,
    no_summary: bool,
    lang: str = "en",
    bom: bool = False,
) -> None:
    """Write the summary where the run wants it.

    With ``summary_only`` it is the whole output, in ``fmt``; else nothing with ``no_summary``; after
    a table it follows the table (on its ``console``, if it has one); else it goes to standard error,
    as tables on a terminal.
    """
    if no_summary and not summary_only:
        return
    if fmt is Format.TABLE or (not summary_only and isatty(sys.stderr)):
        # late: the Rich views cost about 25 ms (-X importtime) that a summary in text, JSON or CSV does not pay
        from rich.console import Console

        from gbmj_cli.cli.batch_view import stdout_console, summary_tables

        shown_on = (console or stdout_console()) if fmt is Format.TABLE else Console(stderr=True)
        summary_tables(summary, profile, shown_on, lang)
    elif summary_only and fmt is Format.CSV:
        text = "".join(csv_row(row) for row in summary.csv_rows(profile))
        stdout.write((("\ufeff" if bom else "") + text).encode("utf-8"))
    elif summary_only:
        data = summary.as_dict(profile)
        indent, separators = (2, None) if fmt is Format.JSON else (None, (",", ":"))
        text = json.dumps(data, ensure_ascii=False, indent=indent, separators=separators)
        stdout.write((escape_json(text) + "\n").encode())
    else:
        sys.stderr.write(summary.text(profile, lang))
        sys.stderr.flush()
    if summary_only:
        stdout.flush()


def _line_kind(waits: bool, advise: bool, wall: int | None, all_discards: bool) -> LineKind:
    """What the lines are, from --waits and --advise; the options of another kind are usage errors."""
    if waits and advise:
        raise click.UsageError(say("batch.waits_and_advise"))
    if not advise and (wall is not None or all_discards):
        raise click.UsageError(say("batch.needs_advise", option="--wall" if wall is not None else "--all"))
    return LineKind.ADVISE if advise else LineKind.WAITS if waits else LineKind.SCORE


def _defaults(kind: LineKind, given: dict[str, Any], seen: tuple[str, ...], wall: int | None) -> WinContext:
    """The defaults of every line: the win flags given, and for --waits or --advise ``--seen`` (read
    once) and ``--wall``."""
    if kind is LineKind.SCORE:
        if seen:
            raise click.UsageError(say("batch.seen_needs_analysis"))
        return WinContext(**given)
    # late: the analysis modules cost 7-10 ms (-X importtime) that a run of scoring lines does not pay
    from gbmj_cli.analysis.seen import parse_seen
    from gbmj_cli.batch.analysis_lines import NOT_ADVISE_FIELDS, AnalysisDefaults

    if kind is LineKind.ADVISE:
        for field in given:
            if field in NOT_ADVISE_FIELDS:
                option = "--from" if field == "from_seat" else "--" + field.replace("_", "-")
                raise click.UsageError(say("batch.not_for_advise", option=option))
    try:
        text = parse_seen(seen).text
    except GbmjError as error:
        message = error.msg.params["message"] if error.msg.key == "seen.wrapped" else error.msg
        raise click.BadParameter(message.text(current_lang()), param_hint="'--seen'") from None
    return AnalysisDefaults(**given, seen=text, wall=wall)


def _open(path: str) -> Any:
    try:
        return open(path, "rb")
    except OSError as exc:
        raise click.FileError(path, exc.strerror) from None
