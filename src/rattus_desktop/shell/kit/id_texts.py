"""Translated words for data ids: one helper instead of a hand-written lambda per id.

A table maps ids to English texts marked with ``QT_TRANSLATE_NOOP(context, text)`` so
that lupdate extracts them; ``IdTexts`` translates at lookup time, so a language switch
takes effect at once::

    REGIONS = IdTexts("Region", {"gallia": QT_TRANSLATE_NOOP("Region", "Gallia"), ...})
    REGIONS("gallia")           # "Gallia" or 「高盧」; an unknown id gives the id itself
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

__all__ = ["QT_TRANSLATE_NOOP", "IdTexts"]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate seeks
    """Mark ``text`` for lupdate under ``context``; return it untranslated (typed, unlike
    PySide6's own, which returns ``object``)."""
    return text


class IdTexts:
    def __init__(self, context: str, table: Mapping[str, str]) -> None:
        self.context = context
        self.table = dict(table)

    def get(self, key: str) -> str | None:
        """The translated text of ``key``, or None for an id the table does not know."""
        text = self.table.get(key)
        return None if text is None else QCoreApplication.translate(self.context, text)

    def __call__(self, key: str, default: str | None = None) -> str:
        """The translated text of ``key``; ``default`` (the id itself when None) else."""
        text = self.get(key)
        if text is not None:
            return text
        return key if default is None else default

    def __contains__(self, key: object) -> bool:
        return key in self.table
