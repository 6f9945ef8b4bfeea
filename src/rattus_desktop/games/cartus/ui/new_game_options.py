"""Cartus's part of the new-game dialog: the rules' ways to choose the 30 buildings
(the option ``building_set``): the beginners' set, one building per class chosen by the
table, one per class at random, or five random cards of each class."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QGridLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from rattus_desktop.engine import registry
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.errors import ConfigError
from rattus_desktop.games.cartus.rules.data import catalogue

from .names import building_name, class_name

# the ways, in the order the dialog offers them (``chosen``: the combo boxes)
WAYS = ("beginner", "chosen", "random_type", "random_mix")


def _game() -> registry.GameDef:
    return registry.get("cartus")


class CartusOptions(QWidget):
    """How the buildings are chosen; ``config(players)`` builds the checked config."""

    counts_changed = Signal(tuple)
    players_wanted = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players = 2
        self.all_counts = tuple(_game().players)
        self.counts = self.all_counts
        self.cat = catalogue()
        self.way = QButtonGroup(self)
        self.radios = [QRadioButton() for _ in WAYS]
        self.picks: dict[str, QComboBox] = {}
        self.class_labels: dict[str, QLabel] = {}
        self.title = QLabel()
        self.note = QLabel()
        self.note.setObjectName("buildingNote")
        self.note.setWordWrap(True)
        self._build()
        self.way.idToggled.connect(lambda _i, _on: self.refresh())
        self.retranslate()
        self.refresh()

    def _build(self) -> None:
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.title)
        for i, radio in enumerate(self.radios):
            radio.setObjectName(f"buildingWay_{WAYS[i]}")
            self.way.addButton(radio, i)
            box.addWidget(radio)
        self.radios[0].setChecked(True)
        grid = QGridLayout()
        grid.setContentsMargins(24, 0, 0, 0)
        for row, cls in enumerate(self.cat.classes):
            label = QLabel()
            combo = QComboBox()
            combo.setObjectName(f"buildingPick_{cls}")
            for bid, b in self.cat.buildings.items():
                if b.cls == cls:
                    combo.addItem(bid, bid)
            beginner = [b for b in self.cat.beginner if self.cat.buildings[b].cls == cls]
            combo.setCurrentIndex(max(0, combo.findData(beginner[0] if beginner else "")))
            combo.currentIndexChanged.connect(lambda _i: self.refresh())
            self.class_labels[cls] = label
            self.picks[cls] = combo
            grid.addWidget(label, row // 2, (row % 2) * 2)
            grid.addWidget(combo, row // 2, (row % 2) * 2 + 1)
        self.grid_host = QWidget()
        self.grid_host.setLayout(grid)
        box.addWidget(self.grid_host)
        box.addWidget(self.note)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Buildings in play:"))
        texts = (self.tr("The beginners' set (Palace, Monastery, Castle, Marketplace, Farm, "
                         "Fortune-teller's Tent)"),
                 self.tr("One building per class, chosen here"),
                 self.tr("One building per class at random (all five copies)"),
                 self.tr("Five random cards of each class (mixed buildings, hidden until "
                         "revealed)"))
        for radio, text in zip(self.radios, texts, strict=True):
            radio.setText(text)
        for cls, label in self.class_labels.items():
            label.setText(self.tr("{cls}:").format(cls=class_name(cls)))
        for combo in self.picks.values():
            for i in range(combo.count()):
                combo.setItemText(i, building_name(str(combo.itemData(i))))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- state ---------------------------------------------------------------------------
    def way_chosen(self) -> str:
        return WAYS[max(0, self.way.checkedId())]

    def building_set(self) -> Any:
        """The option's value: a mode, or the six chosen building ids."""
        way = self.way_chosen()
        if way == "chosen":
            return [str(self.picks[cls].currentData()) for cls in self.cat.classes]
        return way

    def options(self) -> dict[str, Any]:
        return {"building_set": self.building_set()}

    def config(self, players: int) -> GameConfig:
        return _game().configure(players, _game().rulesets[0], self.options())

    def error(self, players: int) -> str | None:
        try:
            self.config(players)
        except ConfigError as exc:
            return exc.reason
        return None

    def preset_buttons(self) -> list[Any]:
        return []

    # -- reacting ------------------------------------------------------------------------
    def set_players(self, players: int) -> None:
        self.players = players
        self.refresh()

    def refresh(self) -> None:
        self.grid_host.setEnabled(self.way_chosen() == "chosen")
        self._say(self._advice())

    def _advice(self) -> str:
        tower = self.way_chosen() != "beginner" and (
            self.way_chosen() != "chosen" or "guard_tower" in self.building_set())
        if self.players == 2 and tower:
            return self.tr("With 2 players the rules advise leaving out the Guard Tower.")
        return ""

    def show_problem(self, text: str) -> None:
        self._say(text)

    def _say(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))

    # -- memory --------------------------------------------------------------------------
    def remembered(self, players: int) -> dict[str, Any]:
        return {"building_set": self.building_set(), "players": players}

    def restore(self, saved: dict[str, Any]) -> int | None:
        value = saved.get("building_set")
        if isinstance(value, str) and value in WAYS:
            self.radios[WAYS.index(value)].setChecked(True)
        elif isinstance(value, list) and len(value) == len(self.cat.classes):
            self.radios[WAYS.index("chosen")].setChecked(True)
            for bid in value:
                building = self.cat.buildings.get(str(bid))
                if building is not None:
                    combo = self.picks[building.cls]
                    combo.setCurrentIndex(max(0, combo.findData(bid)))
        self.refresh()
        players = saved.get("players")
        return players if isinstance(players, int) and players in self.all_counts else None
