"""The input of ``gbmj replay``: one log, read as it comes and handed on in chunks of matches.

A chunk is replayed by ``replay_part``, in this process or a worker. Most inputs are cut into
matches here, as they are read (``match_chunks``). A regular file replayed by worker processes is
handed on as ranges of its bytes instead (``file_chunks``), each from a ``Match`` line to another,
which the process that replays a range reads and cuts itself: this process then only looks for
``Match`` lines and sends a few numbers a chunk, rather than cutting and sending every match: it
does about a twelfth of a run's CPU instead of an eighth, and what it adds to the replay's own CPU
bounds what a second core gives (benchmarks/replay_speed.py). A range that a worker cannot read, or
that holds many more blocks than matches (stray lines, each run of them a record), comes back
unreplayed and is replayed here, a chunk of blocks at a time (``replay_here``). Either way a chunk's
matches, and so every record, are the same."""

import os
import sys
from collections.abc import Iterator
from itertools import islice
from typing import Any, NamedTuple

from gbmj_cli.batch.lines import KEPT, TooLong
from gbmj_cli.batch.reader import Chunk, Read, read_texts, reading
from gbmj_cli.records.replay import ReplayChunk, ReplaySettings, replay_chunk
from gbmj_cli.replay.blocks import Block, Blocks

SCAN = 1 << 20
"""Bytes of a file looked at a time for ``Match`` lines."""
EXTRA_BLOCKS = 2
"""Blocks besides its ``n`` matches (the chunk size) that a worker cuts a range into, ``n`` times this
and one more at most (a real log's range has none: a match is one block). A range of more stray
lines, each run of them a block and a record, comes back and is replayed here a chunk at a time, so
that no chunk holds more than ``3n + 1`` blocks."""
_MATCH = b"\nMatch"
_BOM = b"\xef\xbb\xbf"


class NotALog(Exception):
    """The first line of an input is no ``Match`` line: the input is not a Botzone log. ``line``: its
    start, or None when it is over the size limit (no ``Match`` line is so long)."""

    def __init__(self, line: str | None) -> None:
        super().__init__(line)
        self.line = line


class FileRange(NamedTuple):
    """Bytes ``start`` to ``stop`` of the file at ``path``: whole lines, the first beginning with
    ``Match`` (or the file's first), cut into at most ``most`` blocks by a worker."""

    path: str
    start: int
    stop: int
    most: int


def replay_part(first_line: int, part: "list[Block] | FileRange", settings: ReplaySettings) -> ReplayChunk | None:
    """Replay a chunk: match blocks, or a range of a file read and cut into blocks here. None: the
    range could not be read here, or it holds more than ``most`` blocks; ``replay_here`` replays it."""
    if isinstance(part, FileRange):
        try:
            fd = os.open(part.path, os.O_RDONLY)
        except OSError:
            return None
        try:
            blocks = list(islice(_range_blocks(fd, part, first_line), part.most + 1))
        except OSError:
            return None
        finally:
            os.close(fd)
        if len(blocks) > part.most:
            return None
        part = blocks
    return replay_chunk(first_line, part, settings)


def replay_here(
    fd: int, part: FileRange, first_line: int, per_chunk: int, settings: ReplaySettings
) -> Iterator[ReplayChunk]:
    """Replay a range of the file open as ``fd`` in this process, ``per_chunk`` blocks at a time (an
    OSError of reading it raised as InputFailed)."""
    blocks = reading(_range_blocks(fd, part, first_line))
    while chunk := list(islice(blocks, per_chunk)):
        yield replay_chunk(chunk[0].first_line, chunk, settings)


def match_chunks(reads: Iterator[Read], per_chunk: int) -> Iterator[Chunk]:
    """The text of one input, as it is read, in chunks of match blocks (``Chunk.lines`` holding blocks).

    A chunk of matches is handed on once it holds ``per_chunk`` matches, or when the input pauses
    between matches (so that a pipe's matches are answered as they come). Raises ``NotALog`` when the
    first line that is not blank is no ``Match`` line.
    """
    blocks = Blocks()
    pending: list[Any] = []
    checked = False
    done = 0
    for texts, done, paused in reads:
        for text in texts:
            if not checked:
                text, checked = _checked(text, blocks.line == 1)
            pending += _cut(blocks, text)
        while len(pending) >= per_chunk:
            yield Chunk(pending[0].first_line, pending[:per_chunk], done, False)
            del pending[:per_chunk]
        if paused and pending and not blocks.open:
            yield Chunk(pending[0].first_line, pending, done, True)
            pending = []
    last = blocks.close()
    if last is not None:
        pending.append(last)
    if pending:
        yield Chunk(pending[0].first_line, pending, done, False)


def reopened(stream: Any) -> str | None:
    """A path by which a worker process opens the same file as ``stream``, whatever name it was given
    (``/dev/stdin``, a file since renamed or removed): its descriptor in this process, under Linux's
    /proc. None where there is no such path."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        path = f"/proc/{os.getpid()}/fd/{stream.fileno()}"
        same = os.path.samestat(os.stat(path), os.fstat(stream.fileno()))
    except (OSError, AttributeError, ValueError):
        return None
    return path if same else None


def file_chunks(stream: Any, path: str, per_chunk: int) -> Iterator[Chunk]:
    """A regular file, after its first line is checked (``NotALog``), in ranges of ``per_chunk``
    matches (``Chunk.lines`` holding a ``FileRange`` of ``path``)."""
    _check_start(stream)
    fd = stream.fileno()
    most = per_chunk * (1 + EXTRA_BLOCKS) + 1
    first = line = 1  # the first line of the range being looked at; the line the next read begins in
    start = offset = 0  # where that range begins; where the next read begins
    begun = 0  # Match lines in the range after its first line
    tail = b""  # the last bytes read before: a "\nMatch" may begin there
    while data := os.pread(fd, SCAN, offset):
        counted, counted_line = 0, line  # data[counted:] begins in line counted_line
        for stop in _match_lines(tail, data, offset):
            begun += 1
            if begun >= per_chunk and _kept(fd, stop, data, offset):
                upto = max(counted, stop - offset)
                stop_line = counted_line + data.count(b"\n", counted, upto)
                yield Chunk(first, FileRange(path, start, stop, most), stop, False)
                first, start, begun = stop_line, stop, 0
                counted, counted_line = upto, stop_line
        line = counted_line + data.count(b"\n", counted)
        offset += len(data)
        tail = data[1 - len(_MATCH) :]
    if start < offset:
        yield Chunk(first, FileRange(path, start, offset, most), offset, False)


def _match_lines(tail: bytes, data: bytes, offset: int) -> Iterator[int]:
    """Where the lines that begin with ``Match`` begin in ``data``, read at ``offset`` of a file after
    ``tail``, its last bytes read before."""
    seam = tail + data[: len(_MATCH) - 1]  # (a "\nMatch" that begins in the tail)
    at = seam.find(_MATCH)
    if 0 <= at < len(tail):
        yield offset - len(tail) + at + 1
    at = data.find(_MATCH)
    while at >= 0:
        yield offset + at + 1
        at = data.find(_MATCH, at + 1)


def _kept(fd: int, start: int, data: bytes, offset: int) -> bool:
    """Whether the line of a file that begins at ``start`` is one the reader keeps (not a TooLong);
    ``data``, read at ``offset``, holds its start."""
    at = start - offset
    if data.find(b"\n", max(0, at), at + KEPT) >= 0:
        return True
    head = os.pread(fd, KEPT, start)
    return b"\n" in head or len(head) < KEPT


def _check_start(stream: Any) -> None:
    """Raise ``NotALog`` unless the first line of the file that is not blank is a ``Match`` line."""
    at_start = True
    for texts, _, _ in read_texts(stream):
        for text in texts:
            if _checked(text, at_start)[1]:
                return
            at_start = False


def _checked(text: "bytes | TooLong", at_start: bool) -> "tuple[bytes | TooLong, bool]":
    """``_start`` for what the reader gives: a line over its limit before the first line that is not
    blank is no ``Match`` line either (NotALog)."""
    if type(text) is TooLong:
        raise NotALog(None)
    assert isinstance(text, bytes)
    return _start(text, at_start)


def _cut(blocks: Blocks, text: "bytes | TooLong") -> list[Block]:
    """The blocks that a text of whole lines, or a line the reader did not keep, completes."""
    return blocks.skip_line() if isinstance(text, TooLong) else blocks.feed(text)


def _start(text: bytes, at_start: bool) -> tuple[bytes, bool]:
    """The text (without the UTF-8 byte-order mark that may begin the input), and whether the input's
    first line that is not blank is in it: a ``Match`` line, else NotALog."""
    if at_start and text.startswith(_BOM):
        text = text[len(_BOM) :]
    head = text.lstrip()
    if not head:
        return text, False
    if head.startswith(b"Match"):
        return text, True
    start = len(text) - len(head)
    end = text.find(b"\n", start)
    line = text[text.rfind(b"\n", 0, start) + 1 : end if end >= 0 else len(text)]
    raise NotALog(line.decode("utf-8", "replace").rstrip("\r\n")[:80])


class _Part:
    """Bytes ``start`` to ``stop`` of an open file, read as a stream (by position: the file's own
    offset is left alone)."""

    def __init__(self, fd: int, start: int, stop: int) -> None:
        self.fd, self.at, self.stop = fd, start, stop

    def read(self, size: int = -1) -> bytes:
        left = self.stop - self.at
        data = os.pread(self.fd, left if size < 0 else min(size, left), self.at)
        self.at += len(data)
        return data


def _range_blocks(fd: int, part: FileRange, first_line: int) -> Iterator[Block]:
    """The match blocks of a range of the file open as ``fd``, its first line numbered ``first_line``,
    as they are cut: as ``match_chunks`` cuts the file's text."""
    blocks = Blocks(first_line=first_line)
    checked = part.start > 0  # (the file's start, checked before, is checked again for its mark)
    for texts, _, _ in read_texts(_Part(fd, part.start, part.stop)):
        for text in texts:
            if not checked:
                text, checked = _checked(text, blocks.line == 1)
            yield from _cut(blocks, text)
    last = blocks.close()
    if last is not None:
        yield last
