"""The Rattus part of the new-game dialog: ruleset, cards, modules, warnings, presets.

What can be played is asked of the core through the game's ``configure`` (the
registry's API): a card or module it refuses is listed but disabled, with the note
its refusal code stands for. The started game's config is ``configure``'s own.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from rattus_desktop.engine import registry
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.errors import ConfigError
from rattus_desktop.games.rattus.rules.config import card_warnings
from rattus_desktop.games.rattus.rules.data import all_cards, known_modules
from rattus_desktop.games.rattus.ui import bigbox_names
from rattus_desktop.games.rattus.ui.names import card_name, card_text, class_name
from rattus_desktop.games.rattus.ui.table_support import card_on_table, module_on_table
from rattus_desktop.shell.kit.typography import join_list

GAME_ID = "rattus"
HOW = ("first", "random", "one_per_class", "chosen")
MAX_PLAYERS = 6


def _game() -> registry.GameDef:
    return registry.get(GAME_ID)


def counts_for(ruleset: str) -> tuple[int, ...]:
    """The player counts the core accepts for ``ruleset``."""
    out = []
    for n in range(2, MAX_PLAYERS + 1):
        try:
            _game().configure(n, ruleset, None)
        except ConfigError:
            continue
        out.append(n)
    return tuple(out)


def card_refusal(card: str, modules: list[str], players: int) -> tuple[str, dict[str, Any]] | None:
    """Why the core refuses ``card`` in a chosen set (code, params), or None."""
    try:
        _game().configure(players, "bigbox", {"cards": [card], "modules": list(modules)})
    except ConfigError as exc:
        return exc.code, dict(exc.params)
    return None if card_on_table(card) else ("table_cannot", {})


def module_refusal(module: str) -> str | None:
    """Why ``module`` cannot be chosen: the core refuses it, or this table cannot show it."""
    try:
        _game().configure(2, "bigbox", {"modules": [module]})
    except ConfigError as exc:
        return exc.code
    return None if module_on_table(module) else "table_cannot"


TABLE_SEED_TRIES = 2000


def table_seed(players: int, how: str, modules: list[str], seed: int) -> int:
    """The first seed from ``seed`` on whose random set (``how``) the table can play
    (the core draws from every card it plays; this table may show fewer)."""
    for k in range(TABLE_SEED_TRIES):
        config = _game().configure(players, "bigbox", {"cards": how, "modules": modules,
                                                       "card_seed": seed + k})
        if all(card_on_table(c) for c in config.option("cards", ())):
            return seed + k
    return seed


def _note(code: str, params: dict[str, Any]) -> str:
    module = params.get("module")
    text = bigbox_names.NOTE(code, code)
    return text.format(module=bigbox_names.MODULE(str(module))) if module else text


class RattusOptions(QWidget):
    """Ruleset, card set and modules; ``config(players)`` builds the checked config."""

    counts_changed = Signal(tuple)  # the player counts the ruleset allows
    players_wanted = Signal(int)  # a preset asks for a player count

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players = 2
        self.all_counts = tuple(sorted({n for rs in _game().rulesets for n in counts_for(rs)}))
        self.counts: tuple[int, ...] = ()
        self.card_seed = random.SystemRandom().randrange(1, 2**31)
        self.ruleset = QComboBox()
        self.ruleset.setObjectName("rulesetChooser")
        for rs in _game().rulesets:
            self.ruleset.addItem(bigbox_names.RULESET(rs), rs)
        self.how = QButtonGroup(self)
        self.cards = QListWidget()
        self.cards.setObjectName("cardList")
        self.modules: dict[str, QCheckBox] = {}
        self.warning = QLabel()
        self.warning.setObjectName("cardWarning")
        self.warning.setWordWrap(True)
        self.classic_preset = QPushButton()
        self.bigbox_preset = QPushButton()
        self._build()
        self.ruleset.currentIndexChanged.connect(lambda _i: self._ruleset_changed())
        self.how.idToggled.connect(self._how_toggled)
        self.cards.itemChanged.connect(lambda _item: self.refresh())
        self.classic_preset.clicked.connect(self.preset_classic)
        self.bigbox_preset.clicked.connect(self.preset_bigbox)
        self._ruleset_changed()
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again in the language now installed (also while the dialog is open)."""
        self.rules_label.setText(self.tr("Rules:"))
        self.cards_label.setText(self.tr("Class cards:"))
        self.modules_label.setText(self.tr("Modules:"))
        self.classic_preset.setText(self.tr("Classic game"))
        self.bigbox_preset.setText(self.tr("Big Box: first game for 6"))
        for i in range(self.ruleset.count()):
            self.ruleset.setItemText(i, bigbox_names.RULESET(str(self.ruleset.itemData(i))))
        for i, how in enumerate(HOW):
            self.how.button(i).setText(bigbox_names.CARD_CHOICE(how))
        for module, check in self.modules.items():
            check.setText(bigbox_names.MODULE(module))
            refusal = self.module_refusals.get(module)
            check.setToolTip(_note(refusal, {}) if refusal else "")
        notes = list(dict.fromkeys(_note(r, {}) for r in self.module_refusals.values()))
        self.module_note.setText(self.tr("(grey: {note})").format(note=join_list(notes))
                                 if notes else "")  # each reason once (a tooltip says which)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "module_note"):
            self.retranslate()
        super().changeEvent(event)

    def _how_toggled(self, _id: int, on: bool) -> None:
        if on:
            self.refresh()

    # -- building ------------------------------------------------------------------------
    def _build(self) -> None:
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        self.rules_label = QLabel()
        top.addWidget(self.rules_label)
        top.addWidget(self.ruleset)
        self.bigbox = QWidget()
        self.how_row = QWidget()
        how_row = QHBoxLayout(self.how_row)
        how_row.setContentsMargins(12, 0, 0, 0)
        self.cards_label = QLabel()
        how_row.addWidget(self.cards_label)
        for i, how in enumerate(HOW):
            radio = QRadioButton()
            radio.setObjectName(f"cards_{how}")
            self.how.addButton(radio, i)
            how_row.addWidget(radio)
        top.addWidget(self.how_row)
        top.addStretch(1)
        box.addLayout(top)
        inner = QVBoxLayout(self.bigbox)
        inner.setContentsMargins(0, 0, 0, 0)
        self.cards.setMinimumHeight(86)
        self.cards.setMaximumHeight(86)
        self.cards.setWordWrap(True)
        self.cards.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._fill_cards()
        inner.addWidget(self.cards)
        self.in_play = QLabel()  # the set a rule picked, on one line (the list: by hand)
        self.in_play.setObjectName("cardsInPlay")
        self.in_play.setWordWrap(True)
        inner.addWidget(self.in_play)
        inner.addLayout(self._module_row())
        inner.addWidget(self.warning)
        box.addWidget(self.bigbox)
        self.how.button(0).setChecked(True)

    def _module_row(self) -> QHBoxLayout:
        """The modules on one line; those the core refuses are greyed, with the note in
        their tooltip and once at the end of the line."""
        row = QHBoxLayout()
        self.modules_label = QLabel()
        row.addWidget(self.modules_label)
        self.module_refusals: dict[str, str] = {}
        for module in known_modules():
            check = QCheckBox()
            check.setObjectName(f"module_{module}")
            refusal = module_refusal(module)
            if refusal is not None:
                check.setEnabled(False)
                self.module_refusals[module] = refusal
            check.toggled.connect(lambda _on: self.refresh())
            self.modules[module] = check
            row.addWidget(check)
        self.module_note = QLabel()
        self.module_note.setObjectName("muted")
        row.addWidget(self.module_note)
        row.addStretch(1)
        return row

    def preset_buttons(self) -> list[QPushButton]:
        """Presets the dialog shows beside its own."""
        return [self.classic_preset, self.bigbox_preset]

    def _fill_cards(self) -> None:
        self.cards.blockSignals(True)
        for card, data in all_cards().items():
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, card)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.cards.addItem(item)
            self._label_card(item, card, data.cls, None)
        self.cards.blockSignals(False)

    def _label_card(self, item: QListWidgetItem, card: str, cls: str,
                    refusal: tuple[str, dict[str, Any]] | None) -> None:
        head = self.tr("{card} ({cls}): {text}").format(
            card=card_name(card), cls=class_name(cls), text=card_text(card))
        item.setText(head if refusal is None else self.tr("{card} — {note}").format(
            card=head, note=_note(*refusal)))
        item.setToolTip(card_text(card))

    # -- state ---------------------------------------------------------------------------
    def current_ruleset(self) -> str:
        return str(self.ruleset.currentData())

    def how_chosen(self) -> str:
        return HOW[max(0, self.how.checkedId())]

    def chosen_cards(self) -> list[str]:
        out = []
        for i in range(self.cards.count()):
            item = self.cards.item(i)
            if item.checkState() == Qt.CheckState.Checked and (
                    item.flags() & Qt.ItemFlag.ItemIsEnabled):
                out.append(str(item.data(Qt.ItemDataRole.UserRole)))
        return out

    def chosen_modules(self) -> list[str]:
        return [m for m, check in self.modules.items() if check.isChecked() and check.isEnabled()]

    def options(self) -> dict[str, Any]:
        """The options ``configure`` gets for the Big Box."""
        how = self.how_chosen()
        cards: Any = self.chosen_cards() if how == "chosen" else how
        modules = self.chosen_modules()
        if how not in ("random", "one_per_class"):
            return {"cards": cards, "modules": modules}
        seed = table_seed(self.players, how, modules, self.card_seed)
        return {"cards": cards, "modules": modules, "card_seed": seed}

    def config(self, players: int) -> GameConfig:
        """The checked config (ConfigError from the core when it cannot be played)."""
        if self.current_ruleset() != "bigbox":
            return _game().configure(players, self.current_ruleset(), None)
        return _game().configure(players, "bigbox", self.options())

    def error(self, players: int) -> str | None:
        """Why the core refuses the choice as it stands (None: it can be started)."""
        if (self.current_ruleset() == "bigbox" and self.how_chosen() == "chosen"
                and not self.chosen_cards()):
            return bigbox_names.WARNING("empty_set")
        try:
            self.config(players)
        except ConfigError as exc:
            return exc.reason
        return None

    # -- reacting ------------------------------------------------------------------------
    def set_players(self, players: int) -> None:
        self.players = players
        self.refresh()

    def _ruleset_changed(self) -> None:
        bigbox = self.current_ruleset() == "bigbox"
        self.bigbox.setVisible(bigbox)
        self.how_row.setVisible(bigbox)
        self.counts = counts_for(self.current_ruleset())
        self.counts_changed.emit(self.counts)
        self.refresh()

    def refresh(self) -> None:
        """Enable the cards the core accepts, tick the set in play, show the warnings."""
        if self.current_ruleset() != "bigbox":
            self._say("")
            return
        modules = self.chosen_modules()
        how = self.how_chosen()
        shown = self._shown_set()
        self.cards.blockSignals(True)
        for i in range(self.cards.count()):
            item = self.cards.item(i)
            card = str(item.data(Qt.ItemDataRole.UserRole))
            refusal = card_refusal(card, modules, self.players)
            enabled = refusal is None
            flags = item.flags() | Qt.ItemFlag.ItemIsUserCheckable
            if enabled and how == "chosen":
                flags |= Qt.ItemFlag.ItemIsEnabled
            else:
                flags &= ~Qt.ItemFlag.ItemIsEnabled
            item.setFlags(flags)
            if how != "chosen":
                item.setCheckState(Qt.CheckState.Checked if card in shown
                                   else Qt.CheckState.Unchecked)
            elif not enabled:
                item.setCheckState(Qt.CheckState.Unchecked)
            self._label_card(item, card, all_cards()[card].cls, refusal)
        self.cards.blockSignals(False)
        self.cards.setVisible(how == "chosen")
        self.in_play.setVisible(how != "chosen")
        self.in_play.setText(self.tr("In play: {cards}").format(
            cards=join_list(card_name(c) for c in shown)))
        self._show_warnings()

    def _shown_set(self) -> list[str]:
        """The cards ``configure`` picks for a set chosen by a rule (first, random, ...)."""
        if self.how_chosen() == "chosen":
            return self.chosen_cards()
        try:
            return list(self.config(self.players).option("cards", ()))
        except ConfigError:
            return []

    def show_problem(self, text: str) -> None:
        self._say(text)

    def _show_warnings(self) -> None:
        if self.how_chosen() == "chosen" and not self.chosen_cards():
            self._say(bigbox_names.WARNING("empty_set"))
            return
        try:
            cards = list(self.config(self.players).option("cards", ()))
        except ConfigError as exc:
            self._say(exc.reason)
            return
        lines = [bigbox_names.WARNING(w["code"], w["code"]).format(**w)
                 for w in card_warnings(self.players, cards)]
        self._say("\n".join(lines))

    def _say(self, text: str) -> None:
        """The warnings under the cards (the line takes no room when there are none)."""
        self.warning.setText(text)
        self.warning.setVisible(bool(text))

    # -- presets and memory ----------------------------------------------------------------
    def preset_classic(self) -> None:
        self.ruleset.setCurrentIndex(max(0, self.ruleset.findData("classic")))

    def preset_bigbox(self) -> None:
        self.ruleset.setCurrentIndex(max(0, self.ruleset.findData("bigbox")))
        self.how.button(HOW.index("first")).setChecked(True)
        for check in self.modules.values():
            check.setChecked(False)
        self.players_wanted.emit(6)

    def remembered(self, players: int) -> dict[str, Any]:
        """What the settings keep of this choice."""
        return {"ruleset": self.current_ruleset(), "cards": self.how_chosen(),
                "chosen": self.chosen_cards(), "modules": self.chosen_modules(),
                "players": players}

    def restore(self, saved: dict[str, Any]) -> int | None:
        """Bring back a remembered choice; the player count it had (or None)."""
        index = self.ruleset.findData(saved.get("ruleset"))
        if index >= 0:
            self.ruleset.setCurrentIndex(index)
        how = saved.get("cards")
        if how in HOW:
            self.how.button(HOW.index(how)).setChecked(True)
        raw_modules = saved.get("modules")
        modules: list[Any] = raw_modules if isinstance(raw_modules, list) else []
        for module, check in self.modules.items():
            check.setChecked(check.isEnabled() and module in modules)
        raw_chosen = saved.get("chosen")
        chosen: list[Any] = raw_chosen if isinstance(raw_chosen, list) else []
        self.refresh()
        self.cards.blockSignals(True)
        for i in range(self.cards.count()):
            item = self.cards.item(i)
            if how == "chosen" and item.flags() & Qt.ItemFlag.ItemIsEnabled:
                card = item.data(Qt.ItemDataRole.UserRole)
                item.setCheckState(Qt.CheckState.Checked if card in chosen
                                   else Qt.CheckState.Unchecked)
        self.cards.blockSignals(False)
        self.refresh()
        players = saved.get("players")
        return players if isinstance(players, int) and not isinstance(players, bool) else None
