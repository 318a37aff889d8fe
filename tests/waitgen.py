"""Seeded generators of hands that have not won yet, for the hand-analysis tests and benchmark.

A *waiting hand* has k fixed sets and 13 - 3k standing tiles (``gbmj waits``); a *drawn hand* one
standing tile more, the drawn one last (``gbmj advise``). Hands come in the families of docs/advice.md
§13.1, each at least its share: uniform random tiles rarely come near ready, so most hands are
aimed at the shapes where the forms differ (pairs and quads, knitted tiles, terminals and
honours, fixed sets beside a fourth copy, hands one tile from winning). Every hand is legal: at
most four copies of a kind, counting the sets. Tile names and sets are those of ``handgen``.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from random import Random

from handgen import CHOW, INDEX, KONG, NAMES, ORACLE_NAMES, PUNG, generate, set_tiles

Meld = tuple[str, str, int]  # (kind, lowest or repeated tile name, offer: 0 concealed kong, 1-3)

ORPHANS = tuple(INDEX[n] for n in ["1m", "9m", "1s", "9s", "1p", "9p", "E", "S", "W", "N", "C", "F", "P"])
HONOURS = tuple(range(27, 34))
KNITTED = tuple(
    tuple(9 * s + r - 1 for s, start in zip(range(3), starts, strict=True) for r in (start, start + 3, start + 6))
    for starts in ((1, 2, 3), (1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2), (3, 2, 1))
)
_ORACLE_PACK = {CHOW: "CHI", PUNG: "PENG", KONG: "GANG"}


@dataclass(frozen=True, slots=True)
class WaitingHand:
    """Fixed sets and standing tiles (in no particular order); ``family`` says how it was made."""

    melds: tuple[Meld, ...]
    standing: tuple[str, ...]
    family: str = ""

    def own(self) -> list[int]:
        """Copies of each kind among the standing tiles and the sets."""
        counts = [0] * 34
        for name in self.standing:
            counts[INDEX[name]] += 1
        for kind, name, _ in self.melds:
            for t in set_tiles(kind, name):
                counts[INDEX[t]] += 1
        return counts


def _write(names: Sequence[str]) -> str:
    out: list[str] = []
    for name in names:
        if len(name) == 2 and out and out[-1][-1] == name[1] and out[-1][0].isdigit():
            out[-1] = out[-1][:-1] + name
        else:
            out.append(name)
    return "".join(out)


def notation(h: WaitingHand) -> str:
    """The hand string: fixed sets, then the standing tiles in their order (the drawn one last).

    >>> notation(WaitingHand((("pung", "E", 1),), ("1m", "2m", "5p", "E")))
    '[EEE1]12m5pE'
    """
    sets = []
    for kind, name, offer in h.melds:
        body = _write(set_tiles(kind, name))
        sets.append("{" + body + "}" if kind == KONG and offer == 0 else f"[{body}{offer}]")
    return "".join(sets) + _write(h.standing)


def oracle_hand(standing: Sequence[str]) -> tuple[str, ...]:
    """Standing tiles in the reference's names (W1-W9, T1-T9, B1-B9, F1-F4, J1-J3)."""
    return tuple(ORACLE_NAMES[INDEX[t]] for t in standing)


def oracle_packs(h: WaitingHand) -> tuple[tuple[str, str, int], ...]:
    """Fixed sets as the reference's packs: a chow named by its middle tile, offer 0 concealed."""
    return tuple(
        (_ORACLE_PACK[kind], ORACLE_NAMES[INDEX[name] + (kind == CHOW)], offer) for kind, name, offer in h.melds
    )


# ---- the wall ---------------------------------------------------------------------------------


class _Wall:
    """The 136 tiles less those already used, to draw from without a fifth copy."""

    def __init__(self, rng: Random) -> None:
        self.rng = rng
        self.left = [4] * 34

    def take(self, t: int, n: int = 1) -> bool:
        if self.left[t] < n:
            return False
        self.left[t] -= n
        return True

    def draw(self, kinds: Sequence[int] = range(34)) -> int | None:
        """A random tile of the given kinds, weighted by the copies left."""
        pool = [t for t in kinds for _ in range(self.left[t])]
        if not pool:
            return None
        t = pool[int(self.rng.random() * len(pool))]
        self.left[t] -= 1
        return t


def _fill(wall: _Wall, tiles: list[int], size: int) -> list[int]:
    while len(tiles) < size:
        t = wall.draw()
        assert t is not None
        tiles.append(t)
    return tiles


def _concealed(tiles: list[int], family: str, rng: Random) -> WaitingHand:
    rng.shuffle(tiles)
    return WaitingHand((), tuple(NAMES[t] for t in tiles), family)


# ---- the families -----------------------------------------------------------------------------


def uniform(rng: Random) -> WaitingHand:
    """13 tiles from a shuffled wall."""
    return _concealed(_fill(_Wall(rng), [], 13), "uniform", rng)


def one_suit(rng: Random) -> WaitingHand:
    """7 to 13 tiles of one suit, the rest from the wall."""
    wall = _Wall(rng)
    s = 9 * int(rng.random() * 3)
    suit = range(s, s + 9)
    tiles = [wall.draw(suit) for _ in range(7 + int(rng.random() * 7))]
    return _concealed(_fill(wall, [t for t in tiles if t is not None], 13), "one_suit", rng)


def pairs(rng: Random) -> WaitingHand:
    """Pairs, pungs and four of a kind; two in five hold a kind four times."""
    wall = _Wall(rng)
    tiles: list[int] = []
    if rng.random() < 0.4:
        t = int(rng.random() * 34)
        wall.take(t, 4)
        tiles += [t] * 4
    while len(tiles) < 13:
        n = min((2, 2, 2, 3, 4, 1)[int(rng.random() * 6)], 13 - len(tiles))
        t = int(rng.random() * 34)
        if wall.take(t, n):
            tiles += [t] * n
    return _concealed(tiles, "pairs", rng)


def knitted(rng: Random) -> WaitingHand:
    """8 to 13 tiles from one knitted pattern and the honours, now and then a copy twice."""
    wall = _Wall(rng)
    kinds = list(KNITTED[int(rng.random() * 6)]) + list(HONOURS)
    tiles = rng.sample(kinds, 8 + int(rng.random() * 6))
    if rng.random() < 0.25:
        tiles[-1] = tiles[0]
    for t in tiles:
        wall.take(t)
    return _concealed(_fill(wall, tiles, 13), "knitted", rng)


def orphans(rng: Random) -> WaitingHand:
    """9 to 13 terminal and honour tiles, the rest from the wall."""
    wall = _Wall(rng)
    tiles = [wall.draw(ORPHANS) for _ in range(9 + int(rng.random() * 5))]
    return _concealed(_fill(wall, [t for t in tiles if t is not None], 13), "orphans", rng)


def melded(rng: Random) -> WaitingHand:
    """1 to 4 fixed sets and 13 - 3k standing tiles; about a third hold a fourth copy beside a set."""
    wall = _Wall(rng)
    k = 1 + int(rng.random() * 4)
    melds: list[Meld] = []
    standing: list[int] = []
    fourth = rng.random() < 0.35
    while len(melds) < k:
        roll = rng.random()
        if roll < 0.45:
            t = 9 * int(rng.random() * 3) + int(rng.random() * 7)
            if all(wall.left[t + i] for i in range(3)):
                for i in range(3):
                    wall.take(t + i)
                melds.append((CHOW, NAMES[t], 1 + int(rng.random() * 3)))
            continue
        t = int(rng.random() * 34)
        kong = roll > 0.8
        if wall.take(t, 4 if kong else 3):
            offer = (0 if rng.random() < 0.5 else 1 + int(rng.random() * 3)) if kong else 1 + int(rng.random() * 3)
            melds.append((KONG if kong else PUNG, NAMES[t], offer))
            if fourth and not kong and wall.take(t):
                standing.append(t)  # e.g. [EEE1] and an E
                fourth = False
    _fill(wall, standing, 13 - 3 * k)
    rng.shuffle(standing)
    return WaitingHand(tuple(melds), tuple(NAMES[t] for t in standing), "melded")


def near_ready(rng: Random) -> WaitingHand:
    """A winning hand of ``handgen`` without one loose tile; half the time another one replaced."""
    g = generate(1, int(rng.random() * 2**31))[0]
    loose = list(g.loose)
    loose.pop(int(rng.random() * len(loose)))
    h = WaitingHand(g.melds, tuple(loose), "near_ready")
    if rng.random() < 0.5 and loose:
        counts = h.own()
        i = int(rng.random() * len(loose))
        counts[INDEX[loose[i]]] -= 1
        free = [t for t in range(34) if counts[t] < 4]
        loose[i] = NAMES[free[int(rng.random() * len(free))]]
        h = WaitingHand(g.melds, tuple(loose), "near_ready")
    return h


Family = Callable[[Random], WaitingHand]

# Shares of docs/advice.md §13.1, in hundredths.
FAMILIES: tuple[tuple[Family, int], ...] = (
    (uniform, 15),
    (one_suit, 15),
    (pairs, 15),
    (knitted, 10),
    (orphans, 10),
    (melded, 25),
    (near_ready, 10),
)
_POOL: tuple[Family, ...] = tuple(f for f, share in FAMILIES for _ in range(share))


def generate_waiting(n: int, seed: int) -> list[WaitingHand]:
    """``n`` waiting hands of the families in their shares; the same seed gives the same hands."""
    rng = Random(seed)
    return [_POOL[i % len(_POOL)](rng) for i in _order(n, rng)]


def _order(n: int, rng: Random) -> list[int]:
    """Family slots: every block of 100 hands holds each family exactly its share, shuffled."""
    slots: list[int] = []
    while len(slots) < n:
        block = list(range(len(_POOL)))
        rng.shuffle(block)
        slots += block
    return slots[:n]


def with_drawn_tile(h: WaitingHand, rng: Random) -> WaitingHand:
    """The hand with one more standing tile, drawn from the rest of the wall (written last)."""
    counts = h.own()
    free = [t for t in range(34) for _ in range(4 - counts[t])]
    return WaitingHand(h.melds, (*h.standing, NAMES[free[int(rng.random() * len(free))]]), h.family)


def generate_drawn(n: int, seed: int) -> list[WaitingHand]:
    """``n`` hands for ``gbmj advise``: hands of the families with a drawn tile added."""
    rng = Random(seed)
    return [with_drawn_tile(h, rng) for h in generate_waiting(n, seed)]
