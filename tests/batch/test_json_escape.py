"""The records of a batch chunk are escaped as bytes exactly as their text would be (``escape_json``)."""

from gbmj_cli.base.text import escape_json, escape_json_bytes


def test_every_character_up_to_the_bidi_controls_is_escaped_as_the_text_is():
    for code in range(0x20, 0x2100):
        text = '{"input":"1m' + chr(code) + '中"}'
        assert escape_json_bytes(text.encode("utf-8")) == escape_json(text).encode("utf-8"), hex(code)


def test_a_chunk_without_unsafe_characters_comes_back_as_it_is():
    data = '{"name":"花龙","x":"·×…é"}\n'.encode() * 100
    assert escape_json_bytes(data) is data
    assert escape_json_bytes(data + "\u202e".encode()) == data + b"\\u202e"
