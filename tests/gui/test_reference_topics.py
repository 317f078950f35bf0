"""The reference panel's topics in the GM's language: the search hint names them in German, a
German topic name finds its section, and a German page heads each section with its topic."""

from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from gmscreen.model.commands import EditRecord
from gmscreen.model.session import Session
from gmscreen.ui.panels.reference import ReferencePanel
from gmscreen.ui.panels.reference import split_sections
from gmscreen.ui.panels.reference_topics import topic
from gmscreen.ui.panels.reference_topics import topic_name
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.shell.undo import SessionBridge

GERMAN = Path(__file__).resolve().parents[2] / "resources" / "reference" / "de"


def panel_for(qtbot: QtBot, session: Session, system: str) -> ReferencePanel:
    campaign = session.state.campaign
    session.execute(EditRecord("campaign", campaign.id, label="system", system=system))
    panel = ReferencePanel(SessionBridge(session))
    qtbot.addWidget(panel)
    return panel


def test_a_heading_reads_as_a_topic_inside_a_sentence() -> None:
    assert topic("Dice and pools") == "dice and pools"
    assert topic("Sessions and Luck Points") == "sessions and Luck Points"
    assert topic("NPC tiers") == "NPC tiers"  # an abbreviation keeps its capitals
    assert topic("GM-editable defaults") == "GM-editable defaults"


@pytest.mark.usefixtures("german")  # conftest.py: as a GM who chose Deutsch
def test_a_german_search_hint_names_the_topics_in_german(qtbot: QtBot, session: Session) -> None:
    panel = panel_for(qtbot, session, "hotcircle")
    assert panel.search.placeholderText() == (
        "Regeln durchsuchen: Würfel und Pools, Probenwurf, Hinderniswurf…"
    )


@pytest.mark.usefixtures("german")
def test_a_german_topic_name_finds_its_section(qtbot: QtBot, session: Session) -> None:
    panel = panel_for(qtbot, session, "rfi")
    assert "Komplikationsbereich" in panel.search.placeholderText()
    qtbot.keyClicks(panel.search, "komplikationsbereich")
    lines = panel.browser.toPlainText().splitlines()
    assert "Komplikationsbereich" in lines  # the German page's heading, and its table:
    assert lines[lines.index("5") + 1] == "16–20"  # range 5 complicates on 16–20
    assert "Bedrohung" not in lines  # the section about threat does not mention the range


@pytest.mark.usefixtures("german")
def test_a_task_forms_link_names_its_reference_table_in_german(
    qtbot: QtBot, session: Session
) -> None:
    panel = TaskPanel(SessionBridge(session))
    qtbot.addWidget(panel)
    links = [
        label.toolTip()
        for label in panel.active.form.findChildren(QLabel)
        if 'href="Difficulty"' in label.text()
    ]
    assert links == ["Die Referenztabelle zeigen: Schwierigkeit"]


def test_in_english_the_hint_reads_as_before(qtbot: QtBot, session: Session) -> None:
    panel = panel_for(qtbot, session, "renaissance")
    assert panel.search.placeholderText() == (
        "Search the rules: rolling a check, result grades, upgrading and downgrading…"
    )


@pytest.mark.usefixtures("german")
def test_a_heading_added_since_the_last_translation_reads_in_english() -> None:
    assert topic_name("Vehicle chases") == "vehicle chases"


@pytest.mark.usefixtures("german")
@pytest.mark.parametrize("page", sorted(GERMAN.glob("*.md")), ids=lambda path: path.stem)
def test_a_german_pages_headings_are_its_topics_names(page: Path) -> None:
    """The hint names "Komplikationsbereich" and the page is headed "Komplikationsbereich": the
    topic the GM reads first is the heading they then find."""
    english = split_sections(page.parent.parent / page.name)
    for (title, _), (heading, _) in zip(english, split_sections(page), strict=True):
        name = topic_name(title)
        assert heading == name[:1].upper() + name[1:]
