"""Installing an application-wide event filter once, over the widgets that exist already.

The window installs its filters (wheel guard, hint names, Tab leaves tables) at its first paint,
not before it is built: a widget polished before then is given what the filter would have done.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QApplication, QWidget


def install_once(kind: type[QObject], name: str, catch_up: Callable[[QWidget], None]) -> None:
    """Install a `kind` filter named `name` on the running application, unless one is there;
    `catch_up` is called with every widget that exists already."""
    app = QCoreApplication.instance()
    if app is None or app.findChild(kind, name) is not None:
        return
    installed = kind(app)
    installed.setObjectName(name)
    app.installEventFilter(installed)
    for widget in QApplication.allWidgets():
        catch_up(widget)
