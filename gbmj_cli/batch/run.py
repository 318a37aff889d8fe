"""One batch run: read the input in chunks, score them in order, write the records, count the summary.

Free of click and rich: the command gives the writer (one of ``gbmj_cli.records.formats.WRITERS``,
or the table writer of the CLI) and an optional progress callback, and says where the summary goes.
"""

from collections.abc import Callable
from typing import IO, Any

from gbmj_cli.batch.chunks import Settings
from gbmj_cli.batch.pool import ordered
from gbmj_cli.batch.reader import read_chunks, reading
from gbmj_cli.batch.summary import Summary, summary_for

CHUNK_LINES = 512
"""Lines per chunk: the unit of work of a worker process."""
MAX_CHUNK_LINES = 4096
"""The most lines per chunk (``--chunk-size``): memory grows with the chunks in flight, about 6 KB a
line of a scored record (100,000 lines in one chunk took 350 MB; 4,096 lines, 47 MB)."""

Progress = Callable[[int, int], None]  # (bytes read, lines answered)


def run_batch(
    stream: IO[bytes],
    settings: Settings,
    writer: Any,
    jobs: int,
    chunk_lines: int = CHUNK_LINES,
    progress: Progress | None = None,
) -> Summary:
    """Score every line of ``stream`` and write its records in input order; return the summary.

    The writer is begun and ended by the caller, which may write several inputs into one output
    (``gbmj batch a.txt b.txt``).
    """
    summary = summary_for(settings.kind)
    for chunk, result in ordered(reading(read_chunks(stream, chunk_lines)), settings, jobs):
        summary.merge(result.summary)
        writer.write(result.payload)
        if progress is not None:
            progress(chunk.bytes_read, summary.records)
    return summary
