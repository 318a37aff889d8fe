"""``gbmj waits``: how far a 13-tile hand is from ready in each form, what it waits on, what each win scores."""

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

# Both ways of winning are scored, so the self-drawn/discard and payment flags do not apply.
WAITS_FIELDS = ("seat", "round", "flowers", "last_tile", "kong_draw", "robbing_kong", "fourth_tile", "rules")

SEEN_HELP = (
    "Tiles face up on the table that are not yours: discards (yours too) and the other players' "
    "sets, in hand notation; give it several times if you like. They lower the live counts, and "
    "a wait whose other three copies are visible scores 和绝张."
)


def seen_option(function):
    """``--seen TILES``, repeatable (advice.md §5.1)."""
    return click.option("--seen", "seen", metavar="TILES", multiple=True, help=SEEN_HELP)(function)


@click.command(cls=RecordingCommand)
@click.argument("hand", nargs=-1, required=True)
@context_options(WAITS_FIELDS)
@seen_option
@output_options
def waits(
    hand: tuple[str, ...], seen: tuple[str, ...], fmt: str | None, lang: str, ascii_tiles: bool | None, **flags
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
    from gbmj_cli.core.errors import GbmjError
    from gbmj_cli.core.notation import parse_waiting_hand
    from gbmj_cli.core.seen import parse_seen
    from gbmj_cli.core.tenpai import parsed_waits_record

    text = " ".join(hand)
    ctx = context_from(flags)
    try:
        parsed = parse_waiting_hand(text)
        record = parsed_waits_record(parsed, ctx, raw_input_text(), seen=parse_seen(seen))
    except GbmjError as error:
        raise rejected(error, getattr(error, "text", text)) from None
    fmt = resolve_format(fmt)
    if fmt == "table":
        from gbmj_cli.cli.advice_view import waits_view

        print_renderable(waits_view(record, parsed.melds, parsed.tiles, table_lang(lang), use_glyphs(ascii_tiles)))
    elif fmt == "csv":
        from gbmj_cli.records.analysis import WAITS_CSV_HEADER, waits_csv_rows

        echo_csv(list(WAITS_CSV_HEADER), waits_csv_rows(record))
    else:
        echo_json(record, fmt)
