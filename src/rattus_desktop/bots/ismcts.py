"""Single-observer information-set MCTS over sampled worlds (medium and hard bots).

Game-neutral: everything it knows of a game comes from the protocol and the game's
``BotPolicy``. Each iteration deals a world consistent with the bot's view
(``view.sample``, or the policy's optional ``sampler(view)``: a callable that deals
the same worlds faster, e.g. from a template built once per decision), walks the
tree (children keyed by action; UCB counts only the visits when a child was
available; a node's legal candidates are looked up in one set), expands one action,
plays the policy's rollout moves for a few turns and scores the position with the
policy's evaluation. Rewards are per
seat; each node keeps the reward of the seat that chose the action leading to it.

The heuristic's move (the easy level's, from the same per-decision generator) anchors
the root: it is always a root candidate, it gets a progressive bias in the selection
(``anchor_bias / (1 + visits)``, so it is searched first and longest), and the search
plays another move only on evidence: at least ``min_visits`` visits and a mean reward
at least ``margin`` above the anchor's. With few iterations the search therefore keeps
the heuristic's move rather than pick among barely sampled ones.
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rattus_desktop.bots.base import Budget, SeededBot, StopFn, never_stop
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.protocol import BotPolicy, Game, View


@dataclass(frozen=True)
class SearchConfig:
    budget: Budget
    rollout_turns: int = 2
    exploration: float = 0.7
    max_depth: int = 12
    quick_rollouts: bool = True
    anchor_bias: float = 0.0
    min_visits: int = 0
    margin: float = 0.0
    evaluation: str = ""  # a name the game's policy may read (``prepare_search``)


@dataclass
class Node:
    visits: int = 0
    total: float = 0.0
    avail: int = 0
    children: dict[Action, Node] = field(default_factory=dict)
    cands: list[Action] | None = None

    def ucb(self, c: float) -> float:
        return self.total / self.visits + c * math.sqrt(math.log(self.avail) / self.visits)


class Search:
    def __init__(self, view: View, policy: BotPolicy, config: SearchConfig,
                 rng: random.Random) -> None:
        self.view, self.policy, self.config, self.rng = view, policy, config, rng
        prepare_search = getattr(policy, "prepare_search", None)  # optional: sees the config
        self.ctx: Any = prepare_search(view, config) if prepare_search else policy.prepare(view)
        self.seat = view.seat if view.seat is not None else 0
        self.root = Node()
        self.iterations = 0
        self.anchor = self.heuristic_move()
        make = getattr(policy, "sampler", None)  # optional: worlds from a template
        self.sample: Callable[[random.Random], Game] = (
            make(view) if make is not None else view.sample)

    def heuristic_move(self) -> Action:
        """The easy level's move: the heuristic on one world sampled from the view."""
        legal = self.view.legal_actions
        action = self.policy.easy_action(self.view.sample(self.rng), self.ctx)
        return action if action in legal else self.rng.choice(legal)

    def run(self, should_stop: StopFn) -> Action:
        deadline = time.perf_counter() + self.config.budget.time_cap
        while self.iterations < self.config.budget.iterations:
            if should_stop() or time.perf_counter() > deadline:
                break
            self.iterate()
            self.iterations += 1
        return self.best()

    def best(self) -> Action:
        """The most visited legal root move, if it beats the anchor on evidence."""
        legal = set(self.view.legal_actions)
        ranked = [(child.visits, child.total / max(child.visits, 1), -i, a)
                  for i, (a, child) in enumerate(self.root.children.items()) if a in legal]
        if not ranked:  # stopped before the first iteration: the heuristic's choice
            return self.anchor
        visits, mean, _, action = max(ranked)
        anchor = self.root.children.get(self.anchor)
        if action == self.anchor or anchor is None or anchor.visits == 0:
            return action
        gap = mean - anchor.total / anchor.visits
        if visits >= self.config.min_visits and gap >= self.config.margin:
            return action
        return self.anchor

    def root_stats(self) -> list[tuple[Action, int, float]]:
        """The legal root moves searched so far: (action, visits, mean reward of the
        searching seat), most visited first (the hint's top moves)."""
        legal = set(self.view.legal_actions)
        stats = [(a, c.visits, c.total / c.visits) for a, c in self.root.children.items()
                 if a in legal and c.visits]
        return sorted(stats, key=lambda s: (-s[1], -s[2]))

    def iterate(self) -> None:
        world = self.sample(self.rng)
        path = self.descend(world)
        self.rollout(world)
        reward = self.policy.evaluate(world, self.seat, self.ctx)
        for node, mover in path:
            node.visits += 1
            node.total += reward[mover]

    def root_candidates(self, world: Game) -> list[Action]:
        cands = list(self.policy.candidates(world, self.ctx))
        if self.anchor in cands:
            cands.remove(self.anchor)
        return [self.anchor, *cands]

    def descend(self, world: Game) -> list[tuple[Node, int]]:
        node = self.root
        path: list[tuple[Node, int]] = []
        while not world.is_over and len(path) < self.config.max_depth:
            if node.cands is None:
                node.cands = (self.root_candidates(world) if node is self.root
                              else list(self.policy.candidates(world, self.ctx)))
            avail = (available(world, node.cands)
                     or [self.policy.easy_action(world, self.ctx)])
            action, expand = self.select(node, avail)
            child = node.children.setdefault(action, Node())
            if expand:
                child.avail += 1
            mover = world.current_player
            assert mover is not None
            world.apply_unchecked(action)
            path.append((child, mover))
            node = child
            if expand:
                break
        return path

    def select(self, node: Node, avail: list[Action]) -> tuple[Action, bool]:
        for action in avail:
            if action not in node.children:
                return action, True
        c = self.config.exploration
        bias = self.config.anchor_bias if node is self.root else 0.0
        best, top = avail[0], float("-inf")
        for action in avail:
            child = node.children[action]
            child.avail += 1
            value = child.ucb(c)
            if bias and action == self.anchor:
                value += bias / (1 + child.visits)
            if value > top:
                best, top = action, value
        return best, False

    def rollout(self, world: Game) -> None:
        policy, ctx = self.policy, self.ctx
        play = policy.playout_action if self.config.quick_rollouts else policy.easy_action
        turns, last = 0, policy.turn_marker(world)
        while not world.is_over:
            marker = policy.turn_marker(world)
            if marker != last:
                turns, last = turns + 1, marker
                if turns >= self.config.rollout_turns:
                    return
            world.apply_unchecked(play(world, ctx))


#: a listing longer than this many times the candidates is not hashed whole
LISTING_FACTOR = 4


def available(world: Game, cands: list[Action]) -> list[Action]:
    """The candidates legal in ``world``: one hash lookup each in its listing, and
    ``is_legal`` only for those the listing lacks (kinds checked directly). A listing
    much longer than the candidates (Cartus's entries, built on demand) is not built:
    each candidate is checked with ``is_legal`` instead (the same answer: a listed
    action is legal)."""
    legal = world.legal_actions()
    if len(legal) > LISTING_FACTOR * len(cands):
        return [a for a in cands if world.is_legal(a)]
    listed = set(legal)
    return [a for a in cands if a in listed or world.is_legal(a)]


def ruleset_tuned(config: SearchConfig, policy: BotPolicy, level: str,
                  ruleset: str) -> SearchConfig:
    """``config`` with the policy's ``ruleset_tuning`` of ``level`` for ``ruleset``."""
    rulesets: Mapping[str, Mapping[str, Mapping[str, Any]]] = getattr(
        policy, "ruleset_tuning", {})
    return dataclasses.replace(config, **rulesets.get(ruleset, {}).get(level, {}))


class SearchBot(SeededBot):
    """A bot that searches: ``level`` names its configuration (``overrides``: settings
    that replace the level's, ``bots.parse_level``; ``thinking``: the budget's factor,
    the player's thinking-time setting)."""

    def __init__(self, level: str, config: SearchConfig, policy: BotPolicy, seed: int,
                 overrides: Mapping[str, Any] | None = None) -> None:
        super().__init__(policy, seed)
        self.level, self.config = level, config
        self.overrides = dict(overrides or {})
        self.thinking = 1.0
        self.last_iterations = 0

    def config_for(self, view: View) -> SearchConfig:
        """The level's configuration with the policy's ``ruleset_tuning`` for the
        view's ruleset (e.g. a larger budget where the game is faster to search), then
        the overrides, then the budget times ``thinking``."""
        config = ruleset_tuned(self.config, self.policy, self.level.split("/")[0],
                               view.config.ruleset)
        fields = dict(self.overrides)
        budget = Budget(int(fields.pop("iterations", config.budget.iterations)),
                        float(fields.pop("time_cap", config.budget.time_cap)))
        if self.thinking != 1.0:
            budget = Budget(max(1, round(budget.iterations * self.thinking)),
                            budget.time_cap * self.thinking)
        return dataclasses.replace(config, budget=budget, **fields)

    def choose(self, view: View, should_stop: StopFn | None = None) -> Action:
        rng = self.next_rng(view)
        if len(view.legal_actions) == 1:
            self.last_iterations = 0
            return view.legal_actions[0]
        search = Search(view, self.policy, self.config_for(view), rng)
        action = search.run(should_stop or never_stop)
        self.last_iterations = search.iterations
        return action
