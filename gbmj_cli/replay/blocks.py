"""Cut the text of a log into match blocks, as it comes.

A block begins at a ``Match`` line and ends at its ``Score`` line, at a blank line, or before the
next ``Match`` line, so that on a pipe a match is replayed as soon as its ``Score`` line arrives.
Lines outside any match make a block of their own, which the replay reports. A block that runs past
``MAX_LINES`` lines (a real match has about 120, at most about 300) is cut there and the rest of it
skipped, so that memory does not depend on the input. A line the reader did not keep, as it was over
its size limit, stands as None in the list of its block's lines.

The text is not cut into lines: a search in C finds the few lines that begin or end a block (about
three a match), and the events between them join their block as one piece of text. Cutting every
line of a log and looking at each cost the main process of ``gbmj replay`` a fifth of the work.
"""

import re
from itertools import chain
from typing import Any, NamedTuple

MAX_LINES = 1000
"""Lines of one block at most."""

_BORDER = r"([^\S\n]*(?:(M)atch|(S)core|(?:\n[^\S\n]*)*(?:(?=\n)|\Z)))"
"""A line that begins a block (``Match``), ends one (``Score``) or is blank, after any blanks: its
start is group 1's; group 2 or 3 tells the kind, else it is a run of blank lines, taken at once (a
megabyte of line feeds is one search). The last blank line's own line feed is looked at, not taken,
so that it still begins the next line."""
_FIRST: dict[type, re.Pattern[Any]] = {bytes: re.compile(_BORDER.encode()), str: re.compile(_BORDER, re.ASCII)}
"""Such a line at the start of a text. (Blanks are ASCII blanks in a str too, as in bytes: a line of
U+3000 is no blank line in a text read in either mode.)"""
_AFTER_NEWLINE = "\n(?=[^P])" + _BORDER
_NEXT: dict[type, re.Pattern[Any]] = {
    bytes: re.compile(_AFTER_NEWLINE.encode()),
    str: re.compile(_AFTER_NEWLINE, re.ASCII),
}
"""Such a line after a line feed. The search tries each line feed, and most lines are events, which
begin with "P": the look-ahead turns them away at once (a quarter of the time of the search without it)."""


class Block(NamedTuple):
    """One match (or lines outside any match), its first line numbered ``first_line``: its text (the
    lines with their endings, joined), or the list of its lines when one is None."""

    first_line: int
    lines: "bytes | str | list"


class Blocks:
    """Cuts the text of one input into blocks: ``feed`` its whole lines as they come (and
    ``skip_line`` for each line not kept), then ``close``.

    ``binary``: the text is bytes (``gbmj replay``'s reader), else str. Lines are numbered from
    ``first_line``.
    """

    def __init__(self, binary: bool = True, first_line: int = 1) -> None:
        kind = bytes if binary else str
        self.first_border, self.next_border = _FIRST[kind], _NEXT[kind]
        self.newline: Any = b"\n" if binary else "\n"  # (of the text's type: bytes or str)
        self.empty: Any = b"" if binary else ""
        self.line = first_line  # the number of the next line fed
        self.pieces: list | None = None  # the open block's text, in pieces (None: a line not kept)
        self.first = 0  # the open block's first line
        self.count = 0  # the open block's lines
        self.skipping = False  # the rest of a block cut at MAX_LINES

    @property
    def open(self) -> bool:
        """Whether a block has begun and not ended: its match is not complete yet."""
        return self.pieces is not None

    def feed(self, text: "bytes | str") -> list[Block]:
        """The blocks that ``text`` completes: whole lines, each ending with a line feed but the
        input's last, which may not."""
        done: list[Block] = []
        newline, size = self.newline, len(text)
        pos, line = 0, self.line  # where the text not yet looked at begins, and its line's number
        first = self.first_border.match(text)
        rest = self.next_border.finditer(text, first.end(1) if first else 0)
        for border in chain((first,), rest) if first else rest:
            start = border.start(1)
            if start >= size:  # (after the text's last line feed)
                break
            if pos < start:  # the lines before: events, or other lines that join a block
                count = text.count(newline, pos, start)
                self._add(text[pos:start], line, count, done)
                line += count
            if border.group(2):  # a Match line: a block begins
                end = text.find(newline, start) + 1 or size
                self._end(done)
                self.pieces, self.first, self.count, self.skipping = [text[start:end]], line, 1, False
            elif border.group(3):  # a Score line: it ends its block, a block cut at MAX_LINES too
                end = text.find(newline, start) + 1 or size
                self._add(text[start:end], line, 1, done)
                self._end(done)
                self.skipping = False
            else:  # blank lines end a block
                end = min(border.end(1) + 1, size)
                self._end(done)
                self.skipping = False
                line += text.count(newline, start, end) + (text[end - 1 : end] != newline) - 1
            line += 1
            pos = end
        if pos < size:
            count = text.count(newline, pos) + (text[-1:] != newline)
            self._add(text[pos:], line, count, done)
            line += count
        self.line = line
        return done

    def skip_line(self) -> list[Block]:
        """The blocks completed by a line that was not kept (over the reader's size limit): it stands
        as None in its block."""
        done: list[Block] = []
        self._add(None, self.line, 1, done)
        self.line += 1
        return done

    def _add(self, piece: "bytes | str | None", number: int, count: int, done: list[Block]) -> None:
        """Add ``count`` lines, the first numbered ``number``, to the open block (or to a block of lines
        outside any match), cut at MAX_LINES."""
        if self.skipping:
            return
        if self.pieces is None:  # lines outside any match: a block the replay reports
            self.pieces, self.first, self.count = [], number, 0
        room = MAX_LINES - self.count
        if count < room:
            self.pieces.append(piece)
            self.count += count
            return
        if piece is not None:  # only the lines that fit
            end = 0
            for _ in range(room):
                end = piece.find(self.newline, end) + 1 or len(piece)
            piece = piece[:end]
        self.pieces.append(piece)
        self._end(done)
        self.skipping = True

    def _end(self, done: list[Block]) -> None:
        """End the open block: its text (a worker process is sent one string, not a list of lines),
        or its lines when one was not kept."""
        pieces = self.pieces
        if pieces is None:
            return
        if None in pieces:
            done.append(Block(self.first, [line for piece in pieces for line in self._lines(piece)]))
        else:
            done.append(Block(self.first, self.empty.join(pieces)))
        self.pieces = None

    def _lines(self, piece: "bytes | str | None") -> list:
        """The lines of a piece of a block, with their line feeds (a line not kept: None)."""
        if piece is None:
            return [None]
        newline = self.newline
        lines = [line + newline for line in piece.split(newline)]
        lines[-1] = lines[-1][:-1]  # (what follows the last line feed)
        return lines if lines[-1] else lines[:-1]

    def close(self) -> Block | None:
        """The block left open at the end of the input, if any."""
        done: list[Block] = []
        self._end(done)
        return done[0] if done else None
