"""One Renaissance character's sheet: who they are, Luck Points, aptitudes, initiative, skills.

Every finished edit is one undoable command; a value the sheet refuses is explained in place and
the field shows the saved value again. The form redraws from the campaign after each change.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.renaissance.luck import SetLuck
from gmscreen.model.renaissance.luck import SpendLuck
from gmscreen.model.renaissance.luck import luck_of
from gmscreen.model.renaissance.records import SetCharacterKind
from gmscreen.model.renaissance.sheet import INITIATIVE_LIMIT
from gmscreen.model.renaissance.sheet import SCORE_MAX
from gmscreen.model.renaissance.sheet import SheetError
from gmscreen.model.renaissance.sheet import SkillEntry
from gmscreen.model.renaissance.sheet import read_sheet
from gmscreen.model.renaissance.sheet import with_aptitude
from gmscreen.model.renaissance.sheet import with_initiative_modifier
from gmscreen.model.renaissance.sheet import with_skill
from gmscreen.model.renaissance.sheet import without_skill
from gmscreen.model.state import Character
from gmscreen.model.state import CharacterKind
from gmscreen.model.state import NpcTier
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance import Aptitude
from gmscreen.ui import boxes
from gmscreen.ui.inline_messages import show_error
from gmscreen.ui.inline_messages import stacked
from gmscreen.ui.panels.sheet_fields import CheckedSpinBox
from gmscreen.ui.panels.sheet_scaffold import SheetFormScaffold
from gmscreen.ui.panels.sheet_scaffold import titled
from gmscreen.ui.renaissance.skills_editor import SkillsEditor
from gmscreen.ui.renaissance.terms import term
from gmscreen.ui.rfi.character_dialog import kind_combo
from gmscreen.ui.rfi.character_dialog import kind_index
from gmscreen.ui.shell.undo import SessionBridge

APTITUDE_COLUMNS = 3


class SheetForm(SheetFormScaffold):
    """Shows the sheet of `character_id` as the campaign holds it, and edits it by command."""

    sheet_errors = (SheetError, RulesError)
    owned = frozenset({"pool"})  # the character's Luck Points

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(bridge, parent)
        self._skill: str | None = None
        self.kind = kind_combo()
        self.kind.activated.connect(lambda: self._commit_kind(self.kind))
        self.luck = CheckedSpinBox(0, 99)
        self.luck.setObjectName("luckPoints")
        self.luck.setToolTip(self.tr("Luck Points held; +1 at each session start or break"))
        self.luck.committed.connect(self._commit_luck)
        self.spend = QPushButton(self.tr("Spend 1"))
        self.spend.setObjectName("spendLuckPoint")
        self.spend.clicked.connect(self._spend_luck)
        luck_box = QWidget()
        boxes.row(boxes.grow(self.luck), self.spend, parent=luck_box, margins=0)
        identity = QFormLayout()
        identity.addRow(self.tr("Name"), self.name)
        identity.addRow(self.tr("Kind"), self.kind)
        identity.addRow(self.tr("Player"), self.player)
        identity.addRow(self.tr("Luck Points"), stacked(luck_box, self.luck.error))
        self.aptitudes: dict[Aptitude, CheckedSpinBox] = {}
        aptitude_box = QGroupBox(self.tr("Aptitudes"))
        grid = QGridLayout(aptitude_box)
        for index, aptitude in enumerate(Aptitude):
            # Wider than the sheet allows, so that the sheet refuses with a reason.
            field = CheckedSpinBox(0, SCORE_MAX * 10)
            field.setObjectName(f"aptitude-{aptitude.value}")
            field.committed.connect(lambda value, a=aptitude: self._commit_aptitude(a, value))
            row, column = divmod(index, APTITUDE_COLUMNS)
            label = QLabel(term(aptitude))
            if aptitude is Aptitude.LUCK:
                label.setToolTip(self.tr("The Luck stat (Luck × 10 checks), not Luck Points"))
            grid.addWidget(label, row * 2, column * 2)
            grid.addWidget(field, row * 2, column * 2 + 1)
            grid.addWidget(field.error, row * 2 + 1, 0, 1, APTITUDE_COLUMNS * 2)
            self.aptitudes[aptitude] = field
        self.initiative = CheckedSpinBox(-INITIATIVE_LIMIT, INITIATIVE_LIMIT)
        self.initiative.setObjectName("initiativeModifier")
        self.initiative.setToolTip(
            self.tr("Added to 1d10 for initiative (the GM sets the formula)")
        )
        self.initiative.committed.connect(self._commit_initiative)
        row = len(Aptitude) // APTITUDE_COLUMNS * 2 + 2
        grid.addWidget(QLabel(self.tr("Initiative modifier")), row, 0, 1, 3)
        grid.addWidget(self.initiative, row, 3)
        grid.addWidget(self.initiative.error, row + 1, 0, 1, APTITUDE_COLUMNS * 2)
        self.skills = SkillsEditor()
        self.skills.edited.connect(self._commit_skill)
        self.skills.added.connect(self._add_skill)
        self.skills.removed.connect(self._remove_skill)
        # A short title (the skills editor's word): a box's title cannot wrap, and the whole
        # one ("Fertigkeiten (Wert = verknüpfte Eignung + Ränge)") widened the dock past the
        # screen. The whole title is the box's tooltip.
        skills_box = titled(QCoreApplication.translate("SkillsEditor", "Skills"), self.skills)
        skills_box.setToolTip(self.tr("Skills (rating = linked aptitude + ranks)"))
        self.lay_out(identity, self.error, aptitude_box, skills_box)

    # showing
    def show_character(self, character_id: int | None, *, skill: str | None = None) -> None:
        """Show this character's sheet as the campaign holds it (with `skill` selected)."""
        self._skill = skill
        super().show_character(character_id)

    def refresh(self) -> None:
        """Show the sheet as the campaign holds it now."""
        character = self._current()
        self.setEnabled(character is not None)
        if character is None:
            return
        self.name.setText(character.name)
        self.kind.setCurrentIndex(kind_index(character.kind, character.tier))
        self.player.setText(character.player)
        self.player.setEnabled(character.kind == "pc")
        self._show_luck(character.id)
        try:
            sheet = read_sheet(character.sheet)
        except SheetError as error:
            show_error(self.error, str(error))
            self.skills.show_sheet(None)
            return
        show_error(self.error, "")
        for aptitude, field in self.aptitudes.items():
            field.show_saved(sheet.aptitudes[aptitude])
        self.initiative.show_saved(sheet.initiative_modifier)
        self.skills.show_sheet(sheet, select=self._skill)

    def show_owned(self, changes: tuple[RecordChange, ...]) -> None:
        """Only the character's Luck Points changed: show those again, nothing else."""
        if self._character_id is not None:
            self._show_luck(self._character_id)

    def _show_luck(self, character_id: int) -> None:
        points = luck_of(self._bridge.state, character_id)
        self.luck.show_saved(points)
        self.spend.setEnabled(points > 0)

    # editing
    def kind_command(
        self, character: Character, kind: CharacterKind, tier: NpcTier | None
    ) -> Command:
        """Renaissance's kind change."""
        return SetCharacterKind(character.id, kind, tier)

    def _commit_aptitude(self, aptitude: Aptitude, value: int) -> None:
        field = self.aptitudes[aptitude]
        what = f"set {self._owner()}'s {aptitude.value} to {value}"  # stored in English
        self._edit_sheet(what, lambda s: with_aptitude(s, aptitude, value), field)

    def _commit_initiative(self, value: int) -> None:
        what = f"set {self._owner()}'s initiative modifier to {value:+d}"
        self._edit_sheet(what, lambda s: with_initiative_modifier(s, value), self.initiative)

    def _commit_skill(self, old: str, skill: SkillEntry) -> None:
        what = f"edit {self._owner()}'s {skill.name}"
        if self._edit_sheet(
            what, lambda s: with_skill(s, skill, replacing=old), refuse=self.skills.refuse
        ):
            self.show_character(self.character_id, skill=skill.name)

    def _add_skill(self) -> None:
        character = self._current()
        if character is None:
            return
        taken = {s.name.casefold() for s in read_sheet(character.sheet).skills}
        number = 1
        while (self.tr("New skill %d") % number).casefold() in taken:
            number += 1
        skill = SkillEntry(self.tr("New skill %d") % number, Aptitude.INT)
        what = f"add a skill to {character.name}"
        if self._edit_sheet(what, lambda s: with_skill(s, skill), refuse=self.skills.refuse):
            self.show_character(self.character_id, skill=skill.name)
            self.skills.name.setFocus()
            self.skills.name.selectAll()

    def _remove_skill(self, name: str) -> None:
        what = f"remove {name} from {self._owner()}"
        self._edit_sheet(what, lambda s: without_skill(s, name), refuse=self.skills.refuse)

    def _commit_luck(self, value: int) -> None:
        refusal = self._run(SetLuck(self.character_id or 0, value))
        if refusal:
            self.luck.refuse(refusal)
        else:
            self.luck.clear_error()

    def _spend_luck(self) -> None:
        show_error(self.error, self._run(SpendLuck(self.character_id or 0)))
