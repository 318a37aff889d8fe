"""The `gbmj` command group: version and help."""

from gbmj_cli.cli.main import cli

from clirun import ok

# --- the group ----------------------------------------------------------------------------------


def test_version_and_help():
    assert ok("--version").stdout.startswith("gbmj ")
    out = ok("--help").stdout
    for command in cli.list_commands(None):
        assert f"gbmj {command} " in out
        assert "Usage:" in ok(command, "--help").stdout
    assert "--self-drawn / --discard" in ok("score", "--help").stdout
    assert "json when it is piped" in ok("score", "--help").stdout.replace("\n", " ").replace("  ", " ")
