"""Forget what our scoring core has cached about hands: for the benchmarks that time it from a known
state (each pass of ``score_speed.py`` cold; ``worst_hands.py``'s steady state made by its warm-up
hands alone, not by the search for its full flushes)."""

import sys

from gbmj_cli.scoring.score import PROFILES_CACHED

CORE = ("gbmj_cli.base", "gbmj_cli.hands", "gbmj_cli.scoring", "gbmj_cli.analysis")
"""The packages whose caches hold what was learnt about hands."""


def clear_caches() -> None:
    """Forget everything our core has cached about hands, but not what it derives from the rule
    profile (its lookup by name, its fans' order and entries: the caches of ``PROFILES_CACHED``), made
    once per process; cleared, the first hand of each pass would pay for them."""
    for name, module in list(sys.modules.items()):
        if name.startswith(CORE):
            for value in vars(module).values():
                clear = getattr(value, "cache_clear", None)
                if callable(clear) and not isinstance(value, type) and not _of_profiles(value):
                    clear()


def _of_profiles(cached: object) -> bool:
    """Whether an lru_cache is one of the per-profile tables of ``gbmj_cli.scoring.score``."""
    parameters = getattr(cached, "cache_parameters", None)
    return parameters is not None and parameters()["maxsize"] == PROFILES_CACHED
