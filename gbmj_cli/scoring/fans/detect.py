"""Every fan whose condition holds in one reading of a hand (docs/rules.md §4.2; docs/profiles.md §5 step 1).

``HandFacts`` holds what all readings of a hand share (its sets, its context, the fans of its tiles
and of how it was won); ``reading_fans`` adds what one reading's sets make, family by family. No
fan is dropped here except by a combination principle inside a family (reported as dropped);
what excludes what is the profile's table, applied afterwards by ``gbmj_cli.scoring.fans.exclude``.
"""

from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.hand import Hand, MeldKind
from gbmj_cli.hands.tiles import FIRST_HONOR, WIND_TILES, wind_tile
from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.decompose import CHOW, PAIRS_FORMS, PUNG, Form, Reading, Split
from gbmj_cli.scoring.fans import chows, forms, kongs, pungs, shape, tile_traits, win
from gbmj_cli.scoring.fans.occurrences import FanCounts
from gbmj_cli.scoring.profiles.profile import Profile
from gbmj_cli.scoring.waits import has_unique_wait, waited_on_alone

# Bound once: a member read from its Enum class costs a Python call on 3.11 (EnumType.__getattr__).
_KNITTED_STRAIGHT, _NINE_GATES = Form.KNITTED_STRAIGHT, Form.NINE_GATES
_CHOW_SET, _KONG_SET = MeldKind.CHOW, MeldKind.KONG


class HandFacts:
    """The per-hand facts shared by all readings of one hand (computed once, the wait lazily): its
    fixed sets by kind, the counts of its loose tiles, and the fans of its tiles and of how it was won."""

    __slots__ = (
        "base",
        "concealed_kongs",
        "counts",
        "ctx",
        "fixed_chows",
        "fixed_pungs",
        "hand",
        "melded_kongs",
        "mixed_kong",
        "mixed_two_kongs",
        "prevalent",
        "seat",
        "unique",
    )

    def __init__(self, hand: Hand, ctx: WinContext, profile: Profile) -> None:
        self.hand = hand
        self.ctx = ctx
        self.mixed_kong = profile.switches["mixed_kong"]
        self.counts = every = counts = hand.counts
        fixed_chows: list[int] = []
        fixed_pungs: list[int] = []
        self.fixed_chows, self.fixed_pungs = fixed_chows, fixed_pungs
        kong_tiles: list[int] = []
        concealed_kongs = claimed = 0
        if hand.melds:
            tiles = bytearray(counts)  # the counts of every tile, the sets' too
            for m in hand.melds:
                t = m.tile
                claimed += not m.concealed
                if m.kind is _CHOW_SET:
                    fixed_chows.append(t)
                    tiles[t] += 1
                    tiles[t + 1] += 1
                    tiles[t + 2] += 1
                elif m.kind is _KONG_SET:
                    fixed_pungs.append(t)
                    kong_tiles.append(t)
                    concealed_kongs += m.concealed
                    tiles[t] += 4
                else:
                    fixed_pungs.append(t)
                    tiles[t] += 3
            every = bytes(tiles)
        self.concealed_kongs = concealed_kongs
        self.melded_kongs = melded_kongs = len(kong_tiles) - concealed_kongs
        # Whether a 双明杠 of this hand is the mixed one, worth 6 (``mixed_kong = two_melded_kongs_6``).
        mixed = len(kong_tiles) == 2 and kongs.is_mixed_two_kongs(melded_kongs, concealed_kongs, self.mixed_kong)
        self.mixed_two_kongs = mixed
        self.base = base = tile_traits.tile_fans(every, tuple(kong_tiles))
        base.update(win.win_fans(ctx, claimed, win.copies_in_sets(every, counts, hand.winning_tile)))
        self.seat = WIND_TILES.get(ctx.seat) or wind_tile(ctx.seat)  # the call names an unknown letter
        self.prevalent = WIND_TILES.get(ctx.round) or wind_tile(ctx.round)
        # Whether the wait was unique: None until a reading asks (``unique_wait``) or shows a second
        # wait (``wait_of``), the same for every reading.
        self.unique: bool | None = None

    def unique_wait(self, regular: bool) -> bool:
        """Whether the hand before its winning tile waited on one tile kind only (asked once, the same
        for every reading); ``regular``: a regular reading asks, so ``waited_on_alone`` can tell."""
        if self.unique is None:
            before = bytearray(self.counts)
            win_tile = self.hand.winning_tile
            before[win_tile] -= 1
            self.unique = waited_on_alone(bytes(before), win_tile) if regular else has_unique_wait(bytes(before))
        return self.unique

    @property
    def numbered(self) -> int:
        """How many loose tiles are numbered (the forms' fans of the numbers ask it)."""
        return sum(self.counts[:FIRST_HONOR])


_REGULAR = Form.REGULAR  # bound once, as the forms above


def reading_fans(facts: HandFacts, reading: Reading) -> tuple[dict[Fan, int], FanCounts, int]:
    """The fans that hold in the reading, those a combination principle dropped, and the number
    of wind pungs that are the seat or prevalent wind (for the 幺九刻 they take)."""
    raw = dict(facts.base)
    form = reading.form
    if form is not _REGULAR:
        raw.update(forms.form_fans(form, facts.numbered))
    split = reading.split
    if split is None:  # the 七对 family and the one-group forms: no sets
        if form in PAIRS_FORMS and facts.unique_wait(regular=False):
            raw[Fan.SINGLE_WAIT] = 1  # shown as excluded: 七对 does not count 单钓将
        return raw, (), 0
    sets, pair = split
    loose_chows: list[int] = []
    loose_pungs: list[int] = []
    for kind, t in sets:  # one loop: cheaper than two list comprehensions
        if kind == CHOW:
            loose_chows.append(t)
        else:
            loose_pungs.append(t)
    chow_tiles = loose_chows + facts.fixed_chows
    pung_tiles = tuple(sorted(loose_pungs + facts.fixed_pungs))
    dropped: FanCounts = ()
    if form is _KNITTED_STRAIGHT:
        if shape.all_chows_beside_knitted(chow_tiles, pair):
            raw[Fan.ALL_CHOWS] = 1
    else:
        found, dropped = chows.chow_fans(chow_tiles, pair)
        shapes = shape.shape_fans(chow_tiles, pung_tiles, pair)
        if found or shapes:  # (most readings have neither: no call then)
            raw.update(found + shapes)
    found_pungs, wind_pungs = pungs.pung_fans(pung_tiles, pair, facts.seat, facts.prevalent)
    if found_pungs:
        raw.update(found_pungs)
    # 暗刻 among the loose sets (those that are not chows): won on a discard, the pung completed by it
    # is melded (docs/rules.md §4.5).
    hidden = len(loose_pungs)
    if hidden and pung_completed_by_discard(split, loose_chows, facts.hand.winning_tile, facts.ctx.self_drawn):
        hidden -= 1
    found_kongs = kongs.kong_fans(facts.melded_kongs, facts.concealed_kongs, hidden, facts.mixed_kong)
    if found_kongs:
        raw.update(found_kongs)
    wait = wait_of(facts, reading, loose_chows)
    if wait:
        raw[wait] = 1
    return raw, dropped, wind_pungs


def pung_completed_by_discard(split: Split, loose_chows: list[int], win_tile: int, self_drawn: bool) -> bool:
    """Whether a loose pung of the winning tile was completed by a discard, so counts as melded: won on
    a discard, and the tile cannot be read as part of a loose chow (docs/rules.md §4.5)."""
    if self_drawn or (PUNG, win_tile) not in split.sets:
        return False
    for t in loose_chows:  # (a loop: on 3.11 a generator expression makes a function each time)
        if t <= win_tile <= t + 2:
            return False
    return True


def wait_of(facts: HandFacts, reading: Reading, loose_chows: list[int]) -> Fan | None:
    """边张, 坎张 or 单钓将 where the reading puts the winning tile, if the wait was unique (§4.7, §4.11)."""
    split = reading.split
    assert split is not None
    regular = reading.form is not _KNITTED_STRAIGHT
    if regular and facts.unique is False:  # an earlier reading found the hand's wait shared
        return None
    win_tile = facts.hand.winning_tile
    placed = win.wait_fan(loose_chows, split.pair, win_tile)
    if placed is None or reading.form is _NINE_GATES:
        return None
    if regular:
        if win.shows_another_wait(split.sets, split.pair, win_tile):
            facts.unique = False  # for the readings after this one, too
            return None
        return placed[0] if facts.unique_wait(regular=True) else None
    if facts.hand.melds:
        return Fan.SINGLE_WAIT if split.pair == win_tile else None
    # Without fixed sets, the wait of the four tiles beside the knitted ones decides.
    assert reading.knitted is not None
    rest = bytearray(facts.counts)
    for t in reading.knitted:
        rest[t] -= 1
    if not rest[win_tile]:
        return None
    rest[win_tile] -= 1
    return placed[0] if has_unique_wait(bytes(rest)) else None
