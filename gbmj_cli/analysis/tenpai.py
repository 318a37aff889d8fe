"""The waits record (output.md, advice.md §8) of a 13-tile hand: every form, every wait scored both ways.

Shared by ``gbmj waits`` and ``gbmj batch --waits``. The analysis is ``gbmj_cli.analysis.advice``'s:
the shanten and useful tiles of each form, live copies with ``--seen``, and the waits, taken from
the useful tiles of a ready hand and each scored by the scorer itself. A wait on a kind the player
holds four times needs a fifth copy: it is listed under ``held_waits`` and not scored.
"""

from gbmj_cli.analysis.advice import analyse_waiting, check_waiting
from gbmj_cli.analysis.seen import NO_SEEN, Seen
from gbmj_cli.hands.context import WinContext, context_record
from gbmj_cli.hands.notation import ParsedTiles, parse_waiting_hand
from gbmj_cli.hands.tiles import format_tiles
from gbmj_cli.records.analysis import forms_field, summary_fields, wait_entry
from gbmj_cli.scoring.score import profile_of


def waits_record(
    text: str, ctx: WinContext, input_text: str | None = None, line: int | None = None, seen: Seen = NO_SEEN
) -> dict:
    """Analyse the waiting hand ``text``; raise a GbmjError when it, its flags or ``seen`` are rejected.

    >>> r = waits_record("1112345678999p", WinContext())
    >>> [w["tile"] for w in r["waits"]], r["waits"][8]["discard"]["total"]
    (['1p', '2p', '3p', '4p', '5p', '6p', '7p', '8p', '9p'], 106)
    >>> r = waits_record("234m345s333pEEEE", WinContext())
    >>> r["tenpai"], r["shanten"], r["waits"], r["held_waits"]
    (False, 0, [], ['E'])
    """
    return parsed_waits_record(parse_waiting_hand(text), ctx, text if input_text is None else input_text, line, seen)


def parsed_waits_record(
    parsed: ParsedTiles, ctx: WinContext, input_text: str, line: int | None = None, seen: Seen = NO_SEEN
) -> dict:
    """The waits record of a hand already read by ``parse_waiting_hand`` (whose errors come first)."""
    check_waiting(parsed, ctx, seen)
    analysis = analyse_waiting(parsed.melds, parsed.tiles, ctx, seen, parsed.flower_glyphs)
    hand_text = "".join(m.notation() for m in parsed.melds) + format_tiles(parsed.tiles)
    record: dict = {} if line is None else {"line": line}
    record.update(
        {
            "input": input_text,
            "hand": hand_text,
            "rules": profile_of(ctx.rules).name,
            "context": {**context_record(ctx, ctx.flowers + parsed.flower_glyphs, waits=True), "seen": seen.text},
            "tenpai": analysis.tenpai,
            "shanten": analysis.shanten,
            "waits": [wait_entry(w) for w in analysis.waits],
            **summary_fields(analysis),
            "forms": forms_field(analysis),
        }
    )
    return record
