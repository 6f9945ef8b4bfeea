"""Seeded hard searches choose what they chose before the search was made faster
(``hard_positions``: the positions, and how the stored choices were recorded)."""

from __future__ import annotations

import json

from .hard_positions import CHOICES, choices


def test_seeded_hard_searches_choose_as_recorded() -> None:
    recorded = json.loads(CHOICES.read_text(encoding="utf-8"))
    assert choices() == recorded
