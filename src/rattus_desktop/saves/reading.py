"""The careful reader (``engine.reading``) with its errors as ``SaveError``.

Only regular files are read, the size limit is applied while reading, UTF-8 with or
without a byte-order mark, bounded nesting and integers, strings that can be written
back; a file that is not there is ``SaveError("missing")``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rattus_desktop.engine import reading
from rattus_desktop.engine.reading import file_kind, looks_truncated

from .errors import SaveError

MAX_BYTES = reading.MAX_BYTES
TAIL = reading.TAIL

__all__ = ["MAX_BYTES", "TAIL", "decode_json", "file_kind", "looks_truncated", "read_json",
           "read_limited"]


def read_limited(path: str | Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file no larger than ``limit`` (SaveError otherwise)."""
    try:
        return reading.read_bytes(path, limit)
    except reading.ReadError as exc:
        raise SaveError(exc.code, exc.message) from None


def decode_json(data: bytes) -> Any:
    """Parse UTF-8 JSON; SaveError("truncated") when it ends early, else "not_json"..."""
    try:
        return reading.decode_json(data)
    except reading.ReadError as exc:
        raise SaveError(exc.code, exc.message) from None


def read_json(path: str | Path, limit: int = MAX_BYTES) -> Any:
    return decode_json(read_limited(path, limit))
