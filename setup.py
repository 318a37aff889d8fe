"""Build hook for the optional compiled core: with ``GBMJ_MYPYC=1`` the scoring path's modules are
compiled with mypyc (about 1.5 times faster to score, see README "A compiled core"); without it, as
by default, this is the plain pure-Python package that ``pyproject.toml`` describes.

``GBMJ_MYPYC=1 pip install --no-build-isolation .`` (mypy, which holds mypyc, setuptools and wheel
installed first). The modules left out hold classes that compiled code cannot share with the rest
(pickled to batch workers, subclassed outside, a NamedTuple with ``__new__``, class attributes).
"""

import os

from setuptools import setup

COMPILED = [
    "gbmj_cli/base/bounded.py",
    "gbmj_cli/scoring/decompose.py",
    "gbmj_cli/hands/notation.py",
    "gbmj_cli/scoring/score.py",
    "gbmj_cli/scoring/suits.py",
    "gbmj_cli/hands/tiles.py",
    "gbmj_cli/scoring/waits.py",
    "gbmj_cli/scoring/catalog.py",
    "gbmj_cli/scoring/fans/",
]
"""The parse and score path, but hand.py, errors.py, context.py and profile.py (see above)."""


def compiled() -> list:
    """The extension modules to build: none unless ``GBMJ_MYPYC=1``."""
    if os.environ.get("GBMJ_MYPYC") != "1":
        return []
    from mypyc.build import mypycify

    return mypycify(COMPILED, opt_level="3")


if __name__ == "__main__":  # (as setuptools runs it; the tests read COMPILED without building)
    setup(ext_modules=compiled())
