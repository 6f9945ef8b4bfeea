"""A themed question laid over the window ("Leave this game?"): never a modal box, so
the window, its animations and the tests keep running while it waits."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QWidget

from rattus_desktop.shell.kit.overlay import Overlay

Text = str | Callable[[], str]  # a callable is asked again after a language switch


def _text(text: Text) -> str:
    return text() if callable(text) else text


class ConfirmScreen(Overlay):
    """``ask(title, text, yes, no, on_yes)``: Enter answers yes, Esc no. Texts given as
    callables are written again when the language is switched while it is open."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, dim=190)
        self.title = self.heading("", 18)
        self.info = self.text("")
        row = QHBoxLayout()
        self.no = self.button("", "no")
        self.yes = self.button("", "yes", primary=True)
        self.no.clicked.connect(self.answer_no)
        self.yes.clicked.connect(self.answer_yes)
        row.addStretch(1)
        row.addWidget(self.no)
        row.addWidget(self.yes)
        row.addStretch(1)
        self.body.addLayout(row)
        self.card.setFixedWidth(520)
        self._on_yes: Callable[[], None] | None = None
        self._on_no: Callable[[], None] | None = None
        self._texts: tuple[Text, Text, Text, Text] = ("", "", "", "")

    def ask(self, title: Text, text: Text, yes: Text, no: Text, on_yes: Callable[[], None],
            on_no: Callable[[], None] | None = None) -> None:
        self._texts = (title, text, yes, no)
        self._write()
        self._on_yes, self._on_no = on_yes, on_no
        self.open()
        self.yes.setFocus()

    def _write(self) -> None:
        title, text, yes, no = (_text(t) for t in self._texts)
        self.title.setText(title)
        self.info.setText(text)
        self.yes.setText(yes)
        self.no.setText(no)

    def retranslate(self) -> None:
        if self.isVisible():
            self._write()

    def answer_yes(self) -> None:
        action, self._on_yes, self._on_no = self._on_yes, None, None
        self.close_overlay()
        if action is not None:
            action()

    def answer_no(self) -> None:
        action, self._on_yes, self._on_no = self._on_no, None, None
        self.close_overlay()
        if action is not None:
            action()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() == Qt.Key.Key_Escape:
            self.answer_no()
            return
        super().keyPressEvent(event)
