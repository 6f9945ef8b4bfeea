"""The look: parchment and dark wood, player colours and shapes, fonts, style sheet."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont

from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts

# Okabe–Ito colours: distinguishable with the common colour-vision deficiencies;
# each seat also gets its own piece shape, so colour is never the only cue.
PLAYER_COLOURS: tuple[str, ...] = (
    "#d55e00", "#0072b2", "#f0e442", "#cc79a7", "#009e73", "#f4efe4",
)
SHAPES: tuple[str, ...] = ("round", "square", "triangle", "diamond", "star", "classic")

INK = QColor("#2a1b10")
INK_SOFT = QColor("#5a4330")
PARCHMENT = QColor("#efe2c4")
PARCHMENT_DARK = QColor("#d9c59b")
WOOD = QColor("#2a1c13")
WOOD_LIGHT = QColor("#4a3221")
GOLD = QColor("#d4a94a")
DEEP_RED = QColor("#9b1c1c")
LEGAL_GLOW = QColor("#f6d365")
ILLEGAL = QColor("#c0392b")
SEA = QColor("#7d98a1")

# Traditional Chinese fonts (Linux Noto CJK, Windows, macOS): Han characters come from
# one of these rather than a Japanese or Simplified Chinese fallback.
CJK_SERIF = ["Noto Serif CJK TC", "Source Han Serif TC", "PMingLiU", "Songti TC"]
CJK_SANS = ["Noto Sans CJK TC", "Source Han Sans TC", "Microsoft JhengHei", "PingFang TC",
            "Heiti TC"]
SERIF = ["Palatino Linotype", "Book Antiqua", "P052", "URW Palladio L", "Palatino",
         "Georgia", "C059", *CJK_SERIF, *CJK_SANS, "Noto Serif CJK SC", "serif"]
SANS = ["Segoe UI", "Noto Sans", "DejaVu Sans", *CJK_SANS, "sans-serif"]


_COLOUR_NAME = IdTexts("Colour", {
    "#d55e00": QT_TRANSLATE_NOOP("Colour", "Vermilion"),
    "#0072b2": QT_TRANSLATE_NOOP("Colour", "Blue"),
    "#f0e442": QT_TRANSLATE_NOOP("Colour", "Yellow"),
    "#cc79a7": QT_TRANSLATE_NOOP("Colour", "Purple"),
    "#009e73": QT_TRANSLATE_NOOP("Colour", "Green"),
    "#f4efe4": QT_TRANSLATE_NOOP("Colour", "White"),
})


def colour_name(colour: str) -> str:
    return _COLOUR_NAME(colour.lower(), colour)


def shape_for(seat: int) -> str:
    return SHAPES[seat % len(SHAPES)]


def font(size: float, bold: bool = False, serif: bool = True) -> QFont:
    f = QFont()
    f.setFamilies(SERIF if serif else SANS)
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


def pixel_font(px: int, bold: bool = False, serif: bool = True) -> QFont:
    """A font sized in scene units (for text drawn on the board)."""
    f = QFont()
    f.setFamilies(SERIF if serif else SANS)
    f.setPixelSize(px)
    f.setBold(bold)
    return f


def contrast_ink(colour: QColor) -> QColor:
    """Black or white, whichever reads better on ``colour``."""
    lum = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF()
    return QColor("#1b120b") if lum > 0.55 else QColor("#fbf6ea")


STYLE = """
QMainWindow, QWidget#central { background: #2a1c13; }
QScrollArea#playersScroll, QWidget#playersColumn { background: transparent; }
QWidget { color: #2a1b10; }
QFrame#panel, QFrame#playerPanel, QFrame#statusBar {
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f3e8cf, stop:1 #e3d1aa);
    border: 2px solid #6b4a2b; border-radius: 10px;
}
QFrame#playerPanel[active="true"] { border: 3px solid #d4a94a; background: #f8eed6; }
QLabel#panelTitle { color: #4a2f1a; font-weight: bold; }
QLabel#muted { color: #6b5640; }
QLabel#status { color: #2a1b10; }
QLabel#hint { color: #8a2a12; }
QLabel#notice { color: #3d5a2a; }
QTextBrowser#log { background: transparent; border: none; color: #2a1b10; }
QPushButton {
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #7a4f2c, stop:1 #5a3820);
    color: #fbf1da; border: 1px solid #3a2414; border-radius: 7px; padding: 6px 16px;
}
QPushButton:hover { background: #8a5c35; }
QPushButton:pressed { background: #4a2d18; }
QPushButton:disabled { background: #9b8a76; color: #e8dcc4; }
QPushButton#primary {
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #b0322a, stop:1 #7d1d18);
}
QMenuBar { background: #21160f; color: #ead9b5; }
QMenuBar::item:selected { background: #4a3221; }
QMenu { background: #f3e8cf; color: #2a1b10; border: 1px solid #6b4a2b; }
QMenu::item:selected { background: #d9c59b; }
QDialog, QFrame#overlayCard {
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f5ebd3, stop:1 #e6d3ab);
}
QFrame#overlayCard { border: 3px solid #6b4a2b; border-radius: 16px; }
QLineEdit, QComboBox, QSpinBox {
    background: #fbf5e6; border: 1px solid #8a6a48; border-radius: 5px; padding: 3px 6px;
}
QScrollBar:vertical { background: transparent; width: 10px; margin: 2px; }
QScrollBar::handle:vertical { background: #b89c70; border-radius: 4px; min-height: 24px; }
QScrollBar::add-line, QScrollBar::sub-line { height: 0; width: 0; }
QScrollBar::add-page, QScrollBar::sub-page { background: transparent; }
QListWidget { background: #fbf5e6; border: 1px solid #8a6a48; border-radius: 5px; }
QListWidget::item { padding: 3px 4px; }
QListWidget::item:selected { background: #d9c59b; color: #2a1b10; }
QToolTip { background: #f8eed6; color: #2a1b10; border: 1px solid #6b4a2b; }
"""
