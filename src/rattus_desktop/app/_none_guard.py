"""Work around a PySide6 6.12 bug on CPython < 3.12: every Qt call that returns None
(``setX``, ``update``, ``moveTo``, ...) drops one reference to ``None`` too many, and
some calls do the same to ``True``. On 3.11 these singletons are not immortal, so
after a few thousand calls the interpreter aborts ("none_dealloc: deallocating None",
"bool_dealloc"). Python 3.12 made them immortal by giving them a huge reference
count; this does the same for older versions.
"""

from __future__ import annotations

import ctypes
import sys

HEADROOM = 1 << 56


def guard_none_refcount() -> bool:
    """Give None, True and False reference counts no leak can exhaust."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    for singleton in (None, True, False):
        refcount = ctypes.c_ssize_t.from_address(id(singleton))
        if refcount.value < HEADROOM:
            refcount.value += HEADROOM
    return True
