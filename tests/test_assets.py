"""The art under assets/: every SVG loads, the board matches the rules data, and the
layout file puts every piece well inside its region."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import math  # noqa: E402
import re  # noqa: E402
import tomllib  # noqa: E402
import xml.etree.ElementTree as ET  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QPointF, QRectF  # noqa: E402
from PySide6.QtGui import QGuiApplication, QPainterPath, QPainterPathStroker  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
BOARD = ASSETS / "board" / "europe.svg"
LAYOUT = ASSETS / "board" / "europe-layout.toml"
MAP = ROOT / "src" / "rattus_desktop" / "games" / "rattus" / "data" / "rattus-europe-map.toml"
SVG_NS = "{http://www.w3.org/2000/svg}"




TOKEN_R = 28  # a token is drawn about 56 px wide
PLAGUE_R = 28
SHAPES = ("classic", "round", "square", "triangle", "diamond", "star")
CLASSES = ("peasantry", "bourgeoisie", "church", "chivalry", "magic", "royalty", "islam")


@pytest.fixture(scope="module", autouse=True)
def qt_app():
    app = QGuiApplication.instance()
    if app is None:
        # A QApplication is a QGuiApplication that widget tests in the same run can use too.
        from PySide6.QtWidgets import QApplication

        app = QApplication([])
    return app


@pytest.fixture(scope="module")
def rules() -> dict:
    return tomllib.loads(MAP.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def layout() -> dict:
    return tomllib.loads(LAYOUT.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def board() -> QSvgRenderer:
    r = QSvgRenderer(str(BOARD))
    assert r.isValid()
    return r


@pytest.fixture(scope="module")
def board_xml() -> ET.Element:
    return ET.parse(BOARD).getroot()


def _region_ids(rules: dict) -> list[str]:
    return list(rules["regions"])


def _sea_pairs(rules: dict) -> list[tuple[str, str]]:
    return [(a, b) for a, b, kind in rules["borders"] if kind == "sea"]


def _land_pairs(rules: dict) -> set[frozenset[str]]:
    return {frozenset((a, b)) for a, b, kind in rules["borders"] if kind == "land"}


def _by_id(root: ET.Element, ident: str) -> ET.Element | None:
    return next((e for e in root.iter() if e.get("id") == ident), None)


_TOKEN = re.compile(r"[MmLlCcZzHhVvQqSsTtAa]|-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def _parse_path(d: str) -> QPainterPath | None:
    """A QPainterPath for path data using absolute M, L, C, H, V and Z only;
    None for anything else (the check is then skipped)."""
    tokens = _TOKEN.findall(d)
    path = QPainterPath()
    i, cmd = 0, ""
    x = y = 0.0

    def nums(n: int) -> list[float]:
        nonlocal i
        out = [float(t) for t in tokens[i:i + n]]
        i += n
        return out

    while i < len(tokens):
        t = tokens[i]
        if t.isalpha():
            cmd = t
            i += 1
            if cmd in "Zz":
                path.closeSubpath()
                continue
        if cmd not in "MLCHV":
            return None
        if cmd == "M":
            x, y = nums(2)
            path.moveTo(x, y)
            cmd = "L"
        elif cmd == "L":
            x, y = nums(2)
            path.lineTo(x, y)
        elif cmd == "H":
            (x,) = nums(1)
            path.lineTo(x, y)
        elif cmd == "V":
            (y,) = nums(1)
            path.lineTo(x, y)
        elif cmd == "C":
            x1, y1, x2, y2, x, y = nums(6)
            path.cubicTo(x1, y1, x2, y2, x, y)
    return path


@pytest.fixture(scope="module")
def region_paths(board_xml: ET.Element, rules: dict) -> dict[str, QPainterPath]:
    out = {}
    for rid in _region_ids(rules):
        elem = _by_id(board_xml, f"region-{rid}")
        assert elem is not None
        path = _parse_path(elem.get("d", ""))
        assert path is not None, f"region-{rid}: path commands this test does not parse"
        out[rid] = path
    return out


# ---------------------------------------------------------------- every file


def _all_svgs() -> list[Path]:
    return sorted(ASSETS.rglob("*.svg"))


def test_there_is_art():
    names = {p.relative_to(ASSETS).as_posix() for p in _all_svgs()}
    expected = {
        "board/europe.svg", "board/palace.svg", "cards/card-frame.svg", "icons/app.svg",
        "icons/icon-majority.svg", "icons/icon-all.svg", "pieces/plague.svg",
        "pieces/token-back.svg", "pieces/token-face.svg",
        *(f"pieces/meeple-{s}.svg" for s in SHAPES),
        *(f"icons/class-{c}.svg" for c in CLASSES),
    }
    assert expected <= names, sorted(expected - names)


@pytest.mark.parametrize("path", _all_svgs(), ids=lambda p: p.relative_to(ASSETS).as_posix())
def test_svg_is_valid(path: Path):
    assert QSvgRenderer(str(path)).isValid(), path
    ET.parse(path)  # well-formed XML too


@pytest.mark.parametrize(
    ("name", "viewbox"),
    [
        ("board/europe.svg", "0 0 1600 1200"),
        ("board/palace.svg", "0 0 200 200"),
        ("cards/card-frame.svg", "0 0 250 350"),
        ("icons/app.svg", "0 0 512 512"),
    ],
)
def test_viewboxes(name: str, viewbox: str):
    root = ET.parse(ASSETS / name).getroot()
    assert root.get("viewBox") == viewbox


@pytest.mark.parametrize("shape", SHAPES)
def test_meeples_can_be_tinted(shape: str):
    text = (ASSETS / "pieces" / f"meeple-{shape}.svg").read_text(encoding="utf-8")
    assert 'fill="currentColor"' in text
    assert 'color="#ffffff"' in text  # white when nobody tints it
    tinted = text.replace("currentColor", "#0072b2")
    assert QSvgRenderer(tinted.encode("utf-8")).isValid()


# ---------------------------------------------------------------- the board


def test_board_has_every_region(board: QSvgRenderer, board_xml: ET.Element, rules: dict):
    for rid in _region_ids(rules):
        assert board.elementExists(f"region-{rid}"), rid
        elem = _by_id(board_xml, f"region-{rid}")
        assert elem is not None and elem.tag == f"{SVG_NS}path", rid
        d = elem.get("d", "").strip()
        assert len(re.findall(r"[Mm]", d)) == 1, f"{rid} must be one shape"
        assert d[-1] in "Zz", f"{rid} must be closed"


def test_board_has_every_sea_arrow(board: QSvgRenderer, board_xml: ET.Element, rules: dict):
    group = _by_id(board_xml, "sea-arrows")
    assert group is not None
    inside = {e.get("id") for e in group.iter()}
    for a, b in _sea_pairs(rules):
        assert board.elementExists(f"sea-{a}-{b}"), (a, b)
        assert f"sea-{a}-{b}" in inside


def test_sea_layer_lies_under_the_regions(board_xml: ET.Element):
    order = [e.get("id") for e in board_xml.iter() if e.get("id")]
    assert "sea" in order
    first_region = next(i for i, ident in enumerate(order) if ident.startswith("region-"))
    assert order.index("sea") < first_region


def test_board_has_no_text(board_xml: ET.Element):
    tags = {e.tag.removeprefix(SVG_NS) for e in board_xml.iter()}
    assert not tags & {"text", "tspan", "textPath"}
    assert "<text" not in BOARD.read_text(encoding="utf-8")


def test_land_neighbours_touch(board: QSvgRenderer, rules: dict):
    for pair in _land_pairs(rules):
        a, b = sorted(pair)
        ra = board.boundsOnElement(f"region-{a}").adjusted(-4, -4, 4, 4)
        rb = board.boundsOnElement(f"region-{b}")
        assert ra.intersects(rb), (a, b)


def test_shapes_touch_exactly_their_land_neighbours(region_paths: dict, rules: dict):
    land = _land_pairs(rules)
    ids = list(region_paths)
    stroker = QPainterPathStroker()
    stroker.setWidth(4)
    grown = {rid: stroker.createStroke(p).united(p) for rid, p in region_paths.items()}
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            touching = grown[a].intersects(region_paths[b])
            assert touching == (frozenset((a, b)) in land), (a, b)


# ---------------------------------------------------------------- the layout


def _pt(value: object) -> QPointF:
    assert isinstance(value, list) and len(value) == 2
    assert all(isinstance(v, int | float) for v in value)
    return QPointF(float(value[0]), float(value[1]))


def test_layout_is_complete(layout: dict, rules: dict):
    for rid in _region_ids(rules):
        table = layout["regions"][rid]
        assert set(table) >= {"label", "tokens", "pieces", "plague"}, rid
        _pt(table["label"])
        _pt(table["pieces"])
        _pt(table["plague"])
        assert 1 <= len(table["tokens"]) <= 3
        for t in table["tokens"]:
            _pt(t)
    rect = layout["palace"]["rect"]
    assert len(rect) == 4 and rect[2] >= 150 and rect[3] >= 110
    for a, b in _sea_pairs(rules):
        ends = layout["sea_arrows"][f"{a}-{b}"]
        assert len(ends) == 2
        _pt(ends[0])
        _pt(ends[1])


def test_layout_points_lie_in_their_region_box(board: QSvgRenderer, layout: dict, rules: dict):
    for rid in _region_ids(rules):
        box = board.boundsOnElement(f"region-{rid}")
        inner = box.adjusted(TOKEN_R, TOKEN_R, -TOKEN_R, -TOKEN_R)
        table = layout["regions"][rid]
        assert box.contains(_pt(table["label"])), (rid, "label")
        assert box.contains(_pt(table["pieces"])), (rid, "pieces")
        assert inner.contains(_pt(table["plague"])), (rid, "plague")
        for t in table["tokens"]:
            assert inner.contains(_pt(t)), (rid, "token", t)


def _circle_inside(path: QPainterPath, c: QPointF, r: float) -> bool:
    if not path.contains(c):
        return False
    return all(
        path.contains(QPointF(c.x() + r * math.cos(k * math.pi / 12),
                              c.y() + r * math.sin(k * math.pi / 12)))
        for k in range(24)
    )


def test_layout_points_lie_inside_their_region_shape(region_paths: dict, layout: dict):
    sizes = tomllib.loads(LAYOUT.read_text(encoding="utf-8")).get("sizes", {})
    pw, ph = sizes.get("pieces_box", [88, 88])
    lw, lh = sizes.get("label_box", [120, 30])
    for rid, path in region_paths.items():
        table = layout["regions"][rid]
        for t in table["tokens"]:
            assert _circle_inside(path, _pt(t), TOKEN_R), (rid, "token", t)
        assert _circle_inside(path, _pt(table["plague"]), PLAGUE_R), (rid, "plague")
        for key, (w, h) in (("pieces", (pw, ph)), ("label", (lw, lh))):
            c = _pt(table[key])
            rect = QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
            assert path.contains(rect), (rid, key)


def test_layout_items_do_not_overlap(layout: dict):
    sizes = layout.get("sizes", {})
    pw, ph = sizes.get("pieces_box", [88, 88])
    lw, lh = sizes.get("label_box", [120, 30])
    for rid, table in layout["regions"].items():
        circles = [(_pt(t), TOKEN_R) for t in table["tokens"]]
        circles.append((_pt(table["plague"]), PLAGUE_R))
        boxes = []
        for key, (w, h) in (("pieces", (pw, ph)), ("label", (lw, lh))):
            c = _pt(table[key])
            boxes.append(QRectF(c.x() - w / 2, c.y() - h / 2, w, h))
        for i, (c1, r1) in enumerate(circles):
            for c2, r2 in circles[i + 1:]:
                assert math.dist((c1.x(), c1.y()), (c2.x(), c2.y())) >= r1 + r2, rid
            for box in boxes:
                dx = max(box.left() - c1.x(), 0, c1.x() - box.right())
                dy = max(box.top() - c1.y(), 0, c1.y() - box.bottom())
                assert math.hypot(dx, dy) >= r1, (rid, "circle in a box")
        assert not boxes[0].intersects(boxes[1]), (rid, "label over pieces")


def test_palace_area_is_free_sea(region_paths: dict, layout: dict):
    x, y, w, h = layout["palace"]["rect"]
    rect = QRectF(x, y, w, h)
    assert QRectF(0, 0, 1600, 1200).contains(rect)
    for rid, path in region_paths.items():
        assert not path.intersects(rect), rid


def test_sea_arrows_join_their_regions(region_paths: dict, layout: dict, rules: dict):
    for a, b in _sea_pairs(rules):
        p1, p2 = (_pt(v) for v in layout["sea_arrows"][f"{a}-{b}"])
        for rid, p in ((a, p1), (b, p2)):
            near = QRectF(p.x() - 20, p.y() - 20, 40, 40)
            assert region_paths[rid].intersects(near), (a, b, rid)
        mid = QPointF((p1.x() + p2.x()) / 2, (p1.y() + p2.y()) / 2)
        assert not any(path.contains(mid) for path in region_paths.values()), (a, b)
