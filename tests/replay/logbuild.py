"""Write Botzone logs by hand, event by event, with the judge's Fan line from the reference calculator.

Why: each convention of docs/replay.md needs a match that shows it (a kong draw, the last tile, the
fourth copy, robbing a kong ...), and a match is 52 dealt tiles and dozens of events. ``Log`` keeps
the bookkeeping (tiles held, packs, walls, copies used) so that a test writes only the events that
matter, lets ``idle`` play filler turns with tiles nobody needs, and ends a win with the ``Fan``
line PyMahjongGB (the judge's calculator, tests only) gives for the flags the test states, and the
judge's scores. The replay must then agree with the log and derive those flags itself.
"""

from collections import Counter

CODES = (*(f"{s}{r}" for s in "WTB" for r in range(1, 10)), "F1", "F2", "F3", "F4", "J1", "J2", "J3")


class Log:
    """One match being written; ``idle`` keeps a copy of each ``reserved`` tile for the test."""

    def __init__(self, deals: list[str], wind: int = 0, match: str = "hand", reserved: str = "") -> None:
        self.lines = [f"Match {match}", f"Wind {wind}"]
        self.wind = wind
        self.hands: list[Counter[str]] = []
        self.packs: list[list[tuple[str, str, int]]] = [[], [], [], []]
        self.used: Counter[str] = Counter()
        self.walls = [21, 21, 21, 21]
        self.reserved = set(reserved.split())
        for p, deal in enumerate(deals):
            tiles = deal.split()
            assert len(tiles) == 13, deal
            self.hands.append(Counter(tiles))
            self.used.update(tiles)
            self.lines.append(f"Player {p} Deal {deal}")
        assert max(self.used.values()) <= 4

    @property
    def text(self) -> str:
        return "\n".join(self.lines) + "\n"

    def draw(self, p: int, tile: str) -> "Log":
        assert self.walls[p] > 0 and self.used[tile] < 4, (p, tile)
        self.walls[p] -= 1
        self.used[tile] += 1
        self.hands[p][tile] += 1
        self.lines.append(f"Player {p} Draw {tile}")
        return self

    def play(self, p: int, tile: str) -> "Log":
        assert self.hands[p][tile] > 0, (p, tile)
        self.hands[p][tile] -= 1
        self.lines.append(f"Player {p} Play {tile}")
        return self

    def turn(self, p: int, drawn: str, played: str | None = None) -> "Log":
        """A draw and a discard (of the drawn tile unless said)."""
        return self.draw(p, drawn).play(p, played or drawn)

    def claim(self, p: int, action: str, tile: str, discard: str, discarder: int, ignored: str = "") -> "Log":
        """Chi (``tile`` the chow's middle), Peng or Gang of ``discard``."""
        hand = self.hands[p]
        if action == "Chi":
            middle = CODES.index(tile)
            chow = [CODES[middle - 1], tile, CODES[middle + 1]]
            chow.remove(discard)
            for t in chow:
                hand[t] -= 1
            self.packs[p].append(("CHI", tile, CODES.index(discard) - middle + 2))
        else:
            hand[tile] -= 2 if action == "Peng" else 3
            self.packs[p].append(("PENG" if action == "Peng" else "GANG", tile, (p - discarder) % 4))
        assert min(hand.values(), default=0) >= 0
        self.lines.append(f"Player {p} {action} {tile}" + (f" {ignored}" if ignored else ""))
        return self

    def own_kong(self, p: int, action: str, tile: str) -> "Log":
        """AnGang or BuGang of a held tile."""
        hand = self.hands[p]
        if action == "AnGang":
            assert hand[tile] == 4
            hand[tile] = 0
            self.packs[p].append(("GANG", tile, 0))
        else:
            hand[tile] -= 1
            i = next(i for i, pack in enumerate(self.packs[p]) if pack[:2] == ("PENG", tile))
            self.packs[p][i] = ("GANG", tile, self.packs[p][i][2])
        self.lines.append(f"Player {p} {action} {tile}")
        return self

    def filler(self) -> str:
        """A tile with a copy left, the last of the table's order first (honours, whose pungs no filler
        makes); of a ``reserved`` tile, one copy stays for the test."""
        for code in reversed(CODES):
            if self.used[code] < 4 - (code in self.reserved):
                return code
        raise AssertionError("no filler tile left")

    def idle(self, first: int, turns: int) -> "Log":
        """``turns`` turns from player ``first`` on, each drawing a filler tile and discarding it."""
        p = first
        for _ in range(turns):
            tile = self.filler()
            self.turn(p, tile)
            p = (p + 1) % 4
        return self

    def win(
        self,
        p: int,
        tile: str,
        payer: int | None,
        fourth: bool = False,
        kong: bool = False,
        last: bool = False,
        named: str | None = None,
        ignored: str = "",
        names: dict[str, str] | None = None,
    ) -> tuple[int, tuple[int, int, int, int]]:
        """End with ``Player p Hu``, the Fan line of the reference for these flags and the judge's
        scores; return (fan total, scores). For a self-drawn win (``payer`` None) the drawn tile is
        already in the hand; ``named`` is the tile the Hu line names, if not ``tile``."""
        import MahjongGB

        hand = Counter(self.hands[p])
        if payer is None:
            hand[tile] -= 1
        standing = tuple(t for t, n in sorted(hand.items()) for _ in range(n))
        rows = MahjongGB.MahjongFanCalculator(
            tuple(self.packs[p]), standing, tile, 0, payer is None, fourth, kong, last, p, self.wind, verbose=True
        )
        total = sum(points * count for points, count, _zh, _en in rows)
        fans = "+".join(f"{(names or {}).get(zh, zh)}*{count}" for _points, count, zh, _en in rows)
        scores = [-8] * 4
        for q in range(4):
            if q == p:
                scores[q] = 3 * (8 + total) if payer is None else 24 + total
            elif payer is None or q == payer:
                scores[q] = -(8 + total)
        self.lines.append(f"Player {p} Hu {named or tile}" + (f" {ignored}" if ignored else ""))
        self.lines += [f"Fan {total} {fans}", "Score " + " ".join(map(str, scores))]
        return total, (scores[0], scores[1], scores[2], scores[3])

    def end(self, *lines: str) -> "Log":
        self.lines += lines
        return self
