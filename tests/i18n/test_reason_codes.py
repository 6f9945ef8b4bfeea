"""Every reason code the rules core can give has a translated sentence in the GUI."""

from __future__ import annotations

import re
from pathlib import Path

from rattus_desktop.games.rattus.ui import names

EXPLAIN = Path(names.__file__).resolve().parent.parent / "rules" / "explain.py"


def test_every_core_reason_code_is_translated() -> None:
    codes = set(re.findall(r'illegal\("([a-z_]+)"', EXPLAIN.read_text(encoding="utf-8")))
    assert len(codes) > 20
    missing = sorted(c for c in codes if names.reason_text(c, {}, "<fallback>") == "<fallback>")
    assert missing == []
