"""GUI tests: offscreen Qt, instant animations, throw-away settings."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from rattus_desktop.shell.settings import Settings
from rattus_desktop.shell.window import MainWindow

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
