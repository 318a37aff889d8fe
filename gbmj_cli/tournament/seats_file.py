"""Write a round's seats into the event file's text and change nothing else in it (docs/tournament.md §6).

The edit is made on the text, so that comments, blank lines, the order of keys and the way values are
written all stay: each table's ``seats = [...]`` is replaced where it stands, or added under the
table's ``[round.N.table.T]`` header, or added with a new header after the round's last table. The
result is then read back, and it must hold exactly the data of the old file with those seats set;
a file that writes the round some other way (dotted keys, inline tables) is left alone.
"""

from __future__ import annotations

import copy
import tomllib
from collections.abc import Sequence
from typing import Any

from gbmj_cli.messages import Msg
from gbmj_cli.tournament.draw import Draw
from gbmj_cli.tournament.event import EventFile, Rejected
from gbmj_cli.tournament.toml_lines import TomlLines, key_path


def _toml_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _key(table: dict[str, Any], number: int) -> str:
    """The key of ``table`` that is the number ``number`` (``1`` or ``01``), else the number written plainly."""
    return next((key for key in table if key.isdigit() and int(key) == number), str(number))


def seats_written(event: EventFile, text: str, draw: Draw) -> str | Rejected:
    """The event file's text with the seats of ``draw`` written into it, or why they cannot be."""
    entry = event.round_entries.get(draw.round)
    if entry is not None and any(t.has_result for t in entry.tables.values()):
        return Rejected(
            (event.problem(Msg("tournament.has_results", round=draw.round), *event.round_path(draw.round)),)
        )
    ids = [[event.players[p].id for p in table] for table in draw.tables]
    written = write_seats(text, draw.round, ids)
    if written is None:
        msg = Msg("tournament.cannot_write", round=draw.round)
        return Rejected((event.problem(msg, *event.round_path(draw.round)),))
    return written


def write_seats(text: str, number: int, tables: Sequence[Sequence[str]]) -> str | None:
    """``text`` with ``seats`` of table 1, 2, ... of round ``number`` set to ``tables`` (ids, E S W N),
    or None when the edit would change anything else.

    >>> print(write_seats('rounds = 2  # two\\n[round.1.table.1]\\nledger = "a.txt"\\n', 1, [["A", "B", "C", "D"]]))
    rounds = 2  # two
    [round.1.table.1]
    seats = ["A", "B", "C", "D"]
    ledger = "a.txt"
    <BLANKLINE>
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return None
    rounds = data.get("round", {})
    round_key = _key(rounds, number) if isinstance(rounds, dict) else str(number)
    round_value = rounds.get(round_key, {}) if isinstance(rounds, dict) else {}
    existing = round_value.get("table", {}) if isinstance(round_value, dict) else {}
    if not isinstance(existing, dict):
        return None
    expected = copy.deepcopy(data)
    lines = text.split("\n")
    eol = "\r" if "\r\n" in text else ""
    found = TomlLines(text)
    edits: list[tuple[int, int, int, list[str]]] = []  # (at line, order, lines replaced, new lines), 0-based
    new_tables: list[str] = []
    for table, ids in enumerate(tables, 1):
        table_key = _key(existing, table)
        value = "[" + ", ".join(map(_toml_string, ids)) + "]"
        target = expected.setdefault("round", {}).setdefault(round_key, {}).setdefault("table", {})
        target.setdefault(table_key, {})["seats"] = list(ids)
        path = ("round", round_key, "table", table_key)
        header = found.headers.get(path)
        seats = found.keys.get((*path, "seats"))
        if header is None:
            new_tables += ["", f"[round.{round_key}.table.{table_key}]", f"seats = {value}"]
        elif seats is None:
            edits.append((header, 0, 0, [f"seats = {value}" + eol]))
        else:
            replaced = _replace_value(lines, seats - 1, value)
            if replaced is None:
                return None
            edits.append((seats - 1, 0, *replaced))
    if new_tables:
        at = _after_round(lines, found, round_key)
        if at == 0 or not lines[at - 1].strip():
            new_tables = new_tables[1:]
        edits.append((at, 1, 0, [line + eol for line in new_tables]))
    for at, _, count, new in sorted(edits, reverse=True):
        lines[at : at + count] = new
    written = "\n".join(lines)
    if new_tables and not written.endswith("\n"):
        written += eol + "\n"
    try:
        return written if tomllib.loads(written) == expected else None
    except tomllib.TOMLDecodeError:
        return None


def _replace_value(lines: list[str], index: int, value: str) -> tuple[int, list[str]] | None:
    """Replace the array after ``seats =`` on line ``index`` (it may span lines): (lines replaced, new lines)."""
    line = lines[index]
    parsed = key_path(line, 0)
    if parsed is None:
        return None
    start = parsed[1] + 1
    while start < len(line) and line[start] in " \t":
        start += 1
    end = _array_end(lines, index, start)
    if end is None:
        return None
    last, column = end
    return last - index + 1, [line[:start] + value + lines[last][column:]]


def _array_end(lines: list[str], index: int, start: int) -> tuple[int, int] | None:
    """The line and column just after the array that opens at column ``start`` of line ``index``."""
    if not lines[index].startswith("[", start):
        return None
    depth = 0
    open_string: str | None = None
    for i in range(index, len(lines)):
        line = lines[i]
        position = start if i == index else 0
        while position < len(line):
            if open_string is not None:
                end = line.find(open_string, position)
                if end < 0:
                    break
                position, open_string = end + len(open_string), None
                continue
            c = line[position]
            if c == "#":
                break
            if c in "\"'":
                open_string = c  # seats hold one-line strings (ids), so no multi-line strings here
                position += 1
                continue
            depth += {"[": 1, "]": -1}.get(c, 0)
            position += 1
            if depth == 0:
                return i, position
    return None


def _after_round(lines: list[str], found: TomlLines, round_key: str) -> int:
    """Where new tables of the round go: after its last section (not after the comments that open
    the next section), else at the end of the file."""
    headers = sorted(found.headers.values())
    ours = [line for path, line in found.headers.items() if path[:2] == ("round", round_key)]
    following = [line for line in headers if ours and line > max(ours)]
    at = following[0] - 1 if following else len(lines)
    while at > 0 and (not lines[at - 1].strip() or (following and lines[at - 1].lstrip().startswith("#"))):
        at -= 1
    return at
