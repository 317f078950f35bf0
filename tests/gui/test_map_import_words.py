"""The map file importer's refusals and notes reach the GM in their language: every one the
importer writes is of a form `ui/map/import_words.py` reads back and words again."""

import base64
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gmscreen.model.session import Session
from gmscreen.model.uvtt.build import door
from gmscreen.model.uvtt.build import image_bytes
from gmscreen.model.uvtt.build import uvtt
from gmscreen.model.uvtt.reader import UvttError
from gmscreen.model.uvtt.reader import read_uvtt
from gmscreen.model.uvtt.regions import propose_map
from gmscreen.ui.map.import_words import import_said
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui import test_map_token_actions
from tests.unit.model import test_uvtt
from tests.unit.model.test_uvtt import HOUSE_DOORS
from tests.unit.model.test_uvtt import HOUSE_WALLS
from tests.unit.model.test_uvtt import broken
from tests.unit.model.test_uvtt import with_size

# Every bad file the importer's own tests refuse, and a few more kinds of refusal.
(BAD_CASES,) = [
    mark.args[1]
    for mark in test_uvtt.test_bad_files_are_refused_with_their_reason.pytestmark  # type: ignore[attr-defined]
    if mark.name == "parametrize"
]
BAD_FILES = [data for data, _reason in BAD_CASES]
MORE_BAD_FILES = [
    broken(resolution={"map_size": {"x": 5, "y": 5}, "pixels_per_grid": 0}),
    broken(resolution={"map_size": {"x": 5}, "pixels_per_grid": 50}),
    broken(resolution={"map_size": 3, "pixels_per_grid": 50}),
    broken(line_of_sight={}),
    broken(line_of_sight=[3]),
    broken(portals={}),
    broken(portals=[3]),
    broken(portals=[{"bounds": [{"x": 1, "y": 1}, {"x": 2, "y": 2}]}] * 5_001),
    broken(image=base64.b64encode(with_size(image_bytes(40, 40), 8_000, 8_000)).decode()),
    broken(image=base64.b64encode(with_size(image_bytes(40, 40), 99_999, 99_999)).decode()),
]
# Files read with notes on what was left out or read another way.
NOTED_FILES = [
    uvtt((12, 6), [*HOUSE_WALLS[:3], [(8, 1), (8, 5)]], HOUSE_DOORS[:1]),
    uvtt((12, 6), [*HOUSE_WALLS, [(1, 1), (1.5, 1), (1.5, 1.5), (1, 1.5), (1, 1)]], HOUSE_DOORS),
    uvtt((12, 6), HOUSE_WALLS, HOUSE_DOORS, image=image_bytes(1200, 600, "webp")),
    uvtt((12, 6), HOUSE_WALLS, HOUSE_DOORS, version=0.7),
    uvtt((12, 6), HOUSE_WALLS, [*HOUSE_DOORS, door((0.5, 0.5), (1, 1))]),
    broken(objects_line_of_sight=[[{"x": 1, "y": 1}, {"x": 2, "y": 1}]]),
]


@pytest.fixture
def marked(qapp: QApplication) -> Iterator[None]:
    """The importer's words and the map's marked as translated (`<…>`, facts outside)."""
    with test_map_token_actions.marked("MapImportWords", "MapImporter"):
        yield


def refusal(data: bytes) -> str:
    with pytest.raises(UvttError) as refused:
        read_uvtt(data)
    return str(refused.value)


def worded(stored: str) -> bool:
    """Whether `stored` was read by a form and worded again (a whole form marked)."""
    said = import_said(stored)
    return said != stored and said.startswith("<") and said.endswith(">")


@pytest.mark.usefixtures("marked")
@pytest.mark.parametrize("data", [*BAD_FILES, *MORE_BAD_FILES])
def test_every_refusal_of_a_map_file_is_worded_in_the_gms_language(data: bytes) -> None:
    assert worded(refusal(data))


@pytest.mark.usefixtures("marked")
def test_every_note_on_a_read_map_file_is_worded_in_the_gms_language() -> None:
    notes = [note for data in NOTED_FILES for note in propose_map(read_uvtt(data), "M").notes]
    assert len(notes) >= len(NOTED_FILES)
    assert [note for note in notes if not worded(note)] == []


@pytest.mark.usefixtures("marked")
def test_a_refused_file_and_an_imported_files_notes_reach_the_map_worded(
    qtbot: QtBot, session: Session
) -> None:
    widget = MapWidget(SessionBridge(session))
    qtbot.addWidget(widget)
    assert not widget.importer.import_file(broken(resolution=None), "cellar.dd2vtt")
    assert widget.banner.text.text() == (
        "<>cellar.dd2vtt<: >" + "<The file has no grid (its “resolution” is missing).>" + "<>"
    )
    assert widget.importer.import_file(uvtt((12, 6), HOUSE_WALLS, HOUSE_DOORS, version=0.7), "h")
    preview = widget.importer.preview
    assert preview is not None
    assert preview.notes.text().startswith("• <Format >0.7< is newer than the >0.3<")
    preview.reject()


def test_a_text_of_no_known_form_shows_as_written() -> None:
    assert import_said("Something else went wrong.") == "Something else went wrong."
