"""Pieces of ``rattus-desktop --selftest`` (the whole run is packaging/smoke_test.py's)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import PySide6
import pytest

from rattus_desktop import resources
from rattus_desktop.app import selftest
from rattus_desktop.app.controller import GameController

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="{lang}">
<context><name>Region</name>
<message><source>Anglia</source><translation>{text}</translation></message>
</context>
</TS>
"""


def lrelease() -> str:
    return str(next(p for p in Path(PySide6.__file__).parent.iterdir()
                    if p.name in ("lrelease", "lrelease.exe")))


def make_qm(folder: Path, lang: str, text: str) -> Path:
    ts = folder / f"selftest_{lang}.ts"
    ts.write_text(TS.format(lang=lang, text=text), encoding="utf-8")
    qm = ts.with_suffix(".qm")
    subprocess.run([lrelease(), "-silent", str(ts), "-qm", str(qm)], check=True, timeout=60)
    return qm


def test_qm_for_names(tmp_path):
    for name in ("rattus_zh_TW.qm", "en.qm", "rattus_en.ts"):
        (tmp_path / name).write_bytes(b"")
    assert selftest.qm_for(tmp_path, "zh_TW").name == "rattus_zh_TW.qm"
    assert selftest.qm_for(tmp_path, "en").name == "en.qm"
    assert selftest.qm_for(tmp_path, "de") is None


def test_translations_load_and_a_missing_qm_is_named(qapp, tmp_path, monkeypatch):
    from PySide6.QtCore import QCoreApplication

    make_qm(tmp_path, "zh_TW", "英格蘭")
    make_qm(tmp_path, "en", "Anglia")
    monkeypatch.setattr(resources, "translations_dir", lambda: tmp_path)
    kept = selftest.load_translations(qapp)
    try:
        assert len(kept) == 4  # ours and Qt's qtbase, for zh_TW and en
        assert QCoreApplication.translate("Region", "Anglia") == "英格蘭"
    finally:
        for translator in kept:
            qapp.removeTranslator(translator)

    (tmp_path / "selftest_en.qm").unlink()
    with pytest.raises(selftest.SelftestError, match=r"no en \.qm .*selftest_en\.ts"):
        selftest.load_translations(qapp)
    (tmp_path / "selftest_en.ts").unlink()
    with pytest.raises(selftest.SelftestError, match="no .ts for it either"):
        selftest.load_translations(qapp)


def test_a_bot_game_through_the_controller(qapp):
    controller = GameController()
    count, finished = selftest.play(controller, qapp, players=2, seed=3, limit=40)
    assert count == 40 and not finished
    assert len(controller.session.log) == count
