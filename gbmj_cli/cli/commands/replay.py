"""``gbmj replay``: replay Botzone logs of Chinese Standard Mahjong and check the judge's fans and scores.

Click glue over ``gbmj_cli.replay`` (the engine) and ``gbmj_cli.records.replay`` (records, summary,
a chunk's work), streaming and parallel as ``gbmj batch`` is: each input is handed on in chunks of
matches (``gbmj_cli.cli.replay_input``), which are replayed in order by worker processes
(docs/replay.md).
"""

import dataclasses
import sys
from collections.abc import Iterator
from itertools import chain
from typing import Any, cast

import click

from gbmj_cli.base.text import escape_text
from gbmj_cli.batch.output import binary_stdout, isatty
from gbmj_cli.batch.pool import WINDOW, WorkerLost, Workers, _in_order, cores
from gbmj_cli.batch.reader import Chunk, InputFailed, decoded, file_size, read_texts, reading
from gbmj_cli.cli.errors import Failure, to_stderr, unreadable
from gbmj_cli.cli.help import LocalHelp
from gbmj_cli.cli.lang import current_lang, lang_option
from gbmj_cli.cli.options import FORMATS, FilePath, bom_option
from gbmj_cli.cli.output import check_bom, table_lang
from gbmj_cli.cli.process import CLAIM_DIFFERS, REJECTED, STREAM, WORKER_LOST, Interrupted, Terminated, answered
from gbmj_cli.cli.replay_input import (
    FileRange,
    NotALog,
    file_chunks,
    match_chunks,
    reopened,
    replay_here,
    replay_part,
)
from gbmj_cli.cli.replay_view import TableWriter, write_stats, write_summary
from gbmj_cli.messages import Lang, Msg
from gbmj_cli.records.formats import WRITERS, Format, Writer
from gbmj_cli.records.replay import RULES, CsvWriter, ReplayChunk, ReplaySettings, ReplaySummary
from gbmj_cli.scoring.profiles import BUILTIN, builtin

MAX_JOBS = 64  # as gbmj batch
CHUNK_MATCHES = 32
"""Matches per chunk: the unit of work of a worker process (about 3,500 lines)."""
MAX_CHUNK_MATCHES = 1024
"""A bound on ``--chunk-size``: a match holds at most 1,000 lines, so a chunk stays within memory."""
DISAGREES = CLAIM_DIFFERS
"""Exit status when a match disagrees with its log (and no event was bad): an answer, as a claim that differs."""


@click.command("replay", cls=LocalHelp)
@click.argument("sources", metavar="[FILE|-]...", nargs=-1, type=FilePath(exists=True, dir_okay=False, allow_dash=True))
@click.option(
    "--format",
    "-f",
    "fmt",
    type=click.Choice(FORMATS, case_sensitive=False),
    default=None,
    help="output format (default: table on a terminal, ndjson when piped)",
)
@click.option(
    "--rules",
    type=click.Choice(BUILTIN, case_sensitive=False),
    default=RULES,
    show_default=True,
    help="rule profile that scores the wins; mil scores as the judge's calculator does",
)
@click.option("--explain", is_flag=True, help="give every fan of a JSON record its sets")
@click.option(
    "--only-disagreements", is_flag=True, help="write only the matches that disagree with their log, and bad events"
)
@click.option("--hands", is_flag=True, help="write each win as a line of `gbmj batch` input instead of records")
@click.option("--stats", is_flag=True, help="write statistics of all matches instead of records, in the chosen format")
@click.option("--no-summary", is_flag=True, help="write no summary on standard error")
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(1, MAX_JOBS),
    default=None,
    help=f"worker processes, at most {MAX_JOBS} (default: all cores; 1 replays in this process)",
)
@click.option(
    "--chunk-size",
    type=click.IntRange(1, MAX_CHUNK_MATCHES),
    default=None,
    metavar="N",
    help=f"matches a worker process replays at a time (default: {CHUNK_MATCHES}); memory grows with it",
)
@lang_option
@bom_option
def replay(
    sources: tuple[str, ...],
    fmt: str | None,
    rules: str,
    explain: bool,
    only_disagreements: bool,
    hands: bool,
    stats: bool,
    no_summary: bool,
    jobs: int | None,
    chunk_size: int | None,
    lang: Lang,
    bom: bool,
) -> None:
    """Replay every match of each Botzone log FILE (or standard input) and check the judge's scores.

    \b
    A log is Botzone's text format of Chinese Standard Mahjong matches:
        Match <id> / Wind <0-3> / Player <n> Deal <13 tiles> (four lines),
        Player <n> Draw|Play|Chi|Peng|Gang|AnGang|BuGang|Hu <tile> ...,
        then Fan <total> <name>*<count>+... and Score <4 scores>, or Huang
        and Score 0 0 0 0; blank lines between matches.

    Each match is replayed under the judge's rules (four walls of 34, its
    win flags and payments); each win is scored by gbmj and paid as the judge
    pays, and compared with the log's Fan and Score lines. One record per
    match, in input order; a bad event gives an error record naming its line,
    and the run goes on with the next match. A summary follows on standard
    error.

    Exit status 1 when an event was bad or a file is no Botzone log; else 3
    when a match disagrees with its log; else 0.
    """
    if hands and (fmt is not None or stats or bom):
        raise click.UsageError(Msg("replay.hands_alone").text(current_lang()))
    shown = Format((fmt or ("table" if isatty(sys.stdout) else "ndjson")).lower())
    check_bom(bom, shown)
    if shown is Format.TABLE and table_lang(lang) != lang:
        lang = Lang("en")  # the names and words of a table in English: standard output cannot encode Chinese
    profile = builtin(rules.lower())
    inputs = sources or ("-",)
    several = len(inputs) > 1
    stdout = binary_stdout()
    records = None if stats or hands else shown
    writer: Any
    if hands or records is None:
        writer = Writer(stdout)
    elif records is Format.TABLE:
        writer = TableWriter(lang)
    elif records is Format.CSV:
        writer = CsvWriter(stdout, files=several, bom=bom)
    else:
        writer = WRITERS[records](stdout)
    settings = ReplaySettings(profile.name, records, hands, explain, only_disagreements, stats, lang)
    typed = "-" in inputs and isatty(sys.stdin)  # matches typed at a terminal: no worker processes
    run = _Run(settings, writer, 1 if typed else jobs or cores(), chunk_size or CHUNK_MATCHES)
    try:
        writer.begin()
        for name in inputs:
            if several:
                writer.heading(name)
            run.read(name, several)
            if run.not_a_log is not None:
                break
        writer.end()
        run.finish()
        if stats:
            write_stats(run.summary, profile, shown, stdout, lang, bom)
        nothing = run.not_a_log is not None and not run.summary.matches and not run.summary.bad
        if not no_summary and not nothing:  # (an input that is no log and nothing replayed: its sentence alone)
            write_summary(run.summary, lang)
        sys.stdout.flush()
    except (Interrupted, Terminated) as stop:
        run.stop()
        answered()
        key = "replay.interrupted" if isinstance(stop, Interrupted) else "replay.terminated"
        to_stderr(Msg(key).text(lang))
        raise click.exceptions.Exit(stop.status) from None
    except WorkerLost as lost:
        run.stop()
        if lost.exitcode and lost.exitcode < 0:
            sentence = Msg("replay.worker_killed", signal=-lost.exitcode, line=lost.first_line)
        else:
            sentence = Msg("replay.worker_ended", line=lost.first_line)
        raise Failure(sentence, WORKER_LOST) from None
    finally:
        run.stop()
    if run.not_a_log is not None:
        raise Failure(run.not_a_log, REJECTED)
    summary = run.summary
    raise click.exceptions.Exit(REJECTED if summary.bad else DISAGREES if summary.disagreeing else 0)


class _Run:
    """The inputs of one ``gbmj replay``, read one after the other into one writer and one summary."""

    def __init__(self, settings: ReplaySettings, writer: Any, jobs: int, per_chunk: int) -> None:
        self.settings = settings
        self.writer = writer
        self.jobs = jobs
        self.per_chunk = per_chunk
        self.summary = ReplaySummary(settings.stats)
        self.not_a_log: Msg | None = None  # the sentence that stopped the run: an input is no log
        self.workers: Workers | None = None
        self.fd = -1  # the input handed on in ranges (file_chunks): its descriptor

    def read(self, name: str, several: bool) -> None:
        """Replay every match of one input (``-``: standard input); an input that is no log stops the
        run, with its sentence (``not_a_log``)."""
        if name == "-" and sys.stdin is None:
            raise unreadable("-", STREAM)
        stream = sys.stdin.buffer if name == "-" else _open(name)
        try:
            settings = dataclasses.replace(self.settings, file=name if several else None)
            chunks = self._chunks(stream, name)
            try:
                for result in self._ordered(chunks, settings):
                    self.summary.merge(result.summary)
                    self.writer.write(result.payload)
            except InputFailed as failed:
                raise unreadable(name, STREAM, failed.error) from None
            except NotALog as error:
                shown = name if name != "-" else Msg("word.stdin").text(current_lang())
                if error.line is None:
                    self.not_a_log = Msg("replay.first_line_too_long", file=escape_text(shown))
                else:
                    self.not_a_log = Msg("replay.not_a_log", file=escape_text(shown), line=error.line)
        finally:
            if name != "-":
                stream.close()

    def _chunks(self, stream: Any, name: str) -> Iterator[Chunk]:
        """The chunks of one input: a file named to worker processes in ranges they read themselves
        (``file_chunks``), any other input cut into matches here; a UTF-16 file is read as UTF-8."""
        if file_size(stream) is None:
            return reading(match_chunks(read_texts(stream), self.per_chunk))
        plain = decoded(stream)
        path = reopened(stream) if plain is stream and name != "-" and self.jobs > 1 else None
        if path is None:
            return reading(match_chunks(read_texts(plain), self.per_chunk))
        self.fd = stream.fileno()
        return reading(file_chunks(stream, path, self.per_chunk))

    def _ordered(self, chunks: Iterator[Chunk], settings: ReplaySettings) -> Iterator[ReplayChunk]:
        """Replay every chunk, yielding the results in input order: the first here, at once, the others
        by ``jobs`` worker processes (as ``gbmj_cli.batch.pool.ordered`` scores batch chunks)."""
        first = next(chunks, None)
        if first is None:
            return
        yield from self._here(first, None, settings)
        if self.jobs == 1:
            for chunk in chunks:
                yield from self._here(chunk, None, settings)
            return
        second = next(chunks, None)
        if second is None:
            return
        if self.workers is None:
            self.workers = Workers(self.jobs, replay_part)
        # (batch's pool is typed for its own settings and results: it passes these through as they are)
        in_order = _in_order(self.workers, chain([second], chunks), cast(Any, settings), self.jobs * WINDOW)
        for chunk, result in in_order:
            yield from self._here(chunk, cast(ReplayChunk | None, result), settings)

    def _here(self, chunk: Chunk, result: ReplayChunk | None, settings: ReplaySettings) -> Iterator[ReplayChunk]:
        """A chunk's result: the worker's, else replayed here (a range a worker left: ``replay_here``)."""
        if result is not None:
            yield result
        elif isinstance(chunk.lines, FileRange):
            yield from replay_here(self.fd, chunk.lines, chunk.first_line, self.per_chunk, settings)
        else:
            yield cast(ReplayChunk, replay_part(chunk.first_line, chunk.lines, settings))

    def finish(self) -> None:
        """Let the workers finish and leave, once every input is read."""
        if self.workers is not None:
            self.workers.close()
        self.stop()

    def stop(self) -> None:
        """Stop the workers now (once; again is harmless): at the end, or when the run stops."""
        if self.workers is not None:
            self.workers.stop()
            self.workers = None


def _open(path: str) -> Any:
    try:
        return open(path, "rb")
    except OSError as exc:
        raise click.FileError(path, exc.strerror) from None
