"""Rat tokens: an outbreak number, class symbols, majority (M) and all (A) icons."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Face:
    """What is printed on a token's face. Faces compare by value."""

    n: int
    classes: tuple[str, ...] = ()
    majority: int = 0
    all: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"n": self.n, "classes": list(self.classes), "majority": self.majority,
                "all": self.all}

    @classmethod
    def from_json(cls, raw: Mapping[str, Any]) -> Face:
        """The one parser of a face: ``to_json``'s form, the data files' and events'
        (``classes``, ``majority`` and ``all`` may be left out)."""
        return cls(int(raw["n"]), tuple(raw.get("classes", ())), int(raw.get("majority", 0)),
                   int(raw.get("all", 0)))


@dataclass(frozen=True, slots=True)
class Token:
    """One physical token: a face plus a unique id (uid) for this game.

    The uid names the token while it is face down, so a player's knowledge of a
    face (Witch) follows the token when it moves.
    """

    uid: int
    face: Face
    start: bool = False  # a starting token: its back shows it, so this is public

    @property
    def n(self) -> int:
        return self.face.n
