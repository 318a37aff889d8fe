"""The records of ``gbmj replay`` (docs/replay.md), its summary and statistics, and one chunk's work.

A replayed match becomes a dict (its JSON record, which ``match_json`` writes from cached fragments),
a CSV row, a table row, or with ``--hands`` a line of ``gbmj batch``'s input; a bad event becomes an
error record. ``replay_chunk`` replays a chunk of match blocks into its payload and its summary, in a
worker process or in the command's own, as ``gbmj_cli.batch.chunks.score_chunk`` does for ``gbmj
batch``. ``replay_match`` and ``replay_lines`` are the library calls: they never raise for bad input,
so they map over a Dask bag of matches as ``score_line`` does over lines (examples/dask_replay.py).

    >>> record = replay_match('''Match 7
    ... Wind 0
    ... Player 0 Deal W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 W9 W9
    ... Player 1 Deal T1 T2 T3 T4 T5 T6 T7 T8 T9 F1 F2 F3 F4
    ... Player 2 Deal B1 B2 B3 B4 B5 B6 B7 B8 B9 J1 J2 J3 F1
    ... Player 3 Deal T1 T2 T3 T4 T5 T6 T7 T8 T9 B1 B2 B3 B4
    ... Player 0 Draw W5
    ... Player 0 Hu W5
    ... Fan 92 九莲宝灯*1+双暗刻*1+幺九刻*1+自摸*1
    ... Score 300 -100 -100 -100''')
    >>> record["result"], record["hand"], record["fan_total"], record["scores"], record["agrees"]
    ('win', '1112345678999m5m', 92, [300, -100, -100, -100], True)
"""

import gc
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from gbmj_cli.base.bounded import Table
from gbmj_cli.base.text import escape_json_bytes, escape_text
from gbmj_cli.hands.context import WinContext, context_record, profile_name
from gbmj_cli.messages import Msg
from gbmj_cli.records.formats import Format, Writer, csv_row, dumps
from gbmj_cli.records.json_bytes import encode_string
from gbmj_cli.records.record import fan_entry
from gbmj_cli.replay.blocks import Blocks
from gbmj_cli.replay.match import WIN_KINDS, BadEvent, Replayed, log_fan, replay_block
from gbmj_cli.scoring.catalog import AnyFan, Fan
from gbmj_cli.scoring.explain import explain
from gbmj_cli.scoring.profiles.profile import Profile
from gbmj_cli.scoring.score import FanCount, profile_of

RULES = "mil"
"""The profile that scores as the judge's calculator does (明暗杠 included): the default of a replay."""

DISAGREEMENTS = ("fan_total", "fans", "scores")
BAD_KINDS = ("format", "turn", "tiles", "claim", "wall", "not-winning", "input", "internal")
WIN_FLAGS = ("kong_draw", "last_tile", "fourth_tile")
"""The win flags the statistics count, besides how the hand was won."""

CSV_COLUMNS = (
    "line",
    "match",
    "result",
    "winner",
    "discarder",
    "win",
    "hand",
    "fan_total",
    "log_fan_total",
    "scores",
    "log_scores",
    "agrees",
    "disagreements",
    "fans",
    "error",
)
"""The columns of ``gbmj replay --format csv`` (``file`` last in a run over several files)."""

Outcome = Replayed | BadEvent


@dataclass(frozen=True, slots=True)
class ReplaySettings:
    """What every match of a run shares: the rule profile that scores the wins (best by name: the
    settings go to a worker with every chunk, and a profile is large), the format of the records
    (None: none, as with ``--stats``), ``hands`` (``--hands``: ``gbmj batch`` lines instead of records),
    ``explain`` (the sets of each fan), ``only_disagreements``, ``stats`` (count the statistics too),
    the language of sentences and table names, and in a run over several files the one being read."""

    rules: str | Profile = RULES
    fmt: Format | None = Format.NDJSON
    hands: bool = False
    explain: bool = False
    only_disagreements: bool = False
    stats: bool = False
    lang: str = "en"
    file: str | None = None


# --- records ---------------------------------------------------------------------------------------------


def match_record(replayed: Replayed, explained: bool = False, file: str | None = None) -> dict[str, Any]:
    """The JSON record of a replayed match (docs/replay.md, "Records")."""
    win = replayed.win
    result = None if win is None else win.result
    if result is not None and explained:
        result = explain(result)
    profile = None if win is None else profile_of(win.context.rules)
    record: dict[str, Any] = {} if file is None else {"file": file}
    record.update(
        {
            "line": replayed.line,
            "match": replayed.match,
            "result": replayed.outcome,
            "winner": None if win is None else win.winner,
            "discarder": None if win is None else win.discarder,
            "win": None if win is None else win.kind,
            "hand": None if win is None else win.hand.notation(),
            "rules": None if profile is None else profile.name,
            "context": None if win is None else context_record(win.context, 0),
            "fans": [] if result is None or profile is None else [fan_entry(profile, f) for f in result.fans],
            "fan_total": replayed.fan_total,
            "scores": list(replayed.scores),
            "log_fan_total": replayed.log.fan_total,
            "log_fans": [_log_fan_entry(name, count) for name, count in replayed.log.fans],
            "log_scores": list(replayed.log.scores),
            "agrees": replayed.agrees,
            "disagreements": list(replayed.disagreements),
        }
    )
    return record


def _log_fan_entry(name: str, count: int) -> dict[str, Any]:
    fan = log_fan(name)
    return {"name": name, "count": count, "key": None if fan is None else fan.key}


# --- a record's JSON, from cached fragments ------------------------------------------------------------

CACHED = 1024
"""Fragments kept per cache; a full cache drops its oldest, so memory does not grow with the input."""

_contexts: Table[int, tuple[WinContext, bytes]] = Table(CACHED)  # by id(context)
_fans: Table[int, tuple[FanCount, Profile, bytes]] = Table(CACHED)  # by id(fan count)
_log_fans: Table[tuple[str, int], bytes] = Table(CACHED)  # by (name, count), names of a fan's length
_KEPT_NAME = 16
"""The longest name in a log's Fan line whose entry is kept (a fan's is under 10 characters)."""
_NO_WIN = b',"winner":null,"discarder":null,"win":null,"hand":null,"rules":null,"context":null,"fans":['


def match_json(replayed: Replayed, explained: bool = False, file: str | None = None) -> bytes:
    """``dumps(match_record(replayed, explained, file))``, joined from fragments as
    ``gbmj_cli.records.record_json`` joins a batch record: a run writes the same contexts, fan entries
    and log fan entries again and again, so each is encoded once, by ``dumps``, and kept in a bounded
    cache (contexts and fan counts by identity: the replay and the scorer share them); a match adds
    its own numbers and strings."""
    win = replayed.win
    head = "{" if file is None else '{"file":' + encode_string(file) + ","
    parts = [
        (
            head + f'"line":{replayed.line},"match":{encode_string(replayed.match)},"result":'
            f"{encode_string(replayed.outcome)}"
        ).encode()
    ]
    if win is None:
        parts.append(_NO_WIN)
    else:
        ctx = win.context
        known = _contexts.get(id(ctx))
        discarder = "null" if win.discarder is None else win.discarder
        parts += (
            f',"winner":{win.winner},"discarder":{discarder},"win":{encode_string(win.kind)},"hand":'
            f"{encode_string(win.hand.notation())}".encode(),
            known[1] if known is not None else _context_json(ctx),
        )
        result = win.result
        if result is not None:
            if explained:
                result = explain(result)
            profile = profile_of(ctx.rules)
            fans = []
            for fan in result.fans:  # (a loop: on 3.11 a comprehension makes a function)
                found = _fans.get(id(fan))
                fans.append(found[2] if found is not None and found[1] is profile else _fan_json(profile, fan))
            parts.append(b",".join(fans))
    log = replayed.log
    log_fans = []
    for name_count in log.fans:
        log_fans.append(_log_fans.get(name_count) or _log_fan_json(name_count))
    agrees = "true" if replayed.agrees else "false"
    parts.append(
        f'],"fan_total":{replayed.fan_total},"scores":[{_ints(replayed.scores)}],"log_fan_total":'
        f'{"null" if log.fan_total is None else log.fan_total},"log_fans":['.encode()
    )
    parts.append(b",".join(log_fans))
    parts.append(
        f'],"log_scores":[{_ints(log.scores)}],"agrees":{agrees},"disagreements":['
        f"{','.join(map(encode_string, replayed.disagreements))}]}}".encode()
    )
    return b"".join(parts)


def _ints(values: Iterable[int]) -> str:
    return ",".join(map(str, values))


def _context_json(ctx: WinContext) -> bytes:
    """``rules`` and ``context`` of a record, up to its ``fans``' first entry: kept by the context's
    identity (the replay's contexts are shared by every match)."""
    name = profile_of(ctx.rules).name
    fragment = f',"rules":{encode_string(name)},"context":'.encode() + dumps(context_record(ctx, 0)) + b',"fans":['
    return _contexts.file(id(ctx), (ctx, fragment))[1]


def _fan_json(profile: Profile, fan: FanCount) -> bytes:
    """One entry of ``fans``, encoded and kept (unless explained: its sets depend on the hand)."""
    fragment = dumps(fan_entry(profile, fan))
    if fan.sets is None:
        _fans.file(id(fan), (fan, profile, fragment))
    return fragment


def _log_fan_json(name_count: tuple[str, int]) -> bytes:
    """One entry of ``log_fans``, encoded and kept by the name and count the log gives (unless the
    name is longer than a fan's: a log may write anything there)."""
    fragment = dumps(_log_fan_entry(*name_count))
    if len(name_count[0]) <= _KEPT_NAME:
        _log_fans.file(name_count, fragment)
    return fragment


def bad_event_record(bad: BadEvent, lang: str = "en", file: str | None = None) -> dict[str, Any]:
    """The error record of a bad event: where it is, the event, the sentence (``error_en`` in English)."""
    record: dict[str, Any] = {} if file is None else {"file": file}
    english = bad.message.text("en")
    record.update(
        {
            "line": bad.line,
            "match": bad.match,
            "event": bad.event,
            "error": english if lang == "en" else bad.message.text(lang),
            "kind": bad.kind,
            "error_en": english,
        }
    )
    return record


def _scores_text(scores: Iterable[int]) -> str:
    return " ".join(map(str, scores))


def csv_values(outcome: Outcome, lang: str = "en") -> tuple[Any, ...]:
    """One row of ``CSV_COLUMNS``: a replayed match, or a bad event (its ``error`` as ``kind: sentence``)."""
    if isinstance(outcome, BadEvent):
        error = f"{outcome.kind}: {outcome.message.text(lang)}"
        return (outcome.line, escape_text(outcome.match or ""), *("",) * 12, escape_text(error))
    win = outcome.win
    result = None if win is None else win.result
    fans = "" if result is None else " ".join(f"{result.profile.number(f.fan)}x{f.count}" for f in result.fans)
    return (
        outcome.line,
        escape_text(outcome.match),
        outcome.outcome,
        "" if win is None else win.winner,
        "" if win is None or win.discarder is None else win.discarder,
        "" if win is None else win.kind,
        "" if win is None else win.hand.notation(),
        outcome.fan_total,
        "" if outcome.log.fan_total is None else outcome.log.fan_total,
        _scores_text(outcome.scores),
        _scores_text(outcome.log.scores),
        "true" if outcome.agrees else "false",
        " ".join(outcome.disagreements),
        fans,
        "",
    )


class TableRow(NamedTuple):
    """A row of the table of ``gbmj_cli.cli.replay_view``: a replayed match, or a bad event (``kind``
    set, ``note`` its sentence)."""

    line: int
    match: str
    outcome: str
    winner: int | None
    fan_total: int | None
    log_fan_total: int | None
    scores: str
    agrees: bool | None
    note: str
    kind: str | None


def table_row(outcome: Outcome, lang: str = "en") -> TableRow:
    """A replayed match or a bad event as a row of the table (its sentence in ``lang``)."""
    if isinstance(outcome, BadEvent):
        note = outcome.message.text(lang)
        return TableRow(outcome.line, outcome.match or "", "", None, None, None, "", None, note, outcome.kind)
    win = outcome.win
    note = " ".join(outcome.disagreements)
    return TableRow(
        outcome.line,
        outcome.match,
        outcome.outcome if win is None else win.kind if outcome.outcome == "win" else outcome.outcome,
        None if win is None else win.winner,
        outcome.fan_total if win is not None else None,
        outcome.log.fan_total,
        _scores_text(outcome.scores),
        outcome.agrees,
        note,
        None,
    )


def batch_line(replayed: Replayed) -> str | None:
    """The win as a line of ``gbmj batch``'s input: the hand, then the flags of its context (None for a
    match without a scored win)."""
    win = replayed.win
    if win is None or win.result is None:
        return None
    ctx = win.context
    words = [win.hand.notation()]
    if ctx.self_drawn:
        words.append("--self-drawn")
    words += ["--seat", ctx.seat, "--round", ctx.round]
    for flag, on in (
        ("--last-tile", ctx.last_tile),
        ("--kong-draw", ctx.kong_draw),
        ("--robbing-kong", ctx.robbing_kong),
        ("--fourth-tile", ctx.fourth_tile),
    ):
        if on:
            words.append(flag)
    if ctx.from_seat is not None:
        words += ["--from", ctx.from_seat]
    words += ["--rules", profile_name(ctx)]
    return " ".join(words)


# --- the summary and the statistics -------------------------------------------------------------------

LARGEST = 10
"""Hands the statistics keep as the largest."""


@dataclass(slots=True)
class ReplaySummary:
    """What a run counted: matches by outcome, wins by kind, agreements, disagreements and bad events
    by kind; with ``stats`` also each fan's hands, the fan totals and the largest hands. Merges, so
    that each worker (or each partition of a Dask bag) counts its own share."""

    stats: bool = False
    outcomes: Counter[str] = field(default_factory=Counter)
    kinds: Counter[str] = field(default_factory=Counter)  # wins by how they were won, and their flags
    agreed: int = 0
    disagreements: Counter[str] = field(default_factory=Counter)  # matches, by what differs
    disagreeing: int = 0
    bad: Counter[str] = field(default_factory=Counter)
    fan_hands: Counter[AnyFan] = field(default_factory=Counter)
    totals: Counter[int] = field(default_factory=Counter)
    largest: list[tuple[int, str, int, str, str | None, tuple[AnyFan, ...]]] = field(default_factory=list)

    @property
    def matches(self) -> int:
        """Matches replayed to their end."""
        return sum(self.outcomes.values())

    @property
    def bad_events(self) -> int:
        return sum(self.bad.values())

    def add(self, outcome: Outcome, file: str | None = None) -> None:
        if isinstance(outcome, BadEvent):
            self.bad[outcome.kind] += 1
            return
        self.outcomes[outcome.outcome] += 1
        if outcome.disagreements:
            self.disagreeing += 1
            self.disagreements.update(outcome.disagreements)
        else:
            self.agreed += 1
        win = outcome.win
        if win is None or outcome.outcome != "win":
            return
        kinds, ctx = self.kinds, win.context
        kinds[win.kind] += 1
        for flag in WIN_FLAGS:
            if getattr(ctx, flag):
                kinds[flag] += 1
        if self.stats and win.result is not None:
            result = win.result
            for f in result.fans:
                self.fan_hands[f.fan] += 1
            self.totals[result.total] += 1
            entry = (
                result.total,
                outcome.match,
                outcome.line,
                win.hand.notation(),
                file,
                tuple(f.fan for f in result.fans),
            )
            self._keep([entry])

    def add_record(self, record: dict[str, Any]) -> None:
        """Count one record of ``replay_match`` (as a Dask bag's partition counts its own)."""
        if "error" in record:
            self.bad[record["kind"]] += 1
            return
        self.outcomes[record["result"]] += 1
        if record["disagreements"]:
            self.disagreeing += 1
            self.disagreements.update(record["disagreements"])
        else:
            self.agreed += 1
        if record["result"] != "win":
            return
        self.kinds[record["win"]] += 1
        for flag in WIN_FLAGS:
            if record["context"][flag]:
                self.kinds[flag] += 1
        if self.stats:
            fans = tuple(Fan[f["key"].upper()] for f in record["fans"])
            self.fan_hands.update(fans)
            self.totals[record["fan_total"]] += 1
            entry = (record["fan_total"], record["match"], record["line"], record["hand"], record.get("file"), fans)
            self._keep([entry])

    def _keep(self, entries: list[tuple[int, str, int, str, str | None, tuple[AnyFan, ...]]]) -> None:
        """Keep the largest hands, the first seen first among equal totals."""
        largest = self.largest + entries
        largest.sort(key=lambda entry: -entry[0])  # stable: the earlier of equal totals stays first
        del largest[LARGEST:]
        self.largest = largest

    def merge(self, other: "ReplaySummary") -> None:
        self.outcomes.update(other.outcomes)
        self.kinds.update(other.kinds)
        self.agreed += other.agreed
        self.disagreeing += other.disagreeing
        self.disagreements.update(other.disagreements)
        self.bad.update(other.bad)
        self.fan_hands.update(other.fan_hands)
        self.totals.update(other.totals)
        if other.largest:
            self._keep(other.largest)

    def counts(self) -> dict[str, Any]:
        """The counts of the summary, as JSON data."""
        return {
            "matches": self.matches,
            "wins": self.outcomes["win"],
            "draws": self.outcomes["draw"],
            "false_wins": self.outcomes["false-win"],
            "wins_by_kind": {kind.replace("-", "_"): self.kinds[kind] for kind in (*WIN_KINDS, *WIN_FLAGS)},
            "agree": self.agreed,
            "disagree": self.disagreeing,
            "disagreements": {kind: self.disagreements[kind] for kind in DISAGREEMENTS},
            "bad_events": self.bad_events,
            "bad_events_by_kind": {kind: self.bad[kind] for kind in BAD_KINDS if self.bad[kind]},
        }

    def as_dict(self, profile: Profile) -> dict[str, Any]:
        """The statistics as JSON data (``--stats``): the counts, each fan's hands, the fan totals, the
        largest hands (fans named as ``profile`` prints them)."""
        wins = self.outcomes["win"]
        fans = [
            {
                "id": profile.number(fan),
                "key": fan.key,
                "name": profile.rows[fan].name,
                "name_en": profile.rows[fan].name_en,
                "hands": hands,
                "share": round(hands / wins, 4) if wins else 0,
            }
            for fan, hands in sorted(self.fan_hands.items(), key=lambda item: (-item[1], profile.number(item[0])))
        ]
        largest = []
        for total, match, line, hand, file, hand_fans in self.largest:
            entry: dict[str, Any] = {} if file is None else {"file": file}
            entry.update({"match": match, "line": line, "hand": hand, "fan_total": total})
            entry["fans"] = [f.key for f in hand_fans]
            largest.append(entry)
        return {
            **self.counts(),
            "fans": fans,
            "fan_totals": [{"fan_total": total, "hands": n} for total, n in sorted(self.totals.items())],
            "largest": largest,
        }

    def csv_rows(self, profile: Profile) -> list[tuple[Any, ...]]:
        """The statistics as ``stat,id,name,name_en,value,key`` rows, as ``gbmj batch --summary-only`` writes
        its own: the counts, one row per fan, per fan total and per largest hand."""
        data = self.as_dict(profile)
        rows: list[tuple[Any, ...]] = [("stat", "id", "name", "name_en", "value", "key")]
        for key, value in data.items():
            if isinstance(value, dict):
                rows += [(key, "", "", "", n, sub) for sub, n in value.items()]
            elif not isinstance(value, list):
                rows.append((key, "", "", "", value, ""))
        rows += [("fan", f["id"], f["name"], f["name_en"], f["hands"], f["key"]) for f in data["fans"]]
        rows += [("fan_total", "", "", "", t["hands"], t["fan_total"]) for t in data["fan_totals"]]
        rows += [
            ("largest", "", escape_text(h["match"]), h["hand"], h["fan_total"], h["line"]) for h in data["largest"]
        ]
        return rows

    def text(self, lang: str = "en") -> str:
        """The summary for standard error, a few lines."""
        kinds = self.kinds
        lines = [
            Msg(
                "replay.summary_matches",
                matches=f"{self.matches:,}",
                wins=f"{self.outcomes['win']:,}",
                draws=f"{self.outcomes['draw']:,}",
                false_wins=f"{self.outcomes['false-win']:,}",
            ).text(lang),
            Msg(
                "replay.summary_wins",
                self_drawn=f"{kinds['self-drawn']:,}",
                discard=f"{kinds['discard']:,}",
                robbing=f"{kinds['robbing-kong']:,}",
                kong_draw=f"{kinds['kong_draw']:,}",
                last_tile=f"{kinds['last_tile']:,}",
            ).text(lang),
            Msg(
                "replay.summary_agreement",
                agree=f"{self.agreed:,}",
                disagree=f"{self.disagreeing:,}",
                bad=f"{self.bad_events:,}",
            ).text(lang),
        ]
        if self.disagreeing:
            by = ", ".join(f"{kind} {self.disagreements[kind]:,}" for kind in DISAGREEMENTS if self.disagreements[kind])
            lines.append(Msg("replay.summary_disagreements", kinds=by).text(lang))
        if self.bad:
            by = ", ".join(f"{kind} {self.bad[kind]:,}" for kind in BAD_KINDS if self.bad[kind])
            lines.append(Msg("replay.summary_bad", kinds=by).text(lang))
        return "\n".join(lines) + "\n"


# --- one chunk's work ---------------------------------------------------------------------------------


class ReplayChunk(NamedTuple):
    """A replayed chunk: its output in the run's format, and what its matches counted."""

    payload: Any
    summary: ReplaySummary


def replay_chunk(first_line: int, blocks: Sequence[tuple[int, Any]], settings: ReplaySettings) -> ReplayChunk:
    """Replay consecutive match blocks (first line, lines) into the chunk's payload and summary.

    The cyclic garbage collector waits while the chunk is replayed, as it does for a chunk of
    ``gbmj batch`` (``gbmj_cli.batch.chunks.score_chunk``): replaying makes no cycles.
    """
    if not gc.isenabled():
        return _replayed_chunk(blocks, settings)
    gc.disable()
    try:
        return _replayed_chunk(blocks, settings)
    finally:
        gc.enable()


def _replayed_chunk(blocks: Sequence[tuple[int, Any]], settings: ReplaySettings) -> ReplayChunk:
    summary = ReplaySummary(settings.stats)
    encode = None if settings.hands else _ENCODERS[settings.fmt]
    items: list[Any] = []
    profile, file = profile_of(settings.rules), settings.file
    only, hands = settings.only_disagreements, settings.hands
    for first, lines in blocks:
        outcome = replay_block(first, lines, profile)
        summary.add(outcome, file)
        if hands:
            if isinstance(outcome, Replayed) and outcome.outcome == "win":
                line = batch_line(outcome)
                if line is not None:
                    items.append(line)
        elif encode is not None and not (only and isinstance(outcome, Replayed) and outcome.agrees):
            items.append(encode(outcome, settings))
    return ReplayChunk(_payload(items, settings), summary)


def _json(outcome: Outcome, settings: ReplaySettings) -> bytes:
    if isinstance(outcome, BadEvent):
        return dumps(bad_event_record(outcome, settings.lang, settings.file))
    return match_json(outcome, settings.explain, settings.file)


def _csv(outcome: Outcome, settings: ReplaySettings) -> str:
    values = csv_values(outcome, settings.lang)
    return csv_row(values if settings.file is None else (*values, escape_text(settings.file)))


def _table(outcome: Outcome, settings: ReplaySettings) -> TableRow:
    return table_row(outcome, settings.lang)


_ENCODERS: dict[Format | None, Any] = {
    Format.NDJSON: _json,
    Format.JSON: _json,
    Format.CSV: _csv,
    Format.TABLE: _table,
    None: None,
}


def _payload(items: list[Any], settings: ReplaySettings) -> Any:
    """The chunk's output: UTF-8 bytes (NDJSON, JSON records joined by ``,\\n``, CSV rows, batch lines),
    or a list of table rows."""
    if not items:
        return b"" if settings.fmt is not Format.TABLE or settings.hands else []
    if settings.hands:
        return ("\n".join(items) + "\n").encode("utf-8")
    fmt = settings.fmt
    if fmt is Format.NDJSON:
        return escape_json_bytes(b"\n".join(items) + b"\n")
    if fmt is Format.JSON:
        return escape_json_bytes(b",\n".join(items))
    if fmt is Format.CSV:
        return "".join(items).encode("utf-8")
    return items


class CsvWriter(Writer):
    """The header row of ``CSV_COLUMNS``, then the chunks' rows."""

    def begin(self) -> None:
        columns = (*CSV_COLUMNS, "file") if self.files else CSV_COLUMNS
        self._put(("\ufeff" if self.bom else "").encode() + (",".join(columns) + "\n").encode())


# --- the library calls --------------------------------------------------------------------------------


def replay_match(
    text: str | bytes, first_line: int = 1, rules: str | Profile = RULES, explain: bool = False, lang: str = "en"
) -> dict[str, Any]:
    """The record of one match written as text (its lines from ``Match`` to ``Score``; blank lines
    around them are left out), or the error record of its first bad event; never raises for bad
    input. ``first_line`` numbers its ``Match`` line."""
    outcome = replay_block(first_line, text.strip(), profile_of(rules))
    if isinstance(outcome, BadEvent):
        return bad_event_record(outcome, lang)
    return match_record(outcome, explain)


def replay_lines(
    lines: Iterable[str | bytes], rules: str | Profile = RULES, explain: bool = False, lang: str = "en"
) -> Iterator[dict[str, Any]]:
    """The records of every match in the lines of a log (a file opened in text or binary mode, a list
    of lines), in order, each numbered as ``gbmj replay`` numbers it."""
    profile = profile_of(rules)
    for first, block in split_matches(lines):
        yield _record(replay_block(first, block, profile), explain, lang)


def split_matches(lines: Iterable[str | bytes]) -> Iterator[tuple[int, Any]]:
    """The matches of a log's lines, as they come: (the number of its first line, its text), for
    ``replay_match``; lines outside any match make a text of their own, which it reports."""
    blocks: Blocks | None = None
    for line in lines:
        if blocks is None:
            blocks = Blocks(binary=isinstance(line, bytes))
        if isinstance(line, bytes):
            line = line if line.endswith(b"\n") else line + b"\n"
        elif not line.endswith("\n"):  # a block's lines are joined into its text
            line += "\n"
        yield from blocks.feed(line)
    last = None if blocks is None else blocks.close()
    if last is not None:
        yield last


def _record(outcome: Outcome, explained: bool, lang: str) -> dict[str, Any]:
    if isinstance(outcome, BadEvent):
        return bad_event_record(outcome, lang)
    return match_record(outcome, explained)
