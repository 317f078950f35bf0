"""Dialogs that ask for input: OK only when the fields are valid, the reason said in place."""

from pathlib import Path

from pytestqt.qtbot import QtBot

from gmscreen.ui.dialogs.names import SheetNamesDialog
from gmscreen.ui.dialogs.new_campaign import NewCampaignDialog
from gmscreen.ui.rfi.character_dialog import CharacterDialog


def test_a_nameless_character_cannot_be_added_and_the_reason_shows_once_typed_away(
    qtbot: QtBot,
) -> None:
    dialog = CharacterDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.ok_button.isEnabled()
    assert not dialog.error.isVisible()  # a fresh dialog is not scolded
    dialog.name.setText("Nova Reyes")
    assert dialog.ok_button.isEnabled()
    dialog.name.setText("  ")
    assert not dialog.ok_button.isEnabled()
    assert dialog.error.isVisible()
    assert dialog.error.text() == "A character needs a name."


def test_the_campaign_name_message_goes_once_a_name_is_typed(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = NewCampaignDialog(tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.error.text() == "Give the campaign a name."
    dialog.name.setText("The Long Haul")
    assert not dialog.error.isVisible()
    assert dialog.ok_button.isEnabled()
    (tmp_path / "Old.gmscreen").write_text("")
    dialog.path.setText(str(tmp_path / "Old.gmscreen"))
    assert not dialog.ok_button.isEnabled()
    assert "already exists" in dialog.error.text()


def test_two_skills_of_one_name_disable_ok_and_say_why(qtbot: QtBot) -> None:
    dialog = SheetNamesDialog(("Agility", "Brawn"), ("Athletics", "Stealth"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.ok_button.isEnabled()
    dialog.skills.list.item(1).setText("athletics")
    assert not dialog.ok_button.isEnabled()
    assert "Athletics" in dialog.error.text() or "athletics" in dialog.error.text()
