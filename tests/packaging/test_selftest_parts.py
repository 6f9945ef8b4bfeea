"""Pieces of ``rattus-desktop --selftest`` (the whole run is packaging/smoke_test.py's)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import PySide6
import pytest

from rattus_desktop import resources
from rattus_desktop.shell.app import selftest

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


def test_bots_finish_a_game_in_the_main_window(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("RATTUS_DESKTOP_HOME", str(tmp_path))
    window = selftest.build_window()
    try:
        count = selftest.play_in_window(window, players=2, seed=3)
        assert window.controller.game.is_over
        assert count == len(window.controller.session.log) > 20
    finally:
        window.close()
        window.deleteLater()


def test_selftest_fails_naming_the_missing_qm(qapp, tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(resources, "translations_dir", lambda: tmp_path)
    log = tmp_path / "selftest.log"
    monkeypatch.setenv("RATTUS_SELFTEST_LOG", str(log))
    assert selftest.run_selftest() == 1
    out = capsys.readouterr().out
    assert f"selftest: FAIL missing translation: no zh_TW .qm in {tmp_path}" in out
    assert log.read_text(encoding="utf-8").splitlines()[-1].startswith("selftest: FAIL")


def test_the_reference_leak_check_passes_in_this_interpreter(qapp):
    assert selftest.check_signal_refcounts() == "no reference leak in Signal.emit"
