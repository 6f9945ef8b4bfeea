"""``rattus-desktop replay FILE --log``: a save's whole chronicle as text, in a language.

Uses Qt's translator only (a QCoreApplication: no display needed) and the game's
``GameUI.event_text``, the same words as the Chronicle of the window."""

from __future__ import annotations

import sys

from rattus_desktop.engine import registry
from rattus_desktop.engine.events import visible_events
from rattus_desktop.saves import SaveFile
from rattus_desktop.shell.kit.typography import join_list


def chronicle_lines(save: SaveFile) -> list[str]:
    """A heading (game, players), then one line per public event, numbered by move."""
    from PySide6.QtCore import QCoreApplication

    session = save.session
    assert session is not None  # load_save replays the log
    ui = registry.get(save.config.game).load_ui()
    names = [s.name for s in save.seats]
    head = QCoreApplication.translate("Chronicle", "{game}: {names}").format(
        game=ui.title(), names=join_list(names))
    lines = [head]
    for number, step in enumerate(session.steps, start=1):
        for event in visible_events(list(step.events), None):
            text = ui.event_text(event, names)
            if text:
                lines.append(f"{number}. {text}")
    return lines


def print_chronicle(save: SaveFile, lang: str | None) -> int:
    from PySide6.QtCore import QCoreApplication

    from rattus_desktop.shell.kit.i18n import apply_language

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0] if sys.argv else "x"])
    apply_language(lang)
    for line in chronicle_lines(save):
        print(line)
    del app
    return 0
