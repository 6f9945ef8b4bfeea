"""The scenario runner of the contracts: build a position, apply actions, summarise.

The file's ``"game"`` (absent: ``"rattus"``) picks the game through the registry; the
game builds its position and parses its actions. Exit codes: 0 all actions legal; 3 an
action was illegal; 2 the file is malformed (or not a regular file, or too large, too
deeply nested, or holding a number too long). The file is read by ``engine.reading``.
No traceback ever reaches the user.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import reading, registry
from .errors import ConfigError, EngineError, IllegalAction
from .protocol import Game

FORMAT = "rattus-scenario/1"
DEFAULT_GAME = "rattus"
MAX_FILE_BYTES = 2 * 1024 * 1024  # the contracts' scenarios are a few kB; a refusal < 1 s
EXIT_OK, EXIT_MALFORMED, EXIT_ILLEGAL = 0, 2, 3


class ScenarioError(Exception):
    """The scenario file is malformed (exit status 2)."""


@dataclass
class ScenarioResult:
    exit_code: int
    output: dict[str, Any] | None = None
    message: str | None = None


def require_int(doc: dict[str, Any], key: str) -> int:
    value = doc.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(f"\"{key}\" must be a whole number, not {_short(value)}")
    return value


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def game_of(doc: Any) -> registry.GameDef:
    """The registered game a scenario document is for (ScenarioError if none)."""
    if not isinstance(doc, dict):
        raise ScenarioError("a scenario must be a JSON object")
    if doc.get("format") != FORMAT:
        raise ScenarioError(f"\"format\" must be {FORMAT!r}, not {_short(doc.get('format'))}")
    game_id = doc.get("game", DEFAULT_GAME)
    if not isinstance(game_id, str):
        raise ScenarioError(f"\"game\" must be a game id, not {_short(game_id)}")
    try:
        return registry.get(game_id)
    except ConfigError as exc:
        raise ScenarioError(exc.reason) from None


def load(doc: Any) -> tuple[Game, list[Any]]:
    """Build the game a scenario describes and parse its actions (ScenarioError if bad)."""
    definition = game_of(doc)
    try:
        return definition.scenario(doc)
    except EngineError as exc:
        raise ScenarioError(exc.reason) from None
    except (TypeError, ValueError, KeyError, IndexError, AttributeError,
            RecursionError) as exc:  # a shape the game's checks missed: still exit 2
        raise ScenarioError(f"malformed scenario ({type(exc).__name__}: "
                            f"{_short(str(exc))})") from None


def run(doc: Any) -> ScenarioResult:
    try:
        game, actions = load(doc)
    except ScenarioError as exc:
        return ScenarioResult(EXIT_MALFORMED, message=str(exc))
    codec = registry.codec(game.config.game)
    for index, action in enumerate(actions):
        before = game.summary()
        try:
            game.apply(action)
        except IllegalAction as exc:
            error = {"index": index, "action": codec.to_json(action), "reason": exc.reason}
            return ScenarioResult(EXIT_ILLEGAL, {"error": error, "state": before})
    return ScenarioResult(EXIT_OK, game.summary())


def run_file(path: str | Path) -> ScenarioResult:
    try:
        doc = reading.read_json(path, MAX_FILE_BYTES, expect=dict)
    except reading.ReadError as exc:
        text = exc.message
        if exc.code == "wrong_type":
            text = "a scenario must be a JSON object"
        elif exc.code in ("not_json", "truncated") and "JSON" not in text:
            text = f"not valid JSON: {text}"
        return ScenarioResult(EXIT_MALFORMED, message=f"{path}: {text}")
    result = run(doc)
    if result.message:
        result.message = f"{path}: {result.message}"
    return result
