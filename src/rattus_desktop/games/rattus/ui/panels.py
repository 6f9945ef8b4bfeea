"""Widgets around the board: one panel per player, and the side panel (rats and log)."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QEvent, QPoint, QRectF, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QColor, QHelpEvent, QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QTextBrowser,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from rattus_desktop.games.rattus.rules import Face
from rattus_desktop.games.rattus.ui.display_state import DisplayState
from rattus_desktop.games.rattus.ui.fallback_art import CLASS_COLOURS
from rattus_desktop.games.rattus.ui.items.meeple import paint_meeple
from rattus_desktop.games.rattus.ui.items.token import paint_face
from rattus_desktop.games.rattus.ui.names import card_name, keep_names_whole
from rattus_desktop.games.rattus.ui.region_words import RegionCount
from rattus_desktop.games.rattus.ui.tooltips import face_tip
from rattus_desktop.games.rattus.ui.university_names import university_points
from rattus_desktop.games.rattus.ui.unseen import unseen_line, unseen_tip
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.levels import level_name

LOG_LIMIT = 600


def meeple_pixmap(seat: int, colour: str, size: QSize, dpr: float) -> QPixmap:
    pix = QPixmap(int(size.width() * dpr), int(size.height() * dpr))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_meeple(p, QRectF(0, 0, size.width(), size.height()), theme.shape_for(seat), colour)
    p.end()
    return pix


class PlayerPanel(QFrame):
    """Name, colour and shape, pieces in reserve / on the board / in the palace, cards."""

    def __init__(self, seat: int, info: Seat, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playerPanel")
        self.seat, self.info = seat, info
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.icon = QLabel()
        self.icon.setPixmap(meeple_pixmap(seat, info.colour, QSize(22, 27),
                                          self.devicePixelRatioF()))
        self.name = QLabel(info.name)
        self.name.setFont(theme.font(13, bold=True))
        self.kind = QLabel(self._kind_text())
        self.kind.setObjectName("muted")
        self.kind.setFont(theme.font(9))
        self.counts = QLabel()
        self.counts.setFont(theme.font(10.5))
        self.cards = QLabel()
        self.cards.setTextFormat(Qt.TextFormat.RichText)
        self.cards.setWordWrap(True)
        self.cards.setFont(theme.font(9.5, bold=True, serif=False))
        self.marker = QLabel()
        self.marker.setObjectName("muted")
        self.marker.setFont(theme.font(9, bold=True))
        # Long kinds ("Computer — medium") and markers ("final turn done") never widen
        # the panel past its column: they wrap or are cut, the column never scrolls sideways.
        for label in (self.kind, self.marker, self.counts):
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.marker.setWordWrap(True)
        self.marker.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        top = QHBoxLayout()
        top.setSpacing(8)
        top.addWidget(self.icon)
        names = QHBoxLayout()  # one line: the name, then the kind (compact panels)
        names.setSpacing(8)
        names.addWidget(self.name)
        names.addWidget(self.kind, 1, Qt.AlignmentFlag.AlignBottom)
        top.addLayout(names, 1)
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 6, 10, 6)
        box.setSpacing(2)
        box.addLayout(top)
        # on a line of its own: squeezed beside the name, a Chinese marker wrapped one
        # character a line and made the panel tall
        box.addWidget(self.marker)
        box.addWidget(self.counts)
        box.addWidget(self.cards)
        self.hand = QLabel()  # the Region cards module: how many this seat holds
        self.hand.setObjectName("muted")
        self.hand.setFont(theme.font(9.5))
        self.hand.setVisible(False)
        box.addWidget(self.hand)
        stripe = QColor(info.colour)
        self.setStyleSheet(f"QFrame#playerPanel {{ border-left: 8px solid {stripe.name()}; }}")

    def retranslate(self) -> None:
        self.kind.setText(self._kind_text())

    def _kind_text(self) -> str:
        if self.info.is_human:
            return self.tr("Human")
        return level_name(self.info.kind)

    def update_from(self, ds: DisplayState, active: bool, marker: str = "") -> None:
        flag = "true" if active else "false"
        if self.property("active") != flag:
            self.setProperty("active", flag)
            self.style().unpolish(self)
            self.style().polish(self)
        self.counts.setText(self.tr("Reserve {r} · Board {b} · Palace {p}").format(
            r=ds.reserve[self.seat], b=ds.on_board(self.seat), p=ds.palace[self.seat])
            + university_points(ds, self.seat))
        held = [c for c, h in ds.holders.items() if h == self.seat]
        chips = " ".join(
            f'<span style="background:{CLASS_COLOURS.get(_cls(c), "#555")};color:#fbf6ea;">'
            f"&nbsp;{card_name(c)}&nbsp;</span>" for c in held)
        none = self.tr("No cards")
        self.cards.setText(chips or f'<span style="color:#7a6650;">{none}</span>')
        self.marker.setText(("▶ " if active else "") + marker)
        if self.seat < len(ds.hand_sizes):
            self.hand.setText(RegionCount().hand(ds.hand_sizes[self.seat]))
        self.hand.setVisible(self.seat < len(ds.hand_sizes))
        self.marker.setVisible(bool(marker))  # the active panel is lit; no line for "▶"


def _cls(card: str) -> str:
    from rattus_desktop.games.rattus.rules.data import all_cards

    return all_cards()[card].cls


class TokenStrip(QWidget):
    """The revealed tokens, face up, in rows (everybody may count what is left).

    Tokens shrink once there are many, so all 49 fit in a few rows.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faces: list[Face] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_faces(self, faces: list[Face]) -> None:
        if list(faces) != self.faces:
            self.faces = list(faces)
            self.setFixedHeight(self.heightForWidth(max(self.width(), 200)))
            self.update()

    def token_side(self) -> int:
        """Smaller tokens when there are many, so the strip never crowds the log."""
        for side in (30, 24, 19, 15):
            if -(-len(self.faces) // self._per_row_for(side, max(self.width(), 200))) <= 3:
                return side
        return 15

    @staticmethod
    def _per_row_for(side: int, width: int) -> int:
        return max(1, (width - 4) // (side + 4))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            face = self._face_at(cast(QHelpEvent, event).pos())
            if face is not None:
                QToolTip.showText(cast(QHelpEvent, event).globalPos(), face_tip(face), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def _face_at(self, pos: QPoint) -> Face | None:
        side = self.token_side()
        per_row = self._per_row(self.width())
        col, row = (pos.x() - 2) // (side + 4), (pos.y() - 2) // (side + 4)
        index = row * per_row + col
        return self.faces[index] if 0 <= col < per_row and 0 <= index < len(self.faces) \
            else None

    def _per_row(self, width: int) -> int:
        return self._per_row_for(self.token_side(), width)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API
        rows = -(-len(self.faces) // self._per_row(width))
        return rows * (self.token_side() + 4) + 4

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self.setFixedHeight(self.heightForWidth(self.width()))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = self.token_side()
        per_row = self._per_row(self.width())
        for i, face in enumerate(self.faces):
            x = 2 + (i % per_row) * (side + 4)
            y = 2 + (i // per_row) * (side + 4)
            paint_face(p, QRectF(x, y, side, side), face)
        p.end()


class SidePanel(QFrame):
    """Rats in the supply, the revealed tokens, and the game log (the Chronicle)."""

    entry_clicked = Signal(int)  # the position (actions applied) of a clicked line
    link_clicked = Signal(str)  # any other clicked line's link (e.g. "loss:3")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setMinimumWidth(270)
        self.supply = QLabel()
        self.supply.setObjectName("panelTitle")
        self.supply.setFont(theme.font(12, bold=True))
        self.revealed_title = QLabel()
        self.revealed_title.setObjectName("panelTitle")
        self.revealed_title.setFont(theme.font(11, bold=True))
        self.strip = TokenStrip()
        self.unseen = QLabel()
        self.unseen.setObjectName("muted")
        self.unseen.setWordWrap(True)
        self.unseen.setFont(theme.font(9.5))
        self.unseen.setToolTip(unseen_tip())
        self.log_title = log_title = QLabel(self.tr("Chronicle"))
        log_title.setObjectName("panelTitle")
        log_title.setFont(theme.font(12, bold=True))
        self.log = QTextBrowser()
        self.log.setObjectName("log")
        self.log.setFont(theme.font(10))
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.document().setMaximumBlockCount(LOG_LIMIT)
        self.log.document().setDocumentMargin(2)
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 10, 12, 10)
        box.addWidget(self.supply)
        box.addWidget(self.revealed_title)
        box.addWidget(self.strip)
        box.addWidget(self.unseen)
        box.addSpacing(6)
        box.addWidget(log_title)
        box.addWidget(self.log, 1)
        self.log.setOpenLinks(False)
        self.log.anchorClicked.connect(self._anchor_clicked)
        # the newest line stays in sight when the log shrinks or grows (e.g. more rows of
        # revealed tokens above it), unless the player scrolled up to read
        self._pinned = True
        bar = self.log.verticalScrollBar()
        bar.valueChanged.connect(lambda v: setattr(self, "_pinned", v >= bar.maximum()))
        bar.rangeChanged.connect(lambda _lo, hi: bar.setValue(hi) if self._pinned else None)
        self.lines: list[str] = []
        self._entries: list[tuple[str | Callable[[], str], str | None, bool, int | None,
                                  str | None]] = []

    def retranslate(self) -> None:
        self.log_title.setText(self.tr("Chronicle"))
        self.unseen.setToolTip(unseen_tip())
        self.log.clear()
        self.lines = []
        for source, colour, strong, position, link in self._entries:
            self._append(source() if callable(source) else source, colour, strong, position,
                         link)

    def update_from(self, ds: DisplayState) -> None:
        self.supply.setText(self.tr("Rats in the supply: {n}").format(n=ds.supply))
        self.revealed_title.setText(self.tr("Revealed tokens: {n}").format(n=len(ds.revealed)))
        self.strip.set_faces(ds.revealed)
        self.unseen.setText(unseen_line(ds.revealed))

    def add_log(self, text: str | Callable[[], str], colour: str | None = None,
                strong: bool = False, position: int | None = None,
                link: str | None = None) -> None:
        """A log line; a callable one is written again after a language switch. A line
        with a ``position`` (actions applied) can be clicked to see the board then; one
        with a ``link`` emits ``link_clicked(link)`` when clicked."""
        self._entries = self._entries[-LOG_LIMIT:] + [(text, colour, strong, position, link)]
        self._append(text() if callable(text) else text, colour, strong, position, link)

    def _append(self, text: str, colour: str | None = None, strong: bool = False,
                position: int | None = None, link: str | None = None) -> None:
        self.lines.append(text)
        body = html.escape(keep_names_whole(text))
        ink = (QColor(colour).darker(160).name() if colour else "#4a2f1a") if strong \
            else "#2a1b10"
        if strong:
            body = f"<b>{body}</b>"
        if link is not None:
            body = (f'<a href="{html.escape(link)}" '
                    f'style="color:#7a1f12;text-decoration:underline">{body}</a>')
        elif position is not None:
            body = (f'<a href="position:{position}" '
                    f'style="color:{ink};text-decoration:none">{body}</a>')
        elif strong:
            body = f'<span style="color:{ink}">{body}</span>'
        self.log.append(f'<p style="margin:3px 0">{body}</p>')
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _anchor_clicked(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("position:") and text[9:].isdigit():
            self.entry_clicked.emit(int(text[9:]))
        elif text:
            self.link_clicked.emit(text)

    def scroll_to_end(self) -> None:
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())

    def clear_log(self) -> None:
        self.lines = []
        self._entries = []
        self.log.clear()
