"""Fans that depend on the tiles alone, not on how they are split into sets.

Suits (无字, 缺一门, 混一色, 清一色, 五门齐, 字一色), tile traits (断幺, 推不倒, 绿一色, 清幺九, 混幺九),
rank ranges (全大 ... 小于五) and 四归一 are the same for every reading of a hand, so the scorer
computes them once per hand.
"""

from gbmj_cli.core.tiles import FIRST_DRAGON, FIRST_HONOR, GREEN, REVERSIBLE, N_KINDS


def tile_fans(counts: bytes, kongs: int) -> dict[int, int]:
    """Return the tile-only fans of a hand, given all its tile counts (kongs as 4) and kong count.

    >>> tile_fans(bytes([2, 2, 2, 2, 2, 2, 2] + [0] * 27), kongs=0)  # 11223344556677m
    {76: 1, 75: 1, 22: 1}
    """
    kinds = [t for t in range(N_KINDS) if counts[t]]
    suits = {t // 9 for t in kinds if t < FIRST_HONOR}
    winds = any(FIRST_HONOR <= t < FIRST_DRAGON for t in kinds)
    dragons = any(t >= FIRST_DRAGON for t in kinds)
    honors = winds or dragons
    fans: dict[int, int] = {}
    if not honors:
        fans[76] = 1  # 无字
    if len(suits) < 3:
        fans[75] = 1  # 缺一门 (with fewer suits it is replaced by 混一色/清一色/字一色)
    if len(suits) == 1:
        fans[49 if honors else 22] = 1  # 混一色 / 清一色
    elif not suits:
        fans[11] = 1  # 字一色
    if len(suits) == 3 and winds and dragons:
        fans[51] = 1  # 五门齐
    terminal_or_honor = [t >= FIRST_HONOR or t % 9 in (0, 8) for t in kinds]
    if not any(terminal_or_honor):
        fans[68] = 1  # 断幺
    elif all(terminal_or_honor):
        fans[18] = 1  # 混幺九
        if not honors:
            fans[8] = 1  # 清幺九
    if all(t in REVERSIBLE for t in kinds):
        fans[40] = 1  # 推不倒
    if all(t in GREEN for t in kinds):
        fans[3] = 1  # 绿一色
    if not honors:
        ranks = {t % 9 + 1 for t in kinds}
        low, high = min(ranks), max(ranks)
        if low >= 6:
            fans[36] = 1  # 大于五
            if low >= 7:
                fans[25] = 1  # 全大
        if high <= 4:
            fans[37] = 1  # 小于五
            if high <= 3:
                fans[27] = 1  # 全小
        if low >= 4 and high <= 6:
            fans[26] = 1  # 全中
    hogs = sum(1 for t in kinds if counts[t] == 4) - kongs
    if hogs > 0:
        fans[64] = hogs  # 四归一 (a kong is not a tile hog)
    return fans
