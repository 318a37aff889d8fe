"""Where results go: the format and language chosen, Rich on standard output, JSON and CSV text."""

from __future__ import annotations

import codecs
import io
import json
import os
import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import click

from gbmj_cli.base.errors import PipeClosed, write_failed
from gbmj_cli.base.text import decimal_value, escape_json, escape_text
from gbmj_cli.cli.lang import say
from gbmj_cli.messages import Lang
from gbmj_cli.records.formats import Format

BOM = "\ufeff"


def emit(
    fmt: str | None,
    record: Callable[[], Any],
    table: Callable[[], Any],
    csv: Callable[[], tuple[list[str], list[list[Any]]]],
    bom: bool = False,
) -> None:
    """Write one result in the chosen format (table on a terminal, json otherwise): the table
    view, the CSV rows or the JSON record, each built only when it is the one shown."""
    chosen = resolve_format(fmt)
    check_bom(bom, chosen)
    match chosen:
        case Format.TABLE:
            print_renderable(table())
        case Format.CSV:
            echo_csv(*csv(), bom=bom)
        case _:
            echo_json(record(), chosen)


def check_bom(bom: bool, chosen: Format | None) -> None:
    """--bom belongs to CSV: with another format it is a usage error (status 2)."""
    if bom and chosen is not Format.CSV:
        raise click.UsageError(say("cli.bom_needs_csv"))


def resolve_format(fmt: str | None) -> Format:
    """The chosen format, or the default: table on a terminal, json otherwise."""
    if fmt is not None:
        return Format(fmt.lower())
    return Format.TABLE if _isatty() else Format.JSON


def use_glyphs(ascii_tiles: bool | None) -> bool:
    """Whether to draw Unicode tile glyphs: forced by --unicode/--ascii, else only on a terminal that can."""
    if ascii_tiles is not None:
        return not ascii_tiles
    return _isatty() and _can_encode("\U0001f000\U0001f004\U0001f021")


def table_lang(lang: str) -> str:
    """The --lang for a table: English alone when standard output cannot encode Chinese."""
    return lang if lang == "en" or _can_encode("番种和牌") else Lang("en")


def _can_encode(text: str) -> bool:
    try:
        text.encode(getattr(sys.stdout, "encoding", None) or "utf-8")
    except (LookupError, UnicodeEncodeError):
        return False
    return True


def _isatty() -> bool:
    try:
        return sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


def print_renderable(renderable: Any) -> None:
    """Print a Rich renderable to standard output: colour only on a terminal, never under NO_COLOR.

    On a standard output whose encoding lacks some characters (names and notes are the user's own
    text), those characters are written as escapes instead of stopping the output.
    """
    stream = sys.stdout
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        unicode_safe = codecs.lookup(encoding).name.startswith("utf")
    except LookupError:
        unicode_safe = False
    if unicode_safe or not hasattr(stream, "buffer"):
        with writing():
            _print(renderable)
        return
    stream.flush()
    sys.stdout = io.TextIOWrapper(stream.buffer, encoding=encoding, errors="backslashreplace", line_buffering=True)
    try:
        with writing():
            _print(renderable)
    finally:
        sys.stdout.flush()
        sys.stdout.detach()
        sys.stdout = stream


def _print(renderable: Any) -> None:
    no_color = bool(os.environ.get("NO_COLOR"))
    console = stdout_console(
        width=None if _isatty() else pipe_width(),
        color_system=None if no_color else "auto",
        no_color=no_color,
        highlight=False,
        emoji=False,
        markup=False,
        soft_wrap=False,
    )
    console.print(renderable)


def stdout_console(**options: Any) -> Any:
    """A Rich console on standard output that lets a closed pipe end the run as the other formats do,
    and that writes no blanks at the end of a line unless standard output is a terminal.

    (Rich's own answer to a broken pipe is to exit with status 1, which means "rejected input";
    raising PipeClosed instead gives status 141, as documented. Rich pads every cell of a table to
    its column's width, so a piped table would end each line in blanks that diffs and editors show.)
    """
    # late: Rich's console costs about 20 ms (-X importtime) that JSON and CSV do not pay
    from rich.console import Console

    sane_terminal_size()
    piped = not _isatty()

    class StdoutConsole(Console):
        def on_broken_pipe(self) -> None:
            self.quiet = True
            raise PipeClosed

        def _render_buffer(self, buffer: Any) -> str:
            text = super()._render_buffer(buffer)
            return _LINE_END_BLANKS.sub("\n", text) if piped else text

    return StdoutConsole(**options)


_LINE_END_BLANKS = re.compile(" +\n")
"""The blanks before a line's end, which a piped table leaves out."""


MIN_WIDTH, MAX_WIDTH = 20, 1000
"""The widths a table is drawn at: COLUMNS outside them is clamped (COLUMNS=10000000 would take minutes)."""


def sane_terminal_size() -> None:
    """Make COLUMNS and LINES plain numbers in range, or drop them, before Rich reads them.

    Rich takes ``"²".isdigit()`` for a number and then fails on ``int("²")``; a huge width makes
    every table take minutes. Both are fixed here, once, for gbmj and for Rich.
    """
    for name, low, high in (("COLUMNS", MIN_WIDTH, MAX_WIDTH), ("LINES", 1, 10_000)):
        value = os.environ.get(name)
        if value is None:
            continue
        if value.isascii() and value.isdigit() and value.strip("0"):
            number = decimal_value(value, high)  # None: more than ``high``
            os.environ[name] = str(high if number is None else max(number, low))
        else:
            del os.environ[name]


def pipe_width() -> int:
    """The width of a table sent to a pipe or a file: COLUMNS (clamped), else 80.

    Left alone, Rich would take the width of the terminal that standard input or standard error
    is attached to, so `gbmj score ... > file` would change with the window it was typed in.
    """
    sane_terminal_size()
    return int(os.environ.get("COLUMNS", 80))


@contextmanager
def writing() -> Iterator[None]:
    """Writes to standard output: a broken pipe ends the run quietly, another failure in one sentence."""
    try:
        yield
    except BrokenPipeError:
        raise PipeClosed from None
    except OSError as error:
        raise write_failed(error) from None


def echo_json(data: Any, fmt: Format) -> None:
    """Write one JSON document: indented for json, one line for ndjson."""
    if fmt is Format.NDJSON:
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    else:
        text = json.dumps(data, ensure_ascii=False, indent=2)
    _write_utf8(escape_json(text) + "\n")


def echo_csv(header: list[str], rows: list[list[Any]], bom: bool = False) -> None:
    """Write a header and rows as CSV (booleans as true/false, None as an empty cell)."""
    # late: about 1 ms (-X importtime) that the table and JSON outputs do not pay
    import csv

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow(["" if v is None else str(v).lower() if isinstance(v, bool) else v for v in row])
    _write_utf8((BOM if bom else "") + escape_text(buffer.getvalue(), keep="\n"))


def _write_utf8(text: str) -> None:
    """Machine formats are UTF-8 whatever the locale says (PYTHONIOENCODING=latin-1 would fail on 中)."""
    with writing():
        stream = getattr(sys.stdout, "buffer", None)
        if stream is None:
            click.echo(text, nl=False)
            return
        sys.stdout.flush()
        stream.write(text.encode("utf-8"))
        stream.flush()
