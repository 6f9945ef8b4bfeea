"""The easy bot: the game's heuristic on one world sampled from its view (it reads no
hidden information)."""

from __future__ import annotations

from rattus_desktop.bots.base import SeededBot, StopFn
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.protocol import View


class EasyBot(SeededBot):
    level = "easy"

    def choose(self, view: View, should_stop: StopFn | None = None) -> Action:
        rng = self.next_rng(view)
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        world = view.sample(rng)
        action = self.policy.easy_action(world, self.policy.prepare(view))
        return action if action in legal else rng.choice(legal)
