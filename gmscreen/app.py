"""The composition root: arguments, QApplication, the campaign file, the session and the window.

The only module that knows every layer: the store opens files, the model runs the session, the
ui shows it. `FileCampaigns` adapts the store to what the window asks of campaign files.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from gmscreen import APP_ID, APP_NAME, ORGANIZATION, __version__

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

    from gmscreen.model.session import Session
    from gmscreen.model.state import Record
    from gmscreen.store.file import CampaignFile
    from gmscreen.ui.shell.campaigns import NewCampaign, SnapshotInfo

EXIT_OK, EXIT_FAILED, EXIT_CANNOT_OPEN = 0, 1, 2
SNAPSHOT_DELAY_MS = 400  # after the first paint, not on the way to it
DEMO_FILE_NAME = "Salvage Rights (demo).gmscreen"


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    """Read the command line: an optional campaign file and `--smoke`."""
    parser = argparse.ArgumentParser(prog=APP_NAME, description="A desktop GM screen.")
    parser.add_argument("campaign", nargs="?", type=Path, help="a .gmscreen campaign file")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="open offscreen, render every panel, roll a task, close; exit 0 when all went well",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser.parse_args(list(argv))


class FileCampaigns:
    """Campaign files for the window: open, create, copy, export, snapshots (see ui.campaigns)."""

    def __init__(self) -> None:
        self._file: CampaignFile | None = None
        self._session: Session | None = None

    @property
    def path(self) -> Path | None:
        return self._file.path if self._file is not None else None

    def _swap(self, new_file: CampaignFile) -> Session:
        from gmscreen.model.session import Session

        session = Session(new_file.repository)
        if self._file is not None:
            self._file.close()
        self._file = new_file
        self._session = session
        if not new_file.read_only:
            # A snapshot per session start, so a bad evening can always be rolled back; taken
            # once the window is up, since copying a large campaign takes a noticeable moment.
            from PySide6.QtCore import QTimer

            QTimer.singleShot(SNAPSHOT_DELAY_MS, lambda: self._snapshot_session_start(new_file))
        return session

    def _snapshot_session_start(self, campaign_file: CampaignFile) -> None:
        if campaign_file is self._file and not campaign_file.closed:
            campaign_file.snapshots.take_session_start()

    def _require(self) -> CampaignFile:
        from gmscreen.ui.shell.campaigns import CampaignOpenError

        if self._file is None:
            raise CampaignOpenError("no campaign is open")
        return self._file

    def open(self, path: Path) -> Session:
        from gmscreen.store.errors import CampaignFileError
        from gmscreen.store.file import open_campaign
        from gmscreen.ui.shell.campaigns import CampaignOpenError

        if self._file is not None and self._file.path.resolve() == path.resolve():
            raise CampaignOpenError(f"{path.name} is already open")
        try:
            return self._swap(open_campaign(path))
        except CampaignFileError as error:
            raise CampaignOpenError(str(error)) from error

    def create(self, request: NewCampaign) -> Session:
        from gmscreen.model.new_campaign import new_campaign_records
        from gmscreen.store.errors import CampaignFileError
        from gmscreen.store.file import create_campaign
        from gmscreen.ui.shell.campaigns import CampaignOpenError

        records = new_campaign_records(request.name, request.system, request.player_characters)
        try:
            return self._swap(create_campaign(request.path, records))
        except CampaignFileError as error:
            raise CampaignOpenError(str(error)) from error

    def create_from_records(self, path: Path, records: list[Record]) -> Session:
        from gmscreen.store.errors import CampaignFileError
        from gmscreen.store.file import create_campaign
        from gmscreen.ui.shell.campaigns import CampaignOpenError

        try:
            return self._swap(create_campaign(path, records))
        except CampaignFileError as error:
            raise CampaignOpenError(str(error)) from error

    def open_or_create_demo(self, folder: Path) -> Session:
        """Open the demo campaign in `folder`, creating it on first start."""
        from gmscreen.model.demo import demo_records
        from gmscreen.store.file import create_campaign

        path = folder / DEMO_FILE_NAME
        if path.exists():
            return self.open(path)
        folder.mkdir(parents=True, exist_ok=True)
        return self._swap(create_campaign(path, demo_records(tokens=True)))

    def save_as(self, path: Path) -> None:
        from gmscreen.store.errors import CampaignFileError
        from gmscreen.ui.shell.campaigns import CampaignOpenError

        try:
            self._require().save_as(path)
        except CampaignFileError as error:
            raise CampaignOpenError(str(error)) from error

    def export_json(self, path: Path) -> None:
        from gmscreen.store.export import export_json

        export_json(self._require(), path)

    def import_json(self, json_path: Path, campaign_path: Path) -> Session:
        from gmscreen.store.errors import CampaignFileError
        from gmscreen.store.export import import_json
        from gmscreen.ui.shell.campaigns import CampaignOpenError

        try:
            return self._swap(import_json(json_path, campaign_path))
        except (CampaignFileError, ValueError) as error:
            raise CampaignOpenError(str(error)) from error

    def snapshots(self) -> list[SnapshotInfo]:
        from gmscreen.ui.shell.campaigns import SnapshotInfo

        return [
            SnapshotInfo(snapshot.id, snapshot.taken_at, snapshot.label)
            for snapshot in self._require().snapshots.list()
        ]

    def take_snapshot(self, label: str) -> None:
        self._require().snapshots.take(label)

    def revert_to_snapshot(self, snapshot_id: int) -> None:
        from gmscreen.store.errors import CampaignFileError
        from gmscreen.ui.shell.campaigns import CampaignOpenError

        try:
            self._require().snapshots.revert(snapshot_id, self._session)
        except CampaignFileError as error:
            raise CampaignOpenError(str(error)) from error

    def cloud_warning(self) -> str | None:
        campaign_file = self._require()
        service = campaign_file.cloud_warning_needed()
        if not service or campaign_file.read_only:
            return None
        campaign_file.mark_cloud_warned()
        return (
            f"This campaign is in a folder that {service} synchronises. Syncing a file while "
            "gmscreen has it open can produce conflicting copies: close gmscreen before opening "
            "the campaign on another computer."
        )

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def campaigns_folder() -> Path:
    """Where new campaigns go by default: the platform's documents folder."""
    from PySide6.QtCore import QStandardPaths

    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents or Path.home()) / "gmscreen"


def main(argv: Sequence[str] | None = None) -> int:
    """Start gmscreen and return its exit code."""
    args = parse_arguments(sys.argv[1:] if argv is None else argv)
    if args.smoke:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication, QMessageBox

    from gmscreen.ui.shell.campaigns import CampaignOpenError
    from gmscreen.ui.shell.mainwindow import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationVersion(__version__)
    QApplication.setDesktopFileName(APP_ID)  # lets Wayland match the window to its .desktop entry
    from PySide6.QtGui import QIcon

    from gmscreen.resources import resource_path

    QApplication.setWindowIcon(QIcon(str(resource_path("icons", "gmscreen-256.png"))))
    settings = QSettings()
    campaigns = FileCampaigns()
    try:
        session = _first_session(args.campaign, campaigns, settings, use_last=not args.smoke)
    except CampaignOpenError as error:
        message = f"{args.campaign}: {error}" if args.campaign else str(error)
        if args.smoke:
            print(f"gmscreen: cannot open {message}", file=sys.stderr)
        else:
            QMessageBox.critical(None, APP_NAME, message)
        return EXIT_CANNOT_OPEN
    window = MainWindow(session, campaigns=campaigns, settings=settings)
    if os.environ.get("GMSCREEN_FIRST_PAINT") == "1":
        from gmscreen.ui.shell.firstpaint import FirstPaintReporter

        reporter = FirstPaintReporter(window)
        window.installEventFilter(reporter)
    window.show()
    if args.smoke:
        from gmscreen.ui.shell.smoke import run_smoke

        result = run_smoke(window)
        campaigns.close()
        if result:
            print(f"gmscreen --smoke: {result}", file=sys.stderr)
            return EXIT_FAILED
        print("gmscreen --smoke: ok")
        return EXIT_OK
    warning = campaigns.cloud_warning()
    if warning:
        QMessageBox.information(window, APP_NAME, warning)
    code = app.exec()
    campaigns.close()
    return code


def _first_session(
    path: Path | None, campaigns: FileCampaigns, settings: QSettings, *, use_last: bool
) -> Session:
    """The campaign to start with: the one named, else the last one, else the demo."""
    from gmscreen.ui.shell.campaigns import CampaignOpenError

    if path is not None:
        return campaigns.open(path)
    last = settings.value("campaigns/last") if use_last else None
    if isinstance(last, str) and Path(last).is_file():
        try:
            return campaigns.open(Path(last))
        except CampaignOpenError:
            pass  # the window offers the recent list; start on the demo rather than not at all
    return campaigns.open_or_create_demo(campaigns_folder())
