"""The plug-ins of the Big Box modules this version plays, by module id (their hooks
join the cards' abilities in ``Rules.hooks``)."""

from __future__ import annotations

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.modules.region_cards.region_cards import RegionCards
from rattus_desktop.games.rattus.rules.modules.universities.universities import Universities

MODULE_PLUGINS: dict[str, type[Ability]] = {
    "region_cards": RegionCards,
    "universities": Universities,
}
