"""Error types every game raises on bad input.

Every error carries a ``code`` (a stable id the Qt layer translates) and ``params``
(data to fill into the translated text), plus an English ``reason`` for logs and the
command line. Cores never build user-facing sentences beyond that default.
"""

from __future__ import annotations

from typing import Any


class EngineError(Exception):
    """Base class of every error a rules core raises on bad input."""

    def __init__(self, code: str, reason: str, **params: Any) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.params = params


class IllegalAction(EngineError):  # noqa: N818 - the name players read in logs
    """A well-formed action that the rules do not allow now."""


class ActionParseError(EngineError):
    """An action that is not well-formed: unknown type, id, or a bad field."""


class SetupError(EngineError):
    """A scenario or saved position that is malformed or breaks an invariant."""


class ConfigError(EngineError):
    """A game configuration that the game cannot be played with."""
