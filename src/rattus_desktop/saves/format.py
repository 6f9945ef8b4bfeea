"""The save file: ``SaveFile`` <-> JSON, checked by replaying its log through the core.

A save is one UTF-8 JSON object::

    {"format": "rattus-desktop-save", "version": 1, "ruleset": "classic",
     "players": [{"name": "Ann", "colour": "#c0392b", "kind": "human"}, ...],
     "seed": 7, "start_player": null,
     "actions": [{"type": "setup_place", "region": "gallia"}, ...],
     "summary": {"actions": 42, "turn": 9, "phase": "actions", ...},
     "saved_at": "2025-01-01T12:00:00+00:00", "app_version": "0.1.0"}

``actions`` is the canonical action log of ``scenario-format.md``; ``summary`` is
a small preview, checked against the replayed game on load.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import __version__
from ..core import Action, RattusError
from ..session import Seat, Session
from . import fields
from .atomic import atomic_write
from .errors import SaveError
from .reading import MAX_BYTES, decode_json, read_limited

FORMAT = "rattus-desktop-save"
VERSION = 1
RULESETS = ("classic",)
MAX_ACTIONS = 20_000
PREVIEW_KEYS = ("actions", "turn", "phase", "current_player", "scores", "winner")


@dataclass
class SaveFile:
    """A parsed save. ``session`` is set once the log has been replayed and checked."""

    seats: list[Seat]
    seed: int
    actions: list[Action]
    start_player: int | None = None
    ruleset: str = "classic"
    summary: dict[str, Any] = field(default_factory=dict)
    saved_at: str = ""
    session: Session | None = field(default=None, repr=False, compare=False)

    @property
    def finished(self) -> bool:
        return self.summary.get("phase") == "game_over"

    @classmethod
    def from_session(cls, session: Session) -> SaveFile:
        return cls(list(session.seats), session.seed, list(session.log), session.start_player,
                   summary=preview(session), saved_at=_now(), session=session)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "version": VERSION, "ruleset": self.ruleset,
            "players": [{"name": s.name, "colour": s.colour, "kind": s.kind}
                        for s in self.seats],
            "seed": self.seed, "start_player": self.start_player,
            "actions": [a.to_json() for a in self.actions],
            "summary": self.summary, "saved_at": self.saved_at, "app_version": __version__,
        }

    def to_bytes(self) -> bytes:
        return encode(self.to_json())


def encode(doc: dict[str, Any]) -> bytes:
    """Pretty JSON with one action a line (readable, diffable, small)."""
    def dump(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False)

    lines = []
    for key, value in doc.items():
        if key == "actions" and value:
            inner = ",\n".join(f"  {dump(a)}" for a in value)
            lines.append(f" {dump(key)}: [\n{inner}\n ]")
        else:
            lines.append(f" {dump(key)}: {dump(value)}")
    return ("{\n" + ",\n".join(lines) + "\n}\n").encode()


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def preview(session: Session) -> dict[str, Any]:
    """The small summary kept in a save for previews (and checked on load)."""
    game = session.game
    state = game.state
    return {
        "actions": len(session.log),
        "turn": session.steps[-1].turn if session.steps else 0,
        "phase": game.phase,
        "current_player": game.current_player,
        "scores": list(state.scores) if game.is_over and state.scores is not None else None,
        "winner": state.winner if game.is_over else None,
    }


# -- reading -------------------------------------------------------------------------
def parse(doc: Any) -> SaveFile:
    """Check a parsed JSON document's structure (no replay yet); SaveError if bad."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError("wrong_format", "not a Rattus Desktop save")
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError("wrong_version", f"unknown save version {version!r}")
    if version != VERSION:
        newer = "a newer" if version > VERSION else "an older"
        raise SaveError("wrong_version", f"saved in format version {version} by {newer} "
                                         f"program; this one reads version {VERSION}")
    ruleset = fields.require(doc, "ruleset", str, "a ruleset name")
    if ruleset not in RULESETS:
        raise SaveError("unknown_id", f"unknown or unsupported ruleset {ruleset!r}")
    seats = fields.seats(doc)
    summary = doc.get("summary", {})
    saved_at = doc.get("saved_at", "")
    return SaveFile(seats, fields.seed(doc), fields.actions(doc.get("actions"), MAX_ACTIONS),
                    fields.start_player(doc, len(seats)), ruleset,
                    summary if isinstance(summary, dict) else {},
                    saved_at if isinstance(saved_at, str) else "")


def replay(save: SaveFile) -> Session:
    """Replay the log through the core; set and return ``save.session`` (SaveError)."""
    session = Session(save.seats, save.seed, save.start_player)
    for index, action in enumerate(save.actions):
        try:
            session.apply(action)  # a fresh session: no listeners, no redo
        except RattusError as exc:
            raise SaveError("illegal_action", f"actions[{index}] ({action}): {exc.reason}",
                            index) from None
    _check_summary(save, session)
    save.session = session
    return session


def _check_summary(save: SaveFile, session: Session) -> None:
    actual = preview(session)
    for key in PREVIEW_KEYS:
        if key in save.summary and save.summary[key] != actual[key]:
            raise SaveError("inconsistent", f"summary.{key} is {save.summary[key]!r} but the "
                                            f"replayed game says {actual[key]!r}")


def load_bytes(data: bytes) -> SaveFile:
    """Parse, check and replay a save held in memory (SaveError on any defect)."""
    if len(data) > MAX_BYTES:
        raise SaveError("too_large", "larger than a save may be")
    save = parse(decode_json(data))
    try:
        replay(save)
    except SaveError:
        raise
    except Exception as exc:  # a defect the checks above missed: still no traceback
        raise SaveError("illegal_action", f"the log cannot be replayed ({exc!r})") from None
    return save


def load_save(path: str | Path) -> SaveFile:
    """Read, check and replay the save at ``path``; ``.session`` is ready to play."""
    try:
        return load_bytes(read_limited(path))
    except SaveError as exc:
        raise SaveError(exc.code, f"{path}: {exc.message}", exc.index) from None


def load_session(path: str | Path) -> Session:
    session = load_save(path).session
    assert session is not None
    return session


# -- writing -------------------------------------------------------------------------
def write_save(session: Session, path: str | Path) -> SaveFile:
    """Save ``session`` to ``path`` atomically, after checking the bytes load back."""
    save = SaveFile.from_session(session)
    data = save.to_bytes()
    try:  # a good file is never replaced by a bad one
        back = load_bytes(data)
    except SaveError as exc:
        raise SaveError("unwritable", f"this game cannot be saved: {exc.message}") from None
    if back.session is None or back.session.game.summary() != session.game.summary():
        raise SaveError("unwritable", "the save did not load back to the same game")
    try:
        atomic_write(path, data)
    except OSError as exc:
        raise SaveError("unwritable", f"{path}: cannot write ({exc.strerror or exc})") from None
    return save
