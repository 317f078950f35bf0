"""What the map file importer says (why a file is refused, what it left out), in the GM's
language.

The importer (`gmscreen/model/uvtt/`) writes its refusals and notes in English from fixed forms,
kept as they are for the log and the tests; they are read back here by their form
(`ui/stored_forms.py`) and worded again. One of no listed form shows as the importer wrote it.
The forms must match what the importer writes: `tests/gui/test_map_import_words.py` makes the
importer write them and reads them through here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.ui.stored_forms import StoredForms
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

CONTEXT = "MapImportWords"
# The parts of the file a refusal names ("The file's map size is not a number."), by their
# English as the importer writes them.
PARTS = {
    "map origin": QT_TRANSLATE_NOOP("MapImportWords", "map origin"),
    "map size": QT_TRANSLATE_NOOP("MapImportWords", "map size"),
    "pixels per grid cell": QT_TRANSLATE_NOOP("MapImportWords", "pixels per grid cell"),
    "walls": QT_TRANSLATE_NOOP("MapImportWords", "walls"),
    "doors": QT_TRANSLATE_NOOP("MapImportWords", "doors"),
}
# Each form the importer writes, with %1, %2, … for its facts; the more specific before the
# general ones that would also match them.
REFUSALS = StoredForms(
    CONTEXT,
    (
        QT_TRANSLATE_NOOP("MapImportWords", "The file's format version is not a number."),
        QT_TRANSLATE_NOOP("MapImportWords", "The file's %1 is not a number."),
        QT_TRANSLATE_NOOP("MapImportWords", "A point of the file's %1 is not an x/y pair."),
    ),
)
FORMS = StoredForms(
    CONTEXT,
    (
        # refusals: the file as a whole and its grid (model/uvtt/reader.py)
        QT_TRANSLATE_NOOP("MapImportWords", "The file is over %1 MB."),
        QT_TRANSLATE_NOOP(
            "MapImportWords", "This is not a Universal VTT file: it is not JSON (%1)."
        ),
        QT_TRANSLATE_NOOP(
            "MapImportWords", "This is not a Universal VTT file: it holds no map object."
        ),
        QT_TRANSLATE_NOOP("MapImportWords", "The file has no grid (its “resolution” is missing)."),
        QT_TRANSLATE_NOOP(
            "MapImportWords",
            "The map is %1 × %2 grid cells: each side must be between 1 and %3.",
        ),
        QT_TRANSLATE_NOOP("MapImportWords", "The file's pixels per grid cell must be above 0."),
        # refusals: the image
        QT_TRANSLATE_NOOP("MapImportWords", "The file holds no map image."),
        QT_TRANSLATE_NOOP("MapImportWords", "The map image is over %1 MB."),
        QT_TRANSLATE_NOOP(
            "MapImportWords", "The map image is not readable (its base64 text is damaged)."
        ),
        QT_TRANSLATE_NOOP(
            "MapImportWords", "The map image is of an unknown kind: PNG, WebP or JPEG are read."
        ),
        QT_TRANSLATE_NOOP("MapImportWords", "The map image is %1: PNG, WebP or JPEG are read."),
        QT_TRANSLATE_NOOP(
            "MapImportWords",
            "The map image is %1 × %2 px: at most %3 million pixels are imported.",
        ),
        QT_TRANSLATE_NOOP(
            "MapImportWords",
            "The map image is far too large: at most %1 million pixels are imported.",
        ),
        QT_TRANSLATE_NOOP(
            "MapImportWords", "The map image does not decode: it is damaged or not an image."
        ),
        # refusals: walls and doors
        QT_TRANSLATE_NOOP(
            "MapImportWords", "The file's walls (“line_of_sight”) are not a list of lines."
        ),
        QT_TRANSLATE_NOOP(
            "MapImportWords", "The file has %1 wall segments: at most %2 are imported."
        ),
        QT_TRANSLATE_NOOP("MapImportWords", "A wall of the file is not a list of points."),
        QT_TRANSLATE_NOOP(
            "MapImportWords",
            "A wall reaches (%1, %2), outside the %3 × %4 map: "
            "the file does not match its own grid.",
        ),
        QT_TRANSLATE_NOOP("MapImportWords", "The file's doors (“portals”) are not a list."),
        QT_TRANSLATE_NOOP("MapImportWords", "The file has %1 doors: at most %2 are read."),
        QT_TRANSLATE_NOOP("MapImportWords", "A door of the file is not a door object."),
        QT_TRANSLATE_NOOP("MapImportWords", "A door of the file has no two ends (“bounds”)."),
        # notes on what was read (model/uvtt/reader.py, regions.py)
        QT_TRANSLATE_NOOP(
            "MapImportWords",
            "Format %1 is newer than the %2 this importer knows: "
            "what it knows was read, the rest ignored.",
        ),
        QT_TRANSLATE_NOOP(
            "MapImportWords",
            "The image is %1 px wide for %2 cells, not %3 px per cell as the file says: "
            "the image's own scale was used.",
        ),
        QT_TRANSLATE_NOOP(
            "MapImportWords", "%1 object outline(s) (furniture, pillars) not used for zones."
        ),
        QT_TRANSLATE_NOOP(
            "MapImportWords", "%1 area(s) outside the walls, with no door, left out."
        ),
        QT_TRANSLATE_NOOP("MapImportWords", "%1 wall fragment(s) ignored: they close no room."),
        QT_TRANSLATE_NOOP("MapImportWords", "%1 region(s) smaller than a grid cell merged."),
        QT_TRANSLATE_NOOP(
            "MapImportWords", "%1 door(s) do not lie between two rooms: no link made."
        ),
    ),
)


def _part(english: str) -> str:
    known = PARTS.get(english)
    return english if known is None else QCoreApplication.translate(CONTEXT, known)


def import_said(stored: str) -> str:
    """A refusal or note of the importer in the GM's language; as written when of no known
    form."""
    said = REFUSALS.read(stored, _part)
    return FORMS.shown(stored) if said is None else said
