"""Every scenario file (the shared examples and our own) gives its expected result."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rattus_desktop.engine.scenario import run_file
from scenario_expect import mismatches

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "rules" / "examples"
OURS = ROOT / "tests" / "scenarios"
# The shared examples are copied into tests/scenarios/shared-examples; when shared/ is
# beside the checkout, its (possibly newer) examples run too.
_copied = {p.name for p in (OURS / "shared-examples").glob("*.json")}
FILES = sorted(p for p in SHARED.glob("*.json") if p.name not in _copied) + sorted(
    OURS.rglob("*.json"))


def _expectations(path: Path) -> tuple[int, dict]:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError:
        return 2, {}
    return doc.get("expect_exit", 0), doc.get("expect", {})


def test_there_are_many_scenarios() -> None:
    assert len(list(OURS.rglob("*.json"))) >= 40


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_scenario(path: Path) -> None:
    exit_code, expect = _expectations(path)
    result = run_file(path)
    assert result.exit_code == exit_code, (result.message, result.output)
    if exit_code == 2:
        assert result.message and "\n" not in result.message
        return
    assert result.output is not None
    assert mismatches(result.output, expect) == []
