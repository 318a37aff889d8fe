"""The worker pool of ``gbmj batch``: results in input order, and a bounded number of chunks in flight,
so that the memory of a run does not grow with its input; by default, workers only once this process
has scored for a while."""

from collections.abc import Iterator

import pytest

from gbmj_cli.batch import pool
from gbmj_cli.batch.chunks import Settings
from gbmj_cli.batch.pool import AUTO, WINDOW, ordered
from gbmj_cli.batch.reader import Chunk

HAND = b"[EEE1][123m]456p789s1p1p --seat S\n"


def test_chunks_in_flight_are_bounded_and_results_come_in_order() -> None:
    pulled = 0

    def chunks() -> Iterator[Chunk]:
        nonlocal pulled
        for n in range(60):
            pulled += 1
            yield Chunk(1 + 3 * n, [HAND] * 3, 0, False)

    jobs = 2
    handed = []
    most_ahead = 0
    for chunk, result in ordered(chunks(), Settings(), jobs):
        handed.append(chunk.first_line)
        most_ahead = max(most_ahead, pulled - len(handed))
        assert result.summary.scored == 3
    assert handed == [1 + 3 * n for n in range(60)]
    # the chunk being submitted, and at most the window's worth waiting for their results
    assert most_ahead <= jobs * WINDOW + 1


class _Started(Exception):
    """Raised instead of starting workers, with their number."""


def _before_workers(jobs: int, monkeypatch: pytest.MonkeyPatch, cores: int = 2) -> tuple[list[int], int | None]:
    """The first lines of the chunks ``ordered`` scores in this process (of 8), and the number of
    workers it then starts (None: none)."""

    def start(count: int) -> None:
        raise _Started(count)

    monkeypatch.setattr(pool, "Workers", start)
    monkeypatch.setattr(pool, "cores", lambda: cores)
    here = []
    try:
        for chunk, _ in ordered((Chunk(1 + 3 * n, [HAND] * 3, 0, False) for n in range(8)), Settings(), jobs):
            here.append(chunk.first_line)
    except _Started as started:
        return here, started.args[0]
    return here, None


EVERY_CHUNK = [1 + 3 * n for n in range(8)]


def test_by_default_a_short_input_is_scored_in_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pool, "ALONE_SECONDS", 60.0)  # (a slow machine takes its time over the first chunk)
    assert _before_workers(AUTO, monkeypatch) == (EVERY_CHUNK, None)


def test_by_default_a_worker_per_core_starts_once_this_process_has_scored_for_a_while(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(pool, "ALONE_SECONDS", 0.0)
    assert _before_workers(AUTO, monkeypatch) == ([1], 2)
    assert _before_workers(AUTO, monkeypatch, cores=1) == (EVERY_CHUNK, None)


def test_workers_asked_for_start_after_the_first_chunk(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _before_workers(3, monkeypatch) == ([1], 3)
    assert _before_workers(1, monkeypatch) == (EVERY_CHUNK, None)
