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
    calls: dict[str, dict[str, Any]]

    def __init__(self) -> None:
        self.calls = {}

    def stub(self, name: str) -> Any:
        recorder = self

        class Stub:
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                recorder.calls[name] = {"args": args, **kwargs}
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


def run_spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Recorder:
    stub_pyinstaller(monkeypatch)
    rec = Recorder()
    namespace = {name: rec.stub(name) for name in ("Analysis", "PYZ", "EXE", "COLLECT",
                                                      "BUNDLE")}
    namespace.update(SPECPATH=str(SPEC.parent), workpath=str(tmp_path), __file__=str(SPEC))
    monkeypatch.setattr(sys, "platform", "linux")  # no icon step, no BUNDLE
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


def test_launcher_runs_the_cli():
    text = (cfg.ROOT / "packaging" / "launcher.py").read_text(encoding="utf-8")
    assert "from rattus_desktop.cli import main" in text
