"""The special forms: 七对, 连七对, 十三幺, 全不靠, 七星不靠, 组合龙 and 九莲宝灯 (docs/rules.md §4.11).

Each is a form of reading (``gbmj_cli.scoring.decompose.Form``); the fan of a form holds exactly when
the reading has that form. 全不靠 with all nine knitted tiles also holds 组合龙. The fans a form
combines with come from the other families and the profile's 不计 table.
"""

from collections.abc import Sequence

from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.decompose import PAIRS_FORMS, Form
from gbmj_cli.scoring.fans.occurrences import FanCounts, FanSets

_REGULAR = Form.REGULAR  # bound once: a member read from its Enum class costs a Python call on 3.11
_KNITTED_FORMS = (Form.HONORS_AND_KNITTED, Form.GREATER_HONORS_AND_KNITTED)


def seven_pairs(form: Form, numbered: int) -> bool:
    """七对: seven pairs, fully concealed (a set of four counts as two pairs)."""
    return form in PAIRS_FORMS


def seven_shifted_pairs(form: Form, numbered: int) -> bool:
    """连七对: seven consecutive pairs of one suit."""
    return form is Form.SEVEN_SHIFTED_PAIRS


def thirteen_orphans(form: Form, numbered: int) -> bool:
    """十三幺: one of each terminal and honour, plus a second copy of one of them."""
    return form is Form.THIRTEEN_ORPHANS


def lesser_honors_and_knitted_tiles(form: Form, numbered: int) -> bool:
    """全不靠: fourteen single tiles: honours and numbered tiles of one knitted pattern (147 258 369)."""
    return form in _KNITTED_FORMS


def greater_honors_and_knitted_tiles(form: Form, numbered: int) -> bool:
    """七星不靠: all seven honours, one each, and seven numbered tiles of one knitted pattern."""
    return form is Form.GREATER_HONORS_AND_KNITTED


def knitted_straight(form: Form, numbered: int) -> bool:
    """组合龙: 147, 258 and 369 in three suits, as a reading with a set and a pair, or in 全不靠 (nine tiles)."""
    return form is Form.KNITTED_STRAIGHT or (form is Form.HONORS_AND_KNITTED and numbered == 9)


def nine_gates(form: Form, numbered: int) -> bool:
    """九莲宝灯: 1112345678999 of one suit, fully concealed, completed by any tile of that suit."""
    return form is Form.NINE_GATES


FORM_FANS = (
    (Fan.SEVEN_PAIRS, seven_pairs),
    (Fan.SEVEN_SHIFTED_PAIRS, seven_shifted_pairs),
    (Fan.THIRTEEN_ORPHANS, thirteen_orphans),
    (Fan.LESSER_HONORS_AND_KNITTED_TILES, lesser_honors_and_knitted_tiles),
    (Fan.GREATER_HONORS_AND_KNITTED_TILES, greater_honors_and_knitted_tiles),
    (Fan.KNITTED_STRAIGHT, knitted_straight),
    (Fan.NINE_GATES, nine_gates),
)
DETECTS = tuple(fan for fan, _ in FORM_FANS)


def form_fans(form: Form, numbered: int) -> FanCounts:
    """The fans of a reading's form, given how many numbered tiles the hand holds.

    >>> form_fans(Form.HONORS_AND_KNITTED, numbered=9)
    ((<Fan.LESSER_HONORS_AND_KNITTED_TILES: 34>, 1), (<Fan.KNITTED_STRAIGHT: 35>, 1))
    """
    if form is _REGULAR:
        return ()
    return tuple((fan, 1) for fan, holds in FORM_FANS if holds(form, numbered))


def form_sets(found: FanCounts, form: Form, groups: Sequence[int]) -> FanSets:
    """The fans of ``form_fans`` with their sets: the groups of the form (the seven pairs, the one group
    of 14 tiles), given by position; beside a set and a pair, 组合龙 is its nine knitted tiles (the first)."""
    form_groups = (groups[0],) if form is Form.KNITTED_STRAIGHT else tuple(groups)
    return tuple((fan, (form_groups,)) for fan, _ in found)
