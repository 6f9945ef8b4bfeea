"""Check a Linux bundle's glibc floor: the highest GLIBC_x.y any of its ELF files needs.

    python packaging/glibc_floor.py dist/rattus-desktop [--floor 2.34]

Reads every ELF file below the folder (rattus_desktop.sysdeps.elf: the .gnu.version_r
section the loader checks) and fails when one requires a newer glibc than the floor
the README promises (bundle_config.GLIBC_FLOOR). A bundle built on a newer system
than that carries the newer system's libraries and would not start on the older ones.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle_config as cfg  # noqa: E402

sys.path.insert(0, str(cfg.ROOT / "src"))
from rattus_desktop.sysdeps import elf  # noqa: E402


def version_text(version: tuple[int, ...]) -> str:
    return ".".join(str(n) for n in version)


def floor_tuple(text: str) -> tuple[int, ...]:
    try:
        return tuple(int(p) for p in text.split("."))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a glibc version (e.g. 2.34)") from None


def over_floor(folder: Path, floor: tuple[int, ...]) -> list[tuple[tuple[int, ...], Path]]:
    """Every ELF file below ``folder`` that needs a glibc newer than ``floor``, newest first."""
    found = [(v, p) for p in elf.elf_files(folder) if (v := elf.read(p).glibc()) is not None]
    return sorted(((v, p) for v, p in found if v > floor), key=lambda vp: vp[0], reverse=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--floor", type=floor_tuple, default=floor_tuple(cfg.GLIBC_FLOOR))
    args = parser.parse_args(argv)
    if not args.folder.is_dir():
        parser.error(f"{args.folder} is not a folder")
    highest = elf.highest_glibc(elf.elf_files(args.folder))
    if highest is None:
        print(f"glibc floor: no ELF file below {args.folder} names a GLIBC version")
        return 1
    print(f"glibc floor: the bundle needs GLIBC_{version_text(highest[0])} "
          f"({highest[1].relative_to(args.folder)}); stated floor {version_text(args.floor)}")
    too_new = over_floor(args.folder, args.floor)
    for version, path in too_new:
        print(f"FAIL {path.relative_to(args.folder)} needs GLIBC_{version_text(version)}")
    return 1 if too_new else 0


if __name__ == "__main__":
    sys.exit(main())
