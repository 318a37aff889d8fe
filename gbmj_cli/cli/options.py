"""The options the commands share: the win flags, the rule profile, and the output options.

The win-flag options are built from ``gbmj_cli.core.context.FLAGS``, the one declaration that batch
lines read too, so a flag added there appears on every command line with its range checks.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import click

from gbmj_cli.batch.line_options import LINE_OPTIONS
from gbmj_cli.cli.errors import InputRejected
from gbmj_cli.core.context import FLAGS, WIND_CHOICES, Flag, FlagKind, WinContext
from gbmj_cli.core.profile import BUILTIN

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


def raw_input_text() -> str:
    """The hand and win flags as given, joined by spaces (output.md, ``input``).

    Output options are left out, so that the ``input`` of a record is a line ``gbmj batch`` takes;
    the value of a line option (``--claim "花龙 自摸"``) is quoted where it needs it, so that it stays
    one word of that line.
    """
    kept: list[str] = []
    args = iter(click.get_current_context().meta.get("gbmj.args", ()))
    for arg in args:
        name, equals, value = arg.partition("=")
        if name in _TEXT_OPTIONS:
            kept.append(f"{name}={_word(value)}" if equals else f"{name} {_word(next(args, ''))}")
        elif name not in _OUTPUT_ONLY:
            kept.append(arg)
        elif _OUTPUT_ONLY[name] and not equals:
            next(args, None)
    return " ".join(kept)


_TEXT_OPTIONS = {option.option for option in LINE_OPTIONS}


def _word(value: str) -> str:
    """A value as one word of a batch line: quoted as a shell would read it, where it has to be."""
    import shlex

    return value if value and not any(ch.isspace() or ch in "'\"\\#" for ch in value) else shlex.quote(value)


class WindType(click.ParamType):
    """A wind letter E, S, W or N, in either case; returned upper case."""

    name = "wind"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        text = str(value).upper()
        if text in WIND_CHOICES:
            return text
        self.fail(f"{value!r} is not a wind: use E, S, W or N (either case)", param, ctx)


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


def _profile_options(flag: Flag, default: Any) -> Callable:
    """--rules NAME (a built-in, any case) and --rules-file FILE, which exclude each other."""

    def decorate(function: Callable) -> Callable:
        function = click.option(
            "--rules-file",
            RULES_FILE,
            type=click.Path(dir_okay=True, allow_dash=False),
            default=None,
            metavar="FILE",
            help="score under the rule profile of this rules file (profiles.md)",
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


def rules_from(values: dict[str, Any]) -> Any:
    """The rule profile the options name: --rules (any case), else the profile of --rules-file.

    Both together are a usage error (status 2); a rules file that cannot be loaded is rejected with
    its one sentence (status 1).
    """
    rules_file = values.pop(RULES_FILE, None)
    rules = values.get("rules")
    if rules_file is None:
        return None if rules is None else rules.lower()
    source = click.get_current_context().get_parameter_source("rules")
    if source is click.core.ParameterSource.COMMANDLINE:
        raise click.UsageError("--rules and --rules-file exclude each other: give one of them")
    from gbmj_cli.core.errors import GbmjError
    from gbmj_cli.profiles import load

    try:
        return load(rules_file)
    except GbmjError as error:
        raise InputRejected(error.message) from None


def context_from(values: dict[str, Any]) -> WinContext:
    """Build the WinContext from the option values of the FLAGS options."""
    rules = rules_from(values)
    if rules is not None:
        values["rules"] = rules
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
