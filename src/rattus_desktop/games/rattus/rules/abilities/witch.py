"""Witch: look at two face-down tokens on the board, then swap them or not.

Only the Witch's holder learns the faces (kept in ``GameState.knowledge`` until
the token is revealed, even after the Witch changes hands).

Upgrades (ruling 24): Witch II/III look at 3/4 tokens (all of them when fewer lie on
the board, at least 2), then ``witch_arrange`` ``order``: the token in looked position
i goes to looked position ``order[i]``; a bishop's region gets only its own tokens
back (ruling 16). A look is named in any order (its positions are as named). There
are up to C(51, 4) = 249,900 such looks: ``direct_look`` checks one directly, and the
listing offers a bounded part of them, the windows of consecutive face-down tokens in
board order (cyclic; one per token, each token in ``look`` of them).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import permutations
from typing import TYPE_CHECKING, ClassVar

from rattus_desktop.games.rattus.rules import decisions
from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.errors import IllegalAction
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat, level, param

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Witch(Ability):
    id = "witch"
    action_types: ClassVar[tuple[str, ...]] = ("witch_look", "witch_swap", "witch_arrange")
    canonical_types: ClassVar[tuple[str, ...]] = ("witch_look",)

    @staticmethod
    def canonical_form(action: Action, order: dict[str, int]) -> Action:
        if len(action.args) != 1:
            return action
        try:
            return canonical_look(action, order)
        except (TypeError, ValueError, IndexError):  # not two tokens: explain says so
            return action
    phases = ("witch_arrange",)
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        refs = [(r, i) for r in g.regions for i in range(len(g.rats[r]))]
        if flat(g) or level(g, self.id) == 1:
            return rules.actions.looks(refs)
        return windows(refs, look_size(g))

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        if action.type == "witch_look":
            self._look(g, action, ev)
        elif action.type == "witch_arrange":
            self._arrange(g, rules, action, ev)
        else:
            self._swap(g, action, ev)

    def phase_actions(self, g: GameState, rules: Rules) -> list[Action]:
        """``witch_arrange``: every allowed order (at most 4! = 24)."""
        looked = g.turn.witch_looked
        assert looked is not None
        return [new_action("witch_arrange", (order,))
                for order in permutations(range(len(looked)))
                if _bishops_keep(g, looked, order)]

    def _look(self, g: GameState, action: Action, ev: list[Event]) -> None:
        (tokens,) = action.args
        seat = g.current
        seen = [g.rats[r][i] for r, i in tokens]
        for token in seen:
            g.knowledge[seat][token.uid] = token
        upgraded = not flat(g) and level(g, self.id) > 1
        self.spend(g)
        g.turn.witch_looked = tokens
        decisions.interrupt(g, "witch_arrange" if upgraded else "witch_swap")
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


    def _arrange(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        (order,) = action.args
        looked = g.turn.witch_looked
        assert looked is not None
        tokens = [g.rats[r][i] for r, i in looked]
        for token, to in zip(tokens, order, strict=True):
            region, index = looked[to]
            g.rats[region][index] = token
        g.turn.witch_looked = None
        decisions.resume(g, "final_turn" if g.final is not None else "actions")
        ev.append(Event("witch_arranged", {"seat": g.current,
                                           "tokens": [list(t) for t in looked],
                                           "order": list(order)}))


def look_size(g: GameState) -> int:
    """How many tokens an upgraded look names: 3 or 4, fewer when fewer lie face down."""
    on_board = sum(len(g.rats[r]) for r in g.regions)
    return min(int(param(g, "witch", "look")), on_board)


def windows(refs: list[tuple[str, int]], size: int) -> list[Action]:
    """The bounded listing of upgraded looks: consecutive tokens in board order
    (cyclic), one look per token (a single look when all tokens are named)."""
    if size < 2:
        return []
    count = 1 if size == len(refs) else len(refs)
    return [new_action("witch_look", (tuple(refs[(k + j) % len(refs)] for j in range(size)),))
            for k in range(count)]


def _bishops_keep(g: GameState, looked: tuple[tuple[str, int], ...],
                  order: tuple[int, ...]) -> bool:
    """Ruling 16: a bishop's region gets only its own tokens back."""
    if not g.bishops:
        return True
    return all(looked[to][0] == looked[i][0] for i, to in enumerate(order)
               if looked[to][0] in g.bishops)


def _illegal(code: str, reason: str, **params: object) -> IllegalAction:
    return IllegalAction(code, reason, **params)


def _is_ref(value: object) -> bool:
    return (type(value) is tuple and len(value) == 2 and type(value[0]) is str
            and type(value[1]) is int)


def direct_look(g: GameState, rules: Rules, action: Action) -> IllegalAction | None | bool:
    """An upgraded look, checked directly (False: not upgraded, the listing decides)."""
    witch = rules.by_action.get("witch_look")
    if (witch is None or g.phase not in ("actions", "final_turn") or not witch.usable(g)
            or level(g, "witch") == 1):
        return False
    if len(action.args) != 1 or type(action.args[0]) is not tuple:
        return _illegal("bad_type", "witch_look names a list of tokens", type="witch_look")
    (tokens,) = action.args
    if not all(_is_ref(t) for t in tokens):
        return _illegal("bad_type", "a token is named [region, index]", type="witch_look")
    size = look_size(g)
    if size < 2:
        return _illegal("witch_no_tokens", "fewer than 2 tokens lie face down on the board")
    for region, index in tokens:
        if region not in rules.order:
            return _illegal("region_not_in_play", f"{region} is not in play", region=region)
        if not 0 <= index < len(g.rats[region]):
            return _illegal("no_such_token", f"there is no token {region}:{index}",
                            token=[region, index])
    if len(set(tokens)) != len(tokens):
        return _illegal("same_token", "look at different tokens")
    if len(tokens) != size:
        return _illegal("witch_look_count", f"the Witch looks at {size} tokens",
                        expected=size, count=len(tokens))
    return None


def direct_arrange(g: GameState, rules: Rules, action: Action) -> IllegalAction | None | bool:
    """``witch_arrange``, checked directly."""
    looked = g.turn.witch_looked
    if g.phase != "witch_arrange" or looked is None:
        return False
    if len(action.args) != 1 or type(action.args[0]) is not tuple or not all(
            type(v) is int for v in action.args[0]):
        return _illegal("bad_type", "witch_arrange gives a list of positions",
                        type="witch_arrange")
    (order,) = action.args
    if sorted(order) != list(range(len(looked))):
        return _illegal("witch_order", f"the order must name each of the positions "
                        f"0-{len(looked) - 1} once", count=len(looked))
    if not _bishops_keep(g, looked, order):
        return _illegal("bishop_blocks", "a bishop's region gets only its own tokens back")
    return None


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
