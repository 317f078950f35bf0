"""The dialog that edits the campaign's attribute and skill names (renamed on every sheet)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QListWidgetItem
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from gmscreen.model.commands import CommandError
from gmscreen.model.rfi.characters import ChangeSheetNames
from gmscreen.model.rfi.characters import NameEdit
from gmscreen.ui import boxes
from gmscreen.ui.dialogs.validated import ValidatedDialog

OLD_NAME_ROLE = Qt.ItemDataRole.UserRole + 1  # the name a sheet holds now; None for a new name


class NameList(QGroupBox):
    """One list of names: double-click to rename, add, remove, move up or down."""

    def __init__(self, title: str, names: tuple[str, ...], new_name: str) -> None:
        super().__init__(title)
        self._new_name = new_name
        self.list = QListWidget()
        self.list.setDragDropMode(QListWidget.DragDropMode.InternalMove)
        for name in names:
            self._append(name, name)
        buttons = QHBoxLayout()
        for label, tip, slot in (
            (self.tr("Add"), self.tr("Add a name (every sheet gets the lowest rating)"), self.add),
            (
                self.tr("Remove"),
                self.tr("Remove the name and its rating from every sheet"),
                self.remove_selected,
            ),
            ("↑", self.tr("Move up"), lambda: self._move(-1)),
            ("↓", self.tr("Move down"), lambda: self._move(1)),
        ):
            button = QPushButton(label)
            button.setToolTip(tip)
            if label in ("↑", "↓"):
                button.setMaximumWidth(button.fontMetrics().horizontalAdvance("↑") + 24)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        boxes.column(self.list, buttons, parent=self)

    def _append(self, old: str | None, text: str) -> QListWidgetItem:
        item = QListWidgetItem(text)
        item.setData(OLD_NAME_ROLE, old)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
        self.list.addItem(item)
        return item

    def add(self) -> None:
        """Add a new name and start editing it."""
        item = self._append(None, self._new_name)
        self.list.setCurrentItem(item)
        self.list.editItem(item)

    def remove_selected(self) -> None:
        """Remove the selected name."""
        row = self.list.currentRow()
        if row >= 0:
            self.list.takeItem(row)

    def _move(self, by: int) -> None:
        row = self.list.currentRow()
        if row < 0 or not 0 <= row + by < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(row + by, item)
        self.list.setCurrentItem(item)

    def edits(self) -> list[NameEdit]:
        """Every name in order, with the name it had before (None for a new one)."""
        result: list[NameEdit] = []
        for row in range(self.list.count()):
            item = self.list.item(row)
            old = item.data(OLD_NAME_ROLE)
            result.append((None if old is None else str(old), item.text()))
        return result


class SheetNamesDialog(ValidatedDialog):
    """Rename, add and remove the campaign's attributes and skills; `command()` applies it."""

    def __init__(
        self, attributes: tuple[str, ...], skills: tuple[str, ...], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Attribute and skill names"))
        self.attributes = NameList(self.tr("Attributes"), attributes, self.tr("New attribute"))
        self.skills = NameList(self.tr("Skills"), skills, self.tr("New skill"))
        hint = QLabel(
            self.tr(
                "Double-click a name to rename it. Every character sheet follows: a renamed "
                "rating keeps its value; a removed one is gone from every sheet (Undo brings "
                "it back)."
            )
        )
        hint.setWordWrap(True)
        self.form.addRow(hint)
        self.form.addRow(boxes.row(self.attributes, self.skills))
        self.setMinimumWidth(460)
        for names in (self.attributes, self.skills):
            model = names.list.model()
            for signal in (model.dataChanged, model.rowsInserted, model.rowsRemoved):
                signal.connect(self._field_edited)
        self.revalidate()

    def problem(self) -> str | None:
        """Why the names cannot be applied (two alike, an empty one), as a sentence."""
        try:
            self.command()
        except CommandError as error:
            message = str(error)
            return message[:1].upper() + message[1:] + "."
        return None

    def command(self) -> ChangeSheetNames:
        """The undoable action that makes the campaign and every sheet use these names."""
        return ChangeSheetNames(
            attributes=self.attributes.edits(),
            skills=self.skills.edits(),
            name="edit attribute and skill names",  # stored in English: undo_names words it
        )
