"""The sheet of one Firelock character: name, player, the five abilities and free-named skills.

Every finished edit is one undoable command; a rating or name the rules refuse is explained in
red under its field, and the field shows the saved value again.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QCompleter
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QWidget

from gmscreen.model.commands import Command
from gmscreen.model.firelock import EditFirelockSheet
from gmscreen.model.firelock import RenameFirelockCharacter
from gmscreen.model.firelock import campaign_defaults
from gmscreen.model.firelock import character_sheet
from gmscreen.model.firelock import repaired_sheet
from gmscreen.model.firelock.characters import SheetChange
from gmscreen.model.firelock.sheet import with_rating
from gmscreen.model.firelock.sheet import with_skill
from gmscreen.model.firelock.sheet import with_skill_renamed
from gmscreen.model.firelock.sheet import without_skill
from gmscreen.model.state import Character
from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock import CharacterSheet
from gmscreen.ui import boxes
from gmscreen.ui.inline_messages import error_label
from gmscreen.ui.inline_messages import show_error
from gmscreen.ui.inline_messages import stacked
from gmscreen.ui.panels.sheet_fields import CheckedSpinBox
from gmscreen.ui.panels.sheet_fields import RatingsBox
from gmscreen.ui.panels.sheet_scaffold import SheetFormScaffold
from gmscreen.ui.refusals import refusal_text
from gmscreen.ui.shell.undo import SessionBridge

# Wider than any sensible rating range, so that the rules, not the box, refuse a value.
ENTRY_RANGE = (-20, 99)


class FirelockSheetForm(SheetFormScaffold):
    """Shows the sheet of `character_id` as the campaign holds it, and edits it by command."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(bridge, parent)
        self.name_error = self.error
        self.damaged = error_label()
        self.identity = QFormLayout()
        self.identity.addRow(self.tr("Name"), stacked(self.name, self.name_error))
        self.identity.addRow(self.tr("Player"), self.player)
        self.abilities_box = RatingsBox(self.tr("Abilities"), *ENTRY_RANGE)
        self.abilities_box.committed.connect(self._commit_rating)
        self.skills_box = QGroupBox(self.tr("Skills"))
        self._skill_grid = QGridLayout()
        self._skill_grid.setColumnStretch(0, 1)
        self.skill_fields: dict[str, CheckedSpinBox] = {}
        self.skill_names: dict[str, QLineEdit] = {}
        self.new_skill = QLineEdit()
        self.new_skill.setPlaceholderText(self.tr("New skill, e.g. Melee"))
        self.new_skill.returnPressed.connect(self.add_skill)
        self.new_rating = QSpinBox()
        self.new_rating.setRange(*ENTRY_RANGE)
        self.new_rating.setValue(1)
        self.add_button = QPushButton(self.tr("Add"))
        self.add_button.clicked.connect(self.add_skill)
        self.skill_error = error_label()
        self.skill_error.setObjectName("skillError")
        new_row = boxes.row(boxes.grow(self.new_skill), self.new_rating, self.add_button)
        boxes.column(self._skill_grid, new_row, self.skill_error, parent=self.skills_box)
        self.lay_out(self.identity, self.damaged, self.abilities_box, self.skills_box)
        self._shown: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())

    @property
    def ability_fields(self) -> dict[str, CheckedSpinBox]:
        """The ability boxes by name."""
        return self.abilities_box.fields

    def forget_refusals(self) -> None:
        """Hide the refusals of the character shown before."""
        super().forget_refusals()
        for field in [*self.ability_fields.values(), *self.skill_fields.values()]:
            field.clear_error()
        show_error(self.skill_error, "")

    def refresh(self) -> None:
        """Show the sheet as the campaign holds it now."""
        state = self._bridge.state
        character = self._current()
        self.setEnabled(character is not None)
        if character is None:
            return
        defaults = campaign_defaults(state)
        try:
            character_sheet(state, character)
            show_error(self.damaged, "")
        except RulesError as error:
            show_error(self.damaged, self.tr("%s — the next edit repairs the sheet.") % error)
        sheet = repaired_sheet(state, character)
        low, high = defaults.rating_min, defaults.rating_max
        self.abilities_box.setTitle(self.tr("Abilities (%d–%d)") % (low, high))
        self.skills_box.setTitle(self.tr("Skills (%d–%d, any name)") % (low, high))
        self.name.setText(character.name)
        self.player.setText(character.player)
        self.identity.setRowVisible(self.player, character.kind == "pc")
        names = (tuple(n for n, _ in sheet.abilities), tuple(n for n, _ in sheet.skills))
        if names[0] != self._shown[0]:
            self.abilities_box.set_names(names[0])
        if names[1] != self._shown[1]:
            self._build_skill_rows(names[1])
        self._shown = names
        for name, rating in sheet.abilities:
            self.ability_fields[name].show_saved(rating)
        for name, rating in sheet.skills:
            self.skill_fields[name].show_saved(rating)
            self.skill_names[name].setText(name)
        completer = QCompleter([s for s in defaults.suggested_skills if not sheet.has(s)], self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.new_skill.setCompleter(completer)

    def _build_skill_rows(self, names: tuple[str, ...]) -> None:
        for field in self.skill_fields.values():
            field.blockSignals(True)  # a dying box that had focus must not commit
        for entry in self.skill_names.values():
            entry.blockSignals(True)
        while self._skill_grid.count():
            item = self._skill_grid.takeAt(0)
            if item is not None and (widget := item.widget()) is not None:
                widget.deleteLater()
        self.skill_fields, self.skill_names = {}, {}
        for row, name in enumerate(names):
            entry = QLineEdit(name)
            entry.setObjectName(f"skill-name-{name}")
            entry.editingFinished.connect(lambda n=name, e=entry: self._commit_rename(n, e))
            field = CheckedSpinBox(*ENTRY_RANGE)
            field.setObjectName(f"rating-{name}")
            field.committed.connect(lambda value, n=name: self._commit_rating(n, value))
            remove = QToolButton()
            remove.setText("×")
            remove.setToolTip(self.tr("Remove the skill %s") % name)
            remove.clicked.connect(lambda _=False, n=name: self.remove_skill(n))
            self._skill_grid.addWidget(entry, row * 2, 0)
            self._skill_grid.addWidget(field, row * 2, 1)
            self._skill_grid.addWidget(remove, row * 2, 2)
            self._skill_grid.addWidget(field.error, row * 2 + 1, 0, 1, 3)
            self.skill_fields[name] = field
            self.skill_names[name] = entry

    # commands
    def rename_command(self, character: Character, name: str) -> Command:
        """Firelock renames through its own command."""
        return RenameFirelockCharacter(character.id, name)

    def _edit(self, what: str, change: SheetChange) -> str:
        """Check the change on the sheet first (nothing runs if the rules refuse), then run it."""
        character = self._current()
        if character is None:
            return ""
        try:
            change(repaired_sheet(self._bridge.state, character))
        except RulesError as error:
            return refusal_text(error)
        return self._run(EditFirelockSheet(character.id, change, label=what))

    def _commit_rating(self, score: str, value: int) -> None:
        field = self.ability_fields.get(score) or self.skill_fields[score]
        what = f"set {self._owner()}'s {score} to {value}"  # stored in English
        refusal = self._edit(what, lambda sheet: with_rating(sheet, score, value))
        if refusal:
            field.refuse(refusal)
        else:
            field.clear_error()

    def add_skill(self) -> None:
        """Add the skill typed in the entry, at the rating beside it."""
        name, rating = self.new_skill.text().strip(), self.new_rating.value()
        if not name:
            self._say_about_skills(self.tr("Type the new skill's name first."))
            return
        what = f"give {self._owner()} the skill {name} {rating}"
        refusal = self._edit(what, lambda sheet: with_skill(sheet, name, rating))
        self._say_about_skills(refusal)
        if not refusal:
            self.new_skill.clear()
            self.new_rating.setValue(1)

    def _say_about_skills(self, message: str) -> None:
        """A refusal under the skills, scrolled into view once laid out: the line sits under
        the last skill, below the bottom of a short Characters dock."""
        show_error(self.skill_error, message)
        if message:
            QTimer.singleShot(0, self, self._reveal_skill_error)

    def _reveal_skill_error(self) -> None:
        parent = self.parentWidget()
        while parent is not None and not isinstance(parent, QScrollArea):
            parent = parent.parentWidget()
        if parent is not None and self.skill_error.isVisible():
            parent.ensureWidgetVisible(self.skill_error)

    def remove_skill(self, name: str) -> None:
        """Remove one of the character's skills (undo brings it back)."""
        what = f"remove {self._owner()}'s skill {name}"
        self._say_about_skills(self._edit(what, lambda sheet: without_skill(sheet, name)))

    def _commit_rename(self, name: str, entry: QLineEdit) -> None:
        new = entry.text().strip()
        if new == name:
            return
        what = f"rename {self._owner()}'s skill {name} to {new}"

        def rename(sheet: CharacterSheet) -> CharacterSheet:
            return with_skill_renamed(sheet, name, new)

        refusal = self._edit(what, rename)
        self._say_about_skills(refusal)
        if refusal:
            entry.setText(name)
