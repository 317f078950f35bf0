"""The sheet of one Hot Circle character: beliefs, instincts, traits, conditions, lifepaths,
assets and artha. Every finished edit is one undoable command; the rules refuse in place."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.model.commands import Command
from gmscreen.model.hotcircle.characters import ApplyCondition
from gmscreen.model.hotcircle.characters import AwardArtha
from gmscreen.model.hotcircle.characters import ClearCondition
from gmscreen.model.hotcircle.characters import SaveSheet
from gmscreen.model.hotcircle.characters import UpgradeAsset
from gmscreen.model.hotcircle.creation import read_creation
from gmscreen.model.hotcircle.sheet import belief_drafts
from gmscreen.model.hotcircle.sheet import instinct_drafts
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.hotcircle.sheet import sheet_problems
from gmscreen.model.state import JsonDict
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.character import Asset
from gmscreen.rules.hotcircle.character import Condition
from gmscreen.rules.hotcircle.creation import creation_problems
from gmscreen.rules.hotcircle.tables import AdvancementRules
from gmscreen.rules.hotcircle.tables import Severity
from gmscreen.ui import boxes
from gmscreen.ui.hotcircle.sheet_assets import AssetsBox
from gmscreen.ui.hotcircle.sheet_beliefs import BeliefDraft
from gmscreen.ui.hotcircle.sheet_beliefs import BeliefsBox
from gmscreen.ui.hotcircle.sheet_beliefs import InstinctDraft
from gmscreen.ui.hotcircle.sheet_beliefs import InstinctsBox
from gmscreen.ui.hotcircle.sheet_lifepaths import LifepathsBox
from gmscreen.ui.hotcircle.sheet_lifepaths import SheetEdit
from gmscreen.ui.hotcircle.sheet_notes import problem_lines
from gmscreen.ui.hotcircle.terms import severity_name
from gmscreen.ui.inline_messages import show_error
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.panels.sheet_fields import LinesEditor
from gmscreen.ui.panels.sheet_scaffold import SheetFormScaffold
from gmscreen.ui.panels.sheet_scaffold import titled
from gmscreen.ui.shell.undo import SessionBridge

NOTE_STYLE = "color: #b35c00;"


def condition_text(condition: Condition) -> str:
    """ "Wounded — major, hindered 1 of 3 (voluntary)"."""
    needed = AdvancementRules().hinders_needed(condition.severity)
    translate = QCoreApplication.translate
    text = fill(
        translate("HotCircleSheetForm", "%1 — %2, hindered %3 of %4"),
        condition.name,
        severity_name(condition.severity),
        condition.hindered,
        needed,
    )
    voluntary = translate("HotCircleSheetForm", "(voluntary)")
    return f"{text} {voluntary}" if condition.voluntary else text


class HotCircleSheetForm(SheetFormScaffold):
    """Shows the sheet of `character_id` as the campaign holds it, and edits it by command."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(bridge, parent)
        self.fate = QSpinBox()
        self.persona = QSpinBox()
        for spin in (self.fate, self.persona):
            spin.setRange(0, 999)
            spin.editingFinished.connect(self._commit_artha)
        self.compel = QPushButton(self.tr("+1 fate (compel)"))
        self.compel.setToolTip(self.tr("The player took the sub-optimal choice: a fate point"))
        self.compel.clicked.connect(self._compel)
        fate_label = QLabel(self.tr("Fate"))
        fate_label.setBuddy(self.fate)  # the label names the spin box for screen readers
        persona_label = QLabel(self.tr("Persona"))
        persona_label.setBuddy(self.persona)  # the label names the spin box for screen readers
        artha = boxes.row(
            fate_label, self.fate, persona_label, self.persona, boxes.STRETCH, self.compel
        )
        self.identity = QFormLayout()
        # The Artha row is long in German: in a narrow dock its label goes above it.
        self.identity.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.identity.addRow(self.tr("Name"), self.name)
        self.identity.addRow(self.tr("Player"), self.player)
        self.identity.addRow(self.tr("Artha"), artha)
        self.notes = QLabel("")
        self.notes.setWordWrap(True)
        self.notes.setStyleSheet(NOTE_STYLE)
        self.check_button = QPushButton(self.tr("Check as a new character"))
        self.check_button.setToolTip(
            self.tr("Three traits, no conditions, the campaign's lifepath picks, bridges")
        )
        self.check_button.clicked.connect(self.check_new_character)
        self.beliefs = BeliefsBox()
        self.beliefs.edited.connect(self._commit_beliefs)
        self.instincts = InstinctsBox()
        self.instincts.edited.connect(self._commit_instincts)
        self.traits = LinesEditor(self.tr("A trait: people call me …"))
        self.traits.edited.connect(self._commit_traits)
        self.lifepaths = LifepathsBox()
        self.lifepaths.edited.connect(self._edit)
        self.assets = AssetsBox()
        self.assets.edited.connect(self._edit)
        self.assets.upgrade_requested.connect(self._upgrade)
        self.lay_out(
            self.error,
            self.identity,
            self.notes,
            self.beliefs,
            self.instincts,
            titled(self.tr("Traits"), self.traits),
            self._conditions_box(),
            self.lifepaths,
            self.assets,
            self.check_button,
        )

    def _conditions_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Conditions"))
        self.conditions = QListWidget()
        self.conditions.setMaximumHeight(self.conditions.fontMetrics().height() * 4 + 8)
        self.condition_name = QLineEdit()
        self.condition_name.setPlaceholderText(self.tr("tired, angry, injured …"))
        self.condition_name.returnPressed.connect(self._apply_condition)
        self.severity = QComboBox()
        for severity in Severity:
            self.severity.addItem(severity_name(severity.value), severity.value)
        self.apply_condition_button = QPushButton(self.tr("Apply"))
        self.apply_condition_button.clicked.connect(self._apply_condition)
        self.clear_condition_button = QPushButton(self.tr("Clear"))
        self.clear_condition_button.clicked.connect(self._clear_condition)
        self.conditions.currentRowChanged.connect(
            lambda row: self.clear_condition_button.setEnabled(row >= 0)
        )
        entry = [
            self.condition_name,
            self.severity,
            self.apply_condition_button,
            self.clear_condition_button,
        ]
        boxes.grid([[boxes.Span(self.conditions, 4)], entry], parent=box).setColumnStretch(0, 1)
        return box

    # showing
    def refresh(self) -> None:
        """Show the sheet as the campaign holds it now."""
        record = self._current()
        self.setEnabled(record is not None)
        if record is None:
            return
        try:
            character = read_character(record)
        except RulesError as error:
            show_error(self.error, str(error))
            return
        is_pc = record.kind == "pc"
        self.name.setText(record.name)
        self.player.setText(record.player)
        self.identity.setRowVisible(self.player, is_pc)
        self.fate.setValue(character.artha.fate_points)
        self.persona.setValue(character.artha.persona_points)
        problems = problem_lines(sheet_problems(record))
        self.notes.setText(self.tr("Still to write: %s.") % "; ".join(problems))
        self.notes.setVisible(bool(problems))
        self.beliefs.show_beliefs(belief_drafts(record.sheet))
        self.instincts.show_instincts(instinct_drafts(record.sheet))
        self.traits.show_lines(list(character.traits))
        self.conditions.clear()
        self.conditions.addItems([condition_text(c) for c in character.conditions])
        self.clear_condition_button.setEnabled(False)
        creation = read_creation(self._bridge.state.campaign.settings)
        settings = creation.settings if creation is not None else ()
        self.lifepaths.show_lifepaths(list(record.sheet.get("lifepaths", [])), settings)
        self.assets.show_assets(character)
        self.check_button.setVisible(is_pc and creation is not None)

    # commands
    def _apply(self, command: Command) -> bool:
        """Run a command; a refusal is shown at the top of the sheet."""
        refusal = self._run(command)
        show_error(self.error, refusal)
        return not refusal

    def _save(self, label: str, sheet: JsonDict) -> None:
        record = self._current()
        if record is not None:
            self._apply(SaveSheet(record.id, sheet, label=f"{label} ({record.name})"))
            if self._current() is record:  # refused or unchanged: no announcement redraws it
                self.refresh()

    def _edit(self, label: str, edit: SheetEdit) -> None:
        record = self._current()
        if record is not None:
            self._save(label, edit(dict(record.sheet)))

    def _commit_artha(self) -> None:
        record = self._current()
        if record is None:
            return
        artha = {"fate_points": self.fate.value(), "persona_points": self.persona.value()}
        if artha != record.sheet.get("artha"):
            self._save("set artha", {**record.sheet, "artha": artha})

    def _compel(self) -> None:
        if self._character_id is not None:
            self._apply(AwardArtha(self._character_id, fate=1))

    def _commit_beliefs(self, drafts: list[BeliefDraft]) -> None:
        record = self._current()
        if record is None:
            return
        if record.kind != "pc":
            drafts = [(s, g) for s, g in drafts if s or g]
        beliefs = [{"stance": s, "goal": g} for s, g in drafts]
        self._save("edit beliefs", {**record.sheet, "beliefs": beliefs})

    def _commit_instincts(self, drafts: list[InstinctDraft]) -> None:
        record = self._current()
        if record is None:
            return
        if record.kind != "pc":
            drafts = [(f, a, t) for f, a, t in drafts if a or t]
        instincts = [{"form": f, "action": a, "trigger": t} for f, a, t in drafts]
        self._save("edit instincts", {**record.sheet, "instincts": instincts})

    def _commit_traits(self, traits: list[str]) -> None:
        record = self._current()
        if record is not None:
            self._save("edit traits", {**record.sheet, "traits": traits})

    def _apply_condition(self) -> None:
        name = self.condition_name.text().strip()
        if self._character_id is None or not name:
            return
        severity = Severity(self.severity.currentData())
        if self._apply(ApplyCondition(self._character_id, Condition(name, severity))):
            self.condition_name.clear()

    def _clear_condition(self) -> None:
        record = self._current()
        row = self.conditions.currentRow()
        if record is None or row < 0:
            return
        condition = read_character(record).conditions[row]
        self._apply(ClearCondition(record.id, condition.name))

    def _upgrade(self, asset: Asset) -> None:
        if self._character_id is not None:
            self._apply(UpgradeAsset(self._character_id, asset))

    def check_new_character(self) -> None:
        """Check the sheet against the character creation rules and say what breaks them."""
        record = self._current()
        creation = read_creation(self._bridge.state.campaign.settings)
        if record is None or creation is None:
            return
        problems = problem_lines(sheet_problems(record))
        character = read_character(record)
        problems.extend(
            problem_lines(
                problem
                for problem in creation_problems(
                    character,
                    settings=creation.settings,
                    starting_lifepaths=creation.starting_lifepaths,
                )
                # An unfinished sheet is not a player character yet: its missing lines say why.
                if problem != f"{character.name} is not a player character"
            )
        )
        if problems:
            self.notes.setText(self.tr("As a new character: %s.") % "; ".join(problems))
        else:
            self.notes.setText(self.tr("Ready to play as a new character."))
        self.notes.setVisible(True)
