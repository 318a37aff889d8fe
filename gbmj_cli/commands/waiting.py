"""The waits record (output.md) of a 13-tile hand: every completing tile, scored both ways.

Free of click and rich, so that ``gbmj batch --waits`` can build the same record. Each of the 34
tile kinds is tried as the winning tile through the scorer itself, so every form the scorer knows
(七对, 十三幺, 全不靠, 组合龙, ...) is a wait here too; ``shanten`` is only computed when none is.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache

from gbmj_cli.context import check_context
from gbmj_cli.errors import ContextError, NotWinningError
from gbmj_cli.fans.catalog import FANS
from gbmj_cli.hand import Hand, WinContext
from gbmj_cli.notation import parse_waiting_hand
from gbmj_cli.record import fan_entry
from gbmj_cli.scoring import ScoreResult, score
from gbmj_cli.tiles import FIRST_HONOR, N_KINDS, NAMES, format_tiles, is_terminal_or_honor

# The six knitted patterns: which suit holds 147, 258 and 369.
_KNITTED = tuple(
    frozenset(suit * 9 + start + 3 * k for suit, start in zip(order, (0, 1, 2), strict=True) for k in range(3))
    for order in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
)


def variant(result: ScoreResult | None) -> dict | None:
    """One way of winning on a wait: totals and fans, as output.md's ``discard`` / ``self_drawn``."""
    if result is None:
        return None
    return {
        "fan_total": result.fan_total,
        "total": result.total,
        "meets_minimum": result.meets_minimum,
        "fans": [fan_entry(f.id, f.count) for f in result.fans],
        "excluded": [
            {"id": e.id, "name": FANS[e.id].zh, "name_en": FANS[e.id].en, "count": e.count, "by": list(e.by)}
            for e in result.excluded
        ],
    }


def _try(hand: Hand, ctx: WinContext) -> ScoreResult | None:
    """Score one variant, or None when the flags make it impossible for this winning tile."""
    try:
        return score(hand, ctx)
    except ContextError:
        return None


def waits_record(text: str, ctx: WinContext, input_text: str | None = None, line: int | None = None) -> dict:
    """Analyse a waiting hand; raise a GbmjError when it or its flags are rejected.

    >>> r = waits_record("1112345678999p", WinContext())
    >>> [w["tile"] for w in r["waits"]], r["waits"][8]["discard"]["total"]
    (['1p', '2p', '3p', '4p', '5p', '6p', '7p', '8p', '9p'], 106)
    """
    parsed = parse_waiting_hand(text)
    held = [0] * N_KINDS
    for t in parsed.tiles:
        held[t] += 1
    for m in parsed.melds:
        for t in m.tiles:
            held[t] += 1
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
                "discard": variant(discard),
                "self_drawn": variant(drawn),
            }
        )
    hand_text = "".join(m.notation() for m in parsed.melds) + format_tiles(parsed.tiles)
    record: dict = {} if line is None else {"line": line}
    record.update(
        {
            "input": text if input_text is None else input_text,
            "hand": hand_text,
            "rules": ctx.rules,
            "context": {
                "seat": ctx.seat,
                "round": ctx.round,
                "flowers": ctx.flowers + parsed.flower_glyphs,
                "last_tile": ctx.last_tile,
                "kong_draw": ctx.kong_draw,
                "robbing_kong": ctx.robbing_kong,
                "fourth_tile": ctx.fourth_tile,
            },
            "tenpai": bool(waits),
            "shanten": 0 if waits else max(1, shanten(tuple(held_loose(parsed.tiles)), len(parsed.melds))),
            "waits": waits,
        }
    )
    return record


def held_loose(tiles) -> list[int]:
    """Count each tile kind among ``tiles``."""
    counts = [0] * N_KINDS
    for t in tiles:
        counts[t] += 1
    return counts


def shanten(counts: tuple[int, ...], melds: int) -> int:
    """How many tiles from ready the concealed ``counts`` are, beside ``melds`` fixed sets.

    0 is ready (tenpai). The minimum over the regular form and, where the sets allow them,
    七对, 十三幺, 全不靠 and 组合龙 + set + pair.

    >>> from gbmj_cli.notation import parse_tiles
    >>> shanten(tuple(held_loose(parse_tiles("1112345678999p").tiles)), 0)
    0
    >>> shanten(tuple(held_loose(parse_tiles("159m159s159pESWN").tiles)), 0)  # 十三幺: 10 kinds, no pair
    3
    """
    best = _regular(counts, 4 - melds)
    if melds == 0:
        pairs = sum(1 for c in counts if c >= 2)
        kinds = sum(1 for c in counts if c)
        best = min(best, 6 - pairs + max(0, 7 - kinds))
        orphans = [c for t, c in enumerate(counts) if is_terminal_or_honor(t)]
        best = min(best, 13 - sum(1 for c in orphans if c) - (1 if any(c >= 2 for c in orphans) else 0))
        honours = sum(1 for t in range(FIRST_HONOR, N_KINDS) if counts[t])
        for pattern in _KNITTED:
            best = min(best, 13 - honours - sum(1 for t in pattern if counts[t]))
    if melds <= 1:
        for pattern in _KNITTED:
            rest = list(counts)
            missing = 0
            for t in pattern:
                if rest[t]:
                    rest[t] -= 1
                else:
                    missing += 1
            best = min(best, missing + _regular(tuple(rest), 1 - melds))
    return best


@lru_cache(maxsize=4096)
def _regular(counts: tuple[int, ...], need: int) -> int:
    """Shanten of ``counts`` towards ``need`` more sets and a pair (fixed sets already complete)."""
    work = list(counts)
    best = [2 * need]

    def walk(i: int, sets: int, partial: int, pair: int) -> None:
        while i < N_KINDS and not work[i]:
            i += 1
        if i == N_KINDS:
            used_partial = min(partial, need - min(sets, need))
            value = 2 * need - 2 * min(sets, need) - used_partial - pair
            if value < best[0]:
                best[0] = value
            return
        numbered = i < FIRST_HONOR
        rank = i % 9
        if work[i] >= 3:
            work[i] -= 3
            walk(i, sets + 1, partial, pair)
            work[i] += 3
        if numbered and rank <= 6 and work[i + 1] and work[i + 2]:
            work[i] -= 1
            work[i + 1] -= 1
            work[i + 2] -= 1
            walk(i, sets + 1, partial, pair)
            work[i] += 1
            work[i + 1] += 1
            work[i + 2] += 1
        if work[i] >= 2:
            work[i] -= 2
            if not pair:
                walk(i, sets, partial, 1)
            walk(i, sets, partial + 1, pair)
            work[i] += 2
        if numbered and rank <= 7 and work[i + 1]:
            work[i] -= 1
            work[i + 1] -= 1
            walk(i, sets, partial + 1, pair)
            work[i] += 1
            work[i + 1] += 1
        if numbered and rank <= 6 and work[i + 2]:
            work[i] -= 1
            work[i + 2] -= 1
            walk(i, sets, partial + 1, pair)
            work[i] += 1
            work[i + 2] += 1
        work[i] -= 1
        walk(i, sets, partial, pair)
        work[i] += 1

    walk(0, 0, 0, 0)
    return best[0]
