"""Settle a ledger: check it whole, then pay every event and rank the table (docs/session.md §6-§9).

``settle(ledger)`` takes a Ledger (read by ``ledger_reader`` or built in code) and returns a
SessionResult. Every mistake is collected, by line; a ledger with any is rejected whole, and then
nothing is paid. ``hand=`` strings are scored by ``gbmj_cli.scoring.score.score``, the scorer of
``gbmj score``, with the seat and prevalent winds of the hand.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from gbmj_cli.base.errors import GbmjError
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.notation import parse_hand
from gbmj_cli.messages import Msg
from gbmj_cli.scoring.payments import STANDARD, by_player
from gbmj_cli.scoring.profiles.profile import Payments, Profile
from gbmj_cli.scoring.score import ScoreResult, score
from gbmj_cli.table.ledger import (
    CLAIMS,
    EACH,
    ENDINGS,
    HANDS,
    MIN_TOTAL,
    OUTCOMES,
    PLAYED,
    WINS,
    Event,
    Ledger,
    LedgerError,
    LedgerWarning,
    Player,
    Settings,
    fold,
    nfc,
    players_problems,
    quoted,
)
from gbmj_cli.table.seating import RELATIONS, WINDS, dealer, relation, round_of, seat_winds
from gbmj_cli.table.standings import placings, table_points

# What a false win costs (§7.4): (paid to each other player, disqualified), by policy and level.
FALSE_WIN = {
    ("1998", "cuohe"): (10, False),
    ("1998", "zhahe"): (20, False),
    ("1998", "deliberate"): (0, True),
    ("gb", "cuohe"): (10, False),
    ("gb", "zhahe"): (10, False),
    ("gb", "deliberate"): (10, False),
}
CATEGORIES = ("win", "false_win", "penalty", "escape")  # where a player's points came from
EVENT_CATEGORY = {
    "win": "win",
    "tsumo": "win",
    "rob": "win",
    "false": "false_win",
    "penalty": "penalty",
    "escape": "escape",
}


@dataclass(frozen=True, slots=True)
class Claimant:
    """A player who claimed the tile of a win or rob, and where they sit relative to the discarder."""

    player: int
    relation: str  # next, opposite, previous


@dataclass(frozen=True, slots=True)
class SettledEvent:
    """An event with what it pays each player (player order), and what settlement made of it.

    ``player`` is the winner of a win, or the player of the event; ``amount`` is what a false win
    pays each other player, a penalty's points, or what an escape costs; ``to`` is a player, "each"
    or None; ``score`` the scored ``hand=``, with ``score_input`` the words it was scored with.
    """

    event: Event
    payments: tuple[int, ...]
    player: int | None = None
    discarder: int | None = None
    claimants: tuple[Claimant, ...] = ()
    total: int | None = None
    score: ScoreResult | None = None
    score_input: str | None = None
    amount: int | None = None
    to: int | str | None = None
    disqualified: bool = False

    @property
    def category(self) -> str | None:
        """Which kind of points the payments are (``CATEGORIES``), or None for an event that pays nothing."""
        return EVENT_CATEGORY.get(self.event.event or "")

    @property
    def deducted(self) -> int:
        """Points that leave the table (a penalty to nobody, an escape): what makes a hand not sum to 0."""
        return -sum(self.payments) if self.event.event in ("penalty", "escape") and self.to is None else 0


@dataclass(frozen=True, slots=True)
class HandResult:
    """One hand: winds (numbers, player order), dealer, outcome, events, deltas and running totals."""

    hand: int
    line: int | None
    prevalent: int
    dealer: int
    seats: tuple[int, ...]
    outcome: str
    events: tuple[SettledEvent, ...]
    deltas: tuple[int, ...]
    totals: tuple[int, ...]
    warnings: tuple[LedgerWarning, ...]


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's final line: place, totals, table points (in twelfths), counts, and where points came from."""

    player: int
    place: int
    tied: bool
    total: int
    net: int
    twelfths: int
    wins: int
    self_drawn: int
    dealt_in: int
    false_wins: int
    points_from: dict[str, int]
    escaped: bool
    disqualified: bool

    @property
    def table_points(self) -> int | float:
        return table_points(self.twelfths)


@dataclass(frozen=True, slots=True)
class Balance:
    """Sum of the totals = 4 × start + deducted penalties + the escape (§7.7; the last two ≤ 0)."""

    start: int
    deducted: int
    escape: int

    @property
    def sum(self) -> int:
        return self.start + self.deducted + self.escape


@dataclass(frozen=True, slots=True)
class Unbalanced:
    """A deducted penalty or an escape: points that leave the table."""

    hand: int
    line: int | None
    event: str
    player: int
    amount: int


@dataclass(frozen=True, slots=True)
class SessionResult:
    """A settled (or rejected) ledger. A rejected one has ``errors`` and no hands, standings or balance."""

    settings: Settings
    players: tuple[Player, ...] | None
    input_format: str
    status: str
    hands: tuple[HandResult, ...] = ()
    standings: tuple[Standing, ...] = ()
    balance: Balance | None = None
    unbalanced: tuple[Unbalanced, ...] = ()
    warnings: tuple[LedgerWarning, ...] = ()
    errors: tuple[LedgerError, ...] = ()
    payments: Payments = STANDARD
    minimum: int = MIN_TOTAL
    """The profile's payments and minimum, which settled the wins (and which 追分 asks of one more)."""

    @property
    def hands_played(self) -> int:
        return sum(1 for h in self.hands if h.outcome in PLAYED)


def override(ledger: Ledger, **settings: object) -> Ledger:
    """The ledger with some settings replaced (the command line overrides the session line)."""
    given = ledger.base_given or "base" in settings
    return replace(ledger, settings=replace(ledger.settings, **settings), base_given=given)  # type: ignore[arg-type]


def settle(ledger: Ledger, profile: Profile | None = None) -> SessionResult:
    """Check and settle a ledger.

    ``profile`` is a rule profile loaded from a rules file: ``hand=`` is then scored under it, its
    minimum and payments apply (docs/house-rules.md), its base too where the ledger gives none,
    and ``settings.rules`` names it.

    >>> from gbmj_cli.table.ledger import Event, Player
    >>> players = tuple(Player(name) for name in ("Ana", "Bo", "Chen", "Dan"))
    >>> result = settle(Ledger(players, (Event(1, "win", claimants=("Bo",), discarder="Ana", total=12),)))
    >>> result.status, result.hands[0].deltas
    ('in-progress', (-20, 36, -8, -8))
    """
    settings = ledger.settings
    if profile is not None:
        settings = replace(settings, rules=profile.name)
        if not ledger.base_given:
            settings = replace(settings, base=profile.payments.base)
    return _Settlement(ledger, settings, profile).run()


class _Problem(Exception):
    """A mistake found while checking one event."""

    def __init__(self, kind: str, message: Msg) -> None:
        super().__init__(message)
        self.kind = kind
        self.msg = message


def _ref(event: Event) -> Msg:
    return Msg("ref.line", n=event.line) if event.line is not None else Msg("ref.hand", n=event.hand)


class _Settlement:
    """One run of checks and payments over a ledger."""

    def __init__(self, ledger: Ledger, settings: Settings, profile: Profile | None) -> None:
        self.ledger = ledger
        self.settings = settings
        self.rules = settings.rules if profile is None else profile
        self.payments = STANDARD if profile is None else profile.payments
        self.minimum = MIN_TOTAL if profile is None else profile.minimum
        self.rules_option = settings.rules if profile is None and settings.rules != "1998" else None
        self.errors: list[LedgerError] = list(ledger.errors)
        self.warnings: list[LedgerWarning] = []
        self.players = ledger.players
        if self.players is not None:
            problems = players_problems(self.players)
            for problem in problems:
                self.error(ledger.players_line, "setup", problem)
            if problems:
                self.players = None
        self.exact: dict[str, int] = {}
        self.folded: dict[str, str] = {}
        for index, player in enumerate(self.players or ()):
            for text in (player.name, player.alias):
                if text is not None:
                    self.exact[nfc(text)] = index
                    self.folded[fold(text)] = text
        self.flawed: set[int] = set()  # id() of events with an error
        self.disqualified_at: dict[int, Event] = {}
        self.scores: dict[int, tuple[ScoreResult, str]] = {}

    def error(self, line: int | None, kind: str, message: Msg, event: Event | None = None) -> None:
        self.errors.append(LedgerError(line, kind, message))
        if event is not None:
            self.flawed.add(id(event))

    def warn(self, event: Event, kind: str, message: Msg) -> None:
        self.warnings.append(LedgerWarning(event.line, event.hand, kind, message))

    def ok(self, event: Event) -> bool:
        return not event.faulty and id(event) not in self.flawed

    # --- the whole run

    def run(self) -> SessionResult:
        hands = self.group()
        outcomes = {number: self.outcome(number, events) for number, events in hands}
        if hands:
            last = hands[-1][0]
            for number, events in hands:
                # An unknown event word may be the outcome mistyped: that mistake was reported already.
                unknown = any(e.faulty and e.event is None for e in events)
                if outcomes[number] is None and number != last and not unknown:
                    self.error(events[-1].line, "structure", Msg("session.no_outcome", hand=number))
        if self.players is not None:
            for number, events in hands:
                self.check_hand(number, events, outcomes[number])
        if not self.errors:
            result = self.pay(hands, outcomes)
            if not self.errors:
                return result
        return SessionResult(
            self.settings,
            self.players,
            self.ledger.input_format,
            "rejected",
            warnings=self.sorted_warnings(),
            errors=tuple(sorted(self.errors, key=lambda e: (e.line is not None, e.line or 0))),
        )

    def sorted_warnings(self) -> tuple[LedgerWarning, ...]:
        return tuple(sorted(self.warnings, key=lambda w: w.line or 0))

    def group(self) -> list[tuple[int, list[Event]]]:
        """The events by hand, checking the order of hand numbers and that nothing follows the end (§7.6)."""
        hands: list[tuple[int, list[Event]]] = []
        last = 0
        ended: Event | None = None
        for event in self.ledger.events:
            if ended is not None:
                self.error(event.line, "structure", Msg("ledger.after_end", ref=_ref(ended), word=ended.event))
                continue
            if event.hand < last:
                self.error(event.line, "structure", Msg("session.out_of_order", hand=event.hand, last=last))
                continue
            if event.hand > last + 1:
                first, before = last + 1, event.hand
                if before - first == 1:
                    missing = Msg("session.hand_missing", first=first)
                else:
                    missing = Msg("session.hands_missing", first=first, last=before - 1)
                self.error(event.line, "structure", Msg("session.missing", missing=missing, before=before, first=first))
            if event.hand != last:
                hands.append((event.hand, []))
                last = event.hand
            hands[-1][1].append(event)
            if event.event in ENDINGS:
                ended = event
        return hands

    def outcome(self, number: int, events: list[Event]) -> Event | None:
        """The hand's one outcome event, reporting any second one (a recognised word counts, §9.1)."""
        found: Event | None = None
        for event in events:
            if event.event in OUTCOMES:
                if found is None:
                    found = event
                else:
                    message = Msg("session.two_outcomes", hand=number, word=found.event, ref=_ref(found))
                    self.error(event.line, "structure", message, event)
        return found

    # --- checks that need the players

    def resolve(self, name: str) -> int:
        index = self.exact.get(nfc(name))
        if index is not None:
            return index
        listed = ", ".join(p.name + (f" ({p.alias})" if p.alias else "") for p in self.players or ())
        close = self.folded.get(fold(name))
        hint = Msg("ledger.did_you_mean", word=quoted(close)) if close else ""
        raise _Problem("player", Msg("session.unknown_player", written=quoted(name), players=listed, hint=hint))

    def check_hand(self, number: int, events: list[Event], outcome: Event | None) -> None:
        false_winners: dict[int, Event] = {}
        for event in events:
            if not self.ok(event):
                continue
            try:
                self.check_event(event, outcome)
            except _Problem as problem:
                self.error(event.line, problem.kind, problem.msg, event)
                continue
            if event.event == "false":
                false_winners.setdefault(self.resolve(event.player or ""), event)
        # §7.2, §7.4: a player who made a false win cannot win the hand; reported at the later line.
        for event in events:
            if event.event not in (*CLAIMS, "tsumo") or not self.ok(event):
                continue
            for name in event.claimants or (event.player or "",):
                false = false_winners.get(self.resolve(name))
                if false is None:
                    continue
                who = self.name(self.resolve(name))
                if (false.line or 0) > (event.line or 0):
                    message = Msg("session.false_then_win", who=who, hand=number, ref=_ref(event))
                    self.error(false.line, "rule", message, false)
                else:
                    message = Msg("session.false_before", who=who, hand=number, ref=_ref(false))
                    self.error(event.line, "rule", message, event)
                break
        self.warn_repeats(events)
        for event in events:
            if event.event in WINS and event is outcome and self.ok(event) and event.tiles is not None:
                self.score_hand(event)

    def check_event(self, event: Event, outcome: Event | None) -> None:
        """Raise _Problem for the first mistake of one event (names first, then the rules)."""
        indices = [self.resolve(name) for name in event.names]
        kind = event.event
        if kind in CLAIMS:
            claimants = indices[: len(event.claimants)]
            source = indices[len(event.claimants)]
            for i, claimant in enumerate(claimants):
                if claimant == source:
                    own = "session.own_discard" if kind == "win" else "session.own_kong"
                    raise _Problem("player", Msg(own, who=self.name(source)))
                if claimant in claimants[:i]:
                    raise _Problem("player", Msg("session.claimant_twice", who=self.name(claimant)))
        if kind == "penalty" and event.to not in (None, EACH) and indices[-1] == indices[0]:
            raise _Problem("player", Msg("session.penalty_self"))
        if kind == "false" and outcome is not None and outcome.event == "skip":
            raise _Problem("structure", Msg("session.false_in_skip", hand=event.hand))
        if kind in WINS and event.total is not None:
            flowers = event.flowers or 0
            winner = self.name(indices[0])
            least = self.minimum
            if event.total < least:
                raise _Problem("rule", Msg("session.below_minimum", total=event.total, winner=winner, minimum=least))
            if event.total - flowers < least:
                fans = event.total - flowers
                message = Msg(
                    "session.below_minimum_flowers",
                    total=event.total,
                    flowers=flowers,
                    fans=fans,
                    winner=winner,
                    minimum=least,
                )
                raise _Problem("rule", message)
        if kind == "false":
            player = indices[0]
            if FALSE_WIN[(self.settings.false_win, event.level)][1]:
                earlier = self.disqualified_at.get(player)
                if earlier is not None:
                    raise _Problem("rule", Msg("session.disqualified", who=self.name(player), ref=_ref(earlier)))
                self.disqualified_at[player] = event
            if self.settings.false_win == "gb" and event.level != "cuohe":
                self.warn(event, "level-ignored", Msg("session.level_ignored", level=event.level))

    def warn_repeats(self, events: list[Event]) -> None:
        """§9.3: a false or penalty line that says the same as an earlier one of its hand."""
        seen: dict[Event, Event] = {}
        for event in events:
            if event.event in ("false", "penalty") and self.ok(event):
                key = replace(event, line=None)
                if key in seen:
                    self.warn(event, "repeated-line", Msg("session.repeated", ref=_ref(event), other=_ref(seen[key])))
                else:
                    seen[key] = event

    def name(self, player: int) -> str:
        return (self.players or ())[player].name

    # --- hand= (§7.3)

    def score_hand(self, event: Event) -> None:
        seats = seat_winds(event.hand, self.settings.seating)
        winner, discarder = self.winner(event, seats)
        ctx = WinContext(
            self_drawn=event.event == "tsumo",
            seat=WINDS[seats[winner]],
            round=WINDS[round_of(event.hand)],
            flowers=event.flowers or 0,
            last_tile="last-tile" in event.flags,
            kong_draw="kong-draw" in event.flags,
            robbing_kong=event.event == "rob",
            fourth_tile="fourth-tile" in event.flags,
            from_seat=None if discarder is None else WINDS[seats[discarder]],
            base=self.settings.base,
            rules=self.rules,
        )
        tiles = event.tiles or ""
        try:
            result = score(parse_hand(tiles), ctx)
        except GbmjError as error:
            self.error(event.line, "hand", Msg("session.hand_unscored", message=error.msg), event)
            return
        if not result.meets_minimum:
            message = Msg("session.hand_below", fans=result.fan_total, winner=self.name(winner), minimum=self.minimum)
            self.error(event.line, "hand", message, event)
            return
        self.scores[id(event)] = (result, score_words(tiles, ctx, self.rules_option))
        if event.total is not None and event.total != result.total:
            message = Msg(
                "session.total_differs",
                total=event.total,
                scored=result.total,
                fans=result.fan_total,
                flowers=result.flowers,
            )
            self.warn(event, "total-differs", message)

    def winner(self, event: Event, seats: tuple[int, ...]) -> tuple[int, int | None]:
        """The winner and the discarder: on a claim, the first claimant after the discarder in play (§7.2)."""
        if event.event not in CLAIMS:
            return self.resolve(event.player or ""), None
        source = self.resolve(event.discarder or "")
        claimants = [self.resolve(name) for name in event.claimants]
        return min(claimants, key=lambda c: relation(seats[c], seats[source])), source

    # --- payments (§7)

    def pay(self, hands: list[tuple[int, list[Event]]], outcomes: dict[int, Event | None]) -> SessionResult:
        start = self.settings.start
        totals: tuple[int, ...] = (start,) * 4
        results: list[HandResult] = []
        unbalanced: list[Unbalanced] = []
        disqualified = [False] * 4
        for number, events in hands:
            seats = seat_winds(number, self.settings.seating)
            settled = tuple(self.pay_event(event, seats) for event in events)
            deltas = tuple(sum(e.payments[p] for e in settled) for p in range(4))
            deducted = sum(e.deducted for e in settled)
            if sum(deltas) != -deducted:
                self.error(events[0].line, "internal", Msg("session.unbalanced", hand=number, sum=sum(deltas)))
            for e in settled:
                if e.deducted:
                    unbalanced.append(Unbalanced(number, e.event.line, e.event.event or "", e.player or 0, -e.deducted))
                if e.disqualified:
                    disqualified[e.player or 0] = True
            totals = tuple(t + d for t, d in zip(totals, deltas, strict=False))
            outcome = outcomes[number]
            results.append(
                HandResult(
                    number,
                    events[0].line,
                    round_of(number),
                    dealer(number, self.settings.seating),
                    seats,
                    "unfinished" if outcome is None else outcome.event or "",
                    settled,
                    deltas,
                    totals,
                    tuple(w for w in self.sorted_warnings() if w.hand == number),
                )
            )
        balance = Balance(
            4 * start,
            sum(u.amount for u in unbalanced if u.event == "penalty"),
            sum(u.amount for u in unbalanced if u.event == "escape"),
        )
        return SessionResult(
            self.settings,
            self.players,
            self.ledger.input_format,
            _status(results),
            tuple(results),
            standings(results, start, tuple(disqualified)),
            balance,
            tuple(unbalanced),
            self.sorted_warnings(),
            payments=self.payments,
            minimum=self.minimum,
        )

    def pay_event(self, event: Event, seats: tuple[int, ...]) -> SettledEvent:
        kind = event.event
        base = self.settings.base
        if kind in WINS:
            winner, source = self.winner(event, seats)
            scored, words = self.scores.get(id(event), (None, None))
            total = event.total if event.total is not None else scored.total if scored is not None else 0
            claimants: tuple[Claimant, ...] = ()
            if source is not None:
                order = sorted(
                    (self.resolve(n) for n in event.claimants), key=lambda c: relation(seats[c], seats[source])
                )
                claimants = tuple(Claimant(c, RELATIONS[relation(seats[c], seats[source])]) for c in order)
            return SettledEvent(
                event,
                by_player(winner, source, total, base, self.payments),
                winner,
                source,
                claimants,
                total,
                scored,
                words,
            )
        if kind == "false":
            player = self.resolve(event.player or "")
            cost, disqualifies = FALSE_WIN[(self.settings.false_win, event.level)]
            payments = tuple(-3 * cost if p == player else cost for p in range(4))
            return SettledEvent(event, payments, player, amount=cost, disqualified=disqualifies)
        if kind == "penalty":
            player = self.resolve(event.player or "")
            to: int | str | None = event.to if event.to in (None, EACH) else self.resolve(event.to or "")
            points = event.points or 0
            return SettledEvent(event, penalty_payments(player, to, points), player, amount=points, to=to)
        if kind == "escape":
            player = self.resolve(event.player or "")
            amount = self.settings.escape * base
            return SettledEvent(event, tuple(-amount if p == player else 0 for p in range(4)), player, amount=amount)
        return SettledEvent(event, (0, 0, 0, 0))


def penalty_payments(player: int, to: int | str | None, points: int) -> tuple[int, ...]:
    """§7.5: deducted (to nobody), paid to one player, or paid to each other player."""
    if to == EACH:
        return tuple(-3 * points if p == player else points for p in range(4))
    return tuple(-points if p == player else points if p == to else 0 for p in range(4))


def _status(hands: list[HandResult]) -> str:
    """§7.6: escaped, complete, ended or in-progress, first match wins."""
    kinds = {e.event.event for h in hands for e in h.events}
    if "escape" in kinds:
        return "escaped"
    if hands and hands[-1].hand == HANDS and hands[-1].outcome != "unfinished":
        return "complete"
    if "end" in kinds:
        return "ended"
    return "in-progress"


def standings(hands: list[HandResult], start: int, disqualified: tuple[bool, ...]) -> tuple[Standing, ...]:
    """The final lines of the four players, in place order (§8)."""
    totals = hands[-1].totals if hands else (start,) * 4
    points_from = [dict.fromkeys(CATEGORIES, 0) for _ in range(4)]
    wins, self_drawn, dealt_in, false_wins = ([0] * 4 for _ in range(4))
    escaped = [False] * 4
    for hand in hands:
        for e in hand.events:
            if e.category is not None:
                for p in range(4):
                    points_from[p][e.category] += e.payments[p]
            kind = e.event.event
            if kind in WINS and e.player is not None:
                wins[e.player] += 1
                if kind == "tsumo":
                    self_drawn[e.player] += 1
                if e.discarder is not None:
                    dealt_in[e.discarder] += 1
            elif kind == "false" and e.player is not None:
                false_wins[e.player] += 1
            elif kind == "escape" and e.player is not None:
                escaped[e.player] = True
    return tuple(
        Standing(
            p.player,
            p.place,
            p.tied,
            totals[p.player],
            totals[p.player] - start,
            p.twelfths,
            wins[p.player],
            self_drawn[p.player],
            dealt_in[p.player],
            false_wins[p.player],
            points_from[p.player],
            escaped[p.player],
            disqualified[p.player],
        )
        for p in placings(totals, disqualified)
    )


def score_words(tiles: str, ctx: WinContext, rules: str | None) -> str:
    """The ``gbmj score`` words that score ``hand=`` as settlement did (§7.3), the ``input`` of its record.

    ``rules`` is the ``--rules`` value to write: a built-in other than 1998, or None (also under a
    rules file, which ``input`` leaves out).
    """
    words = [tiles]
    if ctx.self_drawn:
        words.append("--self-drawn")
    if ctx.robbing_kong:
        words.append("--robbing-kong")
    words += ["--seat", ctx.seat, "--round", ctx.round]
    if ctx.from_seat is not None:
        words += ["--from", ctx.from_seat]
    if ctx.flowers:
        words += ["--flowers", str(ctx.flowers)]
    for on, flag in (
        (ctx.last_tile, "--last-tile"),
        (ctx.fourth_tile, "--fourth-tile"),
        (ctx.kong_draw, "--kong-draw"),
    ):
        if on:
            words.append(flag)
    if ctx.base != 8:
        words += ["--base", str(ctx.base)]
    if rules is not None:
        words += ["--rules", rules]
    return " ".join(words)
