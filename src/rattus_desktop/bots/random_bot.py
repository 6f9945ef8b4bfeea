"""The random bot: a uniformly random legal action (for tests and the command line)."""

from __future__ import annotations

from rattus_desktop.bots.base import SeededBot, StopFn
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.protocol import View


class RandomBot(SeededBot):
    level = "random"

    def choose(self, view: View, should_stop: StopFn | None = None) -> Action:
        return self.next_rng(view).choice(view.legal_actions)
