"""PySide6 no longer keeps the source of every module imported after it (the store's SQLAlchemy
and pydantic made that a quarter of the app's memory with a large campaign open)."""

import subprocess
import sys

import pytest

CHECK = """
import linecache, sys
import PySide6.QtCore
{first}
import sqlalchemy.orm
kept = [name for name in linecache.cache if "sqlalchemy" in name and name.endswith(".py")]
print(len(kept))
"""


def sources_kept(first: str) -> int:
    """How many SQLAlchemy source files stay cached when it is imported after Qt."""
    done = subprocess.run(
        [sys.executable, "-c", CHECK.format(first=first)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return int(done.stdout.split()[-1])


def test_modules_imported_after_the_ui_package_are_not_read_into_memory() -> None:
    if sources_kept("") == 0:
        pytest.skip("this PySide6 does not read the sources of imported modules")
    assert sources_kept("import gmscreen.ui") == 0
