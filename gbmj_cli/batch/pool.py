"""Score chunks in input order, in this process or in worker processes, a bounded number at a time.

The first chunk is always scored here, at once: a small input needs no workers, and on a pipe the
first answers come without waiting for more input. Further chunks go to ``jobs`` worker processes,
at most ``window`` per worker in flight, so memory does not grow with the input; results are handed
back in input order. When the input pauses after a chunk, everything scored so far is handed back
before more input is awaited. By default (``AUTO``) this process scores alone for its first
``ALONE_SECONDS`` of scoring, and only then starts a worker per core for what is left.

Why not ``multiprocessing.Pool``: a worker killed by a signal leaves it waiting forever. Here the
parent watches every worker: a lost one stops the run with ``WorkerLost``, naming the first line not
answered, and the other workers are stopped. A worker whose parent is gone leaves quietly.
"""

import os
import signal
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from itertools import chain
from typing import Any

from gbmj_cli.batch.chunks import ChunkResult, Settings, score_chunk, worker_signals
from gbmj_cli.batch.reader import Chunk

WINDOW = 4
"""Chunks in flight per worker."""
AUTO = 0
"""``jobs`` for "as the input needs" (the default of ``gbmj batch``): this process alone for the first
``ALONE_SECONDS`` of scoring, then a worker per core for the rest of the input."""
ALONE_SECONDS = 0.5
"""With ``AUTO``, the seconds of scoring this process does alone before it starts workers
(docs/batch.md §3). Workers cost 0.1-0.2 s to start and about a tenth more CPU time in all (each
warms its own caches; chunks and records cross pipes), which a free core repays only on a longer
input: half a second alone spares a short input that cost, and delays a long input's workers by half
a second at most. A time rather than a number of lines, as a line of ``--advise`` costs some 40
times one of scoring (benchmarks/batch_workers.py measures the rule)."""
_STOPPING = {signal.SIGINT, signal.SIGTERM}


def cores() -> int:
    """The cores this process may run on: the default number of workers."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return os.cpu_count() or 1


@contextmanager
def _stopping_held() -> Iterator[None]:
    """Hold Ctrl-C and SIGTERM back (they come at the end) while the parent forks or takes the task
    queue's lock. Their handlers raise, and one raised just after the queue took its lock, before its
    ``with`` block began, would leave the lock taken: stopping the workers, which needs it, would then
    wait forever. (The queue's feeder thread, started by the first put, inherits the held mask.)"""
    held = signal.pthread_sigmask(signal.SIG_BLOCK, _STOPPING)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


_M_MMAP_THRESHOLD = -3  # glibc's malloc.h


def _steady_heap() -> None:
    """Keep this process's blocks of 64 KiB and more (input read, chunks sent, results received) out
    of its heap, once its workers are started.

    glibc raises its mmap threshold to the size of each large block freed, so that later blocks of
    that size are cut from the heap instead, and the heap's holes between them grow a long run's
    memory with the length of its input (2 MB over 200,000 replayed matches, benchmarks/replay_speed.py).
    A threshold set once (mallopt(3), M_MMAP_THRESHOLD) stops that adjustment, at the cost of the
    page faults of mapping each such block anew. The first workers, forked before, keep glibc's rule;
    those of a later input (``gbmj batch`` starts workers for each) inherit the threshold. Elsewhere
    than glibc, or in a Python without ctypes: nothing to do.
    """
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes  # late: only a run with workers needs it

        mallopt = getattr(ctypes.CDLL(None), "mallopt", None)
    except (ImportError, OSError):
        return
    if mallopt is not None:
        mallopt(_M_MMAP_THRESHOLD, 64 * 1024)


class WorkerLost(Exception):
    """A worker process ended before answering; ``first_line`` is the first line without a record."""

    def __init__(self, first_line: int, exitcode: int | None) -> None:
        super().__init__(first_line, exitcode)
        self.first_line = first_line
        self.exitcode = exitcode


def _work(tasks: Any, results: Any, work: Callable[..., Any]) -> None:
    """A worker: do ``work`` on the chunks of the task queue until told to stop, or until the parent is gone."""
    worker_signals()
    signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOPPING)
    while True:
        try:
            task = tasks.get()
            if task is None:
                return
            seq, first_line, lines, settings = task
            results.send((seq, work(first_line, lines, settings)))
        except (EOFError, OSError):  # the parent went away: nobody wants the answers
            return


class Workers:
    """``jobs`` worker processes sharing one task queue, each with its own result pipe; each does
    ``work(first_line, lines, settings)`` on a chunk (``gbmj batch`` scores it, ``gbmj replay`` replays it)."""

    def __init__(self, jobs: int, work: Callable[..., Any] = score_chunk) -> None:
        # late: multiprocessing costs 10 ms or more (-X importtime) that a run in one process does not pay
        from multiprocessing import get_all_start_methods, get_context

        context = get_context("fork" if "fork" in get_all_start_methods() else None)
        self.tasks = context.Queue()
        self.tasks.cancel_join_thread()  # never wait at exit to feed workers that are gone
        self.readers: list[Any] = []
        self.processes: list[Any] = []
        # A worker must not run the parent's Ctrl-C and SIGTERM handlers between its fork and its own
        # setup: the signals wait (blocked) until the worker has set its own, and the parent's come after.
        with _stopping_held():
            for _ in range(jobs):
                reader, writer = context.Pipe(duplex=False)
                process = context.Process(target=_work, args=(self.tasks, writer, work), daemon=True)
                process.start()
                writer.close()
                self.readers.append(reader)
                self.processes.append(process)
        _steady_heap()

    def submit(self, seq: int, chunk: Chunk, settings: Settings) -> None:
        with _stopping_held():  # the queue's lock is taken
            self.tasks.put((seq, chunk.first_line, chunk.lines, settings))

    def results(self, first_missing: int, wait: bool = True) -> list[tuple[int, ChunkResult]]:
        """The results that have come (waiting for one with ``wait``); raise WorkerLost, naming
        ``first_missing``, if a worker ended instead."""
        # late, as in __init__: only a run with workers loads multiprocessing
        from multiprocessing import connection

        sentinels = {p.sentinel: p for p in self.processes}
        ready = connection.wait(self.readers + list(sentinels), timeout=None if wait else 0)
        found: list[tuple[int, ChunkResult]] = []
        for item in ready:
            if isinstance(item, connection.Connection):
                with suppress(EOFError):  # its worker ended: its sentinel says so
                    found.append(item.recv())
        if not found and ready:
            lost = next((p for p in self.processes if not p.is_alive()), None)
            if lost is not None:
                raise WorkerLost(first_missing, lost.exitcode)
        return found

    def close(self) -> None:
        """Let the workers finish and leave."""
        with _stopping_held():  # the queue's lock is taken
            for _ in self.processes:
                self.tasks.put(None)
        for process in self.processes:
            process.join(5)

    def stop(self) -> None:
        """Stop every worker now (Ctrl-C, a closed output, a lost worker)."""
        for process in self.processes:
            if process.is_alive():
                process.terminate()
        for process in self.processes:
            process.join(5)
        for reader in self.readers:
            reader.close()
        with _stopping_held():  # closing takes the queue's lock too
            self.tasks.close()


def ordered(
    chunks: Iterator[Chunk], settings: Settings, jobs: int, window: int = WINDOW
) -> Iterator[tuple[Chunk, ChunkResult]]:
    """Score every chunk and yield (chunk, result) in input order: here alone with ``jobs`` 1, with
    ``jobs`` workers from the second chunk on, or with ``AUTO`` here until ``ALONE_SECONDS`` of
    scoring are spent and then with a worker per core (one core: here alone)."""
    alone = ALONE_SECONDS if jobs == AUTO else 0.0
    if jobs == AUTO:
        jobs = cores()
    spent = 0.0
    for chunk in chunks:
        start = time.perf_counter()
        result = score_chunk(chunk.first_line, chunk.lines, settings)
        spent += time.perf_counter() - start
        yield chunk, result
        if jobs > 1 and spent >= alone:
            break
    else:
        return
    second = next(chunks, None)
    if second is None:
        return
    workers = Workers(jobs)
    try:
        yield from _in_order(workers, chain([second], chunks), settings, jobs * window)
        workers.close()
    finally:
        workers.stop()


def _in_order(
    workers: Workers, chunks: Iterator[Chunk], settings: Settings, window: int
) -> Iterator[tuple[Chunk, ChunkResult]]:
    sent: dict[int, Chunk] = {}  # in flight, by sequence number
    done: dict[int, ChunkResult] = {}
    next_seq = 0  # the next chunk to hand back

    def hand_back(until_empty: bool) -> Iterator[tuple[Chunk, ChunkResult]]:
        nonlocal next_seq
        if sent:
            done.update(workers.results(sent[min(sent)].first_line, wait=False))
        while sent and (until_empty or len(sent) >= window or next_seq in done):
            while next_seq not in done:
                for seq, result in workers.results(sent[next_seq].first_line):
                    done[seq] = result
            yield sent.pop(next_seq), done.pop(next_seq)
            next_seq += 1

    for seq, chunk in enumerate(chunks):
        workers.submit(seq, chunk, settings)
        sent[seq] = chunk
        yield from hand_back(until_empty=chunk.paused)
    yield from hand_back(until_empty=True)
