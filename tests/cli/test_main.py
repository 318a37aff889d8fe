"""The `gbmj` command group: version and help."""

import csv
import io
import json

import pytest
from click.testing import CliRunner
from rich.cells import cell_len

from gbmj_cli.cli.main import cli

from clirun import PLAIN, assert_rejected, fans_of, ok, run


# --- the group ----------------------------------------------------------------------------------


def test_version_and_help():
    assert ok("--version").stdout.startswith("gbmj ")
    out = ok("--help").stdout
    for command in cli.list_commands(None):
        assert f"gbmj {command} " in out
        assert "Usage:" in ok(command, "--help").stdout
    assert "--self-drawn / --discard" in ok("score", "--help").stdout
    assert "json when it is piped" in ok("score", "--help").stdout.replace("\n", " ").replace("  ", " ")


