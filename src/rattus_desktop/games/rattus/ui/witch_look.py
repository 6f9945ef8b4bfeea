"""Witch II/III by clicks: click the Witch card (or a face-down token), then the tokens to
look at, one after the other, until there are as many as the tile says (3 or 4); a
picked token clicked again is put back. The look is then sent as one ``witch_look``.

How many tokens, and that an upgraded look is on offer at all, is read off
``legal_actions()`` (the core lists a bounded part of the looks, all of one size, and
accepts any look of that size, checked directly); a look the core refuses is explained
with its reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from rattus_desktop.games.rattus.rules import Action
from rattus_desktop.games.rattus.ui.candidates import Key
from rattus_desktop.games.rattus.ui.items.base import SELECTED, TARGET
from rattus_desktop.games.rattus.ui.names import reason_text
from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.interaction import Interaction

PICK = QT_TRANSLATE_NOOP(
    "Status", "Witch: click {n} face-down rat tokens to look at ({k} chosen; Esc cancels).")
CARD: Key = ("card", "witch")
LIFT = 1.3  # the scale of a picked token


def look_size(legal: list[Action]) -> int:
    """Tokens an upgraded look names now (0: no upgraded look on offer)."""
    sizes = {len(a.args[0]) for a in legal if a.type == "witch_look"}
    size = max(sizes, default=0)
    return size if size > 2 else 0


class WitchLook:
    """The click-by-click upgraded look. ``interaction`` is the board's ``Interaction``."""

    def __init__(self, interaction: Interaction) -> None:
        self.i = interaction
        self.active = False
        self.picked: list[tuple[str, int]] = []

    def size(self) -> int:
        return look_size(self.i.legal())

    def cancel(self) -> None:
        self.active, self.picked = False, []
        self._lift()

    def _lift(self) -> None:
        """The picked tokens stand out, a little larger than the others."""
        for key in self.tokens():
            item = self.i.scene.item_for(key)
            if item is not None:
                item.setScale(LIFT if _ref(key) in self.picked else 1.0)

    def start(self, key: Key | None, selected: Key | None = None) -> bool:
        """Begin a look: from the Witch card, from a token that has no other use, or from
        a second token clicked while a first one is picked up (True: begun)."""
        if key is None or self.active or not self.size():
            return False
        if key == CARD:
            first: list[tuple[str, int]] = []
        elif key[0] == "token" and selected is not None and selected[0] == "token" \
                and selected != key:
            first = [_ref(selected), _ref(key)]
        elif key[0] == "token" and selected is None and not self.i.targets_of(key):
            first = [_ref(key)]
        else:
            return False
        self.active, self.picked = True, first
        self.i.selected = None
        self._advance()
        return True

    def tokens(self) -> list[Key]:
        ds = self.i.scene.state
        if ds is None:
            return []
        return [("token", r, k) for r in ds.regions for k in range(len(ds.tokens.get(r, [])))]

    def targets(self) -> dict[Key, list[Action]]:
        return {key: [] for key in self.tokens() if _ref(key) not in self.picked}

    def states(self) -> dict[Key, str]:
        out = dict.fromkeys(self.targets(), TARGET)
        out.update({("token", *ref): SELECTED for ref in self.picked})
        return out

    def click(self, key: Key | None) -> bool:
        """A click while a look is under way (True: it was for the look)."""
        if not self.active:
            return False
        if key is None or key[0] != "token":
            self.i.hint.emit(reason_text("no_pick", {}, ""))
            return True
        ref = _ref(key)
        if ref in self.picked:
            self.picked.remove(ref)
        else:
            self.picked.append(ref)
        self._advance()
        return True

    def _advance(self) -> None:
        size = self.size()
        if size and len(self.picked) >= size:
            action = Action("witch_look", (tuple(self.picked),))
            self.cancel()
            self.i.apply_action(action)
            return
        self.i.hint.emit(QCoreApplication.translate("Status", PICK).format(
            n=size, k=len(self.picked)))
        self._lift()
        self.i.redraw()


def _ref(key: Key) -> tuple[str, int]:
    return str(key[1]), int(key[2])  # type: ignore[call-overload]
