"""The status line: whose turn and what they may do, a hint line, persistent notices
(``set_notice``/``clear_notice``: a problem shown until it is resolved) and prompt
buttons."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.flow_layout import FlowLayout

HINT_MS = 7000
TEXT_LINES = 3  # lines of detail, hint and notice shown below the title before scrolling
MARGIN_Y = 6


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
        self.hint.linkActivated.connect(lambda _link: self.show_hint_details())
        self.hint_details = ""
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
        texts.setContentsMargins(0, 0, 0, 0)
        texts.addWidget(self.title)
        texts.addWidget(self.detail)
        texts.addWidget(self.hint)
        texts.addWidget(self.notice)
        texts.addStretch(1)
        prompt = QVBoxLayout()
        prompt.setContentsMargins(0, 0, 0, 0)
        prompt.addWidget(self.question, 0, Qt.AlignmentFlag.AlignRight)
        prompt.addLayout(self.buttons)
        prompt.addStretch(1)
        box = QHBoxLayout(self)
        box.setContentsMargins(14, MARGIN_Y, 14, MARGIN_Y)
        box.addWidget(_scrolling(texts), 1)
        self.prompt_area = _scrolling(prompt)
        box.addWidget(self.prompt_area)
        self.setFixedHeight(self.steady_height())
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(lambda: self.hint.setText(""))
        self.prompt_buttons: dict[str, QPushButton] = {}

    def steady_height(self) -> int:
        """The one height the line keeps: the title and ``TEXT_LINES`` lines of text (more
        text scrolls inside it), so the board below never moves when a text changes."""
        title = QFontMetrics(self.title.font()).lineSpacing()
        line = QFontMetrics(self.detail.font()).lineSpacing()
        return 2 * MARGIN_Y + title + TEXT_LINES * line

    def set_status(self, title: str, detail: str) -> None:
        self.title.setText(title)
        self.detail.setText(detail)

    def set_hint(self, text: str, details: str = "") -> None:
        """A warning (why a move is refused, an error): in the hint colour. ``details``
        (figures behind the words) hide behind a Details link at the end."""
        self._hint_style("hint")
        self.hint_details = details
        if details:
            link = self.tr("Details")
            self.hint.setTextFormat(Qt.TextFormat.RichText)
            self.hint.setText(f'{html.escape(text)} <a href="details">{html.escape(link)}</a>')
        else:
            self.hint.setTextFormat(Qt.TextFormat.PlainText)
            self.hint.setText(text)
        if text:
            self._hint_timer.start(HINT_MS)

    def show_hint_details(self) -> None:
        """The Details link: the figures replace the link, for a while longer."""
        if self.hint_details:
            words = self.hint.text().rpartition(" <a ")[0]
            self.hint.setText(f"{words}<br>{html.escape(self.hint_details)}")
            self.hint_details = ""
            self._hint_timer.start(2 * HINT_MS)

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
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
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
        self._fit_prompt()

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
        self._fit_prompt()

    def _fit_prompt(self) -> None:
        """The prompt column is as wide as its buttons in one row, but never more than
        half the line (more buttons wrap onto more rows, and scroll past three)."""
        half = max(200, self.width() // 2)
        wanted = self.buttons.sizeHint().width() + 4
        wanted = max(wanted, self.question.sizeHint().width() + 4)
        self.prompt_area.setFixedWidth(min(half, wanted) if self.prompt_buttons else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._fit_prompt()


def _scrolling(layout: QLayout) -> QScrollArea:
    """``layout`` in a frameless area that scrolls vertically when its text is longer than
    the line's steady height (it wraps, never widens)."""
    inner = QWidget()
    inner.setObjectName("statusInner")
    inner.setLayout(layout)
    area = QScrollArea()
    area.setObjectName("statusScroll")
    area.setWidget(inner)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setStyleSheet("QScrollArea, QWidget#statusInner { background: transparent; }")
    return area
