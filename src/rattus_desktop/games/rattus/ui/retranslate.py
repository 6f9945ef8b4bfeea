"""A language switch at run time: every text of the Rattus table again.

Qt sends ``QEvent.LanguageChange`` when translators change; the main window calls
the table's ``retranslate``. Texts drawn on the board (region names, card names, tray
titles) are painted from ``names`` at paint time, so the board only has to repaint;
widgets re-set their labels.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.board_scene import BoardScene
    from rattus_desktop.games.rattus.ui.table import RattusTable


def retranslate_table(t: RattusTable) -> None:
    retranslate_board(t.scene)
    for part in (t.side, *t.panels, t.witch, t.witch_arrange, t.story):
        retranslate = getattr(part, "retranslate", None)
        if retranslate is not None:
            retranslate()
    t.update_panels()
    t.flow.retranslate()
    t.interaction.wall_use.retranslate()  # the Emperor's prompt, while walls are chosen


def retranslate_board(scene: BoardScene) -> None:
    """Repaint the board: names change width, so labels change geometry first."""
    for region in scene.regions.values():
        region.prepareGeometryChange()
    for item in scene.items():
        item.update()
    scene.update()
