"""Differential test: gbmj's shanten and useful tiles, form by form, against the reference (docs/advice.md §13.1).

Each run analyses 20,000 generated waiting hands (tests/waitgen.py: uniform, one-suit, pairs,
knitted, orphans, melded and near-ready families) from a fixed seed, and 2,000 hands of 14 - 3k
tiles for ``gbmj advise``; ``GBMJ_DIFF_SEED`` adds a second run on the hands of that seed.

* Every form that applies has the reference's shanten, and its useful kinds are the reference's
  minus the kinds held four times (hand and sets); a form is null exactly where the reference
  refuses the size. The overall shanten is the reference's ``MahjongShanten``.
* At shanten 0 the held waits are the reference's useful kinds of the forms at 0 that are held four
  times, and the waits are the useful kinds.
* Independently of the reference, the waits are the kinds (held at most three times) for which the
  scorer accepts the hand: on every ready hand, and on every 50th hand of the others.
* ``advise``: every discard row has the reference's shanten of the tiles left, and the record's
  shanten is -1 exactly when the scorer accepts the 14 tiles.

A failure prints how many hands differ, the differences grouped by what differs, and the first ones.
"""

import os
from collections import Counter

import pytest

from gbmj_cli.analysis.advice import advise, parse_drawn_hand
from gbmj_cli.analysis.tenpai import analyse_waits
from gbmj_cli.base.errors import NotWinningError
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.hand import Hand
from gbmj_cli.hands.notation import parse_hand, parse_waiting_hand
from gbmj_cli.hands.tiles import NAMES
from gbmj_cli.records.analysis import waits_record
from gbmj_cli.scoring.score import score

from shanten_oracle import FUNCTIONS, form_shanten, mahjong_shanten
from waitgen import WaitingHand, generate_drawn, generate_waiting, notation, oracle_hand, oracle_packs

N = 20_000
N_ADVISE = 2_000
SEEDS = [15] + ([int(os.environ["GBMJ_DIFF_SEED"])] if os.environ.get("GBMJ_DIFF_SEED") else [])
SHOWN = 20
ALSO_SCORED = 50  # every 50th hand that is not ready is also tried with every tile through the scorer
pytestmark = pytest.mark.slow


def _report(problems: list[tuple[str, str, str]], total: int, label: str) -> str:
    """(what differs, hand, detail) triples as a grouped report."""
    if not problems:
        return ""
    groups = Counter(what for what, _hand, _detail in problems)
    lines = [f"{len(problems)} differences in {total} hands ({label}); by what differs:"]
    lines += [f"  {count:5d}  {what}" for what, count in groups.most_common()]
    lines.append(f"first {min(SHOWN, len(problems))}:")
    lines += [f"  {hand}  {what}: {detail}" for what, hand, detail in problems[:SHOWN]]
    return "\n".join(lines)


def _accepted(h: WaitingHand) -> set[str]:
    """The kinds held at most three times with which gbmj's scorer accepts the hand."""
    parsed = parse_waiting_hand(notation(h))
    own = h.own()
    found = set()
    for t in range(34):
        if own[t] <= 3:
            try:
                score(Hand(parsed.melds, parsed.tiles, t), WinContext())
            except NotWinningError:
                continue
            found.add(NAMES[t])
    return found


def _compare(i: int, h: WaitingHand) -> list[tuple[str, str, str]]:
    text = notation(h)
    record = waits_record(analyse_waits(parse_waiting_hand(text), WinContext()), text)
    hand = oracle_hand(h.standing)
    held4 = {NAMES[t] for t, c in enumerate(h.own()) if c == 4}
    problems = []
    reference = {form: form_shanten(form, hand) for form in FUNCTIONS}
    for form, ref in reference.items():
        ours = record["forms"][form]
        if (ours is None) != (ref is None):
            problems.append((f"{form} applies", text, f"ours {ours is not None}, reference {ref is not None}"))
            continue
        if ref is None:
            continue
        if ours["shanten"] != ref[0]:
            problems.append((f"{form} shanten", text, f"ours {ours['shanten']}, reference {ref[0]}"))
        useful = {u["tile"] for u in ours["useful"]}
        if useful != ref[1] - held4:
            problems.append((f"{form} useful", text, f"ours {sorted(useful)}, reference {sorted(ref[1] - held4)}"))
    overall = mahjong_shanten(oracle_packs(h), hand)
    if record["shanten"] != overall:
        problems.append(("MahjongShanten", text, f"ours {record['shanten']}, reference {overall}"))
    waits = {w["tile"] for w in record["waits"]}
    if record["shanten"] == 0:
        formal = set().union(*(ref[1] for ref in reference.values() if ref is not None and ref[0] == 0))
        if set(record["held_waits"]) != formal & held4:
            problems.append(("held waits", text, f"ours {record['held_waits']}, reference {sorted(formal & held4)}"))
        if waits != {u["tile"] for u in record["useful"]}:
            problems.append(("waits are the useful kinds", text, f"waits {sorted(waits)}"))
    if record["shanten"] == 0 or i % ALSO_SCORED == 0:
        accepted = _accepted(h)
        if waits != accepted:
            problems.append(
                ("waits = tiles the scorer accepts", text, f"waits {sorted(waits)}, scorer {sorted(accepted)}")
            )
    return problems


@pytest.fixture(scope="module", params=SEEDS, ids=lambda seed: f"seed{seed}")
def waiting_run(request) -> tuple[int, list[WaitingHand], list[tuple[str, str, str]]]:
    hands = generate_waiting(N, request.param)
    return request.param, hands, [p for i, h in enumerate(hands) for p in _compare(i, h)]


def test_every_form_equals_the_reference(waiting_run) -> None:
    seed, hands, problems = waiting_run
    report = _report(problems, len(hands), f"gbmj waits vs PyMahjongGB per-form shanten, seed {seed}")
    assert not report, "\n" + report


def test_the_compared_hands_reach_every_case(waiting_run) -> None:
    _seed, hands, _problems = waiting_run
    families = Counter(h.family for h in hands)
    shares = {"uniform": 15, "one_suit": 15, "pairs": 15, "knitted": 10, "orphans": 10, "melded": 25, "near_ready": 10}
    assert all(families[f] >= share * len(hands) // 100 for f, share in shares.items()), families
    pairs = [h for h in hands if h.family == "pairs"]
    assert sum(4 in h.own() for h in pairs) * 3 >= len(pairs)
    melded = [h for h in hands if h.family == "melded"]
    beside_a_set = [h for h in melded if any(h.own()[NAMES.index(t)] == 4 for t in h.standing)]
    assert len(beside_a_set) * 5 >= len(melded)
    assert {len(h.melds) for h in melded} == {1, 2, 3, 4}


@pytest.fixture(scope="module", params=SEEDS, ids=lambda seed: f"seed{seed}")
def advise_run(request) -> tuple[int, list[tuple[str, str, str]]]:
    """Per drawn hand: each row's shanten against the reference, and the win row against the scorer.

    Only shanten is compared, so no wait is scored (``--wall 0``); the win row still is.
    """
    problems = []
    for h in generate_drawn(N_ADVISE, request.param + 1):
        text = notation(h)
        advice = advise(parse_drawn_hand(text), WinContext(), wall=0)
        packs = oracle_packs(h)
        for row in advice.rows:
            left = list(h.standing)
            left.remove(NAMES[row.discard])
            want = mahjong_shanten(packs, oracle_hand(left))
            if row.analysis.shanten != want:
                problems.append(
                    (
                        "row shanten",
                        text,
                        f"discard {NAMES[row.discard]}: ours {row.analysis.shanten}, reference {want}",
                    )
                )
        try:
            score(parse_hand(text), WinContext())
            complete = True
        except NotWinningError:
            complete = False
        if (advice.shanten == -1) != complete:
            problems.append(("complete", text, f"shanten {advice.shanten}, scorer accepts: {complete}"))
        if not complete and advice.shanten != min(row.analysis.shanten for row in advice.rows):
            problems.append(("record shanten", text, f"{advice.shanten}"))
    return request.param, problems


def test_every_discard_row_has_the_reference_shanten(advise_run) -> None:
    seed, problems = advise_run
    report = _report(problems, N_ADVISE, f"gbmj advise rows vs MahjongShanten, seed {seed}")
    assert not report, "\n" + report
