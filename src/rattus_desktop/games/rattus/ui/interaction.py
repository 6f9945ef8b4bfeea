"""Mouse gestures on the board → candidate Actions, by filtering the legal actions.

Press on something movable and drag it (legal targets light up), or click it and
then click a target. A drop on a legal target applies the matching action (or asks
which one when several match); an illegal drop goes back and the core says why.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QObject, QPointF, Qt, Signal

from rattus_desktop.games.rattus.rules import Action
from rattus_desktop.games.rattus.ui import upgrade_tiles
from rattus_desktop.games.rattus.ui.bigbox_gestures import CardUse
from rattus_desktop.games.rattus.ui.board_scene import BoardScene
from rattus_desktop.games.rattus.ui.candidates import (
    Key,
    auto_source,
    intent,
    is_movable,
    targets_for,
)
from rattus_desktop.games.rattus.ui.event_steps import EventSteps
from rattus_desktop.games.rattus.ui.guild_words import base_type
from rattus_desktop.games.rattus.ui.items.plague import PlagueItem
from rattus_desktop.games.rattus.ui.items.token import TokenItem
from rattus_desktop.games.rattus.ui.names import reason_text
from rattus_desktop.games.rattus.ui.wall_use import WallUse
from rattus_desktop.games.rattus.ui.witch_look import CARD as WITCH_CARD
from rattus_desktop.games.rattus.ui.witch_look import WitchLook
from rattus_desktop.shell.kit.animation import move
from rattus_desktop.shell.kit.controller import GameController
from rattus_desktop.shell.kit.narrowing import settle
from rattus_desktop.shell.kit.passive_item import (
    BAD,
    DIM,
    HOVER,
    MUTED,
    SELECTED,
    SOURCE,
    TARGET,
    PassiveItem,
)

DRAG_THRESHOLD = 6.0  # viewport pixels
GHOST_OFFSET = QPointF(0, -22)  # the held piece floats above the pointer, not over the target


class Interaction(QObject):
    hint = Signal(str)  # a sentence for the status line (why a move is illegal, ...)
    told = Signal(str)  # keyboard play told in words: what is picked up, where it may go
    choose = Signal(list)  # several legal actions fit one gesture: ask which
    selection_changed = Signal()

    def __init__(self, scene: BoardScene, controller: GameController, steps: EventSteps,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene, self.controller, self.steps = scene, controller, steps
        self.enabled = False
        self.selected: Key | None = None
        self._press: tuple[QPointF, QPointF, Key | None] | None = None
        self._drag: tuple[Key, PassiveItem, QPointF] | None = None
        self._targets: dict[Key, list[Action]] = {}
        self._hover: Key | None = None
        self.set_cursor: Callable[[Qt.CursorShape], None] = lambda _shape: None
        self.card_use = CardUse(self)  # Big Box card uses, pick by pick
        self.witch_look = WitchLook(self)  # Witch II/III: 3 or 4 tokens, click by click
        self.wall_use = WallUse(self)  # the Emperor's walls, border by border

    # -- state -------------------------------------------------------------------------
    @property
    def seat(self) -> int | None:
        return self.controller.viewer_seat() if self.controller.has_game else None

    def legal(self) -> list[Action]:
        return list(self.controller.game.legal_actions()) if self.enabled else []

    def refresh(self) -> None:
        """After the position changed: pick the obvious source, redo the highlights."""
        self._cancel_drag()
        self.selected = None
        if self.enabled:
            self.selected = auto_source(self.legal(), self.controller.game.phase)
        self.card_use.reset()
        self.witch_look.cancel()
        self.wall_use.reset()
        self._highlight()
        self.selection_changed.emit()

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        self.refresh()

    def redraw(self) -> None:
        self._highlight()
        self.selection_changed.emit()

    def _highlight(self) -> None:
        states: dict[Key, str] = {}
        if self.enabled and self.witch_look.active:
            self.scene.set_states(self.witch_look.states())
            return
        if self.enabled and self.wall_use.active:
            states.update(dict.fromkeys(self._muted_regions(), MUTED))
            states.update(dict.fromkeys(self.wall_use.targets(), TARGET))
            if self._hover is not None and self._hover in states:
                states[self._hover] = HOVER
            self.scene.set_states(states)
            return
        if self.enabled and self.card_use.active:
            states.update(dict.fromkeys(self._muted_regions(), MUTED))
            states.update(dict.fromkeys(self.card_use.targets(), TARGET))
            if self._hover is not None and self._hover in states:
                states[self._hover] = HOVER
            self.scene.set_states(states)
            return
        if self.enabled:
            source = self._drag[0] if self._drag else self.selected
            if source is not None:
                self._targets = targets_for(self.legal(), source, self.seat)
                states.update(dict.fromkeys(self._muted_regions(), MUTED))
                states.update(dict.fromkeys(upgrade_tiles.offers(self.legal()), SOURCE))
                states[source] = DIM if self._drag else SELECTED
                states.update(dict.fromkeys(self._targets, TARGET))
                if self._hover is not None:
                    states[self._hover] = HOVER if self._hover in self._targets else BAD
            else:
                self._targets = {}
                states.update(dict.fromkeys(self._idle_sources(), SOURCE))
        self.scene.set_states(states)

    def _muted_regions(self) -> list[Key]:
        return [("region", rid) for rid, item in self.scene.regions.items()
                if item.in_play and ("region", rid) not in self._targets]

    def _idle_sources(self) -> list[Key]:
        out: list[Key] = []
        for action in self.legal():
            kind = base_type(action.type)  # a guild space's use: as its card's
            if kind == "take_card":
                out.append(("card", action.args[0]))
            elif kind == "move_plague":
                out.append(("plague",))
            elif kind in ("merchant", "king"):
                out.append(("stack", action.args[0], self.seat))
            elif kind in ("place", "setup_place"):
                out.append(("reserve",))
        out.extend(("card", card) for card in self.card_use.cards_with_uses())
        out.extend(upgrade_tiles.offers(self.legal()))  # the Upgrades module's tiles
        if self.witch_look.size():
            out.append(WITCH_CARD)
        out.extend(("card", card) for card in self.wall_use.cards())
        return out

    # -- the keyboard (games/rattus/ui/keyboard.py) ------------------------------------------
    @property
    def hovered(self) -> Key | None:
        return self._hover

    def targets_of(self, source: Key) -> dict[Key, list[Action]]:
        """The legal targets of ``source`` now (classic gestures)."""
        return targets_for(self.legal(), source, self.seat)

    def targets(self) -> dict[Key, list[Action]]:
        if self.witch_look.active:
            return self.witch_look.targets()
        if self.wall_use.active:
            return self.wall_use.targets()
        if self.card_use.active:
            return self.card_use.targets()
        return self._targets

    def focus_source(self, key: Key) -> None:
        """Pick ``key`` up as a click would (a card is only marked: Enter takes it)."""
        self._hover = None
        if key[0] in ("card", "upgrade"):
            self.selected = key
            self._highlight()
            self.selection_changed.emit()
            return
        self._select(key)

    def focus_target(self, key: Key | None) -> None:
        self._hover = key
        self._highlight()

    def commit_target(self, target: Key, pos: QPointF) -> None:
        self._hover = None
        self._commit(self._targets[target], pos)

    def apply_action(self, action: Action) -> None:
        self._apply(action)

    # -- the mouse -----------------------------------------------------------------------
    def press(self, scene_pos: QPointF, view_pos: QPointF) -> None:
        if not self.enabled:
            return
        key = self.scene.key_at(scene_pos)
        self._press = (scene_pos, view_pos, key)

    def move(self, scene_pos: QPointF, view_pos: QPointF) -> None:
        if self._drag is not None:
            self._drag[1].setPos(scene_pos + GHOST_OFFSET)
            self._set_hover(self.target_at(scene_pos, self._drag[0]))
            return
        if self._press is None or not self.enabled:
            self._hover_cursor(scene_pos)
            return
        start_scene, start_view, key = self._press
        if QLineF(start_view, view_pos).length() < DRAG_THRESHOLD:
            return
        if is_movable(key, self.seat):
            self._start_drag(key, scene_pos)  # type: ignore[arg-type]

    def _hover_cursor(self, pos: QPointF) -> None:
        shape = Qt.CursorShape.ArrowCursor
        if self.enabled:
            key = self.scene.key_at(pos)
            if key is not None and key[0] == "card" and ("card", key[1]) in self._idle_sources():
                shape = Qt.CursorShape.PointingHandCursor
            elif self._pickable(key):
                shape = Qt.CursorShape.OpenHandCursor
            elif self.selected is not None and self.target_at(pos, self.selected) in self._targets:
                shape = Qt.CursorShape.PointingHandCursor
        self.set_cursor(shape)

    def release(self, scene_pos: QPointF, view_pos: QPointF) -> None:
        press, self._press = self._press, None
        if not self.enabled:
            return
        if self._drag is not None:
            self._drop(scene_pos)
        elif press is not None:
            self._click(scene_pos, press[2])

    def cancel(self) -> None:
        """Escape or a right click: put down what is held."""
        self._press = None
        self._cancel_drag()
        self.card_use.cancel()
        self.witch_look.cancel()
        self.wall_use.cancel()
        self.selected = None
        self._hover = None
        self._highlight()
        self.selection_changed.emit()

    # -- dragging ---------------------------------------------------------------------------
    def _start_drag(self, source: Key, pos: QPointF) -> None:
        ghost = self._make_ghost(source)
        ghost.setPos(pos + GHOST_OFFSET)
        ghost.setZValue(30)
        self._drag = (source, ghost, self._source_pos(source, pos))
        self.set_cursor(Qt.CursorShape.ClosedHandCursor)
        self.selected = None
        self._hover = None
        self._highlight()
        self.selection_changed.emit()

    def _make_ghost(self, source: Key) -> PassiveItem:
        kind = source[0]
        if kind in ("token", "supply"):
            item: PassiveItem = TokenItem(-1)
        elif kind == "plague":
            item = PlagueItem()
        else:
            seat = self.seat if self.seat is not None else 0
            return self.scene.spawn_meeple(seat, QPointF(), 1.15 if kind == "reserve" else 1.0)
        self.scene.addItem(item)
        return item

    def _source_pos(self, source: Key, fallback: QPointF) -> QPointF:
        if source[0] == "reserve":
            return self.scene.tray.top_slot()
        if source[0] == "supply":
            return self.scene.supply.top()
        item = self.scene.item_for(source)
        return item.pos() if item is not None else fallback

    def _set_hover(self, key: Key | None) -> None:
        if key != self._hover:
            self._hover = key
            self._highlight()

    def _drop(self, pos: QPointF) -> None:
        assert self._drag is not None
        source, ghost, home = self._drag
        target = self.target_at(pos, source)
        actions = self._targets.get(target, []) if target is not None else []
        if len(actions) == 1:
            self._finish_drag(ghost)
            self._apply(actions[0], origin=pos + GHOST_OFFSET)
            return
        self._send_home(ghost, home)
        settle(actions, self._apply, self.choose.emit, lambda: self._refuse(source, target))
        if targets_for(self.legal(), source, self.seat):
            self.selected = source  # the legal places keep glowing, as the status says
        self._highlight()

    def _refuse(self, source: Key, target: Key | None) -> None:
        if target is None:
            self.hint.emit(reason_text("no_target", {}, ""))
        else:
            self._explain(source, target)

    def _finish_drag(self, ghost: PassiveItem) -> None:
        self.set_cursor(Qt.CursorShape.ArrowCursor)
        self._drag = None
        self._hover = None
        self.scene.removeItem(ghost)

    def _send_home(self, ghost: PassiveItem, home: QPointF) -> None:
        self.set_cursor(Qt.CursorShape.ArrowCursor)
        self._drag = None
        self._hover = None
        ms = self.steps.ms(1.2)
        if ms == 0:
            self.scene.removeItem(ghost)
            return
        anim = move(ghost, home, ms)

        def remove() -> None:
            if ghost.scene():
                self.scene.removeItem(ghost)

        anim.finished.connect(remove)
        self._home_anim = anim
        anim.start()

    def _cancel_drag(self) -> None:
        if self._drag is not None:
            self._finish_drag(self._drag[1])

    # -- clicking -------------------------------------------------------------------------
    def _click(self, pos: QPointF, key: Key | None) -> None:
        upgrade = upgrade_tiles.tile_action(key)
        if upgrade is not None and not self.card_use.active:
            self._apply(upgrade)  # an illegal one: the controller says why
            return
        if self.witch_look.click(key) or self.witch_look.start(key, self.selected):
            return
        if self.wall_use.click(key):
            return
        if key is not None and key[0] == "card" and not self.card_use.takes_cards():
            if self.wall_use.start(str(key[1])):
                return
            if not self.card_use.start(str(key[1])):
                self._apply(Action("take_card", (key[1],)))
            return
        if self.card_use.click(key, self.scene.geometry.region_at(pos)):
            return
        if self.selected is not None:
            target = self.target_at(pos, self.selected)
            legal_target = target is not None and target in self._targets
            if legal_target and target is not None and (
                    target[0] == "token" or not self._pickable(key)):
                self._commit(self._targets[target], pos)
                return
            if self._pickable(key) and key != self.selected:
                self._select(key)
                return
            if legal_target:
                self._commit(self._targets[target], pos)  # type: ignore[index]
                return
            if target is not None and key != self.selected:
                self._explain(self.selected, target)
            return
        if is_movable(key, self.seat):
            self._select(key)

    def _pickable(self, key: Key | None) -> bool:
        """Something the player can pick up now with at least one legal target."""
        return is_movable(key, self.seat) and bool(
            targets_for(self.legal(), key, self.seat))  # type: ignore[arg-type]

    def _select(self, key: Key | None) -> None:
        self.selected = key
        self._highlight()
        if key is not None and not self._targets:
            self.hint.emit(reason_text("nothing_to_move", {}, ""))
        self.selection_changed.emit()

    def _commit(self, actions: list[Action], pos: QPointF) -> None:
        if len(actions) == 1:
            self._apply(actions[0])
        else:
            self.choose.emit(actions)

    # -- targets and the core ------------------------------------------------------------------
    def target_at(self, pos: QPointF, source: Key) -> Key | None:
        """What a drop at ``pos`` lands on: a token (Witch), the palace or a region."""
        for item in self.scene.items(pos):
            if not isinstance(item, PassiveItem) or item.zValue() >= 20:
                continue
            ref = self.scene.token_ref(item.uid) if isinstance(item, TokenItem) else None
            if source[0] == "token" and ref is not None and ("token", *ref) != source:
                return ("token", *ref)
            if item.key == ("palace",):
                return ("palace",)
        region = self.scene.geometry.region_at(pos)
        return ("region", region) if region is not None else None

    def _explain(self, source: Key, target: Key) -> None:
        ds = self.scene.state
        if ds is None:
            return
        action = intent(source, target, ds, self.legal())
        if action is None:
            self.hint.emit(reason_text("no_target", {}, ""))
            return
        self.controller.try_apply(action)  # illegal: the controller emits the reason

    def _apply(self, action: Action, origin: QPointF | None = None) -> None:
        self.steps.origin = origin
        if not self.controller.try_apply(action):
            self.steps.origin = None
            self._highlight()
