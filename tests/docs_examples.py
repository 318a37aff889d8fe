"""What the documentation promises, as data the tests can check: the console examples of a Markdown
page, its relative links and their anchors, and the ``docs/`` pages and sections the code cites.

Console examples follow the README's convention: a ```console block holds ``$ `` lines, each
followed by exactly what it prints (standard output and standard error, as a terminal shows them).
``$ cat FILE`` shows a file that the next commands read: its lines are the file. ``$ gbmj ...``
runs in-process through Click's CliRunner, after ``NAME=value`` settings of the environment if any;
``< FILE`` feeds it a file shown earlier. ``$ echo $?`` shows the exit status of the command above
it; without one, a command must exit 0, 1 when it prints ``Error:``, 3 when a claim differs.
"""

import re
import shlex
import textwrap
from pathlib import Path
from typing import NamedTuple

from click.testing import CliRunner, Result

from gbmj_cli.cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"

PLAIN = {"COLUMNS": "80", "NO_COLOR": None, "FORCE_COLOR": None, "TTY_COMPATIBLE": None, "TTY_INTERACTIVE": None}
"""A pinned, colourless, non-terminal environment, 80 columns wide: what the examples were run in."""


# --- console examples --------------------------------------------------------------------------


class Example(NamedTuple):
    """One ``$`` line of a console block and the lines shown under it."""

    command: str
    output: list[str]


def fenced_blocks(text: str, language: str) -> list[str]:
    """The bodies of the ```language blocks of a page (indented ones dedented)."""
    pattern = re.compile(rf"^([ \t]*)```{language}\n(.*?)^\1```", re.S | re.M)
    return [textwrap.dedent(m.group(2)) for m in pattern.finditer(text)]


def console_blocks(text: str) -> list[list[Example]]:
    """Each console block of a page as its examples, in order."""
    blocks = []
    for body in fenced_blocks(text, "console"):
        examples: list[Example] = []
        for line in body.splitlines():
            if line.startswith("$ "):
                examples.append(Example(line[2:], []))
            else:
                examples[-1].output.append(line.rstrip())
        blocks.append(examples)
    return blocks


def command_words(command: str) -> tuple[dict[str, str | None], list[str], str | None]:
    """A ``gbmj`` command line as (its environment, the arguments after ``gbmj``, the file after ``<``)."""
    words = shlex.split(command)
    env = dict(PLAIN)
    while words and "=" in words[0] and words[0].split("=", 1)[0].isupper():
        name, _, value = words.pop(0).partition("=")
        env[name] = value
    stdin = None
    if len(words) >= 2 and words[-2] == "<":
        stdin = words.pop()
        words.pop()
    if not words or words[0] != "gbmj":
        raise ValueError(f"not a gbmj command: {command}")
    return env, words[1:], stdin


def invoke(command: str, directory: Path) -> Result:
    """Run one ``gbmj`` command line of an example; files are relative to ``directory``."""
    env, args, stdin = command_words(command)
    data = None if stdin is None else (directory / stdin).read_bytes()
    return CliRunner().invoke(cli, args, env=env, input=data, prog_name="gbmj")


def expected_statuses(example: Example, args: list[str]) -> set[int]:
    """The exit statuses a command may end with when no ``echo $?`` follows it."""
    if any(line.startswith(("Error:", "错误：")) for line in example.output):
        return {1}
    if args and args[0] == "batch":
        return {0, 1, 3}
    return {0, 3} if "--claim" in args else {0}


class Outcome(NamedTuple):
    """What running one example gave, against what the page shows."""

    command: str
    shown: list[str]
    printed: list[str]
    status: int
    allowed: set[int]


def run_console_block(block: list[Example], directory: Path) -> list[Outcome]:
    """Run a console block in ``directory`` (the current directory of its commands)."""
    outcomes: list[Outcome] = []
    for index, example in enumerate(block):
        if example.command.startswith("cat "):
            (directory / example.command.split()[1]).write_text("\n".join(example.output) + "\n", encoding="utf-8")
            continue
        if example.command == "echo $?":
            last = outcomes[-1]
            outcomes[-1] = last._replace(allowed={int(example.output[0])})
            continue
        _env, args, _stdin = command_words(example.command)
        result = invoke(example.command, directory)
        printed = [line.rstrip() for line in result.output.rstrip("\n").splitlines()]
        following = block[index + 1].command if index + 1 < len(block) else ""
        allowed = set() if following == "echo $?" else expected_statuses(example, args)
        outcomes.append(Outcome(example.command, example.output, printed, result.exit_code, allowed))
    return outcomes


# --- links and anchors -------------------------------------------------------------------------

_FENCE = re.compile(r"^([ \t]*)(```|~~~).*?^\1\2[ \t]*$", re.S | re.M)
_CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1", re.S)
_INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_REFERENCE_LINK = re.compile(r"^[ \t]{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+\"[^\"]*\")?\s*$", re.M)
_HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$", re.M)


def prose(text: str) -> str:
    """A page without its fenced blocks and code spans, where nothing is a link or a heading."""
    return _CODE_SPAN.sub("", _FENCE.sub("", text))


def link_targets(text: str) -> list[str]:
    """Every link target of a page (inline and reference links, images too), outside code."""
    body = prose(text)
    return [m.group(1) for m in _INLINE_LINK.finditer(body)] + [m.group(1) for m in _REFERENCE_LINK.finditer(body)]


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: its text in lower case, without punctuation, spaces as hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link's text
    text = re.sub(r"<[^>]+>", "", text).lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(text: str) -> set[str]:
    """The anchors of a page's headings (a repeated heading gets -1, -2, ...)."""
    seen: dict[str, int] = {}
    out = set()
    for match in _HEADING.finditer(_FENCE.sub("", text)):
        base = slug(match.group(1))
        count = seen.get(base, 0)
        seen[base] = count + 1
        out.add(base if count == 0 else f"{base}-{count}")
    return out


def broken_links(page: Path) -> list[str]:
    """The relative links of a page whose file, or whose #anchor in a Markdown file, does not exist."""
    text = page.read_text(encoding="utf-8")
    where = f"{page.parent.name}/{page.name}" if page.parent.name in ("docs", "benchmarks") else page.name
    broken = []
    for target in link_targets(text):
        if re.match(r"[a-z][a-z0-9+.-]*:", target, re.I):  # https:, mailto: ...
            continue
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            broken.append(f"{where}: {target}: no such file")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file.read_text(encoding="utf-8")):
            broken.append(f"{where}: {target}: no heading #{anchor} in {file.name}")
    return broken


# --- citations of docs/ pages ------------------------------------------------------------------

_SECTION = r"§\s*(\d+(?:\.\d+)*)"
_CITATION = re.compile(rf"docs/([\w-]+\.md)((?:\s*{_SECTION})?(?:\s*(?:,|-|–|and|to)\s*{_SECTION})*)")
_NUMBERED = re.compile(r"^(\d+(?:\.\d+)*)\.?(?:\s|$)")
CITING_FILES = ("README.md", "CONTRIBUTING.md")
CITING_FOLDERS = {
    "docs": (".md",),
    "gbmj_cli": (".py", ".toml"),
    "benchmarks": (".py", ".md", ".txt"),
    "examples": (".py", ".md", ".txt", ".csv", ".toml"),
    "tests": (".py", ".md", ".txt", ".toml", ".tsv"),
}
"""Where citations of ``docs/`` pages are looked for: these files, and in each folder the files of
these suffixes."""


def citations(text: str) -> list[tuple[str, str | None]]:
    """Every ``docs/<page>.md`` of a text, with each section cited after it (``§6``, ``§8.1, §9.4``,
    ``§4-§6``), as (page, section or None)."""
    out: list[tuple[str, str | None]] = []
    for match in _CITATION.finditer(text):
        sections: list[str | None] = re.findall(_SECTION, match.group(2))
        out.extend((match.group(1), section) for section in sections or [None])
    return out


def numbered_sections(text: str) -> set[str]:
    """The numbers of a page's numbered headings (``## 6. Seats`` is 6, ``### 8.2 Table`` is 8.2)."""
    found = set()
    for match in _HEADING.finditer(_FENCE.sub("", text)):
        number = _NUMBERED.match(match.group(1))
        if number:
            found.add(number.group(1))
    return found


def citing_files(root: Path) -> list[Path]:
    """The files under ``root`` whose citations of ``docs/`` pages are checked."""
    files = [root / name for name in CITING_FILES if (root / name).is_file()]
    for name, suffixes in CITING_FOLDERS.items():
        files.extend(
            p
            for p in sorted((root / name).rglob("*"))
            if p.is_file() and p.suffix in suffixes and "__pycache__" not in p.parts
        )
    return files


def broken_citations(root: Path, texts: dict[str, str] | None = None) -> list[str]:
    """Each citation under ``root`` of a ``docs/`` page that does not exist, or of a section it lacks.

    ``texts`` (name -> text) replaces the files of ``root`` as what is read for citations.
    """
    if texts is None:
        texts = {str(p.relative_to(root)): p.read_text(encoding="utf-8", errors="replace") for p in citing_files(root)}
    sections: dict[str, set[str] | None] = {}
    broken = []
    for name, text in texts.items():
        for page, section in citations(text):
            if page not in sections:
                path = root / "docs" / page
                sections[page] = numbered_sections(path.read_text(encoding="utf-8")) if path.is_file() else None
            numbers = sections[page]
            if numbers is None:
                broken.append(f"{name}: docs/{page} does not exist")
            elif section is not None and section not in numbers:
                broken.append(f"{name}: docs/{page} has no section {section}")
    return broken


# --- fields named in a page's tables -----------------------------------------------------------


def section(text: str, number: str) -> str:
    """The body of a page's section numbered ``number``, up to the next heading of any level."""
    body = _FENCE.sub("", text)
    headings = list(_HEADING.finditer(body))
    for here, after in zip(headings, [*headings[1:], None], strict=True):
        found = _NUMBERED.match(here.group(1))
        if found and found.group(1) == number:
            return body[here.end() : after.start() if after else len(body)]
    raise KeyError(f"no section {number}")


def field_tables(text: str) -> list[set[str]]:
    """The names in the first column of each ``| field | ... |`` table of a text: every name in
    backticks there (a row may name several fields)."""
    tables: list[set[str]] = []
    current: set[str] | None = None
    for line in text.splitlines():
        if not line.startswith("|"):
            current = None
            continue
        first = line.strip("|").split("|")[0].strip()
        if first == "field":
            current = set()
            tables.append(current)
        elif current is not None:
            current.update(re.findall(r"`([^`]+)`", first))
    return tables
