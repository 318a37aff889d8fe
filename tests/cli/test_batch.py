"""``gbmj batch``: every hand line gives one record, in input order, whatever the format and jobs."""

import csv
import io
import json
import os
import random
import subprocess
import sys

import pytest
from click.testing import CliRunner

from gbmj_cli.batch.summary import ScoreSummary
from gbmj_cli.cli.commands.batch import batch
from gbmj_cli.records.formats import CSV_COLUMNS

from handgen import flags, generate, notation

BATCH = [sys.executable, "-m", "gbmj_cli", "batch"]
HAND = "[EEE1][123m]456p789s1p1p"

# One bad line of each kind (docs/output.md, "Error record"), as bytes.
BAD = {
    "parse": b"123m456",
    "tiles": b"11111m456p789s11p2p",
    "not-winning": b"123m456p789s11p23p9s",
    "context": HAND.encode() + b" --kong-draw",
    "usage": HAND.encode() + b" --seat Q",
    "input": b"123m\xff456p789s11p22p2p",
}


def good_lines(n: int, seed: int = 5) -> list[bytes]:
    return [(notation(g) + " " + " ".join(flags(g))).encode() for g in generate(n, seed)]


def mixed_file(tmp_path, n_good: int = 150, seed: int = 11) -> tuple:
    """A shuffled file of good hands, bad lines of every kind, blanks and comments.

    Returns the path and, per line number, the expected kind (None for a scored hand), skipping
    the blank and comment lines.
    """
    rng = random.Random(seed)
    items = [(line, None) for line in good_lines(n_good)]
    items += [(line, kind) for kind, line in BAD.items()] * 3
    items += [(b"1" * (1 << 20), "input")]  # a line of one megabyte
    items += [(b"", "skip"), (b"   ", "skip"), (b"# a comment", "skip"), (b"  # another", "skip")] * 5
    rng.shuffle(items)
    path = tmp_path / "hands.txt"
    path.write_bytes(b"\n".join(line for line, _ in items) + b"\n")
    expected = {i: kind for i, (_, kind) in enumerate(items, start=1) if kind != "skip"}
    return path, expected


def run(*args, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(BATCH + [str(a) for a in args], input=stdin, capture_output=True, timeout=120)


def ndjson(out: bytes) -> list[dict]:
    return [json.loads(line) for line in out.decode("utf-8").splitlines()]


@pytest.fixture(scope="module")
def mixed(tmp_path_factory):
    return mixed_file(tmp_path_factory.mktemp("mixed"))


@pytest.fixture(scope="module")
def mixed_records(mixed):
    path, _ = mixed
    done = run(path, "--jobs", "1", "--format", "ndjson")
    assert done.returncode == 1, done.stderr
    return ndjson(done.stdout)


@pytest.mark.slow
def test_one_record_per_hand_line_in_order(mixed, mixed_records):
    _, expected = mixed
    assert len(mixed_records) == len(expected)
    assert [r["line"] for r in mixed_records] == sorted(expected)
    for record in mixed_records:
        assert record.get("kind") == expected[record["line"]], record


@pytest.mark.slow
def test_order_is_kept_with_two_jobs(mixed, mixed_records):
    path, _ = mixed
    done = run(path, "--jobs", "2", "--chunk-size", "7", "--format", "ndjson")
    assert done.returncode == 1
    assert ndjson(done.stdout) == mixed_records
    assert b"Traceback" not in done.stderr


@pytest.mark.slow
def test_a_big_shuffled_file_with_all_cores_matches_one_process(tmp_path):
    rows = good_lines(1500, seed=3)
    random.Random(4).shuffle(rows)
    path = tmp_path / "shuffled.txt"
    path.write_bytes(b"\n".join(rows) + b"\n")
    one = run(path, "--jobs", "1")
    many = run(path, "--jobs", "2", "--chunk-size", "64")
    assert one.returncode == many.returncode == 0
    assert one.stdout == many.stdout
    records = ndjson(many.stdout)
    assert [r["line"] for r in records] == list(range(1, 1501))
    assert [r["input"] for r in records] == [row.decode() for row in rows]


@pytest.mark.slow
def test_every_error_kind_has_its_record(mixed_records):
    kinds = {r["kind"] for r in mixed_records if "error" in r}
    assert kinds == set(BAD)
    big = [r for r in mixed_records if r.get("kind") == "input" and "bytes long" in r["error"]]
    assert len(big) == 1 and len(big[0]["input"]) < 200
    bad_utf8 = [r for r in mixed_records if r.get("kind") == "input" and "UTF-8" in r["error"]]
    assert len(bad_utf8) == 3 and all(r["input"].startswith("123m\ufffd") for r in bad_utf8)


@pytest.mark.slow
def test_csv_parses_back(mixed, mixed_records):
    path, _ = mixed
    done = run(path, "--format", "csv", "--jobs", "2", "--chunk-size", "16")
    assert done.returncode == 1
    rows = list(csv.DictReader(io.StringIO(done.stdout.decode("utf-8"))))
    assert list(rows[0]) == list(CSV_COLUMNS)
    assert len(rows) == len(mixed_records)
    for row, record in zip(rows, mixed_records, strict=True):
        assert int(row["line"]) == record["line"]
        if "error" in record:
            assert row["error"] == f"{record['kind']}: {record['error']}"
            assert row["fan_total"] == row["total"] == row["fans"] == ""
        else:
            assert row["error"] == ""
            assert row["hand"] == record["hand"]
            assert int(row["fan_total"]) == record["fan_total"]
            assert int(row["flowers"]) == record["flowers"]
            assert int(row["total"]) == record["total"]
            assert row["meets_minimum"] == ("true" if record["meets_minimum"] else "false")
            assert row["fans"] == " ".join(f"{f['id']}x{f['count']}" for f in record["fans"])


@pytest.mark.slow
def test_json_parses_back(mixed, mixed_records):
    path, _ = mixed
    done = run(path, "--format", "json", "--jobs", "2", "--chunk-size", "16")
    assert done.returncode == 1
    assert json.loads(done.stdout) == mixed_records


@pytest.mark.slow
def test_the_summary_matches_the_records(mixed, mixed_records):
    path, _ = mixed
    expected = ScoreSummary()
    for record in mixed_records:
        expected.add_record(record)
    if any(r.get("error", "").startswith("the line is not valid UTF-8") for r in mixed_records):
        expected.not_utf8_files.append(str(path))  # named once, whatever its number of such lines
    scored = [r for r in mixed_records if "error" not in r]

    done = run(path, "--summary-only", "--format", "json")
    assert done.returncode == 1 and done.stderr == b""
    data = json.loads(done.stdout)
    assert data == json.loads(json.dumps(expected.as_dict(), ensure_ascii=False))
    assert data["records"] == len(mixed_records)
    assert data["scored"] == len(scored)
    assert data["rejected"] == len(mixed_records) - len(scored)
    assert data["below_minimum"] == sum(1 for r in scored if not r["meets_minimum"])
    assert data["mean_total"] == pytest.approx(sum(r["total"] for r in scored) / len(scored))
    assert data["max_total"] == max(r["total"] for r in scored)
    counts = {}
    for record in scored:
        for fan in record["fans"]:
            counts[fan["id"]] = counts.get(fan["id"], 0) + 1
    top = sorted(counts.items(), key=lambda item: (-item[1], item[0]))[:10]
    assert [(f["id"], f["hands"]) for f in data["top_fans"]] == top

    rows = list(csv.DictReader(io.StringIO(run(path, "--summary-only", "--format", "csv").stdout.decode())))
    values = {row["stat"]: row["value"] for row in rows if row["stat"] != "fan"}
    assert int(values["scored"]) == data["scored"] and int(values["rejected"]) == data["rejected"]
    assert [(int(r["id"]), int(r["hands"] if "hands" in r else r["value"])) for r in rows if r["stat"] == "fan"] == top

    line = run(path, "--summary-only", "--format", "ndjson").stdout.decode()
    assert line.count("\n") == 1 and json.loads(line) == data

    stderr = run(path, "--format", "ndjson").stderr.decode()
    assert f"{data['scored']} hands scored, {data['rejected']} rejected" in stderr
    assert f"mean total {data['mean_total']:.2f}, maximum total {data['max_total']}" in stderr


@pytest.mark.slow
def test_exit_status_is_zero_when_every_line_scored(tmp_path):
    path = tmp_path / "good.txt"
    path.write_bytes(b"\n".join(good_lines(20)) + b"\n")
    done = run(path)
    assert done.returncode == 0 and len(ndjson(done.stdout)) == 20


def test_per_line_flags_override_the_batch_defaults():
    text = "\n".join([HAND, HAND + " --discard", HAND + " --no-last-tile", HAND + " --seat W", ""])
    result = CliRunner().invoke(batch, ["--self-drawn", "--last-tile", "--seat", "s", "--format", "ndjson"], input=text)
    assert result.exit_code == 0, result.output
    contexts = [r["context"] for r in ndjson(result.stdout_bytes)]
    assert [c["self_drawn"] for c in contexts] == [True, False, True, True]
    assert [c["last_tile"] for c in contexts] == [True, True, False, True]
    assert [c["seat"] for c in contexts] == ["S", "S", "S", "W"]


def test_batch_defaults_apply_to_json_lines_too():
    text = f'{{"hand": "{HAND}"}}\n{{"hand": "{HAND}", "self_drawn": false}}\n'
    result = CliRunner().invoke(batch, ["-z", "--rules", "mil", "--format", "ndjson"], input=text)
    records = ndjson(result.stdout_bytes)
    assert [r["context"]["self_drawn"] for r in records] == [True, False]
    assert {r["rules"] for r in records} == {"mil"}


def test_bom_crlf_comments_and_blanks():
    text = b"\xef\xbb\xbf# scores of the evening\r\n\r\n" + HAND.encode() + b" -z\r\n   \r\n# end\r\n123m456\r\n"
    result = CliRunner().invoke(batch, ["--format", "ndjson"], input=text)
    assert result.exit_code == 1
    records = ndjson(result.stdout_bytes)
    assert [r["line"] for r in records] == [3, 6]
    assert records[0]["input"] == HAND + " -z" and records[0]["context"]["self_drawn"] is True
    assert records[1]["input"] == "123m456" and records[1]["kind"] == "parse"


def test_bom_on_a_hand_line():
    result = CliRunner().invoke(batch, ["--format", "ndjson"], input=b"\xef\xbb\xbf" + HAND.encode() + b"\n")
    assert result.exit_code == 0
    assert ndjson(result.stdout_bytes)[0]["input"] == HAND


def test_unicode_line_separators_stay_inside_their_ndjson_line():
    # JSON leaves U+0085, U+2028 and U+2029 as they are; str.splitlines() would cut a record there.
    lines = ["123m\u2028456", "12\x853m", "123m456p789s11p22p2p --seat \u2029"]
    text = ("\n".join(lines) + "\n").encode()
    for fmt in ("ndjson", "json"):
        out = CliRunner().invoke(batch, ["--format", fmt], input=text).stdout_bytes.decode("utf-8")
        assert "\u2028" not in out and "\x85" not in out and "\u2029" not in out
    records = ndjson(CliRunner().invoke(batch, ["--format", "ndjson"], input=text).stdout_bytes)
    assert [r["line"] for r in records] == [1, 2, 3]
    assert [r["input"] for r in records] == lines


def test_empty_input():
    for fmt, expected in (("ndjson", b""), ("json", b"[]\n"), ("csv", (",".join(CSV_COLUMNS) + "\n").encode())):
        result = CliRunner().invoke(batch, ["--format", fmt], input=b"")
        assert result.exit_code == 0 and result.stdout_bytes == expected
    result = CliRunner().invoke(batch, ["--summary-only", "--format", "json"], input=b"# nothing\n")
    assert json.loads(result.stdout)["records"] == 0 and json.loads(result.stdout)["mean_total"] is None


def test_table_format_has_one_row_per_hand_then_the_summary():
    text = "\n".join([HAND + " -z --seat S --flowers 2", "123m456", "111m222p333s444s9s9s --self-drawn"])
    result = CliRunner().invoke(batch, ["--format", "table"], input=text)
    assert result.exit_code == 1
    out = result.stdout
    assert "[EEE1][123m]" in out and "parse: digits" in out and "四暗刻" in out
    assert out.index("111m") < out.index("hands scored") and "Most frequent fans" in out
    assert result.stderr == ""


def test_table_rows_keep_whole_fan_names_and_hands_and_show_control_characters_as_escapes():
    text = "{1111m}222p333s444s9s9s\n{4444p}[1111m3][2222m3]{8888m}SS -z\n\x1b[31m123m\n"
    result = CliRunner().invoke(batch, ["--format", "table"], input=text, env={"COLUMNS": "80"})
    assert result.exit_code == 1
    out = result.stdout
    assert "三色三节高" in out and "{8888m}" in out and "…" not in out  # nothing cut short
    assert "\x1b" not in out and "\\x1b[31m123m" in out  # the rejected line, escaped


def test_no_summary_after_a_table_either():
    result = CliRunner().invoke(batch, ["--format", "table", "--no-summary"], input=HAND + "\n")
    assert result.exit_code == 0 and "[EEE1][123m]" in result.stdout
    assert "hands scored" not in result.stdout and result.stderr == ""


def test_summary_only_writes_no_records():
    result = CliRunner().invoke(batch, ["--summary-only", "--format", "ndjson"], input=HAND + "\n")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["scored"] == 1 and result.stdout.count("\n") == 1


def test_command_line_usage_errors_exit_2(tmp_path):
    runner = CliRunner()
    assert runner.invoke(batch, ["--flowers", "9"], input="").exit_code == 2
    assert runner.invoke(batch, ["--seat", "Q"], input="").exit_code == 2
    assert runner.invoke(batch, ["--jobs", "0"], input="").exit_code == 2
    assert runner.invoke(batch, [str(tmp_path / "missing.txt")]).exit_code == 2


@pytest.mark.slow
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_closed_pipe_ends_quietly(tmp_path, jobs):
    path = tmp_path / "many.txt"
    path.write_bytes(b"\n".join(good_lines(3000, seed=8)) + b"\n")  # about 3 MB of records
    producer = subprocess.Popen([*BATCH, str(path), "--jobs", jobs], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    head = subprocess.run(["head", "-1"], stdin=producer.stdout, capture_output=True, timeout=60)
    producer.stdout.close()
    err = producer.stderr.read()
    status = producer.wait(timeout=60)
    assert json.loads(head.stdout)["line"] == 1
    assert b"Traceback" not in err and b"BrokenPipe" not in err and b"Exception" not in err, err
    assert err == b""
    assert status == 141


@pytest.mark.slow
@pytest.mark.parametrize("extra", [[], ["--summary-only"]])
def test_a_closed_pipe_after_a_table_ends_quietly_too(tmp_path, extra):
    path = tmp_path / "some.txt"
    path.write_bytes(b"\n".join(good_lines(50, seed=8)) + b"\n")
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader has gone before the first write
    try:
        producer = subprocess.Popen(
            [*BATCH, str(path), "--format", "table", *extra],
            stdout=write_end,
            stderr=subprocess.PIPE,
            env={**os.environ, "COLUMNS": "80"},
        )
    finally:
        os.close(write_end)
    err = producer.stderr.read()
    assert err == b""
    assert producer.wait(timeout=60) == 141  # not Rich's own status 1, which would mean a rejected line


@pytest.mark.slow
def test_the_group_has_the_batch_command():
    done = subprocess.run(
        [sys.executable, "-m", "gbmj_cli", "batch", "--format", "ndjson"],
        input=HAND.encode() + b"\n",
        capture_output=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert ndjson(done.stdout)[0]["hand"] == "[EEE1][123m]789s1456p1p"


@pytest.mark.slow
def test_ctrl_c_stops_the_workers_cleanly(tmp_path):
    import os
    import signal
    import time

    path = tmp_path / "long.txt"
    path.write_bytes(b"\n".join(good_lines(400, seed=9) * 50) + b"\n")  # 20,000 lines: seconds of work
    # A shell without job control starts background commands with SIGINT ignored, and Python keeps
    # it so (as nohup intends); a terminal's Ctrl-C reaches a program with the default disposition.
    producer = subprocess.Popen(
        [*BATCH, str(path), "--jobs", "2", "--chunk-size", "64"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert producer.stdout.readline().startswith(b'{"line":1,')  # the workers are busy
    time.sleep(0.3)
    os.killpg(producer.pid, signal.SIGINT)  # as Ctrl-C does: the whole process group
    out = producer.stdout.read()  # (the same buffered reader as readline above: nothing lost)
    err = producer.stderr.read()
    assert producer.wait(timeout=30) == 130
    assert err == b"gbmj batch: interrupted\n"
    records = [json.loads(line) for line in out.splitlines()[:-1]]  # the last may be cut short
    assert [r["line"] for r in records] == list(range(2, len(records) + 2))
    time.sleep(0.2)
    left = subprocess.run(["pgrep", "-s", str(producer.pid)], capture_output=True, text=True).stdout.split()
    assert left == []


@pytest.mark.slow
def test_a_pipe_is_answered_before_it_ends():
    producer = subprocess.Popen(
        [*BATCH, "--jobs", "2"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    for number in (1, 2):
        producer.stdin.write(HAND.encode() + b" -z\n")
        producer.stdin.flush()
        assert json.loads(producer.stdout.readline())["line"] == number  # no wait for a full chunk
    producer.stdin.write(b"\n".join([HAND.encode()] * 2000) + b"\n123m\n")
    producer.stdin.close()
    records = ndjson(producer.stdout.read())
    assert [r["line"] for r in records] == list(range(3, 2004))
    assert producer.wait(timeout=60) == 1


@pytest.mark.slow
def test_full_chunks_are_answered_when_the_pipe_pauses():
    # The input stops right after a whole number of chunks: those are not held back for more input.
    producer = subprocess.Popen(
        [*BATCH, "--jobs", "2", "--chunk-size", "4"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    import threading

    numbers: list = []

    def read() -> None:
        while len(numbers) < 16:
            numbers.append(json.loads(producer.stdout.readline())["line"])

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    producer.stdin.write((HAND.encode() + b"\n") * 16)
    producer.stdin.flush()
    reader.join(timeout=30)  # the input stays open meanwhile
    seen = list(numbers)
    producer.stdin.close()
    assert producer.wait(timeout=60) == 0
    assert seen == list(range(1, 17))


@pytest.mark.slow
@pytest.mark.parametrize("unbuffered", ["", "1"])
def test_a_non_blocking_pipe_loses_nothing(tmp_path, unbuffered):
    # A raw (PYTHONUNBUFFERED) or non-blocking standard output takes part of a write, or none of it.
    import fcntl
    import time

    path = tmp_path / "many.txt"
    path.write_bytes(b"\n".join(good_lines(1500, seed=6)) + b"\n")
    read_end, write_end = os.pipe()
    fcntl.fcntl(write_end, fcntl.F_SETFL, fcntl.fcntl(write_end, fcntl.F_GETFL) | os.O_NONBLOCK)
    env = {key: value for key, value in os.environ.items() if key != "PYTHONUNBUFFERED"}
    if unbuffered:
        env["PYTHONUNBUFFERED"] = unbuffered
    try:
        producer = subprocess.Popen(
            [*BATCH, str(path), "--jobs", "2", "--chunk-size", "100"], stdout=write_end, stderr=subprocess.PIPE, env=env
        )
    finally:
        os.close(write_end)
    data = b""
    with os.fdopen(read_end, "rb", buffering=0) as reader:
        while chunk := reader.read(1 << 14):
            data += chunk
            time.sleep(0.001)  # a slow reader: the pipe fills up
    assert producer.wait(timeout=60) == 0 and b"Traceback" not in producer.stderr.read()
    assert [r["line"] for r in ndjson(data)] == list(range(1, 1501))


@pytest.mark.slow
def test_a_non_blocking_standard_input_is_waited_for():
    import fcntl
    import time

    read_end, write_end = os.pipe()
    fcntl.fcntl(read_end, fcntl.F_SETFL, fcntl.fcntl(read_end, fcntl.F_GETFL) | os.O_NONBLOCK)
    try:
        producer = subprocess.Popen(
            [*BATCH, "--jobs", "2", "--chunk-size", "30"],
            stdin=read_end,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
    finally:
        os.close(read_end)
    with os.fdopen(write_end, "wb", buffering=0) as writer:
        for _ in range(4):
            time.sleep(0.1)  # nothing to read meanwhile
            writer.write((HAND.encode() + b"\n") * 50)
    out, err = producer.communicate(timeout=60)
    assert producer.returncode == 0 and b"Traceback" not in err
    assert [r["line"] for r in ndjson(out)] == list(range(1, 201))


def _stderr_on_a_terminal(args: list[str], stdout, columns: str) -> bytes:
    """Run gbmj batch with standard error (and maybe standard output) on a pseudo-terminal; return what it showed."""
    import pty

    master, slave = pty.openpty()
    try:
        producer = subprocess.Popen(
            BATCH + args,
            stdout=slave if stdout is None else stdout,
            stderr=slave,
            stdin=subprocess.DEVNULL,
            env={**os.environ, "COLUMNS": columns},
        )
        os.close(slave)
        slave = None
        seen = b""
        while True:
            try:
                data = os.read(master, 65536)
            except OSError:  # EIO: the process has ended and closed the terminal
                break
            if not data:
                break
            seen += data
        assert producer.wait(timeout=60) == 0
    finally:
        os.close(master)
        if slave is not None:
            os.close(slave)
    return seen


@pytest.mark.slow
def test_a_progress_bar_only_on_a_terminal(tmp_path):
    path = tmp_path / "progress.txt"
    path.write_bytes(b"\n".join(good_lines(1200, seed=2)) + b"\n")
    out_path = tmp_path / "out.ndjson"
    with open(out_path, "wb") as out:  # a file, not a pipe: nothing to drain while the pty is read
        seen = _stderr_on_a_terminal([str(path), "--jobs", "1", "--chunk-size", "100"], out, "100")
    assert len(ndjson(out_path.read_bytes())) == 1200  # records untouched by the bar
    assert b"scoring" in seen and b"hands scored" in seen
    assert b"hands/s" in seen and b"ETA" in seen


@pytest.mark.slow
def test_records_on_a_terminal_under_the_progress_bar_are_not_wrapped(tmp_path):
    import re

    path = tmp_path / "progress.txt"
    path.write_bytes(b"\n".join(good_lines(600, seed=2)) + b"\n")
    seen = _stderr_on_a_terminal([str(path), "--jobs", "1", "--chunk-size", "100", "--format", "ndjson"], None, "60")
    text = re.sub(r"\x1b\[[0-9;?]*[a-zA-Z]", "", seen.decode("utf-8")).replace("\r\n", "\n")
    records = [json.loads(line[line.index('{"line":') :]) for line in text.split("\n") if '{"line":' in line]
    assert [r["line"] for r in records] == list(range(1, 601))  # each record whole, on one line


WAITING = [
    "1112345678999p",  # nine waits
    "123m456p789s11p22p",  # two waits
    "1357m2468p1357sE",  # not ready
    "[EEE1]456p789s1p1p2p2p --seat S",
    '{"hand": "123m456p789s11p22p", "seat": "W"}',
    "123m",  # wrong count
    "1112345678999p --kong-draw",  # no kong
]


def test_waits_mode_gives_the_waits_records():
    from gbmj_cli.analysis.tenpai import analyse_waits
    from gbmj_cli.hands.context import WinContext
    from gbmj_cli.hands.notation import parse_waiting_hand
    from gbmj_cli.records.analysis import waits_record

    text = "\n".join(["# waiting hands", *WAITING]) + "\n"
    result = CliRunner().invoke(batch, ["--waits", "--format", "ndjson", "--seat", "S"], input=text)
    assert result.exit_code == 1
    records = ndjson(result.stdout_bytes)
    assert [r["line"] for r in records] == list(range(2, 2 + len(WAITING)))
    expected = waits_record(
        analyse_waits(parse_waiting_hand("1112345678999p"), WinContext(seat="S")), "1112345678999p", 2
    )
    assert records[0] == expected
    assert len(records[0]["waits"]) == 9 and records[2]["tenpai"] is False
    assert records[4]["context"]["seat"] == "W"
    assert [r.get("kind") for r in records] == [None, None, None, None, None, "tiles", "context"]


@pytest.mark.slow
def test_waits_mode_csv_summary_and_jobs():
    text = "\n".join(WAITING * 20) + "\n"
    one = CliRunner().invoke(batch, ["--waits", "--format", "csv", "--jobs", "1"], input=text)
    two = CliRunner().invoke(batch, ["--waits", "--format", "csv", "--jobs", "2", "--chunk-size", "3"], input=text)
    assert one.stdout == two.stdout
    rows = list(csv.DictReader(io.StringIO(one.stdout)))
    first = [row for row in rows if row["line"] == "1"]
    assert [row["tile"] for row in first] == [f"{n}p" for n in range(1, 10)]
    assert first[8]["discard_total"] == "106" and first[8]["self_drawn_meets_minimum"] == "true"
    assert next(row for row in rows if row["line"] == "3")["shanten"] != "0"
    summary = json.loads(
        CliRunner().invoke(batch, ["--waits", "--summary-only", "--format", "json"], input=text).stdout
    )
    assert summary["records"] == 140 and summary["rejected"] == 40 and summary["analysed"] == 100
    assert summary["tenpai"] == 80 and summary["not_tenpai"] == 20
    assert summary["max_waits"] == 9 and summary["top_waits"][0] == {"tile": "1p", "hands": 80}


def test_piped_table_is_80_columns_whatever_the_terminal(monkeypatch):
    monkeypatch.setattr(os, "get_terminal_size", lambda *args: os.terminal_size((150, 50)))
    monkeypatch.delenv("COLUMNS", raising=False)
    text = "".join(line + "\n" for line in [HAND] * 3)
    result = CliRunner().invoke(batch, ["--format", "table", "--no-summary"], input=text)
    assert result.exit_code == 0, result.output
    assert max(len(line) for line in result.stdout.splitlines()) <= 80
