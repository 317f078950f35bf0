"""A bug while starting (not a campaign problem) reaches the GM as a dialog and a report file,
never as a traceback in a terminal; under --smoke it stays a traceback, as a failed check."""

import subprocess
from pathlib import Path

from gmscreen.app import EXIT_FAILED
from tests.integration.child_app import run_child

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
    return run_child(BROKEN_START, tmp_path / "home", *arguments)


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
