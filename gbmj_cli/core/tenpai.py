"""The waits record (output.md) of a 13-tile hand: every completing tile, scored both ways.

Shared by ``gbmj waits`` and ``gbmj batch --waits``. Each of the 34 tile kinds is tried as the
winning tile through the scorer itself, so every form the scorer knows (七对, 十三幺, 全不靠, 组合龙,
...) is a wait here too; the shanten number is only computed when there is no wait.
"""

import dataclasses

from gbmj_cli.core.context import WinContext, check_context, context_record
from gbmj_cli.core.decompose import counts_of
from gbmj_cli.core.errors import ContextError, NotWinningError
from gbmj_cli.core.hand import Hand
from gbmj_cli.core.notation import ParsedTiles, parse_waiting_hand
from gbmj_cli.core.scoring import ScoreResult, profile_of, score
from gbmj_cli.core.shanten import shanten
from gbmj_cli.core.tiles import N_KINDS, NAMES, format_tiles
from gbmj_cli.records.record import excluded_entries, fan_entry


def waits_record(text: str, ctx: WinContext, input_text: str | None = None, line: int | None = None) -> dict:
    """Analyse the waiting hand ``text``; raise a GbmjError when it or its flags are rejected.

    >>> r = waits_record("1112345678999p", WinContext())
    >>> [w["tile"] for w in r["waits"]], r["waits"][8]["discard"]["total"]
    (['1p', '2p', '3p', '4p', '5p', '6p', '7p', '8p', '9p'], 106)
    """
    return parsed_waits_record(parse_waiting_hand(text), ctx, text if input_text is None else input_text, line)


def parsed_waits_record(parsed: ParsedTiles, ctx: WinContext, input_text: str, line: int | None = None) -> dict:
    """The waits record of a hand already read by ``parse_waiting_hand`` (whose errors come first)."""
    held = counts_of([*parsed.tiles, *(t for m in parsed.melds for t in m.tiles)])
    # Contradictions that do not depend on the winning tile (checked with a tile the hand lacks).
    free = held.index(0)
    check_context(
        Hand(parsed.melds, parsed.tiles, free, parsed.flower_glyphs), dataclasses.replace(ctx, self_drawn=ctx.kong_draw)
    )
    plain = WinContext(seat=ctx.seat, round=ctx.round, rules=ctx.rules)
    discard_ctx = dataclasses.replace(ctx, self_drawn=False)
    drawn_ctx = dataclasses.replace(ctx, self_drawn=True)
    waits = []
    for tile in range(N_KINDS):
        hand = Hand(parsed.melds, parsed.tiles, tile, parsed.flower_glyphs)
        try:
            score(hand, plain)
        except NotWinningError:
            continue
        discard = None if ctx.kong_draw else _try(hand, discard_ctx)
        drawn = None if ctx.robbing_kong else _try(hand, drawn_ctx)
        waits.append(
            {
                "tile": NAMES[tile],
                "left": max(0, 4 - held[tile]),
                "discard": _variant(discard),
                "self_drawn": _variant(drawn),
            }
        )
    hand_text = "".join(m.notation() for m in parsed.melds) + format_tiles(parsed.tiles)
    record: dict = {} if line is None else {"line": line}
    record.update(
        {
            "input": input_text,
            "hand": hand_text,
            "rules": profile_of(ctx.rules).name,
            "context": context_record(ctx, ctx.flowers + parsed.flower_glyphs, waits=True),
            "tenpai": bool(waits),
            "shanten": 0 if waits else max(1, shanten(tuple(counts_of(parsed.tiles)), len(parsed.melds))),
            "waits": waits,
        }
    )
    return record


def _variant(result: ScoreResult | None) -> dict | None:
    """One way of winning on a wait: totals and fans, as output.md's ``discard`` / ``self_drawn``."""
    if result is None:
        return None
    return {
        "fan_total": result.fan_total,
        "total": result.total,
        "meets_minimum": result.meets_minimum,
        "fans": [fan_entry(result.profile, f) for f in result.fans],
        "excluded": excluded_entries(result.profile, result.excluded),
    }


def _try(hand: Hand, ctx: WinContext) -> ScoreResult | None:
    """Score one variant, or None when the flags make it impossible for this winning tile."""
    try:
        return score(hand, ctx)
    except ContextError:
        return None
