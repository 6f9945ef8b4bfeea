"""packaging/make_icons.py turns an SVG into valid .ico and .icns files."""

from __future__ import annotations

import struct
import subprocess
import sys

import make_icons

PNG = make_icons.PNG_SIGNATURE
SVG = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48">'
       '<rect x="4" y="4" width="56" height="40" rx="8" fill="#7b2d26"/></svg>')


def test_icons_from_any_svg(tmp_path):
    svg = tmp_path / "some.svg"
    svg.write_text(SVG)
    out = tmp_path / "icons"
    proc = subprocess.run([sys.executable, make_icons.__file__, str(svg), "--out", str(out)],
                          capture_output=True, text=True, timeout=120,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert proc.returncode == 0, proc.stderr

    ico = (out / "rattus-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bpp, length, offset = struct.unpack_from("<BBBBHHII", ico, 6 + 16 * i)
        assert (w, planes, bpp) == (h, 1, 32)
        assert ico[offset:offset + 8] == PNG and offset + length <= len(ico)
        assert struct.unpack(">II", ico[offset + 16:offset + 24]) == ((w or 256),) * 2
        sizes.append(w or 256)
    assert sizes == sorted(make_icons.ICO_SIZES) and min(sizes) == 16 and max(sizes) == 256

    icns = (out / "rattus-desktop.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    pos, kinds = 8, []
    while pos < len(icns):
        kind, length = icns[pos:pos + 4], struct.unpack(">I", icns[pos + 4:pos + 8])[0]
        assert icns[pos + 8:pos + 16] == PNG
        kinds.append(kind)
        pos += length
    assert pos == len(icns)
    assert {b"ic07", b"ic08", b"ic09", b"ic10"} <= set(kinds)

    png = (out / "rattus-desktop.png").read_bytes()
    assert png[:8] == PNG and struct.unpack(">II", png[16:24]) == (512, 512)


def test_missing_svg_is_a_clear_error(tmp_path):
    proc = subprocess.run([sys.executable, make_icons.__file__, str(tmp_path / "nope.svg"),
                           "--out", str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "nope.svg" in proc.stderr


def test_containers_pack_sizes():
    fake = {s: PNG + bytes([s % 251]) for s in (16, 256)}
    ico = make_icons.ico_bytes(fake)
    assert struct.unpack_from("<BB", ico, 6) == (16, 16)
    assert struct.unpack_from("<BB", ico, 22) == (0, 0)  # 256 is written as 0
