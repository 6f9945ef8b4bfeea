"""Refresh the Qt Linguist sources from the code: ``python3 translations/update.py``.

Runs ``pyside6-lupdate`` over every Python file of the Qt layers, ``src/rattus_desktop/shell``
and each game's ``ui`` package (``src/rattus_desktop/games/*/ui``), into (lupdate does not
scan folders for Python)
``rattus_desktop_zh_TW.ts`` and ``rattus_desktop_en.ts`` with stable flags (no
obsolete entries, no source locations), so the files change only when messages do.
English is the source language: ``rattus_desktop_en.ts`` keeps only the messages with
plural forms (``%n``), whose two English forms are written there by hand.
``tests/i18n`` runs the same function into a temporary copy to check they are current.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "rattus_desktop"
SOURCES = (PACKAGE / "shell", *sorted(PACKAGE.glob("games/*/ui")))
EN_FILE = "rattus_desktop_en.ts"
TS_FILES = ("rattus_desktop_zh_TW.ts", EN_FILE)
FLAGS = ("-extensions", "py", "-no-obsolete", "-locations", "none", "-silent")


def find_lupdate() -> str:
    """pyside6-lupdate (PySide6's wrapper), else a Qt lupdate on PATH."""
    for name in ("pyside6-lupdate", "lupdate"):
        found = shutil.which(name)
        if found:
            return found
    try:
        import PySide6

        bundled = Path(PySide6.__file__).parent / ("lupdate.exe" if sys.platform == "win32"
                                                    else "lupdate")
        if bundled.exists():
            return str(bundled)
    except ImportError:
        pass
    raise RuntimeError("lupdate not found: install PySide6")


def source_files(folders: tuple[Path, ...] = SOURCES) -> list[Path]:
    return sorted(p for folder in folders for p in folder.rglob("*.py")
                  if "__pycache__" not in p.parts)


def run_lupdate(ts_files: list[Path], sources: tuple[Path, ...] = SOURCES) -> None:
    """Merge the messages of ``sources`` into ``ts_files`` (created when missing)."""
    files = [str(p) for p in source_files(sources)]
    cmd = [find_lupdate(), *files, *FLAGS, "-ts", *(str(p) for p in ts_files)]
    subprocess.run(cmd, check=True, capture_output=True)


def plural_only(ts_file: Path) -> None:
    """Keep only the messages with plural forms (and the contexts that hold one)."""
    tree = ET.parse(ts_file)
    root = tree.getroot()
    for context in list(root.iter("context")):
        for message in list(context.iter("message")):
            if message.get("numerus") != "yes":
                context.remove(message)
        if context.find("message") is None:
            root.remove(context)
    root.text = "\n"
    for context in root:  # laid out as lupdate writes it: contexts at the left margin
        ET.indent(context, space="    ")
        context.tail = "\n"
    body = ET.tostring(root, encoding="unicode")
    ts_file.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                       encoding="utf-8")


def refresh(ts_files: list[Path]) -> None:
    """lupdate into ``ts_files``; the English one then keeps its plural forms only."""
    run_lupdate(ts_files)
    for path in ts_files:
        if path.name == EN_FILE:
            plural_only(path)


def main() -> int:
    refresh([ROOT / "translations" / name for name in TS_FILES])
    print("updated " + ", ".join(TS_FILES))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
