"""The input of ``gbmj batch``: lines from a file or a pipe, cut into numbered chunks.

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

from gbmj_cli.batch.lines import MAX_LINE_BYTES, TooLong

PAUSE = 0.002  # seconds without input on a pipe after which the lines received are answered


class Chunk(NamedTuple):
    """Consecutive lines of the input, with their ending, the first of them numbered ``first_line``."""

    first_line: int
    lines: list
    bytes_read: int  # of the whole input, up to the end of this chunk (for the progress bar)
    paused: bool  # the input paused after this chunk: its records are wanted now


def read_chunks(stream: Any, chunk_lines: int) -> Iterator[Chunk]:
    """Yield the Chunks of a binary stream, in order.

    Lines keep their ending. A line over the 64 KiB limit becomes a ``TooLong`` with its first bytes
    and its size, and the rest of it is skipped in pieces. ``paused`` is True when the input paused
    after the chunk's last line (whether or not the chunk is full): its records are wanted now.
    """
    source = _line_source(stream)
    readline = source.readline
    idle = getattr(source, "idle", None)
    limit = MAX_LINE_BYTES + 3  # the longest line that may be kept, with "\r\n", plus one byte
    first = 1
    lines: list = []
    done = 0
    while True:
        line = readline(limit)
        if not line:
            break
        done += len(line)
        if len(line) == limit and line[-1:] != b"\n":
            head = line[:400]
            size = len(line)
            tail = line[-2:]
            while True:
                more = readline(1 << 16)
                if not more:
                    break
                done += len(more)
                size += len(more)
                tail = (tail + more)[-2:]
                if more[-1:] == b"\n":
                    break
            if tail[-1:] == b"\n":
                size -= 2 if tail == b"\r\n" else 1
            line = TooLong(head, size)
        lines.append(line)
        # A full chunk is also asked about the pause: the input may stop right after it.
        paused = idle is not None and idle()
        if paused or len(lines) >= chunk_lines:
            yield Chunk(first, lines, done, paused)
            first += len(lines)
            lines = []
    if lines:
        yield Chunk(first, lines, done, False)


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
    """The lines of a UTF-16 stream (byte-order mark first) as UTF-8 bytes, for ``read_chunks``.

    A character that UTF-16 cannot hold (a lone surrogate) becomes U+FFFD; the text is the user's, and
    its lines are then read as any other.
    """

    def __init__(self, stream: Any) -> None:
        self.text = io.TextIOWrapper(stream, encoding="utf-16", errors="replace", newline="")
        self.pending = b""
        self.start = 0  # of what ``pending`` has not given yet

    def readline(self, limit: int = -1) -> bytes:
        """The next line, or its next ``limit`` bytes. A line is decoded ``limit`` characters at a
        time, and given from where the last piece ended: decoded whole and cut by copying the rest,
        one line of a gigabyte was held whole and copied once per 64 KiB."""
        if self.start >= len(self.pending):
            self.pending, self.start = self.text.readline(limit).encode("utf-8"), 0
        end = len(self.pending) if limit < 0 else min(len(self.pending), self.start + limit)
        line = self.pending[self.start : end]
        self.start = end
        return line

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
    """Lines from a pipe or terminal, read with os.read, that can tell when the input pauses.

    A buffered stream cannot say whether its next ``readline`` would block; this one can, so that
    ``gbmj batch`` answers the lines already received instead of waiting for a full chunk.
    """

    def __init__(self, fd: int):
        self.fd = fd
        self.buffer = b""
        self.pos = 0
        self.eof = False

    def readline(self, limit: int) -> bytes:
        while True:
            end = self.buffer.find(b"\n", self.pos, self.pos + limit)
            if end >= 0:
                line = self.buffer[self.pos : end + 1]
                self.pos = end + 1
                return line
            if len(self.buffer) - self.pos >= limit or self.eof:
                line = self.buffer[self.pos : self.pos + limit]
                self.pos += len(line)
                return line
            self._fill(limit)

    def _fill(self, limit: int) -> None:
        """Read until a line ending, ``limit`` bytes of the line or the end of the input arrive.

        The pieces are joined once: a line that came a few bytes at a time was joined and searched
        again at each read, in time growing with the square of its length.
        """
        pieces = [self.buffer[self.pos :]]
        size = len(pieces[0])
        while True:
            try:
                data = os.read(self.fd, 1 << 16)
            except BlockingIOError:  # a non-blocking descriptor (set so by whoever shares it): wait
                select.select([self.fd], [], [])
                continue
            if not data:
                self.eof = True
                break
            pieces.append(data)
            size += len(data)
            if size >= limit or b"\n" in data:
                break
        self.buffer = b"".join(pieces)
        self.pos = 0

    def idle(self) -> bool:
        """True when no whole line is buffered and nothing arrives on the pipe within PAUSE seconds.

        (A writer such as ``cat`` refills the pipe within microseconds of our read; waiting a little
        keeps such input from being cut into small chunks. A program that writes one line and waits
        for its record, as a bot does, gets it after this pause: hence a short one, which costs such
        writers nothing measurable in throughput.)
        """
        if self.eof or self.buffer.find(b"\n", self.pos) >= 0:
            return False
        try:
            return not select.select([self.fd], [], [], PAUSE)[0]
        except (OSError, ValueError):  # pragma: no cover - an fd select cannot watch
            return False


def _line_source(stream):
    """The stream's own readline for regular files and in-memory streams, else a PipeReader."""
    try:
        fd = stream.fileno()
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return PipeReader(fd)
    except (OSError, AttributeError, ValueError, io.UnsupportedOperation):
        pass
    return stream
