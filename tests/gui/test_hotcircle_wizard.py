"""Session zero in the wizard: genre, settings, factions, the rolled and edited map, the
situation and the characters, giving the records of a new campaign."""

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsItem
from PySide6.QtWidgets import QWizard
from pytestqt.qtbot import QtBot

from gmscreen.model.hotcircle.creation import read_creation
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.hotcircle.campaign import Power
from gmscreen.rules.hotcircle.campaign import Relation
from gmscreen.ui.hotcircle import wizard as wizard_module
from gmscreen.ui.hotcircle.relationship_map import RelationshipMapView
from gmscreen.ui.hotcircle.wizard import SessionZeroWizard
from gmscreen.ui.hotcircle.wizard import run_session_zero

FACTIONS = (
    ("Regency Council", "Court", Power.MAJOR),
    ("House Varre", "Court", Power.MINOR),
    ("Salt Guild", "Harbour", Power.MAJOR),
    ("Veiled Choir", "Temple", Power.MAJOR),
    ("Marsh Wardens", "Marsh", Power.MINOR),
)
# Rival then ally for each faction in turn; a 6 (no such faction) and Marsh Wardens' own 5
# are nonsense and rolled again.
MAP_FACES = [3, 4, 1, 6, 3, 4, 1, 5, 2, 5, 3, 1]


def click_item(qtbot: QtBot, view: RelationshipMapView, item: QGraphicsItem) -> None:
    if hasattr(item, "path"):
        point = item.mapToScene(item.path().pointAtPercent(0.5))
    else:
        point = item.scenePos()
    target: QPoint = view.mapFromScene(point)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=target)


def fill_first_pages(wizard: SessionZeroWizard, folder: Path) -> None:
    page = wizard.campaign_page
    page.name.setText("The Salt Crown")
    assert page.path.text() == str(folder / "The Salt Crown.gmscreen")
    assert not page.isComplete()  # no genre yet
    page.genre.setText("Low fantasy")
    page.style_field.setText("Morally grey intrigue")
    assert page.isComplete()
    wizard.next()
    settings = wizard.settings_page
    for name in ("Court", "Harbour", "Temple"):
        settings.add_setting(name)
    assert not settings.isComplete()
    assert "4–6 lifepath settings, not 3" in settings.error.text()
    settings.add_setting("Marsh")
    assert settings.isComplete()
    wizard.next()


def test_a_campaign_is_created_through_the_wizard(qtbot: QtBot, tmp_path: Path) -> None:
    wizard = SessionZeroWizard(tmp_path, FixedDice(MAP_FACES))
    qtbot.addWidget(wizard)
    wizard.show()
    fill_first_pages(wizard, tmp_path)

    factions = wizard.factions_page
    for name, setting, power in FACTIONS:
        factions.add_faction(name, setting, power)
    assert factions.isComplete()
    factions.add_faction("Tide Knives", "Court", Power.MINOR)  # a third in Court
    assert not factions.isComplete()
    assert "Court has 3 factions" in factions.error.text()
    factions.table.selectRow(5)
    factions._remove_selected()
    assert factions.isComplete()
    wizard.next()

    map_page = wizard.map_page
    assert wizard.currentPage() is map_page
    map_page.roll_button.click()
    ties = map_page.relationships
    assert len(ties.ties) == 10
    assert ties.target("Marsh Wardens", Relation.COMPETE) == ("Salt Guild",)
    assert "Every faction has an ally and a rival" in map_page.status.text()
    # Clicking a tie flips it; clicking one faction and then another adds a tie.
    view = map_page.view
    tie = view.tie_at("Salt Guild", "Regency Council")
    assert tie is not None
    click_item(qtbot, view, tie)
    assert map_page.relationships.target("Salt Guild", Relation.COMPETE) == (
        "Veiled Choir",
        "Regency Council",
    )
    click_item(qtbot, view, view.nodes["Marsh Wardens"])
    click_item(qtbot, view, view.nodes["House Varre"])
    assert "House Varre" in map_page.relationships.target("Marsh Wardens", Relation.COOPERATE)
    wizard.next()

    situation = wizard.situation_page
    assert situation.tensions.count() > 0
    assert not situation.isComplete()
    situation.situation.setPlainText("The salt tax lapses at midwinter.")
    assert situation.isComplete()
    wizard.next()

    wizard.characters_page.characters.setPlainText("Aria Venn — Sam\nBrann Holt — Priya")
    new = wizard.new_campaign()
    assert new.path == tmp_path / "The Salt Crown.gmscreen"
    state = CampaignState(new.records)
    assert state.campaign.system == "hotcircle"
    creation = read_creation(state.campaign.settings)
    assert creation is not None
    assert creation.settings == ("Court", "Harbour", "Temple", "Marsh")
    assert creation.faction("Salt Guild").power is Power.MAJOR
    assert creation.situation == "The salt tax lapses at midwinter."
    assert creation.relationships == map_page.relationships
    assert [(c.name, c.player) for c in state.of(Character)] == [
        ("Aria Venn", "Sam"),
        ("Brann Holt", "Priya"),
    ]


def test_run_session_zero_returns_nothing_when_cancelled(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(SessionZeroWizard, "exec", lambda self: QWizard.DialogCode.Rejected)
    assert run_session_zero(None, tmp_path, FixedDice([])) is None


def test_run_session_zero_returns_the_new_campaign(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def hold(self: SessionZeroWizard) -> int:
        qtbot.addWidget(self)
        self.show()
        fill_first_pages(self, tmp_path)
        for name, setting, power in FACTIONS:
            self.factions_page.add_faction(name, setting, power)
        self.next()
        self.map_page.roll(keep_noted=True)
        self.next()
        self.situation_page.situation.setPlainText("A tax war.")
        return int(QWizard.DialogCode.Accepted)

    monkeypatch.setattr(wizard_module.SessionZeroWizard, "exec", hold)
    new = run_session_zero(None, tmp_path, FixedDice(MAP_FACES), name="The Salt Crown")
    assert new is not None
    assert new.name == "The Salt Crown"
    assert read_creation(CampaignState(new.records).campaign.settings) is not None


def test_return_in_the_setting_entry_adds_it_and_stays_on_the_page(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The reported bug: Return added the setting and also went on to the next page."""
    wizard = SessionZeroWizard(tmp_path, FixedDice(MAP_FACES))
    qtbot.addWidget(wizard)
    wizard.show()
    page = wizard.campaign_page
    page.name.setText("The Salt Crown")
    page.genre.setText("Low fantasy")
    page.style_field.setText("Morally grey intrigue")
    wizard.next()
    settings = wizard.settings_page
    for name in ("Court", "Harbour", "Temple", "Marsh"):
        settings.add_setting(name)
    assert settings.isComplete()  # Next is enabled: Return must still not press it
    settings.entry.setFocus()
    qtbot.keyClicks(settings.entry, "Highlands")
    qtbot.keyClick(settings.entry, Qt.Key.Key_Return)
    assert wizard.currentPage() is settings
    assert settings.settings()[-1] == "Highlands"
    assert settings.entry.text() == ""
