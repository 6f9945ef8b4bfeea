"""The statistics' one error type: a code and a message a player can read."""

from __future__ import annotations


class StatsError(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
