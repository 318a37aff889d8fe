"""``gbmj score``: score one winning hand and print it as a table, JSON or CSV."""

from __future__ import annotations

from typing import Any

import click

from gbmj_cli.base.errors import GbmjError
from gbmj_cli.batch.line_options import CLAIM
from gbmj_cli.cli.errors import rejected
from gbmj_cli.cli.options import RecordingCommand, context_options, output_options, raw_input_text
from gbmj_cli.cli.output import emit, table_lang, use_glyphs
from gbmj_cli.cli.process import CLAIM_DIFFERS
from gbmj_cli.cli.reading import error_as_data, hand_and_context, hand_text, reading_options
from gbmj_cli.hands.notation import hand_of
from gbmj_cli.records import record
from gbmj_cli.scoring.explain import explain
from gbmj_cli.scoring.score import score as score_hand


@click.command(cls=RecordingCommand)
@click.argument("hand", nargs=-1, required=True)
@context_options()
@click.option(CLAIM.option, "claim_text", metavar=CLAIM.metavar, default=None, help=CLAIM.help)
@reading_options
@output_options
def score(
    hand: tuple[str, ...],
    fmt: str | None,
    lang: str,
    bom: bool,
    ascii_tiles: bool | None,
    notation: str,
    z_order: str | None,
    claim_text: str | None,
    **flags: Any,
) -> None:
    """Score the winning hand HAND (14 tiles; the last loose tile is the winning tile).

    \b
    Examples:
      gbmj score "[EEE1][123m]456p789s1p1p" --self-drawn --seat S --flowers 2
      gbmj score 1112345678999p9p --format json
      gbmj score "[EEE,1][123m,1]456p789s1p1p|ES1000|2"
      gbmj score W1 W2 W3 W4 W5 W6 W7 W8 W9 T2 T3 T4 F1 F1
      gbmj score "[EEE1][123m]456p789s1p1p" -z --seat S --claim "花龙 幺九刻 自摸"
      echo 1112345678999p9p | gbmj score - --self-drawn

    The hand may be written in gbmj's notation, as a tziakcha / GB-Mahjong string (whose context
    after '|' sets the win flags) or in Botzone codes; see --notation. The table shows the tiles,
    the reading used, the counted fans and the sets that make each, the excluded fans and what
    excluded them, the totals against the 8-fan minimum and who pays whom; with --claim, where
    the claim and the score part. Exit status 1 when the hand, the flags or the claim are
    rejected (a hand below the minimum is still scored, status 0); 3 when the claim differs
    from the score.
    """
    text = hand_text(hand, "score")
    input_text, offset = raw_input_text(text)
    try:
        parsed, ctx = hand_and_context(text, notation, z_order, flags, hand_of)
        result = explain(score_hand(parsed, ctx))
    except GbmjError as error:
        error_as_data(error, fmt, input_text, offset)
        raise rejected(error, text) from None
    check = None
    if claim_text is not None:
        # late: the claim modules cost 6-8 ms (-X importtime) that a score without --claim does not pay
        from gbmj_cli.records.claim import parse_claim
        from gbmj_cli.scoring.claim import check_claim

        try:
            check = check_claim(parse_claim(claim_text, result.profile), result)
        except GbmjError as error:
            error_as_data(error, fmt, input_text, None)
            raise rejected(error, None) from None

    def table() -> Any:
        # late: the Rich views cost about 25 ms (-X importtime) that JSON and CSV do not pay
        from gbmj_cli.cli import render

        view = render.score_view(result, lang=table_lang(lang), glyphs=use_glyphs(ascii_tiles))
        if check is None:
            return view
        # late, as render: Rich and the claim's view only for a table with --claim
        from rich.console import Group
        from rich.text import Text

        from gbmj_cli.cli.claim_view import claim_view

        return Group(view, Text(""), claim_view(check, result.profile, table_lang(lang)))

    emit(
        fmt, lambda: record.result_record(result, input_text, claim=check), table, lambda: record.fan_rows(result), bom
    )
    if check is not None and not check.matches:
        raise click.exceptions.Exit(CLAIM_DIFFERS)
