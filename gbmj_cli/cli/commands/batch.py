"""``gbmj batch``: score every line of a file or of standard input, streaming, on all cores.

Only click and the option table are imported at module level; the scorer, multiprocessing and rich
are imported when the command runs. Lines are read incrementally and cut into chunks
(``batch_input``); with ``--jobs`` above 1 the chunks go to worker processes (``gbmj_cli.batch.chunks``,
which never imports click or rich) and a bounded number of them is in flight at a time, so memory
does not grow with the input. Results are written in input order (``batch_output``), then the
summary (``batch_summary``).
"""

import os
import sys

import click

from gbmj_cli.cli.commands.common import FORMATS, context_options

CHUNK_LINES = 512  # lines per task sent to a worker
WINDOW = 4  # chunks in flight per worker
PIPE_CLOSED = 141  # exit status when the reader of standard output went away (128 + SIGPIPE)
INTERRUPTED = 130  # exit status on Ctrl-C (128 + SIGINT)


@click.command("batch")
@click.argument("source", metavar="[FILE|-]", default="-", type=click.Path(exists=True, dir_okay=False, allow_dash=True))
@context_options(unset=True)
@click.option("--format", "fmt", type=click.Choice(FORMATS), default=None,
              help="output format (default: table on a terminal, ndjson when piped)")
@click.option("--waits", is_flag=True,
              help="every line is a waiting hand (13 tiles): list what it waits on, as `gbmj waits` does")
@click.option("--advise", is_flag=True,
              help="every line is a hand of 14 tiles, the drawn one last: rank its discards, as `gbmj advise` does")
@click.option("--seen", metavar="TILES", multiple=True,
              help="with --waits or --advise: tiles face up on the table, the default of every line")
@click.option("--wall", type=click.IntRange(0, 136), default=None, metavar="N",
              help="with --advise: tiles left in the wall, the default of every line")
@click.option("--all", "all_discards", is_flag=True, help="with --advise: every discard row, not only the best group")
@click.option("--summary-only", is_flag=True, help="write only the summary, to standard output, in the chosen format")
@click.option("--no-summary", is_flag=True, help="write no summary (on standard error, or after a table)")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=None,
              help="worker processes (default: all cores; 1 scores in this process)")
@click.option("--chunk-size", type=click.IntRange(min=1), default=CHUNK_LINES, hidden=True)
def batch(source, fmt, waits, advise, seen, wall, all_discards, summary_only, no_summary, jobs, chunk_size,
          **flag_values):
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
    error. Exit status 1 when any line was rejected. With --waits, each line is
    a waiting hand and gives the record of `gbmj waits`; with --advise, a hand of 14 tiles
    whose discards are ranked as `gbmj advise` does.
    """
    from gbmj_cli.cli.commands.batch_output import isatty
    from gbmj_cli.core.hand import WinContext

    given = {field: value for field, value in flag_values.items() if value is not None}
    if waits or advise:
        defaults = _analysis_defaults(given, waits, advise, seen, wall, all_discards)
    else:
        for name, value in (("--seen", seen), ("--wall", wall), ("--all", all_discards)):
            if value:
                raise click.UsageError(f"{name} needs --waits or --advise" if name == "--seen" else f"{name} needs --advise")
        defaults = WinContext(**given)
    if fmt is None:
        fmt = "table" if isatty(sys.stdout) else "ndjson"
    runner = _Run(source, defaults, fmt, summary_only, no_summary, jobs or _cores(), chunk_size, waits, advise,
                  all_discards)
    raise click.exceptions.Exit(runner.run())


def _analysis_defaults(given: dict, waits: bool, advise: bool, seen: tuple, wall, all_discards: bool):
    """The defaults of a waits or advise run: the win flags given, ``--seen`` read once, ``--wall``."""
    from gbmj_cli.batch.analysis_lines import NOT_ADVISE_FIELDS, AnalysisDefaults
    from gbmj_cli.core.errors import GbmjError
    from gbmj_cli.core.seen import parse_seen

    if waits and advise:
        raise click.UsageError("--waits and --advise exclude each other: a line is a waiting hand or a hand to advise")
    if waits and (wall is not None or all_discards):
        raise click.UsageError(f"{'--wall' if wall is not None else '--all'} needs --advise")
    if advise:
        for field in given:
            if field in NOT_ADVISE_FIELDS:
                option = "--from" if field == "from_seat" else "--" + field.replace("_", "-")
                raise click.UsageError(f"{option} does not apply to gbmj batch --advise")
    try:
        text = parse_seen(seen).text
    except GbmjError as error:
        raise click.BadParameter(error.message.removeprefix("--seen: "), param_hint="'--seen'") from None
    return AnalysisDefaults(**given, seen=text, wall=wall)


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return os.cpu_count() or 1


class _Run:
    """One run: read the chunks, score them here or in a pool, write them in order, then the summary."""

    def __init__(self, source, defaults, fmt, summary_only, no_summary, jobs, chunk_size, waits, advise=False,
                 all_discards=False):
        self.source = source
        self.defaults = defaults
        self.fmt = fmt
        self.summary_only = summary_only
        self.no_summary = no_summary
        self.jobs = jobs
        self.chunk_size = chunk_size
        self.waits = waits
        self.advise = advise
        self.all_discards = all_discards
        self.pool = None
        self.progress = None

    def run(self) -> int:
        from gbmj_cli.batch.reader import file_size, read_chunks
        from gbmj_cli.cli.commands.batch_output import RecordWriter, binary_stdout, isatty
        from gbmj_cli.cli.commands.batch_summary import write_summary
        from gbmj_cli.batch.summary import AdviceSummary, Summary, WaitsSummary

        self.summary = AdviceSummary() if self.advise else WaitsSummary() if self.waits else Summary()
        stdout = binary_stdout()
        stream = None
        try:
            if self.source == "-":
                stream = sys.stdin.buffer
                if isatty(stream):  # typed lines: no worker processes
                    self.jobs = 1
                size = None
            else:
                try:
                    stream = open(self.source, "rb")
                except OSError as exc:
                    raise click.FileError(self.source, exc.strerror) from None
                size = file_size(stream)
            self.records = RecordWriter("none" if self.summary_only else self.fmt, stdout, self.waits, self.advise)
            self.records.start()
            self._score(read_chunks(stream, self.chunk_size), size)
            self.records.finish()
            self._stop_progress()
            write_summary(self.summary.as_dict(), self.fmt, stdout, self.records.console,
                          self.summary_only, self.no_summary)
            sys.stdout.flush()
        except BrokenPipeError:
            self._stop()
            _silence_stdout()
            return PIPE_CLOSED
        except KeyboardInterrupt:
            self._stop()
            self._stop_progress()  # first: the message goes below the records, not under a live bar
            click.echo("gbmj batch: interrupted", err=True)
            return INTERRUPTED
        finally:
            self._stop_progress()
            if stream is not None and self.source != "-":
                stream.close()
        return 1 if self.summary.rejected else 0

    def _score(self, chunks, size) -> None:
        """Score the chunks, in this process or in a pool, always handing results over in input order."""
        from gbmj_cli.batch.chunks import init_worker, score_chunk, work

        settings = (self.defaults, self.records.fmt, self.waits, self.advise, self.all_discards)
        first = next(chunks, None)
        if first is None:
            return
        # The first chunk is scored here, at once: a small input needs no pool, and on a pipe the
        # first answers come without waiting for more input.
        self._handle(score_chunk(first.first_line, first.lines, *settings), first)
        if self.jobs == 1:
            self._start_progress(size)
            for chunk in chunks:
                self._handle(score_chunk(chunk.first_line, chunk.lines, *settings), chunk)
            return
        second = next(chunks, None)
        if second is None:
            return
        import multiprocessing
        from collections import deque

        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("fork" if "fork" in methods else None)
        self.pool = context.Pool(self.jobs, initializer=init_worker, initargs=settings)
        self._start_progress(size)  # after the fork: no rich, and no progress thread, in the workers
        pending: deque = deque()
        window = self.jobs * WINDOW

        def submit(chunk):
            pending.append((self.pool.apply_async(work, ((chunk.first_line, chunk.lines),)), chunk))
            if chunk.paused:  # the input pauses: write everything scored so far before waiting for it
                while pending:
                    self._handle(pending[0][0].get(), pending.popleft()[1])
            while len(pending) >= window or (pending and pending[0][0].ready()):
                self._handle(pending[0][0].get(), pending.popleft()[1])

        submit(second)
        for chunk in chunks:
            submit(chunk)
        while pending:
            self._handle(pending[0][0].get(), pending.popleft()[1])
        self.pool.close()
        self.pool.join()
        self.pool = None

    def _handle(self, result, chunk) -> None:
        out, part = result
        self.summary.merge(part)
        self.records.write(out)
        if self.progress is not None:
            bar, task = self.progress
            bar.update(task, completed=chunk.bytes_read, hands=self.summary.records)

    def _stop(self) -> None:
        if self.pool is not None:
            self.pool.terminate()
            self.pool.join()
            self.pool = None

    def _start_progress(self, size) -> None:
        from gbmj_cli.cli.commands.batch_output import start_progress

        self.progress = start_progress(size, self.records)

    def _stop_progress(self) -> None:
        if self.progress is not None:
            self.progress[0].stop()
            self.progress = None


def _silence_stdout() -> None:
    """After a broken pipe, point standard output at /dev/null so that the exit flush stays quiet."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, AttributeError, ValueError):
        pass


if __name__ == "__main__":  # python -m gbmj_cli.cli.commands.batch, as the tests run it (gbmj batch is the same command)
    batch(prog_name="gbmj batch")
