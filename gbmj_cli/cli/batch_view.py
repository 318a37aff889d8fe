"""What ``gbmj batch`` shows on a terminal: the table of records, the progress bar, the summary tables.

The command imports this module only for a table, a progress bar or a summary on a terminal, never
for the ndjson, json or csv that a pipe gets: Rich costs about 25 ms of a run's start.
"""

import sys
import time
from typing import Any

from rich.cells import cell_len
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from gbmj_cli.base.text import escape_text
from gbmj_cli.batch.output import isatty
from gbmj_cli.batch.summary import Summary, count, hands_msg
from gbmj_cli.cli import output
from gbmj_cli.cli.fit import Stacked, fit
from gbmj_cli.messages import t
from gbmj_cli.records.formats import LineKind
from gbmj_cli.scoring.profiles.profile import Profile


def stdout_console() -> Any:
    """The console of a batch table: the terminal's width, or COLUMNS (80) on a pipe."""
    return output.stdout_console(width=None if isatty(sys.stdout) else output.pipe_width())


class TableWriter:
    """Prints the rows of ``TableEncoder`` payloads as a table, the header above the first chunk only.

    The columns are laid out once, for the console's width, so that the chunks line up: the line
    number and the short columns (totals, counts, a mark) whole, the hand and the fans folding in
    what is left. Where the width is too small for that, each record is a block of its own
    (gbmj_cli.cli.fit.Stacked), every number still in it.
    """

    def __init__(self, kind: LineKind = LineKind.SCORE, lang: str = "en") -> None:
        self.kind = kind
        self.lang = lang
        self.console: Any = None  # made on first use (or the progress bar's console)
        self.started = False
        self.widths: dict[str, int] | None = None
        self.stacked = False

    def begin(self) -> None:
        pass

    def end(self) -> None:
        pass

    def heading(self, name: str) -> None:
        """A line naming the input whose records follow (a run over several files); the header again."""
        if self.console is None:
            self.console = stdout_console()
        self.console.print(Text(t("batch.file", self.lang, file=escape_text(name)), style="bold"))
        self.started = False

    def write(self, rows: list[tuple[Any, ...]]) -> None:
        if not rows:
            return
        if self.console is None:
            self.console = stdout_console()
        if not self.started:
            self.widths = self._layout(self.console.width)
            self.stacked = self.widths is None
        if self.kind is LineKind.ADVISE:
            self.console.print(self._advise(rows))
            return
        table = self._table()
        if self.kind is LineKind.WAITS:
            self._waits(table, rows)
        else:
            self._scores(table, rows)
        self._print(table)

    def _print(self, table: Any) -> None:
        self.console.print(Stacked(table) if self.stacked else table)

    def _short(self) -> list[tuple[str, str, int]]:
        """The short columns of the run's kind: (heading, justify, width), each wide enough for its heading."""
        columns = {LineKind.SCORE: _SCORE_COLUMNS, LineKind.WAITS: _WAITS_COLUMNS, LineKind.ADVISE: _ADVISE_COLUMNS}
        return [
            (t(key, self.lang), justify, max(width, cell_len(t(key, self.lang))))
            for key, justify, width in columns[self.kind]
        ]

    def _layout(self, width: int) -> dict[str, int] | None:
        """The widths of the hand and text columns at ``width``, or None when even the narrowest fit fails."""
        short = self._short()
        text = self.kind is not LineKind.ADVISE
        columns = 2 + len(short) + text
        room = width - LINE_WIDTH - sum(w for _, _, w in short) - 2 * (columns - 1)
        least = TEXT_MIN if text else 0
        if room < HAND_MIN + least:
            return None
        hand = min(HAND_MAX, room - least)
        return {"hand": hand, "text": max(TEXT_MIN, room - hand) if text else 0}

    def _table(self) -> Any:
        """A part of the table, the line and hand columns in place; the header on the first part only."""
        table = Table(
            box=None,
            show_header=not self.started or self.stacked,
            header_style="bold",
            pad_edge=False,
            show_edge=False,
            expand=False,
            padding=(0, 1),
            collapse_padding=False,
        )
        self.started = True
        widths = self.widths or {}
        table.add_column(t("column.line", self.lang), justify="right", width=LINE_WIDTH, no_wrap=True)
        # A hand of four sets can be longer than the column: it folds. A rejected line shows its start.
        table.add_column(t("column.hand", self.lang), width=widths.get("hand"), overflow="fold")
        return table

    def _add_short(self, table: Any) -> None:
        for heading, justify, width in self._short():
            table.add_column(heading, justify=justify, width=width, no_wrap=True)

    def _scores(self, table: Any, rows: list[tuple[Any, ...]]) -> None:
        self._add_short(table)
        # (fold: with "ellipsis", Rich cuts a line of wide characters that fits exactly, "三色三节 …")
        width = (self.widths or {}).get("text")
        table.add_column(t("column.counted_fans", self.lang), width=width, overflow="fold")
        for line, hand, fan_total, flowers, total, meets, text, kind in rows:
            if kind is not None:
                table.add_row(str(line), _line_start(hand), "", "", "", "", Text(f"{kind}: {text}", style="red"))
                continue
            mark = Text("✓", style="green") if meets else Text("✗", style="yellow")
            total_cell = Text(str(total), style="bold")
            table.add_row(str(line), Text(hand), str(fan_total), str(flowers), total_cell, mark, Text(text))

    def _waits(self, table: Any, rows: list[tuple[Any, ...]]) -> None:
        self._add_short(table)
        width = (self.widths or {}).get("text")
        table.add_column(t("column.waits", self.lang), width=width, overflow="fold")
        for line, hand, kinds, text, kind in rows:
            if kind is not None:
                table.add_row(str(line), _line_start(hand), "", Text(f"{kind}: {text}", style="red"))
            else:
                table.add_row(str(line), Text(hand), str(kinds), Text(text, style="" if kinds else "yellow"))

    def _advise(self, rows: list[tuple[Any, ...]]) -> Any:
        """One row per hand; a rejected line's message on a line of its own (the columns are short
        numbers: a message folded into one of them would take a line a word)."""
        parts: list[Any] = []
        current = None
        for line, hand, win, discard, shanten, live, legal, kind in rows:
            if kind is None:
                if current is None:
                    current = self._table()
                    self._add_short(current)
                    parts.append(Stacked(current) if self.stacked else current)
                current.add_row(str(line), Text(hand), win, discard, str(shanten), str(live), legal)
                continue
            current = None
            message = Text(f"{line:>7}  ")
            message.append(_line_start(hand).plain[:30] + "  ")
            message.append(f"{kind}: {legal}", style="red")
            parts.append(message)
        return Group(*parts)


LINE_WIDTH = 7  # line numbers up to 9,999,999
HAND_MAX, HAND_MIN, TEXT_MIN = 30, 14, 12
_SCORE_COLUMNS = (
    ("column.fans", "right", 4),
    ("column.flowers", "right", 3),
    ("column.total", "right", 5),
    ("column.minimum", "left", 2),
)
_WAITS_COLUMNS = (("column.kinds", "right", 5),)
_ADVISE_COLUMNS = (
    ("column.win", "right", 7),
    ("column.discard", "left", 7),
    ("column.sh", "right", 2),
    ("column.live", "right", 4),
    ("column.legal", "left", 5),
)


def _line_start(line: str) -> Any:
    """A rejected line in the hand column: one row, its unsafe characters shown as escapes.

    (The line is the user's input: an escape sequence in it must not reach the terminal.)
    """
    return Text(escape_text(line), no_wrap=True, overflow="ellipsis")


class ProgressBar:
    """A progress bar on a terminal's standard error while a file of ``size`` bytes is scored.

    It fits the terminal (80 columns and narrower: the bar itself gives way); when the file has
    been read it leaves one line, ``N hands in T s (R hands/s)``, its counts written as the
    summary writes them. While the bar shows, records for a terminal go through its console
    (``redirect``).
    """

    FIXED = 62  # the cells beside the bar: label, percentage, counts, ETA and the gaps between them

    def __init__(self, size: int, lang: str = "en", console: Any = None) -> None:
        # late: about 7 ms more (-X importtime) that a table without a progress bar does not pay
        from rich.progress import BarColumn, Progress, ProgressColumn, TextColumn, TimeRemainingColumn

        self.lang = lang
        self.started = time.monotonic()
        self.hands = 0

        class Speed(ProgressColumn):
            def render(self, task: Any) -> Text:
                elapsed = task.elapsed or 0
                hands = task.fields.get("hands", 0)
                rate = round(hands / elapsed) if elapsed > 0.2 else 0
                return Text(t("batch.bar_hands", lang, hands=count(hands), rate=count(rate)), style="cyan")

        console = console or Console(stderr=True)
        self.bar = Progress(
            TextColumn(t("batch.bar", lang)),
            BarColumn(bar_width=max(8, min(40, console.width - self.FIXED))),
            TextColumn("{task.percentage:>3.0f}%"),
            Speed(),
            TextColumn(t("batch.eta", lang)),
            TimeRemainingColumn(),
            console=console,
            transient=True,
            redirect_stdout=isatty(sys.stdout),
            redirect_stderr=False,
        )
        self.task = self.bar.add_task("scoring", total=size or 1, hands=0)
        self.bar.start()

    def redirect(self, writer: Any) -> None:
        """Send the records of a terminal's standard output through the bar's console."""
        if not isatty(sys.stdout):
            return
        if isinstance(writer, TableWriter):
            writer.console = self.bar.console
        else:
            writer.stream = _TextSink(self.bar.console)

    def update(self, bytes_read: int, hands: int) -> None:
        self.hands = hands
        self.bar.update(self.task, completed=bytes_read, hands=hands)

    def stop(self, finished: bool = False) -> None:
        """Take the bar down (once; again is harmless); ``finished``: leave the line of how fast it went."""
        if not self.bar.live.is_started:
            return
        self.bar.stop()
        if finished:
            self.bar.console.print(done_line(self.hands, time.monotonic() - self.started, self.lang), highlight=False)


def done_line(hands: int, seconds: float, lang: str = "en") -> str:
    """``12,345 hands in 3.2 s (3,858 hands/s)``: what a run did, as the summary writes its counts.

    >>> done_line(12345, 3.2)
    '12,345 hands in 3.2 s (3,858 hands/s)'
    """
    rate = count(round(hands / seconds)) if seconds > 0 else "-"
    return t("batch.done", lang, hands=hands_msg(hands), seconds=f"{seconds:.1f}", rate=rate)


class _TextSink:
    """Records for a terminal while the progress bar shows there too: printed above the bar, as is.

    (Through Rich's redirected standard output they would be cut into lines of the terminal's width,
    and the escape sequences of a CSV field interpreted.)
    """

    def __init__(self, console: Any) -> None:
        self.console = console

    def write(self, data: bytes) -> None:
        text = escape_text(data.decode("utf-8"), keep="\n")
        self.console.out(text, end="", highlight=False)

    def flush(self) -> None:
        pass


def summary_tables(summary: Summary, profile: Profile, console: Any, lang: str = "en") -> None:
    """The summary as Rich tables: the counts, then the most frequent fans or tiles."""
    table = Table(title=t("summary.title", lang), show_header=False, title_justify="left")
    table.add_column(style="bold", overflow="fold")
    table.add_column(justify="right", no_wrap=True)
    for key, label, value in summary.stats(profile):
        if key == "records":
            continue
        shown = "-" if value is None else f"{value:,.2f}" if isinstance(value, float) else f"{value:,}"
        table.add_row(label.text(lang), shown, style="red" if key == "rejected" and value else None)
    console.print(fit(table))
    top = summary.top_table(profile, lang)
    if top is not None:
        rows = Table(title=top.title, title_justify="left")
        for index, column in enumerate(top.columns):
            numbers = all(_numeric(row[index]) for row in top.rows)
            rows.add_column(column, justify="right" if numbers else "left", no_wrap=numbers, overflow="fold")
        for row in top.rows:
            rows.add_row(*row)
        console.print(fit(rows))
    for note in summary.notes(lang):
        console.print(note, style="yellow", highlight=False, markup=False)


def _numeric(cell: Any) -> bool:
    """A count, a share (12.5%) or a number: a cell of a column that is kept whole and to the right."""
    text = str(cell)
    return bool(text) and all(ch.isdigit() or ch in ",.%-" for ch in text)
