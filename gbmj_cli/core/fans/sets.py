"""Fans of the sets of one reading: chow and pung combinations, kongs, and whole-hand shapes.

The combination principles that are not a simple table are applied here, where the sets are
combined (rules.md §4.3-4.6): a 4-chow fan or the first 3-set fan found takes its sets; a fourth
chow then adds at most one pair fan; otherwise chow pairs are capped by 套算一次 (account once);
concealed pungs and kongs follow the kong table. Each function returns the fans found and, where
a principle dropped some, the dropped ones (reported as excluded, named by no fan).
"""

from itertools import combinations

from gbmj_cli.core.tiles import FIRST_DRAGON, FIRST_HONOR

# 一般高 > 喜相逢 > 连六 > 老少副: the pair fan a fourth chow adds, and the reverse trimming order.
PAIR_PRIORITY = (69, 70, 71, 72)
TRIPLES = ((0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3))


def chow_pair_fan(a: int, b: int) -> int | None:
    """The fan two chows (given by their lowest tiles) make together, if any."""
    if a == b:
        return 69  # 一般高
    if a // 9 != b // 9:
        return 70 if a % 9 == b % 9 else None  # 喜相逢
    gap = abs(a - b)
    return 71 if gap == 3 else 72 if gap == 6 else None  # 连六 / 老少副


def chow_triple_fan(a: int, b: int, c: int) -> int | None:
    """The fan three sorted chows make together, if any."""
    ranks = sorted((a % 9, b % 9, c % 9))
    if len({a // 9, b // 9, c // 9}) == 3:
        if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
            return 50  # 三色三步高
        if ranks[0] == ranks[2]:
            return 41  # 三色三同顺
        if ranks == [0, 3, 6]:
            return 39  # 花龙
        return None
    if a // 9 == b // 9 == c // 9:
        if ranks == [0, 3, 6]:
            return 28  # 清龙
        step = ranks[1] - ranks[0]
        if step in (1, 2) and ranks[2] - ranks[1] == step:
            return 30  # 一色三步高
        if step == 0 and ranks[2] == ranks[0]:
            return 23  # 一色三同顺
    return None


def _four_chow_fan(chows: list[int], pair: int) -> int | None:
    a, b, c, d = chows
    suits = {t // 9 for t in chows}
    if len(suits) == 1:
        if a == b and c == d and a % 9 == 0 and c == a + 6 and pair == a + 4:
            return 13  # 一色双龙会
        step = b - a
        if step in (1, 2) and c - b == step and d - c == step:
            return 16  # 一色四步高
        if a == d:
            return 14  # 一色四同顺
    elif len(suits) == 2 and pair < FIRST_HONOR and pair // 9 not in suits and pair % 9 == 4:
        if sorted(t % 9 for t in chows) == [0, 0, 6, 6] and a // 9 != c // 9 and a + 6 == b:
            return 29  # 三色双龙会
    return None


def _all_chow_fans(chows: list[int]) -> dict[int, int]:
    fans: dict[int, int] = {}
    for group in (*combinations(chows, 3), *combinations(chows, 2)):
        fan = chow_triple_fan(*group) if len(group) == 3 else chow_pair_fan(*group)
        if fan:
            fans[fan] = fans.get(fan, 0) + 1
    return fans


def chow_fans(chows: list[int], pair: int) -> tuple[dict[int, int], dict[int, int]]:
    """Return the chow combination fans of a reading and those the principles dropped.

    >>> chow_fans([0, 0, 18, 9], pair=13)  # 123m 123m 123s 123p: 三色三同顺 + one pair fan
    ({41: 1, 69: 1}, {70: 1})
    """
    chows = sorted(chows)
    if len(chows) < 2:
        return {}, {}
    if len(chows) == 4:
        four = _four_chow_fan(chows, pair)
        if four:
            # The 4-chow fan takes every chow; what the sets also make is excluded by its clause.
            fans = _all_chow_fans(chows)
            fans[four] = 1
            return fans, {}
    for idx in TRIPLES if len(chows) == 4 else ((0, 1, 2),) if len(chows) == 3 else ():
        fan = chow_triple_fan(*(chows[i] for i in idx))
        if fan:
            if len(chows) == 3:
                return {fan: 1}, {}
            fourth = chows[6 - sum(idx)]
            extra = {chow_pair_fan(fourth, chows[i]) for i in idx} - {None}
            if not extra:
                return {fan: 1}, {}
            best = min(extra, key=PAIR_PRIORITY.index)
            return {fan: 1, best: 1}, {f: 1 for f in extra if f != best}
    found: dict[int, int] = {}
    related: set[int] = set()
    for i, j in combinations(range(len(chows)), 2):
        fan = chow_pair_fan(chows[i], chows[j])
        if fan:
            found[fan] = found.get(fan, 0) + 1
            related.update((i, j))
    if not found:
        return {}, {}
    kept = account_once(found, len(related) - 1)
    return kept, {f: 1 for f in found if f not in kept}


def account_once(found: dict[int, int], cap: int) -> dict[int, int]:
    """套算一次: n related chows make at most n-1 pair fans, and never the same fan twice over.

    Repeats go first (老少副, then 连六, 喜相逢, 一般高), then whole kinds in the same order.

    >>> account_once({71: 2, 70: 2}, cap=3)  # 234567s 234567p
    {71: 1, 70: 2}
    """
    kept = dict(found)
    trim_order = PAIR_PRIORITY[::-1]
    while sum(kept.values()) > cap:
        repeated = next((f for f in trim_order if kept.get(f, 0) > 1), None)
        if repeated:
            kept[repeated] -= 1
        else:
            del kept[next(f for f in trim_order if f in kept)]
    return kept


def pung_triple_fan(a: int, b: int, c: int) -> int | None:
    """The fan three sorted numbered pungs make together, if any."""
    suits = {a // 9, b // 9, c // 9}
    ranks = sorted((a % 9, b % 9, c % 9))
    shifted = ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1
    if len(suits) == 3:
        if shifted:
            return 42  # 三色三节高
        if ranks[0] == ranks[2]:
            return 32  # 三同刻
    elif len(suits) == 1 and shifted:
        return 24  # 一色三节高
    return None


def _double_pung(a: int, b: int) -> bool:
    return a // 9 != b // 9 and a % 9 == b % 9


def pung_fans(pungs: list[int], pair: int, seat: int, prevalent: int) -> tuple[dict[int, int], int]:
    """Return the fans of the pungs and kongs (tiles given), and how many wind pungs are seat or prevalent.

    >>> pung_fans([0, 9, 18, 1], pair=30, seat=27, prevalent=27)  # 111m 111s 111p 222m
    ({32: 1, 73: 3}, 0)
    """
    fans: dict[int, int] = {}
    numbered = sorted(t for t in pungs if t < FIRST_HONOR)
    winds = [t for t in pungs if FIRST_HONOR <= t < FIRST_DRAGON]
    dragons = len(pungs) - len(numbered) - len(winds)
    if len(numbered) == 4 and len({t // 9 for t in numbered}) == 1 and numbered[3] - numbered[0] == 3:
        fans[15] = 1  # 一色四节高 takes all four; its 一色三节高 is excluded by its clause
        fans[24] = 1
    elif len(numbered) >= 3:
        doubles = [(i, j) for i, j in combinations(range(len(numbered)), 2) if _double_pung(numbered[i], numbered[j])]
        for idx in TRIPLES if len(numbered) == 4 else ((0, 1, 2),):
            fan = pung_triple_fan(*(numbered[i] for i in idx))
            if fan:
                fans[fan] = 1
                doubles = [d for d in doubles if not set(d) <= set(idx)]
                break
        if doubles:
            fans[65] = len(doubles)  # 双同刻
    elif len(numbered) == 2 and _double_pung(*numbered):
        fans[65] = 1
    if len(winds) == 4:
        fans[1] = 1  # 大四喜
    if len(winds) >= 3:
        fans[38] = 1  # 三风刻
        if FIRST_HONOR <= pair < FIRST_DRAGON:
            fans[9] = 1  # 小四喜
    if dragons == 3:
        fans[2] = 1  # 大三元
    if dragons >= 2:
        fans[54] = 1  # 双箭刻
        if pair >= FIRST_DRAGON:
            fans[10] = 1  # 小三元
    if dragons:
        fans[59] = dragons  # 箭刻
    terminals = sum(1 for t in numbered if t % 9 in (0, 8)) + len(winds)
    if terminals:
        fans[73] = terminals  # 幺九刻 (dragon pungs score 箭刻 instead)
    if prevalent in winds:
        fans[60] = 1  # 圈风刻
    if seat in winds:
        fans[61] = 1  # 门风刻
    return fans, len({t for t in winds if t in (seat, prevalent)})


def kong_fans(melded: int, concealed: int, concealed_pungs: int, profile: frozenset[int]) -> dict[int, int]:
    """Kong fans and concealed-pung fans (a concealed kong counts as a concealed pung).

    >>> kong_fans(1, 1, 0, frozenset(range(1, 83)))  # profile mil: 明暗杠
    {74: 1, 67: 1, 82: 1}
    """
    fans: dict[int, int] = {}
    kongs = melded + concealed
    if kongs == 4:
        fans[5] = 1  # 四杠
    elif kongs == 3:
        fans[17] = 1  # 三杠
    if melded:
        fans[74] = 1  # 明杠
        if melded >= 2:
            fans[57] = 1  # 双明杠
    if concealed:
        fans[67] = 1  # 暗杠
        if concealed >= 2:
            fans[53] = 1  # 双暗杠
    if melded and concealed and 82 in profile:
        fans[82] = 1  # 明暗杠
    hidden = concealed + concealed_pungs
    if hidden >= 2:
        fans[66] = 1  # 双暗刻
        if hidden >= 3:
            fans[33] = 1  # 三暗刻
            if hidden == 4:
                fans[12] = 1  # 四暗刻
    return fans


def _has_terminal(kind_is_chow: bool, tile: int) -> bool:
    if kind_is_chow:
        return tile % 9 in (0, 6)
    return tile >= FIRST_HONOR or tile % 9 in (0, 8)


def _has_five(kind_is_chow: bool, tile: int) -> bool:
    if tile >= FIRST_HONOR:
        return False
    return tile % 9 in (2, 3, 4) if kind_is_chow else tile % 9 == 4


def shape_fans(chows: list[int], pungs: list[int], pair: int) -> dict[int, int]:
    """碰碰和, 平和, 全带幺, 全带五, 全双刻: fans of the whole set structure."""
    fans: dict[int, int] = {}
    if len(pungs) == 4:
        fans[48] = 1  # 碰碰和
        if pair < FIRST_HONOR and pair % 9 % 2 == 1 and all(t < FIRST_HONOR and t % 9 % 2 == 1 for t in pungs):
            fans[21] = 1  # 全双刻 (ranks 2 4 6 8 are odd indexes)
    elif len(chows) == 4 and pair < FIRST_HONOR:
        fans[63] = 1  # 平和
    sets = [(True, t) for t in chows] + [(False, t) for t in pungs]
    if _has_terminal(False, pair) and all(_has_terminal(c, t) for c, t in sets):
        fans[55] = 1  # 全带幺
    if _has_five(False, pair) and all(_has_five(c, t) for c, t in sets):
        fans[31] = 1  # 全带五
    return fans


def wait_fan(concealed_chows: list[int], pair: int, win: int) -> int | None:
    """边张, 坎张 or 单钓将 for a hand with a unique wait, from where the winning tile sits."""
    edge = closed = False
    for t in concealed_chows:
        if t <= win <= t + 2:
            if win == t + 1:
                closed = True
            elif (t % 9 == 0 and win == t + 2) or (t % 9 == 6 and win == t):
                edge = True
    if edge:
        return 77
    if closed:
        return 78
    if pair == win:
        return 79
    return None
