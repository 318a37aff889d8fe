"""Options and helpers shared by the commands: output format, win-context flags, errors.

The win-context options are built from ``gbmj_cli.core.flags.FLAGS``, the one table that batch lines
read too, so a flag added there appears on the command line with its range checks.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from collections.abc import Callable
from typing import IO, TYPE_CHECKING, Any

import click

from gbmj_cli.core.flags import FLAGS, WIND_CHOICES, Flag
from gbmj_cli.core.hand import WinContext

if TYPE_CHECKING:
    from gbmj_cli.core.errors import GbmjError

FORMATS = ("table", "json", "ndjson", "csv")
LANGS = ("zh", "en", "both")

_DEFAULTS = {field.name: field.default for field in dataclasses.fields(WinContext)}


class RecordingCommand(click.Command):
    """A command that keeps its raw arguments, for the ``input`` field of the JSON record."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.meta["gbmj.args"] = list(args)
        return super().parse_args(ctx, args)


# Options that change only how a result is shown, with whether each takes a value.
_OUTPUT_ONLY = {"--format": True, "--lang": True, "--ascii": False, "--unicode": False}


def raw_input_text(view_only: dict[str, bool] | None = None) -> str:
    """The hand and win flags as given, joined by spaces (output.md, ``input``).

    Output options are left out, so that the ``input`` of a record is a line ``gbmj batch`` takes;
    so are the command's own ``view_only`` options (name -> whether it takes a value).
    """
    dropped = _OUTPUT_ONLY | (view_only or {})
    kept: list[str] = []
    args = iter(click.get_current_context().meta.get("gbmj.args", ()))
    for arg in args:
        name, equals, _ = arg.partition("=")
        if name not in dropped:
            kept.append(arg)
        elif dropped[name] and not equals:
            next(args, None)
    return " ".join(kept)


class InputRejected(click.ClickException):
    """Input the command cannot take (a hand, its flags, a fan name): one sentence, a caret, exit 1.

    Status 1 keeps a rejected input apart from Click's usage errors (status 2), as output.md asks.
    """

    exit_code = 1

    def __init__(self, message: str, text: str | None = None, position: int | None = None) -> None:
        super().__init__(message)
        self.text = text
        self.position = position

    def show(self, file: IO[Any] | None = None) -> None:
        click.echo(f"Error: {self.message}", err=True, file=file)
        if self.text is not None and self.position is not None and 0 <= self.position < len(self.text):
            click.echo(f"  {self.text}", err=True, file=file)
            click.echo("  " + " " * display_width(self.text[: self.position]) + "^", err=True, file=file)


def rejected(error: GbmjError, text: str | None) -> InputRejected:
    """Turn a GbmjError into the CLI's error (the caret only where the error has a position).

    A '-' inside the hand is a flag that the shell passed as part of the hand: quoted with it
    ("123m... --self-drawn", as a batch line is written) or glued to it (``...5p-z``); say so.
    """
    message, position = error.message, error.position
    if text is not None and position is not None and text[position : position + 1] == "-":
        message += "; flags such as --self-drawn go after the hand as separate words, outside its quotes"
    return InputRejected(message, text, position)


def display_width(text: str) -> int:
    """Terminal columns taken by ``text`` (wide East Asian characters take two), to place the caret.

    Rich's ``cell_len`` would do, but the error path should not pay for importing Rich.
    """
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


class WindType(click.ParamType):
    """A wind letter E, S, W or N, in either case; returned upper case."""

    name = "wind"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        text = str(value).upper()
        if text in WIND_CHOICES:
            return text
        self.fail(f"{value!r} is not a wind: use E, S, W or N (either case)", param, ctx)


def _flag_option(flag: Flag, default: Any) -> Callable:
    """One Click option for one row of FLAGS."""
    if flag.kind == "switch":
        decls = [f"{flag.option}/--{flag.off}" if flag.off else flag.option]
        if flag.short:
            decls.append(flag.short)
        return click.option(*decls, flag.field, default=default, help=flag.help)
    if flag.kind == "wind":
        kind: click.ParamType = WindType()
        extra = {"metavar": "E|S|W|N"}
    elif flag.kind == "choice":
        kind, extra = click.Choice(flag.choices), {"metavar": "|".join(flag.choices)}
    else:
        kind, extra = click.IntRange(flag.low, flag.high), {"metavar": "N"}
    return click.option(
        flag.option,
        flag.field,
        type=kind,
        default=default,
        show_default=default is not None,
        help=flag.help,
        **extra,
    )


def context_options(fields: tuple[str, ...] | None = None, unset: bool = False) -> Callable:
    """Add the win-context options of FLAGS (all, or those whose field is in ``fields``).

    With ``unset`` every default is None, "not given", so that only the flags given count: those
    of ``gbmj batch`` become the defaults of its lines, which can still switch them off.
    """

    def decorate(function: Callable) -> Callable:
        for flag in reversed(FLAGS):
            if fields is None or flag.field in fields:
                function = _flag_option(flag, None if unset else _DEFAULTS[flag.field])(function)
        return function

    return decorate


def context_from(values: dict[str, Any]) -> WinContext:
    """Build the WinContext from the option values of the FLAGS options."""
    return WinContext(**{name: values.pop(name) for name in list(values) if name in _DEFAULTS})


def output_options(function: Callable) -> Callable:
    """Add --format, --lang and --ascii/--unicode."""
    function = click.option(
        "--ascii/--unicode",
        "ascii_tiles",
        default=None,
        help="Draw tiles as text (1m 2m ...) or as Unicode tile glyphs. "
        "Default: glyphs on a terminal whose encoding has them, text otherwise.",
    )(function)
    function = click.option(
        "--lang",
        type=click.Choice(LANGS),
        default="both",
        show_default=True,
        help="Language of the fan names in tables.",
    )(function)
    return click.option(
        "--format",
        "fmt",
        type=click.Choice(FORMATS),
        default=None,
        help="Output format. Default: table when standard output is a terminal, json when it is piped or redirected.",
    )(function)


def resolve_format(fmt: str | None) -> str:
    """The chosen format, or the default: table on a terminal, json otherwise."""
    if fmt is not None:
        return fmt
    return "table" if _isatty() else "json"


def use_glyphs(ascii_tiles: bool | None) -> bool:
    """Whether to draw Unicode tile glyphs: forced by --unicode/--ascii, else only on a terminal that can."""
    if ascii_tiles is not None:
        return not ascii_tiles
    return _isatty() and _can_encode("\U0001f000\U0001f004\U0001f021")


def table_lang(lang: str) -> str:
    """The --lang for a table: English alone when standard output cannot encode Chinese."""
    return lang if lang == "en" or _can_encode("番种和牌") else "en"


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
    """Print a Rich renderable to standard output: colour only on a terminal, never under NO_COLOR."""
    from rich.console import Console

    no_color = bool(os.environ.get("NO_COLOR"))
    console = Console(
        width=None if _isatty() else pipe_width(),
        color_system=None if no_color else "auto",
        no_color=no_color,
        highlight=False,
        emoji=False,
        markup=False,
        soft_wrap=False,
    )
    console.print(renderable)


def pipe_width() -> int:
    """The width of a table sent to a pipe or a file: COLUMNS, else 80.

    Left alone, Rich would take the width of the terminal that standard input or standard error
    is attached to, so `gbmj score ... > file` would change with the window it was typed in.
    """
    columns = os.environ.get("COLUMNS", "")
    return int(columns) if columns.isdigit() and int(columns) > 0 else 80


def echo_json(data: Any, fmt: str) -> None:
    """Write one JSON document: indented for json, one line for ndjson."""
    import json

    if fmt == "ndjson":
        click.echo(json.dumps(data, ensure_ascii=False, separators=(",", ":")))
    else:
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))


def echo_csv(header: list[str], rows: list[list[Any]]) -> None:
    """Write a header and rows as CSV (booleans as true/false, None as an empty cell)."""
    import csv
    import io

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow(["" if v is None else str(v).lower() if isinstance(v, bool) else v for v in row])
    click.echo(buffer.getvalue(), nl=False)
