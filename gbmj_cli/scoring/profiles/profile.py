"""A resolved rule profile: the fan table, the 不计 table and the six switches (docs/profiles.md §1-§5).

A profile is data read from a rules file (``gbmj_cli/scoring/profiles/*.toml``); this module holds its
resolved, immutable form and the two things the scorer asks of it: each fan's points and printed
number, and the effective exclusion table for a hand, which is the files' table plus the entries the
switch values add. Only the kong switch makes that table depend on the hand (its number of concealed
kongs), so the three possible tables are built once per profile.
"""

from collections.abc import Mapping
from dataclasses import dataclass, field

from gbmj_cli.scoring.catalog import AnyFan, Fan
from gbmj_cli.scoring.profiles.house import HouseRule

BUILTIN = ("1998", "mil", "greenbook")
"""The built-in profiles, in the order ``gbmj fans`` names the first one that enables a fan."""

SWITCHES: dict[str, tuple[str, ...]] = {
    "self_drawn_special_forms_score": ("self_drawn", "fully_concealed", "fully_concealed_except_knitted"),
    "mixed_kong": ("separate", "melded_concealed_5", "two_melded_kongs_6"),
    "kongs_under_three_or_four_kongs": ("absorbed", "concealed_kongs_add"),
    "nine_gates_terminal_pungs": ("exclude_one", "exclude_all"),
    "knitted_straight_waits": ("residual", "no_edge_closed"),
    "seven_pairs_tile_hog": ("count_all", "drop_one_inevitable", "none_with_all_green_or_all_terminals"),
}
"""Each switch and its closed set of values (docs/profiles.md §4)."""

# 九莲宝灯, 连七对, 十三幺, 四暗刻, 七对, 七星不靠, 全不靠: the fans whose 不求人 is a switch (§4.1).
SELF_DRAWN_SPECIAL = (
    Fan.NINE_GATES,
    Fan.SEVEN_SHIFTED_PAIRS,
    Fan.THIRTEEN_ORPHANS,
    Fan.FOUR_CONCEALED_PUNGS,
    Fan.SEVEN_PAIRS,
    Fan.GREATER_HONORS_AND_KNITTED_TILES,
    Fan.LESSER_HONORS_AND_KNITTED_TILES,
)
_KNITTED_FORMS = (Fan.GREATER_HONORS_AND_KNITTED_TILES, Fan.LESSER_HONORS_AND_KNITTED_TILES)
_MANY_KONGS = (Fan.THREE_KONGS, Fan.FOUR_KONGS)

GOVERNED: dict[tuple[Fan, Fan], str] = {
    **{(f, Fan.FULLY_CONCEALED_HAND): "self_drawn_special_forms_score" for f in SELF_DRAWN_SPECIAL},
    (Fan.TWO_MELDED_KONGS, Fan.CONCEALED_KONG): "mixed_kong",
    **{
        (f, g): "kongs_under_three_or_four_kongs"
        for f in _MANY_KONGS
        for g in (Fan.CONCEALED_KONG, Fan.TWO_CONCEALED_KONGS)
    },
    (Fan.NINE_GATES, Fan.PUNG_OF_TERMINALS_OR_HONORS): "nine_gates_terminal_pungs",
    (Fan.KNITTED_STRAIGHT, Fan.EDGE_WAIT): "knitted_straight_waits",
    (Fan.KNITTED_STRAIGHT, Fan.CLOSED_WAIT): "knitted_straight_waits",
    (Fan.ALL_GREEN, Fan.TILE_HOG): "seven_pairs_tile_hog",
    (Fan.ALL_TERMINALS, Fan.TILE_HOG): "seven_pairs_tile_hog",
}
"""The exclusion entries that belong to a switch: no rules file may list them (docs/profiles.md §4)."""

PARTIAL_TERMINAL_PUNGS = (Fan.NINE_GATES, Fan.BIG_THREE_WINDS, Fan.PREVALENT_WIND, Fan.SEAT_WIND)
"""Fans that remove only some 幺九刻: a fixed rule or a switch, never a list entry (§3.6)."""

UNDISABLEABLE = (
    Fan.CHICKEN_HAND,
    Fan.FLOWER_TILES,
    Fan.SEVEN_PAIRS,
    Fan.SEVEN_SHIFTED_PAIRS,
    Fan.THIRTEEN_ORPHANS,
    Fan.LESSER_HONORS_AND_KNITTED_TILES,
    Fan.GREATER_HONORS_AND_KNITTED_TILES,
    Fan.KNITTED_STRAIGHT,
    Fan.NINE_GATES,
)
"""Fans whose readings or scoring rules depend on them, so that no profile may disable them."""

PAYMENT_MODES = ("standard", "self_drawn_split", "discarder_pays_all", "no_bystander_base")
"""How a win is paid (docs/house-rules.md §2): the 1998 payments, and three house variants."""


@dataclass(frozen=True, slots=True)
class Payments:
    """How a profile turns a hand's total into payments (docs/house-rules.md §2).

    ``cap`` (0: none) bounds the total that is paid, ``multiplier`` then scales it; ``base`` is what
    ``--base``, a ledger or an event file replace when they give one.
    """

    mode: str = "standard"
    base: int = 8
    multiplier: int = 1
    cap: int = 0


MIXED_TWO_KONGS_POINTS = 6
"""双明杠 for one melded and one concealed kong under ``mixed_kong = two_melded_kongs_6`` (fan-57 clause)."""


@dataclass(frozen=True, slots=True)
class FanRow:
    """One fan in a profile's table: printed number, points, names, and whether it exists; and what
    it means, in English and Chinese, with an example hand and its win flags (``gbmj fans``).

    Only the built-in files say what a fan means, the profile that introduces it (1998, or mil for
    明暗杠); a fan that a profile's files do not describe has empty texts.
    """

    number: int
    points: int
    name: str
    name_en: str
    enabled: bool = True
    definition: str = ""
    definition_zh: str = ""
    example: str = ""
    example_flags: str = ""


@dataclass(frozen=True, eq=False)
class Profile:
    """A resolved profile; compare profiles by ``name``, and never change one after it is built.

    ``table`` is the exclusion table of the files (governed pairs left out); ``walk`` ranks the fans
    in the walk order of the exclusion pass (1998 points descending, then 1998 number), which is
    the same for every profile. ``chain`` names this profile and every one it extends, down to 1998.
    ``rows`` holds the house fans too (docs/house-rules.md §3), after the official ones, and ``house``
    their rules, in the order of the files; ``minimum`` is the least fan total of a legal win.
    """

    name: str
    description: str
    chain: tuple[str, ...]
    rows: Mapping[AnyFan, FanRow]
    table: Mapping[Fan, frozenset[Fan]]
    switches: Mapping[str, str]
    walk: Mapping[Fan, int]
    builtin: bool = False
    minimum: int = 8
    payments: Payments = Payments()
    house: tuple[HouseRule, ...] = ()
    enabled: frozenset[AnyFan] = field(init=False)
    points: Mapping[AnyFan, int] = field(init=False)
    walked: frozenset[AnyFan] = field(init=False, repr=False)
    _tables: tuple[Mapping[Fan, frozenset[Fan]], ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        enabled = frozenset(f for f, row in self.rows.items() if row.enabled)
        object.__setattr__(self, "enabled", enabled)
        object.__setattr__(self, "points", {f: row.points for f, row in self.rows.items()})
        # The fans the exclusion pass walks: the enabled ones but 幺九刻, which it counts by number after.
        object.__setattr__(self, "walked", enabled - {Fan.PUNG_OF_TERMINALS_OR_HONORS})
        # The effective table for 0, 1 and 2 concealed kongs (3 and 4 are like 0: §4.3).
        object.__setattr__(self, "_tables", tuple(self._effective(c) for c in (0, 1, 2)))

    def number(self, fan: AnyFan) -> int:
        """The printed number of a fan in this profile (``id`` in records)."""
        return self.rows[fan].number

    def exclusions(self, concealed_kongs: int) -> Mapping[Fan, frozenset[Fan]]:
        """The effective exclusion table for a hand with this many concealed kongs."""
        return self._tables[concealed_kongs if concealed_kongs < 3 else 0]

    def listed(self) -> dict[Fan, frozenset[Fan]]:
        """Every entry of the table and of the switches, for any hand and enabled or not (``gbmj fans``)."""
        listed: dict[Fan, frozenset[Fan]] = {}
        for concealed_kongs in (0, 1, 2):
            for f, gs in self._entries(concealed_kongs).items():
                listed[f] = listed.get(f, frozenset()) | gs
        return listed

    def _entries(self, concealed_kongs: int) -> dict[Fan, frozenset[Fan]]:
        """The files' table plus the entries the switch values add for such a hand."""
        table = {f: frozenset(gs) for f, gs in self.table.items()}
        for (f, g), switch in GOVERNED.items():
            if switch_entry(self.switches[switch], f, g, concealed_kongs):
                table[f] = table.get(f, frozenset()) | {g}
        return table

    def _effective(self, concealed_kongs: int) -> Mapping[Fan, frozenset[Fan]]:
        # A disabled fan excludes nothing and is never excluded.
        entries = self._entries(concealed_kongs)
        return {f: gs & self.enabled for f, gs in entries.items() if f in self.enabled}


def switch_entry(value: str, fan: Fan, excluded: Fan, concealed_kongs: int) -> bool:
    """Whether the switch value that governs the pair (fan, excluded) adds it for such a hand (§4)."""
    if excluded is Fan.FULLY_CONCEALED_HAND:  # self_drawn_special_forms_score
        return value == "self_drawn" or (value == "fully_concealed_except_knitted" and fan in _KNITTED_FORMS)
    if fan is Fan.TWO_MELDED_KONGS:  # mixed_kong: the mixed 双明杠 excludes 暗杠 too
        return value == "two_melded_kongs_6"
    if fan in _MANY_KONGS:  # kongs_under_three_or_four_kongs
        if value == "absorbed":
            return True
        kept = {1: Fan.CONCEALED_KONG, 2: Fan.TWO_CONCEALED_KONGS}.get(concealed_kongs)
        return excluded is not kept
    if fan is Fan.KNITTED_STRAIGHT:  # knitted_straight_waits
        return value == "no_edge_closed"
    if fan is Fan.NINE_GATES:  # nine_gates_terminal_pungs: all of them, like 清幺九's entry
        return value == "exclude_all"
    # seven_pairs_tile_hog removes 四归一 by number, in a 七对 reading only (gbmj_cli.scoring.fans.exclude).
    return False
