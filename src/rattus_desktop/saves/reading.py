"""The careful reader (``engine.reading``) with its errors as ``SaveError``.

Only regular files are read, the size limit is checked before reading and applied
while reading, UTF-8 with or without a byte-order mark, bounded nesting and integers,
finite numbers, strings that can be written back; a document of the wrong kind is
refused before it is parsed ("wrong_format"); a file that is not there is
``SaveError("missing")``.

``MAX_BYTES`` is the limit of a save: the longest games have a few hundred actions
(under 100 kB); at 2 MB a refusal, a replay included, takes well under a second.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rattus_desktop.engine import reading
from rattus_desktop.engine.reading import file_kind, looks_truncated

from .errors import SaveError

MAX_BYTES = 2 * 2**20
TAIL = reading.TAIL

__all__ = ["MAX_BYTES", "TAIL", "decode_json", "file_kind", "looks_truncated", "read_json",
           "read_limited"]


def read_limited(path: str | Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file no larger than ``limit`` (SaveError otherwise)."""
    try:
        return reading.read_bytes(path, limit)
    except reading.ReadError as exc:
        raise SaveError(exc.code, exc.message) from None


def decode_json(data: bytes, expect: type | None = None, non_finite: Any = None) -> Any:
    """Parse UTF-8 JSON; SaveError("truncated") when it ends early, "wrong_format" when
    it is not of the kind ``expect``, "bad_number" for 1e400 (unless ``non_finite``
    stands in for it, see ``engine.reading.decode_json``), else "not_json"..."""
    try:
        return reading.decode_json(data, expect=expect, non_finite=non_finite)
    except reading.ReadError as exc:
        code = "wrong_format" if exc.code == "wrong_type" else exc.code
        raise SaveError(code, exc.message) from None


def read_json(path: str | Path, limit: int = MAX_BYTES, expect: type | None = None,
              non_finite: Any = None) -> Any:
    return decode_json(read_limited(path, limit), expect, non_finite)
