"""User-facing texts for save errors and undo refusals (translated by code).

Every text is marked with ``QT_TRANSLATE_NOOP`` so lupdate finds it
(``shell.id_texts.IdTexts``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rattus_desktop.saves import SaveError
from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts

_SAVE_TEXTS = IdTexts("Saves", {
    "not_json": QT_TRANSLATE_NOOP("Saves", "This file is not a Rattus save (it is not JSON)."),
    "truncated": QT_TRANSLATE_NOOP(
        "Saves", "This save file is incomplete: it ends early, perhaps because writing "
                 "it was interrupted."),
    "bad_number": QT_TRANSLATE_NOOP(
        "Saves", "This save holds a number far too large to be real (such as 1e400): the "
                 "file was changed outside the program."),
    "wrong_format": QT_TRANSLATE_NOOP("Saves", "This file is not a Rattus Desktop save."),
    "wrong_version": QT_TRANSLATE_NOOP(
        "Saves", "This save was written in a format version this program cannot read."),
    "too_large": QT_TRANSLATE_NOOP("Saves", "This file is far too large to be a save."),
    "malformed": QT_TRANSLATE_NOOP(
        "Saves", "This save is damaged: a field is missing or wrong."),
    "unknown_id": QT_TRANSLATE_NOOP(
        "Saves", "This save names a region, card or player kind that this program "
                 "does not know."),
    "illegal_action": QT_TRANSLATE_NOOP(
        "Saves", "This save is damaged: move {index} of its log is not legal."),
    "inconsistent": QT_TRANSLATE_NOOP(
        "Saves", "This save is damaged: its parts do not match each other (its seed, "
                 "moves or summary were changed)."),
    "missing": QT_TRANSLATE_NOOP("Saves", "The file does not exist (any more)."),
    "unreadable": QT_TRANSLATE_NOOP("Saves", "The file cannot be read."),
    "unwritable": QT_TRANSLATE_NOOP(
        "Saves", "The game could not be saved there; the previous file was left as "
                 "it was."),
})


def save_error_text(exc: SaveError) -> str:
    """A translated sentence for ``exc``, then the technical detail after a blank line."""
    text = _SAVE_TEXTS.get(exc.code)
    if text is None:
        return exc.message
    index = "?" if exc.index is None else str(exc.index + 1)
    detail = QCoreApplication.translate(
        "Saves", "Technical detail (for a bug report, in English): {detail}")
    return text.replace("{index}", index) + "\n\n" + detail.replace("{detail}", exc.message)


_UNDO_TEXTS = IdTexts("Undo", {
    "nothing_to_undo": QT_TRANSLATE_NOOP("Undo", "There is nothing to undo."),
    "nothing_to_redo": QT_TRANSLATE_NOOP("Undo", "There is nothing to redo."),
    "game_over": QT_TRANSLATE_NOOP("Undo", "The game is over."),
    "not_your_turn": QT_TRANSLATE_NOOP("Undo", "You can undo only on your own turn."),
    "not_your_action": QT_TRANSLATE_NOOP(
        "Undo", "The last move was another player's; it cannot be undone."),
    "turn_passed": QT_TRANSLATE_NOOP("Undo", "Your turn has ended; it cannot be taken back."),
    "past_reveal": QT_TRANSLATE_NOOP(
        "Undo", "A rat token was revealed since: that cannot be taken back."),
    "past_draw": QT_TRANSLATE_NOOP(
        "Undo", "A rat token was drawn since: that cannot be taken back."),
    "past_peek": QT_TRANSLATE_NOOP(
        "Undo", "The Witch has looked at tokens since: that cannot be taken back."),
    "redo_illegal": QT_TRANSLATE_NOOP("Undo", "The undone moves can no longer be replayed."),
})


def undo_refusal_text(code: str) -> str:
    return _UNDO_TEXTS(code)
