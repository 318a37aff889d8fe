"""What the words of a Botzone log mean: tile codes, and the judge's names of the fans.

Tile codes are those of ``gbmj_cli.hands.notations.botzone``: ``W1``-``W9`` 万, ``T1``-``T9`` 条,
``B1``-``B9`` 饼, ``F1``-``F4`` 东南西北, ``J1``-``J3`` 中发白 (no flowers in these logs). The judge
names its fans in Chinese, as its calculator's table does; every name but one is the name the
``1998`` profile prints, and 嵌张 is the 坎张 (closed wait) of the 1998 rules. The reference
calculator's own spellings of the three wait fans (独听・边张 ...) are read too.
"""

from gbmj_cli.hands.tiles import FIRST_DRAGON, FIRST_HONOR
from gbmj_cli.scoring.catalog import Fan

CODES: dict[str, int] = {
    **{
        f"{letter}{rank}": first + rank - 1
        for letter, first in (("W", 0), ("T", 9), ("B", 18))
        for rank in range(1, 10)
    },
    **{f"F{n}": FIRST_HONOR + n - 1 for n in range(1, 5)},
    **{f"J{n}": FIRST_DRAGON + n - 1 for n in range(1, 4)},
}
"""Each tile code's tile (``gbmj_cli.hands.tiles``)."""

CODE_OF: tuple[str, ...] = tuple(sorted(CODES, key=CODES.__getitem__))
"""Each tile's code, by tile."""

WINDS = "ESWN"
"""Seat and prevalent wind by number: the judge passes both to its calculator as they are, 0 = East."""

OTHER_NAMES: dict[str, Fan] = {
    "嵌张": Fan.CLOSED_WAIT,
    "独听・边张": Fan.EDGE_WAIT,
    "独听・嵌张": Fan.CLOSED_WAIT,
    "独听・单钓": Fan.SINGLE_WAIT,
    "明暗杠": Fan.CONCEALED_KONG_AND_MELDED_KONG,
}
"""The judge's and the reference's names that the ``1998`` profile does not print."""


def fan_names(rows: dict[Fan, str]) -> dict[str, Fan]:
    """Each name a log may give a fan: the 1998 profile's Chinese names (``rows``), and ``OTHER_NAMES``."""
    return {**{name: fan for fan, name in rows.items()}, **OTHER_NAMES}
