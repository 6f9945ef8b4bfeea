"""What goes into the frozen bundle: the spec's logic, kept importable and tested.

``rattus-desktop.spec`` imports this module; ``tests/packaging`` checks it without
running PyInstaller. Data lands below ``rattus_desktop/`` inside the bundle, the
layout ``rattus_desktop.resources`` looks for under ``sys._MEIPASS``.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath

TocEntry = tuple[str, str, str]  # PyInstaller TOC: (destination, source, typecode)

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "rattus-desktop"
CLI_NAME = "rattus-desktop-cli"  # Windows: the console twin of the windowed executable
DISPLAY_NAME = "Rattus Desktop"
BUNDLE_ID = "io.github.rattus-desktop"
PUBLISHER = "Rattus Desktop"
# Qt's own translations the bundle keeps (QDialogButtonBox and the like).
QT_TRANSLATIONS: tuple[str, ...] = ("qtbase_zh_TW.qm", "qtbase_en.qm")
# The languages whose .qm the application ships: ``translations/<prefix>_<lang>.qm``
# (or ``<lang>.qm``); --selftest fails when one is missing.
APP_LANGS: tuple[str, ...] = ("zh_TW", "en")
# The oldest glibc the Linux bundle starts on: Ubuntu 22.04's, where CI builds it (the
# bundle carries the build host's libstdc++ and other libraries; PySide6 6.11's wheels
# need glibc 2.34 and a GCC 11 libstdc++, so Debian 11 cannot build or run them). So:
# Ubuntu 22.04+, Debian 12+. packaging/glibc_floor.py checks every Linux build.
GLIBC_FLOOR = "2.35"

# Python and Qt modules the application never uses. The PySide6 hooks collect only
# the Qt modules that are imported (QtCore, QtGui, QtWidgets, QtSvg), so these
# excludes guard against something pulling in a heavy module by accident.
EXCLUDES: tuple[str, ...] = (
    "tkinter", "unittest", "pydoc", "doctest", "pytest", "hypothesis", "setuptools",
    "pip", "PyInstaller",
    # No network and no TLS: without them the bundle carries no libssl/libcrypto
    # (hashlib falls back to its built-in sha2/blake2).
    "ssl", "_ssl", "_hashlib", "http.server", "xmlrpc", "ftplib", "smtplib",
    "PySide6.QtNetwork", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuickWidgets",
    "PySide6.QtQuickControls2", "PySide6.QtWebEngineCore", "PySide6.QtWebEngineWidgets",
    "PySide6.QtWebEngineQuick", "PySide6.QtWebChannel", "PySide6.QtWebSockets",
    "PySide6.QtMultimedia", "PySide6.QtMultimediaWidgets", "PySide6.QtPdf",
    "PySide6.QtPdfWidgets", "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets",
    "PySide6.QtDBus", "PySide6.QtSql", "PySide6.QtTest", "PySide6.QtDesigner",
    "PySide6.QtUiTools", "PySide6.QtXml", "PySide6.QtPrintSupport", "PySide6.QtHelp",
    "PySide6.QtConcurrent", "PySide6.QtStateMachine", "PySide6.QtCharts",
    "PySide6.QtDataVisualization", "PySide6.QtGraphs", "PySide6.Qt3DCore",
)

# Bundle paths (POSIX form, below the bundle's _internal/) that are dropped after
# analysis: Qt plugins the application does not need on any platform.
DROP_PREFIXES: tuple[str, ...] = (
    "PySide6/Qt/plugins/platforms/libqeglfs", "PySide6/Qt/plugins/platforms/libqlinuxfb",
    "PySide6/Qt/plugins/platforms/libqminimalegl", "PySide6/Qt/plugins/platforms/libqvnc",
    "PySide6/Qt/plugins/platforms/libqvkkhrdisplay",
    "PySide6/Qt/plugins/egldeviceintegrations/", "PySide6/Qt/plugins/generic/",
    "PySide6/Qt/plugins/networkinformation/", "PySide6/Qt/plugins/tls/",
    "PySide6/Qt/plugins/imageformats/qpdf", "PySide6/Qt/plugins/imageformats/libqpdf",
    "PySide6/plugins/generic/", "PySide6/plugins/networkinformation/", "PySide6/plugins/tls/",
    "PySide6/plugins/imageformats/qpdf",
    # The art is SVG (PNG is built into QtGui; the window icon is app.svg; the .ico and
    # .icns are resources of the executable, not read by Qt): keep qsvg only.
    *(f"PySide6/{qt}plugins/imageformats/{lib}q{fmt}"
      for qt in ("Qt/", "") for lib in ("lib", "")
      for fmt in ("gif", "icns", "ico", "jpeg", "tga", "tiff", "wbmp", "webp")),
    # Platform plugins: the desktop one (xcb, windows, cocoa) and offscreen (--selftest,
    # the tests) stay; "minimal" is unused. No OpenGL: xcb's GL integrations go.
    "PySide6/Qt/plugins/platforms/libqminimal.", "PySide6/plugins/platforms/qminimal.",
    "PySide6/Qt/plugins/xcbglintegrations/",
    # Linux: X11 (xcb) only. Wayland sessions run it through XWayland; the GTK theme
    # plugin alone would drag in gtk/cairo/pango.
    "PySide6/Qt/plugins/platforms/libqwayland", "PySide6/Qt/plugins/wayland-",
    "PySide6/Qt/plugins/platformthemes/libqgtk3", "PySide6/Qt/lib/libQt6Wayland",
    "PySide6/Qt/lib/libQt6WlShell",
    "PySide6/Qt/lib/libQt6Pdf", "PySide6/Qt/lib/libQt6EglFs", "PySide6/Qt/lib/libQt6EglFS",
    "PySide6/Qt/lib/libQt6Network", "PySide6/Qt/lib/libQt6Qml", "PySide6/Qt/lib/libQt6Quick",
    "PySide6/Qt6Pdf", "PySide6/Qt6Network", "PySide6/Qt6Qml", "PySide6/Qt6Quick",
    # The Mesa software OpenGL fallback (Windows, ~20 MB): the app paints with QPainter.
    "PySide6/opengl32sw.dll",
)


def read_version(pyproject: Path = ROOT / "pyproject.toml") -> str:
    """The ``[project] version`` of pyproject.toml (the one source of the version)."""
    with pyproject.open("rb") as fh:
        version = tomllib.load(fh)["project"]["version"]
    if not isinstance(version, str) or not version:
        raise ValueError(f"{pyproject}: [project] version is missing")
    return version


# A PEP 440 version as a tag may spell it: v0.2.0, v0.2.0-rc1, v0.2.0rc1, 0.2.0.dev3.
_VERSION = re.compile(
    r"^v?(?P<release>\d+(?:\.\d+)*)"
    r"(?:[-_.]?(?P<pre>a|b|c|rc|alpha|beta|pre|preview)[-_.]?(?P<pre_n>\d+)?)?"
    r"(?:[-_.]?(?P<post>post|rev|r)[-_.]?(?P<post_n>\d+)?)?"
    r"(?:[-_.]?(?P<dev>dev)[-_.]?(?P<dev_n>\d+)?)?$",
    re.IGNORECASE)
_PRE = {"a": "a", "alpha": "a", "b": "b", "beta": "b", "c": "rc", "rc": "rc", "pre": "rc",
        "preview": "rc"}


def _parse(version: str) -> re.Match[str]:
    match = _VERSION.match(version.strip())
    if match is None:
        raise ValueError(f"not a release version: {version!r} (expected e.g. 1.2.3 or 1.2.3rc1)")
    return match


def normalize_version(version: str) -> str:
    """The PEP 440 spelling: ``v0.2.0-rc1`` and ``0.2.0-RC.1`` are both ``0.2.0rc1``."""
    m = _parse(version)
    out = ".".join(str(int(n)) for n in m["release"].split("."))
    if m["pre"]:
        out += _PRE[m["pre"].lower()] + str(int(m["pre_n"] or 0))
    if m["post"]:
        out += f".post{int(m['post_n'] or 0)}"
    if m["dev"]:
        out += f".dev{int(m['dev_n'] or 0)}"
    return out


def is_prerelease(version: str) -> bool:
    """Alpha, beta, release candidate or development version (a GitHub pre-release)."""
    m = _parse(version)
    return bool(m["pre"] or m["dev"])


def tag_matches(tag: str, version: str) -> bool:
    """Whether a git tag (``v0.2.0-rc1``) names the version (``0.2.0rc1``)."""
    if not tag.startswith("v"):
        return False
    try:
        return normalize_version(tag) == normalize_version(version)
    except ValueError:
        return False


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """``1.2.3`` (or ``1.2.3rc1``, ``1.2.3-rc1``) as the four numbers of a Windows
    version resource: the release numbers only, padded with zeros."""
    nums: list[int] = []
    for part in version.split(".")[:4]:
        match = re.match(r"\d+", part)
        if match is None:
            break
        nums.append(int(match.group()))
        if match.end() != len(part):
            break
    nums += [0] * (4 - len(nums))
    return nums[0], nums[1], nums[2], nums[3]


def numeric_version(version: str, parts: int = 3) -> str:
    """The release numbers alone, dotted: ``0.2.0rc1`` -> ``0.2.0``.

    macOS wants CFBundleVersion and CFBundleShortVersionString as up to three
    non-negative integers; Windows' VersionInfo wants four (``parts=4``)."""
    return ".".join(str(n) for n in version_tuple(version)[:parts])


def version_info_text(version: str, name: str = APP_NAME) -> str:
    """PyInstaller's VersionInfo text of ``name``.exe: FileVersion and the fixed numbers
    numeric (0.2.0.0 for 0.2.0rc1), ProductVersion the full version."""
    nums = version_tuple(version)
    strings = {"CompanyName": PUBLISHER, "FileDescription": DISPLAY_NAME,
               "FileVersion": numeric_version(version, 4), "InternalName": name,
               "OriginalFilename": f"{name}.exe", "ProductName": DISPLAY_NAME,
               "ProductVersion": version}
    return (
        "VSVersionInfo(ffi=FixedFileInfo(filevers={n}, prodvers={n}, mask=0x3f, flags=0x0, "
        "OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)), kids=[StringFileInfo("
        "[StringTable('040904B0', [{s}])]), VarFileInfo([VarStruct('Translation', "
        "[1033, 1200])])])".format(
            n=nums, s=", ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())))


def _rel_files(top: Path, pattern: str, skip_dirs: tuple[str, ...] = ()) -> list[Path]:
    found = []
    for path in sorted(top.glob(pattern)):
        rel = path.relative_to(top)
        if not path.is_file() or (rel.parts and rel.parts[0] in skip_dirs):
            continue
        if "__pycache__" in rel.parts or path.suffix in (".pyc", ".py"):
            continue
        found.append(path)
    return found


def data_files(root: Path = ROOT) -> list[tuple[str, str]]:
    """PyInstaller ``datas``: (source file, destination folder inside the bundle).

    Each game's rules data ``src/rattus_desktop/games/<id>/data/*.toml``, the
    statistics' ``stats/*.toml``, the system-library table ``sysdeps/*.toml``, every
    file under ``assets/`` but the art tools, and the compiled ``translations/*.qm``.
    """
    pairs: list[tuple[str, str]] = []
    games = root / "src" / "rattus_desktop" / "games"
    game_data = tuple((folder, "*.toml", f"games/{folder.parent.name}/data", ())
                      for folder in sorted(games.glob("*/data")) if folder.is_dir())
    groups = (
        *game_data,
        (root / "src" / "rattus_desktop" / "stats", "*.toml", "stats", ()),
        (root / "src" / "rattus_desktop" / "sysdeps", "*.toml", "sysdeps", ()),
        (root / "assets", "**/*", "assets", ("tools",)),
        (root / "translations", "*.qm", "translations", ()),
    )
    for top, pattern, kind, skip in groups:
        for path in _rel_files(top, pattern, skip):
            dest = PurePosixPath("rattus_desktop", kind, *path.relative_to(top).parent.parts)
            pairs.append((str(path), str(dest)))
    return pairs


# Packages imported only from compiled code, which PyInstaller's analysis cannot read:
# openskill's wheels are compiled with mypyc (its modules import a top-level helper
# ``<hash>__mypyc``), so its submodules and that helper are named explicitly.
COMPILED_PACKAGES: tuple[str, ...] = ("openskill",)


def hidden_imports(collect: Callable[[str], list[str]]) -> list[str]:
    """The modules the bundle must hold beyond what analysis finds: ``collect`` (the
    spec passes PyInstaller's ``collect_submodules``) of the application and of
    ``COMPILED_PACKAGES``, and the mypyc helper modules those packages install."""
    names = list(collect("rattus_desktop"))
    for package in COMPILED_PACKAGES:
        names += collect(package)
        names += mypyc_helpers(package)
    return names


def mypyc_helpers(distribution: str) -> list[str]:
    """The top-level ``*__mypyc`` modules a distribution installs (none if pure)."""
    from importlib import metadata

    try:
        files = metadata.files(distribution) or []
    except metadata.PackageNotFoundError:
        return []
    return sorted({str(f).split(".", 1)[0] for f in files
                   if "/" not in str(f) and "__mypyc" in str(f)})


def qm_matches(name: str, lang: str) -> bool:
    """Whether a file name is the .qm of ``lang`` (``x_zh_TW.qm``, ``x-en.qm``, ``en.qm``)."""
    return name in (f"{lang}.qm",) or name.endswith((f"_{lang}.qm", f"-{lang}.qm"))


def missing_translations(root: Path = ROOT) -> list[str]:
    """The languages of APP_LANGS whose .qm is not in ``translations/`` (not built yet)."""
    folder = root / "translations"
    names = [p.name for p in folder.glob("*.qm")] if folder.is_dir() else []
    return [lang for lang in APP_LANGS if not any(qm_matches(n, lang) for n in names)]


def keep_entry(dest: str) -> bool:
    """Whether a bundle entry (destination path from PyInstaller's TOC) stays."""
    posix = dest.replace("\\", "/")
    if any(posix.startswith(prefix) for prefix in DROP_PREFIXES):
        return False
    if posix.startswith(("PySide6/Qt/translations/", "PySide6/translations/")):
        return posix.rsplit("/", 1)[-1] in QT_TRANSLATIONS
    return True


def prune(entries: Iterable[TocEntry]) -> list[TocEntry]:
    """The entries ``keep_entry`` accepts."""
    return [e for e in entries if keep_entry(e[0])]


def drop_dangling_symlinks(entries: Iterable[TocEntry],
                           present: Iterable[TocEntry]) -> list[TocEntry]:
    """Drop SYMLINK entries whose target (their source field) is not in ``present``."""
    dests = {e[0].replace("\\", "/") for e in present}
    return [e for e in entries if e[2] != "SYMLINK" or e[1].replace("\\", "/") in dests]


def prune_orphans(binaries: list[TocEntry],
                  imports: Callable[[str], Iterable[str]]) -> list[TocEntry]:
    """Drop shared libraries that nothing kept links to any more (Linux).

    Roots are Python extensions, Qt plugins, PySide6's own libraries and libpython;
    ``imports(source path)`` gives the base names a binary links to. Plain libraries
    pulled in only by a plugin ``prune`` dropped go too.
    """
    by_name: dict[str, TocEntry] = {}
    for entry in binaries:
        by_name.setdefault(PurePosixPath(entry[0].replace("\\", "/")).name, entry)

    def is_root(entry: TocEntry) -> bool:
        dest = entry[0].replace("\\", "/")
        name = PurePosixPath(dest).name
        return (entry[2] != "BINARY" or dest.startswith("PySide6/Qt/plugins/")
                or name.startswith(("libpython", "libpyside6", "libshiboken6")))

    reached: set[str] = set()
    todo = [e for e in binaries if is_root(e)]
    while todo:
        entry = todo.pop()
        key = PurePosixPath(entry[0].replace("\\", "/")).name
        if key in reached:
            continue
        reached.add(key)
        for name in imports(entry[1]):
            dep = by_name.get(PurePosixPath(name).name)
            if dep is not None:
                todo.append(dep)
    return [e for e in binaries
            if PurePosixPath(e[0].replace("\\", "/")).name in reached]


def main(argv: list[str] | None = None) -> int:
    """``check-tag TAG`` (exit 1 unless TAG is v + the pyproject version), ``version``,
    ``numeric-version``, ``is-prerelease`` (prints true/false): for the workflows."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    version = read_version()
    if args[:1] == ["check-tag"] and len(args) == 2:
        if tag_matches(args[1], version):
            print(f"tag {args[1]} is version {version}")
            return 0
        print(f"tag {args[1]} is not v{version} (pyproject.toml's version)", file=sys.stderr)
        return 1
    if args == ["version"]:
        print(version)
    elif args == ["numeric-version"]:
        print(numeric_version(version))
    elif args == ["is-prerelease"]:
        print("true" if is_prerelease(version) else "false")
    else:
        print("usage: bundle_config.py check-tag TAG | version | numeric-version | is-prerelease",
              file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
