"""The README and the examples say what the program does; the core stays free of click and rich."""

import ast
import re
import shlex
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

import gbmj_cli
from gbmj_cli.batch.line_flags import apply_words
from gbmj_cli.cli.main import cli
from gbmj_cli.hands.context import FLAGS, WinContext
from gbmj_cli.hands.notation import parse_hand
from gbmj_cli.scoring.catalog import Fan
from gbmj_cli.scoring.profiles import builtin
from gbmj_cli.scoring.score import score

from docs_examples import Example, run_console_block

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
README = (ROOT / "README.md").read_text(encoding="utf-8")
PACKAGE = Path(gbmj_cli.__file__).resolve().parent
# The command-line layer; everything else in the package is the core.
CLI_LAYER = {"cli", "__main__"}
PLAIN = {"COLUMNS": "80", "NO_COLOR": None, "FORCE_COLOR": None, "TTY_COMPATIBLE": None, "TTY_INTERACTIVE": None}


def fenced_blocks(language: str) -> list[str]:
    """The bodies of the README's ```language blocks (also indented ones, dedented)."""
    pattern = re.compile(rf"^([ \t]*)```{language}\n(.*?)^\1```", re.S | re.M)
    return [textwrap.dedent(m.group(2)) for m in pattern.finditer(README)]


def console_blocks() -> list[list[tuple[str, list[str]]]]:
    """Each console block as its `$ command` lines, with the output lines shown under each."""
    blocks = []
    for block in fenced_blocks("console"):
        examples: list[tuple[str, list[str]]] = []
        for line in block.splitlines():
            if line.startswith("$ "):
                examples.append((line[2:], []))
            else:
                examples[-1][1].append(line.rstrip())
        blocks.append(examples)
    return blocks


def console_examples() -> list[tuple[str, list[str]]]:
    return [example for block in console_blocks() for example in block]


def invoke(command: str):
    """Run a README command: ``gbmj ...``, after ``NAME=value`` settings of the environment if any
    (``LANG=zh_CN.UTF-8 gbmj score 123m``, ``COLUMNS=40 gbmj ...``)."""
    words = shlex.split(command)
    env = dict(PLAIN)
    while words and "=" in words[0] and words[0].split("=", 1)[0].isupper():
        name, _, value = words.pop(0).partition("=")
        env[name] = value
    assert words[0] == "gbmj", command
    return CliRunner().invoke(cli, words[1:], env=env)


def command_name(command: str) -> str:
    """The gbmj command of a README command line (``score`` for ``LANG=... gbmj score ...``)."""
    words = shlex.split(command)
    return words[words.index("gbmj") + 1]


def test_readme_has_console_examples():
    commands = [command for command, _ in console_examples()]
    assert len(commands) >= 8
    assert {"score", "waits", "fans"} <= {command_name(c) for c in commands if "gbmj" in shlex.split(c)}


@pytest.mark.parametrize("block", console_blocks(), ids=lambda block: block[-1][0])
def test_readme_console_example_prints_what_the_readme_shows(block, tmp_path, monkeypatch):
    """Run a console block as tests/docs_examples.py runs the pages of docs/, beside the examples."""
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    monkeypatch.chdir(tmp_path)
    examples = [Example(command, output) for command, output in block]
    for outcome in run_console_block(examples, tmp_path):
        assert outcome.printed == outcome.shown, outcome.command
        assert outcome.status in outcome.allowed, (outcome.command, outcome.printed)


def shell_gbmj_commands() -> list[str]:
    """The `gbmj ...` steps of the README's shell (set-up) commands."""
    commands = []
    for block in fenced_blocks("sh"):
        for line in block.splitlines():
            commands.extend(step.strip() for step in line.split("&&") if step.strip().startswith("gbmj "))
    return commands


def test_readme_setup_commands_are_the_two_documented_ones():
    lines = [line for block in fenced_blocks("sh") for line in block.splitlines() if line.startswith("python3 -m venv")]
    assert lines[0].startswith("python3 -m venv .venv && . .venv/bin/activate && pip install . && gbmj score ")
    assert (
        lines[1]
        == 'python3 -m venv .venv && . .venv/bin/activate && pip install -e ".[test]" && python -m pytest -n auto'
    )
    assert "C++ compiler" in README and "Python headers" in README
    assert "apt-get install python3 python3-venv" in README and "pipx install dist/" in README


@pytest.mark.parametrize("command", shell_gbmj_commands())
def test_readme_setup_command_scores_its_hand(command):
    result = invoke(command + " --format json")
    assert result.exit_code == 0, result.output
    assert '"total": 14' in result.stdout


def test_the_docs_document_every_flag_option_and_field():
    cli_page = (DOCS / "cli.md").read_text(encoding="utf-8")
    output_page = (DOCS / "output.md").read_text(encoding="utf-8")
    for flag in FLAGS:
        assert f"`{flag.option}" in cli_page, flag.option
        if flag.off:
            assert f"--{flag.off}" in cli_page, flag.off
    for option in ("--format", "--lang", "--ascii", "--unicode", "--version", "-z", "NO_COLOR"):
        assert option in cli_page, option
    for field in (
        "input",
        "hand",
        "rules",
        "context",
        "form",
        "decomposition",
        "fans",
        "excluded",
        "fan_total",
        "flowers",
        "total",
        "meets_minimum",
        "payments",
    ):
        assert f"| `{field}` |" in output_page, field


@pytest.mark.slow
def test_readme_library_example_is_examples_score_one():
    source = (ROOT / "examples" / "score_one.py").read_text(encoding="utf-8")
    assert any(block.strip() and block.strip() in source for block in fenced_blocks("python"))
    run = subprocess.run([sys.executable, str(ROOT / "examples" / "score_one.py")], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "花龙 Mixed Straight: 8 x 1" in run.stdout and "total 14 - legal win" in run.stdout


def test_the_notation_page_hands_parse():
    notation = (DOCS / "notation.md").read_text(encoding="utf-8")
    table = notation.split("| hand | what it is |", 1)[1].split("\n\n", 1)[0]
    hands = re.findall(r"^\| `([^`]+)` \|", table, re.M)
    assert len(hands) >= 5
    for hand in hands:
        assert score(parse_hand(hand), WinContext()).fan_total > 0, hand


# --- examples/hands.txt --------------------------------------------------------------------------


def example_lines() -> list[tuple[int, str, int]]:
    """(line number, line, fan named by the comment above it) for every hand of examples/hands.txt."""
    out, fan = [], None
    text = (ROOT / "examples" / "hands.txt").read_text(encoding="utf-8")
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("#"):
            named = re.search(r"\(fan (\d+)\)", stripped)
            fan = int(named.group(1)) if named else fan
        elif stripped:
            out.append((number, stripped, fan))
    return out


@pytest.mark.parametrize("number, line, fan", example_lines(), ids=lambda v: str(v) if isinstance(v, int) else None)
def test_example_hand_scores_with_the_fan_its_comment_names(number, line, fan):
    words = shlex.split(line)
    cut = next((i for i, w in enumerate(words) if w.startswith("-")), len(words))
    result = score(parse_hand("".join(words[:cut])), apply_words(words[cut:], WinContext()))
    assert fan in {f.fan for f in result.fans}, (number, line)


def test_examples_cover_the_big_fans_special_forms_kongs_flowers_and_win_flags():
    lines = example_lines()
    assert len(lines) >= 25
    named = {fan for _, _, fan in lines}
    assert {f for f in Fan if builtin("1998").points[f] in (88, 64, 48)} <= named
    assert {19, 20, 34, 35} <= named  # special forms
    assert {17, 53, 57, 82} <= named  # kongs
    assert {44, 45, 46, 47, 58, 81} <= named  # win flags and flowers


# --- the core never imports click or rich ---------------------------------------------------------


def core_modules() -> list[str]:
    names = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        if parts[0] in CLI_LAYER:
            continue
        names.append(".".join(("gbmj_cli", *parts)).removesuffix(".__init__"))
    return names


def test_core_modules_never_import_click_or_rich_even_lazily():
    assert "gbmj_cli.scoring.score" in core_modules() and "gbmj_cli.scoring.catalog" in core_modules()
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        if parts[0] in CLI_LAYER:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                assert top not in ("click", "rich"), (path, name)
                assert not name.startswith("gbmj_cli.cli"), (path, name)


@pytest.mark.slow
def test_core_modules_leave_click_and_rich_unimported():
    code = (
        "import sys\n"
        f"for name in {core_modules()!r}: __import__(name)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('click', 'rich')))\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "[]"


# --- the commands ------------------------------------------------------------------------------


def test_readme_and_group_help_list_every_command():
    table = README.split("| command | does |", 1)[1].split("\n\n", 1)[0]
    overview = CliRunner().invoke(cli, ["--help"], env=PLAIN).stdout.split("Options:", 1)[0]
    for name in cli.list_commands(None):
        assert f"| `gbmj {name}" in table, name
        assert f"gbmj {name} " in overview, name


@pytest.mark.parametrize("args", [[], *([name] for name in cli.list_commands(None))])
def test_every_command_has_help(args):
    result = CliRunner().invoke(cli, [*args, "--help"], env=PLAIN)
    assert result.exit_code == 0 and "Usage:" in result.stdout


@pytest.mark.slow
def test_python_dash_m_runs_the_cli():
    run = subprocess.run([sys.executable, "-m", "gbmj_cli", "--version"], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0 and run.stdout.strip() == f"gbmj {gbmj_cli.__version__}"
    run = subprocess.run(
        [sys.executable, "-m", "gbmj_cli", "score", "1112345678999p9p", "--format", "csv"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert run.returncode == 0 and run.stdout.splitlines()[1] == "4,九莲宝灯,Nine Gates,88,1,88,nine_gates,fan,,,,"
