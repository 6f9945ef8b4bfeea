"""The tutorial's coach: a small parchment card over the top of the table with the step
("Step 2 of 7"), its words, Next / End tutorial, and an arrow to what the step is about.
It takes no clicks outside its own buttons: the game goes on under it."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRect, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.features import TutorialTargets
from rattus_desktop.shell.kit.tutorial_script import Text
from rattus_desktop.shell.kit.tutorial_target import widget_target

if TYPE_CHECKING:
    from rattus_desktop.shell.app.window import MainWindow

#: narrow enough to stand over the tables' left column (players and Chronicle), so it
#: hides neither the board nor the reserve and the cards on the right
WIDTH = 300
ARROW = QColor("#b3261e")


class _Arrow(QWidget):
    """A red arrow from the coach card to the target, over the whole window."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.line: tuple[QPointF, QPointF] | None = None

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        if self.line is None:
            return
        start, end = self.line
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(ARROW, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(start, end)
        angle = math.atan2(end.y() - start.y(), end.x() - start.x())
        head = QPolygonF([end] + [QPointF(end.x() - 16 * math.cos(angle + d),
                                          end.y() - 16 * math.sin(angle + d))
                                  for d in (0.45, -0.45)])
        p.setBrush(ARROW)
        p.drawPolygon(head)
        p.end()


class TutorialCoach(QFrame):
    next_pressed = Signal()
    end_pressed = Signal()

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.w = window
        self.setObjectName("overlayCard")
        self.setFixedWidth(WIDTH)
        self.title = QLabel()
        self.title.setFont(theme.font(11, bold=True))
        self.body = QLabel()
        self.body.setWordWrap(True)
        self.body.setFont(theme.font(12))
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setFont(theme.font(11, bold=True))
        self.note.setObjectName("hint")
        self.note.hide()
        self.next = QPushButton()
        self.next.setObjectName("primary")
        self.next.clicked.connect(self.next_pressed.emit)
        self.end = QPushButton()
        self.end.clicked.connect(self.end_pressed.emit)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.end)
        row.addWidget(self.next)
        box = QVBoxLayout(self)
        box.setContentsMargins(18, 12, 18, 12)
        box.addWidget(self.title)
        box.addWidget(self.body)
        box.addWidget(self.note)
        box.addLayout(row)
        self.arrow = _Arrow(window)
        self._text: Text | None = None
        self._note: Text | None = None
        self._target = ""
        self._place = (0, 0, False, False)
        window.installEventFilter(self)
        self.hide()
        self.arrow.hide()
        self.retranslate()

    def show_text(self, text: Text, target: str, index: int, count: int,
                  needs_next: bool = False, final: bool = False) -> None:
        self._text, self._target = text, target
        self._note = None
        self._place = (index, count, needs_next, final)
        self.retranslate()
        self.show()
        self.raise_()
        self._layout()

    def show_note(self, text: Text, target: str) -> None:
        """A one-off explanation under the step's words (the game's notes name when)."""
        self._note, self._target = text, target
        self.retranslate()
        self._layout()

    def hide_coach(self) -> None:
        self.hide()
        self.arrow.hide()

    def retranslate(self) -> None:
        index, count, needs_next, final = self._place
        if final:
            self.title.setText(QCoreApplication.translate("Tutorial", "Tutorial: well done"))
        else:
            self.title.setText(QCoreApplication.translate(
                "Tutorial", "Tutorial · step {n} of {count}").format(n=index + 1, count=count))
        self.body.setText(self._text() if self._text else "")
        self.note.setText(self._note() if self._note else "")
        self.note.setVisible(self._note is not None)
        self.next.setText(QCoreApplication.translate("Tutorial", "Next"))
        self.next.setVisible(needs_next)
        self.end.setText(QCoreApplication.translate("Tutorial", "Close") if final
                         else QCoreApplication.translate("Tutorial", "End the tutorial"))

    # -- where it stands and what it points at ----------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.w and event.type() == QEvent.Type.Resize and self.isVisible():
            self._layout()
        return False

    def relayout(self) -> None:
        """The table moved things (a new hand, a resize): point at them again."""
        if self.isVisible():
            self._layout()

    def _layout(self) -> None:
        area = self._table_rect()
        layout = self.layout()
        # wrapped words need the height for this width (adjustSize asks sizeHint only)
        self.resize(WIDTH, max(layout.totalHeightForWidth(WIDTH) if layout else 0,
                               self.minimumSizeHint().height()))
        self.move(area.left() + 8, area.bottom() - self.height() - 8)
        self.arrow.setGeometry(self.w.rect())
        target = self._target_rect(self._target)
        self.arrow.line = None if target is None else self._line(target)
        self.arrow.setVisible(self.arrow.line is not None)
        self.arrow.raise_()
        self.raise_()
        self.arrow.update()

    def _line(self, target: QRect) -> tuple[QPointF, QPointF] | None:
        me = self.geometry()
        start = QPointF(me.right(), me.center().y())
        inner = target.adjusted(target.width() // 3, target.height() // 3,
                                -target.width() // 3, -target.height() // 3)
        end = QPointF(min(max(start.x(), inner.left()), inner.right()),
                      min(max(start.y(), inner.top()), inner.bottom()))
        if abs(end.x() - start.x()) + abs(end.y() - start.y()) < 30:
            return None
        return start, end

    def _table_rect(self) -> QRect:
        table = self.w.table.widget()
        return QRect(table.mapTo(self.w, table.rect().topLeft()), table.size())

    def _target_rect(self, name: str) -> QRect | None:
        if not name:
            return None
        table = self.w.table
        rect = table.tutorial_target(name) if isinstance(table, TutorialTargets) else None
        if rect is not None:
            return rect
        return widget_target(self.w.status) if name == "status" else None

