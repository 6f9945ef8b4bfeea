"""Shared helpers for the bot tests: small-budget bots and positions from random play."""

from __future__ import annotations

import random

from rattus_desktop.bots.base import Budget
from rattus_desktop.bots.ismcts import SearchBot, SearchConfig
from rattus_desktop.games.rattus.bot.policy import POLICY
from rattus_desktop.games.rattus.rules import Game
from rattus_desktop.games.rattus.rules.config import classic


def tiny_search(seed: int, iterations: int = 6) -> SearchBot:
    return SearchBot("tiny", SearchConfig(Budget(iterations, time_cap=60.0)), POLICY, seed)


def random_position(players: int, seed: int, steps: int) -> Game:
    """A game after ``steps`` random legal actions (or at its end)."""
    game = Game.new(classic(players), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def permute_hidden(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy where the faces ``seat`` has not seen are shuffled among their tokens."""
    other = game.copy()
    g = other.state
    known = g.knowledge[seat]
    slots = [(ts, i) for ts in g.rats.values() for i, t in enumerate(ts) if t.uid not in known]
    slots += [(g.supply, i) for i in range(len(g.supply))]
    slots += [(g.removed, i) for i in range(len(g.removed))]
    for start in (False, True):  # a starting token's back is marked: faces stay in their set
        group = [(ts, i) for ts, i in slots if ts[i].start == start]
        faces = [ts[i].face for ts, i in group]
        rng.shuffle(faces)
        for (ts, i), face in zip(group, faces, strict=True):
            ts[i] = type(ts[i])(ts[i].uid, face, start)
    for k in g.knowledge:  # others' Witch knowledge follows the real tokens
        for uid in list(k):
            k[uid] = next(t for ts in g.rats.values() for t in ts if t.uid == uid)
    return other
