"""pytest-qt tests of the saves GUI modules (offscreen)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RATTUS_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
