"""Build this platform's Rattus Desktop bundle and its installer.

    python packaging/build.py [--skip-installer] [--clean]

1. translations/*.ts -> translations/*.qm (pyside6-lrelease; .qm files are build outputs)
2. PyInstaller with packaging/rattus-desktop.spec -> dist/rattus-desktop/ (macOS: also
   "dist/Rattus Desktop.app")
3. the installer, in dist/installers/:
   * Windows: Inno Setup (ISCC.exe; $ISCC overrides where it is) -> ...-windows-x64-setup.exe
   * macOS: the .app in a .dmg (hdiutil). Signing runs only when MACOS_SIGN_IDENTITY is
     set (a "Developer ID Application: ..." identity in the keychain); notarization
     only when APPLE_ID, APPLE_TEAM_ID and APPLE_APP_PASSWORD are set too.
   * Linux: a .tar.gz of the onedir folder.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle_config as cfg  # noqa: E402

ROOT = cfg.ROOT
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
INSTALLERS = DIST / "installers"
SPEC = ROOT / "packaging" / "rattus-desktop.spec"
ISS = ROOT / "packaging" / "windows" / "rattus-desktop.iss"


def run(cmd: list[str], env: dict[str, str] | None = None) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, env=env)


def arch() -> str:
    machine = platform.machine().lower()  # Windows says AMD64, Linux aarch64
    return {"amd64": "x64", "aarch64": "arm64"}.get(machine, machine)


def artifact_base(version: str) -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    return f"RattusDesktop-{version}-{system}-{arch()}"


def compile_translations() -> list[Path]:
    """translations/*.ts -> .qm beside them (Qt's lrelease, as setup.py does)."""
    sources = sorted((ROOT / "translations").glob("*.ts"))
    if not sources:
        return []
    import PySide6

    bundled = Path(PySide6.__file__).parent / ("lrelease.exe" if sys.platform == "win32"
                                                else "lrelease")
    tool = (str(bundled) if bundled.is_file() else None) or shutil.which("pyside6-lrelease")
    if tool is None:
        raise SystemExit("build: pyside6-lrelease not found (pip install PySide6-Essentials)")
    built = []
    for ts in sources:
        qm = ts.with_suffix(".qm")
        run([tool, "-silent", str(ts), "-qm", str(qm)])
        built.append(qm)
    return built


def freeze(clean: bool) -> Path:
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(DIST),
           "--workpath", str(WORK), str(SPEC)]
    env = dict(os.environ)
    if sys.platform == "darwin" and env.get("MACOS_SIGN_IDENTITY"):
        env["RATTUS_CODESIGN_IDENTITY"] = env["MACOS_SIGN_IDENTITY"]
    run(cmd + (["--clean"] if clean else []), env=env)
    return DIST / cfg.APP_NAME


def inno_setup(version: str, bundle: Path) -> Path:
    iscc = os.environ.get("ISCC") or shutil.which("iscc") or shutil.which("ISCC")
    for guess in (r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe",
                  r"C:\Program Files\Inno Setup 6\ISCC.exe"):
        if iscc is None and Path(guess).is_file():
            iscc = guess
    if iscc is None:
        raise SystemExit("build: Inno Setup's ISCC.exe not found (choco install innosetup)")
    base = f"{artifact_base(version)}-setup"
    icon = WORK / SPEC.stem / "icons" / "rattus-desktop.ico"  # the spec's own workpath
    numeric = ".".join(str(n) for n in cfg.version_tuple(version))
    run([iscc, f"/DAppVersion={version}", f"/DNumericVersion={numeric}",
         f"/DSourceDir={bundle}", f"/DOutputDir={INSTALLERS}", f"/DOutputBase={base}",
         f"/DIconFile={icon}", str(ISS)])
    return INSTALLERS / f"{base}.exe"


def macos_dmg(version: str) -> Path:
    app = DIST / f"{cfg.DISPLAY_NAME}.app"
    identity = os.environ.get("MACOS_SIGN_IDENTITY", "")
    if identity:  # PyInstaller signed every binary and the bundle; check it holds
        run(["codesign", "--verify", "--deep", "--strict", "--verbose=2", str(app)])
    stage = WORK / "dmg"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    run(["ditto", str(app), str(stage / app.name)])
    (stage / "Applications").symlink_to("/Applications")
    dmg = INSTALLERS / f"{artifact_base(version)}.dmg"
    dmg.unlink(missing_ok=True)
    create = ["hdiutil", "create", "-volname", cfg.DISPLAY_NAME, "-srcfolder", str(stage),
              "-fs", "HFS+", "-format", "UDZO", "-ov", str(dmg)]
    for attempt in range(3):  # hdiutil now and then fails with "Resource busy"
        try:
            run(create)
            break
        except subprocess.CalledProcessError:
            if attempt == 2:
                raise
            time.sleep(10)
    if identity:
        run(["codesign", "--force", "--timestamp", "--sign", identity, str(dmg)])
        notary = [os.environ.get(k, "") for k in ("APPLE_ID", "APPLE_TEAM_ID",
                                                   "APPLE_APP_PASSWORD")]
        if all(notary):
            run(["xcrun", "notarytool", "submit", str(dmg), "--apple-id", notary[0],
                 "--team-id", notary[1], "--password", notary[2], "--wait"])
            run(["xcrun", "stapler", "staple", str(dmg)])
        else:
            print("build: notarization skipped (APPLE_ID/APPLE_TEAM_ID/APPLE_APP_PASSWORD)")
    else:
        print("build: unsigned .app and .dmg (MACOS_SIGN_IDENTITY not set)")
    return dmg


def linux_tarball(version: str, bundle: Path) -> Path:
    out = INSTALLERS / f"{artifact_base(version)}.tar.gz"
    with tarfile.open(out, "w:gz") as tar:
        tar.add(bundle, arcname=f"{cfg.APP_NAME}-{version}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-installer", action="store_true",
                        help="stop after the PyInstaller bundle")
    parser.add_argument("--clean", action="store_true", help="PyInstaller --clean")
    args = parser.parse_args(argv)
    version = cfg.read_version()
    for qm in compile_translations():
        print(f"build: {qm.relative_to(ROOT)}")
    bundle = freeze(args.clean)
    print(f"build: bundle {bundle}")
    if args.skip_installer:
        return 0
    INSTALLERS.mkdir(parents=True, exist_ok=True)
    if sys.platform == "win32":
        out = inno_setup(version, bundle)
    elif sys.platform == "darwin":
        out = macos_dmg(version)
    else:
        out = linux_tarball(version, bundle)
    print(f"build: installer {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
