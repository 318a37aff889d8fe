"""Reject win contexts that contradict themselves or the hand (notation.md, "What must be rejected").

Kept apart from the scorer so that ``score``, ``batch`` and ``waits`` refuse the same combinations
with the same sentences, naming the flags as the user types them.
"""

from gbmj_cli.core.errors import ContextError
from gbmj_cli.core.hand import Hand, MeldKind, WinContext
from gbmj_cli.core.tiles import NAMES, WINDS


def check_context(hand: Hand, ctx: WinContext) -> None:
    """Raise ContextError with one sentence if ``ctx`` cannot describe how ``hand`` was won.

    >>> from gbmj_cli.core.notation import parse_hand
    >>> check_context(parse_hand("[EEE1][123m]456p789s1p1p"), WinContext(self_drawn=True, seat="S"))
    >>> check_context(parse_hand("[EEE1][123m]456p789s1p1p"), WinContext(kong_draw=True))
    Traceback (most recent call last):
    ...
    gbmj_cli.core.errors.ContextError: --kong-draw needs --self-drawn: a kong's replacement tile is drawn
    """
    for flag, wind in (("--seat", ctx.seat), ("--round", ctx.round), ("--from", ctx.from_seat)):
        if wind is not None and wind not in WINDS:
            raise ContextError(f"{flag} takes a wind E, S, W or N, not {wind!r}")
    if not 0 <= ctx.flowers <= 8:
        raise ContextError(f"--flowers takes a count from 0 to 8, not {ctx.flowers}")
    if ctx.base < 1:
        raise ContextError(f"--base takes a whole number of at least 1, not {ctx.base}")
    if hand.flower_glyphs and ctx.flowers:
        glyphs = f"{hand.flower_glyphs} flower glyph{'s' if hand.flower_glyphs > 1 else ''}"
        raise ContextError(
            f"the hand shows {glyphs} and --flowers gives {ctx.flowers} more: count flowers one way only"
        )
    if ctx.kong_draw and ctx.robbing_kong:
        raise ContextError(
            "--kong-draw and --robbing-kong exclude each other: "
            "one wins on your own kong, the other on another player's"
        )
    if ctx.kong_draw and not ctx.self_drawn:
        raise ContextError("--kong-draw needs --self-drawn: a kong's replacement tile is drawn")
    if ctx.kong_draw and not any(m.kind is MeldKind.KONG for m in hand.melds):
        raise ContextError("--kong-draw needs a kong among the fixed sets, and this hand has none")
    winning = NAMES[hand.winning_tile]
    if ctx.robbing_kong:
        if ctx.self_drawn:
            raise ContextError(
                "--robbing-kong wins on another player's kong tile, so it cannot be --self-drawn"
            )
        held = hand.tiles + tuple(t for m in hand.melds for t in m.tiles)
        if hand.winning_tile in held:
            raise ContextError(
                f"--robbing-kong is impossible while you hold another {winning}: "
                "the other three are in the pung being promoted"
            )
    if ctx.fourth_tile and hand.winning_tile in hand.tiles:
        raise ContextError(
            f"--fourth-tile is impossible while you hold another {winning} among your concealed tiles"
        )
    if ctx.from_seat is not None:
        if ctx.self_drawn:
            raise ContextError(
                "--from names the player who discarded, but --self-drawn means no one did"
            )
        if ctx.from_seat == ctx.seat:
            raise ContextError(
                f"--from {ctx.from_seat} is your own seat (--seat {ctx.seat}): "
                "the winning tile must come from another player"
            )
