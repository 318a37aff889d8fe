r"""Text from a user or a log, made safe for a terminal and for line-oriented formats.

One set of characters is unsafe: the C0 and C1 controls, DEL, the bidirectional marks and controls,
and the Unicode line breaks U+0085, U+2028, U+2029. Written raw, they can retitle or drive a terminal
(``\x1b]0;...\a``, CSI ``\x9b``), reorder what a reader sees (U+202E), or split one NDJSON record
into two lines for a ``splitlines()`` reader. Everything gbmj writes from its input goes through one
of the functions here: ``escape_text`` for terminals, messages and CSV cells (``\x1b``, ``\u202e``),
``escape_json`` for JSON text (``\u001b``, which a JSON reader decodes back to the same character).

A name the user gives on the command line or that a file has (a file's, a player's) may hold bytes
that are not UTF-8, which Python keeps as lone surrogates; no output can encode them, and written with
``surrogateescape`` they reach a terminal raw (a byte 0x9b is a CSI). ``shown_name`` writes each such
byte as ``\x9b`` in every format: it is applied to a name once where it enters, and ``escape_text``
and ``escape_json`` write a surrogate that way too.

>>> escape_text("Bo\x1b[31m\u202e")
'Bo\\x1b[31m\\u202e'
>>> escape_json('{"input": "1m\u202e"}')
'{"input": "1m\\u202e"}'
>>> shown_name("table\udc9b\udcff.txt"), escape_text("table\udc9b.txt"), escape_json('"\udc9b"')
('table\\x9b\\xff.txt', 'table\\x9b.txt', '"\\\\x9b"')
"""

import re
import unicodedata
from functools import cache

# What json.dumps(ensure_ascii=False) leaves raw: it escapes C0 controls itself.
_RAW_IN_JSON = "\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069"
_SURROGATES = "\ud800-\udfff"  # (no UTF-8 holds one: a byte that was not UTF-8, kept by surrogateescape)
UNSAFE = re.compile(f"[\x00-\x1f{_RAW_IN_JSON}{_SURROGATES}]")
_UNSAFE_IN_JSON = re.compile(f"[{_RAW_IN_JSON}{_SURROGATES}]")
_SURROGATE = re.compile(f"[{_SURROGATES}]")


@cache
def _unsafe_in_json_bytes() -> tuple[list[bytes], re.Pattern[bytes]]:
    """The lead bytes of the unsafe characters' UTF-8 (data without them has nothing to escape: a
    quick search), and the pattern of their encodings; built on first use, as only batch needs them."""
    encoded = [c.encode("utf-8") for c in _UNSAFE_IN_JSON.findall("".join(map(chr, range(0x7F, 0x206A))))]
    return sorted({e[:1] for e in encoded}), re.compile(b"|".join(map(re.escape, encoded)))


def _escape(char: str) -> str:
    """A character as a Python escape; a byte kept by surrogateescape as the byte (``\\x9b``)."""
    code = ord(char)
    return f"\\x{code - 0xDC00:02x}" if 0xDC80 <= code <= 0xDCFF else repr(char)[1:-1]


def shown_name(name: str) -> str:
    """A name given by the user or a file system, as every output writes it: each byte that was not
    UTF-8 as ``\\xNN`` (the other unsafe characters are each format's to escape)."""
    return _SURROGATE.sub(lambda m: _escape(m.group()), name)


def escape_text(text: str, keep: str = "") -> str:
    """Write each unsafe character (except those in ``keep``, e.g. a line ending) as a Python escape."""
    return UNSAFE.sub(lambda m: m.group() if m.group() in keep else _escape(m.group()), text)


def escape_json(text: str) -> str:
    """JSON text with the unsafe characters that json leaves raw written as ``\\uXXXX``, and a
    surrogate, which no JSON reader should be given alone, as the text ``shown_name`` gives."""
    return _UNSAFE_IN_JSON.sub(_escape_in_json, text)


def _escape_in_json(match: re.Match[str]) -> str:
    char = match.group()
    return _escape(char).replace("\\", "\\\\") if "\ud800" <= char <= "\udfff" else f"\\u{ord(char):04x}"


def escape_json_bytes(data: bytes) -> bytes:
    """The same for UTF-8 JSON bytes (the records of a batch chunk)."""
    if data.isascii():
        return data
    leads, pattern = _unsafe_in_json_bytes()
    if not any(lead in data for lead in leads):
        return data
    return pattern.sub(lambda m: b"\\u%04x" % ord(m.group().decode("utf-8")), data)


def decimal_value(text: str, most: int) -> int | None:
    """The value of ``text`` written in ASCII digits, or None for any other text (``²``, which
    ``isdigit`` takes for a digit) or a value over ``most``, which is then never converted: Python
    refuses to convert more than 4,300 digits.

    >>> decimal_value("0042", 99), decimal_value("9" * 5000, 99), decimal_value("0" * 5000, 99), decimal_value("²", 99)
    (42, None, 0, None)
    """
    if not (text.isascii() and text.isdigit()):
        return None
    digits = text.lstrip("0") or "0"  # (leading zeros count towards Python's limit too)
    if len(digits) > len(str(most)):
        return None
    value = int(digits)
    return value if value <= most else None


def fold(text: str) -> str:
    """Each character in its NFKC form where that is one character (full-width forms), so positions stay."""
    if text.isascii():
        return text
    out = []
    for ch in text:
        folded = unicodedata.normalize("NFKC", ch) if not ch.isascii() else ch
        out.append(folded if len(folded) == 1 else ch)
    return "".join(out)
