"""The plain-notation fast path of the parser agrees with the full scan, and the values it makes
(a Hand, a set) behave as immutable, hashable, picklable values."""

import pickle
from random import Random

import pytest

from gbmj_cli.base.errors import GbmjError
from gbmj_cli.hands.hand import Hand, Meld, MeldKind
from gbmj_cli.hands.notation import _Scan, hand_of, parse_hand, parse_tiles
from gbmj_cli.hands.tiles import INDEX
from gbmj_cli.messages import Msg

from handgen import generate, notation

_ALPHABET = "0123456789mspESWNCFP[]{}, z"


def _message(value):
    """A message as plain data (``Msg`` compares by identity), its parameters too."""
    if isinstance(value, Msg):
        return value.key, {name: _message(v) for name, v in value.params.items()}
    return value


def _outcome(read, *args, **kwargs):
    """The value read, or the error's class, message and position."""
    try:
        return read(*args, **kwargs)
    except GbmjError as error:
        return type(error), _message(error.msg), error.position


def _scan_hand(text: str):
    return hand_of(_Scan(text, None, True).run())


def _texts() -> list[str]:
    """Generated hands, each also with one character inserted, deleted or replaced."""
    rng = Random(12)
    out = []
    for g in generate(300, 12):
        text = notation(g)
        out.append(text)
        k = rng.randrange(len(text))
        out += [text[:k] + rng.choice(_ALPHABET) + text[k:], text[:k] + text[k + 1 :]]
        out.append(text[:k] + rng.choice(_ALPHABET) + text[k + 1 :])
    return out


@pytest.mark.parametrize("hand", [True, False], ids=["hand", "seen"])
def test_plain_strings_read_as_the_full_scan_reads_them(hand):
    for text in _texts():
        scanned = _outcome(lambda scan: scan.run(), _Scan(text, None, hand))
        assert _outcome(parse_tiles, text, hand=hand) == scanned, text


def test_parse_hand_is_hand_of_the_scan():
    for text in _texts():
        assert _outcome(parse_hand, text) == _outcome(_scan_hand, text), text


def test_a_fifth_copy_across_pieces_is_left_to_the_scan():
    with pytest.raises(GbmjError) as caught:
        parse_hand("[1111m]1m23456789p99s")
    assert caught.value.msg.key == "tiles.fifth_copy"
    assert caught.value.position == 7


def test_a_hand_is_an_immutable_hashable_picklable_value():
    hand = parse_hand("{5555s}[123m2]456p78sEE9s")
    again = pickle.loads(pickle.dumps(hand))
    assert again == hand and hash(again) == hash(hand)
    assert again.concealed_tiles == (*hand.tiles, hand.winning_tile)
    assert hand == Hand(hand.melds, hand.tiles, hand.winning_tile, 0)
    assert repr(hand).startswith("Hand(melds=(Meld(kind=<MeldKind.KONG: 'kong'>, tile=13, concealed=True, offer=0),")
    with pytest.raises(AttributeError):
        hand.tiles = ()  # type: ignore[misc]


def test_a_set_knows_its_tiles_and_notation_and_compares_by_its_fields():
    meld = Meld(MeldKind.CHOW, INDEX["7s"], False, 2)
    assert meld.tiles == (INDEX["7s"], INDEX["8s"], INDEX["9s"])
    assert meld.notation() == "[789s2]"
    assert pickle.loads(pickle.dumps(meld)).notation() == "[789s2]"
    assert meld == Meld(MeldKind.CHOW, INDEX["7s"], False, 2) != Meld(MeldKind.CHOW, INDEX["7s"])
