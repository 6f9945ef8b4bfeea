"""Every Notre Dame scenario (the shared examples and ours) through the generic runner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rattus_desktop.engine import scenario
from scenario_expect import mismatches

ROOT = Path(__file__).resolve().parents[3]
SHARED = ROOT.parent / "shared" / "rules" / "examples"
OURS = ROOT / "tests" / "scenarios" / "notredame"
FILES = sorted(SHARED.glob("notredame-*.json")) + sorted(OURS.glob("*.json"))


def test_there_are_enough_scenarios() -> None:
    assert len(list(OURS.glob("*.json"))) >= 60
    names = [p.name for p in OURS.glob("*.json")]
    assert all(n[:3].isdigit() and n[3] == "-" for n in names)


@pytest.mark.usefixtures("notredame_registry")
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_scenario(path: Path) -> None:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError:
        doc = None
    want_exit = doc.get("expect_exit", 0) if isinstance(doc, dict) else 2
    result = scenario.run_file(path)
    assert result.exit_code == want_exit, (result.message, result.output)
    if want_exit == 2:
        assert result.message and "\n" not in result.message
        return
    assert result.output is not None
    assert mismatches(result.output, doc.get("expect", {})) == []
