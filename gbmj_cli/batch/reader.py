"""The input of ``gbmj batch`` and ``gbmj replay``: a file or a pipe, read in blocks; for batch, its
lines cut into numbered chunks.

Memory stays bounded whatever the input: a chunk holds at most a set number of lines, and a line over
the 64 KiB limit is not kept at all. On a pipe, a chunk is also cut when the input pauses, so that
``tail -f log | gbmj batch`` answers each line as it comes. Free of click and rich.
"""

import io
import os
import select
import stat
from collections.abc import Iterator
from typing import Any, NamedTuple

from gbmj_cli.batch.lines import HEAD, KEPT, TooLong, too_long

PAUSE = 0.002  # seconds without input on a pipe after which the lines received are answered


class Chunk(NamedTuple):
    """Consecutive lines of the input, with their ending, the first of them numbered ``first_line``
    (``gbmj replay`` holds its match blocks in ``lines``, or a range of a file that stands for them)."""

    first_line: int
    lines: Any
    bytes_read: int  # of the whole input, read when this chunk was cut (for the progress bar)
    paused: bool  # the input paused after this chunk: its records are wanted now


class Read(NamedTuple):
    """What one read of the input completed: texts of whole lines (each ending with its line feed but
    the input's last) and TooLongs, in input order."""

    texts: list
    bytes_read: int  # of the whole input, so far
    paused: bool  # the input paused after these lines: their records are wanted now


class InputFailed(Exception):
    """Reading an input failed (``error``, an OSError): the command names the input in its sentence,
    where a failed write of the records would be standard output's."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error)
        self.error = error


def reading(items: Iterator[Any]) -> Iterator[Any]:
    """``items``, read from an input, with an OSError of reading them raised as InputFailed."""
    try:
        yield from items
    except OSError as error:
        raise InputFailed(error) from None


BLOCK = 1 << 16
"""Bytes read at a time (under the line limit: a line over it spans two reads at least)."""


def read_chunks(stream: Any, chunk_lines: int) -> Iterator[Chunk]:
    """Yield the Chunks of a binary stream, in order.

    Lines keep their ending. A line over the 64 KiB limit becomes a ``TooLong`` with its first bytes
    and its size. ``paused`` is True when the input paused after the chunk's last line (whether or
    not the chunk is full): its records are wanted now.
    """
    first, done = 1, 0
    pending: list = []
    for texts, done, paused in read_texts(stream):
        for text in texts:  # the lines of a text are cut in C
            if type(text) is TooLong:
                pending.append(text)
            else:
                pending += io.BytesIO(text).readlines()
        start = 0
        while len(pending) - start >= chunk_lines:  # a full chunk is also told of the pause
            end = start + chunk_lines
            yield Chunk(first, pending[start:end], done, paused and end == len(pending))
            first += chunk_lines
            start = end
        pending = pending[start:]
        if paused and pending:
            yield Chunk(first, pending, done, True)
            first += len(pending)
            pending = []
    if pending:
        yield Chunk(first, pending, done, False)


def read_texts(stream: Any) -> Iterator[Read]:
    """Yield the input as it is read: whole lines in texts, a line over the limit as a TooLong.

    The input is read ``BLOCK`` bytes at a time, and not cut into lines: ``gbmj replay`` looks for
    the lines it needs in the text itself. The start of a line that has not ended is kept in pieces,
    joined once when it ends, so that a line that comes a byte at a time costs time in its length,
    not its square; the rest of a line over the limit is skipped as it comes.
    """
    source = _source(stream)
    idle = getattr(source, "idle", None)
    limit = KEPT
    done = 0
    begun: list[bytes] = []  # the pieces of a line not ended yet, under ``limit`` bytes in all
    begun_size = 0
    long: list | None = None  # a line over the limit, being skipped: [head, size, last byte]
    while True:
        data = source.read()
        if not data:
            break
        done += len(data)
        texts: list = []
        if long is not None:  # skip the rest of a line over the limit, up to its end
            end = data.find(b"\n")
            if end < 0:
                long[1] += len(data)
                long[2] = data[-1:]
                continue
            before = data[end - 1 : end] if end else long[2]
            texts.append(TooLong(long[0], long[1] + end - (before == b"\r")))
            long = None
            data = data[end + 1 :]
        last = data.rfind(b"\n") + 1  # the end of the last whole line
        if last and begun:
            first = data.find(b"\n") + 1
            line = b"".join(begun) + data[:first]
            texts.append(line if len(line) <= limit else too_long(line))
            begun, begun_size = [], 0
            data = data[first:]
            last -= first
        if last:
            texts.append(data[:last] if last < len(data) else data)
        if last < len(data):  # a line not ended yet
            rest = data[last:]
            begun.append(rest)
            begun_size += len(rest)
            if begun_size >= limit:
                head = b"".join(begun)[:HEAD] if len(begun) > 1 else rest[:HEAD]
                long = [head, begun_size, rest[-1:]]
                begun, begun_size = [], 0
        if texts:
            yield Read(texts, done, idle is not None and idle())
    if long is not None:
        yield Read([TooLong(long[0], long[1])], done, False)
    elif begun:
        yield Read([b"".join(begun)], done, False)


UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")


def decoded(stream: Any) -> Any:
    """The stream itself, or for a file that begins with a UTF-16 byte-order mark (as some editors
    save text on Windows) a stream of its lines in UTF-8, which the rest of a run reads."""
    peek = getattr(stream, "peek", None)
    try:
        start = peek(2)[:2] if peek is not None else b""
    except (OSError, ValueError):
        return stream
    if start not in UTF16_BOMS:
        return stream
    return Utf16Lines(stream)


class Utf16Lines:
    """The text of a UTF-16 stream (byte-order mark first) as UTF-8 bytes, for ``read_chunks``.

    A character that UTF-16 cannot hold (a lone surrogate) becomes U+FFFD; the text is the user's, and
    its lines are then read as any other.
    """

    def __init__(self, stream: Any) -> None:
        self.text = io.TextIOWrapper(stream, encoding="utf-16", errors="replace", newline="")

    def read(self, size: int) -> bytes:
        """The next piece of the text, at most ``size`` bytes of UTF-8 (a character takes 4 at most),
        or b"" at its end."""
        return self.text.read(max(1, size // 4)).encode("utf-8")

    def fileno(self) -> int:
        raise io.UnsupportedOperation("a decoded stream has no descriptor of its own")

    def close(self) -> None:
        self.text.close()


def file_size(stream: Any) -> int | None:
    """The size of a regular file (for the progress bar), or None for a pipe or terminal."""
    try:
        info = os.fstat(stream.fileno())
    except (OSError, AttributeError, ValueError):
        return None
    return info.st_size if stat.S_ISREG(info.st_mode) else None


class PipeReader:
    """A pipe or terminal, read with os.read, that can tell when the input pauses.

    A buffered stream cannot say whether its next read would block; this one can, so that
    ``gbmj batch`` answers the lines already received instead of waiting for a full chunk.
    """

    def __init__(self, fd: int):
        self.fd = fd
        self.eof = False

    def read(self) -> bytes:
        """What the pipe holds, up to ``BLOCK`` bytes, waiting for it; b"" at the end of the input."""
        while True:
            try:
                data = os.read(self.fd, BLOCK)
            except BlockingIOError:  # a non-blocking descriptor (set so by whoever shares it): wait
                select.select([self.fd], [], [])
                continue
            self.eof = not data
            return data

    def idle(self) -> bool:
        """True when nothing arrives on the pipe within PAUSE seconds (asked once the lines read so far
        are handed on).

        (A writer such as ``cat`` refills the pipe within microseconds of our read; waiting a little
        keeps such input from being cut into small chunks. A program that writes one line and waits
        for its record, as a bot does, gets it after this pause: hence a short one, which costs such
        writers nothing measurable in throughput.)
        """
        if self.eof:
            return False
        try:
            return not select.select([self.fd], [], [], PAUSE)[0]
        except (OSError, ValueError):  # pragma: no cover - an fd select cannot watch
            return False


class _Blocks:
    """A regular file or an in-memory stream, read ``BLOCK`` bytes at a time."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def read(self) -> bytes:
        return self.stream.read(BLOCK)


def _source(stream: Any) -> Any:
    """What ``read_chunks`` reads: a PipeReader for a pipe or terminal, else the stream in blocks (a
    regular file, an in-memory stream, or ``Utf16Lines``)."""
    try:
        fd = stream.fileno()
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return PipeReader(fd)
    except (OSError, AttributeError, ValueError, io.UnsupportedOperation):
        pass
    return _Blocks(stream)
