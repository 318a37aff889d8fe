"""The layers of the package, over the real import graph: import-linter's contracts in pyproject.toml.

import-linter reads every import, those inside functions included, and names the offending line;
the contracts say that each package imports only the packages below it and that no modules form a
cycle (CONTRIBUTING.md, "Layout: one package per job"). A second test breaks a copy of the package
on purpose, so that the first cannot pass by checking nothing.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINT = "from importlinter.cli import lint_imports_command; lint_imports_command()"


def lint(root: Path) -> subprocess.CompletedProcess[str]:
    """Run import-linter on the ``gbmj_cli`` found in ``root``, with ``root``'s pyproject.toml."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    return subprocess.run(
        [sys.executable, "-c", LINT, "--config", str(root / "pyproject.toml"), "--no-cache"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
    )


def test_every_layer_imports_only_those_below_it_and_nothing_is_cyclic() -> None:
    result = lint(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Contracts: 2 kept, 0 broken." in result.stdout


def test_an_import_against_the_order_breaks_the_contracts(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "gbmj_cli", tmp_path / "gbmj_cli", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    tiles = tmp_path / "gbmj_cli" / "hands" / "tiles.py"
    tiles.write_text(tiles.read_text() + "\nfrom gbmj_cli.scoring import score  # noqa: E402\n")
    result = lint(tmp_path)
    assert result.returncode != 0
    assert "gbmj_cli.hands is not allowed to import gbmj_cli.scoring" in result.stdout
    assert "No cycles are allowed" in result.stdout
