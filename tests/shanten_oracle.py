"""The reference's shanten, form by form: PyMahjongGB 1.4.0's five per-form functions, tests only.

Each takes the standing tiles alone, infers the fixed sets from their count and raises
``TypeError`` for a count its form does not take (seven pairs, thirteen orphans and honors &
knitted need 13 tiles, the knitted straight 13 or 10). ``MahjongShanten`` takes the packs too and
gives the minimum over the forms. ``MahjongGB`` is imported lazily, so collecting tests does not
need it.
"""

from handgen import NAMES, ORACLE_NAMES

# docs/advice.md §2's form names -> the reference's function names.
FUNCTIONS = {
    "regular": "RegularShanten",
    "seven_pairs": "SevenPairsShanten",
    "thirteen_orphans": "ThirteenOrphansShanten",
    "honors_and_knitted": "HonorsAndKnittedTilesShanten",
    "knitted_straight": "KnittedStraightShanten",
}
_OURS = dict(zip(ORACLE_NAMES, NAMES, strict=True))


def form_shanten(form: str, hand: tuple[str, ...]) -> tuple[int, frozenset[str]] | None:
    """(shanten, useful kinds in gbmj's names) of one form, or None when the reference refuses the size."""
    import MahjongGB

    try:
        shanten, useful = getattr(MahjongGB, FUNCTIONS[form])(hand)
    except TypeError:
        return None
    return shanten, frozenset(_OURS[t] for t in useful)


def mahjong_shanten(packs: tuple, hand: tuple[str, ...]) -> int:
    """The reference's overall shanten of the standing tiles beside the packs."""
    import MahjongGB

    return MahjongGB.MahjongShanten(pack=packs, hand=hand)
