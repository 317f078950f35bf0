"""The scene navigator: season → episode → scene; start, add and rename them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import CreateRecord, EditRecord
from gmscreen.model.rfi.flow import StartEpisode, StartScene, scenes_of
from gmscreen.model.state import Episode, Scene, Season
from gmscreen.ui.shell.undo import SessionBridge

KIND_ROLE = Qt.ItemDataRole.UserRole + 1
ID_ROLE = Qt.ItemDataRole.UserRole + 2


class ScenesPanel(QWidget):
    """The campaign's structure as a tree; the current scene is bold and marked ▶."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.itemDoubleClicked.connect(self._rename)
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.setToolTip(
            self.tr(
                "Start the selected scene (the group pool loses 1 Momentum at the end of a "
                "scene) or episode (threat and fortune are reset)"
            )
        )
        self.start_button.clicked.connect(self.start_selected)
        self.add_button = QPushButton(self.tr("Add…"))
        self.add_button.setToolTip(self.tr("Add a scene, episode or season after the selection"))
        self.add_button.clicked.connect(self._add)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.add_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        bridge.changed.connect(self._on_changed)
        self.rebuild()

    def _on_changed(self, changes: ChangeSet) -> None:
        if changes.kinds() & {"season", "episode", "scene", "campaign"}:
            self.rebuild()

    def rebuild(self) -> None:
        """Redraw the tree, keeping the selection."""
        state = self._bridge.state
        selected = self._selected()
        self.tree.clear()
        current = state.campaign.current_scene_id
        bold = QFont()
        bold.setBold(True)
        for season in sorted(state.of(Season), key=lambda s: (s.order, s.id)):
            season_item = self._item(None, "season", season.id, season.title)
            self.tree.addTopLevelItem(season_item)
            episodes = [e for e in state.of(Episode) if e.season_id == season.id]
            for episode in sorted(episodes, key=lambda e: (e.order, e.id)):
                episode_item = self._item(season_item, "episode", episode.id, episode.title)
                for scene in scenes_of(state, episode.id):
                    is_current = scene.id == current
                    title = ("▶ " if is_current else "") + scene.title
                    scene_item = self._item(episode_item, "scene", scene.id, title)
                    if is_current:
                        scene_item.setFont(0, bold)
                        episode_item.setFont(0, bold)
        self.tree.expandAll()
        if selected is not None:
            self._select(*selected)
        self._update_buttons()

    def _item(
        self, parent: QTreeWidgetItem | None, kind: str, record_id: int, title: str
    ) -> QTreeWidgetItem:
        item = QTreeWidgetItem([title]) if parent is None else QTreeWidgetItem(parent, [title])
        item.setData(0, KIND_ROLE, kind)
        item.setData(0, ID_ROLE, record_id)
        return item

    def _selected(self) -> tuple[str, int] | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        return str(item.data(0, KIND_ROLE)), int(item.data(0, ID_ROLE))

    def _select(self, kind: str, record_id: int) -> None:
        iterator = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        while iterator:
            item = iterator.pop()
            if item is None:
                continue
            if item.data(0, KIND_ROLE) == kind and item.data(0, ID_ROLE) == record_id:
                self.tree.setCurrentItem(item)
                return
            iterator.extend(item.child(i) for i in range(item.childCount()))

    def _update_buttons(self) -> None:
        selected = self._selected()
        self.start_button.setEnabled(selected is not None and selected[0] in ("scene", "episode"))
        kind = selected[0] if selected else None
        self.start_button.setText(
            self.tr("Start episode") if kind == "episode" else self.tr("Start scene")
        )

    def start_selected(self) -> None:
        """Start the selected scene or episode, as one undoable command."""
        selected = self._selected()
        if selected is None:
            return
        kind, record_id = selected
        command: StartScene | StartEpisode = (
            StartScene(record_id) if kind == "scene" else StartEpisode(record_id)
        )
        if self._bridge.execute(command) is not None:
            self.message.setText(command.summary)

    def _add(self) -> None:
        selected = self._selected()
        state = self._bridge.state
        kind = selected[0] if selected else "season"
        title, ok = QInputDialog.getText(
            self, self.tr("Add"), self.tr("Title of the new %s:") % kind
        )
        if not ok or not title.strip():
            return
        title = title.strip()
        if kind == "scene" or kind == "episode":
            assert selected is not None
            if kind == "scene":
                scene = state.find(Scene, selected[1])
                assert scene is not None
                episode_id = scene.episode_id
            else:
                episode_id = selected[1]
            order = 1 + max((s.order for s in scenes_of(state, episode_id)), default=-1)
            self._bridge.execute(
                CreateRecord(
                    "scene",
                    lambda i: Scene(i, episode_id, title, order),
                    label=self.tr("add scene %s") % title,
                )
            )
        else:
            season_id = selected[1] if selected else None
            if season_id is None:
                order = 1 + max((s.order for s in state.of(Season)), default=-1)
                self._bridge.execute(
                    CreateRecord(
                        "season",
                        lambda i: Season(i, title, order),
                        label=self.tr("add season %s") % title,
                    )
                )
                return
            episodes = [e for e in state.of(Episode) if e.season_id == season_id]
            order = 1 + max((e.order for e in episodes), default=-1)
            self._bridge.execute(
                CreateRecord(
                    "episode",
                    lambda i: Episode(i, season_id, title, order),
                    label=self.tr("add episode %s") % title,
                )
            )

    def _rename(self, item: QTreeWidgetItem, _column: int) -> None:
        kind, record_id = str(item.data(0, KIND_ROLE)), int(item.data(0, ID_ROLE))
        record = self._bridge.state.get(kind, record_id)
        if record is None:
            return
        old = str(getattr(record, "title", ""))
        title, ok = QInputDialog.getText(self, self.tr("Rename"), self.tr("New title:"), text=old)
        if ok and title.strip() and title.strip() != old:
            self._bridge.execute(
                EditRecord(kind, record_id, label=self.tr("rename %s") % old, title=title.strip())
            )
