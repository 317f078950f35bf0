"""The centre of a Hot Circle campaign: no battle map, but the scene flow, the situation with
its faction relationship map, and the protagonists' beliefs."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPlainTextEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSplitter
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.hotcircle.creation import EditCreation
from gmscreen.model.hotcircle.creation import read_creation
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.campaign import Campaign
from gmscreen.rules.hotcircle.campaign import RelationshipMap
from gmscreen.ui import boxes
from gmscreen.ui.hotcircle.beliefs_view import BeliefsView
from gmscreen.ui.hotcircle.end_of_session import EndOfSessionDialog
from gmscreen.ui.hotcircle.relationship_map import RelationshipMapView
from gmscreen.ui.hotcircle.relationship_map import edited_map
from gmscreen.ui.hotcircle.running import run_command
from gmscreen.ui.hotcircle.spotlight import SpotlightBar
from gmscreen.ui.inline_messages import error_label
from gmscreen.ui.inline_messages import show_error
from gmscreen.ui.least_height import LeastHeightPanel
from gmscreen.ui.shell.undo import SessionBridge


class TurningSplitter(QSplitter):
    """Side by side where its parts fit, else one above the other; it asks no more width than
    its widest part, so a narrow window turns it instead of scrolling the board sideways."""

    def __init__(self) -> None:
        super().__init__(Qt.Orientation.Horizontal)

    def _least_widths(self) -> list[int]:
        parts = (self.widget(i) for i in range(self.count()))
        return [
            part.minimumSizeHint().expandedTo(part.minimumSize()).width()
            for part in parts
            if part is not None
        ]

    def side_by_side_width(self) -> int:
        """The least width its parts need side by side."""
        return sum(self._least_widths()) + self.handleWidth() * (self.count() - 1)

    def fit_to(self, width: int) -> None:
        """Turn to fit `width`."""
        wanted = (
            Qt.Orientation.Horizontal
            if width >= self.side_by_side_width()
            else Qt.Orientation.Vertical
        )
        if self.orientation() != wanted:
            self.setOrientation(wanted)

    def minimumSizeHint(self) -> QSize:
        return QSize(max(self._least_widths(), default=0), super().minimumSizeHint().height())


class SessionBoard(LeastHeightPanel):
    """The scene flow bar over the situation and faction map (left) and the beliefs (right).

    The map and the beliefs take the height the window leaves (at least their least): the
    board does not scroll at 1366×768.
    """

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.spotlight = SpotlightBar(bridge)
        self.spotlight.end_requested.connect(self.end_session)
        self.genre = QLabel("")
        self.genre.setWordWrap(True)
        self.genre.setStyleSheet("color: #455a64;")
        self.situation = QPlainTextEdit()
        self.situation.setPlaceholderText(self.tr("The conflict the campaign is about"))
        self.situation.setMaximumHeight(self.situation.fontMetrics().lineSpacing() * 3 + 12)
        self.situation.textChanged.connect(self._situation_edited)
        self.save_situation = QPushButton(self.tr("Save the situation"))
        self.save_situation.clicked.connect(self.commit_situation)
        self.map = RelationshipMapView()
        self.map.tie_requested.connect(lambda a, b: self.edit_map("request", a, b))
        self.map.tie_flipped.connect(lambda a, b: self.edit_map("flip", a, b))
        self.map.tie_removed.connect(lambda a, b: self.edit_map("remove", a, b))
        self.error = error_label()
        situation_box = QGroupBox(self.tr("Situation"))
        save_row = boxes.row(boxes.grow(self.error), self.save_situation)
        boxes.column(self.genre, self.situation, save_row, parent=situation_box)
        map_box = QGroupBox(self.tr("Factions"))
        boxes.column(self.map, parent=map_box, margins=2)
        self.beliefs = BeliefsView()
        beliefs_box = QGroupBox(self.tr("Beliefs"))
        boxes.column(self.beliefs, parent=beliefs_box)
        self.splitter = TurningSplitter()
        self.splitter.addWidget(map_box)
        self.splitter.addWidget(beliefs_box)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        beliefs_box.setMinimumWidth(250)
        body = boxes.column(situation_box, boxes.grow(self.splitter), margins=(6, 4, 6, 6))
        boxes.column(self.spotlight, boxes.grow(body), parent=self, margins=0)
        self.setStyleSheet("SessionBoard { background: #eef0f3; }")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        bridge.changed.connect(self._on_changed)
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Map and beliefs side by side when both fit; one above the other in a narrow window
        (1024 px with the docks open), rather than a board to scroll sideways."""
        self.splitter.fit_to(event.size().width() - 12)  # the body's side margins
        super().resizeEvent(event)

    def _creation(self) -> Campaign | None:
        try:
            return read_creation(self._bridge.state.campaign.settings)
        except RulesError as error:
            show_error(self.error, str(error))
            return None

    def refresh(self) -> None:
        """Redraw everything from the campaign."""
        state = self._bridge.state
        self.spotlight.refresh()
        creation = self._creation()
        if creation is None:
            self.genre.setText(
                self.tr("This campaign has not been through session zero: no factions yet.")
            )
            self.situation.setEnabled(False)
            self.map.show_map((), (), RelationshipMap())
        else:
            self.genre.setText(f"<b>{creation.genre}</b> — {creation.style}")
            self.situation.setEnabled(True)
            self.situation.blockSignals(True)
            if self.situation.toPlainText() != creation.situation:
                self.situation.setPlainText(creation.situation)
            self.situation.blockSignals(False)
            self.map.show_map(creation.settings, creation.factions, creation.relationships)
        self.save_situation.setVisible(False)
        self.beliefs.show_state(state)

    def _on_changed(self, changes: ChangeSet) -> None:
        if changes.kinds() & {"campaign", "character", "scene", "episode", "tracker"}:
            self.refresh()

    def _situation_edited(self) -> None:
        creation = self._creation()
        changed = (
            creation is not None and self.situation.toPlainText().strip() != creation.situation
        )
        self.save_situation.setVisible(changed)

    def commit_situation(self) -> None:
        """Save the situation as written (between sessions it changes with events)."""
        text = self.situation.toPlainText().strip()
        refusal = run_command(
            self._bridge,
            EditCreation(
                "edit the situation",  # stored in English: undo_names words it
                lambda c: dataclasses.replace(c, situation=text),
            ),
        )
        show_error(self.error, refusal)

    def edit_map(self, action: str, faction: str, other: str) -> None:
        """A click on the relationship map: one undoable edit of session zero's map."""
        label = {  # stored in English: undo_names words it
            "remove": "remove the tie %s → %s",
            "flip": "flip the tie %s → %s",
        }.get(action, "tie %s → %s")
        refusal = run_command(
            self._bridge,
            EditCreation(
                label % (faction, other),
                lambda c: dataclasses.replace(
                    c, relationships=edited_map(c.relationships, action, faction, other)
                ),
            ),
        )
        show_error(self.error, refusal)

    def end_session(self) -> None:
        """Walk through the end-of-session checklist."""
        EndOfSessionDialog(self._bridge, self).exec()
