"""``gbmj batch``: score every line of a file or of standard input, streaming, on all cores.

Only click and the flag table are imported at module level, so that registering this command costs
``gbmj score`` nothing; the scorer, multiprocessing and rich are imported when the command runs.
Lines are read incrementally and cut into chunks; with ``--jobs`` above 1 the chunks go to worker
processes (``gbmj_cli.lines.work``, which never imports click or rich) and a bounded number of them
is in flight at a time, so memory does not grow with the input. Results are written in input order.
"""

import io
import os
import sys

import click

from gbmj_cli.flags import FLAGS, WIND_CHOICES

FORMATS = ("table", "json", "ndjson", "csv")
CHUNK_LINES = 512  # lines per task sent to a worker
WINDOW = 4  # chunks in flight per worker
PIPE_CLOSED = 141  # exit status when the reader of standard output went away (128 + SIGPIPE)
INTERRUPTED = 130  # exit status on Ctrl-C (128 + SIGINT)
PAUSE = 0.05  # seconds without input on a pipe after which the lines received are answered


def _flag_options(command):
    """Add one Click option per win-context flag (FLAGS), with its off switch where it has one.

    Every default is None, meaning "not given": only the flags given become the run's defaults.
    """
    for flag in reversed(FLAGS):
        if flag.kind == "switch":
            decls = [f"{flag.option}/--{flag.off}"] if flag.off else [flag.option]
            if flag.short:
                decls.append(flag.short)
            option = click.option(*decls, flag.field, default=None, help=flag.help)
        elif flag.kind == "wind":
            option = click.option(
                flag.option, flag.field, type=click.Choice(WIND_CHOICES, case_sensitive=False),
                default=None, metavar="E|S|W|N", help=flag.help,
            )
        elif flag.kind == "int":
            option = click.option(
                flag.option, flag.field, type=click.IntRange(flag.low, flag.high), default=None, metavar="N",
                help=flag.help,
            )
        else:
            option = click.option(
                flag.option, flag.field, type=click.Choice(flag.choices), default=None,
                metavar="|".join(flag.choices), help=flag.help,
            )
        command = option(command)
    return command


@click.command("batch")
@click.argument("source", metavar="[FILE|-]", default="-", type=click.Path(exists=True, dir_okay=False, allow_dash=True))
@_flag_options
@click.option("--format", "fmt", type=click.Choice(FORMATS), default=None,
              help="output format (default: table on a terminal, ndjson when piped)")
@click.option("--waits", is_flag=True,
              help="every line is a waiting hand (13 tiles): list what it waits on, as `gbmj waits` does")
@click.option("--summary-only", is_flag=True, help="write only the summary, to standard output, in the chosen format")
@click.option("--no-summary", is_flag=True, help="do not write the summary to standard error")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=None,
              help="worker processes (default: all cores; 1 scores in this process)")
@click.option("--chunk-size", type=click.IntRange(min=1), default=CHUNK_LINES, hidden=True)
def batch(source, fmt, waits, summary_only, no_summary, jobs, chunk_size, **flag_values):
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
    a waiting hand and gives the record of `gbmj waits`.
    """
    from gbmj_cli.hand import WinContext

    defaults = WinContext(**{field: value for field, value in flag_values.items() if value is not None})
    stdout_tty = _isatty(sys.stdout)
    if fmt is None:
        fmt = "table" if stdout_tty else "ndjson"
    runner = _Run(source, defaults, fmt, summary_only, no_summary, jobs or _cores(), chunk_size, waits)
    raise click.exceptions.Exit(runner.run())


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def _isatty(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


# ---- reading ---------------------------------------------------------------------------------


class PipeReader:
    """Lines from a pipe or terminal, read with os.read, that can tell when the input pauses.

    A buffered stream cannot say whether its next ``readline`` would block; this one can, so that
    ``gbmj batch`` answers the lines already received (``tail -f log | gbmj batch``) instead of
    waiting for a full chunk.
    """

    def __init__(self, fd: int):
        self.fd = fd
        self.buffer = b""
        self.pos = 0
        self.eof = False

    def readline(self, limit: int) -> bytes:
        while True:
            end = self.buffer.find(b"\n", self.pos, self.pos + limit)
            if end >= 0:
                line = self.buffer[self.pos : end + 1]
                self.pos = end + 1
                return line
            if len(self.buffer) - self.pos >= limit or self.eof:
                line = self.buffer[self.pos : self.pos + limit]
                self.pos += len(line)
                return line
            data = os.read(self.fd, 1 << 16)
            if data:
                self.buffer = self.buffer[self.pos :] + data
                self.pos = 0
            else:
                self.eof = True

    def idle(self) -> bool:
        """True when no whole line is buffered and nothing arrives on the pipe within PAUSE seconds.

        (A writer such as ``cat`` refills the pipe within microseconds of our read; waiting a little
        keeps such input from being cut into small chunks.)
        """
        if self.eof or self.buffer.find(b"\n", self.pos) >= 0:
            return False
        import select

        try:
            return not select.select([self.fd], [], [], PAUSE)[0]
        except (OSError, ValueError):  # pragma: no cover - an fd select cannot watch
            return False


def _line_source(stream):
    """The stream's own readline for regular files and in-memory streams, else a PipeReader."""
    try:
        fd = stream.fileno()
        import stat

        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return PipeReader(fd)
    except (OSError, AttributeError, ValueError, io.UnsupportedOperation):
        pass
    return stream


def read_chunks(stream, chunk_lines: int):
    """Yield (first line number, lines, bytes read so far, paused) from a binary stream, chunk by chunk.

    Lines keep their ending. A line over the 64 KiB limit is not kept in memory: it becomes a
    ``TooLong`` with its first bytes and its size, and the rest of it is skipped in pieces. On a pipe
    a chunk is also cut short when the input pauses (``paused`` is then True).
    """
    from gbmj_cli.lines import MAX_LINE_BYTES, TooLong

    source = _line_source(stream)
    readline = source.readline
    idle = getattr(source, "idle", None)
    limit = MAX_LINE_BYTES + 3  # the longest line that may be kept, with "\r\n", plus one byte
    first = 1
    lines: list = []
    done = 0
    while True:
        line = readline(limit)
        if not line:
            break
        done += len(line)
        if len(line) == limit and line[-1:] != b"\n":
            head = line[:400]
            size = len(line)
            tail = line[-2:]
            while True:
                more = readline(1 << 16)
                if not more:
                    break
                done += len(more)
                size += len(more)
                tail = (tail + more)[-2:]
                if more[-1:] == b"\n":
                    break
            if tail[-1:] == b"\n":
                size -= 2 if tail == b"\r\n" else 1
            line = TooLong(head, size)
        lines.append(line)
        if len(lines) >= chunk_lines:
            yield first, lines, done, False
            first += len(lines)
            lines = []
        elif idle is not None and idle():
            yield first, lines, done, True
            first += len(lines)
            lines = []
    if lines:
        yield first, lines, done, False


# ---- writing ---------------------------------------------------------------------------------


class _Records:
    """Writes records to standard output in one format, chunk by chunk."""

    def __init__(self, fmt: str, stream, console=None, waits: bool = False):
        self.fmt = fmt
        self.waits = waits
        self.stream = stream
        self.console = console
        self.count = 0
        self.table_started = False

    def start(self) -> None:
        if self.fmt == "csv":
            from gbmj_cli.lines import CSV_COLUMNS, WAITS_CSV_COLUMNS

            columns = WAITS_CSV_COLUMNS if self.waits else CSV_COLUMNS
            self.stream.write((",".join(columns) + "\n").encode())
            self.stream.flush()

    def write(self, out) -> None:
        if not out:
            return
        if self.fmt == "table":
            self._table(out)
            return
        if self.fmt == "json":
            out = (b"[\n" if self.count == 0 else b",\n") + out
        self.count += 1
        self.stream.write(out)
        self.stream.flush()

    def finish(self) -> None:
        if self.fmt == "json":
            self.stream.write(b"[]\n" if self.count == 0 else b"\n]\n")
            self.stream.flush()

    def _table(self, rows) -> None:
        from rich.table import Table
        from rich.text import Text

        if self.console is None:
            self.console = _stdout_console()
        width = self.console.width
        if self.waits:
            self._waits_table(rows, width)
            return
        table = Table(box=None, show_header=not self.table_started, header_style="bold", pad_edge=False,
                      show_edge=False, expand=False, padding=(0, 1), collapse_padding=False)
        table.add_column("line", justify="right", width=7, no_wrap=True)
        table.add_column("hand", width=30, no_wrap=True, overflow="ellipsis")
        table.add_column("fans", justify="right", width=4, no_wrap=True)
        table.add_column("flw", justify="right", width=3, no_wrap=True)
        table.add_column("total", justify="right", width=5, no_wrap=True)
        table.add_column("≥8", width=2, no_wrap=True)
        # six gaps of two cells between the seven columns
        table.add_column("counted fans", width=max(16, width - 7 - 30 - 4 - 3 - 5 - 2 - 12))
        self.table_started = True
        for line, hand, fan_total, flowers, total, meets, text, kind in rows:
            if kind is not None:
                table.add_row(str(line), Text(hand), "", "", "", "", Text(f"{kind}: {text}", style="red"))
            else:
                mark = Text("✓", style="green") if meets else Text("✗", style="yellow")
                table.add_row(str(line), Text(hand), str(fan_total), str(flowers), Text(str(total), style="bold"),
                              mark, Text(text))
        self.console.print(table)

    def _waits_table(self, rows, width: int) -> None:
        from rich.table import Table
        from rich.text import Text

        table = Table(box=None, show_header=not self.table_started, header_style="bold", pad_edge=False,
                      show_edge=False, expand=False, padding=(0, 1), collapse_padding=False)
        table.add_column("line", justify="right", width=7, no_wrap=True)
        table.add_column("hand", width=30, no_wrap=True, overflow="ellipsis")
        table.add_column("kinds", justify="right", width=5, no_wrap=True)
        table.add_column("waits (tile discard/self-drawn)", width=max(16, width - 7 - 30 - 5 - 6))
        self.table_started = True
        for line, hand, kinds, text, kind in rows:
            if kind is not None:
                table.add_row(str(line), Text(hand), "", Text(f"{kind}: {text}", style="red"))
            else:
                table.add_row(str(line), Text(hand), str(kinds), Text(text, style=None if kinds else "yellow"))
        self.console.print(table)


# ---- the summary -----------------------------------------------------------------------------


def summary_text(data: dict) -> str:
    """The summary as plain text (standard error when it is not a terminal)."""
    if "analysed" in data:
        return _waits_summary_text(data)
    mean = "-" if data["mean_total"] is None else f"{data['mean_total']:.2f}"
    top = "-" if data["max_total"] is None else str(data["max_total"])
    hands = "hand" if data["scored"] == 1 else "hands"
    lines = [
        f"{data['scored']} {hands} scored, {data['rejected']} rejected, "
        f"{data['below_minimum']} below the 8-fan minimum",
        f"mean total {mean}, maximum total {top}",
    ]
    if data["top_fans"]:
        lines.append("most frequent fans (hands in which each counts):")
        for fan in data["top_fans"]:
            lines.append(f"  {fan['id']:>2}  {fan['name']}  {fan['name_en']}: {fan['hands']}")
    return "\n".join(lines) + "\n"


def _waits_summary_text(data: dict) -> str:
    mean = "-" if data["mean_waits"] is None else f"{data['mean_waits']:.2f}"
    hands = "hand" if data["analysed"] == 1 else "hands"
    lines = [
        f"{data['analysed']} {hands} analysed, {data['rejected']} rejected, {data['tenpai']} ready (tenpai), "
        f"{data['not_tenpai']} not ready",
        f"mean tile kinds waited on by a ready hand {mean}, most {'-' if data['max_waits'] is None else data['max_waits']}",
    ]
    if data["top_waits"]:
        lines.append("most waited-on tiles (ready hands): " + ", ".join(f"{w['tile']} {w['hands']}" for w in data["top_waits"]))
    return "\n".join(lines) + "\n"


def summary_csv(data: dict) -> bytes:
    """The summary as CSV: ``stat,id,name,name_en,value`` rows, the fans (or waited tiles) last."""
    from gbmj_cli.lines import csv_row

    rows = [csv_row(("stat", "id", "name", "name_en", "value"))]
    if "analysed" in data:
        for key in ("records", "analysed", "rejected", "tenpai", "not_tenpai", "mean_waits", "max_waits"):
            rows.append(csv_row((key, "", "", "", "" if data[key] is None else data[key])))
        for wait in data["top_waits"]:
            rows.append(csv_row(("tile", "", wait["tile"], "", wait["hands"])))
        return "".join(rows).encode("utf-8")
    for key in ("records", "scored", "rejected", "below_minimum", "mean_total", "max_total"):
        value = data[key]
        rows.append(csv_row((key, "", "", "", "" if value is None else value)))
    for fan in data["top_fans"]:
        rows.append(csv_row(("fan", fan["id"], fan["name"], fan["name_en"], fan["hands"])))
    return "".join(rows).encode("utf-8")


def summary_rich(data: dict, console) -> None:
    """The summary as Rich tables (a terminal, or ``--format table``)."""
    from rich.table import Table

    if "analysed" in data:
        totals = Table(title="Summary", show_header=False, title_justify="left")
        totals.add_column(style="bold")
        totals.add_column(justify="right")
        mean = "-" if data["mean_waits"] is None else f"{data['mean_waits']:.2f}"
        totals.add_row("hands analysed", str(data["analysed"]))
        totals.add_row("rejected", str(data["rejected"]), style="red" if data["rejected"] else None)
        totals.add_row("ready (tenpai)", str(data["tenpai"]))
        totals.add_row("not ready", str(data["not_tenpai"]))
        totals.add_row("mean tile kinds waited on", mean)
        totals.add_row("most tile kinds", "-" if data["max_waits"] is None else str(data["max_waits"]))
        console.print(totals)
        if data["top_waits"]:
            tiles = Table(title="Most waited-on tiles", title_justify="left")
            tiles.add_column("tile")
            tiles.add_column("hands", justify="right")
            for wait in data["top_waits"]:
                tiles.add_row(wait["tile"], str(wait["hands"]))
            console.print(tiles)
        return

    mean = "-" if data["mean_total"] is None else f"{data['mean_total']:.2f}"
    top = "-" if data["max_total"] is None else str(data["max_total"])
    totals = Table(title="Summary", show_header=False, title_justify="left")
    totals.add_column(style="bold")
    totals.add_column(justify="right")
    totals.add_row("hands scored", str(data["scored"]))
    totals.add_row("rejected", str(data["rejected"]), style="red" if data["rejected"] else None)
    totals.add_row("below the 8-fan minimum", str(data["below_minimum"]))
    totals.add_row("mean total", mean)
    totals.add_row("maximum total", top)
    console.print(totals)
    if data["top_fans"]:
        fans = Table(title="Most frequent fans", title_justify="left")
        fans.add_column("#", justify="right")
        fans.add_column("fan")
        fans.add_column("English")
        fans.add_column("hands", justify="right")
        fans.add_column("share", justify="right")
        for fan in data["top_fans"]:
            share = f"{100 * fan['hands'] / data['scored']:.1f}%"
            fans.add_row(str(fan["id"]), fan["name"], fan["name_en"], str(fan["hands"]), share)
        console.print(fans)


# ---- the run ---------------------------------------------------------------------------------


class _Run:
    def __init__(self, source, defaults, fmt, summary_only, no_summary, jobs, chunk_size, waits=False):
        self.waits = waits
        self.analyse = None
        if waits:
            from gbmj_cli.commands.waiting import waits_record

            self.analyse = waits_record
        self.source = source
        self.defaults = defaults
        self.fmt = fmt
        self.summary_only = summary_only
        self.no_summary = no_summary
        self.jobs = jobs
        self.chunk_size = chunk_size
        self.pool = None
        self.progress = None

    def run(self) -> int:
        from gbmj_cli.lines import Summary, WaitsSummary

        self.summary = WaitsSummary() if self.waits else Summary()
        stdout = click.get_binary_stream("stdout")
        stream = None
        try:
            if self.source == "-":
                stream = click.get_binary_stream("stdin")
                interactive = _isatty(stream)
                size = None
            else:
                try:
                    stream = open(self.source, "rb")
                except OSError as exc:
                    raise click.FileError(self.source, exc.strerror) from None
                interactive = False
                size = _file_size(stream)
            if interactive:  # typed lines: no worker processes
                self.jobs = 1
            self.records = _Records("none" if self.summary_only else self.fmt, stdout, waits=self.waits)
            self.records.start()
            self._score(read_chunks(stream, self.chunk_size), size)
            self.records.finish()
            self._summary(stdout)
            sys.stdout.flush()
        except BrokenPipeError:
            self._stop()
            _silence_stdout()
            return PIPE_CLOSED
        except KeyboardInterrupt:
            self._stop()
            click.echo("gbmj batch: interrupted", err=True)
            return INTERRUPTED
        finally:
            if self.progress is not None:
                self.progress.stop()
            if stream is not None and self.source != "-":
                stream.close()
        return 1 if self.summary.rejected else 0

    # Scoring, in this process or in a pool, always handing results over in input order.

    def _score(self, chunks, size) -> None:
        from gbmj_cli import lines

        fmt = self.records.fmt
        first = next(chunks, None)
        if first is None:
            return
        # The first chunk is scored here, at once: a small input needs no pool, and on a pipe the
        # first answers come without waiting for more input.
        self._handle(lines.score_chunk(first[0], first[1], self.defaults, fmt, self.analyse), first)
        if self.jobs == 1:
            self._start_progress(size)
            for chunk in chunks:
                self._handle(lines.score_chunk(chunk[0], chunk[1], self.defaults, fmt, self.analyse), chunk)
            return
        second = next(chunks, None)
        if second is None:
            return
        import multiprocessing
        from collections import deque

        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("fork" if "fork" in methods else None)
        self.pool = context.Pool(self.jobs, initializer=lines.init_worker, initargs=(self.defaults, fmt, self.analyse))
        self._start_progress(size)  # after the fork: no rich, and no progress thread, in the workers
        pending: deque = deque()
        window = self.jobs * WINDOW

        def submit(chunk):
            pending.append((self.pool.apply_async(lines.work, ((chunk[0], chunk[1]),)), chunk))
            if chunk[3]:  # the input pauses: write everything scored so far before waiting for it
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
            self.progress.update(self.task, completed=chunk[2], hands=self.summary.scored + self.summary.rejected)

    def _stop(self) -> None:
        if self.pool is not None:
            self.pool.terminate()
            self.pool.join()
            self.pool = None

    # Progress on a terminal, records in a table, and the summary.

    def _start_progress(self, size) -> None:
        if size is None or not _isatty(sys.stderr) or os.environ.get("TERM") == "dumb":
            return
        from rich.console import Console
        from rich.progress import BarColumn, Progress, ProgressColumn, TextColumn, TimeRemainingColumn
        from rich.text import Text

        class Speed(ProgressColumn):
            def render(self, task) -> Text:
                elapsed = task.elapsed or 0
                rate = task.fields.get("hands", 0) / elapsed if elapsed > 0.2 else 0
                return Text(f"{task.fields.get('hands', 0):,} lines · {rate:,.0f}/s", style="cyan")

        stdout_tty = _isatty(sys.stdout)
        self.progress = Progress(
            TextColumn("scoring"), BarColumn(), TextColumn("{task.percentage:>3.0f}%"), Speed(),
            TextColumn("ETA"), TimeRemainingColumn(),
            console=Console(stderr=True), transient=True,
            redirect_stdout=stdout_tty, redirect_stderr=False,
        )
        self.task = self.progress.add_task("scoring", total=size or 1, hands=0)
        self.progress.start()
        if self.records.fmt == "table" and stdout_tty:
            self.records.console = self.progress.console
        elif stdout_tty:
            self.records.stream = _TextSink()

    def _summary(self, stdout) -> None:
        if self.progress is not None:
            self.progress.stop()
            self.progress = None
        data = self.summary.as_dict()
        if self.summary_only:
            if self.fmt == "table":
                summary_rich(data, _stdout_console())
            elif self.fmt == "csv":
                stdout.write(summary_csv(data))
            else:
                import json

                indent = 2 if self.fmt == "json" else None
                separators = None if indent else (",", ":")
                stdout.write((json.dumps(data, ensure_ascii=False, indent=indent, separators=separators) + "\n").encode())
            stdout.flush()
            return
        if self.fmt == "table":
            summary_rich(data, self.records.console or _stdout_console())
            return
        if self.no_summary:
            return
        if _isatty(sys.stderr):
            from rich.console import Console

            summary_rich(data, Console(stderr=True))
        else:
            sys.stderr.write(summary_text(data))
            sys.stderr.flush()


class _TextSink:
    """Standard output as Rich redirects it while the progress bar shows (both on a terminal)."""

    def write(self, data: bytes) -> None:
        sys.stdout.write(data.decode("utf-8"))

    def flush(self) -> None:
        sys.stdout.flush()


def _stdout_console():
    from rich.console import Console

    return Console()


def _file_size(stream) -> int | None:
    try:
        info = os.fstat(stream.fileno())
    except (OSError, AttributeError, ValueError):
        return None
    import stat

    return info.st_size if stat.S_ISREG(info.st_mode) else None


def _silence_stdout() -> None:
    """After a broken pipe, point standard output at /dev/null so that the exit flush stays quiet."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, AttributeError, ValueError):
        pass


if __name__ == "__main__":  # python -m gbmj_cli.batch (before the command is registered in the group)
    batch(prog_name="gbmj batch")
