"""The optional compiled build (setup.py, ``GBMJ_MYPYC=1``): what it compiles, and that the
default build compiles nothing."""

import runpy
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def setup_py() -> dict:
    """setup.py's names, read once: running it imports setuptools, and no test changes them."""
    return runpy.run_path(str(ROOT / "setup.py"), run_name="setup_under_test")


def test_every_compiled_path_is_in_the_package(setup_py: dict) -> None:
    # A module renamed or moved would otherwise break only the opt-in build, where no test runs.
    for path in setup_py["COMPILED"]:
        assert path.startswith("gbmj_cli/"), path
        assert (ROOT / path).exists(), path


def test_the_classes_compiled_code_cannot_share_stay_pure_python(setup_py: dict) -> None:
    # Compiled, WinContext and Profile could not be unpickled in batch workers, nor WinContext
    # subclassed by the batch's defaults; Hand subclasses a NamedTuple; errors' class attributes.
    compiled = set(setup_py["COMPILED"])
    for module in ("hands/hand", "base/errors", "hands/context", "scoring/profiles/profile"):
        assert f"gbmj_cli/{module}.py" not in compiled


def test_the_default_build_compiles_nothing(setup_py: dict, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GBMJ_MYPYC", raising=False)
    assert setup_py["compiled"]() == []
    monkeypatch.setenv("GBMJ_MYPYC", "0")
    assert setup_py["compiled"]() == []
