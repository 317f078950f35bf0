"""Box and grid layouts said in one expression: what stands in them, in order.

`column(title, grow(table), buttons, parent=self, margins=0)` says what
`QVBoxLayout(self)`, `setContentsMargins(0, 0, 0, 0)` and three `add…` calls say line by line.
Layouts whose adds depend on logic (a part only in some cases, a spacing between two parts) are
built the Qt way; these builders are for a straight run of parts.

Callers import the module and write `boxes.row(…)`: `row` and `column` are the usual names of
loop variables in table code, and a bare import would be shadowed by them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final
from typing import TypeAlias
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLayout
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget


@dataclass(frozen=True)
class Stretch:
    """Empty room that takes the slack, `factor` shares of it against the other stretches."""

    factor: int = 1


STRETCH: Final = Stretch()
"""The usual stretch: one share of the slack (pushes what follows it to the far end)."""


_FILLS_SLOT: Final = Qt.AlignmentFlag(0)  # Qt's "no alignment": the part takes its whole slot


@dataclass(frozen=True)
class Placed:
    """A widget or layout taking `factor` shares of the slack (a box's stretch factor), a
    widget held to `alignment` within its slot (none: it fills the slot)."""

    part: QWidget | QLayout
    factor: int = 0
    alignment: Qt.AlignmentFlag = _FILLS_SLOT


@dataclass(frozen=True)
class Span:
    """A grid cell `columns` wide."""

    part: QWidget | QLayout
    columns: int


Part: TypeAlias = QWidget | QLayout | Stretch | Placed
"""What a row or column holds: a widget, a nested layout, a stretch, or a placed part."""

Cell: TypeAlias = QWidget | QLayout | Span | None
"""What a grid row holds: a widget, a layout, a wide cell, or nothing (an empty cell)."""

Margins: TypeAlias = int | tuple[int, int, int, int]
"""All four margins alike, or left, top, right, bottom."""

_Box = TypeVar("_Box", bound=QBoxLayout)
_Layout = TypeVar("_Layout", bound=QLayout)


def grow(part: QWidget | QLayout, factor: int = 1) -> Placed:
    """`part` taking `factor` shares of the slack, e.g. `row(label, grow(field), button)`."""
    return Placed(part, factor)


def aligned(widget: QWidget, alignment: Qt.AlignmentFlag) -> Placed:
    """`widget` at its own size, held to `alignment` in its slot (e.g. a chip at the top)."""
    return Placed(widget, alignment=alignment)


def column(
    *parts: Part,
    parent: QWidget | None = None,
    margins: Margins | None = None,
    spacing: int | None = None,
) -> QVBoxLayout:
    """A top-to-bottom box holding `parts` in order.

    Args:
        parts: Widgets, layouts, stretches and placed parts (`grow`, `aligned`), top first.
        parent: The widget the box lays out, if any (else it is nested by its caller).
        margins: Contents margins; None keeps Qt's (the style's for a widget's own box, none
            for a nested one).
        spacing: Room between parts; None keeps Qt's (the style's, or the parent box's).
    """
    return _installed(_filled(QVBoxLayout(), parts, margins, spacing), parent)


def row(
    *parts: Part,
    parent: QWidget | None = None,
    margins: Margins | None = None,
    spacing: int | None = None,
) -> QHBoxLayout:
    """A left-to-right box holding `parts` in order; the arguments are `column`'s."""
    return _installed(_filled(QHBoxLayout(), parts, margins, spacing), parent)


def grid(
    rows: Sequence[Sequence[Cell]],
    *,
    parent: QWidget | None = None,
    margins: Margins | None = None,
    spacing: int | None = None,
) -> QGridLayout:
    """A grid holding `rows`, each a row's cells left to right; a `Span` takes several columns.

    Args:
        rows: The grid's rows, top first; a row may end early (its last columns stay empty).
        parent: The widget the grid lays out, if any.
        margins: Contents margins; None keeps Qt's.
        spacing: Room between cells both ways; None keeps Qt's.
    """
    layout = QGridLayout()
    _set_room(layout, margins, spacing)
    for row_index, cells in enumerate(rows):
        column_index = 0
        for cell in cells:
            part, columns = (cell.part, cell.columns) if isinstance(cell, Span) else (cell, 1)
            if isinstance(part, QWidget):
                layout.addWidget(part, row_index, column_index, 1, columns)
            elif isinstance(part, QLayout):
                layout.addLayout(part, row_index, column_index, 1, columns)
            column_index += columns
    return _installed(layout, parent)


def _filled(box: _Box, parts: Sequence[Part], margins: Margins | None, spacing: int | None) -> _Box:
    _set_room(box, margins, spacing)
    for part in parts:
        if isinstance(part, Stretch):
            box.addStretch(part.factor)
            continue
        placed = part if isinstance(part, Placed) else Placed(part)
        if isinstance(placed.part, QWidget):
            box.addWidget(placed.part, placed.factor, placed.alignment)
        else:
            box.addLayout(placed.part, placed.factor)
    return box


def _installed(layout: _Layout, parent: QWidget | None) -> _Layout:
    if parent is not None:
        parent.setLayout(layout)
    return layout


def _set_room(layout: QLayout, margins: Margins | None, spacing: int | None) -> None:
    if isinstance(margins, int):
        layout.setContentsMargins(margins, margins, margins, margins)
    elif margins is not None:
        layout.setContentsMargins(*margins)
    if spacing is not None:
        layout.setSpacing(spacing)
