"""The summary at the end of ``gbmj batch``: as Rich tables, plain text, CSV or JSON, and where it goes.

It takes the data of ``Summary.as_dict``, ``WaitsSummary.as_dict`` (told apart by ``analysed``) or
``AdviceSummary.as_dict`` (which has ``winning`` too).
"""

import sys

from gbmj_cli.cli.commands.batch_output import isatty, stdout_console
from gbmj_cli.records.formats import csv_row


def write_summary(data: dict, fmt: str, stdout, console=None, summary_only: bool = False, no_summary: bool = False):
    """Write the summary where the run wants it.

    With ``summary_only`` it is the whole output, in ``fmt``; else nothing with ``no_summary``; after
    a table it follows the table (on its ``console``, if it has one); else it goes to standard error.
    """
    if summary_only:
        if fmt == "table":
            summary_rich(data, console or stdout_console())
        elif fmt == "csv":
            stdout.write(summary_csv(data))
        else:
            import json

            indent = 2 if fmt == "json" else None
            separators = None if indent else (",", ":")
            stdout.write((json.dumps(data, ensure_ascii=False, indent=indent, separators=separators) + "\n").encode())
        stdout.flush()
    elif no_summary:
        return
    elif fmt == "table":
        summary_rich(data, console or stdout_console())
    elif isatty(sys.stderr):
        from rich.console import Console

        summary_rich(data, Console(stderr=True))
    else:
        sys.stderr.write(summary_text(data))
        sys.stderr.flush()


def summary_text(data: dict) -> str:
    """The summary as plain text (standard error when it is not a terminal)."""
    if "winning" in data:
        return _advise_text(data)
    if "analysed" in data:
        lines = [
            (
                f"{_hands(data['analysed'])} analysed, {data['rejected']} rejected, "
                f"{data['tenpai']} ready (tenpai), {data['not_tenpai']} not ready"
            ),
            (
                f"mean tile kinds waited on by a ready hand {_number(data['mean_waits'], 2)}, "
                f"most {_number(data['max_waits'])}"
            ),
        ]
        if data["top_waits"]:
            waits = ", ".join(f"{w['tile']} {w['hands']}" for w in data["top_waits"])
            lines.append(f"most waited-on tiles (ready hands): {waits}")
    else:
        lines = [
            (
                f"{_hands(data['scored'])} scored, {data['rejected']} rejected, "
                f"{data['below_minimum']} below the 8-fan minimum"
            ),
            f"mean total {_number(data['mean_total'], 2)}, maximum total {_number(data['max_total'])}",
        ]
        if data["top_fans"]:
            lines.append("most frequent fans (hands in which each counts):")
            lines += [f"  {fan['id']:>2}  {fan['name']}  {fan['name_en']}: {fan['hands']}" for fan in data["top_fans"]]
    return "\n".join(lines) + "\n"


def summary_csv(data: dict) -> bytes:
    """The summary as CSV: ``stat,id,name,name_en,value`` rows, the fans (or waited tiles, or shanten counts) last."""
    if "winning" in data:
        rows = [("stat", "id", "name", "name_en", "value")]
        rows += [(key, "", "", "", data[key]) for key in _ADVISE_STATS]
        rows += [("best_shanten", s["shanten"], "", "", s["hands"]) for s in data["best_shanten"]]
        return "".join(csv_row(row) for row in rows).encode("utf-8")
    if "analysed" in data:
        keys = ("records", "analysed", "rejected", "tenpai", "not_tenpai", "mean_waits", "max_waits")
        top = [("tile", "", wait["tile"], "", wait["hands"]) for wait in data["top_waits"]]
    else:
        keys = ("records", "scored", "rejected", "below_minimum", "mean_total", "max_total")
        top = [("fan", fan["id"], fan["name"], fan["name_en"], fan["hands"]) for fan in data["top_fans"]]
    rows = [("stat", "id", "name", "name_en", "value")]
    rows += [(key, "", "", "", "" if data[key] is None else data[key]) for key in keys]
    return "".join(csv_row(row) for row in rows + top).encode("utf-8")


def summary_rich(data: dict, console) -> None:
    """The summary as Rich tables (a terminal, or ``--format table``)."""
    from rich.table import Table

    if "winning" in data:
        totals = [(label, str(data[key])) for label, key in _ADVISE_LABELS]
        totals += [(f"best discard at shanten {s['shanten']}", str(s["hands"])) for s in data["best_shanten"]]
    elif "analysed" in data:
        totals = [
            ("hands analysed", str(data["analysed"])),
            ("rejected", str(data["rejected"])),
            ("ready (tenpai)", str(data["tenpai"])),
            ("not ready", str(data["not_tenpai"])),
            ("mean tile kinds waited on", _number(data["mean_waits"], 2)),
            ("most tile kinds", _number(data["max_waits"])),
        ]
    else:
        totals = [
            ("hands scored", str(data["scored"])),
            ("rejected", str(data["rejected"])),
            ("below the 8-fan minimum", str(data["below_minimum"])),
            ("mean total", _number(data["mean_total"], 2)),
            ("maximum total", _number(data["max_total"])),
        ]
    table = Table(title="Summary", show_header=False, title_justify="left")
    table.add_column(style="bold")
    table.add_column(justify="right")
    for label, value in totals:
        table.add_row(label, value, style="red" if label == "rejected" and data["rejected"] else None)
    console.print(table)

    if data.get("top_waits"):
        tiles = Table(title="Most waited-on tiles", title_justify="left")
        tiles.add_column("tile")
        tiles.add_column("hands", justify="right")
        for wait in data["top_waits"]:
            tiles.add_row(wait["tile"], str(wait["hands"]))
        console.print(tiles)
    if data.get("top_fans"):
        fans = Table(title="Most frequent fans", title_justify="left")
        fans.add_column("#", justify="right")
        fans.add_column("fan")
        fans.add_column("English")
        fans.add_column("hands", justify="right")
        fans.add_column("share", justify="right")
        for fan in data["top_fans"]:
            share = f"{100 * fan['hands'] / data['scored']:.1f}%"
            fans.add_row(str(fan["id"]), fan["name"], fan["name_en"], str(fan["hands"]), share)
        console.print(fans)


def _number(value: float | None, digits: int = 0) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _hands(n: int) -> str:
    return f"{n} hand" if n == 1 else f"{n} hands"


def _advise_text(data: dict) -> str:
    shanten = ", ".join(f"{s['shanten']}: {s['hands']}" for s in data["best_shanten"]) or "-"
    return (
        f"{_hands(data['analysed'])} analysed, {data['rejected']} rejected; {data['winning']} already complete "
        f"({data['winning_legal']} legal wins); best discard tenpai in {data['best_tenpai']}\n"
        f"hands by the shanten of the best discard: {shanten}\n"
    )


_ADVISE_STATS = ("records", "analysed", "rejected", "winning", "winning_legal", "best_tenpai")
_ADVISE_LABELS = (
    ("hands analysed", "analysed"), ("rejected", "rejected"), ("already complete", "winning"),
    ("complete and legal (8 fans)", "winning_legal"), ("best discard tenpai", "best_tenpai"),
)
