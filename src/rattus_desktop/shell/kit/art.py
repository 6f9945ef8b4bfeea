"""The art files under assets/, rendered sharp at the current zoom, with fallbacks.

Every picture is drawn into a pixmap of the device size it is shown at (zoom times
device pixel ratio) and cached, so the board stays crisp on high-DPI screens and
painting stays cheap while pieces move.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from rattus_desktop.resources import asset

_CACHE: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
_CACHE_MAX = 600


@cache
def svg_text(name: str) -> str | None:
    """The text of ``assets/<name>``, or None when the file is not there (yet)."""
    try:
        return asset(name).read_text(encoding="utf-8")
    except (FileNotFoundError, OSError, UnicodeDecodeError):
        return None


@cache
def renderer(name: str, colour: str | None = None) -> QSvgRenderer | None:
    """A renderer for ``assets/<name>``; ``colour`` replaces the art's tint colour."""
    text = svg_text(name)
    if text is None:
        return None
    if colour is not None:
        text = tint_svg(text, colour)
    r = QSvgRenderer(QByteArray(text.encode("utf-8")))
    return r if r.isValid() else None


TINT_MARKERS = ("currentColor", "#ff00ff", "#FF00FF", "#f0f")


def tint_svg(text: str, colour: str) -> str:
    for marker in TINT_MARKERS:
        text = text.replace(marker, colour)
    return text


def has_art(name: str) -> bool:
    return renderer(name) is not None


REFERENCED: set[str] = set()  # every art file the UI asked for (tests check they all exist)


def art_file(name: str) -> str | None:
    """``name`` (a path under assets/) if that picture exists and renders, else None; the
    caller then draws its plain vector stand-in. Each name is recorded in REFERENCED."""
    REFERENCED.add(name)
    return name if renderer(name) is not None else None


def device_scale(p: QPainter) -> float:
    t = p.worldTransform()
    scale = math.hypot(t.m11(), t.m12())
    device = p.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    return max(0.05, scale * dpr)


def cached_paint(p: QPainter, rect: QRectF, key: tuple[object, ...],
                 draw: Callable[[QPainter, QRectF], None]) -> None:
    """Draw ``draw(painter, rect)`` through a pixmap cache sized for the device."""
    scale = device_scale(p)
    w = max(1, math.ceil(rect.width() * scale / 4) * 4)
    h = max(1, math.ceil(rect.height() * scale / 4) * 4)
    full = (*key, w, h)
    pix = _CACHE.get(full)
    if pix is None:
        pix = _render(w, h, rect, draw)
        _CACHE[full] = pix
        if len(_CACHE) > _CACHE_MAX:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(full)
    p.drawPixmap(rect, pix, QRectF(0, 0, pix.width(), pix.height()))


def _render(w: int, h: int, rect: QRectF, draw: Callable[[QPainter, QRectF], None]) -> QPixmap:
    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform
                           | QPainter.RenderHint.TextAntialiasing)
    painter.scale(w / rect.width(), h / rect.height())
    draw(painter, QRectF(0, 0, rect.width(), rect.height()))
    painter.end()
    return QPixmap.fromImage(img)


def draw_svg(p: QPainter, rect: QRectF, name: str, colour: str | None = None) -> bool:
    """Render an SVG file into ``rect`` (keeping its aspect); False if it is missing."""
    r = renderer(name, colour)
    if r is None:
        return False
    size = r.defaultSize()
    if size.width() > 0 and size.height() > 0:
        scale = min(rect.width() / size.width(), rect.height() / size.height())
        w, h = size.width() * scale, size.height() * scale
        rect = QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)
    r.render(p, rect)
    return True


def clear_cache() -> None:
    """Forget rendered pictures and loaded files (the art may have changed on disk)."""
    _CACHE.clear()
    svg_text.cache_clear()
    renderer.cache_clear()


def colour_of(hex_colour: str) -> QColor:
    c = QColor(hex_colour)
    return c if c.isValid() else QColor("#888888")
