"""RFI sheet fields: injuries (tick when treated) and the traits a character owns."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QListWidgetItem
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import RecordChange
from gmscreen.model.state import Trait
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.injuries import Injury
from gmscreen.rules.rfi.injuries import InjuryKind
from gmscreen.ui import boxes
from gmscreen.ui.inline_messages import error_label
from gmscreen.ui.inline_messages import show_error
from gmscreen.ui.panels.sheet_fields import ListEditor
from gmscreen.ui.rfi.trait_board_model import trait_label
from gmscreen.ui.rfi.trait_dialog import category_title


class InjuriesEditor(ListEditor):
    """The injuries on a sheet: tick one treated, add one, remove the selected."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list.setToolTip(self.tr("Tick an injury once it has been treated"))
        self.list.itemChanged.connect(self._item_toggled)
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. Burned hand"))
        self.severity = QSpinBox()
        self.severity.setRange(0, 9)
        self.severity.setValue(1)
        self.severity.setPrefix(self.tr("severity "))
        self.severity.setAccessibleName(self.tr("Severity of the new injury"))
        self.name.setAccessibleName(self.tr("Name of the new injury"))
        self.kind = QComboBox()
        self.kind.addItem(self.tr("stun"), InjuryKind.STUN)
        self.kind.addItem(self.tr("deadly"), InjuryKind.DEADLY)
        self.error = error_label()
        entry = boxes.grid(
            [
                [boxes.Span(self.name, 2), self.severity],
                [self.kind, self.add_button, self.remove_button],
            ]
        )
        entry.setColumnStretch(0, 1)
        self.body.addLayout(entry)
        self.body.addWidget(self.error)

    def show_injuries(self, injuries: list[Injury]) -> None:
        """Show the injuries the sheet holds; a treated one is ticked."""
        items = []
        for injury in injuries:
            item = QListWidgetItem(
                self.tr("%s — severity %d, %s")
                % (injury.name, injury.severity, self.tr(injury.kind.value))
            )
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = Qt.CheckState.Checked if injury.treated else Qt.CheckState.Unchecked
            item.setCheckState(checked)
            items.append(item)
        self._show_items(injuries, items)

    def add_entry(self) -> None:
        """Add the injury described by the entry fields, or say why it cannot be."""
        name = self.name.text().strip()
        if not name:
            show_error(self.error, self.tr("An injury needs a name (what caused it)."))
            return
        try:
            injury = Injury(name, self.severity.value(), InjuryKind(self.kind.currentData()))
        except RulesError as error:
            show_error(self.error, str(error))
            self.severity.setValue(1)
            return
        show_error(self.error, "")
        self.name.clear()
        self.severity.setValue(1)
        self.edited.emit([*self._entries, injury])

    def _item_toggled(self, item: QListWidgetItem) -> None:
        row = self.list.row(item)
        if 0 <= row < len(self._entries):
            treated = item.checkState() == Qt.CheckState.Checked
            old = self._entries[row]
            if treated != old.treated:
                self._replace(row, Injury(old.name, old.severity, old.kind, treated))


class TraitList(QListWidget):
    """The traits a character owns, read-only, coloured by polarity."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMaximumHeight(self.fontMetrics().height() * 5 + 8)
        self.setToolTip(
            self.tr("Drag a trait from the trait board onto a character to give it to them")
        )
        self._ids: list[int] = []  # the shown traits' ids, in row (id) order

    def show_traits(self, traits: list[Trait]) -> None:
        """Show these traits (in id order)."""
        self.clear()
        self._ids = [trait.id for trait in traits]
        for trait in traits:
            self.addItem(self._filled(QListWidgetItem(), trait))

    def show_changes(self, owner_id: int, changes: Sequence[RecordChange]) -> None:
        """Show what these trait changes did to the traits `owner_id` owns: a row added,
        redrawn or taken away for each, the other rows left as they are."""
        for change in changes:
            after = change.after
            mine = after if isinstance(after, Trait) and after.owner_id == owner_id else None
            row = bisect_left(self._ids, change.id)
            shown = row < len(self._ids) and self._ids[row] == change.id
            if mine is not None and shown:
                self._filled(self.item(row), mine)
            elif mine is not None:
                self._ids.insert(row, change.id)
                self.insertItem(row, self._filled(QListWidgetItem(), mine))
            elif shown:
                del self._ids[row]
                self.takeItem(row)

    @staticmethod
    def _filled(item: QListWidgetItem, trait: Trait) -> QListWidgetItem:
        item.setText(trait_label(trait))
        item.setToolTip(f"{category_title(trait.category)}: {trait.effect}")
        if trait.polarity is not None:
            colour = "#2e7d32" if trait.polarity == "positive" else "#c62828"
            item.setForeground(QBrush(QColor(colour)))
        else:
            item.setData(Qt.ItemDataRole.ForegroundRole, None)
        return item
