"""Shanten (上听数) of each form of a hand, and the tile kinds that lower it (advice.md §2-§4).

Five forms: ``regular`` (four sets and a pair), ``seven_pairs``, ``thirteen_orphans``,
``honors_and_knitted`` (全不靠 / 七星不靠) and ``knitted_straight`` (组合龙 + a set + a pair). The
numbers are exact: the regular form is the minimum over every reading of the tiles, found from
per-suit tables instead of a search over the whole hand. A suit's table lists, for its count
vector, the most partial sets each number of sets can go with, with and without the head; tables
are cached (bounded), so a hand costs a few merges of tiny tables, and trying one more tile
re-reads only that tile's suit.

``improving`` kinds are *structural*: adding one copy lowers the number, a fifth copy allowed.
Whether a copy is still available is the caller's business (advice.md §4.1: a kind held four
times is never useful).
"""

from functools import lru_cache

from gbmj_cli.core.decompose import KNITTED_PATTERNS, ORPHANS
from gbmj_cli.core.tiles import FIRST_HONOR, N_KINDS

REGULAR = "regular"
SEVEN_PAIRS = "seven_pairs"
THIRTEEN_ORPHANS = "thirteen_orphans"
HONORS_AND_KNITTED = "honors_and_knitted"
KNITTED_STRAIGHT = "knitted_straight"
FORMS: tuple[str, ...] = (REGULAR, SEVEN_PAIRS, THIRTEEN_ORPHANS, HONORS_AND_KNITTED, KNITTED_STRAIGHT)
"""The forms in the order of advice.md §2 (the order of every list of forms in the output)."""

# One suit's count vectors repeat across hands; bounded, so that a batch of millions runs in
# constant memory. A table is a pair of small tuples, so 65536 of them take a few megabytes.
SUIT_TABLES_CACHED = 65536

_GROUPS = ((0, 9, True), (9, 18, True), (18, 27, True), (27, 34, False))  # (start, end, chows) of m s p, honours
_HONOURS = tuple(range(FIRST_HONOR, N_KINDS))
_CAP = 4  # sets and partial sets beyond four never lower the number

# A frontier lists the readings that matter as (sets, partial sets) pairs; a table is the frontier
# without a head and the one with a head.
Frontier = tuple[tuple[int, int], ...]
Table = tuple[Frontier, Frontier]
_EMPTY: Table = (((0, 0),), ())


def applies(form: str, melds: int) -> bool:
    """Tell whether a form can be reached beside ``melds`` fixed sets (advice.md §2).

    >>> [f for f in FORMS if applies(f, 1)]
    ['regular', 'knitted_straight']
    """
    if form == REGULAR:
        return True
    if form == KNITTED_STRAIGHT:
        return melds <= 1
    return melds == 0


def form_shanten(form: str, counts: bytes, melds: int) -> int:
    """The shanten of ``counts`` (the standing tiles) in one applicable form; -1 when complete.

    >>> from gbmj_cli.core.decompose import counts_of
    >>> from gbmj_cli.core.notation import parse_tiles
    >>> c = counts_of(parse_tiles("1111m2222s33p57pE").tiles)
    >>> [form_shanten(f, c, 0) for f in FORMS]
    [2, 1, 10, 9, 5]
    """
    if form == REGULAR:
        return _regular(counts, melds)
    if form == SEVEN_PAIRS:
        return 6 - sum(c >> 1 for c in counts)
    if form == THIRTEEN_ORPHANS:
        held = [counts[t] for t in ORPHANS]
        return 13 - sum(1 for c in held if c) - (1 if any(c >= 2 for c in held) else 0)
    if form == HONORS_AND_KNITTED:
        return 13 - max(_knitted_kinds(counts, pattern) for pattern in KNITTED_PATTERNS)
    if form == KNITTED_STRAIGHT:
        return _knitted_straight(counts, melds)[0]
    raise ValueError(f"unknown form {form!r}")


def improving(form: str, counts: bytes, melds: int) -> frozenset[int]:
    """The kinds whose one more copy lowers the form's shanten (a fifth copy allowed).

    >>> from gbmj_cli.core.decompose import counts_of
    >>> from gbmj_cli.core.notation import parse_tiles
    >>> from gbmj_cli.core.tiles import NAMES
    >>> c = counts_of(parse_tiles("1234444678m456p").tiles)
    >>> [NAMES[t] for t in sorted(improving(REGULAR, c, 0))]
    ['1m', '4m']
    """
    if form == REGULAR:
        return _regular_improving(counts, melds)[1]
    if form == SEVEN_PAIRS:
        return frozenset(t for t in range(N_KINDS) if counts[t] & 1)
    if form == THIRTEEN_ORPHANS:
        paired = any(counts[t] >= 2 for t in ORPHANS)
        return frozenset(t for t in ORPHANS if not counts[t] or (counts[t] == 1 and not paired))
    if form == HONORS_AND_KNITTED:
        kinds = [_knitted_kinds(counts, pattern) for pattern in KNITTED_PATTERNS]
        best = max(kinds)
        found: set[int] = {t for t in _HONOURS if not counts[t]}
        for pattern, n in zip(KNITTED_PATTERNS, kinds):
            if n == best:
                found.update(t for t in pattern if not counts[t])
        return frozenset(found)
    if form == KNITTED_STRAIGHT:
        best, reached = _knitted_straight(counts, melds)
        found = set()
        for pattern, rest in reached:
            found.update(t for t in pattern if not counts[t])
            found.update(_regular_improving(rest, melds + 3)[1])
        return frozenset(found)
    raise ValueError(f"unknown form {form!r}")


def shanten(counts: bytes, melds: int) -> int:
    """The shanten of the standing tiles: the minimum over the applicable forms.

    >>> from gbmj_cli.core.decompose import counts_of
    >>> from gbmj_cli.core.notation import parse_tiles
    >>> shanten(counts_of(parse_tiles("1112345678999p").tiles), 0)
    0
    >>> shanten(counts_of(parse_tiles("159m159s159pESWN").tiles), 0)  # 十三幺: 10 kinds, no pair
    3
    """
    return min(form_shanten(form, counts, melds) for form in FORMS if applies(form, melds))


# ---- the knitted forms ------------------------------------------------------------------------


def _knitted_kinds(counts: bytes, pattern: frozenset[int]) -> int:
    """全不靠: kinds of the pattern held, plus honour kinds held."""
    return sum(1 for t in pattern if counts[t]) + sum(1 for t in _HONOURS if counts[t])


@lru_cache(maxsize=1024)
def _knitted_straight(counts: bytes, melds: int) -> tuple[int, tuple[tuple[frozenset[int], bytes], ...]]:
    """组合龙: the shanten, and each pattern that reaches it with the tiles left beside it.

    On one pattern the number is the pattern's kinds missing plus the regular number of the tiles
    left beside one copy of each kind held, the nine knitted tiles counting as three fixed sets
    (advice.md §3). The regular part is at least -1, so a pattern missing too many kinds is not
    read at all. Only the patterns that reach the shanten matter for the improving kinds: one
    tile lowers a pattern's number by one at most.
    """
    missing = sorted((sum(1 for t in pattern if not counts[t]), i) for i, pattern in enumerate(KNITTED_PATTERNS))
    best = 99
    reached: list[tuple[int, frozenset[int], bytes]] = []
    for lacking, i in missing:
        if lacking - 1 > best:
            break
        pattern = KNITTED_PATTERNS[i]
        rest = bytearray(counts)
        for t in pattern:
            if rest[t]:
                rest[t] -= 1
        left = bytes(rest)
        value = lacking + _regular(left, melds + 3)
        if value <= best:
            best = value
            reached.append((value, pattern, left))
    return best, tuple((pattern, left) for value, pattern, left in reached if value == best)


# ---- the regular form -------------------------------------------------------------------------
#
# A reading picks sets, partial sets and at most one head; with m sets, t partial sets and h heads
# beside k fixed sets its value is 8 - 2M - min(t, 4 - M) - h, M = min(k + m, 4) (advice.md §3).
# The value falls as m or t grows, so a group of tiles is summed up by its frontier: for each
# number of sets, the most partial sets that can go with it. Counts are capped at four, so there
# are only a few hundred distinct tables: each is interned as a small integer, with its values
# beside 0-4 fixed sets, and the merge of two tables is looked up by their numbers.


def _value(table: Table, melds: int) -> int:
    """The best value of a table beside ``melds`` fixed sets."""
    best = 8
    for head, frontier in enumerate(table):
        for m, t in frontier:
            sets = min(melds + m, _CAP)
            value = 8 - 2 * sets - min(t, _CAP - sets) - head
            best = min(best, value)
    return best


_TABLE_IDS: dict[Table, int] = {}
_TABLES: list[Table] = []
_VALUES: list[tuple[int, ...]] = []  # by table number: the value beside 0, 1, 2, 3, 4 fixed sets
_MERGED: dict[tuple[int, int], int] = {}


def _intern(table: Table) -> int:
    """The number of a table, given on first sight."""
    number = _TABLE_IDS.get(table)
    if number is None:
        number = _TABLE_IDS[table] = len(_TABLES)
        _TABLES.append(table)
        _VALUES.append(tuple(_value(table, melds) for melds in range(_CAP + 1)))
    return number


_NOTHING = _intern(_EMPTY)


@lru_cache(maxsize=SUIT_TABLES_CACHED)
def _table(counts: bytes, chows: bool) -> int:
    """The table (number) of one suit's counts (``chows``) or of the honours.

    Every reading is met: the lowest tile left is either the lowest of a group that it starts
    (pung, chow, pair or head, two tiles of a chow) or left over.
    """
    i = 0
    n = len(counts)
    while i < n and not counts[i]:
        i += 1
    if i == n:
        return _NOTHING
    work = bytearray(counts)
    best0: dict[int, int] = {}
    best1: dict[int, int] = {}

    def take(sets: int, partial: int, head: bool) -> None:
        without, with_head = _TABLES[_table(bytes(work), chows)]
        if head:
            _raise(best1, without, 0, 0)
            return
        _raise(best0, without, sets, partial)
        _raise(best1, with_head, sets, partial)

    c = counts[i]
    if c >= 3:
        work[i] -= 3
        take(1, 0, False)
        work[i] += 3
    if chows and i + 2 < n and counts[i + 1] and counts[i + 2]:
        work[i] -= 1
        work[i + 1] -= 1
        work[i + 2] -= 1
        take(1, 0, False)
        work[i] += 1
        work[i + 1] += 1
        work[i + 2] += 1
    if c >= 2:
        work[i] -= 2
        take(0, 1, False)
        take(0, 0, True)
        work[i] += 2
    if chows:
        for gap in (1, 2):
            if i + gap < n and counts[i + gap]:
                work[i] -= 1
                work[i + gap] -= 1
                take(0, 1, False)
                work[i] += 1
                work[i + gap] += 1
    work[i] -= 1
    take(0, 0, False)
    return _intern((_frontier(best0), _frontier(best1)))


def _raise(best: dict[int, int], frontier: Frontier, sets: int, partial: int) -> None:
    """Record the readings of ``frontier`` with ``sets`` and ``partial`` more groups."""
    for m, t in frontier:
        m = min(m + sets, _CAP)
        t = min(t + partial, _CAP)
        if best.get(m, -1) < t:
            best[m] = t


def _frontier(best: dict[int, int]) -> Frontier:
    """The pairs of ``best`` that no other pair beats in both sets and partial sets."""
    out: list[tuple[int, int]] = []
    top = -1
    for m in sorted(best, reverse=True):
        if best[m] > top:
            out.append((m, best[m]))
            top = best[m]
    return tuple(out)


def _merge(a: int, b: int) -> int:
    """The table of two groups of tiles together (the head in at most one of them)."""
    key = (a, b) if a <= b else (b, a)
    merged = _MERGED.get(key)
    if merged is None:
        (a0, a1), (b0, b1) = _TABLES[a], _TABLES[b]
        best0: dict[int, int] = {}
        best1: dict[int, int] = {}
        for m, t in a0:
            _raise(best0, b0, m, t)
            _raise(best1, b1, m, t)
        for m, t in a1:
            _raise(best1, b0, m, t)
        merged = _MERGED[key] = _intern((_frontier(best0), _frontier(best1)))
    return merged


def _tables(counts: bytes) -> list[int]:
    return [_table(counts[start:end], chows) for start, end, chows in _GROUPS]


def _regular(counts: bytes, melds: int) -> int:
    """The regular shanten of the counts beside ``melds`` fixed sets."""
    m, s, p, z = _tables(counts)
    return _VALUES[_merge(_merge(m, s), _merge(p, z))][melds]


@lru_cache(maxsize=SUIT_TABLES_CACHED)
def _grown(group: bytes, chows: bool) -> tuple[tuple[int, int], ...]:
    """(rank, table) of the group with one more tile of each rank that could join a group.

    A tile joins a group only beside a held tile of its kind or, in a suit, within two ranks.
    """
    size = len(group)
    out = []
    for r in range(size):
        if group[r] or chows and any(group[max(0, r - 2) : r + 3]):
            work = bytearray(group)
            work[r] += 1
            out.append((r, _table(bytes(work), chows)))
    return tuple(out)


@lru_cache(maxsize=4096)
def _regular_improving(counts: bytes, melds: int) -> tuple[int, frozenset[int]]:
    """The regular shanten and the kinds that lower it, re-reading only the suit a tile joins."""
    tables = _tables(counts)
    before = [_NOTHING]
    for table in tables:
        before.append(_merge(before[-1], table))
    after = [_NOTHING]
    for table in reversed(tables):
        after.append(_merge(after[-1], table))
    after.reverse()
    value = _VALUES[before[-1]][melds]
    found: list[int] = []
    for g, (start, end, chows) in enumerate(_GROUPS):
        group = counts[start:end]
        if not any(group):
            continue
        rest = _merge(before[g], after[g + 1])
        for r, table in _grown(group, chows):
            if _VALUES[_merge(table, rest)][melds] < value:
                found.append(start + r)
    return value, frozenset(found)
