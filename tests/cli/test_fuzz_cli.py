"""Fuzzed command lines for every command: whatever the arguments, gbmj answers with a documented exit
status, never a traceback, and an error as exactly one ``Error:`` sentence.

The arguments are drawn from each command's real options (taken from the command registry, so a new
option is fuzzed as soon as it exists), with values that are valid, nearly valid or hostile: huge and
negative numbers, choices in odd case, control and bidi characters, paths that do not exist. Each run
goes through ``gbmj_cli.cli.process.run``, the console entry's own handling of every way a run ends.
``GBMJ_FUZZ_EXAMPLES=5000`` fuzzes longer.
"""

import os
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gbmj_cli.cli import process
from gbmj_cli.cli.main import cli

from clirun import PLAIN

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTED = {process.OK, process.REJECTED, process.USAGE, process.CLAIM_DIFFERS}
COMMANDS = cli.list_commands(click.Context(cli))
ERROR = ("Error:", "错误：")  # the sentence's prefix in English and in Chinese (--lang zh)
NOT_SETTLED = ("the ledger was not settled.\n", "记分表没有结算。\n")  # the last line of a rejected ledger
EXAMPLES = int(os.environ.get("GBMJ_FUZZ_EXAMPLES", "60"))  # per command; a few seconds in all by default

HANDS = [
    "[EEE1][123m]456p789s1p1p",
    "1112345678999p9p",
    "2344567899m456s",
    "123m456m789s234p5p5p",
    "[EEE,1][123m]456p789s1p1p|ES1000|2",
    "W1 W2 W3 W4 W5 W6 W7 W8 W9 T2 T3 T4 F1 F1",
    "123m456",
    "19m19s19pESWNCFP",
]
HOSTILE = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)) | st.sampled_from("\x1b\x9b\u202e\x00\n[]{},|-="),
    max_size=30,
)
NUMBERS = st.one_of(
    st.integers(-5, 200).map(str),
    st.sampled_from(["0", "-1", "1e300", "9" * 25, "9" * 4300, "0x10", "²", "nan", ""]),
)
PATHS = st.sampled_from(
    [
        str(ROOT / "examples" / "hands.txt"),
        str(ROOT / "examples" / "session-table3.txt"),
        str(ROOT / "tests" / "data" / "rules" / "chain-middle.toml"),
        str(ROOT / "tests"),
        str(ROOT / "does-not-exist.txt"),
        "-",
    ]
)


def _value(param: click.Parameter) -> st.SearchStrategy[str]:
    """Values for one option: its own kind of value, and the hostile ones."""
    kind = param.type
    if isinstance(kind, click.Choice):
        own: st.SearchStrategy[str] = st.sampled_from([str(c) for c in kind.choices]).flatmap(
            lambda c: st.sampled_from([c, c.upper(), c.title()])
        )
    elif isinstance(kind, (click.types.IntParamType, click.types.FloatParamType)):
        own = NUMBERS
    elif isinstance(kind, click.Path):
        own = PATHS
    else:
        own = st.sampled_from(HANDS) | st.sampled_from(["S", "N", "mil", "1998", "greenbook", "1m", "C"])
    return st.one_of(own, own, HOSTILE)


def _words(command: click.Command) -> st.SearchStrategy[list[str]]:
    """One option (with a value if it takes one), a hand or a stray word."""
    choices: list[st.SearchStrategy[list[str]]] = [
        st.sampled_from(HANDS).map(lambda h: [h]),
        HOSTILE.map(lambda w: [w]),
        PATHS.map(lambda p: [p]),
    ]
    for param in command.params:
        if not isinstance(param, click.Option) or param.hidden:
            continue
        names = st.sampled_from(param.opts + param.secondary_opts)
        if param.is_flag or param.count:
            choices.append(names.map(lambda n: [n]))
        else:
            choices.append(st.tuples(names, _value(param)).map(list))
            choices.append(st.tuples(names, _value(param)).map(lambda nv: [f"{nv[0]}={nv[1]}"]))
    return st.lists(st.one_of(choices), max_size=6).map(lambda parts: [w for part in parts for w in part])


def _run(args: list[str], stdin: str) -> tuple[int, str, str]:
    """Run ``gbmj ARGS`` in this process as the console entry does: the status, standard output and error."""
    runner = CliRunner()
    with runner.isolation(input=stdin, env=PLAIN) as (out, err, _both):
        status = process.run(args)
        return status, out.getvalue().decode("utf-8", "replace"), err.getvalue().decode("utf-8", "replace")


@pytest.mark.slow
@pytest.mark.parametrize("name", COMMANDS)
def test_fuzzed_command_lines(name: str) -> None:
    command = cli.get_command(click.Context(cli), name)
    assert command is not None

    @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(words=_words(command), stdin=st.sampled_from(["", HANDS[0] + "\n", "\x1b]0;x\a\n"]))
    def check(words: list[str], stdin: str) -> None:
        status, stdout, stderr = _run([name, *words], stdin)
        assert status in DOCUMENTED, (words, status, stderr)
        assert "Traceback" not in stderr and "internal error" not in stderr, (words, stderr)
        errors = [line for line in stderr.splitlines() if line.startswith(ERROR)]
        if status == process.OK:
            assert errors == [], (words, stderr)
        elif name == "batch" and status == process.REJECTED and not errors:
            # Lines were rejected: their records say why, and the summary (unless --no-summary) counts them.
            said = stderr + stdout
            assert "rejected" in said or "拒绝" in said or "--no-summary" in words, (words, stderr)
        elif name in ("session", "chase") and stderr.endswith(NOT_SETTLED):
            # A ledger's errors, one line each (docs/session.md §9.1), then their count.
            shown = stderr.splitlines()[:-1]
            assert errors and all(line.startswith((*ERROR, "... and ", "……")) for line in shown), stderr
        else:
            assert len(errors) == 1, (words, stderr)
        for text in (stdout, stderr):  # the input's escapes reach no output raw
            assert "\x1b" not in text and "\u202e" not in text and "\x9b" not in text, (words, text)

    check()


@pytest.mark.parametrize(
    "args",
    [["batch", "a\x00b"], ["session", "a\x00b"], ["score", HANDS[1], "--rules-file", "a\x00b"]],
)
def test_file_name_with_nul(args: list[str]) -> None:
    """Found by the fuzz test: os.stat raised ValueError on such a name (an internal error, status 70)."""
    status, _stdout, stderr = _run(args, "")
    assert status == process.USAGE
    assert stderr.splitlines()[-1].endswith("a file name cannot hold a NUL character")


def test_rules_file_extending_a_name_with_nul(tmp_path: Path) -> None:
    rules = tmp_path / "nul.toml"
    rules.write_text('name = "nul"\nextends = "x\\u0000y.toml"\n')
    status, _stdout, stderr = _run(["score", HANDS[1], "--rules-file", str(rules)], "")
    assert status == process.REJECTED
    assert "a file name cannot hold a NUL character" in stderr and "Traceback" not in stderr
