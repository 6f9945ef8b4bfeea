"""User-facing texts for save errors and undo refusals (translated by code).

Every text is a literal ``QCoreApplication.translate`` call so lupdate finds it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from rattus_desktop.saves import SaveError

Texts = dict[str, Callable[[], str]]


def _save_texts() -> Texts:
    return {
        "not_json": lambda: QCoreApplication.translate(
            "Saves", "This file is not a Rattus save (it is not JSON)."),
        "truncated": lambda: QCoreApplication.translate(
            "Saves", "This save file is incomplete: it ends early, perhaps because writing "
                     "it was interrupted."),
        "wrong_format": lambda: QCoreApplication.translate(
            "Saves", "This file is not a Rattus Desktop save."),
        "wrong_version": lambda: QCoreApplication.translate(
            "Saves", "This save was written in a format version this program cannot read."),
        "too_large": lambda: QCoreApplication.translate(
            "Saves", "This file is far too large to be a save."),
        "malformed": lambda: QCoreApplication.translate(
            "Saves", "This save is damaged: a field is missing or wrong."),
        "unknown_id": lambda: QCoreApplication.translate(
            "Saves", "This save names a region, card or player kind that this program "
                     "does not know."),
        "illegal_action": lambda: QCoreApplication.translate(
            "Saves", "This save is damaged: move {index} of its log is not legal."),
        "inconsistent": lambda: QCoreApplication.translate(
            "Saves", "This save is damaged: its parts do not match each other (its seed, "
                     "moves or summary were changed)."),
        "missing": lambda: QCoreApplication.translate(
            "Saves", "The file does not exist (any more)."),
        "unreadable": lambda: QCoreApplication.translate(
            "Saves", "The file cannot be read."),
        "unwritable": lambda: QCoreApplication.translate(
            "Saves", "The game could not be saved there; the previous file was left as "
                     "it was."),
    }


def save_error_text(exc: SaveError) -> str:
    """A translated sentence for ``exc``, then the technical detail after a blank line."""
    fn = _save_texts().get(exc.code)
    if fn is None:
        return exc.message
    index = "?" if exc.index is None else str(exc.index + 1)
    detail = QCoreApplication.translate(
        "Saves", "Technical detail (for a bug report, in English): {detail}")
    return fn().replace("{index}", index) + "\n\n" + detail.replace("{detail}", exc.message)


def _undo_texts() -> Texts:
    return {
        "nothing_to_undo": lambda: QCoreApplication.translate(
            "Undo", "There is nothing to undo."),
        "nothing_to_redo": lambda: QCoreApplication.translate(
            "Undo", "There is nothing to redo."),
        "game_over": lambda: QCoreApplication.translate("Undo", "The game is over."),
        "not_your_turn": lambda: QCoreApplication.translate(
            "Undo", "You can undo only on your own turn."),
        "not_your_action": lambda: QCoreApplication.translate(
            "Undo", "The last move was another player's; it cannot be undone."),
        "turn_passed": lambda: QCoreApplication.translate(
            "Undo", "Your turn has ended; it cannot be taken back."),
        "past_reveal": lambda: QCoreApplication.translate(
            "Undo", "A rat token was revealed since: that cannot be taken back."),
        "past_draw": lambda: QCoreApplication.translate(
            "Undo", "A rat token was drawn since: that cannot be taken back."),
        "past_peek": lambda: QCoreApplication.translate(
            "Undo", "The Witch has looked at tokens since: that cannot be taken back."),
        "redo_illegal": lambda: QCoreApplication.translate(
            "Undo", "The undone moves can no longer be replayed."),
    }


def undo_refusal_text(code: str) -> str:
    fn = _undo_texts().get(code)
    return fn() if fn else code
