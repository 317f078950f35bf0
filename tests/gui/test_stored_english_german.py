"""What a German GM does is stored in English (the campaign's history, its rolls, the rules'
breakdown), and read back in German wherever it is shown: an English GM opening the same file
later reads English, not the German of whoever made the step."""

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.firelock import demo_firelock_records
from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance import demo_renaissance_records
from gmscreen.model.session import Session
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.hotcircle.tables import AssetKind
from gmscreen.rules.renaissance import Aptitude
from gmscreen.ui.firelock.sheets import FirelockSheetsPanel
from gmscreen.ui.hotcircle.sheet_form import HotCircleSheetForm
from gmscreen.ui.renaissance.check_form import DEFAULT_SKILL
from gmscreen.ui.renaissance.check_panel import CheckPanel
from gmscreen.ui.renaissance.roll_lines import check_line
from gmscreen.ui.renaissance.sheets import SheetsPanel as RenaissanceSheetsPanel
from gmscreen.ui.rfi.roll_lines import attack_line
from gmscreen.ui.rfi.sheets import SheetsPanel
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.shell.undo_names import shown_name
from tests.gui.marking import Marking
from tests.gui.test_attack import RAIDER
from tests.gui.test_attack import VEX
from tests.gui.test_attack import fighting_session
from tests.gui.test_attack import make_dialog
from tests.gui.test_rules_words_german import renaissance  # noqa: F401  (in German)
from tests.gui.test_snapshot_steps import open_table

ARYN = 1  # the Renaissance demo's
ARIA = 1  # the Hot Circle demo's
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


class FormMarking(Marking):
    """Words each Edit ▸ Undo form as "<form>" with its facts in brackets, so a test sees which
    form read a stored name ("<rename map to [Hold B]>", not "<rename [map] to [Hold B]>")."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        marked = super().translate(context, source, disambiguation, n)
        return marked and re.sub(r"%([1-9])", r"[%\1]", marked)


@pytest.fixture
def forms() -> Iterator[None]:
    translator = FormMarking()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


# A sheets panel per system: its demo, the score a GM sets, the value, the stored name (read
# by its form: PANEL_STEPS).
SHEET_EDITS = {
    "rfi": (SheetsPanel, demo_records, "Cunning", 12, "set Vex Marlo's Cunning to 12"),
    "renaissance": (
        RenaissanceSheetsPanel,
        demo_renaissance_records,
        Aptitude.INT,
        30,
        "set Aryn's INT to 30",
    ),
    "firelock": (
        FirelockSheetsPanel,
        demo_firelock_records,
        "Body",
        7,
        "set Kim Ashdown's Body to 7",
    ),
}


FIELDS = ("attribute_fields", "aptitudes", "ability_fields")


@pytest.mark.usefixtures("german", "forms")
@pytest.mark.parametrize("system", list(SHEET_EDITS))
def test_a_german_gms_sheet_edit_is_stored_in_english(qtbot: QtBot, system: str) -> None:
    """The step's name in the history is English; Edit ▸ Undo reads it by its form (the GM's
    language then words it)."""
    panel_class, records, score, value, stored = SHEET_EDITS[system]
    bridge = SessionBridge(Session(MemoryRepository(records())))
    panel = panel_class(bridge)
    qtbot.addWidget(panel)
    panel.show()
    form = panel.form
    # each system's sheet names its score fields its own way
    fields = next(getattr(form, n) for n in FIELDS if hasattr(form, n))
    field = fields[score]
    field.setValue(value)
    field.editingFinished.emit()
    assert bridge.session.undo_name == stored
    assert bridge.undo_action.text() == "Rückgängig: " + PANEL_STEPS[stored]
    bridge.detach()


# What the panels store (in English) for a GM's step, and the form Edit ▸ Undo must read it by.
PANEL_STEPS = {
    "change campaign settings": "<change campaign settings>",
    "add 1 Momentum": "<add 1 Momentum>",
    "spend 1 Threat": "<spend 1 Threat>",
    "give Vex Marlo 1 Fortune": "<give [Vex Marlo] 1 Fortune>",
    "Vex Marlo spends 1 Fortune": "<[Vex Marlo] spends 1 Fortune>",
    "revert to the snapshot of 2026-03-01T20:15": "<revert to the snapshot of [2026-03-01T20:15]>",
    "edit attribute and skill names": "<edit attribute and skill names>",
    "add season Season Two": "<add season [Season Two]>",
    "add episode Market Day": "<add episode [Market Day]>",
    "add scene Trip to the docks": "<add scene [Trip to the docks]>",
    "rename scene Trip to the docks": "<rename scene [Trip to the docks]>",
    "rename episode Market Day": "<rename episode [Market Day]>",
    "rename season Season Two": "<rename season [Season Two]>",
    "rename map to Hold B": "<rename map to [Hold B]>",
    "rename Vex's skill Pilot to Flying": "<rename [Vex]'s skill [Pilot] to [Flying]>",
    "rename Vex to Vex Marlo": "<rename [Vex] to [Vex Marlo]>",
    "delete zone Engine room": "<delete zone [Engine room]>",
    "remove connection": "<remove connection>",
    "remove Raider from the map": "<remove [Raider] from the map>",
    "remove character Raider": "<remove character [Raider]>",
    "edit trait Dense fog": "<edit trait [Dense fog]>",
    "remove trait Dense fog": "<remove trait [Dense fog]>",
    "give trait Derelict freighter to Raider": "<give trait [Derelict freighter] to [Raider]>",
    "set Vex's player to Sam": "<set [Vex]'s player to [Sam]>",
    "set Vex's stress to 3": "<set [Vex]'s stress to [3]>",
    "set Vex's stress track to 6": "<set [Vex]'s stress track to [6]>",
    "set Aryn's initiative modifier to +5": "<set [Aryn]'s initiative modifier to [+5]>",
    "set Aryn's Luck Points to 3": "<set [Aryn]'s Luck Points to [3]>",
    "set Aryn's COG to 30": "<set [Aryn]'s [COG] to [30]>",
    "set Vex Marlo's Cunning to 12": "<set [Vex Marlo]'s [Cunning] to [12]>",
    "set Aryn's INT to 30": "<set [Aryn]'s [INT] to [30]>",
    "set Kim Ashdown's Body to 7": "<set [Kim Ashdown]'s [Body] to [7]>",
    "edit Vex's injuries": "<edit [Vex]'s injuries>",
    "edit Vex's specialties": "<edit [Vex]'s specialties>",
    "edit Vex's truths": "<edit [Vex]'s truths>",
    "edit Aryn's Fencing": "<edit [Aryn]'s [Fencing]>",
    "add a skill to Aryn": "<add a skill to [Aryn]>",
    "remove Fencing from Aryn": "<remove [Fencing] from [Aryn]>",
    "give Kim the skill Riding 2": "<give [Kim] the skill [Riding] [2]>",
    "remove Kim's skill Riding": "<remove [Kim]'s skill [Riding]>",
    "Vex Marlo attacks Raider": "<[Vex Marlo] attacks [Raider]>",
}


@pytest.mark.usefixtures("german")
def test_an_attack_with_no_weapon_named_is_stored_as_attack_and_logged_in_german(
    qtbot: QtBot,
) -> None:
    bridge = SessionBridge(fighting_session())
    dialog = make_dialog(qtbot, bridge, RAIDER)
    assert dialog.weapon.text() == ""
    dialog.dice = FixedDice([3, 18])
    dialog.roll()
    dialog.apply_button.click()
    (logged,) = bridge.state.of(RollRecord)
    assert logged.inputs["weapon"] == "Attack"  # not "Angriff": an English GM reads it later
    names = {VEX: "Vex Marlo", RAIDER: "Raider"}
    assert ", Angriff)" in attack_line(logged, lambda who: names.get(int(str(who)), ""))
    bridge.detach()


@pytest.mark.usefixtures("german")
def test_a_snapshot_the_gm_did_not_label_is_named_by_why_it_was_taken_in_their_language(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, campaigns, _pools = open_table(qtbot, tmp_path, settings)
    menu = window.file_menu
    assert menu is not None
    monkeypatch.setattr(QInputDialog, "getText", lambda *_args, **_kwargs: ("", True))
    menu.take_snapshot()
    qtbot.waitUntil(lambda: bool(campaigns._require().snapshots.list()))
    [snapshot] = campaigns._require().snapshots.list()
    assert (snapshot.label, snapshot.reason) == ("", "on demand")  # the file: no German in it
    offered: list[str] = []

    def choose(
        _parent: object, _title: str, _label: str, items: list[str], *_a: object
    ) -> tuple[str, bool]:
        offered.extend(items)
        return "", False

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    menu.revert_to_snapshot()
    assert offered == [f"{snapshot.taken_at} — auf Abruf"]
    campaigns.close()


# A Hot Circle sheet's steps, read only in a Hot Circle campaign; an asset's kind is a rules term.
HOT_CIRCLE_STEPS = {
    "edit beliefs (Aria Venn)": "<edit beliefs ([Aria Venn])>",
    "set artha (Aria Venn)": "<set artha ([Aria Venn])>",
    "add lifepath Smuggler (Aria Venn)": "<add lifepath [Smuggler] ([Aria Venn])>",
    "edit lifepath Smuggler (Aria Venn)": "<edit lifepath [Smuggler] ([Aria Venn])>",
    "remove lifepath Smuggler and its assets (Aria Venn)": (
        "<remove lifepath [Smuggler] and its assets ([Aria Venn])>"
    ),
    "clear Smuggler's tax (Aria Venn)": "<clear [Smuggler]'s tax ([Aria Venn])>",
    "note special item Old key (Aria Venn)": "<note special item [Old key] ([Aria Venn])>",
    "note contact Old Mags (Aria Venn)": "<note [contact] [Old Mags] ([Aria Venn])>",
    "remove Old key (Aria Venn)": "<remove [Old key] ([Aria Venn])>",
    "edit the situation": "<edit the situation>",
    "remove the tie Guild → Crown": "<remove the tie [Guild] → [Crown]>",
    "flip the tie Guild → Crown": "<flip the tie [Guild] → [Crown]>",
    "tie Guild → Crown": "<tie [Guild] → [Crown]>",
}


STEPS = {("", stored): read for stored, read in PANEL_STEPS.items()} | {
    ("hotcircle", stored): read for stored, read in HOT_CIRCLE_STEPS.items()
}


@pytest.mark.usefixtures("qapp", "forms")
@pytest.mark.parametrize(("system", "stored"), list(STEPS))
def test_each_step_a_panel_names_is_read_by_its_own_form(system: str, stored: str) -> None:
    assert shown_name(stored, system) == STEPS[system, stored]


@pytest.mark.usefixtures("german", "forms")
def test_a_german_gms_asset_is_stored_in_english(qtbot: QtBot) -> None:
    """The asset's kind in the stored name is the rules' English; Edit ▸ Undo words it."""
    bridge = SessionBridge(Session(MemoryRepository(demo_hotcircle_records())))
    form = HotCircleSheetForm(bridge)
    qtbot.addWidget(form)
    form.show_character(ARIA)
    assets = form.assets
    assets.kind.setCurrentIndex(assets.kind.findData(AssetKind.GEAR.value))
    assets.name.setText("Grappling hook")
    assets.add_button.click()
    assert bridge.session.undo_name == "note gear Grappling hook (Aria Venn)"
    assert bridge.undo_action.text() == (
        "Rückgängig: <note [Ausrüstung] [Grappling hook] ([Aria Venn])>"
    )
    bridge.detach()
