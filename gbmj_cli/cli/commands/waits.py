"""``gbmj waits``: how far a 13-tile hand is from ready in each form, what it waits on, what each win scores."""

from __future__ import annotations

from typing import Any

import click

from gbmj_cli.analysis.seen import parse_seen
from gbmj_cli.analysis.tenpai import analyse_waits
from gbmj_cli.base.errors import GbmjError
from gbmj_cli.cli.errors import rejected
from gbmj_cli.cli.options import RecordingCommand, context_options, output_options, raw_input_text
from gbmj_cli.cli.output import emit, table_lang, use_glyphs
from gbmj_cli.cli.reading import error_as_data, hand_and_context, hand_text, reading_options, seen_option
from gbmj_cli.hands.context import FLAGS
from gbmj_cli.hands.notation import waiting_hand_of
from gbmj_cli.hands.notations.agreement import hand_flags_for_waits
from gbmj_cli.records.analysis import waits_record
from gbmj_cli.records.formats import waits_csv

# Both ways of winning are scored, so the self-drawn/discard and payment flags do not apply.
WAITS_FIELDS = tuple(flag.field for flag in FLAGS if flag.waits)


@click.command(cls=RecordingCommand)
@click.argument("hand", nargs=-1, required=True)
@context_options(WAITS_FIELDS)
@seen_option
@reading_options
@output_options
def waits(
    hand: tuple[str, ...],
    seen: tuple[str, ...],
    fmt: str | None,
    lang: str,
    bom: bool,
    ascii_tiles: bool | None,
    notation: str,
    z_order: str | None,
    **flags: Any,
) -> None:
    """Analyse the waiting hand HAND (13 tiles): shanten per form, useful tiles, and every wait scored.

    \b
    Examples:
      gbmj waits 1112345678999p
      gbmj waits 45666699m23456s --seen 777s

    For each form (4 sets + a pair, seven pairs, thirteen orphans, honors & knitted, knitted
    straight) the shanten and the tiles that bring it closer, with their live copies: 4 minus
    your own and those --seen on the table. When ready, each wait is scored won on a discard and
    self-drawn, with the other flags applied to both (--kong-draw leaves only the self-drawn win,
    --robbing-kong only the discard). A tile whose four copies you hold is no wait: it is listed
    as held (held_waits), never scored.
    """
    text = hand_text(hand, "waits")
    input_text, offset = raw_input_text(text)
    try:
        parsed, ctx = hand_and_context(text, notation, z_order, flags, waiting_hand_of, hand_flags_for_waits)
        result = analyse_waits(parsed, ctx, parse_seen(seen))
    except GbmjError as error:
        error_as_data(error, fmt, input_text, offset)
        raise rejected(error, getattr(error, "value", text)) from None

    def record() -> dict:
        return waits_record(result, input_text)

    def table() -> Any:
        # late: the view brings Rich, +35-40 ms at start (import click: 22 ms) that JSON and CSV do not pay
        from gbmj_cli.cli.advice_view import waits_view

        return waits_view(result, table_lang(lang), use_glyphs(ascii_tiles))

    emit(fmt, record, table, lambda: waits_csv(record()), bom)
