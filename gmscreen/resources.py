"""Where the application's resource files (reference pages, icons, styles) are found."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_path(*parts: str) -> Path:
    """A path inside `resources/`: in the source tree, or inside a PyInstaller bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) if bundle else Path(__file__).resolve().parent.parent
    return root.joinpath("resources", *parts)
