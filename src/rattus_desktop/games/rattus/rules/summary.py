"""The state summary of scenario-format.md (public information only)."""

from __future__ import annotations

from typing import Any

from rattus_desktop.games.rattus.rules.rules import Rules
from rattus_desktop.games.rattus.rules.state import GameState


def summary(g: GameState, rules: Rules) -> dict[str, Any]:
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
