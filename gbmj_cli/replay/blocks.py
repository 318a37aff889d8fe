"""Cut the numbered lines of a log into match blocks, as they come.

A block begins at a ``Match`` line and ends at its ``Score`` line, at a blank line, or before the
next ``Match`` line, so that on a pipe a match is replayed as soon as its ``Score`` line arrives.
Lines outside any match make a block of their own, which the replay reports. A block that runs past
``MAX_LINES`` lines (a real match has about 120, at most about 300) is cut there and the rest of it
skipped, so that memory does not depend on the input. ``None`` stands for a line the reader did not
keep, as it was over its size limit.
"""

import re
from operator import itemgetter
from typing import NamedTuple

MAX_LINES = 1000
"""Lines of one block at most."""

_FIRST = itemgetter(0)
_NOT_EVENT = re.compile("[^P]")
_NOT_EVENT_BYTES = re.compile(b"[^P]")
"""What begins a line that is no event, in the text of the lines' first characters."""


class Block(NamedTuple):
    """One match (or lines outside any match), its first line numbered ``first_line``: its text, the
    lines with their endings joined (or the list of its lines, when one is None)."""

    first_line: int
    lines: "bytes | str | list"


class Blocks:
    """Cuts lines into blocks across the chunks of one input: ``feed`` each chunk, then ``close``.

    ``binary``: the lines are bytes (``gbmj replay``'s reader), else str.
    """

    def __init__(self, binary: bool = True) -> None:
        self.match: bytes | str = b"Match" if binary else "Match"
        self.score: bytes | str = b"Score" if binary else "Score"
        self.event: bytes | str = b"P" if binary else "P"  # how an event ("Player ...") begins, and no other line
        self.heads = bytes if binary else "".join  # the first characters of lines, as one text
        self.other: re.Pattern = _NOT_EVENT_BYTES if binary else _NOT_EVENT
        self.empty: bytes | str = b"" if binary else ""
        self.lines: list | None = None  # the open block
        self.first = 0
        self.skipping = False  # the rest of a block cut at MAX_LINES

    @property
    def open(self) -> bool:
        """Whether a block has begun and not ended: its match is not complete yet."""
        return self.lines is not None

    def feed(self, number: int, lines: list) -> list[Block]:
        """The blocks that the lines ``lines``, the first numbered ``number``, complete.

        Only the lines that are no event (``Player ...``, most of them) are looked at one by one;
        the events between them join their block a run at a time.
        """
        done: list[Block] = []
        start = 0
        try:  # the lines' first characters, one text, searched for all but "P" in C
            heads = self.heads(map(_FIRST, lines))
            others = [found.start() for found in self.other.finditer(heads)]
        except (TypeError, IndexError):  # a line over the size limit (None), or an empty line
            event = self.event
            others = [i for i, line in enumerate(lines) if line is None or line[:1] != event]
        for i in (*others, len(lines)):
            if start < i:  # a run of events
                self._add(lines[start:i], number + start, done)
            if i == len(lines):
                break
            start = i + 1
            line = lines[i]
            head = None if line is None else line.lstrip()
            if head is not None and not head:  # a blank line ends a block
                self._end(done)
                self.skipping = False
            elif head is not None and head.startswith(self.match):
                self._end(done)
                self.lines, self.first, self.skipping = [line], number + i, False
            else:
                self._add([line], number + i, done)
                if self.lines is not None and head is not None and head.startswith(self.score):
                    self._end(done)
        return done

    def _add(self, run: list, number: int, done: list[Block]) -> None:
        """Add lines to the open block (or to a block of lines outside any match), cut at MAX_LINES."""
        if self.skipping:
            return
        if self.lines is None:  # lines outside any match: a block the replay reports
            self.lines, self.first = [], number
        current = self.lines
        current += run
        if len(current) >= MAX_LINES:
            del current[MAX_LINES:]
            self._end(done)
            self.skipping = True

    def _end(self, done: list[Block]) -> None:
        """End the open block: its text (a worker process is sent one string, not a list of lines),
        or its lines when one was over the size limit."""
        lines = self.lines
        if lines is not None:
            try:
                done.append(Block(self.first, self.empty.join(lines)))
            except TypeError:  # (a None)
                done.append(Block(self.first, lines))
            self.lines = None

    def close(self) -> Block | None:
        """The block left open at the end of the input, if any."""
        done: list[Block] = []
        self._end(done)
        return done[0] if done else None
