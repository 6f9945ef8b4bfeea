"""Professor (Big Box, universities): look at the top 4 event cards (the discards
reshuffled under the deck if fewer are left) and put them back in any order
(``professor``, then ``professor_order`` ``order``: the card now in looked position i,
0 the top, goes to position ``order[i]``). Only the Professor's holder sees them.

Final: ``professor`` draws 4 (face up), ``professor_resolve`` ``index`` resolves one
of them at once; all 4 are discarded.

Upgrades (ruling 24): Professor II looks at 6, III looks at 6 and may discard any of
them (``discard``: looked positions, face down onto the event discards; ``order`` then
places the kept ones, in looked order, at positions 0..kept-1). Final round: the tile's
number is drawn (6) and one resolved. 6! = 720 orders (1,957 with discards) are not
listed: ``direct_order`` checks any of them, and the listing offers a bounded part (the
rotations of the kept cards and their reverses; at III discarding none, each single
card or all of them).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import permutations
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules import decisions
from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.errors import IllegalAction
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.universities import universities
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat, param

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

USE = Action("professor", ())


class Professor(Ability):
    id = "professor"
    action_types = ("professor", "professor_order", "professor_resolve")
    phases = ("professor_order", "professor_resolve")
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        return (USE,) if self.usable(g) and universities.events_available(g) else ()

    def phase_actions(self, g: GameState, rules: Rules) -> list[Action]:
        st = universities.state(g)
        if g.phase == "professor_resolve":
            return [new_action("professor_resolve", (i,)) for i in range(len(st.drawn))]
        if not listed_in_full(g):
            return bounded_orders(g)
        return [new_action("professor_order", (order, ()))
                for order in permutations(range(len(st.looked)))]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        if action.type == "professor":
            self.spend(g)
            if g.final is not None:
                self._draw(g, ev)
            else:
                self._look(g, ev)
        elif action.type == "professor_order":
            self._order(g, action, ev)
        else:
            self._resolve(g, rules, action, ev)

    def _look(self, g: GameState, ev: list[Event]) -> None:
        st = universities.state(g)
        look = look_count(g)
        if len(st.deck) < look and st.discard:
            universities.reshuffle(g, ev)
        st.seen = [0] * g.players  # the cards anyone knew are now in the Professor's hand
        st.looked = [st.deck.pop() for _ in range(min(look, len(st.deck)))]
        decisions.interrupt(g, "professor_order")
        seat = g.current
        ev.append(Event("professor_looked", {"seat": seat, "count": len(st.looked)}))
        ev.append(Event("professor_saw", {"seat": seat,
                                          "events": [c.to_json() for c in st.looked]},
                        private_to=seat))

    def _order(self, g: GameState, action: Action, ev: list[Event]) -> None:
        st = universities.state(g)
        order, discard = action.args  # no discard below level III
        kept = [c for i, c in enumerate(st.looked) if i not in discard]
        top_first = list(kept)
        for i, card in enumerate(kept):
            top_first[order[i]] = card
        st.deck.extend(reversed(top_first))
        gone = [c for i, c in enumerate(st.looked) if i in discard]
        st.discard += gone
        st.looked = []
        st.seen = [0] * g.players
        st.seen[g.current] = len(top_first)
        ev.append(Event("professor_ordered", {"seat": g.current, "discarded": len(gone)}))
        decisions.resume(g, "actions")

    def _draw(self, g: GameState, ev: list[Event]) -> None:
        st = universities.state(g)
        drawn = (universities.draw_event(g, ev) for _ in range(look_count(g)))
        st.drawn = [card for card in drawn if card is not None]
        decisions.interrupt(g, "professor_resolve")
        ev.append(Event("professor_drew", {"seat": g.current,
                                           "events": [c.to_json() for c in st.drawn]}))

    def _resolve(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        st = universities.state(g)
        (index,) = action.args
        card = st.drawn[index]
        st.discard += st.drawn
        st.drawn = []
        decisions.resume(g, "final_turn")
        if not universities.start_event(g, rules, card, g.current, "final_turn", ev):
            universities.event_done(g, rules, ev)


def look_count(g: GameState) -> int:
    """How many event cards the Professor looks at (4; 6 upgraded)."""
    return int(param(g, "professor", "look"))


def may_discard(g: GameState) -> bool:
    """Professor III may discard any of the looked-at events."""
    return not flat(g) and bool(param(g, "professor", "discard"))


def listed_in_full(g: GameState) -> bool:
    """At most 4 looked at and no discards: every order is listed (at most 24)."""
    return len(universities.state(g).looked) <= 4 and not may_discard(g)


def _turns(count: int) -> list[tuple[int, ...]]:
    """The rotations of ``range(count)`` and their reverses (distinct)."""
    rows = [tuple((i + k) % count for i in range(count)) for k in range(count)] or [()]
    out = rows + [tuple(reversed(r)) for r in rows]
    return list(dict.fromkeys(out))


def bounded_orders(g: GameState) -> list[Action]:
    """The listed part of the upgraded orders (any other is checked directly)."""
    n = len(universities.state(g).looked)
    discards: list[tuple[int, ...]] = [()]
    if may_discard(g):
        discards += [(i,) for i in range(n)] + ([tuple(range(n))] if n > 1 else [])
    return [new_action("professor_order", (order, d)) for d in discards
            for order in _turns(n - len(d))]


def _illegal(code: str, reason: str, **params: object) -> IllegalAction:
    return IllegalAction(code, reason, **params)


def _ints(value: object) -> bool:
    return type(value) is tuple and all(type(v) is int for v in value)


def discard_refusal(g: GameState, discard: tuple[int, ...]) -> IllegalAction | None:
    """Why ``discard`` is not allowed now (None: it is)."""
    count = len(universities.state(g).looked)
    if discard and not may_discard(g):
        return _illegal("professor_discard_upgraded", "only the Professor III discards "
                        "event cards")
    if len(set(discard)) != len(discard) or not all(0 <= i < count for i in discard):
        return _illegal("professor_discard_bad", f"discard names different positions "
                        f"0..{count - 1}", count=count)
    return None


def direct_order(g: GameState, rules: Rules, action: Action) -> IllegalAction | None | bool:
    """An upgraded ``professor_order``, checked directly (False: the listing decides)."""
    if g.phase != "professor_order" or listed_in_full(g):
        return False
    if len(action.args) != 2 or not _ints(action.args[0]) or not _ints(action.args[1]):
        return _illegal("bad_type", "professor_order gives lists of positions",
                        type="professor_order")
    order, discard = action.args
    if refused := discard_refusal(g, discard):
        return refused
    kept = len(universities.state(g).looked) - len(discard)
    if sorted(order) != list(range(kept)):
        return _illegal("bad_order", f"the order must name each of positions 0..{kept - 1} "
                        "once", count=kept)
    return None
