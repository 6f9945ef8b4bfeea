"""The spec's logic (bundle_config) without running PyInstaller."""

from __future__ import annotations

import tomllib
from pathlib import Path

import bundle_config as cfg

import rattus_desktop

ROOT = cfg.ROOT


def test_version_comes_from_pyproject():
    with (ROOT / "pyproject.toml").open("rb") as fh:
        expected = tomllib.load(fh)["project"]["version"]
    assert cfg.read_version() == expected
    assert rattus_desktop.__version__ == expected  # what --version prints matches


def test_read_version_rejects_a_missing_version(tmp_path):
    bad = tmp_path / "pyproject.toml"
    bad.write_text('[project]\nname = "x"\nversion = ""\n')
    try:
        cfg.read_version(bad)
    except ValueError as exc:
        assert "version" in str(exc)
    else:
        raise AssertionError("an empty version was accepted")


def test_version_tuple():
    assert cfg.version_tuple("0.1.0") == (0, 1, 0, 0)
    assert cfg.version_tuple("1.2.3rc1") == (1, 2, 3, 0)
    assert cfg.version_tuple("1.2.3.4.5") == (1, 2, 3, 4)


def test_data_files_hold_every_rules_toml():
    pairs = cfg.data_files()
    tomls = sorted((ROOT / "src" / "rattus_desktop" / "games").glob("*/data/*.toml"))
    assert len(tomls) >= 10
    for path in tomls:
        assert (str(path), f"rattus_desktop/games/{path.parent.parent.name}/data") in pairs


def test_data_files_hold_the_computer_seat_names():
    names = ROOT / "src" / "rattus_desktop" / "shell" / "app" / "dialogs" / "period_names.toml"
    assert names.is_file()
    assert (str(names), "rattus_desktop/shell/app/dialogs") in cfg.data_files()


def test_data_files_layout(tmp_path):
    (tmp_path / "src" / "rattus_desktop" / "games" / "rattus" / "data").mkdir(parents=True)
    (tmp_path / "src" / "rattus_desktop" / "games" / "rattus" / "data" / "map.toml").write_text("")
    for rel in ("assets/icons/app.svg", "assets/board/europe.svg", "assets/tools/build.py",
                "assets/tools/notes.txt", "translations/rattus_zh_TW.qm",
                "translations/rattus_zh_TW.ts", "translations/rattus_en.qm"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("x")
    got = {(Path(src).relative_to(tmp_path).as_posix(), dest)
           for src, dest in cfg.data_files(tmp_path)}
    assert got == {
        ("src/rattus_desktop/games/rattus/data/map.toml", "rattus_desktop/games/rattus/data"),
        ("assets/icons/app.svg", "rattus_desktop/assets/icons"),
        ("assets/board/europe.svg", "rattus_desktop/assets/board"),
        ("translations/rattus_zh_TW.qm", "rattus_desktop/translations"),
        ("translations/rattus_en.qm", "rattus_desktop/translations"),
    }
    assert cfg.missing_translations(tmp_path) == []
    (tmp_path / "translations" / "rattus_en.qm").unlink()
    assert cfg.missing_translations(tmp_path) == ["en"]


def test_qm_names():
    assert cfg.qm_matches("rattus_desktop_zh_TW.qm", "zh_TW")
    assert cfg.qm_matches("en.qm", "en")
    assert cfg.qm_matches("rattus-en.qm", "en")
    assert not cfg.qm_matches("rattus_zh_TW.qm", "en")
    assert not cfg.qm_matches("rattus_zh_TW.ts", "zh_TW")


def test_keep_entry_drops_unused_qt():
    keep = cfg.keep_entry
    assert keep("PySide6/Qt/lib/libQt6Core.so.6")
    assert keep("PySide6/Qt/plugins/platforms/libqxcb.so")
    assert keep("PySide6/Qt/plugins/imageformats/libqsvg.so")
    assert keep("PySide6/plugins/platforms/qwindows.dll")
    assert keep("PySide6/Qt/translations/qtbase_zh_TW.qm")
    assert keep("PySide6\\translations\\qtbase_en.qm")
    assert keep("rattus_desktop/translations/rattus_de.qm")  # ours are never dropped
    assert not keep("PySide6/Qt/translations/qtbase_de.qm")
    assert not keep("PySide6/translations/qtwebengine_zh_TW.qm")
    assert not keep("PySide6/Qt/lib/libQt6Network.so.6")
    assert not keep("PySide6/Qt/plugins/platforms/libqwayland.so")
    assert not keep("PySide6/Qt/plugins/imageformats/libqtiff.so")
    assert not keep("PySide6/plugins/imageformats/qwebp.dll")
    assert not keep("PySide6/opengl32sw.dll")


def test_excludes_cover_heavy_qt_modules():
    for name in ("PySide6.QtWebEngineCore", "PySide6.QtQml", "PySide6.QtQuick",
                 "PySide6.QtNetwork", "PySide6.QtMultimedia", "tkinter"):
        assert name in cfg.EXCLUDES
    for used in ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtSvg"):
        assert used not in cfg.EXCLUDES


def test_prune_orphans_follows_links():
    binaries = [
        ("PySide6/QtGui.abi3.so", "/s/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/s/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/s/libqxcb.so", "BINARY"),
        ("libX11.so.6", "/s/libX11.so.6", "BINARY"),
        ("libcairo.so.2", "/s/libcairo.so.2", "BINARY"),  # only the dropped gtk3 theme
        ("libpython3.11.so.1.0", "/s/libpython3.11.so.1.0", "BINARY"),
    ]
    links = {"/s/QtGui.abi3.so": ["libQt6Gui.so.6"], "/s/libqxcb.so": ["libX11.so.6"]}
    kept = cfg.prune_orphans(binaries, lambda src: links.get(src, []))
    assert [e[0] for e in kept] == [e[0] for e in binaries if e[0] != "libcairo.so.2"]


def test_dangling_symlinks_go():
    datas = [("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
             ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
             ("rattus_desktop/games/rattus/data/x.toml", "/s/x.toml", "DATA")]
    present = [("PySide6/Qt/lib/libQt6Gui.so.6", "/s/libQt6Gui.so.6", "BINARY"), *datas]
    assert [e[0] for e in cfg.drop_dangling_symlinks(datas, present)] == [
        "libQt6Gui.so.6", "rattus_desktop/games/rattus/data/x.toml"]


def test_version_tuple_of_a_tag_style_pre_release():
    assert cfg.version_tuple("0.2.0-rc1") == (0, 2, 0, 0)
    assert cfg.version_tuple("0.2.0.dev3") == (0, 2, 0, 0)


def test_numeric_version_for_bundle_and_version_info():
    assert cfg.numeric_version("0.2.0-rc1") == "0.2.0"
    assert cfg.numeric_version("0.2.0rc1") == "0.2.0"
    assert cfg.numeric_version("1.4") == "1.4.0"
    assert cfg.numeric_version("0.2.0b2", 4) == "0.2.0.0"
    assert all(part.isdigit() for part in cfg.numeric_version("10.20.30a1").split("."))


def test_tags_match_the_pep440_version():
    assert cfg.tag_matches("v0.2.0-rc1", "0.2.0rc1")
    assert cfg.tag_matches("v0.2.0rc1", "0.2.0-rc1")
    assert cfg.tag_matches("v0.2.0-RC.1", "0.2.0rc1")
    assert cfg.tag_matches("v1.0.0", "1.0.0")
    assert cfg.tag_matches("v1.0.0-beta2", "1.0.0b2")
    assert not cfg.tag_matches("0.2.0", "0.2.0")  # tags start with v
    assert not cfg.tag_matches("v0.2.0", "0.2.0rc1")
    assert not cfg.tag_matches("v0.2.0-rc2", "0.2.0rc1")
    assert not cfg.tag_matches("vnext", "0.2.0")


def test_pre_releases():
    assert cfg.is_prerelease("0.2.0rc1") and cfg.is_prerelease("0.2.0-rc1")
    assert cfg.is_prerelease("1.0.0a1") and cfg.is_prerelease("1.0.0.dev2")
    assert not cfg.is_prerelease("1.0.0") and not cfg.is_prerelease("1.0.0.post1")
    assert cfg.normalize_version("v1.0.0-alpha.3") == "1.0.0a3"


def test_version_info_text_is_numeric_where_windows_wants_numbers():
    text = cfg.version_info_text("0.2.0-rc1", "rattus-desktop-cli")
    assert "filevers=(0, 2, 0, 0)" in text and "prodvers=(0, 2, 0, 0)" in text
    assert "StringStruct('FileVersion', '0.2.0.0')" in text
    assert "StringStruct('ProductVersion', '0.2.0-rc1')" in text
    assert "StringStruct('OriginalFilename', 'rattus-desktop-cli.exe')" in text


def test_the_command_line_of_bundle_config(capsys):
    version = cfg.read_version()
    assert cfg.main(["check-tag", f"v{version}"]) == 0
    assert cfg.main(["check-tag", f"v{version}.1"]) == 1
    assert cfg.main(["is-prerelease"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == str(cfg.is_prerelease(version)).lower()
    assert cfg.main(["numeric-version"]) == 0
    assert capsys.readouterr().out.strip() == cfg.numeric_version(version)
    assert cfg.main(["nonsense"]) == 2


def test_unused_qt_plugins_are_dropped():
    keep = cfg.keep_entry
    for gone in ("PySide6/Qt/plugins/imageformats/libqjpeg.so",
                 "PySide6/Qt/plugins/imageformats/libqico.so",
                 "PySide6/Qt/plugins/imageformats/libqjpeg.dylib",
                 "PySide6/plugins/imageformats/qjpeg.dll", "PySide6/plugins/imageformats/qico.dll",
                 "PySide6/Qt/plugins/platforms/libqminimal.so",
                 "PySide6/Qt/plugins/platforms/libqminimal.dylib",
                 "PySide6/plugins/platforms/qminimal.dll",
                 "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
                 "PySide6/Qt/plugins/xcbglintegrations/libqxcb-egl-integration.so"):
        assert not keep(gone), gone
    for kept in ("PySide6/Qt/plugins/platforms/libqoffscreen.so",  # --selftest, the tests
                 "PySide6/plugins/platforms/qoffscreen.dll",
                 "PySide6/plugins/platforms/qwindows.dll",
                 "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
                 "PySide6/Qt/plugins/platforms/libqxcb.so",
                 "PySide6/Qt/plugins/imageformats/libqsvg.dylib"):
        assert keep(kept), kept
