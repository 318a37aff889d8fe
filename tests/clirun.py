"""Run the `gbmj` commands in-process through Click's CliRunner, as a pipe would see them."""

from click.testing import CliRunner, Result

from gbmj_cli.cli.main import cli

# A pinned, colourless, non-terminal environment: what a pipe gets.
PLAIN = {"COLUMNS": "100", "NO_COLOR": None, "FORCE_COLOR": None, "TTY_COMPATIBLE": None, "TTY_INTERACTIVE": None}


def run(*args: str, input: str | None = None, **env: str | None) -> Result:
    """Run ``gbmj ARGS`` with PLAIN and the given environment, ``input`` on standard input."""
    return CliRunner().invoke(cli, list(args), input=input, env=PLAIN | env)


def ok(*args: str, input: str | None = None, **env: str | None) -> Result:
    """Run ``gbmj ARGS`` and require exit status 0."""
    result = run(*args, input=input, **env)
    assert result.exit_code == 0, result.output
    return result


def fans_of(record: dict) -> dict[int, int]:
    """The fans of a JSON record as {printed number: count}."""
    return {f["id"]: f["count"] for f in record["fans"]}


def assert_rejected(result: Result, *phrases: str) -> list[str]:
    """Require one error sentence on standard error (with these phrases) and status 1; on standard
    output (piped: json by default) only the error record of that sentence, if anything."""
    import json

    assert result.exit_code == 1, result.output
    lines = result.stderr.splitlines()
    assert lines[0].startswith("Error: ")
    if result.stdout:
        record = json.loads(result.stdout)
        assert lines[0].removeprefix("Error: ").startswith(record["error"])  # the CLI may add a hint
        assert set(record) <= {"input", "error", "kind", "position", "error_en"}
        assert record["error_en"] == record["error"]  # the suite runs in English
    assert "Traceback" not in result.stderr
    for phrase in phrases:
        assert phrase in lines[0]
    return lines
