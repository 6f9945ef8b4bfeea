"""What Rattus can tell a player beyond the rules (Qt-free): the plague risk of each
region (``risk.py``) and why pieces were lost in a plague phase (``losses.py``).

``INSIGHT`` is the game's optional insight capability, named by ``GameDef.insight``
and reached through ``engine.registry.insight(game_id)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rattus_desktop.engine.events import Event


class RattusInsight:
    """``risk(view)``, ``explain_losses(view, events)`` and ``hint_reason(view, action)``
    for the Qt layer and the hint."""

    def risk(self, view: Any) -> dict[str, Any]:
        from rattus_desktop.games.rattus.insight.risk import region_risks

        return dict(region_risks(view))

    def explain_losses(self, view: Any, events: Sequence[Event]) -> list[Any]:
        from rattus_desktop.games.rattus.insight.losses import explain_losses

        return list(explain_losses(view, events))


    def hint_reason(self, view: Any, action: Any) -> Any:
        from rattus_desktop.games.rattus.insight.hint_reason import hint_reason

        return hint_reason(view, action)


INSIGHT = RattusInsight()
