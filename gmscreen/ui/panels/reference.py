"""The reference panel: the paper GM screen's tables, searchable, for the campaign's rule system."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLocale
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QTextBrowser
from PySide6.QtWidgets import QWidget

from gmscreen.resources import resource_path
from gmscreen.ui import boxes
from gmscreen.ui.panels.reference_topics import topic_name
from gmscreen.ui.shell.undo import SessionBridge

# Which reference pages each rule system shows, in order: resources/reference/<page>.md in
# English, resources/reference/<language>/<page>.md translated.
PAGES: dict[str, tuple[str, ...]] = {
    "rfi": ("rfi-core", "rfi-combat", "rfi-challenges"),
    "firelock": ("firelock",),
    "hotcircle": ("hotcircle",),
    "renaissance": ("renaissance",),
}


@dataclass(frozen=True, slots=True)
class Section:
    """One `##` section of a reference page, in the language shown.

    `title` is the English page's heading whatever the language: the topic the translators
    name (reference_topics) and the name a link from the task form asks for.
    """

    page: str
    title: str
    markdown: str


def page_language() -> str:
    """The language the GM reads gmscreen in, as the pages' folders name it ("de").

    install_translators makes the GM's language the default locale at start, and the whole UI
    keeps that language until the next start, so the reference does too. A language without
    its own folder (English, or one gmscreen does not speak) reads the English pages.
    """
    return QLocale.languageToCode(QLocale().language())


def split_sections(path: Path) -> list[tuple[str, str]]:
    """A page's `##` sections as (heading, markdown); none for a missing page."""
    if not path.is_file():
        return []
    sections = []
    for chunk in re.split(r"(?m)^(?=## )", path.read_text(encoding="utf-8")):
        lines = chunk.strip().splitlines()
        if lines and lines[0].startswith("## "):
            sections.append((lines[0][3:].strip(), chunk.strip()))
    return sections


def load_sections(
    system: str, folder: Path | None = None, language: str | None = None
) -> list[Section]:
    """The reference sections for a rule system, split at `##` headings, in `language` (the
    GM's by default) where the page is translated (resources/reference/<language>/), else in
    English: a page is never missing for want of a translation. A translation whose sections
    do not match the English page's one for one is not shown (its topics would be misnamed)."""
    folder = folder or resource_path("reference")
    language = page_language() if language is None else language
    sections: list[Section] = []
    for page in PAGES.get(system, ()):
        english = split_sections(folder / f"{page}.md")
        shown = split_sections(folder / language / f"{page}.md") if language.isalpha() else []
        if len(shown) != len(english):
            shown = english
        for (title, _), (_, markdown) in zip(english, shown, strict=True):
            sections.append(Section(page, title, markdown))
    return sections


def matching(sections: list[Section], query: str) -> list[Section]:
    """The sections whose text, or topic name in the GM's language, holds every word of the
    query (case-insensitive): the hint's German topics find their English pages."""
    words = query.casefold().split()
    return [
        s
        for s in sections
        if all(word in f"{topic_name(s.title)}\n{s.markdown}".casefold() for word in words)
    ]


def search_hint(sections: list[Section], prompt: str) -> str:
    """The search box's hint, with topics from this system's own pages (never another's), in
    the GM's language."""
    examples = ", ".join(topic_name(section.title) for section in sections[:3])
    return f"{prompt}: {examples}…" if examples else f"{prompt}…"


class ReferencePanel(QWidget):
    """A search box over the rule system's reference tables, written in the project's words."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sections = load_sections(bridge.state.campaign.system)
        self.search = QLineEdit()
        self.search.setPlaceholderText(search_hint(self.sections, self.tr("Search the rules")))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.show_matching)
        self.count = QLabel("")
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(self.tr("Reference text"))
        self.browser.setOpenExternalLinks(False)
        # A table too wide for a narrow dock scrolls rather than split its words ("Schwierigk|eit"
        # reads as two words); the pages' tables fit a side dock at 1366×768 whole.
        self.browser.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        self.browser.horizontalScrollBar().rangeChanged.connect(self._hide_rounding_overflow)
        boxes.column(self.search, self.browser, self.count, parent=self)
        self.show_matching("")

    def _hide_rounding_overflow(self, _minimum: int, maximum: int) -> None:
        """No scrollbar for the one pixel Qt lays a table out past the edge while it squeezes
        the table's columns; a table wider than the dock still scrolls."""
        policy = (
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            if maximum <= 1
            else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        )
        self.browser.setHorizontalScrollBarPolicy(policy)

    def show_section(self, title: str) -> bool:
        """Show the one section with this title (a link from where its table applies)."""
        found = [section for section in self.sections if section.title == title]
        if not found:
            return False
        self.search.blockSignals(True)
        self.search.clear()
        self.search.blockSignals(False)
        self.browser.setMarkdown(found[0].markdown)
        self.count.setText(self.tr("%d of %d sections") % (1, len(self.sections)))
        return True

    def show_matching(self, query: str) -> None:
        """Show the sections matching the query (all of them for an empty query)."""
        found = matching(self.sections, query)
        if not self.sections:
            self.browser.setMarkdown(self.tr("No reference tables for this rule system yet."))
        elif not found:
            self.browser.setMarkdown(self.tr("Nothing matches “%s”.") % query)
        else:
            self.browser.setMarkdown("\n\n".join(section.markdown for section in found))
        self.count.setText(self.tr("%d of %d sections") % (len(found), len(self.sections)))
