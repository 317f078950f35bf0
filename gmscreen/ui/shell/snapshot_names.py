"""A snapshot's name in the GM's list (File ▸ Revert to a snapshot), in the GM's language.

The file keeps each snapshot's label as the GM typed it, or as the store wrote it in English
("before reverting to 2026-03-01T20:15"), and why it was taken ("session start", "on demand",
"before revert"). A snapshot the GM did not label is named by why it was taken; a label the
store wrote is read back by its form and worded again; the GM's own label is shown as typed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.model.repository import SnapshotInfo
from gmscreen.ui.stored_forms import StoredForms
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

CONTEXT = "FileMenu"  # the File menu's words (its "on demand" was one already)
# Why a snapshot was taken, as the file keeps it.
REASONS = (
    QT_TRANSLATE_NOOP("FileMenu", "session start"),
    QT_TRANSLATE_NOOP("FileMenu", "on demand"),
    QT_TRANSLATE_NOOP("FileMenu", "before revert"),
)
# The labels the store writes itself.
LABEL_FORMS = StoredForms(CONTEXT, (QT_TRANSLATE_NOOP("FileMenu", "before reverting to %1"),))


def snapshot_name(snapshot: SnapshotInfo) -> str:
    """The snapshot's label in the GM's language, or (none) why it was taken."""
    if snapshot.label:
        return LABEL_FORMS.shown(snapshot.label)
    if snapshot.reason in REASONS:
        return QCoreApplication.translate(CONTEXT, snapshot.reason)
    return snapshot.reason
