"""A sheet's skills: a table of ratings, and an editor for the selected skill.

Each finished edit (a name typed, a rank set, a box ticked) is emitted as the whole new skill;
the sheet form turns it into one undoable command and everything redraws from the campaign.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QWidget

from gmscreen.model.renaissance.sheet import APTITUDES
from gmscreen.model.renaissance.sheet import SCORE_MAX
from gmscreen.model.renaissance.sheet import RenaissanceSheet
from gmscreen.model.renaissance.sheet import SheetError
from gmscreen.model.renaissance.sheet import SkillEntry
from gmscreen.ui import boxes
from gmscreen.ui.flow_layout import FlowLayout
from gmscreen.ui.inline_messages import error_label
from gmscreen.ui.inline_messages import show_error
from gmscreen.ui.inline_messages import stacked
from gmscreen.ui.panels.sheet_fields import CheckedSpinBox
from gmscreen.ui.renaissance.terms import term
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

COLUMNS = (
    QT_TRANSLATE_NOOP("SkillsEditor", "Skill"),
    QT_TRANSLATE_NOOP("SkillsEditor", "Apt."),
    QT_TRANSLATE_NOOP("SkillsEditor", "Ranks"),
    QT_TRANSLATE_NOOP("SkillsEditor", "TN"),
)


class SkillsEditor(QWidget):
    """The skills table and the selected skill's fields.

    Signals: `edited(old name, SkillEntry)`, `added()`, `removed(name)`.
    """

    edited = Signal(str, object)
    added = Signal()
    removed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet: RenaissanceSheet | None = None
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("skillsTable")
        self.table.setAccessibleName(self.tr("Skills"))
        self.table.setHorizontalHeaderLabels([self.tr(c) for c in COLUMNS])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setMinimumHeight(self.table.fontMetrics().height() * 7)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(COLUMNS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.currentCellChanged.connect(lambda *_: self._show_selected())
        self.add_button = QPushButton(self.tr("Add skill"))
        self.add_button.clicked.connect(self.added.emit)
        self.remove_button = QPushButton(self.tr("Remove skill"))
        self.remove_button.clicked.connect(self._remove)
        self.name = QLineEdit()
        self.name.editingFinished.connect(self._commit)
        self.aptitude = QComboBox()
        for aptitude in APTITUDES:
            self.aptitude.addItem(term(aptitude), aptitude)
        self.aptitude.setToolTip(self.tr("The linked aptitude: rating = aptitude + ranks"))
        self.aptitude.activated.connect(lambda *_: self._commit())
        self.ranks = CheckedSpinBox(0, SCORE_MAX * 10)  # the sheet refuses past 99
        self.ranks.committed.connect(lambda *_: self._commit())
        self.specialization = QLineEdit()
        self.specialization.setPlaceholderText(self.tr("specialization, e.g. Tracking"))
        self.specialization.editingFinished.connect(self._commit)
        self.proficiency_skill = QCheckBox(self.tr("Proficiency skill"))
        self.proficiency_skill.setToolTip(
            self.tr("Used through proficiencies: −20 without a fitting one")
        )
        self.proficiency_skill.clicked.connect(lambda *_: self._commit())
        self.proficiencies = QLineEdit()
        self.proficiencies.setPlaceholderText(self.tr("e.g. Swords, Knives"))
        self.proficiencies.editingFinished.connect(self._commit)
        self.error = error_label()
        link = QWidget()
        boxes.row(boxes.grow(self.aptitude), boxes.grow(self.ranks), parent=link, margins=0)
        self.fields = QWidget()
        form = QFormLayout(self.fields)
        form.setContentsMargins(0, 0, 0, 0)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Linked, ranks"), stacked(link, self.ranks.error))
        form.addRow(self.tr("Specialty"), self.specialization)
        form.addRow("", self.proficiency_skill)
        form.addRow(self.tr("Proficiencies"), self.proficiencies)
        buttons = FlowLayout()  # German's longer words put Remove below Add in a narrow dock
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        boxes.column(self.table, buttons, self.fields, self.error, parent=self, margins=0)

    def show_sheet(self, sheet: RenaissanceSheet | None, *, select: str | None = None) -> None:
        """Show a sheet's skills, keeping the selected one (or selecting `select`)."""
        keep = select or self.selected_name()
        self.sheet = sheet
        skills = sheet.skills if sheet is not None else ()
        self.table.blockSignals(True)
        self.table.setRowCount(len(skills))
        for row, skill in enumerate(skills):
            name = skill.name + (f" [{skill.specialization}]" if skill.specialization else "")
            rating = sheet.rating(skill) if sheet is not None else 0
            cells = (name, skill.aptitude.value, str(skill.ranks), str(rating))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, skill.name)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if skill.proficiencies:
                    item.setToolTip(self.tr("Proficiencies: %s") % ", ".join(skill.proficiencies))
                self.table.setItem(row, column, item)
        names = [s.name for s in skills]
        row = names.index(keep) if keep in names else (0 if names else -1)
        self.table.setCurrentCell(row, 0)
        self.table.blockSignals(False)
        self._show_selected()

    def selected_name(self) -> str | None:
        """The name of the selected skill."""
        item = self.table.item(self.table.currentRow(), 0)
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def selected(self) -> SkillEntry | None:
        """The selected skill as the sheet holds it."""
        name = self.selected_name()
        return self.sheet.skill(name) if self.sheet is not None and name else None

    def _show_selected(self) -> None:
        skill = self.selected()
        self.fields.setEnabled(skill is not None)
        self.remove_button.setEnabled(skill is not None)
        show_error(self.error, "")
        if skill is None:
            return
        self.name.setText(skill.name)
        self.aptitude.setCurrentIndex(self.aptitude.findData(skill.aptitude))
        self.ranks.show_saved(skill.ranks)
        self.ranks.clear_error()
        self.specialization.setText(skill.specialization)
        self.proficiency_skill.setChecked(skill.proficiency_skill)
        self.proficiencies.setText(", ".join(skill.proficiencies))
        self.proficiencies.setEnabled(skill.proficiency_skill)

    def _commit(self) -> None:
        old = self.selected()
        if old is None:
            return
        proficient = self.proficiency_skill.isChecked()
        try:
            new = SkillEntry(
                name=self.name.text().strip(),
                aptitude=self.aptitude.currentData(),
                ranks=self.ranks.value(),
                specialization=self.specialization.text().strip(),
                proficiency_skill=proficient,
                proficiencies=tuple(
                    p.strip() for p in self.proficiencies.text().split(",") if p.strip()
                )
                if proficient
                else (),
            )
        except SheetError as error:
            self.refuse(str(error))
            return
        if new != old:
            self.edited.emit(old.name, new)

    def refuse(self, message: str) -> None:
        """Say why an edit was refused and show the skill as the sheet still holds it."""
        self._show_selected()
        show_error(self.error, message)

    def _remove(self) -> None:
        name = self.selected_name()
        if name is not None:
            self.removed.emit(name)
