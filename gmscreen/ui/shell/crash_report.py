"""The last resort for a bug: the GM sees a dialog and the details are kept in a file.

Every expected failure (a damaged campaign, a full disk, bad input) has its own message where it
happens. This is for what nobody expected: an exception escaping a slot or an event handler,
which PySide6 would otherwise print to a terminal the GM never sees, or a bug while the window is
built. Every action before the failing one is already committed to the campaign file, so the
dialog can say so; the traceback goes to a report file the GM can send along with a bug report.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from datetime import UTC
from datetime import datetime
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QWidget

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def reports_folder() -> Path:
    """Where reports are written: the platform's per-user application data folder."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".gmscreen") / "bug-reports"


def write_report(details: str, folder: Path | None = None) -> Path | None:
    """Keep `details` in a new file and return its path; None when even that fails (the dialog
    still shows the details, so nothing is lost to the GM)."""
    target = folder if folder is not None else reports_folder()
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
    try:
        target.mkdir(parents=True, exist_ok=True)
        path = target / f"gmscreen-{stamp}.txt"
        path.write_text(details, encoding="utf-8")
    except OSError:
        return None
    return path


class CrashReporter:
    """Shows one dialog per distinct bug, never a stack of them.

    An exception raised from a paint event would repeat on every frame; a GM must be able to
    close the dialog and go on, so a bug already shown this session is only written down again.
    """

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder
        self._shown: set[tuple[str, str]] = set()
        self._showing = False
        self.last_report: Path | None = None

    def report(
        self,
        kind: type[BaseException],
        error: BaseException,
        trace: TracebackType | None,
    ) -> None:
        """Write the report and, unless the same bug was already shown, tell the GM."""
        details = "".join(traceback.format_exception(kind, error, trace))
        self.last_report = write_report(details, self._folder)
        key = (kind.__name__, _where(trace))
        if self._showing or key in self._shown or QApplication.instance() is None:
            return
        self._shown.add(key)
        self._showing = True
        try:
            _show_dialog(error, details, self.last_report)
        finally:
            self._showing = False


def install(reporter: CrashReporter) -> Callable[[], None]:
    """Route uncaught exceptions to `reporter`; returns the call that restores the old hook."""
    previous: ExceptHook = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            previous(kind, error, trace)
            return
        reporter.report(kind, error, trace)

    sys.excepthook = hook

    def restore() -> None:
        sys.excepthook = previous

    return restore


def _where(trace: TracebackType | None) -> str:
    """The innermost frame of a traceback, so one bug repeating is recognised as one."""
    frames = traceback.extract_tb(trace)
    if not frames:
        return ""
    last = frames[-1]
    return f"{last.filename}:{last.lineno}"


def report_line(report: Path | None) -> str:
    """ "Report: <path>" in the GM's language, to end a message with (empty: none written)."""
    if report is None:
        return ""
    return QCoreApplication.translate("CrashReport", "Report: {path}").format(path=report)


def _show_dialog(error: BaseException, details: str, report: Path | None) -> None:
    translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
    text = translate(
        "CrashReport",
        "gmscreen ran into a bug it did not expect: {error}\n\n"
        "Everything you did before this is saved in the campaign file. You can go on playing; "
        "if the same thing happens again, please send the report below to the developers.",
    ).format(error=str(error) or type(error).__name__)
    if report is not None:
        text += "\n\n" + report_line(report)
    parent = QApplication.activeWindow()
    box = QMessageBox(QMessageBox.Icon.Critical, translate("CrashReport", "Unexpected error"), text)
    if isinstance(parent, QWidget):
        box.setParent(parent, box.windowFlags())
    box.setDetailedText(details)
    box.exec()
