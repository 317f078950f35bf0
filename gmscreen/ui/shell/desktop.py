"""The desktop around gmscreen: the .gmscreen file type on Windows, and recent documents.

Linux learns the file type from packaging/ (a shared-mime-info XML and the .desktop entry that
install-desktop-entry.sh installs), macOS from the bundle's Info.plist. Windows has no package
step, so the program registers the extension itself, for the current user only (under
HKEY_CURRENT_USER\\Software\\Classes), on its first start as a bundled program; `gmscreen
--unregister` removes it again.
"""

from __future__ import annotations

import os
import sys
from datetime import UTC
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QSettings

from gmscreen import APP_DISPLAY_NAME
from gmscreen import APP_NAME

EXTENSION = ".gmscreen"
MIME_TYPE = "application/x-gmscreen"
PROG_ID = "gmscreen.campaign"
CLASSES_KEY = "HKEY_CURRENT_USER\\Software\\Classes"


def _on_windows() -> bool:
    """Whether this is Windows (a function, so the type checker on any platform reads both ways)."""
    return sys.platform == "win32"


def windows_classes() -> QSettings:
    """The current user's file types in the Windows registry."""
    return QSettings(CLASSES_KEY, QSettings.Format.NativeFormat)


def register_file_type(classes: QSettings, executable: str) -> None:
    """Make `executable` open .gmscreen files for this user: an extension and its ProgID."""
    classes.setValue(f"{EXTENSION}/Default", PROG_ID)
    classes.setValue(f"{EXTENSION}/Content Type", MIME_TYPE)
    classes.setValue(f"{PROG_ID}/Default", f"{APP_DISPLAY_NAME} campaign")
    classes.setValue(f"{PROG_ID}/DefaultIcon/Default", f'"{executable}",0')
    classes.setValue(f"{PROG_ID}/shell/open/command/Default", f'"{executable}" "%1"')
    classes.sync()


def unregister_file_type(classes: QSettings) -> None:
    """Take away what register_file_type added (only if .gmscreen still points at gmscreen)."""
    if classes.value(f"{EXTENSION}/Default") == PROG_ID:
        classes.remove(EXTENSION)
    classes.remove(PROG_ID)
    classes.sync()


def register_on_first_start(settings: QSettings) -> None:
    """On Windows, as a bundled program: register the file type once per user and install."""
    if not _on_windows() or not getattr(sys, "frozen", False):
        return
    if settings.value("desktop/registered_for") == sys.executable:
        return
    register_file_type(windows_classes(), sys.executable)
    settings.setValue("desktop/registered_for", sys.executable)


def unregister(settings: QSettings) -> str:
    """`gmscreen --unregister`: forget the file type; returns what was done, for the GM."""
    if not _on_windows():
        return (
            "Nothing to do here: on Linux run install-desktop-entry.sh --remove; "
            "on macOS moving the app to the Bin removes its file type."
        )
    unregister_file_type(windows_classes())
    settings.remove("desktop/registered_for")
    return ".gmscreen files are no longer opened by gmscreen."


def add_to_recent_documents(path: Path, xbel: Path | None = None) -> None:
    """Tell the desktop the GM used a campaign, so it shows in its recent documents.

    Best effort, never an error for the GM: Windows' Recent items (SHAddToRecentDocs), and on
    Linux the freedesktop list (recently-used.xbel) that GNOME, KDE and file choosers read.
    macOS lists documents only for the apps it launched with them, so there is nothing to do.
    """
    from xml.etree import ElementTree  # only here: not on the way to the first paint

    try:
        if _on_windows():
            import ctypes

            shard_pathw = 3
            ctypes.windll.shell32.SHAddToRecentDocs(shard_pathw, str(path))  # type: ignore[attr-defined]
        elif sys.platform.startswith("linux") or xbel is not None:
            _add_to_xbel(path, xbel or _data_home() / "recently-used.xbel")
    except (OSError, ElementTree.ParseError):
        pass  # a damaged or unwritable desktop list is the desktop's business, not the GM's


def _data_home() -> Path:
    """Where the freedesktop user data lives ($XDG_DATA_HOME, by default ~/.local/share)."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def _add_to_xbel(path: Path, xbel: Path) -> None:
    """Add or refresh one bookmark in a freedesktop recently-used.xbel file."""
    from xml.etree import ElementTree

    namespaces = {
        "bookmark": "http://www.freedesktop.org/standards/desktop-bookmarks",
        "mime": "http://www.freedesktop.org/standards/shared-mime-info",
    }
    for prefix, uri in namespaces.items():
        ElementTree.register_namespace(prefix, uri)
    if xbel.exists():
        tree = ElementTree.parse(xbel)
        root = tree.getroot()
    else:
        root = ElementTree.Element("xbel", version="1.0")
        tree = ElementTree.ElementTree(root)
    href = path.resolve().as_uri()
    now = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    for old in [b for b in root.findall("bookmark") if b.get("href") == href]:
        root.remove(old)
    bookmark = ElementTree.SubElement(
        root, "bookmark", href=href, added=now, modified=now, visited=now
    )
    metadata = ElementTree.SubElement(
        ElementTree.SubElement(bookmark, "info"),
        "metadata",
        owner="http://freedesktop.org",
    )
    ElementTree.SubElement(metadata, f"{{{namespaces['mime']}}}mime-type", type=MIME_TYPE)
    applications = ElementTree.SubElement(metadata, f"{{{namespaces['bookmark']}}}applications")
    ElementTree.SubElement(
        applications,
        f"{{{namespaces['bookmark']}}}application",
        name=APP_NAME,
        exec=f"'{APP_NAME} %u'",
        modified=now,
        count="1",
    )
    xbel.parent.mkdir(parents=True, exist_ok=True)
    tree.write(xbel, encoding="UTF-8", xml_declaration=True)
