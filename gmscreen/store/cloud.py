"""Whether a campaign lives in a folder a cloud service syncs (Dropbox, OneDrive, iCloud, Drive).

Syncing a file while it is open can leave "conflicted copies"; the GM is warned once. Judged
from the path alone (a pure function), so it works for Windows, macOS and Linux paths alike.
"""

from __future__ import annotations

import re
from pathlib import PurePath

# Folder names (any part of the path, case-insensitive) and the service syncing them.
_FOLDERS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"dropbox( \(.+\))?", re.IGNORECASE), "Dropbox"),
    (re.compile(r"onedrive( - .+)?", re.IGNORECASE), "OneDrive"),
    (re.compile(r"icloud ?drive( \(.+\))?", re.IGNORECASE), "iCloud Drive"),
    (re.compile(r"mobile documents|com~apple~clouddocs", re.IGNORECASE), "iCloud Drive"),
    (re.compile(r"google ?drive( .+)?|my drive", re.IGNORECASE), "Google Drive"),
)
# macOS puts every File Provider sync folder under ~/Library/CloudStorage/<Service>-<account>.
_CLOUD_STORAGE: tuple[tuple[str, str], ...] = (
    ("dropbox", "Dropbox"),
    ("onedrive", "OneDrive"),
    ("googledrive", "Google Drive"),
    ("icloud", "iCloud Drive"),
)


def synced_folder_service(path: PurePath) -> str | None:
    """The cloud service whose sync folder holds `path` ("Dropbox", "OneDrive", "iCloud Drive",
    "Google Drive"), or None. Only the folders count, not the file's own name."""
    folders = path.parts[:-1]
    for index, part in enumerate(folders):
        if part.lower() == "cloudstorage" and index + 1 < len(folders):
            provider = folders[index + 1].lower()
            for prefix, service in _CLOUD_STORAGE:
                if provider.startswith(prefix):
                    return service
        for pattern, service in _FOLDERS:
            if pattern.fullmatch(part):
                return service
    return None
