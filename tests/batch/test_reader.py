"""The reader cuts lines as ``readline`` would, whatever the blocks it reads and the pieces a pipe gives."""

import io
import os
import threading
import tracemalloc
from unittest import mock

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gbmj_cli.batch import reader
from gbmj_cli.batch.lines import MAX_LINE_BYTES, TooLong, score_line
from gbmj_cli.batch.reader import read_chunks

LIMIT = MAX_LINE_BYTES + 6  # the longest line kept, with "\r\n", a byte-order mark and one byte more


def by_readline(data: bytes) -> list:
    """The lines of ``data`` as ``readline(LIMIT)`` gives them, a line over the limit as a TooLong with
    its first 400 bytes and its size without its ending: what the reader must give."""
    stream = io.BytesIO(data)
    lines: list = []
    while line := stream.readline(LIMIT):
        if len(line) == LIMIT and not line.endswith(b"\n"):
            head, size, rest = line[:400], len(line), stream.readline()
            size += len(rest)
            line = line + rest
            if line.endswith(b"\n"):
                size -= 2 if line.endswith(b"\r\n") else 1
            line = TooLong(head, size)
        lines.append(line)
    return lines


LENGTHS = [0, 1, 7, 399, 401, LIMIT - 3, LIMIT - 2, LIMIT - 1, LIMIT, LIMIT + 1, LIMIT + 500]
ENDINGS = [b"\n", b"\r\n", b"\r", b""]
lines_of = st.lists(st.tuples(st.sampled_from(LENGTHS), st.sampled_from(ENDINGS), st.sampled_from(b"ab\r")), max_size=8)


def text(pieces: list[tuple[int, bytes, int]]) -> bytes:
    return b"".join(bytes([byte]) * length + ending for length, ending, byte in pieces)


def check(chunks: list, data: bytes, chunk_lines: int) -> None:
    lines = [line for chunk in chunks for line in chunk.lines]
    assert lines == by_readline(data)
    assert [chunk.first_line for chunk in chunks] == [
        1 + sum(len(c.lines) for c in chunks[:i]) for i in range(len(chunks))
    ]
    assert all(0 < len(chunk.lines) <= chunk_lines for chunk in chunks)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lines_of, st.sampled_from([7, 400, 1 << 16]), st.sampled_from([1, 2, 512]))
def test_a_file_is_cut_as_readline_cuts_it(pieces, block, chunk_lines):
    data = text(pieces)
    with mock.patch.object(reader, "BLOCK", block):
        check(list(read_chunks(io.BytesIO(data), chunk_lines)), data, chunk_lines)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lines_of, st.lists(st.integers(1, 70000), min_size=1, max_size=6))
def test_a_pipe_is_cut_as_readline_cuts_it_whatever_pieces_arrive(pieces, sizes):
    data = text(pieces)
    read_fd, write_fd = os.pipe()

    def write() -> None:
        start = 0
        for i in range(len(data)):
            if start >= len(data):
                break
            size = sizes[i % len(sizes)]
            os.write(write_fd, data[start : start + size])
            start += size
        os.close(write_fd)

    writer = threading.Thread(target=write)
    writer.start()
    try:
        with os.fdopen(read_fd, "rb", buffering=0) as stream:
            chunks = list(read_chunks(stream, 512))
    finally:
        writer.join()
    check(chunks, data, 512)


class Endless(io.RawIOBase):
    """``count`` blocks of one long line, then its end and a short line: a stream that holds none of it."""

    def __init__(self, count: int) -> None:
        self.left = count

    def readable(self) -> bool:
        return True

    def read(self, size: int = -1) -> bytes:
        self.left -= 1
        if self.left >= 0:
            return b"x" * min(size, 1 << 16)
        return b"\r\nafter\n" if self.left == -1 else b""


def test_a_line_over_the_limit_is_skipped_as_it_comes():
    tracemalloc.start()
    try:
        (chunk,) = read_chunks(Endless(1024), 512)  # a line of 64 MiB
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert chunk.lines == [TooLong(b"x" * 400, 1024 << 16), b"after\n"]
    assert peak < 1 << 20


HEADS = [b"", b" ", b"#", b" " * 400 + b"#", b"\xef\xbb\xbf", b"\xef\xbb\xbf#", b"\xef", b"123m456m789s234p5p5p"]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(HEADS),
    st.sampled_from([0, 390, MAX_LINE_BYTES - 1, MAX_LINE_BYTES, MAX_LINE_BYTES + 1, LIMIT - 2, LIMIT, LIMIT + 5]),
    st.sampled_from([b" ", b"x", b"#", "中".encode()]),
    st.sampled_from([b"\n", b"\r\n", b""]),
    st.integers(1, 3),
)
def test_score_line_answers_a_line_as_it_answers_what_the_reader_gives_of_it(head, length, fill, ending, number):
    """Whole, or as the reader keeps it (a TooLong past the limit), a line gets the same answer."""
    line = head + fill * (length // len(fill)) + ending
    kept = [text for chunk in read_chunks(io.BytesIO(line), 512) for text in chunk.lines] or [b""]  # ("": no line)
    assert [score_line(line, line_number=number)] == [score_line(text, line_number=number) for text in kept]
