"""The test oracle: the reference calculator PyMahjongGB 1.4.0 (``import MahjongGB``), tests only.

docs/rules.md makes its fans and totals the definition of "correct" (profile ``mil``); the scoring core
must never import it. This module turns its answer into official fan numbers so that tests can
compare it with ours. ``MahjongGB`` is imported lazily, so collecting the tests does not need it.

On bad input the reference raises ``TypeError`` whose message is a code: ``ERROR_NOT_WIN``,
``ERROR_WRONG_TILES_COUNT``, or (spelled so) ``ERROE_WRONG_TILE_CODE``, ``ERROE_WRONG_PACK_CODE``,
``ERROE_WRONG_OFFER_CODE``. It does not reject a fifth copy or contradictory flags.
"""

from collections import Counter
from functools import cache

from handgen import GenHand, oracle_args

# The official names of fans 1-81 in number order (docs/rules.md), then the reference's own names.
_OFFICIAL = (
    "大四喜 大三元 绿一色 九莲宝灯 四杠 连七对 十三幺 清幺九 小四喜 小三元 字一色 四暗刻 一色双龙会 "
    "一色四同顺 一色四节高 一色四步高 三杠 混幺九 七对 七星不靠 全双刻 清一色 一色三同顺 一色三节高 全大 全中 "
    "全小 清龙 三色双龙会 一色三步高 全带五 三同刻 三暗刻 全不靠 组合龙 大于五 小于五 三风刻 花龙 推不倒 "
    "三色三同顺 三色三节高 无番和 妙手回春 海底捞月 杠上开花 抢杠和 碰碰和 混一色 三色三步高 五门齐 全求人 "
    "双暗杠 双箭刻 全带幺 不求人 双明杠 和绝张 箭刻 圈风刻 门风刻 门前清 平和 四归一 双同刻 双暗刻 暗杠 断幺 "
    "一般高 喜相逢 连六 老少副 幺九刻 明杠 缺一门 无字 边张 坎张 单钓将 自摸 花牌"
).split()
FAN_NUMBER: dict[str, int] = {name: i for i, name in enumerate(_OFFICIAL, start=1)} | {
    "独听・边张": 77,
    "独听・嵌张": 78,
    "独听・单钓": 79,
    "明暗杠": 82,
}


@cache
def _reference(g: GenHand) -> tuple[tuple[int, int, int], ...]:
    """The reference's answer as (fan number, points each, count) rows."""
    import MahjongGB

    rows = MahjongGB.MahjongFanCalculator(**oracle_args(g))
    return tuple((FAN_NUMBER[zh], points, count) for points, count, zh, _en in rows)


def oracle_fans(g: GenHand) -> Counter[int]:
    """Fan number -> count; 花牌 (81) counts the flowers, 82 is the reference's 明暗杠."""
    fans: Counter[int] = Counter()
    for number, _points, count in _reference(g):
        fans[number] += count
    return fans


def oracle_total(g: GenHand) -> int:
    """The reference's total: points times count over all fans, flowers included."""
    return sum(points * count for _number, points, count in _reference(g))
