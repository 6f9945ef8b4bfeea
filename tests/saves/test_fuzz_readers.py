"""Bounded hypothesis fuzz tests of every reader of saves (issue 13): saves, the autosave,
the recent list and the settings. Each asserts: only the reader's own error (no other
exception, so no traceback), and nothing overwritten."""

from __future__ import annotations

import json
import os
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rattus_desktop.saves import CODES, SaveError, SaveFile, load_bytes, store
from rattus_desktop.saves.settings import Settings, SettingsStore

from .helpers import random_session

INSERTS = [b"[", b"{", b"]", b"}", b'"', b",", b"9" * 60, b"1.0", b"true", b"null", b"-1",
           b"\\ud800", b"\xef\xbb\xbf", b"\xff", b'"x": 1', b"NaN"]
EXAMPLES = int(os.environ.get("RATTUS_FUZZ_EXAMPLES", "150"))  # more for a long run
FUZZ = settings(max_examples=EXAMPLES, deadline=None,
                suppress_health_check=[HealthCheck.too_slow,
                                       HealthCheck.function_scoped_fixture])


def _save_bytes() -> list[bytes]:
    out = []
    for seed, limit in ((11, 30), (12, None)):
        out.append(SaveFile.from_session(random_session(seed, players=2,
                                                        limit=limit)).to_bytes())
    return out


SAVES = _save_bytes()
SETTINGS = [json.dumps({"language": "en", "bot_speed": "fast", "last_players": [
    {"name": "Ann", "colour": "#123456", "kind": "human"},
    {"name": "Bob", "colour": "#654321", "kind": "easy"}]}).encode(), b"{}"]
RECENT = [json.dumps(["/tmp/a.json", "/nonexistent/" + "x" * 300]).encode(), b"[]"]


@st.composite
def mutated(draw: st.DrawFn, sources: list[bytes]) -> bytes:
    data = bytearray(draw(st.sampled_from(sources)))
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(("flip", "cut", "insert", "delete")))
        at = draw(st.integers(0, max(0, len(data) - 1)))
        if kind == "flip" and data:
            data[at] ^= 1 << draw(st.integers(0, 7))
        elif kind == "cut":
            del data[at:]
        elif kind == "insert":
            data[at:at] = draw(st.sampled_from(INSERTS))
        elif data:
            del data[at:at + draw(st.integers(1, 30))]
    return bytes(data)


HOSTILE = [1.0, True, False, 0, -1, 10**30, "", "\ud800lone", [], {}, None, [[["x"]]],
           "gallia", {"type": "place"}]


def _leaves(value: object, path: tuple = ()) -> list[tuple]:
    if isinstance(value, dict):
        return [path] + [p for k, v in value.items() for p in _leaves(v, (*path, k))]
    if isinstance(value, list):
        return [path] + [p for i, v in enumerate(value[:40]) for p in _leaves(v, (*path, i))]
    return [path]


@st.composite
def structural(draw: st.DrawFn, sources: list[bytes]) -> bytes:
    """A valid JSON document with one value swapped for a hostile one (deep paths)."""
    doc = json.loads(draw(st.sampled_from(sources)))
    paths = [p for p in _leaves(doc) if p]
    if not paths:
        return json.dumps(doc).encode()
    path = draw(st.sampled_from(paths))
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = draw(st.sampled_from(HOSTILE))
    return json.dumps(doc).encode()


def _inputs(sources: list[bytes]) -> st.SearchStrategy[bytes]:
    return st.one_of(mutated(sources), structural(sources), st.binary(max_size=200))


@FUZZ
@given(data=_inputs(SAVES))
def test_fuzz_the_save_reader(data: bytes) -> None:
    try:
        save = load_bytes(data)
    except SaveError as exc:
        assert exc.code in CODES and exc.message
        return
    assert save.session is not None
    again = load_bytes(SaveFile.from_session(save.session).to_bytes())
    assert again.session is not None
    assert again.session.game.summary() == save.session.game.summary()


@FUZZ
@given(data=_inputs(SAVES))
def test_fuzz_the_autosave_reader(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "fuzz" / "autosave.json"
    path.parent.mkdir(exist_ok=True)
    for old in path.parent.iterdir():
        old.unlink()
    path.write_bytes(data)
    try:
        store.resumable_autosave(path)
    except store.SetAside as exc:
        assert exc.moved_to is not None and exc.moved_to.read_bytes() == data
        assert not path.exists()
        store.Autosaver(path)(random_session(3, players=2, limit=5))
        assert exc.moved_to.read_bytes() == data  # never overwritten
        return
    assert path.read_bytes() == data


@FUZZ
@given(data=_inputs(SETTINGS))
def test_fuzz_the_settings_reader(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(data)
    loaded = SettingsStore(path)
    assert isinstance(loaded.settings, Settings)
    assert path.read_bytes() == data  # not rewritten until a setting changes
    if loaded.warning is None:
        json.dumps(loaded.settings.to_json(), ensure_ascii=False).encode()


@FUZZ
@given(data=_inputs(RECENT))
def test_fuzz_the_recent_list_reader(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "recent.json"
    path.write_bytes(data)
    games = store.recent_games(path)
    assert all(isinstance(p, Path) and p.is_file() for p in games)
    assert path.read_bytes() == data
