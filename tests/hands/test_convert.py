"""``convert``: every hand of the differential test goes through every notation and comes back the same.

"The same" is what a record shows: the fixed sets with their offer digits, the concealed tiles, the
winning tile, the flower count and every win flag. The converted line is read back as ``gbmj batch``
reads a line (hand words, then flags), so a converted hand can be fed to batch as it is.
"""

import dataclasses

import pytest

from gbmj_cli.base.errors import TilesError
from gbmj_cli.batch.line_flags import apply_words
from gbmj_cli.batch.line_syntax import split_line
from gbmj_cli.batch.lines import score_line
from gbmj_cli.hands.context import WinContext
from gbmj_cli.hands.notation import hand_of, parse_tiles
from gbmj_cli.hands.notations.convert import convert
from gbmj_cli.hands.notations.read import ReadOptions, read, take_options
from gbmj_cli.hands.notations.write import TARGETS, write

from handgen import GenHand, context_kwargs, flags, generate, notation

# The hands of tests/test_differential.py (generate(n, SEED) gives their first n), made by the tests that use
# them rather than at collection, which every worker of -n repeats.
N, SEED = 20_000, 81
SHOWN = 10


_FIELDS = tuple(f.name for f in dataclasses.fields(WinContext) if f.name != "flowers")


def _meaning(hand, ctx: WinContext) -> tuple:
    """What a record shows of a hand and its context."""
    return (
        hand.notation(),
        hand.melds,
        hand.winning_tile,
        hand.flower_glyphs + ctx.flowers,
        tuple(getattr(ctx, name) for name in _FIELDS),
    )


def _read_back(line: str) -> tuple:
    """Read a converted line as a batch line is read: the hand, its own flags, then the flag words."""
    hand_text, words, _where = split_line(line, 0)
    options, words = take_options(words, ReadOptions())
    found = read(hand_text, options)
    ctx = apply_words(list(words), WinContext(**found.flag_values()))
    return _meaning(hand_of(found.tiles), ctx)


@pytest.mark.slow
def test_every_differential_hand_round_trips_through_every_notation():
    failures = []
    for g in generate(N, SEED):
        text, given = notation(g), context_kwargs(g)
        parsed = parse_tiles(text)
        expected = _meaning(hand_of(parsed), WinContext(**given))
        for to in TARGETS:
            line = write(parsed, given, to)  # what convert writes, without reading the same text four times
            try:
                back = _read_back(line)
            except Exception as error:
                back = f"raised {type(error).__name__}: {error}"
            if back != expected:
                failures.append(f"{text} {' '.join(flags(g))}\n  --to {to}: {line}\n  read back as {back}")
    assert not failures, f"{len(failures)} conversions differ; first {SHOWN}:\n" + "\n".join(failures[:SHOWN])


@pytest.fixture(scope="module")
def batch_records() -> list[tuple[GenHand, str, dict]]:
    """The first 300 hands, each with its batch line and that line's record: the same for every target."""
    lines = [(g, notation(g) + " " + " ".join(flags(g))) for g in generate(300, SEED)]
    return [(g, line, score_line(line, line_number=number)) for number, (g, line) in enumerate(lines, 1)]


@pytest.mark.parametrize("to", TARGETS)
def test_a_converted_line_gives_batch_the_same_record(to, batch_records):
    for number, (g, line, record) in enumerate(batch_records, 1):
        converted = score_line(convert(notation(g), to, given=context_kwargs(g)), line_number=number)
        assert {**converted, "input": line} == record, converted["input"]


@pytest.mark.slow
def test_convert_writes_what_write_writes_and_converting_back_gives_the_same_line():
    defaults = WinContext()
    for g in generate(2000, SEED):
        text, given = notation(g), context_kwargs(g)
        gbmj_line = convert(text, "gbmj", given=given)
        for to in TARGETS:
            line = convert(text, to, given=given)
            assert line == write(parse_tiles(text), given, to)
            hand_text, words, _ = split_line(line, 0)
            ctx = apply_words(list(words), defaults)
            typed = {f.name: getattr(ctx, f.name) for f in dataclasses.fields(ctx) if getattr(ctx, f.name) != f.default}
            assert convert(hand_text, "gbmj", given=typed) == gbmj_line


@pytest.mark.parametrize(
    ("text", "to", "given", "line"),
    [
        (
            "[EEE1][123m]456p789s1p1p",
            "tziakcha",
            {"self_drawn": True, "seat": "S", "flowers": 2},
            "[EEE,1][123m]789s1456p1p|ES1000|2",
        ),
        (
            "[EEE1][123m]456p789s1p1p",
            "botzone",
            {"self_drawn": True, "seat": "S", "flowers": 2},
            "PENG F1 1 CHI W2 T7 T8 T9 B1 B4 B5 B6 B1 H1 H2 --self-drawn --seat S",
        ),
        ("[EEE1][123m]456p789s1p1p", "unicode", {"from_seat": "N", "base": 4}, "[🀀🀀🀀1][🀇🀈🀉]🀖🀗🀘🀙🀜🀝🀞🀙 --from N --base 4"),
        (
            "{5555s}[6666s2][7777s5]11m99p9p",
            "tziakcha",
            {"kong_draw": True, "self_drawn": True},
            "[5555s][6666s,2][7777s,5]11m99p9p|EE1001",
        ),
        (
            "{5555s}[6666s2][7777s5]11m99p9p",
            "botzone",
            {"rules": "mil"},
            "GANG T5 0 GANG T6 2 GANG T7 5 W1 W1 B9 B9 B9 --rules mil",
        ),
        ("1112345678999p", "botzone", {}, "B1 B1 B1 B2 B3 B4 B5 B6 B7 B8 B9 B9 B9"),  # a waiting hand: all sorted
        ("111m2345678999m1m", "tziakcha", {"robbing_kong": True}, "1112345678999m1m|EE0001"),
        ("W1 W2 W3 W4 W5 W6 W7 W8 W9 F1 F1 F1 H3 J1 J1", "gbmj", {}, "123456789mEEECC --flowers 1"),
        (
            "[EEE,2]123m456p789s1p1p|EN1000|ab",
            "gbmj",
            {"seat": "N", "base": 2},
            "[EEE2]123m789s1456p1p --self-drawn --seat N --flowers 2 --base 2",
        ),
    ],
)
def test_convert_writes(text, to, given, line):
    assert convert(text, to, given=given) == line


def test_convert_refuses_a_hand_of_the_wrong_size_with_the_scorer_sentence():
    with pytest.raises(TilesError) as caught:
        convert("123m456p", "botzone")
    assert "found 6 tiles, but a winning hand needs 14 tiles" in caught.value.message
