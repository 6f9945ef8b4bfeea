"""The scenario runner of scenario-format.md: build a position, apply actions, summarise.

Exit codes: 0 all actions legal; 3 an action was illegal; 2 the file is malformed.
No traceback ever reaches the user for bad input.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .core import ActionParseError, Game, IllegalAction, SetupError, action_from_json
from .core.actions import Action

FORMAT = "rattus-scenario/1"
MAX_FILE_BYTES = 64 * 1024 * 1024
EXIT_OK, EXIT_MALFORMED, EXIT_ILLEGAL = 0, 2, 3


class ScenarioError(Exception):
    """The scenario file is malformed (exit status 2)."""


@dataclass
class ScenarioResult:
    exit_code: int
    output: dict[str, Any] | None = None
    message: str | None = None


def _require_int(doc: dict[str, Any], key: str) -> int:
    value = doc.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(f"\"{key}\" must be a whole number, not {value!r}")
    return value


def load(doc: Any) -> tuple[Game, list[Action]]:
    """Build the game a scenario describes and parse its actions (ScenarioError if bad)."""
    if not isinstance(doc, dict):
        raise ScenarioError("a scenario must be a JSON object")
    if doc.get("format") != FORMAT:
        raise ScenarioError(f"\"format\" must be {FORMAT!r}, not {doc.get('format')!r}")
    ruleset = doc.get("ruleset", "classic")
    if ruleset == "bigbox":
        raise ScenarioError("the \"bigbox\" ruleset is not supported by this version yet")
    if ruleset != "classic":
        raise ScenarioError(f"unknown ruleset {ruleset!r}")
    players = _require_int(doc, "players")
    if not 2 <= players <= 4:
        raise ScenarioError(f"classic Rattus is for 2-4 players, not {players}")
    setup = doc.get("setup", "standard")
    try:
        if setup == "standard":
            game = Game.new(players, _require_int(doc, "seed"))
        else:
            seed = _require_int(doc, "seed") if "seed" in doc else 0
            game = Game.from_setup(players, setup, seed)
    except SetupError as exc:
        raise ScenarioError(f"setup: {exc.reason}") from None
    return game, _actions(doc.get("actions", []))


def _actions(raw: Any) -> list[Action]:
    if not isinstance(raw, list):
        raise ScenarioError("\"actions\" must be a list")
    out = []
    for index, item in enumerate(raw):
        try:
            out.append(action_from_json(item))
        except ActionParseError as exc:
            raise ScenarioError(f"actions[{index}]: {exc.reason}") from None
    return out


def run(doc: Any) -> ScenarioResult:
    try:
        game, actions = load(doc)
    except ScenarioError as exc:
        return ScenarioResult(EXIT_MALFORMED, message=str(exc))
    for index, action in enumerate(actions):
        before = game.summary()
        try:
            game.apply(action)
        except IllegalAction as exc:
            error = {"index": index, "action": action.to_json(), "reason": exc.reason}
            return ScenarioResult(EXIT_ILLEGAL, {"error": error, "state": before})
    return ScenarioResult(EXIT_OK, game.summary())


def run_file(path: str | Path) -> ScenarioResult:
    try:
        raw = _read(Path(path))
        doc = json.loads(raw)
    except ScenarioError as exc:
        return ScenarioResult(EXIT_MALFORMED, message=str(exc))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        return ScenarioResult(EXIT_MALFORMED, message=f"{path}: not valid JSON ({exc})")
    result = run(doc)
    if result.message:
        result.message = f"{path}: {result.message}"
    return result


def _read(path: Path) -> str:
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise ScenarioError(f"{path}: larger than {MAX_FILE_BYTES // 2**20} MB")
        return path.read_bytes().decode("utf-8")
    except OSError as exc:
        raise ScenarioError(f"{path}: cannot read ({exc.strerror or exc})") from None
