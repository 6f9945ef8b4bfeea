"""Reading a file that may be anything: too large, not a file, cut short, not JSON.

The size is checked with ``stat`` before a single byte is read, only regular
files are opened (a FIFO or a device would block or never end), and at most
``limit + 1`` bytes are read even if the file grows meanwhile.
"""

from __future__ import annotations

import json
import re
import stat
from pathlib import Path
from typing import Any

from .errors import SaveError

MAX_BYTES = 16 * 2**20
TAIL = 512  # a parse error this close to the end may be a cut (an unclosed string starts there)

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)


def read_limited(path: str | Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file no larger than ``limit`` (SaveError otherwise).

    Messages do not name the file: the caller puts the path in front.
    """
    path = Path(path)
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise SaveError("unreadable", "not a regular file")
        if info.st_size > limit:
            raise SaveError("too_large", f"{_mb(info.st_size)} is larger than the "
                                         f"{_mb(limit)} a save may have")
        with path.open("rb") as f:
            data = f.read(limit + 1)
    except OSError as exc:
        raise SaveError("unreadable", f"cannot read ({exc.strerror or exc})") from None
    if len(data) > limit:
        raise SaveError("too_large", f"larger than the {_mb(limit)} a save may have")
    return data


def _mb(size: int) -> str:
    return f"{size / 2**20:.1f} MB"


def decode_json(data: bytes) -> Any:
    """Parse UTF-8 JSON; SaveError("truncated") when it ends early, else "not_json"."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.end == len(data) and "unexpected end" in exc.reason:
            raise SaveError("truncated", "the file ends in the middle of a character") from None
        raise SaveError("not_json", f"not UTF-8 text (byte {exc.start})") from None
    try:
        return json.loads(text)
    except RecursionError:
        raise SaveError("not_json", "not a save: JSON nested too deeply") from None
    except ValueError as exc:  # JSONDecodeError, or an integer too long to convert
        at_end = getattr(exc, "pos", 0) >= len(text.rstrip()) - TAIL
        if at_end and looks_truncated(text):
            raise SaveError("truncated", "the file ends early (an interrupted write?)") from None
        raise SaveError("not_json", f"not valid JSON ({exc})") from None


def looks_truncated(text: str) -> bool:
    """True when ``text`` could be the start of a JSON document: unclosed brackets or string."""
    if not text.strip():
        return True
    rest = _STRING.sub("", text)
    if '"' in rest:
        return True
    opened = rest.count("{") + rest.count("[")
    closed = rest.count("}") + rest.count("]")
    return opened > closed
