"""Properties of settlement over generated valid ledgers (docs/session.md §7.7, §8), and of reading any bytes."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gbmj_cli.table.ledger_reader import read_ledger
from gbmj_cli.table.session import settle

NAMES = ("Ana", "Bo", "Chen", "Dan")
WRITTEN = {"Ana": ("Ana", "A"), "Bo": ("Bo", "B"), "Chen": ("Chen", "C"), "Dan": ("Dan", "D")}


@st.composite
def ledgers(draw) -> tuple[str, dict]:
    """A valid text ledger, with what the test needs to check it: settings, and per hand the points that leave."""
    base = draw(st.integers(1, 20))
    escape = draw(st.integers(0, 20))
    start = draw(st.integers(0, 1000))
    policy = draw(st.sampled_from(["1998", "gb"]))
    seating = draw(st.sampled_from(["competition", "fixed"]))
    lines = [
        f"session base={base} escape={escape} start={start} false-win={policy} seating={seating}",
        "players A=Ana B=Bo C=Chen D=Dan",
    ]
    hands = draw(st.integers(0, 16))
    leaving: list[int] = []  # per hand: deducted penalty points + escape
    disqualified: set[str] = set()

    def name(player: str) -> str:
        return draw(st.sampled_from(WRITTEN[player]))

    for hand in range(1, hands + 1):
        last = hand == hands
        outcome = draw(st.sampled_from(["win", "tsumo", "rob", "draw", "skip"] + (["none"] if last else [])))
        false_winners: set[str] = set()
        out = 0
        for _ in range(draw(st.integers(0, 2))):
            player = draw(st.sampled_from(NAMES))
            if outcome != "skip" and draw(st.booleans()):
                level = draw(st.sampled_from(["cuohe", "zhahe", "deliberate"]))
                if level == "deliberate" and policy == "1998":
                    if player in disqualified:
                        continue
                    disqualified.add(player)
                false_winners.add(player)
                lines.append(f"{hand} false {name(player)} level={level}")
            else:
                points = draw(st.integers(1, 999))
                to = draw(st.sampled_from([None, "each", *[n for n in NAMES if n != player]]))
                if to is None:
                    out += points
                receiver = "" if to is None else f" to={to if to == 'each' else name(to)}"
                lines.append(f"{hand} penalty {name(player)} {draw(st.sampled_from(['', '-']))}{points}{receiver}")
        allowed = [n for n in NAMES if n not in false_winners]
        total = draw(st.integers(8, 999))
        if outcome in ("win", "rob") and len(allowed) >= 1:
            discarder = draw(st.sampled_from(NAMES))
            claim = [n for n in allowed if n != discarder]
            if claim:
                claim = draw(st.lists(st.sampled_from(claim), min_size=1, max_size=len(claim), unique=True))
                word = draw(st.sampled_from(["", "from "]))
                lines.append(f"{hand} {outcome} {','.join(name(n) for n in claim)} {word}{name(discarder)} {total}")
            else:
                lines.append(f"{hand} draw")
        elif outcome == "tsumo" and allowed:
            lines.append(f"{hand} tsumo {name(draw(st.sampled_from(allowed)))} {total}")
        elif outcome != "none":
            lines.append(f"{hand} {outcome if outcome in ('draw', 'skip') else 'draw'}")
        if last and draw(st.booleans()):
            if draw(st.booleans()):
                lines.append(f"{hand} escape {name(draw(st.sampled_from(NAMES)))}")
                out += escape * base
            else:
                lines.append(f"{hand} end note=time")
        if outcome == "none" and not lines[-1].startswith(f"{hand} "):
            lines.append(f"{hand} penalty {name(NAMES[0])} 1")
            out += 1
        leaving.append(out)
    return "\n".join(lines) + "\n", {"start": start, "leaving": leaving, "disqualified": bool(disqualified)}


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ledgers())
def test_every_hand_balances_and_the_totals_add_up(case):
    text, facts = case
    result = settle(read_ledger(text))
    assert result.errors == (), (text, result.errors)
    start, leaving = facts["start"], facts["leaving"]
    assert len(result.hands) == len(leaving)
    running = [start] * 4
    for hand, out in zip(result.hands, leaving, strict=False):
        assert sum(hand.deltas) == -out, text
        running = [t + d for t, d in zip(running, hand.deltas, strict=False)]
        assert list(hand.totals) == running
        assert hand.deltas == tuple(sum(e.payments[p] for e in hand.events) for p in range(4))
    assert result.balance is not None
    assert sum(s.total for s in result.standings) == 4 * start - sum(leaving) == result.balance.sum
    for standing in result.standings:
        assert sum(standing.points_from.values()) == standing.net == standing.total - start
    if not facts["disqualified"]:
        assert sum(s.twelfths for s in result.standings) == 84
    assert sum(s.twelfths for s in result.standings) <= 84


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes_are_read_and_settled_without_an_exception(data):
    for fmt in ("auto", "text", "csv"):
        result = settle(read_ledger(b"players A B C D\n" + data, fmt))
        assert result.status == "rejected" or result.errors == ()


ALPHABET = st.sampled_from([*list('0123456789 ,="#!\\-\t\u3000\x1b\u202eabwinfromtsumrobpenalyfsk=A B C D'), "\n"])


@settings(max_examples=300, deadline=None)
@given(st.text(ALPHABET, max_size=120))
def test_ledger_like_text_is_read_and_settled_without_an_exception(text):
    for fmt in ("auto", "text", "csv"):
        settle(read_ledger("#! players A B C D\nhand,event,player,from,total,flags\n" + text, fmt))
        settle(read_ledger("players A B C D\n1 " + text, fmt))
