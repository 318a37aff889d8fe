"""``--help`` in the language of the run: Chinese help texts from the catalogue, wrapped by cell width.

The English help of a command is its docstring and the ``help=`` of its options, where Click keeps
them; their Chinese is ``HELP_ZH`` in ``gbmj_cli.messages.catalogue``, keyed ``gbmj COMMAND`` for a
command and ``COMMAND --option`` or ``--option`` for an option (a test checks that none is missing).
Under a Chinese ``--lang`` (or locale) the help is written from those, with Chinese headings, and
wrapped by terminal cells, since a Chinese character takes two.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import click
from click.formatting import HelpFormatter

from gbmj_cli.cli.errors import display_width

_HEADINGS = {"Options": "选项", "Commands": "命令", "Arguments": "参数"}
# A token to wrap: a run of spaces, one wide character, or a run of other characters.
_WIDE = "\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6"
_TOKEN = rf"\s+|[{_WIDE}]|[^\s{_WIDE}]+"  # compiled (a few ms) on the first --help only
# Click's own words in a help record (its default and required marks, the help of --help).
_CLICK_WORDS = {"[default: ": "[默认：", "[required]": "[必填]", "Show this message and exit.": "显示这条帮助并退出。"}
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
        super().write_usage(prog, args, prefix="用法：" if prefix is None else prefix)

    def write_heading(self, heading: str) -> None:
        self.write(f"{'':>{self.current_indent}}{_HEADINGS.get(heading, heading)}：\n")

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
            for english, chinese in _CLICK_WORDS.items():
                second = second.replace(english, chinese)
            lines = wrap_cells(second, max(self.width - first_col - 2, 10))
            self.write((lines[0] if lines else "") + "\n")
            for line in lines[1:]:
                self.write(pad + line + "\n")


def _option_key(command: str, param: click.Parameter) -> list[str]:
    name = param.opts[0] if param.opts else param.name or ""
    return [f"{command} {name}", name]


@contextmanager
def _chinese(command: click.Command, ctx: click.Context) -> Iterator[None]:
    """The command's help and its options' (and for a group, its commands' short help) in Chinese."""
    from gbmj_cli.messages.catalogue import HELP_ZH

    saved: list[tuple[Any, str, Any]] = []

    def swap(owner: Any, attribute: str, value: str | None) -> None:
        if value is not None:
            saved.append((owner, attribute, getattr(owner, attribute)))
            setattr(owner, attribute, value)

    name = command.name or "gbmj"
    path = "gbmj" if isinstance(command, click.Group) else f"gbmj {name}"
    swap(command, "help", HELP_ZH.get(path))
    for param in command.get_params(ctx):
        if isinstance(param, click.Option):
            swap(param, "help", next((HELP_ZH[k] for k in _option_key(name, param) if k in HELP_ZH), None))
    if isinstance(command, click.Group):
        for sub in command.list_commands(ctx):
            found = command.get_command(ctx, sub)
            text = HELP_ZH.get(f"gbmj {sub}")
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
