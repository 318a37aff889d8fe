"""Read a ledger's text or CSV into a Ledger, with every error of reading kept by line (session.md §4, §5, §9).

Reading checks what one line can tell: encoding and length, quotes, the line kinds, settings, the
players, an event's words and options. What needs several lines or the seating (names, the order
of hands, outcomes, the rules of §7) is checked by ``gbmj_cli.core.session.settle``, so that a ledger
built in code is checked the same way. A line with an error becomes a *faulty* event that keeps its
hand number and event word, as §9.1 asks, and its error is reported once.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, replace

from gbmj_cli.core.ledger import (
    BASE_RANGE,
    CLAIMS,
    EACH,
    ENDINGS,
    ESCAPE_RANGE,
    EVENT_FLAGS,
    EVENTS,
    FALSE_WIN_POLICIES,
    FLAG_WORDS,
    HANDS,
    LEVEL_WORDS,
    MAX_FLOWERS,
    MAX_POINTS,
    MAX_TOTAL,
    RULES,
    SEATINGS,
    START_RANGE,
    WINS,
    Event,
    Ledger,
    LedgerError,
    Player,
    Settings,
    fold,
    players_problems,
    quoted,
)

MAX_LINE_BYTES = 64 * 1024
SEPARATORS = " \t\u3000"
BOM = b"\xef\xbb\xbf"

SETTING_KEYS = ("base", "rules", "seating", "false-win", "escape", "start", "title", "date", "table")
CSV_COLUMNS = ("hand", "event", "player", "from", "total", "tiles", "flowers", "flags", "points", "to", "level", "note")
# The events that use each CSV column beyond hand and event (§5).
COLUMN_EVENTS: dict[str, tuple[str, ...]] = {
    "player": ("win", "tsumo", "rob", "false", "penalty", "escape"),
    "from": CLAIMS,
    "total": WINS,
    "tiles": WINS,
    "flowers": WINS,
    "flags": ("win", "tsumo"),
    "points": ("penalty",),
    "to": ("penalty",),
    "level": ("false",),
    "note": EVENTS,
}
# The options an event takes, by key (§4.5).
OPTION_EVENTS: dict[str, tuple[str, ...]] = {
    "hand": WINS,
    "flowers": WINS,
    "level": ("false",),
    "to": ("penalty",),
    "note": EVENTS,
}
SIGNATURES = {
    "win": "WINNER [from] DISCARDER [TOTAL]",
    "rob": "WINNER [from] DISCARDER [TOTAL]",
    "tsumo": "WINNER [TOTAL]",
    "false": "PLAYER",
    "penalty": "PLAYER POINTS",
    "escape": "PLAYER",
}
EXAMPLE = "`5 win B A 8`"


class LineError(Exception):
    """The first error found on a line: its kind and its sentence."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message


def _syntax(message: str) -> LineError:
    return LineError("syntax", message)


def _suggest(word: str, choices: tuple[str, ...] | list[str]) -> str:
    close = difflib.get_close_matches(word, choices, n=1, cutoff=0.6)
    return f"; did you mean {quoted(close[0])}?" if close else ""


# --- tokens ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Token:
    """A word, or an option ``key=value`` (``key`` set), with its quotes removed (§4.2)."""

    text: str
    key: str | None = None


def tokenize(text: str) -> list[Token]:
    """Split a line into tokens, up to a comment; raise LineError on an unclosed quote.

    >>> tokenize('7 penalty "Chen Li" 10 note="a # b" # the rest')
    [Token(text='7', key=None), Token(text='penalty', key=None), Token(text='Chen Li', key=None), \
Token(text='10', key=None), Token(text='a # b', key='note')]
    """
    tokens: list[Token] = []
    i, n = 0, len(text)
    while True:
        while i < n and text[i] in SEPARATORS:
            i += 1
        if i >= n or text[i] == "#":
            return tokens
        parts: list[str] = []
        key: str | None = None
        while i < n and text[i] not in SEPARATORS:
            c = text[i]
            i += 1
            if c == '"':
                while True:
                    if i >= n:
                        raise LineError("input", 'a quote (") is not closed')
                    c = text[i]
                    i += 1
                    if c == "\\" and i < n and text[i] in '"\\':
                        c = text[i]
                        i += 1
                    elif c == '"':
                        break
                    parts.append(c)
            elif c == "=" and key is None:
                key, parts = "".join(parts), []
            else:
                parts.append(c)
        tokens.append(Token("".join(parts), key))


def csv_fields(text: str) -> list[str]:
    """Split a CSV line into its fields (RFC 4180, one line), each stripped of surrounding blanks."""
    fields: list[str] = []
    buffer: list[str] = []
    in_quotes = False
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        i += 1
        if in_quotes:
            if c != '"':
                buffer.append(c)
            elif i < n and text[i] == '"':
                buffer.append('"')
                i += 1
            else:
                in_quotes = False
        elif c == '"' and not "".join(buffer).strip():
            buffer, in_quotes = [], True
        elif c == ",":
            fields.append("".join(buffer).strip())
            buffer = []
        else:
            buffer.append(c)
    if in_quotes:
        raise LineError("input", "a quoted field does not end on this line (a CSV field cannot span lines)")
    fields.append("".join(buffer).strip())
    return fields


def whole(text: str) -> int | None:
    """An ASCII whole number (``08`` is 8), capped so that a huge one stays out of every range; else None."""
    if not text or not text.isascii() or not text.isdigit():
        return None
    digits = text.lstrip("0") or "0"
    return int(digits) if len(digits) <= 7 else 10**8


# --- lines -------------------------------------------------------------------------------------


def split_lines(data: bytes) -> list[bytes]:
    """The lines of the ledger without their ``\\n`` or ``\\r\\n``, after a byte order mark."""
    data = data.removeprefix(BOM)
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return [line[:-1] if line.endswith(b"\r") else line for line in lines]


def _is_blank_or_comment(text: str) -> bool:
    stripped = text.lstrip(SEPARATORS)
    return not stripped or stripped.startswith("#")


def _is_directive(number: int, text: str) -> bool:
    stripped = text.lstrip(SEPARATORS)
    return stripped.startswith("#!") and not (number == 1 and stripped.startswith("#!/"))


def detect_format(lines: list[bytes]) -> str:
    """``csv`` when the first line that is not blank, a comment or a directive starts with hand,event."""
    for line in lines:
        text = line.decode("utf-8", "replace")
        if _is_blank_or_comment(text):
            continue
        try:
            fields = csv_fields(text)
        except LineError:
            return "text"
        return "csv" if [f.lower() for f in fields[:2]] == ["hand", "event"] else "text"
    return "text"


class _Reader:
    """The state of one reading: what was found so far, and where."""

    def __init__(self, players: tuple[Player, ...] | None) -> None:
        self.errors: list[LedgerError] = []
        self.events: list[Event] = []
        self.settings: dict[str, object] = {}
        self.players = players
        self.players_given = players is not None
        self.players_line: int | None = None
        self.players_written = False  # a players line was seen, even one out of place
        self.session_line: int | None = None
        self.first_event_line: int | None = None
        self.ended: tuple[int, str] | None = None
        self.names = {fold(n) for p in players for n in (p.name, p.alias) if n} if players else set()
        self.header: list[str | None] | None = None  # CSV: the column of each field, None where ignored
        self.header_line: int | None = None

    def error(self, line: int | None, kind: str, message: str) -> None:
        self.errors.append(LedgerError(line, kind, message))

    def decode(self, number: int, raw: bytes) -> str | None:
        if len(raw) > MAX_LINE_BYTES:
            self.error(number, "input", "this line is longer than 64 KiB")
            return None
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            self.error(number, "input", "this line is not valid UTF-8; save the ledger as UTF-8")
            return None

    def after_end(self, number: int) -> bool:
        """Report a line after an escape or end line (§7.6); True when there was one."""
        if self.ended is None:
            return False
        line, word = self.ended
        self.error(number, "structure", f"the session ended at line {line} ({word}); nothing may follow it")
        return True

    # --- text lines

    def text_line(self, number: int, text: str) -> None:
        directive = _is_directive(number, text)
        if not directive and _is_blank_or_comment(text):
            return
        if self.after_end(number):
            return
        try:
            if directive:
                self.directive(number, text.lstrip(SEPARATORS)[2:])
                return
            tokens = tokenize(text)
            first = tokens[0]
            word = first.text.lower() if first.key is None else None
            if word in ("session", "players"):
                self.setup_line(number, word, tokens[1:])
            elif first.key is None and whole(first.text) is not None:
                self.event_line(number, first.text, tokens[1] if len(tokens) > 1 else None, tokens[2:])
            elif word in EVENTS:
                raise _syntax(f"no hand number: write it first, as in {EXAMPLE}")
            else:
                shown = first.text if first.key is None else f"{first.key}={first.text}"
                raise _syntax(f"{quoted(shown)} is not a hand number, session or players; comments start with #")
        except LineError as error:
            self.error(number, error.kind, error.message)

    def directive(self, number: int, rest: str) -> None:
        tokens = tokenize(rest)
        word = tokens[0].text.lower() if tokens and tokens[0].key is None else None
        if word not in ("session", "players"):
            raise LineError("setup", "a #! line must hold a session or players line")
        self.setup_line(number, word, tokens[1:])

    def setup_line(self, number: int, word: str, tokens: list[Token]) -> None:
        if word == "players" and self.players_given:
            return  # --players replaces the players line, which is then not read
        first = self.session_line if word == "session" else self.players_line
        if word == "players":
            self.players_written = True
        if first is not None:
            what = "settings are given once" if word == "session" else "the players are named once"
            raise LineError("setup", f"a second {word} line; {what} (the first is line {first})")
        if self.first_event_line is not None:
            raise LineError("setup", f"the {word} line must come before the first hand (line {self.first_event_line})")
        if word == "session":
            self.session_line = number
            self.session(number, tokens)
        else:
            self.players_line = number
            self.read_players(number, tokens)

    def session(self, number: int, tokens: list[Token]) -> None:
        for token in tokens:
            if token.key is None:
                self.error(
                    number, "setup", f"the session line holds settings written key=value, not {quoted(token.text)}"
                )
                continue
            key = token.key.lower().replace("_", "-")
            if key not in SETTING_KEYS:
                self.error(
                    number,
                    "setup",
                    f"unknown setting {quoted(token.key)}{_suggest(key, SETTING_KEYS)} (settings: {', '.join(SETTING_KEYS)})",
                )
            elif key.replace("-", "_") in self.settings:
                self.error(number, "setup", f"{key}= is given twice")
            else:
                try:
                    self.settings[key.replace("-", "_")] = setting_value(key, token.text)
                except LineError as error:
                    self.error(number, error.kind, error.message)

    def read_players(self, number: int, tokens: list[Token]) -> None:
        players = tuple(Player(t.text) if t.key is None else Player(t.text, t.key) for t in tokens)
        problems = players_problems(players)
        for problem in problems:
            self.error(number, "setup", problem)
        if not problems:
            self.players = players
            self.names = {fold(n) for p in players for n in (p.name, p.alias) if n}

    # --- events

    def event_line(self, number: int, hand_text: str, word: Token | None, tokens: list[Token]) -> None:
        hand = event_hand(hand_text)
        if self.first_event_line is None:
            self.first_event_line = number
        kind = None
        try:
            if word is None or word.key is not None:
                shown = "" if word is None else f" ({quoted(f'{word.key}={word.text}')} is an option)"
                raise _syntax(f"hand {hand} has no event{shown}; write it after the hand number, as in {EXAMPLE}")
            kind = event_word(word.text)
            positional, options, flags = self.classify(kind, tokens)
            args = positional_args(kind, positional)
            self.add(build_event(number, hand, kind, args, options, flags))
        except LineError as error:
            self.error(number, error.kind, error.message)
            self.add(Event(hand, kind, line=number, faulty=True))

    def add(self, event: Event) -> None:
        self.events.append(event)
        if event.event in ENDINGS and self.ended is None:
            self.ended = (event.line or 0, event.event)

    def classify(self, kind: str, tokens: list[Token]) -> tuple[list[str], list[tuple[str, str]], list[str]]:
        """Sort an event's tokens into positional words, options and flags (§4.3)."""
        positional: list[str] = []
        options: list[tuple[str, str]] = []
        flags: list[str] = []
        for token in tokens:
            if token.key is not None:
                options.append((token.key, token.text))
            elif (flag := self.flag_word(kind, token.text)) is not None:
                flags.append(flag)
            else:
                positional.append(token.text)
        return positional, options, flags

    def flag_word(self, kind: str, word: str) -> str | None:
        """The flag a word stands for, None for a positional word; LineError for a word that is neither."""
        low = word.lower()
        dashed = low.startswith("-") and not low[1:].isdigit()  # -10 is a penalty's points
        bare = low.lstrip("-")
        if bare in FLAG_WORDS:
            return bare
        if not dashed and (bare == "from" or fold(word) in self.names):
            return None
        special = _special_word(kind, bare)
        if special and (dashed or bare in ("self-drawn", "robbing-kong", "discard")):
            raise _syntax(special)
        if dashed or difflib.get_close_matches(bare, FLAG_WORDS, n=1, cutoff=0.75):
            raise _syntax(f"unknown word {quoted(word)}{_suggest(bare, FLAG_WORDS)}")
        return None

    # --- CSV lines

    def csv_line(self, number: int, text: str) -> None:
        directive = _is_directive(number, text)
        if not directive and _is_blank_or_comment(text):
            return
        if directive:
            if not self.after_end(number):
                try:
                    self.directive(number, text.lstrip(SEPARATORS)[2:].rstrip(", \t"))
                except LineError as error:
                    self.error(number, error.kind, error.message)
            return
        failure: LineError | None = None
        try:
            fields = csv_fields(text)
        except LineError as error:
            fields, failure = [], error
        if self.header_line is None:
            self.header_line = number
            if failure is None:
                self.read_header(number, fields)
            else:
                self.error(number, failure.kind, failure.message)
            return
        if failure is None and not any(fields):
            return  # a row of empty fields is a blank line
        if self.after_end(number) or self.header is None:
            return  # after the end; or the header could not be read, and neither can the rows
        try:
            if failure is not None:
                raise failure
            self.csv_row(number, fields)
        except LineError as error:
            self.error(number, error.kind, error.message)

    def read_header(self, number: int, fields: list[str]) -> None:
        names = [f.lower() for f in fields]
        while len(names) > 2 and not names[-1]:
            names.pop()  # spreadsheets pad rows
        if names[:2] != ["hand", "event"]:
            self.error(
                number, "input", f"the CSV header must start with hand,event (the columns are {', '.join(CSV_COLUMNS)})"
            )
            return
        header: list[str | None] = []
        for name in names:
            if name not in CSV_COLUMNS:
                self.error(
                    number,
                    "input",
                    f"unknown column {quoted(name)}{_suggest(name, CSV_COLUMNS)} (the columns are {', '.join(CSV_COLUMNS)})",
                )
                header.append(None)
            elif name in header:
                self.error(number, "input", f"column {quoted(name)} appears twice")
                header.append(None)
            else:
                header.append(name)
        self.header = header

    def csv_row(self, number: int, fields: list[str]) -> None:
        header = self.header or []
        used = max(i for i, f in enumerate(fields) if f) + 1
        if used > len(header):
            raise LineError("input", f"{used} fields, but the header has {len(header)} columns")
        row = {name: value for name, value in zip(header, fields) if name is not None and value}
        hand_text, word = row.pop("hand", ""), row.pop("event", "")
        if not hand_text:
            raise _syntax("no hand number: write it in the hand column, as in 5,win,B,A,8")
        if whole(hand_text) is None:
            raise _syntax(f"{quoted(hand_text)} is not a hand number")
        hand = event_hand(hand_text)
        if self.first_event_line is None:
            self.first_event_line = number
        kind = None
        try:
            if not word:
                raise _syntax(f"hand {hand} has no event; write it in the event column, as in 5,win,B,A,8")
            kind = event_word(word)
            for column in row:
                if kind not in COLUMN_EVENTS[column]:
                    raise _syntax(f"{kind} takes no {column}: leave the {column} column empty")
            flags: list[str] = []
            for flag in row.pop("flags", "").split():
                found = self.flag_word(kind, flag)
                if found is None:
                    raise _syntax(
                        f"unknown flag {quoted(flag)} in the flags column{_suggest(flag.lower(), FLAG_WORDS)}"
                    )
                flags.append(found)
            args = csv_args(kind, row)
            options = [(key, row[column]) for column, key in _CSV_OPTIONS if column in row]
            self.add(build_event(number, hand, kind, args, options, flags))
        except LineError as error:
            self.error(number, error.kind, error.message)
            self.add(Event(hand, kind, line=number, faulty=True))

    def ledger(self, input_format: str) -> Ledger:
        if self.players is None and not self.players_written:
            self.error(None, "setup", "the ledger has no players line; add `players NAME NAME NAME NAME` before hand 1")
        settings = Settings()
        if self.settings:
            settings = replace(settings, **self.settings)  # type: ignore[arg-type]
        errors = sorted(self.errors, key=lambda e: (e.line is not None, e.line or 0))
        return Ledger(self.players, tuple(self.events), settings, tuple(errors), input_format, self.players_line)


_CSV_OPTIONS = (("tiles", "hand"), ("flowers", "flowers"), ("to", "to"), ("level", "level"), ("note", "note"))


def _special_word(kind: str, bare: str) -> str | None:
    """The sentence for a word that ``gbmj score`` knows but a ledger writes another way."""
    if bare in ("self-drawn", "z"):
        return "tsumo already means self-drawn" if kind == "tsumo" else "a self-drawn win is written as tsumo"
    if bare == "robbing-kong":
        return "rob already means robbing a kong" if kind == "rob" else "a win on a robbed kong is written as rob"
    if bare == "discard":
        return f"{kind} already means a win on a discard" if kind in CLAIMS else "discard is not a ledger word"
    if bare in ("seat", "round"):
        return "the seat and prevalent winds come from the seating (session.md §6), so a ledger does not give them"
    if bare == "from":
        return f"write from without dashes, as in `5 {kind if kind in CLAIMS else 'win'} B from A 8`"
    if bare in OPTION_EVENTS:
        return f"write {bare}=VALUE as one word"
    if bare.replace("_", "-") in SETTING_KEYS:
        return f"{bare} is a setting: give it on the session line or as --{bare} on the command line"
    return None


def event_hand(text: str) -> int:
    """The hand number of an event line, or LineError (§4.3)."""
    hand = whole(text)
    if hand is None or not 1 <= hand <= HANDS:
        shown = text if len(text) <= 8 else quoted(text)
        raise _syntax(f"there is no hand {shown}; a session has hands 1 to {HANDS}")
    return hand


def event_word(word: str) -> str:
    kind = word.lower()
    if kind not in EVENTS:
        raise _syntax(f"unknown event {quoted(word)}{_suggest(kind, EVENTS)} (events: {', '.join(EVENTS)})")
    return kind


@dataclass(frozen=True, slots=True)
class Args:
    """The positional pieces of an event: the player(s), the discarder, and the total or the points."""

    who: str | None = None
    discarder: str | None = None
    number: str | None = None


def _found(words: list[str]) -> str:
    if not words:
        return "nothing"
    return f"{len(words)} word{'s' if len(words) > 1 else ''}: " + " ".join(quoted(w)[1:-1] for w in words)


def positional_args(kind: str, words: list[str]) -> Args:
    """Read the positional words of a text event (§4.5)."""
    words = list(words)
    signature = SIGNATURES.get(kind)
    wrong = _syntax(
        f"{kind} takes {signature}; found {_found(words)}"
        if signature
        else f"{kind} takes no words; found {_found(words)}"
    )
    if kind in CLAIMS and any(w.startswith(",") or w.endswith(",") for w in words):
        raise _syntax("write several claimants without spaces, as B,D")
    if kind in CLAIMS:
        if len(words) >= 2 and words[1].lower() == "from":
            del words[1]
        if any(w.lower() == "from" for w in words):
            raise _syntax(f"from goes between the winner and the discarder, as in `5 {kind} B from A 8`")
        if len(words) == 2 and whole(words[1]) is not None:
            raise _syntax(f"{kind} takes {signature}; found no discarder ({words[1]} is a total)")
        if len(words) not in (2, 3):
            raise wrong
        return Args(words[0], words[1], words[2] if len(words) == 3 else None)
    if kind == "tsumo":
        if len(words) == 1 and whole(words[0]) is not None:
            raise _syntax(f"tsumo takes {signature}; found no winner ({words[0]} is a total)")
        if len(words) not in (1, 2):
            raise wrong
        return Args(words[0], None, words[1] if len(words) == 2 else None)
    if kind == "penalty":
        if len(words) != 2:
            raise wrong
        return Args(words[0], None, words[1])
    if kind in ("false", "escape"):
        if len(words) != 1:
            raise wrong
        return Args(words[0])
    if words:
        raise wrong
    return Args()


def csv_args(kind: str, row: dict[str, str]) -> Args:
    """The positional pieces of a CSV row, from its columns (§5)."""
    who = row.get("player")
    if kind in SIGNATURES and who is None:
        raise _syntax(f"{kind} needs {'the winner' if kind in WINS else 'the player'} in the player column")
    if kind in CLAIMS and "from" not in row:
        raise _syntax(f"{kind} needs the discarder in the from column")
    if kind == "penalty" and "points" not in row:
        raise _syntax("penalty needs its points in the points column")
    return Args(who, row.get("from"), row.get("total") or row.get("points"))


def build_event(line: int, hand: int, kind: str, args: Args, options: list[tuple[str, str]], flags: list[str]) -> Event:
    """Check an event's pieces (§4.5) and build it; LineError names the first problem."""
    values: dict[str, object] = {}
    for raw_key, value in options:
        key = raw_key.lower().lstrip("-")
        if not key:
            raise _syntax(f"an option needs a name before '=', as in note=..., not {quoted(raw_key + '=' + value)}")
        if key in values:
            raise _syntax(f"{key}= is given twice")
        if key not in OPTION_EVENTS:
            special = _special_word(kind, key)
            if special:
                raise _syntax(special)
            raise _syntax(f"unknown option {quoted(raw_key + '=')}{_suggest(key, tuple(OPTION_EVENTS))}")
        if kind not in OPTION_EVENTS[key]:
            raise _syntax(f"{kind} takes no {key}=")
        values[key] = option_value(key, value)
    for i, flag in enumerate(flags):
        if flag in flags[:i]:
            raise _syntax(f"{flag} is given twice")
        if flag not in EVENT_FLAGS.get(kind, ()):
            if flag == "kong-draw" and kind in CLAIMS:
                raise _syntax("kong-draw is a self-drawn win: write it as tsumo")
            if kind == "rob":
                raise _syntax(
                    f"rob takes no {flag}: 抢杠和 does not count 和绝张, and a win on the last tile is a win or a tsumo"
                )
            raise _syntax(f"{kind} takes no {flag}")
    claimants: tuple[str, ...] = ()
    player = args.who
    if args.who is not None and "," in args.who:
        if kind == "tsumo":
            raise _syntax("a self-drawn win has one winner")
        if kind not in CLAIMS:
            raise _syntax(f"{kind} names one player, not several")
        if "" in args.who.split(","):
            raise _syntax("write several claimants without spaces, as B,D")
    if kind in CLAIMS:
        claimants, player = tuple((args.who or "").split(",")), None
        if args.discarder is not None and "," in args.discarder:
            raise _syntax(f"{kind} has one discarder")
    total = points = None
    if kind in WINS:
        if args.number is not None:
            total = whole(args.number)
            if total is None or total > MAX_TOTAL:
                raise _syntax(f"the total must be a whole number from 8 to {MAX_TOTAL}, not {quoted(args.number)}")
        if total is None and "hand" not in values:
            raise _syntax(f"{kind} needs a total or the tiles of the hand (hand=), as in {EXAMPLE}")
    elif kind == "penalty" and args.number is not None:
        points = penalty_points(args.number)
    return Event(
        hand,
        kind,
        claimants=claimants,
        discarder=args.discarder,
        player=player,
        total=total,
        tiles=values.get("hand"),  # type: ignore[arg-type]
        flowers=values.get("flowers"),  # type: ignore[arg-type]
        flags=tuple(flags),
        level=values.get("level", "cuohe"),  # type: ignore[arg-type]
        points=points,
        to=values.get("to"),  # type: ignore[arg-type]
        note=values.get("note"),  # type: ignore[arg-type]
        line=line,
    )


def option_value(key: str, value: str) -> object:
    """Check and convert an option's value."""
    if key == "hand":
        if not value.strip(SEPARATORS):
            raise _syntax("hand= needs the tiles of the hand, as in hand=123m456s789p11122m")
        return value
    if key == "flowers":
        flowers = whole(value)
        if flowers is None or flowers > MAX_FLOWERS:
            raise _syntax(f"flowers must be 0 to {MAX_FLOWERS}, not {quoted(value)}")
        return flowers
    if key == "level":
        level = LEVEL_WORDS.get(value.lower())
        if level is None:
            raise _syntax(f"level must be cuohe, zhahe or deliberate (错和, 诈和, 有意诈和), not {quoted(value)}")
        return level
    if key == "to":
        if not value:
            raise _syntax("to= needs a player, or each")
        return EACH if value.lower() == EACH else value
    return value or None  # note


def penalty_points(text: str) -> int:
    points = whole(text.removeprefix("-"))
    if points is None or not 1 <= points <= MAX_POINTS:
        raise _syntax(
            f"penalty points must be a whole number from 1 to {MAX_POINTS} (10 and -10 both mean a loss of 10), not {quoted(text)}"
        )
    return points


def setting_value(key: str, text: str) -> object:
    """Check and convert a setting of the session line (§2)."""
    ranges = {"base": BASE_RANGE, "escape": ESCAPE_RANGE, "start": START_RANGE}
    if key in ranges:
        low, high = ranges[key]
        value = whole(text)
        if value is None or not low <= value <= high:
            raise LineError("setup", f"{key} must be a whole number from {low} to {high}, not {quoted(text)}")
        return value
    choices = {"rules": RULES, "seating": SEATINGS, "false-win": FALSE_WIN_POLICIES}
    if key in choices:
        wanted = {c.lower(): c for c in choices[key]}
        if text.lower() not in wanted:
            names = ", ".join(choices[key][:-1]) + " or " + choices[key][-1]
            raise LineError("setup", f"{key} must be {names}, not {quoted(text)}")
        return wanted[text.lower()]
    return text or None


def read_ledger(data: bytes | str, input_format: str = "auto", players: tuple[Player, ...] | None = None) -> Ledger:
    """Read a ledger (text or CSV, ``auto`` to tell) into a Ledger that keeps every reading error.

    ``players`` replaces the ledger's players line (``--players``), which is then not read.

    >>> ledger = read_ledger("players Ana Bo Chen Dan\\n1 win Bo from Ana 12\\n2 draw\\n")
    >>> [(e.hand, e.event, e.claimants, e.discarder, e.total) for e in ledger.events]
    [(1, 'win', ('Bo',), 'Ana', 12), (2, 'draw', (), None, None)]
    """
    raw = data.encode("utf-8") if isinstance(data, str) else data
    lines = split_lines(raw)
    fmt = detect_format(lines) if input_format == "auto" else input_format
    reader = _Reader(players)
    for number, line in enumerate(lines, 1):
        text = reader.decode(number, line)
        if text is None:
            continue
        if fmt == "csv":
            reader.csv_line(number, text)
        else:
            reader.text_line(number, text)
    if fmt == "csv" and reader.header_line is None:
        reader.error(None, "input", "the CSV ledger has no header; it must start with hand,event")
    return reader.ledger(fmt)
