"""Big Box state of the Guilds and Taverns boards and of the Sultan's diplomats.

``guild``: occupant seat per guild space (None: empty), or None when the module is
off; ``tavern``: occupant per tavern city (a city is named by its region), or None;
``diplomats``: per region per seat, or None without the Sultan. ``final_knight``: the
seat that moved the plague with the guild's Knight in the final round (its bonus).
Spaces and cities taken this turn are marked in ``TurnState.used`` (``guild:<space>``,
``tavern:<city>``), which a new turn clears.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache

from rattus_desktop.games.rattus.rules.data import DATA_DIR


@cache
def guild_spaces() -> tuple[str, ...]:
    """The guild spaces of the Guilds board (data file)."""
    with (DATA_DIR / "rattus-bigbox-modules.toml").open("rb") as fh:
        return tuple(tomllib.load(fh)["guild_spaces"])


@dataclass(slots=True)
class GuildState:
    guild: dict[str, int | None] | None = None
    tavern: dict[str, int | None] | None = None
    diplomats: dict[str, list[int]] | None = None
    final_knight: int | None = None

    def copy(self) -> GuildState:
        return GuildState(
            dict(self.guild) if self.guild is not None else None,
            dict(self.tavern) if self.tavern is not None else None,
            {r: list(d) for r, d in self.diplomats.items()} if self.diplomats is not None
            else None,
            self.final_knight,
        )

    def off_map(self, seat: int) -> int:
        """``seat``'s pieces on the guild spaces and tavern cities (in the 20, not on the
        map)."""
        spaces = list((self.guild or {}).values()) + list((self.tavern or {}).values())
        return sum(1 for s in spaces if s == seat)


def guild_marker(space: str) -> str:
    return f"guild:{space}"


def tavern_marker(city: str) -> str:
    return f"tavern:{city}"
