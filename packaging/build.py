"""Build this platform's Rattus Desktop bundle and its installer.

    python packaging/build.py [--skip-installer] [--clean]

1. translations/*.ts -> translations/*.qm (pyside6-lrelease; .qm files are build outputs)
2. PyInstaller with packaging/rattus-desktop.spec -> dist/rattus-desktop/ (macOS: also
   "dist/Rattus Desktop.app")
3. the installer, in dist/installers/:
   * Windows: Inno Setup 6 or 7 (ISCC.exe; $ISCC overrides where it is) ->
     ...-windows-x64-setup.exe; the folder holds rattus-desktop.exe (windowed) and
     rattus-desktop-cli.exe (console: the command line and --selftest print). Signing
     (signtool, SHA-256, RFC 3161 timestamp) runs only when WINDOWS_SIGN_PFX names a
     .pfx file (WINDOWS_SIGN_PASSWORD its password; WINDOWS_TIMESTAMP_URL overrides
     the timestamp server): both executables before Inno Setup packs them, then the
     setup .exe.
   * macOS: the .app in a .dmg (hdiutil). Signing runs only when MACOS_SIGN_IDENTITY is
     set (a "Developer ID Application: ..." identity in the keychain); notarization
     only when APPLE_ID, APPLE_TEAM_ID and APPLE_APP_PASSWORD are set too; an upload
     Apple does not mark Accepted fails the build.
   * Linux: a .tar.gz of the onedir folder.
"""

from __future__ import annotations

import argparse
import glob
import json
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
TIMESTAMP_URL = "http://timestamp.digicert.com"  # RFC 3161, free to any certificate


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


def find_iscc() -> str | None:
    """ISCC.exe: $ISCC, PATH, else the newest Inno Setup 6 or 7 in Program Files."""
    found = os.environ.get("ISCC") or shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    guesses: list[str] = []
    for base in (os.environ.get("PROGRAMFILES", r"C:\Program Files"),
                 os.environ.get("PROGRAMFILES(X86)", r"C:\Program Files (x86)")):
        guesses += glob.glob(os.path.join(base, "Inno Setup *", "ISCC.exe"))
    guesses.sort(key=lambda p: Path(p).parent.name, reverse=True)  # "Inno Setup 7" first
    return guesses[0] if guesses else None


def inno_setup(version: str, bundle: Path) -> Path:
    iscc = find_iscc()
    if iscc is None:
        raise SystemExit("build: Inno Setup's ISCC.exe not found (choco install innosetup)")
    base = f"{artifact_base(version)}-setup"
    icon = WORK / SPEC.stem / "icons" / "rattus-desktop.ico"  # the spec's own workpath
    run([iscc, f"/DAppVersion={version}", f"/DNumericVersion={cfg.numeric_version(version, 4)}",
         f"/DSourceDir={bundle}", f"/DOutputDir={INSTALLERS}", f"/DOutputBase={base}",
         f"/DIconFile={icon}", str(ISS)])
    return INSTALLERS / f"{base}.exe"


def find_signtool() -> str | None:
    """signtool.exe: $SIGNTOOL, PATH, else the newest x64 one in the Windows 10/11 SDK."""
    found = os.environ.get("SIGNTOOL") or shutil.which("signtool")
    if found:
        return found
    kits = os.path.join(os.environ.get("PROGRAMFILES(X86)", r"C:\Program Files (x86)"),
                        "Windows Kits", "10", "bin")
    guesses = glob.glob(os.path.join(kits, "10.*", "x64", "signtool.exe"))
    guesses.sort(key=lambda p: tuple(int(n) for n in Path(p).parent.parent.name.split(".")))
    return guesses[-1] if guesses else None


def windows_sign(files: list[Path]) -> bool:
    """Sign ``files`` with the certificate of $WINDOWS_SIGN_PFX; False when unset."""
    pfx = os.environ.get("WINDOWS_SIGN_PFX", "")
    if not pfx:
        print("build: unsigned Windows executables (WINDOWS_SIGN_PFX not set)")
        return False
    tool = find_signtool()
    if tool is None:
        raise SystemExit("build: signtool.exe not found (the Windows SDK; $SIGNTOOL)")
    url = os.environ.get("WINDOWS_TIMESTAMP_URL") or TIMESTAMP_URL
    cmd = [tool, "sign", "/f", pfx, "/p", os.environ.get("WINDOWS_SIGN_PASSWORD", ""),
           "/fd", "SHA256", "/tr", url, "/td", "SHA256", *map(str, files)]
    print("+ signtool sign /f <pfx> /p <password> /fd SHA256 /tr", url, "/td SHA256",
          *map(str, files), flush=True)  # never the password
    subprocess.run(cmd, check=True)
    run([tool, "verify", "/pa", "/v", *map(str, files)])
    return True


def notary_verdict(output: str) -> tuple[bool, str, str]:
    """(accepted, submission id, status) from ``notarytool submit --wait --output-format
    json``. notarytool exits 0 even when Apple finds the upload Invalid: only the status
    "Accepted" passes; unreadable output fails."""
    try:
        data = json.loads(output.strip().splitlines()[-1] if output.strip() else "")
    except ValueError:
        try:
            data = json.loads(output)
        except ValueError:
            return False, "", "unreadable notarytool output"
    if not isinstance(data, dict):
        return False, "", "unreadable notarytool output"
    status = str(data.get("status", "")) or "no status"
    return status == "Accepted", str(data.get("id", "")), status


def notarize(dmg: Path, apple_id: str, team_id: str, password: str) -> None:
    auth = ["--apple-id", apple_id, "--team-id", team_id, "--password", password]
    print(f"+ xcrun notarytool submit {dmg} --wait --output-format json", flush=True)
    proc = subprocess.run(["xcrun", "notarytool", "submit", str(dmg), *auth, "--wait",
                           "--output-format", "json"], capture_output=True, text=True)
    print(proc.stdout, proc.stderr, sep="\n", flush=True)
    accepted, submission, status = notary_verdict(proc.stdout)
    if proc.returncode != 0 or not accepted:
        if submission:  # Apple's reasons, for the log
            subprocess.run(["xcrun", "notarytool", "log", submission, *auth])
        raise SystemExit(f"build: notarization failed: status {status} "
                         f"(notarytool exit {proc.returncode}, submission {submission or '?'})")
    run(["xcrun", "stapler", "staple", str(dmg)])


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
            notarize(dmg, *notary)
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
        windows_sign([bundle / f"{cfg.APP_NAME}.exe", bundle / f"{cfg.CLI_NAME}.exe"])
        out = inno_setup(version, bundle)
        windows_sign([out])
    elif sys.platform == "darwin":
        out = macos_dmg(version)
    else:
        out = linux_tarball(version, bundle)
    print(f"build: installer {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
