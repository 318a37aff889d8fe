"""``gbmj waits``: what a 13-tile hand waits on, and what each win would score."""

from __future__ import annotations

import click

from gbmj_cli.cli.commands.common import (
    RecordingCommand,
    context_from,
    context_options,
    echo_csv,
    echo_json,
    output_options,
    print_renderable,
    raw_input_text,
    rejected,
    resolve_format,
    table_lang,
    use_glyphs,
)
from gbmj_cli.cli.commands.reading import error_as_data, given_flags, read_options, reading_options

CSV_HEADER = ["tile", "left", "discard_total", "discard_meets_minimum", "self_drawn_total", "self_drawn_meets_minimum"]
# Both ways of winning are scored, so the self-drawn/discard and payment flags do not apply.
WAITS_FIELDS = ("seat", "round", "flowers", "last_tile", "kong_draw", "robbing_kong", "fourth_tile", "rules")


@click.command(cls=RecordingCommand)
@click.argument("hand", nargs=-1, required=True)
@context_options(WAITS_FIELDS)
@reading_options
@output_options
def waits(
    hand: tuple[str, ...], fmt: str | None, lang: str, ascii_tiles: bool | None, notation: str, z_order: str | None,
    **flags,
) -> None:
    """List every tile that completes the waiting hand HAND (13 tiles) and what each win scores.

    \b
    Example:
      gbmj waits 1112345678999p

    Each wait is scored won on a discard and self-drawn, with the other flags applied to both
    (--kong-draw leaves only the self-drawn win, --robbing-kong only the discard). `left` is 4
    minus the copies already in the hand. A hand that is not ready shows its shanten number.
    """
    from gbmj_cli.core.errors import GbmjError
    from gbmj_cli.core.notation import waiting_hand_of
    from gbmj_cli.core.notations.agreement import agree, hand_flags_for_waits
    from gbmj_cli.core.notations.read import read
    from gbmj_cli.core.tenpai import parsed_waits_record

    text = " ".join(hand)
    fmt = resolve_format(fmt)
    input_text, offset = raw_input_text(text)
    try:
        found = read(text, read_options(notation, z_order))
        parsed = waiting_hand_of(found.tiles)
        set_by_hand = hand_flags_for_waits(found.flags)
        given = given_flags(flags)
        agree(set_by_hand, given)
        ctx = context_from({**flags, **{name: value for name, value, _ in set_by_hand}, **given})
        record = parsed_waits_record(parsed, ctx, input_text)
    except GbmjError as error:
        error_as_data(error, fmt, input_text, offset)
        raise rejected(error, text) from None
    if fmt == "table":
        from gbmj_cli.cli import render

        view = render.waits_view(record, parsed.melds, parsed.tiles, table_lang(lang), use_glyphs(ascii_tiles))
        print_renderable(view)
    elif fmt == "csv":
        rows = []
        for w in record["waits"]:
            d, s = w["discard"] or {}, w["self_drawn"] or {}
            rows.append(
                [w["tile"], w["left"], d.get("total"), d.get("meets_minimum"), s.get("total"), s.get("meets_minimum")]
            )
        echo_csv(CSV_HEADER, rows)
    else:
        echo_json(record, fmt)
