"""The state of the Big Box modules with a part on ``GameState.mods``: Region cards
(Africanus) and Universities (Academia), each in its folder.

One object hangs on ``GameState.mods``; a module that is off leaves its part None.
Piles keep their top LAST (``pop()`` draws), as the token supply does.
"""

from __future__ import annotations

from dataclasses import dataclass

from rattus_desktop.games.rattus.rules.modules.region_cards.state import RegionCardsState
from rattus_desktop.games.rattus.rules.modules.universities.state import UniversityState


@dataclass(slots=True)
class ModulesState:
    cards: RegionCardsState | None = None
    uni: UniversityState | None = None

    def copy(self) -> ModulesState:
        return ModulesState(self.cards.copy() if self.cards else None,
                            self.uni.copy() if self.uni else None)
