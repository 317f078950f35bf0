"""A bug while starting (not a campaign problem) reaches the GM as a dialog and a report file,
never as a traceback in a terminal; under --smoke it stays a traceback, as a failed check."""

import os
import subprocess
import sys
from pathlib import Path

from gmscreen.app import EXIT_FAILED

BROKEN_START = """
import sys
import gmscreen.app as app_module
from PySide6.QtWidgets import QApplication, QMessageBox

QMessageBox.exec = lambda box: print("DIALOG", box.text().replace(chr(10), " ")) or 0
app = QApplication([])


def broken(*args):
    raise RuntimeError("panel factory missing")


app_module._start_window = broken
sys.exit(app_module.main(sys.argv[1:]))
"""


def start(tmp_path: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    home = tmp_path / "home"
    env = {
        **os.environ,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "QT_QPA_PLATFORM": "offscreen",
    }
    command = [sys.executable, "-c", BROKEN_START, *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)


def test_a_bug_while_starting_is_a_dialog_and_a_report_not_a_traceback(tmp_path: Path) -> None:
    result = start(tmp_path)
    assert result.returncode == EXIT_FAILED, result.stderr
    assert "Traceback" not in result.stderr
    assert "DIALOG" in result.stdout
    assert "panel factory missing" in result.stdout
    reports = list((tmp_path / "home").rglob("gmscreen-*.txt"))
    assert len(reports) == 1
    assert str(reports[0]) in result.stdout
    assert "RuntimeError: panel factory missing" in reports[0].read_text(encoding="utf-8")


def test_under_smoke_a_bug_while_starting_stays_a_failed_check(tmp_path: Path) -> None:
    result = start(tmp_path, "--smoke")
    assert result.returncode != 0
    assert "RuntimeError: panel factory missing" in result.stderr
    assert "DIALOG" not in result.stdout
