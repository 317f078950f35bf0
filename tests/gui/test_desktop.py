"""Desktop integration: the .gmscreen file type, one running gmscreen, recent documents."""

import configparser
import os
import shlex
import sqlite3
import subprocess
import sys
import uuid
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QProcess
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gmscreen.app import parse_arguments
from gmscreen.model.demo import demo_records
from gmscreen.store.file import create_campaign
from gmscreen.ui.shell import single_instance
from gmscreen.ui.shell.desktop import MIME_TYPE
from gmscreen.ui.shell.desktop import PROG_ID
from gmscreen.ui.shell.desktop import add_to_recent_documents
from gmscreen.ui.shell.desktop import register_file_type
from gmscreen.ui.shell.desktop import unregister_file_type
from gmscreen.ui.shell.single_instance import InstanceServer
from gmscreen.ui.shell.single_instance import hand_over
from gmscreen.ui.shell.single_instance import offer_switch

ROOT = Path(__file__).resolve().parents[2]
DESKTOP_ENTRY = ROOT / "packaging" / "org.gmscreen.GMScreen.desktop"
MIME_XML = ROOT / "packaging" / "org.gmscreen.GMScreen.mime.xml"
AWKWARD_FOLDER = "Kampagnen für Spieleabende/Séance à trois"
AWKWARD_NAME = "Straße der Bergungsrechte.gmscreen"


def _entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP_ENTRY, encoding="utf-8")
    return parser["Desktop Entry"]


def _exec_argv(entry: configparser.SectionProxy, path: Path) -> list[str]:
    """The command a freedesktop launcher runs for a double-clicked file: %f is one argument."""
    words = shlex.split(entry["Exec"])
    return [str(path) if word == "%f" else word for word in words]


def test_desktop_entry_and_mime_type_name_each_other() -> None:
    entry = _entry()
    assert MIME_TYPE in entry["MimeType"].split(";")
    root = ElementTree.parse(MIME_XML).getroot()
    namespace = "{http://www.freedesktop.org/standards/shared-mime-info}"
    mime_type = root.find(f"{namespace}mime-type")
    assert mime_type is not None
    assert mime_type.get("type") == MIME_TYPE
    globs = [g.get("pattern") for g in mime_type.findall(f"{namespace}glob")]
    assert globs == ["*.gmscreen"]
    assert "%f" in entry["Exec"].split()


def test_campaign_opens_from_the_desktop_entry_command_line_with_spaces_and_umlauts(
    tmp_path: Path,
) -> None:
    path = tmp_path / AWKWARD_FOLDER / AWKWARD_NAME
    path.parent.mkdir(parents=True)
    create_campaign(path, demo_records()).close()
    with sqlite3.connect(path) as connection:
        rolls_before = connection.execute("select count(*) from roll").fetchone()[0]
    argv = _exec_argv(_entry(), path)
    assert argv[0] == "gmscreen"
    assert argv[1:] == [str(path)]
    assert parse_arguments(argv[1:]).campaign == path
    # The same arguments to the program itself (installed as `gmscreen`, here by module),
    # with --smoke so it renders every panel, rolls a task in that campaign and closes.
    environment = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    result = subprocess.run(
        [sys.executable, "-m", "gmscreen", "--smoke", *argv[1:]],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=environment,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    with sqlite3.connect(path) as connection:
        rolls_after = connection.execute("select count(*) from roll").fetchone()[0]
    assert rolls_after == rolls_before + 1  # the smoke roll landed in *that* campaign


def test_a_second_start_hands_its_campaign_to_the_running_one(qtbot: QtBot, tmp_path: Path) -> None:
    name = f"gmscreen-test-{uuid.uuid4().hex[:8]}"
    assert not hand_over(tmp_path / "nobody.gmscreen", name)  # nobody running: start normally
    server = InstanceServer(name=name)
    assert server.listening
    campaign = tmp_path / "Zweite Runde mit Ä.gmscreen"
    received: list[str] = []
    server.received.connect(received.append)
    # The second start is another process (it blocks waiting for the answer, which this
    # process's event loop gives).
    client = QProcess()
    script = (
        "import sys; from pathlib import Path; from PySide6.QtCore import QCoreApplication;"
        "from gmscreen.ui.shell.single_instance import hand_over;"
        "app = QCoreApplication([]);"
        "sys.exit(0 if hand_over(Path(sys.argv[1]), sys.argv[2]) else 3)"
    )
    client.start(sys.executable, ["-c", script, str(campaign), name])
    qtbot.waitUntil(lambda: client.state() == QProcess.ProcessState.NotRunning, timeout=15000)
    assert client.exitCode() == 0, client.readAllStandardError().data().decode()
    assert received == [str(campaign.resolve())]


def test_the_running_window_asks_before_switching(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    opened: list[Path] = []
    asked: list[str] = []

    def answer(parent: object, title: str, text: str) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(single_instance.QMessageBox, "question", answer)
    current = tmp_path / "Open one.gmscreen"
    other = tmp_path / "Other one.gmscreen"
    offer_switch(window, str(other), current, opened.append)
    assert opened == []
    assert "Other one.gmscreen" in asked[0]
    assert "Open one" in asked[0]
    monkeypatch.setattr(
        single_instance.QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes
    )
    offer_switch(window, str(other), current, opened.append)
    assert opened == [other]
    offer_switch(window, str(current), current, opened.append)  # the same one: nothing to ask
    offer_switch(window, "", current, opened.append)  # started without one: just come forward
    assert opened == [other]


def test_windows_file_type_registration_and_its_removal(tmp_path: Path) -> None:
    # The same keys QSettings writes under HKCU\Software\Classes on Windows, in an ini here.
    classes = QSettings(str(tmp_path / "classes.ini"), QSettings.Format.IniFormat)
    classes.setValue(".txt/Default", "txtfile")
    register_file_type(classes, "C:/Users/Zoë/GM Screen/gmscreen.exe")
    assert classes.value(".gmscreen/Default") == PROG_ID
    command = classes.value(f"{PROG_ID}/shell/open/command/Default")
    assert command == '"C:/Users/Zoë/GM Screen/gmscreen.exe" "%1"'
    unregister_file_type(classes)
    assert classes.value(".gmscreen/Default") is None
    assert classes.value(f"{PROG_ID}/shell/open/command/Default") is None
    assert classes.value(".txt/Default") == "txtfile"  # nobody else's type touched


def test_opened_campaigns_reach_the_desktops_recent_documents(tmp_path: Path) -> None:
    xbel = tmp_path / "recently-used.xbel"
    first = tmp_path / "Runde eins.gmscreen"
    second = tmp_path / "Runde zwei.gmscreen"
    add_to_recent_documents(first, xbel)
    add_to_recent_documents(second, xbel)
    add_to_recent_documents(first, xbel)
    hrefs = [b.get("href") for b in ElementTree.parse(xbel).getroot().findall("bookmark")]
    assert hrefs == [second.as_uri(), first.as_uri()]  # once each, most recent last
    assert MIME_TYPE in xbel.read_text(encoding="utf-8")
