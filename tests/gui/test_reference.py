"""The reference panel: the paper screen's tables, searchable, for the campaign's rule system."""

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QTextBrowser
from pytestqt.qtbot import QtBot

from gmscreen.model.commands import EditRecord
from gmscreen.model.session import Session
from gmscreen.ui.panels import reference
from gmscreen.ui.panels.reference import ReferencePanel
from gmscreen.ui.panels.reference import load_sections
from gmscreen.ui.panels.reference import split_sections
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.shell.mainwindow import MainWindow
from gmscreen.ui.shell.undo import SessionBridge


def test_searching_narrows_the_tables_to_those_that_mention_every_word(
    qtbot: QtBot, session: Session
) -> None:
    panel = ReferencePanel(SessionBridge(session))
    qtbot.addWidget(panel)
    everything = len(panel.sections)
    assert everything >= 20  # core, combat and challenge pages of RFI: Freelancers
    qtbot.keyClicks(panel.search, "complication range")
    text = panel.browser.toPlainText()
    assert "16" in text  # range 5 complicates on 16–20
    assert "Complication range" in text
    assert panel.count.text().endswith(f"of {everything} sections")
    panel.search.setText("zzzz no such rule")
    assert "Nothing matches" in panel.browser.toPlainText()


def test_each_rule_system_has_its_own_pages() -> None:
    for system in ("rfi", "firelock", "hotcircle", "renaissance"):
        assert load_sections(system), system
    assert {s.page for s in load_sections("rfi")} == {"rfi-core", "rfi-combat", "rfi-challenges"}


def test_the_search_hint_names_only_the_systems_own_rules(qtbot: QtBot, session: Session) -> None:
    """The reported bug: the Renaissance reference search suggested "momentum" (RFI's)."""
    campaign = session.state.campaign
    session.execute(EditRecord("campaign", campaign.id, label="system", system="renaissance"))
    panel = ReferencePanel(SessionBridge(session))
    qtbot.addWidget(panel)
    hint = panel.search.placeholderText()
    assert "momentum" not in hint.casefold()
    assert "rolling a check" in hint


def test_the_task_panels_difficulty_links_to_the_difficulty_table(
    qtbot: QtBot, session: Session, settings: QSettings
) -> None:
    """Where a table applies, one click shows it: the task's difficulty opens its table."""
    window = MainWindow(session, settings=settings)
    qtbot.addWidget(window)
    window.resize(1366, 728)
    with qtbot.waitExposed(window):
        window.show()
    task = window.panels["taskPanel"]
    assert isinstance(task, TaskPanel)
    links = [
        child
        for child in task.active.form.findChildren(QLabel)
        if 'href="Difficulty"' in child.text()
    ]
    assert len(links) == 1
    links[0].linkActivated.emit("Difficulty")
    reference = window.panels["referencePanel"]
    assert isinstance(reference, ReferencePanel)
    shown = reference.browser.toPlainText()
    assert shown.startswith("Difficulty")
    assert "Buying dice" not in shown  # that one table, not every page
    assert window.docks["referencePanel"].isVisible()


def write_page(folder: Path, text: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "firelock.md").write_text(text, encoding="utf-8")


ENGLISH = "# Firelock\n\n## Dice\n\nRoll 1d20.\n\n## Wounds\n\n3 wounds and you fall.\n"


def test_a_translated_page_is_shown_under_its_english_topics(tmp_path: Path) -> None:
    write_page(tmp_path, ENGLISH)
    write_page(tmp_path / "de", "## Würfel\n\nWürfeln Sie 1W20.\n\n## Wunden\n\nNach 3 Wunden …\n")
    sections = load_sections("firelock", tmp_path, "de")
    assert [s.title for s in sections] == ["Dice", "Wounds"]  # what links and topics ask for
    assert sections[1].markdown.startswith("## Wunden")


def test_a_page_without_a_translation_reads_in_english(tmp_path: Path) -> None:
    write_page(tmp_path, ENGLISH)
    assert [s.markdown.splitlines()[0] for s in load_sections("firelock", tmp_path, "fr")] == [
        "## Dice",
        "## Wounds",
    ]


def test_a_translation_that_lost_a_section_reads_in_english(tmp_path: Path) -> None:
    """Its sections could no longer be matched to their topics: never a misnamed table."""
    write_page(tmp_path, ENGLISH)
    write_page(tmp_path / "de", "## Würfel\n\nWürfeln Sie 1W20.\n")
    assert "## Wounds" in load_sections("firelock", tmp_path, "de")[1].markdown


REFERENCE = Path(__file__).resolve().parents[2] / "resources" / "reference"
TRANSLATED = sorted(REFERENCE.glob("*/*.md"))  # every translation, by language folder


def numbers(markdown: str) -> tuple[list[list[str]], list[str]]:
    """A section's facts as numbers: each table row's in order, and the prose's, sorted (a
    sentence may order them differently in another language)."""
    rows = [line for line in markdown.splitlines() if line.startswith("|")]
    prose = [line for line in markdown.splitlines() if not line.startswith("|")]
    return [re.findall(r"\d+", row) for row in rows], sorted(re.findall(r"\d+", "\n".join(prose)))


@pytest.mark.parametrize("page", TRANSLATED, ids=lambda path: f"{path.parent.name}/{path.stem}")
def test_a_translated_page_keeps_the_english_pages_sections_and_numbers(page: Path) -> None:
    """Same `##` sections in the same order, the same numbers in each table row and in each
    section's text: a translation cannot drift from the facts."""
    english = split_sections(REFERENCE / page.name)
    translated = split_sections(page)
    assert len(translated) == len(english)
    for (title, original), (heading, text) in zip(english, translated, strict=True):
        assert numbers(text) == numbers(original), f"{heading} ({title})"


@pytest.mark.usefixtures("german")  # conftest.py: as a GM who chose Deutsch starts gmscreen
def test_in_german_the_panel_shows_the_german_pages(qtbot: QtBot, session: Session) -> None:
    panel = ReferencePanel(SessionBridge(session))
    qtbot.addWidget(panel)
    lines = panel.browser.toPlainText().splitlines()
    assert lines[0] == "Probengrundlagen"
    assert "Zielwert (ZW) = ein Attribut (7–12) + eine Fertigkeit (1–5)." in lines[1]
    qtbot.keyClicks(panel.search, "zielwert")  # a word only the German page uses
    assert panel.browser.toPlainText().startswith("Probengrundlagen")
    assert panel.count.text() == f"1 von {len(panel.sections)} Abschnitten"
    assert panel.show_section("Difficulty")  # the task form's link, by its English topic
    assert panel.browser.toPlainText().startswith("Schwierigkeit\n")


def test_in_english_the_panel_shows_the_english_pages(qtbot: QtBot, session: Session) -> None:
    panel = ReferencePanel(SessionBridge(session))
    qtbot.addWidget(panel)
    assert panel.browser.toPlainText().startswith("Task basics\nTarget number (TN)")
    panel.search.setText("zielwert")
    assert "Nothing matches" in panel.browser.toPlainText()


@pytest.mark.usefixtures("german")
def test_in_german_a_page_without_a_german_file_reads_in_english(
    qtbot: QtBot, session: Session, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "de").mkdir()  # German pages exist, but not this system's
    write_page(tmp_path, ENGLISH)
    monkeypatch.setattr(reference, "resource_path", lambda *parts: tmp_path)
    campaign = session.state.campaign
    session.execute(EditRecord("campaign", campaign.id, label="system", system="firelock"))
    panel = ReferencePanel(SessionBridge(session))
    qtbot.addWidget(panel)
    assert panel.browser.toPlainText().startswith("Dice\nRoll 1d20.")
    assert panel.count.text() == "2 von 2 Abschnitten"


SIDE_DOCK = 460  # px: a dock beside the map on a 1366×768 screen (the Task panel's)


def words_split_across_lines(browser: QTextBrowser) -> list[str]:
    """Each place the browser broke a line inside a word ("Schwierigk|eit")."""
    split = []
    block = browser.document().begin()
    while block.isValid():
        layout, text = block.layout(), block.text()
        for number in range(layout.lineCount() - 1):
            line = layout.lineAt(number)
            end = line.textStart() + line.textLength()
            if text[end - 1 : end].isalnum() and text[end : end + 1].isalnum():
                split.append(f"{text[max(0, end - 12) : end]}|{text[end : end + 8]}")
        block = block.next()
    return split


@pytest.mark.parametrize("language", ["en", "de"])
def test_each_rfi_table_fits_a_side_dock_with_its_words_whole(
    qtbot: QtBot, session: Session, language: str, request: pytest.FixtureRequest
) -> None:
    """German words are long ("Komplikationsbereich"): a table must neither split them nor
    run past the edge of a dock beside the map."""
    if language == "de":
        request.getfixturevalue("german")
    panel = ReferencePanel(SessionBridge(session))
    qtbot.addWidget(panel)
    panel.resize(SIDE_DOCK, 600)
    with qtbot.waitExposed(panel):
        panel.show()
    for section in panel.sections:
        panel.show_section(section.title)
        QApplication.processEvents()
        assert words_split_across_lines(panel.browser) == [], section.title
        assert not panel.browser.horizontalScrollBar().isVisible(), section.title
    panel.resize(SIDE_DOCK // 2, 600)  # far too narrow: the widest table scrolls, it is not cut
    panel.show_section("Momentum spends")
    QApplication.processEvents()
    assert panel.browser.horizontalScrollBar().isVisible()
