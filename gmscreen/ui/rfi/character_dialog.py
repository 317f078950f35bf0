"""The dialog that adds a character: name, player character or NPC tier, and player."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QWidget

from gmscreen.model.rfi.characters import AddCharacter
from gmscreen.model.state import CharacterKind
from gmscreen.model.state import NpcTier
from gmscreen.ui.dialogs.validated import ValidatedDialog
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

# What a character can be, as one choice: the kind and, for an NPC, the tier.
KIND_CHOICES: tuple[tuple[str, CharacterKind, NpcTier | None], ...] = (
    (QT_TRANSLATE_NOOP("CharacterDialog", "Player character"), "pc", None),
    (QT_TRANSLATE_NOOP("CharacterDialog", "Minor NPC"), "npc", "minor"),
    (QT_TRANSLATE_NOOP("CharacterDialog", "Notable NPC"), "npc", "notable"),
    (QT_TRANSLATE_NOOP("CharacterDialog", "Major NPC"), "npc", "major"),
)


def kind_combo(parent: QWidget | None = None) -> QComboBox:
    """A combo box of `KIND_CHOICES`; each item's data is (kind, tier)."""
    combo = QComboBox(parent)
    for label, kind, tier in KIND_CHOICES:
        combo.addItem(QCoreApplication.translate("CharacterDialog", label), (kind, tier))
    return combo


def kind_index(kind: CharacterKind, tier: NpcTier | None) -> int:
    """The row of `KIND_CHOICES` for a kind and tier (an NPC without a tier counts as minor)."""
    wanted = (kind, None if kind == "pc" else (tier or "minor"))
    return next(i for i, (_l, k, t) in enumerate(KIND_CHOICES) if (k, t) == wanted)


class CharacterDialog(ValidatedDialog):
    """Asks for a new character; `command()` is the undoable action that adds them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add character"))
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. Nova Reyes"))
        self.kind = kind_combo()
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.player = QLineEdit()
        self.player.setPlaceholderText(self.tr("who plays them"))
        self.hint = QLabel(
            self.tr(
                "A player character starts with 3 Fortune. Attributes start at 8 and skills "
                "at 1: set them on the sheet."
            )
        )
        self.hint.setWordWrap(True)
        self.form.addRow(self.tr("Name"), self.name)
        self.form.addRow(self.tr("Kind"), self.kind)
        self.form.addRow(self.tr("Player"), self.player)
        self.form.addRow(self.hint)
        self.watch(self.name)
        self.setMinimumWidth(360)

    def _kind_changed(self) -> None:
        kind, _tier = self.kind.currentData()
        self.player.setEnabled(kind == "pc")

    def problem(self) -> str | None:
        """A character needs a name."""
        return None if self.name.text().strip() else self.tr("A character needs a name.")

    def command(self) -> AddCharacter:
        """The action that adds the character as the dialog now describes them."""
        kind, tier = self.kind.currentData()
        return AddCharacter(self.name.text(), kind=kind, tier=tier, player=self.player.text())
