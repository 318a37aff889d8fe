"""The two ways to write a batch line: the words of ``gbmj score`` (hand, then flags) or a JSON object.

Either way the line gives the hand text, its flags, and where the hand stands in the line, so that
an error in the hand can point at the character of the line to blame.
"""

import dataclasses
import json
import re
from functools import lru_cache

from gbmj_cli.base.bounded import Table
from gbmj_cli.base.errors import InputError, UsageError
from gbmj_cli.batch.line_flags import apply_json, apply_words
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.notations.agreement import agree
from gbmj_cli.messages import Msg

_WORD = re.compile(r"[^ \t\r\n]+")  # shlex's whitespace, for lines without quotes or backslashes
_SHELL_CHARS = frozenset("'\"\\")
_NOT_IN_A_WORD = _SHELL_CHARS | frozenset(" \t\r\n")  # a word without these is one that shlex keeps as it is
_JSON_START = re.compile(r'\{\s*"')
# Logs repeat a few hundred flag combinations; a bounded cache serves them without growing with the input.
CONTEXTS_CACHED = 1024
_SHELL_DETAILS = {"no closing quotation": Msg("line.no_closing_quote"), "no escaped character": Msg("line.no_escaped")}


def split_line(text: str, start: int) -> tuple[str, tuple | dict, list | None]:
    """Split a line whose first non-blank character is at ``start`` into (hand, flags, where).

    The flags are the words after the hand (a tuple) or the JSON object's other fields (a dict).
    ``where`` lists (offset in the line, offset in the hand, length) per piece of the hand, or is
    None when quotes or escapes make the mapping unknown.
    """
    if text[start] == "{" and _JSON_START.match(text, start):
        hand, fields = _json_line(text)
        return hand, fields, _json_offsets(text, hand)
    return _one_word_hand(text, start) or _plain_line(text)


def line_context(flags: tuple | dict, defaults: WinContext) -> WinContext:
    """The win context of a line: the run's ``defaults`` with the line's flags applied.

    Batch files repeat the same few flag sets, so the contexts are cached.
    """
    if not flags:
        return defaults
    if isinstance(flags, tuple):
        return _word_context(flags, defaults)
    key = tuple((name, type(value), value) for name, value in flags.items())  # True and 1 differ
    try:
        return _json_context(key, defaults)
    except TypeError:  # unhashable: a list or object as a value; let apply_json say what is wrong
        return apply_json(flags, defaults)


def hand_context(flags: tuple | dict, defaults: WinContext, set_by_hand: tuple) -> WinContext:
    """The line's context: the run's defaults, then the flags the hand string sets, then the line's flags.

    The line's flags may repeat a flag the hand sets, but not contradict it: applied on top of the
    hand's value, a flag that changes it is one the line gives otherwise.
    """
    if not set_by_hand and type(flags) is tuple:  # the common line: flag words, a hand that sets none
        return _word_context(flags, defaults) if flags else defaults
    if set_by_hand:
        defaults = dataclasses.replace(defaults, **{name: value for name, value, _position in set_by_hand})
    ctx = line_context(flags, defaults) if flags else defaults
    if set_by_hand:
        agree(set_by_hand, {name: getattr(ctx, name) for name, _value, _position in set_by_hand})
    return ctx


ALL_ON_A_LINE = Msg("line.all_on_a_line")
WALL_ONLY = Msg("line.wall_only")


def refuse_analysis_flags(flags: tuple | dict) -> None:
    """On a scoring line, say that ``--seen``, ``--wall`` and ``--all`` belong to the analysis commands
    (called once the flags were found wrong: the flags of a good line are not looked at twice)."""
    names = flags if type(flags) is tuple else tuple(f"--{key}" for key in flags)
    for word in names:
        name = word.partition("=")[0]
        if name in ("--seen", "--no-seen"):
            raise UsageError(Msg("line.analysis_only", name=name))
        if name in ("--wall", "--no-wall"):
            raise UsageError(WALL_ONLY)
        if name == "--all":
            raise UsageError(ALL_ON_A_LINE)


def line_position(where: list, position: int) -> int:
    """Map an index into the hand back to an index into the line."""
    for begin, done, length in where:
        if position < done + length:
            return begin + position - done
    begin, done, length = where[-1] if where else (0, 0, 0)
    return begin + length  # the end of the hand (a missing suit letter, an unclosed set)


def _one_word_hand(text: str, start: int) -> tuple[str, tuple, list] | None:
    """The common line, split without looking at it twice: a hand of one plain word, then flags
    without quotes or backslashes (the same split as ``_plain_line``'s; None for any other line)."""
    cut = text.find(" -", start)
    hand = text[start:] if cut < 0 else text[start:cut]
    if text[start] == "-" or not _NOT_IN_A_WORD.isdisjoint(hand):
        return None
    flags = () if cut < 0 else _flag_words(text[cut:])
    return None if flags is None else (hand, flags, [(start, 0, len(hand))])


@lru_cache(maxsize=CONTEXTS_CACHED)
def _flag_words(tail: str) -> tuple[str, ...] | None:
    """The words of the flags after a hand (the same tuple for the same text); None if quoted or escaped."""
    return tuple(_WORD.findall(tail)) if _SHELL_CHARS.isdisjoint(tail) else None


def _plain_line(text: str) -> tuple[str, tuple, list | None]:
    if _SHELL_CHARS.isdisjoint(text):
        matches = list(_WORD.finditer(text))
        words = [m.group() for m in matches]
        starts = [m.start() for m in matches]
    else:
        try:
            words = shell_words(text)
        except ValueError as exc:  # "No closing quotation" / "No escaped character"
            detail = str(exc).lower()
            raise InputError(Msg("line.shell_split", detail=_SHELL_DETAILS.get(detail, detail))) from None
        starts = None
    cut = len(words)
    for i, word in enumerate(words):
        if word[:1] == "-":
            cut = i
            break
    hand_words = words[:cut]
    hand_text = "".join(hand_words)
    where = None
    if starts is not None:
        where, done = [], 0
        for word, begin in zip(hand_words, starts, strict=False):  # starts also has the flags
            where.append((begin, done, len(word)))
            done += len(word)
    elif len(hand_words) == 1 and hand_text and text.count(hand_text) == 1:
        where = [(text.index(hand_text), 0, len(hand_text))]
    return hand_text, tuple(words[cut:]), where


_SHELL_PIECE = re.compile(
    r"""(?P<blanks>[ \t\r\n]+)|(?P<plain>[^ \t\r\n'"\\]+)|'(?P<single>[^']*)(?P<single_end>'?)"""
    r"""|"(?P<double>(?:[^"\\]|\\.)*)(?P<double_end>"|\\?)|\\(?P<escaped>.?)""",
    re.DOTALL,
)
_DOUBLE_ESCAPE = re.compile(r"\\(.)", re.DOTALL)


def shell_words(text: str) -> list[str]:
    r"""The words of a line split as ``shlex.split`` splits them (POSIX quotes and backslashes), and
    with its errors, in one pass: shlex adds each character to its word by rebuilding it, so a 64 KiB
    word took 0.25 s.

    >>> shell_words(r"1m 'a b'c \ g '' 'd\e'")
    ['1m', 'a bc', ' g', '', 'd\\e']
    >>> shell_words(r'"d\"e\f"x')
    ['d"e\\fx']
    """
    words: list[str] = []
    word: list[str] = []
    in_word = False
    for piece in _SHELL_PIECE.finditer(text):
        kind = piece.lastgroup
        if kind == "blanks":
            if in_word:
                words.append("".join(word))
                word, in_word = [], False
            continue
        in_word = True
        if kind == "plain":
            word.append(piece["plain"])
        elif kind == "escaped":
            if not piece["escaped"]:
                raise ValueError("No escaped character")
            word.append(piece["escaped"])
        elif piece["single"] is not None:
            if not piece["single_end"]:
                raise ValueError("No closing quotation")
            word.append(piece["single"])
        else:
            end = piece["double_end"]
            if end != '"':
                raise ValueError("No escaped character" if end else "No closing quotation")
            word.append(_DOUBLE_ESCAPE.sub(_unescape_in_double_quotes, piece["double"]))
    if in_word:
        words.append("".join(word))
    return words


def _unescape_in_double_quotes(escape: re.Match[str]) -> str:
    """Within double quotes a backslash escapes only a double quote or a backslash (POSIX)."""
    return escape[1] if escape[1] in '"\\' else escape[0]


def _json_line(text: str) -> tuple[str, dict]:
    try:
        fields = json.loads(text)
    except RecursionError:
        raise InputError(Msg("line.json_too_deep")) from None
    except ValueError as exc:
        if isinstance(exc, json.JSONDecodeError):
            detail: Msg | str = Msg("line.json_detail", message=exc.msg[:1].lower() + exc.msg[1:], column=exc.colno)
        else:  # pragma: no cover - json raises JSONDecodeError for text input
            detail = str(exc)
        raise InputError(Msg("line.json_parse", detail=detail)) from None
    if not isinstance(fields, dict):
        raise InputError(Msg("line.json_not_object"))
    hand = fields.pop("hand", None)
    if not isinstance(hand, str):
        raise InputError(Msg("line.json_no_hand"))
    return hand, fields


def _json_offsets(text: str, hand: str) -> list | None:
    """Where the hand string stands in a JSON line, when it is written there unescaped, once."""
    quoted = '"' + hand + '"'
    if text.count(quoted) == 1:
        return [(text.index(quoted) + 1, 0, len(hand))]
    return None


_word_contexts: Table[tuple[str, ...], tuple[WinContext, WinContext]] = Table(CONTEXTS_CACHED)
"""The run's defaults and the context of each line's flag words, by the words."""


def _word_context(words: tuple[str, ...], defaults: WinContext) -> WinContext:
    """The context of a line's flag words, found by the words and the identity of the run's defaults
    (hashing a WinContext is a call of Python); other defaults (set by a hand string) by value."""
    known = _word_contexts.get(words)
    if known is not None and known[0] is defaults:
        return known[1]
    return _word_contexts.file(words, (defaults, _word_context_of(words, defaults)))[1]


@lru_cache(maxsize=CONTEXTS_CACHED)
def _word_context_of(words: tuple[str, ...], defaults: WinContext) -> WinContext:
    return apply_words(list(words), defaults)


@lru_cache(maxsize=CONTEXTS_CACHED)
def _json_context(items: tuple, defaults: WinContext) -> WinContext:
    return apply_json({name: value for name, _type, value in items}, defaults)
