"""Pictures inside a rules window: each drawn once into the window's document (sharp at
the screen's pixel ratio) and named by an ``<img src="pic:...">`` in the rules' HTML."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, QUrl
from PySide6.QtGui import QImage, QPainter, QTextDocument

from rattus_desktop.shell.kit import art

Draw = Callable[[QPainter, QRectF], None]


def add_picture(doc: QTextDocument, key: str, width: int, height: int, draw: Draw,
                dpr: float = 2.0) -> str:
    """Draw ``draw`` into a ``width``×``height`` picture of ``doc``; its ``<img>`` tag."""
    img = QImage(int(width * dpr), int(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    img.setDevicePixelRatio(dpr)
    p = QPainter(img)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    draw(p, QRectF(0, 0, width, height))
    p.end()
    doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"pic:{key}"), img)
    return f'<img src="pic:{key}" width="{width}" height="{height}">'


def svg_picture(doc: QTextDocument, name: str, width: int, height: int,
                colour: str | None = None) -> str:
    """An art file (``assets/<name>``) as a picture of ``doc`` (empty if it is missing)."""
    if art.art_file(name) is None:
        return ""
    return add_picture(doc, name + (colour or ""), width, height,
                       art.svg_painter(name, colour))


def row(picture: str, text: str) -> str:
    """One entry of a rules list: its picture, then its words."""
    return (f'<tr><td style="padding:4px 10px 4px 0" valign="middle">{picture}</td>'
            f'<td valign="middle">{text}</td></tr>')


def table(rows: list[str]) -> str:
    return '<table cellspacing="0">' + "".join(rows) + "</table>"
