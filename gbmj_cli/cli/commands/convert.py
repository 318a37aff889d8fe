"""``gbmj convert``: write a hand and its win flags in another notation (gbmj, tziakcha, Botzone, tile glyphs)."""

from __future__ import annotations

from typing import Any

import click

from gbmj_cli.base.errors import GbmjError
from gbmj_cli.cli.errors import rejected
from gbmj_cli.cli.lang import lang_option
from gbmj_cli.cli.options import RecordingCommand, context_options, raw_input_text
from gbmj_cli.cli.output import echo_json, resolve_format
from gbmj_cli.cli.reading import error_as_data, given_flags, hand_text, read_options, reading_options
from gbmj_cli.hands.notations.convert import convert as convert_hand
from gbmj_cli.hands.notations.read import detect
from gbmj_cli.hands.notations.write import TARGETS


@click.command(cls=RecordingCommand)
@click.argument("hand", nargs=-1, required=True)
@click.option(
    "--to",
    "to",
    type=click.Choice(TARGETS, case_sensitive=False),
    required=True,
    help="The notation to write the hand in.",
)
@context_options(unset=True)
@reading_options
@click.option(
    "--format",
    "-f",
    "fmt",
    type=click.Choice(("text", "json", "ndjson"), case_sensitive=False),
    default="text",
    show_default=True,
    help="text: the line alone; json / ndjson: a record with the input and the notations.",
)
@lang_option
def convert(
    hand: tuple[str, ...], to: str, notation: str, z_order: str | None, fmt: str, lang: str, **flags: Any
) -> None:
    """Write the hand HAND (and the win flags given) in the notation --to.

    \b
    Examples:
      gbmj convert "[EEE1][123m]456p789s1p1p" --self-drawn --seat S --to tziakcha
      gbmj convert "[EEE,1][123m]456p789s1p1p|ES1000|2" --to botzone

    The result is one line that `gbmj batch` reads back to the same hand and flags: the hand in
    the new notation, then the flags that notation cannot hold, as gbmj flags. A winning hand
    keeps its winning tile last; a waiting hand (one tile fewer) is converted too. Exit status 1
    when the hand cannot be read.
    """
    text = hand_text(hand, "convert")
    options = read_options(notation, z_order)
    input_text, offset = raw_input_text(text)
    try:
        line = convert_hand(text, to, options, given_flags(flags))
    except GbmjError as error:
        error_as_data(error, fmt, input_text, offset)
        raise rejected(error, text) from None
    if fmt == "text":
        click.echo(line)
    else:
        data = {"input": input_text, "notation": options.notation or detect(text), "to": to, "output": line}
        echo_json(data, resolve_format(fmt))
