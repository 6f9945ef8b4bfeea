"""The state summary of scenario-format.md (public information only)."""

from __future__ import annotations

from typing import Any

from rattus_desktop.games.rattus.rules.rules import Rules
from rattus_desktop.games.rattus.rules.state import GameState
from rattus_desktop.games.rattus.rules.upgrades import summary_levels


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
                      "diplomats": [0] * p, "university": None, "marker": False})
    out.update({
        "modules": list(rules.modules), "walls": [], "nomad": g.nomad,
        "upgrades": summary_levels(g), "alchemist_tile": g.upgrades.alchemist_tile,
        "baker": [0] * p, "guild": None, "tavern": None,
        "hand_sizes": None, "events_left": None, "points": [0] * p, "disabled": [],
    })
    if g.phase == "game_over":
        out["score_detail"] = [score_detail(g, seat) for seat in range(p)]


def score_detail(g: GameState, seat: int) -> dict[str, int]:
    """Where a seat's Big Box points come from (the modules score nothing yet)."""
    return {"pieces": g.on_board(seat), "palace": g.palace[seat], "diplomats": 0,
            "universities": 0, "region_cards": 0, "guild": 0, "tavern": 0}
