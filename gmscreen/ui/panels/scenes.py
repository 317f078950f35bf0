"""The scene navigator: season → episode → scene; start, end, add and rename them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QInputDialog
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTreeWidget
from PySide6.QtWidgets import QTreeWidgetItem
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Command
from gmscreen.model.commands import CreateRecord
from gmscreen.model.commands import EditRecord
from gmscreen.model.scene_flow import EndScene
from gmscreen.model.scene_flow import StartEpisode
from gmscreen.model.scene_flow import StartScene
from gmscreen.model.scene_flow import next_episode
from gmscreen.model.scene_flow import next_scene
from gmscreen.model.scene_flow import scenes_of
from gmscreen.model.state import Episode
from gmscreen.model.state import Scene
from gmscreen.model.state import Season
from gmscreen.ui import boxes
from gmscreen.ui.action_message import cleared_on_change
from gmscreen.ui.flow_layout import FlowLayout
from gmscreen.ui.least_height import LeastHeightPanel
from gmscreen.ui.menu_button import menu_button
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.shell.workspaces import workspace_for

KIND_ROLE = Qt.ItemDataRole.UserRole + 1
ID_ROLE = Qt.ItemDataRole.UserRole + 2


class ScenesPanel(LeastHeightPanel):
    """The campaign's structure as a tree; the current scene is bold and marked ▶."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.tree = QTreeWidget()
        self.tree.setAccessibleName(self.tr("Seasons, episodes and scenes"))
        self.tree.setHeaderHidden(True)
        self.tree.itemDoubleClicked.connect(self._rename)
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.setToolTip(
            self.tr(
                "Start the selected scene or episode: the scene being played ends (RFI: the "
                "group pool loses 1 Momentum); a scene of another episode starts that episode "
                "(RFI: Threat and Fortune are reset)"
            )
        )
        self.start_button.clicked.connect(self.start_selected)
        self.end_button = menu_button(self.tr("End scene"))
        self.end_button.setToolTip(
            self.tr(
                "End the scene being played (its end-of-scene rules apply) and go on to the "
                "next scene, or to the next episode (its resets apply) — one undoable step"
            )
        )
        end_menu = self.end_button.menu()
        self.to_scene_action = end_menu.addAction("")
        self.to_scene_action.triggered.connect(lambda: self.end_scene(to_next_episode=False))
        self.to_episode_action = end_menu.addAction("")
        self.to_episode_action.triggered.connect(lambda: self.end_scene(to_next_episode=True))
        self.add_button = menu_button(self.tr("Add"))
        self.add_button.setToolTip(self.tr("Add a scene, an episode or a season"))
        add_menu = self.add_button.menu()
        for level, text in (
            ("scene", self.tr("Scene…")),
            ("episode", self.tr("Episode…")),
            ("season", self.tr("Season…")),
        ):
            add_menu.addAction(text).triggered.connect(lambda _=False, k=level: self._ask_add(k))
        self.message = cleared_on_change(QLabel(""), bridge)
        self.message.setWordWrap(True)
        buttons = FlowLayout()  # a narrow dock (or longer words) puts the last buttons below
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.end_button)
        buttons.addWidget(self.add_button)
        boxes.column(self.tree, buttons, self.message, parent=self)
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
        item.setToolTip(0, title)  # whole, when a narrow dock shortens it with "…"
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
        state = self._bridge.state
        playing = state.find(Scene, state.campaign.current_scene_id) is not None
        scene, episode = next_scene(state), next_episode(state)
        self.end_button.setEnabled(playing)
        self.to_scene_action.setText(
            self.tr("…then next scene: %s") % scene.title
            if scene is not None
            else self.tr("…then next scene (none left in this episode)")
        )
        self.to_scene_action.setEnabled(scene is not None)
        self.to_episode_action.setText(
            self.tr("…then next episode: %s") % episode.title
            if episode is not None
            else self.tr("…then next episode (add one first)")
        )
        self.to_episode_action.setEnabled(episode is not None)

    def start_selected(self) -> None:
        """Start the selected scene or episode, as one undoable command."""
        selected = self._selected()
        if selected is None:
            return
        kind, record_id = selected
        command: StartScene | StartEpisode = (
            StartScene(record_id) if kind == "scene" else StartEpisode(record_id)
        )
        self._run(command)

    def end_scene(self, *, to_next_episode: bool) -> bool:
        """End the scene being played and start the next scene (or episode), as one step."""
        return self._run(EndScene(to_next_episode=to_next_episode))

    def _run(self, command: StartScene | StartEpisode | EndScene) -> bool:
        refusal = self._bridge.attempt(command)
        if refusal is not None:
            self.message.setText(refusal)
            return False
        # The campaign's rule system words what its rules did (RFI: the pools' changes).
        words = workspace_for(self._bridge.state.campaign.system).scene_reports
        self.message.setText(words(command.reports))
        return True

    def _ask_add(self, level: str) -> None:
        names = {
            "scene": self.tr("Title of the new scene:"),
            "episode": self.tr("Title of the new episode:"),
            "season": self.tr("Title of the new season:"),
        }
        title, ok = QInputDialog.getText(self, self.tr("Add"), names[level])
        if ok:
            self.add(level, title)

    def add(self, level: str, title: str) -> bool:
        """Add a scene, episode or season of this title where the selection says.

        A scene goes at the end of the selected (or current) episode (a selected season's last
        episode), an episode at the end of the selected (or current) season, a season at the
        end of the campaign.
        """
        title = title.strip()
        if not title:
            self.message.setText(self.tr("Give the new %s a title.") % level)
            return False
        state = self._bridge.state
        season_id, episode_id = self._place()
        command: Command
        if level == "scene":
            if episode_id is None:
                self.message.setText(self.tr("Select the episode the scene belongs to."))
                return False
            order = 1 + max((s.order for s in scenes_of(state, episode_id)), default=-1)
            episode = episode_id
            command = CreateRecord(
                "scene",
                lambda i: Scene(i, episode, title, order),
                label=f"add scene {title}",  # stored in English: undo_names words it
            )
        elif level == "episode":
            if season_id is None:
                self.message.setText(self.tr("Add a season first."))
                return False
            season = season_id
            episodes = [e for e in state.of(Episode) if e.season_id == season]
            order = 1 + max((e.order for e in episodes), default=-1)
            command = CreateRecord(
                "episode",
                lambda i: Episode(i, season, title, order),
                label=f"add episode {title}",
            )
        else:
            order = 1 + max((s.order for s in state.of(Season)), default=-1)
            command = CreateRecord(
                "season", lambda i: Season(i, title, order), label=f"add season {title}"
            )
        refusal = self._bridge.attempt(command)
        self.message.setText(refusal or "")
        return refusal is None

    def _place(self) -> tuple[int | None, int | None]:
        """The season and episode a new record goes in: the selection's, else the current's."""
        state = self._bridge.state
        selected = self._selected()
        kind, record_id = selected if selected else ("scene", state.campaign.current_scene_id)
        episode_id: int | None = None
        season_id: int | None = None
        if kind == "scene":
            scene = state.find(Scene, record_id)
            episode_id = scene.episode_id if scene is not None else None
        elif kind == "episode":
            episode_id = record_id
        else:  # a season: its last episode takes a new scene
            season_id = record_id
            episodes = [e for e in state.of(Episode) if e.season_id == season_id]
            if episodes:
                episode_id = max(episodes, key=lambda e: (e.order, e.id)).id
        episode = state.find(Episode, episode_id)
        if episode is not None:
            season_id = episode.season_id
        if season_id is None:
            seasons = sorted(state.of(Season), key=lambda s: (s.order, s.id))
            season_id = seasons[-1].id if seasons else None
        return season_id, episode_id

    def _rename(self, item: QTreeWidgetItem, _column: int) -> None:
        kind, record_id = str(item.data(0, KIND_ROLE)), int(item.data(0, ID_ROLE))
        record = self._bridge.state.get(kind, record_id)
        if record is None:
            return
        old = str(getattr(record, "title", ""))
        title, ok = QInputDialog.getText(self, self.tr("Rename"), self.tr("New title:"), text=old)
        if ok and title.strip() and title.strip() != old:
            self._bridge.execute(
                EditRecord(kind, record_id, label=f"rename {kind} {old}", title=title.strip())
            )
