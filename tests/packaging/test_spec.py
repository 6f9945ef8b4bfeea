"""Run packaging/rattus-desktop.spec with PyInstaller's build classes stubbed out."""

from __future__ import annotations

import pkgutil
import sys
import types
from pathlib import Path
from typing import Any

import bundle_config as cfg
import pytest

SPEC = cfg.ROOT / "packaging" / "rattus-desktop.spec"


class Recorder:
    calls: dict[str, dict[str, Any]]  # the last call of each build class
    every: dict[str, list[dict[str, Any]]]  # all of them, in order

    def __init__(self) -> None:
        self.calls = {}
        self.every = {}

    def stub(self, name: str) -> Any:
        recorder = self

        class Stub:
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                recorder.calls[name] = {"args": args, **kwargs}
                recorder.every.setdefault(name, []).append(recorder.calls[name])
                self.kwargs = kwargs
                self.binaries: list[Any] = []
                self.datas = [(f"{dest}/{Path(src).name}", src, "DATA")
                              for src, dest in kwargs.get("datas", [])]
                self.pure: list[Any] = []
                self.scripts: list[Any] = []

        return Stub


def collect_submodules(package: str) -> list[str]:
    module = __import__(package)
    return [package] + [m.name for m in pkgutil.walk_packages(module.__path__, package + ".")]


def stub_pyinstaller(monkeypatch: pytest.MonkeyPatch) -> None:
    """The spec's PyInstaller imports, so the test runs where PyInstaller is not installed."""
    modules = {name: types.ModuleType(name) for name in (
        "PyInstaller", "PyInstaller.utils", "PyInstaller.utils.hooks", "PyInstaller.depend",
        "PyInstaller.depend.bindepend")}
    modules["PyInstaller.utils.hooks"].collect_submodules = collect_submodules
    modules["PyInstaller.depend.bindepend"].get_imports = lambda filename: []
    for name, module in modules.items():
        monkeypatch.setitem(sys.modules, name, module)


def run_spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, platform: str = "linux") -> Recorder:
    stub_pyinstaller(monkeypatch)
    rec = Recorder()
    namespace = {name: rec.stub(name) for name in ("Analysis", "PYZ", "EXE", "COLLECT",
                                                      "BUNDLE")}
    namespace.update(SPECPATH=str(SPEC.parent), workpath=str(tmp_path), __file__=str(SPEC))
    if platform != "linux":  # the icons are made for real (Qt offscreen), in tmp_path
        monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setattr(sys, "platform", platform)  # linux: no icon step, no BUNDLE
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return rec


def test_spec_builds_a_windowed_onedir(tmp_path, monkeypatch):
    monkeypatch.setattr(cfg, "missing_translations", lambda root=cfg.ROOT: [])
    rec = run_spec(tmp_path, monkeypatch)
    analysis = rec.calls["Analysis"]
    assert analysis["args"][0] == [str(cfg.ROOT / "packaging" / "launcher.py")]
    assert analysis["datas"] == cfg.data_files()
    assert set(cfg.EXCLUDES) <= set(analysis["excludes"])
    assert str(cfg.ROOT / "src") in analysis["pathex"]
    assert "rattus_desktop.cli" in analysis["hiddenimports"]
    exe = rec.calls["EXE"]
    assert exe["console"] is False and exe["exclude_binaries"] is True
    assert exe["name"] == "rattus-desktop"
    assert rec.calls["COLLECT"]["name"] == "rattus-desktop"
    assert "BUNDLE" not in rec.calls
    assert len(rec.calls["COLLECT"]["args"][2]) == len(cfg.data_files())  # none pruned


def test_spec_refuses_to_build_without_translations(tmp_path, monkeypatch):
    monkeypatch.setattr(cfg, "missing_translations", lambda root=cfg.ROOT: ["zh_TW"])
    with pytest.raises(SystemExit, match="zh_TW"):
        run_spec(tmp_path, monkeypatch)


def test_windows_has_a_console_twin_in_the_same_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(cfg, "missing_translations", lambda root=cfg.ROOT: [])
    monkeypatch.setattr(cfg, "read_version", lambda pyproject=None: "0.2.0-rc1")
    rec = run_spec(tmp_path, monkeypatch, "win32")
    exes = rec.every["EXE"]
    assert [(e["name"], e["console"]) for e in exes] == [
        ("rattus-desktop", False), ("rattus-desktop-cli", True)]
    gui, cli = exes
    assert gui["args"][:2] == cli["args"][:2]  # the same archive and scripts
    assert gui["icon"] == cli["icon"] and gui["icon"].endswith("rattus-desktop.ico")
    collect = rec.calls["COLLECT"]["args"]
    assert len(collect) == 4  # both executables, then binaries and datas: one folder
    assert rec.calls["COLLECT"]["name"] == "rattus-desktop"
    assert "BUNDLE" not in rec.calls
    for exe, name in ((gui, "rattus-desktop"), (cli, "rattus-desktop-cli")):
        info = Path(exe["version"]).read_text(encoding="utf-8")
        assert "filevers=(0, 2, 0, 0), prodvers=(0, 2, 0, 0)" in info
        assert "StringStruct('FileVersion', '0.2.0.0')" in info
        assert "StringStruct('ProductVersion', '0.2.0-rc1')" in info
        assert f"StringStruct('OriginalFilename', '{name}.exe')" in info


def test_macos_bundle_versions_are_numeric_for_a_pre_release(tmp_path, monkeypatch):
    monkeypatch.setattr(cfg, "missing_translations", lambda root=cfg.ROOT: [])
    monkeypatch.setattr(cfg, "read_version", lambda pyproject=None: "0.2.0-rc1")
    rec = run_spec(tmp_path, monkeypatch, "darwin")
    assert [e["name"] for e in rec.every["EXE"]] == ["rattus-desktop"]  # no twin
    bundle = rec.calls["BUNDLE"]
    assert bundle["version"] == "0.2.0"
    plist = bundle["info_plist"]
    assert plist["CFBundleVersion"] == plist["CFBundleShortVersionString"] == "0.2.0"
    assert bundle["icon"].endswith("rattus-desktop.icns")


def test_launcher_calls_freeze_support_before_main(monkeypatch):
    import multiprocessing
    import runpy

    import rattus_desktop.cli

    order: list[str] = []
    monkeypatch.setattr(multiprocessing, "freeze_support", lambda: order.append("freeze"))
    monkeypatch.setattr(rattus_desktop.cli, "main", lambda: order.append("main") or 7)
    with pytest.raises(SystemExit) as info:
        runpy.run_path(str(cfg.ROOT / "packaging" / "launcher.py"), run_name="__main__")
    assert info.value.code == 7
    assert order == ["freeze", "main"]
