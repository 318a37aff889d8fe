"""The analysis of ``gbmj waits`` (docs/advice.md §8): a 13-tile hand, every form, every wait scored both ways.

Shared by ``gbmj waits`` and ``gbmj batch --waits``. The analysis is ``gbmj_cli.analysis.advice``'s:
the shanten and useful tiles of each form, live copies with ``--seen``, and the waits, taken from
the useful tiles of a ready hand and each scored by the scorer itself. A wait on a kind the player
holds four times needs a fifth copy: it is listed under ``held_waits`` and not scored. The record
of the result is built in ``gbmj_cli.records.analysis``, its table in ``gbmj_cli.cli.advice_view``.
"""

from dataclasses import dataclass

from gbmj_cli.analysis.advice import Analysis, analyse_waiting, check_waiting
from gbmj_cli.analysis.seen import NO_SEEN, Seen
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.hand import Meld
from gbmj_cli.hands.notation import ParsedTiles
from gbmj_cli.hands.tiles import format_tiles


@dataclass(frozen=True, slots=True)
class WaitsResult:
    """A waiting hand analysed: its sets and standing tiles, the context it was analysed in (with
    ``flowers``, the context's and the hand's flower tiles together), the tiles seen, the analysis."""

    melds: tuple[Meld, ...]
    tiles: tuple[int, ...]
    context: WinContext
    flowers: int
    seen: Seen
    analysis: Analysis

    @property
    def hand(self) -> str:
        """The hand in gbmj's notation: the sets as written, then the standing tiles in order."""
        return "".join(m.notation() for m in self.melds) + format_tiles(self.tiles)


def analyse_waits(parsed: ParsedTiles, ctx: WinContext, seen: Seen = NO_SEEN) -> WaitsResult:
    """Analyse a hand read by ``parse_waiting_hand`` (whose errors come first); raise a GbmjError when
    its flags or ``seen`` are rejected.

    >>> from gbmj_cli.hands.notation import parse_waiting_hand
    >>> from gbmj_cli.hands.tiles import NAMES
    >>> r = analyse_waits(parse_waiting_hand("1112345678999p"), WinContext())
    >>> r.hand, [NAMES[w.tile] for w in r.analysis.waits], r.analysis.waits[8].discard.total
    ('1112345678999p', ['1p', '2p', '3p', '4p', '5p', '6p', '7p', '8p', '9p'], 106)
    >>> a = analyse_waits(parse_waiting_hand("234m345s333pEEEE"), WinContext()).analysis
    >>> a.tenpai, a.shanten, a.waits, [NAMES[t] for t in a.held_waits]
    (False, 0, (), ['E'])
    """
    check_waiting(parsed, ctx, seen)
    analysis = analyse_waiting(parsed.melds, parsed.tiles, ctx, seen, parsed.flower_glyphs)
    return WaitsResult(parsed.melds, parsed.tiles, ctx, ctx.flowers + parsed.flower_glyphs, seen, analysis)
