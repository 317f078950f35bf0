"""The scene flow bar: whose scene it is, the tests made in it, when to cut, who is next.

A chip per player character toggles them in or out of the current scene's spotlight; "Cut to
a new scene" starts the next scene with the character who has had the fewest so far.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QInputDialog
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.model.character_commands import player_characters
from gmscreen.model.hotcircle.creation import SetSceneFlow
from gmscreen.model.hotcircle.creation import scene_flow_options
from gmscreen.model.hotcircle.flow import CutToScene
from gmscreen.model.hotcircle.flow import SetSpotlight
from gmscreen.model.hotcircle.flow import current_episode_id
from gmscreen.model.hotcircle.flow import fewest_scenes
from gmscreen.model.hotcircle.flow import scene_flow
from gmscreen.model.hotcircle.flow import scenes_in_play_order
from gmscreen.model.hotcircle.flow import session_spotlight
from gmscreen.model.state import Episode
from gmscreen.model.state import Scene
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.session import SceneFlowOptions
from gmscreen.ui import boxes
from gmscreen.ui.flow_layout import FlowLayout
from gmscreen.ui.hotcircle.running import run_command
from gmscreen.ui.shell.undo import SessionBridge

CHIP_STYLE = """
QPushButton { border: 1px solid #b0b7c3; border-radius: 11px; padding: 3px 10px;
              background: #f4f5f7; color: #37474f; }
QPushButton:checked { background: #f0b54a; border-color: #c98a1b; color: #1f2933; }
"""
CUT_STYLE = "background: #fde7c2; color: #7a4a00; border-radius: 4px; padding: 2px 6px;"


def together(*widgets: QWidget) -> QWidget:
    """Widgets kept on one line when a `FlowLayout` wraps ("Cut after [2]")."""
    holder = QWidget()
    boxes.row(*widgets, parent=holder, margins=0)
    return holder


class SpotlightBar(QFrame):
    """Shows and changes the current scene's spotlight; counts its tests; suggests the cut."""

    end_requested = Signal()

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.setObjectName("spotlightBar")
        self.setStyleSheet(
            "#spotlightBar { background: #ffffff; border-bottom: 1px solid #d5d9e0; }"
        )
        self.title = QLabel("")
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.cut_button = QPushButton(self.tr("Cut to a new scene…"))
        self.cut_button.clicked.connect(self.cut)
        self.end_button = QPushButton(self.tr("End of session…"))
        self.end_button.clicked.connect(self.end_requested.emit)
        # The chips, the buttons and the cut rule wrap onto further lines in a narrow window
        # (1024 px, with the docks open), rather than hide the end of session off the side.
        self.chips_row = FlowLayout()
        self.chips: dict[int, QPushButton] = {}
        self.tally = QLabel("")
        self.tally.setWordWrap(True)
        self.cut_hint = QLabel("")
        self.cut_hint.setWordWrap(True)
        self.next_up = QLabel("")
        self.next_up.setWordWrap(True)
        self.cut_ability = QSpinBox()
        self.cut_obstacle = QSpinBox()
        for spin in (self.cut_ability, self.cut_obstacle):
            spin.setRange(1, 9)
            spin.editingFinished.connect(self._commit_flow)
        self.cut_ability.setToolTip(self.tr("Suggest a cut after this many ability tests"))
        self.cut_obstacle.setToolTip(self.tr("Suggest a cut after this many obstacle tests"))
        header = FlowLayout()
        for widget in (self.title, self.cut_button, self.end_button):
            header.addWidget(widget)
        # The tally has a row of its own: beside the cut rule, a narrow bar ran the two
        # together ("… obstacleCut after").
        self.cut_rule = QLabel(self.tr("Cut after"))
        rule = FlowLayout()
        for part in (
            together(self.cut_rule, self.cut_ability),
            together(
                QLabel(self.tr("ability or")), self.cut_obstacle, QLabel(self.tr("obstacle tests"))
            ),
        ):
            rule.addWidget(part)
        self.chips_row.addWidget(QLabel(self.tr("Spotlight:")))
        chips = self.chips_row
        lines = boxes.grid(
            [[header], [chips], [self.tally], [rule], [self.cut_hint], [self.next_up]],
            parent=self,
            margins=(10, 6, 10, 6),
        )
        lines.setVerticalSpacing(4)
        self.refresh()

    def refresh(self) -> None:
        """Show the current scene's flow as the campaign holds it."""
        state = self._bridge.state
        scene = state.find(Scene, state.campaign.current_scene_id)
        episode = state.find(Episode, current_episode_id(state))
        if scene is None:
            self.title.setText(self.tr("<b>No scene is being played</b>"))
        else:
            number = [s.id for s in scenes_in_play_order(state, scene.episode_id)].index(scene.id)
            self.title.setText(
                f"<b>{episode.title if episode else ''}</b> › "
                + self.tr("scene %d: %s") % (number + 1, scene.title)
            )
        flow = scene_flow(state)
        options = scene_flow_options(state)
        counts = dict(session_spotlight(state).scenes)
        self._fill_chips(flow.spotlight, counts)
        tally = flow.tally
        self.tally.setText(
            self.tr("Tests this scene: <b>%d</b> ability · <b>%d</b> obstacle")
            % (tally.ability_tests, tally.obstacle_tests)
        )
        for spin, value in (
            (self.cut_ability, options.cut_after_ability_tests),
            (self.cut_obstacle, options.cut_after_obstacle_tests),
        ):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)
        if tally.should_cut(options):
            self.cut_hint.setText(
                self.tr("✂ Time to cut: this scene has done its work. Move the spotlight.")
            )
            self.cut_hint.setStyleSheet(CUT_STYLE)
        else:
            self.cut_hint.setText("")
            self.cut_hint.setStyleSheet("")
        self.cut_hint.setVisible(bool(self.cut_hint.text()))
        fewest = fewest_scenes(state)
        self.next_up.setText(
            self.tr("Fewest scenes this session: %s") % ", ".join(pc.name for pc in fewest)
            if fewest
            else ""
        )
        self.cut_button.setEnabled(scene is not None)

    def _fill_chips(self, spotlight: tuple[int, ...], counts: dict[str, int]) -> None:
        characters = player_characters(self._bridge.state)
        if [c.id for c in characters] != list(self.chips):
            for chip in self.chips.values():
                chip.deleteLater()
            self.chips = {}
            for character in characters:
                chip = QPushButton()
                chip.setCheckable(True)
                chip.setStyleSheet(CHIP_STYLE)
                chip.clicked.connect(lambda _=False, cid=character.id: self.toggle(cid))
                self.chips_row.addWidget(chip)
                self.chips[character.id] = chip
        for character in characters:
            chip = self.chips[character.id]
            scenes = counts.get(str(character.id), 0)
            starring = character.id in spotlight
            # In the spotlight: a star as well as the colour (never state by colour alone).
            chip.setText(f"{'★ ' if starring else ''}{character.name} · {scenes}")
            chip.setToolTip(
                self.tr(
                    "%s has starred in %d scene(s) this session; click to put them in or "
                    "out of this scene"
                )
                % (character.name, scenes)
            )
            chip.setChecked(starring)

    def toggle(self, character_id: int) -> None:
        """Put a character in the current scene's spotlight, or take them out of it."""
        state = self._bridge.state
        scene_id = state.campaign.current_scene_id
        if scene_id is None:
            return
        starring = list(scene_flow(state).spotlight)
        if character_id in starring:
            starring.remove(character_id)
        else:
            starring.append(character_id)
        run_command(self._bridge, SetSpotlight(scene_id, tuple(starring)))
        self.refresh()

    def cut(self) -> None:
        """Cut to a new scene starring whoever has had the fewest scenes (the GM names it)."""
        state = self._bridge.state
        episode_id = current_episode_id(state)
        if episode_id is None:
            return
        number = len(scenes_in_play_order(state, episode_id)) + 1
        title, ok = QInputDialog.getText(
            self, self.tr("Cut to a new scene"), self.tr("Scene title:"), text=f"Scene {number}"
        )
        if not ok or not title.strip():
            return
        fewest = fewest_scenes(state)
        starring = (fewest[0].id,) if fewest else ()
        refusal = run_command(self._bridge, CutToScene(title, starring))
        self.cut_hint.setText(refusal)
        self.cut_hint.setVisible(bool(refusal))

    def _commit_flow(self) -> None:
        try:
            options = SceneFlowOptions(
                cut_after_ability_tests=self.cut_ability.value(),
                cut_after_obstacle_tests=self.cut_obstacle.value(),
            )
        except RulesError:
            self.refresh()
            return
        if options != scene_flow_options(self._bridge.state):
            run_command(self._bridge, SetSceneFlow(options))
