"""The one error family of gbmj: every rejected input raises a ``GbmjError`` subclass.

Each class carries the ``kind`` that batch error records and exit statuses use (docs/output.md), and
optionally the position of the offending character so that the CLI can point at it. The sentence
is a ``Msg`` of the message catalogue, written in the language the CLI asks for (``text``);
``message`` is its English, the text that records give as ``error_en``.
"""

from gbmj_cli.messages import Msg, as_text


class GbmjError(Exception):
    """A user error: a one-sentence message, a stable kind, and where in the input it lies."""

    kind = "error"

    def __init__(self, message: Msg, position: int | None = None) -> None:
        super().__init__(message)
        self.msg = message
        self.position = position

    @property
    def message(self) -> str:
        """The sentence in English."""
        return as_text(self.msg)

    def text(self, lang: str = "en") -> str:
        """The sentence in ``lang`` ("en", "zh" or a ``gbmj_cli.messages.Lang``)."""
        return as_text(self.msg, lang)


class ParseError(GbmjError):
    """The hand string cannot be read."""

    kind = "parse"


class TilesError(GbmjError):
    """The tiles cannot form a hand: wrong count, a fifth copy, a bad set."""

    kind = "tiles"


class NotWinningError(GbmjError):
    """The tiles are readable but do not form a winning hand."""

    kind = "not-winning"


class ContextError(GbmjError):
    """The win-context flags contradict each other or the hand."""

    kind = "context"


class UsageError(GbmjError):
    """An unknown flag or a flag value out of range (on a batch line; Click handles the command line)."""

    kind = "usage"


class InputError(GbmjError):
    """A batch line that cannot be read: invalid UTF-8, too long, or JSON that does not parse."""

    kind = "input"


class PipeClosed(Exception):
    """The reader of standard output went away (a broken pipe): the run ends quietly, status 141.

    Not an OSError, so that Click, which turns a broken pipe into status 1, lets it through.
    """


class StreamError(Exception):
    """Standard input or output failed (closed, full, over a size limit): not the user's input, but
    the run cannot go on. The message is the whole sentence: ``cannot write standard output: ...``."""

    def __init__(self, message: Msg) -> None:
        super().__init__(message)
        self.msg = message

    def text(self, lang: str = "en") -> str:
        return self.msg.text(lang)


def write_failed(error: OSError) -> StreamError:
    """The sentence for a failed write to standard output."""
    return StreamError(Msg("stream.cannot_write", reason=error.strerror or str(error)))


def read_failed(what: Msg | str, error: OSError | None = None) -> StreamError:
    """The sentence for input that cannot be read (``what``: standard input, a file's name)."""
    if error is None:
        return StreamError(Msg("stream.cannot_read_closed", what=what))
    return StreamError(Msg("stream.cannot_read", what=what, reason=error.strerror or str(error)))


def wrapped_stop(error: Exception) -> BaseException | None:
    """The signal an exception wraps, if any: a BaseException that is no Exception (Ctrl-C, SIGTERM)
    raised where Python wraps what is raised (a class's ``__set_name__``: a RuntimeError on 3.11).
    Such an exception is no bug of gbmj, and the signal is to be raised again."""
    stop = error.__cause__ or error.__context__
    return None if stop is None or isinstance(stop, Exception) else stop
