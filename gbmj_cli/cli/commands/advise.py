"""``gbmj advise``: what each discard of a 14-tile hand leaves, aware of the 8-fan minimum."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from gbmj_cli.analysis.advice import WALL_MAX, drawn_hand_of
from gbmj_cli.analysis.advice import advise as advise_hand
from gbmj_cli.analysis.seen import parse_seen
from gbmj_cli.base.errors import GbmjError
from gbmj_cli.cli.errors import rejected
from gbmj_cli.cli.options import RecordingCommand, context_options, output_options, raw_input_text
from gbmj_cli.cli.output import emit, table_lang, use_glyphs
from gbmj_cli.cli.reading import HandFlags, error_as_data, hand_and_context, hand_text, reading_options, seen_option
from gbmj_cli.records.analysis import advise_record
from gbmj_cli.records.formats import ADVISE_CSV_HEADER, advise_csv_rows

# The win row is self-drawn, the last-tile and 和绝张 fans come from --wall and --seen.
ADVISE_FIELDS = ("seat", "round", "flowers", "rules")
WALL_HELP = (
    "Tiles left in the wall after your draw. 0: the tile you drew was the last (妙手回春 for the win, "
    "no win after a discard); 1: the next tile is the last (海底捞月 / 妙手回春 on every wait)."
)


def advise_flags(set_by_hand: HandFlags) -> HandFlags:
    """The flags a hand string sets that ``gbmj advise`` takes (``ADVISE_FIELDS``)."""
    return tuple(flag for flag in set_by_hand if flag[0] in ADVISE_FIELDS)


def wall_option(function: Callable) -> Callable:
    """``--wall N`` (docs/advice.md §7)."""
    return click.option("--wall", type=click.IntRange(0, WALL_MAX), default=None, metavar="N", help=WALL_HELP)(function)


@click.command(cls=RecordingCommand)
@click.argument("hand", nargs=-1, required=True)
@context_options(ADVISE_FIELDS)
@seen_option
@wall_option
@click.option("--all", "all_rows", is_flag=True, help="Show every discard, not only the best group.")
@reading_options
@output_options
def advise(
    hand: tuple[str, ...],
    seen: tuple[str, ...],
    wall: int | None,
    all_rows: bool,
    fmt: str | None,
    lang: str,
    bom: bool,
    ascii_tiles: bool | None,
    notation: str,
    z_order: str | None,
    **flags: Any,
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
    text = hand_text(hand, "advise")
    input_text, offset = raw_input_text(text, view_only=frozenset({"--all"}))
    try:
        parsed, ctx = hand_and_context(text, notation, z_order, flags, drawn_hand_of, advise_flags)
        advice = advise_hand(parsed, ctx, parse_seen(seen), wall)
    except GbmjError as error:
        error_as_data(error, fmt, input_text, offset)
        raise rejected(error, getattr(error, "value", text)) from None

    def record() -> dict:
        return advise_record(advice, input_text, all_rows=all_rows)

    def table() -> Any:
        # late: the view brings Rich, +35-40 ms at start (import click: 22 ms) that JSON and CSV do not pay
        from gbmj_cli.cli.advice_view import advise_view

        return advise_view(advice, all_rows, table_lang(lang), use_glyphs(ascii_tiles))

    emit(fmt, record, table, lambda: (list(ADVISE_CSV_HEADER), advise_csv_rows(record())), bom)
