"""Which sets make a fan: the vocabulary of the explained detectors (issue "Explain a score").

An explained detector returns, for each fan it finds, one *occurrence* per time the fan holds (喜相逢
×2 has two), and each occurrence names the sets it is made of: positions in the list of sets the
detector was given, or one of the markers below. ``gbmj_cli.scoring.explain`` maps the positions to the
groups of the reading. The plain detectors keep returning counts; where a family caches its counts
(chows, pungs), they are the lengths of these occurrences, so both come from the one matcher.
"""

from gbmj_cli.scoring.catalog import Fan

PAIR = -1
"""The reading's pair (小四喜, 平和, 单钓将 ... need it)."""
HAND = -2
"""The whole hand: a fan of every tile or of every set (清一色, 断幺, 全带幺, 门前清 ...)."""
CONTEXT = -3
"""How the hand was won, or its flowers (自摸, 和绝张, 妙手回春, 花牌 ...)."""

Occurrence = tuple[int, ...]
FanSets = tuple[tuple[Fan, tuple[Occurrence, ...]], ...]
FanCounts = tuple[tuple[Fan, int], ...]


def counts(found: FanSets) -> FanCounts:
    """The count of each fan: how many occurrences it has."""
    fans = []
    for fan, occurrences in found:  # (a loop: on 3.11 a comprehension makes a function each time)
        fans.append((fan, len(occurrences)))
    return tuple(fans)
