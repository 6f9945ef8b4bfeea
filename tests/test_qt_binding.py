"""The installed Qt binding keeps Python's reference counts right.

PySide6 6.12.0 drops a reference to None on every void Qt call under Python 3.11, and
the interpreter aborts after a few thousand calls; pyproject.toml excludes it. This
test fails if such a build is installed again.
"""

from __future__ import annotations

import subprocess
import sys

PROBE = """
import sys
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
label = QLabel()
before = sys.getrefcount(None)
for _ in range(3000):
    label.setText("x")
    label.update()
print(sys.getrefcount(None) - before)
"""


def test_void_qt_calls_do_not_leak_references_to_none() -> None:
    proc = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                          timeout=120, env={"QT_QPA_PLATFORM": "offscreen",
                                            "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 0, proc.stderr[-500:]
    assert abs(int(proc.stdout.strip())) < 100
