"""Joining translated pieces of text the way each language expects.

English separates list items with ", " and sentences with a space; Traditional Chinese
uses 「、」 and 「；」 and puts no space after full-width punctuation. The separators are
translated messages, so each language's .ts file decides them."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

WORD_JOINER = "\u2060"
_FULL_WIDTH_END = "。！？；：」』）…"


def list_separator() -> str:
    return QCoreApplication.translate("Typography", ", ")


def clause_separator() -> str:
    return QCoreApplication.translate("Typography", "; ")


def join_list(items: Iterable[str]) -> str:
    """``a, b, c`` in English, ``a、b、c`` in Chinese."""
    return list_separator().join(items)


def join_clauses(items: Iterable[str]) -> str:
    return clause_separator().join(items)


def is_cjk(char: str) -> bool:
    code = ord(char)
    return 0x2E80 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF or 0xFF00 <= code <= 0xFFEF \
        or 0x3000 <= code <= 0x303F


def join_sentences(parts: Iterable[str]) -> str:
    """Sentences one after the other: a space after Latin text, none after 「。」."""
    out = ""
    for part in parts:
        if not part:
            continue
        if out and not (out[-1] in _FULL_WIDTH_END or is_cjk(out[-1])):
            out += " "
        out += part
    return out


def unbreakable(word: str) -> str:
    """A CJK word that a line never splits (word joiners between its characters)."""
    if not any(is_cjk(c) for c in word):
        return word
    return WORD_JOINER.join(word)
