"""Seeded generators of legal winning hands, for the differential tests and the benchmark.

Why: the scoring core must agree with the reference calculator on every legal input, and uniform
random hands almost never reach the rare fans (九莲宝灯, 连七对, 无番和 ...). So most hands here are
ordinary random hands (4 sets + pair, random melded/concealed choices, kongs of both kinds), mixed
with randomised templates aimed at every special form, rare fan and win flag.

Every hand is one that gbmj must accept (docs/notation.md): at most four copies of a tile, a winning
shape, and only consistent win flags. So a disagreement with the oracle is a scoring difference,
never a validation one. Hands are plain data, independent of the code under test: tiles are the
integers 0-33 in the reference's order (1-9m, 1-9s, 1-9p, E S W N, C F P) while generating, and
our tile names in a ``GenHand``.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from random import Random

NAMES: tuple[str, ...] = tuple(f"{r}{s}" for s in "msp" for r in range(1, 10)) + tuple("ESWNCFP")
INDEX: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
ORACLE_NAMES: tuple[str, ...] = (
    *(f"{s}{r}" for s in "WTB" for r in range(1, 10)),
    "F1",
    "F2",
    "F3",
    "F4",
    "J1",
    "J2",
    "J3",
)
WINDS = "ESWN"

CHOW, PUNG, KONG = "chow", "pung", "kong"
_ORACLE_PACK = {CHOW: "CHI", PUNG: "PENG", KONG: "GANG"}

Meld = tuple[str, str, int]  # (kind, lowest or repeated tile name, offer: 0 concealed kong, 1-3)
_Set = tuple[str, int]  # (kind, lowest or repeated tile) while generating


@dataclass(frozen=True, slots=True)
class GenHand:
    """A winning hand and its win context; ``loose`` ends with the winning tile."""

    melds: tuple[Meld, ...]
    loose: tuple[str, ...]
    self_drawn: bool = False
    seat: str = "E"
    round: str = "E"
    flowers: int = 0
    last_tile: bool = False
    kong_draw: bool = False
    robbing_kong: bool = False
    fourth_tile: bool = False

    @property
    def winning_tile(self) -> str:
        return self.loose[-1]


def set_tiles(kind: str, name: str) -> list[str]:
    """The tile names of one set."""
    if kind == CHOW:
        i = INDEX[name]
        return [NAMES[i], NAMES[i + 1], NAMES[i + 2]]
    return [name] * (4 if kind == KONG else 3)


def all_tiles(g: GenHand) -> list[str]:
    """Every tile of the hand: fixed sets and loose tiles, winning tile included."""
    return [t for kind, name, _ in g.melds for t in set_tiles(kind, name)] + list(g.loose)


def _write(names: Sequence[str]) -> str:
    """Write tiles in the given order, one suit letter after each run of digits."""
    out: list[str] = []
    for name in names:
        if len(name) == 2 and out and out[-1][-1] == name[1] and out[-1][0].isdigit():
            out[-1] = out[-1][:-1] + name
        else:
            out.append(name)
    return "".join(out)


def notation(g: GenHand) -> str:
    """The hand string: fixed sets, the other loose tiles, then the winning tile.

    >>> notation(GenHand((("chow", "1m", 2), ("kong", "E", 0)), ("5p", "5p", "7s", "8s", "6s")))
    '[123m2]{EEEE}55p78s6s'
    """
    sets = []
    for kind, name, offer in g.melds:
        body = _write(set_tiles(kind, name))
        sets.append("{" + body + "}" if kind == KONG and offer == 0 else f"[{body}{offer}]")
    return "".join(sets) + _write(g.loose[:-1]) + g.winning_tile


def flags(g: GenHand) -> list[str]:
    """The command-line words of the win context.

    >>> flags(GenHand((), ("E",) * 14, self_drawn=True, seat="S", flowers=2, kong_draw=False))
    ['--self-drawn', '--seat', 'S', '--round', 'E', '--flowers', '2']
    """
    words = ["--self-drawn"] if g.self_drawn else []
    words += ["--seat", g.seat, "--round", g.round]
    if g.flowers:
        words += ["--flowers", str(g.flowers)]
    for flag, on in (
        ("--last-tile", g.last_tile),
        ("--kong-draw", g.kong_draw),
        ("--robbing-kong", g.robbing_kong),
        ("--fourth-tile", g.fourth_tile),
    ):
        if on:
            words.append(flag)
    return words


def context_kwargs(g: GenHand) -> dict:
    """Keyword arguments for gbmj's ``WinContext``."""
    return {
        "self_drawn": g.self_drawn,
        "seat": g.seat,
        "round": g.round,
        "flowers": g.flowers,
        "last_tile": g.last_tile,
        "kong_draw": g.kong_draw,
        "robbing_kong": g.robbing_kong,
        "fourth_tile": g.fourth_tile,
    }


def oracle_args(g: GenHand) -> dict:
    """Keyword arguments for ``MahjongGB.MahjongFanCalculator`` (a chow is named by its middle tile)."""
    pack = tuple(
        (_ORACLE_PACK[kind], ORACLE_NAMES[INDEX[name] + (kind == CHOW)], offer) for kind, name, offer in g.melds
    )
    return {
        "pack": pack,
        "hand": tuple(ORACLE_NAMES[INDEX[t]] for t in g.loose[:-1]),
        "winTile": ORACLE_NAMES[INDEX[g.winning_tile]],
        "flowerCount": g.flowers,
        "isSelfDrawn": g.self_drawn,
        "is4thTile": g.fourth_tile,
        "isAboutKong": g.kong_draw or g.robbing_kong,
        "isWallLast": g.last_tile,
        "seatWind": WINDS.index(g.seat),
        "prevalentWind": WINDS.index(g.round),
        "verbose": True,
    }


# ---- assembling a hand from sets ------------------------------------------------------------

_MELD_RATES = (0.0, 0.0, 0.25, 0.5, 0.9)


def _add(counts: list[int], kind: str, t: int) -> None:
    if kind == CHOW:
        counts[t] += 1
        counts[t + 1] += 1
        counts[t + 2] += 1
    else:
        counts[t] += 4 if kind == KONG else 3


def _offer(rng: Random) -> int:
    return 1 + int(rng.random() * 3)


def _hand(
    rng: Random,
    sets: Sequence[_Set] = (),
    loose: Sequence[int] = (),
    fixed: Sequence[_Set] = (),
    *,
    meld: float | None = None,
    kong: float = 0.1,
    concealed_kong: float = 0.5,
    win: int | None = None,
    self_drawn: bool | None = None,
    flag_rates: tuple[float, ...] | None = None,
) -> GenHand | None:
    """Build a hand, or None if some tile would occur five times.

    ``fixed`` sets are always written in brackets; each of ``sets`` is melded with probability
    ``meld`` (a pung may become a kong with probability ``kong``), else written loose; a KONG is
    always fixed, concealed with probability ``concealed_kong``. ``loose`` are extra loose tiles
    (the pair, or a special form). The winning tile is ``win`` or a random loose tile. Each win
    flag is set, where legal, with its probability in ``flag_rates`` (default ``_FLAG_RATES``).
    """
    counts = [0] * 34
    for kind, t in (*sets, *fixed):
        _add(counts, kind, t)
    for t in loose:
        counts[t] += 1
    if max(counts) > 4:
        return None
    if meld is None:
        meld = _MELD_RATES[int(rng.random() * len(_MELD_RATES))]
    melds: list[tuple[str, int, int]] = []
    tiles = list(loose)
    for kind, t in fixed:
        if kind == KONG:
            melds.append((KONG, t, 0 if rng.random() < concealed_kong else _offer(rng)))
        else:
            melds.append((kind, t, _offer(rng)))
    for kind, t in sets:
        if kind == KONG or (kind == PUNG and counts[t] == 3 and rng.random() < kong):
            counts[t] = 4
            melds.append((KONG, t, 0 if rng.random() < concealed_kong else _offer(rng)))
        elif rng.random() < meld:
            melds.append((kind, t, _offer(rng)))
        elif kind == CHOW:
            tiles += (t, t + 1, t + 2)
        else:
            tiles += (t, t, t)
    if win is None:
        win = tiles[int(rng.random() * len(tiles))]
    tiles.remove(win)
    tiles.sort()
    tiles.append(win)
    return _with_context(rng, melds, tiles, counts[win], self_drawn, flag_rates or _FLAG_RATES)


_FLAG_RATES = (0.08, 0.4, 0.25, 0.15)  # last tile, kong draw, robbing the kong, fourth tile
_NO_FLAGS = (0.0, 0.0, 0.0, 0.0)


def _with_context(
    rng: Random,
    melds: list[tuple[str, int, int]],
    tiles: list[int],
    copies: int,
    self_drawn: bool | None,
    rates: tuple[float, ...],
) -> GenHand:
    """Add a random legal win context; ``copies`` is how many winning tiles the hand holds."""
    drawn = rng.random() < 0.5 if self_drawn is None else self_drawn
    has_kong = any(kind == KONG for kind, _, _ in melds)
    last = rng.random() < rates[0]
    kong_draw = drawn and has_kong and rng.random() < rates[1]
    robbing = not drawn and copies == 1 and rng.random() < rates[2]
    fourth = tiles.count(tiles[-1]) == 1 and rng.random() < rates[3]
    return GenHand(
        melds=tuple((kind, NAMES[t], offer) for kind, t, offer in melds),
        loose=tuple(NAMES[t] for t in tiles),
        self_drawn=drawn,
        seat=WINDS[int(rng.random() * 4)],
        round=WINDS[int(rng.random() * 4)],
        flowers=1 + int(rng.random() * 8) if rng.random() < 0.25 else 0,
        last_tile=last,
        kong_draw=kong_draw,
        robbing_kong=robbing,
        fourth_tile=fourth,
    )


# ---- building blocks ------------------------------------------------------------------------

TERMINALS = (0, 8, 9, 17, 18, 26)
HONORS = tuple(range(27, 34))
WIND_TILES = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)
ORPHANS = TERMINALS + HONORS
REVERSIBLE = tuple(INDEX[n] for n in "1p 2p 3p 4p 5p 8p 9p 2s 4s 5s 6s 8s 9s P".split())
GREEN = tuple(INDEX[n] for n in "2s 3s 4s 6s 8s F".split())


def _t(s: int, r: int) -> int:
    return s * 9 + r - 1


def _pick(rng: Random, seq: Sequence):
    return seq[int(rng.random() * len(seq))]


def _rank(rng: Random, lo: int, hi: int) -> int:
    return lo + int(rng.random() * (hi - lo + 1))


def _suit(rng: Random) -> int:
    return int(rng.random() * 3)


def _tile(rng: Random) -> int:
    return int(rng.random() * 34)


def _any_set(rng: Random) -> _Set:
    if rng.random() < 0.55:
        return CHOW, _t(_suit(rng), _rank(rng, 1, 7))
    return PUNG, _tile(rng)


def _chows(s: int, *ranks: int) -> list[_Set]:
    return [(CHOW, _t(s, r)) for r in ranks]


def _pungs(tiles: Sequence[int]) -> list[_Set]:
    return [(PUNG, t) for t in tiles]


def _chow_tiles(t: int) -> list[int]:
    return [t, t + 1, t + 2]


def _pair(t: int) -> list[int]:
    return [t, t]


def _ranged_set(rng: Random, lo: int, hi: int) -> _Set:
    """A chow or pung using only ranks lo..hi (hi - lo >= 2)."""
    s = _suit(rng)
    if rng.random() < 0.5:
        return CHOW, _t(s, _rank(rng, lo, hi - 2))
    return PUNG, _t(s, _rank(rng, lo, hi))


def _ranged(rng: Random, lo: int, hi: int) -> GenHand | None:
    sets = [_ranged_set(rng, lo, hi) for _ in range(4)]
    return _hand(rng, sets, _pair(_t(_suit(rng), _rank(rng, lo, hi))))


def _knitted(rng: Random) -> list[int]:
    """The nine tiles of a 组合龙: 147, 258, 369 in three different suits."""
    suits = rng.sample(range(3), 3)
    return [_t(suits[i], r) for i in range(3) for r in (i + 1, i + 4, i + 7)]


def _seven_pairs(rng: Random, pool: Sequence[int]) -> GenHand | None:
    tiles = [t for _ in range(7) for t in _pair(_pick(rng, pool))]
    return _hand(rng, loose=tiles)


# ---- templates: one per special form, rare fan or win situation -----------------------------


def random_regular(rng: Random) -> GenHand | None:
    return _hand(rng, [_any_set(rng) for _ in range(4)], _pair(_tile(rng)), kong=0.12)


def big_four_winds(rng: Random) -> GenHand | None:
    return _hand(rng, _pungs(WIND_TILES), _pair(_tile(rng)), kong=0.2)


def big_three_dragons(rng: Random) -> GenHand | None:
    return _hand(rng, [*_pungs(DRAGONS), _any_set(rng)], _pair(_tile(rng)), kong=0.2)


def all_green(rng: Random) -> GenHand | None:
    options = [(CHOW, INDEX["2s"]), *_pungs(GREEN)]
    return _hand(rng, [_pick(rng, options) for _ in range(4)], _pair(_pick(rng, GREEN)))


def nine_gates(rng: Random) -> GenHand | None:
    s = _suit(rng)
    extra = _t(s, _rank(rng, 1, 9))
    return _hand(rng, loose=[_t(s, r) for r in (1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9)] + [extra], win=extra)


def four_kongs(rng: Random) -> GenHand | None:
    tiles = rng.sample(range(34), 5)
    return _hand(rng, [(KONG, t) for t in tiles[:4]], _pair(tiles[4]))


def three_kongs(rng: Random) -> GenHand | None:
    tiles = rng.sample(range(34), 3)
    return _hand(rng, [(KONG, t) for t in tiles] + [_any_set(rng)], _pair(_tile(rng)), kong=0)


def two_kongs(rng: Random) -> GenHand | None:
    tiles = rng.sample(range(34), 2)
    sets = [(KONG, t) for t in tiles] + [_any_set(rng), _any_set(rng)]
    return _hand(rng, sets, _pair(_tile(rng)), kong=0)


def seven_shifted_pairs(rng: Random) -> GenHand | None:
    s, start = _suit(rng), _rank(rng, 1, 3)
    return _hand(rng, loose=[_t(s, start + i) for i in range(7) for _ in range(2)])


def thirteen_orphans(rng: Random) -> GenHand | None:
    return _hand(rng, loose=[*list(ORPHANS), _pick(rng, ORPHANS)])


def all_terminals(rng: Random) -> GenHand | None:
    if rng.random() < 0.3:
        return _seven_pairs(rng, TERMINALS)
    tiles = rng.sample(TERMINALS, 5)
    return _hand(rng, _pungs(tiles[:4]), _pair(tiles[4]))


def little_four_winds(rng: Random) -> GenHand | None:
    winds = rng.sample(WIND_TILES, 4)
    return _hand(rng, [*_pungs(winds[:3]), _any_set(rng)], _pair(winds[3]))


def little_three_dragons(rng: Random) -> GenHand | None:
    dragons = rng.sample(DRAGONS, 3)
    return _hand(rng, [*_pungs(dragons[:2]), _any_set(rng), _any_set(rng)], _pair(dragons[2]))


def all_honors(rng: Random) -> GenHand | None:
    if rng.random() < 0.25:
        return _hand(rng, loose=[t for t in HONORS for _ in range(2)])
    tiles = rng.sample(HONORS, 5)
    return _hand(rng, _pungs(tiles[:4]), _pair(tiles[4]))


def all_terminals_and_honors(rng: Random) -> GenHand | None:
    if rng.random() < 0.3:
        return _seven_pairs(rng, ORPHANS)
    tiles = rng.sample(ORPHANS, 5)
    return _hand(rng, _pungs(tiles[:4]), _pair(tiles[4]))


def four_concealed_pungs(rng: Random) -> GenHand | None:
    tiles = rng.sample(range(34), 5)
    return _hand(rng, _pungs(tiles[:4]), _pair(tiles[4]), meld=0, kong=0.2, concealed_kong=1)


def three_concealed_pungs(rng: Random) -> GenHand | None:
    tiles = rng.sample(range(34), 3)
    fixed = [_any_set(rng)] if rng.random() < 0.6 else []
    sets = _pungs(tiles) + ([] if fixed else [_any_set(rng)])
    return _hand(rng, sets, _pair(_tile(rng)), fixed, meld=0, kong=0.15, concealed_kong=1)


def pure_terminal_chows(rng: Random) -> GenHand | None:
    s = _suit(rng)
    return _hand(rng, _chows(s, 1, 1, 7, 7), _pair(_t(s, 5)))


def quadruple_chow(rng: Random) -> GenHand | None:
    s = _suit(rng)
    return _hand(rng, _chows(s, *[_rank(rng, 1, 7)] * 4), _pair(_tile(rng)))


def four_pure_shifted_pungs(rng: Random) -> GenHand | None:
    s, r = _suit(rng), _rank(rng, 1, 6)
    return _hand(rng, _pungs([_t(s, r + i) for i in range(4)]), _pair(_tile(rng)), kong=0.15)


def four_pure_shifted_chows(rng: Random) -> GenHand | None:
    s, step = _suit(rng), _rank(rng, 1, 2)
    r = _rank(rng, 1, 7 - 3 * step)
    return _hand(rng, _chows(s, *[r + i * step for i in range(4)]), _pair(_tile(rng)))


def seven_pairs(rng: Random) -> GenHand | None:
    if rng.random() < 0.3:
        s = _suit(rng)
        return _seven_pairs(rng, [_t(s, r) for r in range(1, 10)] + list(HONORS))
    return _seven_pairs(rng, range(34))


def greater_honors_knitted(rng: Random) -> GenHand | None:
    knit = _knitted(rng)
    return _hand(rng, loose=rng.sample(knit, 7) + list(HONORS))


def lesser_honors_knitted(rng: Random) -> GenHand | None:
    k = _rank(rng, 8, 9)
    return _hand(rng, loose=rng.sample(_knitted(rng), k) + rng.sample(HONORS, 14 - k))


def knitted_straight(rng: Random) -> GenHand | None:
    if rng.random() < 0.5:
        return _hand(rng, [_any_set(rng)], _knitted(rng) + _pair(_tile(rng)), meld=0)
    extra = _any_set(rng)
    if extra[0] == PUNG and rng.random() < 0.4:
        extra = (KONG, extra[1])
    return _hand(rng, (), _knitted(rng) + _pair(_tile(rng)), [extra])


def all_even_pungs(rng: Random) -> GenHand | None:
    evens = [_t(s, r) for s in range(3) for r in (2, 4, 6, 8)]
    tiles = rng.sample(evens, 5)
    return _hand(rng, _pungs(tiles[:4]), _pair(tiles[4]))


def full_flush(rng: Random) -> GenHand | None:
    s = _suit(rng)
    sets = [
        (CHOW, _t(s, _rank(rng, 1, 7))) if rng.random() < 0.6 else (PUNG, _t(s, _rank(rng, 1, 9))) for _ in range(4)
    ]
    return _hand(rng, sets, _pair(_t(s, _rank(rng, 1, 9))))


def half_flush(rng: Random) -> GenHand | None:
    s = _suit(rng)
    sets = [(CHOW, _t(s, _rank(rng, 1, 7))) if rng.random() < 0.6 else (PUNG, _pick(rng, HONORS)) for _ in range(4)]
    return _hand(rng, sets, _pair(_pick(rng, HONORS) if rng.random() < 0.5 else _t(s, _rank(rng, 1, 9))))


def pure_triple_chow(rng: Random) -> GenHand | None:
    s = _suit(rng)
    return _hand(rng, [*_chows(s, *([_rank(rng, 1, 7)] * 3)), _any_set(rng)], _pair(_tile(rng)))


def pure_shifted_pungs(rng: Random) -> GenHand | None:
    s, r = _suit(rng), _rank(rng, 1, 7)
    return _hand(rng, [*_pungs([_t(s, r + i) for i in range(3)]), _any_set(rng)], _pair(_tile(rng)))


def upper_tiles(rng: Random) -> GenHand | None:
    return _ranged(rng, 7, 9)


def middle_tiles(rng: Random) -> GenHand | None:
    return _ranged(rng, 4, 6)


def lower_tiles(rng: Random) -> GenHand | None:
    return _ranged(rng, 1, 3)


def upper_four(rng: Random) -> GenHand | None:
    return _ranged(rng, 6, 9)


def lower_four(rng: Random) -> GenHand | None:
    return _ranged(rng, 1, 4)


def pure_straight(rng: Random) -> GenHand | None:
    return _hand(rng, [*_chows(_suit(rng), 1, 4, 7), _any_set(rng)], _pair(_tile(rng)))


def three_suited_terminal_chows(rng: Random) -> GenHand | None:
    a, b, c = rng.sample(range(3), 3)
    return _hand(rng, _chows(a, 1, 7) + _chows(b, 1, 7), _pair(_t(c, 5)))


def pure_shifted_chows(rng: Random) -> GenHand | None:
    s, step = _suit(rng), _rank(rng, 1, 2)
    r = _rank(rng, 1, 7 - 2 * step)
    return _hand(rng, [*_chows(s, r, r + step, r + 2 * step), _any_set(rng)], _pair(_tile(rng)))


def all_five(rng: Random) -> GenHand | None:
    def five_set() -> _Set:
        s = _suit(rng)
        return (CHOW, _t(s, _rank(rng, 3, 5))) if rng.random() < 0.7 else (PUNG, _t(s, 5))

    return _hand(rng, [five_set() for _ in range(4)], _pair(_t(_suit(rng), 5)))


def triple_pung(rng: Random) -> GenHand | None:
    r = _rank(rng, 1, 9)
    return _hand(rng, [*_pungs([_t(s, r) for s in range(3)]), _any_set(rng)], _pair(_tile(rng)))


def big_three_winds(rng: Random) -> GenHand | None:
    winds = rng.sample(WIND_TILES, 3)
    return _hand(rng, [*_pungs(winds), _any_set(rng)], _pair(_tile(rng)))


def mixed_straight(rng: Random) -> GenHand | None:
    a, b, c = rng.sample(range(3), 3)
    sets = [(CHOW, _t(a, 1)), (CHOW, _t(b, 4)), (CHOW, _t(c, 7)), _any_set(rng)]
    return _hand(rng, sets, _pair(_tile(rng)))


def reversible_tiles(rng: Random) -> GenHand | None:
    options = _chows(2, 1, 2, 3) + _chows(1, 4) + _pungs(REVERSIBLE)
    return _hand(rng, [_pick(rng, options) for _ in range(4)], _pair(_pick(rng, REVERSIBLE)))


def mixed_triple_chow(rng: Random) -> GenHand | None:
    r = _rank(rng, 1, 7)
    return _hand(rng, [(CHOW, _t(s, r)) for s in range(3)] + [_any_set(rng)], _pair(_tile(rng)))


def mixed_shifted_pungs(rng: Random) -> GenHand | None:
    suits, r = rng.sample(range(3), 3), _rank(rng, 1, 7)
    sets = [*_pungs([_t(suits[i], r + i) for i in range(3)]), _any_set(rng)]
    return _hand(rng, sets, _pair(_tile(rng)))


def mixed_shifted_chows(rng: Random) -> GenHand | None:
    suits, r = rng.sample(range(3), 3), _rank(rng, 1, 5)
    sets = [(CHOW, _t(suits[i], r + i)) for i in range(3)] + [_any_set(rng)]
    return _hand(rng, sets, _pair(_tile(rng)))


def chicken_hand(rng: Random) -> GenHand | None:
    """无番和: simple chows in three suits on unrelated ranks, a simple pung, an honour pair, a
    melded chow, won by discard on the open end of a two-sided wait."""
    a, b, c = rng.sample(range(3), 3)
    ranks = rng.sample(range(2, 7), 3)
    if max(ranks) - min(ranks) == 2:  # three consecutive ranks would be 三色三步高
        return None
    pung = _t(_suit(rng), _rank(rng, 2, 8))
    if any(0 <= pung - _t(s, r) <= 2 for s, r in zip((a, b, c), ranks, strict=True)):
        return None
    return _hand(
        rng,
        [(CHOW, _t(c, ranks[2])), (PUNG, pung)],
        _chow_tiles(_t(b, ranks[1])) + _pair(_pick(rng, HONORS)),
        [(CHOW, _t(a, ranks[0]))],
        meld=0.5,
        kong=0,
        win=_t(b, ranks[1]),
        self_drawn=False,
        flag_rates=_NO_FLAGS,
    )


def melded_hand(rng: Random) -> GenHand | None:
    return _hand(
        rng, (), _pair(_tile(rng)), [_any_set(rng) for _ in range(4)], concealed_kong=0, self_drawn=rng.random() < 0.2
    )


def all_types(rng: Random) -> GenHand | None:
    suits = [_t(s, _rank(rng, 1, 7)) for s in range(3)]
    sets = [(CHOW, t) if rng.random() < 0.6 else (PUNG, t) for t in suits]
    wind, dragon = _pick(rng, WIND_TILES), _pick(rng, DRAGONS)
    honor_set, pair = (wind, dragon) if rng.random() < 0.5 else (dragon, wind)
    return _hand(rng, [*sets, (PUNG, honor_set)], _pair(pair))


def outside_hand(rng: Random) -> GenHand | None:
    def outside_set() -> _Set:
        if rng.random() < 0.6:
            return CHOW, _t(_suit(rng), _pick(rng, (1, 7)))
        return PUNG, _pick(rng, ORPHANS)

    return _hand(rng, [outside_set() for _ in range(4)], _pair(_pick(rng, ORPHANS)))


def all_pungs(rng: Random) -> GenHand | None:
    tiles = rng.sample(range(34), 5)
    return _hand(rng, _pungs(tiles[:4]), _pair(tiles[4]))


def two_dragon_pungs(rng: Random) -> GenHand | None:
    dragons = rng.sample(DRAGONS, 2)
    return _hand(rng, [*_pungs(dragons), _any_set(rng), _any_set(rng)], _pair(_tile(rng)))


def last_copy_in_own_melds(rng: Random) -> GenHand | None:
    """The winning tile's other three copies stand in the fixed sets (和绝张 without the flag)."""
    s, r = _suit(rng), _rank(rng, 1, 9)
    x = _t(s, r)
    starts = [_t(s, q) for q in range(max(1, r - 2), min(7, r) + 1)]
    if rng.random() < 0.5:
        fixed = [(PUNG, x)]
        rest = [_any_set(rng), _any_set(rng)]
    else:
        fixed = [(CHOW, _pick(rng, starts)) for _ in range(3)]
        rest = []
    sets = [(CHOW, _pick(rng, starts)), *rest]
    return _hand(rng, sets, _pair(_tile(rng)), fixed, meld=0, win=x)


def flag_combinations(rng: Random) -> GenHand | None:
    """A hand with a kong, won on a tile of a loose chow, with each legal win flag at 1/2."""
    chow = _t(_suit(rng), _rank(rng, 1, 7))
    sets = [(KONG, _tile(rng)), _any_set(rng), _any_set(rng)]
    return _hand(
        rng, sets, _chow_tiles(chow) + _pair(_tile(rng)), win=chow + int(rng.random() * 3), flag_rates=(0.5,) * 4
    )


Template = Callable[[Random], GenHand | None]

TEMPLATES: tuple[Template, ...] = (
    big_four_winds,
    big_three_dragons,
    all_green,
    nine_gates,
    four_kongs,
    three_kongs,
    two_kongs,
    seven_shifted_pairs,
    thirteen_orphans,
    all_terminals,
    little_four_winds,
    little_three_dragons,
    all_honors,
    all_terminals_and_honors,
    four_concealed_pungs,
    three_concealed_pungs,
    pure_terminal_chows,
    quadruple_chow,
    four_pure_shifted_pungs,
    four_pure_shifted_chows,
    seven_pairs,
    greater_honors_knitted,
    lesser_honors_knitted,
    knitted_straight,
    all_even_pungs,
    full_flush,
    half_flush,
    pure_triple_chow,
    pure_shifted_pungs,
    upper_tiles,
    middle_tiles,
    lower_tiles,
    upper_four,
    lower_four,
    pure_straight,
    three_suited_terminal_chows,
    pure_shifted_chows,
    all_five,
    triple_pung,
    big_three_winds,
    mixed_straight,
    reversible_tiles,
    mixed_triple_chow,
    mixed_shifted_pungs,
    mixed_shifted_chows,
    chicken_hand,
    melded_hand,
    all_types,
    outside_hand,
    all_pungs,
    two_dragon_pungs,
    last_copy_in_own_melds,
    flag_combinations,
    flag_combinations,
    flag_combinations,
)

# Ordinary random hands make a little over half of the mix.
_POOL: tuple[Template, ...] = (random_regular,) * 64 + TEMPLATES


def generate(n: int, seed: int) -> list[GenHand]:
    """Return ``n`` legal winning hands; the same ``seed`` always gives the same hands."""
    rng = Random(seed)
    hands: list[GenHand] = []
    while len(hands) < n:
        template = _POOL[int(rng.random() * len(_POOL))]
        hand = template(rng)
        while hand is None:  # a fifth copy was drawn: draw again from the same template
            hand = template(rng)
        hands.append(hand)
    return hands
