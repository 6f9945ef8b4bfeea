"""The one careful reader of every file the application reads (saves, the autosave, the
recent list, settings, scenarios): a file that may be anything.

- only regular files are read: the file is opened without blocking and checked with
  ``fstat`` before a byte is read (a FIFO, a device or a folder is refused at once);
- the size limit is applied while reading (at most ``limit + 1`` bytes are read, even
  from a file that grows meanwhile);
- UTF-8 text, with or without a byte-order mark (Notepad writes one);
- JSON with bounded nesting and bounded integers, no ``NaN``/``Infinity`` and no number
  too large for a float (``1e400``: "bad_number"; a tolerant reader such as the
  settings' may ask for a stand-in value instead, ``non_finite``), and only strings that
  can be written back (no lone surrogates such as ``"\\ud800"``);
- a document of the wrong kind (a list where an object is expected, ``expect``) is
  refused from its first character, before it is parsed;
- every file-system error becomes a ``ReadError(code, message)``, never a traceback.

Messages do not name the file: the caller puts the path in front. ``file_kind`` asks
what is at a path without ever raising (``Path.is_file`` raises on a name too long or a
folder that cannot be searched).
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
from pathlib import Path
from typing import Any

MAX_BYTES = 16 * 2**20
MAX_DEPTH = 64  # no file of ours nests deeper than a dozen levels
MAX_DIGITS = 40  # seeds are below 2**64 (20 digits)
TAIL = 512  # a parse error this close to the end may be a cut (an unclosed string starts there)
BOM = b"\xef\xbb\xbf"
CHUNK = 2**20

# code -> what it means
CODES = {
    "missing": "there is no such file",
    "unreadable": "the file cannot be read",
    "too_large": "the file is too large",
    "not_json": "the file is not a JSON document (or nests too deep, or holds a number "
                "too long)",
    "truncated": "the file ends early (an interrupted write?)",
    "malformed": "the document holds a value this program does not accept",
    "bad_number": "the document holds a number too large to use (1e400) or NaN/Infinity",
    "wrong_type": "the document is not of the kind expected (a list for an object...)",
}
#: the first character of each kind of JSON value
_STARTS: dict[type, str] = {dict: "{", list: "[", str: '"'}
_KINDS = {"{": "an object", "[": "a list", '"': "a text", "t": "true or false",
          "f": "true or false", "n": "null", **dict.fromkeys("-0123456789", "a number")}

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_SURROGATE = re.compile("[\ud800-\udfff]")
_NOT_FOUND = (errno.ENOENT, errno.ENOTDIR)


class ReadError(Exception):
    """A file that cannot be read as what it should be; ``code`` is one of ``CODES``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        return self.message


def os_reason(exc: OSError) -> str:
    """A short English reason for a file-system error (its strerror, else its text)."""
    return exc.strerror or str(exc) or type(exc).__name__


def file_kind(path: str | Path) -> str:
    """``"file"``, ``"missing"``, ``"other"`` (a folder, FIFO, device...) or ``"error"``
    (the name cannot be looked up: too long, no permission...). Never raises."""
    try:
        info = os.stat(path)
    except OSError as exc:
        return "missing" if exc.errno in _NOT_FOUND else "error"
    except ValueError:  # an embedded NUL character
        return "error"
    return "file" if stat.S_ISREG(info.st_mode) else "other"


def read_bytes(path: str | Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file no larger than ``limit`` (ReadError otherwise)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
        | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # before open: a FIFO on Windows
            raise ReadError("unreadable", "not a regular file")
        fd = os.open(path, flags)
    except OSError as exc:
        code = "missing" if exc.errno in _NOT_FOUND else "unreadable"
        raise ReadError(code, f"cannot read ({os_reason(exc)})") from None
    except ValueError:
        raise ReadError("unreadable", "cannot read (the name holds a NUL character)") from None
    try:
        return _read_fd(fd, limit)
    except OSError as exc:
        raise ReadError("unreadable", f"cannot read ({os_reason(exc)})") from None
    finally:
        os.close(fd)


def _read_fd(fd: int, limit: int) -> bytes:
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        raise ReadError("unreadable", "not a regular file")
    if info.st_size > limit:
        raise ReadError("too_large", f"{_mb(info.st_size)} is larger than the {_mb(limit)} "
                                     "allowed")
    parts: list[bytes] = []
    size = 0
    while size <= limit:
        chunk = os.read(fd, min(CHUNK, limit + 1 - size))
        if not chunk:
            break
        parts.append(chunk)
        size += len(chunk)
    if size > limit:
        raise ReadError("too_large", f"larger than the {_mb(limit)} allowed")
    return b"".join(parts)


def _mb(size: int) -> str:
    return f"{size / 2**20:.1f} MB"


def decode_text(data: bytes) -> str:
    """UTF-8 text, a leading byte-order mark dropped (ReadError otherwise)."""
    if data.startswith(BOM):
        data = data[len(BOM):]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.end == len(data) and "unexpected end" in exc.reason:
            raise ReadError("truncated", "the file ends in the middle of a character") from None
        raise ReadError("not_json", f"not UTF-8 text (byte {exc.start})") from None


def decode_json(data: bytes, max_depth: int = MAX_DEPTH, expect: type | None = None,
                non_finite: Any = None) -> Any:
    """Parse UTF-8 JSON (ReadError: "truncated" when it ends early, "malformed" for a
    string that cannot be written back, "bad_number" for ``1e400``/``NaN``/``Infinity``,
    "wrong_type" when ``expect`` (dict, list or str) is given and the document is
    another kind, else "not_json", also for too deep nesting and too long integers).

    With ``non_finite`` set, a number that is not finite becomes that value instead
    of an error (the caller then drops it where it stands)."""
    text = decode_text(data)
    if expect is not None:
        _check_kind(text, expect)
    constant = _constant if non_finite is None else (lambda _text: non_finite)
    try:
        doc = json.loads(text, parse_int=_int, parse_constant=constant,
                         parse_float=_float if non_finite is None else _tolerant(non_finite))
    except ReadError:
        raise
    except RecursionError:
        raise ReadError("not_json", f"nested more than {max_depth} levels deep") from None
    except ValueError as exc:  # JSONDecodeError
        at_end = getattr(exc, "pos", 0) >= len(text.rstrip()) - TAIL
        if at_end and looks_truncated(text):
            raise ReadError("truncated", "the file ends early (an interrupted write?)") from None
        raise ReadError("not_json", f"not valid JSON ({exc})") from None
    check_value(doc, max_depth)
    return doc


def read_json(path: str | Path, limit: int = MAX_BYTES, max_depth: int = MAX_DEPTH,
              expect: type | None = None) -> Any:
    """``decode_json(read_bytes(path, limit))``: the size is checked before a byte is
    read, the document's kind (``expect``) before it is parsed."""
    return decode_json(read_bytes(path, limit), max_depth, expect)


def _check_kind(text: str, expect: type) -> None:
    """ReadError("wrong_type") when ``text`` starts a JSON value that is not ``expect``
    (an invalid start is left to the parser, which says what is wrong)."""
    start = text.lstrip(" \t\r\n")[:1]
    found = _KINDS.get(start)
    if found is not None and start != _STARTS[expect]:
        wanted = _KINDS[_STARTS[expect]]
        raise ReadError("wrong_type", f"the document is {found}, not {wanted}")


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ReadError("not_json", f"a number of {len(text)} digits (at most {MAX_DIGITS})")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ReadError("bad_number", f"the number {_clip(text)} is too large to use")
    return value


def _tolerant(stand_in: Any) -> Any:
    def parse(text: str) -> Any:
        value = float(text)
        return value if math.isfinite(value) else stand_in
    return parse


def _clip(text: str) -> str:
    return text if len(text) <= 24 else text[:21] + "..."


def _constant(text: str) -> Any:
    raise ReadError("bad_number", f"{text} is not a JSON number")


def check_value(doc: Any, max_depth: int = MAX_DEPTH) -> None:
    """ReadError("malformed") if ``doc`` nests deeper than ``max_depth`` or holds a string
    (value or key) that cannot be written back as UTF-8 (a lone surrogate)."""
    stack: list[tuple[Any, int]] = [(doc, 0)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            _check_text(value)
        elif isinstance(value, dict | list):
            if depth >= max_depth:
                raise ReadError("not_json", f"nested more than {max_depth} levels deep")
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, item in items:
                if isinstance(key, str):
                    _check_text(key)
                if isinstance(item, str | dict | list):
                    stack.append((item, depth + 1))


def _check_text(text: str) -> None:
    found = _SURROGATE.search(text)
    if found is not None:
        raise ReadError("malformed", f"a text holds a lone surrogate "
                                     f"(\\u{ord(found.group()):04x}) that cannot be saved")


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
