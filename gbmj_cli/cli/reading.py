"""Click glue shared by the commands that read hands: ``--notation`` and ``--z``, flags given, errors as data.

The hand string may set win flags itself (the tziakcha context); the flags typed on the command line
must then agree with it, so the commands need to know which flags were typed, not only their values.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, TypeVar

import click
from click.core import ParameterSource

from gbmj_cli.base.errors import GbmjError, read_failed
from gbmj_cli.cli.lang import current_lang, say
from gbmj_cli.cli.options import context_from
from gbmj_cli.cli.output import echo_json, resolve_format
from gbmj_cli.hands.context import FLAGS, WinContext
from gbmj_cli.hands.notation import ParsedTiles
from gbmj_cli.hands.notations.agreement import agree
from gbmj_cli.hands.notations.read import NOTATION_CHOICES, Z_CHOICES, ReadOptions, read
from gbmj_cli.messages import Msg
from gbmj_cli.records.formats import Format


def reading_options(function: Callable) -> Callable:
    """Add --notation and --z, the way hand strings are read."""
    function = click.option(
        "--z",
        "z_order",
        type=click.Choice(Z_CHOICES, case_sensitive=False),
        default=None,
        help="Order of the z honours 5z-7z: tenhou (白发中) or mcr (中发白). 1z-4z are E S W N either way.",
    )(function)
    return click.option(
        "--notation",
        type=click.Choice(NOTATION_CHOICES, case_sensitive=False),
        default="auto",
        show_default=True,
        help="Notation of the hand: detected by default, or forced (gbmj, tziakcha / GB-Mahjong, botzone).",
    )(function)


MAX_HAND_BYTES = 64 * 1024
"""The most standard input may hold for one hand (``score -``): as much as a line of ``gbmj batch``."""


def hand_text(hand: tuple[str, ...], command: str) -> str:
    """The hand as typed: its words joined, or with ``-`` alone the one hand on standard input."""
    if hand != ("-",):
        return " ".join(hand)
    data = stdin_bytes(MAX_HAND_BYTES)
    if len(data) > MAX_HAND_BYTES:
        raise click.UsageError(say("cli.stdin_too_large", most=MAX_HAND_BYTES // 1024))
    text = data.decode("utf-8", errors="replace")
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not lines:
        raise click.UsageError(say("cli.stdin_empty"))
    if len(lines) > 1:
        raise click.UsageError(say("cli.stdin_one_hand", command=command))
    return lines[0]


def stdin_bytes(most: int) -> bytes:
    """Standard input's bytes, one more than ``most`` at the most (so that the caller can refuse more,
    and an endless input such as /dev/zero is not read whole); a closed or failing one is a StreamError."""
    if sys.stdin is None:
        raise read_failed(Msg("word.stdin"))
    try:
        return sys.stdin.buffer.read(most + 1)
    except OSError as error:
        raise read_failed(Msg("word.stdin"), error) from None


def read_options(notation: str, z_order: str | None) -> ReadOptions:
    return ReadOptions(None if notation == "auto" else notation, z_order)


def given_flags(values: dict[str, Any]) -> dict[str, Any]:
    """The win flags among ``values`` that were typed on the command line (not left at their defaults)."""
    ctx = click.get_current_context()
    fields = {flag.field for flag in FLAGS}
    return {
        name: value
        for name, value in values.items()
        if name in fields and ctx.get_parameter_source(name) not in (ParameterSource.DEFAULT, None)
    }


Counted = TypeVar("Counted")
HandFlags = tuple[tuple[str, object, int], ...]


def hand_and_context(
    text: str,
    notation: str,
    z_order: str | None,
    flags: dict[str, Any],
    count: Callable[[ParsedTiles], Counted],
    own: Callable[[HandFlags], HandFlags] | None = None,
) -> tuple[Counted, WinContext]:
    """Read the hand ``text`` with ``--notation`` and ``--z``, check its tile count with ``count``
    (``hand_of``, ``waiting_hand_of``, ``drawn_hand_of``), and make its win context from the flags
    typed, which must agree with those the hand string sets (``own`` keeps the ones the command takes).

    Raises GbmjError: the hand's errors come first, then the flags'.
    """
    found = read(text, read_options(notation, z_order))
    hand = count(found.tiles)
    set_by_hand = found.flags if own is None else own(found.flags)
    given = given_flags(flags)
    agree(set_by_hand, given)
    return hand, context_from({**flags, **{name: value for name, value, _ in set_by_hand}, **given})


def error_as_data(error: GbmjError, fmt: str | None, input_text: str, offset: int | None) -> None:
    """With --format json or ndjson, print the error record of a rejected hand on standard output.

    The record is the one ``gbmj batch`` gives for the line ``input_text``; ``offset`` is where the
    hand stands in it (None when unknown: the record then has no ``position``).
    """
    # late: records.record brings the scorer, about 15 ms (-X importtime) that gbmj convert does not need
    from gbmj_cli.records.record import error_record

    if fmt is not None and fmt.lower() not in ("json", "ndjson"):
        return  # a table, CSV, or the plain text of gbmj convert
    shown = resolve_format(fmt)
    if shown not in (Format.JSON, Format.NDJSON):
        return

    position = None if error.position is None or offset is None else error.position + offset
    # An argument that was not valid UTF-8 holds lone surrogates, which no output can encode.
    text = input_text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    echo_json(error_record(error.msg, error.kind, text, None, position, current_lang().text), shown)


SEEN_HELP = (
    "Tiles face up on the table that are not yours: discards (yours too) and the other players' "
    "sets, in hand notation; give it several times if you like. They lower the live counts, and "
    "a wait whose other three copies are visible scores 和绝张."
)


def seen_option(function: Callable) -> Callable:
    """``--seen TILES``, repeatable (docs/advice.md §5.1)."""
    seen = click.option("--seen", "seen", metavar="TILES", multiple=True, callback=not_an_option, help=SEEN_HELP)
    return seen(function)


def not_an_option(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    """Refuse, as a usage error, a value of a free-text option that is the name of an option.

    Click gives such an option whatever word follows it: ``--seen --round W`` would take ``--round``
    for the tiles seen and ``W`` for a word of the hand, and reject the hand with a sentence about
    ``-``. A word that begins with ``--``, or with a short option of the command (``-f``), is taken for
    an option whose value was left out. (A repeatable option's value is a tuple: each is looked at.)
    """
    shorts = {
        name
        for option in ctx.command.params
        if isinstance(option, click.Option)
        for name in (*option.opts, *option.secondary_opts)
        if name[:1] == "-" and name[:2] != "--"
    }
    for word in value if isinstance(value, tuple) else (value,):
        if isinstance(word, str) and (word[:2] == "--" or word[:2] in shorts):
            raise click.UsageError(say("cli.option_needs_value", option=param.opts[0], word=word), ctx)
    return value
