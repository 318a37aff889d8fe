"""``--help`` in the language of the run: Chinese help texts from the catalogue, wrapped by cell width.

The English help of a command is its docstring and the ``help=`` of its options, where Click keeps
them; the message catalogue holds each beside its Chinese, by id: ``help.COMMAND`` for a command,
named by its path under the group (``help.score``, ``help.tournament.draw``; ``help.gbmj`` for the
group itself), ``help.COMMAND.OPTION`` or ``help.option.OPTION`` for an option (a test checks that
none is missing and that each English is Click's). Under a Chinese ``--lang`` (or
locale) the help is written from the Chinese, with Click's own words from the catalogue too, and
wrapped by terminal cells, since a Chinese character takes two.

Click's words do not go through its gettext calls: ``gettext.gettext`` finds only compiled ``.mo``
files, in the language of the environment's locale variables rather than of ``--lang``, and takes
no translation object in memory; Click also writes a space after the translated "Usage:" and keeps
the help option's text from the first time it builds it. So the formatter writes the Chinese ones.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import click
from click.formatting import HelpFormatter

from gbmj_cli.cli.errors import display_width
from gbmj_cli.messages import t

_HEADINGS = ("click.options", "click.commands")
# A token to wrap: a run of spaces, one wide character, or a run of other characters.
_WIDE = "\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6"
_TOKEN = rf"\s+|[{_WIDE}]|[^\s{_WIDE}]+"  # compiled (a few ms) on the first --help only
# Click's own words in a help record: its default and required marks.
_CLICK_WORDS = ("click.default", "click.required")
_NO_LINE_START = set("，。：；、）」』》！？,.:;)")


def wrap_cells(text: str, width: int, indent: str = "", subsequent: str = "") -> list[str]:
    """``text`` in lines of at most ``width`` cells (a wide character takes two), breaking at spaces
    or between wide characters; closing punctuation never begins a line (it takes the character
    before it along)."""
    lines: list[str] = []
    line: list[str] = []  # the tokens of the line being filled
    lead = indent

    def used() -> int:
        return display_width(lead) + sum(display_width(token) for token in line)

    for token in re.findall(_TOKEN, " ".join(text.split())):
        if token.isspace():
            if line:
                line.append(" ")
            continue
        if line and used() + display_width(token) > width:
            carry: list[str] = []
            if token[0] in _NO_LINE_START and len(line) > 1:
                carry = [line.pop()]
            lines.append((lead + "".join(line)).rstrip())
            line, lead = carry, subsequent
        line.append(token)
    if line:
        lines.append((lead + "".join(line)).rstrip())
    return lines


def _paragraphs(text: str) -> Iterator[tuple[bool, str]]:
    """(kept as written, text) for each paragraph; a ``\\b`` paragraph is kept as written (Click's rule)."""
    for block in re.split(r"\n\s*\n", text.strip("\n")):
        if block.lstrip().startswith("\b"):
            yield True, block.lstrip()[1:].lstrip("\n")
        else:
            yield False, block


class CellFormatter(HelpFormatter):
    """Click's help formatter, wrapping by cells, with Chinese headings."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, args, prefix=t("click.usage", "zh") if prefix is None else prefix)

    def write_heading(self, heading: str) -> None:
        heading = next((t(key, "zh") for key in _HEADINGS if t(key, "en") == heading), heading)
        self.write(f"{'':>{self.current_indent}}{heading}：\n")

    def write_text(self, text: str) -> None:
        indent = " " * self.current_indent
        out = []
        for kept, paragraph in _paragraphs(text):
            if kept:
                out.append("\n".join(indent + line for line in paragraph.splitlines()))
            else:
                out.append("\n".join(wrap_cells(paragraph, self.width, indent, indent)))
        self.write("\n\n".join(out))
        self.write("\n")

    def write_dl(self, rows: Iterable[tuple[str, str]], col_max: int = 30, col_spacing: int = 2) -> None:
        rows = list(rows)
        first_col = min(max((display_width(first) for first, _ in rows), default=0), col_max) + col_spacing
        pad = " " * (first_col + self.current_indent)
        for first, second in rows:
            self.write(f"{'':>{self.current_indent}}{first}")
            if not second:
                self.write("\n")
                continue
            if display_width(first) <= first_col - col_spacing:
                self.write(" " * (first_col - display_width(first)))
            else:
                self.write("\n" + pad)
            for key in _CLICK_WORDS:
                second = second.replace(t(key, "en"), t(key, "zh"))
            lines = wrap_cells(second, max(self.width - first_col - 2, 10))
            self.write((lines[0] if lines else "") + "\n")
            for line in lines[1:]:
                self.write(pad + line + "\n")


def help_key(ctx: click.Context) -> str:
    """What names the help of ``ctx``'s command in the catalogue: its path under the group,
    ``tournament.draw`` for ``gbmj tournament draw``, so that a subcommand's help is its own and not
    that of a command of the same name; ``gbmj`` for the group itself."""
    names: list[str] = []
    while ctx.parent is not None:
        names.append(ctx.command.name or "")
        ctx = ctx.parent
    if not isinstance(ctx.command, click.Group):  # a command run on its own
        names.append(ctx.command.name or "")
    return ".".join(reversed(names)) or "gbmj"


def help_ids(command: str, param: click.Parameter) -> tuple[str, str]:
    """The catalogue ids of an option's help under ``command`` (its ``help_key``): its own, then the
    one of an option many commands share; named by its long name in snake_case."""
    name = next((opt for opt in param.opts if opt.startswith("--")), param.name or "")
    name = name.lstrip("-").replace("-", "_")
    return f"help.{command}.{name}", f"help.option.{name}"


def _chinese_text(*ids: str) -> str | None:
    """The Chinese of the first of these catalogue ids that has an entry."""
    from gbmj_cli.messages.catalogue import CATALOGUE

    return next((t(key, "zh") for key in ids if key in CATALOGUE), None)


@contextmanager
def _chinese(command: click.Command, ctx: click.Context) -> Iterator[None]:
    """The command's help and its options' (and for a group, its commands' short help) in Chinese."""
    saved: list[tuple[Any, str, Any]] = []

    def swap(owner: Any, attribute: str, value: str | None) -> None:
        if value is not None:
            saved.append((owner, attribute, getattr(owner, attribute)))
            setattr(owner, attribute, value)

    key = help_key(ctx)
    swap(command, "help", _chinese_text(f"help.{key}"))
    for param in command.get_params(ctx):
        if isinstance(param, click.Option):
            swap(param, "help", _chinese_text(*help_ids(key, param)))
    if isinstance(command, click.Group):
        under = "" if key == "gbmj" else f"{key}."
        for sub in command.list_commands(ctx):
            found = command.get_command(ctx, sub)
            text = _chinese_text(f"help.{under}{sub}")
            if found is not None and text is not None:
                swap(found, "short_help", text.strip().splitlines()[0])
    try:
        yield
    finally:
        for owner, attribute, value in reversed(saved):
            setattr(owner, attribute, value)


def chinese_help(command: click.Command, ctx: click.Context) -> str:
    """The help of ``command`` in Chinese."""
    formatter = CellFormatter(width=ctx.terminal_width, max_width=ctx.max_content_width)
    with _chinese(command, ctx):
        command.format_help(ctx, formatter)
    return formatter.getvalue().rstrip("\n")


def _early_lang(ctx: click.Context, args: list[str], group: bool = False) -> None:
    """Read ``--lang`` before Click does, so that ``--help --lang zh`` speaks it as well as
    ``--lang zh --help`` (Click reads --help first when it comes first). A group looks only at the
    options before its command."""
    from gbmj_cli.cli.lang import remember

    for i, arg in enumerate(args):
        if arg == "--" or (group and not arg.startswith("-")):
            return
        name, equals, value = arg.partition("=")
        if name == "--lang":
            value = value if equals else (args[i + 1] if i + 1 < len(args) else "")
            if value.lower() in ("zh", "en", "both"):
                remember(ctx, value.lower())
            return


class LocalHelp(click.Command):
    """A command whose ``--help`` speaks the language of the run (``--lang``, GBMJ_LANG, the locale)."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        _early_lang(ctx, args)
        return super().parse_args(ctx, args)

    def get_help(self, ctx: click.Context) -> str:
        from gbmj_cli.cli.lang import current_lang

        if current_lang().text == "zh":
            return chinese_help(self, ctx)
        return super().get_help(ctx)


class LocalHelpGroup(click.Group):
    """A group whose ``--help`` speaks the language of the run, as ``LocalHelp`` does."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        _early_lang(ctx, args, group=True)
        return super().parse_args(ctx, args)

    def get_help(self, ctx: click.Context) -> str:
        from gbmj_cli.cli.lang import current_lang

        if current_lang().text == "zh":
            return chinese_help(self, ctx)
        return super().get_help(ctx)
