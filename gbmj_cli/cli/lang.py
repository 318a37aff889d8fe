"""Which language gbmj speaks: ``--lang``, else ``GBMJ_LANG``, else the locale.

``--lang zh`` writes everything in Chinese, ``--lang en`` everything in English, ``--lang both``
the names of the game (fans, forms, roles, winds) in both languages and the sentences in the
language of the locale. Without ``--lang``: ``GBMJ_LANG`` (zh, en or both) if it is set, else
``zh`` under a Chinese locale (the first of ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set
starts with ``zh``), else ``both``: English sentences beside names in both languages, the tables
gbmj always printed. Only the CLI reads the environment; the core is told the language.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import Any

import click

from gbmj_cli.messages import LANGS, Lang, Msg

ENV = "GBMJ_LANG"
_META = "gbmj.lang"


def locale_text(environ: Mapping[str, str] = os.environ) -> str:
    """The language of sentences the locale asks for: "zh" for a Chinese locale, else "en"."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if value:
            return "zh" if value.lower().startswith("zh") else "en"
    return "en"


def default_lang(environ: Mapping[str, str] = os.environ) -> str:
    """The ``--lang`` of a command that is not given one: GBMJ_LANG, else from the locale."""
    value = environ.get(ENV, "").strip().lower()
    if value in LANGS:
        return value
    return "zh" if locale_text(environ) == "zh" else "both"


def resolve(value: str | None, environ: Mapping[str, str] = os.environ) -> Lang:
    """The Lang of a ``--lang`` value (None: the default), with the language of its sentences.

    >>> resolve("both", {"LANG": "zh_CN.UTF-8"}).text, resolve(None, {}).text, resolve(None, {}) == "both"
    ('zh', 'en', True)
    """
    chosen = (value or default_lang(environ)).lower()
    text = chosen if chosen in ("zh", "en") else locale_text(environ)
    return Lang(chosen, text)


def current_lang() -> Lang:
    """The language of the command being run (its ``--lang``, once read), else the default."""
    ctx = click.get_current_context(silent=True)
    while ctx is not None:
        if _META in ctx.meta:
            lang: Lang = ctx.meta[_META]
            return lang
        ctx = ctx.parent
    return writable(resolve(None))


def say(key: str, /, **params: Any) -> str:
    """A catalogue entry in the language of the command being run."""
    return Msg(key, **params).text(current_lang())


def writable(lang: Lang) -> Lang:
    """``lang``, with English sentences where standard error cannot encode Chinese (a latin-1
    terminal): a sentence of escapes helps no one. Tables check standard output for their names."""
    if lang.text != "zh":
        return lang
    import sys

    try:
        "错误".encode(getattr(sys.stderr, "encoding", None) or "utf-8")
    except (LookupError, UnicodeEncodeError):
        return Lang(str(lang), "en")
    return lang


def remember(ctx: click.Context, value: str | None) -> Lang:
    """Keep the chosen language for the run (``gbmj --lang zh score ...`` holds for the command too)."""
    if value is None and _META in ctx.meta:  # meta is shared with the group's context
        lang: Lang = ctx.meta[_META]
        return lang
    lang = writable(resolve(value))
    ctx.meta[_META] = lang
    return lang


def _remember(ctx: click.Context, param: click.Parameter, value: str | None) -> Lang:
    return remember(ctx, value)


def lang_option(function: Callable) -> Callable:
    """``--lang zh|en|both`` (any case), read before the other options so that their errors and
    ``--help`` speak it; the command receives a ``Lang``."""
    return click.option(
        "--lang",
        type=click.Choice(LANGS, case_sensitive=False),
        default=None,
        is_eager=True,
        callback=_remember,
        help="Language: zh (Chinese), en (English) or both (names in both languages). "
        f"Default: ${ENV}, else zh under a Chinese locale, else both.",
    )(function)
