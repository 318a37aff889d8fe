"""What ``gbmj replay`` shows: the table of replayed matches, its statistics as tables, its summary.

Rich is imported only for a table (a pipe's NDJSON never needs it: about 20 ms of start-up).
"""

import json
import sys
from typing import Any

from gbmj_cli.base.text import escape_json, escape_text
from gbmj_cli.batch.output import isatty
from gbmj_cli.messages import name_in, t
from gbmj_cli.records.formats import Format, csv_row
from gbmj_cli.records.replay import ReplaySummary, TableRow
from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.profiles.profile import Profile

LINE_WIDTH = 7  # line numbers up to 9,999,999
# The short columns: (heading id, justify, width).
_SHORT = (
    ("replay.column_result", "left", 15),
    ("replay.column_fans", "right", 5),
    ("replay.column_scores", "left", 16),
)
MATCH_MAX, MATCH_MIN, NOTE_MIN = 24, 8, 3
STAT_LABELS = {
    "matches": "replay.stat_matches",
    "wins": "replay.stat_wins",
    "draws": "replay.stat_draws",
    "false_wins": "replay.stat_false_wins",
    "wins_by_kind": "replay.stat_wins_by_kind",
    "self_drawn": "replay.stat_self_drawn",
    "discard": "replay.stat_discard",
    "robbing_kong": "replay.stat_robbing_kong",
    "kong_draw": "replay.stat_kong_draw",
    "last_tile": "replay.stat_last_tile",
    "fourth_tile": "replay.stat_fourth_tile",
    "agree": "replay.stat_agree",
    "disagree": "replay.stat_disagree",
    "disagreements": "replay.stat_disagreements",
    "fan_total": "replay.stat_fan_total",
    "fans": "replay.stat_fans",
    "scores": "replay.stat_scores",
    "bad_events": "replay.stat_bad_events",
    "bad_events_by_kind": "replay.stat_bad_events_by_kind",
    "format": "replay.stat_format",
    "turn": "replay.stat_turn",
    "tiles": "replay.stat_tiles",
    "claim": "replay.stat_claim",
    "wall": "replay.stat_wall",
    "not-winning": "replay.stat_not_winning",
    "input": "replay.stat_input",
    "internal": "replay.stat_internal",
}
"""The label of each count of the statistics, by its key in the JSON data."""


def stdout_console() -> Any:
    """The console of the table: the terminal's width, or COLUMNS (80) on a pipe."""
    from gbmj_cli.cli.output import pipe_width
    from gbmj_cli.cli.output import stdout_console as console

    return console(width=None if isatty(sys.stdout) else pipe_width())


class TableWriter:
    """Prints the ``TableRow`` payloads of a run as one table, the header above the first chunk only;
    a bad event is a line of its own between the rows (its sentence would fold a word a line in a
    column)."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang
        self.console: Any = None
        self.started = False
        self.widths: tuple[int, int] = (MATCH_MAX, NOTE_MIN)

    def begin(self) -> None:
        pass

    def end(self) -> None:
        pass

    def heading(self, name: str) -> None:
        """A line naming the input whose matches follow (a run over several files); the header again."""
        from rich.text import Text

        self._console().print(Text(t("batch.file", self.lang, file=escape_text(name)), style="bold"))
        self.started = False

    def _console(self) -> Any:
        if self.console is None:
            self.console = stdout_console()
            room = self.console.width - LINE_WIDTH - sum(w for _, _, w in _SHORT) - 2 * (len(_SHORT) + 2)
            match = max(MATCH_MIN, min(MATCH_MAX, room - NOTE_MIN))
            self.widths = (match, max(NOTE_MIN, room - match))
        return self.console

    def write(self, rows: list[TableRow]) -> None:
        if not rows:
            return
        from rich.console import Group
        from rich.text import Text

        console = self._console()
        parts: list[Any] = []
        table = None
        for row in rows:
            if row.kind is not None:
                table = None
                message = Text(f"{row.line:>{LINE_WIDTH}}  ")
                message.append(escape_text(row.match) + "  " if row.match else "")
                message.append(f"{row.kind}: {row.note}", style="red")
                parts.append(message)
                continue
            if table is None:
                table = self._table()
                parts.append(table)
            self._add(table, row)
        console.print(Group(*parts))

    def _table(self) -> Any:
        from rich.table import Table

        table = Table(
            box=None,
            show_header=not self.started,
            header_style="bold",
            pad_edge=False,
            show_edge=False,
            padding=(0, 1),
        )
        self.started = True
        match, note = self.widths
        table.add_column(t("column.line", self.lang), justify="right", width=LINE_WIDTH, no_wrap=True)
        table.add_column(t("replay.column_match", self.lang), width=match, overflow="fold")
        for key, justify, width in _SHORT:
            table.add_column(t(key, self.lang), justify=justify, width=width, overflow="fold")  # type: ignore[arg-type]
        table.add_column(t("replay.column_agrees", self.lang), width=note, overflow="fold")
        return table

    def _add(self, table: Any, row: TableRow) -> None:
        from rich.text import Text

        result = row.outcome if row.winner is None else f"P{row.winner} {row.outcome}"
        if row.fan_total is None:
            fans = ""
        elif row.log_fan_total is None or row.log_fan_total == row.fan_total:
            fans = str(row.fan_total)
        else:
            fans = f"{row.fan_total}≠{row.log_fan_total}"
        mark = Text("✓", style="green") if row.agrees else Text("✗ " + row.note, style="yellow")
        table.add_row(str(row.line), Text(escape_text(row.match)), result, fans, row.scores, mark)


def write_summary(summary: ReplaySummary, lang: str = "en") -> None:
    """The summary on standard error: a few lines of counts."""
    sys.stderr.write(summary.text(lang))
    sys.stderr.flush()


def write_stats(summary: ReplaySummary, profile: Profile, fmt: Format, stdout: Any, lang: str, bom: bool) -> None:
    """The statistics of ``--stats`` on standard output, in the chosen format."""
    if fmt is Format.TABLE:
        stats_tables(summary, profile, stdout_console(), lang)
        return
    if fmt is Format.CSV:
        text = "".join(csv_row(row) for row in summary.csv_rows(profile))
        stdout.write((("\ufeff" if bom else "") + text).encode("utf-8"))
    else:
        data = summary.as_dict(profile)
        indent, separators = (2, None) if fmt is Format.JSON else (None, (",", ":"))
        text = json.dumps(data, ensure_ascii=False, indent=indent, separators=separators)
        stdout.write((escape_json(text) + "\n").encode("utf-8"))
    stdout.flush()


def stats_tables(summary: ReplaySummary, profile: Profile, console: Any, lang: str = "en") -> None:
    """The statistics as Rich tables: the counts, the fans by hands, the fan totals, the largest hands."""
    from rich.table import Table

    from gbmj_cli.cli.fit import fit

    data = summary.as_dict(profile)
    counts = Table(title=t("replay.stats_title", lang), show_header=False, title_justify="left")
    counts.add_column(style="bold", overflow="fold")
    counts.add_column(justify="right", no_wrap=True)
    for key, value in data.items():
        if isinstance(value, dict):
            for sub, n in value.items():
                counts.add_row(f"{t(STAT_LABELS[key], lang)}: {t(STAT_LABELS[sub], lang)}", f"{n:,}")
        elif not isinstance(value, list):
            counts.add_row(t(STAT_LABELS[key], lang), f"{value:,}")
    console.print(fit(counts))
    if data["fans"]:
        fans = Table(title=t("replay.stats_fans", lang), title_justify="left")
        fans.add_column("#", justify="right")
        fans.add_column(t("label.fan", lang), overflow="fold")
        fans.add_column(t("replay.column_hands", lang), justify="right")
        fans.add_column(t("replay.column_share", lang), justify="right")
        for fan in data["fans"]:
            name = _fan_name(profile, Fan[fan["key"].upper()], lang)
            fans.add_row(str(fan["id"]), name, f"{fan['hands']:,}", f"{100 * fan['share']:.1f}%")
        console.print(fit(fans))
    if data["fan_totals"]:
        totals = Table(title=t("replay.stats_totals", lang), title_justify="left")
        totals.add_column(t("replay.column_fans", lang), justify="right")
        totals.add_column(t("replay.column_hands", lang), justify="right")
        for entry in data["fan_totals"]:
            totals.add_row(str(entry["fan_total"]), f"{entry['hands']:,}")
        console.print(fit(totals))
    if data["largest"]:
        largest = Table(title=t("replay.stats_largest", lang), title_justify="left")
        largest.add_column(t("replay.column_fans", lang), justify="right", no_wrap=True)
        largest.add_column(t("replay.column_match", lang), overflow="fold")
        largest.add_column(t("column.hand", lang), overflow="fold")
        largest.add_column(name_in("label.fan", lang), overflow="fold")
        for hand in data["largest"]:
            names = ", ".join(_fan_name(profile, Fan[key.upper()], lang) for key in hand["fans"])
            largest.add_row(str(hand["fan_total"]), escape_text(hand["match"]), hand["hand"], names)
        console.print(fit(largest))


def _fan_name(profile: Profile, fan: Fan, lang: str) -> str:
    """A fan's name as ``--lang`` shows names: Chinese, English, or both."""
    row = profile.rows[fan]
    return row.name if lang == "zh" else row.name_en if lang == "en" else f"{row.name} {row.name_en}"
