"""House rules as data (docs/house-rules.md): the minimum, the payment modes, cap and multiplier,
and house fans, each against sums and fans worked by hand."""

import re
from pathlib import Path

import pytest

from gbmj_cli.base.errors import GbmjError
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.notation import parse_hand
from gbmj_cli.scoring.catalog import HouseFan
from gbmj_cli.scoring.payments import by_player, losses, paid_points, settle
from gbmj_cli.scoring.profiles import load
from gbmj_cli.scoring.profiles.profile import Payments
from gbmj_cli.scoring.score import score
from gbmj_cli.table.ledger_reader import read_ledger
from gbmj_cli.table.session import settle as settle_ledger
from gbmj_cli.tournament.chase import chase, least_total

PAIR_258 = """
[house_fans.two_five_eight_pair]
number = 83
points = 2
name = "258将"
name_en = "2-5-8 Pair"
rule = { pair_ranks = [2, 5, 8] }
"""


def profile_of(tmp_path, body: str, name: str = "house.toml"):
    """The profile of a rules file that extends 1998 with ``body`` (a run caches profiles by path)."""
    path = tmp_path / name
    path.write_text(f'name = "house"\nextends = "1998"\n{body}', encoding="utf-8")
    return load(path)


def fans_of(result) -> dict[str, int]:
    return {f.fan.key: f.count for f in result.fans}


# --- payments ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("mode", "self_drawn", "expected"),
    [
        # total 10, base 8. Standard: discarder 8 + 10, bystanders 8; self-drawn 8 + 10 each.
        ("standard", False, (34, -18, -8, -8)),
        ("standard", True, (54, -18, -18, -18)),
        # 全铳: self-drawn, each pays 8 + ceil(10 / 3) = 12; a discard as standard.
        ("self_drawn_split", True, (36, -12, -12, -12)),
        ("self_drawn_split", False, (34, -18, -8, -8)),
        # 点炮承包: the discarder pays 3 x 8 + 10 = 34, the bystanders nothing.
        ("discarder_pays_all", False, (34, -34, 0, 0)),
        ("discarder_pays_all", True, (54, -18, -18, -18)),
        # 牵连免底: the discarder pays 8 + 10, the bystanders nothing.
        ("no_bystander_base", False, (18, -18, 0, 0)),
        ("no_bystander_base", True, (54, -18, -18, -18)),
    ],
)
def test_each_payment_mode_pays_the_hand_worked_sums(mode, self_drawn, expected):
    rules = Payments(mode=mode)
    assert by_player(0, None if self_drawn else 1, 10, 8, rules) == expected
    assert sum(expected) == 0
    seats = settle(10, True, self_drawn, "E", None if self_drawn else "S", 8, rules)
    assert seats is not None and tuple(p.amount for p in seats) == expected


def test_cap_then_multiplier_change_the_points_paid_not_the_base():
    assert paid_points(100, Payments(cap=64)) == 64
    assert paid_points(100, Payments(cap=64, multiplier=2)) == 128
    assert paid_points(12, Payments(cap=64, multiplier=2)) == 24
    # 12 fans at 2 points each off a discard: the discarder 8 + 24, the bystanders 8.
    assert losses(12, False, 8, Payments(multiplier=2)) == (32, 8)
    # 全铳 splits the points paid: 100 capped at 64 is 22 each (ceil(64 / 3)).
    assert losses(100, True, 8, Payments(mode="self_drawn_split", cap=64)) == (30, 30)


def test_a_session_under_a_payment_mode_settles_with_it(tmp_path):
    profile = profile_of(tmp_path, 'minimum = 6\n[payments]\nmode = "discarder_pays_all"\nbase = 5\n')
    ledger = read_ledger("players Ana Bo Chen Dan\n1 win Bo Ana 6\n2 tsumo Chen 9\n")
    result = settle_ledger(ledger, profile)
    assert result.errors == ()
    # hand 1: Ana pays 3 x 5 + 6 = 21 to Bo; hand 2: each pays 5 + 9 = 14 to Chen.
    assert [h.deltas for h in result.hands] == [(-21, 21, 0, 0), (-14, -14, 42, -14)]
    assert result.settings.base == 5


def test_a_ledger_base_wins_over_the_profile_base(tmp_path):
    profile = profile_of(tmp_path, "[payments]\nbase = 5\n")
    ledger = read_ledger("players Ana Bo Chen Dan\nsession base=10\n1 win Bo Ana 8\n")
    result = settle_ledger(ledger, profile)
    assert result.settings.base == 10 and result.hands[0].deltas == (-18, 38, -10, -10)


def test_a_session_refuses_a_win_under_the_profile_minimum(tmp_path):
    profile = profile_of(tmp_path, "minimum = 6\n")
    result = settle_ledger(read_ledger("players Ana Bo Chen Dan\n1 win Bo Ana 5\n"), profile)
    assert [e.message for e in result.errors] == [
        "a total of 5 is below the 6-fan minimum, so this is not a win; record it as `false Bo`"
    ]


def test_chase_asks_the_session_payments(tmp_path):
    # Under 全铳 a self-drawn win pays each 8 + ceil(F / 3): to pass a lead of 100, Ana needs
    # 4 x 8 + 4 ceil(F / 3) > 100, so ceil(F / 3) >= 18 and F >= 52 (standard: F >= 18).
    assert least_total((0, 100, 0, 0), 0, 1, None, 8) == 18
    assert least_total((0, 100, 0, 0), 0, 1, None, 8, Payments(mode="self_drawn_split")) == 52
    profile = profile_of(tmp_path, '[payments]\nmode = "self_drawn_split"\n')
    result = settle_ledger(read_ledger("players Ana Bo Chen Dan\n1 win Bo Ana 84\n"), profile)
    first = next(c for c in chase(result).chases if c.player == 0 and c.target == 1)
    # Bo won 84 off Ana: Bo +3 x 8 + 84 = 108, Ana -92, a gap of 200. Self-drawn, Ana needs
    # 4 x 8 + 4 ceil(F / 3) > 200: F >= 127; off Bo (a discard, paid as standard) 32 + 2F > 200: F >= 85.
    assert (first.gap, first.self_drawn, first.off_target) == (200, 127, 85)


# --- the minimum and the rules file --------------------------------------------------------------


def test_the_minimum_decides_a_legal_win(tmp_path):
    hand = parse_hand("123m456m789s234p5p5p")  # 门前清 2, 平和 2, 连六 1: 5 fans
    assert not score(hand, WinContext()).meets_minimum
    assert score(hand, WinContext(rules=profile_of(tmp_path, "minimum = 5\n"))).meets_minimum


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("minimum = 0\n", "house.toml:3: minimum must be an integer from 1 to 88, not 0"),
        (
            '[payments]\nmode = "chombo"\n',
            "house.toml:4: mode takes standard, self_drawn_split, discarder_pays_all or no_bystander_base,"
            " not 'chombo'",
        ),
        ("[payments]\nmultiplier = 0\n", "house.toml:4: multiplier must be an integer from 1 to 100, not 0"),
        ("[payments]\ncap = 4\n", "house.toml:4: cap 4 is under the minimum 8: use 0 for no cap, or at least 8"),
        (
            "[payments]\nbonus = 1\n",
            "house.toml:4: unknown key 'bonus' in [payments]; allowed: mode, base, multiplier, cap",
        ),
        (
            PAIR_258.replace("pair_ranks", "pair_rank"),
            "house.toml:9: unknown condition 'pair_rank' in the rule of two_five_eight_pair;"
            " did you mean 'pair_ranks'?",
        ),
        (
            PAIR_258.replace("[2, 5, 8]", "[2, 5, 10]"),
            "house.toml:9: pair_ranks in the rule of two_five_eight_pair takes a list of ranks from 1 to 9,"
            " not an array",
        ),
        (
            PAIR_258.replace("number = 83", "number = 1"),
            "house.toml:5: number 1 of two_five_eight_pair is already the number of big_four_winds",
        ),
        (
            PAIR_258.replace("two_five_eight_pair]", "all_chows]"),
            "house.toml:4: 'all_chows' is an official fan: change it under [fans.all_chows],"
            " or give the house fan another key",
        ),
        (
            PAIR_258.replace('name_en = "2-5-8 Pair"\n', ""),
            "house.toml:4: [house_fans.two_five_eight_pair] needs name_en",
        ),
        (
            PAIR_258 + 'excludes = ["all_chow"]\n',
            "house.toml:10: unknown fan 'all_chow' in [house_fans.two_five_eight_pair]; did you mean 'all_chows'?",
        ),
    ],
)
def test_a_bad_house_rule_is_one_located_sentence(tmp_path, body, message):
    with pytest.raises(GbmjError) as caught:
        profile_of(tmp_path, body)
    assert str(caught.value).replace(str(tmp_path) + "/", "") == message


# --- house fans ----------------------------------------------------------------------------------


def test_a_house_fan_counts_on_the_hands_that_have_it_and_not_on_others(tmp_path):
    profile = profile_of(tmp_path, PAIR_258)
    ctx = WinContext(rules=profile)
    met = score(parse_hand("123m456m789s234p5p5p"), ctx)
    assert fans_of(met) == {"concealed_hand": 1, "all_chows": 1, "two_five_eight_pair": 1, "short_straight": 1}
    assert met.total == 7 and met.profile.number(HouseFan("two_five_eight_pair")) == 83
    unmet = score(parse_hand("123m456m789s234p6p6p"), ctx)
    assert "two_five_eight_pair" not in fans_of(unmet)
    assert unmet == score(parse_hand("123m456m789s234p6p6p"), WinContext())._replace(context=ctx, profile=profile)


def test_a_house_fan_excludes_and_is_excluded_as_its_file_says(tmp_path):
    body = (
        PAIR_258
        + 'excludes = ["all_chows"]\n'
        + """
[house_fans.five_pair]
number = 84
points = 1
name = "五将"
name_en = "Five Pair"
rule = { pair_ranks = [5] }
excluded_by = ["two_five_eight_pair"]
"""
    )
    result = score(parse_hand("123m456m789s234p5p5p"), WinContext(rules=profile_of(tmp_path, body)))
    assert fans_of(result) == {"concealed_hand": 1, "two_five_eight_pair": 1, "short_straight": 1, "no_honors": 1}
    excluded = {e.fan.key: [f.key for f in e.by] for e in result.excluded}
    assert excluded["all_chows"] == ["two_five_eight_pair"] and excluded["five_pair"] == ["two_five_eight_pair"]


def test_a_house_fan_replaces_the_chicken_hand(tmp_path):
    # 无番和: three melded sets of three suits, a two-sided wait, an East pair (no 无字).
    hand = parse_hand("[234m1][555p1][678s1]EE45m6m")
    assert fans_of(score(hand, WinContext())) == {"chicken_hand": 1}
    body = PAIR_258.replace("pair_ranks = [2, 5, 8]", 'holds = ["5p"]')
    assert fans_of(score(hand, WinContext(rules=profile_of(tmp_path, body)))) == {"two_five_eight_pair": 1}


def test_a_house_fan_can_choose_the_reading(tmp_path):
    # 22234555m reads as 222 345 55 or as 22 234 555: a house fan on one pair chooses that reading.
    hand = parse_hand("[789p1][EEE1]2223455m5m")
    for rank, pair in ((2, "22m"), (5, "55m")):
        body = PAIR_258.replace("[2, 5, 8]", f"[{rank}]").replace("points = 2", "points = 100")
        chosen = score(hand, WinContext(rules=profile_of(tmp_path, body, f"rank{rank}.toml")))
        assert pair in chosen.decomposition and "two_five_eight_pair" in fans_of(chosen)


def test_a_house_fan_can_be_redefined_by_an_extending_file(tmp_path):
    profile_of(tmp_path, PAIR_258, "base.toml")
    (tmp_path / "more.toml").write_text(
        'name = "more"\nextends = "base.toml"\n' + PAIR_258.replace("points = 2", "points = 3"), encoding="utf-8"
    )
    profile = load(tmp_path / "more.toml")
    assert profile.points[HouseFan("two_five_eight_pair")] == 3 and len(profile.house) == 1


# --- an unmet house fan changes nothing ----------------------------------------------------------

UNMET = """
[house_fans.honors_with_one_of_characters]
number = 90
points = 5
name = "字一万"
name_en = "Honors with One of Characters"
rule = { suits = ["z"], holds = ["1m"] }
excludes = ["all_chows", "no_honors"]
"""


@pytest.mark.slow
def test_a_house_fan_no_hand_meets_leaves_20000_hands_byte_identical(tmp_path):
    """A hand of honours only that holds 1m cannot be: every record equals the base profile's, its
    ``rules`` name aside (the one field that names the profile)."""
    from clirun import ok
    from handgen import flags, generate, notation

    lines = "".join(f"{notation(g)} {' '.join(flags(g))}\n" for g in generate(20_000, seed=41))
    (tmp_path / "hands.txt").write_text(lines, encoding="utf-8")
    (tmp_path / "unmet.toml").write_text('name = "unmet"\nextends = "1998"\n' + UNMET, encoding="utf-8")
    hands = str(tmp_path / "hands.txt")
    common = ("batch", hands, "--format", "ndjson", "--no-summary", "--explain", "--jobs", "1")
    base = ok(*common).stdout.splitlines()
    house = ok(*common, "--rules-file", str(tmp_path / "unmet.toml")).stdout.splitlines()
    assert len(base) == len(house) == 20_000
    assert [line.replace('"rules":"unmet"', '"rules":"1998"', 1) for line in house] == base


# --- the worked examples of docs/house-rules.md §2.3 ---------------------------------------------

DOC = Path(__file__).resolve().parents[2] / "docs" / "house-rules.md"
ROW = re.compile(r"^\| `([^`]+)` \| ([-+\d, ]+) \| ([-+\d, ]+) \|", re.M)


def test_every_worked_example_of_the_payments_settles_as_the_docs_say(tmp_path):
    section = DOC.read_text(encoding="utf-8").split("### 2.3")[1].split("## 3.")[0]
    ledger = section.split("```text\n")[1].split("```")[0]
    rows = ROW.findall(section)
    assert len(rows) == 6
    for number, (setting, first, second) in enumerate(rows):
        profile = profile_of(tmp_path, f"[payments]\n{setting}\n", f"row{number}.toml")
        result = settle_ledger(read_ledger(ledger), profile)
        expected = [tuple(int(n) for n in cells.split(", ")) for cells in (first, second)]
        assert [h.deltas for h in result.hands] == expected, setting


def test_the_example_file_is_the_one_the_docs_show_and_it_loads():
    example = DOC.parents[1] / "examples" / "house-rules.toml"
    shown = DOC.read_text(encoding="utf-8").split("## 4.")[1].split("```toml\n")[1].split("```")[0]
    assert shown == example.read_text(encoding="utf-8")
    profile = load(example)
    assert (profile.minimum, profile.payments.mode, profile.payments.cap) == (6, "self_drawn_split", 88)
    assert [rule.fan.key for rule in profile.house] == ["two_five_eight_pair", "win_on_five"]
