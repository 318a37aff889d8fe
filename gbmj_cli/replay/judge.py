"""The judge's conventions that are not the rules of play: its payments, its false win, its 和绝张.

Each follows ``judge/main.cpp`` of ailab-pku/Chinese-Standard-Mahjong, the program that wrote the
logs and whose recorded scores are the oracle; docs/replay.md cites the lines.
"""

from gbmj_cli.scoring.payments import STANDARD, by_player

BASE = 8
"""What every loser pays whatever the fans (the judge's ``8 +``)."""
FALSE_WIN_PENALTY, FALSE_WIN_GAIN = -30, 10
"""A Hu that is no legal win: the one who declared it pays 30, each other player gains 10."""

Scores = tuple[int, int, int, int]


def win_scores(winner: int, payer: int | None, total: int) -> Scores:
    """The four scores of a win of ``total`` fans, in player order: the 1998 payments at the judge's
    base (``gbmj_cli.scoring.payments.by_player``).

    Self-drawn (``payer`` None): each other player pays the base and the fans. Otherwise the
    discarder (or the player whose added kong was robbed) pays the base and the fans, the two others
    the base. The winner gains what the others pay.

    >>> win_scores(2, None, 14), win_scores(1, 2, 9)
    ((-22, -22, 66, -22), (-8, 33, -17, -8))
    """
    first, second, third, fourth = by_player(winner, payer, total, BASE, STANDARD)
    return first, second, third, fourth


def false_win_scores(declarer: int) -> Scores:
    """The scores of a false win: the judge's penalty for a Hu below 8 fans or of tiles that do not win.

    >>> false_win_scores(3)
    (10, 10, 10, -30)
    """
    scores = [FALSE_WIN_GAIN] * 4
    scores[declarer] = FALSE_WIN_PENALTY
    return scores[0], scores[1], scores[2], scores[3]


def fourth_tile(shown: int, standing: int, in_melds: int) -> bool:
    """和绝张 as the judge ends up with it.

    The judge sets the flag when three copies of the winning tile have been shown (``shown``: a
    passed discard counts 1, each tile of a chow 1, a pung 3, a melded or added kong 4, a concealed
    kong nothing); its calculator then clears it when the winner holds the tile among his standing
    tiles (``standing``, the winning tile left out), and sets it when three copies are in the
    winner's own melds (``in_melds``, counted the same way).

    >>> fourth_tile(3, 0, 0), fourth_tile(3, 1, 0), fourth_tile(1, 0, 3)
    (True, False, True)
    """
    return (shown == 3 and not standing) or in_melds == 3
