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


def test_a_bug_is_one_sentence_and_status_70(monkeypatch) -> None:
    """A failure gbmj did not foresee still ends in one sentence (and no traceback), with status 70."""
    from click.testing import CliRunner

    from gbmj_cli.cli import process
    from gbmj_cli.cli.commands import score as command

    def broken(*args, **kwargs):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(command, "score_hand", broken)
    with CliRunner().isolation() as (_out, err, _both):
        status = process.run(["score", "1112345678999p9p"])
        stderr = err.getvalue().decode()
    assert status == process.INTERNAL == 70
    assert stderr == "Error: internal error in gbmj (ZeroDivisionError: a bug); please report the command\n"
