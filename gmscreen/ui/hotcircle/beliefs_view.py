"""The player characters' beliefs at a glance: what each protagonist wants, how they act, what
they are, and what state they are in — the GM's guide for the next scene."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from gmscreen.model.character_commands import player_characters
from gmscreen.model.hotcircle.flow import scene_flow
from gmscreen.model.hotcircle.flow import session_spotlight
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character as CharacterRecord
from gmscreen.rules.errors import RulesError

CARD_STYLE = "#beliefCard { background: #ffffff; border: 1px solid #d5d9e0; border-radius: 6px; }"
SPOTLIT_STYLE = (
    "#beliefCard { background: #fffaf0; border: 1px solid #d5d9e0; "
    "border-left: 4px solid #f0b54a; border-radius: 6px; }"
)


def card_html(record: CharacterRecord, scenes: int) -> str:
    """One character's card as rich text."""
    try:
        character = read_character(record)
    except RulesError as error:
        return f"<b>{escape(record.name)}</b><br><i>{escape(str(error))}</i>"
    player = (
        f" <span style='color:#6b7280'>({escape(record.player)})</span>" if record.player else ""
    )
    artha = character.artha
    translate = QCoreApplication.translate
    tally = (
        translate("BeliefCards", "%1 scene(s)").replace("%1", str(scenes)),
        translate("BeliefCards", "%1 fate").replace("%1", str(artha.fate_points)),
        translate("BeliefCards", "%1 persona").replace("%1", str(artha.persona_points)),
    )
    lines = [
        f"<b style='font-size:large'>{escape(record.name)}</b>{player}"
        f"<span style='color:#6b7280'> — {' · '.join(tally)}</span>"
    ]
    if character.beliefs:
        lines.extend(f"• {escape(str(belief))}" for belief in character.beliefs)
    else:
        no_beliefs = translate("BeliefCards", "No beliefs written yet.")
        lines.append(f"<i style='color:#b35c00'>{no_beliefs}</i>")
    if character.instincts:
        lines.append(
            "<span style='color:#455a64'>"
            + " ".join(escape(str(instinct)) for instinct in character.instincts)
            + "</span>"
        )
    details = []
    if character.traits:
        traits = translate("BeliefCards", "Traits")
        details.append(f"<b>{traits}</b> " + escape(", ".join(character.traits)))
    if character.conditions:
        details.append(
            f"<b>{translate('BeliefCards', 'Conditions')}</b> "
            + escape(", ".join(f"{c.name} ({c.severity})" for c in character.conditions))
        )
    if details:
        lines.append(" &nbsp; ".join(details))
    return "<br>".join(lines)


class BeliefsView(QScrollArea):
    """A card per player character; those in the current scene's spotlight are marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._inner = QWidget()
        self._layout = QVBoxLayout(self._inner)
        self._layout.setContentsMargins(0, 0, 4, 0)
        self.setWidget(self._inner)
        self.cards: dict[int, QLabel] = {}

    def show_state(self, state: CampaignState) -> None:
        """Redraw every card from the campaign."""
        while self._layout.count():
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.cards = {}
        counts = dict(session_spotlight(state).scenes)
        spotlit = set(scene_flow(state).spotlight)
        for record in player_characters(state):
            card = QLabel(card_html(record, counts.get(str(record.id), 0)))
            card.setObjectName("beliefCard")
            card.setTextFormat(Qt.TextFormat.RichText)
            card.setWordWrap(True)
            card.setMargin(8)
            card.setStyleSheet(SPOTLIT_STYLE if record.id in spotlit else CARD_STYLE)
            card.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            self._layout.addWidget(card)
            self.cards[record.id] = card
        if not self.cards:
            empty = QLabel(self.tr("No player characters yet: add them in the Characters panel."))
            empty.setWordWrap(True)
            self._layout.addWidget(empty)
        self._layout.addStretch(1)
