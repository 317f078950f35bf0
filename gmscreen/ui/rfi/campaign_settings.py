"""The campaign's rule defaults the GM may change: threat per player character, pool caps."""

from __future__ import annotations

from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.model.state import JsonDict
from gmscreen.rules.rfi.constants import FORTUNE_CAP
from gmscreen.rules.rfi.constants import FORTUNE_START
from gmscreen.rules.rfi.constants import MOMENTUM_CAP
from gmscreen.rules.rfi.constants import THREAT_PER_PLAYER_CHARACTER
from gmscreen.ui.dialogs.validated import ValidatedDialog

# (settings key, label, default, lowest, highest, what it does)
FIELDS: tuple[tuple[str, str, int, int, int, str], ...] = (
    (
        "threat_per_pc",
        "Threat per player character",
        THREAT_PER_PLAYER_CHARACTER,
        0,
        10,
        "Threat the GM starts each episode with, for each player character",
    ),
    (
        "threat_adjustment",
        "Threat adjustment",
        0,
        -20,
        20,
        "Added to (or taken from) the starting threat of each episode",
    ),
    (
        "momentum_cap",
        "Group momentum cap",
        MOMENTUM_CAP,
        0,
        20,
        "The most momentum the group pool holds; more is lost",
    ),
    (
        "fortune_start",
        "Fortune at episode start",
        FORTUNE_START,
        0,
        20,
        "Each player character's fortune when an episode starts",
    ),
    (
        "fortune_cap",
        "Fortune cap",
        FORTUNE_CAP,
        0,
        20,
        "The most fortune a character holds; more is lost",
    ),
)


class CampaignSettingsDialog(ValidatedDialog):
    """Edits the numbers in `Campaign.settings`; `settings()` returns the edited copy."""

    def __init__(self, settings: JsonDict, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Campaign settings"))
        self._original = dict(settings)
        self.boxes: dict[str, QSpinBox] = {}
        form = self.form
        for key, label, default, lowest, highest, tip in FIELDS:
            box = QSpinBox()
            box.setRange(lowest, highest)
            box.setValue(int(settings.get(key, default)))
            box.setToolTip(self.tr(tip))
            form.addRow(self.tr(label), box)
            self.boxes[key] = box

    def accept(self) -> None:
        if self.boxes["fortune_start"].value() > self.boxes["fortune_cap"].value():
            self.show_refusal(self.tr("Starting fortune cannot be above the fortune cap."))
            return
        super().accept()

    def settings(self) -> JsonDict:
        """The campaign settings with the dialog's numbers."""
        edited = dict(self._original)
        for key, box in self.boxes.items():
            edited[key] = box.value()
        return edited
