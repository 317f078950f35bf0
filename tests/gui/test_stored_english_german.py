"""What a German GM does is stored in English (the campaign's history, its rolls, the rules'
breakdown), and read back in German wherever it is shown: an English GM opening the same file
later reads English, not the German of whoever made the step."""

import json

import pytest

from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.ui.renaissance.check_form import DEFAULT_SKILL
from gmscreen.ui.renaissance.check_panel import CheckPanel
from gmscreen.ui.renaissance.roll_lines import check_line
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.test_rules_words_german import renaissance  # noqa: F401  (in German)

ARYN = 1  # the Renaissance demo's
pytestmark = pytest.mark.usefixtures("qapp")


@pytest.mark.usefixtures("german")  # conftest.py: as a GM who chose Deutsch
def test_a_defaulting_check_without_a_named_skill_is_stored_in_english(
    renaissance: tuple[CheckPanel, SessionBridge],  # noqa: F811
) -> None:
    """The GM leaves "Lacking" empty: the record, the rules' breakdown and the history say
    "a missing skill"; the roll line and Edit ▸ Undo say it in German."""
    panel, bridge = renaissance
    form = panel.first.form
    form.select_character(ARYN)
    form.select_check(DEFAULT_SKILL)
    assert form.missing.text() == ""
    panel.dice = FixedDice([12])
    assert panel.roll()

    record = bridge.state.of(RollRecord)[-1]
    skill = form.skill.currentData()
    assert record.inputs["label"] == f"a missing skill (defaulting to {skill})"
    assert f"defaulting: {skill} for a missing skill" in " ".join(record.inputs["breakdown"])
    assert "fehlende" not in json.dumps([record.inputs, record.summary])
    assert bridge.session.undo_name == f"roll Aryn's a missing skill (defaulting to {skill})"

    line = check_line(record, lambda who: "Aryn" if who == ARYN else "")
    assert f"eine fehlende Fertigkeit (ersatzweise mit {skill})" in line
    assert f"eine fehlende Fertigkeit (ersatzweise mit {skill})" in bridge.undo_action.text()
    assert bridge.undo_action.text().startswith("Rückgängig: ")
