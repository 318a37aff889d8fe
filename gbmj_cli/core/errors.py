"""The one error family of gbmj: every rejected input raises a ``GbmjError`` subclass.

Each class carries the ``kind`` that batch error records and exit statuses use (output.md), and
optionally the position of the offending character so that the CLI can point at it.
"""


class GbmjError(Exception):
    """A user error: a one-sentence message, a stable kind, and where in the input it lies."""

    kind = "error"

    def __init__(self, message: str, position: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.position = position


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
