"""One gmscreen per GM: a second start hands its campaign to the running window and leaves.

A campaign file has one writer at a time. When the GM double-clicks a campaign while gmscreen is
already open, the new process passes the path over a local socket (a named pipe on Windows, a
socket file elsewhere) and exits; the running window comes to the front and asks whether to
switch to it. On macOS Finder sends the running app a file-open event instead; it takes the
same way.
"""

from __future__ import annotations

import getpass
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtGui import QGuiApplication
from PySide6.QtNetwork import QLocalServer
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QWidget

from gmscreen import APP_ID
from gmscreen.ui.shell.digest import sha256_hex

HANDOVER_TIMEOUT_MS = 1500
NO_PATH = ""  # what a second start without a campaign sends: just bring the window forward


def server_name() -> str:
    """The socket's name: one per user and home folder, so two people on one computer do not
    meet, nor a test run (its own HOME) and the GM's running window."""
    user = sha256_hex(f"{getpass.getuser()}\0{Path.home()}", 12)
    return f"{APP_ID}-{user}"


def hand_over(path: Path | None, name: str | None = None) -> bool:
    """Give `path` to a running gmscreen; True when one took it (so this start should end)."""
    socket = QLocalSocket()
    socket.connectToServer(name or server_name())
    if not socket.waitForConnected(HANDOVER_TIMEOUT_MS):
        return False
    text = str(path.resolve()) if path is not None else NO_PATH
    socket.write(text.encode("utf-8") + b"\n")
    socket.flush()
    socket.waitForBytesWritten(HANDOVER_TIMEOUT_MS)
    # The answer may already be buffered (waitForReadyRead only waits for *new* data).
    while not socket.canReadLine() and socket.waitForReadyRead(HANDOVER_TIMEOUT_MS):
        pass
    answered = socket.canReadLine() and socket.readLine().data() == b"ok\n"
    socket.disconnectFromServer()
    return answered


class InstanceServer(QObject):
    """Listens for later starts; emits the campaign path each one brings (or "" for none)."""

    received = Signal(str)

    def __init__(self, parent: QObject | None = None, name: str | None = None) -> None:
        super().__init__(parent)
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._accept)
        self.name = name or server_name()
        app = QCoreApplication.instance()
        # macOS gives a double-clicked campaign to the running app as an event; nowhere else
        # does it, and an application filter costs every event of the app a call into Python.
        if app is not None and sys.platform == "darwin":
            app.installEventFilter(self)
        if not self._server.listen(self.name):
            # A socket file left by a gmscreen that crashed: nobody answers it, so take it over.
            QLocalServer.removeServer(self.name)
            self._server.listen(self.name)

    @property
    def listening(self) -> bool:
        """Whether later starts can reach this one."""
        return self._server.isListening()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            self.received.emit(event.file())
            return True
        return super().eventFilter(watched, event)

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.canReadLine():
                self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return
        line = bytes(socket.readLine().data()).decode("utf-8").rstrip("\n")
        socket.write(b"ok\n")
        socket.flush()
        # Not from inside the socket's slot: the GM's answer runs a dialog and may switch the
        # whole window, while the other start hangs up and this socket is deleted (a crash
        # in a real window when the switch ran here).
        QTimer.singleShot(0, self, lambda: self.received.emit(line))


def offer_switch(window: QMainWindow, path: str, current: Path | None, open_path: object) -> None:
    """Bring the window forward and ask the GM whether to switch to the campaign `path`.

    Args:
        window: the running GM window.
        path: the campaign another start was given ("" when it was started without one).
        current: the campaign open now, if any.
        open_path: called with the Path when the GM says yes (the File menu's open).
    """
    window.showNormal() if window.isMinimized() else window.show()
    if QGuiApplication.platformName() != "offscreen":  # it has no windows to stack
        window.raise_()
        window.activateWindow()
    if not path or (current is not None and Path(path) == current.resolve()):
        return
    parent: QWidget = window
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("SingleInstance", "Open another campaign?"),
        QCoreApplication.translate(
            "SingleInstance",
            "gmscreen is already running with “%1”.\n\nSwitch to “%2”? Everything in the "
            "open campaign is already saved.",
        )
        .replace("%1", current.name if current else "")
        .replace("%2", Path(path).name),
    )
    if answer == QMessageBox.StandardButton.Yes and callable(open_path):
        open_path(Path(path))
