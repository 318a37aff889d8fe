"""The summary of a batch run (docs/output.md), counted line by line and merged across chunks.

``Summary`` is what every writer of a summary sees: JSON data, plain text, CSV rows and the parts
of a table, whatever was counted. ``ScoreSummary`` counts scored hands, ``WaitsSummary`` those of
``gbmj batch --waits``, ``AdviceSummary`` those of ``gbmj batch --advise``. All merge, so that each
worker process (or each partition of a Dask bag) counts its own share. Fans are counted by key, and
named as the run's default profile prints them. Labels and sentences are messages of the
catalogue, written in the language asked for; counts are written with thousands separators, as
the progress bar writes them (``count``).
"""

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from gbmj_cli.base.text import escape_text
from gbmj_cli.batch.lines import NOT_UTF8, Analysed, Outcome, Rejected, Scored
from gbmj_cli.hands.tiles import INDEX
from gbmj_cli.messages import Msg
from gbmj_cli.records.formats import LineKind
from gbmj_cli.scoring.catalog import AnyFan, fan_of_key
from gbmj_cli.scoring.profiles import builtin
from gbmj_cli.scoring.profiles.profile import Profile

Stat = tuple[str, Msg, Any]  # (key in the JSON data, label in a table, value)


@dataclass(slots=True)
class TopTable:
    """The ten most frequent items of a run, as a table: title, column labels, rows of cells."""

    title: str
    columns: tuple[str, ...]
    rows: list[tuple[Any, ...]]


def _larger(a: int | None, b: int | None) -> int | None:
    """The larger of two maxima, either of which may be None (nothing counted yet)."""
    return a if b is None or (a is not None and a >= b) else b


def _number(value: float | None, digits: int = 0) -> str:
    return "-" if value is None else f"{value:,.{digits}f}"


def count(n: int) -> str:
    """A count as the summary and the progress bar write it: ``12,345``."""
    return f"{n:,}"


def hands_msg(n: int) -> Msg:
    """``12,345 hands``."""
    return Msg("summary.hands", n=n, count=count(n))


def _profile(profile: Profile | None) -> Profile:
    return builtin("1998") if profile is None else profile


@dataclass(slots=True)
class Summary:
    """Lines answered and rejected; the kinds below add what they count.

    ``not_utf8`` counts the lines whose bytes are not UTF-8; the command names the inputs that held
    them in ``not_utf8_files``, so that the summary can say once which file to save as UTF-8.
    """

    rejected: int = 0
    not_utf8: int = 0
    not_utf8_files: list[str] = field(default_factory=list)

    @property
    def answered(self) -> int:  # pragma: no cover - every kind says what it answered
        raise NotImplementedError

    @property
    def records(self) -> int:
        return self.answered + self.rejected

    def add(self, outcome: Outcome) -> None:
        """Count one line's outcome (a blank or comment line counts nothing)."""
        if isinstance(outcome, Rejected):
            self.rejected += 1
            self.not_utf8 += outcome.reason == NOT_UTF8

    def merge(self, other: "Summary") -> None:
        self.rejected += other.rejected
        self.not_utf8 += other.not_utf8
        self.not_utf8_files += other.not_utf8_files

    def as_dict(self, profile: Profile | None = None) -> dict[str, Any]:
        """The summary as JSON data (``--summary-only --format json``); fans as ``profile`` prints them."""
        stats = {key: value for key, _label, value in self.stats(profile)} | self.top_data(profile)
        return stats | {"not_utf8_files": list(self.not_utf8_files)}

    def notes(self, lang: str = "en") -> list[str]:
        """What to do about the input: each file that is not UTF-8, once."""
        return [Msg("summary.not_utf8", file=escape_text(name)).text(lang) for name in self.not_utf8_files]

    def stats(self, profile: Profile | None = None) -> list[Stat]:  # pragma: no cover - every kind has its own
        raise NotImplementedError

    def top_data(self, profile: Profile | None = None) -> dict[str, Any]:  # pragma: no cover
        raise NotImplementedError

    def text(self, profile: Profile | None = None, lang: str = "en") -> str:  # pragma: no cover
        raise NotImplementedError

    def csv_rows(self, profile: Profile | None = None) -> list[tuple[Any, ...]]:
        """``stat,id,name,name_en,value,key`` rows: the counts, the top items, then each input that is not
        UTF-8 (``not_utf8_file``, its name in ``name``)."""
        rows: list[tuple[Any, ...]] = [("stat", "id", "name", "name_en", "value", "key")]
        rows += [(key, "", "", "", "" if value is None else value, "") for key, _label, value in self.stats(profile)]
        rows += self.top_csv_rows(profile)
        return rows + [("not_utf8_file", "", escape_text(name), "", "", "") for name in self.not_utf8_files]

    def top_csv_rows(self, profile: Profile | None = None) -> list[tuple[Any, ...]]:  # pragma: no cover
        raise NotImplementedError

    def top_table(self, profile: Profile | None = None, lang: str = "en") -> TopTable | None:  # pragma: no cover
        raise NotImplementedError


@dataclass(slots=True)
class ScoreSummary(Summary):
    """Hands scored and rejected, totals, and how often each fan counts."""

    scored: int = 0
    below_minimum: int = 0
    sum_total: int = 0
    max_total: int | None = None
    fan_hands: Counter[AnyFan] = field(default_factory=Counter)  # fan -> hands in which it counts
    claims: int = 0  # lines with --claim
    claims_differing: int = 0

    @property
    def answered(self) -> int:
        return self.scored

    def add(self, outcome: Outcome) -> None:
        if type(outcome) is not Scored:
            Summary.add(self, outcome)
            return
        result = outcome.result
        self._add(result.total, result.meets_minimum)
        hands = self.fan_hands
        for fan in result.fans:  # counted in place: Counter.update costs a call and a Mapping check per line
            hands[fan.fan] += 1
        if outcome.claim is not None:
            self._claim(outcome.claim.matches)

    def add_record(self, record: dict[str, Any]) -> None:
        """Count one record of ``score_line`` (a scored hand or an error record)."""
        if "error" in record:
            self.rejected += 1
        else:
            self._add(record["total"], record["meets_minimum"])
            self.fan_hands.update(fan_of_key(f["key"]) for f in record["fans"])
            if "claim" in record:
                self._claim(record["claim"]["matches"])

    def _claim(self, matches: bool) -> None:
        self.claims += 1
        if not matches:
            self.claims_differing += 1

    def _add(self, total: int, meets_minimum: bool) -> None:
        """Count a scored hand's totals (its fans are counted by the caller)."""
        self.scored += 1
        self.sum_total += total
        if self.max_total is None or total > self.max_total:
            self.max_total = total
        if not meets_minimum:
            self.below_minimum += 1

    def merge(self, other: Summary) -> None:
        assert isinstance(other, ScoreSummary)
        Summary.merge(self, other)
        self.scored += other.scored
        self.below_minimum += other.below_minimum
        self.sum_total += other.sum_total
        self.max_total = _larger(self.max_total, other.max_total)
        self.fan_hands.update(other.fan_hands)
        self.claims += other.claims
        self.claims_differing += other.claims_differing

    def top_fans(self, n: int = 10, profile: Profile | None = None) -> list[tuple[AnyFan, int]]:
        """The ``n`` fans counted in the most hands, as (fan, hands); ties by printed number."""
        number = _profile(profile).number
        return sorted(self.fan_hands.items(), key=lambda item: (-item[1], number(item[0])))[:n]

    def stats(self, profile: Profile | None = None) -> list[Stat]:
        claims: list[Stat] = []
        if self.claims:  # only for a run whose lines claim scores (--claim)
            claims = [
                ("claims", Msg("summary.claims"), self.claims),
                ("claims_differing", Msg("summary.claims_differing"), self.claims_differing),
            ]
        return [
            ("records", Msg("summary.records"), self.records),
            ("scored", Msg("summary.scored"), self.scored),
            ("rejected", Msg("summary.rejected"), self.rejected),
            ("below_minimum", Msg("summary.below_minimum", minimum=_profile(profile).minimum), self.below_minimum),
            ("mean_total", Msg("summary.mean_total"), self.sum_total / self.scored if self.scored else None),
            ("max_total", Msg("summary.max_total"), self.max_total),
            *claims,
        ]

    def _top(self, profile: Profile | None) -> list[dict[str, Any]]:
        profile = _profile(profile)
        return [
            {
                "id": profile.number(f),
                "key": f.key,
                "name": profile.rows[f].name,
                "name_en": profile.rows[f].name_en,
                "hands": n,
            }
            for f, n in self.top_fans(profile=profile)
        ]

    def top_data(self, profile: Profile | None = None) -> dict[str, Any]:
        return {"top_fans": self._top(profile)}

    def text(self, profile: Profile | None = None, lang: str = "en") -> str:
        mean = _number(self.sum_total / self.scored if self.scored else None, 2)
        lines = [
            Msg(
                "summary.score_line",
                hands=hands_msg(self.scored),
                rejected=count(self.rejected),
                below=count(self.below_minimum),
                minimum=_profile(profile).minimum,
            ).text(lang),
            Msg("summary.score_totals", mean=mean, max=_number(self.max_total)).text(lang),
        ]
        if self.claims:
            lines.append(
                Msg("summary.claims_line", checked=count(self.claims), differing=count(self.claims_differing)).text(
                    lang
                )
            )
        top = self._top(profile)
        if top:
            lines.append(Msg("summary.top_fans_text").text(lang))
            lines += [f"  {fan['id']:>2}  {fan['name']}  {fan['name_en']}: {count(fan['hands'])}" for fan in top]
        return "\n".join(lines + self.notes(lang)) + "\n"

    def top_csv_rows(self, profile: Profile | None = None) -> list[tuple[Any, ...]]:
        return [("fan", f["id"], f["name"], f["name_en"], f["hands"], f["key"]) for f in self._top(profile)]

    def top_table(self, profile: Profile | None = None, lang: str = "en") -> TopTable | None:
        top = self._top(profile)
        if not top:
            return None
        rows = [
            (str(f["id"]), f["name"], f["name_en"], count(f["hands"]), f"{100 * f['hands'] / self.scored:.1f}%")
            for f in top
        ]
        columns = ("#", *(Msg(c).text(lang) for c in ("column.fan", "column.english", "column.hands", "column.share")))
        return TopTable(Msg("summary.top_fans").text(lang), columns, rows)


@dataclass(slots=True)
class AnalysisSummary(Summary):
    """Hands analysed (``--waits``, ``--advise``): each kind counts what its records hold."""

    analysed: int = 0

    @property
    def answered(self) -> int:
        return self.analysed

    def add(self, outcome: Outcome) -> None:
        if isinstance(outcome, Analysed):
            self.add_record(outcome.record)
        else:
            Summary.add(self, outcome)

    def add_record(self, record: dict[str, Any]) -> None:
        """Count one record of its kind, or an error record."""
        if "error" in record:
            self.rejected += 1
        else:
            self.analysed += 1
            self._count(record)

    def _count(self, record: dict[str, Any]) -> None:  # pragma: no cover - every kind counts its own
        raise NotImplementedError

    def merge(self, other: Summary) -> None:
        assert isinstance(other, AnalysisSummary)
        Summary.merge(self, other)
        self.analysed += other.analysed


@dataclass(slots=True)
class WaitsSummary(AnalysisSummary):
    """Waiting hands analysed, ready (tenpai), and the tiles waited on."""

    tenpai: int = 0
    wait_kinds: int = 0  # summed over the tenpai hands
    max_waits: int | None = None
    tile_hands: Counter[str] = field(default_factory=Counter)  # tile -> tenpai hands that wait on it

    def _count(self, record: dict[str, Any]) -> None:
        tiles = [w["tile"] for w in record["waits"]]
        if tiles:
            self.tenpai += 1
            self.wait_kinds += len(tiles)
            self.tile_hands.update(tiles)
        self.max_waits = _larger(self.max_waits, len(tiles))

    def merge(self, other: Summary) -> None:
        assert isinstance(other, WaitsSummary)
        AnalysisSummary.merge(self, other)
        self.tenpai += other.tenpai
        self.wait_kinds += other.wait_kinds
        self.max_waits = _larger(self.max_waits, other.max_waits)
        self.tile_hands.update(other.tile_hands)

    def _mean_waits(self) -> float | None:
        return self.wait_kinds / self.tenpai if self.tenpai else None

    def stats(self, profile: Profile | None = None) -> list[Stat]:
        return [
            ("records", Msg("summary.records"), self.records),
            ("analysed", Msg("summary.analysed"), self.analysed),
            ("rejected", Msg("summary.rejected"), self.rejected),
            ("tenpai", Msg("summary.tenpai"), self.tenpai),
            ("not_tenpai", Msg("summary.not_tenpai"), self.analysed - self.tenpai),
            ("mean_waits", Msg("summary.mean_waits"), self._mean_waits()),
            ("max_waits", Msg("summary.max_waits"), self.max_waits),
        ]

    def _top(self) -> list[dict[str, Any]]:
        top = sorted(self.tile_hands.items(), key=lambda item: (-item[1], INDEX[item[0]]))[:10]
        return [{"tile": tile, "hands": n} for tile, n in top]

    def top_data(self, profile: Profile | None = None) -> dict[str, Any]:
        return {"top_waits": self._top()}

    def text(self, profile: Profile | None = None, lang: str = "en") -> str:
        lines = [
            Msg(
                "summary.waits_line",
                hands=hands_msg(self.analysed),
                rejected=count(self.rejected),
                tenpai=count(self.tenpai),
                not_tenpai=count(self.analysed - self.tenpai),
            ).text(lang),
            Msg("summary.waits_means", mean=_number(self._mean_waits(), 2), max=_number(self.max_waits)).text(lang),
        ]
        top = self._top()
        if top:
            tiles = ", ".join(f"{w['tile']} {count(w['hands'])}" for w in top)
            lines.append(Msg("summary.top_waits_text", tiles=tiles).text(lang))
        return "\n".join(lines + self.notes(lang)) + "\n"

    def top_csv_rows(self, profile: Profile | None = None) -> list[tuple[Any, ...]]:
        return [("tile", "", w["tile"], "", w["hands"], "") for w in self._top()]

    def top_table(self, profile: Profile | None = None, lang: str = "en") -> TopTable | None:
        top = self._top()
        if not top:
            return None
        columns = (Msg("column.tile").text(lang), Msg("column.hands").text(lang))
        rows: list[tuple[Any, ...]] = [(w["tile"], count(w["hands"])) for w in top]
        return TopTable(Msg("summary.top_waits").text(lang), columns, rows)


@dataclass(slots=True)
class AdviceSummary(AnalysisSummary):
    """Hands advised: already complete (and legal), best discard tenpai, hands by the best discard's shanten."""

    winning: int = 0
    winning_legal: int = 0
    best_tenpai: int = 0
    best_shanten: Counter[int] = field(default_factory=Counter)  # shanten of the first row -> hands

    def _count(self, record: dict[str, Any]) -> None:
        if record["win"] is not None:
            self.winning += 1
            self.winning_legal += record["win"]["meets_minimum"]
        best = record["rows"][0]
        self.best_tenpai += best["tenpai"]
        self.best_shanten[best["shanten"]] += 1

    def merge(self, other: Summary) -> None:
        assert isinstance(other, AdviceSummary)
        AnalysisSummary.merge(self, other)
        self.winning += other.winning
        self.winning_legal += other.winning_legal
        self.best_tenpai += other.best_tenpai
        self.best_shanten.update(other.best_shanten)

    def stats(self, profile: Profile | None = None) -> list[Stat]:
        return [
            ("records", Msg("summary.records"), self.records),
            ("analysed", Msg("summary.analysed"), self.analysed),
            ("rejected", Msg("summary.rejected"), self.rejected),
            ("winning", Msg("summary.winning"), self.winning),
            ("winning_legal", Msg("summary.winning_legal", minimum=_profile(profile).minimum), self.winning_legal),
            ("best_tenpai", Msg("summary.best_tenpai"), self.best_tenpai),
        ]

    def _by_shanten(self) -> list[dict[str, int]]:
        return [{"shanten": s, "hands": n} for s, n in sorted(self.best_shanten.items())]

    def top_data(self, profile: Profile | None = None) -> dict[str, Any]:
        return {"best_shanten": self._by_shanten()}

    def text(self, profile: Profile | None = None, lang: str = "en") -> str:
        shanten = ", ".join(f"{s['shanten']}: {count(s['hands'])}" for s in self._by_shanten()) or "-"
        first = Msg(
            "summary.advice_line",
            hands=hands_msg(self.analysed),
            rejected=count(self.rejected),
            winning=count(self.winning),
            legal=count(self.winning_legal),
            tenpai=count(self.best_tenpai),
        )
        lines = [first.text(lang), Msg("summary.by_shanten_text", counts=shanten).text(lang), *self.notes(lang)]
        return "\n".join(lines) + "\n"

    def top_csv_rows(self, profile: Profile | None = None) -> list[tuple[Any, ...]]:
        return [("best_shanten", s["shanten"], "", "", s["hands"], "") for s in self._by_shanten()]

    def top_table(self, profile: Profile | None = None, lang: str = "en") -> TopTable | None:
        rows: list[tuple[Any, ...]] = [(str(s["shanten"]), count(s["hands"])) for s in self._by_shanten()]
        columns = (Msg("column.shanten").text(lang), Msg("column.hands").text(lang))
        return TopTable(Msg("summary.by_shanten").text(lang), columns, rows) if rows else None


_SUMMARIES: dict[LineKind, type[Summary]] = {
    LineKind.SCORE: ScoreSummary,
    LineKind.WAITS: WaitsSummary,
    LineKind.ADVISE: AdviceSummary,
}


def summary_for(kind: LineKind) -> Summary:
    """An empty summary of the kind a run counts."""
    return _SUMMARIES[kind]()
