"""The fan catalogue: every fan's official number, points and names, as data.

The scoring, the ``fans`` command and every renderer read this one table; detectors hold no points.
A rule profile is a set of fan numbers, so adding a profile is a data change.
"""

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class FanDef:
    """One fan: official number, snake_case key of the English name, names and points."""

    id: int
    key: str
    zh: str
    en: str
    points: int


FANS: dict[int, FanDef] = {
    fan.id: fan
    for fan in (
        FanDef(1, "big_four_winds", "大四喜", "Big Four Winds", 88),
        FanDef(2, "big_three_dragons", "大三元", "Big Three Dragons", 88),
        FanDef(3, "all_green", "绿一色", "All Green", 88),
        FanDef(4, "nine_gates", "九莲宝灯", "Nine Gates", 88),
        FanDef(5, "four_kongs", "四杠", "Four Kongs", 88),
        FanDef(6, "seven_shifted_pairs", "连七对", "Seven Shifted Pairs", 88),
        FanDef(7, "thirteen_orphans", "十三幺", "Thirteen Orphans", 88),
        FanDef(8, "all_terminals", "清幺九", "All Terminals", 64),
        FanDef(9, "little_four_winds", "小四喜", "Little Four Winds", 64),
        FanDef(10, "little_three_dragons", "小三元", "Little Three Dragons", 64),
        FanDef(11, "all_honors", "字一色", "All Honors", 64),
        FanDef(12, "four_concealed_pungs", "四暗刻", "Four Concealed Pungs", 64),
        FanDef(13, "pure_terminal_chows", "一色双龙会", "Pure Terminal Chows", 64),
        FanDef(14, "quadruple_chow", "一色四同顺", "Quadruple Chow", 48),
        FanDef(15, "four_pure_shifted_pungs", "一色四节高", "Four Pure Shifted Pungs", 48),
        FanDef(16, "four_pure_shifted_chows", "一色四步高", "Four Pure Shifted Chows", 32),
        FanDef(17, "three_kongs", "三杠", "Three Kongs", 32),
        FanDef(18, "all_terminals_and_honors", "混幺九", "All Terminals and Honors", 32),
        FanDef(19, "seven_pairs", "七对", "Seven Pairs", 24),
        FanDef(20, "greater_honors_and_knitted_tiles", "七星不靠", "Greater Honors and Knitted Tiles", 24),
        FanDef(21, "all_even_pungs", "全双刻", "All Even Pungs", 24),
        FanDef(22, "full_flush", "清一色", "Full Flush", 24),
        FanDef(23, "pure_triple_chow", "一色三同顺", "Pure Triple Chow", 24),
        FanDef(24, "pure_shifted_pungs", "一色三节高", "Pure Shifted Pungs", 24),
        FanDef(25, "upper_tiles", "全大", "Upper Tiles", 24),
        FanDef(26, "middle_tiles", "全中", "Middle Tiles", 24),
        FanDef(27, "lower_tiles", "全小", "Lower Tiles", 24),
        FanDef(28, "pure_straight", "清龙", "Pure Straight", 16),
        FanDef(29, "three_suited_terminal_chows", "三色双龙会", "Three-Suited Terminal Chows", 16),
        FanDef(30, "pure_shifted_chows", "一色三步高", "Pure Shifted Chows", 16),
        FanDef(31, "all_five", "全带五", "All Five", 16),
        FanDef(32, "triple_pung", "三同刻", "Triple Pung", 16),
        FanDef(33, "three_concealed_pungs", "三暗刻", "Three Concealed Pungs", 16),
        FanDef(34, "lesser_honors_and_knitted_tiles", "全不靠", "Lesser Honors and Knitted Tiles", 12),
        FanDef(35, "knitted_straight", "组合龙", "Knitted Straight", 12),
        FanDef(36, "upper_four", "大于五", "Upper Four", 12),
        FanDef(37, "lower_four", "小于五", "Lower Four", 12),
        FanDef(38, "big_three_winds", "三风刻", "Big Three Winds", 12),
        FanDef(39, "mixed_straight", "花龙", "Mixed Straight", 8),
        FanDef(40, "reversible_tiles", "推不倒", "Reversible Tiles", 8),
        FanDef(41, "mixed_triple_chow", "三色三同顺", "Mixed Triple Chow", 8),
        FanDef(42, "mixed_shifted_pungs", "三色三节高", "Mixed Shifted Pungs", 8),
        FanDef(43, "chicken_hand", "无番和", "Chicken Hand", 8),
        FanDef(44, "last_tile_draw", "妙手回春", "Last Tile Draw", 8),
        FanDef(45, "last_tile_claim", "海底捞月", "Last Tile Claim", 8),
        FanDef(46, "out_with_replacement_tile", "杠上开花", "Out with Replacement Tile", 8),
        FanDef(47, "robbing_the_kong", "抢杠和", "Robbing The Kong", 8),
        FanDef(48, "all_pungs", "碰碰和", "All Pungs", 6),
        FanDef(49, "half_flush", "混一色", "Half Flush", 6),
        FanDef(50, "mixed_shifted_chows", "三色三步高", "Mixed Shifted Chows", 6),
        FanDef(51, "all_types", "五门齐", "All Types", 6),
        FanDef(52, "melded_hand", "全求人", "Melded Hand", 6),
        FanDef(53, "two_concealed_kongs", "双暗杠", "Two Concealed Kongs", 6),
        FanDef(54, "two_dragons_pungs", "双箭刻", "Two Dragons Pungs", 6),
        FanDef(55, "outside_hand", "全带幺", "Outside Hand", 4),
        FanDef(56, "fully_concealed_hand", "不求人", "Fully Concealed Hand", 4),
        FanDef(57, "two_melded_kongs", "双明杠", "Two Melded Kongs", 4),
        FanDef(58, "last_tile", "和绝张", "Last Tile", 4),
        FanDef(59, "dragon_pung", "箭刻", "Dragon Pung", 2),
        FanDef(60, "prevalent_wind", "圈风刻", "Prevalent Wind", 2),
        FanDef(61, "seat_wind", "门风刻", "Seat Wind", 2),
        FanDef(62, "concealed_hand", "门前清", "Concealed Hand", 2),
        FanDef(63, "all_chows", "平和", "All Chows", 2),
        FanDef(64, "tile_hog", "四归一", "Tile Hog", 2),
        FanDef(65, "double_pung", "双同刻", "Double Pung", 2),
        FanDef(66, "two_concealed_pungs", "双暗刻", "Two Concealed Pungs", 2),
        FanDef(67, "concealed_kong", "暗杠", "Concealed Kong", 2),
        FanDef(68, "all_simples", "断幺", "All Simples", 2),
        FanDef(69, "pure_double_chow", "一般高", "Pure Double Chow", 1),
        FanDef(70, "mixed_double_chow", "喜相逢", "Mixed Double Chow", 1),
        FanDef(71, "short_straight", "连六", "Short Straight", 1),
        FanDef(72, "two_terminal_chows", "老少副", "Two Terminal Chows", 1),
        FanDef(73, "pung_of_terminals_or_honors", "幺九刻", "Pung of Terminals or Honors", 1),
        FanDef(74, "melded_kong", "明杠", "Melded Kong", 1),
        FanDef(75, "one_voided_suit", "缺一门", "One Voided Suit", 1),
        FanDef(76, "no_honors", "无字", "No Honors", 1),
        FanDef(77, "edge_wait", "边张", "Edge Wait", 1),
        FanDef(78, "closed_wait", "坎张", "Closed Wait", 1),
        FanDef(79, "single_wait", "单钓将", "Single Wait", 1),
        FanDef(80, "self_drawn", "自摸", "Self-Drawn", 1),
        FanDef(81, "flower_tiles", "花牌", "Flower Tiles", 1),
        # Not an official fan: the reference calculator's 明暗杠 (profile "mil").
        FanDef(82, "concealed_kong_and_melded_kong", "明暗杠", "Concealed Kong and Melded Kong", 5),
    )
}

# The fans each rule profile scores.
PROFILES: dict[str, frozenset[int]] = {
    "1998": frozenset(range(1, 82)),
    "mil": frozenset(range(1, 83)),
}

FLOWER_TILES = 81
CHICKEN_HAND = 43
MINIMUM_POINTS = 8
