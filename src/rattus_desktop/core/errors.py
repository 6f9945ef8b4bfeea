"""Error types of the rules core.

Every error carries a ``code`` (a stable id the GUI translates) and ``params``
(data to fill into the translated text), plus an English ``reason`` for logs and
the command line. The core never builds user-facing sentences beyond that default.
"""

from __future__ import annotations

from typing import Any


class RattusError(Exception):
    """Base class of every error the rules core raises on bad input."""

    def __init__(self, code: str, reason: str, **params: Any) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.params = params


class IllegalAction(RattusError):  # noqa: N818 - the name players read in logs
    """A well-formed action that the rules do not allow now."""


class ActionParseError(RattusError):
    """An action that is not well-formed: unknown type, region, card, or a bad field."""


class SetupError(RattusError):
    """A scenario or saved position that is malformed or breaks an invariant."""
