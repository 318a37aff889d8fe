"""Seeded random matches of Chinese Standard Mahjong, played legally and written as Botzone logs.

Why: ``gbmj replay`` must reproduce the fan total and the scores of every match the judge could
have written. Real logs are few here, so this plays matches itself under the judge's rules
(ailab-pku/Chinese-Standard-Mahjong ``judge/main.cpp``, as docs/replay.md reads it): four walls of
34, each player drawing from his own; claims by priority, none on the last tile; kongs of every
kind, robbing an added kong; the hand drawn when the player due to draw has an empty wall. Each win
is scored by gbmj (profile ``mil``, the judge's calculator) with the flags this module derives on its
own (its own count of shown tiles for 和绝张, its own walls for the last tile), and paid by its own
reading of the judge's payments; the ``Fan`` line names the fans as the judge does. What the replay
must find again is kept beside each log: the winner, the hand, the flags, the total, the scores.

Players follow simple habits (a suit to collect, pungs, pairs, or plain connections), take most
claims and declare every legal win, and now and then a false one (a complete hand below 8 fans),
which the judge penalises; self-drawn wins name the drawn tile, or as the Botzone data set writes
them the tile last shown.
"""

from collections.abc import Iterator
from dataclasses import dataclass, field
from random import Random

from gbmj_cli.base.errors import GbmjError
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.hand import Hand, Meld, MeldKind
from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.profiles import builtin
from gbmj_cli.scoring.score import score
from gbmj_cli.scoring.waits import waiting_tiles

CODES = (*(f"{s}{r}" for s in "WTB" for r in range(1, 10)), "F1", "F2", "F3", "F4", "J1", "J2", "J3")
WINDS = "ESWN"
PROFILE = builtin("mil")
JUDGE_NAMES = {fan: row.name for fan, row in PROFILE.rows.items()} | {Fan.CLOSED_WAIT: "嵌张"}
"""The judge's name of each fan: the profile's, but 坎张, which its calculator calls 嵌张."""

HABITS = ("suit", "pungs", "pairs", "plain")


@dataclass
class Expected:
    """What the replay of a generated match must find."""

    match: str
    result: str  # "win", "draw" or "false-win"
    winner: int | None = None
    discarder: int | None = None
    hand: str | None = None
    flags: dict[str, bool] = field(default_factory=dict)
    fan_total: int = 0
    scores: tuple[int, int, int, int] = (0, 0, 0, 0)


@dataclass
class _Player:
    hand: list[int]  # counts of the 34 kinds, concealed
    melds: list[Meld] = field(default_factory=list)
    habit: str = "plain"
    suit: int = 0
    waits: frozenset[int] = frozenset()

    def refresh(self) -> None:
        self.waits = waiting_tiles(bytes(self.hand))


class _Game:
    def __init__(self, rng: Random, match_id: str) -> None:
        self.rng = rng
        self.id = match_id
        tiles = [t for t in range(34) for _ in range(4)]
        rng.shuffle(tiles)
        self.walls = [tiles[34 * i : 34 * i + 34] for i in range(4)]
        self.wind = rng.randrange(4)
        self.shown = [0] * 34
        self.lines = [f"Match {match_id}", f"Wind {self.wind}"]
        self.players = []
        for p in range(4):
            hand = [0] * 34
            dealt = [self.walls[p].pop() for _ in range(13)]
            for t in dealt:
                hand[t] += 1
            self.lines.append(f"Player {p} Deal " + " ".join(CODES[t] for t in dealt))
            player = _Player(hand, habit=rng.choice(HABITS), suit=rng.randrange(3))
            player.refresh()
            self.players.append(player)
        self.last_shown: int | None = None
        self.expected = Expected(match_id, "draw")

    # --- the play ---------------------------------------------------------------------------------------

    def play(self) -> None:
        turn, kong = 0, False
        while True:
            if not self.walls[turn]:
                self.lines += ["Huang", "Score 0 0 0 0"]
                return
            tile = self.walls[turn].pop()
            player = self.players[turn]
            self.lines.append(f"Player {turn} Draw {CODES[tile]}")
            if tile in player.waits and self._try_win(turn, tile, None, kong=kong):
                return
            player.hand[tile] += 1
            own = self._own_kong(turn, tile)
            if own is not None:
                kind, kong_tile = own
                if kind == "BuGang" and self._robbed(turn, kong_tile):
                    return
                kong = True
                continue
            kong = False
            discard = self._discard(turn, tile)
            outcome = self._after_discard(turn, discard)
            if outcome is None:  # nobody claimed
                self.shown[discard] += 1
                turn = (turn + 1) & 3
                continue
            if outcome == "won":
                return
            claimer, kind = outcome
            turn = claimer
            kong = kind == "Gang"
            if kind == "Gang":
                continue
            # after a chow or a pung the claimer discards at once, and claims on that tile follow
            while True:
                discard = self._discard(turn)
                outcome = self._after_discard(turn, discard)
                if outcome is None:
                    self.shown[discard] += 1
                    turn = (turn + 1) & 3
                    break
                if outcome == "won":
                    return
                turn, kind = outcome
                if kind == "Gang":
                    kong = True
                    break

    def _discard(self, p: int, drawn: int | None = None) -> int:
        """Discard by habit; a ready hand stays ready (discarding the drawn tile does that, as before it)."""
        player = self.players[p]
        hand = player.hand
        choice = min((t for t in range(34) if hand[t]), key=lambda t: (self._worth(player, t), self.rng.random()))
        ready_before = bool(player.waits)
        hand[choice] -= 1
        if choice != drawn:
            waits = waiting_tiles(bytes(hand))
            if ready_before and not waits and drawn is not None:
                hand[choice] += 1
                choice = drawn
                hand[choice] -= 1
            else:
                player.waits = waits
        self.last_shown = choice
        self.lines.append(f"Player {p} Play {CODES[choice]}")
        return choice

    def _worth(self, player: _Player, t: int) -> float:
        hand = player.hand
        n = hand[t]
        if t >= 27:
            return 3 * n - (1 if n == 1 else 0) + (4 if player.habit in ("suit", "pungs") and n > 1 else 0)
        worth = 3.0 * n
        if player.habit == "pairs":
            return worth + (3 if n == 2 else 0)
        if player.habit != "pungs":
            rank = t % 9
            for d, w in ((-2, 1), (-1, 2), (1, 2), (2, 1)):
                if 0 <= rank + d < 9 and hand[t + d]:
                    worth += w
        if player.habit == "suit" and t // 9 != player.suit:
            worth -= 10
        if player.habit == "pungs":
            worth += 3 if n >= 2 else 0
        return worth

    def _own_kong(self, p: int, drawn: int) -> tuple[str, int] | None:
        """A concealed kong or an added kong, when the walls allow one and the player wants it."""
        if not self.walls[p] or not self.walls[(p + 1) & 3] or self.rng.random() < 0.3:
            return None
        player = self.players[p]
        hand = player.hand
        for t in range(34):
            if hand[t] == 4:
                hand[t] = 0
                player.melds.append(Meld(MeldKind.KONG, t, True))
                player.refresh()
                self.lines.append(f"Player {p} AnGang {CODES[t]}")
                return "AnGang", t
        for i, meld in enumerate(player.melds):
            if meld.kind is MeldKind.PUNG and hand[meld.tile]:
                t = meld.tile
                hand[t] -= 1
                player.melds[i] = Meld(MeldKind.KONG, t, False, 4 + meld.offer)
                player.refresh()
                self.shown[t] = 4
                self.last_shown = t
                self.lines.append(f"Player {p} BuGang {CODES[t]}")
                return "BuGang", t
        return None

    def _robbed(self, k: int, t: int) -> bool:
        for i in (1, 2, 3):
            p = (k + i) & 3
            if t in self.players[p].waits and self._try_win(p, t, k, robbing=True):
                return True
        return False

    def _after_discard(self, d: int, t: int) -> tuple[int, str] | str | None:
        """Claims on the discard ``t`` of ``d``: a win, else a pung or kong, else a chow (or none)."""
        order = [(d + i) & 3 for i in (1, 2, 3)]
        winners = [p for p in order if t in self.players[p].waits and self._wins(p, t, d)]
        after = order[0]
        claims_allowed = bool(self.walls[after])
        pungs = [p for p in order if self.players[p].hand[t] >= 2] if claims_allowed else []
        chow = self._chow(after, t) if claims_allowed else None
        if winners and self.rng.random() < 0.95:
            p = winners[0]
            ignored = [f"Ignore Player {q} Hu {CODES[t]}" for q in winners[1:] if self.rng.random() < 0.8]
            ignored += [
                f"Ignore Player {q} Peng {CODES[t]}" for q in pungs if q not in winners and self.rng.random() < 0.3
            ]
            self._try_win(p, t, d, ignored=ignored)
            return "won"
        for p in pungs:
            player = self.players[p]
            if self.rng.random() > (0.85 if player.habit in ("pungs", "suit") else 0.5):
                continue
            gang = player.hand[t] == 3 and self.rng.random() < 0.7
            player.hand[t] -= 3 if gang else 2
            offer = (p - d) & 3
            player.melds.append(Meld(MeldKind.KONG if gang else MeldKind.PUNG, t, False, offer))
            player.refresh()
            if gang:
                self.shown[t] = 4
            else:
                self.shown[t] += 3
            lost = chow is not None and after != p and self.rng.random() < 0.5
            ignored = f" Ignore Player {after} Chi {CODES[chow[1]]}" if chow is not None and lost else ""
            self.lines.append(f"Player {p} {'Gang' if gang else 'Peng'} {CODES[t]}{ignored}")
            return p, "Gang" if gang else "Peng"
        if chow is not None and self.rng.random() < 0.6:
            low, middle = chow
            player = self.players[after]
            for c in (low, low + 1, low + 2):
                if c != t:
                    player.hand[c] -= 1
                self.shown[c] += 1
            player.melds.append(Meld(MeldKind.CHOW, low, False, t - low + 1))
            player.refresh()
            self.lines.append(f"Player {after} Chi {CODES[middle]}")
            return after, "Chi"
        return None

    def _chow(self, p: int, t: int) -> tuple[int, int] | None:
        """A chow player ``p`` can make with ``t``: (its lowest tile, its middle tile)."""
        if t >= 27:
            return None
        hand = self.players[p].hand
        options = [
            (low, low + 1)
            for low in (t - 2, t - 1, t)
            if low >= 0
            and low // 9 == t // 9
            and low % 9 <= 6
            and all(hand[c] for c in (low, low + 1, low + 2) if c != t)
        ]
        return self.rng.choice(options) if options else None

    # --- wins ---------------------------------------------------------------------------------------------

    def _context(self, p: int, t: int, payer: int | None, kong: bool, robbing: bool) -> tuple[Hand, WinContext]:
        player = self.players[p]
        tiles = tuple(x for x in range(34) for _ in range(player.hand[x]))
        in_melds = sum(m.tiles.count(t) if m.kind is not MeldKind.KONG else 4 * (m.tile == t) for m in player.melds)
        fourth = (self.shown[t] == 3 and not player.hand[t]) or in_melds == 3
        last = not self.walls[(p + 1) & 3] if payer is None else not self.walls[(payer + 1) & 3]
        ctx = WinContext(
            self_drawn=payer is None,
            seat=WINDS[p],
            round=WINDS[self.wind],
            last_tile=last and not robbing,
            kong_draw=kong and payer is None,
            robbing_kong=robbing,
            fourth_tile=fourth,
            from_seat=None if payer is None else WINDS[payer],
            rules=PROFILE,
        )
        return Hand(tuple(player.melds), tiles, t), ctx

    def _wins(self, p: int, t: int, payer: int | None, kong: bool = False, robbing: bool = False) -> bool:
        try:
            return score(*self._context(p, t, payer, kong, robbing)).meets_minimum
        except GbmjError:
            return False

    def _try_win(
        self,
        p: int,
        t: int,
        payer: int | None,
        kong: bool = False,
        robbing: bool = False,
        ignored: list[str] | None = None,
    ) -> bool:
        """Declare a win (or, now and then, a false one) if the player wants to; write its end."""
        hand, ctx = self._context(p, t, payer, kong, robbing)
        try:
            result = score(hand, ctx)
        except GbmjError:
            return False
        if not result.meets_minimum and self.rng.random() > 0.02:
            return False
        code = CODES[t]
        if payer is None and self.rng.random() < 0.5:  # as the data set writes a self-drawn win
            code = "None" if self.last_shown is None else CODES[self.last_shown]
        self.lines.append(f"Player {p} Hu {code}" + "".join(" " + item for item in ignored or ()))
        fans = "+".join(f"{JUDGE_NAMES[f.fan]}*{f.count}" for f in result.fans)
        self.lines.append(f"Fan {result.total} {fans}")
        if result.meets_minimum:
            scores = [0] * 4
            for q in range(4):
                if q == p:
                    scores[q] = 3 * (8 + result.total) if payer is None else 24 + result.total
                elif payer is None or q == payer:
                    scores[q] = -(8 + result.total)
                else:
                    scores[q] = -8
            outcome = "win"
        else:
            scores = [10, 10, 10, 10]
            scores[p] = -30
            outcome = "false-win"
        self.lines.append("Score " + " ".join(map(str, scores)))
        flags = {
            name: getattr(ctx, name) for name in ("self_drawn", "last_tile", "kong_draw", "robbing_kong", "fourth_tile")
        }
        self.expected = Expected(
            self.id,
            outcome,
            p,
            payer,
            hand.notation(),
            flags,
            result.total,
            (scores[0], scores[1], scores[2], scores[3]),
        )
        return True


def matches(seed: int, count: int) -> Iterator[tuple[list[str], Expected]]:
    """``count`` matches from ``seed``: each its log lines and what its replay must find."""
    rng = Random(seed)
    for n in range(count):
        game = _Game(rng, f"gen-{seed}-{n}")
        game.play()
        yield game.lines, game.expected


def write_log(seed: int, count: int) -> tuple[str, list[Expected]]:
    """A log of ``count`` matches (blank lines between them) and their expectations."""
    parts, expected = [], []
    for lines, exp in matches(seed, count):
        parts.append("\n".join(lines) + "\n")
        expected.append(exp)
    return "\n".join(parts), expected


if __name__ == "__main__":  # python tests/replay/matchgen.py SEED COUNT > log.txt
    import sys

    text, _ = write_log(int(sys.argv[1]), int(sys.argv[2]))
    sys.stdout.write(text)
