"""Build assets/board/africa.svg and africa-layout.toml (the Big Box's North Africa).

Run from the repository root:  python assets/tools/build_africa.py

The same drawing style as Europe (``build_board.py``, whose helpers this reuses): a
planar graph of junctions and wobbly hand-drawn edges, washes, relief and a frame.
The board is 1600 x 560 and is laid out directly below the European board (its
y = 0 is Europe's y = 1200). Africa's sea borders all lead to Europe, so their
arrows are not part of this picture: ``[sea_arrows]`` in the layout gives their end
points in the joined board's coordinates and the table draws them over the seam.
All art is original to this project.
"""

from __future__ import annotations

import os
import random
import sys
import tomllib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import build_board as bb  # noqa: E402
from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtGui import QPainterPath  # noqa: E402

ASSETS = bb.ASSETS
OUT = ASSETS / "board" / "africa.svg"
LAYOUT_OUT = ASSETS / "board" / "africa-layout.toml"
MAP_TOML = ASSETS.parent / "src" / "rattus_desktop" / "games" / "rattus" / "data" / \
    "rattus-africa-map.toml"
W, H = 1600, 560
OFFSET_Y = 1200  # where this board starts below Europe's 1600 x 1200
EDGE_Y = H - 16  # regions cropped by the bottom frame run a little under it
EDGE_X = W - 16

Pt = tuple[float, float]

J: dict[str, Pt] = {
    "maur_sw": (84, EDGE_Y),
    "maur_num_n": (452, 150),
    "maur_num_s": (430, EDGE_Y),
    "num_tri_n": (772, 196),
    "num_tri_s": (752, EDGE_Y),
    "tri_cyr_n": (1034, 322),
    "tri_cyr_s": (1052, EDGE_Y),
    "cyr_aeg_n": (1276, 236),
    "cyr_aeg_s": (1262, EDGE_Y),
    "aeg_ne": (EDGE_X, 216),
    "aeg_se": (EDGE_X, EDGE_Y),
}

EDGES: dict[str, tuple[str, list[Pt], str, str]] = {
    "maur_num": ("maur_num_n", [(468, 250), (440, 350), (452, 450)], "maur_num_s", "land"),
    "num_tri": ("num_tri_n", [(790, 300), (760, 400), (776, 470)], "num_tri_s", "land"),
    "tri_cyr": ("tri_cyr_n", [(1060, 400), (1040, 470)], "tri_cyr_s", "land"),
    "cyr_aeg": ("cyr_aeg_n", [(1296, 320), (1268, 420), (1284, 480)], "cyr_aeg_s", "land"),
    "c_maur": (
        "maur_sw",
        [(96, 480), (90, 420), (112, 360), (138, 300), (172, 250), (214, 206), (262, 170),
         (300, 150), (336, 160), (380, 146), (420, 156)],
        "maur_num_n",
        "coast",
    ),
    "c_num": ("maur_num_n", [(520, 140), (590, 132), (640, 112), (676, 140), (724, 170)],
              "num_tri_n", "coast"),
    "c_tri": ("num_tri_n", [(830, 204), (880, 222), (930, 252), (970, 300), (1004, 330)],
              "tri_cyr_n", "coast"),
    "c_cyr": ("tri_cyr_n", [(1070, 280), (1100, 230), (1150, 196), (1200, 186),
                            (1244, 210)], "cyr_aeg_n", "coast"),
    "c_aeg": ("cyr_aeg_n", [(1330, 240), (1380, 226), (1420, 200), (1462, 196),
                            (1500, 214), (1550, 220)], "aeg_ne", "coast"),
    "x_maur": ("maur_num_s", [], "maur_sw", "crop"),
    "x_num": ("num_tri_s", [], "maur_num_s", "crop"),
    "x_tri": ("tri_cyr_s", [], "num_tri_s", "crop"),
    "x_cyr": ("cyr_aeg_s", [], "tri_cyr_s", "crop"),
    "x_aeg_s": ("aeg_se", [], "cyr_aeg_s", "crop"),
    "x_aeg_e": ("aeg_ne", [], "aeg_se", "crop"),
}

REGIONS: dict[str, list[str]] = {
    "mauretania": ["c_maur", "maur_num", "x_maur"],
    "numidia": ["c_num", "num_tri", "x_num", "-maur_num"],
    "tripolitania": ["c_tri", "tri_cyr", "x_tri", "-num_tri"],
    "cyrenaica": ["c_cyr", "cyr_aeg", "x_cyr", "-tri_cyr"],
    "aegyptus": ["c_aeg", "x_aeg_e", "x_aeg_s", "-cyr_aeg"],
}

REGION_HSL: dict[str, tuple[float, float, float]] = {
    "mauretania": (28, 40, 70),
    "numidia": (88, 20, 68),
    "tripolitania": (40, 50, 74),
    "cyrenaica": (12, 30, 69),
    "aegyptus": (50, 46, 71),
}
RELIEF_KIND = {"mauretania": "mountains", "numidia": "hills", "tripolitania": "dunes",
               "cyrenaica": "hills", "aegyptus": "dunes"}

LAYOUT: dict[str, dict[str, object]] = {
    "mauretania": {"label": (300, 226), "tokens": [(180, 330), (250, 300), (320, 300)],
                   "pieces": (300, 410), "plague": (170, 430)},
    "numidia": {"label": (610, 190), "tokens": [(530, 270), (600, 260), (670, 260)],
                "pieces": (600, 380), "plague": (520, 460)},
    "tripolitania": {"label": (880, 330), "tokens": [(830, 395), (895, 395), (960, 395)],
                     "pieces": (920, 480), "plague": (820, 480)},
    "cyrenaica": {"label": (1175, 260), "tokens": [(1105, 340), (1168, 330), (1230, 335)],
                  "pieces": (1150, 430), "plague": (1235, 470)},
    "aegyptus": {"label": (1450, 270), "tokens": [(1360, 330), (1430, 330), (1500, 330)],
                 "pieces": (1420, 440), "plague": (1520, 440)},
}
# Arrows to Europe, in the joined board's coordinates (Africa at y + 1200):
# (a point in the African region's sea, a point in the European region's sea, bend)
SEA_ARROWS: dict[str, tuple[Pt, Pt]] = {
    "mauretania-hispania": ((250, 1355), (240, 1128)),
    "numidia-italia": ((600, 1318), (800, 1040)),
    "tripolitania-italia": ((850, 1396), (888, 1148)),
    "cyrenaica-bulgaria": ((1150, 1370), (1110, 1120)),
    "aegyptus-turcia": ((1420, 1382), (1420, 1150)),
}
COMPASS = (1460, 96, 42)
SHIPS = [(150, 84, 0.8, False), (1000, 130, 0.72, True)]


def _dunes(x: float, y: float, s: float) -> tuple[str, str]:
    f = bb.fmt
    line = (f"M{f(x - 22 * s)} {f(y + 5 * s)}q{f(11 * s)} {f(-13 * s)} {f(24 * s)} {f(-2 * s)}"
            f"q{f(8 * s)} {f(-9 * s)} {f(20 * s)} {f(2 * s)}")
    face = (f"M{f(x - 22 * s)} {f(y + 5 * s)}q{f(11 * s)} {f(-13 * s)} {f(24 * s)} {f(-2 * s)}"
            f"l{f(-10 * s)} {f(2 * s)}Z")
    return line, face


_glyph_europe = bb._glyph


def _glyph(kind: str, x: float, y: float, s: float) -> tuple[str, str]:
    return _dunes(x, y, s) if kind == "dunes" else _glyph_europe(kind, x, y, s)


def _use_africa() -> None:
    """Point the shared helpers of build_board at this board's geometry."""
    bb.W, bb.H = W, H
    bb.J, bb.EDGES, bb.REGIONS = J, EDGES, REGIONS
    bb.LAYOUT, bb.REGION_HSL, bb.RELIEF_KIND = LAYOUT, REGION_HSL, RELIEF_KIND
    bb.COMPASS = COMPASS
    bb.PALACE_RECT = (-4000, -4000, 1, 1)  # no palace on this board
    bb.AMP_EDGE = {"c_maur": 9.0}
    bb._glyph = _glyph


def build_regions() -> dict[str, list[bb.Seg]]:
    edges = bb.build_edges()
    regions: dict[str, list[bb.Seg]] = {}
    for rid, loop in REGIONS.items():
        segs: list[bb.Seg] = []
        for e in loop:
            part = bb.reverse(edges[e[1:]]) if e.startswith("-") else edges[e]
            if segs and segs[-1][3] != part[0][0]:
                raise SystemExit(f"{rid}: edge {e} does not continue the loop")
            segs.extend(part)
        if segs[-1][3] != segs[0][0]:
            raise SystemExit(f"{rid}: loop not closed")
        regions[rid] = segs
    return regions


def _defs(coast_d: str) -> list[str]:
    return [
        "<defs>",
        f'<path id="coastline" d="{coast_d}"/>',
        '<radialGradient id="sea-depth" cx="800" cy="0" r="900" gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#b7c6bb"/><stop offset="0.7" stop-color="#a3b5ab"/>'
        '<stop offset="1" stop-color="#8a9e95"/></radialGradient>',
        '<radialGradient id="stain"><stop offset="0" stop-color="#7a5530" stop-opacity="0.13"/>'
        '<stop offset="0.65" stop-color="#7a5530" stop-opacity="0.05"/>'
        '<stop offset="1" stop-color="#7a5530" stop-opacity="0"/></radialGradient>',
        '<radialGradient id="vignette" cx="800" cy="280" r="900" gradientUnits="userSpaceOnUse">'
        '<stop offset="0.55" stop-color="#4a3018" stop-opacity="0"/>'
        '<stop offset="1" stop-color="#4a3018" stop-opacity="0.30"/></radialGradient>',
        "</defs>",
    ]


def _sea(land: QPainterPath, rnd: random.Random) -> list[str]:
    out = ['<g id="sea">', f'<rect x="0" y="0" width="{W}" height="{H}" fill="url(#sea-depth)"/>']
    cx, cy, cr = COMPASS
    out.append(bb.rhumb_lines([(cx, cy), (560, 40)]))
    for width, colour, op in [(60, bb.SEA_LINE, 0.30), (57, "#a8b9af", 1),
                              (42, bb.SEA_LINE, 0.42), (39, "#adbdb3", 1),
                              (26, bb.SEA_LINE, 0.55), (23, "#b6c5ba", 1), (12, "#c5d1c4", 1)]:
        out.append(f'<use xlink:href="#coastline" fill="none" stroke="{colour}" '
                   f'stroke-opacity="{op}" stroke-width="{width}" stroke-linejoin="round" '
                   'stroke-linecap="round"/>')
    for _ in range(6):
        x, y = rnd.uniform(80, W - 80), rnd.uniform(60, 200)
        rx, ry = rnd.uniform(60, 200), rnd.uniform(30, 80)
        out.append(f'<ellipse cx="{bb.fmt(x)}" cy="{bb.fmt(y)}" rx="{bb.fmt(rx)}" '
                   f'ry="{bb.fmt(ry)}" fill="url(#stain)"/>')
    waves = "".join(bb.wave(x, y, rnd.uniform(0.8, 1.1)) for x, y in _wave_spots(land, rnd))
    out.append(f'<path id="waves" d="{waves}" fill="none" stroke="#5d6f68" stroke-width="1.7" '
               'stroke-linecap="round" stroke-opacity="0.75"/>')
    out += [bb.ship_svg(x, y, s, flip) for x, y, s, flip in SHIPS]
    out.append(bb.compass_svg(cx, cy, cr))
    out.append("</g>")
    return out


def _wave_spots(land: QPainterPath, rnd: random.Random) -> list[Pt]:
    from PySide6.QtCore import QRectF

    keep_out = [QRectF(x - 60, y - 70, 120, 100) for x, y, _, _ in SHIPS]
    cx, cy, cr = COMPASS
    keep_out.append(QRectF(cx - cr * 1.5, cy - cr * 1.6, cr * 3, cr * 3.1))
    spots: list[Pt] = []
    for gy in range(60, 260, 54):
        for gx in range(70, W - 50, 84):
            x = gx + rnd.uniform(-22, 22) + (42 if (gy // 54) % 2 else 0)
            y = gy + rnd.uniform(-12, 12)
            if not (bb.FRAME + 30 < x < W - bb.FRAME - 30 and y > bb.FRAME + 20):
                continue
            r = QRectF(x - 34, y - 22, 68, 44)
            if land.intersects(r) or any(k.intersects(r) for k in keep_out):
                continue
            if rnd.random() < 0.4:
                continue
            spots.append((x, y))
    return spots


def build() -> tuple[str, dict[str, QPainterPath]]:
    regions = build_regions()
    paths = {rid: bb.segs_to_qpath(segs) for rid, segs in regions.items()}
    land = QPainterPath()
    for p in paths.values():
        land = land.united(p)
    coast_d = "".join(bb.segs_to_d(s, close=False) for s in bb.coast_segs())
    border_d = "".join(bb.segs_to_d(s, close=False) for s in bb.land_border_segs())
    rnd = random.Random("africa")
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
           f'version="1.2" baseProfile="tiny" viewBox="0 0 {W} {H}" width="{W}" height="{H}">',
           "<title>Rattus Desktop: North Africa board (original art)</title>"]
    out += _defs(coast_d)
    out += _sea(land, rnd)
    out.append(f'<g id="regions" stroke="{bb.INK_SOFT}" stroke-width="1.6" '
               'stroke-linejoin="round">')
    for rid in LAYOUT:
        out.append(f'<path id="region-{rid}" d="{bb.segs_to_d(regions[rid])}" '
                   f'fill="{bb.region_fill(rid)}"/>')
    out.append("</g>")
    out.append('<g id="region-shading" stroke="none" fill-rule="evenodd">')
    for rid in LAYOUT:
        p = paths[rid]
        out.append(f'<g id="wash-{rid}" fill="{bb.region_edge(rid)}">')
        out.append(f'<path d="{bb.poly_d(bb.inset_ring(p, 1.0, 7.0))}" fill-opacity="0.55"/>')
        out.append(f'<path d="{bb.poly_d(bb.inset_ring(p, 7.0, 19.0))}" fill-opacity="0.2"/>')
        out.append("</g>")
    out.append("</g>")
    out.append(bb.relief_svg(paths))
    out.append('<g id="paper">')
    out.append(f'<rect x="0" y="0" width="{W}" height="{H}" fill="url(#vignette)"/>')
    out.append("</g>")
    out.append('<g id="borders" fill="none" stroke-linecap="round" stroke-linejoin="round">')
    out.append(f'<path d="{border_d}" stroke="{bb.INK}" stroke-opacity="0.22" stroke-width="7"/>')
    out.append(f'<path d="{border_d}" stroke="{bb.INK}" stroke-width="1.3"/>')
    out.append(f'<path d="{border_d}" stroke="{bb.INK}" stroke-width="3.4" '
               'stroke-dasharray="0.1 7.5"/>')
    out.append(f'<use xlink:href="#coastline" stroke="{bb.INK}" stroke-width="3"/>')
    out.append("</g>")
    out.append(bb.frame_svg())
    out.append("</svg>")
    return "\n".join(out) + "\n", paths


def topology_problems(paths: dict[str, QPainterPath]) -> list[str]:
    """Land neighbours of the data file share a border; other regions stay 20 px apart;
    every sea border has an arrow."""
    data = tomllib.loads(MAP_TOML.read_text(encoding="utf-8"))
    problems = []
    if set(data["regions"]) != set(LAYOUT):
        problems.append("region ids differ from the rules data")
    land = {frozenset((a, b)) for a, b, kind in data["borders"] if kind == "land"}
    ids = list(data["regions"])
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            touching = bb._stroked(paths[a], 3).intersects(paths[b])
            near = bb._stroked(paths[a], 40).intersects(paths[b])
            if frozenset((a, b)) in land and not touching:
                problems.append(f"{a}/{b} should share a border")
            if frozenset((a, b)) not in land and near:
                problems.append(f"{a}/{b} come within 20 px but are not neighbours")
    for a, b, kind in data["borders"]:
        if kind == "sea" and f"{a}-{b}" not in SEA_ARROWS:
            problems.append(f"missing sea arrow {a}-{b}")
    for key, (p1, _) in SEA_ARROWS.items():
        rid = key.split("-")[0]
        local = QPointF(p1[0], p1[1] - OFFSET_Y)
        if paths[rid].contains(local) or not bb._stroked(paths[rid], 120).contains(local):
            problems.append(f"sea arrow {key}: its start is not in the sea off {rid}")
    return problems


def layout_toml() -> str:
    def pt(p: Pt) -> str:
        return f"[{round(p[0])}, {round(p[1])}]"

    lines = [
        "# Rattus Desktop: where things go on assets/board/africa.svg (the Big Box's North",
        "# Africa, drawn below Europe at 5-6 players).",
        "# Generated by assets/tools/build_africa.py (edit LAYOUT there, then re-run).",
        f"# Coordinates are in the SVG's viewBox space: 0 0 {W} {H}, x right, y down,",
        "# except [sea_arrows], which are in the joined board's space (this board at",
        f"# y + {OFFSET_Y}). Reserved areas are checked as for europe-layout.toml.",
        "",
        "[board]",
        f"viewbox = [0, 0, {W}, {H}]",
        f"frame = {bb.FRAME}",
        f"offset = [0, {OFFSET_Y}]  # where it lies in the joined board",
        "",
        "[sea_arrows]",
    ]
    for key, (p1, p2) in SEA_ARROWS.items():
        lines.append(f'"{key}" = [{pt(p1)}, {pt(p2)}]')
    for rid, lay in LAYOUT.items():
        lines += [
            "",
            f"[regions.{rid}]",
            f"label = {pt(lay['label'])}",  # type: ignore[arg-type]
            "tokens = [" + ", ".join(pt(t) for t in lay["tokens"]) + "]",  # type: ignore[union-attr]
            f"pieces = {pt(lay['pieces'])}",  # type: ignore[arg-type]
            f"plague = {pt(lay['plague'])}",  # type: ignore[arg-type]
        ]
    return "\n".join(lines) + "\n"


def main() -> int:
    bb._app()
    _use_africa()
    svg, paths = build()
    problems = bb.check(paths, {}, None) + topology_problems(paths)
    OUT.write_text(svg, encoding="utf-8")
    LAYOUT_OUT.write_text(layout_toml(), encoding="utf-8")
    print(f"wrote {OUT} ({len(svg) // 1024} KiB) and {LAYOUT_OUT.name}")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    os._exit(code)
