"""Rule profiles: the built-in ones (the TOML files beside this module) and users' rules files.

``builtin(name)`` resolves ``1998``, ``mil`` or ``greenbook``; ``load(path)`` reads a rules file and
the chain of files it extends (docs/profiles.md §3). Each is resolved once per process and cached, so a
batch run reads its files once; the checks and the resolution are in ``gbmj_cli.scoring.profiles.rules_file``,
and this module only reads the files.

    >>> from gbmj_cli.scoring.catalog import Fan
    >>> builtin("mil").points[Fan.CONCEALED_KONG_AND_MELDED_KONG], builtin("greenbook").number(Fan.ALL_PUNGS)
    (5, 49)
"""

import os
import pkgutil
from functools import cache, lru_cache

from gbmj_cli.messages import Msg
from gbmj_cli.scoring.profiles.profile import BUILTIN, Profile
from gbmj_cli.scoring.profiles.rules_file import (
    MAX_BYTES,
    MAX_FILES,
    Builder,
    RulesDocument,
    RulesFileError,
    header,
    parse_document,
)

__all__ = ["BUILTIN", "Profile", "RulesFileError", "builtin", "builtin_name", "load"]


def builtin_name(name: str) -> str | None:
    """The built-in profile a name means, matched without regard to case, or None."""
    folded = name.lower()
    return folded if folded in BUILTIN else None


def builtin(name: str) -> Profile:
    """A built-in profile by name (any case); KeyError for another name."""
    canonical = builtin_name(name)
    if canonical is None:
        raise KeyError(name)
    return _builtin(canonical)


@cache
def _builtin(canonical: str) -> Profile:
    path = f"{canonical}.toml"
    # pkgutil reads package data as importlib.resources does (also from a zip), for a tenth of its
    # import time, which every gbmj score pays.
    raw = pkgutil.get_data(__name__, path)
    assert raw is not None
    doc = parse_document(path, raw)
    root = canonical == "1998"
    profile_name, description, extends = header(doc, root, builtin=True)
    if root:
        builder = Builder.empty()
    else:
        assert extends is not None
        builder = Builder.extending(builtin(extends), builtin("1998"))
    builder.apply(doc, root, builtin=True)
    return builder.finish(profile_name, description, builtin=True)


def load(path: str | os.PathLike[str]) -> Profile:
    """Read a rules file and the files it extends; raise RulesFileError with one sentence if unusable."""
    shown = os.fspath(path)
    return _load(shown, _real(shown))


@lru_cache(maxsize=32)
def _load(shown: str, real: str) -> Profile:
    docs: list[tuple[RulesDocument, str, str]] = []  # (document, name, description), the given file first
    seen = [real]
    names = [shown]
    while True:
        doc = _read(shown)
        name, description, extends = header(doc)
        docs.append((doc, name, description))
        assert extends is not None
        if builtin_name(extends):
            base = builtin(extends)
            break
        shown = os.path.join(os.path.dirname(shown), extends)
        real = _real(os.path.join(os.path.dirname(real), extends), shown)
        names.append(shown)
        if real in seen:
            cycle = " extends ".join(names)
            raise doc.error(Msg("rules.cycle", extends=extends, cycle=cycle), key="extends")
        if len(seen) == MAX_FILES:
            raise doc.error(Msg("rules.too_deep", limit=MAX_FILES), key="extends")
        seen.append(real)
    builder = Builder.extending(base, builtin("1998"))
    for doc, name, _description in reversed(docs[1:]):
        builder.apply(doc, root=False)
        builder.chain.insert(0, name)
    doc, name, description = docs[0]
    builder.apply(doc, root=False)
    return builder.finish(name, description)


def _real(path: str, shown: str | None = None) -> str:
    """The real path of a rules file; a name no file can have (a NUL character) is rejected as unreadable."""
    if "\x00" in path:
        shown = path if shown is None else shown
        reason = Msg("cli.nul_in_file_name")
        raise RulesFileError(shown, Msg("rules.cannot_read", path=shown, reason=reason))
    return os.path.realpath(path)


def _read(shown: str) -> RulesDocument:
    """Parse a rules file, read up to one byte past its limit. Opened without waiting, so that a named
    pipe that nobody writes reads as empty instead of blocking (``<(...)`` still works: its writer is
    there); reads then wait as usual."""
    try:
        with open(os.open(shown, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)), "rb") as file:
            os.set_blocking(file.fileno(), True)
            raw = file.read(MAX_BYTES + 1)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise RulesFileError(shown, Msg("rules.cannot_read", path=shown, reason=reason)) from None
    return parse_document(shown, raw)
