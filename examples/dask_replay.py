"""Replay Botzone logs with Dask: map gbmj's ``replay_match`` over a bag of matches.

``gbmj replay`` uses the cores of one machine. Past that, the library call behind it,
``gbmj_cli.records.replay.replay_match(text, first_line)``, can be mapped over any distributed
collection of matches (a Dask bag here; a Spark RDD works the same way). It never raises for bad
input: a bad event gives an error record, so one broken match cannot fail a whole job.

Each file is read as one partition of lines (``blocksize=None``) and cut into matches
(``split_matches``), each with the number of its first line, so that the records carry the line
numbers of their file, exactly as ``gbmj replay FILE`` gives them; the bag of matches is then spread
over the workers. The records are written as NDJSON, one output file per partition (``0.ndjson``,
``1.ndjson``, ...: the matches of the files in order; each record names its ``file``), and the
summary of the whole run is printed.

Not a gbmj dependency: ``pip install "dask[bag]"`` to run it::

    python examples/dask_replay.py logs-*.txt --out replayed/
"""

import argparse
import json
import os

import dask
import dask.bag as db

from gbmj_cli.records.replay import ReplaySummary, replay_match, split_matches


def matches_of_file(lines):
    """One partition (a whole file, its lines with their paths) as its matches: (file, first line, text)."""
    lines = list(lines)
    if not lines:
        return []
    path = os.path.basename(lines[0][1])
    return [(path, first, text) for first, text in split_matches(line for line, _path in lines)]


def replayed(match) -> dict:
    """The record of one match, beginning with its file as ``gbmj replay`` gives it for several files."""
    path, first, text = match
    return {"file": path, **replay_match(text, first)}


def summarise(records) -> ReplaySummary:
    summary = ReplaySummary()
    for record in records:
        summary.add_record(record)
    return summary


def merge(summaries) -> ReplaySummary:
    total = ReplaySummary()
    for part in summaries:
        total.merge(part)
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description="Replay Botzone logs with Dask.")
    parser.add_argument("files", nargs="+", help="Botzone logs (globs work)")
    parser.add_argument("--out", default="replayed", help="folder for the NDJSON records")
    options = parser.parse_args()

    # As gbmj replay reads a file: UTF-8 whatever the locale, and lines split on "\n" only.
    lines = db.read_text(
        options.files, blocksize=None, include_path=True, encoding="utf-8", errors="surrogateescape", linedelimiter="\n"
    )
    records = lines.map_partitions(matches_of_file).map(replayed)

    os.makedirs(options.out, exist_ok=True)
    written = records.map(json.dumps, ensure_ascii=False).to_textfiles(
        os.path.join(options.out, "*.ndjson"), encoding="utf-8", last_endline=True, compute=False
    )
    summary = records.reduction(summarise, merge)
    # One pass over the input for both; "processes" is the bag's own default scheduler (use a
    # dask.distributed Client instead to spread the work over a cluster).
    _, result = dask.compute(written, summary, scheduler="processes")

    print(json.dumps(result.counts(), ensure_ascii=False, indent=2))
    print(f"records in {options.out}/ (0.ndjson, 1.ndjson, ...: one NDJSON file per input file, in input order)")


if __name__ == "__main__":
    main()
