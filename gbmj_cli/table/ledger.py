"""A referee's ledger as values: settings, the four players, and one event per ledger line (docs/session.md).

The reader (``ledger_reader``) builds these from text or CSV; a program can build them directly and
hand them to ``gbmj_cli.table.session.settle``. The constructors refuse values that no ledger line
could produce (a hand 17, 9 flowers, a win without a discarder) with ValueError, so settlement only
has to check what a referee can get wrong: names, the order of hands, the rules of §7.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

from gbmj_cli.messages import Msg
from gbmj_cli.scoring.profiles.profile import BUILTIN

HANDS = 16

EVENTS = ("win", "tsumo", "rob", "draw", "skip", "false", "penalty", "escape", "end")
OUTCOMES = ("win", "tsumo", "rob", "draw", "skip")
PLAYED = ("win", "tsumo", "rob", "draw")
WINS = ("win", "tsumo", "rob")
CLAIMS = ("win", "rob")  # a win on another player's tile: claimants and a discarder
ONE_PLAYER = ("tsumo", "false", "penalty", "escape")
ENDINGS = ("escape", "end")

# The flag words an event takes (docs/session.md §4.5).
EVENT_FLAGS: dict[str, tuple[str, ...]] = {
    "win": ("last-tile", "fourth-tile"),
    "tsumo": ("last-tile", "fourth-tile", "kong-draw"),
}
FLAG_WORDS = ("last-tile", "fourth-tile", "kong-draw")
LEVELS = ("cuohe", "zhahe", "deliberate")
LEVEL_WORDS = {
    "cuohe": "cuohe",
    "zhahe": "zhahe",
    "deliberate": "deliberate",
    "错和": "cuohe",
    "诈和": "zhahe",
    "有意诈和": "deliberate",
}
EACH = "each"

# Words that cannot be player names, in any case (§4.4).
RESERVED_NAMES = ("from", "each", *FLAG_WORDS)

SEATINGS = ("competition", "fixed")
FALSE_WIN_POLICIES = ("1998", "gb")
RULES: tuple[str, ...] = BUILTIN
"""The built-in rule profiles."""

MIN_TOTAL, MAX_TOTAL = 8, 999
MAX_FLOWERS = 8
MAX_NAME = 40
"""The most characters of a player's name or alias: it heads a column of the table (names of 16,000
characters made one ledger's table take minutes), where the spec sets no bound."""
MAX_POINTS = 999
BASE_RANGE, ESCAPE_RANGE, START_RANGE = (1, 1000), (0, 100), (0, 100000)


@dataclass(frozen=True, slots=True)
class Player:
    """One of the four players: the name shown everywhere, and an optional short alias for typing."""

    name: str
    alias: str | None = None


@dataclass(frozen=True, slots=True)
class Settings:
    """The settings of §2. ``rules`` names the profile that scores ``hand=`` strings."""

    base: int = 8
    rules: str = "1998"
    seating: str = "competition"
    false_win: str = "1998"
    escape: int = 10
    start: int = 0
    title: str | None = None
    date: str | None = None
    table: str | None = None

    def __post_init__(self) -> None:
        for name, (low, high) in (("base", BASE_RANGE), ("escape", ESCAPE_RANGE), ("start", START_RANGE)):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                raise ValueError(f"{name} must be a whole number from {low} to {high}, not {value!r}")
        if self.seating not in SEATINGS:
            raise ValueError(f"seating must be competition or fixed, not {self.seating!r}")
        if self.false_win not in FALSE_WIN_POLICIES:
            raise ValueError(f"false_win must be 1998 or gb, not {self.false_win!r}")
        if not isinstance(self.rules, str) or not self.rules:
            raise ValueError(f"rules must name a rule profile, not {self.rules!r}")


@dataclass(frozen=True, slots=True)
class Event:
    """One event line of the ledger.

    ``claimants`` are the players who claimed a ``win`` or ``rob`` (the winner among them is decided
    by seat, §7.2), ``discarder`` the player whose tile they claimed; ``player`` is the one player of
    ``tsumo``, ``false``, ``penalty`` and ``escape``. ``to`` is a player's name or ``"each"``.
    ``line`` is where it stands in the ledger (None for an event built in code). A ``faulty`` event
    stands for a line with an error: only its hand number and its event word (None when unknown)
    are kept, for the checks of hand numbers and outcomes (§9.1).
    """

    hand: int
    event: str | None
    claimants: tuple[str, ...] = ()
    discarder: str | None = None
    player: str | None = None
    total: int | None = None
    tiles: str | None = None
    flowers: int | None = None
    flags: tuple[str, ...] = ()
    level: str = "cuohe"
    points: int | None = None
    to: str | None = None
    note: str | None = None
    line: int | None = None
    faulty: bool = field(default=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.hand, int) or not 1 <= self.hand <= HANDS:
            raise ValueError(f"hand must be a number from 1 to {HANDS}, not {self.hand!r}")
        if self.faulty:
            if self.event is not None and self.event not in EVENTS:
                raise ValueError(f"unknown event {self.event!r}")
            return
        problem = _event_problem(self)
        if problem:
            raise ValueError(problem)

    @property
    def names(self) -> tuple[str, ...]:
        """Every player name the event refers to, in the order written."""
        names = self.claimants + tuple(n for n in (self.discarder, self.player) if n is not None)
        return names + ((self.to,) if self.to is not None and self.to != EACH else ())


def _event_problem(e: Event) -> str | None:
    """Why an event could not come from a ledger line, or None."""
    kind = e.event
    if kind not in EVENTS:
        return f"unknown event {kind!r}; the events are {', '.join(EVENTS)}"
    if (kind in CLAIMS) != bool(e.claimants) or (kind in CLAIMS) != (e.discarder is not None):
        return (
            f"{kind} needs claimants and a discarder" if kind in CLAIMS else f"{kind} takes no claimants or discarder"
        )
    if (kind in ONE_PLAYER) != (e.player is not None):
        return f"{kind} needs a player" if kind in ONE_PLAYER else f"{kind} takes no player"
    if kind in WINS:
        if e.total is None and e.tiles is None:
            return f"{kind} needs a total or the tiles of the hand"
    elif e.total is not None or e.tiles is not None or e.flowers is not None:
        return f"{kind} takes no total, tiles or flowers"
    if e.total is not None and not 0 <= e.total <= MAX_TOTAL:
        return f"the total must be from 0 to {MAX_TOTAL}, not {e.total}"
    if e.flowers is not None and not 0 <= e.flowers <= MAX_FLOWERS:
        return f"flowers must be from 0 to {MAX_FLOWERS}, not {e.flowers}"
    if any(f not in EVENT_FLAGS.get(kind, ()) for f in e.flags) or len(set(e.flags)) != len(e.flags):
        return f"{kind} takes the flags {', '.join(EVENT_FLAGS.get(kind, ())) or 'none'}, not {e.flags}"
    if e.level not in LEVELS:
        return f"level must be one of {', '.join(LEVELS)}, not {e.level!r}"
    if (kind == "penalty") != (e.points is not None):
        return "a penalty needs its points" if kind == "penalty" else f"{kind} takes no points"
    if e.points is not None and not 1 <= e.points <= MAX_POINTS:
        return f"penalty points must be from 1 to {MAX_POINTS}, not {e.points}"
    if e.to is not None and kind != "penalty":
        return f"{kind} takes no receiver"
    return None


@dataclass(frozen=True, slots=True)
class LedgerError:
    """A mistake in the ledger (docs/session.md §9.2): the line (None when no line applies), kind, sentence."""

    line: int | None
    kind: str
    msg: Msg

    @property
    def message(self) -> str:
        """The sentence in English."""
        return self.msg.text()


@dataclass(frozen=True, slots=True)
class LedgerWarning:
    """Something that does not stop settlement but that the referee should see (§9.3)."""

    line: int | None
    hand: int
    kind: str
    msg: Msg

    @property
    def message(self) -> str:
        """The sentence in English."""
        return self.msg.text()


@dataclass(frozen=True, slots=True)
class Ledger:
    """A whole ledger: ``players`` in seat order of hand 1 (None when they could not be read).

    ``errors`` are those found while reading the text; a ledger built in code has none.
    """

    players: tuple[Player, ...] | None
    events: tuple[Event, ...] = ()
    settings: Settings = Settings()
    errors: tuple[LedgerError, ...] = ()
    input_format: str = "text"
    players_line: int | None = None
    base_given: bool = False
    """Whether the ledger or the command line gave the base: else a rules file's base applies."""


def name_problem(name: str) -> Msg | None:
    """Why ``name`` cannot be a player name or alias (§4.4), or None.

    >>> name_problem("Chen Li") is None, str(name_problem("12")), str(name_problem("From"))
    (True, 'a number', "the keyword 'from'")
    """
    if not name:
        return Msg("ledger.name_empty")
    if any(c in ',="' or unicodedata.category(c) == "Cc" for c in name):
        return Msg("ledger.name_characters")
    if name[0] in "#-":
        return Msg("ledger.name_starts", ch=name[0])
    if len(name) > MAX_NAME:
        return Msg("ledger.name_long", most=MAX_NAME)
    if name.isascii() and name.isdigit():
        return Msg("ledger.name_number")
    if name.lower() in RESERVED_NAMES:
        return Msg("ledger.name_keyword", word=name.lower())
    return None


def nfc(name: str) -> str:
    """A name as matched: names are compared after Unicode NFC normalisation (§4.4)."""
    return unicodedata.normalize("NFC", name)


def fold(name: str) -> str:
    """A name as compared for sameness: NFC, without regard to case (§4.4)."""
    return nfc(name).casefold()


def quoted(text: str, limit: int = 40) -> str:
    """A piece of the ledger quoted in a message, cut short when long."""
    return "'" + (text if len(text) <= limit else text[:limit] + "…") + "'"


def players_problems(players: tuple[Player, ...]) -> list[Msg]:
    """The sentences of everything wrong with a players list (§4.4): count, names, repeats."""
    if len(players) != 4:
        return [Msg("ledger.players_count", n=len(players))]
    problems: list[Msg] = []
    seen: dict[str, int] = {}
    for index, player in enumerate(players):
        for text in (player.alias, player.name):
            if text is None:
                continue
            why = name_problem(text)
            if why:
                shown = text if len(text) <= MAX_NAME else text[:MAX_NAME] + "…"
                problems.append(Msg("ledger.bad_name", text=shown, why=why))
                continue
            key = fold(text)
            if seen.setdefault(key, index) != index:
                problems.append(Msg("ledger.name_twice", text=text))
    return problems


def players_from_list(text: str) -> tuple[Player, ...]:
    """Read the value of ``--players``: four entries ``NAME`` or ``ALIAS=NAME`` separated by commas.

    Raises ValueError with one sentence (a ``Msg``) when the list does not name four valid players.

    >>> players_from_list("A=王一, B=李二,C=张三,D=赵四")[1]
    Player(name='李二', alias='B')
    """
    named = text.count(",") + 1  # (counted first: a list of a million commas is not split)
    if named != 4:
        raise ValueError(Msg("ledger.players_count", n=named))
    players = []
    for entry in text.split(","):
        alias, equals, name = entry.partition("=")
        players.append(Player(name.strip(), alias.strip()) if equals else Player(entry.strip()))
    problems = players_problems(tuple(players))
    if problems:
        raise ValueError(problems[0])
    return tuple(players)
