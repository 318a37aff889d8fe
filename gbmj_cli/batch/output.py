"""Standard output, every byte written or a failure said, whatever the stream's mode, for every command.

Under ``python -u`` or PYTHONUNBUFFERED, ``sys.stdout.buffer`` is a raw stream whose ``write`` may
take only part of the bytes (a file-size limit, a full disk), or none on a non-blocking pipe, and say
so only in its return value, which the text layer above it drops: the output would be cut short
without a word, and the run end with status 0. So every write goes through ``DescriptorWriter``:
batch's records directly, and the text every other command writes through ``whole_writes``.
"""

import io
import os
import select
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


def whole_writes() -> None:
    """Put standard output's text layer on a ``DescriptorWriter``, keeping its encoding, errors and
    buffering (a pipe's or a file's descriptor only: a test's capture, a Windows console stay)."""
    stream = sys.stdout
    binary = getattr(stream, "buffer", None)
    raw = getattr(binary, "raw", binary)
    if type(stream) is not io.TextIOWrapper or type(raw) is not io.FileIO:
        return
    stream.flush()
    writer = DescriptorWriter(raw.fileno())
    sys.stdout = io.TextIOWrapper(
        writer if binary is raw else io.BufferedWriter(writer),
        encoding=stream.encoding,
        errors=stream.errors,
        line_buffering=stream.line_buffering,
        write_through=stream.write_through,
    )


class DescriptorWriter(io.RawIOBase):
    """Writes all the bytes given to a file descriptor, waiting when a non-blocking one is full; a
    closed pipe raises PipeClosed, another failure StreamError (never an OSError: Click would take a
    broken pipe for status 1)."""

    def __init__(self, fd: int) -> None:
        super().__init__()
        self.fd = fd

    def writable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self.fd

    def isatty(self) -> bool:
        return os.isatty(self.fd)

    def write(self, data: Any) -> int:
        view = memoryview(data).cast("B")
        size = view.nbytes
        while view:
            try:
                view = view[os.write(self.fd, view) :]
            except BlockingIOError:
                select.select([], [self.fd], [])
            except BrokenPipeError:
                raise PipeClosed from None
            except OSError as error:  # full, over a size limit, closed: the run cannot go on
                raise write_failed(error) from None
        return size


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
