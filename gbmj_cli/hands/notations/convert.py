"""``gbmj convert``'s core: read a hand in any notation, write it and its flags in another.

The hand must hold the tiles of a winning hand or of a waiting hand (one tile fewer); whether it
wins, and whether its flags fit it, is for ``score`` and ``waits`` to say: a conversion changes the
writing, not the hand.
"""

from collections.abc import Mapping

from gbmj_cli.hands.notation import hand_of
from gbmj_cli.hands.notations.agreement import agree
from gbmj_cli.hands.notations.read import ReadOptions, read
from gbmj_cli.hands.notations.write import write

_READ = ReadOptions()


def convert(text: str, to: str, options: ReadOptions = _READ, given: Mapping[str, object] | None = None) -> str:
    """Write the hand ``text`` (flags ``given`` beside it) in notation ``to``, as one batch line.

    >>> convert("[EEE,2]123m456p789s1p1p|EE1000|2", "gbmj")
    '[EEE2]123m789s1456p1p --self-drawn --flowers 2'
    >>> convert("W1 W2 W3 W4 W5 W6 W7 W8 W9 F1 F1 F1 J1", "tziakcha", given={"seat": "S"})
    '123456789mEEEC|ES0000'
    """
    given = dict(given or {})
    reading = read(text, options)
    parsed = reading.tiles
    winning = len(parsed.tiles) != 13 - 3 * len(parsed.melds)
    if winning:
        hand_of(parsed)  # the count of a winning hand, or the sentence saying what is wrong with it
    agree(reading.flags, given)
    return write(parsed, {**reading.flag_values(), **given}, to, winning)
