"""The options of a line that are not win flags: ``--claim``, a claimed score to check.

A win flag says how the hand was won (``gbmj_cli.hands.context.FLAGS`` declares them all); a line
option asks something of the result, so it belongs to no ``WinContext`` and has no batch-wide
default. This is the one declaration of the line options: the batch line syntax takes them out of a
line's words (``--claim "花龙 幺九刻"``, ``--claim=...``) or JSON fields (``"claim": "..."``, or a list
of names) before the win flags are read, and ``gbmj score`` declares its option from it.
"""

from typing import Any, NamedTuple

from gbmj_cli.base.errors import UsageError
from gbmj_cli.messages import Msg


class LineOption(NamedTuple):
    """One line option: its field in ``LineOptions`` (also its JSON key), word, help and metavar.

    (Named tuples, not dataclasses: ``gbmj score`` declares its option from this module as it starts.)
    """

    field: str
    help: str
    metavar: str

    @property
    def option(self) -> str:
        return "--" + self.field.replace("_", "-")


CLAIM = LineOption(
    "claim",
    'check a claimed score: fan names, numbers or keys, and total=N (e.g. "花龙 幺九刻 自摸"); '
    "exit status 3 when the claim differs from the score",
    "FANS",
)
LINE_OPTIONS = (CLAIM,)
_BY_OPTION = {o.option: o for o in LINE_OPTIONS}
_BY_KEY = {o.field: o for o in LINE_OPTIONS}


class LineOptions(NamedTuple):
    """The line options given on one line (None: not given)."""

    claim: str | None = None


NONE = LineOptions()


def take_line_options(flags: tuple[str, ...] | dict[str, Any]) -> tuple[tuple[str, ...] | dict[str, Any], LineOptions]:
    """Split a line's flags (its words after the hand, or its JSON fields) into win flags and line options.

    >>> take_line_options(("--self-drawn", "--claim", "花龙 自摸", "--seat=S"))
    (('--self-drawn', '--seat=S'), LineOptions(claim='花龙 自摸'))
    >>> take_line_options({"seat": "S", "claim": ["花龙", "自摸"]})
    ({'seat': 'S'}, LineOptions(claim='花龙, 自摸'))
    """
    if isinstance(flags, dict):
        if not any(key in _BY_KEY for key in flags):
            return flags, NONE
        rest = {key: value for key, value in flags.items() if key not in _BY_KEY}
        values = {key: _json_text(_BY_KEY[key], value) for key, value in flags.items() if key in _BY_KEY}
        return rest, LineOptions(**values)
    if not any(word.partition("=")[0] in _BY_OPTION for word in flags):
        return flags, NONE
    words: list[str] = []
    found: dict[str, str] = {}
    i = 0
    while i < len(flags):
        name, equals, value = flags[i].partition("=")
        option = _BY_OPTION.get(name)
        if option is None:
            words.append(flags[i])
        else:
            if not equals:
                i += 1
                if i == len(flags):
                    raise UsageError(Msg("flag.needs_value", name=name))
                value = flags[i]
            if option.field in found:
                raise UsageError(Msg("line.option_twice", name=name))
            found[option.field] = value
        i += 1
    return tuple(words), LineOptions(**found)


def _json_text(option: LineOption, value: Any) -> str:
    """A JSON field of a line option: a string, or a list of strings (joined by commas)."""
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return ", ".join(value)
    raise UsageError(Msg("line.option_text", option=option.option, value=value))
