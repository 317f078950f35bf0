"""The Qt side of the session: runs commands, turns refusals into messages, drives Undo/Redo.

gmscreen keeps its undo history in the campaign file (it survives a reopen), so the history's
source of truth is the session, not a QUndoStack; this adapter mirrors it into two QActions.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtGui import QKeySequence

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.repository import RepositoryError
from gmscreen.model.session import Session
from gmscreen.model.state import CampaignState
from gmscreen.rules.errors import RulesError
from gmscreen.ui.refusals import refusal_text
from gmscreen.ui.shell.file_words import file_failure
from gmscreen.ui.shell.undo_names import shown_name


class SessionBridge(QObject):
    """Executes commands for the widgets and tells them what changed.

    Widgets push commands through `execute` and never update themselves afterwards: they redraw
    when `changed` arrives, so a command, its undo and a reopen all look the same on screen.
    """

    changed = Signal(object)  # the ChangeSet the session announced
    refused = Signal(str)  # a command the rules or the state refused, with the reason
    save_failed = Signal(str)  # the file could not be written: nothing changed, with the reason

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._unsubscribe = session.subscribe(self._announced)
        self.undo_action = QAction(self.tr("Undo"), self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = QAction(self.tr("Redo"), self)
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.redo_action.triggered.connect(self.redo)
        self._update_actions()

    @property
    def state(self) -> CampaignState:
        """The session's campaign state."""
        return self.session.state

    def execute(self, command: Command) -> ChangeSet | None:
        """Run a command; on refusal emit `refused` with the reason and return None."""
        try:
            return self.session.execute(command)
        except (CommandError, RulesError) as error:
            self.refused.emit(refusal(error))
        except RepositoryError as error:
            self.save_failed.emit(file_failure(str(error)))
        return None

    def attempt(self, command: Command) -> str | None:
        """Run a command; the reason it was refused (also emitted as `refused`), or None.

        For panels that show their own refusals next to the field or button that caused them.
        """
        try:
            self.session.execute(command)
        except (CommandError, RulesError) as error:
            reason = refusal(error)
            self.refused.emit(reason)
            return reason
        except RepositoryError as error:
            reason = file_failure(str(error))  # the store's English, in the GM's words
            self.save_failed.emit(reason)
            return reason
        return None

    def undo(self) -> None:
        """Undo the newest action, if any."""
        if self.session.undo_name is not None:
            self._guarded(self.session.undo)

    def redo(self) -> None:
        """Redo the action undone last, if any."""
        if self.session.redo_name is not None:
            self._guarded(self.session.redo)

    def _guarded(self, step: Callable[[], object]) -> None:
        """Undo or redo; a failed write or an out-of-date history becomes a message."""
        try:
            step()
        except CommandError as error:
            self.refused.emit(refusal(error))
        except RepositoryError as error:
            self.save_failed.emit(file_failure(str(error)))

    def detach(self) -> None:
        """Stop listening to the session (before it is closed)."""
        self._unsubscribe()

    def _announced(self, changes: ChangeSet) -> None:
        self._update_actions()
        self.changed.emit(changes)

    def _update_actions(self) -> None:
        undo_name = self.session.undo_name
        redo_name = self.session.redo_name
        self.undo_action.setEnabled(undo_name is not None)
        self.redo_action.setEnabled(redo_name is not None)
        # The stored names are the commands' English; the menu words them in the GM's language.
        system = self.session.state.campaign.system
        undo_text = (
            self.tr("Undo: %s") % shown_name(undo_name, system) if undo_name else self.tr("Undo")
        )
        redo_text = (
            self.tr("Redo: %s") % shown_name(redo_name, system) if redo_name else self.tr("Redo")
        )
        self.undo_action.setText(undo_text)
        self.redo_action.setText(redo_text)


def refusal(error: CommandError | RulesError) -> str:
    """A refused command's reason as the GM reads it (a rules refusal, or the file's, in their
    language where `refusals` or `file_words` knows it)."""
    return refusal_text(error) if isinstance(error, RulesError) else file_failure(str(error))
