"""The File menu: new, open, recent, Save As, JSON export/import and snapshots."""

from __future__ import annotations

import json
from collections.abc import Callable
from collections.abc import Generator
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject
from PySide6.QtCore import QSettings
from PySide6.QtCore import QStandardPaths
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QInputDialog
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QWidget

from gmscreen.model.session import Session
from gmscreen.rules.dice import SeededDice
from gmscreen.rules.systems import HOT_CIRCLE
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.shell.campaigns import CampaignOpenError
from gmscreen.ui.shell.campaigns import Campaigns
from gmscreen.ui.shell.campaigns import NewCampaign
from gmscreen.ui.shell.crash_report import report_line
from gmscreen.ui.shell.crash_report import write_report
from gmscreen.ui.shell.desktop import EXTENSION
from gmscreen.ui.shell.desktop import add_to_recent_documents
from gmscreen.ui.shell.file_words import file_failure
from gmscreen.ui.shell.idle_steps import IdleSteps
from gmscreen.ui.shell.progress import SHOW_AFTER_MS
from gmscreen.ui.shell.progress import Finished
from gmscreen.ui.shell.progress import run_with_progress
from gmscreen.ui.shell.snapshot_names import snapshot_name
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

T = TypeVar("T")
translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
MAX_RECENT = 8
LARGE_EXPORT_BYTES = 16_000_000  # about a second to parse on a laptop
SNAPSHOT_DELAY_MS = 400  # after the first paint, not on the way to it
RECENT_DOCUMENTS_DELAY_MS = 400  # the same
FILTER = "Campaigns (*.gmscreen)"


def remember_campaign(settings: QSettings | None, path: Path, title: str = "") -> None:
    """Make `path` the last campaign and the first of the recent list, under its campaign's
    title (the Open recent menu names campaigns, not only files)."""
    if settings is None:
        return
    recent = [str(path), *(p for p in recent_campaigns(settings) if p != str(path))]
    recent = recent[:MAX_RECENT]
    settings.setValue("campaigns/recent", recent)
    settings.setValue("campaigns/last", str(path))
    titles = {p: t for p, t in recent_titles(settings).items() if p in recent}
    if title:
        titles[str(path)] = title
    settings.setValue("campaigns/recent_titles", json.dumps(titles))
    # The desktop's own recent list, where it has one: a moment later, so the window's first
    # campaign paints first (reading and writing its XML is the desktop's business).
    QTimer.singleShot(RECENT_DOCUMENTS_DELAY_MS, lambda: add_to_recent_documents(path))


def recent_titles(settings: QSettings) -> dict[str, str]:
    """The titles of the recent campaigns, by file; a damaged entry counts as none."""
    try:
        titles = json.loads(str(settings.value("campaigns/recent_titles", "{}")))
    except ValueError:
        return {}
    if not isinstance(titles, dict):
        return {}
    return {str(path): str(title) for path, title in titles.items()}


def recent_campaigns(settings: QSettings | None) -> list[str]:
    """The recently opened campaign files, newest first."""
    if settings is None:
        return []
    value = settings.value("campaigns/recent", [])
    if isinstance(value, str):
        return [value]
    return [str(item) for item in value] if isinstance(value, list) else []


class FileMenu(QObject):
    """Builds the File menu and carries out its actions; `opened` receives each new session."""

    def __init__(
        self,
        parent: QWidget,
        campaigns: Campaigns,
        settings: QSettings | None,
        opened: Callable[[Session], None],
    ) -> None:
        super().__init__(parent)
        self._window = parent
        self._campaigns = campaigns
        self._settings = settings
        self._opened = opened
        self.menu = QMenu(self.tr("&File"), parent)
        self.progress_after_ms = SHOW_AFTER_MS  # how long a job runs before its dialog shows
        self.snapshotting = IdleSteps(self)
        self.snapshotting.failed.connect(self._snapshot_failed)
        self._add(self.tr("&New campaign…"), self.new_campaign, QKeySequence.StandardKey.New)
        self._add(self.tr("&Open…"), self.open_dialog, QKeySequence.StandardKey.Open)
        self._add(self.tr("Open read-&only…"), self.open_read_only_dialog)
        self.recent_menu = self.menu.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.menu.addSeparator()
        self._add(self.tr("Save &As…"), self.save_as, QKeySequence.StandardKey.SaveAs)
        self._add(self.tr("&Export as JSON…"), self.export_json)
        self._add(self.tr("&Import from JSON…"), self.import_json)
        self._add(self.tr("Import &map…"), self.import_map)
        self.menu.addSeparator()
        self._add(self.tr("Take a &snapshot"), self.take_snapshot)
        self._add(self.tr("Revert to a snapshot…"), self.revert_to_snapshot)
        self.menu.addSeparator()
        self._add(self.tr("&Quit"), parent.close, QKeySequence.StandardKey.Quit)

    def started(self, title: str = "") -> None:
        """The window shows its first campaign (called `title`): remember it, snapshot the
        session's start."""
        if self._campaigns.path is not None:
            remember_campaign(self._settings, self._campaigns.path, title)
        self._schedule_session_snapshot()

    def _schedule_session_snapshot(self) -> None:
        # Once the window is up, in idle steps: the window keeps painting and taking clicks.
        QTimer.singleShot(SNAPSHOT_DELAY_MS, self, self._snapshot_session_start)

    def _snapshot_session_start(self) -> None:
        self.snapshotting.start(self._campaigns.session_snapshot_steps())

    def _snapshot_failed(self, message: str) -> None:
        QMessageBox.warning(self._window, self.tr("Cannot take a snapshot"), file_failure(message))

    def _add(
        self,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence.StandardKey | None = None,
    ) -> QAction:
        action = QAction(text, self)  # `text` translated by the caller, where lupdate sees it
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        self.menu.addAction(action)
        return action

    def _folder(self) -> Path:
        if self._campaigns.path is not None:
            return self._campaigns.path.parent
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        return Path(documents or Path.home())

    def _fail(self, title: str, error: Exception) -> None:
        """Say why a file job failed: `title` as marked for translation (FileMenu), the store's
        English message in the GM's language (`file_failure`)."""
        detail = error.detail if isinstance(error, CampaignOpenError) else ""
        message = file_failure(str(error))
        if not detail:
            QMessageBox.warning(self._window, self.tr(title), message)
            return
        # A bug's traceback: kept in a report file, and behind the box's Show Details, so the
        # message itself says in the GM's words what happened.
        report = write_report(detail)
        if report is not None:
            detail += "\n" + report_line(report)
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr(title),
            message,
            QMessageBox.StandardButton.Ok,
            self._window,
        )
        box.setDetailedText(detail)
        box.exec()

    def _show(
        self,
        session: Session,
        title: str = QT_TRANSLATE_NOOP("FileMenu", "Cannot open the campaign"),
    ) -> bool:
        """Show a pending session; if the window cannot, close it and stay where the GM was."""
        try:
            self._opened(session)
        except CampaignOpenError as error:
            self._campaigns.discard(session)
            self._fail(title, error)
            return False
        self.snapshotting.stop()  # a snapshot of the campaign being closed is not finished
        self._campaigns.keep(session)
        if self._campaigns.path is not None:
            remember_campaign(self._settings, self._campaigns.path, session.state.campaign.name)
        self._schedule_session_snapshot()
        warning = self._campaigns.cloud_warning()
        if warning:
            QMessageBox.information(self._window, self.tr("Campaign in a synced folder"), warning)
        return True

    def open_path(self, path: Path, *, read_only: bool = False) -> bool:
        """Open a campaign file; a failure is shown and the current campaign stays open."""
        try:
            session = self._campaigns.open(path, read_only=read_only)
        except CampaignOpenError as error:
            self._fail(QT_TRANSLATE_NOOP("FileMenu", "Cannot open the campaign"), error)
            return False
        return self._show(session)

    def open_dialog(self, *, read_only: bool = False) -> None:
        title = self.tr("Open a campaign read-only") if read_only else self.tr("Open a campaign")
        path, _ = QFileDialog.getOpenFileName(
            self._window, title, str(self._folder()), self.tr(FILTER)
        )
        if path:
            self.open_path(Path(path), read_only=read_only)

    def open_read_only_dialog(self) -> None:
        """Open a campaign without changing it (a file on a read-only drive, a look at a copy)."""
        self.open_dialog(read_only=True)

    def new_campaign(self) -> None:
        from gmscreen.ui.dialogs.new_campaign import NewCampaignDialog  # when asked for

        dialog = NewCampaignDialog(self._folder(), self._window)
        if not dialog.exec():
            return
        request = dialog.request()
        if request.system == HOT_CIRCLE.id:
            self._hold_session_zero(request)
            return
        try:
            session = self._campaigns.create(request)
        except (CampaignOpenError, ValueError) as error:
            self._fail(QT_TRANSLATE_NOOP("FileMenu", "Cannot create the campaign"), error)
            return
        self._show(session, QT_TRANSLATE_NOOP("FileMenu", "Cannot create the campaign"))

    def _hold_session_zero(self, request: NewCampaign) -> None:
        """A Hot Circle campaign starts with session zero: settings, factions, the situation."""
        from gmscreen.ui.hotcircle.wizard import run_session_zero

        made = run_session_zero(
            self._window,
            request.path.parent,
            SeededDice(),
            name=request.name,
            path=request.path,
            player_characters="\n".join(
                f"{name} — {player}" if player else name
                for name, player in request.player_characters
            ),
        )
        if made is None:
            return
        try:
            session = self._campaigns.create_from_records(made.path, list(made.records))
        except CampaignOpenError as error:
            self._fail(QT_TRANSLATE_NOOP("FileMenu", "Cannot create the campaign"), error)
            return
        self._show(session, QT_TRANSLATE_NOOP("FileMenu", "Cannot create the campaign"))

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = recent_campaigns(self._settings)
        if not recent:
            self.recent_menu.addAction(self.tr("(none yet)")).setEnabled(False)
        titles = recent_titles(self._settings) if self._settings is not None else {}
        for path in recent:
            name = Path(path).name
            title = titles.get(path, "")
            label = fill(self.tr("%1 — %2"), title, name) if title else name
            action = self.recent_menu.addAction(label)
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_path(Path(p)))

    def save_as(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self._window, self.tr("Save a copy as"), str(self._folder()), self.tr(FILTER)
        )
        if not path:
            return
        target = Path(path if path.endswith(EXTENSION) else path + EXTENSION)
        try:
            self._campaigns.save_as(target)
        except CampaignOpenError as error:
            self._fail(QT_TRANSLATE_NOOP("FileMenu", "Cannot save a copy"), error)

    def export_json(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self._window, self.tr("Export as JSON"), str(self._folder()), self.tr("JSON (*.json)")
        )
        if not path:
            return
        target = Path(path)
        self._run(
            self.tr("Exporting to “%s”…") % target.name,
            self._campaigns.export_json(target),
            failure=QT_TRANSLATE_NOOP("FileMenu", "Cannot export"),
            cancelled=(
                self.tr("Export cancelled"),
                self.tr("The export was cancelled: nothing was written, “%s” is as it was.")
                % target.name,
            ),
        )

    def _run(
        self,
        label: str,
        steps: Generator[float, None, T],
        *,
        failure: str,
        cancelled: tuple[str, str],
        at_once: bool = False,
    ) -> Finished[T] | None:
        """Run a job under a progress dialog (shown after a second, or `at_once`). A failure
        shows under the title `failure`, a cancel as the `cancelled` title and text; None: the
        job did not finish."""
        after = 0 if at_once else self.progress_after_ms
        try:
            finished = run_with_progress(self._window, label, steps, show_after_ms=after)
        except CampaignOpenError as error:
            self._fail(failure, error)
            return None
        if finished is None:
            QMessageBox.information(self._window, *cancelled)
        return finished

    def import_map(self) -> None:
        """A Universal VTT file as a new zone map: the map shows its preview first."""
        maps = [m for m in self._window.findChildren(MapWidget) if not m.player_safe]
        if maps:
            maps[0].import_map_file()

    def import_json(self) -> None:
        source, _ = QFileDialog.getOpenFileName(
            self._window,
            self.tr("Import a JSON export"),
            str(self._folder()),
            self.tr("JSON (*.json)"),
        )
        if not source:
            return
        cancelled = (
            self.tr("Import cancelled"),
            self.tr("The import was cancelled: no campaign was created."),
        )
        # A faulty export is refused before the GM is asked where to save it. Parsing a large
        # export is one piece of a second or more: its dialog shows first.
        large = Path(source).is_file() and Path(source).stat().st_size > LARGE_EXPORT_BYTES
        checked = self._run(
            self.tr("Checking “%s”…") % Path(source).name,
            self._campaigns.check_json(Path(source)),
            failure=QT_TRANSLATE_NOOP("FileMenu", "Cannot import"),
            cancelled=cancelled,
            at_once=large,
        )
        if checked is None:
            return
        target, _ = QFileDialog.getSaveFileName(
            self._window,
            self.tr("Save the imported campaign as"),
            str(Path(source).with_suffix(EXTENSION)),
            self.tr(FILTER),
        )
        if not target:
            return
        imported = self._run(
            self.tr("Importing “%s”…") % Path(source).name,
            self._campaigns.import_json(Path(source), Path(target)),
            failure=QT_TRANSLATE_NOOP("FileMenu", "Cannot import"),
            cancelled=cancelled,
        )
        if imported is not None:
            self._show(imported.value, QT_TRANSLATE_NOOP("FileMenu", "Cannot import"))

    def take_snapshot(self) -> None:
        label, ok = QInputDialog.getText(
            self._window, self.tr("Take a snapshot"), self.tr("Label (optional):")
        )
        if ok:
            try:
                # none typed: the file says why it was taken, and the list words that
                steps = self._campaigns.snapshot_steps(label.strip())
            except CampaignOpenError as error:
                self._fail(QT_TRANSLATE_NOOP("FileMenu", "Cannot take a snapshot"), error)
                return
            self.snapshotting.start(steps)

    def revert_to_snapshot(self) -> None:
        try:
            snapshots = self._campaigns.snapshots()
        except CampaignOpenError as error:
            self._fail(QT_TRANSLATE_NOOP("FileMenu", "Cannot list the snapshots"), error)
            return
        if not snapshots:
            QMessageBox.information(
                self._window, self.tr("Snapshots"), self.tr("No snapshots yet.")
            )
            return
        labels = [f"{s.taken_at} — {snapshot_name(s)}" for s in snapshots]
        choice, ok = QInputDialog.getItem(
            self._window,
            self.tr("Revert to a snapshot"),
            self.tr("The current state is snapshotted first, so this can be undone:"),
            labels,
            0,
            False,
        )
        if not ok:
            return
        snapshot = snapshots[labels.index(choice)]
        self._run(
            self.tr("Reverting to the snapshot of %s…") % snapshot.taken_at[:16],
            self._campaigns.revert_to_snapshot(snapshot.id),
            failure=QT_TRANSLATE_NOOP("FileMenu", "Cannot revert"),
            cancelled=(
                self.tr("Revert cancelled"),
                self.tr("The revert was cancelled: the campaign is as it was."),
            ),
        )
