"""Run the command-line interface as ``python -m gbmj_cli``."""

from gbmj_cli.cli.main import cli

if __name__ == "__main__":
    cli()
