"""A language switch at run time: every text of the main window again.

Qt sends ``QEvent.LanguageChange`` when translators change; the main window's
``changeEvent`` calls ``retranslate_window``. Texts drawn on the board (region
names, card names, tray titles) are painted from ``names`` at paint time, so the
board only has to repaint; widgets re-set their labels.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .board_scene import BoardScene
    from .window import MainWindow


def retranslate_window(w: MainWindow) -> None:
    w.menus.retranslate()
    retranslate_board(w.scene)
    for part in (w.side, *w.panels, w.handover, w.witch, w.results):
        retranslate = getattr(part, "retranslate", None)
        if retranslate is not None:
            retranslate()
    w.update_panels()
    w.flow.retranslate()


def retranslate_board(scene: BoardScene) -> None:
    """Repaint the board: names change width, so labels change geometry first."""
    for region in scene.regions.values():
        region.prepareGeometryChange()
    for item in scene.items():
        item.update()
    scene.update()
