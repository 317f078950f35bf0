"""Start-up holds Python's cycle collector back until the window's first paint, and never leaves
it off: not once the window is up, not after a start that ends before one."""

from pathlib import Path

from gmscreen.app import EXIT_CANNOT_OPEN
from gmscreen.model.demo import demo_records
from gmscreen.store.file import create_campaign
from tests.integration.child_app import run_child


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
    result = run_child(script, tmp_path / "home")
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
    result = run_child(script, tmp_path / "home")
    assert f"CODE {EXIT_CANNOT_OPEN} True" in result.stdout, result.stderr
