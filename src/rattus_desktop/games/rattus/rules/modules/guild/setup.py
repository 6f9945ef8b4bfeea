"""Setup of the Guilds and Taverns boards and of the Sultan's diplomats: the empty
state of a new game, and the explicit-setup fields ``guild``, ``tavern`` (occupant seats)
and ``regions.R.diplomats`` (per seat) of scenario-format-bigbox.md."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rattus_desktop.games.rattus.rules.errors import SetupError
from rattus_desktop.games.rattus.rules.modules.guild.state import GuildState, guild_spaces
from rattus_desktop.games.rattus.rules.modules.tavern.taverns import tavern_cities

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


def new_guild_state(rules: Rules) -> GuildState | None:
    """Empty boards for the modules in play, no diplomats (None when none applies)."""
    guild = dict.fromkeys(guild_spaces()) if "guild" in rules.modules else None
    cities = tavern_cities()
    tavern = (dict.fromkeys(r for r in rules.regions if r in cities)
              if "tavern" in rules.modules else None)
    diplomats = ({r: [0] * rules.players for r in rules.regions}
                 if "sultan" in rules.cards else None)
    if guild is None and tavern is None and diplomats is None:
        return None
    return GuildState(guild, tavern, diplomats)


def _fail(reason: str) -> SetupError:
    return SetupError("bad_setup", reason)


def _occupant(value: Any, players: int, what: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise _fail(f"{what} must be a seat 0..{players - 1} or null, not {value!r}"[:160])
    return value


def apply_guild_setup(g: GameState, rules: Rules, doc: dict[str, Any]) -> None:
    """The explicit setup's ``guild``, ``tavern`` and ``diplomats`` (SetupError)."""
    _guild(g, doc.get("guild"))
    _tavern(g, rules, doc.get("tavern"))
    regions = doc.get("regions", {})
    for region, spec in regions.items():
        if isinstance(spec, dict) and "diplomats" in spec:
            _diplomats(g, region, spec["diplomats"])


def _guild(g: GameState, raw: Any) -> None:
    if raw is None:
        return
    gs = g.guilds
    if gs is None or gs.guild is None:
        raise _fail("setup.guild needs the guild module in this game")
    if not isinstance(raw, dict):
        raise _fail("setup.guild must be an object {space: seat}")
    for space, seat in raw.items():
        if space not in gs.guild:
            raise _fail(f"setup.guild: unknown guild space {space!r}"[:160])
        gs.guild[space] = _occupant(seat, g.players, f"setup.guild.{space}")


def _tavern(g: GameState, rules: Rules, raw: Any) -> None:
    if raw is None:
        return
    gs = g.guilds
    if gs is None or gs.tavern is None:
        raise _fail("setup.tavern needs the tavern module in this game")
    if not isinstance(raw, dict):
        raise _fail("setup.tavern must be an object {region: seat}")
    for city, seat in raw.items():
        if city not in tavern_cities():
            raise _fail(f"setup.tavern: unknown tavern city {city!r}"[:160])
        if city not in gs.tavern:
            raise _fail(f"setup.tavern: the city of {city} is not in play with "
                        f"{g.players} players")
        gs.tavern[city] = _occupant(seat, g.players, f"setup.tavern.{city}")


def _diplomats(g: GameState, region: str, raw: Any) -> None:
    what = f"setup.regions.{region}.diplomats"
    ok = isinstance(raw, list) and len(raw) == g.players and all(
        isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in raw)
    if not ok:
        raise _fail(f"{what} must list {g.players} whole numbers >= 0, not {raw!r}"[:160])
    if not any(raw):
        return
    gs = g.guilds
    if gs is None or gs.diplomats is None:
        raise _fail(f"{what} needs the Sultan in this game")
    if region not in gs.diplomats:
        raise _fail(f"{what}: {region} is not in play")
    for seat, n in enumerate(raw):
        if n > g.pieces[region][seat]:
            raise _fail(f"{what}: seat {seat} has more diplomats than pieces there")
    gs.diplomats[region] = list(raw)
