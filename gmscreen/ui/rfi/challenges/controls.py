"""The challenges panel's parts: its header, the selected key task's bar, the empty page."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QWidget

from gmscreen.rules.rfi.challenge_graph import KeyTask
from gmscreen.rules.rfi.challenges import KeyTaskStatus
from gmscreen.ui import boxes
from gmscreen.ui.menu_button import menu_button
from gmscreen.ui.rfi.challenges.chart_items import approach_text
from gmscreen.ui.rfi.challenges.chart_items import status_name
from gmscreen.ui.rfi.challenges.elided import ElidedButton
from gmscreen.ui.rfi.challenges.elided import ElidedLabel
from gmscreen.ui.rfi.challenges.status import outcome_chip

NO_MENU_ARROW = "QToolButton::menu-indicator { image: none; width: 0px; }"  # the text has ▾


def arrowed_menu_button(text: str) -> QToolButton:
    """A menu button whose text draws its own ▾ (Qt's arrow would make two)."""
    button = menu_button(text)
    button.setStyleSheet(NO_MENU_ARROW)
    return button


class ChallengeHeader(QWidget):
    """The challenge's name, its outcome as a chip, and the menu to edit, end or turn it."""

    edit_requested = Signal()
    conflict_requested = Signal()
    end_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ElidedLabel("")
        self.title.setObjectName("challengeTitle")
        self.title.setStyleSheet("font-weight: 700; font-size: 11pt;")
        self.outcome = QLabel("")
        self.outcome.setObjectName("challengeOutcome")
        self.menu_button = arrowed_menu_button(self.tr("Challenge ▾"))
        menu = self.menu_button.menu()
        menu.addAction(self.tr("Edit challenge…")).triggered.connect(self.edit_requested)
        menu.addAction(self.tr("Turn into a conflict (combat)")).triggered.connect(
            self.conflict_requested
        )
        menu.addSeparator()
        menu.addAction(self.tr("End challenge")).triggered.connect(self.end_requested)
        boxes.row(boxes.grow(self.title), self.outcome, self.menu_button, parent=self, margins=0)

    def show_challenge(self, name: str, description: str, outcome: str) -> None:
        """Show the challenge's name (its notes as a tooltip) and where it stands."""
        self.title.set_full_text(name or self.tr("Challenge"))
        self.title.setToolTip(description)
        outcome_chip(self.outcome, outcome)


class KeyTaskBar(QWidget):
    """The selected key task: run it in the task panel, or make a GM ruling on it."""

    run_requested = Signal()
    reopen_requested = Signal()
    close_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.run_button = ElidedButton(self.tr("Run in task panel"))
        self.run_button.setObjectName("runKeyTask")
        self.run_button.clicked.connect(self.run_requested)
        self.ruling_button = arrowed_menu_button(self.tr("Ruling ▾"))
        ruling = self.ruling_button.menu()
        self.reopen_action = ruling.addAction(self.tr("Reopen: it may be tried again"))
        self.reopen_action.triggered.connect(self.reopen_requested)
        self.close_action = ruling.addAction(self.tr("Close off: events rule it out"))
        self.close_action.triggered.connect(self.close_requested)
        boxes.row(boxes.grow(self.run_button), self.ruling_button, parent=self, margins=0)

    def show_task(self, task: KeyTask | None, status: KeyTaskStatus | None) -> None:
        """Offer what fits the selected key task and its status (nothing when none is)."""
        if task is None or status is None:
            self.run_button.set_full_text(self.tr("Click a key task in the chart"))
            self.run_button.setToolTip("")
            self.run_button.setEnabled(False)
            self.ruling_button.setEnabled(False)
            return
        approach = approach_text(task)
        self.run_button.set_full_text(
            self.tr("▶ Run '%s' (difficulty %d)") % (task.label, task.difficulty)
        )
        self.run_button.setToolTip(
            self.tr("Set up the task panel: difficulty %d%s — %s")
            % (task.difficulty, f", {approach}" if approach else "", status_name(status))
        )
        self.run_button.setEnabled(status is KeyTaskStatus.AVAILABLE)
        self.ruling_button.setEnabled(True)
        self.reopen_action.setEnabled(status in (KeyTaskStatus.FAILED, KeyTaskStatus.CLOSED))
        self.close_action.setEnabled(status is not KeyTaskStatus.DONE)


class NoChallengePage(QWidget):
    """What the panel shows before a challenge is set up: what one is, and a button to start."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = QLabel("")
        self.text.setObjectName("noChallenge")
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.text.setStyleSheet("color: palette(mid);")
        self.new_button = QPushButton(self.tr("New challenge…"))
        self.new_button.setObjectName("newChallenge")
        centred = boxes.row(boxes.STRETCH, self.new_button, boxes.STRETCH)
        boxes.column(boxes.STRETCH, self.text, centred, boxes.Stretch(2), parent=self)

    def show_scene(self, *, has_scene: bool) -> None:
        """Explain challenges (or that no scene is being played) and offer to set one up."""
        self.new_button.setEnabled(has_scene)
        if not has_scene:
            self.text.setText(self.tr("No scene is being played."))
            return
        self.text.setText(
            self.tr(
                "No challenge in this scene.\n\nA challenge is a problem solved through several "
                "key tasks: in any order, in a line, or gated behind one another; against the "
                "clock, or racing the opposition."
            )
        )
