"""Read a claimed score (``--claim "花龙 幺九刻 自摸"``) and write the ``claim`` object of a record.

A claim names fans as ``gbmj fans X`` finds them (``find_fan``: the profile's printed numbers,
Chinese or English names, keys, in any case), separated by spaces, commas or 、; an English name
may hold spaces ("Mixed Straight"), and Chinese names may also run together ("花龙幺九刻自摸"). A fan
counted more than once is named again or given a count (``喜相逢x2``, ``喜相逢 ×2``, ``70x2``).
``total=N`` claims a total (fans plus flowers). An unknown name is one sentence, with suggestions.
"""

import re
from functools import lru_cache
from typing import Any

from gbmj_cli.base.errors import GbmjError
from gbmj_cli.base.text import decimal_value
from gbmj_cli.messages import Msg
from gbmj_cli.records.catalogue import FanNames, UnknownFanError, catalogue, find_fan
from gbmj_cli.scoring.catalog import AnyFan, fan_of_key
from gbmj_cli.scoring.claim import Claim, ClaimCheck
from gbmj_cli.scoring.profiles.profile import Profile

_SEPARATORS = re.compile(r"[,，、;；+]")
_TOTAL = re.compile(r"(?i)total=(\S*)")
_TOTAL_SPACED = re.compile(r"(?i)\btotal\s*=\s*")
_COUNT = re.compile(r"(.*?)\s*[x×*]\s*(\d+)")
_LONGEST_NAME = 6  # words in the longest English name ("Concealed Kong and Melded Kong" has 5)


class ClaimError(GbmjError):
    """A claim that cannot be read: an unknown fan name, a bad count or total."""

    kind = "usage"


@lru_cache(maxsize=16)
def _names(profile: Profile) -> FanNames:
    return FanNames(catalogue(profile))


def parse_claim(text: str, profile: Profile) -> Claim:
    """Read a claim under a profile.

    >>> from gbmj_cli.scoring.profiles import builtin
    >>> claim = parse_claim("花龙, Pung of Terminals or Honors 80 喜相逢x2 total=14", builtin("1998"))
    >>> [(fan.key, n) for fan, n in claim.fans], claim.total
    ([('mixed_straight', 1), ('pung_of_terminals_or_honors', 1), ('self_drawn', 1), ('mixed_double_chow', 2)], 14)
    """
    fans: dict[AnyFan, int] = {}
    total: int | None = None
    names = _names(profile)
    for chunk in _SEPARATORS.split(_TOTAL_SPACED.sub("total=", text)):
        words = chunk.split()
        i = 0
        while i < len(words):
            if (found := _TOTAL.fullmatch(words[i])) is not None:
                if total is not None:
                    raise ClaimError(Msg("claim.total_twice"))
                total = _number(found.group(1), Msg("claim.what_total"), low=0)
                i += 1
                continue
            taken, named = _longest_name(words, i, names)
            if not named:
                named = _run_together(words[i], names)
                taken = 1
            if not named:
                raise _unknown(_culprit(words, i, names.rows), profile, names.rows)
            i += taken
            if i < len(words) and (count := re.fullmatch(r"[x×*](\d+)", words[i])) is not None:
                named[-1] = (named[-1][0], _number(count.group(1), Msg("claim.what_count_after", word=words[i - 1])))
                i += 1
            for fan, n in named:
                fans[fan] = fans.get(fan, 0) + n
    if not fans and total is None:
        raise ClaimError(Msg("claim.empty"))
    return Claim(" ".join(text.split()), tuple(fans.items()), total)


def _longest_name(words: list[str], start: int, names: FanNames) -> tuple[int, list[tuple[AnyFan, int]]]:
    """The longest run of words from ``start`` that names a fan (with a count glued on), as (words, fans)."""
    for end in range(min(len(words), start + _LONGEST_NAME), start, -1):
        phrase = " ".join(words[start:end])
        count = 1
        counted = _COUNT.fullmatch(phrase)
        row = names.match(phrase)
        if row is None and counted is not None and counted.group(1):
            row = names.match(counted.group(1))
            count = _number(counted.group(2), Msg("claim.what_count_of", name=counted.group(1)))
        if row is not None:
            return end - start, [(fan_of_key(row["key"]), count)]
    return 0, []


def _run_together(word: str, names: FanNames) -> list[tuple[AnyFan, int]]:
    """Chinese names written without spaces ("花龙幺九刻自摸"), each longest name first; [] if they do not all read."""
    found: list[tuple[AnyFan, int]] = []
    at = 0
    while at < len(word):
        hit = next(((name, row) for name, row in names.longest_first if word.startswith(name, at)), None)
        if hit is None:
            return []
        at += len(hit[0])
        count = re.match(r"[x×*](\d+)", word[at:])
        n = 1
        if count is not None:
            n = _number(count.group(1), Msg("claim.what_count_of", name=hit[0]))
            at += count.end()
        found.append((fan_of_key(hit[1]["key"]), n))
    return found


def _culprit(words: list[str], start: int, rows: list[dict[str, Any]]) -> str:
    """The words from ``start`` that were meant as one name: the run of English words closest to a
    name ("Mixed Straigth"), else the one word (Chinese names hold no spaces)."""
    import difflib

    names = [row["name_en"] for row in rows]
    # A phrase four times the longest name's length can be no misspelling of a name, and comparing it
    # costs time in its length: a 64 KiB word took a second and a half.
    longest = 4 * max(map(len, names))
    best, best_ratio = words[start], 0.0
    end = start
    while end < min(len(words), start + _LONGEST_NAME) and words[end].isascii():
        end += 1
        phrase = " ".join(words[start:end])
        if len(phrase) > longest:
            break
        ratio = max(difflib.SequenceMatcher(None, phrase.lower(), name.lower()).ratio() for name in names)
        if ratio > best_ratio:
            best, best_ratio = phrase, ratio
    return best


def _unknown(word: str, profile: Profile, rows: list[dict[str, Any]]) -> ClaimError:
    """The sentence of ``gbmj fans`` for a name that is no fan (with suggestions), said of the claim."""
    try:
        find_fan(word, profile, rows)
    except UnknownFanError as error:
        return ClaimError(Msg("claim.prefix", message=error.msg))
    return ClaimError(Msg("claim.cannot_read", word=word))  # pragma: no cover - find_fan found no fan just above


def _number(text: str, what: Msg, low: int = 1) -> int:
    value = decimal_value(text, 9999)
    if value is None or value < low:
        raise ClaimError(Msg("claim.bad_number", what=what, low=low, text=text))
    return value


def claim_record(check: ClaimCheck, profile: Profile) -> dict[str, Any]:
    """The ``claim`` object of a record: the claim as read, the totals, and where it departs from the score."""
    rows = profile.rows
    number = profile.number

    def named(fan: AnyFan) -> dict[str, Any]:
        return {"id": number(fan), "key": fan.key, "name": rows[fan].name, "name_en": rows[fan].name_en}

    claimed = sorted(check.claim.fans, key=lambda item: (-profile.points[item[0]], number(item[0])))
    not_counted = []
    for s in check.not_counted:
        entry = named(s.fan) | {"claimed": s.claimed, "counted": s.counted, "reason": s.reason.value}
        entry |= {"by": [number(f) for f in s.by], "by_keys": [f.key for f in s.by]}
        if s.reading is not None:
            entry["reading"] = {"fan_total": s.reading[0], "decomposition": list(s.reading[1])}
        not_counted.append(entry)
    return {
        "input": check.claim.text,
        "fans": [named(fan) | {"count": n} for fan, n in claimed],
        "total": check.claimed_total,
        "total_given": check.claim.total is not None,
        "scored_total": check.scored_total,
        "matches": check.matches,
        "not_counted": not_counted,
        "not_claimed": [named(u.fan) | {"points": u.points, "count": u.count} for u in check.not_claimed],
    }
