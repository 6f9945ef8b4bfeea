"""packaging/glibc_floor.py and the ELF reader under it (rattus_desktop.sysdeps.elf)."""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import bundle_config as cfg
import glibc_floor
import pytest

from rattus_desktop.sysdeps import elf

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="ELF files (and glibc) on Linux only")
PYSIDE_CORE = next(iter(Path(__import__("PySide6").__file__).parent.glob("Qt/lib/libQt6Core.so.6")),
                   None)


def objdump_glibc(path: Path) -> tuple[int, ...] | None:
    """The highest GLIBC_x.y ``objdump -T`` lists, to check our reader against."""
    out = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True).stdout
    found = [tuple(int(n) for n in m.split(".")) for m in
             re.findall(r"\bGLIBC_(\d+(?:\.\d+)+)\b", out)]
    return max(found) if found else None


def test_glibc_version_names():
    assert elf.parse_glibc("GLIBC_2.34") == (2, 34)
    assert elf.parse_glibc("GLIBC_2.2.5") == (2, 2, 5)
    assert elf.parse_glibc("GLIBCXX_3.4.29") is None and elf.parse_glibc("GCC_3.0") is None


def test_not_an_elf_file_is_a_clear_error(tmp_path):
    text = tmp_path / "notes.txt"
    text.write_text("hello")
    assert not elf.is_elf(text)
    with pytest.raises(elf.ElfError, match="not an ELF file"):
        elf.read(text)
    broken = tmp_path / "broken.so"
    header = bytearray(elf.MAGIC + b"\x02\x01" + b"\0" * 58)  # 64-bit, little-endian
    struct.pack_into("<Q", header, 0x28, 4096)  # section headers past the end of the file
    struct.pack_into("<HH", header, 0x3A, 64, 3)
    broken.write_bytes(bytes(header))
    with pytest.raises(elf.ElfError, match="truncated"):
        elf.read(broken)


@linux_only
def test_reader_agrees_with_objdump_on_python_and_qt():
    if shutil.which("objdump") is None:
        pytest.skip("binutils' objdump is not installed to compare with")
    files = [Path(sys.executable).resolve()]
    if PYSIDE_CORE is not None:
        files.append(PYSIDE_CORE)
    for path in files:
        assert elf.read(path).glibc() == objdump_glibc(path), path


@linux_only
def test_needed_names_of_the_qt_core_library():
    if PYSIDE_CORE is None:
        pytest.skip("PySide6 has no Qt/lib here")
    info = elf.read(PYSIDE_CORE)
    assert "libc.so.6" in info.needed and "libstdc++.so.6" in info.needed
    assert info.glibc() is not None and info.glibc() >= (2, 17)


@linux_only
def test_floor_check_passes_and_fails_on_a_copied_tree(tmp_path, capsys):
    if PYSIDE_CORE is None:
        pytest.skip("PySide6 has no Qt/lib here")
    shutil.copy(PYSIDE_CORE, tmp_path / PYSIDE_CORE.name)
    (tmp_path / "readme.txt").write_text("not ELF")
    needs = elf.read(PYSIDE_CORE).glibc()
    assert needs is not None
    text = ".".join(map(str, needs))
    assert glibc_floor.main([str(tmp_path), "--floor", text]) == 0
    assert f"needs GLIBC_{text}" in capsys.readouterr().out
    lower = ".".join(map(str, (needs[0], needs[1] - 1)))
    assert glibc_floor.main([str(tmp_path), "--floor", lower]) == 1
    assert f"FAIL {PYSIDE_CORE.name} needs GLIBC_{text}" in capsys.readouterr().out


def test_an_empty_folder_fails(tmp_path):
    assert glibc_floor.main([str(tmp_path)]) == 1


def test_the_stated_floor_is_in_the_readme():
    readme = (cfg.ROOT / "README.md").read_text(encoding="utf-8")
    assert f"glibc {cfg.GLIBC_FLOOR}" in readme
