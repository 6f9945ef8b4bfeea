"""``python -m rattus_desktop.sysdeps``: the Debian/Ubuntu packages this installation's
Qt xcb plugin needs, one a line (libc6 left out: every system has it). The source of
packaging/linux/player-deps.txt and of the README's apt line."""

from __future__ import annotations

import sys

from rattus_desktop.sysdeps import xcb

ALWAYS_THERE = frozenset({"libc6"})


def packages() -> list[str]:
    found = {xcb.package_for(s) for s in xcb.needed_sonames(xcb.frozen_root())}
    return sorted(found - ALWAYS_THERE)


def main() -> int:
    names = packages()
    if not names:
        print("no Qt xcb plugin found (Linux with PySide6 installed only)", file=sys.stderr)
        return 1
    print("\n".join(names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
