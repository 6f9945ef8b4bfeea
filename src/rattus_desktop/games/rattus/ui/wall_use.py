"""The Emperor's walls by clicks: click the card, click borders to put or take away a
wall (every border between regions in play glows), then build (the status line's
button, or Enter). The set is checked by the core when built (the Emperor's sets are
too many to list: docs/architecture.md, "Actions too many to list"); a refused set
stays on the board with the core's reason, to be changed.

Through the Alchemist carrying the Emperor's tile the same, with ``emperor@alchemist``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from rattus_desktop.games.rattus.rules import Action
from rattus_desktop.games.rattus.ui.guild_words import CHOICE, WALLS

Key = tuple[object, ...]
Border = frozenset[str]
Prompt = Callable[[str, Sequence[tuple[str, str, Callable[[], None], bool]]], None]
TYPES = {"emperor": "emperor", "alchemist": "emperor@alchemist"}


class WallUse:
    """The walls being chosen. ``interaction`` is the board's ``Interaction``; the
    table connects the status line (``connect``)."""

    def __init__(self, interaction: Any) -> None:
        self.i = interaction
        self.type: str | None = None
        self.count = 0
        self.status: Any = None
        self.restore: Callable[[], None] = lambda: None

    def connect(self, status: Any, restore: Callable[[], None]) -> None:
        self.status, self.restore = status, restore

    @property
    def active(self) -> bool:
        return self.type is not None

    @property
    def layer(self) -> Any:
        return self.i.scene.module_boards.walls

    def type_for(self, card: str) -> str | None:
        t = TYPES.get(card)
        return t if t is not None and any(a.type == t for a in self.i.legal()) else None

    def cards(self) -> list[str]:
        """The cards whose click starts a wall use now."""
        return [card for card in TYPES if self.type_for(card) is not None]

    # -- starting and ending ---------------------------------------------------------
    def start(self, card: str) -> bool:
        """The player clicked ``card``: begin choosing walls (True if it builds walls)."""
        t = self.type_for(card)
        if t is None:
            return False
        sets = [a.args[0] for a in self.i.legal() if a.type == t]
        self.type, self.count = t, max(len(walls) for walls in sets)
        ds = self.i.scene.state
        self.layer.plan = {frozenset(w) for w in (ds.walls if ds is not None else ())}
        self._show()
        return True

    def cancel(self) -> None:
        if self.type is None:
            return
        self.type = None
        self.layer.plan = None
        self._refresh_layer()
        if self.status is not None:
            self.status.clear_prompt()
            self.restore()

    def reset(self) -> None:
        """The position changed: no walls are being chosen."""
        self.type = None
        if self.layer.plan is not None:
            self.layer.plan = None
            self._refresh_layer()

    # -- clicks ------------------------------------------------------------------------
    def targets(self) -> dict[Key, list[Action]]:
        return dict.fromkeys(self.layer.keys(), []) if self.active else {}

    def click(self, key: Key | None) -> bool:
        """A click while walls are chosen (True: it was for them)."""
        if not self.active:
            return False
        if key is not None and key[0] == "border":
            self.toggle(key)
        else:
            self.i.hint.emit(QCoreApplication.translate("Status", WALLS.table["doing"]).format(
                n=len(self.layer.plan or ()), count=self.count))
        return True

    def toggle(self, key: Key) -> None:
        plan = self.layer.plan
        if plan is None:
            return
        border: Border = frozenset((str(key[1]), str(key[2])))
        if border in plan:
            plan.discard(border)
        else:
            plan.add(border)
        self._show()

    def build(self) -> None:
        """Put the planned walls (the core says why not, and the plan stays)."""
        if self.type is None or self.layer.plan is None:
            return
        order = {r: n for n, r in enumerate(self.i.scene.state.regions)}
        walls = tuple(sorted((tuple(sorted(b, key=order.__getitem__)) for b in self.layer.plan),
                             key=lambda w: (order[w[0]], order[w[1]])))
        action = Action(self.type, (walls,))
        why = self.i.controller.why_not(action)
        if why is not None:
            self.i.hint.emit(why[1])
            return
        self.type = None
        self.layer.plan = None
        if self.status is not None:
            self.status.clear_prompt()
        self.i.apply_action(action)

    # -- showing -------------------------------------------------------------------------
    def retranslate(self) -> None:
        """The prompt again in the language now installed (the flow rewrote its own)."""
        if self.active:
            self._show()

    def _refresh_layer(self) -> None:
        ds = self.i.scene.state
        self.layer.refresh(ds.walls if ds is not None else ())
        self.i.redraw()

    def _show(self) -> None:
        self._refresh_layer()
        n = len(self.layer.plan or ())
        self.i.hint.emit(QCoreApplication.translate("Status", WALLS.table["doing"]).format(
            n=n, count=self.count))
        if self.status is None:
            return
        choices: list[tuple[str, str, Callable[[], None], bool]] = [
            ("walls_build", WALLS("build"), self.build, True),
            ("walls_cancel", WALLS("cancel"), self.cancel, False)]
        if self.type == "emperor@alchemist":
            back = [a for a in self.i.legal() if a.type == "alchemist_return"]
            if back:
                choices.append(("alchemist_return", CHOICE("alchemist_return"),
                                lambda: self.i.apply_action(back[0]), False))
        self.status.set_prompt(WALLS("question").format(n=n, count=self.count), choices)
        button = self.status.prompt_buttons.get("walls_build")
        if button is not None:
            button.setToolTip(WALLS("build_tip"))
