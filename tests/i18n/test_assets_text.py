"""Our art carries no text, so no font can turn it into tofu boxes."""

from __future__ import annotations

from pathlib import Path

ASSETS = Path(__file__).resolve().parents[2] / "assets"


def test_no_text_elements_in_svg_assets():
    svgs = sorted(ASSETS.rglob("*.svg"))
    assert svgs
    with_text = [p.name for p in svgs
                 if "<text" in p.read_text(encoding="utf-8") or "<tspan" in p.read_text(
                     encoding="utf-8")]
    assert with_text == []


def test_cjk_fonts_in_the_fallback_lists():
    from rattus_desktop.shell.kit import theme

    for families in (theme.SERIF, theme.SANS):
        for name in ("Noto Sans CJK TC", "Microsoft JhengHei", "PingFang TC", "Heiti TC"):
            assert name in families
