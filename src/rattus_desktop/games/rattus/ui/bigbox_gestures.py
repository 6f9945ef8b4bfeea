"""Big Box card uses by clicks: click a card you hold, then click what the lit places
say, one pick after the other, until a single legal action is left.

Every pick is read off ``legal_actions()`` (nothing here knows the rules): an action
becomes a list of picks (a region, or a player's pieces in a region), and the places
lit are the next picks of the legal actions that agree with the picks made so far.
A click elsewhere asks the core why (its ``why_not`` code, translated).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from rattus_desktop.games.rattus.rules import Action
from rattus_desktop.games.rattus.ui import region_gestures
from rattus_desktop.games.rattus.ui.bigbox_names import PICK_NEXT
from rattus_desktop.games.rattus.ui.guild_gestures import (
    GUILD_CARD_OF,
    card_pick_action,
    guild_pick_action,
    guild_picks,
    via_types,
)
from rattus_desktop.games.rattus.ui.names import card_name, reason_text

Key = tuple[object, ...]
#: Big Box action type -> the card whose use it is (the Nomad's setup has no card)
CARD_OF = {"messenger": "messenger", "judge": "judge", "nun": "nun",
           "pied_piper": "pied_piper", "jester": "jester", "bishop": "bishop",
           "mayor": "mayor", "wizard": "wizard", "nomad": "nomad", "baker": "baker",
           "sultan": "sultan", "astronomer": "astronomer", "explorer": "explorer",
           "bishop_remove": "bishop", "student": "student", "professor": "professor",
           "royal_librarian": "royal_librarian", **GUILD_CARD_OF}
#: decisions that are nothing but picks (the Baker's pieces go where its taker clicks;
#: Boccaccio's piece leaves the clicked region, the Inquisitor disables the clicked card;
#: or a button declines)
PHASE_USES = ("nomad_setup", "baker_place", "boccaccio", "inquisitor_disable", "region_card",
              "explore", "discard_class_card", "move_university", "bonus_place")


def picks(action: Action, drawn: Sequence[str] = ()) -> list[Key]:
    """The clicks that name ``action`` on the board, in order (``drawn``: the regions of
    the region cards the Explorer revealed, which its ``explore`` index names)."""
    t, args = action.type, action.args
    if t == "messenger":
        return [("stack", str(r), int(s)) for r, s in args]
    if t in ("judge", "wizard", "nomad_setup", "baker_place", "sultan", "student",
             "move_university", "bonus_place"):
        return [("region", str(args[0]))]
    if t == "royal_librarian":  # upgraded: click the university first
        which: list[Key] = [("university", str(args[1]))] if args[1] is not None else []
        return [*which, ("region", str(args[0]))]
    if t == "discard_class_card":
        return [("card", str(args[0]))] if args[0] is not None else []
    if t in ("nun", "nomad"):
        return [("region", str(r)) for r in args[0]]
    if t == "pied_piper":
        return [("region", str(args[0])), ("region", str(args[1]))]
    if t == "bishop":
        region, src = args
        first: list[Key] = [("region", str(src))] if src is not None else []
        return [*first, ("region", str(region))]
    if t == "bishop_remove":  # Bishop III: a token of a bishop's region
        return [("token", str(args[0][0]), int(args[0][1]))]
    if t == "inquisitor_disable":
        return [("card", str(args[1]))] if args[1] is not None else []
    if t in ("mayor", "boccaccio"):
        return [("region", str(args[0]))] if args[0] is not None else []
    if t == "region_card":  # a card of the hand (ui/region_hand.py), then the class card
        return [("hand", int(args[0])), ("card", str(args[1]))]
    if t == "explore":  # the revealed card's region (ui/region_hand.py: or the card)
        return [("region", drawn[int(args[0])])] if int(args[0]) < len(drawn) else []
    return guild_picks(action)


def card_of(action_type: str) -> str | None:
    """The card clicked for a use of this type (the Alchemist for its tile's uses)."""
    base, _, via = action_type.partition("@")
    if via == "alchemist" and base in CARD_OF:
        return "alchemist"
    return CARD_OF.get(action_type)


def declines(legal: Sequence[Action]) -> list[Action]:
    """The pick-only decisions that need no click on the board (a prompt's button)."""
    return [a for a in legal if a.type in PHASE_USES and not picks(a)]


class CardUse:
    """The pick-by-pick use of one card (or a pick-only decision such as the Nomad's
    setup). ``interaction`` is the board's ``Interaction``."""

    def __init__(self, interaction: Any) -> None:
        self.i = interaction
        self.types: tuple[str, ...] = ()
        self.made: list[Key] = []

    @property
    def active(self) -> bool:
        return bool(self.types)

    def takes_cards(self) -> bool:
        """The use under way picks class cards (a click on a card is for it)."""
        return self.active and any(key[0] in ("card", "hand") for key in self.targets())

    def reset(self) -> None:
        self.types, self.made = (), []
        legal = self.i.legal()
        if any(a.type in PHASE_USES for a in legal):
            self.types = PHASE_USES

    def cards_with_uses(self) -> list[str]:
        seat = self.i.seat
        holders = self.i.scene.state.holders if self.i.scene.state is not None else {}
        return sorted({card for a in self.i.legal() if (card := card_of(a.type)) is not None
                       and holders.get(card) == seat})

    def _matching(self) -> list[Action]:
        n = len(self.made)
        return [a for a in self.i.legal() if a.type in self.types
                and picks(a, self._drawn())[:n] == self.made]

    def targets(self) -> dict[Key, list[Action]]:
        n = len(self.made)
        out: dict[Key, list[Action]] = {}
        for action in self._matching():
            ps = picks(action, self._drawn())
            if len(ps) > n:
                out.setdefault(ps[n], []).append(action)
        return out

    def start(self, card: str) -> bool:
        """The player clicked ``card``: begin its use (True if it has one now)."""
        types = tuple(t for t, c in CARD_OF.items() if c == card)
        types += via_types(card, CARD_OF)  # the Alchemist's tile: that card's uses
        uses = [a for a in self.i.legal() if a.type in types]
        if not uses:
            return False
        self.types, self.made = types, []
        self.i.hint.emit(QCoreApplication.translate("Status", PICK_NEXT).format(
            card=card_name(card)))
        self._advance()
        return True

    def click(self, key: Key | None, region: str | None) -> bool:
        """A click on the board while a use is under way (True: it was for the use)."""
        if not self.active:
            return False
        targets = self.targets()
        for pick in (key, ("region", region) if region is not None else None):
            if pick is not None and pick in targets:
                self.made.append(pick)
                self._advance()
                return True
        self._explain(key, region)
        return True

    def _advance(self) -> None:
        done = [a for a in self._matching()
                if len(picks(a, self._drawn())) == len(self.made)]
        if len(done) == 1 and not self.targets():
            self.types, self.made = (), []
            self.i.apply_action(done[0])
            return
        if done:
            self.i.choose.emit(done)
        self.i.redraw()

    def _explain(self, key: Key | None, region: str | None) -> None:
        """Ask the core why the clicked place does not fit (the nearest legal action with
        this pick in its place)."""
        matching = self._matching()
        if key is not None and key[0] == "card":
            self._explain_card(str(key[1]))
            return
        clicked = key if key is not None and key[0] in ("stack", "guild", "tavern") else (
            ("region", region) if region is not None else None)
        if not matching or clicked is None:
            self.i.hint.emit(reason_text("no_pick", {}, ""))
            return
        action = _with_pick(matching[0], len(self.made), clicked)
        why = self.i.controller.why_not(action) if action is not None else None
        self.i.hint.emit(why[1] if why else reason_text("no_pick", {}, ""))

    def _explain_card(self, card: str) -> None:
        """A click on a card that is no pick: the core says why it cannot be chosen."""
        if any(a.type == "region_card" for a in self._matching()):
            self.i.hint.emit(region_gestures.explain_card(self.i, self.made, card))
            return
        tile = card_pick_action(self._matching(), card)
        if tile is not None:
            why = self.i.controller.why_not(tile)
            self.i.hint.emit(why[1] if why else reason_text("no_pick", {}, ""))
            return
        types = {a.type for a in self._matching()}
        if not types & {"inquisitor_disable", "discard_class_card"}:
            self.i.hint.emit(reason_text("no_pick", {}, ""))
            return
        holders = self.i.scene.state.holders if self.i.scene.state is not None else {}
        why = self.i.controller.why_not(
            Action("discard_class_card", (card,)) if "discard_class_card" in types
            else Action("inquisitor_disable", (holders.get(card), card)))
        self.i.hint.emit(why[1] if why else reason_text("no_pick", {}, ""))

    def cancel(self) -> None:
        self.types, self.made = (), []

    def _drawn(self) -> tuple[str, ...]:
        state = self.i.scene.state
        return state.drawn if state is not None else ()


def _with_pick(action: Action, index: int, pick: Key) -> Action | None:
    """``action`` with its ``index``-th pick replaced by ``pick`` (None: no such form)."""
    t, args = action.type, list(action.args)
    if t == "messenger" and pick[0] == "stack":
        args[index] = (pick[1], pick[2])
        return Action(t, tuple(args))
    if pick[0] != "region":
        return guild_pick_action(action, pick)
    region = pick[1]
    if t in ("judge", "wizard", "nomad_setup", "mayor", "baker_place", "boccaccio", "sultan",
             "student", "move_university", "bonus_place"):
        return Action(t, (region,))
    if t == "royal_librarian":
        return Action(t, (region, args[1]))
    if t in ("nun", "nomad"):
        seq = list(args[0])
        seq[min(index, len(seq) - 1)] = region
        return Action(t, (tuple(seq),))
    if t == "pied_piper":
        args[min(index, 1)] = region
        return Action(t, tuple(args))
    if t == "bishop":
        return Action(t, (region, args[1]) if index == len(picks(action)) - 1 else
                      (args[0], region))
    return None
