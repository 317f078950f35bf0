"""The composition root: arguments, QApplication, the campaign file, the session and the window.

The only module that knows every layer: the store opens files, the model runs the session, the
ui shows it. `FileCampaigns` adapts the store to what the window asks of campaign files.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import os
import sys
from collections.abc import Callable
from collections.abc import Generator
from collections.abc import Iterator
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from gmscreen import APP_ID
from gmscreen import APP_NAME
from gmscreen import ORGANIZATION
from gmscreen import __version__

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtCore import QSettings

    from gmscreen.model.repository import Repository
    from gmscreen.model.repository import SnapshotInfo
    from gmscreen.model.session import Session
    from gmscreen.model.state import Record
    from gmscreen.store.export_check import CampaignDocument
    from gmscreen.store.file import CampaignFile
    from gmscreen.store.opening import OpeningCampaign
    from gmscreen.ui.shell.campaigns import NewCampaign
    from gmscreen.ui.shell.mainwindow import MainWindow

EXIT_OK, EXIT_FAILED, EXIT_CANNOT_OPEN = 0, 1, 2
DEMO_FILE_NAME = "Salvage Rights (demo).gmscreen"


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    """Read the command line: an optional campaign file, `--smoke` and `--read-only`."""
    parser = argparse.ArgumentParser(prog=APP_NAME, description="A desktop GM screen.")
    parser.add_argument("campaign", nargs="?", type=Path, help="a .gmscreen campaign file")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="open offscreen, render every panel, roll a task, close; exit 0 when all went well",
    )
    parser.add_argument(
        "--read-only",
        action="store_true",
        help="open the campaign without changing it (nothing can be saved)",
    )
    parser.add_argument(
        "--unregister",
        action="store_true",
        help="Windows: stop opening .gmscreen files with gmscreen (before deleting its folder)",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser.parse_args(list(argv))


class FileCampaigns:
    """Campaign files for the window: open, create, copy, export, snapshots (see ui.campaigns).

    A campaign that was opened, created or imported stays *pending* until the window has shown
    it (`keep`); only then is the current one closed. If the window cannot show it, `discard`
    closes it (and deletes a file this call created), and the GM stays where they were.

    The campaign the app starts with may be opened in two steps (`open(…, first=True)`): its
    first look before the window's first paint, the file itself after it (`finish_opening`).
    """

    def __init__(self) -> None:
        self._file: CampaignFile | None = None
        self._opening: OpeningCampaign | None = None
        self._refusal: tuple[OpeningCampaign, Exception] | None = None
        self._session: Session | None = None
        self._pending: tuple[Session, CampaignFile, bool] | None = None
        # The export `check_json` read last, with its file's stamp, for `import_json`.
        self._checked: tuple[Path, tuple[int, int], CampaignDocument] | None = None

    @property
    def path(self) -> Path | None:
        if self._opening is not None:
            return self._opening.path
        return self._file.path if self._file is not None else None

    @property
    def read_only(self) -> bool:
        return self._file is not None and self._file.read_only

    def _stage(self, new_file: CampaignFile, *, created: bool = False) -> Session:
        session = _new_session(
            new_file.repository, new_file.path, lambda: _close_new(new_file, created=created)
        )
        if self._pending is not None:
            self.discard(self._pending[0])
        self._pending = (session, new_file, created)
        if self._file is None:  # nothing to go back to: the first campaign of the app
            self.keep(session)
        return session

    def keep(self, session: Session) -> None:
        if self._pending is None or self._pending[0] is not session:
            return
        _session, new_file, _created = self._pending
        self._pending = None
        switching = self._session is not None
        self._drop_opening()  # the campaign shown before, still at its first look
        if self._file is not None and self._file is not new_file:
            self._file.close()
        self._file = new_file
        self._session = session
        if switching:
            # The campaign shown before was frozen with its cycles: thaw it so they are found
            # (what the old window still holds until its deletion goes with the next switch).
            gc.unfreeze()
            gc.collect()
        # What is alive now (the campaign's records, the modules) lives as long as the campaign
        # is open: frozen out of the cycle collector's way. A full collection over it paused
        # the window for 0.2 s or more at 10,000 actions every so often (the slowest clicks).
        gc.freeze()

    def discard(self, session: Session) -> None:
        if self._opening is not None and self._session is session:
            self.close()
        elif self._pending is not None and self._pending[0] is session:
            _session, new_file, created = self._pending
            self._pending = None
            _close_new(new_file, created=created)
        elif self._session is session and self._file is not None:
            self._file.close()
            self._file = None
            self._session = None

    def session_snapshot_steps(self) -> Iterator[object]:
        from gmscreen.ui.shell.idle_steps import LATER

        # A first look's file is opened (or refused, and told) by `opening_steps` or a command.
        while self._opening is not None:
            yield LATER
        campaign_file, session = self._file, self._session
        if campaign_file is None or campaign_file.read_only or session is None:
            return
        steps = campaign_file.snapshots.session_start_in_steps(session.state)
        yield from _snapshot_steps(campaign_file, steps)

    def opening_steps(self) -> Iterator[object]:
        """Open the campaign of a first look for writing while the window keeps answering, as
        idle steps: SQLAlchemy and SQLModel are imported in a thread of their own
        (`OpeningCampaign.prepare`), then the file is opened (a few milliseconds).

        Raises:
            CampaignOpenError: from the last step, as `finish_opening`.
        """
        from gmscreen.ui.shell.idle_steps import LATER

        opening = self._opening
        if opening is not None:
            opening.prepare()
            while opening.preparing:
                yield LATER
            if self._refusal is not None and self._refusal[0] is opening:
                raise self._refusal[1]  # refused meanwhile to a menu command: the window is told
        self.finish_opening()

    def _require(self) -> CampaignFile:
        from gmscreen.ui.shell.campaigns import CampaignOpenError
        from gmscreen.ui.shell.file_words import said
        from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

        self.finish_opening()
        if self._file is None:
            raise CampaignOpenError(said(QT_TRANSLATE_NOOP("FileFailures", "no campaign is open")))
        return self._file

    def open(self, path: Path, *, read_only: bool = False, first: bool = False) -> Session:
        """Open a campaign file; `first` (no campaign open yet, writable) may only take its
        first look now and leave the rest to `finish_opening` (see `store.first_look`)."""
        from gmscreen.store.errors import CampaignFileError
        from gmscreen.ui.shell.campaigns import CampaignOpenError
        from gmscreen.ui.shell.file_words import said
        from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

        if self.path is not None and self.path.resolve() == path.resolve():
            raise CampaignOpenError(
                said(QT_TRANSLATE_NOOP("FileFailures", "%1 is already open"), path.name)
            )
        try:
            if first and not read_only and self.path is None and self._pending is None:
                from gmscreen.store.first_look import first_look
                from gmscreen.store.opening import OpeningCampaign

                look = first_look(path)
                if look is not None:
                    opening = OpeningCampaign(look)
                    session = _new_session(opening.repository, path, opening.close)
                    opening.reloaded = session.reload
                    self._opening, self._session = opening, session
                    gc.freeze()  # as `keep` does (nothing to switch from)
                    return session
            from gmscreen.store.file import open_campaign

            return self._stage(open_campaign(path, read_only=read_only))
        except CampaignFileError as error:
            raise CampaignOpenError(str(error)) from error

    def _drop_opening(self) -> None:
        if self._opening is not None:
            self._opening.close()
            self._opening = None

    def finish_opening(self) -> None:
        """Open the campaign of a first look for writing (after the window's first paint);
        no effect for any other. A file changed meanwhile is read again by the session.

        Raises:
            CampaignOpenError: the file is refused now (damaged or locked since its first
                look); it is closed and left as it was.
        """
        from gmscreen.store.errors import CampaignFileError
        from gmscreen.ui.shell.campaigns import CampaignOpenError

        opening = self._opening
        if opening is None:
            return
        try:
            self._file = opening.finish()
        except CampaignFileError as error:
            self._opening = None
            refusal = CampaignOpenError(str(error))
            self._refusal = (opening, refusal)  # for `opening_steps`, if a menu came first
            raise refusal from error
        self._opening = None

    def create(self, request: NewCampaign) -> Session:
        from gmscreen.model.new_campaign import new_campaign_records

        records = new_campaign_records(request.name, request.system, request.player_characters)
        return self.create_from_records(request.path, records)

    def create_from_records(self, path: Path, records: list[Record]) -> Session:
        from gmscreen.store.errors import CampaignFileError
        from gmscreen.store.file import create_campaign
        from gmscreen.ui.shell.campaigns import CampaignOpenError

        try:
            return self._stage(create_campaign(path, records), created=True)
        except CampaignFileError as error:
            raise CampaignOpenError(str(error)) from error

    def open_or_create_demo(self, folder: Path) -> Session:
        """Open the demo campaign in `folder`, creating it on first start (or anew, keeping
        a demo file that cannot be opened any more beside it)."""
        from gmscreen.model.demo import demo_records
        from gmscreen.store.file import create_campaign
        from gmscreen.ui.shell.campaigns import CampaignOpenError

        path = folder / DEMO_FILE_NAME
        if path.exists():
            try:
                return self.open(path)
            except CampaignOpenError:
                path = _free_name(path)
        folder.mkdir(parents=True, exist_ok=True)
        return self._stage(create_campaign(path, demo_records(tokens=True)), created=True)

    def save_as(self, path: Path) -> None:
        from gmscreen.store.errors import CampaignFileError
        from gmscreen.ui.shell.campaigns import CampaignOpenError

        try:
            self._require().save_as(path)
        except CampaignFileError as error:
            raise CampaignOpenError(str(error)) from error

    def export_json(self, path: Path) -> Generator[float, None, None]:
        from gmscreen.store.errors import CampaignFileError
        from gmscreen.store.export import export_in_steps
        from gmscreen.ui.shell.campaigns import CampaignOpenError
        from gmscreen.ui.shell.file_words import said
        from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

        steps = export_in_steps(self._require(), path)
        try:
            yield from steps
        except (CampaignFileError, OSError) as error:
            raise CampaignOpenError(
                said(
                    QT_TRANSLATE_NOOP(
                        "FileFailures",
                        "“%1” could not be written (%2). The campaign is unchanged; check the "
                        "disk space and the folder, or export somewhere else.",
                    ),
                    path.name,
                    str(error),
                )
            ) from error
        finally:
            steps.close()

    def check_json(self, json_path: Path) -> Generator[float, None, None]:
        from gmscreen.store.export_check import read_export_in_steps
        from gmscreen.ui.shell.campaigns import CampaignOpenError

        self._checked = None
        steps = read_export_in_steps(json_path)
        try:
            document = yield from steps
        except ValueError as error:  # ImportFormatError: the first fault, line and field
            raise CampaignOpenError(str(error)) from error
        finally:
            steps.close()
        self._checked = (json_path, _file_stamp(json_path), document)

    def import_json(self, json_path: Path, campaign_path: Path) -> Generator[float, None, Session]:
        from gmscreen.store.errors import CampaignFileError
        from gmscreen.store.export import import_in_steps
        from gmscreen.ui.shell.campaigns import CampaignOpenError

        checked, self._checked = self._checked, None
        try:
            if checked is None or checked[:2] != (json_path, _file_stamp(json_path)):
                yield from self.check_json(json_path)  # changed since it was checked
                checked, self._checked = self._checked, None
            assert checked is not None
            steps = import_in_steps(checked[2], json_path, campaign_path)
            try:
                new_file = yield from steps
            finally:
                steps.close()
            return self._stage(new_file, created=True)
        except (CampaignFileError, ValueError, OSError) as error:
            raise CampaignOpenError(str(error)) from error

    def snapshots(self) -> list[SnapshotInfo]:
        from gmscreen.store.errors import CampaignFileError
        from gmscreen.ui.shell.campaigns import CampaignOpenError

        try:
            return self._require().snapshots.list()
        except CampaignFileError as error:
            raise CampaignOpenError(str(error)) from error

    def snapshot_steps(self, label: str) -> Iterator[None]:
        campaign_file = self._require()
        state = self._session.state if self._session is not None else None
        return _snapshot_steps(
            campaign_file, campaign_file.snapshots.take_in_steps(label, state=state)
        )

    def revert_to_snapshot(self, snapshot_id: int) -> Generator[float, None, None]:
        from gmscreen.model.commands import CommandError
        from gmscreen.store.errors import CampaignFileError
        from gmscreen.ui.shell.campaigns import CampaignOpenError

        steps = self._require().snapshots.revert_in_steps(snapshot_id, self._session)
        try:
            yield from steps
        except (CampaignFileError, CommandError) as error:
            raise CampaignOpenError(str(error)) from error
        finally:
            steps.close()

    def cloud_warning(self) -> str | None:
        from gmscreen.store.cloud import synced_folder_service
        from gmscreen.store.errors import CampaignFileError

        if self.path is not None and synced_folder_service(self.path.resolve()) is None:
            return None  # known without opening the file (still at its first look)
        campaign_file = self._require()
        service = campaign_file.cloud_warning_needed()
        if not service or campaign_file.read_only:
            return None
        # Warned now; if the file cannot be written, that shows at the GM's next change.
        with contextlib.suppress(CampaignFileError):
            campaign_file.mark_cloud_warned()
        from gmscreen.ui.shell.file_words import said
        from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

        return said(
            QT_TRANSLATE_NOOP(
                "FileFailures",
                "This campaign is in a folder that %1 synchronises. Syncing a file while "
                "gmscreen has it open can produce conflicting copies: close gmscreen before "
                "opening the campaign on another computer.",
            ),
            service,
        )

    def close(self) -> None:
        self._drop_opening()
        if self._pending is not None:
            self.discard(self._pending[0])
        if self._file is not None:
            self._file.close()
            self._file = None
        if self._session is not None:
            self._session = None
            gc.unfreeze()  # what `keep` froze for this campaign may be collected again


def _new_session(repository: Repository, path: Path, close: Callable[[], None]) -> Session:
    """A session on `repository`; a record the file's checks let through refuses the file."""
    from gmscreen.model.session import Session
    from gmscreen.ui.shell.campaigns import CampaignOpenError
    from gmscreen.ui.shell.file_words import said
    from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

    try:
        return Session(repository)
    except Exception as error:
        close()
        raise CampaignOpenError(
            said(
                QT_TRANSLATE_NOOP(
                    "FileFailures", "“%1” could not be read: %2. It was left as it was."
                ),
                path.name,
                str(error),
            )
        ) from error


def _close_new(campaign_file: CampaignFile, *, created: bool) -> None:
    """Close a campaign the window did not take; a file made for it is removed again."""
    campaign_file.close()
    if created:
        path = campaign_file.path
        path.unlink(missing_ok=True)
        path.with_name(path.name + "-journal").unlink(missing_ok=True)


def _snapshot_steps(
    campaign_file: CampaignFile, steps: Generator[None, None, object]
) -> Iterator[None]:
    """A snapshot's steps for the window: a store failure as the GM's message; a file closed
    meanwhile (another campaign opened) ends the job without writing."""
    from gmscreen.model.commands import CommandError
    from gmscreen.store.errors import CampaignFileError
    from gmscreen.ui.shell.campaigns import CampaignOpenError

    try:
        while not campaign_file.closed:
            try:
                next(steps)
            except StopIteration:
                return
            except (CampaignFileError, CommandError) as error:
                raise CampaignOpenError(str(error)) from error
            yield
    finally:
        steps.close()


def _file_stamp(path: Path) -> tuple[int, int]:
    """A file's size and modification time: whether it changed since it was read."""
    try:
        status = path.stat()
    except OSError:
        return (-1, -1)
    return (status.st_size, status.st_mtime_ns)


def _free_name(path: Path) -> Path:
    """`path`, or the first “name (2).ext”, “name (3).ext”… that does not exist yet."""
    number = 2
    candidate = path
    while candidate.exists():
        candidate = path.with_name(f"{path.stem} ({number}){path.suffix}")
        number += 1
    return candidate


def campaigns_folder() -> Path:
    """Where new campaigns go by default: the platform's documents folder."""
    from PySide6.QtCore import QStandardPaths

    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents or Path.home()) / "gmscreen"


def main(argv: Sequence[str] | None = None) -> int:
    """Start gmscreen and return its exit code."""
    # The way to the first frame allocates hundreds of thousands of objects (the modules, the
    # campaign, the window) and a few hundred cycles: the cycle collector would run some 200
    # times on the way (about a tenth of the start-up) to find them. It waits for the first
    # paint; a start that ends before one turns it back on here.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _main(argv, collect_after_first_paint=collecting)
    finally:
        if collecting:
            gc.enable()


def _main(argv: Sequence[str] | None, *, collect_after_first_paint: bool) -> int:
    args = parse_arguments(sys.argv[1:] if argv is None else argv)
    if args.smoke:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationVersion(__version__)
    QApplication.setDesktopFileName(APP_ID)  # lets Wayland match the window to its .desktop entry
    from PySide6.QtGui import QIcon

    from gmscreen.resources import resource_path

    QApplication.setWindowIcon(QIcon(str(resource_path("icons", "gmscreen-256.png"))))
    settings = QSettings()
    from gmscreen.ui.shell.desktop import register_on_first_start
    from gmscreen.ui.shell.desktop import unregister
    from gmscreen.ui.shell.language import chosen_language
    from gmscreen.ui.shell.language import install_translators
    from gmscreen.ui.shell.single_instance import hand_over

    if args.unregister:
        print(unregister(settings))
        return EXIT_OK
    install_translators(chosen_language(settings))  # before the first widget
    # One writer per campaign: a running gmscreen takes the campaign over and asks the GM.
    if not args.smoke and not args.read_only and hand_over(args.campaign):
        return EXIT_OK
    register_on_first_start(settings)
    if args.smoke:  # a bug under --smoke is a failed check: its traceback belongs on stderr
        return _run(app, args, settings, collect_after_first_paint=collect_after_first_paint)
    from gmscreen.ui.shell.crash_report import CrashReporter
    from gmscreen.ui.shell.crash_report import install

    reporter = CrashReporter()
    restore = install(reporter)  # from here on, a bug is a dialog and a report, not a traceback
    try:
        return _run(app, args, settings, collect_after_first_paint=collect_after_first_paint)
    except Exception as error:  # the last resort: a bug while starting, not a campaign problem
        reporter.report(type(error), error, error.__traceback__)
        return EXIT_FAILED
    finally:
        restore()


def _run(
    app: QCoreApplication,
    args: argparse.Namespace,
    settings: QSettings,
    *,
    collect_after_first_paint: bool,
) -> int:
    """Open the window on the campaign to start with and run until the GM quits."""
    from PySide6.QtWidgets import QMessageBox

    from gmscreen.ui.shell.campaigns import CampaignOpenError
    from gmscreen.ui.shell.single_instance import InstanceServer
    from gmscreen.ui.shell.single_instance import offer_switch

    campaigns = FileCampaigns()
    try:
        window, notice = _start_window(args, campaigns, settings)
    except CampaignOpenError as error:
        if args.smoke:
            message = f"{args.campaign}: {error}" if args.campaign else str(error)
            print(f"gmscreen: cannot open {message}", file=sys.stderr)
        else:
            QMessageBox.critical(None, APP_NAME, _refusal_shown(args.campaign, str(error)))
        campaigns.close()
        return EXIT_CANNOT_OPEN
    from gmscreen.ui.shell.idle_steps import IdleSteps

    # After the first paint the campaign's file is opened while the window answers (SQLAlchemy
    # is imported in a thread); then the cycle collector resumes and the panels behind tabs are
    # built. One after the other: together they would share Python's lock and each wait longer.
    opening = IdleSteps(window, busy=True)  # a command meanwhile waits for the file
    opening.failed.connect(lambda message: _refused(app, window, campaigns, args.campaign, message))
    window.first_painted.connect(lambda: opening.start(campaigns.opening_steps()))
    if collect_after_first_paint:
        opening.finished.connect(gc.freeze)  # the modules just imported live as long as the app
        opening.finished.connect(gc.enable)
    opening.finished.connect(window.panels.build_rest)
    benchmark = os.environ.get("GMSCREEN_FIRST_PAINT")
    if benchmark in ("1", "settle"):
        from gmscreen.ui.shell.firstpaint import FirstPaintReporter

        reporter = FirstPaintReporter(
            window,
            (lambda: not opening.running, lambda: not window.panels.waiting())
            if benchmark == "settle"
            else None,
        )
        window.installEventFilter(reporter)
    window.show()
    if not args.smoke:
        server = InstanceServer(window)
        server.received.connect(
            lambda path: offer_switch(
                window,
                path,
                campaigns.path,
                window.file_menu.open_path if window.file_menu is not None else None,
            )
        )
    if args.smoke:
        from gmscreen.ui.shell.smoke import run_smoke

        try:  # the checks of the file itself, not only of its first look
            campaigns.finish_opening()
        except CampaignOpenError as error:
            print(f"gmscreen: cannot open {args.campaign}: {error}", file=sys.stderr)
            campaigns.close()
            return EXIT_CANNOT_OPEN

        result = run_smoke(window, roll_task=not args.read_only)
        campaigns.close()
        if result:
            print(f"gmscreen --smoke: {result}", file=sys.stderr)
            return EXIT_FAILED
        print("gmscreen --smoke: ok")
        return EXIT_OK
    if notice:
        QMessageBox.warning(window, APP_NAME, notice)
    # Once the file is open (the warning is written to it), not on the way to the first paint:
    # a campaign in a synced folder had its file opened before it.
    opening.finished.connect(lambda: _warn_of_cloud(window, campaigns))
    code = app.exec()
    campaigns.close()
    return code


def _start_window(
    args: argparse.Namespace, campaigns: FileCampaigns, settings: QSettings
) -> tuple[MainWindow, str | None]:
    """The window on the campaign to start with, and what the GM must be told if it is not the
    one they asked for: the one named, else the last one, else the demo.

    With `--smoke` a named campaign that cannot be opened or shown is refused (exit 2); a GM
    starting the app gets the demo and a message instead, never a traceback.
    """
    from gmscreen.ui.shell.campaigns import CampaignOpenError
    from gmscreen.ui.shell.file_words import said
    from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

    wanted: Path | None = args.campaign
    if wanted is None and not args.smoke:
        last = settings.value("campaigns/last")
        wanted = Path(last) if isinstance(last, str) and last else None
    if wanted is not None:
        try:
            return _window_on(
                campaigns.open(wanted, read_only=args.read_only, first=True), campaigns, settings
            ), None
        except CampaignOpenError as error:
            if args.smoke:
                raise
            notice = said(
                QT_TRANSLATE_NOOP(
                    "FileFailures",
                    "“%1” could not be opened: %2\n\nThe demo campaign is open instead; "
                    "File ▸ Open recent lists your other campaigns.",
                ),
                str(wanted),
                str(error),
            )
    else:
        notice = None
    return _window_on(
        campaigns.open_or_create_demo(campaigns_folder()), campaigns, settings
    ), notice


def _warn_of_cloud(window: MainWindow, campaigns: FileCampaigns) -> None:
    """The risk of a campaign in a synced folder, once per file, once the window is up."""
    from PySide6.QtWidgets import QMessageBox

    warning = campaigns.cloud_warning()
    if warning:
        QMessageBox.information(window, APP_NAME, warning)


def _refused(
    app: QCoreApplication,
    window: MainWindow,
    campaigns: FileCampaigns,
    wanted: Path | None,
    message: str,
) -> None:
    """The campaign the window shows was refused when its file was opened for writing, after
    the first paint (changed, damaged or locked since its first look): it is closed with the
    message a refusal before the window would have given; nothing was written to it."""
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.critical(window, APP_NAME, _refusal_shown(campaigns.path or wanted, message))
    campaigns.close()
    window.close()
    app.exit(EXIT_CANNOT_OPEN)


def _refusal_shown(path: Path | None, message: str) -> str:
    """A campaign refused at start-up, as the GM reads it: the file, then the store's reason in
    the GM's language."""
    from gmscreen.ui.shell.file_words import file_failure

    return f"{path}: {file_failure(message)}" if path else file_failure(message)


def _window_on(session: Session, campaigns: FileCampaigns, settings: QSettings) -> MainWindow:
    """The main window showing `session`; a campaign it cannot show is closed again."""
    from gmscreen.ui.shell.campaigns import CampaignOpenError
    from gmscreen.ui.shell.mainwindow import MainWindow

    try:
        return MainWindow(session, campaigns=campaigns, settings=settings, rest_after_paint=False)
    except CampaignOpenError:
        campaigns.discard(session)
        raise
