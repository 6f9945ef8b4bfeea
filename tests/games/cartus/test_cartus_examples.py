"""Every shared ``cartus-*.json`` example and every own scenario through the runner."""

from __future__ import annotations

from pathlib import Path

import pytest
from cartus_helpers import OWN, SHARED, load_doc

from rattus_desktop.engine import scenario
from scenario_expect import mismatches

SHARED_FILES = sorted(SHARED.glob("cartus-*.json"))
OWN_FILES = sorted(OWN.glob("*.json"))


def run_doc(path: Path) -> None:
    doc = load_doc(path)
    expect, wanted = doc.pop("expect", {}), doc.pop("expect_exit", 0)
    doc.pop("note", None)
    result = scenario.run(doc)
    assert result.exit_code == wanted, (result.message, result.output and
                                        result.output.get("error"))
    if wanted == 2:
        assert result.message and "\n" not in result.message
        return
    assert result.output is not None
    assert not mismatches(result.output, expect), mismatches(result.output, expect)


@pytest.mark.parametrize("path", SHARED_FILES, ids=lambda p: p.name)
def test_shared_example(path: Path) -> None:
    run_doc(path)


@pytest.mark.parametrize("path", OWN_FILES, ids=lambda p: p.name)
def test_own_scenario(path: Path) -> None:
    run_doc(path)


def test_there_are_enough_scenarios() -> None:
    assert len(SHARED_FILES) >= 4
    assert len(OWN_FILES) >= 60
