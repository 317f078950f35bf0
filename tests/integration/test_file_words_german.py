"""A German GM whose campaign file fails reads why in German (ui/shell/file_words.py).

Through the real entry points: File ▸ Open and Import from JSON, a command on a full disk or on
a file turned read-only mid-session, and the start-up whose last campaign is damaged. The store
keeps writing English (its own tests, the logs); the window words it by its form.
"""

import json
import re
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QSettings
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gmscreen.app import FileCampaigns
from gmscreen.model.commands import CommandError
from gmscreen.model.demo import demo_records
from gmscreen.store.errors import CampaignFileError
from gmscreen.store.file import create_campaign
from gmscreen.store.file import open_campaign
from gmscreen.ui.rfi.pools import PoolsPanel
from gmscreen.ui.shell.file_words import CONTEXT
from gmscreen.ui.shell.file_words import MESSAGES
from gmscreen.ui.shell.file_words import REASONS
from gmscreen.ui.shell.file_words import file_failure
from gmscreen.ui.shell.mainwindow import MainWindow
from gmscreen.ui.shell.undo import refusal
from tests.gui.conftest import german  # noqa: F401
from tests.gui.test_reopen import open_window
from tests.integration.test_damaged_files import DAMAGES
from tests.integration.test_damaged_files import flip_page_bytes
from tests.integration.test_window_failures import SmallDisk
from tests.integration.test_window_failures import on_a_full_disk
from tests.integration.test_window_failures import refuse_writes
from tests.integration.test_window_failures import small_disk  # noqa: F401
from tests.integration.test_window_failures import start_up_on

# Words of the store's English a German message must not hold (a file name aside).
ENGLISH = (
    "damaged",
    "could not",
    "cannot",
    "backup",
    "snapshot",
    "table",
    "record",
    "was not",
    "nothing",
    "Nothing",
    "Use ",
    "malformed",
    "database",
    "disk",
    "full",
    "line",
    "expected",
    "imported",
    "written",
    "File ▸",
)


def assert_german(text: str, *words: str) -> None:
    """`words` are in `text`, and no English word of the store outside what is quoted as it
    is: a file's, table's or setting's name, SQLite's own report of a damaged page, the place
    of a value in a JSON export (`records.trait[3]`)."""
    for word in words:
        assert word in text, text
    unquoted = re.sub(
        r"„[^“]*“|\(\*\*\* in database main \*\*\*.*?\)|\brecords[\w.\[\]]*",
        "",
        text,
        flags=re.S,
    )
    for word in ENGLISH:
        assert word not in unquoted, (word, text)


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The text of every message box, recorded instead of blocking."""
    shown: list[str] = []

    def record(_parent: object, _title: str, text: str, *_a: object) -> int:
        shown.append(text)
        return 0

    for name in ("warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, name, record)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))
    return shown


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def good(tmp_path: Path) -> Path:
    path = tmp_path / "good.gmscreen"
    create_campaign(path, demo_records(tokens=True)).close()
    return path


@pytest.fixture
def window(
    qtbot: QtBot,
    good: Path,
    settings: QSettings,
    german: None,  # noqa: F811
) -> Iterator[tuple[MainWindow, FileCampaigns]]:
    shown, campaigns = open_window(qtbot, good, settings)
    yield shown, campaigns
    campaigns.close()


def damaged_copy(good: Path, folder: Path, kind: str) -> Path:
    path = folder / "bad.gmscreen"
    shutil.copyfile(good, path)
    DAMAGES[kind][0](path)
    return path


@pytest.mark.parametrize("kind", list(DAMAGES))
def test_file_open_of_a_damaged_campaign_says_why_in_german(
    window: tuple[MainWindow, FileCampaigns],
    good: Path,
    tmp_path: Path,
    dialogs: list[str],
    kind: str,
) -> None:
    shown, campaigns = window
    bad = damaged_copy(good, tmp_path, kind)
    assert shown.file_menu is not None

    assert not shown.file_menu.open_path(bad)

    assert len(dialogs) == 1
    assert_german(dialogs[0], "„bad.gmscreen“ ist beschädigt")
    assert "Sicherungskopie" in dialogs[0] or "Tabelle" in dialogs[0]
    assert campaigns.path == good


def not_a_campaign(path: Path) -> None:
    path.write_text("Notes for Saturday", encoding="utf-8")


def newer(path: Path) -> None:
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA user_version = 99")
    connection.close()


def cut_short(path: Path) -> None:
    path.write_bytes(path.read_bytes()[:5000])


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (not_a_campaign, ("keine Kampagnendatei von gmscreen",)),
        (newer, ("neueren Version von gmscreen", "Aktualisieren Sie gmscreen")),
        (cut_short, ("abgeschnitten", "unvollständig")),
        (flip_page_bytes, ("beschädigt",)),
    ],
)
def test_file_open_of_a_file_gmscreen_cannot_read_says_why_in_german(
    window: tuple[MainWindow, FileCampaigns],
    good: Path,
    tmp_path: Path,
    dialogs: list[str],
    damage: object,
    words: tuple[str, ...],
) -> None:
    shown, _campaigns = window
    bad = tmp_path / "bad.gmscreen"
    shutil.copyfile(good, bad)
    damage(bad)  # type: ignore[operator]
    assert shown.file_menu is not None

    assert not shown.file_menu.open_path(bad)

    assert len(dialogs) == 1
    assert_german(dialogs[0], *words)


def test_a_campaign_another_gmscreen_has_open_says_so_in_german(
    window: tuple[MainWindow, FileCampaigns], good: Path, tmp_path: Path, dialogs: list[str]
) -> None:
    shown, _campaigns = window
    busy = tmp_path / "busy.gmscreen"
    shutil.copyfile(good, busy)
    other = FileCampaigns()  # another window holding its lock
    other.open(busy)
    try:
        assert shown.file_menu is not None
        assert not shown.file_menu.open_path(busy)
    finally:
        other.close()
    assert len(dialogs) == 1
    assert_german(dialogs[0], "in einem anderen Programm geöffnet", "Schließen Sie")


def test_a_full_disk_mid_session_says_so_in_german(
    qtbot: QtBot,
    small_disk: SmallDisk,  # noqa: F811
    settings: QSettings,
    dialogs: list[str],
    german: None,  # noqa: F811
) -> None:
    shown, campaigns, pools = on_a_full_disk(qtbot, small_disk, settings)
    try:
        qtbot.mouseClick(pools.momentum.plus, Qt.MouseButton.LeftButton)
    finally:
        small_disk.free()
        campaigns.close()
    assert len(dialogs) == 1
    assert_german(dialogs[0], "ist voll", "Datei ▸ Speichern unter", "nicht gespeichert")
    assert shown.problem_banner.problem is not None
    assert_german(shown.problem_banner.problem, "ist voll")


def test_a_campaign_turned_read_only_mid_session_says_so_in_german(
    window: tuple[MainWindow, FileCampaigns], dialogs: list[str]
) -> None:
    shown, campaigns = window
    pools = shown.panels["poolsPanel"]
    assert isinstance(pools, PoolsPanel)
    refuse_writes(campaigns, refuse=True)
    try:
        pools.momentum.plus.click()
    finally:
        refuse_writes(campaigns, refuse=False)
    assert len(dialogs) == 1
    assert_german(dialogs[0], "kann nicht mehr geschrieben werden", "Prüfen Sie")


def test_a_change_to_a_campaign_opened_read_only_is_refused_in_german(
    window: tuple[MainWindow, FileCampaigns],
    good: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    dialogs: list[str],
) -> None:
    shown, _campaigns = window
    shared = tmp_path / "shared.gmscreen"
    shutil.copyfile(good, shared)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(shared), ""))
    assert shown.file_menu is not None
    shown.file_menu.open_read_only_dialog()
    pools = shown.panels["poolsPanel"]
    assert isinstance(pools, PoolsPanel)

    pools.momentum.plus.click()

    assert_german(
        shown.statusBar().currentMessage(), "„shared.gmscreen“ ist schreibgeschützt geöffnet"
    )


EXPORTS = {
    "not JSON": ('{"format": ', ("Zeile 1, Spalte", "kein gültiges JSON", "Wert erwartet")),
    "another program's JSON": (
        json.dumps({"format": "notes", "version": 1}),
        ("kein Kampagnen-Export von gmscreen", "Nichts wurde importiert"),
    ),
    "records not a list": (
        json.dumps({"format": "gmscreen-campaign", "version": 2, "records": {"trait": 3}}),
        ("Zeile 1, records.trait: erwartet: eine Liste von Einträgen", "Nichts wurde"),
    ),
    "from a newer gmscreen": (
        json.dumps({"format": "gmscreen-campaign", "version": 9}),
        ("von einer neueren Version von gmscreen",),
    ),
}


@pytest.mark.parametrize("kind", list(EXPORTS))
def test_a_bad_json_import_says_why_in_german(
    window: tuple[MainWindow, FileCampaigns],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    dialogs: list[str],
    kind: str,
) -> None:
    shown, campaigns = window
    text, words = EXPORTS[kind]
    source = tmp_path / "export.json"
    source.write_text(text, encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(source), ""))
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(tmp_path / "new.gmscreen"), "")
    )
    assert shown.file_menu is not None

    shown.file_menu.import_json()

    assert len(dialogs) == 1
    assert_german(dialogs[0], "„export.json“", *words)
    assert not (tmp_path / "new.gmscreen").exists()
    assert campaigns.path is not None
    assert campaigns.path.name == "good.gmscreen"


def test_a_start_up_whose_last_campaign_is_damaged_says_so_in_german(
    good: Path,
    tmp_path: Path,
    german: None,  # noqa: F811
) -> None:
    bad = damaged_copy(good, tmp_path, "record table dropped")
    result = start_up_on(bad, tmp_path / "home", "de")
    assert result.returncode == 0, result.stderr
    said = result.stdout.split("DIALOG", 1)[1]
    assert_german(
        said,
        "konnte nicht geöffnet werden",
        "die Tabelle „trait“ fehlt",
        "Stattdessen ist die Demo-Kampagne geöffnet",
        "Datei ▸ Zuletzt geöffnet",
    )
    assert "demo campaign" not in said


def test_every_form_reads_in_german(german: None) -> None:  # noqa: F811
    for form in (*MESSAGES, *REASONS):
        assert QCoreApplication.translate(CONTEXT, form) != form, form


def test_a_message_of_no_known_form_is_shown_as_written(german: None) -> None:  # noqa: F811
    assert file_failure("“table.gmscreen” was eaten by a grue.") == (
        "“table.gmscreen” was eaten by a grue."
    )


@pytest.mark.parametrize("kind", list(DAMAGES))
def test_an_english_gm_reads_the_store_s_message_as_written(
    qtbot: QtBot, good: Path, tmp_path: Path, settings: QSettings, dialogs: list[str], kind: str
) -> None:
    bad = damaged_copy(good, tmp_path, kind)
    with pytest.raises(CampaignFileError) as refused:
        open_campaign(bad).close()
    shown, campaigns = open_window(qtbot, good, settings)
    assert shown.file_menu is not None
    assert not shown.file_menu.open_path(bad)
    campaigns.close()
    assert dialogs == [str(refused.value)]


def test_a_change_the_file_refused_reads_in_german(german: None) -> None:  # noqa: F811
    said = refusal(CommandError("this change was not saved: database or disk is full"))
    assert said == (
        "diese Änderung wurde nicht gespeichert: die Datenbank oder der Datenträger ist voll"
    )


def test_the_file_menu_reads_in_german(window: tuple[MainWindow, FileCampaigns]) -> None:
    shown, _campaigns = window
    assert shown.file_menu is not None
    texts = [a.text() for a in shown.file_menu.menu.actions() if not a.isSeparator()]
    assert "&Neue Kampagne…" in texts
    assert not {"&New campaign…", "&Open…", "Save &As…", "&Quit"} & set(texts)
