"""The layout builders put each part where the code says: in order, nested, stretched, with the
margins and spacing asked for (a panel built with them looks as one built line by line)."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLayout
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gmscreen.ui.boxes import STRETCH
from gmscreen.ui.boxes import Span
from gmscreen.ui.boxes import Stretch
from gmscreen.ui.boxes import aligned
from gmscreen.ui.boxes import column
from gmscreen.ui.boxes import grid
from gmscreen.ui.boxes import grow
from gmscreen.ui.boxes import row


def _items(box: QLayout) -> list[object]:
    """Each item of `box` in order: its widget, its layout, or "stretch" for empty room."""
    found: list[object] = []
    for index in range(box.count()):
        item = box.itemAt(index)
        assert item is not None
        found.append(item.widget() or item.layout() or ("stretch" if item.spacerItem() else None))
    return found


def test_a_column_lays_out_its_parent_top_to_bottom_in_order(qtbot: QtBot) -> None:
    panel = QWidget()
    qtbot.addWidget(panel)
    title, body = QLabel("Title"), QLabel("Body")
    layout = column(title, body, parent=panel)
    assert isinstance(layout, QVBoxLayout)
    assert panel.layout() is layout
    assert _items(layout) == [title, body]
    panel.resize(200, 200)
    panel.show()
    qtbot.waitExposed(panel)
    assert title.geometry().bottom() < body.geometry().top()


def test_a_row_nests_a_column_and_places_the_stretch_between(qtbot: QtBot) -> None:
    panel = QWidget()
    qtbot.addWidget(panel)
    left, right = QPushButton("Add"), QPushButton("Remove")
    inner = column(QLabel("a"), QLabel("b"))
    layout = row(left, STRETCH, inner, right, parent=panel, margins=0)
    assert isinstance(layout, QHBoxLayout)
    assert _items(layout) == [left, "stretch", inner, right]
    assert inner.parent() is layout
    panel.resize(600, 100)
    panel.show()
    qtbot.waitExposed(panel)
    assert left.geometry().left() == 0  # the stretch pushed the rest to the far end
    assert right.geometry().right() == panel.width() - 1
    assert right.geometry().left() - left.geometry().right() > 300


def test_stretch_factors_and_growing_parts_weigh_as_asked(qtbot: QtBot) -> None:
    first, second, third = QLabel("1"), QLabel("2"), QLabel("3")
    inner = row(QLabel("in"))
    layout = column(grow(first), grow(second, 2), third, Stretch(3), grow(inner))
    assert [layout.stretch(index) for index in range(layout.count())] == [1, 2, 0, 3, 1]
    assert _items(layout) == [first, second, third, "stretch", inner]


def test_an_aligned_widget_keeps_its_own_height_at_the_top(qtbot: QtBot) -> None:
    panel = QWidget()
    qtbot.addWidget(panel)
    chip, text = QLabel("chip"), QPushButton("tall")
    text.setMinimumHeight(120)
    layout = row(aligned(chip, Qt.AlignmentFlag.AlignTop), grow(text), parent=panel, margins=0)
    item = layout.itemAt(0)
    assert item is not None
    assert item.alignment() == Qt.AlignmentFlag.AlignTop
    assert layout.stretch(0) == 0
    panel.show()
    qtbot.waitExposed(panel)
    assert chip.geometry().top() == 0
    assert chip.height() < text.height()


def test_margins_and_spacing_are_as_asked_or_qt_s_own(qtbot: QtBot) -> None:
    flush = column(margins=0, spacing=2)
    assert flush.contentsMargins().left() == 0
    assert flush.contentsMargins().bottom() == 0
    assert flush.spacing() == 2
    sides = row(margins=(9, 0, 9, 4))
    margins = sides.contentsMargins()
    assert (margins.left(), margins.top(), margins.right(), margins.bottom()) == (9, 0, 9, 4)
    panel = QWidget()
    qtbot.addWidget(panel)
    styled = column(parent=panel)
    assert styled.contentsMargins() == QVBoxLayout(QWidget()).contentsMargins()
    assert styled.contentsMargins().left() > 0  # a panel's own box keeps the style's margins


def test_a_grid_places_cells_by_row_and_spans_wide_cells(qtbot: QtBot) -> None:
    panel = QWidget()
    qtbot.addWidget(panel)
    name, wide, a, b, c = (QLabel(text) for text in ("Name", "wide", "a", "b", "c"))
    buttons = row(QPushButton("OK"))
    layout = grid([[name, Span(wide, 2)], [a, None, b], [Span(buttons, 3)], [c]], parent=panel)
    assert isinstance(layout, QGridLayout)
    assert panel.layout() is layout

    def cell(part: QWidget | QBoxLayout) -> tuple[int, ...]:
        position = layout.getItemPosition(layout.indexOf(part))  # row, column, rows, columns
        assert isinstance(position, tuple)
        return position

    assert cell(name) == (0, 0, 1, 1)
    assert cell(wide) == (0, 1, 1, 2)
    assert cell(a) == (1, 0, 1, 1)
    assert cell(b) == (1, 2, 1, 1)  # the empty cell before it kept its column
    assert cell(buttons) == (2, 0, 1, 3)
    assert cell(c) == (3, 0, 1, 1)
    assert layout.rowCount() == 4
    assert layout.columnCount() == 3
