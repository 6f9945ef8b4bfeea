"""Class-card abilities, one small unit each, registered by card id."""

from __future__ import annotations

from .base import Ability
from .king import King
from .knight import Knight
from .merchant import Merchant
from .monk import Monk
from .peasant import Peasant
from .witch import Witch

ABILITIES: dict[str, type[Ability]] = {
    cls.id: cls for cls in (Peasant, Merchant, Monk, Knight, Witch, King)
}

__all__ = ["ABILITIES", "Ability"]
