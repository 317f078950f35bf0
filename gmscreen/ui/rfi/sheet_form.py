"""The sheet of one character: who they are, ratings, stress, specialties, truths, injuries,
traits and fortune. Every finished edit is one undoable command; the rules refuse in place."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.rfi.characters import RenameCharacter
from gmscreen.model.rfi.characters import SetKind
from gmscreen.model.rfi.characters import attribute_names
from gmscreen.model.rfi.characters import read_injuries
from gmscreen.model.rfi.characters import skill_names
from gmscreen.model.rfi.characters import with_injuries
from gmscreen.model.rfi.pools import fortune_held
from gmscreen.model.rfi.pools import pool_limits
from gmscreen.model.rfi.sheet import DEFAULT_MAX_STRESS
from gmscreen.model.rfi.sheet import attribute_of
from gmscreen.model.rfi.sheet import skill_of
from gmscreen.model.rfi.sheet import with_attribute
from gmscreen.model.rfi.sheet import with_list
from gmscreen.model.rfi.sheet import with_skill
from gmscreen.model.rfi.sheet import with_stress
from gmscreen.model.state import Character
from gmscreen.model.state import CharacterKind
from gmscreen.model.state import NpcTier
from gmscreen.rules.rfi.injuries import Injury
from gmscreen.rules.rfi.injuries import Tier
from gmscreen.rules.rfi.injuries import stress_track
from gmscreen.ui import boxes
from gmscreen.ui.inline_messages import show_error
from gmscreen.ui.inline_messages import stacked
from gmscreen.ui.panels.sheet_fields import CheckedSpinBox
from gmscreen.ui.panels.sheet_fields import LinesEditor
from gmscreen.ui.panels.sheet_fields import RatingsBox
from gmscreen.ui.panels.sheet_scaffold import SheetFormScaffold
from gmscreen.ui.panels.sheet_scaffold import titled
from gmscreen.ui.rfi.character_dialog import kind_combo
from gmscreen.ui.rfi.character_dialog import kind_index
from gmscreen.ui.rfi.sheet_fields import InjuriesEditor
from gmscreen.ui.rfi.sheet_fields import TraitList
from gmscreen.ui.shell.undo import SessionBridge


class SheetForm(SheetFormScaffold):
    """Shows the sheet of `character_id` as the campaign holds it, and edits it by command."""

    owned = frozenset({"trait", "pool"})  # the character's gear and fortune

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(bridge, parent)
        self._names: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
        self.name_error = self.error
        self.kind = kind_combo()
        self.kind.activated.connect(lambda: self._commit_kind(self.kind))
        self.fortune = QLabel("")
        self.fortune.setObjectName("sheetFortune")
        self.identity = QFormLayout()
        self.identity.addRow(self.tr("Name"), stacked(self.name, self.name_error))
        self.identity.addRow(self.tr("Kind"), self.kind)
        self.identity.addRow(self.tr("Player"), self.player)
        self.identity.addRow(self.tr("Fortune"), self.fortune)
        # Wider than the rules' ranges, so that the rules refuse with a message.
        self.attributes_box = RatingsBox(self.tr("Attributes (7–12)"), 0, 20)
        self.attributes_box.committed.connect(self._commit_attr)
        self.skills_box = RatingsBox(self.tr("Skills (1–5)"), 0, 9)
        self.skills_box.committed.connect(self._commit_skill)
        self.stress = CheckedSpinBox(0, 30)
        self.stress.committed.connect(self._commit_stress)
        self.max_stress = CheckedSpinBox(-1, 30)
        self.max_stress.committed.connect(self._commit_track)
        self.stress_note = QLabel("")
        self.stress_note.setWordWrap(True)
        self.stress_note.setStyleSheet("color: palette(mid);")
        stress_box = QGroupBox(self.tr("Stress"))
        stress_grid = boxes.grid(
            [
                [QLabel(self.tr("Stress")), self.stress, QLabel(self.tr("Track")), self.max_stress],
                [boxes.Span(self.stress.error, 5)],
                [boxes.Span(self.max_stress.error, 5)],
                [boxes.Span(self.stress_note, 5)],
            ],
            parent=stress_box,
        )
        stress_grid.setColumnStretch(4, 1)
        self.specialties = LinesEditor(self.tr("New specialty"))
        self.specialties.edited.connect(lambda lines: self._commit_list("specialties", lines))
        self.truths = LinesEditor(self.tr("New truth"))
        self.truths.edited.connect(lambda lines: self._commit_list("truths", lines))
        self.injuries = InjuriesEditor()
        self.injuries.edited.connect(self._commit_injuries)
        self.traits = TraitList()
        self.lay_out(
            self.identity,
            self.attributes_box,
            self.skills_box,
            stress_box,
            titled(self.tr("Specialties"), self.specialties),
            titled(self.tr("Truths"), self.truths),
            titled(self.tr("Injuries (tick when treated)"), self.injuries),
            titled(self.tr("Traits"), self.traits),
        )

    def forget_refusals(self) -> None:
        """Hide the refusals of the character shown before."""
        super().forget_refusals()
        for field in self._checked_fields():
            field.clear_error()
        show_error(self.injuries.error, "")

    def refresh(self) -> None:
        """Show the sheet as the campaign holds it now."""
        state = self._bridge.state
        character = self._current()
        self.setEnabled(character is not None)
        names = (attribute_names(state), skill_names(state))
        if names != self._names:
            self._names = names
            self.attributes_box.set_names(names[0])
            self.skills_box.set_names(names[1])
        if character is None:
            return
        sheet = character.sheet
        self.name.setText(character.name)
        self.kind.setCurrentIndex(kind_index(character.kind, character.tier))
        is_pc = character.kind == "pc"
        self.player.setText(character.player)
        self.identity.setRowVisible(self.player, is_pc)
        self.identity.setRowVisible(self.fortune, is_pc)
        self._show_fortune(character)
        for name, field in self.attribute_fields.items():
            field.show_saved(attribute_of(sheet, name))
        for name, field in self.skill_fields.items():
            field.show_saved(skill_of(sheet, name))
        track = int(sheet.get("max_stress", DEFAULT_MAX_STRESS))
        self.stress.show_saved(int(sheet.get("stress", 0)))
        self.max_stress.show_saved(track)
        self.stress_note.setText(self._stress_note(character, track))
        self.stress_note.setVisible(bool(self.stress_note.text()))
        self.specialties.show_lines([str(line) for line in sheet.get("specialties", [])])
        self.truths.show_lines([str(line) for line in sheet.get("truths", [])])
        self.injuries.show_injuries(read_injuries(sheet))
        self.traits.show_traits(state.traits_of(character.id))

    def show_owned(self, changes: tuple[RecordChange, ...]) -> None:
        """Only the character's traits or fortune changed: those rows or that label alone."""
        character = self._current()
        if character is None:
            return
        self.traits.show_changes(character.id, [c for c in changes if c.kind == "trait"])
        if any(change.kind == "pool" for change in changes):
            self._show_fortune(character)

    def _show_fortune(self, character: Character) -> None:
        if character.kind == "pc":
            state = self._bridge.state
            held, cap = fortune_held(state, character.id), pool_limits(state).fortune_cap
            self.fortune.setText(self.tr("%d / %d") % (held, cap))

    def _stress_note(self, character: Character, track: int) -> str:
        if character.kind == "pc" or character.tier == "major":
            return ""
        if character.tier == "notable":
            usable = stress_track(Tier.NOTABLE_NPC, max(0, track))
            return self.tr("A notable NPC has half the track in play: %d.") % usable
        return self.tr("A minor NPC takes no stress: any injury defeats them.")

    @property
    def attribute_fields(self) -> dict[str, CheckedSpinBox]:
        """The attribute boxes by name."""
        return self.attributes_box.fields

    @property
    def skill_fields(self) -> dict[str, CheckedSpinBox]:
        """The skill boxes by name."""
        return self.skills_box.fields

    def _checked_fields(self) -> list[CheckedSpinBox]:
        fields = [*self.attribute_fields.values(), *self.skill_fields.values()]
        return [*fields, self.stress, self.max_stress]

    # commands
    def rename_command(self, character: Character, name: str) -> Command:
        """RFI renames through its own command (the name is used across the campaign)."""
        return RenameCharacter(character.id, name)

    def kind_command(
        self, character: Character, kind: CharacterKind, tier: NpcTier | None
    ) -> Command:
        """RFI's kind change (a PC keeps fortune, an NPC a tier)."""
        return SetKind(character.id, kind, tier)

    def _commit_attr(self, name: str, value: int) -> None:
        field = self.attribute_fields[name]
        what = f"set {self._owner()}'s {name} to {value}"  # stored in English: undo_names words it
        self._edit_sheet(what, lambda sheet: with_attribute(sheet, name, value), field)

    def _commit_skill(self, name: str, value: int) -> None:
        field = self.skill_fields[name]
        what = f"set {self._owner()}'s {name} to {value}"
        self._edit_sheet(what, lambda sheet: with_skill(sheet, name, value), field)

    def _commit_stress(self, value: int) -> None:
        what = f"set {self._owner()}'s stress to {value}"
        self._edit_sheet(what, lambda sheet: with_stress(sheet, value), self.stress)

    def _commit_track(self, value: int) -> None:
        what = f"set {self._owner()}'s stress track to {value}"
        self._edit_sheet(
            what,
            lambda sheet: with_stress(sheet, int(sheet.get("stress", 0)), value),
            self.max_stress,
        )

    def _commit_list(self, field: str, lines: list[str]) -> None:
        what = f"edit {self._owner()}'s {field}"
        self._edit_sheet(what, lambda sheet: with_list(sheet, field, lines))

    def _commit_injuries(self, injuries: list[Injury]) -> None:
        what = f"edit {self._owner()}'s injuries"
        self._edit_sheet(what, lambda sheet: with_injuries(sheet, injuries))
