"""The not-counted rules (不计) as data, and the pass that applies them.

``EXCLUDES`` holds, for each fan, the fans it stops from counting: the 1998 text's 不计 clause
together with what the reference calculator excludes (rules.md, exclusion table). A fan that is
itself not counted excludes nothing, so the pass walks the fans from the highest points down.
幺九刻 (73) is removed by count, not wholesale, under some fans: ``yaojiu_removed`` does that.
Everything else that decides which fans combine (套算一次, the first 3-set fan, the kong table)
happens where the fans are found, in ``gbmj_cli.core.fans.sets``.
"""

from gbmj_cli.core.fans.catalog import FANS

PUNG_OF_TERMINALS = 73


def _fans(*ids: int) -> frozenset[int]:
    return frozenset(ids)


EXCLUDES: dict[int, frozenset[int]] = {
    1: _fans(9, 38, 48, 60, 61, 73),  # 大四喜不计圈风刻、门风刻、三风刻、碰碰和 (+小四喜, 幺九刻)
    2: _fans(54, 59),  # 大三元不计箭刻 (+双箭刻)
    3: _fans(49, 75),  # 绿一色不计混一色 (+缺一门)
    4: _fans(22, 56, 62, 75, 76, 77, 78, 79),  # 九莲宝灯不计清一色 (+门前清, 不求人, 无字, 缺一门; no wait fan)
    5: _fans(17, 48, 53, 57, 67, 74, 79, 82),  # 四杠 (+三杠 and the kong fans, 碰碰和, 单钓将)
    6: _fans(19, 22, 56, 62, 75, 76, 77, 78, 79),  # 连七对不计清一色、不求人、单钓 (+七对, 门前清, 无字, 缺一门)
    7: _fans(18, 51, 55, 56, 62, 77, 78, 79),  # 十三幺不计五门齐、不求人、单钓 (+门前清, 混幺九, 全带幺)
    8: _fans(18, 48, 55, 65, 73, 76),  # 清幺九不计碰碰和、同刻、无字 (+混幺九, 全带幺, 幺九刻)
    9: _fans(38, 73),  # 小四喜不计三风刻 (+幺九刻)
    10: _fans(54, 59),  # 小三元不计箭刻 (+双箭刻)
    11: _fans(18, 48, 55, 73, 75),  # 字一色不计碰碰和 (+混幺九, 全带幺, 幺九刻, 缺一门)
    12: _fans(33, 48, 56, 62, 66),  # 四暗刻不计门前清、碰碰和 (+三暗刻, 双暗刻; 不求人 becomes 自摸)
    13: _fans(19, 22, 63, 69, 70, 71, 72, 75, 76),  # 一色双龙会不计平和、七对、清一色 (+pair fans, 无字, 缺一门)
    14: _fans(23, 64, 69),  # 一色四同顺不计一色三同顺 (the text's 一色三节高 is a slip)、一般高、四归一
    15: _fans(24, 48),  # 一色四节高不计一色三节高 (the text's 一色三同顺 is a slip)、碰碰和
    16: _fans(30, 69, 71, 72),  # 一色四步高 (+一色三步高, 连六, 老少副, 一般高)
    17: _fans(53, 57, 67, 74, 82),  # 三杠 (+双暗杠, 双明杠, 明暗杠, 明杠, 暗杠)
    18: _fans(48, 55, 73),  # 混幺九不计碰碰和 (+全带幺, 幺九刻)
    19: _fans(56, 62, 77, 78, 79),  # 七对不计不求人、单钓 (+门前清)
    20: _fans(34, 51, 56, 62, 77, 78, 79),  # 七星不靠不计五门齐、不求人、单钓 (+门前清, 全不靠)
    21: _fans(48, 68, 76),  # 全双刻不计碰碰和、断幺 (+无字)
    22: _fans(75, 76),  # 清一色不计无字 (+缺一门)
    23: _fans(24),  # 一色三同顺不计一色三节高
    24: _fans(23),  # 一色三节高不计一色三同顺
    25: _fans(36, 76),  # 全大不计无字 (+大于五)
    26: _fans(68, 76),  # 全中不计断幺 (+无字)
    27: _fans(37, 76),  # 全小不计无字 (+小于五)
    29: _fans(63, 69, 70, 71, 72, 76),  # 三色双龙会不计喜相逢、老少副、无字、平和 (+一般高, 连六)
    31: _fans(68, 76),  # 全带五不计断幺 (+无字)
    33: _fans(66),  # 三暗刻 (+双暗刻)
    34: _fans(51, 56, 62, 77, 78, 79),  # 全不靠不计五门齐、不求人、单钓 (+门前清)
    36: _fans(76),  # 大于五不计无字
    37: _fans(76),  # 小于五不计无字
    40: _fans(75),  # 推不倒不计缺一门
    44: _fans(80),  # 妙手回春不计自摸
    46: _fans(80),  # 杠上开花不计自摸
    47: _fans(58),  # 抢杠和不计和绝张
    49: _fans(75),  # 混一色 (+缺一门)
    52: _fans(79),  # 全求人不计单钓
    53: _fans(66, 67),  # 双暗杠 (+暗杠, 双暗刻)
    54: _fans(59),  # 双箭刻 (+箭刻)
    56: _fans(62, 80),  # 不求人不计自摸 (+门前清)
    57: _fans(74),  # 双明杠 (+明杠)
    63: _fans(76),  # 平和 (+无字)
    68: _fans(76),  # 断幺 (+无字)
    82: _fans(67, 74),  # 明暗杠 (not official) replaces 明杠 and 暗杠
}

# Fans that name 幺九刻 but remove only some of them: fan -> how many (None: one per wind pung).
YAOJIU_PARTIAL: dict[int, int | None] = {4: 1, 38: 3, 60: None, 61: None}

# Walk order: a suppressor always has more points than what it suppresses, except 23/24 (never together).
_ORDER = sorted(FANS, key=lambda f: (-FANS[f].points, f))
_RANK = {f: i for i, f in enumerate(_ORDER)}


def apply_exclusions(
    raw: dict[int, int], removed: dict[int, int], seat_round_pungs: int
) -> tuple[dict[int, int], list[tuple[int, int, tuple[int, ...]]]]:
    """Split the found fans into counted and excluded ones.

    ``raw`` holds every fan whose condition holds; ``removed`` the fans a combination principle
    already dropped (reported as excluded); ``seat_round_pungs`` is the number of wind pungs
    that are the seat or the prevalent wind. Returns the counted fans and the excluded ones as
    (fan, count, fans that name it), in fan order.
    """
    counted: dict[int, int] = {}
    blocked: set[int] = set()
    for fan in sorted(raw, key=_RANK.__getitem__):
        if fan == PUNG_OF_TERMINALS or fan in blocked:
            continue
        counted[fan] = raw[fan]
        blocked |= EXCLUDES.get(fan, frozenset())
    excluded = [
        (fan, 1, _named_by(fan, counted))
        for fan in (set(raw) | set(removed)) - set(counted)
        if fan != PUNG_OF_TERMINALS
    ]
    pungs = raw.get(PUNG_OF_TERMINALS, 0)
    if pungs:
        gone, by = yaojiu_removed(pungs, counted, seat_round_pungs)
        if gone < pungs:
            counted[PUNG_OF_TERMINALS] = pungs - gone
        if gone:
            excluded.append((PUNG_OF_TERMINALS, gone, by))
    excluded.sort()
    return counted, excluded


def _named_by(fan: int, counted: dict[int, int]) -> tuple[int, ...]:
    """The counted fans whose not-counted clause names ``fan``."""
    return tuple(sorted(f for f in counted if fan in EXCLUDES.get(f, ())))


def yaojiu_removed(
    pungs: int, counted: dict[int, int], seat_round_pungs: int
) -> tuple[int, tuple[int, ...]]:
    """How many of the ``pungs`` 幺九刻 the counted fans remove, and which fans remove them.

    大四喜, 小四喜, 清幺九, 字一色 and 混幺九 remove them all; 三风刻 the three of its wind pungs;
    圈风刻 and 门风刻 the one of their pung (once if seat and prevalent wind are the same); 九莲宝灯 one.
    """
    whole = tuple(f for f in sorted(counted) if PUNG_OF_TERMINALS in EXCLUDES.get(f, ()))
    if whole:
        return pungs, whole
    gone = 0
    if 38 in counted:
        gone = 3
    elif 60 in counted or 61 in counted:
        gone = seat_round_pungs
    if 4 in counted:
        gone += 1
    return min(gone, pungs), tuple(f for f in sorted(counted) if f in YAOJIU_PARTIAL)
