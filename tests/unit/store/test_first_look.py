"""A campaign's first look (before the first paint) reads what the open file would, refuses
what it would refuse, and never writes: the first command opens the file for writing."""

import os
import sqlite3
import subprocess
import sys
import typing
from pathlib import Path

import pytest

from gmscreen.model.commands import CommandError
from gmscreen.model.commands import EditRecord
from gmscreen.model.session import Session
from gmscreen.model.state import KINDS
from gmscreen.model.state import Pool
from gmscreen.store.errors import CampaignLockedError
from gmscreen.store.errors import CorruptCampaignError
from gmscreen.store.errors import ReadOnlyCampaignError
from gmscreen.store.file import create_campaign
from gmscreen.store.file import open_campaign
from gmscreen.store.first_look import first_look
from gmscreen.store.opening import OpeningCampaign
from gmscreen.store.tables import ActionRow
from gmscreen.store.tables import ImageRow
from gmscreen.store.tables import MetaRow
from gmscreen.store.tables import SnapshotRow
from gmscreen.store.validation import OTHER_COLUMNS
from tests.unit.store.conftest import sample_records


@pytest.fixture
def closed_campaign(campaign_path: Path) -> Path:
    """The sample campaign with two actions done and one undone, closed."""
    with create_campaign(campaign_path, sample_records()) as opened:
        session = Session(opened.repository)
        for value in (4, 5):
            session.execute(EditRecord("pool", 1, label=f"Momentum {value}", value=value))
        session.undo()
    return campaign_path


def opening_session(path: Path) -> tuple[OpeningCampaign, Session]:
    look = first_look(path)
    assert look is not None
    opening = OpeningCampaign(look)
    session = Session(opening.repository)
    opening.reloaded = session.reload
    return opening, session


def test_the_first_look_shows_the_records_and_history_the_open_file_shows(
    closed_campaign: Path,
) -> None:
    opening, session = opening_session(closed_campaign)
    with open_campaign(closed_campaign, read_only=True) as opened:
        expected = Session(opened.repository)
        for kind in KINDS:
            assert session.state.all(kind) == expected.state.all(kind)
        assert session.undo_name == expected.undo_name == "Momentum 4"
        assert session.redo_name == expected.redo_name == "Momentum 5"
    assert session.state.find(Pool, 1).value == 4
    opening.look.close()  # type: ignore[union-attr]


def test_a_damaged_value_is_refused_by_the_first_look_as_by_opening(closed_campaign: Path) -> None:
    with sqlite3.connect(closed_campaign) as connection:
        connection.execute("UPDATE pool SET value = 'many' WHERE id = 1")
    connection.close()
    with pytest.raises(CorruptCampaignError) as looked:
        first_look(closed_campaign)
    with pytest.raises(CorruptCampaignError) as opened:
        open_campaign(closed_campaign)
    assert str(looked.value) == str(opened.value)
    assert "wrong type in “value”" in str(looked.value)


def test_a_file_open_elsewhere_or_not_writable_is_refused_by_the_first_look(
    closed_campaign: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with open_campaign(closed_campaign), pytest.raises(CampaignLockedError):
        first_look(closed_campaign)
    # As the operating system answers for a read-only file (root may write any file).
    monkeypatch.setattr(os, "access", lambda path, mode: mode != os.W_OK)
    with pytest.raises(ReadOnlyCampaignError, match="open it read-only"):
        first_look(closed_campaign)


def test_the_first_command_opens_the_file_for_writing_and_is_saved(closed_campaign: Path) -> None:
    opening, session = opening_session(closed_campaign)
    session.execute(EditRecord("pool", 1, label="Momentum 6", value=6))
    assert opening.look is None  # the command went through the file, not the first look
    with pytest.raises(CampaignLockedError):  # the lock is held now
        open_campaign(closed_campaign)
    opening.finish().close()
    with open_campaign(closed_campaign) as reopened:
        assert Session(reopened.repository).state.find(Pool, 1).value == 6


def test_a_file_changed_after_its_first_look_is_read_again_when_opened(
    closed_campaign: Path,
) -> None:
    opening, session = opening_session(closed_campaign)
    announced: list[bool] = []
    session.subscribe(lambda changes: announced.append(changes.reset))
    with open_campaign(closed_campaign) as other:  # another program, in between
        Session(other.repository).execute(EditRecord("pool", 1, label="Momentum 9", value=9))
    with pytest.raises(CommandError, match="changed by another program"):
        session.execute(EditRecord("pool", 1, label="Momentum 7", value=7))
    assert session.state.find(Pool, 1).value == 9  # read again, the GM's change not saved
    assert announced == [True]
    opening.finish().close()


def test_a_first_look_needs_neither_sqlalchemy_nor_sqlmodel(closed_campaign: Path) -> None:
    script = (
        "import sys\n"
        "from gmscreen.model.session import Session\n"
        "from gmscreen.store.first_look import first_look\n"
        "from gmscreen.store.opening import OpeningCampaign\n"
        "Session(OpeningCampaign(first_look(sys.argv[1])).repository)\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'sqlalchemy', 'sqlmodel'}))\n"
    )
    output = subprocess.run(
        [sys.executable, "-c", script, str(closed_campaign)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert output.strip() == "[]"


def test_the_checked_columns_of_the_other_tables_are_the_declared_ones() -> None:
    stored = {"Integer": "integer", "LargeBinary": "blob", "JSON": "json", "AutoString": "text"}
    for model in (ActionRow, ImageRow, MetaRow, SnapshotRow):
        table = typing.cast(typing.Any, model).__table__
        assert OTHER_COLUMNS[table.name] == tuple(
            (column.name, stored[type(column.type).__name__]) for column in table.columns
        )
        assert not any(column.nullable for column in table.columns)
