"""Ranking by a tie-break chain, which is data: a list of keys, each a whole number, higher is better.

The keys (docs/tournament.md §4.1), over the rounds counted:

- ``table_points``: the sum of the table points (标准分), in twelfths (``gbmj_cli.table.standings``);
- ``score``: the sum of the match scores (比赛分: each session's net);
- ``best_round_points``: the most table points taken in one round (twelfths), and ``best_rounds``
  the number of rounds in which that many were taken;
- ``firsts``, ``seconds``, ``thirds``, ``fourths``: the number of rounds finished in that place
  (a shared place counts for each player who shares it);
- ``best_round_score``: the highest match score of one round.

A team's figures are its members': each round's table points and score summed over the members
(its best round is the best of those sums), and the places of them all counted together.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

TWELFTHS = ("table_points", "best_round_points")
"""The keys counted in twelfths of a table point, and shown as table points."""


def figures(rounds: Sequence[tuple[int, int]], places: Sequence[int]) -> dict[str, int]:
    """Every key's value from each round's (table points in twelfths, match score) and the places taken.

    >>> figures([(48, 30), (18, -5), (48, 12)], [1, 2, 1])["best_rounds"]
    2
    """
    twelfths = [t for t, _ in rounds]
    scores = [s for _, s in rounds]
    best = max(twelfths, default=0)
    return {
        "table_points": sum(twelfths),
        "score": sum(scores),
        "best_round_points": best,
        "best_rounds": twelfths.count(best) if twelfths else 0,
        "firsts": places.count(1),
        "seconds": places.count(2),
        "thirds": places.count(3),
        "fourths": places.count(4),
        "best_round_score": max(scores, default=0),
    }


def rank(values: Sequence[dict[str, int]], chain: Sequence[str]) -> list[tuple[int, bool, int]]:
    """(rank, tied, index) for each entry, in rank order: compared key by key along ``chain``; entries
    equal on every key share the better rank and keep their order.

    >>> rank([{"a": 1, "b": 5}, {"a": 2, "b": 0}, {"a": 1, "b": 5}], ["a", "b"])
    [(1, False, 1), (2, True, 0), (2, True, 2)]
    """
    keys = [tuple(v[key] for key in chain) for v in values]
    order = sorted(range(len(values)), key=lambda i: tuple(-k for k in keys[i]))
    ranked: list[tuple[int, int]] = []
    for position, index in enumerate(order):
        same = position > 0 and keys[index] == keys[order[position - 1]]
        ranked.append((ranked[-1][0] if same else position + 1, index))
    sharing = Counter(r for r, _ in ranked)
    return [(r, sharing[r] > 1, index) for r, index in ranked]


def ema_base_rank(place: int, players: int) -> int:
    """The EMA base rank of a place among ``players``: 1000 × (N − place) / (N − 1), rounded half up.

    >>> ema_base_rank(1, 16), ema_base_rank(3, 16), ema_base_rank(16, 16)
    (1000, 867, 0)
    """
    return (2000 * (players - place) + players - 1) // (2 * (players - 1))
