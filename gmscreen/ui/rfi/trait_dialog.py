"""The dialog that adds or edits a trait."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.model.state import Character
from gmscreen.model.state import Polarity
from gmscreen.model.state import Trait
from gmscreen.model.state import TraitCategory
from gmscreen.rules.rfi.traits import TraitEffect
from gmscreen.rules.rfi.traits import split_potency
from gmscreen.ui.dialogs.validated import ValidatedDialog
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

CATEGORIES: tuple[TraitCategory, ...] = ("location", "situation", "personal", "equipment")
# Each category's name as the GM reads it (lupdate sees the literals; category_title translates).
CATEGORY_TITLES: dict[str, str] = {
    "location": QT_TRANSLATE_NOOP("TraitCategory", "Location"),
    "situation": QT_TRANSLATE_NOOP("TraitCategory", "Situation"),
    "personal": QT_TRANSLATE_NOOP("TraitCategory", "Personal"),
    "equipment": QT_TRANSLATE_NOOP("TraitCategory", "Equipment"),
}


# What a trait does to a task, in the GM's words (the rules name the effects in English).
EFFECT_TITLES: dict[TraitEffect, str] = {
    TraitEffect.MAKES_POSSIBLE: QT_TRANSLATE_NOOP("TraitEffect", "Makes it possible"),
    TraitEffect.MAKES_IMPOSSIBLE: QT_TRANSLATE_NOOP("TraitEffect", "Makes it impossible"),
    TraitEffect.RAISES_DIFFICULTY: QT_TRANSLATE_NOOP("TraitEffect", "Raises the difficulty"),
    TraitEffect.LOWERS_DIFFICULTY: QT_TRANSLATE_NOOP("TraitEffect", "Lowers the difficulty"),
    TraitEffect.NO_EFFECT: QT_TRANSLATE_NOOP("TraitEffect", "No effect"),
}


def effect_title(effect: TraitEffect) -> str:
    """A trait effect's name in the GM's language."""
    return QCoreApplication.translate("TraitEffect", EFFECT_TITLES[effect])


def category_title(category: str) -> str:
    """A trait category's name in the GM's language."""
    return QCoreApplication.translate("TraitCategory", CATEGORY_TITLES.get(category, category))


class TraitDialog(ValidatedDialog):
    """Name, category, potency, owner, polarity, visibility and effect of a trait."""

    def __init__(
        self, trait: Trait, characters: list[Character], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Edit trait") if trait.id else self.tr("Add trait"))
        self._trait = trait
        self.name = QLineEdit(trait.name)
        self.name.setPlaceholderText(self.tr("e.g. Dense fog 2 (a trailing number is its potency)"))
        self.category = QComboBox()
        for category in CATEGORIES:
            self.category.addItem(category_title(category), category)
        self.category.setCurrentIndex(CATEGORIES.index(trait.category))
        self.potency = QSpinBox()
        self.potency.setRange(1, 9)
        self.potency.setValue(trait.potency)
        self.owner = QComboBox()
        self.owner.addItem(self.tr("Nobody (the scene)"), None)
        for character in characters:
            self.owner.addItem(character.name, character.id)
        self.owner.setCurrentIndex(max(0, self.owner.findData(trait.owner_id)))
        self.polarity = QComboBox()
        for label, value in (("Neutral", None), ("Positive", "positive"), ("Negative", "negative")):
            self.polarity.addItem(self.tr(label), value)
        self.polarity.setCurrentIndex(max(0, self.polarity.findData(trait.polarity)))
        self.effect = QComboBox()
        for effect in TraitEffect:
            self.effect.addItem(effect_title(effect), effect.value)
        self.effect.setCurrentIndex(max(0, self.effect.findData(trait.effect)))
        self.visible = QCheckBox(self.tr("Players can see it (shown on the player view)"))
        self.visible.setChecked(trait.visible)
        self.form.addRow(self.tr("Name"), self.name)
        self.form.addRow(self.tr("Category"), self.category)
        self.form.addRow(self.tr("Potency"), self.potency)
        self.form.addRow(self.tr("Owner"), self.owner)
        self.form.addRow(self.tr("Polarity"), self.polarity)
        self.form.addRow(self.tr("Effect on tasks"), self.effect)
        self.form.addRow("", self.visible)
        self.watch(self.name)

    def problem(self) -> str | None:
        """A trait needs a name."""
        return None if self.name.text().strip() else self.tr("A trait needs a name.")

    def trait(self) -> Trait:
        """The trait as the dialog now describes it."""
        polarity: Polarity | None = self.polarity.currentData()
        # Typed the rulebook's way, "Dense fog 2" is "Dense fog" at potency 2.
        name, typed_potency = split_potency(self.name.text())
        return Trait(
            id=self._trait.id,
            name=name,
            category=self.category.currentData(),
            potency=typed_potency if typed_potency is not None else self.potency.value(),
            owner_id=self.owner.currentData(),
            polarity=polarity,
            visible=self.visible.isChecked(),
            scene_id=self._trait.scene_id,
            effect=self.effect.currentData(),
            notes=self._trait.notes,
        )
