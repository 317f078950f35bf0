"""The session zero wizard: a new Hot Circle campaign, from genre to situation and characters.

`run_session_zero` shows it and returns the new campaign's file and records, or None when the
GM cancels; the File menu creates the campaign file from them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import QWidget
from PySide6.QtWidgets import QWizard

from gmscreen.model.hotcircle.new_campaign import new_hotcircle_records
from gmscreen.model.state import Record
from gmscreen.rules.dice import Dice
from gmscreen.rules.hotcircle.campaign import Campaign
from gmscreen.ui.hotcircle.wizard_factions import FactionsPage
from gmscreen.ui.hotcircle.wizard_pages import CampaignPage
from gmscreen.ui.hotcircle.wizard_pages import CharactersPage
from gmscreen.ui.hotcircle.wizard_pages import SettingsPage
from gmscreen.ui.hotcircle.wizard_situation import MapPage
from gmscreen.ui.hotcircle.wizard_situation import SituationPage


@dataclass(frozen=True, slots=True)
class NewHotCircleCampaign:
    """What session zero produced: where to save the campaign, and its records."""

    path: Path
    name: str
    records: list[Record]


class SessionZeroWizard(QWizard):
    """Genre and style, 4–6 settings, their factions, the relationship map, the situation, and
    the player characters — each page checked by the rules before Next."""

    def __init__(self, folder: Path, dice: Dice, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Session zero — new Hot Circle campaign"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.resize(760, 600)
        self.dice = dice
        self.campaign_page = CampaignPage(folder)
        self.settings_page = SettingsPage()
        self.factions_page = FactionsPage(self.settings_page.settings)
        self.map_page = MapPage(
            lambda: (self.settings_page.settings(), self.factions_page.factions()),
            lambda: self.dice,
            self.campaign_page.die_sides.value,
        )
        self.situation_page = SituationPage(lambda: self.map_page.relationships)
        self.characters_page = CharactersPage()
        for page in (
            self.campaign_page,
            self.settings_page,
            self.factions_page,
            self.map_page,
            self.situation_page,
            self.characters_page,
        ):
            self.addPage(page)

    def campaign(self) -> Campaign:
        """What session zero decided, as the rules' campaign (raises `RulesError` if wrong)."""
        page = self.campaign_page
        return Campaign(
            genre=page.genre.text().strip(),
            style=page.style_field.text().strip(),
            settings=self.settings_page.settings(),
            factions=self.factions_page.factions(),
            relationships=self.map_page.relationships,
            situation=self.situation_page.situation.toPlainText().strip(),
            die_sides=page.die_sides.value(),
            starting_lifepaths=page.lifepaths.value(),
        )

    def new_campaign(self) -> NewHotCircleCampaign:
        """The campaign to create: its file, name and records."""
        name = self.campaign_page.name.text().strip()
        records = new_hotcircle_records(
            name, self.characters_page.player_characters(), self.campaign()
        )
        return NewHotCircleCampaign(Path(self.campaign_page.path.text().strip()), name, records)


def run_session_zero(
    parent: QWidget | None,
    folder: Path,
    dice: Dice,
    *,
    name: str = "",
    path: Path | None = None,
    player_characters: str = "",
) -> NewHotCircleCampaign | None:
    """Hold session zero in the wizard; the new campaign, or None if the GM cancelled.

    `name`, `path` and `player_characters` ("Name — Player" lines) fill the wizard in, when the
    New Campaign dialog has asked for them already.
    """
    wizard = SessionZeroWizard(folder, dice, parent)
    if name:
        wizard.campaign_page.name.setText(name)
    if path is not None:
        wizard.campaign_page.path.setText(str(path))
    if player_characters:
        wizard.characters_page.characters.setPlainText(player_characters)
    if not wizard.exec():
        return None
    return wizard.new_campaign()
