"""The CLI's errors: a rejected input is one sentence on standard error, with a caret, exit status 1.

Status 1 keeps a rejected input apart from Click's usage errors (status 2), as docs/output.md asks; status
3 says that a claimed score (``--claim``) differs from the score, which is an answer, not an error.
The sentence is written in the language of the command (``--lang``, ``GBMJ_LANG``, the locale).
"""

from __future__ import annotations

import sys
import unicodedata
from typing import IO, Any

import click

from gbmj_cli.base.errors import GbmjError, read_failed
from gbmj_cli.base.text import escape_text, shown_name
from gbmj_cli.cli.lang import current_lang
from gbmj_cli.messages import Msg, as_text


class InputRejected(click.ClickException):
    """Input the command cannot take (a hand, its flags, a fan name): one sentence, a caret, exit 1."""

    exit_code = 1

    def __init__(self, message: Msg | str, text: str | None = None, position: int | None = None) -> None:
        self.lang = current_lang()
        super().__init__(as_text(message, self.lang))
        self.text = text
        self.position = position

    def show(self, file: IO[Any] | None = None) -> None:
        file = file or sys.stderr
        to_stderr(error_line(self.message, self.lang), file)
        if self.text is not None and self.position is not None and 0 <= self.position < len(self.text):
            # The input as the terminal should see it: its control characters as escapes (and what the
            # stream's encoding cannot hold), the caret under the escaped character.
            shown, before = escape_text(self.text), escape_text(self.text[: self.position])
            to_stderr(f"  {shown}", file)
            to_stderr("  " + " " * display_width(_as_written(before, file)) + "^", file)


class Failure(click.ClickException):
    """A run that could not finish (a worker lost, a stream failed): one sentence and its own status."""

    def __init__(self, message: Msg | str, status: int) -> None:
        self.lang = current_lang()
        super().__init__(as_text(message, self.lang))
        self.exit_code = status  # type: ignore[misc]  # click declares a class-wide default

    def show(self, file: IO[Any] | None = None) -> None:
        to_stderr(error_line(self.message, self.lang), file)


def unreadable(name: str, status: int, error: OSError | None = None) -> Failure:
    """The failure of an input that cannot be read (``name`` ``-``: standard input): ``error`` says
    why, else the stream is closed."""
    what = Msg("word.stdin") if name == "-" else shown_name(name)
    return Failure(read_failed(what, error).msg, status)


def _as_written(text: str, file: IO[Any] | None) -> str:
    """``text`` as a stream that escapes what its encoding cannot hold writes it."""
    encoding = getattr(file, "encoding", None) or "utf-8"
    try:
        return text.encode(encoding, "backslashreplace").decode(encoding)
    except (LookupError, UnicodeDecodeError):  # (an encoding Python does not know, or one that cannot decode back)
        return text


def to_stderr(text: str, file: IO[Any] | None = None) -> None:
    """A line on standard error (or ``file``), as the stream is set up (what its encoding cannot hold
    as a backslash escape, docs/guarantees.md §1): not through ``click.echo(err=True)``, which takes an
    ASCII stream for a misconfigured one and writes UTF-8 to it instead. Nothing when it is closed
    (``click.echo`` given no file would write to standard output)."""
    file = file or sys.stderr
    if file is not None:
        click.echo(text, file=file)


def error_line(message: str, lang: str) -> str:
    """``Error: the sentence`` (``错误：`` in Chinese), its control characters shown as escapes."""
    return Msg("cli.error", message=escape_text(message)).text(lang)


def rejected(error: GbmjError, text: str | None) -> InputRejected:
    """Turn a GbmjError into the CLI's error (the caret only where the error has a position).

    A '-' inside the hand is a flag that the shell passed as part of the hand: quoted with it
    ("123m... --self-drawn", as a batch line is written) or glued to it (``...5p-z``); say so.
    """
    message: Msg = error.msg
    position = error.position
    if text is not None and position is not None and text[position : position + 1] == "-":
        message = Msg("cli.flag_in_hand", message=message)
    return InputRejected(message, text, position)


def rejected_plain(error: GbmjError) -> InputRejected:
    """A GbmjError as the CLI's error, without a caret (a rules file, a fan name)."""
    return InputRejected(error.msg)


def display_width(text: str) -> int:
    """Terminal columns taken by ``text`` (wide East Asian characters take two), to place the caret.

    Rich's ``cell_len`` would do, but the error path should not pay for importing Rich.
    """
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)
