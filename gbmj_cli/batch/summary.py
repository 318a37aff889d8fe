"""The summary of a batch run (output.md), counted record by record and merged across chunks.

``Summary`` counts scored hands, ``WaitsSummary`` those of ``gbmj batch --waits`` and
``AdviceSummary`` those of ``gbmj batch --advise``. All merge, so
that each worker process (or each partition of a Dask bag) can count its own share.
"""

from collections import Counter
from dataclasses import dataclass, field

from gbmj_cli.core.fans.catalog import FANS
from gbmj_cli.core.tiles import INDEX


def _larger(a: int | None, b: int | None) -> int | None:
    """The larger of two maxima, either of which may be None (nothing counted yet)."""
    return a if b is None or (a is not None and a >= b) else b


@dataclass(slots=True)
class Summary:
    """Hands scored and rejected, totals, and how often each fan counts."""

    scored: int = 0
    rejected: int = 0
    below_minimum: int = 0
    sum_total: int = 0
    max_total: int | None = None
    fan_hands: Counter = field(default_factory=Counter)  # fan id -> hands in which it counts

    @property
    def records(self) -> int:
        return self.scored + self.rejected

    def add(self, record: dict) -> None:
        """Count one record (a scored hand or an error record)."""
        if "error" in record:
            self.rejected += 1
        else:
            self._add(record["total"], record["meets_minimum"], [f["id"] for f in record["fans"]])

    def add_result(self, result) -> None:
        """Count one ScoreResult: the same as adding its record, without building the record."""
        self._add(result.total, result.meets_minimum, [f.id for f in result.fans])

    def _add(self, total: int, meets_minimum: bool, fan_ids: list[int]) -> None:
        self.scored += 1
        self.sum_total += total
        if self.max_total is None or total > self.max_total:
            self.max_total = total
        if not meets_minimum:
            self.below_minimum += 1
        self.fan_hands.update(fan_ids)

    def merge(self, other: "Summary") -> None:
        self.scored += other.scored
        self.rejected += other.rejected
        self.below_minimum += other.below_minimum
        self.sum_total += other.sum_total
        self.max_total = _larger(self.max_total, other.max_total)
        self.fan_hands.update(other.fan_hands)

    def top_fans(self, n: int = 10) -> list[tuple[int, int]]:
        """The ``n`` fans counted in the most hands, as (fan id, hands); ties by fan number."""
        return sorted(self.fan_hands.items(), key=lambda item: (-item[1], item[0]))[:n]

    def as_dict(self) -> dict:
        """The summary as JSON data (``gbmj batch --summary-only --format json``)."""
        return {
            "records": self.records,
            "scored": self.scored,
            "rejected": self.rejected,
            "below_minimum": self.below_minimum,
            "mean_total": self.sum_total / self.scored if self.scored else None,
            "max_total": self.max_total,
            "top_fans": [
                {"id": i, "name": FANS[i].zh, "name_en": FANS[i].en, "hands": n} for i, n in self.top_fans()
            ],
        }


@dataclass(slots=True)
class WaitsSummary:
    """Waiting hands analysed, ready (tenpai), and the tiles waited on."""

    analysed: int = 0
    rejected: int = 0
    tenpai: int = 0
    wait_kinds: int = 0  # summed over the tenpai hands
    max_waits: int | None = None
    tile_hands: Counter = field(default_factory=Counter)  # tile -> tenpai hands that wait on it

    @property
    def records(self) -> int:
        return self.analysed + self.rejected

    def add(self, record: dict) -> None:
        """Count one waits record or error record."""
        if "error" in record:
            self.rejected += 1
            return
        self.analysed += 1
        tiles = [w["tile"] for w in record["waits"]]
        if tiles:
            self.tenpai += 1
            self.wait_kinds += len(tiles)
            self.tile_hands.update(tiles)
        self.max_waits = _larger(self.max_waits, len(tiles))

    def merge(self, other: "WaitsSummary") -> None:
        self.analysed += other.analysed
        self.rejected += other.rejected
        self.tenpai += other.tenpai
        self.wait_kinds += other.wait_kinds
        self.max_waits = _larger(self.max_waits, other.max_waits)
        self.tile_hands.update(other.tile_hands)

    def as_dict(self) -> dict:
        """The summary as JSON data (``gbmj batch --waits --summary-only --format json``)."""
        top = sorted(self.tile_hands.items(), key=lambda item: (-item[1], INDEX[item[0]]))[:10]
        return {
            "records": self.records,
            "analysed": self.analysed,
            "rejected": self.rejected,
            "tenpai": self.tenpai,
            "not_tenpai": self.analysed - self.tenpai,
            "mean_waits": self.wait_kinds / self.tenpai if self.tenpai else None,
            "max_waits": self.max_waits,
            "top_waits": [{"tile": tile, "hands": n} for tile, n in top],
        }


@dataclass(slots=True)
class AdviceSummary:
    """Hands advised: already complete (and legal), best discard tenpai, hands by the best discard's shanten."""

    analysed: int = 0
    rejected: int = 0
    winning: int = 0
    winning_legal: int = 0
    best_tenpai: int = 0
    best_shanten: Counter = field(default_factory=Counter)  # shanten of the first row -> hands

    @property
    def records(self) -> int:
        return self.analysed + self.rejected

    def add(self, record: dict) -> None:
        """Count one advise record or error record."""
        if "error" in record:
            self.rejected += 1
            return
        self.analysed += 1
        if record["win"] is not None:
            self.winning += 1
            self.winning_legal += record["win"]["meets_minimum"]
        best = record["rows"][0]
        self.best_tenpai += best["tenpai"]
        self.best_shanten[best["shanten"]] += 1

    def merge(self, other: "AdviceSummary") -> None:
        self.analysed += other.analysed
        self.rejected += other.rejected
        self.winning += other.winning
        self.winning_legal += other.winning_legal
        self.best_tenpai += other.best_tenpai
        self.best_shanten.update(other.best_shanten)

    def as_dict(self) -> dict:
        """The summary as JSON data (``gbmj batch --advise --summary-only --format json``)."""
        return {
            "records": self.records,
            "analysed": self.analysed,
            "rejected": self.rejected,
            "winning": self.winning,
            "winning_legal": self.winning_legal,
            "best_tenpai": self.best_tenpai,
            "best_shanten": [{"shanten": s, "hands": n} for s, n in sorted(self.best_shanten.items())],
        }
