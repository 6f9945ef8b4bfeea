"""Finished games for the statistics tests: random legal playouts, seeded."""

from __future__ import annotations

import random

from rattus_desktop.engine import registry
from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import Game
from rattus_desktop.stats.record import GameRecord, record_of


def finished(game_id: str = "rattus", players: int = 3, seed: int = 1,
             ruleset: str = "") -> tuple[Game, list[Event]]:
    game = registry.new_game(registry.get(game_id).config(players, ruleset), seed)
    rng = random.Random(seed)
    events: list[Event] = []
    while not game.is_over:
        events += game.apply(rng.choice(game.legal_actions()))
    return game, events


SEATS3 = [("human", "Ann"), ("easy", "easy"), ("hard", "hard")]


def record(seed: int = 1, seats: list[tuple[str, str]] | None = None,
           game_id: str = "rattus", played_at: str | None = None) -> GameRecord:
    chosen = seats or SEATS3
    game, events = finished(game_id, len(chosen), seed)
    return record_of(game, chosen, events, played_at=played_at)
