"""An event file read and checked: the players, the rounds, and what each round's tables hold (docs/tournament.md §2).

The event file is TOML. Reading it checks every key and value and keeps every problem as one sentence
located at its file and line; an event file with any problem is not used at all, as a ledger with a
mistake is not settled. The ledgers it names are read later, by ``gbmj_cli.tournament.results``.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Any

from gbmj_cli.messages import Msg
from gbmj_cli.scoring.profiles.profile import Profile
from gbmj_cli.scoring.profiles.rules_file import RulesFileError, parse_document
from gbmj_cli.table.ledger import BASE_RANGE, fold, name_problem, nfc
from gbmj_cli.tournament.toml_lines import TomlLines

DRAWS = ("random", "standing", "snake", "spread")
TOP_KEYS = ("name", "rounds", "draw", "seed", "tie_break", "base", "players", "round")
PLAYER_KEYS = ("id", "name", "team")
ROUND_KEYS = ("draw", "table")
TABLE_KEYS = ("seats", "ledger", "scores")
MAX_ROUNDS = 99
MAX_PLAYERS = 10_000
MAX_SCORE = 10**7
"""The largest match score of a player in a round given as ``scores`` (a session's net is a few
thousand at most)."""
SEATS = "ESWN"

CHAINS: dict[str, tuple[str, ...]] = {
    "1998": ("table_points", "score", "best_round_points", "best_rounds"),
    "helper": ("table_points", "score", "firsts", "seconds", "thirds", "fourths", "best_round_score"),
}
"""The tie-break chains by name (docs/tournament.md §4.1): the 1998 competition rules, and 国标小助手's."""
KEYS = (
    "table_points",
    "score",
    "best_round_points",
    "best_rounds",
    "firsts",
    "seconds",
    "thirds",
    "fourths",
    "best_round_score",
)
"""Every key a tie-break chain may list (``gbmj_cli.tournament.ranking`` says what each counts)."""


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with an event file or a ledger it names: the file, the line (or None), and
    ``msg``, the sentence that says both."""

    path: str
    line: int | None
    msg: Msg


@dataclass(frozen=True, slots=True)
class Rejected:
    """What a command gets instead of a result when anything is wrong: every problem, in file order."""

    problems: tuple[Problem, ...]


@dataclass(frozen=True, slots=True)
class Unread:
    """A ledger file that could not be read, and why (the reason the operating system gave)."""

    reason: str


@dataclass(frozen=True, slots=True)
class Entrant:
    """A player of the event: the id that the event file and the ledgers use, the name, the team."""

    id: str
    name: str
    team: str | None = None


@dataclass(frozen=True, slots=True)
class TableEntry:
    """What the event file says of one table of one round: the seats (player indices, E S W N) if
    drawn, and its result as a ledger file or as each player's match score (player index, score)."""

    round: int
    table: int
    seats: tuple[int, ...] | None = None
    ledger: str | None = None
    scores: tuple[tuple[int, int], ...] | None = None

    @property
    def has_result(self) -> bool:
        return self.ledger is not None or self.scores is not None


@dataclass(frozen=True, slots=True)
class RoundEntry:
    """A round of the event file: its draw method (its own or the event's) and the tables it lists."""

    number: int
    draw: str
    tables: dict[int, TableEntry]
    key: str  # the round's key as written, to find its lines


@dataclass(frozen=True, slots=True)
class EventFile:
    """A checked event file. ``players`` are in file order, which also breaks every tie that the
    tie-break chain leaves (in the ranking and in the draws that follow it)."""

    path: str
    name: str
    rounds: int
    draw: str
    seed: int | str
    chain: tuple[str, ...]
    base: int | None
    players: tuple[Entrant, ...]
    round_entries: dict[int, RoundEntry]
    lines: TomlLines
    profile: Profile | None = None
    """The rule profile of ``--rules-file`` (docs/house-rules.md), which settles the ledgers."""

    @property
    def paid_base(self) -> int:
        """The base of every table: the file's, else the profile's, else 8 (a ledger's own is not used)."""
        if self.base is not None:
            return self.base
        return 8 if self.profile is None else self.profile.payments.base

    @property
    def tables(self) -> int:
        """Tables in every round: a quarter of the players."""
        return len(self.players) // 4

    def method(self, number: int) -> str:
        """The draw method of round ``number``."""
        entry = self.round_entries.get(number)
        return self.draw if entry is None else entry.draw

    def ledger_paths(self, before: int | None = None) -> list[str]:
        """The ledger files the rounds name (those before round ``before`` only, when given), in order."""
        return [
            table.ledger
            for number, entry in sorted(self.round_entries.items())
            if before is None or number < before
            for _, table in sorted(entry.tables.items())
            if table.ledger is not None
        ]

    def problem(self, msg: Msg, *path: str | int) -> Problem:
        """A problem located at the line of ``path`` in the event file (or of the nearest table that
        holds it: a table the file does not list is found at its round)."""
        while path and self.lines.find(*path) is None:
            path = path[:-1]
        return located(self.path, self.lines.find(*path) if path else None, msg)

    def round_path(self, number: int, table: int | None = None, key: str | None = None) -> tuple[str | int, ...]:
        """The TOML path of round ``number`` (and of one of its tables, and a key in it)."""
        entry = self.round_entries.get(number)
        path: tuple[str | int, ...] = ("round", entry.key if entry is not None else str(number))
        if table is not None:
            path += ("table", str(table))
        return path + ((key,) if key is not None else ())

    def who(self, player: int) -> str:
        """A player as sentences name them: the id, and the name when it differs (``A1 (Ana)``)."""
        entrant = self.players[player]
        return entrant.id if entrant.name == entrant.id else f"{entrant.id} ({entrant.name})"


def located(path: str, line: int | None, sentence: Msg) -> Problem:
    """A problem whose sentence starts with its file (and line): ``event.toml:12: ...``."""
    if line is None:
        return Problem(path, None, Msg("tournament.where", path=path, sentence=sentence))
    return Problem(path, line, Msg("tournament.where_line", path=path, line=line, sentence=sentence))


def read_event(path: str, raw: bytes) -> EventFile | Rejected:
    """Read and check an event file's bytes; ``path`` is the file as the messages name it."""
    try:
        document = parse_document(path, raw)
    except RulesFileError as error:  # (its sentence names the file and the line, as ours do)
        return Rejected((Problem(path, error.line, error.msg),))
    return _Reader(path, document.text, document.data).read()


def _hint(word: str, choices: list[str] | tuple[str, ...]) -> Msg | str:
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return Msg("tournament.did_you_mean", word=close[0]) if close else ""


def _shown(value: object, depth: int = 0) -> str:
    """A value as a message quotes it, cut short: TOML's true and false, strings in quotes, arrays and
    tables with their first few values."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return repr(value if len(value) <= 40 else value[:40] + "…")
    if isinstance(value, int | float):
        text = str(value)
        return text if len(text) <= 20 else text[:20] + "…"
    if isinstance(value, dict) and depth < 2:
        parts = [f"{key} = {_shown(v, depth + 1)}" for key, v in list(value.items())[:5]]
        return "{ " + ", ".join(parts) + (", …" if len(value) > 5 else "") + " }"
    if isinstance(value, list) and depth < 2:
        parts = [_shown(v, depth + 1) for v in value[:5]]
        return "[" + ", ".join(parts) + (", …" if len(value) > 5 else "") + "]"
    return "[…]" if isinstance(value, list) else "{…}" if isinstance(value, dict) else str(value)


def _whole(value: object, low: int, high: int) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return value
    return None


def _one_line(value: object) -> str | None:
    return value if isinstance(value, str) and value and value.isprintable() else None


class _Reader:
    """One reading of an event file's data, collecting every problem."""

    def __init__(self, path: str, text: str, data: dict[str, Any]) -> None:
        self.path = path
        self.data = data
        self.lines = TomlLines(text)
        self.problems: list[Problem] = []
        self.ids: dict[str, int] = {}  # id -> index in the file
        self.entrant_ids: list[str] = []
        self.ledgers: dict[str, tuple[int, int]] = {}  # ledger path -> (round, table) that names it first

    def add(self, msg: Msg, *path: str | int) -> None:
        self.problems.append(located(self.path, self.lines.find(*path) if path else None, msg))

    def unknown_keys(self, table: dict[str, Any], known: tuple[str, ...], where: Msg, *path: str | int) -> None:
        for key in table:
            if key not in known:
                hint = _hint(key, known)
                self.add(Msg("tournament.unknown_key", key=key, where=where, hint=hint), *path, key)

    def read(self) -> EventFile | Rejected:
        data = self.data
        self.unknown_keys(data, TOP_KEYS, Msg("tournament.in_file"))
        name = self.text_value("name", required=True)
        rounds = self.number("rounds", 1, MAX_ROUNDS, required=True, default=1)
        draw = self.method(data.get("draw", "random"), "draw")
        seed = data.get("seed", 0)
        if _whole(seed, -(2**63), 2**63 - 1) is None and _one_line(seed) is None:
            self.add(Msg("tournament.bad_seed", value=_shown(seed)), "seed")
        chain = self.chain(data.get("tie_break", "1998"))
        base = self.number("base", *BASE_RANGE, default=0) if "base" in data else None
        players = self.players()
        entries = self.round_entries(rounds, len(self.entrant_ids) // 4, draw)
        if self.problems:
            return Rejected(tuple(sorted(self.problems, key=lambda p: (p.line is not None, p.line or 0))))
        return EventFile(self.path, name or "", rounds, draw, seed, chain, base, players, entries, self.lines)

    # --- the top-level values

    def text_value(self, key: str, required: bool = False) -> str | None:
        value = self.data.get(key)
        if value is None:
            if required:
                self.add(Msg("tournament.needs_key", key=key, where=Msg("tournament.in_file")))
            return None
        if _one_line(value) is None:
            self.add(Msg("tournament.not_text", key=key, value=_shown(value)), key)
            return None
        return value

    def number(self, key: str, low: int, high: int, required: bool = False, default: int = 0) -> int:
        if key not in self.data:
            if required:
                self.add(Msg("tournament.needs_key", key=key, where=Msg("tournament.in_file")))
            return default
        value = _whole(self.data[key], low, high)
        if value is None:
            self.add(Msg("tournament.bad_number", key=key, low=low, high=high, value=_shown(self.data[key])), key)
            return default
        return value

    def method(self, value: object, *path: str | int) -> str:
        if isinstance(value, str) and value.lower() in DRAWS:
            return value.lower()
        hint = _hint(value.lower(), DRAWS) if isinstance(value, str) else ""
        self.add(Msg("tournament.bad_draw", value=_shown(value), hint=hint, methods=", ".join(DRAWS)), *path)
        return "random"

    def chain(self, value: object) -> tuple[str, ...]:
        if isinstance(value, str) and value.lower() in CHAINS:
            return CHAINS[value.lower()]
        if isinstance(value, int) and not isinstance(value, bool) and str(value) in CHAINS:
            return CHAINS[str(value)]  # tie_break = 1998, written as a number
        if not isinstance(value, list) or not value:
            self.add(Msg("tournament.bad_chain", value=_shown(value), chains=", ".join(CHAINS)), "tie_break")
            return CHAINS["1998"]
        keys: list[str] = []
        for key in value:
            if not isinstance(key, str) or key not in KEYS:
                hint = _hint(key, KEYS) if isinstance(key, str) else ""
                self.add(Msg("tournament.chain_key", key=_shown(key), hint=hint, keys=", ".join(KEYS)), "tie_break")
            elif key in keys:
                self.add(Msg("tournament.chain_twice", key=key), "tie_break")
            else:
                keys.append(key)
        return tuple(keys)

    # --- players

    def players(self) -> tuple[Entrant, ...]:
        value = self.data.get("players")
        if not value:
            self.add(Msg("tournament.no_players"), "players")
            return ()
        if not isinstance(value, list) or not all(isinstance(p, dict) for p in value):
            self.add(Msg("tournament.players_array", value=_shown(value)), "players")
            return ()
        if len(value) > MAX_PLAYERS:
            self.add(Msg("tournament.too_many_players", n=len(value), most=MAX_PLAYERS), "players")
            return ()
        players = [self.player(index, table) for index, table in enumerate(value)]
        if len(value) % 4:
            self.add(Msg("tournament.player_count", n=len(value)), "players")
        return tuple(p for p in players if p is not None)

    def player(self, index: int, table: dict[str, Any]) -> Entrant | None:
        where = Msg("tournament.in_player", n=index + 1)
        self.unknown_keys(table, PLAYER_KEYS, where, "players", index)
        fields: dict[str, str] = {}
        for key in PLAYER_KEYS:
            value = table.get(key)
            if value is None:
                if key != "team":
                    self.add(Msg("tournament.needs_key", key=key, where=where), "players", index)
                continue
            if not isinstance(value, str):
                why: Msg | None = Msg("tournament.not_a_string")
            elif key == "team":  # a team is only shown, never written in a ledger
                why = None if _one_line(value) else Msg("tournament.not_a_string")
            else:
                why = name_problem(value)
            if why is not None:
                shown = _shown(value)
                self.add(Msg("tournament.bad_player_value", key=key, value=shown, why=why), "players", index, key)
                continue
            fields[key] = nfc(value)
        self.entrant_ids.append(fields.get("id", ""))
        if "id" not in fields or "name" not in fields:
            return None
        if fields["id"] in self.ids:
            first, n = self.ids[fields["id"]] + 1, index + 1
            self.add(Msg("tournament.id_twice", id=fields["id"], first=first, n=n), "players", index, "id")
            return None
        self.ids[fields["id"]] = index
        return Entrant(fields["id"], fields["name"], fields.get("team"))

    # --- rounds and tables

    def round_entries(self, rounds: int, tables: int, draw: str) -> dict[int, RoundEntry]:
        value = self.data.get("round", {})
        if not isinstance(value, dict):
            self.add(Msg("tournament.round_table", value=_shown(value)), "round")
            return {}
        entries: dict[int, RoundEntry] = {}
        for key, round_value in value.items():
            number = int(key) if key.isascii() and key.isdigit() and len(key) <= 3 else 0
            if not 1 <= number <= rounds or number in entries:
                self.add(Msg("tournament.round_number", key=key, rounds=rounds), "round", key)
                continue
            if not isinstance(round_value, dict):
                self.add(Msg("tournament.round_value", round=number, value=_shown(round_value)), "round", key)
                continue
            where = Msg("tournament.in_round", round=number)
            self.unknown_keys(round_value, ROUND_KEYS, where, "round", key)
            method = self.method(round_value["draw"], "round", key, "draw") if "draw" in round_value else draw
            entries[number] = RoundEntry(number, method, self.tables(number, key, round_value, tables), key)
        return entries

    def tables(self, number: int, key: str, round_value: dict[str, Any], tables: int) -> dict[int, TableEntry]:
        value = round_value.get("table", {})
        if not isinstance(value, dict):
            self.add(Msg("tournament.tables_value", round=number, value=_shown(value)), "round", key, "table")
            return {}
        entries: dict[int, TableEntry] = {}
        seated: dict[int, int] = {}  # player -> table, in this round
        for table_key, table_value in value.items():
            table = int(table_key) if table_key.isascii() and table_key.isdigit() and len(table_key) <= 5 else 0
            path = ("round", key, "table", table_key)
            if not 1 <= table <= tables or table in entries:
                self.add(Msg("tournament.table_number", key=table_key, round=number, tables=tables), *path)
                continue
            if not isinstance(table_value, dict):
                self.add(Msg("tournament.table_value", round=number, table=table, value=_shown(table_value)), *path)
                continue
            entry = self.table(number, table, table_value, path)
            if entry is None:
                continue
            entries[table] = entry
            for player in self.table_players(entry):
                if player in seated:
                    who = self.who(player)
                    msg = Msg("tournament.two_tables", who=who, first=seated[player], second=table, round=number)
                    self.add(msg, *path)
                else:
                    seated[player] = table
        return entries

    def table_players(self, entry: TableEntry) -> tuple[int, ...]:
        if entry.seats is not None:
            return entry.seats
        return tuple(player for player, _ in entry.scores or ())

    def who(self, player: int) -> str:
        return self.entrant_ids[player]

    def table(self, number: int, table: int, value: dict[str, Any], path: tuple[str, ...]) -> TableEntry | None:
        where = Msg("tournament.in_table", round=number, table=table)
        self.unknown_keys(value, TABLE_KEYS, where, *path)
        before = len(self.problems)
        seats = self.seats(value["seats"], where, (*path, "seats")) if "seats" in value else None
        ledger = value.get("ledger")
        if ledger is not None and _one_line(ledger) is None:
            self.add(Msg("tournament.ledger_value", where=where, value=_shown(ledger)), *path, "ledger")
        elif ledger is not None and ledger in self.ledgers:
            first_round, first_table = self.ledgers[ledger]
            msg = Msg("tournament.ledger_twice", path=ledger, round=first_round, table=first_table)
            self.add(msg, *path, "ledger")
        elif ledger is not None:
            self.ledgers[ledger] = (number, table)
        scores = self.scores(value["scores"], where, (*path, "scores")) if "scores" in value else None
        if ledger is not None and scores is not None:
            self.add(Msg("tournament.ledger_and_scores", where=where), *path, "scores")
        if seats is not None and scores is not None and {p for p, _ in scores} != set(seats):
            self.add(Msg("tournament.scores_not_seats", where=where), *path, "scores")
        if len(self.problems) > before:
            return None
        return TableEntry(number, table, seats, ledger, scores)

    def player_index(self, value: object, where: Msg, path: tuple[str, ...]) -> int | None:
        if isinstance(value, str) and nfc(value) in self.ids:
            return self.ids[nfc(value)]
        shown = _shown(value)
        folded = {fold(i): i for i in self.ids}
        close = folded.get(fold(value)) if isinstance(value, str) else None
        hint = Msg("tournament.did_you_mean", word=close) if close else _hint(str(value), list(self.ids))
        self.add(Msg("tournament.unknown_id", id=shown, where=where, hint=hint), *path)
        return None

    def seats(self, value: object, where: Msg, path: tuple[str, ...]) -> tuple[int, ...] | None:
        if not isinstance(value, list) or len(value) != 4:
            self.add(Msg("tournament.seats_value", where=where, value=_shown(value)), *path)
            return None
        seats = [self.player_index(v, where, path) for v in value]
        players = [p for p in seats if p is not None]
        if len(players) < 4:
            return None
        if len(set(players)) < 4:
            twice = next(p for p in players if players.count(p) > 1)
            self.add(Msg("tournament.seated_twice", who=self.who(twice), where=where), *path)
            return None
        return tuple(players)

    def scores(self, value: object, where: Msg, path: tuple[str, ...]) -> tuple[tuple[int, int], ...] | None:
        if not isinstance(value, dict) or len(value) != 4:
            self.add(Msg("tournament.scores_value", where=where, value=_shown(value)), *path)
            return None
        scores = []
        for key, score in value.items():
            player = self.player_index(key, where, path)
            if _whole(score, -MAX_SCORE, MAX_SCORE) is None:
                self.add(Msg("tournament.score_value", id=key, most=MAX_SCORE, value=_shown(score)), *path)
            elif player is not None:
                scores.append((player, score))
        return tuple(scores) if len(scores) == 4 else None
