"""A player's rating over time, drawn with QPainter (no QtCharts: an Addons module).

The line is μ after each game (the first point is the starting rating), the band
around it μ ± 2σ; hovering a point tells its figures.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from rattus_desktop.shell.kit import theme

MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 52.0, 16.0, 14.0, 34.0
HIT_RADIUS = 8.0  # pixels: how near the pointer must be to a point for its tooltip
BAND = QColor(theme.GOLD.red(), theme.GOLD.green(), theme.GOLD.blue(), 90)


def nice_step(span: float, ticks: int = 5) -> float:
    """A round step (1, 2 or 5 × 10^k) giving about ``ticks`` ticks over ``span``."""
    raw = max(span, 1e-9) / ticks
    power = 10.0 ** math.floor(math.log10(raw))
    return next(m * power for m in (1.0, 2.0, 5.0, 10.0) if m * power >= raw)


class RatingChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._points: list[tuple[float, float]] = []  # (mu, sigma), the start first
        self._empty_text = ""
        self.setMouseTracking(True)
        self.setMinimumSize(360, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(640, 240)

    def set_points(self, points: list[tuple[float, float]], empty_text: str = "") -> None:
        self._points = list(points)
        self._empty_text = empty_text
        self.update()

    def points(self) -> list[tuple[float, float]]:
        return list(self._points)

    # -- geometry ---------------------------------------------------------------------
    def _plot(self) -> QRectF:
        return QRectF(MARGIN_LEFT, MARGIN_TOP, max(self.width() - MARGIN_LEFT - MARGIN_RIGHT, 1),
                      max(self.height() - MARGIN_TOP - MARGIN_BOTTOM, 1))

    def _range(self) -> tuple[float, float]:
        low = min(mu - 2 * s for mu, s in self._points)
        high = max(mu + 2 * s for mu, s in self._points)
        pad = max((high - low) * 0.05, 0.5)
        return low - pad, high + pad

    def point_position(self, index: int) -> QPointF:
        """Where point ``index`` is drawn (widget coordinates)."""
        plot, (low, high) = self._plot(), self._range()
        mu = self._points[index][0]
        x = plot.left() + plot.width() * (index / max(len(self._points) - 1, 1))
        y = plot.bottom() - plot.height() * (mu - low) / (high - low)
        return QPointF(x, y)

    def _y(self, value: float) -> float:
        plot, (low, high) = self._plot(), self._range()
        return plot.bottom() - plot.height() * (value - low) / (high - low)

    # -- drawing ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), theme.PARCHMENT)
        if not self._points:
            painter.setPen(theme.INK_SOFT)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self._empty_text)
            return
        self._draw_axes(painter)
        self._draw_band(painter)
        self._draw_line(painter)

    def _draw_axes(self, painter: QPainter) -> None:
        plot, (low, high) = self._plot(), self._range()
        painter.setPen(QPen(theme.PARCHMENT_DARK, 1))
        step = nice_step(high - low)
        value = math.ceil(low / step) * step
        metrics = painter.fontMetrics()
        while value <= high:
            y = self._y(value)
            painter.setPen(QPen(theme.PARCHMENT_DARK, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(theme.INK_SOFT)
            label = f"{value:g}"
            painter.drawText(QRectF(0, y - metrics.height() / 2, plot.left() - 6,
                                    metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
            value += step
        painter.setPen(QPen(theme.INK_SOFT, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        games = len(self._points) - 1
        for index in sorted({0, games // 2, games}):
            x = self.point_position(index).x()
            painter.drawText(QRectF(x - 30, plot.bottom() + 2, 60, metrics.height()),
                             Qt.AlignmentFlag.AlignHCenter, str(index))
        painter.drawText(QRectF(plot.left(), plot.bottom() + 2 + metrics.height(),
                                plot.width(), metrics.height()),
                         Qt.AlignmentFlag.AlignHCenter, self.tr("games played"))

    def _draw_band(self, painter: QPainter) -> None:
        upper = [QPointF(self.point_position(i).x(), self._y(mu + 2 * s))
                 for i, (mu, s) in enumerate(self._points)]
        lower = [QPointF(self.point_position(i).x(), self._y(mu - 2 * s))
                 for i, (mu, s) in enumerate(self._points)]
        path = QPainterPath(upper[0])
        for p in [*upper[1:], *reversed(lower)]:
            path.lineTo(p)
        path.closeSubpath()
        painter.fillPath(path, BAND)

    def _draw_line(self, painter: QPainter) -> None:
        points = [self.point_position(i) for i in range(len(self._points))]
        painter.setPen(QPen(theme.DEEP_RED, 2))
        for a, b in zip(points, points[1:], strict=False):
            painter.drawLine(a, b)
        painter.setBrush(theme.DEEP_RED)
        painter.setPen(QPen(theme.INK, 1))
        radius = 3.0 if len(points) > 60 else 4.0
        for p in points:
            painter.drawEllipse(p, radius, radius)

    # -- hovering ---------------------------------------------------------------------
    def point_at(self, pos: QPointF) -> int | None:
        best: tuple[float, int] | None = None
        for i in range(len(self._points)):
            p = self.point_position(i)
            d = math.hypot(p.x() - pos.x(), p.y() - pos.y())
            if d <= HIT_RADIUS and (best is None or d < best[0]):
                best = (d, i)
        return None if best is None else best[1]

    def point_text(self, index: int) -> str:
        mu, sigma = self._points[index]
        if index == 0:
            return self.tr("Start: μ {mu} ± {band} (2σ)").format(
                mu=f"{mu:.1f}", band=f"{2 * sigma:.1f}")
        return self.tr("After game {n}: μ {mu} ± {band} (2σ), ordinal {ordinal}").format(
            n=index, mu=f"{mu:.1f}", band=f"{2 * sigma:.1f}", ordinal=f"{mu - 3 * sigma:.1f}")

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        index = self.point_at(event.position())
        if index is None:
            QToolTip.hideText()
        else:
            QToolTip.showText(event.globalPosition().toPoint(), self.point_text(index), self)
        super().mouseMoveEvent(event)
