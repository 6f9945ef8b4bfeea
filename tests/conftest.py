import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Saves, autosave and settings of the whole run go to a scratch folder, never $HOME.
os.environ.setdefault("RATTUS_DESKTOP_HOME", tempfile.mkdtemp(prefix="rattus-test-home-"))

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src"
if str(SRC) not in sys.path:
    sys.path.insert(0, str(SRC))
