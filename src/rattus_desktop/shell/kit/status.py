"""The status line: whose turn and what they may do, a hint line, persistent notices
(``set_notice``/``clear_notice``: a problem shown until it is resolved) and prompt
buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.flow_layout import FlowLayout

HINT_MS = 7000


class StatusBar(QFrame):
    """Always says whose turn it is, which phase, and what they may do now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusBar")
        self.title = QLabel()
        self.title.setObjectName("status")
        self.title.setFont(theme.font(14, bold=True))
        self.detail = QLabel()
        self.detail.setObjectName("status")
        self.detail.setWordWrap(True)
        self.detail.setFont(theme.font(11))
        self.detail.setMinimumWidth(240)
        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.hint.setFont(theme.font(11, bold=True))
        self.notice = QLabel()
        self.notice.setObjectName("hint")
        self.notice.setWordWrap(True)
        self.notice.setFont(theme.font(11))
        self.notice.hide()
        self.notices: dict[str, str] = {}
        self.question = QLabel()
        self.question.setFont(theme.font(11, bold=True))
        self.buttons = FlowLayout(spacing=8)
        texts = QVBoxLayout()
        texts.setSpacing(1)
        texts.addWidget(self.title)
        texts.addWidget(self.detail)
        texts.addWidget(self.hint)
        texts.addWidget(self.notice)
        prompt = QVBoxLayout()
        prompt.addWidget(self.question, 0, Qt.AlignmentFlag.AlignRight)
        prompt.addLayout(self.buttons)
        box = QHBoxLayout(self)
        box.setContentsMargins(14, 8, 14, 8)
        box.addLayout(texts, 1)
        box.addLayout(prompt)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(lambda: self.hint.setText(""))
        self.prompt_buttons: dict[str, QPushButton] = {}

    def set_status(self, title: str, detail: str) -> None:
        self.title.setText(title)
        self.detail.setText(detail)

    def set_hint(self, text: str) -> None:
        """A warning (why a move is refused, an error): in the hint colour."""
        self._hint_style("hint")
        self.hint.setText(text)
        if text:
            self._hint_timer.start(HINT_MS)

    def set_notice(self, key: str, text: str) -> None:
        """Show ``text`` until ``clear_notice(key)`` (an empty text clears it too)."""
        if text:
            self.notices[key] = text
        else:
            self.notices.pop(key, None)
        self.notice.setText("\n".join(self.notices.values()))
        self.notice.setVisible(bool(self.notices))

    def clear_notice(self, key: str) -> None:
        self.set_notice(key, "")

    def set_good_news(self, text: str) -> None:
        """Good news ("Saved"): the same line, in a calm colour."""
        self._hint_style("notice")
        self.hint.setText(text)
        if text:
            self._hint_timer.start(HINT_MS)

    def _hint_style(self, name: str) -> None:
        if self.hint.objectName() != name:
            self.hint.setObjectName(name)
            self.hint.style().unpolish(self.hint)
            self.hint.style().polish(self.hint)

    def set_prompt(self, question: str,
                   choices: Sequence[tuple[str, str, Callable[[], None], bool]]) -> None:
        """Buttons ``(name, label, callback, primary)``; ``name`` is for tests and styles."""
        self.clear_prompt()
        self.question.setText(question)
        for name, label, callback, primary in choices:
            button = QPushButton(label)
            button.setObjectName("primary" if primary else name)
            button.setProperty("choice", name)
            button.setFont(theme.font(11, bold=True))
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            number = len(self.prompt_buttons) + 1
            if number <= 9:
                button.setToolTip(self.tr("Key {n}").format(n=number))
            button.clicked.connect(lambda _checked=False, cb=callback: cb())
            self.buttons.addWidget(button)
            button.show()
            self.prompt_buttons[name] = button

    def press_choice(self, index: int) -> bool:
        """The keyboard's 1-9: press the ``index``-th prompt button; False if none."""
        buttons = [b for b in self.prompt_buttons.values() if b.isVisible() and b.isEnabled()]
        if 0 <= index < len(buttons):
            buttons[index].click()
            return True
        return False

    def clear_prompt(self) -> None:
        self.question.setText("")
        for button in self.prompt_buttons.values():
            self.buttons.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.prompt_buttons = {}
