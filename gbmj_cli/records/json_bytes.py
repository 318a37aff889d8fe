"""Records as compact UTF-8 JSON, written by orjson when it is installed, else by ``json`` to the same bytes.

Shared by the encoders of ``gbmj_cli.records.formats`` and the cached fragments of
``gbmj_cli.records.record_json``, which must agree byte for byte.
"""

import json
from collections.abc import Callable
from json.encoder import encode_basestring as _encode_basestring  # json.dumps' own, for ensure_ascii=False
from typing import Any

try:  # optional: a faster JSON writer with the same output as json.dumps below
    import orjson as _orjson  # type: ignore[import-not-found, unused-ignore]
except ImportError:  # pragma: no cover - depends on the environment
    _orjson = None

# encode_string: one string as ``dumps`` writes it, quotes and all.
if _orjson is not None:

    def dumps(record: Any) -> bytes:
        """One record as compact UTF-8 JSON."""
        return _orjson.dumps(record)

    def _orjson_string(text: str) -> str:
        return _orjson.dumps(text).decode("utf-8")

    encode_string: Callable[[str], str] = _orjson_string

else:  # pragma: no cover - depends on the environment
    _JSON = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))  # json.dumps would make one per call

    def dumps(record: Any) -> bytes:
        """One record as compact UTF-8 JSON (``json.dumps(record, ensure_ascii=False, separators=(",", ":"))``)."""
        return _JSON.encode(record).encode("utf-8")

    encode_string = _encode_basestring
