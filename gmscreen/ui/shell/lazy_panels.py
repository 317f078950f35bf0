"""The panels of the campaign shown, by dock name, built when the GM first needs them.

Building every panel before the window's first frame would build six the GM cannot see yet
(behind another tab: the sheets, the challenges, the player view with its own map…), a third of
the time to the first paint. So a panel whose dock starts behind another tab is built when its
dock is first shown, when code asks for it (`panels[name]`), or in idle moments right after the
first paint (`build_rest`, one panel per turn of the event loop), whichever comes first.

A panel built early is built as before: its failure refuses the campaign (the window's caller
handles it). A panel built later that cannot show the campaign says so in its dock and to the
GM in plain words (its error goes to a bug report, behind Details…), and the rest of the window
keeps working.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from collections.abc import Iterator
from collections.abc import Mapping

from PySide6.QtCore import QSettings
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QWidget

from gmscreen.ui.shell.dock_host import DockHost
from gmscreen.ui.shell.panel_failure import PanelFailure
from gmscreen.ui.shell.undo import SessionBridge

Built = Callable[[str, QWidget], None]
Failed = Callable[[str, PanelFailure], None]


class PanelBuildError(Exception):
    """A panel raised while it was built; `title` is its dock's title, in the GM's language
    ("" for the workspace's central panel); the panel's own error is the cause."""

    def __init__(self, title: str = "") -> None:
        super().__init__(title)
        self.title = title


class LazyPanels(Mapping[str, QWidget]):
    """A workspace's panels by dock name; `panels[name]` builds a panel not built yet."""

    def __init__(
        self,
        host: DockHost,
        bridge: SessionBridge,
        settings: QSettings | None,
        *,
        built: Built,
        failed: Failed,
    ) -> None:
        self._host = host
        self._bridge = bridge
        self._settings = settings
        self._specs = {spec.name: spec for spec in host.workspace.panels}
        self._panels: dict[str, QWidget] = {}
        self._built = built
        self._failed = failed
        self._waiting: dict[str, list[Callable[[QWidget], None]]] = {}
        self._connections: list[tuple[QDockWidget, Callable[[bool], None]]] = []
        self._timer = QTimer(host)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._build_next)

    def build(self, *, defer: Callable[[str], bool]) -> None:
        """Build every panel now except those `defer` names; those wait for their dock.

        Raises:
            PanelBuildError: a panel built now raised (its error is the cause).
        """
        for name in self._specs:
            if not defer(name):
                try:
                    self[name]
                except Exception as error:
                    raise PanelBuildError(self._host.docks[name].windowTitle()) from error
                continue
            dock = self._host.docks[name]
            slot = self._builder(name)
            dock.visibilityChanged.connect(slot)
            self._connections.append((dock, slot))

    def build_rest(self) -> None:
        """Build the panels still waiting, one per turn of the event loop."""
        if self.waiting():
            self._timer.start()

    def waiting(self) -> list[str]:
        """The names of the panels not built yet."""
        return [name for name in self._specs if name not in self._panels]

    def when_built(self, name: str, callback: Callable[[QWidget], None]) -> None:
        """Call `callback` with the panel once it is built (now, if it is)."""
        panel = self._panels.get(name)
        if panel is not None:
            callback(panel)
        else:
            self._waiting.setdefault(name, []).append(callback)

    def detach(self) -> None:
        """Another campaign is shown: build nothing more for this one."""
        with contextlib.suppress(RuntimeError):  # the host may be gone already
            self._timer.stop()
            self._timer.deleteLater()
            for dock, slot in self._connections:
                dock.visibilityChanged.disconnect(slot)
        self._connections.clear()
        self._waiting.clear()
        self._specs = {name: self._specs[name] for name in self._panels}

    def __getitem__(self, name: str) -> QWidget:
        panel = self._panels.get(name)
        if panel is not None:
            return panel
        spec = self._specs[name]
        panel = spec.factory(self._bridge, self._settings)
        panel.setObjectName(name + "Widget")
        self._host.set_panel(name, panel)  # deletes the panel of the campaign before
        self._panels[name] = panel
        for callback in self._waiting.pop(name, []):
            callback(panel)
        self._built(name, panel)
        return panel

    def __iter__(self) -> Iterator[str]:
        return iter(self._specs)

    def __len__(self) -> int:
        return len(self._specs)

    def _builder(self, name: str) -> Callable[[bool], None]:
        """A slot building the panel when its dock is shown."""

        def shown(visible: bool) -> None:
            if visible:
                self._build_quietly(name)

        return shown

    def _build_next(self) -> None:
        waiting = self.waiting()
        if not waiting:
            self._timer.stop()
            return
        self._build_quietly(waiting[0])

    def _build_quietly(self, name: str) -> None:
        """Build a panel after the window is up; a failure is shown, not raised."""
        if name in self._panels or name not in self._specs:
            return
        try:
            self[name]
        except Exception as error:  # a panel that cannot show this campaign
            failure = PanelFailure(error, self._host)  # writes the bug report
            self._host.set_panel(name, failure)
            self._panels[name] = failure
            self._failed(name, failure)
