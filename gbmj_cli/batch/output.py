"""Standard output for the records of a batch run: every byte written, whatever the stream's mode.

Under ``python -u`` or PYTHONUNBUFFERED, ``sys.stdout.buffer`` is a raw stream whose ``write`` may
take only part of the bytes, or none on a non-blocking pipe, and say so only in its return value;
the records would be lost without a word. So the bytes go to the descriptor directly.
"""

import os
import sys
from typing import IO, Any

from gbmj_cli.base.errors import PipeClosed, write_failed


def binary_stdout() -> IO[bytes] | Any:
    """Standard output as a binary stream that writes all it is given."""
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, ValueError, OSError):  # no descriptor (e.g. Click's test runner)
        return sys.stdout.buffer
    sys.stdout.flush()
    return DescriptorWriter(fd)


class DescriptorWriter:
    """Writes all the bytes given to a file descriptor, waiting when a non-blocking one is full."""

    def __init__(self, fd: int) -> None:
        self.fd = fd

    def write(self, data: bytes) -> int:
        view = memoryview(data)
        while view:
            try:
                view = view[os.write(self.fd, view) :]
            except BlockingIOError:
                import select

                select.select([], [self.fd], [])
            except BrokenPipeError:
                raise PipeClosed from None
            except OSError as error:  # full, over a size limit, closed: the run cannot go on
                raise write_failed(error) from None
        return len(data)

    def flush(self) -> None:
        pass


def isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def silence_stdout() -> None:
    """After a broken pipe, point standard output at /dev/null so that the exit flush stays quiet."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, AttributeError, ValueError):
        pass
