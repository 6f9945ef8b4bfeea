"""Make the application icons (.ico, .icns, .png) from our own SVG with Qt.

    python packaging/make_icons.py [SVG] [--out DIR]

SVG defaults to ``assets/icons/app.svg``; DIR to ``build/icons``. Qt renders the
SVG at every size (QSvgRenderer into a transparent QImage); both containers are
written here, with PNG payloads, because Qt's own ICO and ICNS writers store a
single image only:

* ``rattus-desktop.ico``: 16, 20, 24, 32, 40, 48, 64, 128 and 256 px (Windows Vista+
  reads PNG entries; PyInstaller copies the file into the .exe's resources).
* ``rattus-desktop.icns``: icp4/icp5/icp6 (16/32/64), ic07..ic10 (128/256/512/1024)
  and the @2x types ic11..ic14 (macOS 10.7+).
* ``rattus-desktop.png``: 512 px, for Linux desktop files and the window icon.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SVG = ROOT / "assets" / "icons" / "app.svg"
DEFAULT_OUT = ROOT / "build" / "icons"
NAME = "rattus-desktop"

ICO_SIZES: tuple[int, ...] = (16, 20, 24, 32, 40, 48, 64, 128, 256)
# ICNS element type -> pixel size (all PNG-encoded).
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64),
    (b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024),
    (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO container holding one PNG entry per size (sizes up to 256)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, payload = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + entries + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS container: 'icns' + total length, then (type, length, PNG) elements."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = pngs[size]
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_pngs(svg: Path, sizes: set[int]) -> dict[int, bytes]:
    """PNG bytes of ``svg`` rendered square at each size (aspect kept, centred)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG")
    view = renderer.viewBoxF()
    aspect = view.width() / view.height() if view.height() > 0 else 1.0
    out: dict[int, bytes] = {}
    for size in sorted(sizes):
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        w, h = (size, size / aspect) if aspect >= 1 else (size * aspect, size)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF((size - w) / 2, (size - h) / 2, w, h))
        painter.end()
        buf = QByteArray()
        dev = QBuffer(buf)
        dev.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(dev, "PNG"):
            raise RuntimeError(f"could not encode the {size} px PNG")
        dev.close()
        out[size] = bytes(buf.data())
    return out


def make_icons(svg: Path, out_dir: Path) -> dict[str, Path]:
    """Write NAME.ico, NAME.icns and NAME.png into ``out_dir``; return them by suffix."""
    if not svg.is_file():
        raise FileNotFoundError(f"icon source {svg} not found")
    sizes = set(ICO_SIZES) | {s for _, s in ICNS_TYPES}
    pngs = render_pngs(svg, sizes)
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = {"ico": out_dir / f"{NAME}.ico", "icns": out_dir / f"{NAME}.icns",
             "png": out_dir / f"{NAME}.png"}
    paths["ico"].write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    paths["icns"].write_bytes(icns_bytes(pngs))
    paths["png"].write_bytes(pngs[512])
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("svg", nargs="?", type=Path, default=DEFAULT_SVG)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    try:
        paths = make_icons(args.svg, args.out)
    except (FileNotFoundError, ValueError) as exc:
        print(f"make_icons: {exc}", file=sys.stderr)
        return 2
    for path in paths.values():
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
