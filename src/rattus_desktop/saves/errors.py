"""The one error type of saves: a stable ``code`` the GUI translates, and a message."""

from __future__ import annotations

# code -> what it means (the English default is the exception's message).
CODES = {
    "not_json": "the file is not a JSON document",
    "truncated": "the file ends early (an interrupted write?)",
    "bad_number": "the file holds a number too large to use (1e400) or NaN/Infinity",
    "wrong_format": "the file is not a Rattus Desktop save",
    "wrong_version": "the save's format version is not one this program reads",
    "too_large": "the file is too large to be a save",
    "malformed": "a field of the save is missing or of the wrong kind",
    "unknown_id": "the save names a region, card, player kind or ruleset no data file knows",
    "illegal_action": "an action in the save's log is not legal at its point",
    "inconsistent": "the save's summary does not match its replayed log",
    "missing": "there is no such file",
    "unreadable": "the file cannot be read",
    "unwritable": "the file cannot be written",
}


class SaveError(Exception):
    """A save that cannot be read or written; nothing was changed on disk.

    ``code`` is one of ``CODES``; ``index`` is the log index of the offending
    action for ``illegal_action`` and ``unknown_id`` (else None).
    """

    def __init__(self, code: str, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.index = index

    def __str__(self) -> str:
        return self.message
