"""Every piece of text a GM sees in a workspace goes through Qt's translation and lupdate has
found it: under a pseudo-translation that marks every string gmscreen_de.ts holds (for the
context the code asks in), any text left unmarked would stay English in German."""

import re
from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import Qt
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QAbstractButton
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QTabBar
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gmscreen.ui.shell.language import LANGUAGES
from tests.gui.workspace_gestures import TYPED
from tests.gui.workspace_gestures import make_gestures
from tests.gui.workspaces_walk import SYSTEMS
from tests.gui.workspaces_walk import open_window
from tests.gui.workspaces_walk import record_texts
from tests.gui.workspaces_walk import visible_widgets

OPEN, CLOSE = "⟦", "⟧"
GERMAN = Path(__file__).resolve().parents[2] / "resources" / "translations" / "gmscreen_de.ts"
TAG = re.compile(r"<[^>]+>")
MARKED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
# Known debt, to shrink (never to grow): words the rules engines hand the UI in English (labels,
# refusals, breakdowns), shown without a translation step between. Anything not listed fails.
KNOWN_UNTRANSLATED_FILE = Path(__file__).with_name("untranslated_known.txt")
_KNOWN = [
    line
    for line in KNOWN_UNTRANSLATED_FILE.read_text(encoding="utf-8").splitlines()
    if line and not line.startswith("#")
]
KNOWN_UNTRANSLATED = set(_KNOWN)
LANGUAGE_NAMES = {name for _code, name in LANGUAGES}


# What a form fills in: Qt's %1 … %9 (%L1), %n, and Python's %s and %d.
PLACEHOLDER = re.compile(r"%(?:L?[1-9]|[nsd])")


class PseudoTranslator(QTranslator):
    """Marks every string gmscreen_de.ts holds for the context asked, as a real translator would
    find it (PySide's tr() asks a class's own context, then its base classes'); anything else
    stays as it is, so the walk finds it. Only a form's own words are marked: what it fills in
    (a stored English word, say) stands outside the marks and is looked at too."""

    def __init__(self, known: set[tuple[str, str]]) -> None:
        super().__init__()
        self.known = known

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        if (context, source) in self.known:
            return OPEN + PLACEHOLDER.sub(lambda fact: CLOSE + fact[0] + OPEN, source) + CLOSE
        return None  # type: ignore[return-value]  # null, not empty: Qt tries the next context

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def pseudo() -> Iterator[PseudoTranslator]:
    translator = PseudoTranslator(ts_entries())
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


def shown_texts(widget: QWidget) -> Iterator[str]:
    """The words a widget shows of its own (not its children's)."""
    if isinstance(widget, (QLabel, QAbstractButton)):
        yield widget.text()
    elif isinstance(widget, QGroupBox):
        yield widget.title()
    elif isinstance(widget, QDockWidget):
        yield widget.windowTitle()
    elif isinstance(widget, QTabBar):
        yield from (widget.tabText(i) for i in range(widget.count()))
    elif isinstance(widget, QLineEdit) and not widget.text():
        yield widget.placeholderText()
    elif isinstance(widget, QComboBox) and not widget.isEditable():
        yield from (widget.itemText(i) for i in range(widget.count()))
    elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
        model = widget.model()
        try:
            columns = model.columnCount(QModelIndex())
        except TypeError:  # a list model keeps columnCount private: one column
            columns = 1
        for section in range(columns):
            header = model.headerData(section, Qt.Orientation.Horizontal)
            if isinstance(header, str):
                yield header
    if widget.toolTip():
        yield widget.toolTip()


def untranslated(text: str, data: set[str]) -> str | None:
    """The part of `text` that is the app's own words but was not translated, if any."""
    plain = TAG.sub(" ", text)
    # Remove marked (translated) parts, innermost first (a translated template holds translated
    # words: "⟦⟦NPCs⟧ pick who acts next⟧"), then the campaign's own data, then what has no words.
    while (unmarked := MARKED.sub(" ", plain)) != plain:
        plain = unmarked
    if OPEN in plain:  # a translated text elided to fit ("⟦▶ Run 'Reach the…") lost its end
        plain = plain[: plain.index(OPEN)]
    for value in sorted(data, key=len, reverse=True):
        plain = plain.replace(value, " ")
    # A name elided to fit ("Wake the der…") is still the campaign's data.
    plain = re.sub(
        r"(\S[^…\n]*)…",
        lambda m: " " if any(v.startswith(m.group(1).strip()) for v in data) else m.group(0),
        plain,
    )
    words = re.findall(r"[^\W\d_]{2,}", plain)
    return " ".join(words) if words else None


def built_menu_texts(root: QWidget) -> Iterator[str]:
    """The words of the menus built under `root` (a combatant's context menu, say): each entry's
    text and what its tooltip says it does."""
    for menu in root.findChildren(QMenu):
        for action in menu.actions():
            yield action.text()
            yield action.toolTip()


def menu_texts(window: QWidget) -> Iterator[str]:
    from PySide6.QtWidgets import QMainWindow

    assert isinstance(window, QMainWindow)
    for menu_action in window.menuBar().actions():
        yield menu_action.text()
        menu = menu_action.menu()
        if menu is not None:
            yield from (a.text() for a in menu.actions() if a.text())


def ts_entries() -> set[tuple[str, str]]:
    entries = set()
    for context in ElementTree.parse(GERMAN).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            entries.add((name, message.findtext("source", "")))
    return entries


def untranslated_in(root: QWidget, data: set[str]) -> set[str]:
    """What the widgets under `root` that the GM can see show untranslated (known debt aside)."""
    problems = set()
    for widget in visible_widgets(root):
        for text in shown_texts(widget):
            left = untranslated(text, data)
            if left and left not in KNOWN_UNTRANSLATED:
                problems.add(f"{type(widget).__name__} {widget.objectName()!r}: {left!r}")
    return problems


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_visible_text_is_translatable_and_extracted(
    qtbot: QtBot, pseudo: PseudoTranslator, system: str
) -> None:
    window = open_window(qtbot, system)
    data = record_texts(window) | {"gmscreen", "GM Screen"}
    problems = untranslated_in(window, data)
    for text in menu_texts(window):
        left = untranslated(text, data)
        if left and left not in KNOWN_UNTRANSLATED:
            problems.add(f"menu: {left!r}")
    assert not problems, f"{len(problems)} untranslated texts:\n" + "\n".join(sorted(problems))


@pytest.mark.parametrize("system", SYSTEMS)
def test_what_the_panels_say_after_the_first_gestures_is_translatable(
    qtbot: QtBot, pseudo: PseudoTranslator, system: str
) -> None:
    """A verdict, a round, a pool report, a check's shift: the words the engines decide show
    only after a gesture. Each dock is brought to the front in turn (docks share tabs); the
    menus the gestures built (a combatant's actions, what each does) are read, and so is
    Edit ▸ Undo after each step, facts and all."""
    window = open_window(qtbot, system)
    assert window.bridge is not None
    undo = window.bridge.undo_action
    undo_names: list[str] = []  # Edit ▸ Undo after each step the gestures take
    window.bridge.changed.connect(lambda _changes: undo_names.append(undo.text()))
    make_gestures(window, system)
    # The campaign's own words, but not a roll's stored English summary (the panels must not
    # show it: they word the roll themselves).
    data = record_texts(window, summaries=False) | {"gmscreen", "GM Screen"}
    problems = untranslated_in(window, data)
    # View ▸ Language names each language in its own (a GM lost in a foreign menu finds theirs).
    for text in built_menu_texts(window):
        left = untranslated(text, data | LANGUAGE_NAMES)
        if left and left not in KNOWN_UNTRANSLATED:
            problems.add(f"menu: {left!r}")
    # An undo name's facts are the GM's words or the rules' (a roll's stored English label,
    # which a form must word again): only the former count as the campaign's own here.
    typed = record_texts(window, rolls=False) | TYPED
    assert undo_names
    for text in undo_names:
        left = untranslated(text, typed)
        if left and left not in KNOWN_UNTRANSLATED:
            problems.add(f"Edit ▸ {text!r}: {left!r}")
    for name, dock in window.docks.items():
        dock.show()
        dock.raise_()
        QApplication.processEvents()
        problems |= {f"{name} {problem}" for problem in untranslated_in(dock, data)}
    assert not problems, f"{len(problems)} untranslated texts:\n" + "\n".join(sorted(problems))
