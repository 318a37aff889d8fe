"""Nothing hangs, nothing is lost, nothing reaches the terminal raw: the failures an attack on gbmj found.

Each test runs the real console entry (``python -m gbmj_cli``) in a subprocess where the behaviour is
about processes, signals or streams. Exit statuses are those of ``gbmj_cli.cli.process``.
"""

import json
import os
import resource
import signal
import subprocess
import sys
import time
import weakref
from pathlib import Path

import pytest

from gbmj_cli.cli import process

from handgen import flags, generate, notation

GBMJ = [sys.executable, "-m", "gbmj_cli"]
HAND = "123m456m789s234p5p5p"

pytestmark = pytest.mark.slow  # gbmj run as its own process, with its signals and streams


def gbmj(*args: str, **options) -> subprocess.CompletedProcess:
    if "stdout" not in options and "stderr" not in options:
        options.setdefault("capture_output", True)
    options.setdefault("timeout", 60)
    return subprocess.run([*GBMJ, *args], **options)


def one_sentence(stderr: bytes) -> str:
    """Standard error holds one sentence (``Error: ...``), maybe with the caret lines of a hand, no traceback."""
    text = stderr.decode("utf-8")
    assert "Traceback" not in text and "Exception" not in text, text
    errors = [line for line in text.splitlines() if line.startswith("Error:")]
    assert len(errors) == 1, text
    return errors[0]


@pytest.fixture(scope="module")
def big_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("big") / "big-hands.txt"
    lines = [notation(g) + " " + " ".join(flags(g)) for g in generate(3000, 13)]
    path.write_text("\n".join(lines * 20) + "\n", encoding="utf-8")  # 60,000 lines
    return path


def _survivors(marker: str) -> list[int]:
    """Processes still running whose command line names ``marker`` (a file only this test uses)."""
    found = []
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
            except OSError:
                continue
            if marker.encode() in cmdline and int(pid) != os.getpid():
                found.append(int(pid))
    return found


def _children(pid: int) -> list[int]:
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def _default_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)  # as a shell in the foreground gives it


# --- 1. a dead worker --------------------------------------------------------------------------------


def test_a_killed_worker_stops_the_run_with_a_sentence_and_no_orphan(big_file, tmp_path):
    started = time.monotonic()
    with open(tmp_path / "out", "wb") as out:
        run = subprocess.Popen([*GBMJ, "batch", str(big_file), "--jobs", "2", "--no-summary"], stdout=out,
                               stderr=subprocess.PIPE)  # fmt: skip
    workers: list[int] = []
    while len(workers) < 2 and time.monotonic() - started < 20:
        workers = _children(run.pid)
        time.sleep(0.02)
    assert workers, "no worker started"
    os.kill(workers[0], signal.SIGKILL)
    status = run.wait(timeout=10)
    assert time.monotonic() - started < 30
    assert status == process.WORKER_LOST
    sentence = one_sentence(run.stderr.read())
    assert "a worker process was killed by signal 9 before it answered: lines " in sentence
    assert "and after have no record" in sentence
    first = int(sentence.split("lines ")[1].split(" ")[0])
    written = [json.loads(line)["line"] for line in (tmp_path / "out").read_text().splitlines()]
    assert written == list(range(1, first)), "every line before the first unanswered one, in order"
    time.sleep(0.5)
    assert _survivors(str(big_file)) == []


# --- 2. bounded values, and no single line can end a batch ---------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["score", HAND, "--base", "9" * 4300],
        ["score", HAND, "--base", "1001"],
        ["score", HAND, "--flowers", "9"],
        ["batch", "--jobs", "512"],
        ["batch", "--base", "1e300"],
    ],
    ids=["base-4300-digits", "base-1001", "flowers-9", "jobs-512", "base-float"],
)
def test_an_out_of_range_value_is_a_usage_error(args):
    done = gbmj(*args, input=b"")
    assert done.returncode == process.USAGE
    assert b"Traceback" not in done.stderr and b"Error: Invalid value" in done.stderr


def test_a_huge_value_on_a_batch_line_is_that_lines_record_and_the_run_goes_on():
    lines = [f"{HAND} --base {'9' * 4300}", f'{{"hand": "{HAND}", "base": 1e300}}', HAND] * 200
    done = gbmj("batch", "--jobs", "2", "--chunk-size", "50", input=("\n".join(lines) + "\n").encode())
    records = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert done.returncode == process.REJECTED and len(records) == 600
    assert [r.get("kind") for r in records[:3]] == ["usage", "usage", None]
    assert b"Traceback" not in done.stderr


# --- 3. streams that fail -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["score", HAND, "--format", "json"],
        ["score", HAND, "--format", "csv"],
        ["score", HAND, "--format", "table"],
        ["waits", "1112345678999p", "--format", "json"],
        ["fans", "--format", "table"],
        ["batch", "-", "--format", "ndjson"],
        ["batch", "-", "--format", "table"],
    ],
)
def test_a_full_disk_is_one_sentence_and_status_74(args):
    with open("/dev/full", "wb") as full:
        done = gbmj(*args, stdout=full, stderr=subprocess.PIPE, input=f"{HAND}\n".encode())
    assert done.returncode == process.STREAM
    assert one_sentence(done.stderr) == "Error: cannot write standard output: No space left on device"


def test_a_file_size_limit_is_one_sentence_and_status_74(tmp_path, big_file):
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, 20_000))

    with open(tmp_path / "out", "wb") as out:
        done = gbmj("batch", str(big_file), "--jobs", "1", stdout=out, stderr=subprocess.PIPE, preexec_fn=limit)
    assert done.returncode == process.STREAM
    assert one_sentence(done.stderr) == "Error: cannot write standard output: File too large"


def test_a_closed_standard_output_is_never_exit_0():
    done = gbmj("score", HAND, "--format", "json", stderr=subprocess.PIPE, preexec_fn=lambda: os.close(1))
    assert done.returncode == process.STREAM
    assert one_sentence(done.stderr) == "Error: cannot write standard output: it is closed"


def test_a_closed_standard_input_is_one_sentence():
    done = gbmj("batch", stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=lambda: os.close(0))
    assert done.returncode == process.STREAM
    assert one_sentence(done.stderr) == "Error: cannot read standard input: it is closed"


@pytest.mark.parametrize("args", [["score", HAND, "--format", "table"], ["fans", "--format", "json"]])
def test_a_reader_that_goes_away_ends_the_run_quietly_with_141(args):
    producer = subprocess.Popen([*GBMJ, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    producer.stdout.close()  # as `| true` does, before anything is read
    err = producer.stderr.read()
    assert producer.wait(timeout=30) == process.PIPE_CLOSED
    assert err == b""


# --- 4. no input text reaches a terminal raw -------------------------------------------------------------

RAW = ("\x1b", "\x07", "\x9b", "\u202e")


def test_an_escape_sequence_in_a_hand_is_shown_escaped_with_the_caret_under_it():
    done = gbmj("score", "123m\x1b]0;PWNED\x07456m789s123p5p5p")
    err = done.stderr.decode()
    assert done.returncode == process.REJECTED and not any(ch in err for ch in RAW)
    _error, shown, caret = err.splitlines()
    assert shown == "  123m\\x1b]0;PWNED\\x07456m789s123p5p5p" and caret.index("^") == shown.index("\\x1b")


def test_control_and_bidi_characters_are_escaped_in_every_line_format():
    bad = "123m\x1b[31m456\u202e\x9b\x85"
    for fmt in ("ndjson", "json", "csv"):
        done = gbmj("batch", "--format", fmt, "--no-summary", input=(bad + "\n" + HAND + "\n").encode())
        out = done.stdout.decode()
        assert not any(ch in out for ch in (*RAW, "\x85")), (fmt, out)
    records = [json.loads(line) for line in gbmj("batch", input=(bad + "\n").encode()).stdout.decode().splitlines()]
    assert records[0]["input"] == bad  # the JSON escapes decode back to the line as it was


def test_a_csv_on_a_terminal_shows_rejected_lines_escaped():
    import pty

    leader, follower = pty.openpty()
    done = subprocess.run([*GBMJ, "batch", "--format", "csv", "--no-summary"], stdout=follower, stderr=subprocess.PIPE,
                          input=("123m\x1b]0;PWNED\x07\u202e\n").encode(), timeout=60)  # fmt: skip
    os.close(follower)
    shown = b""
    while True:
        try:
            data = os.read(leader, 1 << 16)
        except OSError:
            break
        if not data:
            break
        shown += data
    os.close(leader)
    assert done.returncode == process.REJECTED
    assert b"\x1b]0" not in shown and "\u202e".encode() not in shown and b"\\x1b]0;PWNED\\x07\\u202e" in shown


# --- 5. signals --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("delay", [0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.2])
def test_ctrl_c_at_any_moment_exits_130_without_a_traceback(big_file, delay):
    """From the moment gbmj's code runs: ``-X importtime`` says when the entry point has started
    (before that, Python's own start-up, whose Ctrl-C is Python's; README, Guarantees)."""
    run = subprocess.Popen([sys.executable, "-X", "importtime", *GBMJ[1:], "batch", str(big_file), "--jobs", "2"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, preexec_fn=_default_sigint)  # fmt: skip
    started = b""
    while not started.rstrip().endswith(b"gbmj_cli.cli.process"):
        started = run.stderr.readline()
        assert started, "gbmj ended before its entry point was loaded"
    # The next module is imported by main(), after it has installed the signal handlers.
    assert run.stderr.readline().startswith(b"import time:")
    time.sleep(delay)
    run.send_signal(signal.SIGINT)
    err = run.stderr.read()
    status = run.wait(timeout=20)
    assert status == process.INTERRUPTED, (status, err)
    assert b"Traceback" not in err and b"Aborted" not in err, err
    time.sleep(0.3)
    assert _survivors(str(big_file)) == []


def test_ctrl_c_once_the_output_is_written_never_kills_the_exit():
    """Sent as the last of the output arrives (the run ending, the interpreter shutting down), a
    SIGINT either is answered (130 and its sentence) or, once the run is done, ignored: its status
    stands; never the process killed by it (-2, no sentence)."""
    for _ in range(20):
        run = subprocess.Popen(
            [*GBMJ, "score", HAND, "--format", "json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        assert run.stdout is not None and run.stderr is not None
        output = b""
        while not output.endswith(b"}\n"):
            more = run.stdout.read1(65536)
            assert more, output
            output += more
        run.send_signal(signal.SIGINT)
        status, err = run.wait(timeout=20), run.stderr.read()
        assert status in (process.OK, process.INTERRUPTED), (status, err)
        assert (status == process.INTERRUPTED) == (b"interrupted" in err), err


@pytest.fixture
def handlers_kept():
    """The test process's SIGINT and SIGTERM handlers, put back after a test that answers a signal
    (answering one ignores those after it)."""
    kept = {number: signal.getsignal(number) for number in (signal.SIGINT, signal.SIGTERM)}
    yield
    for number, handler in kept.items():
        signal.signal(number, handler)


@pytest.mark.usefixtures("handlers_kept")
def test_a_signal_whose_raise_the_interpreter_swallows_still_ends_the_run(monkeypatch, capsys):
    """A handler's raise inside a weak reference's callback (as in an import lock's, at start-up) is
    only "ignored" by the interpreter, which would end the run 0 with a traceback on standard error:
    the signal's status stands."""
    monkeypatch.setattr(process, "_pending", [])
    monkeypatch.setattr(sys, "unraisablehook", process._unraisable)

    class Thing:
        pass

    def work() -> int:
        thing = Thing()
        _watch = weakref.ref(thing, lambda _: process._interrupt(signal.SIGINT, None))
        del thing  # the callback runs, and its raise goes to sys.unraisablehook
        return process.OK

    assert process._answering_signals(work) == process.INTERRUPTED
    err = capsys.readouterr().err
    assert "interrupted" in err and "Traceback" not in err and "ignored" not in err
    assert process._pending == []
    # Answered once: a second signal, while the sentence is said, is not answered again.
    assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN and signal.getsignal(signal.SIGTERM) is signal.SIG_IGN


@pytest.mark.usefixtures("handlers_kept")
def test_a_signal_wrapped_in_another_exception_is_the_signal_not_an_internal_error(monkeypatch, capsys):
    """Raised in a class's ``__set_name__`` (Python 3.11 wraps it in a RuntimeError): was status 70."""
    from gbmj_cli.cli.main import cli

    class Raising:
        def __set_name__(self, owner: type, name: str) -> None:
            process._terminate(signal.SIGTERM, None)

    monkeypatch.setattr(process, "_pending", [])
    monkeypatch.setattr(cli, "main", lambda *args, **kwargs: type("Made", (), {"x": Raising()}))
    assert process.run(["score", HAND]) == process.TERMINATED
    err = capsys.readouterr().err
    assert "terminated" in err and "internal" not in err


def test_sigterm_to_the_parent_stops_the_workers_quietly_with_143(big_file):
    run = subprocess.Popen([*GBMJ, "batch", str(big_file), "--jobs", "2"], stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE)  # fmt: skip
    started = time.monotonic()
    while len(_children(run.pid)) < 2 and time.monotonic() - started < 20:
        time.sleep(0.02)
    run.send_signal(signal.SIGTERM)
    err = run.stderr.read()
    assert run.wait(timeout=20) == process.TERMINATED
    assert err == b"gbmj batch: terminated\n"
    time.sleep(0.3)
    assert _survivors(str(big_file)) == []


# --- 6. the small ones ---------------------------------------------------------------------------------------


def test_deep_json_is_an_input_error_whatever_the_jobs():
    deep = '{"hand": ' + "[" * 1000 + "]" * 1000 + "}"
    kinds = []
    for jobs in ("1", "2"):
        done = gbmj("batch", "--jobs", jobs, "--chunk-size", "1", input=(f"{HAND}\n{deep}\n{HAND}\n").encode())
        kinds.append([json.loads(line).get("kind") for line in done.stdout.decode().splitlines()])
    assert kinds[0] == kinds[1] == [None, "input", None]


@pytest.mark.parametrize("columns", ["²", "10000000", "-3", "abc"])
def test_a_strange_columns_is_no_crash_and_no_wait(columns):
    started = time.monotonic()
    done = gbmj("fans", "--format", "table", env={**os.environ, "COLUMNS": columns})
    assert done.returncode == 0 and b"Traceback" not in done.stderr
    assert time.monotonic() - started < 20
    assert max(len(line) for line in done.stdout.decode().splitlines()) <= 1000


@pytest.mark.parametrize("args", [["score", HAND, "--format", "json"], ["score", HAND, "--format", "csv"],
                                  ["batch", "--format", "csv"], ["fans", "7", "--format", "json"]])  # fmt: skip
def test_machine_formats_are_utf8_whatever_the_locale(args):
    done = gbmj(*args, input=f"{HAND}\n".encode(), env={**os.environ, "PYTHONIOENCODING": "latin-1"})
    assert done.returncode == 0 and b"Traceback" not in done.stderr
    text = done.stdout.decode("utf-8")
    assert args[0] == "batch" or "门前清" in text or "十三幺" in text


def test_comments_are_skipped_whatever_their_encoding_length_or_byte_order_mark():
    lines = [HAND.encode(), "# café".encode("latin-1"), b"#" + b"x" * 70_000, "\ufeff# a note".encode(), HAND.encode()]
    done = gbmj("batch", "--jobs", "1", input=b"\n".join(lines) + b"\n")
    records = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert done.returncode == 0 and [r["line"] for r in records] == [1, 5]


@pytest.mark.parametrize(
    "args",
    [
        ["score", "[EEE1][123m]456p789s1p1x", "--format", "json"],  # an error with its caret
        ["replay", "-", "--format", "json"],  # a sentence that the input is no log
    ],
)
def test_with_standard_error_closed_its_sentences_are_not_written_to_standard_output(args):
    run = subprocess.run(
        [*GBMJ, *args], input=b"no log\n", stdout=subprocess.PIPE, preexec_fn=lambda: os.close(2), timeout=60
    )
    assert run.returncode == 1
    assert b"Error" not in run.stdout
    json.loads(run.stdout or b"null")
