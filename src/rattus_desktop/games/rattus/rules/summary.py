"""The state summary of scenario-format.md (public information only)."""

from __future__ import annotations

from typing import Any

from rattus_desktop.games.rattus.rules.diplomats import diplomats_at
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import summary_levels
from rattus_desktop.games.rattus.rules.modules_summary import modules_summary
from rattus_desktop.games.rattus.rules.plague_cards_state import plague_cards_summary
from rattus_desktop.games.rattus.rules.rules import Rules
from rattus_desktop.games.rattus.rules.score_detail import score_detail
from rattus_desktop.games.rattus.rules.state import GameState


def summary(g: GameState, rules: Rules) -> dict[str, Any]:
    out = _classic(g, rules)
    if rules.bigbox:
        _bigbox(out, g, rules)
    return out


def _classic(g: GameState, rules: Rules) -> dict[str, Any]:
    over = g.phase == "game_over"
    return {
        "ruleset": rules.name,
        "players": g.players,
        "phase": g.phase,
        "current_player": None if over else g.current,
        "plague": g.plague,
        "regions": {r: {"rats": len(g.rats[r]), "pieces": list(g.pieces[r])}
                    for r in g.regions},
        "palace": list(g.palace),
        "reserve": list(g.reserve),
        "cards": {c: g.holders[c] for c in rules.cards},
        "supply_rats": len(g.supply),
        "revealed": [t.face.to_json() for t in g.revealed],
        "final_round": g.final is not None,
        "scores": list(g.scores) if over and g.scores is not None else None,
        "winner": g.winner if over else None,
    }


def _bigbox(out: dict[str, Any], g: GameState, rules: Rules) -> None:
    """The Big Box additions (scenario-format-bigbox.md); modules this version does not
    play show their empty values."""
    p = g.players
    for region, entry in out["regions"].items():
        entry.update({"nuns": g.nuns.count(region), "bishop": region in g.bishops,
                      "potions": list(g.potions.get(region, [0] * p)),
                      "diplomats": [diplomats_at(g, region, s) for s in range(p)],
                      "university": None, "marker": False})
    gs = g.guilds
    out.update({
        "modules": list(rules.modules), "walls": [], "nomad": g.nomad,
        "upgrades": summary_levels(g), "alchemist_tile": g.upgrades.alchemist_tile,
        "baker": [0] * p,
        "guild": dict(gs.guild) if gs is not None and gs.guild is not None else None,
        "tavern": dict(gs.tavern) if gs is not None and gs.tavern is not None else None,
        "hand_sizes": None, "events_left": None, "points": [0] * p, "disabled": [],
    })
    modules_summary(out, g)
    plague_cards_summary(out, g)
    if g.phase == "game_over":
        out["score_detail"] = score_detail(g)
