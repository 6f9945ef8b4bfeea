"""Every save error code has its own translated sentence (no catch-all), 1e400 included."""

from __future__ import annotations

import json

import pytest

from rattus_desktop.saves import CODES, SaveError, load_bytes
from rattus_desktop.shell.app.saves_ui.messages import save_error_text

from .helpers import random_session


@pytest.mark.parametrize("code", sorted(CODES))
def test_every_save_error_code_has_its_own_sentence(code: str) -> None:
    text = save_error_text(SaveError(code, "<detail>"))
    assert not text.startswith("<detail>") and "<detail>" in text


def test_a_huge_number_in_a_saves_config_is_told_as_such() -> None:
    from rattus_desktop.saves.format import SaveFile

    doc = SaveFile.from_session(random_session(3, players=3, limit=10)).to_json()
    text = json.dumps(doc).replace('"options": {', '"options": {"x": 1e400, ', 1)
    with pytest.raises(SaveError) as info:
        load_bytes(text.encode())
    shown = save_error_text(info.value)
    assert "1e400" in shown.split("\n\n")[0]
    assert "JSON compliant" not in shown and "ValueError" not in shown
