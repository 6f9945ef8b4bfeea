"""The frozen application's entry point (PyInstaller needs a script, not a package)."""

import sys

from rattus_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
