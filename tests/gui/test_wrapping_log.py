"""The log's lines are exactly as tall as the item view draws them: never a line short
(cut off) and never a line too many (a blank gap under a line that just fits)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QListWidgetItem, QStyleOptionViewItem

from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.wrapping_log import WrappingLog

pytestmark = pytest.mark.gui
LINES = ["克萊歐的長劍：柏特必須交出 2 張牌。", "安妮在資產階級影響力軌上前進 3 格。",
         "柏特在巫師影響力軌上前進 5 格。", "Cecily's Sword: Bertrand must give 2 cards.",
         "克萊歐是最後一輪的優先者：再前進 1 格。", "本輪結束。"]


@pytest.mark.parametrize("width", list(range(200, 262, 3)))
def test_each_line_is_as_tall_as_the_view_draws_it(qtbot, width):
    log = WrappingLog()
    qtbot.addWidget(log)
    log.setFont(theme.font(11))
    log.resize(width, 400)
    log.show()
    for text in LINES:
        item = QListWidgetItem(text)
        log.addItem(item)
        log.fit(item)
    one = QListWidgetItem("x")
    log.addItem(one)
    log.fit(one)
    qtbot.wait(10)  # laid out: the items have their visual rectangles
    spacing = log.fontMetrics().lineSpacing()
    for row in range(log.count() - 1):
        item = log.item(row)
        ours = 1 + round((item.sizeHint().height() - one.sizeHint().height()) / spacing)
        drawn = 1 + round((drawn_height(log, item) - drawn_height(log, one)) / spacing)
        assert ours == drawn, (width, item.text(), ours, drawn)


def drawn_height(log: WrappingLog, item: QListWidgetItem) -> int:
    """The height the list's own delegate gives the item at its width (how it draws)."""
    option = QStyleOptionViewItem()
    option.initFrom(log.viewport())
    option.rect.setWidth(log.visualItemRect(item).width())  # where the view draws it
    option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
    option.font = log.font()
    index: QModelIndex = log.indexFromItem(item)
    return log.itemDelegate().sizeHint(option, index).height()
