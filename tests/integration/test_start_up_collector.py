"""Start-up holds Python's cycle collector back until the window's first paint, and never leaves
it off: not once the window is up, not after a start that ends before one."""

import os
import subprocess
import sys
from pathlib import Path

from gmscreen.app import EXIT_CANNOT_OPEN
from gmscreen.model.demo import demo_records
from gmscreen.store.file import create_campaign


def test_the_collector_is_on_again_once_the_window_has_painted(tmp_path: Path) -> None:
    path = tmp_path / "campaign.gmscreen"
    create_campaign(path, demo_records()).close()
    script = (
        "import gc, sys; from PySide6.QtCore import QTimer; "
        "from PySide6.QtWidgets import QApplication; app = QApplication([]); "
        "from gmscreen.app import main; "
        # Until the collector is on again, or a minute has passed: either way, say which.
        "import time; deadline = time.monotonic() + 60; timer = QTimer(interval=50); "
        "timer.timeout.connect(lambda: (gc.isenabled() or time.monotonic() > deadline) and "
        "(print('UP', gc.isenabled(), [w.isVisible() for w in app.topLevelWidgets() "
        "if w.objectName() == 'mainWindow']), app.quit())); timer.start(); "
        f"sys.exit(main([{str(path)!r}]))"
    )
    home = str(tmp_path / "home")
    env = {**os.environ, "HOME": home, "XDG_CONFIG_HOME": home, "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-c", script]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stderr
    assert "UP True [True]" in result.stdout, result.stdout


def test_a_start_that_cannot_open_its_campaign_leaves_the_collector_on(tmp_path: Path) -> None:
    # In a child: main() installs its translators on the application it runs in, and this
    # process's application serves every later test (their English plurals).
    missing = str(tmp_path / "missing.gmscreen")
    script = (
        "import gc, sys; from gmscreen.app import main; "
        f"code = main([{missing!r}, '--smoke']); print('CODE', code, gc.isenabled())"
    )
    home = str(tmp_path / "home")
    env = {**os.environ, "HOME": home, "XDG_CONFIG_HOME": home, "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-c", script]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)
    assert f"CODE {EXIT_CANNOT_OPEN} True" in result.stdout, result.stderr
