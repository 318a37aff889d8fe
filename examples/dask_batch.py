"""Score batch files with Dask: map gbmj's ``score_line`` over a bag of lines.

``gbmj batch`` uses the cores of one machine. Past that, the library call behind it,
``gbmj_cli.score_line(line, defaults, line_number)``, can be mapped over any distributed collection
of lines (a Dask bag here; a Spark RDD works the same way). It never raises for bad input: a bad
line gives an error record, so one broken line cannot fail a whole job.

Each file is one partition here (``blocksize=None``), so that the records carry the line numbers of
their file, exactly as ``gbmj batch FILE`` gives them (a partition holds a whole file, so keep the
files to a size one worker can hold). The records are written as NDJSON, one output file per input
file (``0.ndjson``, ``1.ndjson``, ... in the order of the files; each record names its ``file``),
and the summary of the whole run is printed.

Not a test dependency: ``pip install "dask[bag]"`` to run it::

    python examples/dask_batch.py hands-*.txt --out scored/ --self-drawn
"""

import argparse
import json
import os

import dask
import dask.bag as db

from gbmj_cli import score_line
from gbmj_cli.batch.summary import ScoreSummary
from gbmj_cli.hands.context import WinContext


def score_file_lines(lines, defaults: WinContext, path_of_file: bool):
    """Score one partition (one whole file); skip blank and comment lines, as gbmj batch does."""
    for number, item in enumerate(lines, start=1):
        line, path = item if path_of_file else (item, None)
        # Dask decodes the file; hand score_line the original bytes back, so that invalid UTF-8
        # gives the same "input" error record as gbmj batch.
        record = score_line(line.encode("utf-8", "surrogateescape"), defaults, number)
        if record is not None:
            if path is not None:
                record = {"file": os.path.basename(path), **record}
            yield record


def summarise(records) -> ScoreSummary:
    summary = ScoreSummary()
    for record in records:
        summary.add_record(record)
    return summary


def merge(summaries) -> ScoreSummary:
    total = ScoreSummary()
    for part in summaries:
        total.merge(part)
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description="Score batch files with Dask.")
    parser.add_argument("files", nargs="+", help="batch files (globs work)")
    parser.add_argument("--out", default="scored", help="folder for the NDJSON records")
    parser.add_argument("--self-drawn", action="store_true", help="default for every line")
    parser.add_argument("--seat", default="E", help="default seat wind")
    parser.add_argument("--round", default="E", help="default prevalent wind")
    options = parser.parse_args()

    defaults = WinContext(self_drawn=options.self_drawn, seat=options.seat.upper(), round=options.round.upper())
    # As gbmj batch reads a file: UTF-8 whatever the locale, and lines split on "\n" only (Python's
    # universal newlines would also split on a lone "\r", and shift every line number after it).
    lines = db.read_text(
        options.files, blocksize=None, include_path=True, encoding="utf-8", errors="surrogateescape", linedelimiter="\n"
    )
    records = lines.map_partitions(score_file_lines, defaults, True)

    os.makedirs(options.out, exist_ok=True)
    written = records.map(json.dumps, ensure_ascii=False).to_textfiles(
        os.path.join(options.out, "*.ndjson"), encoding="utf-8", last_endline=True, compute=False
    )
    summary = records.reduction(summarise, merge)
    # One pass over the input for both; "processes" is the bag's own default scheduler (use a
    # dask.distributed Client instead to spread the work over a cluster).
    _, result = dask.compute(written, summary, scheduler="processes")

    data = result.as_dict()
    print(json.dumps(data, ensure_ascii=False, indent=2))
    print(f"records in {options.out}/ (0.ndjson, 1.ndjson, ...: one NDJSON file per input file, in input order)")


if __name__ == "__main__":
    main()
