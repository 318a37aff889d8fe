"""The summary of a batch run (output.md), counted record by record and merged across chunks.

``Summary`` counts scored hands, ``WaitsSummary`` those of ``gbmj batch --waits``. Both merge, so
that each worker process (or each partition of a Dask bag) can count its own share.
"""

from collections import Counter
from dataclasses import dataclass, field

from gbmj_cli.core.fans.catalog import Fan
from gbmj_cli.core.profile import Profile
from gbmj_cli.core.tiles import INDEX


def _profile(profile: Profile | None) -> Profile:
    from gbmj_cli.profiles import builtin

    return builtin("1998") if profile is None else profile


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
    fan_hands: Counter[Fan] = field(default_factory=Counter)  # fan -> hands in which it counts

    @property
    def records(self) -> int:
        return self.scored + self.rejected

    def add(self, record: dict) -> None:
        """Count one record (a scored hand or an error record)."""
        if "error" in record:
            self.rejected += 1
        else:
            self._add(record["total"], record["meets_minimum"], [Fan[f["key"].upper()] for f in record["fans"]])

    def add_result(self, result) -> None:
        """Count one ScoreResult: the same as adding its record, without building the record."""
        self._add(result.total, result.meets_minimum, [f.fan for f in result.fans])

    def _add(self, total: int, meets_minimum: bool, fans: list[Fan]) -> None:
        self.scored += 1
        self.sum_total += total
        if self.max_total is None or total > self.max_total:
            self.max_total = total
        if not meets_minimum:
            self.below_minimum += 1
        self.fan_hands.update(fans)

    def merge(self, other: "Summary") -> None:
        self.scored += other.scored
        self.rejected += other.rejected
        self.below_minimum += other.below_minimum
        self.sum_total += other.sum_total
        self.max_total = _larger(self.max_total, other.max_total)
        self.fan_hands.update(other.fan_hands)

    def top_fans(self, n: int = 10, profile: Profile | None = None) -> list[tuple[Fan, int]]:
        """The ``n`` fans counted in the most hands, as (fan, hands); ties by printed number."""
        number = _profile(profile).number
        return sorted(self.fan_hands.items(), key=lambda item: (-item[1], number(item[0])))[:n]

    def as_dict(self, profile: Profile | None = None) -> dict:
        """The summary as JSON data (``gbmj batch --summary-only --format json``), fans as the run's
        default ``profile`` prints them (1998 when not given)."""
        profile = _profile(profile)
        return {
            "records": self.records,
            "scored": self.scored,
            "rejected": self.rejected,
            "below_minimum": self.below_minimum,
            "mean_total": self.sum_total / self.scored if self.scored else None,
            "max_total": self.max_total,
            "top_fans": [
                {"id": profile.number(f), "key": f.key, "name": profile.rows[f].name, "name_en": profile.rows[f].name_en,
                 "hands": n}
                for f, n in self.top_fans(profile=profile)
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

    def as_dict(self, profile: Profile | None = None) -> dict:
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
