"""Properties of tournaments and chases, over drawn ledgers, scores, fields and seeds."""

from hypothesis import assume, given, settings
from hypothesis import strategies as st
from tournament_files import event_from

from gbmj_cli.table.ledger_reader import read_ledger
from gbmj_cli.table.session import settle
from gbmj_cli.tournament.chase import chase
from gbmj_cli.tournament.draw import draw_tables, meet, repeat_meetings
from gbmj_cli.tournament.event import DRAWS, EventFile
from gbmj_cli.tournament.standings import Standings, standings

NAMES = ("Ana", "Bo", "Cai", "Dan")
EVENT = """name = "one table"
rounds = 1
{players}
[round.1.table.1]
{result}
"""
PLAYERS = "".join(f'[[players]]\nid = "{name}"\nname = "{name}"\n' for name in NAMES)


@st.composite
def hands(draw: st.DrawFn, most: int = 16, deliberate: bool = True) -> str:
    """The event lines of a ledger: every hand has an outcome, some also false wins or penalties."""
    lines = []
    for hand in range(1, draw(st.integers(1, most)) + 1):
        if draw(st.integers(0, 5)) == 0:
            levels = ["cuohe", "zhahe"] + (["deliberate"] if deliberate else [])
            lines.append(f"{hand} false {draw(st.sampled_from(NAMES))} level={draw(st.sampled_from(levels))}")
        if draw(st.integers(0, 5)) == 0:
            lines.append(f"{hand} penalty {draw(st.sampled_from(NAMES))} {draw(st.integers(1, 30))} to=each")
        kind = draw(st.sampled_from(("win", "tsumo", "draw")))
        winner = draw(st.sampled_from(NAMES))
        total = draw(st.integers(8, 88))
        if kind == "win":
            loser = draw(st.sampled_from([n for n in NAMES if n != winner]))
            lines.append(f"{hand} win {winner} {loser} {total}")
        elif kind == "tsumo":
            lines.append(f"{hand} tsumo {winner} {total}")
        else:
            lines.append(f"{hand} draw")
    return "players " + " ".join(NAMES) + "\n" + "\n".join(lines) + "\n"


def _standings(result: str, ledgers: dict[str, bytes]) -> Standings:
    event = event_from(EVENT.format(players=PLAYERS, result=result))
    assert isinstance(event, EventFile), event
    ranked = standings(event, ledgers)
    assert isinstance(ranked, Standings), ranked
    return ranked


@settings(max_examples=60, deadline=None)
@given(hands())
def test_a_settled_ledger_gives_seven_table_points(ledger):
    """Seven a table, as places 1-4 give 4 + 2 + 1 + 0: also with one player disqualified (last, with
    0); with two or more, the places they leave give nothing to anyone (places 1-2 give 6)."""
    result = settle(read_ledger(ledger))
    assume(not result.errors)  # (a drawn ledger may break a rule: a disqualified player who wins)
    ranked = _standings('ledger = "t.txt"', {"t.txt": ledger.encode()})
    qualified = sum(1 for st in result.standings if not st.disqualified)
    assert sum(line.values["table_points"] for line in ranked.players) == 12 * sum((4, 2, 1, 0)[:qualified])


@given(st.lists(st.integers(-200, 200), min_size=4, max_size=4))
def test_scores_give_seven_table_points_ties_shared(scores):
    written = ", ".join(f"{name} = {score}" for name, score in zip(NAMES, scores, strict=True))
    ranked = _standings(f"scores = {{ {written} }}", {})
    assert sum(line.values["table_points"] for line in ranked.players) == 7 * 12
    points = {NAMES[line.player]: line.values["table_points"] for line in ranked.players}
    for a, b in zip(NAMES, scores, strict=True):
        for c, d in zip(NAMES, scores, strict=True):
            assert (b == d) <= (points[a] == points[c])  # equal scores, equal shares


@st.composite
def histories(draw: st.DrawFn, most: int = 64) -> tuple[int, list[set[int]], int | str]:
    """A field of players, whom each has met over a few random earlier rounds, and a seed."""
    players = 4 * draw(st.integers(1, most // 4))
    met: list[set[int]] = [set() for _ in range(players)]
    for _ in range(draw(st.integers(0, 6))):
        order = draw(st.permutations(range(players)))
        meet(met, [order[i : i + 4] for i in range(0, players, 4)])
    return players, met, draw(st.integers(-(10**6), 10**6) | st.text(max_size=8))


@settings(max_examples=60, deadline=None)
@given(histories(), st.sampled_from(DRAWS), st.integers(1, 12), st.randoms(use_true_random=False))
def test_a_draw_seats_every_player_once(history, method, number, rng):
    players, met, seed = history
    order = list(range(players))
    rng.shuffle(order)
    tables = draw_tables(method, players, seed, number, met, order)
    assert all(len(table) == 4 for table in tables)
    assert sorted(p for table in tables for p in table) == list(range(players))
    assert tables == draw_tables(method, players, seed, number, met, order)  # the same every time


@settings(max_examples=80, deadline=None)
@given(histories(), st.integers(1, 12))
def test_spread_never_does_worse_than_random(history, number):
    players, met, seed = history
    order = range(players)
    spread = repeat_meetings(draw_tables("spread", players, seed, number, met, order), met)
    assert spread <= repeat_meetings(draw_tables("random", players, seed, number, met, order), met)


def _totals(text: str) -> tuple[int, ...]:
    result = settle(read_ledger(text))
    assert not result.errors, [e.message for e in result.errors]
    return result.hands[-1].totals


@settings(max_examples=60, deadline=None)
@given(hands(most=15, deliberate=False), st.sampled_from((8, 10, 20)))
def test_a_chase_is_the_least_total_that_overtakes(ledger, base):
    """Settle one more hand won with each answer: the player passes the target, and with one less does not."""
    ledger = f"session base={base}\n" + ledger
    result = settle(read_ledger(ledger))
    assume(not result.errors)
    chased = chase(result)
    after = chased.after_hand + 1
    names = [p.name for p in result.players]
    for c in chased.chases:
        player, target = names[c.player], names[c.target]
        third = next(n for n in names if n not in (player, target))
        for total, line in (
            (c.self_drawn, f"{after} tsumo {player} {{}}"),
            (c.off_target, f"{after} win {player} {target} {{}}"),
            (c.off_third, f"{after} win {player} {third} {{}}"),
        ):
            if total is None:
                totals = _totals(ledger + line.format(999) + "\n")
                assert totals[c.player] <= totals[c.target]
                continue
            totals = _totals(ledger + line.format(total) + "\n")
            assert totals[c.player] > totals[c.target]
            if total > 8:
                totals = _totals(ledger + line.format(total - 1) + "\n")
                assert totals[c.player] <= totals[c.target]
