"""Where TomlLines finds keys and tables: blank and comment lines are passed over before any work,
but only outside a value that spans lines, whose blank and '#' lines are part of it."""

from gbmj_cli.tournament.toml_lines import TomlLines

TEXT = (
    'a = """\n'  # 1: a string over lines 1-5
    "\n"
    "# not a comment: a line of the string\n"
    "b = 1\n"
    '"""\n'
    "\n"  # 6
    "   # a comment\n"
    "[t]\r\n"  # 8
    "k = [\n"  # 9: an array over lines 9-13
    "\n"
    "  1,\n"
    "# inside the array\n"
    "]\n"
    "\r\n"  # 14
    "z = 2\n"  # 15
)


def test_blank_and_comment_lines_keep_every_line_number():
    lines = TomlLines(TEXT)
    assert lines.keys == {("a",): 1, ("t", "k"): 9, ("t", "z"): 15}
    assert lines.headers == {("t",): 8}


def test_a_key_after_a_megabyte_of_blank_lines_is_found_on_its_line():
    lines = TomlLines("\n" * (1 << 20) + "x = 1\n")
    assert lines.find("x") == (1 << 20) + 1 and lines.headers == {}
