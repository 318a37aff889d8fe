"""Properties of hand analysis (docs/advice.md §13.3) on generated hands and random tiles on the table.

Live counts, legal counts and the order of ``advise`` have no oracle: these properties tie them to
their definitions, and the advise rows to the waits records they must equal.
"""

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from gbmj_cli.analysis.advice import advise, parse_drawn_hand, row_order
from gbmj_cli.analysis.seen import Seen, parse_seen
from gbmj_cli.analysis.tenpai import analyse_waits
from gbmj_cli.base.errors import NotWinningError
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.notation import parse_hand, parse_waiting_hand
from gbmj_cli.hands.tiles import INDEX, NAMES, format_tiles
from gbmj_cli.records.analysis import advise_record, waits_record
from gbmj_cli.scoring.score import score

from waitgen import FAMILIES, WaitingHand, notation, with_drawn_tile

FOURTH_TILE = 58  # 和绝张
SEEDS = st.integers(0, 2**32 - 1)


def waiting_hand(seed: int) -> WaitingHand:
    rng = Random(seed)
    family = FAMILIES[seed % len(FAMILIES)][0]
    return family(rng)


def seen_for(h: WaitingHand, seed: int, most: int = 12) -> str:
    """Random tiles on the table that the hand leaves room for."""
    rng = Random(seed)
    own = h.own()
    room = [t for t in range(34) for _ in range(4 - own[t])]
    return format_tiles(rng.sample(room, min(len(room), int(rng.random() * most))))


def waits(h: WaitingHand, seen: str = "") -> dict:
    text = notation(h)
    return waits_record(analyse_waits(parse_waiting_hand(text), WinContext(), parse_seen([seen])), text)


def _live_ok(entries: list[dict], own: list[int], seen: Seen) -> bool:
    return all(e["live"] == 4 - own[INDEX[e["tile"]]] - seen.counts[INDEX[e["tile"]]] for e in entries)


@settings(max_examples=150, deadline=None)
@given(SEEDS, SEEDS)
def test_live_counts_and_totals_follow_their_definitions(hand_seed, seen_seed):
    h = waiting_hand(hand_seed)
    seen_text = seen_for(h, seen_seed)
    record = waits(h, seen_text)
    own, seen = h.own(), parse_seen([seen_text])
    assert _live_ok(record["useful"], own, seen) and _live_ok(record["waits"], own, seen)
    assert all(0 <= u["live"] <= 4 for u in record["useful"])
    for result in record["forms"].values():
        if result is not None:
            assert _live_ok(result["useful"], own, seen)
            assert (result["kinds"], result["live"]) == (
                len(result["useful"]),
                sum(u["live"] for u in result["useful"]),
            )
    assert (record["kinds"], record["live"]) == (len(record["useful"]), sum(u["live"] for u in record["useful"]))
    assert record["tenpai"] is bool(record["waits"])
    assert (record["shanten"] == 0) is bool(record["waits"] or record["held_waits"])
    if record["tenpai"]:
        assert record["outs"] == record["live"]
        assert 0 <= record["legal_discard_outs"] <= record["outs"]
        assert 0 <= record["legal_self_drawn_outs"] <= record["outs"]
        assert all(w["left"] == 4 - own[INDEX[w["tile"]]] >= 1 for w in record["waits"])
    else:
        assert record["outs"] is record["legal_discard_outs"] is record["legal_self_drawn_outs"] is None


def _without_fourth_tile(variant: dict | None):
    if variant is None:
        return None
    return [(f["id"], f["count"]) for f in variant["fans"] if f["id"] != FOURTH_TILE]


@settings(max_examples=150, deadline=None)
@given(SEEDS, SEEDS)
def test_tiles_on_the_table_change_live_counts_and_the_fourth_tile_only(hand_seed, seen_seed):
    h = waiting_hand(hand_seed)
    bare, seen = waits(h), waits(h, seen_for(h, seen_seed))
    for field in ("shanten", "best_forms", "held_waits", "tenpai"):
        assert seen[field] == bare[field], field
    assert [u["tile"] for u in seen["useful"]] == [u["tile"] for u in bare["useful"]]
    assert [w["tile"] for w in seen["waits"]] == [w["tile"] for w in bare["waits"]]
    assert all(a["live"] <= b["live"] for a, b in zip(seen["useful"], bare["useful"], strict=True))
    for a, b in zip(seen["waits"], bare["waits"], strict=True):
        for way in ("discard", "self_drawn"):
            assert _without_fourth_tile(a[way]) == _without_fourth_tile(b[way])
            if a[way] is not None:
                assert a[way]["fan_total"] - b[way]["fan_total"] in (0, 4)


ROW_FIELDS = (
    "shanten",
    "tenpai",
    "best_forms",
    "useful",
    "kinds",
    "live",
    "outs",
    "legal_discard_outs",
    "legal_self_drawn_outs",
    "held_waits",
    "waits",
)


def drawn_hand(seed: int) -> WaitingHand:
    return with_drawn_tile(waiting_hand(seed), Random(seed))


@settings(max_examples=40, deadline=None)
@given(SEEDS, SEEDS)
def test_an_advise_row_is_the_waits_record_of_the_tiles_left_with_the_discard_seen(hand_seed, seen_seed):
    h = drawn_hand(hand_seed)
    seen_text = seen_for(h, seen_seed, most=6)
    record = advise_record(
        advise(parse_drawn_hand(notation(h)), WinContext(), parse_seen([seen_text])), "", all_rows=True
    )
    for row in record["rows"]:
        left = list(h.standing)
        left.remove(row["discard"])
        expected = waits(WaitingHand(h.melds, tuple(left)), seen_text + row["discard"])
        assert {f: row[f] for f in ROW_FIELDS} == {f: expected[f] for f in ROW_FIELDS}, row["discard"]


def _order_key(row: dict) -> tuple:
    return (
        row["live"] == 0,
        row["shanten"],
        -(row["legal_discard_outs"] or 0),
        -(row["legal_self_drawn_outs"] or 0),
        -row["live"],
        -row["kinds"],
        INDEX[row["discard"]],
    )


@settings(max_examples=60, deadline=None)
@given(SEEDS)
def test_rows_are_in_order_and_the_default_view_is_the_first_group(hand_seed):
    h = drawn_hand(hand_seed)
    advice = advise(parse_drawn_hand(notation(h)), WinContext())
    everything = advise_record(advice, "", all_rows=True)["rows"]
    best = advise_record(advice, "")["rows"]
    assert everything == sorted(everything, key=_order_key)
    assert [row_order(r) for r in advice.rows] == sorted(row_order(r) for r in advice.rows)
    assert [r["discard"] for r in everything] == [NAMES[r.discard] for r in advice.rows]
    assert len({r["discard"] for r in everything}) == len(everything) == len(set(h.standing))
    group = (everything[0]["live"] > 0, everything[0]["shanten"])
    assert best == [r for r in everything if (r["live"] > 0, r["shanten"]) == group]
    assert best[0] == everything[0]
    drawn = [r for r in everything if r["drawn"]]
    assert [r["discard"] for r in drawn] == [h.standing[-1]]


@settings(max_examples=60, deadline=None)
@given(SEEDS, SEEDS)
def test_a_win_row_exists_exactly_when_the_scorer_takes_the_hand_self_drawn(hand_seed, seen_seed):
    h = drawn_hand(hand_seed)
    text = notation(h)
    seen_text = seen_for(h, seen_seed, most=6)
    seen = parse_seen([seen_text])
    advice = advise(parse_drawn_hand(text), WinContext(), seen)
    hand = parse_hand(text)
    visible = seen.counts[hand.winning_tile] + sum(m.tiles.count(hand.winning_tile) for m in hand.melds)
    fourth = visible == 3 and hand.winning_tile not in hand.tiles
    try:
        result = score(hand, WinContext(self_drawn=True, fourth_tile=fourth))
    except NotWinningError:
        result = None
    assert (advice.win is None) is (result is None)
    assert advice.shanten == -1 if result else advice.shanten >= 0
    if result is not None:
        assert (advice.win.fan_total, advice.win.total) == (result.fan_total, result.total)


@settings(max_examples=30, deadline=None)
@given(SEEDS)
def test_the_wall_makes_every_wait_worthless_or_legal(hand_seed):
    h = drawn_hand(hand_seed)
    parsed = parse_drawn_hand(notation(h))
    for wall, legal in ((0, lambda row: 0), (1, lambda row: row["outs"])):
        for row in advise_record(advise(parsed, WinContext(), wall=wall), "", all_rows=True)["rows"]:
            if row["tenpai"]:
                assert row["legal_discard_outs"] == row["legal_self_drawn_outs"] == legal(row), wall


@settings(max_examples=30, deadline=None)
@given(SEEDS, st.randoms(use_true_random=False))
def test_the_order_of_the_standing_tiles_changes_only_the_input(hand_seed, rng):
    h = drawn_hand(hand_seed)
    before = list(h.standing[:-1])
    rng.shuffle(before)
    shuffled = WaitingHand(h.melds, (*before, h.standing[-1]))
    a = advise_record(advise(parse_drawn_hand(notation(h)), WinContext()), notation(h), all_rows=True)
    b = advise_record(advise(parse_drawn_hand(notation(shuffled)), WinContext()), notation(shuffled), all_rows=True)
    assert {**a, "input": None} == {**b, "input": None}
