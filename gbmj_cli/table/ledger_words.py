"""The words of one ledger line into values: hand numbers, event words, arguments, options, settings (§4).

Shared by the text and the CSV reader (a CSV row means the text line built from its fields, §5):
each function raises LineError with the sentence of the first problem it finds.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from gbmj_cli.messages import Msg
from gbmj_cli.table.ledger import (
    BASE_RANGE,
    CLAIMS,
    EACH,
    ESCAPE_RANGE,
    EVENT_FLAGS,
    EVENTS,
    FALSE_WIN_POLICIES,
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
    quoted,
)

SEPARATORS = " \t\u3000"

SETTING_KEYS = ("base", "rules", "seating", "false-win", "escape", "start", "title", "date", "table")

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

    def __init__(self, kind: str, message: Msg) -> None:
        super().__init__(message)
        self.kind = kind
        self.msg = message

    @property
    def message(self) -> str:
        return self.msg.text()


def syntax_error(message: Msg) -> LineError:
    """A LineError of kind ``syntax`` (§9.2, 14-25)."""
    return LineError("syntax", message)


def suggestion(word: str, choices: tuple[str, ...] | list[str]) -> Msg | str:
    """``; did you mean 'x'?`` for the closest of ``choices``, or nothing."""
    close = difflib.get_close_matches(word, choices, n=1, cutoff=0.6)
    return Msg("ledger.did_you_mean", word=quoted(close[0])) if close else ""


def whole(text: str) -> int | None:
    """An ASCII whole number (``08`` is 8), capped so that a huge one stays out of every range; else None."""
    if not text or not text.isascii() or not text.isdigit():
        return None
    digits = text.lstrip("0") or "0"
    return int(digits) if len(digits) <= 7 else 10**8


def special_word(kind: str, bare: str) -> Msg | None:
    """The sentence for a word that ``gbmj score`` knows but a ledger writes another way."""
    if bare in ("self-drawn", "z"):
        return Msg("ledger.special_tsumo" if kind == "tsumo" else "ledger.special_self_drawn")
    if bare == "robbing-kong":
        return Msg("ledger.special_rob" if kind == "rob" else "ledger.special_robbing")
    if bare == "discard":
        return Msg("ledger.special_discard", kind=kind) if kind in CLAIMS else Msg("ledger.special_no_discard")
    if bare in ("seat", "round"):
        return Msg("ledger.special_winds")
    if bare == "from":
        return Msg("ledger.special_from", kind=kind if kind in CLAIMS else "win")
    if bare in OPTION_EVENTS:
        return Msg("ledger.special_option", word=bare)
    if bare.replace("_", "-") in SETTING_KEYS:
        return Msg("ledger.special_setting", word=bare)
    return None


def event_hand(text: str) -> int:
    """The hand number of an event line, or LineError (§4.3)."""
    hand = whole(text)
    if hand is None or not 1 <= hand <= HANDS:
        shown = text if len(text) <= 8 else quoted(text)
        raise syntax_error(Msg("ledger.no_hand", shown=shown, hands=HANDS))
    return hand


def event_word(word: str) -> str:
    """The event of an event word, in any case, or LineError with the closest one."""
    kind = word.lower()
    if kind not in EVENTS:
        hint = suggestion(kind, EVENTS)
        raise syntax_error(Msg("ledger.unknown_event", word=quoted(word), hint=hint, events=", ".join(EVENTS)))
    return kind


@dataclass(frozen=True, slots=True)
class Args:
    """The positional pieces of an event: the player(s), the discarder, and the total or the points."""

    who: str | None = None
    discarder: str | None = None
    number: str | None = None


def _found(words: list[str]) -> Msg:
    if not words:
        return Msg("ledger.found_nothing")
    return Msg("ledger.found_words", n=len(words), words=" ".join(quoted(w)[1:-1] for w in words))


def positional_args(kind: str, words: list[str]) -> Args:
    """Read the positional words of a text event (§4.5)."""
    words = list(words)
    signature = SIGNATURES.get(kind)
    wrong = syntax_error(
        Msg("ledger.takes", kind=kind, signature=signature, found=_found(words))
        if signature
        else Msg("ledger.takes_no_words", kind=kind, found=_found(words))
    )
    if kind in CLAIMS and any(w.startswith(",") or w.endswith(",") for w in words):
        raise syntax_error(Msg("ledger.claimants_spaces"))
    if kind in CLAIMS:
        if len(words) >= 2 and words[1].lower() == "from":
            del words[1]
        if any(w.lower() == "from" for w in words):
            raise syntax_error(Msg("ledger.from_between", kind=kind))
        if len(words) == 2 and whole(words[1]) is not None:
            raise syntax_error(Msg("ledger.no_discarder", kind=kind, signature=signature, word=words[1]))
        if len(words) not in (2, 3):
            raise wrong
        return Args(words[0], words[1], words[2] if len(words) == 3 else None)
    if kind == "tsumo":
        if len(words) == 1 and whole(words[0]) is not None:
            raise syntax_error(Msg("ledger.no_winner", signature=signature, word=words[0]))
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
        raise syntax_error(Msg("ledger.csv_needs_winner" if kind in WINS else "ledger.csv_needs_player", kind=kind))
    if kind in CLAIMS and "from" not in row:
        raise syntax_error(Msg("ledger.csv_needs_discarder", kind=kind))
    if kind == "penalty" and "points" not in row:
        raise syntax_error(Msg("ledger.csv_needs_points"))
    return Args(who, row.get("from"), row.get("total") or row.get("points"))


def build_event(line: int, hand: int, kind: str, args: Args, options: list[tuple[str, str]], flags: list[str]) -> Event:
    """Check an event's pieces (§4.5) and build it; LineError names the first problem."""
    values = _option_values(kind, options)
    _check_flags(kind, flags)
    claimants, player = _players(kind, args)
    total = points = None
    if kind in WINS:
        if args.number is not None:
            total = whole(args.number)
            if total is None or total > MAX_TOTAL:
                raise syntax_error(Msg("ledger.total_range", max=MAX_TOTAL, written=quoted(args.number)))
        if total is None and "hand" not in values:
            raise syntax_error(Msg("ledger.needs_total", kind=kind, example=EXAMPLE))
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


def _option_values(kind: str, options: list[tuple[str, str]]) -> dict[str, object]:
    """The event's options by key, each checked for the kind and converted."""
    values: dict[str, object] = {}
    for raw_key, value in options:
        key = raw_key.lower().lstrip("-")
        if not key:
            raise syntax_error(Msg("ledger.option_name", written=quoted(raw_key + "=" + value)))
        if key in values:
            raise syntax_error(Msg("ledger.given_twice", key=key))
        if key not in OPTION_EVENTS:
            special = special_word(kind, key)
            if special:
                raise syntax_error(special)
            hint = suggestion(key, tuple(OPTION_EVENTS))
            raise syntax_error(Msg("ledger.unknown_option", written=quoted(raw_key + "="), hint=hint))
        if kind not in OPTION_EVENTS[key]:
            raise syntax_error(Msg("ledger.takes_no_option", kind=kind, key=key))
        values[key] = option_value(key, value)
    return values


def _check_flags(kind: str, flags: list[str]) -> None:
    """Refuse a flag given twice or one the kind does not take."""
    for i, flag in enumerate(flags):
        if flag in flags[:i]:
            raise syntax_error(Msg("ledger.flag_twice", flag=flag))
        if flag not in EVENT_FLAGS.get(kind, ()):
            if flag == "kong-draw" and kind in CLAIMS:
                raise syntax_error(Msg("ledger.kong_draw_claim"))
            if kind == "rob":
                raise syntax_error(Msg("ledger.rob_flag", flag=flag))
            raise syntax_error(Msg("ledger.takes_no_flag", kind=kind, flag=flag))


def _players(kind: str, args: Args) -> tuple[tuple[str, ...], str | None]:
    """The claimants of a claim (several for a multiple win) and the player of any other event."""
    claimants: tuple[str, ...] = ()
    player = args.who
    if args.who is not None and "," in args.who:
        if kind == "tsumo":
            raise syntax_error(Msg("ledger.one_winner"))
        if kind not in CLAIMS:
            raise syntax_error(Msg("ledger.one_player", kind=kind))
        if "" in args.who.split(","):
            raise syntax_error(Msg("ledger.claimants_spaces"))
    if kind in CLAIMS:
        claimants, player = tuple((args.who or "").split(",")), None
        if args.discarder is not None and "," in args.discarder:
            raise syntax_error(Msg("ledger.one_discarder", kind=kind))
    return claimants, player


def option_value(key: str, value: str) -> object:
    """Check and convert an option's value."""
    if key == "hand":
        if not value.strip(SEPARATORS):
            raise syntax_error(Msg("ledger.hand_needs_tiles"))
        return value
    if key == "flowers":
        flowers = whole(value)
        if flowers is None or flowers > MAX_FLOWERS:
            raise syntax_error(Msg("ledger.flowers_range", max=MAX_FLOWERS, written=quoted(value)))
        return flowers
    if key == "level":
        level = LEVEL_WORDS.get(value.lower())
        if level is None:
            raise syntax_error(Msg("ledger.level", written=quoted(value)))
        return level
    if key == "to":
        if not value:
            raise syntax_error(Msg("ledger.to_needs"))
        return EACH if value.lower() == EACH else value
    return value or None  # note


def penalty_points(text: str) -> int:
    points = whole(text.removeprefix("-"))
    if points is None or not 1 <= points <= MAX_POINTS:
        raise syntax_error(Msg("ledger.penalty_points", max=MAX_POINTS, written=quoted(text)))
    return points


def setting_value(key: str, text: str) -> object:
    """Check and convert a setting of the session line (§2)."""
    ranges = {"base": BASE_RANGE, "escape": ESCAPE_RANGE, "start": START_RANGE}
    if key in ranges:
        low, high = ranges[key]
        value = whole(text)
        if value is None or not low <= value <= high:
            raise LineError("setup", Msg("ledger.setting_range", key=key, low=low, high=high, written=quoted(text)))
        return value
    choices = {"rules": RULES, "seating": SEATINGS, "false-win": FALSE_WIN_POLICIES}
    if key in choices:
        wanted = {c.lower(): c for c in choices[key]}
        if text.lower() not in wanted:
            names = Msg("rules.or", first=", ".join(choices[key][:-1]), last=choices[key][-1])
            raise LineError("setup", Msg("ledger.setting_choice", key=key, names=names, written=quoted(text)))
        return wanted[text.lower()]
    return text or None
