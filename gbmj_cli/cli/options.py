"""The options the commands share: the win flags, the rule profile, and the output options.

The win-flag options are built from ``gbmj_cli.hands.context.FLAGS``, the one declaration that batch
lines read too, so a flag added there appears on every command line with its range checks.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import click

from gbmj_cli.base.errors import GbmjError
from gbmj_cli.cli.errors import rejected_plain
from gbmj_cli.cli.help import LocalHelp
from gbmj_cli.cli.lang import lang_option, say
from gbmj_cli.hands.context import FLAGS, WIND_CHOICES, Flag, FlagKind, WinContext, wind_letter
from gbmj_cli.records.input_line import input_line
from gbmj_cli.scoring.profiles import BUILTIN, load

FORMATS = ("table", "json", "ndjson", "csv")

_DEFAULTS = {field.name: field.default for field in dataclasses.fields(WinContext)}


class FilePath(click.Path):
    """A file name argument; one with a NUL character (which no file can have, and which makes
    ``os.stat`` raise ValueError) is a usage error like a file that does not exist."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str) and "\x00" in value:
            self.fail(say("cli.nul_in_file_name"), param, ctx)
        return super().convert(value, param, ctx)


class RecordingCommand(LocalHelp):
    """A command that keeps its raw arguments, for the ``input`` field of the JSON record."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.meta["gbmj.args"] = list(args)
        return super().parse_args(ctx, args)


# Options that change only how a result is shown: left out of a record's ``input``.
_OUTPUT_ONLY = {"--format", "-f", "--lang", "--bom", "--ascii", "--unicode", "--to"}


def raw_input_text(hand_text: str, view_only: frozenset[str] = frozenset()) -> tuple[str, int | None]:
    """The ``input`` of a record: the hand, then the flags as given (docs/output.md), and the hand's index in it.

    The hand comes first and output options are left out (and the command's own ``view_only``
    ones, such as ``advise --all``), so that ``input`` is a line ``gbmj batch`` reads back to the
    same record (``gbmj_cli.records.input_line``).
    """
    ctx = click.get_current_context()
    takes_value: dict[str, bool] = {}
    for param in ctx.command.params:
        if isinstance(param, click.Option):
            for name in (*param.opts, *param.secondary_opts):
                takes_value[name] = not param.is_flag and not param.count
    flags: list[str] = []
    args = iter(ctx.meta.get("gbmj.args", ()))
    for arg in args:
        if arg == "--":
            break
        if arg[:1] != "-" or arg == "-":
            continue  # a word of the hand
        if arg[:2] == "--":
            name, equals, _ = arg.partition("=")
            words = [arg, next(args, "")] if takes_value.get(name) and not equals else [arg]
            if name not in _OUTPUT_ONLY and name not in view_only:
                flags += words
            continue
        for i, letter in enumerate(arg[1:], 2):  # short options, grouped as Click takes them: -z, -zf json, -fjson
            name = "-" + letter
            value = takes_value.get(name)
            words = [name, arg[i:] or next(args, "")] if value else [name]
            if name not in _OUTPUT_ONLY and name not in view_only:
                flags += words
            if value:
                break
    return input_line(hand_text, flags)


class WindType(click.ParamType):
    """A wind letter E, S, W or N in either case, or a Chinese wind (南, 南风); returned as its letter."""

    name = "wind"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        letter = wind_letter(value)
        if letter is not None:
            return letter
        self.fail(say("cli.not_a_wind", value=value), param, ctx)

    def shell_complete(self, ctx: click.Context, param: click.Parameter, incomplete: str) -> list[Any]:
        # late: about 0.8 ms (-X importtime) that only completion needs
        from click.shell_completion import CompletionItem

        return [CompletionItem(wind) for wind in WIND_CHOICES if wind.startswith(incomplete.upper())]


RULES_FILE = "rules_file"


def _flag_option(flag: Flag, default: Any) -> Callable:
    """One Click option for one win flag (a profile flag also gets --rules-file)."""
    if flag.kind is FlagKind.SWITCH:
        decls = [f"{flag.option}/--{flag.off}" if flag.off else flag.option]
        if flag.short:
            decls.append(flag.short)
        return click.option(*decls, flag.field, default=default, help=flag.help)
    if flag.kind is FlagKind.PROFILE:
        return _profile_options(flag, default)
    if flag.kind is FlagKind.WIND:
        kind: click.ParamType = WindType()
        extra = {"metavar": "E|S|W|N"}
    else:
        kind, extra = click.IntRange(flag.low, flag.high), {"metavar": "N"}
    return click.option(
        flag.option,
        flag.field,
        type=kind,
        default=default,
        show_default=default is not None,
        help=flag.help,
        metavar=extra["metavar"],
    )


def no_dash(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """A rules file is read with the files it extends, relative to its own folder: not from standard input."""
    if value == "-":
        raise click.BadParameter(say("cli.rules_file_stdin"), ctx, param)
    return value


def _profile_options(flag: Flag, default: Any) -> Callable:
    """--rules NAME (a built-in, any case) and --rules-file FILE, which exclude each other."""

    def decorate(function: Callable) -> Callable:
        function = click.option(
            "--rules-file",
            RULES_FILE,
            type=FilePath(dir_okay=True, allow_dash=False),
            callback=no_dash,
            default=None,
            metavar="FILE",
            help="score under the rule profile of this rules file (docs/profiles.md)",
        )(function)
        return click.option(
            flag.option,
            flag.field,
            type=click.Choice(BUILTIN, case_sensitive=False),
            default=default,
            show_default=default is not None,
            metavar="|".join(BUILTIN),
            help=flag.help,
        )(function)

    return decorate


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


_DEFAULT = click.core.ParameterSource.DEFAULT


def rules_from(values: dict[str, Any]) -> Any:
    """The rule profile the options name: --rules (any case), else the profile of --rules-file.

    Both together are a usage error (status 2); a rules file that cannot be loaded is rejected with
    its one sentence (status 1). A rules file's base becomes the value of ``--base`` when it was not given.
    """
    rules_file = values.pop(RULES_FILE, None)
    rules = values.get("rules")
    if rules_file is None:
        return None if rules is None else rules.lower()
    source = click.get_current_context().get_parameter_source("rules")
    if source is click.core.ParameterSource.COMMANDLINE:
        raise click.UsageError(say("cli.rules_and_rules_file"))
    try:
        profile = load(rules_file)
    except GbmjError as error:
        raise rejected_plain(error) from None
    if "base" in values and click.get_current_context().get_parameter_source("base") in (None, _DEFAULT):
        values["base"] = profile.payments.base  # --base was not given: the file's (docs/house-rules.md §2.2)
    return profile


def context_from(values: dict[str, Any]) -> WinContext:
    """Build the WinContext from the option values of the FLAGS options."""
    rules = rules_from(values)
    if rules is not None:
        values["rules"] = rules
    return WinContext(**{name: values.pop(name) for name in list(values) if name in _DEFAULTS})


def bom_option(function: Callable) -> Callable:
    """``--bom``: CSV that begins with a UTF-8 byte-order mark, for spreadsheet programs that need one."""
    return click.option(
        "--bom",
        is_flag=True,
        help="With --format csv: begin with a UTF-8 byte-order mark, which some spreadsheet programs "
        "need to read the Chinese names.",
    )(function)


def output_options(function: Callable) -> Callable:
    """Add --format, --lang, --bom and --ascii/--unicode."""
    function = bom_option(function)
    function = click.option(
        "--ascii/--unicode",
        "ascii_tiles",
        default=None,
        help="Draw tiles as text (1m 2m ...) or as Unicode tile glyphs. "
        "Default: glyphs on a terminal whose encoding has them, text otherwise.",
    )(function)
    function = lang_option(function)
    return click.option(
        "--format",
        "-f",
        "fmt",
        type=click.Choice(FORMATS, case_sensitive=False),
        default=None,
        help="Output format. Default: table when standard output is a terminal, json when it is piped or redirected.",
    )(function)
