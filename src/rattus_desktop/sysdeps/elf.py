"""A small reader of ELF shared objects: their DT_NEEDED names and symbol versions.

Only the parts of the format the dynamic loader itself reads for dependencies: the
section headers, the ``.dynamic`` section (DT_NEEDED) and ``.gnu.version_r`` (the
versions each needed library must define, e.g. ``GLIBC_2.34`` of ``libc.so.6``).
"""

from __future__ import annotations

import re
import struct
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

MAGIC = b"\x7fELF"
SHT_DYNAMIC = 6
SHT_GNU_VERNEED = 0x6FFFFFFE
DT_NULL, DT_NEEDED = 0, 1
GLIBC_VERSION = re.compile(r"GLIBC_(\d+(?:\.\d+)+)")


class ElfError(ValueError):
    """The file is not an ELF object this reader understands."""


@dataclass(frozen=True)
class _Section:
    kind: int
    offset: int
    size: int
    link: int


@dataclass(frozen=True)
class ElfInfo:
    """What one ELF file asks of the loader."""

    needed: tuple[str, ...]
    versions: dict[str, frozenset[str]]  # library soname -> version names it must define

    def glibc(self) -> tuple[int, ...] | None:
        """The highest ``GLIBC_x.y`` this file requires, as numbers, or None."""
        found = [parse_glibc(v) for names in self.versions.values() for v in names]
        numbers = [n for n in found if n is not None]
        return max(numbers) if numbers else None


def parse_glibc(name: str) -> tuple[int, ...] | None:
    """``GLIBC_2.34`` -> (2, 34); other version names (GLIBCXX_3.4, GCC_3.0) -> None."""
    match = GLIBC_VERSION.fullmatch(name)
    return tuple(int(p) for p in match.group(1).split(".")) if match else None


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as fh:
            return fh.read(4) == MAGIC
    except OSError:
        return False


def read(path: Path) -> ElfInfo:
    """The needed libraries and required versions of the ELF file at ``path``."""
    data = path.read_bytes()
    if data[:4] != MAGIC or len(data) < 64:
        raise ElfError(f"{path}: not an ELF file")
    wide = {1: False, 2: True}.get(data[4])
    order = {1: "<", 2: ">"}.get(data[5])
    if wide is None or order is None:
        raise ElfError(f"{path}: unknown ELF class or byte order")
    try:
        sections = _sections(data, order, wide)
        return ElfInfo(_needed(data, sections, order, wide), _verneed(data, sections, order))
    except (struct.error, IndexError) as exc:
        raise ElfError(f"{path}: truncated or damaged ELF file ({exc})") from None


def _sections(data: bytes, order: str, wide: bool) -> list[_Section]:
    if wide:
        shoff, = struct.unpack_from(order + "Q", data, 0x28)
        entsize, count = struct.unpack_from(order + "HH", data, 0x3A)
        layout, fields = order + "IIQQQQIIQQ", (1, 4, 5, 6)
    else:
        shoff, = struct.unpack_from(order + "I", data, 0x20)
        entsize, count = struct.unpack_from(order + "HH", data, 0x2E)
        layout, fields = order + "IIIIIIIIII", (1, 4, 5, 6)
    out = []
    for i in range(count):
        row = struct.unpack_from(layout, data, shoff + i * entsize)
        out.append(_Section(*(row[f] for f in fields)))
    return out


def _string(data: bytes, table: _Section, offset: int) -> str:
    start = table.offset + offset
    end = data.index(b"\0", start)
    return data[start:end].decode("utf-8", "replace")


def _needed(data: bytes, sections: list[_Section], order: str, wide: bool) -> tuple[str, ...]:
    entry = order + ("qQ" if wide else "iI")
    step = struct.calcsize(entry)
    names: list[str] = []
    for section in (s for s in sections if s.kind == SHT_DYNAMIC):
        strings = sections[section.link]
        for at in range(section.offset, section.offset + section.size, step):
            tag, value = struct.unpack_from(entry, data, at)
            if tag == DT_NULL:
                break
            if tag == DT_NEEDED:
                names.append(_string(data, strings, value))
    return tuple(names)


def _verneed(data: bytes, sections: list[_Section],
             order: str) -> dict[str, frozenset[str]]:
    versions: dict[str, set[str]] = {}
    for section in (s for s in sections if s.kind == SHT_GNU_VERNEED):
        strings = sections[section.link]
        at = section.offset
        while True:
            _ver, count, file_off, aux, nxt = struct.unpack_from(order + "HHIII", data, at)
            names = versions.setdefault(_string(data, strings, file_off), set())
            aux_at = at + aux
            for _ in range(count):
                _hash, _flags, _other, name_off, aux_next = struct.unpack_from(
                    order + "IHHII", data, aux_at)
                names.add(_string(data, strings, name_off))
                aux_at += aux_next
            if nxt == 0:
                break
            at += nxt
    return {lib: frozenset(names) for lib, names in versions.items()}


def elf_files(root: Path) -> Iterator[Path]:
    """Every regular ELF file below ``root`` (symlinks not followed), sorted."""
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and is_elf(path):
            yield path


def highest_glibc(paths: Iterable[Path]) -> tuple[tuple[int, ...], Path] | None:
    """The highest GLIBC version any of ``paths`` requires, and the first file that does."""
    best: tuple[tuple[int, ...], Path] | None = None
    for path in paths:
        found = read(path).glibc()
        if found is not None and (best is None or found > best[0]):
            best = (found, path)
    return best
