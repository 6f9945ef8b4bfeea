"""Read the region outlines out of the board SVG as QPainterPaths (for hit tests and glow)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QTransform

_TOKEN = re.compile(r"[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?")
_ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}


def parse_path(d: str) -> QPainterPath:
    """An SVG path's ``d`` attribute as a QPainterPath (arcs become straight lines)."""
    path = QPainterPath()
    tokens = _TOKEN.findall(d)
    i, cmd = 0, ""
    cur = QPointF(0, 0)
    start = QPointF(0, 0)
    last_ctrl: QPointF | None = None
    while i < len(tokens):
        if tokens[i].isalpha():
            cmd = tokens[i]
            i += 1
            if cmd in "Zz":
                path.closeSubpath()
                cur = QPointF(start)
                last_ctrl = None
                continue
        n = _ARGS[cmd.upper()]
        if n == 0 or i + n > len(tokens):
            break
        vals = [float(t) for t in tokens[i:i + n]]
        i += n
        cur, start, last_ctrl = _segment(path, cmd, vals, cur, start, last_ctrl)
        if cmd in "Mm":
            cmd = "L" if cmd == "M" else "l"
    return path


def _segment(path: QPainterPath, cmd: str, v: list[float], cur: QPointF, start: QPointF,
             last_ctrl: QPointF | None) -> tuple[QPointF, QPointF, QPointF | None]:
    rel = cmd.islower()
    up = cmd.upper()
    ox, oy = (cur.x(), cur.y()) if rel else (0.0, 0.0)

    def pt(k: int) -> QPointF:
        return QPointF(v[k] + ox, v[k + 1] + oy)

    if up == "M":
        p = pt(0)
        path.moveTo(p)
        return p, p, None
    if up in "LT":
        p = pt(0)
        path.lineTo(p)
        return p, start, None
    if up == "H":
        p = QPointF(v[0] + ox, cur.y())
        path.lineTo(p)
        return p, start, None
    if up == "V":
        p = QPointF(cur.x(), v[0] + oy)
        path.lineTo(p)
        return p, start, None
    if up == "C":
        c1, c2, p = pt(0), pt(2), pt(4)
        path.cubicTo(c1, c2, p)
        return p, start, c2
    if up == "S":
        c1 = _mirror(cur, last_ctrl)
        c2, p = pt(0), pt(2)
        path.cubicTo(c1, c2, p)
        return p, start, c2
    if up == "Q":
        c, p = pt(0), pt(2)
        path.quadTo(c, p)
        return p, start, c
    p = QPointF(v[5] + ox, v[6] + oy)  # A: approximated by a straight line
    path.lineTo(p)
    return p, start, None


def _mirror(cur: QPointF, ctrl: QPointF | None) -> QPointF:
    if ctrl is None:
        return QPointF(cur)
    return QPointF(2 * cur.x() - ctrl.x(), 2 * cur.y() - ctrl.y())


def _transform(text: str | None) -> QTransform:
    t = QTransform()
    if not text:
        return t
    for name, args in re.findall(r"(\w+)\s*\(([^)]*)\)", text):
        nums = [float(x) for x in re.split(r"[\s,]+", args.strip()) if x]
        step = QTransform()
        if name == "translate":
            step.translate(nums[0], nums[1] if len(nums) > 1 else 0.0)
        elif name == "scale":
            step.scale(nums[0], nums[1] if len(nums) > 1 else nums[0])
        elif name == "matrix" and len(nums) == 6:
            step = QTransform(nums[0], nums[1], nums[2], nums[3], nums[4], nums[5])
        elif name == "rotate":
            step.rotate(nums[0])
        t = step * t
    return t


def region_paths(svg: Path, prefix: str = "region-") -> dict[str, QPainterPath]:
    """Every ``<path id="region-<id>">`` of ``svg`` (with its groups' transforms)."""
    root = ET.parse(svg).getroot()
    out: dict[str, QPainterPath] = {}

    def walk(elem: ET.Element, t: QTransform) -> None:
        here = _transform(elem.get("transform")) * t
        ident = elem.get("id", "")
        if ident.startswith(prefix) and elem.get("d"):
            out[ident[len(prefix):]] = here.map(parse_path(elem.get("d", "")))
        for child in elem:
            walk(child, here)

    walk(root, QTransform())
    return out
