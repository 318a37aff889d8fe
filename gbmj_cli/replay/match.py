"""Replay one match of a Botzone log as the judge played it, and check it against the log's end.

The state machine follows ``judge/main.cpp`` (docs/replay.md cites its lines): 136 tiles in four
walls of 34, one per player, each player drawing only from his own (the draw after a kong too); the
hand is drawn when the player due to draw has an empty wall; no chow, pung or kong of a discard once
the wall of the player after the discarder is empty, and no kong of one's own once one's own wall or
the next player's is empty. Every event is checked against the state; the first that cannot happen
ends the replay with a ``BadEvent`` that names its line. A ``Hu`` is scored by gbmj with the win
context the play gives, and paid as the judge pays it; the result is compared with the log's ``Fan``
and ``Score`` lines.

    >>> from gbmj_cli.scoring.profiles import builtin
    >>> log = '''Match 1
    ... Wind 0
    ... Player 0 Deal W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9
    ... Player 1 Deal T1 T2 T3 T4 T5 T6 T7 T8 T9 F1 F2 F3 F4
    ... Player 2 Deal B1 B2 B3 B4 B5 B6 B7 B8 B9 J1 J2 J3 F1
    ... Player 3 Deal T1 T2 T3 T4 T5 T6 T7 T8 T9 B1 B2 B3 B4
    ... Player 0 Draw W5
    ... Player 0 Hu W5
    ... Fan 92 九莲宝灯*1+双暗刻*1+幺九刻*1+自摸*1
    ... Score 300 -100 -100 -100'''
    >>> replayed = replay_block(1, log.splitlines(), builtin("mil"))
    >>> replayed.win.hand.notation(), replayed.win.result.total, replayed.scores, replayed.agrees
    ('1112345678999m5m', 92, (300, -100, -100, -100), True)
"""

from itertools import chain, repeat
from typing import NamedTuple

from gbmj_cli.base.bounded import Memo
from gbmj_cli.base.errors import GbmjError, NotWinningError
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.hand import Hand, Meld, MeldKind
from gbmj_cli.hands.tiles import FIRST_HONOR, rank_of
from gbmj_cli.messages import Msg
from gbmj_cli.replay.blocks import MAX_LINES
from gbmj_cli.replay.codes import CODE_OF, CODES, WINDS, fan_names
from gbmj_cli.replay.judge import Scores, false_win_scores, fourth_tile, win_scores
from gbmj_cli.scoring.catalog import AnyFan, Fan
from gbmj_cli.scoring.profiles.profile import Profile
from gbmj_cli.scoring.score import ScoreResult, score

WALL = 34
"""Tiles in each player's wall."""
DEALT = 13
_KINDS = range(34)
"""The kinds of tile, in order."""
_TILE_OF = CODES.__getitem__
"""Each code's tile; KeyError for a code that is no tile."""

# What the play waits for: a draw, a play (or a kong, or a win) after a draw, a claim on a discard
# (or the next draw), a play after a chow or pung, a draw after a kong, a robbing win or the draw
# after an added kong. (Once the play is over, ``_Match.ended`` says how.)
DRAW, DRAWN, DISCARDED, CLAIMED, KONG, ADDED = range(6)

PLAYERS = {"0": 0, "1": 1, "2": 2, "3": 3}
ACTIONS = ("Draw", "Play", "Chi", "Peng", "Gang", "AnGang", "BuGang", "Hu")
_CLAIM_RANKS = {"hu": 2, "peng": 1, "gang": 1, "chi": 0}
"""Priority of claims on a discard: Hu, then Peng and Gang, then Chi."""

_OTHER = 8
"""Keys of ``_EVENTS`` from here on are events other than a draw or a discard: claims (Chi, Peng,
Gang), then kongs of one's own (AnGang, BuGang), then wins (Hu), by their place in ``ACTIONS``."""
_OWN_KONG, _ADDED_KONG, _HU = (_OTHER * ACTIONS.index(action) for action in ("AnGang", "BuGang", "Hu"))

_EVENTS = {
    f"Player {player} {action} {code}": (
        player if kind == 0 else ~player if kind == 1 else _OTHER * kind + player,
        player,
        tile,
        ~player if kind == 0 else (player + 1) & 3,
    )
    for player in range(4)
    for kind, action in enumerate(ACTIONS)
    for code, tile in CODES.items()
}
"""Every event as the logs write it without claims that lost (1,088 of them): (its key, the player,
the tile, the key of the draw or discard due after it). A draw's key is the player, a discard's
``~player`` (below 0); another event's is ``8 *`` its action's place in ``ACTIONS`` ``+ player``.
Most lines are found here whole."""


_CHOWS = {
    middle * 34 + discard: (middle - 1, *(t for t in (middle - 1, middle, middle + 1) if t != discard))
    for middle in range(FIRST_HONOR)
    if rank_of(middle) not in (0, 8)
    for discard in (middle - 1, middle, middle + 1)
}
"""Each chow that a Chi may make, by its middle tile and the discard it takes (``34 * middle + discard``):
its lowest tile and the two tiles it takes from the hand."""


def _due(phase: int, turn: int) -> int:
    """The key of the draw or discard due in a state: the next player's draw after a discard, the
    player's own after a kong (or at the start), his discard after a draw or a claim."""
    if phase == DISCARDED:
        return (turn + 1) & 3
    return ~turn if phase in (DRAWN, CLAIMED) else turn


WIN_KINDS = ("self-drawn", "discard", "robbing-kong")
SELF_DRAWN, DISCARD, ROBBING = WIN_KINDS


class LogEnd(NamedTuple):
    """What the log says at the end: the ``Fan`` line's total and fans (None without one), the scores."""

    fan_total: int | None
    fans: tuple[tuple[str, int], ...]
    scores: Scores


class Win(NamedTuple):
    """A ``Hu``: who won, who pays as the discarder (the robbed player too), how, the hand in gbmj's
    terms and its context, and gbmj's score (None when the tiles make no winning hand)."""

    winner: int
    discarder: int | None
    kind: str
    hand: Hand
    context: WinContext
    result: ScoreResult | None


class Replayed(NamedTuple):
    """A match replayed to its end: ``outcome`` "win", "draw" or "false-win" (a Hu below the 8-fan
    minimum, or of tiles that do not win, which the judge penalises); ``scores`` are gbmj's, in
    player order; ``disagreements`` what differs from the log: "fan_total", "fans", "scores"."""

    match: str
    line: int
    wind: int
    outcome: str
    win: Win | None
    scores: Scores
    log: LogEnd
    disagreements: tuple[str, ...]

    @property
    def agrees(self) -> bool:
        return not self.disagreements

    @property
    def fan_total(self) -> int:
        """gbmj's fan total (with flowers: these logs have none); 0 without a scored hand."""
        win = self.win
        return 0 if win is None or win.result is None else win.result.total


class BadEvent(NamedTuple):
    """The event that stopped a replay: its match (None outside any), line number, text, kind and sentence.

    Kinds: ``format`` (a line that is no event of the format), ``turn`` (an event out of turn),
    ``tiles`` (a tile not held, a fifth copy), ``claim`` (a claim that cannot be made), ``wall`` (a
    draw or a drawn hand that the walls do not allow), ``not-winning`` (a Hu whose tiles do not win,
    where the log does not give the judge's penalty), ``input`` (a line that is not UTF-8 or too long),
    ``internal`` (a bug of gbmj).
    """

    match: str | None
    line: int
    event: str
    kind: str
    message: Msg


class _Bad(Exception):
    """A bad event, raised where it is found and turned into a BadEvent with its line (``index``
    in the block: the line being read, unless said)."""

    def __init__(self, kind: str, message: Msg, index: int | None = None) -> None:
        super().__init__(kind, message)
        self.kind = kind
        self.message = message
        self.index = index


def _bad(kind: str, key: str, **params: object) -> _Bad:
    return _Bad(kind, Msg(key, **params))


def _bad_deal(codes: list[str], dealt: list[list[int]]) -> _Bad:
    """What is wrong with a deal that names no tile or a fifth copy, after the hands ``dealt``: the
    first such code, in order."""
    copies = [sum(counts) for counts in zip([0] * 34, *dealt, strict=True)]
    for code in codes:
        tile = CODES.get(code)
        if tile is None:
            return _bad("tiles", "replay.not_a_tile", code=code)
        if copies[tile] == 4:
            return _bad("tiles", "replay.fifth_copy", tile=code)
        copies[tile] += 1
    raise AssertionError("a deal without a bad code")


_MELDS: dict[tuple[int, int, bool, int], Meld] = {}
"""Every fixed set made so far (at most a few hundred): matches share them."""


def _meld(kind: MeldKind, tile: int, concealed: bool = False, offer: int = 0) -> Meld:
    key = (id(kind), tile, concealed, offer)  # (an enum member hashes, and gives its value, by a call of Python)
    meld = _MELDS.get(key)
    if meld is None:
        meld = _MELDS[key] = Meld(kind, tile, concealed, offer)
    return meld


_CONTEXTS: dict[tuple[object, ...], tuple[Profile, WinContext]] = {}
"""Win contexts by their values, with their profile (kept, as its id is in the key): matches share
them, and there are at most 2,560 a profile (seat, prevalent wind, five flags, the discarder)."""


def _context(
    profile: Profile,
    self_drawn: bool,
    seat: str,
    prevalent: str,
    last: bool,
    kong: bool,
    robbing: bool,
    fourth: bool,
    from_seat: str | None,
) -> WinContext:
    key = (id(profile), self_drawn, seat, prevalent, last, kong, robbing, fourth, from_seat)
    known = _CONTEXTS.get(key)
    if known is not None:
        return known[1]
    ctx = WinContext(
        self_drawn=self_drawn,
        seat=seat,
        round=prevalent,
        last_tile=last,
        kong_draw=kong,
        robbing_kong=robbing,
        fourth_tile=fourth,
        from_seat=from_seat,
        rules=profile,
    )
    _CONTEXTS[key] = profile, ctx
    return ctx


def replay_block(first_line: int, block: "bytes | str | list", profile: Profile) -> "Replayed | BadEvent":
    """Replay one block (``gbmj_cli.replay.blocks``), its first line numbered ``first_line``.

    The block is its text (UTF-8 bytes or str, lines ending with a line feed) or a list of its lines,
    str or bytes, with or without their endings, where None stands for a line over the reader's size
    limit. Never raises for bad input: the first bad event is the result.
    """
    match = _Match(profile)
    index = 0
    texts: list[str] = []
    try:
        texts = _texts(block)
        count = len(texts)
        header = match.header
        for index in range(min(count, 6)):
            header(index, texts[index].split())
        match.run(texts)
        index = max(count - 1, 0)  # what the end lacks is said at the last line (or the first of none)
        return match.finish(first_line, count)
    except _Bad as bad:
        index = bad.index if bad.index is not None else match.at if match.at is not None else index
        ident = match.id if match.id is not None or not index else _first_id(block)
        return BadEvent(ident, first_line + index, _shown(block, texts, index), bad.kind, bad.message)
    except Exception as error:  # a bug of gbmj: this match's record says so, the run goes on
        index = match.at if match.at is not None else index
        message = Msg("replay.internal", error=f"{type(error).__name__}: {error}")
        return BadEvent(match.id, first_line + index, _shown(block, texts, index), "internal", message)


def _texts(block: "bytes | str | list") -> list[str]:
    """The lines of a block as text, without their line feeds. A block's text is decoded in one go;
    lines that will not decode are looked at one at a time, to find the one that is not UTF-8."""
    if isinstance(block, (bytes, str)):
        try:
            text = block.decode() if isinstance(block, bytes) else block
        except UnicodeDecodeError:
            assert isinstance(block, bytes)
            return _texts(block.split(b"\n"))
        texts = text.split("\n")
        if texts and not texts[-1]:
            texts.pop()
        return texts
    texts = []
    for index, line in enumerate(block):
        if line is None:
            raise _Bad("input", Msg("replay.line_too_long"), index)
        try:
            texts.append(line.decode() if isinstance(line, bytes) else str(line))
        except UnicodeDecodeError:
            raise _Bad("input", Msg("replay.not_utf8"), index) from None
    return texts


def _match_id(words: list[str]) -> str | None:
    """The id a ``Match`` line's words give (the words after ``Match``), None if they give none."""
    return " ".join(words[1:]) if len(words) > 1 and words[0] == "Match" else None


def _first_id(block: "bytes | str | list") -> str | None:
    """The id of a block's ``Match`` line, for a later line found bad before the lines were read
    (not UTF-8, or over the reader's size limit); None if the first line is no ``Match`` line."""
    first: object
    if isinstance(block, list):
        first = block[0] if block else None
    elif isinstance(block, bytes):
        first = block.split(b"\n", 1)[0]
    else:
        first = block.split("\n", 1)[0]
    if isinstance(first, bytes):
        first = first.decode("utf-8", "replace")
    return _match_id(first.split()) if isinstance(first, str) else None


def _shown(block: "bytes | str | list", texts: list[str], index: int) -> str:
    """The line ``index`` of a block as a record shows it: its text, without its line ending."""
    if 0 <= index < len(texts):
        return texts[index].rstrip("\r\n")
    if isinstance(block, bytes):
        lines: list = block.split(b"\n")
    elif isinstance(block, str):
        lines = block.split("\n")
    else:
        lines = block
    line = lines[index] if 0 <= index < len(lines) else None
    if isinstance(line, bytes):
        return line.decode("utf-8", "replace").rstrip("\r\n")
    return "" if line is None else str(line).rstrip("\r\n")


class _Match:
    """The state of one match while its lines are replayed (``event`` one line at a time)."""

    __slots__ = (
        "at",
        "ended",
        "fan_line",
        "hands",
        "hu_index",
        "id",
        "kong_draw",
        "last_shown",
        "log",
        "melds",
        "not_winning",
        "phase",
        "profile",
        "shown",
        "tile",
        "turn",
        "unseen",
        "walls",
        "win",
        "wind",
    )

    def __init__(self, profile: Profile) -> None:
        self.profile = profile
        self.id: str | None = None
        self.wind = 0
        self.hands = [[0] * 34 for _ in range(4)]
        self.melds: list[list[Meld]] = [[], [], [], []]
        self.walls = [WALL - DEALT] * 4  # tiles left in each player's wall
        self.unseen = [4] * 34  # copies of each tile not yet dealt or drawn
        self.shown = [0] * 34  # copies shown, as the judge counts them for 和绝张
        self.phase = DRAW
        self.turn = 0
        self.tile = 0  # the tile drawn, discarded or added to a kong last
        self.kong_draw = False  # the tile drawn is the one after the drawer's own kong
        self.last_shown: int | None = None  # the tile last discarded or added to a kong
        self.win: Win | None = None
        self.ended: str | None = None  # "Hu" or "Huang" once the play is over
        self.fan_line: tuple[int, tuple[tuple[str, int], ...]] | None = None
        self.log: Scores | None = None
        self.hu_index = 0  # the line of the Hu, in the block
        self.not_winning: Msg | None = None  # why the tiles of the Hu do not win
        self.at: int | None = None  # the line (in the block) that ``run`` stopped at

    # --- the lines ------------------------------------------------------------------------------------

    def run(self, texts: list[str]) -> None:
        """The lines after the header: the draw or discard due here, other events that ``_EVENTS``
        knows whole by their methods, the rest by ``event``; once the play is over, the end by ``event``.

        At any moment one draw or discard is due (``_due``): a line is that one when its key is. The
        state that every draw and discard reads and writes stands in local variables (an attribute
        costs more than the rest of a draw), written back before any other event and before a bad
        event's sentence, which reads it.
        """
        hands, walls, unseen, shown = self.hands, self.walls, self.unseen, self.shown
        phase, turn, tile, kong, last = self.phase, self.turn, self.tile, self.kong_draw, self.last_shown
        due = _due(phase, turn)
        index = 6
        try:
            for index, known in enumerate(map(_EVENTS.get, texts[6:]), 6):
                if known is not None:
                    key, player, code, after = known
                    if key == due:
                        if key < 0:  # the discard after a draw or a claim
                            hand = hands[player]
                            if not hand[code]:
                                raise _bad("tiles", "replay.not_held", player=player, tile=CODE_OF[code])
                            hand[code] -= 1
                            tile = last = code
                            phase = DISCARDED
                            due = after
                            continue
                        if phase == DISCARDED:  # the next player's draw: the discard passed
                            shown[tile] += 1
                            turn = player
                        kong = phase >= KONG  # (KONG or ADDED): the draw after a kong
                        if not walls[player]:
                            raise _bad("wall", "replay.wall_empty", player=player)
                        walls[player] -= 1
                        if not unseen[code]:
                            raise _bad("tiles", "replay.fifth_copy", tile=CODE_OF[code])
                        unseen[code] -= 1
                        hands[player][code] += 1
                        tile = code
                        phase = DRAWN
                        due = after
                        continue
                    if key < _OTHER:  # a draw or discard out of turn
                        raise self._turn_at(phase, turn, tile)
                self.phase, self.turn, self.tile, self.kong_draw, self.last_shown = phase, turn, tile, kong, last
                if known is None:
                    line = texts[index]
                    self.event(index, line, line.split())
                elif key < _OWN_KONG:
                    self._claim(player, ACTIONS[key // _OTHER], code, [])
                elif key < _HU:
                    self._own_kong(player, code, key >= _ADDED_KONG)
                else:
                    self._hu(index, player, CODE_OF[code], code, [])
                if self.ended is not None:
                    break
                phase, turn, tile, kong, last = self.phase, self.turn, self.tile, self.kong_draw, self.last_shown
                due = _due(phase, turn)
            else:
                self.phase, self.turn, self.tile, self.kong_draw, self.last_shown = phase, turn, tile, kong, last
                return
            end = index + 1
            for index in range(end, len(texts)):  # the play is over: the Fan and Score lines
                line = texts[index]
                self.event(index, line, line.split())
        except Exception:
            self.at = index
            raise

    def _turn_at(self, phase: int, turn: int, tile: int) -> _Bad:
        """``_turn`` with the state that ``run`` holds in local variables."""
        self.phase, self.turn, self.tile = phase, turn, tile
        return self._turn()

    def event(self, index: int, line: str, words: list[str]) -> None:
        """A line that ``_EVENTS`` does not know whole: an event with claims that lost, the end, a bad line."""
        if self.log is not None:
            raise _bad("format", "replay.after_score")
        head = words[0] if words else ""
        if head == "Player" and len(words) >= 4 and self.ended is None:
            player = PLAYERS.get(words[1])
            action = words[2]
            if player is None or action not in ACTIONS:
                raise _bad("format", "replay.not_an_event")
            if len(words) > 4 and action not in ("Chi", "Peng", "Gang", "Hu"):
                raise _bad("format", "replay.not_an_event")
            code = words[3]
            tile = CODES.get(code)
            if tile is not None and (action == "Draw" or action == "Play"):  # spaced otherwise: as ``run`` reads it
                self.run([""] * 6 + [" ".join(words)])
            else:
                self._act(index, player, action, code, tile, words[4:])
        elif head == "Huang" and len(words) == 1 and self.ended is None:
            self._huang()
        elif head == "Fan" and self.ended == "Hu" and self.fan_line is None:
            self.fan_line = _FAN_LINES[line] if len(line) <= _KEPT_LINE else _fan_line(line)
        elif head == "Score" and self.ended is not None:
            self.log = _SCORE_LINES[line] if len(line) <= _KEPT_LINE else _score_line(line)
        elif self.ended is not None and head in ("Player", "Huang"):
            raise _bad("format", "replay.after_end", end=self.ended)
        else:
            raise _bad("format", "replay.not_an_event")

    def _act(self, index: int, player: int, action: str, code: str, tile: int | None, ignored: list[str]) -> None:
        """A claim, a kong or a win (``ignored``: the claims that lost, as the line gives them)."""
        if action == "Hu":
            self._hu(index, player, code, tile, ignored)
        elif tile is None:  # (only a Hu after a draw may name no tile: the data set's "Hu None")
            raise _bad("tiles", "replay.not_a_tile", code=code)
        elif action == "AnGang" or action == "BuGang":
            self._own_kong(player, tile, action == "BuGang")
        else:
            self._claim(player, action, tile, ignored)

    def header(self, index: int, words: list[str]) -> None:
        if index == 0:
            if not words or words[0] != "Match":
                raise _bad("format", "replay.outside_match")
            self.id = _match_id(words)
            if self.id is None:
                raise _bad("format", "replay.no_match_id")
        elif index == 1:
            if len(words) != 2 or words[0] != "Wind" or words[1] not in PLAYERS:
                raise _bad("format", "replay.no_wind")
            self.wind = PLAYERS[words[1]]
        else:
            player = index - 2
            if len(words) != 3 + DEALT or words[:3] != ["Player", str(player), "Deal"]:
                raise _bad("format", "replay.no_deal", player=player)
            hand, unseen = self.hands[player], self.unseen
            try:
                for tile in map(_TILE_OF, words[3:]):
                    if not unseen[tile]:
                        break  # (a fifth copy)
                    unseen[tile] -= 1
                    hand[tile] += 1
                else:
                    return
            except KeyError:  # (a code that is no tile)
                pass
            raise _bad_deal(words[3:], self.hands[:player])

    def finish(self, first_line: int, count: int) -> "Replayed":
        """The match replayed, once its lines are read: compared with the log's end."""
        if self.log is None:
            if not count:  # (no line at all: the text given to replay_match was blank)
                raise _bad("format", "replay.outside_match")
            if count < 6:
                raise _bad("format", "replay.no_wind" if count < 2 else "replay.no_deal", player=count - 2)
            if count >= MAX_LINES:
                raise _bad("format", "replay.match_too_long", n=MAX_LINES)
            raise _bad("format", "replay.no_score")
        assert self.id is not None
        fan_total, fans = self.fan_line if self.fan_line is not None else (None, ())
        log = LogEnd(fan_total, fans, self.log)
        win = self.win
        if win is None:
            scores: Scores = (0, 0, 0, 0)
            return Replayed(self.id, first_line, self.wind, "draw", None, scores, log, _differing(0, None, scores, log))
        result = win.result
        if result is not None and result.meets_minimum:
            scores = win_scores(win.winner, win.discarder, result.total)
            counts = {f.fan: f.count for f in result.fans}
            differing = _differing(result.total, counts, scores, log)
            return Replayed(self.id, first_line, self.wind, "win", win, scores, log, differing)
        scores = false_win_scores(win.winner)
        if result is None and log.scores != scores:  # the log scores a win that gbmj cannot read as one
            assert self.not_winning is not None
            reason = Msg("replay.not_winning", player=win.winner, reason=self.not_winning)
            raise _Bad("not-winning", reason, self.hu_index)
        total = None if result is None else result.total
        return Replayed(
            self.id, first_line, self.wind, "false-win", win, scores, log, _differing(total, None, scores, log)
        )

    # --- the events -----------------------------------------------------------------------------------

    def _claim(self, player: int, action: str, tile: int, ignored: list[str]) -> None:
        """Chi, Peng or Gang of the last discard."""
        discarder = self.turn
        if self.phase != DISCARDED:
            raise self._turn()
        discard = self.tile
        if player == discarder:
            raise _bad("claim", "replay.claim_own", player=player)
        after = (discarder + 1) & 3
        hand = self.hands[player]
        chow = None
        if action == "Chi":
            if player != after:
                raise _bad("claim", "replay.chow_not_next", next=after)
            chow = _CHOWS.get(tile * 34 + discard)
            if chow is None:
                raise _bad("claim", "replay.chow_shape", middle=CODE_OF[tile], discard=CODE_OF[discard])
        elif tile != discard:
            raise _bad("claim", "replay.claim_wrong_tile", action=action, tile=CODE_OF[tile], discard=CODE_OF[discard])
        if not self.walls[after]:
            raise _bad("claim", "replay.claim_last", next=after)
        if ignored:
            self._ignored(player, action, ignored)
        shown = self.shown
        if chow is not None:
            low, first, second = chow
            if not hand[first]:
                raise _bad("tiles", "replay.not_held", player=player, tile=CODE_OF[first])
            hand[first] -= 1
            if not hand[second]:
                raise _bad("tiles", "replay.not_held", player=player, tile=CODE_OF[second])
            hand[second] -= 1
            shown[low] += 1
            shown[low + 1] += 1
            shown[low + 2] += 1
            self.melds[player].append(_meld(MeldKind.CHOW, low, False, discard - low + 1))
            self.phase = CLAIMED
        else:
            held = 2 if action == "Peng" else 3
            if hand[tile] < held:
                raise _bad("tiles", "replay.not_held", player=player, tile=CODE_OF[tile])
            hand[tile] -= held
            offer = (player - discarder) & 3  # 1 the player before (left), 2 opposite, 3 the one after
            if action == "Peng":
                shown[tile] += 3
                self.melds[player].append(_meld(MeldKind.PUNG, tile, False, offer))
                self.phase = CLAIMED
            else:
                shown[tile] = 4
                self.melds[player].append(_meld(MeldKind.KONG, tile, False, offer))
                self.phase = KONG
        self.turn = player

    def _own_kong(self, player: int, tile: int, added: bool) -> None:
        """AnGang (four held, the drawn tile among them) or BuGang (a held tile added to a pung)."""
        if not (self.phase == DRAWN and player == self.turn):
            raise self._turn()
        if not self.walls[player] or not self.walls[(player + 1) & 3]:
            raise _bad("wall", "replay.kong_last", player=player if not self.walls[player] else (player + 1) & 3)
        hand = self.hands[player]
        melds = self.melds[player]
        if added:
            pung = next((i for i, m in enumerate(melds) if m.kind is MeldKind.PUNG and m.tile == tile), None)
            if pung is None:
                raise _bad("claim", "replay.no_pung_to_add", player=player, tile=CODE_OF[tile])
            if not hand[tile]:
                raise _bad("tiles", "replay.not_held", player=player, tile=CODE_OF[tile])
            hand[tile] -= 1
            melds[pung] = _meld(MeldKind.KONG, tile, False, 4 + melds[pung].offer)
            self.shown[tile] = 4
            self.tile = self.last_shown = tile
            self.phase = ADDED
        else:
            if hand[tile] != 4:
                raise _bad("tiles", "replay.kong_not_held", player=player, tile=CODE_OF[tile])
            hand[tile] = 0
            melds.append(_meld(MeldKind.KONG, tile, True))
            self.phase = KONG

    def _ignored(self, player: int, action: str, items: list[str]) -> None:
        """Check the claims the log says lost on priority: none of them should have won."""
        if not items:
            return
        if len(items) % 5:
            raise _bad("format", "replay.bad_ignore")
        discarder, rank = self.turn, _CLAIM_RANKS[action.lower()]
        for i in range(0, len(items), 5):
            word, who, other, what, code = items[i : i + 5]
            loser = PLAYERS.get(other)
            kind = what.lower()
            if word != "Ignore" or who != "Player" or loser is None or kind not in _CLAIM_RANKS or code not in CODES:
                raise _bad("format", "replay.bad_ignore")
            if loser in (player, discarder):
                raise _bad("claim", "replay.ignored_player", player=loser)
            if kind == "chi" and loser != (discarder + 1) & 3:
                raise _bad("claim", "replay.chow_not_next", next=(discarder + 1) & 3)
            other_rank = _CLAIM_RANKS[kind]
            if other_rank > rank:
                raise _bad("claim", "replay.ignored_first", action=what, player=loser)
            # equal ranks: Hu by turn order from the discarder, Peng and Gang by player number
            first = (loser - discarder) & 3 < (player - discarder) & 3 if rank == 2 else loser < player
            if other_rank == rank and first:
                raise _bad("claim", "replay.ignored_first", action=what, player=loser)

    def _huang(self) -> None:
        phase = self.phase
        if phase == DISCARDED:
            due = (self.turn + 1) & 3
        elif phase in (KONG, ADDED):
            due = self.turn
        else:
            raise self._turn()
        if self.walls[due]:
            raise _bad("wall", "replay.huang_too_soon", player=due, n=self.walls[due])
        self.ended = "Huang"

    def _hu(self, index: int, player: int, code: str, tile: int | None, ignored: list[str]) -> None:
        phase, turn = self.phase, self.turn
        hand = self.hands[player]
        if phase == DRAWN and player == turn:
            drawn = self.tile
            last = self.last_shown
            if tile != drawn and not (tile is not None and tile == last) and not (last is None and code == "None"):
                raise _bad("claim", "replay.hu_tile", drawn=CODE_OF[drawn], tile=code)
            if ignored:
                raise _bad("format", "replay.not_an_event")
            winning, kind, payer, kong = drawn, SELF_DRAWN, None, self.kong_draw
            hand[winning] -= 1  # the standing tiles, without the winning one
            last_tile = not self.walls[(player + 1) & 3]
        elif phase in (DISCARDED, ADDED) and player != turn:
            if tile != self.tile:
                raise _bad("claim", "replay.claim_wrong_tile", action="Hu", tile=code, discard=CODE_OF[self.tile])
            self._ignored(player, "Hu", ignored)
            winning, payer = self.tile, turn
            kind, kong = DISCARD if phase == DISCARDED else ROBBING, False
            last_tile = not self.walls[(turn + 1) & 3]
        else:
            raise self._turn()
        melds = self.melds[player]
        in_melds = 0
        for m in melds:
            in_melds += m.tiles.count(winning) if m.kind is not MeldKind.KONG else 4 * (m.tile == winning)
        fourth = fourth_tile(self.shown[winning], hand[winning], in_melds)
        tiles = tuple(chain.from_iterable(map(repeat, _KINDS, hand)))  # (each kind as often as held)
        won = Hand(tuple(melds), tiles, winning)
        seat = WINDS[player]
        from_seat = None if payer is None else WINDS[payer]
        ctx = _context(
            self.profile,
            kind == SELF_DRAWN,
            seat,
            WINDS[self.wind],
            last_tile,
            kong,
            kind == ROBBING,
            fourth,
            from_seat,
        )
        self.ended = "Hu"
        self.hu_index = index
        try:
            result: ScoreResult | None = score(won, ctx)
        except NotWinningError as error:
            result, self.not_winning = None, error.msg
        except GbmjError as error:
            raise _Bad("not-winning", Msg("replay.not_winning", player=player, reason=error.msg)) from None
        self.win = Win(player, payer, kind, won, ctx, result)

    def _turn(self) -> _Bad:
        """The bad event of an event out of turn: what the state waits for instead."""
        phase, player = self.phase, self.turn
        if phase in (DRAW, KONG):
            expected = Msg("replay.expect_after_kong" if phase == KONG else "replay.expect_draw", player=player)
        elif phase == DRAWN:
            expected = Msg("replay.expect_after_draw", player=player)
        elif phase == CLAIMED:
            expected = Msg("replay.expect_play", player=player)
        elif phase == DISCARDED:
            expected = Msg("replay.expect_after_discard", player=player, tile=CODE_OF[self.tile], next=(player + 1) & 3)
        else:
            expected = Msg("replay.expect_after_added_kong", player=player, tile=CODE_OF[self.tile])
        return _Bad("turn", Msg("replay.wrong_turn", expected=expected))


_NUMBER_DIGITS = 9
"""Digits of a number on a Fan or Score line at most (the judge's are a few)."""


def _number(text: str) -> int | None:
    """A whole number written in ASCII digits, perhaps signed; None for anything else."""
    digits = text[1:] if text[:1] in "+-" else text
    if not (digits.isascii() and digits.isdigit()) or len(digits) > _NUMBER_DIGITS:
        return None
    return int(text)


def _fan_line(line: str) -> tuple[int, tuple[tuple[str, int], ...]]:
    """``Fan <total> <name>*<count>+...``: the total and the (name, count) pairs."""
    words = line.split(None, 2)
    total = _number(words[1]) if len(words) > 1 else None
    if total is None:
        raise _bad("format", "replay.bad_fan_line")
    fans = []
    for item in words[2].split("+") if len(words) > 2 else ():
        name, star, times = item.strip().rpartition("*")
        count = _number(times)
        if not star or not name or count is None or count < 1:
            raise _bad("format", "replay.bad_fan_line")
        fans.append((name, count))
    return total, tuple(fans)


def _score_line(line: str) -> Scores:
    """``Score <s0> <s1> <s2> <s3>``."""
    scores = [_number(word) for word in line.split()[1:]]
    if len(scores) != 4 or None in scores:
        raise _bad("format", "replay.bad_score_line")
    s0, s1, s2, s3 = scores
    assert s0 is not None and s1 is not None and s2 is not None and s3 is not None
    return s0, s1, s2, s3


_KEPT_LINE = 200
"""The longest Fan or Score line whose reading is kept (a real one is under 100 characters)."""
_FAN_LINES: Memo[str, tuple[int, tuple[tuple[str, int], ...]]] = Memo(_fan_line, 1024)
_SCORE_LINES: Memo[str, Scores] = Memo(_score_line, 1024)
"""The Fan and Score lines read so far, by their text: a few totals and payments make most of them."""

_NAMES: dict[str, Fan] = {}
"""The names a log may give a fan (``gbmj_cli.replay.codes.fan_names``), filled on first use."""


def log_fan(name: str) -> Fan | None:
    """The fan a log's name means, or None for a name no calculator gives."""
    if not _NAMES:
        from gbmj_cli.scoring.profiles import builtin

        rows = builtin("mil").rows  # (official fans alone: a built-in profile has no house fans)
        _NAMES.update(fan_names({fan: row.name for fan, row in rows.items() if isinstance(fan, Fan)}))
    return _NAMES.get(name)


def _differing(total: int | None, counts: dict[AnyFan, int] | None, scores: Scores, log: LogEnd) -> tuple[str, ...]:
    """What differs between gbmj's result and the log's end: "fan_total", "fans", "scores"."""
    differing = []
    if log.fan_total is not None and total is not None and log.fan_total != total:
        differing.append("fan_total")
    if counts is not None and log.fans:
        logged: dict[AnyFan | None, int] = {}
        for name, count in log.fans:
            fan = log_fan(name)
            logged[fan] = logged.get(fan, 0) + count
        if logged != counts:
            differing.append("fans")
    if log.scores != scores:
        differing.append("scores")
    return tuple(differing)
