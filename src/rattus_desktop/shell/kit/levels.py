"""The words for a seat's kind: a computer by its level ("Computer — easy")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def level_name(level: str) -> str:
    names = {
        "random": QCoreApplication.translate("NewGameDialog", "Computer — random"),
        "easy": QCoreApplication.translate("NewGameDialog", "Computer — easy"),
        "medium": QCoreApplication.translate("NewGameDialog", "Computer — medium"),
        "hard": QCoreApplication.translate("NewGameDialog", "Computer — hard"),
    }
    return names.get(level, level)
