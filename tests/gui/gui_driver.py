"""Drive the real board with mouse events: press, move and release on the viewport.

A test picks a legal action from the model, and this driver performs it the way a
player would (drag-and-drop or click-select, then prompt buttons); it never calls
the controller.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton, QWidget

from rattus_desktop.games.rattus.rules import Action
from rattus_desktop.shell.app.window import MainWindow

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


class BoardDriver:
    def __init__(self, window: MainWindow, mode: str = "drag") -> None:
        self.w = window
        self.scene = window.table.scene
        self.view = window.table.view
        self.viewport = window.table.view.viewport()
        self.mode = mode  # "drag" or "click"

    # -- where things are ------------------------------------------------------
    def scene_pos(self, key: tuple) -> QPointF:
        s = self.scene
        kind = key[0]
        if kind == "reserve":
            return s.tray.top_slot()
        if kind == "supply":
            return s.supply.top()
        if kind == "plague":
            return s.plague.pos()
        if kind == "stack":
            return s.stack_pos(key[1], key[2])
        if kind == "token":
            return s.token_pos(key[1], key[2])
        if kind == "palace":
            r = s.palace.rect
            return QPointF(r.center().x(), r.top() + 36)
        if kind == "card":
            item = s.cards[key[1]]
            return item.mapToScene(item.boundingRect().center())
        if kind == "region":
            return QPointF(s.geometry.regions[key[1]].label)
        raise ValueError(key)

    def point(self, key: tuple) -> QPoint:
        return self.view.mapFromScene(self.scene_pos(key))

    # -- gestures ------------------------------------------------------------------
    def click(self, key: tuple) -> None:
        p = self.point(key)
        QTest.mousePress(self.viewport, LEFT, NO_MOD, p)
        QTest.mouseRelease(self.viewport, LEFT, NO_MOD, p)

    def drag(self, source: tuple, target: tuple) -> None:
        a, b = self.point(source), self.point(target)
        QTest.mousePress(self.viewport, LEFT, NO_MOD, a)
        for k in range(1, 5):
            t = k / 4
            QTest.mouseMove(self.viewport, QPoint(int(a.x() + (b.x() - a.x()) * t),
                                                  int(a.y() + (b.y() - a.y()) * t + 3)))
        QTest.mouseMove(self.viewport, b)
        QTest.mouseRelease(self.viewport, LEFT, NO_MOD, b)

    def move(self, source: tuple, target: tuple) -> None:
        """A move in the current input mode: drag-and-drop, or click then click."""
        if self.mode == "drag":
            self.drag(source, target)
        else:
            self.click(source)
            self.click(target)

    def button(self, name: str) -> QPushButton:
        for b in self.w.findChildren(QPushButton):
            if b.property("choice") == name and b.isVisible():
                return b
        raise AssertionError(f"no visible button {name!r}")

    def press_button(self, name: str) -> None:
        QTest.mouseClick(self.button(name), LEFT)

    def has_button(self, name: str) -> bool:
        return any(b.property("choice") == name and b.isVisible()
                   for b in self.w.findChildren(QPushButton))

    # -- an action as gestures --------------------------------------------------------
    def perform(self, action: Action) -> None:
        seat = self.w.controller.game.current_player
        t, args = action.type, action.args
        if t in ("setup_place", "place"):
            self.move(("reserve",), ("region", args[0]))
        elif t == "take_card":
            self.click(("card", args[0]))
        elif t == "merchant":
            self.move(("stack", args[0], seat), ("region", args[1]))
        elif t == "king":
            self.move(("stack", args[0], seat), ("palace",))
        elif t == "monk":
            self.move(("token", *args[0]), ("region", args[1]))
        elif t == "witch_look":
            a, b = args[0]
            self.click(("token", *a))
            self.click(("token", *b))
        elif t == "move_plague":
            self.move(("plague",), ("region", args[0]))
        elif t == "spread":
            self.move(("supply",), ("region", args[0]))
        elif t == "knight_bonus":
            self.press_button("bonus_yes" if args[0] else "bonus_no")
        elif t == "witch_swap":
            self.press_button("swap" if args[0] else "keep")
        elif t == "end_final_turn":
            self.press_button("end_turn")
        else:
            raise AssertionError(f"no gesture for {action}")
        choice = f"choice:{action}"
        if self.has_button(choice):
            self.press_button(choice)


def pick(rng: random.Random, legal: list[Action]) -> Action:
    """A legal action: first a kind of action at random, then one of that kind."""
    by_type: dict[str, list[Action]] = {}
    for a in legal:
        by_type.setdefault(a.type, []).append(a)
    kinds = sorted(by_type)
    if "end_final_turn" in by_type and len(kinds) > 1 and rng.random() < 0.5:
        kinds.remove("end_final_turn")
    return rng.choice(by_type[rng.choice(kinds)])


def visible_overlays(w: MainWindow) -> list[QWidget]:
    return [o for o in (w.handover, w.table.witch, w.results) if o.isVisible()]


def steer_to(w: MainWindow, wanted: tuple[object, ...], tries: int = 40) -> None:
    """Light ``wanted`` with the arrow keys as a player would: press the arrow pointing
    towards it on the board (the other axis when that one leads back to a place seen)."""
    table = w.table
    interaction, keyboard, view = table.interaction, table.view.keyboard, table.view
    seen: set[object] = set()
    there = keyboard.position(wanted)
    assert there is not None, wanted
    for _ in range(tries):
        if interaction.hovered == wanted:
            return
        from_key = interaction.hovered or interaction.selected
        here = keyboard.position(from_key) if from_key is not None else None
        d = there - here if here is not None else QPointF(1, 0)
        horizontal = Qt.Key.Key_Right if d.x() > 0 else Qt.Key.Key_Left
        vertical = Qt.Key.Key_Down if d.y() > 0 else Qt.Key.Key_Up
        order = (horizontal, vertical) if abs(d.x()) >= abs(d.y()) else (vertical, horizontal)
        seen.add(interaction.hovered)
        for arrow in order:
            QTest.keyClick(view, arrow)
            if interaction.hovered == wanted or interaction.hovered not in seen:
                break
    assert interaction.hovered == wanted, (interaction.hovered, wanted)
