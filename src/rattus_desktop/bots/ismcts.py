"""Single-observer information-set MCTS over sampled worlds (medium and hard bots).

Each iteration deals a world consistent with the bot's view, walks the tree
(children keyed by action; UCB counts only the visits when a child was
available), expands one action, plays the heuristic policy for a few turns and
scores the position. Rewards are per seat; each node keeps the reward of the
seat that chose the action leading to it.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from ..core import Action, Game, PlayerView, Rules
from .base import Budget, StopFn, decision_rng, never_stop
from .candidates import candidates
from .evaluate import rewards
from .faces import FaceStats
from .heuristic import policy, quick_policy
from .world import sample_world


@dataclass(frozen=True)
class SearchConfig:
    budget: Budget
    rollout_turns: int = 2
    exploration: float = 0.7
    max_depth: int = 12
    quick_rollouts: bool = True


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
    def __init__(self, view: PlayerView, rules: Rules, config: SearchConfig,
                 rng: random.Random) -> None:
        self.view, self.rules, self.config, self.rng = view, rules, config, rng
        self.stats = FaceStats(view.unseen)
        self.root = Node()
        self.iterations = 0

    def run(self, should_stop: StopFn) -> Action:
        deadline = time.perf_counter() + self.config.budget.time_cap
        while self.iterations < self.config.budget.iterations:
            if should_stop() or time.perf_counter() > deadline:
                break
            self.iterate()
            self.iterations += 1
        return self.best()

    def best(self) -> Action:
        legal = set(self.view.legal_actions)
        ranked = [(child.visits, child.total / max(child.visits, 1), -i, a)
                  for i, (a, child) in enumerate(self.root.children.items()) if a in legal]
        if not ranked:  # stopped before the first iteration: the heuristic's choice
            world = sample_world(self.view, self.rules, self.rng)
            action = world.canonical(policy(world, self.stats))
            return action if action in legal else self.view.legal_actions[0]
        return max(ranked)[3]

    def iterate(self) -> None:
        world = sample_world(self.view, self.rules, self.rng)
        path = self.descend(world)
        self.rollout(world)
        seat = self.view.seat
        reward = rewards(world.state, self.rules, self.stats, world.state.knowledge[seat])
        for node, mover in path:
            node.visits += 1
            node.total += reward[mover]

    def descend(self, world: Game) -> list[tuple[Node, int]]:
        node, path = self.root, []
        while not world.is_over and len(path) < self.config.max_depth:
            if node.cands is None:
                node.cands = candidates(world, self.stats)
            avail = [a for a in node.cands if world.is_legal(a)] or [policy(world, self.stats)]
            action, expand = self.select(node, avail)
            child = node.children.setdefault(action, Node())
            if expand:
                child.avail += 1
            mover = world.state.current
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
        best, top = avail[0], float("-inf")
        for action in avail:
            child = node.children[action]
            child.avail += 1
            value = child.ucb(c)
            if value > top:
                best, top = action, value
        return best, False

    def rollout(self, world: Game) -> None:
        g = world.state
        play = quick_policy if self.config.quick_rollouts else policy
        turns, last = 0, g.turn
        while g.phase != "game_over":
            if g.turn is not last:
                turns, last = turns + 1, g.turn
                if turns >= self.config.rollout_turns:
                    return
            world.apply_unchecked(play(world, self.stats))


class SearchBot:
    """A bot that searches: ``level`` names its configuration."""

    def __init__(self, level: str, config: SearchConfig, seed: int) -> None:
        self.level, self.config, self.seed = level, config, seed
        self.decisions = 0
        self.last_iterations = 0

    def choose(self, view: PlayerView, rules: Rules,
               should_stop: StopFn | None = None) -> Action:
        rng = decision_rng(self.seed, view, self.decisions)
        self.decisions += 1
        if len(view.legal_actions) == 1:
            self.last_iterations = 0
            return view.legal_actions[0]
        search = Search(view, rules, self.config, rng)
        action = search.run(should_stop or never_stop)
        self.last_iterations = search.iterations
        return action
