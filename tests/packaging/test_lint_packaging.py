"""The packaging scripts stay ruff clean too."""

from __future__ import annotations

import subprocess
import sys

from bundle_config import ROOT


def test_ruff_clean_packaging():
    proc = subprocess.run([sys.executable, "-m", "ruff", "check", "packaging", "tests/packaging"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
