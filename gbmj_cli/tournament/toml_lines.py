"""Where a table or key of a TOML text stands, so that a problem found in its data can name its line.

``tomllib`` gives the data without positions. This reads the text once, line by line, and keeps the
line of every table header and of every key that begins a line, by its full path (the path of the
table it is in, then the key's own dotted parts); strings, comments and values that span lines are
stepped over. The *n*-th ``[[name]]`` table has the index *n* (from 0) as the last part of its path.
"""

from __future__ import annotations

import re

_BARE = re.compile(r"[A-Za-z0-9_-]+")
_BASIC = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
_LITERAL = re.compile(r"'([^'\n]*)'")
_SPACE = re.compile(r"[ \t]*")
_NOTHING = ("", "#", "\r")
"""The first character (after blanks) of a line that holds no key and opens nothing: looked at
before any other work, as a file of a megabyte of blank lines has a million of them."""

Path = tuple[str | int, ...]


def key_path(line: str, pos: int) -> tuple[tuple[str, ...], int] | None:
    """The dotted key that starts at ``pos`` (its parts without quotes) and where it ends, or None.

    >>> key_path('round.1."table" = 2', 0)
    (('round', '1', 'table'), 16)
    """
    parts: list[str] = []
    while True:
        pos = _SPACE.match(line, pos).end()  # type: ignore[union-attr]  # (it matches empty)
        bare = _BARE.match(line, pos)
        if bare is not None:
            parts.append(bare.group(0))
            end = bare.end()
        else:
            quoted = _BASIC.match(line, pos) or _LITERAL.match(line, pos)
            if quoted is None:
                return None
            parts.append(quoted.group(1))
            end = quoted.end()
        pos = _SPACE.match(line, end).end()  # type: ignore[union-attr]
        if not line.startswith(".", pos):
            return tuple(parts), pos
        pos += 1


def _scan_value(line: str, pos: int, open_string: str | None, depth: int) -> tuple[str | None, int]:
    """Step over a value from ``pos`` to the end of the line: the multi-line string still open after
    it (its delimiter), and how many brackets and braces are still open."""
    i, n = pos, len(line)
    while i < n:
        if open_string is not None:
            end = line.find(open_string, i)
            while end > 0 and open_string == '"""' and _escaped(line, end):
                end = line.find(open_string, end + 1)
            if end < 0:
                return open_string, depth
            i, open_string = end + 3, None
            continue
        c = line[i]
        if c == "#":
            break
        if line.startswith(('"""', "'''"), i):
            open_string, i = line[i : i + 3], i + 3
            continue
        if c in "\"'":
            quoted = (_BASIC if c == '"' else _LITERAL).match(line, i)
            i = quoted.end() if quoted is not None else n
            continue
        if c in "[{":
            depth += 1
        elif c in "]}":
            depth = max(depth - 1, 0)
        i += 1
    return open_string, depth


def _escaped(line: str, at: int) -> bool:
    """Whether the character at ``at`` follows an odd number of backslashes."""
    count = 0
    while at - count - 1 >= 0 and line[at - count - 1] == "\\":
        count += 1
    return count % 2 == 1


class TomlLines:
    """The lines of a TOML text's table headers and keys, by path.

    >>> lines = TomlLines('name = "x"\\n[[players]]\\nid = "A"\\n[[players]]\\nid = "B"\\n[round.1.table.2]\\n')
    >>> lines.find("players", 1, "id"), lines.find("round", "1"), lines.find("nothing")
    (5, 6, None)
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self._found: tuple[dict[Path, int], dict[Path, int]] | None = None

    @property
    def headers(self) -> dict[Path, int]:
        """The line of each table header, by its path."""
        return self._index()[0]

    @property
    def keys(self) -> dict[Path, int]:
        """The line of each key that begins a line, by its full path."""
        return self._index()[1]

    def _index(self) -> tuple[dict[Path, int], dict[Path, int]]:
        """Read the text, once, when a line is first asked for: a good file never pays for it."""
        if self._found is not None:
            return self._found
        headers: dict[Path, int] = {}
        keys: dict[Path, int] = {}
        arrays: dict[Path, int] = {}
        table: Path = ()
        open_string: str | None = None
        depth = 0
        for number, line in enumerate(self.text.split("\n"), 1):
            start = 0
            if open_string is None and depth == 0:
                stripped = line.lstrip(" \t")
                if stripped[:1] in _NOTHING:  # a blank or comment line: no key, nothing left open
                    continue
                if stripped.startswith("["):
                    array = stripped.startswith("[[")
                    parsed = key_path(stripped, 2 if array else 1)
                    if parsed is not None:
                        path: Path = parsed[0]
                        if array:
                            arrays[path] = arrays.get(path, -1) + 1
                            path = (*path, arrays[path])
                        table = path
                        headers.setdefault(path, number)
                    continue
                parsed = key_path(line, 0)
                if parsed is None or not line.startswith("=", parsed[1]):
                    continue
                keys.setdefault((*table, *parsed[0]), number)
                start = parsed[1] + 1
            open_string, depth = _scan_value(line, start, open_string, depth)
        self._found = headers, keys
        return self._found

    def find(self, *path: str | int) -> int | None:
        """The line of the key or table at ``path``; else the first line of anything inside it."""
        exact = self.keys.get(path) or self.headers.get(path)
        if exact is not None:
            return exact
        inside = [line for found in (self.headers, self.keys) for p, line in found.items() if p[: len(path)] == path]
        return min(inside, default=None)
