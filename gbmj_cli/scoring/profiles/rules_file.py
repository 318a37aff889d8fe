"""Read, check and resolve rules files into a Profile (docs/profiles.md §3, §7).

Pure: the caller (``gbmj_cli.scoring.profiles``) reads the bytes and follows ``extends``; this module parses
the TOML text, checks every key and value, applies a file's edits on top of the profile it extends,
and says what is wrong in one sentence that names the file, the line and the key.
"""

import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date, datetime, time
from typing import Any

from gbmj_cli.base.errors import GbmjError
from gbmj_cli.messages import Msg
from gbmj_cli.scoring.catalog import AnyFan, Fan, HouseFan
from gbmj_cli.scoring.profiles.house import PREDICATES, ConditionError, HouseRule, condition, written
from gbmj_cli.scoring.profiles.profile import (
    BUILTIN,
    GOVERNED,
    PARTIAL_TERMINAL_PUNGS,
    PAYMENT_MODES,
    SWITCHES,
    UNDISABLEABLE,
    FanRow,
    Payments,
    Profile,
)

TOP_KEYS = ("name", "description", "extends", "minimum", "payments", "switches", "fans", "exclusions", "house_fans")
FAN_KEYS = ("number", "points", "name", "name_en", "enabled")
TEXT_KEYS = ("definition", "definition_zh", "example", "example_flags")
"""What a fan means and an example of it, which only the built-in files write: a rules file changes
how fans score, not what they are, so it inherits them (and one that names them is told the keys it
may use, as for any unknown key)."""
EXCLUSION_KEYS = ("excludes", "remove", "add")
HOUSE_KEYS = ("number", "points", "name", "name_en", "rule", "excludes", "excluded_by")
"""The keys of a ``[house_fans.KEY]`` table (docs/house-rules.md §3); all but the two lists are required."""
MINIMUM_RANGE = (1, 88)
"""The least fan total of a legal win a profile may set (docs/house-rules.md §1)."""
PAYMENT_RANGES = {"base": (1, 1000), "multiplier": (1, 100), "cap": (0, 999)}
"""The integer keys of ``[payments]`` and their ranges (docs/house-rules.md §2); ``cap = 0`` is no cap."""
_HOUSE_KEY = re.compile(r"[a-z][a-z0-9_]{0,39}")
MAX_BYTES = 1 << 20
MAX_FILES = 8
MAX_NUMBER = 999
"""The largest printed number or points of a fan: a scored total then stays an ordinary number (the
ledger of ``gbmj session`` takes totals up to 999), where the spec sets no bound."""
MAX_KEY_PARTS = 16
"""The most parts of a dotted key (a profile needs three or four): the standard library's TOML reader
takes time and memory quadratic in a key's parts (a 100 KB key of 50,000 parts took 55 s and 9.8 GB)."""
_SEGMENT = r"""(?:[A-Za-z0-9_-]*+|"(?:[^"\\\n]|\\.)*+"?|'[^'\n]*+'?)"""
_SKIPPED = re.compile(
    r'"""(?:[^\\]|\\[\s\S])*?(?:"""(?!")|\Z)|\'\'\'[\s\S]*?(?:\'\'\'(?!\')|\Z)'
    + r'|"(?:[^"\\\n]|\\.)*+"?|\'[^\'\n]*+\'?|#[^\n]*+'
    + rf"|(?P<key>\.[ \t]*+{_SEGMENT}(?:[ \t]*+\.[ \t]*+{_SEGMENT}){{{MAX_KEY_PARTS - 1},}})"
)
"""Strings and comments (skipped as a whole: a multi-line string ends at the last of its closing
quotes, as in TOML, and one left open at the end of its line or of the file), or a run of more than
``MAX_KEY_PARTS`` - 1 dots between key parts: a key's dots stand on one line, outside strings and
comments. A string or comment always matches to its end, and a key's run looks at most 16 dots
ahead, so the scan is linear in the text (one that retried each start of a run of spaces took
minutes on 1 MiB)."""
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,39}")
_BY_KEY = {f.key: f for f in Fan}


class RulesFileError(GbmjError):
    """A rules file that cannot be used: ``path``, ``line`` (or None) and the offending ``key``."""

    kind = "rules"

    def __init__(self, path: str, sentence: Msg, line: int | None = None, key: str | None = None) -> None:
        if line:
            super().__init__(Msg("rules.where_line", path=path, line=line, sentence=sentence))
        else:
            super().__init__(Msg("rules.where", path=path, sentence=sentence))
        self.path = path
        self.line = line
        self.key = key


@dataclass(frozen=True)
class RulesDocument:
    """One parsed rules file: the path as it is shown in messages, its text and its data."""

    path: str
    text: str
    data: dict[str, Any]

    def line_of(self, table: str | None = None, key: str | None = None) -> int | None:
        """Where a table header, or a key (inside ``table``, or at the top level), stands (§7)."""
        lines = self.text.splitlines()
        start = 0
        if table is not None:
            header = re.compile(r"\s*\[\s*" + r"\s*\.\s*".join(map(re.escape, table.split("."))) + r"\s*\]")
            found = next((i for i, line in enumerate(lines) if header.match(line)), None)
            if found is None:
                return None
            if key is None:
                return found + 1
            start = found + 1
        if key is None:
            return None
        pattern = re.compile(r'\s*("?)' + re.escape(key) + r"\1\s*=")
        for i in range(start, len(lines)):
            if lines[i].lstrip().startswith("["):
                return None
            if pattern.match(lines[i]):
                return i + 1
        return None

    def error(self, sentence: Msg, table: str | None = None, key: str | None = None) -> RulesFileError:
        return RulesFileError(self.path, sentence, self.line_of(table, key), key)


def parse_document(path: str, raw: bytes) -> RulesDocument:
    """Decode and parse a rules file's bytes (UTF-8, an optional byte-order mark, at most 1 MiB)."""
    if len(raw) > MAX_BYTES:
        raise RulesFileError(path, Msg("rules.too_large", path=path))
    try:
        text = raw.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        raise RulesFileError(path, Msg("rules.not_utf8", path=path)) from None
    _check_key_parts(path, text)
    try:
        data = tomllib.loads(text)
    except RecursionError:
        raise RulesFileError(path, Msg("rules.toml_nested")) from None
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        where = re.search(r"\(at line (\d+), column (\d+)\)", message)
        detail = message[: where.start()].strip() if where else message
        detail = detail[:1].lower() + detail[1:]
        if where:
            raise RulesFileError(
                path, Msg("rules.toml_column", detail=detail, column=where[2]), int(where[1])
            ) from None
        raise RulesFileError(path, Msg("rules.toml", detail=detail)) from None
    except ValueError:  # an integer of more digits than Python converts
        raise RulesFileError(path, Msg("rules.toml_long_integer")) from None
    return RulesDocument(path, text, data)


def _check_key_parts(path: str, text: str) -> None:
    """Refuse a dotted key of more than ``MAX_KEY_PARTS`` parts before the TOML reader sees it."""
    for match in _SKIPPED.finditer(text):
        if match["key"] is not None:
            line = text.count("\n", 0, match.start()) + 1
            raise RulesFileError(path, Msg("rules.key_parts", most=MAX_KEY_PARTS), line)


def _type_name(value: object) -> Msg | str:
    if isinstance(value, bool):
        return Msg("type.boolean")
    for kind, name in (
        (str, "type.string"),
        (int, "type.integer"),
        (float, "type.float"),
        (list, "type.array"),
        (dict, "type.table"),
        ((datetime, date, time), "type.date"),
    ):
        if isinstance(value, kind):
            return Msg(name)
    return type(value).__name__  # pragma: no cover - tomllib makes only the types above


_SHOWN_BITS = 64
"""Integers up to this many bits are written in messages as they are; longer ones by their length."""
_DIGITS_PER_BIT = 0.30103  # log10(2)


def _toml(value: object) -> Msg | str:
    """A value as the file wrote it, for a message (TOML's true/false; other types by name)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int) and abs(value).bit_length() > _SHOWN_BITS:
        # (hex, octal or binary TOML loads any length; its decimal may be more digits than Python writes)
        return Msg("rules.long_number", digits=int(abs(value).bit_length() * _DIGITS_PER_BIT) + 1)
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str):
        return repr(value)
    return _type_name(value)


def _did_you_mean(word: str, choices: Iterable[str]) -> Msg | str:
    import difflib

    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return Msg("rules.did_you_mean", word=close[0]) if close else ""


def _one_line(value: object) -> bool:
    return isinstance(value, str) and bool(value) and value.isprintable()


def header(doc: RulesDocument, root: bool = False, builtin: bool = False) -> tuple[str, str, str | None]:
    """Check the top level of a file and return its name, description and ``extends``.

    ``root`` is 1998.toml, which extends nothing; ``builtin`` a file shipped in the package, which
    may take a built-in name.
    """
    for key in doc.data:
        if key not in TOP_KEYS:
            raise doc.error(Msg("rules.unknown_top_key", key=key, allowed=", ".join(TOP_KEYS)), key=key)
    name = doc.data.get("name")
    if name is None:
        raise doc.error(Msg("rules.no_name"))
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        shown = name if isinstance(name, str) else _type_name(name)
        raise doc.error(Msg("rules.bad_name", shown=shown), key="name")
    if not builtin and name.lower() in BUILTIN:
        raise doc.error(Msg("rules.builtin_name", name=name), key="name")
    description = doc.data.get("description", "")
    if not isinstance(description, str) or (description and not description.isprintable()):
        raise doc.error(Msg("rules.description"), key="description")
    extends = doc.data.get("extends")
    if root:
        return name, description, None
    if extends is None:
        raise doc.error(Msg("rules.no_extends"))
    if not isinstance(extends, str) or not (extends.lower() in BUILTIN or extends.endswith(".toml")):
        shown = extends if isinstance(extends, str) else _type_name(extends)
        raise doc.error(Msg("rules.bad_extends", shown=shown, names=", ".join(BUILTIN)), key="extends")
    return name, description, extends


@dataclass
class _Origin:
    """Which file set a value last, and where: for the errors found once the chain is applied."""

    doc: RulesDocument
    table: str | None
    key: str | None
    order: int

    def error(self, sentence: Msg) -> RulesFileError:
        return self.doc.error(sentence, self.table, self.key)


@dataclass
class Builder:
    """A profile being resolved: the parent's tables, then each file's edits (§3.5)."""

    rows: dict[Fan, dict[str, Any]]
    table: dict[Fan, set[Fan]]
    switches: dict[str, str]
    walk: dict[Fan, int]
    root_table: dict[Fan, frozenset[Fan]]
    chain: list[str] = field(default_factory=list)
    minimum: int = 8
    payments: dict[str, Any] = field(default_factory=dict)
    house: dict[str, "_HouseSpec"] = field(default_factory=dict)
    origins: dict[tuple[str, str], _Origin] = field(default_factory=dict)
    clock: int = 0

    @classmethod
    def empty(cls) -> "Builder":
        return cls({}, {}, {}, {}, {})

    @classmethod
    def extending(cls, parent: Profile, root: Profile) -> "Builder":
        rows = {f: {key: getattr(parent.rows[f], key) for key in (*FAN_KEYS, *TEXT_KEYS)} for f in Fan}
        table = {f: set(gs) for f, gs in parent.table.items()}
        house = {rule.fan.key: _HouseSpec.of(rule, parent.rows[rule.fan]) for rule in parent.house}
        payments = {key: getattr(parent.payments, key) for key in PAYMENT_KEYS}
        builder = cls(rows, table, dict(parent.switches), dict(parent.walk), dict(root.table), list(parent.chain))
        builder.minimum, builder.payments, builder.house = parent.minimum, payments, house
        return builder

    def apply(self, doc: RulesDocument, root: bool, builtin: bool = False) -> None:
        """Apply one file (``builtin``: shipped in the package): its fans, exclusions, switches, payments
        and house fans."""
        self._fans(doc, root, builtin)
        if root:
            self.walk = {f: i for i, f in enumerate(sorted(Fan, key=lambda f: (-self.rows[f]["points"], f.value)))}
        self._exclusions(doc, root)
        self._switches(doc, root)
        self._payments(doc)
        self._house_fans(doc)
        if root:
            self.root_table = {f: frozenset(gs) for f, gs in self.table.items()}

    def _tables(self, doc: RulesDocument, section: str) -> dict[str, Any]:
        value = doc.data.get(section, {})
        if not isinstance(value, dict) or (
            section != "switches" and not all(isinstance(v, dict) for v in value.values())
        ):
            bad = value if not isinstance(value, dict) else next(v for v in value.values() if not isinstance(v, dict))
            sentence = "rules.section_switches" if section == "switches" else "rules.section_fans"
            raise doc.error(Msg(sentence, section=section, found=_type_name(bad)), table=None, key=section)
        return value

    def _origin(self, what: str, key: str, doc: RulesDocument, table: str, name: str) -> None:
        self.clock += 1
        self.origins[(what, key)] = _Origin(doc, table, name, self.clock)

    @staticmethod
    def _fan(doc: RulesDocument, section: str, key: str, item: str | None = None, array: str | None = None) -> Fan:
        """The fan a table name (or an array item) names, or the unknown-fan error (§7 row 11)."""
        name = key if item is None else item
        fan = _BY_KEY.get(name)
        if fan is None:
            where = f"[{section}.{key}]"
            sentence = Msg("rules.unknown_fan", name=name, where=where, hint=_did_you_mean(name, _BY_KEY))
            raise doc.error(sentence, f"{section}.{key}", array)
        return fan

    def _fans(self, doc: RulesDocument, root: bool, builtin: bool) -> None:
        allowed = (*FAN_KEYS, *TEXT_KEYS) if builtin else FAN_KEYS
        for key, edits in self._tables(doc, "fans").items():
            fan = self._fan(doc, "fans", key)
            table = f"fans.{key}"
            row = self.rows.setdefault(fan, {})
            for name, value in edits.items():
                if name not in allowed:
                    sentence = Msg("rules.unknown_fan_key", name=name, table=table, allowed=", ".join(allowed))
                    raise doc.error(sentence, table, name)
                if name in ("number", "points"):
                    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                        shown = _toml(value)
                        raise doc.error(Msg("rules.positive", name=name, key=key, shown=shown), table, name)
                    if value > MAX_NUMBER:
                        sentence = Msg("rules.too_big", name=name, key=key, most=MAX_NUMBER, shown=_toml(value))
                        raise doc.error(sentence, table, name)
                elif name == "enabled":
                    if not isinstance(value, bool):
                        raise doc.error(Msg("rules.enabled_bool", key=key), table, name)
                elif not _one_line(value):
                    raise doc.error(Msg("rules.one_line", name=name, key=key), table, name)
                row[name] = value
                if name in ("number", "enabled"):
                    self._origin(name, key, doc, table, name)
        if root:
            for fan in Fan:
                missing = [k for k in FAN_KEYS[:4] if k not in self.rows.get(fan, {})]
                if missing:
                    raise doc.error(Msg("rules.fan_needs", key=fan.key, missing=", ".join(missing)), f"fans.{fan.key}")
                self.rows[fan].setdefault("enabled", True)

    def _exclusions(self, doc: RulesDocument, root: bool) -> None:
        for key, edits in self._tables(doc, "exclusions").items():
            fan = self._fan(doc, "exclusions", key)
            table = f"exclusions.{key}"
            for name in edits:
                if name not in EXCLUSION_KEYS:
                    sentence = Msg("rules.unknown_fan_key", name=name, table=table, allowed=", ".join(EXCLUSION_KEYS))
                    raise doc.error(sentence, table, name)
            if "excludes" in edits and ("add" in edits or "remove" in edits):
                raise doc.error(Msg("rules.excludes_with_add", table=table), table, "excludes")
            lists = {name: self._list(doc, key, table, name, edits[name]) for name in EXCLUSION_KEYS if name in edits}
            both = set(lists.get("add", ())) & set(lists.get("remove", ()))
            if both:
                item = min(both)
                raise doc.error(Msg("rules.added_and_removed", fan=item.key, table=table), table, "add")
            current = self.table.setdefault(fan, set())
            if "excludes" in lists:
                for g in lists["excludes"]:
                    self._check_entry(doc, fan, g, table, "excludes", root)
                current.clear()
                current.update(lists["excludes"])
            for g in lists.get("remove", ()):
                if g not in current:
                    origin = "1998" if root else (self.chain[0] if self.chain else "1998")
                    raise doc.error(Msg("rules.not_inherited", fan=g.key, key=key, origin=origin), table, "remove")
                current.discard(g)
            for g in lists.get("add", ()):
                if g in current:
                    raise doc.error(Msg("rules.already_listed", fan=g.key, key=key), table, "add")
                self._check_entry(doc, fan, g, table, "add", root)
                current.add(g)

    def _list(self, doc: RulesDocument, key: str, table: str, name: str, value: object) -> list[Fan]:
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise doc.error(Msg("rules.list_of_keys", name=name, table=table), table, name)
        fans = [self._fan(doc, "exclusions", key, item, name) for item in value]
        seen: set[Fan] = set()
        for g in fans:
            if g.key == key:
                raise doc.error(Msg("rules.excludes_itself", key=key), table, name)
            if g in seen:
                raise doc.error(Msg("rules.listed_twice", fan=g.key, name=name, table=table), table, name)
            seen.add(g)
        return fans

    def _check_entry(self, doc: RulesDocument, fan: Fan, g: Fan, table: str, name: str, root: bool) -> None:
        """An entry a file adds: not a switch's pair, not a partial 幺九刻, and reachable in the walk."""
        switch = GOVERNED.get((fan, g))
        if switch:
            raise doc.error(Msg("rules.governed", fan=fan.key, other=g.key, switch=switch), table, name)
        if g is Fan.PUNG_OF_TERMINALS_OR_HONORS and fan in PARTIAL_TERMINAL_PUNGS:
            raise doc.error(Msg("rules.partial_terminal_pungs", fan=fan.key), table, name)
        if not root and self.walk[g] < self.walk[fan] and g not in self.root_table.get(fan, frozenset()):
            raise doc.error(Msg("rules.walk_order", fan=fan.key, other=g.key), table, name)

    def _switches(self, doc: RulesDocument, root: bool) -> None:
        for name, value in self._tables(doc, "switches").items():
            if name not in SWITCHES:
                raise doc.error(
                    Msg("rules.unknown_switch", name=name, hint=_did_you_mean(name, SWITCHES)), "switches", name
                )
            values = SWITCHES[name]
            if value not in values:
                shown = value if isinstance(value, str) else _type_name(value)
                choices = Msg("rules.or", first=", ".join(values[:-1]), last=values[-1])
                raise doc.error(Msg("rules.switch_value", name=name, choices=choices, shown=shown), "switches", name)
            self.switches[name] = value
            self._origin("switch", name, doc, "switches", name)
        if root:
            missing = [s for s in SWITCHES if s not in self.switches]
            if missing:
                raise doc.error(Msg("rules.must_set", missing=", ".join(missing)), "switches")

    def _payments(self, doc: RulesDocument) -> None:
        """``minimum`` and ``[payments]`` (docs/house-rules.md §1-§2): each key replaces the inherited value."""
        if "minimum" in doc.data:
            self.minimum = _integer(doc, "minimum", doc.data["minimum"], MINIMUM_RANGE, None)
        section = doc.data.get("payments", {})
        if not isinstance(section, dict):
            raise doc.error(
                Msg("rules.section_switches", section="payments", found=_type_name(section)), key="payments"
            )
        for name, value in section.items():
            if name not in PAYMENT_KEYS:
                allowed = ", ".join(PAYMENT_KEYS)
                raise doc.error(
                    Msg("rules.unknown_fan_key", name=name, table="payments", allowed=allowed), "payments", name
                )
            if name == "mode":
                if value not in PAYMENT_MODES:
                    shown = value if isinstance(value, str) else _type_name(value)
                    choices = Msg("rules.or", first=", ".join(PAYMENT_MODES[:-1]), last=PAYMENT_MODES[-1])
                    raise doc.error(
                        Msg("rules.switch_value", name=name, choices=choices, shown=shown), "payments", name
                    )
                self.payments[name] = value
            else:
                self.payments[name] = _integer(doc, name, value, PAYMENT_RANGES[name], "payments")
        cap = self.payments.get("cap", 0)
        if cap and cap < self.minimum:
            table = "payments" if "cap" in section else None
            raise doc.error(
                Msg("rules.cap_under_minimum", cap=cap, minimum=self.minimum), table, "cap" if table else "minimum"
            )

    def _house_fans(self, doc: RulesDocument) -> None:
        """``[house_fans.KEY]`` (docs/house-rules.md §3): each table defines a house fan whole."""
        for key, spec in self._tables(doc, "house_fans").items():
            table = f"house_fans.{key}"
            if key in _BY_KEY:
                raise doc.error(Msg("rules.house_official", key=key), table)
            if not _HOUSE_KEY.fullmatch(key):
                raise doc.error(Msg("rules.house_key", key=key), table)
            for name in spec:
                if name not in HOUSE_KEYS:
                    sentence = Msg("rules.unknown_fan_key", name=name, table=table, allowed=", ".join(HOUSE_KEYS))
                    raise doc.error(sentence, table, name)
            missing = [k for k in HOUSE_KEYS[:5] if k not in spec]
            if missing:
                raise doc.error(Msg("rules.house_needs", key=key, missing=", ".join(missing)), table)
            row: dict[str, Any] = {}
            for name in ("number", "points"):
                row[name] = _integer(doc, f"{name} of {key}", spec[name], (1, MAX_NUMBER), table, name)
            for name in ("name", "name_en"):
                if not _one_line(spec[name]):
                    raise doc.error(Msg("rules.one_line", name=name, key=key), table, name)
                row[name] = spec[name]
            conditions, text = self._rule(doc, key, table, spec["rule"])
            lists = {}
            for name in ("excludes", "excluded_by"):
                value = spec.get(name, [])
                if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                    raise doc.error(Msg("rules.list_of_keys", name=name, table=table), table, name)
                if key in value:
                    raise doc.error(Msg("rules.excludes_itself", key=key), table, name)
                twice = next((v for i, v in enumerate(value) if v in value[:i]), None)
                if twice is not None:
                    raise doc.error(Msg("rules.listed_twice", fan=twice, name=name, table=table), table, name)
                lists[name] = tuple(value)
            self.house[key] = _HouseSpec(row, conditions, text, lists["excludes"], lists["excluded_by"], doc, table)
            self._origin("number", key, doc, table, "number")

    @staticmethod
    def _rule(doc: RulesDocument, key: str, table: str, rule: object) -> tuple[tuple[Any, ...], str]:
        """A rule's conditions, and the rule as text (its conditions as TOML writes them)."""
        if not isinstance(rule, dict) or not rule:
            raise doc.error(Msg("rules.house_rule_table", key=key), table, "rule")
        conditions = []
        for name, value in rule.items():
            if name not in PREDICATES:
                hint = _did_you_mean(name, PREDICATES) or Msg("rules.predicates", names=", ".join(PREDICATES))
                raise doc.error(Msg("rules.unknown_predicate", name=name, key=key, hint=hint), table, "rule")
            try:
                conditions.append(condition(name, value))
            except ConditionError as error:
                sentence = Msg("rules.predicate_value", name=name, key=key, takes=error.takes, shown=_toml(value))
                raise doc.error(sentence, table, "rule") from None
        return tuple(conditions), "; ".join(written(name, value) for name, value in rule.items())

    def _house_rules(self) -> tuple[HouseRule, ...]:
        """The house fans resolved: their keys checked, and each exclusion between two house fans
        written on both sides, so that the later one in file order sees it."""
        fans: dict[str, AnyFan] = {f.key: f for f in Fan}
        fans.update({key: HouseFan(key) for key in self.house})
        excludes = {
            key: {self._house_fan(fans, spec, "excludes", k) for k in spec.excludes} for key, spec in self.house.items()
        }
        excluded_by = {
            key: {self._house_fan(fans, spec, "excluded_by", k) for k in spec.excluded_by}
            for key, spec in self.house.items()
        }
        for key in self.house:
            for other in excludes[key]:
                if isinstance(other, HouseFan):
                    excluded_by[other.key].add(HouseFan(key))
        return tuple(
            HouseRule(HouseFan(key), spec.conditions, frozenset(excludes[key]), frozenset(excluded_by[key]), spec.text)
            for key, spec in self.house.items()
        )

    @staticmethod
    def _house_fan(fans: dict[str, AnyFan], spec: "_HouseSpec", name: str, key: str) -> AnyFan:
        fan = fans.get(key)
        if fan is None:
            sentence = Msg("rules.unknown_fan", name=key, where=f"[{spec.table}]", hint=_did_you_mean(key, fans))
            raise spec.doc.error(sentence, spec.table, name)
        return fan

    def finish(self, name: str, description: str, builtin: bool = False) -> Profile:
        """Check the whole (§3.5 step 3) and freeze the profile."""
        by_number: dict[int, AnyFan] = {}
        numbered: list[tuple[AnyFan, int]] = [(fan, self.rows[fan]["number"]) for fan in Fan]
        numbered += [(HouseFan(key), spec.row["number"]) for key, spec in self.house.items()]
        for fan, number in numbered:
            other = by_number.get(number)
            if other is not None:
                # Name the fan whose number was set last, in the file that set it.
                # The built-ins are consistent, so a file set one of the two: name the later one.
                known = [(o, f) for f in (fan, other) if (o := self.origins.get(("number", f.key)))]
                origin, later = max(known, key=lambda item: item[0].order)
                first = other if later is fan else fan
                raise origin.error(Msg("rules.number_taken", number=number, fan=later.key, other=first.key))
            by_number[number] = fan
        for fan in UNDISABLEABLE:
            if not self.rows[fan]["enabled"]:
                origin = self.origins[("enabled", fan.key)]
                raise origin.error(Msg("rules.undisableable", fan=fan.key))
        mixed = self.switches["mixed_kong"] == "melded_concealed_5"
        if mixed != self.rows[Fan.CONCEALED_KONG_AND_MELDED_KONG]["enabled"]:
            candidates = [
                self.origins.get(("switch", "mixed_kong")),
                self.origins.get(("enabled", Fan.CONCEALED_KONG_AND_MELDED_KONG.key)),
            ]
            last = max((o for o in candidates if o is not None), key=lambda o: o.order)
            raise last.error(Msg("rules.mixed_needs_fan" if mixed else "rules.fan_needs_mixed"))
        house = self._house_rules()
        rows: dict[AnyFan, FanRow] = {f: FanRow(**self.rows[f]) for f in Fan}
        rows.update({HouseFan(key): FanRow(**spec.row) for key, spec in self.house.items()})
        table = {f: frozenset(gs) for f, gs in sorted(self.table.items()) if gs}
        return Profile(
            name=name,
            description=description,
            chain=(name, *self.chain),
            rows=rows,
            table=table,
            switches=dict(self.switches),
            walk=dict(self.walk),
            builtin=builtin,
            minimum=self.minimum,
            payments=Payments(**self.payments),
            house=house,
        )


PAYMENT_KEYS = ("mode", "base", "multiplier", "cap")
"""The keys of ``[payments]`` (docs/house-rules.md §2)."""


def _integer(
    doc: RulesDocument, name: str, value: object, bounds: tuple[int, int], table: str | None, key: str | None = None
) -> int:
    """An integer key's value within ``bounds``, or its one located sentence."""
    low, high = bounds
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        sentence = Msg("rules.integer_range", name=name, low=low, high=high, shown=_toml(value))
        raise doc.error(sentence, table, key or name)
    return value


@dataclass(frozen=True)
class _HouseSpec:
    """A house fan as its file wrote it: its row, its conditions read, and its exclusions by key."""

    row: dict[str, Any]
    conditions: tuple[Any, ...]
    text: str
    excludes: tuple[str, ...]
    excluded_by: tuple[str, ...]
    doc: RulesDocument
    table: str

    @classmethod
    def of(cls, rule: HouseRule, row: FanRow) -> "_HouseSpec":
        """An inherited house fan, as the file that defined it wrote it (its exclusions by key)."""
        fields = {"number": row.number, "points": row.points, "name": row.name, "name_en": row.name_en}
        by = tuple(f.key for f in rule.excluded_by)
        excludes = tuple(f.key for f in rule.excludes)
        return cls(fields, rule.conditions, rule.text, excludes, by, RulesDocument("", "", {}), "")
