"""The exclusion pass (不计): which of the fans found in a reading count (docs/profiles.md §5 steps 2-4).

The fans are visited in the profile's walk order (1998 points descending, then 1998 number); a fan
counts unless a fan that already counts excludes it through the profile's effective table, and a
fan that does not count excludes nothing. Two removals are counted by number afterwards: 幺九刻
(all of them under a fan whose list names it; else three under 三风刻, the one of its pung under
圈风刻/门风刻, and one under 九莲宝灯 by the ``nine_gates_terminal_pungs`` switch), then the 四归一
of a 七对 reading with 绿一色 or 清幺九 (the ``seven_pairs_tile_hog`` switch).
"""

from collections.abc import Collection, Mapping, Sequence

from gbmj_cli.hands.tiles import FIRST_DRAGON, FIRST_HONOR
from gbmj_cli.scoring.catalog import AnyFan, Excluded, Fan
from gbmj_cli.scoring.fans.occurrences import FanCounts
from gbmj_cli.scoring.profiles.profile import Profile

# An enum member read from its class costs a Python call on 3.11 (EnumType.__getattr__), so the
# hot paths read these, bound once.
_TERMINAL_PUNGS = Fan.PUNG_OF_TERMINALS_OR_HONORS
_DRAGON_PUNG, _TILE_HOG, _NINE_GATES = Fan.DRAGON_PUNG, Fan.TILE_HOG, Fan.NINE_GATES
_WIND_REMOVERS = (Fan.BIG_THREE_WINDS, Fan.PREVALENT_WIND, Fan.SEAT_WIND)
"""The fans that remove the 幺九刻 of their own wind pungs (三风刻, 圈风刻, 门风刻)."""
_SEVEN_PAIRS_HOG_HOLDERS = (Fan.ALL_GREEN, Fan.ALL_TERMINALS)


def apply_exclusions(
    raw: Mapping[Fan, int],
    dropped: FanCounts,
    wind_pungs: int,
    profile: Profile,
    table: Mapping[Fan, frozenset[Fan]],
    pairs_reading: bool,
) -> tuple[dict[AnyFan, int], list[Excluded]]:
    """Split the fans found in a reading into counted and excluded ones.

    ``raw`` holds every fan whose condition holds; ``dropped`` those a combination principle already
    dropped (reported as excluded, named by no fan); ``wind_pungs`` the wind pungs that are the seat
    or prevalent wind; ``table`` the profile's effective exclusion table for this hand;
    ``pairs_reading`` whether the reading is a 七对 one. Excluded fans come in no particular order.
    """
    walked = profile.walked
    counted: dict[AnyFan, int] = {}
    blocked: set[Fan] = set()
    skipped: list[Fan] = []  # the fans that a counted fan excludes
    excluders: list[tuple[Fan, frozenset[Fan]]] = []  # the counted fans that exclude any, in walk order
    for fan in sorted(raw, key=profile.walk.__getitem__):
        if fan not in walked:
            continue
        if fan in blocked:
            skipped.append(fan)
            continue
        counted[fan] = raw[fan]
        excludes = table.get(fan)
        if excludes:
            blocked |= excludes
            excluders.append((fan, excludes))
    if dropped:
        skipped += {f for f, _ in dropped if f in walked and f not in counted and f not in skipped}
    excluded: list[Excluded] = []
    for fan in skipped:  # (loops rather than comprehensions: on 3.11 each of those makes a function)
        naming = []
        for f, excludes in excluders:
            if fan in excludes:
                naming.append(f)
        excluded.append((fan, raw[fan] if fan is _DRAGON_PUNG else 1, tuple(naming)))
    pungs = raw.get(_TERMINAL_PUNGS, 0)
    if pungs and _TERMINAL_PUNGS in profile.enabled:
        gone, by = terminal_pungs_removed(pungs, counted, excluders, wind_pungs, profile.switches)
        if gone < pungs:
            counted[_TERMINAL_PUNGS] = pungs - gone
        if gone:
            excluded.append((_TERMINAL_PUNGS, gone, by))
    if pairs_reading:
        hogs = seven_pairs_hogs_removed(counted, profile.switches["seven_pairs_tile_hog"])
        if hogs:
            counted[_TILE_HOG] -= hogs[1]
            if not counted[_TILE_HOG]:
                del counted[_TILE_HOG]
            excluded.append(hogs)
    return counted, excluded


def terminal_pungs_removed(
    pungs: int,
    counted: Mapping[AnyFan, int],
    excluders: Sequence[tuple[Fan, frozenset[Fan]]],
    wind_pungs: int,
    switches: Mapping[str, str],
) -> tuple[int, tuple[Fan, ...]]:
    """How many of the ``pungs`` 幺九刻 the counted fans remove, and which fans remove them;
    ``excluders`` are the counted fans that exclude any, with the fans they exclude.

    A fan whose list names 幺九刻 (大四喜, 小四喜, 清幺九, 字一色, 混幺九) removes them all; else 三风刻
    the three of its wind pungs, 圈风刻 and 门风刻 the one of their pung (once when seat and
    prevalent wind are the same), and 九莲宝灯 one under ``nine_gates_terminal_pungs = exclude_one``.
    """
    whole = []
    for f, excludes in excluders:
        if _TERMINAL_PUNGS in excludes:
            whole.append(f)
    if whole:
        return pungs, tuple(whole)
    gone = 0
    partial: tuple[Fan, ...] = _WIND_REMOVERS
    big_three_winds, prevalent_wind, seat_wind = _WIND_REMOVERS
    if big_three_winds in counted:
        gone = 3
    elif prevalent_wind in counted or seat_wind in counted:
        gone = wind_pungs
    if switches["nine_gates_terminal_pungs"] == "exclude_one":
        partial = (*_WIND_REMOVERS, _NINE_GATES)
        if _NINE_GATES in counted:
            gone += 1
    if not gone:
        return 0, ()
    return min(gone, pungs), tuple([f for f in counted if f in partial])


def removed_terminal_pungs(
    tiles: Sequence[int], gone: int, counted: Collection[AnyFan], seat: int, prevalent: int
) -> list[int]:
    """Which of the 幺九刻 pungs (their tiles) the ``gone`` removals of ``terminal_pungs_removed`` take.

    All of them, or else those of the fan that removes them: the wind pungs under 三风刻, the seat
    and prevalent wind pungs under 圈风刻/门风刻; a removal by 九莲宝灯 takes the first other pung.
    Returned as positions in ``tiles``.

    >>> removed_terminal_pungs([0, 27, 28], 1, {Fan.PREVALENT_WIND}, seat=28, prevalent=27)  # 111m EEE SSS
    [1]
    """
    if gone >= len(tiles):
        return list(range(len(tiles)))
    winds = [i for i, t in enumerate(tiles) if FIRST_HONOR <= t < FIRST_DRAGON]
    if Fan.BIG_THREE_WINDS in counted:
        first = winds
    elif Fan.PREVALENT_WIND in counted or Fan.SEAT_WIND in counted:
        first = [i for i in winds if tiles[i] in (seat, prevalent)]
    else:
        first = []
    order = first + [i for i in range(len(tiles)) if i not in first]
    return sorted(order[:gone])


def seven_pairs_hogs_removed(counted: Mapping[AnyFan, int], value: str) -> Excluded | None:
    """The 四归一 that a 七对 reading's 绿一色 or 清幺九 removes under ``seven_pairs_tile_hog`` (§4.6).

    Such a hand has only six tile kinds, so its 七对 always holds a quad: ``drop_one_inevitable``
    removes that one, ``none_with_all_green_or_all_terminals`` every 四归一; ``count_all`` none.
    """
    holders = tuple([f for f in _SEVEN_PAIRS_HOG_HOLDERS if f in counted])
    hogs = counted.get(_TILE_HOG, 0)
    if not holders or not hogs or value == "count_all":
        return None
    return _TILE_HOG, 1 if value == "drop_one_inevitable" else hogs, holders
