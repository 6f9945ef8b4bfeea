"""Error types of the Rattus rules: the engine's, under the names the core uses."""

from __future__ import annotations

from rattus_desktop.engine.errors import (
    ActionParseError,
    EngineError,
    IllegalAction,
    SetupError,
)

RattusError = EngineError

__all__ = ["ActionParseError", "IllegalAction", "RattusError", "SetupError"]
