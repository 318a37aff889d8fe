"""How many tiles a hand is from ready (its shanten number), for a waiting hand that waits on nothing.

Counted for the regular form (four sets and a pair) and, where the fixed sets leave room for them,
七对, 十三幺, 全不靠 and 组合龙 + set + pair: the same forms the scorer knows.
"""

from functools import lru_cache

from gbmj_cli.core.decompose import KNITTED_PATTERNS
from gbmj_cli.core.tiles import FIRST_HONOR, N_KINDS, is_terminal_or_honor


def shanten(counts: tuple[int, ...], melds: int) -> int:
    """How many tiles from ready the concealed ``counts`` are, beside ``melds`` fixed sets.

    0 is ready (tenpai). The minimum over the regular form and, where the sets allow them,
    七对, 十三幺, 全不靠 and 组合龙 + set + pair.

    >>> from gbmj_cli.core.decompose import counts_of
    >>> from gbmj_cli.core.notation import parse_tiles
    >>> shanten(tuple(counts_of(parse_tiles("1112345678999p").tiles)), 0)
    0
    >>> shanten(tuple(counts_of(parse_tiles("159m159s159pESWN").tiles)), 0)  # 十三幺: 10 kinds, no pair
    3
    """
    best = _regular(counts, 4 - melds)
    if melds == 0:
        pairs = sum(1 for c in counts if c >= 2)
        kinds = sum(1 for c in counts if c)
        best = min(best, 6 - pairs + max(0, 7 - kinds))
        orphans = [c for t, c in enumerate(counts) if is_terminal_or_honor(t)]
        best = min(best, 13 - sum(1 for c in orphans if c) - (1 if any(c >= 2 for c in orphans) else 0))
        honours = sum(1 for t in range(FIRST_HONOR, N_KINDS) if counts[t])
        for pattern in KNITTED_PATTERNS:
            best = min(best, 13 - honours - sum(1 for t in pattern if counts[t]))
    if melds <= 1:
        for pattern in KNITTED_PATTERNS:
            rest = list(counts)
            missing = 0
            for t in pattern:
                if rest[t]:
                    rest[t] -= 1
                else:
                    missing += 1
            best = min(best, missing + _regular(tuple(rest), 1 - melds))
    return best


@lru_cache(maxsize=4096)
def _regular(counts: tuple[int, ...], need: int) -> int:
    """Shanten of ``counts`` towards ``need`` more sets and a pair (fixed sets already complete)."""
    work = list(counts)
    best = [2 * need]

    def walk(i: int, sets: int, partial: int, pair: int) -> None:
        while i < N_KINDS and not work[i]:
            i += 1
        if i == N_KINDS:
            used_partial = min(partial, need - min(sets, need))
            value = 2 * need - 2 * min(sets, need) - used_partial - pair
            if value < best[0]:
                best[0] = value
            return
        numbered = i < FIRST_HONOR
        rank = i % 9
        if work[i] >= 3:
            work[i] -= 3
            walk(i, sets + 1, partial, pair)
            work[i] += 3
        if numbered and rank <= 6 and work[i + 1] and work[i + 2]:
            work[i] -= 1
            work[i + 1] -= 1
            work[i + 2] -= 1
            walk(i, sets + 1, partial, pair)
            work[i] += 1
            work[i + 1] += 1
            work[i + 2] += 1
        if work[i] >= 2:
            work[i] -= 2
            if not pair:
                walk(i, sets, partial, 1)
            walk(i, sets, partial + 1, pair)
            work[i] += 2
        for gap in (1, 2) if numbered else ():  # two tiles of a chow: adjacent, or one apart
            if rank + gap <= 8 and work[i + gap]:
                work[i] -= 1
                work[i + gap] -= 1
                walk(i, sets, partial + 1, pair)
                work[i] += 1
                work[i + gap] += 1
        work[i] -= 1
        walk(i, sets, partial, pair)
        work[i] += 1

    walk(0, 0, 0, 0)
    return best[0]
