"""The ``input`` of a ``score`` or ``waits`` record: a line that ``gbmj batch`` reads back to the same record.

The hand comes first and the flags after it, whatever order they were typed in (``gbmj score 123m -z
456p...`` is the line ``123m 456p... -z``). A hand that batch would take for something else (a
flag, a comment, JSON, quotes to split) is quoted as one word; the position of an error in the hand
then moves by the quote, or is dropped where batch could not place it either.
"""

from collections.abc import Sequence

_SHELL_CHARS = frozenset("'\"\\")


def input_line(hand: str, flag_words: Sequence[str]) -> tuple[str, int | None]:
    """Return the batch line of ``hand`` and ``flag_words``, and the index in it of the hand's first character.

    >>> input_line("123m456s 789p234m5p5p", ["-z"])
    ('123m456s 789p234m5p5p -z', 0)
    >>> input_line("#123m", [])
    ("'#123m'", 1)
    >>> input_line("-5m", ["--seat", "S"])
    ("' -5m' --seat S", 2)
    """
    hand = "".join(" " if ch.isspace() else ch for ch in hand)  # one line, and the same positions
    flags = [_flag_word(word) for word in flag_words]
    words = hand.split()
    quote = (
        not words
        or words[0][0] == "#"
        or hand[:1] == "\ufeff"
        or any(word[0] == "-" for word in words)
        or (hand.lstrip()[:1] == "{" and hand.lstrip()[1:].lstrip()[:1] == '"')
        or not _SHELL_CHARS.isdisjoint(hand)
        # Quoted flags make batch split the line as a shell would; a hand of several words then
        # keeps its positions only as one quoted word.
        or (len(words) > 1 and any(not _SHELL_CHARS.isdisjoint(word) for word in flags))
    )
    if not quote:
        return " ".join([hand, *flags]), 0
    word = (" " if words and words[0][0] == "-" else "") + hand
    if "'" not in word:
        written = f"'{word}'"
    elif '"' not in word and "\\" not in word:
        written = f'"{word}"'
    else:
        import shlex

        return " ".join([shlex.quote(word), *flags]), None
    line = " ".join([written, *flags])
    return line, (1 + len(word) - len(hand) if line.count(word) == 1 else None)


def _flag_word(word: str) -> str:
    """A flag word on one line: each run of whitespace one space (none at its ends), quoted if need be
    (a claim, ``--claim "花龙 自摸"``, or a file name may hold spaces)."""
    word = " ".join(word.split())
    if _SHELL_CHARS.isdisjoint(word) and " " not in word:
        return word
    import shlex

    return shlex.quote(word)
