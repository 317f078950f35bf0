"""Running gmscreen's start-up in a child Python: its own home folder, offscreen, and nothing of
it (translators, the cycle collector, sys.excepthook) left in the test process."""

import os
import subprocess
import sys
from pathlib import Path


def run_child(script: str, home: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    """Run `script` with `arguments` in a fresh interpreter whose home (and config and data
    folders) lie under `home`; its output is captured as text."""
    env = {
        **os.environ,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "QT_QPA_PLATFORM": "offscreen",
    }
    command = [sys.executable, "-c", script, *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)
