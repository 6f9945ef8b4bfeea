"""The frozen application's entry point (PyInstaller needs a script, not a package).

``multiprocessing.freeze_support()`` comes first: ``tournament --jobs N`` starts worker
processes, and on Windows and macOS (spawn) each worker is this same executable started
again with multiprocessing's own arguments. Without the call a frozen worker would
parse them as the application's and start another window instead of working.
"""

import multiprocessing
import sys

from rattus_desktop.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
