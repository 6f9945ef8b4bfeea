"""Plural-aware translation for code outside QObject classes.

pyside6-lupdate marks a message as plural (``numerus``) only for ``self.tr(text, "", n)``
with a variable ``n``; ``QCoreApplication.translate(ctx, text, None, n)`` is extracted
without its plural forms. A class deriving from ``Numerus`` is a translation context
named after the class: its methods call ``self.tr(...)`` exactly as lupdate expects.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


class Numerus:
    """``self.tr`` in the context named like the (sub)class, with ``%n`` plurals."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(type(self).__name__, text, disambiguation or None, n)
