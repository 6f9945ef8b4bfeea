"""Build assets/board/europe.svg from the hand-placed geometry below.

Run from the repository root:  python assets/tools/build_board.py

The map is a planar graph: junction points where three areas meet, and edges
(polylines) between them.  Each region is a closed loop of edges, so two
neighbouring regions share exactly the same border curve.  Edges get a
deterministic hand-drawn wobble and are smoothed into cubic Bezier curves.
All art is original to this project.
"""

from __future__ import annotations

import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtGui import QGuiApplication, QPainterPath, QPainterPathStroker  # noqa: E402

# PySide6 6.12 on Python 3.11 drops one reference to None on every call of a
# void C++ method (QPainterPath.cubicTo, ...); after a few thousand calls Python
# aborts with "deallocating None".  Holding extra references keeps it alive.
_NONE_GUARD = [None] * 2_000_000

ASSETS = Path(__file__).resolve().parent.parent
OUT = ASSETS / "board" / "europe.svg"

W, H = 1600, 1200
FRAME = 28  # inner edge of the decorative frame
EDGE_X = 1584  # regions cropped by the frame run a little under it

Pt = tuple[float, float]

# ---------------------------------------------------------------- junctions
J: dict[str, Pt] = {
    "gal_ger_sea": (585, 480),
    "ger_sca_w": (645, 447),
    "ger_sca_e": (727, 442),
    "ger_pol_sea": (872, 458),
    "ger_pol_hun": (850, 616),
    "ger_ita_hun": (782, 708),
    "gal_ger_ita": (606, 728),
    "gal_ita_sea": (600, 810),
    "gal_his_med": (482, 862),
    "gal_his_atl": (292, 838),
    "ita_hun_sea": (838, 752),
    "hun_bul_sea": (936, 820),
    "hun_bul_tar": (1140, 800),
    "hun_pol_tar": (1196, 620),
    "pol_rus_tar": (1215, 512),
    "pol_rus_sea": (1018, 406),
    "sca_rus_sea": (1014, 300),
    "sca_rus_arc": (1000, 62),
    "bul_tar_sea": (1236, 852),
    "bul_tur_blk": (1250, 952),
    "bul_tur_aeg": (1198, 1002),
    "rus_tar_e": (EDGE_X, 470),
    "tar_blk_e": (EDGE_X, 800),
    "tur_blk_e": (EDGE_X, 915),
    "tur_med_e": (EDGE_X, 1122),
    "rus_arc_e": (EDGE_X, 262),
}

# ---------------------------------------------------------------- edges
# name: (start junction, [inner points], end junction, kind)
# kind: "land" border, "coast", or "crop" (straight, under the frame)
EDGES: dict[str, tuple[str, list[Pt], str, str]] = {
    # land borders
    "gal_ger": ("gal_ger_sea", [(592, 560), (618, 642)], "gal_ger_ita", "land"),
    "gal_ita": ("gal_ger_ita", [(606, 770)], "gal_ita_sea", "land"),
    "gal_his": ("gal_his_atl", [(340, 852), (402, 846)], "gal_his_med", "land"),
    "ger_ita": ("gal_ger_ita", [(690, 702)], "ger_ita_hun", "land"),
    "ger_sca": ("ger_sca_w", [(686, 450)], "ger_sca_e", "land"),
    "ger_pol": ("ger_pol_sea", [(864, 540)], "ger_pol_hun", "land"),
    "ger_hun": ("ger_pol_hun", [(808, 664)], "ger_ita_hun", "land"),
    "ita_hun": ("ger_ita_hun", [(815, 734)], "ita_hun_sea", "land"),
    "sca_rus": ("sca_rus_arc", [(1020, 140), (996, 220)], "sca_rus_sea", "land"),
    "hun_pol": ("hun_pol_tar", [(1090, 628), (985, 604), (905, 614)], "ger_pol_hun", "land"),
    "hun_bul": ("hun_bul_sea", [(1000, 806), (1060, 812)], "hun_bul_tar", "land"),
    "hun_tar": ("hun_bul_tar", [(1182, 715)], "hun_pol_tar", "land"),
    "pol_rus": ("pol_rus_sea", [(1104, 452)], "pol_rus_tar", "land"),
    "pol_tar": ("pol_rus_tar", [(1202, 575)], "hun_pol_tar", "land"),
    "bul_tur": ("bul_tur_blk", [(1222, 980)], "bul_tur_aeg", "land"),
    "bul_tar": ("hun_bul_tar", [(1186, 830)], "bul_tar_sea", "land"),
    "rus_tar": (
        "pol_rus_tar",
        [(1290, 498), (1360, 490), (1430, 502), (1500, 480)],
        "rus_tar_e",
        "land",
    ),
    # coasts
    "c_gal_atl": (
        "gal_ger_sea",
        [(545, 528), (478, 574), (412, 612), (362, 622), (338, 614), (326, 642), (275, 640),
         (235, 648), (196, 662), (222, 688), (268, 700), (290, 735), (302, 790)],
        "gal_his_atl",
        "coast",
    ),
    "c_gal_med": ("gal_his_med", [(530, 836), (570, 830)], "gal_ita_sea", "coast"),
    "c_his": (
        "gal_his_atl",
        [(240, 842), (170, 830), (118, 826), (96, 848), (108, 880), (98, 930), (92, 990),
         (108, 1010), (100, 1050), (120, 1080), (180, 1090), (240, 1112), (282, 1128),
         (320, 1110), (370, 1100), (410, 1060), (430, 1010), (462, 985), (470, 950),
         (500, 915), (520, 890)],
        "gal_his_med",
        "coast",
    ),
    "c_ita": (
        "gal_ita_sea",
        [(630, 835), (662, 848), (695, 880), (724, 922), (752, 962), (786, 998), (822, 1030),
         (850, 1060), (866, 1100), (878, 1130), (900, 1125), (905, 1090), (920, 1062),
         (948, 1050), (975, 1042), (992, 1030), (980, 1000), (955, 985), (935, 960),
         (945, 935), (915, 920), (895, 890), (875, 850), (860, 800)],
        "ita_hun_sea",
        "coast",
    ),
    "c_hun": ("ita_hun_sea", [(880, 772)], "hun_bul_sea", "coast"),
    "c_bul_w": (
        "bul_tur_aeg",
        [(1176, 1026), (1160, 1066), (1122, 1106), (1064, 1096), (1068, 1030), (1060, 985),
         (1045, 930), (990, 860)],
        "hun_bul_sea",
        "coast",
    ),
    "c_bul_blk": ("bul_tar_sea", [(1246, 886), (1240, 920)], "bul_tur_blk", "coast"),
    "c_ger_n": ("gal_ger_sea", [(615, 462)], "ger_sca_w", "coast"),
    "c_ger_b": ("ger_sca_e", [(770, 456), (810, 452)], "ger_pol_sea", "coast"),
    "c_pol_b": ("ger_pol_sea", [(905, 450), (950, 426), (990, 414)], "pol_rus_sea", "coast"),
    "c_rus_b": ("pol_rus_sea", [(1034, 392), (1045, 350), (1030, 315)], "sca_rus_sea", "coast"),
    "c_sca_b": (
        "ger_sca_e",
        [(745, 420), (765, 370), (775, 310), (790, 250), (800, 190), (820, 145), (850, 160),
         (870, 220), (900, 270), (950, 295)],
        "sca_rus_sea",
        "coast",
    ),
    "c_sca_n": (
        "sca_rus_arc",
        [(930, 55), (850, 50), (760, 55), (690, 75), (630, 110), (580, 170), (545, 240),
         (540, 300), (575, 350), (600, 395), (615, 425)],
        "ger_sca_w",
        "coast",
    ),
    "c_rus_n": (
        "sca_rus_arc",
        [(1050, 58), (1100, 70), (1150, 68), (1190, 95), (1175, 130), (1150, 160),
         (1160, 200), (1200, 210), (1230, 180), (1260, 200), (1300, 235), (1360, 250),
         (1420, 262), (1500, 250)],
        "rus_arc_e",
        "coast",
    ),
    "c_tar": (
        "tar_blk_e",
        [(1530, 790), (1480, 800), (1440, 788), (1400, 802), (1375, 800), (1355, 826),
         (1325, 852), (1300, 842), (1284, 826), (1262, 828)],
        "bul_tar_sea",
        "coast",
    ),
    "c_tur_blk": (
        "bul_tur_blk",
        [(1292, 930), (1330, 920), (1365, 924), (1400, 904), (1460, 912), (1530, 904)],
        "tur_blk_e",
        "coast",
    ),
    "c_tur_med": (
        "tur_med_e",
        [(1520, 1125), (1470, 1138), (1420, 1140), (1370, 1122), (1320, 1132), (1282, 1110),
         (1256, 1075), (1250, 1040), (1262, 1022), (1236, 1010)],
        "bul_tur_aeg",
        "coast",
    ),
    # straight edges hidden under the frame
    "x_rus": ("rus_arc_e", [], "rus_tar_e", "crop"),
    "x_tar": ("rus_tar_e", [], "tar_blk_e", "crop"),
    "x_tur": ("tur_blk_e", [], "tur_med_e", "crop"),
}

ANGLIA: list[Pt] = [
    (280 + (x - 300) * 1.25, y - 36)
    for x, y in [
        (228, 148), (282, 142), (300, 165), (290, 200), (318, 232), (335, 262), (312, 290),
        (338, 318), (368, 360), (392, 402), (402, 440), (440, 462), (452, 500), (430, 528),
        (448, 548), (400, 566), (340, 572), (290, 580), (240, 590), (190, 604), (214, 580),
        (250, 560), (222, 540), (205, 510), (225, 482), (248, 470), (236, 440), (225, 410),
        (245, 378), (218, 350), (190, 330), (205, 300), (180, 278), (195, 250), (172, 228),
        (190, 200), (200, 170),
    ]
]

# region: list of edge names; a leading "-" walks the edge backwards
REGIONS: dict[str, list[str]] = {
    "gallia": ["gal_ger", "gal_ita", "-c_gal_med", "-gal_his", "-c_gal_atl"],
    "hispania": ["gal_his", "-c_his"],
    "germania": ["c_ger_n", "ger_sca", "c_ger_b", "ger_pol", "ger_hun", "-ger_ita", "-gal_ger"],
    "italia": ["ger_ita", "ita_hun", "-c_ita", "-gal_ita"],
    "scandia": ["c_sca_b", "-sca_rus", "c_sca_n", "ger_sca"],
    "polonia": ["-c_pol_b", "ger_pol", "-hun_pol", "-pol_tar", "-pol_rus"],
    "hungaria": ["ita_hun", "c_hun", "hun_bul", "hun_tar", "hun_pol", "ger_hun"],
    "russia": ["pol_rus", "rus_tar", "-x_rus", "-c_rus_n", "sca_rus", "-c_rus_b"],
    "tartaria": ["-rus_tar", "pol_tar", "-hun_tar", "bul_tar", "-c_tar", "-x_tar"],
    "bulgaria": ["hun_bul", "bul_tar", "c_bul_blk", "bul_tur", "c_bul_w"],
    "turcia": ["-bul_tur", "c_tur_blk", "x_tur", "c_tur_med"],
}

# ---------------------------------------------------------------- geometry helpers
Seg = tuple[Pt, Pt, Pt, Pt]  # cubic Bezier: start, c1, c2, end


def _densify(pts: list[Pt], step: float) -> list[Pt]:
    out: list[Pt] = [pts[0]]
    for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
        n = max(1, round(math.hypot(x1 - x0, y1 - y0) / step))
        for i in range(1, n + 1):
            t = i / n
            out.append((x0 + (x1 - x0) * t, y0 + (y1 - y0) * t))
    return out


def _smooth(pts: list[Pt], passes: int) -> list[Pt]:
    """Chaikin-like relaxation that keeps the two end points fixed."""
    for _ in range(passes):
        new = [pts[0]]
        for a, b, c in zip(pts, pts[1:], pts[2:], strict=False):
            new.append(((a[0] + 2 * b[0] + c[0]) / 4, (a[1] + 2 * b[1] + c[1]) / 4))
        new.append(pts[-1])
        pts = new
    return pts


def _value_noise(rnd: random.Random, total: float, wl: float, closed: bool):  # noqa: ANN202
    """1-D value noise along an arc of length `total` with knots every ~wl."""
    k = max(2, round(total / wl))
    vals = [rnd.uniform(-1, 1) for _ in range(k + 1)]
    if closed:
        vals[-1] = vals[0]

    def f(s: float) -> float:
        u = s / total * k
        i = min(int(u), k - 1)
        t = u - i
        t = t * t * (3 - 2 * t)
        return vals[i] * (1 - t) + vals[i + 1] * t

    return f


def wobble(pts: list[Pt], seed: str, amp: float, closed: bool = False) -> list[Pt]:
    """Hand-drawn wobble: smooth the key points, then add layered sine noise along
    the normal.  End points stay put (they are junctions shared by 3 areas)."""
    rnd = random.Random(seed)
    if closed:
        pts = pts + [pts[0]]
    dense = _densify(pts, 6.0)
    if closed:
        # relax cyclically
        for _ in range(3):
            n = len(dense) - 1
            ring = dense[:-1]
            ring = [
                ((ring[i - 1][0] + 2 * ring[i][0] + ring[(i + 1) % n][0]) / 4,
                 (ring[i - 1][1] + 2 * ring[i][1] + ring[(i + 1) % n][1]) / 4)
                for i in range(n)
            ]
            dense = ring + [ring[0]]
    else:
        dense = _smooth(dense, 3)
    # arc length
    s = [0.0]
    for a, b in zip(dense, dense[1:], strict=False):
        s.append(s[-1] + math.hypot(b[0] - a[0], b[1] - a[1]))
    total = s[-1] or 1.0
    octaves = [(110.0, 1.0), (46.0, 0.6), (19.0, 0.4), (9.0, 0.22)]
    noise = [_value_noise(rnd, total, wl, closed) for wl, _ in octaves]
    out: list[Pt] = []
    n = len(dense)
    for i, (x, y) in enumerate(dense):
        a = dense[max(0, i - 1)]
        b = dense[min(n - 1, i + 1)]
        if closed and i in (0, n - 1):
            a, b = dense[n - 2], dense[1]
        dx, dy = b[0] - a[0], b[1] - a[1]
        ln = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / ln, dx / ln
        if closed:
            env = 1.0
        else:
            t = s[i] / total
            env = min(1.0, 8.0 * t * (1 - t)) if 0 < t < 1 else 0.0
        d = sum(w * f(s[i]) for (_, w), f in zip(octaves, noise, strict=False))
        out.append((x + nx * d * amp * env, y + ny * d * amp * env))
    # resample to ~14 px spacing for compact Bezier output
    keep = [out[0]]
    acc = 0.0
    for a, b in zip(out, out[1:], strict=False):
        acc += math.hypot(b[0] - a[0], b[1] - a[1])
        if acc >= 13.0:
            keep.append(b)
            acc = 0.0
    if keep[-1] != out[-1]:
        if len(keep) > 1 and math.hypot(keep[-1][0] - out[-1][0], keep[-1][1] - out[-1][1]) < 6:
            keep[-1] = out[-1]
        else:
            keep.append(out[-1])
    if closed:
        keep[-1] = keep[0]
    return keep


def catmull(pts: list[Pt], closed: bool = False) -> list[Seg]:
    segs: list[Seg] = []
    n = len(pts)
    for i in range(n - 1):
        if closed:
            m = n - 1  # pts[-1] == pts[0]
            p0 = pts[(i - 1) % m]
            p3 = pts[(i + 2) % m]
        else:
            p0 = pts[max(0, i - 1)]
            p3 = pts[min(n - 1, i + 2)]
        p1, p2 = pts[i], pts[i + 1]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        segs.append((p1, c1, c2, p2))
    return segs


def straight(a: Pt, b: Pt) -> list[Seg]:
    return [(a, a, b, b)]


def reverse(segs: list[Seg]) -> list[Seg]:
    return [(d, c, b, a) for (a, b, c, d) in reversed(segs)]


def fmt(v: float) -> str:
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def segs_to_d(segs: list[Seg], close: bool = True) -> str:
    out = [f"M{fmt(segs[0][0][0])} {fmt(segs[0][0][1])}"]
    for _, c1, c2, p in segs:
        out.append(
            f"C{fmt(c1[0])} {fmt(c1[1])} {fmt(c2[0])} {fmt(c2[1])} {fmt(p[0])} {fmt(p[1])}"
        )
    if close:
        out.append("Z")
    return "".join(out)


def segs_to_qpath(segs: list[Seg]) -> QPainterPath:
    p = QPainterPath()
    p.moveTo(QPointF(*segs[0][0]))
    for _, c1, c2, e in segs:
        p.cubicTo(QPointF(*c1), QPointF(*c2), QPointF(*e))
    p.closeSubpath()
    return p


def round_segs(segs: list[Seg]) -> list[Seg]:
    """Round to the precision written to the SVG so checks see the same shape."""
    def r(p: Pt) -> Pt:
        return (round(p[0], 1), round(p[1], 1))
    return [(r(a), r(b), r(c), r(d)) for a, b, c, d in segs]


AMP = {"land": 4.5, "coast": 7.0, "crop": 0.0}
AMP_EDGE = {"c_sca_n": 11.0, "c_rus_n": 9.0}


def build_edges() -> dict[str, list[Seg]]:
    out: dict[str, list[Seg]] = {}
    for name, (a, inner, b, kind) in EDGES.items():
        pts = [J[a], *inner, J[b]]
        if kind == "crop":
            out[name] = round_segs(straight(J[a], J[b]))
        else:
            out[name] = round_segs(catmull(wobble(pts, name, AMP_EDGE.get(name, AMP[kind]))))
    return out


def build_regions() -> dict[str, list[Seg]]:
    edges = build_edges()
    regions: dict[str, list[Seg]] = {}
    for rid, loop in REGIONS.items():
        segs: list[Seg] = []
        for e in loop:
            part = reverse(edges[e[1:]]) if e.startswith("-") else edges[e]
            if segs and segs[-1][3] != part[0][0]:
                raise SystemExit(f"{rid}: edge {e} does not continue the loop")
            segs.extend(part)
        if segs[-1][3] != segs[0][0]:
            raise SystemExit(f"{rid}: loop not closed")
        regions[rid] = segs
    regions["anglia"] = round_segs(catmull(wobble(ANGLIA, "anglia", 7.0, closed=True), True))
    return regions


def coast_segs() -> list[list[Seg]]:
    """Every coastline piece (for water lines and the coast stroke)."""
    edges = build_edges()
    return [edges[n] for n, e in EDGES.items() if e[3] == "coast"]


def land_border_segs() -> list[list[Seg]]:
    edges = build_edges()
    return [edges[n] for n, e in EDGES.items() if e[3] == "land"]


def _app() -> QGuiApplication:
    return QGuiApplication.instance() or QGuiApplication(sys.argv[:1])


def inset_ring(path: QPainterPath, d_out: float, d_in: float) -> QPainterPath:
    """The band of `path` lying between d_out and d_in inside its outline."""
    def erode(p: QPainterPath, d: float) -> QPainterPath:
        if d <= 0:
            return p
        st = QPainterPathStroker()
        st.setWidth(2 * d)
        return p.subtracted(st.createStroke(p))
    return erode(path, d_out).subtracted(erode(path, d_in))


# ---------------------------------------------------------------- styling
def hsl(h: float, s: float, light: float) -> str:
    import colorsys

    r, g, b = colorsys.hls_to_rgb(h / 360, light / 100, s / 100)
    return f"#{round(r * 255):02x}{round(g * 255):02x}{round(b * 255):02x}"


# hue, saturation, lightness of each region's wash (muted, neighbours contrast)
REGION_HSL: dict[str, tuple[float, float, float]] = {
    "anglia": (350, 30, 73),
    "scandia": (72, 24, 67),
    "gallia": (42, 52, 74),
    "hispania": (17, 38, 67),
    "germania": (105, 17, 65),
    "italia": (328, 20, 71),
    "hungaria": (262, 15, 70),
    "polonia": (50, 44, 73),
    "russia": (22, 28, 69),
    "tartaria": (145, 15, 67),
    "bulgaria": (33, 44, 69),
    "turcia": (355, 28, 65),
}

INK = "#3b2a1e"
INK_SOFT = "#5a4330"
SEA = "#a7b8b0"
SEA_LINE = "#6f8580"
PARCHMENT = "#efe2c2"


def region_fill(rid: str) -> str:
    return hsl(*REGION_HSL[rid])


def region_edge(rid: str) -> str:
    h, s, light = REGION_HSL[rid]
    return hsl(h, min(60, s + 14), light - 22)


def poly_d(path: QPainterPath, tol: float = 0.8) -> str:
    """Polygon path data of a (flattened) QPainterPath, lightly simplified."""
    out = []
    for poly in path.toSubpathPolygons():
        pts = [(p.x(), p.y()) for p in poly]
        if len(pts) < 4:
            continue
        pts = _rdp(pts, tol)
        if len(pts) < 4:
            continue
        out.append("M" + "L".join(f"{fmt(x)} {fmt(y)}" for x, y in pts[:-1]) + "Z")
    return "".join(out)


def _rdp(pts: list[Pt], eps: float) -> list[Pt]:
    if len(pts) < 3:
        return pts
    (x0, y0), (x1, y1) = pts[0], pts[-1]
    dx, dy = x1 - x0, y1 - y0
    ln = math.hypot(dx, dy)
    best, idx = -1.0, 0
    for i in range(1, len(pts) - 1):
        px, py = pts[i]
        if ln < 1e-9:
            d = math.hypot(px - x0, py - y0)
        else:
            d = abs(dy * px - dx * py + x1 * y0 - y1 * x0) / ln
        if d > best:
            best, idx = d, i
    if best <= eps:
        return [pts[0], pts[-1]]
    return _rdp(pts[: idx + 1], eps)[:-1] + _rdp(pts[idx:], eps)


# ---------------------------------------------------------------- layout
# Hand-placed (with help of a small clearance optimiser) in board coordinates.
# Reserved sizes that check() verifies: label box 150x34, pieces box 92x92,
# token circle r=28, plague circle r=30, each at least 4 px inside its region.
LAYOUT: dict[str, dict[str, object]] = {
    "anglia": {"label": (292, 379), "tokens": [(210, 178), (212, 261), (269, 312)],
               "pieces": (344, 461), "plague": (248, 474)},
    "scandia": {"label": (832, 96), "tokens": [(627, 218), (650, 300), (675, 372)],
                "pieces": (938, 178), "plague": (705, 172)},
    "gallia": {"label": (475, 725), "tokens": [(360, 782), (436, 792), (512, 785)],
               "pieces": (531, 643), "plague": (345, 705)},
    "hispania": {"label": (220, 904), "tokens": [(170, 990), (259, 970), (353, 1030)],
                 "pieces": (371, 931), "plague": (276, 1047)},
    "germania": {"label": (749, 496), "tokens": [(640, 530), (668, 584), (671, 649)],
                 "pieces": (766, 569), "plague": (749, 654)},
    "italia": {"label": (710, 751), "tokens": [(775, 925), (844, 928), (854, 997)],
               "pieces": (778, 833), "plague": (924, 1015)},
    "hungaria": {"label": (959, 649), "tokens": [(886, 714), (949, 755), (1010, 708)],
                 "pieces": (1112, 683), "plague": (1048, 769)},
    "polonia": {"label": (1008, 464), "tokens": [(902, 508), (980, 525), (1048, 555)],
                "pieces": (1140, 561), "plague": (926, 571)},
    "russia": {"label": (1286, 322), "tokens": [(1188, 392), (1270, 405), (1345, 425)],
               "pieces": (1452, 382), "plague": (1110, 310)},
    "tartaria": {"label": (1377, 551), "tokens": [(1288, 652), (1372, 698), (1403, 622)],
                 "pieces": (1504, 655), "plague": (1250, 730)},
    "bulgaria": {"label": (1066, 835), "tokens": [(1064, 890), (1126, 902), (1188, 894)],
                 "pieces": (1122, 983), "plague": (1102, 1064)},
    "turcia": {"label": (1379, 963), "tokens": [(1309, 1021), (1387, 1020), (1414, 1082)],
               "pieces": (1504, 1051), "plague": (1341, 1082)},
}
LABEL_BOX = (150, 34)
PIECES_BOX = (92, 92)
TOKEN_R = 28
PLAGUE_R = 30
PALACE_RECT = (1338, 46, 220, 160)
COMPASS = (112, 742, 58)  # centre x, y, radius
# sea border: a point inside each region; the arrow runs between the coasts
SEA_ANCHORS: dict[str, tuple[Pt, Pt, float]] = {
    "anglia-gallia": ((330, 540), (385, 662), -0.28),
    "anglia-scandia": ((352, 300), (600, 250), 0.22),
    "hispania-italia": ((440, 990), (770, 962), 0.2),
    "scandia-polonia": ((740, 380), (935, 472), -0.25),
    "turcia-tartaria": ((1420, 965), (1410, 760), -0.3),
}


def _coast_point(path_a: QPainterPath, a: Pt, b: Pt, back: float) -> Pt:
    """Walk from a (inside path_a) towards b; return the point `back` px past the
    coast, out in the water."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    ln = math.hypot(dx, dy)
    ux, uy = dx / ln, dy / ln
    t = 0.0
    while t < ln and path_a.contains(QPointF(a[0] + ux * t, a[1] + uy * t)):
        t += 0.5
    t += back
    return (round(a[0] + ux * t), round(a[1] + uy * t))


def sea_arrows(paths: dict[str, QPainterPath]) -> dict[str, tuple[Pt, Pt, float]]:
    out = {}
    for key, (a, b, bend) in SEA_ANCHORS.items():
        ra, rb = key.split("-")
        p1 = _coast_point(paths[ra], a, b, -4)
        p2 = _coast_point(paths[rb], b, a, -4)
        out[key] = (p1, p2, bend)
    return out


def _arrow_geometry(p1: Pt, p2: Pt, bend: float) -> tuple[Pt, Pt, Pt, Pt]:
    """Quadratic curve p1 -> p2 bulging sideways by bend * length, shortened at
    both ends for the heads. Returns (start, control, end, unit normal)."""
    mx, my = (p1[0] + p2[0]) / 2, (p1[1] + p2[1]) / 2
    dx, dy = p2[0] - p1[0], p2[1] - p1[1]
    ln = math.hypot(dx, dy)
    nx, ny = -dy / ln, dx / ln
    c = (mx + nx * bend * ln, my + ny * bend * ln)
    return p1, c, p2, (nx, ny)


def _head(tip: Pt, frm: Pt, size: float) -> str:
    dx, dy = tip[0] - frm[0], tip[1] - frm[1]
    ln = math.hypot(dx, dy)
    ux, uy = dx / ln, dy / ln
    nx, ny = -uy, ux
    bx, by = tip[0] - ux * size, tip[1] - uy * size
    w = size * 0.62
    nb = (tip[0] - ux * size * 0.72, tip[1] - uy * size * 0.72)
    pts = [tip, (bx + nx * w, by + ny * w), nb, (bx - nx * w, by - ny * w)]
    return "M" + "L".join(f"{fmt(x)} {fmt(y)}" for x, y in pts) + "Z"


def arrow_svg(key: str, p1: Pt, p2: Pt, bend: float) -> str:
    a, c, b, _ = _arrow_geometry(p1, p2, bend)

    def q(t: float) -> Pt:
        u = 1 - t
        return (u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
                u * u * a[1] + 2 * u * t * c[1] + t * t * b[1])

    # shaft stops inside the heads
    s0, s1 = 0.08, 0.92
    pts = [q(s0 + (s1 - s0) * i / 24) for i in range(25)]
    shaft = "M" + "L".join(f"{fmt(x)} {fmt(y)}" for x, y in pts)
    size = min(24.0, 0.2 * math.hypot(b[0] - a[0], b[1] - a[1]))
    h1 = _head(a, q(0.12), size)
    h2 = _head(b, q(0.88), size)
    return (
        f'<g id="sea-{key}">'
        f'<path d="{shaft}" fill="none" stroke="{INK}" stroke-width="9" stroke-linecap="round"/>'
        f'<path d="{shaft}" fill="none" stroke="#f4e8c8" stroke-width="4.2" '
        f'stroke-linecap="round" stroke-dasharray="9 5"/>'
        f'<path d="{h1}{h2}" fill="#8e2a1c" stroke="{INK}" stroke-width="2.6" '
        f'stroke-linejoin="round"/>'
        "</g>"
    )


# ---------------------------------------------------------------- sea decoration
def compass_svg(cx: float, cy: float, r: float) -> str:
    parts = [f'<g id="compass-rose" transform="translate({fmt(cx)} {fmt(cy)})">']
    parts.append(f'<circle r="{fmt(r * 1.02)}" fill="#e9dcba" fill-opacity="0.55" '
                 f'stroke="{INK}" stroke-width="1.6"/>')
    parts.append(f'<circle r="{fmt(r * 0.9)}" fill="none" stroke="{INK}" stroke-width="0.9"/>')
    # tick marks
    ticks = []
    for i in range(32):
        a = i * math.pi / 16
        r0 = r * (0.9 if i % 2 else 0.82)
        ticks.append(f"M{fmt(math.cos(a) * r0)} {fmt(math.sin(a) * r0)}"
                     f"L{fmt(math.cos(a) * r * 0.9)} {fmt(math.sin(a) * r * 0.9)}")
    parts.append(f'<path d="{"".join(ticks)}" stroke="{INK}" stroke-width="1"/>')

    def star(n_len: float, w: float, angle0: float, light: str, dark: str) -> None:
        for i in range(4):
            a = angle0 + i * math.pi / 2
            tip = (math.cos(a) * n_len, math.sin(a) * n_len)
            lft = (math.cos(a - math.pi / 2) * w, math.sin(a - math.pi / 2) * w)
            rr = (math.cos(a + math.pi / 2) * w, math.sin(a + math.pi / 2) * w)
            parts.append(
                f'<path d="M0 0L{fmt(lft[0])} {fmt(lft[1])}L{fmt(tip[0])} {fmt(tip[1])}Z" '
                f'fill="{light}" stroke="{INK}" stroke-width="1" stroke-linejoin="round"/>'
            )
            parts.append(
                f'<path d="M0 0L{fmt(rr[0])} {fmt(rr[1])}L{fmt(tip[0])} {fmt(tip[1])}Z" '
                f'fill="{dark}" stroke="{INK}" stroke-width="1" stroke-linejoin="round"/>'
            )

    star(r * 0.62, r * 0.09, math.pi / 4 + math.pi / 8 * 0, "#efe2c2", "#8a6a48")
    star(r * 0.62, r * 0.09, math.pi / 8, "#efe2c2", "#8a6a48")
    star(r * 0.62, r * 0.09, -math.pi / 8, "#efe2c2", "#8a6a48")
    star(r * 0.78, r * 0.13, math.pi / 4, "#f4e8c8", "#6e4f33")
    star(r * 1.18, r * 0.17, -math.pi / 2, "#f7ecd0", INK)
    parts.append(f'<circle r="{fmt(r * 0.09)}" fill="#8e2a1c" stroke="{INK}" stroke-width="1"/>')
    # north marker: a small fleur-like trefoil above the north point
    ny = -r * 1.18
    parts.append(
        f'<path d="M0 {fmt(ny - 2)}c-5 -4 -9 -10 -4 -15c3 -3 4 2 4 5c0 -3 1 -8 4 -5'
        f'c5 5 1 11 -4 15Z" fill="#8e2a1c" stroke="{INK}" stroke-width="1"/>'
    )
    parts.append("</g>")
    return "".join(parts)


def rhumb_lines(hubs: list[Pt], length: float = 2200) -> str:
    d = []
    for hx, hy in hubs:
        for i in range(16):
            a = i * math.pi / 8
            d.append(f"M{fmt(hx)} {fmt(hy)}L{fmt(hx + math.cos(a) * length)} "
                     f"{fmt(hy + math.sin(a) * length)}")
    return (f'<path d="{"".join(d)}" stroke="#5d6f68" stroke-width="1" '
            f'stroke-opacity="0.38" fill="none"/>')


def wave(x: float, y: float, s: float) -> str:
    return (f"M{fmt(x - 13 * s)} {fmt(y)}q{fmt(6.5 * s)} {fmt(-6 * s)} {fmt(13 * s)} 0"
            f"t{fmt(13 * s)} 0M{fmt(x - 6 * s)} {fmt(y + 6 * s)}q{fmt(6 * s)} {fmt(-5 * s)} "
            f"{fmt(12 * s)} 0")


def ship_svg(x: float, y: float, s: float, flip: bool = False) -> str:
    """A small medieval cog."""
    sx = -s if flip else s
    return (
        f'<g transform="translate({fmt(x)} {fmt(y)}) scale({fmt(sx)} {fmt(s)})" '
        f'stroke="{INK}" stroke-width="1.6" stroke-linejoin="round">'
        # hull
        '<path d="M-34 -2C-30 10 -18 16 0 16C18 16 30 10 36 -4L22 -1L-22 -1Z" fill="#7a5534"/>'
        '<path d="M-30 5L32 4" fill="none" stroke-width="1"/>'
        # castles
        '<path d="M-34 -2L-34 -10L-20 -10L-20 -1" fill="#a47b50"/>'
        '<path d="M36 -4L36 -12L24 -12L22 -1" fill="#a47b50"/>'
        # mast and sail
        '<path d="M0 -1L0 -50" fill="none" stroke-width="2"/>'
        '<path d="M-16 -44C-10 -40 10 -40 16 -44C19 -32 19 -18 16 -8C10 -11 -10 -11 -16 -8'
        'C-19 -18 -19 -32 -16 -44Z" fill="#f1e4c3"/>'
        '<path d="M0 -40L0 -12M-9 -26L9 -26" fill="none" stroke="#8e2a1c" stroke-width="3"/>'
        '<path d="M0 -50L14 -55L0 -58Z" fill="#8e2a1c" stroke-width="1"/>'
        # wake
        '<path d="M-44 18q8 -5 16 0t16 0M20 18q8 -5 16 0t16 0" fill="none" '
        'stroke="#5d6f68" stroke-width="1.4"/>'
        "</g>"
    )


def cartouche_svg(x: float, y: float, w: float, h: float) -> str:
    r = 14
    inner = 7
    return (
        '<g id="palace-cartouche">'
        f'<rect x="{fmt(x + 4)}" y="{fmt(y + 5)}" width="{fmt(w)}" height="{fmt(h)}" rx="{r}" '
        f'fill="#2b2118" fill-opacity="0.18"/>'
        f'<rect x="{fmt(x)}" y="{fmt(y)}" width="{fmt(w)}" height="{fmt(h)}" rx="{r}" '
        f'fill="#f1e5c6" stroke="{INK}" stroke-width="3"/>'
        f'<rect x="{fmt(x + inner)}" y="{fmt(y + inner)}" width="{fmt(w - 2 * inner)}" '
        f'height="{fmt(h - 2 * inner)}" rx="{r - 5}" fill="none" stroke="#8a6a48" '
        f'stroke-width="1.4" stroke-dasharray="1 4" stroke-linecap="round"/>'
        + "".join(
            f'<path d="M{fmt(cx)} {fmt(cy - 9)}L{fmt(cx + 9)} {fmt(cy)}L{fmt(cx)} {fmt(cy + 9)}'
            f'L{fmt(cx - 9)} {fmt(cy)}Z" fill="#8e2a1c" stroke="{INK}" stroke-width="1.4"/>'
            for cx, cy in [(x, y + h / 2), (x + w, y + h / 2), (x + w / 2, y), (x + w / 2, y + h)]
        )
        + "</g>"
    )


def frame_svg() -> str:
    f = FRAME
    parts = ['<g id="frame">']
    parts.append(
        f'<path d="M0 0H{W}V{H}H0ZM{f} {f}V{H - f}H{W - f}V{f}Z" fill="#e6d5ac" '
        f'fill-rule="evenodd"/>'
    )
    # graduated band of alternating blocks between two rules, like an old chart border
    band0, band1 = 9, 19
    blocks = []
    step = 40
    for x in range(band1, W - band1, step):
        if (x // step) % 2 == 0:
            w = min(step, W - band1 - x)
            blocks.append(f"M{x} {band0}h{w}v{band1 - band0}h{-w}Z")
            blocks.append(f"M{x} {H - band1}h{w}v{band1 - band0}h{-w}Z")
    for y in range(band1, H - band1, step):
        if (y // step) % 2 == 0:
            hh = min(step, H - band1 - y)
            blocks.append(f"M{band0} {y}v{hh}h{band1 - band0}v{-hh}Z")
            blocks.append(f"M{W - band1} {y}v{hh}h{band1 - band0}v{-hh}Z")
    parts.append(f'<path d="{"".join(blocks)}" fill="#6e4f33"/>')
    for inset, sw in [(3, 2.4), (band0, 1.2), (band1, 1.2), (f, 2.6)]:
        parts.append(
            f'<rect x="{inset}" y="{inset}" width="{W - 2 * inset}" height="{H - 2 * inset}" '
            f'fill="none" stroke="{INK}" stroke-width="{sw}"/>'
        )
    for cx, cy in [(14, 14), (W - 14, 14), (14, H - 14), (W - 14, H - 14)]:
        parts.append(
            f'<rect x="{cx - 11}" y="{cy - 11}" width="22" height="22" fill="#e6d5ac" '
            f'stroke="{INK}" stroke-width="1.6"/>'
            f'<path d="M{cx} {cy - 8}L{cx + 8} {cy}L{cx} {cy + 8}L{cx - 8} {cy}Z" '
            f'fill="#8e2a1c" stroke="{INK}" stroke-width="1"/>'
        )
    parts.append("</g>")
    return "".join(parts)


# ---------------------------------------------------------------- relief
RELIEF_KIND = {
    "anglia": "hills", "scandia": "mountains", "gallia": "trees", "hispania": "mountains",
    "germania": "trees", "italia": "mountains", "hungaria": "hills", "polonia": "trees",
    "russia": "trees", "tartaria": "grass", "bulgaria": "mountains", "turcia": "hills",
}


def _glyph(kind: str, x: float, y: float, s: float) -> tuple[str, str]:
    """(outline path, light-face path) of one small relief drawing."""
    def p(pts: list[tuple[float, float]]) -> str:
        return "M" + "L".join(f"{fmt(x + a * s)} {fmt(y + b * s)}" for a, b in pts)
    if kind == "mountains":
        line = p([(-22, 8), (-10, -10), (-4, -2), (4, -14), (22, 8)])
        face = p([(-10, -10), (-13, 8), (-22, 8)]) + "Z" + p([(4, -14), (-1, 8), (-6, 8),
                                                                  (-4, -2)]) + "Z"
        return line, face
    if kind == "hills":
        line = (f"M{fmt(x - 18 * s)} {fmt(y + 6 * s)}q{fmt(9 * s)} {fmt(-16 * s)} "
                f"{fmt(18 * s)} 0q{fmt(9 * s)} {fmt(-12 * s)} {fmt(18 * s)} 0")
        face = (f"M{fmt(x - 18 * s)} {fmt(y + 6 * s)}q{fmt(4 * s)} {fmt(-12 * s)} "
                f"{fmt(9 * s)} {fmt(-8 * s)}l{fmt(-3 * s)} {fmt(8 * s)}Z")
        return line, face
    if kind == "trees":
        out = []
        for dx, dy, r in ((-9, 2, 6.5), (8, 0, 7.5), (0, -6, 7)):
            cx, cy = x + dx * s, y + dy * s
            out.append(f"M{fmt(cx)} {fmt(cy + r * s + 5 * s)}V{fmt(cy + r * s * 0.4)}")
            out.append(f"M{fmt(cx - r * s)} {fmt(cy)}a{fmt(r * s)} {fmt(r * s)} 0 1 1 "
                       f"{fmt(2 * r * s)} 0a{fmt(r * s)} {fmt(r * s)} 0 1 1 {fmt(-2 * r * s)} 0Z")
        return "".join(out), ""
    # grass tufts
    out = []
    for dx in (-10, 0, 10):
        bx = x + dx * s
        out.append(f"M{fmt(bx - 5 * s)} {fmt(y - 5 * s)}Q{fmt(bx - 2 * s)} {fmt(y)} "
                   f"{fmt(bx)} {fmt(y + 5 * s)}Q{fmt(bx + 1 * s)} {fmt(y - 3 * s)} "
                   f"{fmt(bx + 5 * s)} {fmt(y - 7 * s)}")
    return "".join(out), ""


def _reserved(rid: str) -> list[tuple[str, float, float, float, float]]:
    lay = LAYOUT[rid]
    out = [("box", *lay["label"], *LABEL_BOX), ("box", *lay["pieces"], *PIECES_BOX)]  # type: ignore[misc]
    out += [("circle", *t, TOKEN_R, 0) for t in lay["tokens"]]  # type: ignore[union-attr,misc]
    out.append(("circle", *lay["plague"], PLAGUE_R, 0))  # type: ignore[misc]
    return out  # type: ignore[return-value]


def _gap(item: tuple[str, float, float, float, float], x: float, y: float) -> float:
    kind, cx, cy, a, b = item
    if kind == "circle":
        return math.hypot(x - cx, y - cy) - a
    dx = max(abs(x - cx) - a / 2, 0)
    dy = max(abs(y - cy) - b / 2, 0)
    return math.hypot(dx, dy)


def relief_svg(paths: dict[str, QPainterPath]) -> str:
    out = ['<g id="relief" fill="none" stroke-linecap="round" stroke-linejoin="round">']
    for rid in LAYOUT:
        rnd = random.Random("relief-" + rid)
        path = paths[rid]
        poly = [(p.x(), p.y()) for p in path.toFillPolygon()]
        kind = RELIEF_KIND[rid]
        box = path.boundingRect()
        cands = []
        y = box.top() + 20
        while y < box.bottom() - 10:
            x = box.left() + 20
            while x < box.right() - 10:
                cands.append((x + rnd.uniform(-8, 8), y + rnd.uniform(-8, 8)))
                x += 30
            y += 28
        rnd.shuffle(cands)
        chosen: list[Pt] = []
        for x, y in cands:
            if len(chosen) >= 9:
                break
            if _clearance(path, poly, x, y) < 26:
                continue
            if any(_gap(it, x, y) < 30 for it in _reserved(rid)):
                continue
            if any(math.hypot(x - cx, y - cy) < 58 for cx, cy in chosen):
                continue
            chosen.append((x, y))
        colour = region_edge(rid)
        lines, faces = [], []
        for x, y in chosen:
            line, face = _glyph(kind, x, y, rnd.uniform(0.85, 1.1))
            lines.append(line)
            faces.append(face)
        out.append(f'<g id="relief-{rid}">')
        if not chosen:
            out.append("</g>")
            continue
        if any(faces):
            out.append(f'<path d="{"".join(faces)}" fill="{colour}" fill-opacity="0.55"/>')
        width = 1.5 if kind in ("mountains", "hills") else 1.3
        out.append(f'<path d="{"".join(lines)}" stroke="{INK}" stroke-opacity="0.5" '
                   f'stroke-width="{width}"'
                   + (f' fill="{colour}" fill-opacity="0.35"' if kind == "trees" else "")
                   + "/>")
        out.append("</g>")
    out.append("</g>")
    return "".join(out)


# ---------------------------------------------------------------- assembly
def _stroked(path: QPainterPath, width: float) -> QPainterPath:
    st = QPainterPathStroker()
    st.setWidth(width)
    return st.createStroke(path).united(path)


def wave_spots(land: QPainterPath, arrows: dict[str, tuple[Pt, Pt, float]]) -> list[Pt]:
    from PySide6.QtCore import QRectF

    rnd = random.Random("waves")
    keep_out: list[QRectF] = []
    px, py, pw, ph = PALACE_RECT
    keep_out.append(QRectF(px - 25, py - 25, pw + 50, ph + 50))
    cx, cy, cr = COMPASS
    keep_out.append(QRectF(cx - cr * 1.5, cy - cr * 1.6, cr * 3, cr * 3.1))
    for p1, p2, bend in arrows.values():
        a, c, b, _ = _arrow_geometry(p1, p2, bend)
        xs = [a[0], b[0], (a[0] + 2 * c[0] + b[0]) / 4]
        ys = [a[1], b[1], (a[1] + 2 * c[1] + b[1]) / 4]
        keep_out.append(QRectF(min(xs) - 30, min(ys) - 30, max(xs) - min(xs) + 60,
                               max(ys) - min(ys) + 60))
    keep_out.append(QRectF(560, 1030, 120, 110))  # ship
    keep_out.append(QRectF(1480, 815, 90, 80))  # ship in the Black Sea
    spots: list[Pt] = []
    for gy in range(70, H - 50, 62):
        for gx in range(70, W - 50, 84):
            x = gx + rnd.uniform(-22, 22) + (42 if (gy // 62) % 2 else 0)
            y = gy + rnd.uniform(-14, 14)
            if not (FRAME + 30 < x < W - FRAME - 30 and FRAME + 20 < y < H - FRAME - 20):
                continue
            r = QRectF(x - 34, y - 22, 68, 44)
            if land.intersects(r) or any(k.intersects(r) for k in keep_out):
                continue
            if rnd.random() < 0.45:
                continue
            spots.append((x, y))
    return spots


def build() -> tuple[str, dict[str, QPainterPath], dict[str, tuple[Pt, Pt, float]]]:
    regions = build_regions()
    paths = {rid: segs_to_qpath(segs) for rid, segs in regions.items()}
    land = QPainterPath()
    for p in paths.values():
        land = land.united(p)
    arrows = sea_arrows(paths)

    coast_d = "".join(segs_to_d(s, close=False) for s in coast_segs())
    coast_d += segs_to_d(regions["anglia"])
    border_d = "".join(segs_to_d(s, close=False) for s in land_border_segs())

    rnd = random.Random("stains")
    out: list[str] = []
    out.append(
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'version="1.2" baseProfile="tiny" viewBox="0 0 {W} {H}" width="{W}" height="{H}">'
    )
    out.append("<title>Rattus Desktop: Europe board (original art)</title>")
    out.append("<defs>")
    out.append(f'<path id="coastline" d="{coast_d}"/>')
    out.append(
        '<radialGradient id="sea-depth" cx="800" cy="560" r="980" gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#b7c6bb"/><stop offset="0.7" stop-color="#a3b5ab"/>'
        '<stop offset="1" stop-color="#8a9e95"/></radialGradient>'
    )
    out.append(
        '<radialGradient id="stain"><stop offset="0" stop-color="#7a5530" stop-opacity="0.13"/>'
        '<stop offset="0.65" stop-color="#7a5530" stop-opacity="0.05"/>'
        '<stop offset="1" stop-color="#7a5530" stop-opacity="0"/></radialGradient>'
    )
    out.append(
        '<radialGradient id="vignette" cx="800" cy="600" r="1000" gradientUnits="userSpaceOnUse">'
        '<stop offset="0.55" stop-color="#4a3018" stop-opacity="0"/>'
        '<stop offset="1" stop-color="#4a3018" stop-opacity="0.30"/></radialGradient>'
    )
    out.append("</defs>")

    # ---- sea layer
    out.append('<g id="sea">')
    out.append(f'<rect x="0" y="0" width="{W}" height="{H}" fill="url(#sea-depth)"/>')
    cx, cy, cr = COMPASS
    out.append(rhumb_lines([(cx, cy), (700, 1108), (1240, 160)]))
    # water lines around every coast (the land hides their inner half)
    for width, colour, op in [(60, SEA_LINE, 0.30), (57, "#a8b9af", 1), (42, SEA_LINE, 0.42),
                              (39, "#adbdb3", 1), (26, SEA_LINE, 0.55), (23, "#b6c5ba", 1),
                              (12, "#c5d1c4", 1)]:
        out.append(
            f'<use xlink:href="#coastline" fill="none" stroke="{colour}" stroke-opacity="{op}" '
            f'stroke-width="{width}" stroke-linejoin="round" stroke-linecap="round"/>'
        )
    for _ in range(16):
        x, y = rnd.uniform(80, W - 80), rnd.uniform(80, H - 80)
        rx, ry = rnd.uniform(60, 220), rnd.uniform(40, 160)
        out.append(f'<ellipse cx="{fmt(x)}" cy="{fmt(y)}" rx="{fmt(rx)}" ry="{fmt(ry)}" '
                   f'fill="url(#stain)"/>')
    waves = "".join(wave(x, y, rnd.uniform(0.8, 1.15)) for x, y in wave_spots(land, arrows))
    out.append(f'<path id="waves" d="{waves}" fill="none" stroke="#5d6f68" stroke-width="1.7" '
               f'stroke-linecap="round" stroke-opacity="0.75"/>')
    out.append(ship_svg(620, 1092, 1.0))
    out.append(ship_svg(1528, 872, 0.66, flip=True))
    out.append(compass_svg(cx, cy, cr))
    out.append(cartouche_svg(*PALACE_RECT))
    out.append("</g>")

    # ---- regions: one closed path each
    out.append(f'<g id="regions" stroke="{INK_SOFT}" stroke-width="1.6" stroke-linejoin="round">')
    for rid in LAYOUT:
        out.append(f'<path id="region-{rid}" d="{segs_to_d(regions[rid])}" '
                   f'fill="{region_fill(rid)}"/>')
    out.append("</g>")

    # ---- hand-coloured edge washes inside each region
    out.append('<g id="region-shading" stroke="none" fill-rule="evenodd">')
    for rid in LAYOUT:
        p = paths[rid]
        out.append(f'<g id="wash-{rid}" fill="{region_edge(rid)}">')
        out.append(f'<path d="{poly_d(inset_ring(p, 1.0, 7.0))}" fill-opacity="0.55"/>')
        out.append(f'<path d="{poly_d(inset_ring(p, 7.0, 19.0))}" fill-opacity="0.2"/>')
        out.append("</g>")
    out.append("</g>")

    out.append(relief_svg(paths))

    # ---- paper texture over everything (very light)
    out.append('<g id="paper">')
    for _ in range(10):
        x, y = rnd.uniform(100, W - 100), rnd.uniform(100, H - 100)
        rx, ry = rnd.uniform(80, 260), rnd.uniform(60, 180)
        out.append(f'<ellipse cx="{fmt(x)}" cy="{fmt(y)}" rx="{fmt(rx)}" ry="{fmt(ry)}" '
                   f'fill="url(#stain)" opacity="0.6"/>')
    out.append(f'<rect x="0" y="0" width="{W}" height="{H}" fill="url(#vignette)"/>')
    out.append("</g>")

    # ---- borders on top: dotted land borders, firm coastlines
    out.append('<g id="borders" fill="none" stroke-linecap="round" stroke-linejoin="round">')
    out.append(f'<path d="{border_d}" stroke="{INK}" stroke-opacity="0.22" stroke-width="7"/>')
    out.append(f'<path d="{border_d}" stroke="{INK}" stroke-width="1.3"/>')
    out.append(f'<path d="{border_d}" stroke="{INK}" stroke-width="3.4" '
               f'stroke-dasharray="0.1 7.5"/>')
    out.append(f'<use xlink:href="#coastline" stroke="{INK}" stroke-width="3"/>')
    out.append("</g>")

    # ---- sea borders
    out.append('<g id="sea-arrows">')
    for key, (p1, p2, bend) in arrows.items():
        out.append(arrow_svg(key, p1, p2, bend))
    out.append("</g>")

    out.append(frame_svg())
    out.append("</svg>")
    return "\n".join(out) + "\n", paths, arrows


# ---------------------------------------------------------------- checks
def _clearance(path: QPainterPath, poly: list[Pt], x: float, y: float) -> float:
    best = 1e9
    for (ax, ay), (bx, by) in zip(poly, poly[1:], strict=False):
        dx, dy = bx - ax, by - ay
        ln2 = dx * dx + dy * dy
        t = 0.0 if ln2 == 0 else max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / ln2))
        best = min(best, math.hypot(x - ax - t * dx, y - ay - t * dy))
    best = min(best, W - FRAME - x, x - FRAME, H - FRAME - y, y - FRAME)
    return best if path.contains(QPointF(x, y)) else -best


def _box_points(cx: float, cy: float, w: float, h: float) -> list[Pt]:
    pts = []
    for i in range(11):
        t = i / 10
        pts += [(cx - w / 2 + w * t, cy - h / 2), (cx - w / 2 + w * t, cy + h / 2),
                (cx - w / 2, cy - h / 2 + h * t), (cx + w / 2, cy - h / 2 + h * t)]
    return pts


def check(paths: dict[str, QPainterPath], arrows: dict[str, tuple[Pt, Pt, float]],
          map_toml: Path | None = None) -> list[str]:
    """Return a list of problems (empty when the board and layout are sound)."""
    import tomllib

    problems: list[str] = []
    margin = 4.0
    for rid, lay in LAYOUT.items():
        path = paths[rid]
        poly = [(p.x(), p.y()) for p in path.toFillPolygon()]
        items: list[tuple[str, str, float, float, float, float]] = []
        items.append(("label", "box", *lay["label"], *LABEL_BOX))  # type: ignore[misc]
        items.append(("pieces", "box", *lay["pieces"], *PIECES_BOX))  # type: ignore[misc]
        for i, t in enumerate(lay["tokens"]):  # type: ignore[union-attr]
            items.append((f"token{i}", "circle", *t, TOKEN_R, 0))
        items.append(("plague", "circle", *lay["plague"], PLAGUE_R, 0))  # type: ignore[misc]
        for name, kind, x, y, a, b in items:
            if kind == "circle":
                c = _clearance(path, poly, x, y) - a
            else:
                c = min(_clearance(path, poly, px, py) for px, py in _box_points(x, y, a, b))
            if c < margin:
                problems.append(f"{rid}.{name}: only {c:.1f} px inside the region")
        for i in range(len(items)):
            for j in range(i + 1, len(items)):
                n1, k1, x1, y1, a1, b1 = items[i]
                n2, k2, x2, y2, a2, b2 = items[j]
                if k1 == "circle" and k2 == "circle":
                    gap = math.hypot(x1 - x2, y1 - y2) - a1 - a2
                elif k1 == "circle" or k2 == "circle":
                    (cx, cy, r), (bx, by, bw, bh) = (
                        ((x1, y1, a1), (x2, y2, a2, b2)) if k1 == "circle"
                        else ((x2, y2, a2), (x1, y1, a1, b1))
                    )
                    dx = max(abs(cx - bx) - bw / 2, 0)
                    dy = max(abs(cy - by) - bh / 2, 0)
                    gap = math.hypot(dx, dy) - r
                else:
                    gap = max(abs(x1 - x2) - (a1 + a2) / 2, abs(y1 - y2) - (b1 + b2) / 2)
                if gap < 3:
                    problems.append(f"{rid}: {n1} and {n2} overlap (gap {gap:.1f})")
    # topology against the rules data
    if map_toml and map_toml.exists():
        data = tomllib.loads(map_toml.read_text(encoding="utf-8"))
        land_pairs = {frozenset((a, b)) for a, b, kind in data["borders"] if kind == "land"}
        sea_pairs = [(a, b) for a, b, kind in data["borders"] if kind == "sea"]
        ids = list(data["regions"])
        if set(ids) != set(LAYOUT):
            problems.append("region ids differ from the rules data")
        for i, a in enumerate(ids):
            for b in ids[i + 1:]:
                pa, pb = paths[a], paths[b]
                touching = _stroked(pa, 3).intersects(pb)
                near = _stroked(pa, 40).intersects(pb)
                if frozenset((a, b)) in land_pairs and not touching:
                    problems.append(f"{a}/{b} should share a border")
                if frozenset((a, b)) not in land_pairs and near:
                    problems.append(f"{a}/{b} come within 20 px but are not neighbours")
        for a, b in sea_pairs:
            if f"{a}-{b}" not in arrows:
                problems.append(f"missing sea arrow {a}-{b}")
    for key, (p1, p2, bend) in arrows.items():
        for rid, p in zip(key.split("-"), (p1, p2), strict=False):
            if not _stroked(paths[rid], 24).contains(QPointF(*p)):
                problems.append(f"sea arrow {key}: end {p} is not at the coast of {rid}")
        a, c, b, _ = _arrow_geometry(p1, p2, bend)
        mid = ((a[0] + 2 * c[0] + b[0]) / 4, (a[1] + 2 * c[1] + b[1]) / 4)
        if any(path.contains(QPointF(*mid)) for path in paths.values()):
            problems.append(f"sea arrow {key} crosses land")
    px, py, pw, ph = PALACE_RECT
    from PySide6.QtCore import QRectF

    if any(_stroked(p, 30).intersects(QRectF(px, py, pw, ph)) for p in paths.values()):
        problems.append("palace rect is closer than 15 px to land")
    return problems


def layout_toml(arrows: dict[str, tuple[Pt, Pt, float]]) -> str:
    def pt(p: Pt | tuple[int, int]) -> str:
        return f"[{round(p[0])}, {round(p[1])}]"

    lines = [
        "# Rattus Desktop: where things go on assets/board/europe.svg.",
        "# Generated by assets/tools/build_board.py (edit LAYOUT there, then re-run).",
        f"# Coordinates are in the SVG's viewBox space: 0 0 {W} {H}, x right, y down.",
        "# Every point is a centre. build_board.py verifies that these reserved areas lie",
        "# at least 4 px inside the region and do not overlap each other:",
        f"#   label  {LABEL_BOX[0]}x{LABEL_BOX[1]} box   tokens circle r={TOKEN_R} (56 px token)",
        f"#   pieces {PIECES_BOX[0]}x{PIECES_BOX[1]} box (2x2 clusters of 44 px)"
        f"   plague circle r={PLAGUE_R}",
        "",
        "[board]",
        f"viewbox = [0, 0, {W}, {H}]",
        f"frame = {FRAME}  # width of the decorative border; nothing is placed under it",
        "",
        "[sizes]",
        f"label_box = [{LABEL_BOX[0]}, {LABEL_BOX[1]}]",
        f"pieces_box = [{PIECES_BOX[0]}, {PIECES_BOX[1]}]",
        f"token_diameter = {TOKEN_R * 2}",
        f"plague_diameter = {PLAGUE_R * 2}",
        "",
        "[palace]",
        "# x, y (top-left), width, height of the free cartouche in the Arctic sea",
        f"rect = [{', '.join(str(v) for v in PALACE_RECT)}]",
        "",
        "[sea_arrows]",
        "# end points of each drawn sea-border arrow (first point at the first region)",
    ]
    for key, (p1, p2, _) in arrows.items():
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
    _app()
    svg, paths, arrows = build()
    repo = ASSETS.parent
    map_toml = repo / "src" / "rattus_desktop" / "data" / "rattus-europe-map.toml"
    problems = check(paths, arrows, map_toml)
    OUT.write_text(svg, encoding="utf-8")
    (ASSETS / "board" / "europe-layout.toml").write_text(layout_toml(arrows), encoding="utf-8")
    print(f"wrote {OUT} ({len(svg) // 1024} KiB)")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    os._exit(code)  # skip Qt teardown at interpreter exit
