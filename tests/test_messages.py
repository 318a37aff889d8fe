"""The message catalogue: every entry in both languages, with the same parameters, used by the code."""

import ast
import re
import string
from pathlib import Path

import pytest

import gbmj_cli
from gbmj_cli.base.errors import GbmjError
from gbmj_cli.messages import Lang, Msg, t, text_lang
from gbmj_cli.messages.catalogue import CATALOGUE

PACKAGE = Path(gbmj_cli.__file__).resolve().parent
CATALOGUE_FILE = PACKAGE / "messages" / "catalogue.py"
# Entries that read the same in both languages: symbols and codes, no words.
SAME_IN_BOTH = {"rules.where_line"}
_ID = re.compile(r"[a-z][a-z0-9_]*(\.[a-z0-9_]+)+")


def _fields(template: str) -> set[tuple[str, str, str]]:
    """The replacement fields of a template: (name, conversion, format spec)."""
    return {(name, conv or "", spec or "") for _, name, spec, conv in string.Formatter().parse(template) if name}


def _texts(key: str) -> list[tuple[str, str]]:
    en, zh = CATALOGUE[key]
    forms = list(en) if isinstance(en, tuple) else [en]
    return [("en", form) for form in forms] + [("zh", zh)]


def _sample(spec: str) -> object:
    """A value for a field: a number where the format spec asks for one (``:,``, ``:02x``), else text."""
    return 2 if spec else "x"


def _params(key: str) -> dict[str, object]:
    params: dict[str, object] = {}
    for _lang, text in _texts(key):
        for name, _conv, spec in _fields(text):
            params[name] = _sample(spec)
    return params


def test_the_catalogue_has_hundreds_of_entries():
    assert len(CATALOGUE) > 300


@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_every_entry_renders_in_both_languages_with_its_parameters(key):
    en, zh = CATALOGUE[key]
    assert zh and (en if isinstance(en, str) else all(en)), key
    # Chinese may leave out a parameter that English needs (a count that Chinese does not inflect for),
    # never use one that English lacks; the English forms of a count take the same ones.
    english = [_fields(text) for lang, text in _texts(key) if lang == "en"]
    chinese = {name for name, _conv, _spec in _fields(zh)}
    assert all(form == english[0] for form in english), key
    assert chinese <= {name for name, _conv, _spec in english[0]}, key
    params = _params(key)
    in_english, in_chinese = Msg(key, **params).text("en"), Msg(key, **params).text("zh")
    assert in_english.strip() and in_chinese.strip()
    if key not in SAME_IN_BOTH:
        assert in_chinese != in_english, key


def test_a_count_chooses_the_english_form_and_nests_in_the_same_language():
    assert Msg("count.tiles", n=1).text() == "1 tile"
    assert Msg("count.tiles", n=13).text() == "13 tiles"
    message = Msg("tiles.waiting_not_winning", found=Msg("count.tiles", n=13))
    assert message.text("en").startswith("13 tiles make a waiting hand")
    assert message.text("zh").startswith("13 张牌是一手听牌")


def test_the_language_of_sentences_follows_the_lang():
    assert text_lang("zh") == "zh" and text_lang("en") == "en" and text_lang("both") == "en"
    assert text_lang(Lang("both", "zh")) == "zh"
    assert t("label.points", Lang("both", "zh")) == "番数"


def _code_files() -> list[Path]:
    return [path for path in sorted(PACKAGE.rglob("*.py")) if path != CATALOGUE_FILE]


def _string_constants() -> set[str]:
    found: set[str] = set()
    for path in _code_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and _ID.fullmatch(node.value):
                found.add(node.value)
    return found


def _calls() -> list[tuple[Path, ast.Call]]:
    calls = []
    for path in _code_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MESSAGE_FUNCTIONS:
                calls.append((path, node))
    return calls


MESSAGE_FUNCTIONS = ("Msg", "t", "say", "name_in")


def test_every_id_the_code_names_is_in_the_catalogue():
    named = {node.args[0].value for _path, node in _calls() if node.args and isinstance(node.args[0], ast.Constant)}
    assert len(named) > 150
    assert named <= set(CATALOGUE), sorted(named - set(CATALOGUE))
    # Ids kept in tables (a hint per character, a label per column) are string constants too.
    prefixes = {key.split(".")[0] for key in CATALOGUE}
    written = {value for value in _string_constants() if value.split(".")[0] in prefixes}
    assert written <= set(CATALOGUE), sorted(written - set(CATALOGUE))


def test_every_entry_is_used_by_the_code():
    # The help of a command or option, found by its name (tests/cli/test_lang.py checks each one's).
    helps = {key for key in CATALOGUE if key.startswith("help.")}
    unused = set(CATALOGUE) - helps - _string_constants()
    assert not unused, sorted(unused)


def test_the_messages_are_the_lowest_layer():
    """The catalogue is words only: what a fan means is its profile's, not an entry here."""
    tree = ast.parse(CATALOGUE_FILE.read_text(encoding="utf-8"))
    assert not [node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]
    assert not [key for key in CATALOGUE if key.startswith("fan.")]


def _error_classes() -> set[str]:
    names: set[str] = set()
    todo = [GbmjError]
    while todo:
        cls = todo.pop()
        names.add(cls.__name__)
        todo.extend(cls.__subclasses__())
    return names


def test_no_error_is_raised_with_a_sentence_written_in_the_code():
    import gbmj_cli.records.catalogue  # noqa: F401  (defines an error class of its own)

    classes = _error_classes()
    for path in _code_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in classes:
                for arg in node.args[:1]:
                    assert not isinstance(arg, (ast.Constant, ast.JoinedStr)), (path, node.lineno)
