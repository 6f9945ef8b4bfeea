"""The plague-risk overlay (View → Plague risk): a heat tint on every region with its
chance of an outbreak, were the plague to arrive there, and a tooltip with the numbers.

The numbers come from the game's insight capability (``registry`` →
``GameDef.insight``: ``risk(view)``), always of the *public* view, computed on a
worker thread (``RiskThread``); the board never waits for them. Each refresh (after
every action, undo or redo) gets a new ticket; a late answer to an older ticket is
dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, QThread, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from rattus_desktop.engine import registry
from rattus_desktop.engine.protocol import View
from rattus_desktop.games.rattus.ui.board_scene import BoardScene
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.typography import join_list

TINT_Z = 0.5  # above the board's art, below the regions' labels and every piece
BADGE_Z = 7.0


def heat(p: float) -> QColor:
    """Pale yellow for a small chance, deep red for a certain outbreak."""
    p = min(1.0, max(0.0, p))
    low, high = QColor(240, 200, 60), QColor(170, 20, 20)
    colour = QColor(int(low.red() + (high.red() - low.red()) * p),
                    int(low.green() + (high.green() - low.green()) * p),
                    int(low.blue() + (high.blue() - low.blue()) * p))
    colour.setAlpha(int(50 + 120 * p))
    return colour


def percent(value: Fraction | float) -> str:
    return QCoreApplication.translate("Risk", "{p}%").format(p=round(float(value) * 100))


class RiskThread(QThread):
    """Computes ``risk(view)`` off the GUI thread; ``done`` carries the ticket back."""

    done = Signal(int, object)

    def __init__(self, ticket: int, work: Callable[[], Any], parent: QObject | None = None,
                 ) -> None:
        super().__init__(parent)
        self.ticket = ticket
        self.work = work

    def run(self) -> None:
        try:
            result = self.work()
        except Exception:  # noqa: BLE001 - an overlay never breaks the game
            result = None
        self.done.emit(self.ticket, result)


class RiskBadge(QGraphicsItem):
    """The chance of an outbreak as a small round label beside the region's name."""

    def __init__(self, text: str, colour: QColor) -> None:
        super().__init__()
        self.text = text
        self.colour = colour
        self.setZValue(BADGE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-34, -15, 68, 30)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        solid = QColor(self.colour)
        solid.setAlpha(235)
        p.setPen(QPen(QColor(60, 20, 10, 220), 1.5))
        p.setBrush(solid)
        p.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 12, 12)
        font: QFont = theme.pixel_font(17, bold=True)
        p.setFont(font)
        p.setPen(QColor(255, 250, 240))
        p.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)


class RiskOverlay(QObject):
    """Tints and badges on ``scene`` while on; ``tip_lines(region)`` for the tooltip."""

    updated = Signal()

    def __init__(self, scene: BoardScene, public_view: Callable[[], View | None],
                 seat_names: Callable[[], list[str]], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.public_view = public_view
        self.seat_names = seat_names
        self.enabled = False
        self.risks: dict[str, Any] = {}
        self._ticket = 0
        self._threads: list[RiskThread] = []
        self._items: list[QGraphicsItem] = []

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        if on:
            self.refresh()
        else:
            self._ticket += 1
            self.risks = {}
            self._draw()

    def refresh(self) -> None:
        """After every action: a new computation (older answers will be dropped)."""
        if not self.enabled:
            return
        self._ticket += 1
        view = self.public_view()
        insight = registry.get(view.config.game).load_insight() if view is not None else None
        if view is None or insight is None:
            self.risks = {}
            self._draw()
            return
        thread = RiskThread(self._ticket, lambda: insight.risk(view), self)
        thread.done.connect(self._answer)
        thread.finished.connect(lambda: self._forget(thread))
        self._threads.append(thread)
        thread.start()

    def wait(self) -> None:
        """Block until every computation has answered (tests, screenshots, closing)."""
        for thread in list(self._threads):
            thread.wait()
        QCoreApplication.processEvents()

    def _forget(self, thread: RiskThread) -> None:
        if thread in self._threads:
            self._threads.remove(thread)
        thread.deleteLater()

    def _answer(self, ticket: int, result: object) -> None:
        if ticket != self._ticket or not self.enabled:
            return
        self.risks = dict(result) if isinstance(result, dict) else {}
        self._draw()
        self.updated.emit()

    def _draw(self) -> None:
        for item in self._items:
            if item.scene() is not None:
                self.scene.removeItem(item)
        self._items = []
        for rid, risk in self.risks.items():
            region = self.scene.regions.get(rid)
            if region is None:
                continue
            colour = heat(float(risk.outbreak))
            tint = QGraphicsPathItem(QPainterPath(region.path))
            tint.setBrush(QBrush(colour))
            tint.setPen(QPen(Qt.PenStyle.NoPen))
            tint.setZValue(TINT_Z)
            badge = RiskBadge(percent(risk.outbreak), heat(max(0.35, float(risk.outbreak))))
            label = region.label_rect()
            badge.setPos(QPointF(label.center().x(), label.bottom() + 16))
            for item in (tint, badge):
                self.scene.addItem(item)
                self._items.append(item)

    def tip_lines(self, rid: str) -> list[str]:
        """The tooltip's lines for region ``rid`` (none while off or not threatened)."""
        risk = self.risks.get(rid) if self.enabled else None
        if risk is None:
            return []
        names = self.seat_names()
        lines = [QCoreApplication.translate(
            "Risk", "Plague risk: {p} chance of an outbreak if the plague arrives "
                    "here.").format(p=percent(risk.outbreak))]
        losses = [QCoreApplication.translate("Risk", "{name} {n}").format(
            name=names[s] if s < len(names) else "?", n=f"{float(v):.2f}")
            for s, v in enumerate(risk.loss) if v > 0]
        if losses:
            lines.append(QCoreApplication.translate("Risk", "Expected pieces lost: {list}").format(
                list=join_list(losses)))
        else:
            lines.append(QCoreApplication.translate("Risk", "No piece would be lost."))
        if risk.plague_here:
            lines.append(QCoreApplication.translate("Risk", "The plague stands here now."))
        elif risk.reach:
            lines.append(QCoreApplication.translate(
                "Risk", "The plague piece can be moved here this turn."))
        lines.append(QCoreApplication.translate(
            "Risk", "Exact, from the faces nobody has seen yet.") if risk.exact
            else QCoreApplication.translate("Risk", "Estimated from a sample of the unseen faces."))
        return lines

    def stop(self) -> None:
        self._ticket += 1
        self.wait()
