"""Every sentence gbmj says, in English and in Chinese: a message is an id and its parameters.

The core raises its errors with a ``Msg`` instead of a finished sentence, and the views ask for
their words by id, so that the command line can show either language (or both) from the one
catalogue in ``gbmj_cli.messages.catalogue``. Nothing here reads the environment: the caller
names the language (``"en"``, ``"zh"``, or a ``Lang`` that says both how names and sentences
are shown). A message costs nothing until it is written: the catalogue is imported, and the
sentence built, only when ``text`` is asked for, so that a good line of a batch run never pays.

    >>> message = Msg("tiles.fifth_copy", tile="5m")
    >>> message.text("en")
    '5m is written five times, but there are only four of each tile'
    >>> message.text("zh")
    '5m 写了五次，但每种牌只有四张'
"""

from __future__ import annotations

from typing import Any

LANGS = ("zh", "en", "both")
"""The values of ``--lang``: Chinese, English, or names in both (sentences in the locale's language)."""


class Lang(str):
    """A ``--lang`` value that also knows the language of sentences (``text``, "zh" or "en").

    It compares equal to its value ("zh", "en" or "both"), so a view that asks ``lang == "both"``
    for its fan names keeps working; under "both" the sentences are in ``text``, the language of
    the locale.

    >>> lang = Lang("both", "zh")
    >>> lang == "both", lang.text
    (True, 'zh')
    """

    text: str

    def __new__(cls, value: str, text: str | None = None) -> Lang:
        self = super().__new__(cls, value)
        self.text = text if text is not None else ("zh" if value == "zh" else "en")
        return self

    def __reduce__(self) -> tuple[Any, ...]:  # to a worker process and back
        return (Lang, (str(self), self.text))


def text_lang(lang: str) -> str:
    """The language of sentences for a ``--lang`` value: "zh" or "en" (a plain "both" is English)."""
    return getattr(lang, "text", None) or ("zh" if lang == "zh" else "en")


class Msg:
    """A sentence (or a part of one) by catalogue id, with its parameters; written on demand.

    A parameter that is itself a ``Msg`` is written in the same language, so that a hint or the
    name of a count can be one message inside another.
    """

    __slots__ = ("key", "params")

    def __init__(self, key: str, /, **params: Any) -> None:
        self.key = key
        self.params = params

    def text(self, lang: str = "en") -> str:
        """The sentence in ``lang`` ("en", "zh", or a ``Lang``)."""
        from gbmj_cli.messages.catalogue import CATALOGUE

        language = text_lang(lang)
        en, zh = CATALOGUE[self.key]
        template = zh if language == "zh" else en
        params = {
            name: value.text(language) if isinstance(value, Msg) else value for name, value in self.params.items()
        }
        if isinstance(template, tuple):  # (one, other): chosen by the count ``n``
            template = template[0] if params.get("n") == 1 else template[1]
        return template.format(**params)

    def __str__(self) -> str:
        return self.text("en")

    def __repr__(self) -> str:
        params = "".join(f", {name}={value!r}" for name, value in self.params.items())
        return f"Msg({self.key!r}{params})"


def t(key: str, lang: str = "en", /, **params: Any) -> str:
    """The text of catalogue entry ``key`` in ``lang``: a word, a label or a sentence.

    >>> t("label.points", "zh"), t("label.points", "en")
    ('番数', 'Points')
    """
    return Msg(key, **params).text(lang)


def name_in(key: str, lang: str, /, **params: Any) -> str:
    """A name of the game (a role, a form, a principle) as ``--lang`` shows names: in Chinese, in
    English, or for "both" in Chinese then English, separated by a space.

    >>> name_in("role.winner", "zh"), name_in("role.winner", "both")
    ('和牌', '和牌 winner')
    """
    message = Msg(key, **params)
    if lang in ("zh", "en"):
        return message.text(lang)
    return f"{message.text('zh')} {message.text('en')}"


def as_text(message: Msg | str, lang: str = "en") -> str:
    """A message or a finished string (text from elsewhere, such as the user's own) in ``lang``."""
    return message.text(lang) if isinstance(message, Msg) else message
