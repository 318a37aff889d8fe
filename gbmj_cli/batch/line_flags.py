"""The flags of a batch line, read without Click from the one declaration of the win flags.

The words after a hand (``--seat S``, ``--seat=S``, ``-z``) and the fields of a JSON line (the flag
names in snake_case) are applied to the run's defaults, so that a batch-wide flag can be switched
off per line (``--discard``, ``--no-last-tile``, ``--no-from``, ...). Each flag's values are checked
as ``gbmj_cli.hands.context.FLAGS`` declares them; a bad one is a ``usage`` error of the line.
"""

import dataclasses
from typing import Any

from gbmj_cli.base.errors import UsageError
from gbmj_cli.hands.context import FLAGS, Flag, FlagKind, WinContext, wind_letter
from gbmj_cli.messages import Msg
from gbmj_cli.scoring.profiles import BUILTIN, builtin_name

_BY_OPTION: dict[str, tuple[Flag, bool]] = {}
for _flag in FLAGS:
    _BY_OPTION[_flag.option] = (_flag, True)
    if _flag.short:
        _BY_OPTION[_flag.short] = (_flag, True)
    if _flag.off:
        _BY_OPTION["--" + _flag.off] = (_flag, False)
_BY_KEY = {key: flag for flag in FLAGS for key in flag.json_keys}
_SELF_DRAWN = _BY_KEY["self_drawn"]
COMMAND_LINE_ONLY = {"--rules-file": Msg("line.rules_file_on_line")}


def convert(flag: Flag, value: object, defaults: WinContext) -> object:
    """Check and convert one flag value, raising UsageError when it is out of range."""
    if flag.kind is FlagKind.SWITCH:
        if not isinstance(value, bool):
            raise UsageError(Msg("line.switch_value", option=flag.option, value=value))
        return value
    if flag.kind is FlagKind.WIND:
        if value is None and flag.off:
            return None
        letter = wind_letter(value)  # E, S, W, N in any case, or the Chinese winds
        if letter is None:
            raise UsageError(Msg("flag.wind", option=flag.option, value=value))
        return letter
    if flag.kind is FlagKind.PROFILE:
        return line_profile(value, defaults)
    try:
        fraction = isinstance(value, float) and not value.is_integer()
        number = None if isinstance(value, bool) or fraction else int(value)  # type: ignore[call-overload]
    except (TypeError, ValueError, OverflowError):
        number = None
    if number is None or number < flag.low or (flag.high is not None and number > flag.high):
        if flag.high is not None:
            limit = Msg("limit.range", low=flag.low, high=flag.high)
        else:
            limit = Msg("limit.at_least", low=flag.low)
        raise UsageError(Msg("flag.whole_number", option=flag.option, limit=limit, value=value))
    return number


def line_profile(value: object, defaults: WinContext) -> Any:
    """A line's ``--rules NAME``: a built-in, or the name of the run's rules file (any case)."""
    text = str(value)
    loaded = defaults.rules if not isinstance(defaults.rules, str) else None
    if loaded is not None and text.lower() == loaded.name.lower():
        return loaded
    name = builtin_name(text)
    if name is None:
        names = (*BUILTIN, loaded.name) if loaded is not None else BUILTIN
        raise UsageError(Msg("line.rules_choice", names=", ".join(names), value=value))
    return name


def apply_words(words: list[str], defaults: WinContext) -> WinContext:
    """Apply command-line style flags (``--seat S``, ``--seat=S``, ``--discard``) to the defaults.

    >>> apply_words(["--self-drawn", "--seat=s", "--flowers", "2"], WinContext()).seat
    'S'
    >>> apply_words(["--no-from"], WinContext(from_seat="N")).from_seat is None
    True
    """
    changes: dict[str, Any] = {}
    i = 0
    while i < len(words):
        word, _, inline = words[i].partition("=")
        if word in COMMAND_LINE_ONLY:
            raise UsageError(COMMAND_LINE_ONLY[word])
        if word not in _BY_OPTION:
            raise UsageError(Msg("line.unknown_flag", word=word))
        flag, on = _BY_OPTION[word]
        if flag.kind is FlagKind.SWITCH or not on:
            if inline:
                raise UsageError(Msg("line.switch_no_value", name=word))
            changes[flag.field] = on if flag.kind is FlagKind.SWITCH else None
        else:
            if not inline:
                i += 1
                if i == len(words):
                    raise UsageError(Msg("flag.needs_value", name=word))
                inline = words[i]
            changes[flag.field] = convert(flag, inline, defaults)
        i += 1
    return dataclasses.replace(defaults, **changes)


def apply_json(fields: dict[str, Any], defaults: WinContext) -> WinContext:
    """Apply the snake_case fields of a JSON line (``{"self_drawn": true, "seat": "S"}``) to the defaults."""
    changes: dict[str, Any] = {}
    for key, value in fields.items():
        if key == _SELF_DRAWN.off:  # "discard": true is a discard win
            changes[_SELF_DRAWN.field] = not convert(_SELF_DRAWN, value, defaults)
            continue
        if key not in _BY_KEY:
            raise UsageError(Msg("line.unknown_field", key=key))
        flag = _BY_KEY[key]
        changes[flag.field] = convert(flag, value, defaults)
    return dataclasses.replace(defaults, **changes)
