"""Rattus's words in the host's menus and screens: its View entries (Plague risk), what
step by step waits at, its replay list's turn marks and its statistics' losses column.
The contexts are the host's, where these texts stood before (their translations stay)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rattus_desktop.shell.kit.features import ViewAction

PLAGUE_RISK = "plague_risk"  # the game's setting (``games/rattus/options.py``)


def view_actions() -> tuple[ViewAction, ...]:
    return (ViewAction(PLAGUE_RISK, lambda: QCoreApplication.translate(
        "MainWindow", "Plague &risk"), "Ctrl+Shift+R"),)


def step_by_step_text() -> str:
    return QCoreApplication.translate("MainWindow",
                                      "Step &by step (wait for me at each plague token)")


def turn_mark_text(kind: str, name: str) -> str | None:
    if kind == "final_plague":
        return QCoreApplication.translate("Replay", "Final plague")
    return None


def losses_header() -> tuple[str, str]:
    return (QCoreApplication.translate("StatsWindow", "Plague losses"),
            QCoreApplication.translate("StatsWindow",
                                       "Pieces lost to the plague per game, on average."))
