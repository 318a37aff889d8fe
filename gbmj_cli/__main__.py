"""Run the command-line interface as ``python -m gbmj_cli``."""

from gbmj_cli.cli.process import main

if __name__ == "__main__":
    main()
