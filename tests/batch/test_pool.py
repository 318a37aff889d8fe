"""The worker pool of ``gbmj batch``: results in input order, and a bounded number of chunks in flight,
so that the memory of a run does not grow with its input."""

from collections.abc import Iterator

from gbmj_cli.batch.chunks import Settings
from gbmj_cli.batch.pool import WINDOW, ordered
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
