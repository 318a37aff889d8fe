"""What ``gbmj batch`` shows while it runs: the records, chunk by chunk, and a progress bar.

Rich is imported only for a table or a progress bar, never for the ndjson, json or csv that a
pipe gets.
"""

import os
import sys


class RecordWriter:
    """Writes the formatted chunks to standard output in one format, in the order given."""

    def __init__(self, fmt: str, stream, waits: bool = False, advise: bool = False):
        self.fmt = fmt
        self.waits = waits
        self.advise = advise
        self.stream = stream
        self.console = None  # the Rich console of a table, made on first use
        self.count = 0
        self.table_started = False

    def start(self) -> None:
        if self.fmt == "csv":
            from gbmj_cli.records.formats import ADVISE_CSV_COLUMNS, CSV_COLUMNS, WAITS_CSV_COLUMNS

            columns = ADVISE_CSV_COLUMNS if self.advise else WAITS_CSV_COLUMNS if self.waits else CSV_COLUMNS
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
        """Print the rows of ``ChunkOutput`` as a table, with the header above the first chunk only."""
        from rich.table import Table
        from rich.text import Text

        if self.console is None:
            self.console = stdout_console()
        if self.advise:
            self._advise_table(rows)
            return
        width = self.console.width
        table = Table(box=None, show_header=not self.table_started, header_style="bold", pad_edge=False,
                      show_edge=False, expand=False, padding=(0, 1), collapse_padding=False)
        self.table_started = True
        table.add_column("line", justify="right", width=7, no_wrap=True)
        # A hand of four sets can be longer than the column: it folds. A rejected line shows its start.
        table.add_column("hand", width=30, overflow="fold")
        if self.waits:
            table.add_column("kinds", justify="right", width=5, no_wrap=True)
            table.add_column("waits (tile discard/self-drawn)", width=max(16, width - 7 - 30 - 5 - 6), overflow="fold")
            for line, hand, kinds, text, kind in rows:
                if kind is not None:
                    table.add_row(str(line), _line_start(hand), "", Text(f"{kind}: {text}", style="red"))
                else:
                    table.add_row(str(line), Text(hand), str(kinds), Text(text, style=None if kinds else "yellow"))
        else:
            table.add_column("fans", justify="right", width=4, no_wrap=True)
            table.add_column("flw", justify="right", width=3, no_wrap=True)
            table.add_column("total", justify="right", width=5, no_wrap=True)
            table.add_column("≥8", width=2, no_wrap=True)
            # six gaps of two cells between the seven columns
            # (fold: with "ellipsis", Rich cuts a line of wide characters that fits exactly, "三色三节 …")
            table.add_column("counted fans", width=max(16, width - 7 - 30 - 4 - 3 - 5 - 2 - 12), overflow="fold")
            for line, hand, fan_total, flowers, total, meets, text, kind in rows:
                if kind is not None:
                    table.add_row(str(line), _line_start(hand), "", "", "", "", Text(f"{kind}: {text}", style="red"))
                else:
                    mark = Text("✓", style="green") if meets else Text("✗", style="yellow")
                    table.add_row(str(line), Text(hand), str(fan_total), str(flowers), Text(str(total), style="bold"),
                                  mark, Text(text))
        self.console.print(table)


    def _advise_table(self, rows) -> None:
        """The rows of ``gbmj batch --advise``: one per hand; a rejected line's message on a line of its own.

        (Its columns are short numbers: a message folded into one of them would take a line a word.)
        """
        from rich.console import Group
        from rich.table import Table
        from rich.text import Text

        def table() -> Table:
            part = Table(box=None, show_header=not self.table_started, header_style="bold", pad_edge=False,
                         show_edge=False, expand=False, padding=(0, 1), collapse_padding=False)
            self.table_started = True
            part.add_column("line", justify="right", width=7, no_wrap=True)
            part.add_column("hand", width=30, overflow="fold")
            part.add_column("win", justify="right", width=7, no_wrap=True)
            part.add_column("discard", width=7, no_wrap=True)
            part.add_column("sh", justify="right", width=2, no_wrap=True)
            part.add_column("live", justify="right", width=4, no_wrap=True)
            part.add_column("legal", width=5, no_wrap=True)
            return part

        parts: list = []
        current = None
        for line, hand, win, discard, shanten, live, legal, kind in rows:
            if kind is None:
                if current is None:
                    current = table()
                    parts.append(current)
                current.add_row(str(line), Text(hand), win, discard, str(shanten), str(live), legal)
                continue
            current = None
            message = Text(f"{line:>7}  ")
            message.append(_line_start(hand).plain[:30] + "  ")
            message.append(f"{kind}: {legal}", style="red")
            parts.append(message)
        self.console.print(Group(*parts))


def _line_start(line: str):
    """A rejected line in the hand column: one row, its control characters shown as escapes.

    (The line is the user's input: an escape sequence in it must not reach the terminal.)
    """
    from rich.text import Text

    if not line.isprintable():
        line = "".join(c if c.isprintable() else repr(c)[1:-1] for c in line)
    return Text(line, no_wrap=True, overflow="ellipsis")


def start_progress(size: int | None, records: RecordWriter):
    """Show a progress bar on a terminal's standard error while a file of ``size`` bytes is scored.

    Returns the Rich Progress and its task id, or None where no bar is shown (a pipe, or standard
    error not a terminal). While the bar shows, records for a terminal go through its console.
    """
    if size is None or not isatty(sys.stderr) or os.environ.get("TERM") == "dumb":
        return None
    from rich.console import Console
    from rich.progress import BarColumn, Progress, ProgressColumn, TextColumn, TimeRemainingColumn
    from rich.text import Text

    class Speed(ProgressColumn):
        def render(self, task) -> Text:
            elapsed = task.elapsed or 0
            rate = task.fields.get("hands", 0) / elapsed if elapsed > 0.2 else 0
            return Text(f"{task.fields.get('hands', 0):,} hands · {rate:,.0f} hands/s", style="cyan")

    stdout_tty = isatty(sys.stdout)
    progress = Progress(
        TextColumn("scoring"), BarColumn(), TextColumn("{task.percentage:>3.0f}%"), Speed(),
        TextColumn("ETA"), TimeRemainingColumn(),
        console=Console(stderr=True), transient=True,
        redirect_stdout=stdout_tty, redirect_stderr=False,
    )
    task = progress.add_task("scoring", total=size or 1, hands=0)
    progress.start()
    if records.fmt == "table" and stdout_tty:
        records.console = progress.console
    elif stdout_tty:
        records.stream = _TextSink(progress.console)
    return progress, task


class _TextSink:
    """Records for a terminal while the progress bar shows there too: printed above the bar, as is.

    (Through Rich's redirected standard output they would be cut into lines of the terminal's width,
    and the escape sequences of a CSV field interpreted.)
    """

    def __init__(self, console):
        self.console = console

    def write(self, data: bytes) -> None:
        text = data.decode("utf-8")
        if not text.isprintable():
            text = "".join(c if c.isprintable() or c == "\n" else repr(c)[1:-1] for c in text)
        self.console.out(text, end="", highlight=False)

    def flush(self) -> None:
        pass


def stdout_console():
    """A Rich console on standard output that lets a closed pipe end the run as the other formats do.

    (Rich's own answer to a broken pipe is to exit with status 1, which ``gbmj batch`` uses for
    "a line was rejected"; raising BrokenPipeError instead gives status 141, as documented.)
    """
    from rich.console import Console

    class StdoutConsole(Console):
        def on_broken_pipe(self) -> None:
            self.quiet = True
            raise BrokenPipeError

    from gbmj_cli.cli.commands.common import pipe_width

    return StdoutConsole(width=None if isatty(sys.stdout) else pipe_width())


def binary_stdout():
    """Standard output for the records: every byte written, whatever its buffering and blocking mode.

    Under ``python -u`` or PYTHONUNBUFFERED, ``sys.stdout.buffer`` is a raw stream whose ``write``
    may take only part of the bytes, or none on a non-blocking pipe, and say so only in its return
    value; the records would be lost without a word. So the bytes go to the descriptor directly.
    """
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, ValueError, OSError):  # no descriptor (e.g. Click's test runner)
        return sys.stdout.buffer
    sys.stdout.flush()
    return _DescriptorWriter(fd)


class _DescriptorWriter:
    """Writes all the bytes given to a file descriptor, waiting when a non-blocking one is full."""

    def __init__(self, fd: int):
        self.fd = fd

    def write(self, data: bytes) -> int:
        view = memoryview(data)
        while view:
            try:
                view = view[os.write(self.fd, view) :]
            except BlockingIOError:
                import select

                select.select([], [self.fd], [])
        return len(data)

    def flush(self) -> None:
        pass


def isatty(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
