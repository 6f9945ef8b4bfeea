"""The save file: ``SaveFile`` <-> JSON, checked by replaying its log through the game.

A save is one UTF-8 JSON object (format version 2)::

    {"format": "rattus-desktop-save", "version": 2, "game": "rattus",
     "config": {"game": "rattus", "players": 4, "ruleset": "classic",
                "options": {"cards": [...], "modules": []}},
     "players": [{"name": "Ann", "colour": "#c0392b", "kind": "human"}, ...],
     "seed": 7, "start_player": null,
     "actions": [{"type": "setup_place", "region": "gallia"}, ...],
     "summary": {"actions": 42, "turn": 9, "phase": "actions", ...},
     "check": "sha256:…",
     "saved_at": "2025-01-01T12:00:00+00:00", "app_version": "0.1.0"}

``actions`` is the canonical action log of the game's contract (its codec, found
through the registry); ``summary`` is a small preview, checked against the replayed
game on load. ``check`` is a SHA-256 digest of the game the save describes (``game``,
``config``, ``seed``, ``start_player`` and ``actions`` as written, in canonical JSON): a
changed seed, log or config is refused as ``inconsistent``. Saves written before it
existed (no ``check``) still load. Version 1 saves (classic Rattus, no
``game``/``config``: the config is classic Rattus for the number of players) load and
replay exactly as before; having no check, they must carry their whole summary, and
the replayed game must match it value for value (``10`` is not ``10.0``, ``1`` not
``true``). A changed seed that happens to replay to the very same summary cannot be
told from the original: the file holds nothing more to compare.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rattus_desktop.engine import registry
from rattus_desktop.engine.actions import Action, FieldCodec
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.errors import ConfigError, EngineError
from rattus_desktop.engine.reading import os_reason
from rattus_desktop.play.session import Seat, Session

from .. import __version__
from . import fields
from .atomic import atomic_write
from .errors import SaveError
from .reading import MAX_BYTES, decode_json, read_limited

FORMAT = "rattus-desktop-save"
VERSION = 2
READS = (1, 2)  # the format versions this program reads
V1_GAME = "rattus"
MAX_ACTIONS = 5_000  # the longest games have under 500 actions
PREVIEW_KEYS = ("actions", "turn", "phase", "current_player", "scores", "winner")
CHECKED_KEYS = ("game", "config", "seed", "start_player", "actions")
CHECK_PREFIX = "sha256:"


@dataclass
class SaveFile:
    """A parsed save. ``session`` is set once the log has been replayed and checked."""

    config: GameConfig
    seats: list[Seat]
    seed: int
    actions: list[Action]
    start_player: int | None = None
    summary: dict[str, Any] = field(default_factory=dict)
    saved_at: str = ""
    session: Session | None = field(default=None, repr=False, compare=False)
    checked: bool | None = field(default=None, compare=False)  # its "check" matched?
    version: int = field(default=VERSION, compare=False)  # the format version read

    @property
    def finished(self) -> bool:
        return self.summary.get("phase") == "game_over"

    @classmethod
    def from_session(cls, session: Session) -> SaveFile:
        return cls(session.config, list(session.seats), session.seed, list(session.log),
                   session.start_player, summary=preview(session), saved_at=_now(),
                   session=session)

    @property
    def ruleset(self) -> str:
        return self.config.ruleset

    def to_json(self) -> dict[str, Any]:
        codec = registry.codec(self.config.game)
        doc = {
            "format": FORMAT, "version": VERSION, "game": self.config.game,
            "config": self.config.to_json(),
            "players": [{"name": s.name, "colour": s.colour, "kind": s.kind}
                        for s in self.seats],
            "seed": self.seed, "start_player": self.start_player,
            "actions": [codec.to_json(a) for a in self.actions],
            "summary": self.summary,
        }
        doc["check"] = digest(doc)
        doc.update(saved_at=self.saved_at, app_version=__version__)
        return doc

    def to_bytes(self) -> bytes:
        """The file's bytes (SaveError "unwritable" for text that is not valid Unicode)."""
        try:
            return encode(self.to_json())
        except (UnicodeEncodeError, ValueError) as exc:
            raise SaveError("unwritable", f"this game cannot be saved: {exc}") from None


def digest(doc: dict[str, Any]) -> str:
    """The integrity check of a save document: SHA-256 of its ``CHECKED_KEYS``."""
    part = {key: doc.get(key) for key in CHECKED_KEYS}
    text = json.dumps(part, sort_keys=True, ensure_ascii=True, separators=(",", ":"),
                      allow_nan=False)
    return CHECK_PREFIX + hashlib.sha256(text.encode("ascii")).hexdigest()


def check_matches(doc: dict[str, Any]) -> bool | None:
    """Whether the save's ``check`` matches its content (None: it has none)."""
    if "check" not in doc:
        return None  # written before saves carried one
    return bool(doc["check"] == digest(doc))


def _require_check(save: SaveFile) -> None:
    """After the replay (so that a more precise defect is named first)."""
    if save.checked is False:
        raise SaveError("inconsistent", "the save's check does not match its content: its "
                                        "seed, log or config was changed")


def encode(doc: dict[str, Any]) -> bytes:
    """Pretty JSON with one action a line (readable, diffable, small)."""
    def dump(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, allow_nan=False)

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
    outcome = game.outcome()
    return {
        "actions": len(session.log),
        "turn": session.steps[-1].turn if session.steps else 0,
        "phase": game.phase,
        "current_player": game.current_player,
        "scores": list(outcome.scores) if outcome is not None else None,
        "winner": outcome.winner if outcome is not None else None,
    }


# -- reading -------------------------------------------------------------------------
def parse(doc: Any) -> SaveFile:
    """Check a parsed JSON document's structure (no replay yet); SaveError if bad."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError("wrong_format", "not a Rattus Desktop save")
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError("wrong_version", f"unknown save version {fields.short(version)}")
    if version not in READS:
        newer = "a newer" if version > VERSION else "an older"
        raise SaveError("wrong_version", f"saved in format version {version} by {newer} "
                                         f"program; this one reads version {VERSION}")
    seats = fields.seats(doc)
    config = _config(doc, version, len(seats))
    codec = registry.codec(config.game)
    summary = doc.get("summary", {})
    saved_at = doc.get("saved_at", "")
    return SaveFile(config, seats, fields.seed(doc),
                    fields.actions(doc.get("actions"), MAX_ACTIONS, codec),
                    fields.start_player(doc, len(seats)),
                    summary if isinstance(summary, dict) else {},
                    saved_at if isinstance(saved_at, str) else "",
                    checked=check_matches(doc) if version >= 2 else None, version=version)


def _config(doc: dict[str, Any], version: int, players: int) -> GameConfig:
    """The game config a save describes (v1: classic Rattus for its players)."""
    try:
        if version == 1:
            ruleset = fields.require(doc, "ruleset", str, "a ruleset name")
            return registry.get(V1_GAME).config(players, ruleset)
        game = fields.require(doc, "game", str, "a game id")
        config = GameConfig.from_json(fields.require(doc, "config", dict, "an object"))
        if config.game != game:
            raise SaveError("inconsistent", f"\"game\" is {fields.short(game)} but the "
                                            f"config is for {config.game!r}")
        if config.players != players:
            raise SaveError("inconsistent", f"{players} players for a {config.players}-"
                                            "player config")
        return registry.get(game).check(config)
    except ConfigError as exc:
        code = ("malformed" if exc.code in ("bad_config", "bad_option", "player_count")
                else "unknown_id")
        raise SaveError(code, exc.reason) from None
    except (TypeError, ValueError, KeyError, AttributeError) as exc:  # a shape the game's
        raise SaveError("malformed", f"the save's config cannot be used ({exc})") from None


def replay(save: SaveFile) -> Session:
    """Replay the log through the core; set and return ``save.session`` (SaveError)."""
    session = Session(save.config, save.seats, save.seed, save.start_player)
    codec: FieldCodec = registry.codec(save.config.game)
    for index, action in enumerate(save.actions):
        try:
            session.apply(action)  # a fresh session: no listeners, no redo
        except EngineError as exc:
            raise SaveError("illegal_action", f"actions[{index}] "
                                              f"({_clip(codec.to_text(action), 80)}): "
                                              f"{_clip(exc.reason, 200)}", index) from None
    _check_summary(save, session)
    _require_check(save)
    save.session = session
    return session


def _clip(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters (a forged action may be megabytes long)."""
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _check_summary(save: SaveFile, session: Session) -> None:
    actual = preview(session)
    missing = [key for key in PREVIEW_KEYS if key not in save.summary]
    if save.version == 1 and missing:  # no check: the summary is all there is to compare
        raise SaveError("inconsistent", "a version 1 save must carry its whole summary; "
                                        f"this one has no {', '.join(missing)}")
    for key in PREVIEW_KEYS:
        if key in save.summary and not _same(save.summary[key], actual[key]):
            raise SaveError("inconsistent", f"summary.{key} is "
                                            f"{fields.short(save.summary[key])} but the "
                                            f"replayed game says {fields.short(actual[key])}")


def _same(recorded: Any, replayed: Any) -> bool:
    """Equal as JSON: value and kind (Python has ``10 == 10.0`` and ``1 == True``)."""
    return json.dumps(recorded, sort_keys=True) == json.dumps(replayed, sort_keys=True)


def load_bytes(data: bytes) -> SaveFile:
    """Parse, check and replay a save held in memory (SaveError on any defect)."""
    if len(data) > MAX_BYTES:
        raise SaveError("too_large", "larger than a save may be")
    doc = decode_json(data, expect=dict)
    try:
        save = parse(doc)
    except SaveError:
        raise
    except Exception as exc:  # a defect the checks above missed: still no traceback
        raise SaveError("malformed", f"the save cannot be read ({exc!r})") from None
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
    except (OSError, ValueError) as exc:
        reason = os_reason(exc) if isinstance(exc, OSError) else str(exc)
        raise SaveError("unwritable", f"{path}: cannot write ({reason})") from None
    return save
