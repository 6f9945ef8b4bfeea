"""GUI tests: offscreen Qt, instant animations, throw-away settings."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.settings import Settings

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def scratch_home(tmp_path, monkeypatch):
    """Saves, recent games and settings of the saves code go to a scratch folder."""
    monkeypatch.setenv("RATTUS_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def settings(qapp):
    s = Settings(persistent=False)
    s.set_speed("instant", save=False)
    return s


@pytest.fixture
def window(qtbot, settings):
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1500, 940)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.table.flow.stop()
    w.close()


@pytest.fixture
def font_sizes(monkeypatch):
    """Every pixel size ``theme.pixel_font`` hands out while the fixture lives."""
    seen: list[int] = []
    original = theme.pixel_font

    def spy(px: int, bold: bool = False, serif: bool = True):
        seen.append(px)
        return original(px, bold, serif)

    monkeypatch.setattr(theme, "pixel_font", spy)
    return seen
