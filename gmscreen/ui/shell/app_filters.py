"""The application's one event filter, shared by the app-wide behaviours (wheel guard, hint
names, Tab leaves tables), each installed once, over the widgets that exist already.

An application event filter sees every event of every widget: each paint, each mouse move.
One Python filter per behaviour made every event cross into Python once per behaviour (about
6 µs each); the one filter looks at the event's type and hands on only the kinds a behaviour
asked for (about 3 µs an event, whatever the number of behaviours).

The window installs the behaviours at its first paint, not before it is built: a widget polished
before then is given what the behaviour would have done (`catch_up`).
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QWidget

# A behaviour's handler for one kind of event; True when it consumed the event.
Handler = Callable[[QObject, QEvent], bool]
FILTER_NAME = "appEvents"


class AppEvents(QObject):
    """The application event filter: the handlers of each kind of event, in installation order."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(FILTER_NAME)
        self.behaviours: set[str] = set()
        self._handlers: list[tuple[QEvent.Type, Handler]] = []
        self._kinds: tuple[QEvent.Type, ...] = ()

    def add(self, kind: QEvent.Type, handler: Handler) -> None:
        """Hand events of `kind` to `handler` (after the handlers added before it)."""
        self._handlers.append((kind, handler))
        self._kinds = tuple({wanted for wanted, _handler in self._handlers})

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in self._kinds:  # nearly every event: a paint, a move, a timer
            return False
        return any(handler(watched, event) for wanted, handler in self._handlers if wanted == kind)


def install_once(
    name: str, handlers: Mapping[QEvent.Type, Handler], catch_up: Callable[[QWidget], None]
) -> None:
    """Install the behaviour `name` (its handler per kind of event) on the running
    application, unless it is there; `catch_up` is called with every widget that exists
    already."""
    app = QCoreApplication.instance()
    if app is None:
        return
    events = app.findChild(AppEvents, FILTER_NAME)
    if events is None:
        events = AppEvents(app)
        app.installEventFilter(events)
    if name in events.behaviours:
        return
    events.behaviours.add(name)
    for kind, handler in handlers.items():
        events.add(kind, handler)
    for widget in QApplication.allWidgets():
        catch_up(widget)
