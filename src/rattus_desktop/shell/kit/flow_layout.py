"""A layout that puts its widgets in rows, right-aligned, wrapping onto a new row when
the next one does not fit: prompt buttons never widen the window, however many there
are or however long their words (a choice of eight markets, a long translation)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 8) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt API
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt API
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt API
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 - Qt API
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 - Qt API
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        """One row of everything (what it asks for when there is room)."""
        shown = self._shown()
        if not shown:
            return QSize(0, 0)
        width = sum(i.sizeHint().width() for i in shown) + self.spacing() * (len(shown) - 1)
        return QSize(width, max(i.sizeHint().height() for i in shown))

    def minimumSize(self) -> QSize:  # noqa: N802 - Qt API
        """The widest single item: anything narrower wraps."""
        size = QSize(0, 0)
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        return size

    def _shown(self) -> list[QLayoutItem]:
        shown = []
        for item in self._items:
            widget = item.widget()
            if widget is None or not widget.isHidden():
                shown.append(item)
        return shown

    def _rows(self, width: int) -> list[list[QLayoutItem]]:
        rows: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._shown():
            w = item.sizeHint().width()
            if rows[-1] and used + self.spacing() + w > width:
                rows.append([])
                used = 0
            used += (self.spacing() if rows[-1] else 0) + w
            rows[-1].append(item)
        return [r for r in rows if r]

    def _arrange(self, rect: QRect, move: bool) -> int:
        y = rect.y()
        for row in self._rows(rect.width()):
            height = max(i.sizeHint().height() for i in row)
            widths = [min(i.sizeHint().width(), rect.width()) for i in row]
            x = rect.x() + rect.width() - (sum(widths) + self.spacing() * (len(row) - 1))
            for item, w in zip(row, widths, strict=True):
                if move:
                    item.setGeometry(QRect(QPoint(max(x, rect.x()), y), QSize(w, height)))
                x += w + self.spacing()
            y += height + self.spacing()
        return max(0, y - rect.y() - self.spacing())
