"""The rows of ``gbmj fans``: each fan of a profile with its definition, 不计 lists and notes.

Numbers are the profile's printed numbers (docs/profiles.md §6.3); the lists come from the profile's
table together with the entries its switches add, so a house-rules author sees what the file says.
A fan's definitions and example are the profile's too, from the built-in file that introduces it.
"""

from dataclasses import replace
from functools import lru_cache
from typing import Any

from gbmj_cli.base.errors import GbmjError
from gbmj_cli.messages import Msg
from gbmj_cli.scoring.catalog import AnyFan, Fan
from gbmj_cli.scoring.profiles.profile import BUILTIN, FanRow, Profile

_TERMINAL_PUNGS = Fan.PUNG_OF_TERMINALS_OR_HONORS
# 幺九刻 removed in part by a fixed rule: how many (None: the one of the fan's own wind pung).
_PARTIAL_TERMINAL_PUNGS = {Fan.BIG_THREE_WINDS: 3, Fan.PREVALENT_WIND: None, Fan.SEAT_WIND: None}
_HOG_HOLDERS = (Fan.ALL_GREEN, Fan.ALL_TERMINALS)


class UnknownFanError(GbmjError):
    """``gbmj fans X`` names no fan."""

    kind = "usage"


def _partial(profile: Profile) -> dict[Fan, dict[Fan, int | None]]:
    """Fan -> the fans it removes in part, and how many (None: it depends on the hand)."""
    partial: dict[Fan, dict[Fan, int | None]] = {f: {_TERMINAL_PUNGS: n} for f, n in _PARTIAL_TERMINAL_PUNGS.items()}
    if profile.switches["nine_gates_terminal_pungs"] == "exclude_one":
        partial[Fan.NINE_GATES] = {_TERMINAL_PUNGS: 1}
    hog = profile.switches["seven_pairs_tile_hog"]
    if hog != "count_all":
        for f in _HOG_HOLDERS:
            partial[f] = {Fan.TILE_HOG: 1 if hog == "drop_one_inevitable" else None}
    return {f: removed for f, removed in partial.items() if f in profile.enabled}


def _notes(profile: Profile, fan: AnyFan) -> list[str]:
    """What a switch does to a fan that the exclusion lists cannot show (docs/profiles.md §6.3)."""
    switches = profile.switches
    notes = []
    if fan is Fan.TWO_MELDED_KONGS and switches["mixed_kong"] == "two_melded_kongs_6":
        notes.append(
            "mixed_kong = two_melded_kongs_6: one melded and one concealed kong (and no other) also make "
            "this fan, worth 6, and it then excludes 暗杠 too"
        )
    if (
        fan in (Fan.THREE_KONGS, Fan.FOUR_KONGS)
        and switches["kongs_under_three_or_four_kongs"] == "concealed_kongs_add"
    ):
        notes.append(
            "kongs_under_three_or_four_kongs = concealed_kongs_add: with one concealed kong 暗杠 still counts, "
            "with two 双暗杠 does"
        )
    hog = switches["seven_pairs_tile_hog"]
    if hog != "count_all" and fan in (*_HOG_HOLDERS, Fan.TILE_HOG):
        what = "one 四归一 fewer" if hog == "drop_one_inevitable" else "no 四归一"
        notes.append(f"seven_pairs_tile_hog = {hog}: a 七对 with 绿一色 or 清幺九 counts {what}")
    return notes


def catalogue(profile: Profile) -> list[dict[str, Any]]:
    """One row per fan (all 82, disabled ones too, and the house fans) in the profile's printed-number order."""
    listed = house_listed(profile)
    partial = _partial(profile)
    number = profile.number
    rows = []
    for fan in sorted(profile.rows, key=number):
        row = profile.rows[fan]
        meaning = described(profile, fan)
        entry: dict[str, Any] = {
            "id": row.number,
            "key": fan.key,
            "name": row.name,
            "name_en": row.name_en,
            "points": row.points,
            "description": meaning.definition,
            "description_zh": meaning.definition_zh,
            "excludes": sorted(number(g) for g in listed.get(fan, ()) if g in profile.enabled),
            "excluded_by": sorted(number(f) for f in profile.enabled if fan in listed.get(f, ())),
        }
        if fan in partial:
            entry["partly_excludes"] = {str(number(g)): n for g, n in partial[fan].items()}
        by = sorted(number(f) for f, removed in partial.items() if fan in removed)
        if by:
            entry["partly_excluded_by"] = by
        if not row.enabled and isinstance(fan, Fan):
            entry["profile"] = first_enabling(fan)
        entry["notes"] = _notes(profile, fan)
        rows.append(entry)
    return rows


def first_enabling(fan: Fan) -> str | None:
    """The first built-in profile (1998, mil, greenbook) that enables a fan."""
    from gbmj_cli.scoring.profiles import builtin

    return next((name for name in BUILTIN if fan in builtin(name).enabled), None)


def house_listed(profile: Profile) -> dict[AnyFan, frozenset[AnyFan]]:
    """What each fan excludes (``Profile.listed``), with the exclusions of the house fans both ways."""
    listed: dict[AnyFan, frozenset[AnyFan]] = {f: gs for f, gs in profile.listed().items()}
    for rule in profile.house:
        listed[rule.fan] = listed.get(rule.fan, frozenset()) | rule.excludes
        for other in rule.excluded_by:
            listed[other] = listed.get(other, frozenset()) | {rule.fan}
    return listed


def described(profile: Profile, fan: AnyFan) -> FanRow:
    """The row that says what a fan means and gives its example: the profile's, else, for a fan its
    files do not introduce (明暗杠 under 1998, or enabled by a rules file that extends 1998), the row
    of the first built-in profile that enables it; a house fan's is its rule."""
    row = profile.rows[fan]
    if row.definition:
        return row
    if not isinstance(fan, Fan):
        text = next(rule.text for rule in profile.house if rule.fan == fan)
        return replace(row, definition=f"House fan: {text}", definition_zh=f"自定番种：{text}")
    from gbmj_cli.scoring.profiles import builtin

    introduced = first_enabling(fan)
    assert introduced is not None  # every fan is enabled by a built-in profile
    return builtin(introduced).rows[fan]


# Other names players use for a fan: older and regional Chinese names, the Japanese names many
# players know from riichi, and common English ones. Found after folding (``_folded``), so that
# 胡 and 和, 么 and 幺, 吊 and 钓, case, spaces and punctuation do not matter.
ALIASES: dict[str, Fan] = {
    "七对子": Fan.SEVEN_PAIRS,
    "七小对": Fan.SEVEN_PAIRS,
    "chiitoitsu": Fan.SEVEN_PAIRS,
    "十三么": Fan.THIRTEEN_ORPHANS,
    "十三幺九": Fan.THIRTEEN_ORPHANS,
    "国士无双": Fan.THIRTEEN_ORPHANS,
    "13 orphans": Fan.THIRTEEN_ORPHANS,
    "kokushi": Fan.THIRTEEN_ORPHANS,
    "kokushi musou": Fan.THIRTEEN_ORPHANS,
    "单钓": Fan.SINGLE_WAIT,
    "单骑": Fan.SINGLE_WAIT,
    "一条龙": Fan.PURE_STRAIGHT,
    "ittsu": Fan.PURE_STRAIGHT,
    "大七星": Fan.GREATER_HONORS_AND_KNITTED_TILES,
    "七星": Fan.GREATER_HONORS_AND_KNITTED_TILES,
    "门清": Fan.CONCEALED_HAND,
    "杠开": Fan.OUT_WITH_REPLACEMENT_TILE,
    "岭上开花": Fan.OUT_WITH_REPLACEMENT_TILE,
    "对对和": Fan.ALL_PUNGS,
    "toitoi": Fan.ALL_PUNGS,
    "tanyao": Fan.ALL_SIMPLES,
    "pinfu": Fan.ALL_CHOWS,
    "honitsu": Fan.HALF_FLUSH,
    "chinitsu": Fan.FULL_FLUSH,
    "tsuuiisou": Fan.ALL_HONORS,
    "ryuuiisou": Fan.ALL_GREEN,
    "chuuren": Fan.NINE_GATES,
    "九莲": Fan.NINE_GATES,
    "tsumo": Fan.SELF_DRAWN,
    "flowers": Fan.FLOWER_TILES,
    "13 unrelated": Fan.LESSER_HONORS_AND_KNITTED_TILES,
}


@lru_cache(maxsize=1024)  # a claim's names, checked line after line of a batch
def _folded(text: str) -> str:
    """A fan name as queries are compared: lower case, letters and digits only, one spelling of
    the characters that are written two ways (和 胡, 幺 么, 钓 吊)."""
    text = text.lower().translate(str.maketrans("胡么吊", "和幺钓"))
    return "".join(ch for ch in text if ch.isalnum())


_ALIASES = {_folded(alias): fan for alias, fan in ALIASES.items()}


def find_fan(query: str, profile: Profile, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The row a query names: a printed number, a Chinese or English name, a key (any case), or one
    of the other names of ``ALIASES``.

    >>> from gbmj_cli.scoring.profiles import builtin
    >>> rows = catalogue(builtin("1998"))
    >>> [find_fan(q, builtin("1998"), rows)["key"] for q in ("七对子", "13 orphans", "单钓", "碰碰胡")]
    ['seven_pairs', 'thirteen_orphans', 'single_wait', 'all_pungs']
    """
    row = FanNames(rows).match(query)
    if row is not None:
        return row
    wanted = query.strip()
    import difflib

    names = [row["name"] for row in rows] + [row["name_en"] for row in rows]
    close = difflib.get_close_matches(wanted, names, n=3, cutoff=0.5)
    found = Msg("fans.did_you_mean", names=_either([repr(c) for c in close])) if close else None
    hint = found or Msg("fans.run_for_list")
    raise UnknownFanError(Msg("fans.unknown", wanted=wanted, profile=profile.name, hint=hint))


class FanNames:
    """The rows of a catalogue by every name a query may give (``find_fan``, a claim's fan names):
    the printed number as written, and folded the Chinese and English names, the key and the
    aliases, the first row that has a name winning; built once, so that a name is one lookup."""

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        self.rows = rows
        self.numbers = {str(row["id"]): row for row in reversed(rows)}
        self.names: dict[str, dict[str, Any]] = {}
        for row in rows:
            for name in (row["name"], row["name_en"], row["key"]):
                self.names.setdefault(_folded(name), row)
        by_key = {row["key"]: row for row in rows}
        for alias, fan in _ALIASES.items():
            if fan.key in by_key:
                self.names.setdefault(alias, by_key[fan.key])
        self.longest_first = sorted(((row["name"], row) for row in rows), key=lambda item: -len(item[0]))
        """The Chinese names, longest first (names run together: the longest that reads)."""

    def match(self, query: str) -> dict[str, Any] | None:
        """The row a query names exactly, or None."""
        wanted = query.strip()
        return self.numbers.get(wanted) or self.names.get(_folded(wanted))


def _either(words: list[str]) -> Msg | str:
    """'a' or 'b' or 'c', in the language the message is written in."""
    if len(words) == 1:
        return words[0]
    return Msg("word.or", first=words[0], rest=_either(words[1:]))


def header_lines(profile: Profile, root: Profile, lang: str = "en") -> list[str]:
    """What a house-rules author checks: the profile, its chain, and the switches, minimum and
    payments that differ from 1998 (docs/house-rules.md), as a rules file writes them."""
    chain = ", ".join(profile.chain)
    lines = [Msg("catalogue.profile", name=profile.name, description=profile.description, chain=chain).text(lang)]
    lines += [f"{name} = {value}" for name, value in profile.switches.items() if value != root.switches[name]]
    if profile.minimum != root.minimum:
        lines.append(f"minimum = {profile.minimum}")
    for name in ("mode", "base", "multiplier", "cap"):
        value, default = getattr(profile.payments, name), getattr(root.payments, name)
        if value != default:
            lines.append(f'payments.{name} = "{value}"' if name == "mode" else f"payments.{name} = {value}")
    return lines


CSV_HEADER = ["id", "key", "name", "name_en", "points", "excludes", "excluded_by", "description", "description_zh"]


def catalogue_rows(rows: list[dict[str, Any]]) -> tuple[list[str], list[list[Any]]]:
    """The CSV of ``gbmj fans``: one row per fan, the exclusion lists as numbers separated by spaces."""
    return CSV_HEADER, [
        [
            row["id"],
            row["key"],
            row["name"],
            row["name_en"],
            row["points"],
            " ".join(map(str, row["excludes"])),
            " ".join(map(str, row["excluded_by"])),
            row["description"],
            row["description_zh"],
        ]
        for row in rows
    ]
