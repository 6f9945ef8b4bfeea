"""Every move from the keyboard: Tab / Shift+Tab pick up the next thing that can move
(a card, the reserve, a stack, a token, the plague), the arrow keys step to the nearest
place it may go in that direction on the board (the kit's ``KeyGesture``), Enter
confirms, Esc puts it back; 1–9 answer the question buttons of the status line. Each
step is told in words on the status line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt

from rattus_desktop.games.rattus.rules import Action
from rattus_desktop.games.rattus.ui import upgrade_tiles
from rattus_desktop.games.rattus.ui.candidates import Key, targets_for
from rattus_desktop.games.rattus.ui.guild_words import base_type
from rattus_desktop.games.rattus.ui.key_words import lit_text, picked_text
from rattus_desktop.games.rattus.ui.witch_look import CARD as WITCH_CARD
from rattus_desktop.shell.kit.gesture import ARROWS, CONFIRM, KeyGesture

STEP_ON = (ARROWS[Qt.Key.Key_Right], ARROWS[Qt.Key.Key_Down])  # off the board: the next

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.interaction import Interaction



def key_sources(legal: list[Action], seat: int | None) -> list[Key]:
    """Everything the player can pick up now that has somewhere to go, in board order."""
    out: list[Key] = []
    for action in legal:
        for key in _sources_of(action, seat):
            if key not in out and (key[0] == "card" or targets_for(legal, key, seat)):
                out.append(key)
    return out


def _sources_of(action: Action, seat: int | None) -> list[Key]:
    t, args = base_type(action.type), action.args
    if t == "take_card":
        return [("card", args[0])]
    if t in ("place", "setup_place"):
        return [("reserve",)]
    if t == "spread":
        return [("supply",)]
    if t == "move_plague":
        return [("plague",)]
    if t in ("merchant", "king"):
        return [("stack", args[0], seat)]
    if t == "monk":
        return [("token", *args[0])]
    if t == "witch_look":
        return [("token", *ref) for ref in args[0]]
    return []


class KeyboardPlay:
    """The keyboard side of an ``Interaction``."""

    def __init__(self, interaction: Interaction) -> None:
        self.i = interaction
        self.used = False  # the last input came from the keyboard (the ring shows)

    def cycle_source(self, step: int) -> bool:
        i = self.i
        if not i.enabled:
            return False
        sources = key_sources(i.legal(), i.seat)
        sources += [("card", c) for c in i.card_use.cards_with_uses() + i.wall_use.cards()
                    if ("card", c) not in sources]  # Big Box card uses
        sources += upgrade_tiles.offers(i.legal())  # the Upgrades module's tiles
        if i.witch_look.size() and WITCH_CARD not in sources:
            sources.append(WITCH_CARD)  # Witch II/III: pick the tokens with the arrows
        if not sources:
            return False
        index = sources.index(i.selected) + step if i.selected in sources else \
            (0 if step > 0 else -1)
        i.focus_source(sources[index % len(sources)])
        self.used = True
        if i.selected is not None:
            i.told.emit(picked_text(i.selected, list(i.targets())))
        return True

    def step_target(self, direction: tuple[float, float]) -> bool:
        """Light the nearest legal place in ``direction`` on the board."""
        i = self.i
        targets = list(i.targets())
        if not i.enabled or not targets:
            return False
        if all(self.position(t) is None for t in targets):  # off the board (a hand bar)
            lit = self._next_by_name(targets, 1 if direction in STEP_ON else -1)
        else:
            gesture: KeyGesture[Key] = KeyGesture(lambda _source: targets, self.position)
            gesture.source = i.selected
            gesture.target = i.hovered if i.hovered in targets else None
            lit = gesture.step(direction) or sorted(targets, key=str)[0]
        i.focus_target(lit)
        self.used = True
        i.told.emit(lit_text(i.selected, lit))
        return True

    def _next_by_name(self, targets: list[Key], step: int) -> Key:
        """Places drawn off the board step in name order, as a list does."""
        ordered = sorted(targets, key=str)
        hovered = self.i.hovered
        index = ordered.index(hovered) + step if hovered in ordered else (0 if step > 0 else -1)
        return ordered[index % len(ordered)]

    def cycle_target(self, step: int) -> bool:
        """Enter with nothing lit: light a place (rightwards first, as Tab reads)."""
        return self.step_target(ARROWS[Qt.Key.Key_Right if step > 0 else Qt.Key.Key_Left])

    def position(self, key: Key) -> QPointF | None:
        """Where ``key`` lies on the board: a region's name, else its item's centre."""
        if key[0] == "region":
            geo = self.i.scene.geometry.regions.get(str(key[1]))
            if geo is not None:
                return QPointF(geo.label)
        item = self.i.scene.item_for(key)
        if item is None or not item.isVisible():
            return None
        return item.sceneBoundingRect().center()

    def ring_key(self) -> Key | None:
        """What the focus ring circles: the lit place, else what is picked up, while the
        keyboard is in use."""
        if not self.used or not self.i.enabled:
            return None
        return self.i.hovered if self.i.hovered is not None else self.i.selected

    def confirm(self) -> bool:
        i = self.i
        if i.enabled and i.witch_look.active:
            if i.hovered is None or i.hovered not in i.targets():
                return self.cycle_target(1)
            i.witch_look.click(i.hovered)
            i.focus_target(None)
            return True
        if i.enabled and i.wall_use.active:
            return self._confirm_wall()
        if i.enabled and i.card_use.active:
            return self._confirm_pick()
        if not i.enabled or i.selected is None:
            return False
        upgrade = upgrade_tiles.tile_action(i.selected)
        if upgrade is not None:
            i.apply_action(upgrade)
            return True
        if i.witch_look.start(i.selected):
            return True
        if i.selected[0] == "card":
            if i.wall_use.start(str(i.selected[1])):
                return True
            if not i.card_use.start(str(i.selected[1])):
                i.apply_action(Action("take_card", (i.selected[1],)))
            return True
        if i.hovered is None or i.hovered not in i.targets():
            return self.cycle_target(1)
        i.commit_target(i.hovered, QPointF())
        return True

    def _confirm_pick(self) -> bool:
        """A Big Box card use: Enter takes the place the arrow keys lit."""
        i = self.i
        hovered = i.hovered
        if hovered is None or hovered not in i.targets():
            return self.cycle_target(1)
        region = str(hovered[1]) if hovered[0] == "region" else None
        i.card_use.click(hovered, region)
        i.focus_target(None)
        return True

    def _confirm_wall(self) -> bool:
        """The Emperor's walls: Enter toggles the border the arrow keys lit, else builds."""
        i = self.i
        hovered = i.hovered
        if hovered is not None and hovered in i.targets():
            i.wall_use.toggle(hovered)
            i.focus_target(None)
        else:
            i.wall_use.build()
        return True

    def key(self, key: int) -> bool:
        """Handle ``key`` (a ``Qt.Key``); True if it meant something here."""
        if key in ARROWS:
            return self.step_target(ARROWS[key])
        if key in CONFIRM:
            return self.confirm()
        return False
