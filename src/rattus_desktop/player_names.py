"""Player names read from files (saves, settings, statistics), cleaned of characters
that could hide or disguise a name: C0 and C1 controls (U+0000-001F, U+007F-009F),
the direction marks (U+200E/F), and the bidi embeddings, overrides and isolates
(U+202A-202E, U+2066-2069)."""

from __future__ import annotations

import re

HIDDEN = re.compile("[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def clean_name(text: str) -> str:
    """``text`` without its hidden characters (visible text untouched)."""
    return HIDDEN.sub("", text)
