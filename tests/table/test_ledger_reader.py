"""Reading ledgers (docs/session.md §4, §5): tokens, line kinds, settings, players, events, CSV rows."""

import pytest

from gbmj_cli.table.ledger import Event, Player, Settings, players_from_list
from gbmj_cli.table.ledger_reader import Token, csv_fields, detect_format, read_ledger, split_lines, tokenize
from gbmj_cli.table.ledger_words import whole

PLAYERS = 'players Ana Bo C="Chen Li" Dan\n'


def events_of(text: str, **kwargs) -> list[Event]:
    ledger = read_ledger(PLAYERS + text, **kwargs)
    assert ledger.errors == (), ledger.errors
    return list(ledger.events)


def only_error(text: str, **kwargs):
    ledger = read_ledger(text, **kwargs)
    assert len(ledger.errors) == 1, ledger.errors
    return ledger.errors[0]


# --- tokens ---------------------------------------------------------------------------------------


def test_tokens_split_on_spaces_tabs_and_ideographic_spaces():
    assert [t.text for t in tokenize("1\twin\u3000Bo  Ana")] == ["1", "win", "Bo", "Ana"]


def test_quoted_parts_join_their_neighbours_and_keep_spaces_and_hashes():
    assert tokenize('note="a # b"x') == [Token("a # bx", "note")]


def test_backslash_escapes_only_quote_and_backslash_inside_quotes():
    assert tokenize(r'"a\"b\\c\n" d\e') == [Token('a"b\\c\\n'), Token("d\\e")]


def test_a_hash_that_begins_a_token_starts_a_comment_but_not_inside_a_token():
    assert [t.text for t in tokenize("1 draw A#1 # comment")] == ["1", "draw", "A#1"]


def test_an_option_splits_at_the_first_equals_outside_quotes():
    assert tokenize('"a=b"=c=d') == [Token("c=d", "a=b")]


def test_whole_numbers_are_ascii_digits_and_huge_ones_stay_out_of_range():
    assert whole("08") == 8
    assert whole("0") == 0
    assert whole("٣") is None and whole("-1") is None and whole("") is None
    assert whole("9" * 5000) > 1000


def test_lines_end_with_lf_or_crlf_and_a_bom_is_dropped():
    assert list(split_lines(b"\xef\xbb\xbfa\r\nb\nc\rd\n")) == [b"a", b"b", b"c\rd"]
    assert list(split_lines(b"\n\na")) == [b"", b"", b"a"] and list(split_lines(b"")) == []


@pytest.mark.parametrize("form", ["text", "csv"])
def test_reading_stops_after_a_thousand_events(form):
    if form == "text":
        ledger = read_ledger(PLAYERS + "1 penalty Bo 1\n" * 1500)
    else:
        ledger = read_ledger("#! " + PLAYERS + "hand,event,player,points\n" + "1,penalty,Bo,1\n" * 1500)
    assert len(ledger.events) == 1000
    ((line, kind, said),) = [(e.line, e.kind, e.msg.text("en")) for e in ledger.errors]
    assert (line, kind) == (1002 if form == "text" else 1003, "input") and "holds at most 1000 events" in said


def test_reading_stops_after_a_hundred_thousand_lines():
    ledger = read_ledger(PLAYERS + "\n" * 100_000 + "1 draw\n")
    assert ledger.events == () and [e.line for e in ledger.errors] == [100_001]
    assert "holds at most 100000 lines" in ledger.errors[0].msg.text("en")


@pytest.mark.parametrize(
    "text",
    [
        "session " + " x" * 32_000 + "\n" + PLAYERS,
        PLAYERS + "1 draw" + " zz" * 65 + "\n",
        "#! " + PLAYERS + "hand,event," + ",".join(f"c{n}" for n in range(63)) + "\n",
    ],
    ids=["setup", "event", "csv-header"],
)
def test_a_line_of_more_than_64_words_is_one_error(text):
    ledger = read_ledger(text)
    ((said,),) = [(e.msg.text("en"),) for e in ledger.errors]
    assert "more than 64 words" in said


def test_reading_stops_after_a_hundred_errors():
    ledger = read_ledger(PLAYERS + "x\n" * 100 + "\n \n" + "x\n" * 50 + "1 draw\n")
    assert len(ledger.errors) == 101 and ledger.events == ()
    assert ledger.errors[-1].line == 104 and "has 100 errors before it" in ledger.errors[-1].msg.text("en")


# --- line kinds -----------------------------------------------------------------------------------


def test_blank_comment_and_shebang_lines_are_skipped_but_counted():
    ledger = read_ledger("#!/usr/bin/env gbmj\n\n   # a comment\n" + PLAYERS + "1 draw\n")
    assert ledger.errors == () and ledger.players_line == 4 and ledger.events[0].line == 5


def test_a_directive_is_a_session_or_players_line():
    ledger = read_ledger("#! session base=4\n  #!players A B C D\n1 draw\n")
    assert ledger.errors == () and ledger.settings.base == 4 and ledger.players[3] == Player("D")


def test_keywords_match_without_regard_to_case():
    ledger = read_ledger("SESSION Seating=FIXED False-Win=GB\nPlayers A B C D\n1 WIN B FROM A 8 LAST-TILE\n")
    assert ledger.errors == ()
    assert (ledger.settings.seating, ledger.settings.false_win) == ("fixed", "gb")
    assert ledger.events[0].flags == ("last-tile",)


def test_the_session_line_reads_every_setting():
    ledger = read_ledger(
        'session base=5 rules=MIL seating=fixed false-win=gb escape=0 start=500 title="Club night" date=2026-12-05 '
        "table=2\n" + PLAYERS
    )
    assert ledger.errors == ()
    assert ledger.settings == Settings(5, "mil", "fixed", "gb", 0, 500, "Club night", "2026-12-05", "2")


def test_players_with_aliases_in_seat_order():
    ledger = read_ledger("players A=王一 B=李二 C=张三 D=赵四\n")
    assert ledger.players == (Player("王一", "A"), Player("李二", "B"), Player("张三", "C"), Player("赵四", "D"))


def test_players_given_on_the_command_line_replace_the_players_line_unread():
    ledger = read_ledger("players only three\n1 draw\n", players=players_from_list("A,B,C,D"))
    assert ledger.errors == () and ledger.players == tuple(Player(n) for n in "ABCD")


@pytest.mark.parametrize(
    "text, problem",
    [
        ("A,B,C", "3 players named"),
        ("A,B,C,12", "'12' cannot be a player name"),
        ("A,B,C,Each", "'Each' cannot be a player name"),
        ("A,B,C,-x", "'-x' cannot be a player name"),
        ("A,B,x=C,X", "'X' is used twice"),
        ("A,B,C,=D", "'' cannot be a player name"),
        ("A,B,C," + "x" * 41, "'" + "x" * 40 + "…' cannot be a player name .longer than 40 characters;"),
    ],
)
def test_players_option_is_checked_as_a_players_line(text, problem):
    with pytest.raises(ValueError, match=problem):
        players_from_list(text)


def test_players_option_strips_the_spaces_at_the_ends_of_each_entry():
    assert players_from_list(" A = Ann , Bo,C , D ")[:2] == (Player("Ann", "A"), Player("Bo"))


def test_names_are_compared_after_nfc_normalisation():
    error = only_error("players Zoe\u0301 Zo\u00e9 B C\n")
    assert "used twice" in error.message


# --- events ---------------------------------------------------------------------------------------


def test_win_with_or_without_from_means_the_same():
    first, second = events_of("1 win Bo Ana 13\n2 win Bo from Ana 13\n")
    assert (first.claimants, first.discarder, first.total) == (("Bo",), "Ana", 13)
    assert (second.claimants, second.discarder, second.total) == (("Bo",), "Ana", 13)


def test_options_and_flags_stand_anywhere_after_the_event_word():
    (event,) = events_of('1 win --last-tile Bo note="x y" Ana flowers=2 fourth-tile hand=123m456m789m5p5p23s4s\n')
    assert event.claimants == ("Bo",) and event.discarder == "Ana" and event.total is None
    assert (event.flowers, event.flags, event.note) == (2, ("last-tile", "fourth-tile"), "x y")
    assert event.tiles == "123m456m789m5p5p23s4s"


def test_several_claimants_are_separated_by_commas():
    (event,) = events_of("1 rob Ana,C from Dan 8\n")
    assert event.claimants == ("Ana", "C") and event.discarder == "Dan"


def test_penalty_points_may_carry_a_minus_and_a_receiver():
    events = events_of("1 penalty Bo -10\n1 penalty Bo 10 to=Dan\n1 penalty Bo 5 to=EACH\n1 draw\n")
    assert [(e.points, e.to) for e in events[:3]] == [(10, None), (10, "Dan"), (5, "each")]


def test_false_levels_in_english_or_chinese_default_cuohe():
    events = events_of("1 false Bo\n1 false Ana level=诈和\n1 false Dan level=Deliberate\n1 draw\n")
    assert [e.level for e in events[:3]] == ["cuohe", "zhahe", "deliberate"]


def test_a_line_with_an_error_keeps_its_hand_number_and_outcome_word():
    ledger = read_ledger(PLAYERS + "1 win Bo Ana 8 flowers=x\n2 wni\n")
    assert [(e.hand, e.event, e.faulty) for e in ledger.events] == [(1, "win", True), (2, None, True)]


def test_lines_after_the_end_are_one_error_each():
    ledger = read_ledger(PLAYERS + "1 draw\n1 end\n2 draw\nsession base=8\n\n# still fine\n")
    assert [(e.line, e.kind) for e in ledger.errors] == [(4, "structure"), (5, "structure")]


def test_empty_ledger_only_lacks_its_players():
    error = only_error(b"")
    assert (error.line, error.kind) == (None, "setup") and "no players line" in error.message


# --- CSV ------------------------------------------------------------------------------------------


def test_csv_fields_follow_rfc_4180_on_one_line():
    assert csv_fields('1,win," Ana,Dan ",C,"say ""hi""",') == ["1", "win", "Ana,Dan", "C", 'say "hi"', ""]


def test_auto_detects_csv_by_its_header_after_directives_and_comments():
    assert detect_format([b"#! players A B C D", b"# c", b"", b" Hand , EVENT ,player"]) == "csv"
    assert detect_format([b"players A B C D", b"1 draw"]) == "text"


def test_a_csv_row_means_the_text_line_built_from_its_fields():
    csv = (
        '#! players Ana Bo C="Chen Li" Dan,,,\n'
        "hand,event,Note,player,from,total,flags,points,to,level,tiles,flowers\n"
        '1,win,,"Ana,C",Dan,,last-tile,,,,123m456m789m5p5p23s4s,2\n'
        "1,penalty,x,Bo,,,,-5,each,,,\n"
        "1,false,,Dan,,,,,,zhahe,,\n"
        "2,tsumo,,Bo,,8,,,,,,,,,\n"
        ",,,,,,,,,,,\n"
    )
    ledger = read_ledger(csv)
    assert ledger.errors == () and ledger.input_format == "csv"
    win, penalty, false, tsumo = ledger.events
    assert (win.claimants, win.discarder, win.flags, win.tiles, win.flowers) == (
        ("Ana", "C"),
        "Dan",
        ("last-tile",),
        "123m456m789m5p5p23s4s",
        2,
    )
    assert (penalty.points, penalty.to, penalty.note) == (5, "each", "x")
    assert false.level == "zhahe" and (tsumo.player, tsumo.total, tsumo.line) == ("Bo", 8, 6)


def test_a_csv_field_in_a_column_the_event_does_not_use_is_an_error():
    error = only_error("#! players A B C D\nhand,event,player,from,total\n1,tsumo,A,B,8\n")
    assert (error.line, error.kind) == (3, "syntax") and "tsumo takes no from" in error.message
