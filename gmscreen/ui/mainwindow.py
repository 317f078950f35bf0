"""The main window: a thin assembler of the docked panels, the central map and the menus."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QWidget

from gmscreen import APP_DISPLAY_NAME

# Object names are stable: QMainWindow.saveState() keys the remembered layout by them.
DOCKS: tuple[tuple[str, str, Qt.DockWidgetArea], ...] = (
    ("poolsPanel", "Pools", Qt.DockWidgetArea.LeftDockWidgetArea),
    ("traitsPanel", "Traits", Qt.DockWidgetArea.LeftDockWidgetArea),
    ("trackerPanel", "Turn Tracker", Qt.DockWidgetArea.LeftDockWidgetArea),
    ("sheetsPanel", "Characters", Qt.DockWidgetArea.RightDockWidgetArea),
    ("taskPanel", "Task", Qt.DockWidgetArea.RightDockWidgetArea),
    ("rollLogPanel", "Roll Log", Qt.DockWidgetArea.BottomDockWidgetArea),
    ("referencePanel", "Reference", Qt.DockWidgetArea.BottomDockWidgetArea),
)


class MainWindow(QMainWindow):
    """The GM's window: the map in the middle, the panels docked around it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowTitle(self.tr(APP_DISPLAY_NAME))
        self.resize(1366, 768)
        central = QLabel(self.tr("Battle map"))
        central.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(central)
        self.docks: dict[str, QDockWidget] = {}
        for name, title, area in DOCKS:
            dock = QDockWidget(self.tr(title), self)
            dock.setObjectName(name)
            dock.setWidget(QLabel(self.tr(title)))
            self.addDockWidget(area, dock)
            self.docks[name] = dock
