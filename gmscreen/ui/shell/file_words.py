"""Why a campaign file failed, in the GM's language.

The store says in English why a file cannot be opened, written, copied or imported ("“x” is
damaged (…). Use a backup or a snapshot copy."): it has no translations, and its words go to
logs and tests as they are. The window reads each message back by its form (`StoredForms`):
the file's name and the other facts are kept, the form is worded in the GM's language, and a
reason inside it (SQLite's "database disk image is malformed", the operating system's "No
space left on device", the file checks' "its “trait” table is missing") is worded too, as far
as it is listed here. A message of no listed form (a newer store's, or one the window already
wrote in the GM's language) is shown as written: never lost for want of a translation.

The forms must match what the store writes: `tests/integration/test_file_words_german.py`
provokes the failures and reads them through here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.stored_forms import StoredForms
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

CONTEXT = "FileFailures"
# The store's messages (gmscreen/store/), %1 the file's name unless it says otherwise; the more
# specific form before a general one that would match it too.
MESSAGES = (
    # identity.py, first_look.py, database.py, migrate.py, file.py: opening a campaign
    QT_TRANSLATE_NOOP("FileFailures", "“%1” does not exist."),
    QT_TRANSLATE_NOOP("FileFailures", "“%1” is a folder."),
    QT_TRANSLATE_NOOP("FileFailures", "“%1” is empty: it holds no campaign."),
    QT_TRANSLATE_NOOP("FileFailures", "“%1” is not a GM Screen campaign file."),
    QT_TRANSLATE_NOOP(
        "FileFailures", "“%1” is a database of another program, not a GM Screen campaign."
    ),
    QT_TRANSLATE_NOOP(
        "FileFailures", "“%1” is cut short (%2 bytes): the campaign file is incomplete."
    ),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” is cut short (%2 of %3 bytes): the campaign file is incomplete. Use a backup or "
        "a snapshot copy.",
    ),
    QT_TRANSLATE_NOOP("FileFailures", "“%1” is damaged: its header is unreadable."),
    QT_TRANSLATE_NOOP("FileFailures", "“%1” is damaged: it does not say which format it uses."),
    QT_TRANSLATE_NOOP(
        "FileFailures", "“%1” is damaged and cannot be opened. Use a backup or a snapshot copy."
    ),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” is damaged and was not opened: %2. The file was left as it was; use a backup or "
        "a snapshot copy.",
    ),
    QT_TRANSLATE_NOOP("FileFailures", "“%1” is damaged (%2). Use a backup or a snapshot copy."),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” was saved by a newer version of GM Screen. Update GM Screen to open it; the file "
        "was not changed.",
    ),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” was saved by a newer version of GM Screen (format %2). Update GM Screen to open "
        "it; the file was not changed.",
    ),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” is open in another program, probably another GM Screen window. Close it there first.",
    ),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” cannot be written: check that you may change the file and its folder, or open it "
        "read-only.",
    ),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” cannot be read (%2). Check that you may read the file and its folder.",
    ),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” was not closed properly. Open it normally once to repair it.",
    ),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” was saved by an older GM Screen. Open it normally once to update it.",
    ),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” was saved by an older GM Screen and must be updated, but the backup copy made "
        "first could not be written (%2). Nothing was changed: free some space beside the "
        "file, then open it again.",
    ),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "Updating “%1” to this version of GM Screen failed; the file was left exactly as it "
        "was. Please report this problem: %2",
    ),
    QT_TRANSLATE_NOOP("FileFailures", "“%1” could not be opened: %2"),
    # repository.py: reading and saving an open campaign
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” could not be read (%2). Nothing was changed. Check the disk, then try again.",
    ),
    QT_TRANSLATE_NOOP("FileFailures", "“%1” is open read-only: changes cannot be saved."),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” can no longer be written, so the last change was not saved and nothing changed. "
        "Check that the file and its folder may be changed, or use File ▸ Save As to keep a "
        "copy elsewhere.",
    ),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "The disk holding “%1” is full, so the last change was not saved and nothing changed. "
        "Free some space, or use File ▸ Save As to keep a copy on another disk, then try again.",
    ),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” could not be saved (%2), so the last change was not saved and nothing changed. "
        "Check the disk (space, a removed drive), or use File ▸ Save As to keep a copy "
        "elsewhere, then try again.",
    ),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "The undo history of “%1” is damaged at this step (%2), so it cannot be undone or "
        "redone. Nothing was changed.",
    ),
    # repository.py, snapshots.py, opening.py: a change the file refused (a CommandError)
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "this change refers to something that no longer exists, so it was not saved",
    ),
    QT_TRANSLATE_NOOP("FileFailures", "this change was not saved: %1"),
    QT_TRANSLATE_NOOP("FileFailures", "action %1 is not %2: the undo history is out of date"),
    QT_TRANSLATE_NOOP("FileFailures", "there is no snapshot %1 any more"),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "the campaign file was changed by another program since it was opened; it was read "
        "again and nothing was saved: please try again",
    ),
    # file.py: new campaigns and copies
    QT_TRANSLATE_NOOP("FileFailures", "“%1” is this campaign itself."),
    QT_TRANSLATE_NOOP("FileFailures", "“%1” already exists."),
    QT_TRANSLATE_NOOP("FileFailures", "“%1” is closed."),
    QT_TRANSLATE_NOOP("FileFailures", "A copy could not be written to “%1”: %2"),
    QT_TRANSLATE_NOOP("FileFailures", "The new campaign's records do not fit together (%1)."),
    # export_check.py, export.py: a JSON export to import
    QT_TRANSLATE_NOOP("FileFailures", "“%1” is not UTF-8 text."),
    QT_TRANSLATE_NOOP("FileFailures", "“%1” cannot be read: %2"),
    QT_TRANSLATE_NOOP("FileFailures", "“%1”, line %2, column %3: not valid JSON (%4)."),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” is not a campaign export: its values are nested too deeply. Nothing was imported.",
    ),
    QT_TRANSLATE_NOOP("FileFailures", "“%1” is not a campaign export: %2. Nothing was imported."),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” is not a campaign export this version can read (%2). Nothing was imported.",
    ),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” would make a campaign that cannot be opened: %2. Nothing was imported.",
    ),
    QT_TRANSLATE_NOOP(
        "FileFailures",
        "“%1” holds a value a campaign cannot store (%2). Nothing was imported.",
    ),
    # %3 the value's place in the export ("records.trait[3].potency"), %4 what is wrong there
    QT_TRANSLATE_NOOP("FileFailures", "“%1”, line %2, %3: %4. Nothing was imported."),
    QT_TRANSLATE_NOOP("FileFailures", "“%1”, %2: %3. Nothing was imported."),
)
# The reasons inside those messages: SQLite's, the operating system's, Python's JSON parser's,
# the file checks' (validation.py) and the export checks'.
REASONS = (
    QT_TRANSLATE_NOOP("FileFailures", "file is not a database"),
    QT_TRANSLATE_NOOP("FileFailures", "database disk image is malformed"),
    QT_TRANSLATE_NOOP("FileFailures", "database or disk is full"),
    QT_TRANSLATE_NOOP("FileFailures", "disk I/O error"),
    QT_TRANSLATE_NOOP("FileFailures", "attempt to write a readonly database"),
    QT_TRANSLATE_NOOP("FileFailures", "unable to open database file"),
    QT_TRANSLATE_NOOP("FileFailures", "database is locked"),
    QT_TRANSLATE_NOOP("FileFailures", "malformed JSON"),
    QT_TRANSLATE_NOOP("FileFailures", "[Errno %1] %2: '%3'"),
    QT_TRANSLATE_NOOP("FileFailures", "[Errno %1] %2"),
    QT_TRANSLATE_NOOP("FileFailures", "No space left on device"),
    QT_TRANSLATE_NOOP("FileFailures", "Permission denied"),
    QT_TRANSLATE_NOOP("FileFailures", "Read-only file system"),
    QT_TRANSLATE_NOOP("FileFailures", "No such file or directory"),
    QT_TRANSLATE_NOOP("FileFailures", "Is a directory"),
    QT_TRANSLATE_NOOP("FileFailures", "unreadable bytes"),
    QT_TRANSLATE_NOOP("FileFailures", "its “%1” table is missing"),
    QT_TRANSLATE_NOOP("FileFailures", "the “%1” table has no “%2” column"),
    QT_TRANSLATE_NOOP(
        "FileFailures", "row %1 of the “%2” table holds a value of the wrong type in “%3”"
    ),
    QT_TRANSLATE_NOOP("FileFailures", "row %1 of the “%2” table refers to a missing record"),
    QT_TRANSLATE_NOOP("FileFailures", "the “%1” table holds %2"),
    QT_TRANSLATE_NOOP("FileFailures", "it has no campaign record"),
    QT_TRANSLATE_NOOP("FileFailures", "its setting “%1” holds %2"),
    QT_TRANSLATE_NOOP("FileFailures", "Expecting value"),
    QT_TRANSLATE_NOOP("FileFailures", "Expecting property name enclosed in double quotes"),
    QT_TRANSLATE_NOOP("FileFailures", "Expecting ',' delimiter"),
    QT_TRANSLATE_NOOP("FileFailures", "Expecting ':' delimiter"),
    QT_TRANSLATE_NOOP("FileFailures", "Unterminated string starting at"),
    QT_TRANSLATE_NOOP("FileFailures", "Invalid control character at"),
    QT_TRANSLATE_NOOP("FileFailures", "Extra data"),
    QT_TRANSLATE_NOOP("FileFailures", "top level"),
    QT_TRANSLATE_NOOP("FileFailures", "unknown entry"),
    QT_TRANSLATE_NOOP("FileFailures", "not a GM Screen campaign export (expected %1)"),
    QT_TRANSLATE_NOOP("FileFailures", "expected a whole number from 1"),
    QT_TRANSLATE_NOOP("FileFailures", "written by a newer GM Screen; update to import it"),
    QT_TRANSLATE_NOOP("FileFailures", "the campaign record (id %1) is missing"),
    QT_TRANSLATE_NOOP("FileFailures", "a campaign file holds one campaign"),
    QT_TRANSLATE_NOOP("FileFailures", "expected a list of actions"),
    QT_TRANSLATE_NOOP("FileFailures", "expected a list of records"),
    QT_TRANSLATE_NOOP("FileFailures", "expected a whole number above the previous"),
    QT_TRANSLATE_NOOP("FileFailures", "expected a whole number"),
    QT_TRANSLATE_NOOP("FileFailures", "expected text"),
    QT_TRANSLATE_NOOP("FileFailures", "a done action after an undone one"),
    QT_TRANSLATE_NOOP("FileFailures", "expected an object, got %1"),
    QT_TRANSLATE_NOOP("FileFailures", "unknown kind of record %1"),
    QT_TRANSLATE_NOOP("FileFailures", "expected a list of changes"),
    QT_TRANSLATE_NOOP("FileFailures", "a change needs a record before or after"),
    QT_TRANSLATE_NOOP("FileFailures", "there is no %1 %2"),
    QT_TRANSLATE_NOOP("FileFailures", "a second %1 %2"),
    # a record's fields (gmscreen/model/serialize.py), %1 the field or record
    QT_TRANSLATE_NOOP("FileFailures", "%1: missing field %2"),
    QT_TRANSLATE_NOOP("FileFailures", "%1: unknown field(s) %2"),
    QT_TRANSLATE_NOOP("FileFailures", "%1: %2 is not one of %3"),
    QT_TRANSLATE_NOOP("FileFailures", "%1: expected a list, got %2"),
    QT_TRANSLATE_NOOP("FileFailures", "%1: expected an object, got %2"),
    QT_TRANSLATE_NOOP("FileFailures", "%1: expected a number, got %2"),
    QT_TRANSLATE_NOOP("FileFailures", "%1: invalid base64 data"),
    QT_TRANSLATE_NOOP("FileFailures", "unknown record kind %1"),
)
_MESSAGES = StoredForms(CONTEXT, MESSAGES)
_REASONS = StoredForms(CONTEXT, REASONS)


def reason(stored: str) -> str:
    """A reason inside a store's message in the GM's language (its own facts too), or as
    stored."""
    return _REASONS.shown(stored, reason)


def file_failure(message: str) -> str:
    """The store's message `message` (or a bare reason: an OSError's) in the GM's language, its
    facts and reasons worded; as written when no form wrote it."""
    said = _MESSAGES.read(message, reason)
    return reason(message) if said is None else said


def said(form: str, *facts: str) -> str:
    """One of the window's own messages about a file, `form` (marked for FileFailures) in the
    GM's language with `facts` (a store's message among them, worded as `file_failure`)."""
    return fill(QCoreApplication.translate(CONTEXT, form), *(file_failure(fact) for fact in facts))
