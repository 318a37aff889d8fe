"""Chinese first: --lang, GBMJ_LANG and the locale, and what changes with the language (only words).

JSON and CSV keep their field names and ``kind`` values in every language; an error record's
``error`` follows the language and ``error_en`` is always English.
"""

import inspect
import json
import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from gbmj_cli.cli.help import help_ids
from gbmj_cli.cli.lang import default_lang, locale_text, resolve
from gbmj_cli.cli.main import cli
from gbmj_cli.messages import t
from gbmj_cli.messages.catalogue import CATALOGUE

from clirun import PLAIN, run

CHINESE = re.compile(r"[\u4e00-\u9fff]")
README_HAND = ("[EEE1][123m]456p789s1p1p", "--self-drawn", "--seat", "S", "--flowers", "2")


def invoke(*args: str, input: str | None = None, **env: str | None):
    return CliRunner().invoke(cli, list(args), input=input, env=PLAIN | env)


def test_a_chinese_locale_gives_a_chinese_sentence():
    result = invoke("score", "123m", LANG="zh_CN.UTF-8")
    assert result.exit_code == 1
    assert result.stderr == "错误：找到 3 张牌，但和牌需要 14 张牌\n"


def test_lang_en_gives_english_under_a_chinese_locale():
    result = invoke("score", "123m", "--lang", "en", LANG="zh_CN.UTF-8")
    assert result.exit_code == 1
    assert result.stderr == "Error: found 3 tiles, but a winning hand needs 14 tiles\n"


def test_the_caret_stays_under_the_character_in_chinese():
    lines = invoke("score", "123m456", "--lang", "zh").stderr.splitlines()
    assert lines == ["错误：数字 '456' 后面没有花色字母（m、s 或 p）", "  123m456", "      ^"]


@pytest.mark.parametrize(
    "environ, lang, text",
    [
        ({}, "both", "en"),
        ({"LANG": "C.UTF-8"}, "both", "en"),
        ({"LANG": "zh_CN.UTF-8"}, "zh", "zh"),
        ({"LANG": "zh_TW.UTF-8"}, "zh", "zh"),
        ({"LANG": "en_US.UTF-8", "LC_ALL": "zh_CN.UTF-8"}, "zh", "zh"),
        ({"LANG": "zh_CN.UTF-8", "LC_MESSAGES": "en_GB.UTF-8"}, "both", "en"),
        ({"GBMJ_LANG": "zh"}, "zh", "zh"),
        ({"GBMJ_LANG": "EN", "LANG": "zh_CN.UTF-8"}, "en", "en"),
        ({"GBMJ_LANG": "both", "LANG": "zh_CN.UTF-8"}, "both", "zh"),
        ({"GBMJ_LANG": "fr", "LANG": "zh_CN.UTF-8"}, "zh", "zh"),  # not a language of gbmj: the locale decides
    ],
)
def test_the_default_language_comes_from_gbmj_lang_then_the_locale(environ, lang, text):
    assert default_lang(environ) == lang
    resolved = resolve(None, environ)
    assert resolved == lang and resolved.text == text
    assert locale_text(environ) in ("zh", "en")


def test_lang_both_writes_names_in_both_languages_and_sentences_in_the_locales():
    out = invoke("score", *README_HAND, "--format", "table", "--lang", "both", LANG="zh_CN.UTF-8").stdout
    assert "花龙" in out and "Mixed Straight" in out and "计番" in out and "结算" in out
    out = invoke("score", *README_HAND, "--format", "table", "--lang", "both").stdout
    assert "花龙" in out and "Mixed Straight" in out and "Counted fans" in out


def test_lang_zh_table_is_all_chinese_and_lang_en_all_english():
    zh = invoke("score", *README_HAND, "--format", "table", "--lang", "zh").stdout
    assert "计番" in zh and "番数 12 + 花牌 2 = 合计 14" in zh and "Mixed Straight" not in zh
    en = invoke("score", *README_HAND, "--format", "table", "--lang", "en").stdout
    assert "Counted fans" in en and "Mixed Straight" in en and not CHINESE.search(en.split("Reading")[0])


def test_the_group_takes_lang_for_the_command():
    result = invoke("--lang", "zh", "score", "123m")
    assert result.stderr.startswith("错误：")


def _keys(data):
    """The field names of a record, all the way down (lists by their first item)."""
    if isinstance(data, dict):
        return {k: _keys(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_keys(data[0])] if data else []
    return type(data).__name__


@pytest.mark.parametrize(
    "args",
    [
        ("score", *README_HAND),
        ("score", "123m456"),
        ("waits", "1112345678999p"),
        ("waits", "123m456s789p1357p"),
        ("advise", "123m456m789s234p5p5p"),
        ("fans", "48"),
        ("convert", "[EEE1][123m]456p789s1p1p", "--to", "tziakcha"),
    ],
    ids=lambda args: " ".join(args),
)
def test_json_fields_are_the_same_in_every_language(args):
    records = {lang: invoke(*args, "--format", "json", "--lang", lang).stdout for lang in ("zh", "en", "both")}
    data = {lang: json.loads(text) for lang, text in records.items()}
    assert _keys(data["zh"]) == _keys(data["en"]) == _keys(data["both"])
    if "error" in data["en"]:
        assert data["zh"]["kind"] == data["en"]["kind"]
        assert data["zh"]["error_en"] == data["en"]["error_en"] == data["en"]["error"]
        assert CHINESE.search(data["zh"]["error"]) and data["zh"]["error"] != data["en"]["error"]
    else:
        assert data["zh"] == data["en"]  # a result has no sentence: it is the same record


BATCH = '[EEE1][123m]456p789s1p1p --self-drawn\n123m456\n123m456m789s234p5p5p --bogus\n{"hand": 5}\n'


def test_batch_records_keep_their_fields_and_kinds_in_chinese():
    en = [json.loads(x) for x in invoke("batch", "--format", "ndjson", "--lang", "en", input=BATCH).stdout.splitlines()]
    zh = [json.loads(x) for x in invoke("batch", "--format", "ndjson", "--lang", "zh", input=BATCH).stdout.splitlines()]
    assert [set(r) for r in en] == [set(r) for r in zh]
    assert [r.get("kind") for r in en] == [r.get("kind") for r in zh] == [None, "parse", "usage", "input"]
    for e, z in zip(en[1:], zh[1:], strict=True):
        assert z["error_en"] == e["error_en"] == e["error"] and CHINESE.search(z["error"])
    csv_en = invoke("batch", "--format", "csv", "--lang", "en", input=BATCH).stdout.splitlines()
    csv_zh = invoke("batch", "--format", "csv", "--lang", "zh", input=BATCH).stdout.splitlines()
    assert csv_en[0] == csv_zh[0] and csv_zh[2].startswith("2,123m456,") and "parse: 数字" in csv_zh[2]


def test_the_batch_summary_speaks_chinese():
    result = invoke("batch", "--format", "ndjson", "--lang", "zh", input=BATCH)
    assert "计番 1 手牌，拒绝 3 行" in result.stderr


def test_a_ledger_error_is_chinese_and_the_record_keeps_message_en():
    ledger = "players A B C D\n1 win B A 7\n"
    result = invoke("session", "-", "--format", "json", "--lang", "zh", input=ledger)
    assert result.exit_code == 1
    assert "错误：第 2 行：" in result.stderr and "发现 1 个错误" in result.stderr
    error = json.loads(result.stdout)["errors"][0]
    assert CHINESE.search(error["message"]) and error["message_en"].startswith("a total of 7 is below")


# --- help -----------------------------------------------------------------------------------------


def _commands(group=cli, ctx=None, under=""):
    """(path, command) for every command, and every subcommand of a group below it (``tournament.draw``)."""
    ctx = ctx or click.Context(group)
    found = []
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        found.append((under + name, command))
        if isinstance(command, click.Group):
            found += _commands(command, click.Context(command, info_name=name, parent=ctx), f"{under}{name}.")
    return found


HELP = {key for key in CATALOGUE if key.startswith("help.")}


def _options():
    """(command, option) for every option with help, the group's (``gbmj``) and --help's included."""
    ctx = click.Context(cli)
    found = [("gbmj", param) for param in cli.get_params(ctx) if isinstance(param, click.Option)]
    for name, command in _commands():
        params = command.get_params(click.Context(command, parent=ctx))
        found += [(name, param) for param in params if isinstance(param, click.Option) and not param.hidden]
    return found


def _option_help(command, param):
    """The id of an option's help: its own under the command, else the shared one."""
    return next((key for key in help_ids(command, param) if key in HELP), None)


def test_every_command_and_option_has_its_chinese_help():
    for name, _command in _commands():
        assert f"help.{name}" in HELP, name
    assert "help.gbmj" in HELP and "help.option.help" in HELP
    for name, param in _options():
        assert _option_help(name, param) is not None, (name, param.opts)


def test_no_chinese_help_is_left_without_its_command_or_option():
    used = {"help.gbmj"} | {f"help.{name}" for name, _ in _commands()}
    used |= {_option_help(name, param) for name, param in _options()}
    assert not HELP - used, sorted(HELP - used)


def test_the_english_of_every_help_is_the_one_click_keeps():
    """The catalogue's English is what Click writes, so that its Chinese is never left behind."""
    assert t("help.gbmj", "en") == inspect.cleandoc(cli.help)
    for name, command in _commands():
        assert t(f"help.{name}", "en") == inspect.cleandoc(command.help), name
    for name, param in _options():
        assert t(_option_help(name, param), "en") == param.help, (name, param.opts)


@pytest.mark.parametrize(
    "args", [[], *(path.split(".") for path, _ in _commands())], ids=lambda a: " ".join(a) or "gbmj"
)
def test_help_in_chinese_fits_80_columns(args):
    from rich.cells import cell_len

    result = invoke(*args, "--help", LANG="zh_CN.UTF-8", COLUMNS="80")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert out.startswith("用法：") and "选项：" in out and "显示这条帮助并退出。" in out
    assert t(f"help.{'.'.join(args) or 'gbmj'}", "zh")[:10] in out  # the command's own help, not another's
    assert max(cell_len(line) for line in out.splitlines()) <= 80, out
    english = invoke(*args, "--help", "--lang", "en", LANG="zh_CN.UTF-8").stdout
    assert english.startswith("Usage:") and "Show this message and exit." in english


def test_help_of_a_shared_option_is_chinese_on_every_command():
    for name in ("score", "waits", "batch", "convert"):
        assert "你的门风" in invoke(name, "--help", "--lang", "zh").stdout, name


def test_an_unknown_command_is_answered_in_the_language_of_the_locale():
    result = run("scroe", LANG="zh_CN.UTF-8")
    assert result.exit_code == 2 and "没有命令 'scroe'；是不是 score" in result.stderr


def test_a_terminal_without_chinese_characters_gets_english_sentences():
    import os
    import subprocess
    import sys

    env = {**os.environ, "GBMJ_LANG": "zh", "PYTHONIOENCODING": "latin-1"}
    run = subprocess.run([sys.executable, "-m", "gbmj_cli", "score", "123m"], capture_output=True, env=env, timeout=60)
    assert run.returncode == 1
    assert run.stderr.decode("latin-1") == "Error: found 3 tiles, but a winning hand needs 14 tiles\n"


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_what_a_narrow_standard_error_cannot_hold_is_written_as_escapes(encoding, tmp_path):
    """The input's own text in a sentence (a line, a file name, a ledger's note) on an ASCII or a
    Latin-1 standard error: backslash escapes, never raw UTF-8, and the caret under the escaped tile."""
    import os
    import subprocess
    import sys

    log = tmp_path / "log.txt"
    log.write_text("中文 line\n", encoding="utf-8")
    ledger = Path(__file__).resolve().parents[2] / "examples" / "session-club-night.txt"
    env = {**os.environ, "PYTHONIOENCODING": encoding}
    runs = {
        "replay": ["replay", str(log)],
        "usage": ["replay", str(tmp_path / "文件.txt")],
        "warning": ["chase", str(ledger), "--format", "json"],
        "caret": ["score", "123m中x", "--format", "table"],
    }
    said = {}
    for name, args in runs.items():
        run = subprocess.run([sys.executable, "-m", "gbmj_cli", *args], capture_output=True, env=env, timeout=60)
        assert run.stderr.isascii(), (name, run.stderr)
        said[name] = run.stderr.decode("ascii")
    assert "'\\u4e2d\\u6587 line'" in said["replay"]
    assert "\\u6587\\u4ef6.txt" in said["usage"]
    assert "Warning:" in said["warning"] and "\\u7b2c" in said["warning"]
    assert said["caret"].splitlines()[1:] == ["  123m\\u4e2dx", "  " + " " * 10 + "^"]
