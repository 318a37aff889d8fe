"""``gbmj advise``: what each discard of a 14-tile hand leaves, aware of the 8-fan minimum."""

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
from gbmj_cli.cli.commands.waits import seen_option

# The win row is self-drawn, the last-tile and 和绝张 fans come from --wall and --seen.
ADVISE_FIELDS = ("seat", "round", "flowers", "rules")
WALL_HELP = (
    "Tiles left in the wall after your draw. 0: the tile you drew was the last (妙手回春 for the win, "
    "no win after a discard); 1: the next tile is the last (海底捞月 / 妙手回春 on every wait)."
)


def wall_option(function):
    """``--wall N`` (advice.md §7)."""
    from gbmj_cli.core.advice import WALL_MAX

    return click.option("--wall", type=click.IntRange(0, WALL_MAX), default=None, metavar="N", help=WALL_HELP)(function)


@click.command(cls=RecordingCommand)
@click.argument("hand", nargs=-1, required=True)
@context_options(ADVISE_FIELDS)
@seen_option
@wall_option
@click.option("--all", "all_rows", is_flag=True, help="Show every discard, not only the best group.")
@output_options
def advise(
    hand: tuple[str, ...],
    seen: tuple[str, ...],
    wall: int | None,
    all_rows: bool,
    fmt: str | None,
    lang: str,
    ascii_tiles: bool | None,
    **flags,
) -> None:
    """Rank the discards of HAND: your 13 tiles and, written last, the tile just drawn (14 tiles).

    \b
    Examples:
      gbmj advise 123m456m789s234p5p5p
      gbmj advise 45666699m23456s7s --seen 77s --wall 20

    One row per distinct discard: its shanten and best forms, the useful tiles with their live
    copies and, when ready, every wait with its discard and self-drawn fan totals and the live
    copies that win legally (8 fans or more) either way. Rows are sorted by live tiles, shanten,
    legal outs on a discard, legal outs self-drawn, live copies, kinds, then tile. By default only
    the best group shows (--all shows every discard). When the 14 tiles already win, their
    self-drawn score comes first.
    """
    from gbmj_cli.core.advice import advise as advise_hand
    from gbmj_cli.core.advice import parse_drawn_hand
    from gbmj_cli.core.errors import GbmjError
    from gbmj_cli.core.seen import parse_seen
    from gbmj_cli.records.analysis import advise_record

    text = " ".join(hand)
    ctx = context_from(flags)
    try:
        parsed = parse_drawn_hand(text)
        advice = advise_hand(parsed, ctx, parse_seen(seen), wall)
    except GbmjError as error:
        raise rejected(error, getattr(error, "text", text)) from None
    record = advise_record(advice, raw_input_text({"--all": False}), all_rows=all_rows)
    fmt = resolve_format(fmt)
    if fmt == "table":
        from gbmj_cli.cli.advice_view import advise_view

        print_renderable(advise_view(record, advice.hand, table_lang(lang), use_glyphs(ascii_tiles)))
    elif fmt == "csv":
        from gbmj_cli.records.analysis import ADVISE_CSV_HEADER, advise_csv_rows

        echo_csv(list(ADVISE_CSV_HEADER), advise_csv_rows(record))
    else:
        echo_json(record, fmt)
