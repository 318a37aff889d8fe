"""Read a ledger's text or CSV into a Ledger, with every error of reading kept by line (docs/session.md §4, §5, §9).

Reading checks what one line can tell: encoding and length, quotes, the line kinds, settings, the
players, an event's words and options. What needs several lines or the seating (names, the order
of hands, outcomes, the rules of §7) is checked by ``gbmj_cli.table.session.settle``, so that a ledger
built in code is checked the same way; ``ledger_words`` reads the words of one line. A line with an
error becomes a *faulty* event that keeps its hand number and event word, as §9.1 asks, and its
error is reported once.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from itertools import islice

from gbmj_cli.messages import Msg
from gbmj_cli.table.ledger import (
    CLAIMS,
    ENDINGS,
    EVENTS,
    FLAG_WORDS,
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
from gbmj_cli.table.ledger_words import (
    EXAMPLE,
    SEPARATORS,
    SETTING_KEYS,
    LineError,
    build_event,
    csv_args,
    event_hand,
    event_word,
    positional_args,
    setting_value,
    special_word,
    suggestion,
    syntax_error,
    whole,
)

MAX_LINE_BYTES = 64 * 1024
MAX_LEDGER_BYTES = 16 << 20
"""The largest ledger read: an evening's ledger is a few kilobytes, and a ledger is read whole."""
MAX_EVENTS = 1000
"""A ledger is one table's session of up to 16 hands (spec §1), so a thousand event lines are room
enough; past them, and past ``MAX_ERRORS`` errors, reading stops (16 MiB of one-line penalties or of
bad lines took minutes and gigabytes)."""
MAX_ERRORS = 100
MAX_LINES = 100_000
"""The most lines read, blank and comment lines too (16 MiB of empty lines took 10 s to skip)."""
MAX_WORDS = 64
"""The most words of a line (fields of a CSV row that are not empty): an event takes a dozen at most,
and each word of a longer one could be an error of its own (one line of 32,000 words made 32,000)
or a search for the flag it resembles (0.1 s a line)."""
BOM = b"\xef\xbb\xbf"

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
                        raise LineError("input", Msg("ledger.quote_open"))
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
    """Split a CSV line into its fields (RFC 4180, one line), each stripped of surrounding blanks.

    A quote opens a quoted part only where the field holds nothing but blanks so far, which
    ``blank`` tracks: joining the field at every quote made a line of quotes quadratic (17 s).

    >>> csv_fields(' 1 , " a ""b"" ",a"b""c, " x"y')
    ['1', 'a "b"', 'a"b""c', 'xy']
    """
    fields: list[str] = []
    buffer: list[str] = []
    blank = True  # the field so far is empty or blanks
    in_quotes = False
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        i += 1
        if in_quotes:
            if c != '"':
                buffer.append(c)
                blank = blank and c.isspace()
            elif i < n and text[i] == '"':
                buffer.append('"')
                blank = False
                i += 1
            else:
                in_quotes = False
        elif c == '"' and blank:
            buffer, in_quotes = [], True
        elif c == ",":
            fields.append("".join(buffer).strip())
            buffer, blank = [], True
        else:
            buffer.append(c)
            blank = blank and c.isspace()
    if in_quotes:
        raise LineError("input", Msg("ledger.csv_quote"))
    fields.append("".join(buffer).strip())
    return fields


# --- lines -------------------------------------------------------------------------------------


def split_lines(data: bytes) -> Iterator[bytes]:
    """The lines of the ledger without their ``\\n`` or ``\\r\\n``, after a byte order mark, one at
    a time (reading may stop early: a list of 16 MiB of short lines alone took hundreds of MB)."""
    data = data.removeprefix(BOM)
    start = 0
    while start < len(data):
        end = data.find(b"\n", start)
        end = len(data) if end < 0 else end
        line = data[start:end]
        yield line[:-1] if line.endswith(b"\r") else line
        start = end + 1


def _check_words(words: int) -> None:
    """A LineError for a line of more than ``MAX_WORDS`` words."""
    if words > MAX_WORDS:
        raise syntax_error(Msg("ledger.too_many_words", most=MAX_WORDS))


def _is_blank_or_comment(text: str) -> bool:
    stripped = text.lstrip(SEPARATORS)
    return not stripped or stripped.startswith("#")


def _is_directive(number: int, text: str) -> bool:
    stripped = text.lstrip(SEPARATORS)
    return stripped.startswith("#!") and not (number == 1 and stripped.startswith("#!/"))


def detect_format(lines: Iterable[bytes]) -> str:
    """``csv`` when the first line that is not blank, a comment or a directive starts with hand,event.

    Only the lines that reading reads (``MAX_LINES``) are looked at: 16 MiB of empty lines took 10 s.
    """
    for line in islice(lines, MAX_LINES):
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

    def error(self, line: int | None, kind: str, message: Msg) -> None:
        self.errors.append(LedgerError(line, kind, message))

    def decode(self, number: int, raw: bytes) -> str | None:
        if len(raw) > MAX_LINE_BYTES:
            self.error(number, "input", Msg("ledger.line_too_long"))
            return None
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            self.error(number, "input", Msg("ledger.not_utf8"))
            return None

    def after_end(self, number: int) -> bool:
        """Report a line after an escape or end line (§7.6); True when there was one."""
        if self.ended is None:
            return False
        line, word = self.ended
        self.error(number, "structure", Msg("ledger.after_end", ref=Msg("ref.line", n=line), word=word))
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
            _check_words(len(tokens))
            first = tokens[0]
            word = first.text.lower() if first.key is None else None
            if word in ("session", "players"):
                self.setup_line(number, word, tokens[1:])
            elif first.key is None and whole(first.text) is not None:
                self.event_line(number, first.text, tokens[1] if len(tokens) > 1 else None, tokens[2:])
            elif word in EVENTS:
                raise syntax_error(Msg("ledger.no_hand_number", example=EXAMPLE))
            else:
                shown = first.text if first.key is None else f"{first.key}={first.text}"
                raise syntax_error(Msg("ledger.not_hand_number", shown=quoted(shown)))
        except LineError as error:
            self.error(number, error.kind, error.msg)

    def directive(self, number: int, rest: str) -> None:
        tokens = tokenize(rest)
        _check_words(len(tokens))
        word = tokens[0].text.lower() if tokens and tokens[0].key is None else None
        if word not in ("session", "players"):
            raise LineError("setup", Msg("ledger.directive"))
        self.setup_line(number, word, tokens[1:])

    def setup_line(self, number: int, word: str, tokens: list[Token]) -> None:
        if word == "players" and self.players_given:
            return  # --players replaces the players line, which is then not read
        first = self.session_line if word == "session" else self.players_line
        if word == "players":
            self.players_written = True
        if first is not None:
            second = "ledger.second_session" if word == "session" else "ledger.second_players"
            raise LineError("setup", Msg(second, first=first))
        if self.first_event_line is not None:
            raise LineError("setup", Msg("ledger.setup_late", word=word, line=self.first_event_line))
        if word == "session":
            self.session_line = number
            self.session(number, tokens)
        else:
            self.players_line = number
            self.read_players(number, tokens)

    def session(self, number: int, tokens: list[Token]) -> None:
        for token in tokens:
            if token.key is None:
                self.error(number, "setup", Msg("ledger.setting_not_key", written=quoted(token.text)))
                continue
            key = token.key.lower().replace("_", "-")
            if key not in SETTING_KEYS:
                hint = suggestion(key, SETTING_KEYS)
                settings = ", ".join(SETTING_KEYS)
                self.error(
                    number,
                    "setup",
                    Msg("ledger.unknown_setting", written=quoted(token.key), hint=hint, settings=settings),
                )
            elif key.replace("-", "_") in self.settings:
                self.error(number, "setup", Msg("ledger.given_twice", key=key))
            else:
                try:
                    self.settings[key.replace("-", "_")] = setting_value(key, token.text)
                except LineError as error:
                    self.error(number, error.kind, error.msg)

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
                shown: Msg | str = ""
                if word is not None:
                    shown = Msg("ledger.is_an_option", written=quoted(f"{word.key}={word.text}"))
                raise syntax_error(Msg("ledger.no_event", hand=hand, shown=shown, example=EXAMPLE))
            kind = event_word(word.text)
            positional, options, flags = self.classify(kind, tokens)
            args = positional_args(kind, positional)
            self.add(build_event(number, hand, kind, args, options, flags))
        except LineError as error:
            self.error(number, error.kind, error.msg)
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
        special = special_word(kind, bare)
        if special and (dashed or bare in ("self-drawn", "robbing-kong", "discard")):
            raise syntax_error(special)
        if dashed or difflib.get_close_matches(bare, FLAG_WORDS, n=1, cutoff=0.75):
            raise syntax_error(Msg("ledger.unknown_word", written=quoted(word), hint=suggestion(bare, FLAG_WORDS)))
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
                    self.error(number, error.kind, error.msg)
            return
        failure: LineError | None = None
        try:
            fields = csv_fields(text)
            _check_words(len(fields) - fields.count(""))
        except LineError as error:
            fields, failure = [], error
        if self.header_line is None:
            self.header_line = number
            if failure is None:
                self.read_header(number, fields)
            else:
                self.error(number, failure.kind, failure.msg)
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
            self.error(number, error.kind, error.msg)

    def read_header(self, number: int, fields: list[str]) -> None:
        names = [f.lower() for f in fields]
        while len(names) > 2 and not names[-1]:
            names.pop()  # spreadsheets pad rows
        if names[:2] != ["hand", "event"]:
            self.error(number, "input", Msg("ledger.csv_header", columns=", ".join(CSV_COLUMNS)))
            return
        header: list[str | None] = []
        for name in names:
            if name not in CSV_COLUMNS:
                hint = suggestion(name, CSV_COLUMNS)
                columns = ", ".join(CSV_COLUMNS)
                self.error(
                    number, "input", Msg("ledger.unknown_column", written=quoted(name), hint=hint, columns=columns)
                )
                header.append(None)
            elif name in header:
                self.error(number, "input", Msg("ledger.column_twice", written=quoted(name)))
                header.append(None)
            else:
                header.append(name)
        self.header = header

    def csv_row(self, number: int, fields: list[str]) -> None:
        header = self.header or []
        used = max(i for i, f in enumerate(fields) if f) + 1
        if used > len(header):
            raise LineError("input", Msg("ledger.too_many_fields", used=used, columns=len(header)))
        row = {name: value for name, value in zip(header, fields, strict=False) if name is not None and value}
        hand_text, word = row.pop("hand", ""), row.pop("event", "")
        if not hand_text:
            raise syntax_error(Msg("ledger.csv_no_hand"))
        if whole(hand_text) is None:
            raise syntax_error(Msg("ledger.csv_not_hand", written=quoted(hand_text)))
        hand = event_hand(hand_text)
        if self.first_event_line is None:
            self.first_event_line = number
        kind = None
        try:
            if not word:
                raise syntax_error(Msg("ledger.csv_no_event", hand=hand))
            kind = event_word(word)
            for column in row:
                if kind not in COLUMN_EVENTS[column]:
                    raise syntax_error(Msg("ledger.csv_column_unused", kind=kind, column=column))
            flags: list[str] = []
            for flag in row.pop("flags", "").split():
                found = self.flag_word(kind, flag)
                if found is None:
                    hint = suggestion(flag.lower(), FLAG_WORDS)
                    raise syntax_error(Msg("ledger.csv_unknown_flag", written=quoted(flag), hint=hint))
                flags.append(found)
            args = csv_args(kind, row)
            options = [(key, row[column]) for column, key in _CSV_OPTIONS if column in row]
            self.add(build_event(number, hand, kind, args, options, flags))
        except LineError as error:
            self.error(number, error.kind, error.msg)
            self.add(Event(hand, kind, line=number, faulty=True))

    def ledger(self, input_format: str) -> Ledger:
        if self.players is None and not self.players_written:
            self.error(None, "setup", Msg("ledger.no_players"))
        settings = Settings()
        if self.settings:
            settings = replace(settings, **self.settings)  # type: ignore[arg-type]
        errors = sorted(self.errors, key=lambda e: (e.line is not None, e.line or 0))
        given = "base" in self.settings
        return Ledger(self.players, tuple(self.events), settings, tuple(errors), input_format, self.players_line, given)


_CSV_OPTIONS = (("tiles", "hand"), ("flowers", "flowers"), ("to", "to"), ("level", "level"), ("note", "note"))


def read_ledger(data: bytes | str, input_format: str = "auto", players: tuple[Player, ...] | None = None) -> Ledger:
    """Read a ledger (text or CSV, ``auto`` to tell) into a Ledger that keeps every reading error.

    ``players`` replaces the ledger's players line (``--players``), which is then not read.

    >>> ledger = read_ledger("players Ana Bo Chen Dan\\n1 win Bo from Ana 12\\n2 draw\\n")
    >>> [(e.hand, e.event, e.claimants, e.discarder, e.total) for e in ledger.events]
    [(1, 'win', ('Bo',), 'Ana', 12), (2, 'draw', (), None, None)]
    """
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if len(raw) > MAX_LEDGER_BYTES:  # (its one error: the lines are not read)
        too_large = LedgerError(None, "input", Msg("ledger.too_large", most=MAX_LEDGER_BYTES >> 20))
        return Ledger(players, errors=(too_large,))
    fmt = detect_format(split_lines(raw)) if input_format == "auto" else input_format
    reader = _Reader(players)
    for number, line in enumerate(split_lines(raw), 1):
        if len(reader.errors) >= MAX_ERRORS and line.strip():  # (named at a line that holds something)
            reader.error(number, "input", Msg("ledger.too_many_errors", most=MAX_ERRORS))
            break
        if number > MAX_LINES:
            reader.error(number, "input", Msg("ledger.too_many_lines", most=MAX_LINES))
            break
        text = reader.decode(number, line)
        if text is None:
            continue
        if fmt == "csv":
            reader.csv_line(number, text)
        else:
            reader.text_line(number, text)
        if len(reader.events) > MAX_EVENTS:
            reader.events.pop()
            reader.error(number, "input", Msg("ledger.too_many_events", most=MAX_EVENTS))
            break
    if fmt == "csv" and reader.header_line is None:
        reader.error(None, "input", Msg("ledger.csv_no_header"))
    return reader.ledger(fmt)
