"""The composition root: parses arguments, builds the QApplication and the main window, runs."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from gmscreen import APP_NAME, ORGANIZATION, __version__


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    """Read the command line: an optional campaign file and `--smoke`."""
    parser = argparse.ArgumentParser(prog=APP_NAME, description="A desktop GM screen.")
    parser.add_argument("campaign", nargs="?", help="a .gmscreen campaign file to open")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="open offscreen, render every panel once, and exit (0 when all went well)",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser.parse_args(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    """Start gmscreen and return its exit code."""
    args = parse_arguments(sys.argv[1:] if argv is None else argv)
    if args.smoke:
        import os

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from gmscreen.ui.mainwindow import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationVersion(__version__)
    window = MainWindow()
    window.show()
    if args.smoke:
        app.processEvents()
        window.grab()
        window.close()
        return 0
    return app.exec()
