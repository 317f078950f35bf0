"""The GM's flow through scenes: End scene → next scene or next episode, each one undo step;
the Add menu makes the level it names."""

import dataclasses

import pytest
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from gmscreen.model.commands import EditRecord
from gmscreen.model.rfi.pools import ChangePools
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.model.state import Episode
from gmscreen.model.state import Scene
from gmscreen.model.state import Season
from gmscreen.rules.rfi.pools import PoolChange
from gmscreen.rules.rfi.pools import Pools
from gmscreen.ui.panels.scenes import ScenesPanel
from gmscreen.ui.shell.undo import SessionBridge


def make_panel(qtbot: QtBot, session: Session) -> tuple[ScenesPanel, SessionBridge]:
    bridge = SessionBridge(session)
    panel = ScenesPanel(bridge)
    qtbot.addWidget(panel)
    return panel, bridge


def drain_pools(session: Session) -> None:
    """Threat 1, every Fortune at 0, Momentum 2: nothing like a fresh episode."""

    def drained(pools: Pools) -> PoolChange:
        fortune = tuple((who, 0) for who, _ in pools.fortune)
        after = dataclasses.replace(pools, threat=1, momentum=2, fortune=fortune)
        return PoolChange(after, pools, "test", "drained")

    session.execute(ChangePools("drain", drained))


def test_end_scene_then_next_episode_applies_the_resets_in_one_undo_step(
    qtbot: QtBot, session: Session
) -> None:
    panel, bridge = make_panel(qtbot, session)
    drain_pools(session)
    # Ines is dying: the end of the scene rolls her die (she dies without treatment).
    ines = session.state.find(Character, 2)
    assert ines is not None
    sheet = {
        **ines.sheet,
        "injuries": [{"name": "Laser burn", "severity": 2, "kind": "deadly", "treated": False}],
        "defeated": True,
    }
    session.execute(EditRecord("character", 2, label="wound Ines", sheet=sheet))
    before = session.state.records()
    assert panel.to_episode_action.text() == "…then next episode: Market Day"

    panel.to_episode_action.trigger()
    assert session.state.campaign.current_scene_id == 4  # Market Day's first scene
    pools = read_pools(session.state)
    assert pools.momentum == 1  # the scene-end loss
    assert pools.threat == 6  # 2 per player character, 3 of them
    assert [points for _who, points in pools.fortune] == [3, 3, 3]
    dead = session.state.find(Character, 2)
    assert dead is not None
    assert dead.sheet.get("dead") is True
    assert bridge.undo_action.text() == "Undo: end scene, start episode Market Day"

    bridge.undo()  # one step gives all of it back
    assert session.state.records() == before


def test_end_scene_then_next_scene_loses_one_momentum_and_keeps_the_episode(
    qtbot: QtBot, session: Session
) -> None:
    panel, _bridge = make_panel(qtbot, session)
    drain_pools(session)
    assert panel.end_scene(to_next_episode=False)
    assert session.state.campaign.current_scene_id == 2
    pools = read_pools(session.state)
    assert (pools.momentum, pools.threat) == (1, 1)


def test_starting_a_scene_of_another_episode_applies_the_new_episode_resets(
    qtbot: QtBot, session: Session
) -> None:
    panel, _bridge = make_panel(qtbot, session)
    drain_pools(session)
    panel._select("scene", 4)
    panel.start_selected()
    pools = read_pools(session.state)
    assert pools.threat == 6
    assert [points for _who, points in pools.fortune] == [3, 3, 3]


def test_end_scene_at_the_last_episode_is_refused_and_changes_nothing(
    qtbot: QtBot, session: Session
) -> None:
    panel, _bridge = make_panel(qtbot, session)
    panel._select("scene", 4)
    panel.start_selected()
    assert not panel.to_episode_action.isEnabled()
    assert not panel.to_scene_action.isEnabled()
    before = session.state.records()
    assert not panel.end_scene(to_next_episode=True)
    assert "no next episode" in panel.message.text()
    assert session.state.records() == before


@pytest.mark.parametrize(
    ("level", "kind", "prompt"),
    [
        ("season", Season, "Title of the new season:"),
        ("episode", Episode, "Title of the new episode:"),
        ("scene", Scene, "Title of the new scene:"),
    ],
)
def test_the_add_menu_makes_the_level_it_names(
    qtbot: QtBot,
    session: Session,
    monkeypatch: pytest.MonkeyPatch,
    level: str,
    kind: type,
    prompt: str,
) -> None:
    """The reported bug: "Title of the new season" made an episode."""
    panel, _bridge = make_panel(qtbot, session)
    asked: list[str] = []

    def answer(_parent: object, _title: str, label: str, *args: object, **kwargs: object) -> object:
        asked.append(label)
        return "Brand new", True

    monkeypatch.setattr(QInputDialog, "getText", answer)
    for selected in (("season", 1), ("episode", 1), ("scene", 2)):
        panel._select(*selected)
        count = len(session.state.of(kind))
        [action] = [
            a for a in panel.add_button.menu().actions() if a.text().lower().startswith(level)
        ]
        action.trigger()
        assert asked[-1] == prompt
        made = [r for r in session.state.of(kind) if r.title == "Brand new"]
        assert len(session.state.of(kind)) == count + 1, selected
        assert made
    if kind is Scene:  # into the season's last episode, the episode, the scene's episode
        made = [s for s in session.state.of(Scene) if s.title == "Brand new"]
        assert [s.episode_id for s in sorted(made, key=lambda s: s.id)] == [2, 1, 1]


def test_a_roll_of_the_ended_scene_offers_nothing_in_the_next(
    qtbot: QtBot, session: Session
) -> None:
    """What is left of a roll belongs to its scene: after End scene its buttons are gone."""
    from gmscreen.rules.dice import FixedDice
    from gmscreen.ui.rfi.task import TaskPanel

    bridge = SessionBridge(session)
    panel = TaskPanel(bridge)
    qtbot.addWidget(panel)
    panel.dice = FixedDice([20, 20])
    assert panel.roll()
    invoke = panel.active.result.invoke
    assert invoke.isVisibleTo(panel)
    scenes = ScenesPanel(bridge)
    qtbot.addWidget(scenes)
    assert scenes.end_scene(to_next_episode=False)
    assert not invoke.isVisibleTo(panel)
    bridge.undo()  # back in the scene of the roll: what it holds is offered again
    assert invoke.isVisibleTo(panel)
