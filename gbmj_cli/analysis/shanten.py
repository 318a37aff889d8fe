"""Shanten (上听数) of each form of a hand, and the tile kinds that lower it (docs/advice.md §2-§4).

Five forms: ``regular`` (four sets and a pair), ``seven_pairs``, ``thirteen_orphans``,
``honors_and_knitted`` (全不靠 / 七星不靠) and ``knitted_straight`` (组合龙 + a set + a pair). The
numbers are exact: the regular form is the minimum over every reading of the tiles, found from
per-suit tables instead of a search over the whole hand. A suit's table lists, for its count
vector, the most partial sets each number of sets can go with, with and without the head; tables
are cached (bounded), so a hand costs a few merges of tiny tables, and trying one more tile
re-reads only that tile's suit.

``improving`` kinds are *structural*: adding one copy lowers the number, a fifth copy allowed.
Whether a copy is still available is the caller's business (docs/advice.md §4.1: a kind held four
times is never useful).
"""

from functools import lru_cache
from itertools import islice
from typing import TypeVar

from gbmj_cli.hands.tiles import FIRST_HONOR, N_KINDS
from gbmj_cli.scoring.decompose import KNITTED_PATTERNS, ORPHANS

T = TypeVar("T")

REGULAR = "regular"
SEVEN_PAIRS = "seven_pairs"
THIRTEEN_ORPHANS = "thirteen_orphans"
HONORS_AND_KNITTED = "honors_and_knitted"
KNITTED_STRAIGHT = "knitted_straight"
FORMS: tuple[str, ...] = (REGULAR, SEVEN_PAIRS, THIRTEEN_ORPHANS, HONORS_AND_KNITTED, KNITTED_STRAIGHT)
"""The forms in the order of docs/advice.md §2 (the order of every list of forms in the output)."""

# One suit's count vectors repeat across hands. The caches map bytes to small integers (dicts
# that the garbage collector need not walk) and forget their older half when full, so that a
# batch of millions runs in constant memory.
SUIT_TABLES_CACHED = 65536

_GROUPS = ((0, 9, True), (9, 18, True), (18, 27, True), (27, 34, False))  # (start, end, chows) of m s p, honours
_HONOURS = tuple(range(FIRST_HONOR, N_KINDS))
_CAP = 4  # sets and partial sets beyond four never lower the number

# A frontier lists the readings that matter as (sets, partial sets) pairs; a table is the frontier
# without a head and the one with a head.
Frontier = tuple[tuple[int, int], ...]
Table = tuple[Frontier, Frontier]


def applies(form: str, melds: int) -> bool:
    """Tell whether a form can be reached beside ``melds`` fixed sets (docs/advice.md §2).

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

    >>> from gbmj_cli.scoring.decompose import counts_of
    >>> from gbmj_cli.hands.notation import parse_tiles
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

    >>> from gbmj_cli.scoring.decompose import counts_of
    >>> from gbmj_cli.hands.notation import parse_tiles
    >>> from gbmj_cli.hands.tiles import NAMES
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
        for pattern, n in zip(KNITTED_PATTERNS, kinds, strict=True):
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

    >>> from gbmj_cli.scoring.decompose import counts_of
    >>> from gbmj_cli.hands.notation import parse_tiles
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


@lru_cache(maxsize=64)  # asked twice per hand: for the shanten, then for the improving kinds
def _knitted_straight(counts: bytes, melds: int) -> tuple[int, tuple[tuple[frozenset[int], bytes], ...]]:
    """组合龙: the shanten, and each pattern that reaches it with the tiles left beside it.

    On one pattern the number is the pattern's kinds missing plus the regular number of the tiles
    left beside one copy of each kind held, the nine knitted tiles counting as three fixed sets
    (docs/advice.md §3). The regular part is at least -1, so a pattern missing too many kinds is not
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
# beside k fixed sets its value is 8 - 2M - min(t, 4 - M) - h, M = min(k + m, 4) (docs/advice.md §3).
# The value falls as m or t grows, so a group of tiles is summed up by its frontier: for each
# number of sets, the most partial sets that can go with it. With sets and partial sets capped at
# four there are only a few hundred distinct tables: each is interned as a small integer, with its
# values beside 0-4 fixed sets, and every operation on tables is looked up by their numbers.


def _value(table: Table, melds: int) -> int:
    """The best value of a table beside ``melds`` fixed sets."""
    best = 8
    for head, frontier in enumerate(table):
        for m, t in frontier:
            sets = min(melds + m, _CAP)
            best = min(best, 8 - 2 * sets - min(t, _CAP - sets) - head)
    return best


def _frontier(best: dict[int, int]) -> Frontier:
    """The pairs of ``best`` (sets -> most partial sets) that no other pair beats in both."""
    out: list[tuple[int, int]] = []
    top = -1
    for m in sorted(best, reverse=True):
        if best[m] > top:
            out.append((m, best[m]))
            top = best[m]
    return tuple(out)


def _raise(best: dict[int, int], frontier: Frontier, sets: int = 0, partial: int = 0) -> None:
    """Record the readings of ``frontier`` with ``sets`` and ``partial`` more groups."""
    for m, t in frontier:
        m = min(m + sets, _CAP)
        t = min(t + partial, _CAP)
        if best.get(m, -1) < t:
            best[m] = t


_IDS: dict[Table, int] = {}
_TABLES: list[Table] = []
_VALUES: list[tuple[int, ...]] = []  # by table number: the value beside 0, 1, 2, 3, 4 fixed sets
_MERGED: dict[int, int] = {}  # a << 16 | b -> the table of both groups (a <= b)
_UNITED: dict[int, int] = {}  # a << 16 | b -> the readings of either (a <= b)
_SHIFTED: dict[int, int] = {}  # table << 2 | sets << 1 | partial -> the table with one more group
_HEADED: dict[int, int] = {}  # table -> its headless readings with a head more


def _intern(table: Table) -> int:
    """The number of a table, given on first sight."""
    number = _IDS.get(table)
    if number is None:
        number = _IDS[table] = len(_TABLES)
        _TABLES.append(table)
        _VALUES.append(tuple(_value(table, melds) for melds in range(_CAP + 1)))
    return number


def _build(*parts: tuple[Frontier, int, int, Frontier, int, int]) -> int:
    """The table whose frontiers gather the given (frontier, sets, partial) readings, no head / head."""
    best0: dict[int, int] = {}
    best1: dict[int, int] = {}
    for f0, s0, p0, f1, s1, p1 in parts:
        _raise(best0, f0, s0, p0)
        _raise(best1, f1, s1, p1)
    return _intern((_frontier(best0), _frontier(best1)))


_NOTHING = _intern((((0, 0),), ()))  # no tiles: one reading, empty
_NO_READING = _intern(((), ()))  # the start of a union


def _merge(a: int, b: int) -> int:
    """The table of two groups of tiles together (the head in at most one of them)."""
    key = a << 16 | b if a <= b else b << 16 | a
    merged = _MERGED.get(key)
    if merged is None:
        (a0, a1), (b0, b1) = _TABLES[a], _TABLES[b]
        parts = [(b0, m, t, b1, m, t) for m, t in a0] + [((), 0, 0, b0, m, t) for m, t in a1]
        merged = _MERGED[key] = _build(*parts)
    return merged


def _unite(a: int, b: int) -> int:
    """The readings of either table."""
    key = a << 16 | b if a <= b else b << 16 | a
    united = _UNITED.get(key)
    if united is None:
        (a0, a1), (b0, b1) = _TABLES[a], _TABLES[b]
        united = _UNITED[key] = _build((a0, 0, 0, a1, 0, 0), (b0, 0, 0, b1, 0, 0))
    return united


def _shift(table: int, sets: int, partial: int) -> int:
    """The readings of ``table`` with one more set or partial set."""
    key = table << 2 | sets << 1 | partial
    shifted = _SHIFTED.get(key)
    if shifted is None:
        f0, f1 = _TABLES[table]
        shifted = _SHIFTED[key] = _build((f0, sets, partial, f1, sets, partial))
    return shifted


def _head(table: int) -> int:
    """The headless readings of ``table`` with a head added."""
    headed = _HEADED.get(table)
    if headed is None:
        headed = _HEADED[table] = _build(((), 0, 0, _TABLES[table][0], 0, 0))
    return headed


_SUITS: dict[bytes, int] = {}  # a suit's counts -> its table
_PARTS: dict[bytes, int] = {}  # a part's counts (first and last rank held) -> its table
_KINDS: list[int] = []  # copies of one honour (0-5) -> their table


def _cached(cache: dict[bytes, T], key: bytes, value: T) -> T:
    """Keep ``value`` under ``key``; a full cache first forgets its older half (dicts keep their order)."""
    if len(cache) >= SUIT_TABLES_CACHED:
        for old in list(islice(cache, SUIT_TABLES_CACHED // 2)):
            del cache[old]
    cache[key] = value
    return value


def _suit(counts: bytes) -> int:
    """The table of one suit's counts (cached: a hand's suits recur)."""
    table = _SUITS.get(counts)
    if table is None:
        table = _cached(_SUITS, counts, _by_parts(counts))
    return table


def _by_parts(counts: bytes) -> int:
    """The table of a suit's counts as the merge of its parts' tables.

    No group spans two empty ranks in a row, and a part's table depends on its pattern only, not
    on where it lies or which way it is read: so a suit is read part by part, and a part once,
    whatever its suit, its ranks or its direction.
    """
    table = _NOTHING
    for part in counts.split(b"\0\0"):
        part = part.strip(b"\0")
        if part:
            turned = part[::-1]
            table = _merge(table, _part(min(part, turned)))
    return table


def _part(counts: bytes) -> int:
    """The table of a part whose first rank is held: every reading is met.

    The lowest tile is either the lowest of a group that it starts (pung, chow, pair or head, two
    tiles of a chow) or left over; what is left is read part by part again.
    """
    table = _PARTS.get(counts)
    if table is not None:
        return table
    c = counts[0]
    n = len(counts)
    tail = counts[1:]
    best = _left(bytes((c - 1,)) + tail)  # left over
    if c >= 3:
        best = _unite(best, _shift(_left(bytes((c - 3,)) + tail), 1, 0))
    if c >= 2:
        rest = _left(bytes((c - 2,)) + tail)
        best = _unite(_unite(best, _shift(rest, 0, 1)), _head(rest))
    if n > 1 and counts[1]:
        best = _unite(best, _shift(_left(bytes((c - 1, counts[1] - 1)) + counts[2:]), 0, 1))
    if n > 2 and counts[2]:
        best = _unite(best, _shift(_left(bytes((c - 1, counts[1], counts[2] - 1)) + counts[3:]), 0, 1))
        if counts[1]:
            best = _unite(best, _shift(_left(bytes((c - 1, counts[1] - 1, counts[2] - 1)) + counts[3:]), 1, 0))
    return _cached(_PARTS, counts, best)


def _left(counts: bytes) -> int:
    """The table of what is left of a part once a group is taken: most often one part again."""
    part = counts.strip(b"\0")
    if not part:
        return _NOTHING
    if b"\0\0" in part:
        return _by_parts(part)
    return _part(min(part, part[::-1]))


def _kind(copies: int) -> int:
    """The table of ``copies`` of one honour: pungs, pairs and the head only."""
    while len(_KINDS) <= copies:
        c = len(_KINDS)
        best = _NOTHING if c == 0 else _KINDS[c - 1]  # one copy left over
        if c >= 2:
            best = _unite(_unite(best, _shift(_KINDS[c - 2], 0, 1)), _head(_KINDS[c - 2]))
        if c >= 3:
            best = _unite(best, _shift(_KINDS[c - 3], 1, 0))
        _KINDS.append(best)
    return _KINDS[copies]


def _honours(counts: bytes) -> int:
    table = _NOTHING
    for c in counts:
        if c:
            table = _merge(table, _kind(c))
    return table


def _group(counts: bytes, chows: bool) -> int:
    return _suit(counts) if chows else _honours(counts)


def _tables(counts: bytes) -> list[int]:
    return [_suit(counts[0:9]), _suit(counts[9:18]), _suit(counts[18:27]), _honours(counts[27:34])]


def _regular(counts: bytes, melds: int) -> int:
    """The regular shanten of the counts beside ``melds`` fixed sets."""
    m, s, p, z = _tables(counts)
    return _VALUES[_merge(_merge(m, s), _merge(p, z))][melds]


_GROWN: dict[bytes, tuple[int, ...]] = {}


def _grown(group: bytes, chows: bool) -> tuple[int, ...]:
    """Rank, table, rank, table, ...: the group with one more tile of each rank that could join a group.

    A tile joins a group only beside a held tile of its kind or, in a suit, within two ranks. (A
    flat tuple of integers: the garbage collector need not walk the cache.)
    """
    key = group if chows else b"z" + group
    found = _GROWN.get(key)
    if found is None:
        size = len(group)
        out: list[int] = []
        for r in range(size):
            if group[r] or (chows and any(group[max(0, r - 2) : r + 3])):
                work = bytearray(group)
                work[r] += 1
                out += (r, _group(bytes(work), chows))
        found = _cached(_GROWN, key, tuple(out))
    return found


@lru_cache(maxsize=256)  # the same tiles beside the knitted ones recur; small: its sets are tracked objects
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
    if value < 0:  # complete (beside the knitted tiles: a set and a pair): nothing lowers it further
        return value, frozenset()
    found: list[int] = []
    for g, (start, end, chows) in enumerate(_GROUPS):
        group = counts[start:end]
        if not any(group):
            continue
        rest = _merge(before[g], after[g + 1])
        grown = _grown(group, chows)
        for i in range(0, len(grown), 2):
            if _VALUES[_merge(grown[i + 1], rest)][melds] < value:
                found.append(start + grown[i])
    return value, frozenset(found)
