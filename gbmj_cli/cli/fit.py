"""Tables at any width: a table that does not fit is shown as one block per row, never cut.

Rich squeezes a table that is wider than the terminal by wrapping its text columns and, as a last
resort, by cutting every column short with an ellipsis, numbers included. ``Fitted`` draws the
table only when it fits at its minimum: every column kept on one line (``no_wrap``: numbers and
short words) at its full width, and every text column wide enough for its longest word (longer
text folds onto the next lines). Below that width it shows the same cells stacked, one block per
row, each cell under its column's heading, so that no number is ever hidden.
"""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text


class Fitted:
    """Rich tables of the same rows, widest layout first: the first that fits is drawn, and where
    none does, the first is stacked one block per row."""

    def __init__(self, *tables: Table) -> None:
        self.tables = tables

    @staticmethod
    def laid_out(table: Table, console: Console, options: ConsoleOptions) -> Table | None:
        """A copy of the table whose columns have widths that fit ``options.max_width``, or None when it
        cannot fit.

        Rich alone would narrow the widest text column first, down to a letter a line, and then cut
        every column; here each column gets at least its minimum (a ``no_wrap`` column its whole
        width) and the text columns share the rest in proportion to what more they could use. A table
        that fits keeps the widths Rich would give it; fixed, they spare Rich measuring every cell
        again as it draws (about a tenth of the time of drawing ``gbmj score``'s table).
        """
        measured = [table._measure_column(console, options, column) for column in table.columns]
        lows = [m.maximum if c.no_wrap else m.minimum for m, c in zip(measured, table.columns, strict=True)]
        highs = [m.maximum for m in measured]
        pads = [table._get_padding_width(index) for index in range(len(table.columns))]
        room = options.max_width - table._extra_width
        if sum(highs) <= room:
            widths = [max(0, high - pad) for high, pad in zip(highs, pads, strict=True)]
        elif sum(lows) > room:
            return None
        else:
            spare = room - sum(lows)
            wants = [high - low for low, high in zip(lows, highs, strict=True)]
            total = sum(wants) or 1
            widths = [
                max(1, low + spare * want // total - pad) for low, want, pad in zip(lows, wants, pads, strict=True)
            ]
        narrowed = copy.copy(table)
        narrowed.columns = [replace(column, width=width) for column, width in zip(table.columns, widths, strict=True)]
        return narrowed

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for table in self.tables:
            laid_out = self.laid_out(table, console, options)
            if laid_out is not None:
                yield laid_out
                return
        yield Stacked(self.tables[0])

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        measured = Measurement.get(console, options, self.tables[0])
        return Measurement(min(measured.minimum, 20), measured.maximum)


class Labelled:
    """Label-value lines, labels padded to one width; a long value wraps (or folds) under itself.

    Unlike a grid it leaves no blanks at the ends of the lines.
    """

    def __init__(self, rows: list[tuple[str, Text]]) -> None:
        self.rows = rows

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        indent = max((cell_len(label) for label, _ in self.rows), default=0) + 2
        room = max(8, options.max_width - indent)
        out = Text(no_wrap=True, overflow="ignore")
        for i, (label, value) in enumerate(self.rows):
            lines = value.wrap(console, room, overflow="fold") if value.plain else [Text("")]
            for j, line in enumerate(lines):
                if i or j:
                    out.append("\n")
                if j == 0:
                    out.append(label, style="bold")
                    out.append(" " * (indent - cell_len(label)))
                else:
                    out.append(" " * indent)
                line.rstrip()
                out.append_text(line)
        yield out


def fit(renderable: Any) -> Any:
    """``renderable`` as a Fitted table when it is a table with headings; anything else as it is."""
    if isinstance(renderable, Table) and renderable.show_header and renderable.columns:
        return Fitted(renderable)
    return renderable


def _heading(header: RenderableType) -> str:
    text = header.plain if isinstance(header, Text) else str(header)
    return " ".join(text.split())


def _cell(cell: RenderableType) -> Text:
    """A cell as one text: a group of lines (session_view's events) joined by newlines."""
    if isinstance(cell, Group) and all(isinstance(line, Text) for line in cell.renderables):
        return Text("\n").join(cell.renderables)  # type: ignore[arg-type]
    return cell.copy() if isinstance(cell, Text) else Text(str(cell))


class Stacked:
    """The rows of a table as blocks, a blank line between them, under the table's title.

    In a block each cell follows its column's heading: the cells of ``no_wrap`` columns (numbers,
    short words) share a line, ``·`` between them, as far as the width allows (a ``no_wrap`` cell
    of two lines on one, spaced); the cell of a text column takes lines of its own, each of its lines
    folding under itself. Empty cells are left out.
    """

    def __init__(self, table: Table) -> None:
        self.table = table

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        table, width = self.table, max(8, options.max_width)
        if table.title:
            title = table.title if isinstance(table.title, Text) else Text(str(table.title))
            yield Text(title.plain, style=table.title_style or "bold", overflow="fold")
        rows = max((len(column._cells) for column in table.columns), default=0)
        for index in range(rows):
            out = Text(overflow="ignore", no_wrap=True)
            line = 0  # cells of the line being filled
            for column in table.columns:
                cell = _cell(column._cells[index]) if index < len(column._cells) else Text("")
                if not cell.plain.strip():
                    continue
                heading = _heading(column.header)
                piece = Text(heading + " ", style="bold") if heading else Text("")
                if column.no_wrap and "\n" not in cell.plain:
                    piece.append_text(cell)
                    if line and cell_len(out.plain.rsplit("\n", 1)[-1]) + 3 + piece.cell_len <= width:
                        out.append(" · ")
                    elif out.plain:
                        out.append("\n")
                    out.append_text(piece)
                    line += 1
                    continue
                if out.plain:
                    out.append("\n")
                body = cell  # a text column's lines stay lines (a hand's events, one a line: docs/session.md §10.1)
                if column.no_wrap and "\n" in cell.plain:  # a number under a number: one line, spaced
                    body = Text(" ").join(_cell(part) for part in cell.split("\n"))
                if piece.cell_len <= width // 3:
                    indent = piece.cell_len
                    out.append_text(piece)
                else:  # a long heading: on a line of its own, the value indented under it
                    indent = 2
                    out.append_text(Text("\n").join(Text(heading, style="bold").wrap(console, width, overflow="fold")))
                    out.append("\n  ")
                for j, part in enumerate(body.wrap(console, max(4, width - indent), overflow="fold")):
                    if j:
                        out.append("\n" + " " * indent)
                    part.rstrip()
                    out.append_text(part)
                line = 0
            yield Text("")
            yield from out.split("\n", allow_blank=True)  # (one text of many lines: Rich splits it in quadratic time)
