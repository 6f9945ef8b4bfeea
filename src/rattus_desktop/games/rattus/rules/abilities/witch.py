"""Witch: look at two face-down tokens on the board, then swap them or not.

Only the Witch's holder learns the faces (kept in ``GameState.knowledge`` until
the token is revealed, even after the Witch changes hands).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules import decisions
from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.events import Event

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Witch(Ability):
    id = "witch"
    action_types = ("witch_look", "witch_swap")

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        refs = [(r, i) for r in g.regions for i in range(len(g.rats[r]))]
        return rules.actions.looks(refs)

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        if action.type == "witch_look":
            self._look(g, action, ev)
        else:
            self._swap(g, action, ev)

    def _look(self, g: GameState, action: Action, ev: list[Event]) -> None:
        (tokens,) = action.args
        seat = g.current
        seen = [g.rats[r][i] for r, i in tokens]
        for token in seen:
            g.knowledge[seat][token.uid] = token
        g.turn.used.add(self.id)
        g.turn.witch_looked = tokens
        decisions.interrupt(g, "witch_swap")
        refs = [list(t) for t in tokens]
        ev.append(Event("witch_looked", {"seat": seat, "tokens": refs}))
        ev.append(Event("witch_saw", {"seat": seat, "tokens": refs,
                                      "faces": [t.face.to_json() for t in seen]},
                        private_to=seat))

    def _swap(self, g: GameState, action: Action, ev: list[Event]) -> None:
        (swap,) = action.args
        looked = g.turn.witch_looked
        assert looked is not None
        (ra, ia), (rb, ib) = looked
        if swap:
            g.rats[ra][ia], g.rats[rb][ib] = g.rats[rb][ib], g.rats[ra][ia]
        g.turn.witch_looked = None
        decisions.resume(g, "final_turn" if g.final is not None else "actions")
        ev.append(Event("witch_swapped", {"seat": g.current, "tokens": [list(t) for t in looked],
                                          "swap": swap}))


SWAPS = (Action("witch_swap", (True,)), Action("witch_swap", (False,)))
KEEP = [SWAPS[1]]


def swap_actions(g: GameState, rules: Rules) -> list[Action]:
    """Swap or not; a swap that would add a token to a bishop's region (another region's
    token arriving there) is forbidden (ruling 16)."""
    looked = g.turn.witch_looked
    if g.bishops and looked is not None and looked[0][0] != looked[1][0] and (
            looked[0][0] in g.bishops or looked[1][0] in g.bishops):
        return list(KEEP)
    return list(SWAPS)


def canonical_look(action: Action, order: dict[str, int]) -> Action:
    """The two tokens of a ``witch_look`` may be named in either order."""
    a, b = action.args[0]
    if (order.get(a[0], 99), a[1]) > (order.get(b[0], 99), b[1]):
        return Action("witch_look", ((b, a),))
    return action
